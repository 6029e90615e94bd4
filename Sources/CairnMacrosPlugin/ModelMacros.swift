import CairnMacrosSupport

// CairnData's macros, declared here because the compiler looks a macro up in this module; their
// expansions live in `CairnMacrosSupport` (see ``ManagedMacro``).

/// `@Model`.
public struct ModelMacro: ModelExpansion {}
/// `@_CairnPersisted`, which `@Model` puts on each persisted property.
public struct PersistedPropertyMacro: PersistedPropertyExpansion {}
/// `@Attribute`, `@Relationship` and `@Transient`.
public struct SchemaMarkerMacro: SchemaMarkerExpansion {}
/// `#Unique`.
public struct UniqueMacro: UniqueExpansion {}
/// `#Index`.
public struct IndexMacro: IndexExpansion {}
/// `@ModelActor`.
public struct ModelActorMacro: ModelActorExpansion {}
