import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Managed var name: T` into accessors reading and writing the object's storage, and a
/// peer `static let` key that caches the property's index (no string hashing per access).
///
/// Where a `static let` cannot go (generic types, extensions, outside a type) the accessors pass
/// the name as a string literal instead.
///
/// A protocol rather than the macro type itself: the compiler finds a macro by the name of the
/// module that declares it, so the plugin declares `ManagedMacro` and conforms it to this.
public protocol ManagedExpansion: AccessorMacro, PeerMacro {}

extension ManagedExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let (name, key) = try ManagedProperty.property(declaration, node)
        let argument = ManagedProperty.canCacheKey(context) ? "Self.\(raw: ManagedProperty.keyName(for: name))" as ExprSyntax : "\(literal: key)"
        return [
            "get { managedValue(forKey: \(argument)) }",
            "set { setManagedValue(newValue, forKey: \(argument)) }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // Errors are reported once, by the accessor expansion.
        guard let (name, key) = try? ManagedProperty.property(declaration, node), ManagedProperty.canCacheKey(context) else { return [] }
        return ["private static let \(raw: ManagedProperty.keyName(for: name)) = ManagedPropertyKey(cachingIndexOf: \(literal: key))"]
    }
}
