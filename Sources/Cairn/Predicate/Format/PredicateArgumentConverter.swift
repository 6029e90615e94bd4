import Foundation

/// Converts format arguments and substitution-variable values (`Any`) into predicate constants.
///
/// `%@` accepts: `nil` / `NSNull` (→ `.null`), strings, every integer and floating-point type,
/// `Bool`, `Decimal`, `NSNumber`, `Date`, `Data`, `UUID`, `URL`, any ``PropertyValueConvertible``,
/// a ``PropertyValue``, a ``ManagedObjectID``, ``ManagedObject`` or ``ManagedObjectBacked`` model
/// (→ `.object(id)`), an enum with raw values (→ its raw value), and arrays and sets of these
/// (→ `.aggregate`).
enum PredicateArgumentConverter {
    /// A value that cannot be used where it was given.
    struct Unsupported: Error {
        /// The value's type, e.g. `Dictionary<String, Int>`.
        var typeName: String
        /// More detail, e.g. which element of an array could not be used.
        var detail: String?

        init(_ value: Any, detail: String? = nil) {
            self.typeName = String(describing: type(of: value))
            self.detail = detail
        }

        /// `"of type Foo cannot be used <use>"`, with the detail in parentheses.
        func describe(use: String) -> String {
            "of type \(typeName) cannot be used \(use)" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// The expression a `%@` argument (or a substitution variable's value) stands for.
    static func expression(for value: Any) throws(Unsupported) -> FetchExpression {
        guard let value = unwrapped(value) else { return .constant(.null) }
        if let constant = try constant(for: value) { return .constant(constant) }
        if let elements = collectionElements(of: value) {
            var expressions: [FetchExpression] = []
            for element in elements {
                do {
                    expressions.append(try expression(for: element))
                } catch {
                    throw Unsupported(value, detail: "its element \(error.describe(use: "in a predicate"))")
                }
            }
            return .aggregate(expressions)
        }
        throw Unsupported(value)
    }

    /// A `%d`-style argument: an integer (Booleans count as 0 and 1).
    static func integer(for value: Any) throws(Unsupported) -> PropertyValue {
        guard let unwrapped = unwrapped(value) else { throw Unsupported(value) }
        if type(of: unwrapped) is NSNumber.Type, let number = unwrapped as? NSNumber {
            switch self.number(number) {
            case .bool(let bool): return .integer(bool ? 1 : 0)
            case .double: throw Unsupported(value)
            case let converted: return converted
            }
        }
        if let bool = unwrapped as? Bool { return .integer(bool ? 1 : 0) }
        if let integer = unwrapped as? any BinaryInteger { return integerValue(integer) }
        throw Unsupported(value)
    }

    /// A `%f`-style argument: a number, as a `Double`.
    static func floatingPoint(for value: Any) throws(Unsupported) -> PropertyValue {
        guard let unwrapped = unwrapped(value) else { throw Unsupported(value) }
        if type(of: unwrapped) is NSNumber.Type, let number = unwrapped as? NSNumber { return .double(number.doubleValue) }
        if let float = unwrapped as? any BinaryFloatingPoint { return .double(doubleValue(float)) }
        if let integer = unwrapped as? any BinaryInteger { return .double(doubleValue(integer)) }
        throw Unsupported(value)
    }

    /// A `%K` or `%s` argument: a string.
    static func string(for value: Any) throws(Unsupported) -> String {
        if let string = unwrapped(value) as? String { return string }
        if let substring = unwrapped(value) as? Substring { return String(substring) }
        throw Unsupported(value)
    }

    // MARK: Helpers

    /// A single (non-collection) value's constant.
    static func scalar(for value: Any) throws(Unsupported) -> PropertyValue {
        guard let unwrapped = unwrapped(value) else { return .null }
        guard let constant = try constant(for: unwrapped) else { throw Unsupported(value) }
        return constant
    }

    /// `value` with any levels of `Optional` removed; `nil` for `nil` and `NSNull`.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if isCommonScalar(value) { return value }
        // A cast to the protocol, not `Mirror`: reflecting cost far more per argument.
        if let optional = value as? any OptionalProtocol {
            guard let wrapped = optional.wrappedAny else { return nil }
            return unwrapped(wrapped)
        }
        if value is NSNull { return nil }
        if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable { return unwrapped(hashable.base) }
        return value
    }

    /// Whether `value` is exactly one of the usual argument types. Comparing types is cheap, where
    /// every cast to a protocol (`OptionalProtocol`, `PropertyValueConvertible`) searched the
    /// runtime's conformance records, for every argument of every `FetchPredicate(format:)`.
    @inline(__always)
    private static func isCommonScalar(_ value: Any) -> Bool {
        let type = type(of: value)
        return type == String.self || type == Int.self || type == Int64.self || type == Double.self || type == Bool.self
            || type == Date.self || type == Int32.self || type == UUID.self
    }

    /// The constant a single (non-collection) value stands for, or `nil` if it is not one.
    private static func constant(for value: Any) throws(Unsupported) -> PropertyValue? {
        if let property = value as? PropertyValue { return property }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber { return self.number(number) }
        // The usual types by exact type before the protocol casts (see `isCommonScalar`).
        if let string = value as? String { return .string(string) }
        if let integer = value as? Int { return .integer(Int64(integer)) }
        if let integer = value as? Int64 { return .integer(integer) }
        if let double = value as? Double { return .double(double) }
        if let object = value as? ManagedObject { return .object(object.objectID) }
        if let id = value as? ManagedObjectID { return .object(id) }
        // An entity stands for its name (a history change's `changedEntity == %@`).
        if let entity = value as? EntityDescription { return .string(entity.entityName) }
        if let bool = value as? Bool { return .bool(bool) }
        if let convertible = value as? any PropertyValueConvertible { return convertible.propertyValue }
        if let backed = value as? any ManagedObjectBacked { return backed.backingManagedObject.map { .object($0.objectID) } ?? .null }
        if let identifier = value as? any ManagedObjectIDRepresenting {
            guard let id = identifier.representedObjectID else { throw Unsupported(value, detail: "an identifier of no object this process has read") }
            return .object(id)
        }
        // An enum with raw values (CairnData stores such a property as its raw value).
        if let raw = value as? any RawRepresentable, let constant = try constant(for: raw.rawValue) { return constant }
        if let string = value as? String { return .string(string) }
        if let substring = value as? Substring { return .string(String(substring)) }
        if let character = value as? Character { return .string(String(character)) }
        if let date = value as? Date { return .date(date) }
        if let data = value as? Data { return .data(data) }
        if let uuid = value as? UUID { return .uuid(uuid) }
        if let url = value as? URL { return .url(url) }
        if let decimal = value as? Decimal { return .decimal(decimal) }
        if let integer = value as? any BinaryInteger { return integerValue(integer) }
        if let float = value as? any BinaryFloatingPoint { return .double(doubleValue(float)) }
        return nil
    }

    /// The elements of an array or set, or `nil` if `value` is neither.
    private static func collectionElements(of value: Any) -> [Any]? {
        if let array = value as? [Any] { return array }
        if let set = value as? Set<AnyHashable> { return set.map(\.base) }
        return nil
    }

    /// An `NSNumber` by its stored type: Boolean, decimal, floating point or integer.
    private static func number(_ number: NSNumber) -> PropertyValue {
        if let decimal = number as? NSDecimalNumber { return .decimal(decimal.decimalValue) }
        if number === NSNumber(value: true) || number === NSNumber(value: false) { return .bool(number.boolValue) }
        switch String(cString: number.objCType) {
        case "f", "d": return .double(number.doubleValue)
        case "Q", "L": return integerValue(number.uint64Value)
        default: return .integer(number.int64Value)
        }
    }

    /// An integer as `.integer`, or as an exact `.decimal` if it does not fit in 64 signed bits.
    private static func integerValue<T: BinaryInteger>(_ integer: T) -> PropertyValue {
        if let exact = Int64(exactly: integer) { return .integer(exact) }
        return .decimal(Decimal(string: String(integer)) ?? Decimal(Double(integer)))
    }

    private static func doubleValue<T: BinaryFloatingPoint>(_ value: T) -> Double { Double(value) }
    private static func doubleValue<T: BinaryInteger>(_ value: T) -> Double { Double(value) }
}
