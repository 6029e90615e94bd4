import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Managed var name: T` into accessors reading and writing the object's storage.
public struct ManagedMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
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
            throw MacroExpansionErrorMessage("@Managed property '\(identifier.text)' cannot have an initial value; give the attribute a default value in the model instead.")
        }
        let key = customKey(in: node) ?? identifier.trimmedDescription.filter { $0 != "`" }
        return [
            "get { managedValue(forKey: \(literal: key)) }",
            "set { setManagedValue(newValue, forKey: \(literal: key)) }",
        ]
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
