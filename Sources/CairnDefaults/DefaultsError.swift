/// An error thrown by CairnDefaults, naming the key, suite or file and what went wrong.
///
/// ```swift
/// do {
///     try defaults.set(NSObject(), forKey: "thing")
/// } catch let error as DefaultsError {
///     print(error)  // cannot store a value of type NSObject for key 'thing' …
/// }
/// ```
public struct DefaultsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is. Extensible: new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public var rawValue: String
        /// Creates a code from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The value is not a property-list type.
        public static let unsupportedType = Code(rawValue: "unsupportedType")
        /// The suite name cannot be used.
        public static let invalidSuiteName = Code(rawValue: "invalidSuiteName")
        /// Reading or writing the preferences file failed.
        public static let io = Code(rawValue: "io")
        /// Encoding or decoding a value (Codable, command-line input) failed.
        public static let coding = Code(rawValue: "coding")
        /// The domain or key does not exist (command-line reads and deletes).
        public static let notFound = Code(rawValue: "notFound")
    }

    /// The kind of failure.
    public var code: Code
    /// A human-readable explanation naming the key, suite or file.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func unsupportedType(key: String, type: String) -> DefaultsError {
        DefaultsError(
            .unsupportedType,
            "cannot store a value of type \(type) for key '\(key)': defaults hold only property-list values (String, Int, Double, Float, Bool, Data, Date, URL, arrays and [String: Any] of these); encode other types with setCodable(_:forKey:)"
        )
    }
}
