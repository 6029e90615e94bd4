import CairnMacrosSupport

/// `@ManagedAccessor`, declared here for the same reason as ``ManagedMacro``.
public struct ManagedAccessorMacro: ManagedAccessorExpansion {}
