import Foundation

/// JSON values as predicate values for `cairn predicate eval` and `cairn query --args`.
///
/// Strings, numbers, Booleans, arrays and objects map to the obvious Swift values (an object is
/// a dictionary reached by key; JSON `null` is nil). Objects with one `$`-key carry other types:
///
/// | JSON | value |
/// |---|---|
/// | `{"$date": "2024-05-01T12:00:00Z"}` | `Date` (ISO-8601, or a `YYYY-MM-DD` day) |
/// | `{"$uuid": "…"}` | `UUID` |
/// | `{"$data": "base64…"}` | `Data` |
/// | `{"$url": "https://…"}` | `URL` |
/// | `{"$set": […]}` | a set of the (hashable) elements |
/// | `{"$null": true}` | nil, explicitly |
enum PredicateJSON {
    /// The value of a JSON document given on the command line.
    ///
    /// - Throws: ``ToolError`` naming the option and where the JSON or a tagged value is wrong.
    static func value(ofOption option: String, _ text: String) throws -> Any? {
        try convert(JSONValue.parse(Data(text.utf8), source: option), at: option)
    }

    /// The elements of a JSON array given on the command line (format arguments): nil becomes
    /// `NSNull`, so `%@` reads it as nil.
    static func arguments(ofOption option: String, _ text: String) throws -> [Any] {
        guard case .array(let elements) = try JSONValue.parse(Data(text.utf8), source: option) else {
            throw ToolError("\(option) must be a JSON array of format arguments, like '[\"Ann\", 42]'.")
        }
        var arguments: [Any] = []
        for (index, element) in elements.enumerated() { arguments.append(try convert(element, at: "\(option)[\(index)]") ?? NSNull()) }
        return arguments
    }

    /// The members of a JSON object given on the command line (substitution variables).
    static func bindings(ofOption option: String, _ text: String) throws -> [String: Any] {
        guard case .object(let members) = try JSONValue.parse(Data(text.utf8), source: option) else {
            throw ToolError("\(option) must be a JSON object of variable values, like '{\"NAME\": \"Ann\"}'.")
        }
        var result: [String: Any] = [:]
        for member in members { result[member.key] = try convert(member.value, at: "\(option).\(member.key)") ?? NSNull() }
        return result
    }

    /// A JSON value as a Swift value; `path` names it in errors (`--object.pets[1]`).
    static func convert(_ json: JSONValue, at path: String) throws -> Any? {
        switch json {
        case .null: return nil
        case .bool(let flag): return flag
        case .integer(let number): return number
        case .double(let number): return number
        case .string(let text): return text
        case .array(let elements):
            var result: [Any] = []
            for (index, element) in elements.enumerated() { result.append(try convert(element, at: "\(path)[\(index)]") ?? NSNull()) }
            return result
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members {
                if member.key.hasPrefix("$") { return try tagged(member.key, member.value, among: members.map(\.key), at: path) }
                if let converted = try convert(member.value, at: "\(path).\(member.key)") { dictionary[member.key] = converted }
            }
            return dictionary
        }
    }

    /// The value of a tagged object (`{"$date": …}`); `keys` are all the object's keys.
    private static func tagged(_ tag: String, _ json: JSONValue, among keys: [String], at path: String) throws -> Any? {
        guard keys == [tag] else {
            throw ToolError("\(path): a tagged object has exactly one key ('\(tag)'), not \(keys.map { "'\($0)'" }.joined(separator: ", ")).")
        }
        switch tag {
        case "$date":
            return try parse(json, tag, at: path, as: "an ISO-8601 date (2024-05-01T12:00:00Z or 2024-05-01)") { ISODate.parse($0) }
        case "$uuid":
            return try parse(json, tag, at: path, as: "a UUID") { UUID(uuidString: $0) }
        case "$data":
            return try parse(json, tag, at: path, as: "base64 data") { Data(base64Encoded: $0) }
        case "$url":
            return try parse(json, tag, at: path, as: "a URL") { URL(string: $0) }
        case "$set":
            guard case .array(let elements) = json else { throw ToolError("\(path): $set needs an array, not \(json.kind).") }
            var set = Set<AnyHashable>()
            for (index, element) in elements.enumerated() {
                let converted = try convert(element, at: "\(path)[\(index)]")
                // An object stands for a related object (a to-many relationship: `ANY books.year > 1999`).
                if let object = converted as? [String: Any] {
                    set.insert(AnyHashable(NSDictionary(dictionary: object)))
                    continue
                }
                guard let hashable = converted as? AnyHashable else {
                    throw ToolError("\(path)[\(index)]: a set element must be a string, number, Boolean, date, UUID, URL, data or an object.")
                }
                set.insert(hashable)
            }
            return set
        case "$null":
            return nil
        default:
            throw ToolError("\(path): unknown tag '\(tag)' (use $date, $uuid, $data, $url, $set or $null).")
        }
    }

    /// The value a tagged string stands for.
    private static func parse<T>(_ json: JSONValue, _ tag: String, at path: String, as what: String, _ convert: (String) -> T?) throws -> T {
        guard case .string(let text) = json else { throw ToolError("\(path): \(tag) needs a string, not \(json.kind).") }
        guard let value = convert(text) else { throw ToolError("\(path): '\(text)' is not \(what).") }
        return value
    }
}
