import Foundation

extension AttributeType {
    /// Reads the type name Xcode writes in a model file's `attributeType` (`"Integer 16"`, `"Binary"` …).
    ///
    /// Returns `nil` for names Cairn does not support (`"Undefined"`, `"Object ID"`, `"Composite"`)
    /// and for unknown names.
    init?(xcodeName: String) {
        guard let type = Self.allCases.first(where: { $0.xcodeName == xcodeName }) else { return nil }
        self = type
    }

    /// The name Xcode writes for this type in a model file's `attributeType`.
    var xcodeName: String {
        switch self {
        case .integer16: return "Integer 16"
        case .integer32: return "Integer 32"
        case .integer64: return "Integer 64"
        case .decimal: return "Decimal"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .binaryData: return "Binary"
        case .uuid: return "UUID"
        case .uri: return "URI"
        case .transformable: return "Transformable"
        }
    }
}
