/// Makes a class a persistent model (SwiftData's `@Model`).
///
/// ```swift
/// @Model
/// final class Trip {
///     #Unique<Trip>([\.name, \.startDate])
///     var name: String
///     var startDate: Date
///     @Relationship(deleteRule: .cascade, inverse: \Stay.trip) var stays: [Stay] = []
///     @Transient var isSelected = false
///
///     init(name: String, startDate: Date) {
///         self.name = name
///         self.startDate = startDate
///     }
/// }
/// ```
///
/// Every stored `var` that is not `@Transient` is persisted: attribute types (`String`, `Int`,
/// `Double`, `Bool`, `Date`, `Data`, `UUID`, `URL`, `Decimal` and their optionals), enums with raw
/// values (stored as the raw value, so predicates and sorts can use them), other `Codable` values
/// (stored as JSON), another model (a to-one relationship) and arrays of models (to-many). A model
/// can be created and filled before any container exists and inserted later.
@attached(
    member, names: named(_$backingData), named(_$observationRegistrar), named(access), named(withMutation), named(_$cairnValuesChanged),
    named(persistentBackingData), named(schemaMetadata), named(init))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "CairnMacrosPlugin", type: "ModelMacro")

/// Put on each persisted property by `@Model`; not for direct use.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_), prefixed(_cairnKey_))
public macro _CairnPersisted() = #externalMacro(module: "CairnMacrosPlugin", type: "PersistedPropertyMacro")

/// Configures how a model's attribute is stored (SwiftData's `@Attribute`).
///
/// ```swift
/// @Attribute(.unique) var code: String
/// @Attribute(originalName: "start_date") var startDate: Date
/// ```
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "CairnMacrosPlugin", type: "SchemaMarkerMacro")

/// Configures a relationship: its delete rule, inverse and counts (SwiftData's `@Relationship`).
///
/// ```swift
/// @Relationship(deleteRule: .cascade, inverse: \Stay.trip) var stays: [Stay] = []
/// ```
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "CairnMacrosPlugin", type: "SchemaMarkerMacro")

/// Leaves a stored property of a model out of the store (SwiftData's `@Transient`); give it an
/// initial value.
@attached(peer)
public macro Transient() = #externalMacro(module: "CairnMacrosPlugin", type: "SchemaMarkerMacro")

/// Makes a group of properties unique among a model's objects (SwiftData's `#Unique`): inserting
/// an object whose values match a stored one updates the stored one at the next save (upsert).
///
/// ```swift
/// #Unique<Person>([\.id], [\.givenName, \.familyName])
/// ```
@freestanding(declaration, names: named(_$cairnUniqueness))
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "CairnMacrosPlugin", type: "UniqueMacro")

/// Asks the store to index properties of a model, alone or together (SwiftData's `#Index`).
///
/// ```swift
/// #Index<Trip>([\.name], [\.startDate, \.endDate])
/// ```
@freestanding(declaration, names: named(_$cairnIndexes))
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "CairnMacrosPlugin", type: "IndexMacro")

/// Asks the store to index properties of a model, naming each index's kind (SwiftData's `#Index`
/// with ``Schema/Index/Types``; an R-tree index is created as an ordinary one).
///
/// ```swift
/// #Index<Place>(.binary([\.name]), .rtree([\.latitude, \.longitude]))
/// ```
@freestanding(declaration, names: named(_$cairnIndexes))
public macro Index<T: PersistentModel>(_ indices: Schema.Index<T>.Types<T>...) = #externalMacro(module: "CairnMacrosPlugin", type: "IndexMacro")

/// Makes an actor work on its own model context, on that context's serial executor (SwiftData's
/// `@ModelActor`).
///
/// ```swift
/// @ModelActor
/// actor Importer {
///     func importTrips(_ names: [String]) throws {
///         for name in names { modelContext.insert(Trip(name: name, startDate: .now)) }
///         try modelContext.save()
///     }
/// }
/// let importer = Importer(modelContainer: container)
/// ```
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "CairnMacrosPlugin", type: "ModelActorMacro")
