import SwiftSyntax
import SwiftSyntaxMacros

/// What the `@Managed` expansions need to know about the property they are attached to.
enum ManagedProperty {
    /// The name of the peer holding a property's key.
    static func keyName(for property: String) -> String { "_cairnKey_" + property }

    /// Whether the property can have a `static let` peer: it sits in a class or struct, with no
    /// generic type or function around it (no static stored properties there) and not in an
    /// extension.
    static func canCacheKey(_ context: some MacroExpansionContext) -> Bool {
        var inType = false
        for node in context.lexicalContext {
            if let type = node.as(ClassDeclSyntax.self) {
                if type.genericParameterClause != nil { return false }
                inType = true
            } else if let type = node.as(StructDeclSyntax.self) {
                if type.genericParameterClause != nil { return false }
                inType = true
            } else if let function = node.as(FunctionDeclSyntax.self), function.genericParameterClause != nil {
                return false
            } else if node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
                return false
            }
        }
        return inType
    }

    /// The property's Swift name and its model key, or an error saying what is wrong.
    static func property(_ declaration: some DeclSyntaxProtocol, _ node: AttributeSyntax) throws -> (name: String, key: String) {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var),
            let binding = variable.bindings.first, variable.bindings.count == 1,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else {
            throw MacroExpansionErrorMessage("@Managed applies to a single `var` property, e.g. `@Managed var name: String`.")
        }
        guard binding.typeAnnotation != nil else {
            throw MacroExpansionErrorMessage("@Managed property '\(identifier.text)' needs an explicit type, e.g. `@Managed var \(identifier.text): String`.")
        }
        if binding.accessorBlock != nil {
            throw MacroExpansionErrorMessage("@Managed property '\(identifier.text)' must not have its own getter or setter.")
        }
        if binding.initializer != nil {
            throw MacroExpansionErrorMessage(
                "@Managed property '\(identifier.text)' cannot have an initial value; give the attribute a default value in the model instead.")
        }
        let name = identifier.trimmedDescription.filter { $0 != "`" }
        return (name, customKey(in: node) ?? name)
    }

    /// The key given as `@Managed("key")`, if any.
    static func customKey(in node: AttributeSyntax) -> String? {
        guard let arguments = node.arguments?.as(LabeledExprListSyntax.self),
            let first = arguments.first?.expression.as(StringLiteralExprSyntax.self),
            first.segments.count == 1,
            let segment = first.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}
