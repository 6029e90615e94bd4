import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute`, `@Relationship` and `@Transient`: markers that expand to nothing; `@Model` reads
/// their arguments where it builds the class's schema metadata.
public protocol SchemaMarkerExpansion: PeerMacro {}

extension SchemaMarkerExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
