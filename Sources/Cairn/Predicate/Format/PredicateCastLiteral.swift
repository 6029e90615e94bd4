import Foundation

/// `CAST(value, 'Type')` forms that stand for constants, in both directions.
///
/// Apple documents `CAST(number, 'NSDate')` (seconds since 2001-01-01) and `CAST(string, 'NSNumber')`.
/// Cairn's values include types with no literal in the format language, so it also folds, when the
/// cast value is a constant string: `'NSData'` (Base64), `'NSUUID'`, `'NSURL'` and
/// `'NSDecimalNumber'`. A cast that cannot be folded stays the function `castObject:toType:`.
enum PredicateCastLiteral {
    /// The type names casts fold to.
    enum TypeName {
        static let date = "NSDate"
        static let number = "NSNumber"
        static let data = "NSData"
        static let uuid = "NSUUID"
        static let url = "NSURL"
        static let decimal = "NSDecimalNumber"
        /// Printed for object IDs; never folded back (an ID needs a store to resolve it).
        static let objectID = "NSManagedObjectID"
    }

    /// The constant `CAST(value, typeName)` stands for, or `nil` if it cannot be folded.
    static func fold(_ value: PropertyValue, to typeName: String) -> PropertyValue? {
        switch (typeName, value) {
        case (TypeName.date, .integer(let seconds)):
            return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
        case (TypeName.date, .double(let seconds)):
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (TypeName.number, .string(let text)):
            if let integer = Int64(text) { return .integer(integer) }
            return Double(text).map(PropertyValue.double)
        case (TypeName.data, .string(let text)):
            return Data(base64Encoded: text).map(PropertyValue.data)
        case (TypeName.uuid, .string(let text)):
            return UUID(uuidString: text).map(PropertyValue.uuid)
        case (TypeName.url, .string(let text)):
            return URL(string: text).map(PropertyValue.url)
        case (TypeName.decimal, .string(let text)):
            // `Decimal(string:)` reads a prefix ("1.5abc" is 1.5); fold only a whole decimal number.
            guard text.wholeMatch(of: /[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/) != nil else { return nil }
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map(PropertyValue.decimal)
        default:
            return nil
        }
    }

    /// How a constant with no literal of its own is written: the value to cast and the type name.
    ///
    /// `nil` for constants that have a literal (strings, finite numbers, Booleans, `nil`) and for
    /// `.objects`, which is written as an array of casts.
    static func castForm(of value: PropertyValue) -> (value: PropertyValue, typeName: String)? {
        switch value {
        case .double(let number) where !number.isFinite:
            return (.string(String(number)), TypeName.number)
        case .date(let date):
            return (.double(date.timeIntervalSinceReferenceDate), TypeName.date)
        case .data(let data):
            return (.string(data.base64EncodedString()), TypeName.data)
        case .uuid(let uuid):
            return (.string(uuid.uuidString), TypeName.uuid)
        case .url(let url):
            return (.string(url.absoluteString), TypeName.url)
        case .decimal(let decimal):
            return (.string(decimal.description), TypeName.decimal)
        case .object(let id):
            return (.string(id.uriRepresentation.absoluteString), TypeName.objectID)
        default:
            return nil
        }
    }
}
