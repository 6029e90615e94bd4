import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@ModelActor` on an actor: a model executor over a new context of the
/// container (the actor runs on that context's serial executor), the container, `init(modelContainer:)`
/// and the `ModelActor` conformance.
public protocol ModelActorExpansion: MemberMacro, ExtensionMacro {}

extension ModelActorExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@ModelActor applies to an actor, e.g. `@ModelActor actor Importer { … }`.")
        }
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any CairnData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: CairnData.ModelContainer",
            """
            \(raw: access)init(modelContainer: CairnData.ModelContainer) {
                let modelContext = CairnData.ModelContext(modelContainer)
                self.modelExecutor = CairnData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): CairnData.ModelActor {}")]
    }
}
