import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin exporting Cairn's macros.
@main
struct CairnMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ManagedMacro.self, ManagedAccessorMacro.self, ManagedKeyPathsMacro.self,
        ModelMacro.self, PersistedPropertyMacro.self, SchemaMarkerMacro.self, UniqueMacro.self, IndexMacro.self,
        ModelActorMacro.self,
    ]
}
