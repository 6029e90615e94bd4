import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@Model` on a class: each persisted stored property gets
/// `@_CairnPersisted` (accessors over the model's backing object), and the class gets its backing
/// data, its schema metadata, `init(backingData:)` and the `PersistentModel` conformance.
///
/// A protocol rather than the macro type itself: see ``ManagedExpansion``.
public protocol ModelExpansion: MemberMacro, MemberAttributeMacro, ExtensionMacro {}

extension ModelExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelDiagnostic.notAClass))
            return []
        }
        let typeName = type.name.trimmedDescription
        let properties = ModelProperty.persisted(in: declaration.memberBlock.members, context: context)
        let access = type.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let metadata = properties.map { property in
            "CairnData.Schema.PropertyMetadata(name: \(StringLiteralExprSyntax(content: property.name)), keypath: \\\(typeName).\(property.name), defaultValue: \(property.schemaDefault?.description ?? "nil"), metadata: \(property.schemaMetadata))"
        }
        let storage = properties.map { "self.\($0.storageName) = CairnData._CairnNoValue()" }
        return [
            "private var _$backingData: CairnData.ModelBackingData = CairnData.ModelBackingData(for: \(raw: typeName).self)",
            """
            /// The storage of the model's persisted properties.
            \(raw: access)var persistentBackingData: CairnData.ModelBackingData {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            /// The model's persisted properties, from which its entity is built.
            \(raw: access)static var schemaMetadata: [CairnData.Schema.PropertyMetadata] {
                [\(raw: metadata.isEmpty ? "" : "\n" + metadata.joined(separator: ",\n") + "\n")]
            }
            """,
            """
            /// Creates the model over storage the context provides (a fetched or registered object).
            \(raw: access)required init(backingData: CairnData.ModelBackingData) {
                self._$backingData = backingData\(raw: storage.isEmpty ? "" : "\n" + storage.joined(separator: "\n"))
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        // Diagnostics are reported once, by the member expansion.
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            ModelProperty.persisted(variable) != nil
        else { return [] }
        return ["@_CairnPersisted"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): CairnData.PersistentModel {}")]
    }
}
