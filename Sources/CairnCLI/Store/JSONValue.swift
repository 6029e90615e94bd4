import Foundation

/// A JSON value as the store tools read and write it: parsed without Foundation's number/Boolean
/// ambiguity (`JSONSerialization` gives `NSNumber` for both), and rendered with object members in
/// the order given (so `cairn query` prints `_id` first and attributes in model order).
///
/// ```swift
/// let rows = try JSONValue.parse(Data(#"[{"name": "Fido", "age": 3}]"#.utf8))
/// JSONValue.object([("_id", .string("x-coredata://…")), ("name", .string("Fido"))]).rendered
/// // {"_id":"x-coredata://…","name":"Fido"}
/// ```
enum JSONValue: Decodable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without fraction or exponent that fits in 64 bits.
    case integer(Int64)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; members keep their order.
    case object([(key: String, value: JSONValue)])

    /// Parses a JSON document.
    ///
    /// - Throws: ``ToolError`` naming `source` and, when it can tell, where the JSON is malformed.
    static func parse(_ data: Data, source: String) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ToolError("\(source) is not valid JSON\(problem(in: data).map { ": \($0)" } ?? ".")")
        }
    }

    /// Where the JSON in `data` is malformed, as `JSONSerialization` says it ("Invalid value around
    /// character 41."), with the line and column added (`JSONDecoder` does not say where).
    private static func problem(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            guard let range = text.range(of: #"character (\d+)"#, options: .regularExpression),
                let offset = Int(text[range].dropFirst("character ".count))
            else { return text }
            let before = data.prefix(offset)
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return "\(text.hasSuffix(".") ? String(text.dropLast()) : text) (line \(line), column \(column))."
        }
    }

    /// Decodes any JSON value.
    init(from decoder: any Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !items.isAtEnd { elements.append(try items.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        if let members = try? decoder.container(keyedBy: MemberKey.self) {
            self = .object(
                try members.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                    (key: $0.stringValue, value: try members.decode(JSONValue.self, forKey: $0))
                })
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Int64.self) {
            self = .integer(number)
        } else if let number = try? single.decode(Double.self) {
            self = .double(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Whether this is `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// What kind of value this is, for messages: "a string", "a number", "null" …
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text (no spaces, no trailing newline).
    var rendered: String {
        var text = ""
        render(into: &text)
        return text
    }

    private func render(into text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .integer(let number): text += String(number)
        case .double(let number): text += number.isFinite ? "\(number)" : "null"
        case .string(let string): Self.renderString(string, into: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.render(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.renderString(member.key, into: &text)
                text += ":"
                member.value.render(into: &text)
            }
            text += "}"
        }
    }

    /// Foundation's escaping of strings (quotes, backslashes, control characters), slashes kept.
    private static let stringEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    private static func renderString(_ string: String, into text: inout String) {
        // Encoding a String cannot fail; the fallback only satisfies the type checker.
        text += (try? stringEncoder.encode(string)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// Any string as a coding key (object members).
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
