import Foundation

/// The value of a ``KeychainAttribute``.
public enum AttributeValue: Hashable, Sendable, Codable {
    /// A string value.
    case string(String)
    /// A byte value (``KeychainAttribute/generic``).
    case data(Data)
    /// An integer value (``KeychainAttribute/port``).
    case integer(Int)
    /// A date value (creation and modification dates).
    case date(Date)

    /// The string, when this is a string value.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The bytes, when this is a data value.
    public var dataValue: Data? {
        if case .data(let value) = self { return value }
        return nil
    }

    /// The integer, when this is an integer value.
    public var integerValue: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The date, when this is a date value.
    public var dateValue: Date? {
        if case .date(let value) = self { return value }
        return nil
    }

    /// Whether this value has the type `attribute` requires.
    func fits(_ attribute: KeychainAttribute) -> Bool {
        switch (attribute.kind, self) {
        case (.string, .string), (.data, .data), (.integer, .integer), (.date, .date): true
        default: false
        }
    }

    /// A lossless text form (used where only strings can be stored, e.g. Secret Service attributes).
    var textForm: String {
        switch self {
        case .string(let value): value
        case .data(let value): value.base64EncodedString()
        case .integer(let value): String(value)
        case .date(let value): String(value.timeIntervalSinceReferenceDate)
        }
    }

    /// Parses ``textForm`` back for `attribute`; `nil` when the text is not a valid value.
    init?(textForm text: String, for attribute: KeychainAttribute) {
        switch attribute.kind {
        case .string: self = .string(text)
        case .data:
            guard let data = Data(base64Encoded: text) else { return nil }
            self = .data(data)
        case .integer:
            guard let value = Int(text) else { return nil }
            self = .integer(value)
        case .date:
            guard let seconds = Double(text) else { return nil }
            self = .date(Date(timeIntervalSinceReferenceDate: seconds))
        }
    }
}
