import CairnMacrosSupport

/// `@Managed`, declared here because the compiler looks the macro up in this module; the expansion
/// lives in `CairnMacrosSupport`, where the tests reach it without a macro target.
public struct ManagedMacro: ManagedExpansion {}
