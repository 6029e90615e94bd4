import SwiftSyntax
import SwiftSyntaxMacros

/// Writes the body of a to-many accessor Xcode generates in `…+CoreDataProperties.swift`
/// (`@NSManaged public func addToBooks(_ value: Book)`, spelled `@Managed` here): Core Data
/// supplies those bodies at run time through Objective-C, which Linux does not have.
///
/// The function's name says what it does and to which relationship (`addToBooks` → `books`,
/// as Xcode derives it, or the key given as `@ManagedAccessor("key")`):
/// - `addTo<Key>(_:)` and `removeFrom<Key>(_:)`, with one object or a set of them;
/// - `insertInto<Key>(_:at:)`, `removeFrom<Key>(at:)` and `replace<Key>(at:with:)`, with an
///   index or an index set (ordered relationships).
enum ManagedAccessor {
    static func body(of declaration: some DeclSyntaxProtocol, _ node: AttributeSyntax) throws -> [CodeBlockItemSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Managed applies to a `var` property or to a to-many accessor such as `func addToBooks(_ value: Book)`.")
        }
        let name = function.name.text
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text)
        }
        guard function.body == nil else {
            throw MacroExpansionErrorMessage("@ManagedAccessor func \(name) must not have a body of its own: the macro writes it.")
        }
        func key(after prefix: String) -> String {
            if let custom = ManagedProperty.customKey(in: node) { return custom }
            let rest = name.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        func call(_ text: String) -> [CodeBlockItemSyntax] { ["\(raw: text)"] }
        switch (parameters.count, parameters.first?.label) {
        case (1, "_") where name.hasPrefix("addTo") && name.count > 5:
            return call("managedAdd(\(parameters[0].name), toManyKey: \"\(key(after: "addTo"))\")")
        case (1, "_") where name.hasPrefix("removeFrom") && name.count > 10:
            return call("managedRemove(\(parameters[0].name), fromManyKey: \"\(key(after: "removeFrom"))\")")
        case (1, "at") where name.hasPrefix("removeFrom") && name.count > 10:
            return call("managedRemove(at: \(parameters[0].name), fromManyKey: \"\(key(after: "removeFrom"))\")")
        case (2, "_") where name.hasPrefix("insertInto") && name.count > 10 && parameters[1].label == "at":
            return call("managedInsert(\(parameters[0].name), at: \(parameters[1].name), toManyKey: \"\(key(after: "insertInto"))\")")
        case (2, "at") where name.hasPrefix("replace") && name.count > 7 && parameters[1].label == "with":
            return call("managedReplace(at: \(parameters[0].name), with: \(parameters[1].name), toManyKey: \"\(key(after: "replace"))\")")
        default:
            throw MacroExpansionErrorMessage(
                "@ManagedAccessor func \(name) is not one of the to-many accessors Xcode generates (addTo…(_:), removeFrom…(_:), insertInto…(_:at:), removeFrom…(at:), replace…(at:with:)); write its body yourself, e.g. with mutableSetValue(forKey:)."
            )
        }
    }
}

/// Expands `@ManagedAccessor func addToBooks(_ value: Book)` into its body (see `ManagedAccessor`).
public protocol ManagedAccessorExpansion: BodyMacro {}

extension ManagedAccessorExpansion {
    public static func expansion(
        of node: AttributeSyntax,
        providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
        in context: some MacroExpansionContext
    ) throws -> [CodeBlockItemSyntax] {
        try ManagedAccessor.body(of: declaration, node)
    }
}
