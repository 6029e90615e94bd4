extension PropertyValue {
    /// Whether the value is one an attribute of `type` holds (integers also fit floating-point and
    /// decimal attributes; `nil` fits none: optionality is checked separately). Looks only at the
    /// case, never copies the payload: validation runs this for every attribute of every saved
    /// object.
    @inline(__always)
    func fits(_ type: AttributeType) -> Bool {
        switch self {
        case .null: return false
        case .integer: return type.isInteger || type == .double || type == .float || type == .decimal
        case .double: return type == .double || type == .float || type == .decimal
        case .decimal: return type == .decimal
        case .string: return type == .string
        case .bool: return type == .boolean
        case .date: return type == .date
        case .data: return type == .binaryData || type == .transformable
        case .uuid: return type == .uuid
        case .url: return type == .uri
        case .object, .objects: return false
        }
    }
}
