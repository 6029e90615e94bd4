import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@Model` on a class: each persisted stored property gets
/// `@_CairnPersisted` (accessors over the model's backing object), and the class gets its backing
/// data, its observation registrar, its schema metadata, `init(backingData:)` and the
/// `PersistentModel` conformance (which includes `Observable`, as in SwiftData).
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
        let reports = properties.map { "_$observationRegistrar.withMutation(of: self, keyPath: \\.\($0.name)) {}" }
        return [
            "private var _$backingData: CairnData.ModelBackingData = CairnData.ModelBackingData(for: \(raw: typeName).self)",
            // SwiftData's models are `Observable`: the accessors report reads and writes here.
            "private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<_M>(keyPath: KeyPath<\(raw: typeName), _M>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<\(raw: typeName), _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            /// The storage of the model's persisted properties.
            \(raw: access)var persistentBackingData: CairnData.ModelBackingData {
                get { _$backingData }
                set { _$backingData = newValue }
            }
            """,
            """
            /// Tells the model's observers that the context changed its values (undo, rollback,
            /// refresh, a merge of another context's save).
            \(raw: access)nonisolated func _$cairnValuesChanged() {\(raw: reports.isEmpty ? "" : "\n" + reports.joined(separator: "\n"))
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
        // The compiler names the conformances the type lacks (none where the class declares them).
        let missing = protocols.map(\.trimmedDescription)
        var extensions: [ExtensionDeclSyntax] = []
        if missing.contains(where: { $0.hasSuffix("PersistentModel") }) {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): CairnData.PersistentModel {}"))
        }
        if missing.contains(where: { $0.hasSuffix("Observable") }) {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): Observation.Observable {}"))
        }
        return extensions
    }
}
