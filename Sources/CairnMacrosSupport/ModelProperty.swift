import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A stored property of an `@Model` class that the model persists, as the `@Model` expansions see
/// it: its name, type, initial value and `@Attribute` / `@Relationship` arguments.
struct ModelProperty {
    let name: String
    let type: TypeSyntax
    let initializer: ExprSyntax?
    /// `@Attribute(…)` or `@Relationship(…)`, if the property has one.
    let schemaAttribute: AttributeSyntax?

    /// The name of the zero-sized peer that makes the compiler require the property's initialization.
    var storageName: String { "_" + name }
    /// The name of the peer `static let` caching the property's index.
    var keyName: String { "_cairnKey_" + name }

    /// The properties `@Model` persists in `members`: stored `var`s that are not static, lazy,
    /// computed or `@Transient`. Problems (a `let`, a property without a type) are diagnosed.
    static func persisted(in members: MemberBlockItemListSyntax, context: some MacroExpansionContext) -> [ModelProperty] {
        members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return nil }
            return persisted(variable, diagnose: { context.diagnose($0) })
        }
    }

    /// `variable` as a persisted property, or `nil` if `@Model` leaves it alone (diagnosing what it
    /// cannot model).
    static func persisted(_ variable: VariableDeclSyntax, diagnose: ((Diagnostic) -> Void)? = nil) -> ModelProperty? {
        if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return nil }
        if variable.attributes.contains(where: { attributeName($0) == "Transient" }) { return nil }
        guard let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else { return nil }
        if let accessors = binding.accessorBlock {
            // Observers (`didSet`) are not supported on persisted properties; computed ones are skipped.
            if case .accessors(let list) = accessors.accessors,
                list.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            {
                diagnose?(Diagnostic(node: accessors, message: ModelDiagnostic.observers(identifier.text)))
            }
            return nil
        }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            diagnose?(
                Diagnostic(
                    node: variable.bindingSpecifier, message: ModelDiagnostic.letProperty(identifier.text),
                    fixIt: FixIt(
                        message: ModelFixIt.useVar,
                        changes: [
                            .replace(oldNode: Syntax(variable.bindingSpecifier), newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var))))
                        ])))
            return nil
        }
        if variable.bindings.count > 1 {
            diagnose?(Diagnostic(node: variable, message: ModelDiagnostic.severalBindings))
            return nil
        }
        let name = identifier.text.filter { $0 != "`" }
        let schema = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { ["Attribute", "Relationship"].contains($0.attributeName.trimmedDescription) }
        if let type = binding.typeAnnotation?.type {
            return ModelProperty(name: name, type: type.trimmed, initializer: binding.initializer?.value.trimmed, schemaAttribute: schema)
        }
        if let initial = binding.initializer?.value, let type = literalType(of: initial) ?? spelledType(in: initial) {
            return ModelProperty(name: name, type: type, initializer: initial.trimmed, schemaAttribute: schema)
        }
        // Swift infers the type from any other initial value (`[Animal]()`, `makeID()`); the
        // expansion only needs it written for a member without its type (`.now`).
        if let initial = binding.initializer?.value, !(initial.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false) {
            return ModelProperty(name: name, type: "_", initializer: initial.trimmed, schemaAttribute: schema)
        }
        diagnose?(Diagnostic(node: binding, message: ModelDiagnostic.missingType(name)))
        return nil
    }

    /// `declaration` as a persisted property, if it is a variable `@Model` persists (no diagnostics).
    static func persisted(_ declaration: some DeclSyntaxProtocol) -> ModelProperty? {
        declaration.as(VariableDeclSyntax.self).flatMap { persisted($0) }
    }

    /// The type of a literal initial value (`"x"`, `1`, `1.5`, `true`), the only ones inferred.
    static func literalType(of expression: ExprSyntax) -> TypeSyntax? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// The type an initial value names: `[Animal]()`, `Set<Tag>()`, `UUID()`, `Date.now`,
    /// `Status.draft` (a capitalized name before `(` or `.`).
    static func spelledType(in expression: ExprSyntax) -> TypeSyntax? {
        func named(_ expression: ExprSyntax) -> TypeSyntax? {
            if expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self) || expression.is(GenericSpecializationExprSyntax.self) {
                return "\(raw: expression.trimmedDescription)"
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                return "\(raw: reference.baseName.text)"
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return named(call.calledExpression) }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base { return named(base) }
        return nil
    }

    /// An attribute's name as written (`Attribute` for `@Attribute(.unique)`).
    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The initial value as the schema's default, when it is a literal or a member (`.now`,
    /// `Status.draft`): such an expression reads no instance and creates no model.
    var schemaDefault: ExprSyntax? {
        guard let initializer else { return nil }
        if Self.literalType(of: initializer) != nil || initializer.is(NilLiteralExprSyntax.self) { return initializer }
        if initializer.is(MemberAccessExprSyntax.self) {
            // `.now` needs its type spelled out where the metadata's `Any?` gives no context.
            if let access = initializer.as(MemberAccessExprSyntax.self), access.base == nil {
                return "(\(initializer) as \(type))"
            }
            return initializer
        }
        if let prefix = initializer.as(PrefixOperatorExprSyntax.self),
            prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        {
            return initializer
        }
        return nil
    }

    /// `CairnData.Schema.Attribute(…)` / `CairnData.Schema.Relationship(…)` with the property's
    /// own `@Attribute` / `@Relationship` arguments, or `nil`.
    var schemaMetadata: ExprSyntax {
        guard let schemaAttribute else { return "nil" }
        let kind = schemaAttribute.attributeName.trimmedDescription
        let arguments = schemaAttribute.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        return "CairnData.Schema.\(raw: kind)(\(raw: arguments))"
    }
}
