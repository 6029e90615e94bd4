import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@_CairnPersisted` (added by `@Model`) on a stored property into an init accessor and
/// accessors that read and write the model's backing object (reporting the read or the change to
/// the model's observation registrar), a zero-sized peer that makes the
/// compiler require the property's initialization as before, and a `static let` caching the
/// property's index (a string literal where a static cannot go, as for `@Managed`).
public protocol PersistedPropertyExpansion: AccessorMacro, PeerMacro {}

extension PersistedPropertyExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = ModelProperty.persisted(declaration) else { return [] }
        let key: ExprSyntax = ManagedProperty.canCacheKey(context) ? "Self.\(raw: property.keyName)" : "\(literal: property.name)"
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: \(raw: property.storageName))
            init(initialValue) {
                _$backingData.setInitialValue(initialValue, forKey: \(key))
                \(raw: property.storageName) = CairnData._CairnNoValue()
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: property.name))
                return _$backingData.value(forKey: \(key))
            }
            """,
            """
            set {
                withMutation(keyPath: \\.\(raw: property.name)) {
                    _$backingData.setValue(newValue, forKey: \(key))
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let property = ModelProperty.persisted(declaration) else { return [] }
        var peers: [DeclSyntax] = ["private var \(raw: property.storageName): CairnData._CairnNoValue"]
        if ManagedProperty.canCacheKey(context) {
            peers.append("private static let \(raw: property.keyName) = CairnData._CairnPropertyKey(cachingIndexOf: \(literal: property.name))")
        }
        return peers
    }
}
