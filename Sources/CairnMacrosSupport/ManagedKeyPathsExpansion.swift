import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@ManagedKeyPaths` on a class into a `ManagedKeyPathNaming` conformance naming the
/// key path of every `@Managed` property (with its custom key, if it has one).
///
/// A protocol rather than the macro type itself: see ``ManagedExpansion``.
public protocol ManagedKeyPathsExpansion: ExtensionMacro {}

extension ManagedKeyPathsExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage(
                "@ManagedKeyPaths applies to a ManagedObject subclass, e.g. `@ManagedKeyPaths final class Employee: ManagedObject`.")
        }
        let typeName = type.trimmedDescription
        let entries = declaration.memberBlock.members.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let managed = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                    .first(where: { $0.attributeName.trimmedDescription == "Managed" }),
                let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
            else { return nil }
            let key = ManagedProperty.customKey(in: managed) ?? identifier.trimmedDescription.filter { $0 != "`" }
            return "\\\(typeName).\(identifier.trimmedDescription): \(StringLiteralExprSyntax(content: key).trimmedDescription)"
        }
        let table = entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
        // A public (or open) class needs a public witness of the public protocol's requirement.
        let isPublic = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let conformance: DeclSyntax = """
            extension \(type.trimmed): ManagedKeyPathNaming {
                /// The model property name of each `@Managed` property's key path.
                \(raw: isPublic ? "public " : "")static func managedPropertyName(for keyPath: AnyKeyPath) -> String? {
                    let names: [AnyKeyPath: String] = \(raw: table)
                    return names[keyPath]
                }
            }
            """
        return [conformance.cast(ExtensionDeclSyntax.self)]
    }
}
