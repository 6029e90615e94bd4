import Foundation

/// The keys a predicate may read from a value that is not an object — key-value coding on
/// `NSString` and `NSNumber`, as Apple's evaluator does: `name.length`, `price.doubleValue`,
/// `scores.@max.#self`.
///
/// Both back ends run the same code: memory calls ``value(_:of:)``; SQL calls it through
/// `cairn_math` with the accessor's internal selector (``selector(of:)``), so
/// `length` counts UTF-16 code units (`NSString.length`) in both, not SQLite's characters.
///
/// - `self` / `SELF`: the value itself (so `@max.#self` aggregates the elements themselves).
/// - `length`: a string's length in UTF-16 code units.
/// - `doubleValue`; `integerValue`, `intValue`, `longLongValue` (truncated toward zero,
///   saturating at the ends of Int64 as SQLite's CAST does; `intValue` is not cut to 32 bits);
///   `boolValue`: on numbers (Booleans, decimals and dates count as numbers: a date is its
///   seconds since 2001, as the store keeps it); on strings with `NSString`'s rules (leading
///   spaces skipped, the longest numeric prefix, 0 when there is none; `boolValue` is true for
///   a leading `Y`, `y`, `T`, `t` or a digit 1–9 after optional zeros).
/// - `timeIntervalSinceReferenceDate`: a date's (or number's) seconds since 2001.
///
/// Any other key on a value is an error naming the key, as Apple's `valueForUndefinedKey:`
/// exception is; a key on `nil` is `nil`.
enum ValueAccessor {
    /// The internal function selectors of the accessors (never parsed from a format string).
    private static let selectors: [String: String] = [
        "length": "length:", "doubleValue": "doubleValue:", "integerValue": "integerValue:", "intValue": "integerValue:",
        "longLongValue": "integerValue:", "boolValue": "boolValue:", "timeIntervalSinceReferenceDate": "doubleValue:",
    ]

    /// The selectors ``FunctionEvaluator/apply(_:_:)`` runs for accessors.
    static let functionSelectors: Set<String> = Set(selectors.values)

    /// Whether `key` reads the value itself.
    static func isSelf(_ key: String) -> Bool { key == "self" || key == "SELF" }

    /// The internal selector for accessor `key`, or `nil` when `key` is not an accessor.
    static func selector(of key: String) -> String? { selectors[key] }

    /// The value of `key` read from a value that is not an object.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` for a key values do not have.
    static func value(_ key: String, of value: PropertyValue) throws -> PropertyValue {
        if value.isNull || isSelf(key) { return value }
        guard let selector = selectors[key], let result = apply(selector, value) else { throw error(key, value) }
        return result
    }

    /// Runs an accessor by its internal selector; `nil` when the value has no such key.
    static func apply(_ selector: String, _ value: PropertyValue) -> PropertyValue? {
        if value.isNull { return .null }
        if case .string(let text) = value {
            switch selector {
            case "length:": return .integer(Int64(text.utf16.count))
            case "doubleValue:": return .double(NumericPrefix(text).double)
            case "integerValue:": return .integer(NumericPrefix(text).integer)
            case "boolValue:": return .bool(NumericPrefix(text).bool)
            default: return nil
            }
        }
        guard selector != "length:", let number = value.numericValue else { return nil }
        switch selector {
        case "doubleValue:": return .double(number)
        case "integerValue:":
            if case .integer(let exact) = value { return .integer(exact) }
            return .integer(saturatingInteger(number))
        case "boolValue:": return .bool(number != 0)
        default: return nil
        }
    }

    /// A double as an integer, truncated toward zero and saturated (SQLite's CAST AS INTEGER).
    static func saturatingInteger(_ number: Double) -> Int64 {
        if number.isNaN { return 0 }
        if number >= 0x1p63 { return .max }
        if number <= -0x1p63 { return .min }
        return Int64(number.rounded(.towardZero))
    }

    private static func error(_ key: String, _ value: PropertyValue) -> CairnError {
        let kind = PredicateCheck.describe(SQLValueKind(value))
        return CairnError(
            .invalidRequest,
            "A predicate cannot read key '\(key)' of a value that is \(kind), not an object; values answer only self, length (strings), doubleValue, integerValue, intValue, longLongValue, boolValue and timeIntervalSinceReferenceDate."
        )
    }
}
