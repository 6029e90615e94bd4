import CairnMacrosSupport

/// `@ManagedKeyPaths`, declared here for the same reason as ``ManagedMacro``.
public struct ManagedKeyPathsMacro: ManagedKeyPathsExpansion {}
