import SwiftSyntax
import SwiftSyntaxMacros

/// `#Unique<T>([\.a, \.b], …)` and `#Index<T>(…)` inside an `@Model` class: a static property
/// listing the key-path groups, which the schema turns into uniqueness constraints or indexes.
public protocol KeyPathGroupsExpansion: DeclarationMacro {
    /// The name of the static property the macro declares.
    static var propertyName: String { get }
}

extension KeyPathGroupsExpansion {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let root = node.genericArgumentClause?.arguments.first?.argument else {
            throw MacroExpansionErrorMessage("#\(node.macroName.text) needs the model type, e.g. `#\(node.macroName.text)<Trip>([\\.name, \\.startDate])`.")
        }
        let groups = node.arguments.map(\.expression.trimmedDescription).joined(separator: ", ")
        return ["static var \(raw: propertyName): [[AnyKeyPath]] { CairnData.Schema.keyPathGroups(\(root.trimmed).self, \(raw: groups)) }"]
    }
}

/// `#Unique`.
public protocol UniqueExpansion: KeyPathGroupsExpansion {}
extension UniqueExpansion {
    public static var propertyName: String { "_$cairnUniqueness" }
}

/// `#Index`.
public protocol IndexExpansion: KeyPathGroupsExpansion {}
extension IndexExpansion {
    public static var propertyName: String { "_$cairnIndexes" }
}
