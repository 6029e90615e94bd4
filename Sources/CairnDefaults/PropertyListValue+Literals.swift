extension PropertyListValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `.string(value)`, so `["theme": "system"]` is a `[String: PropertyListValue]`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `.integer(value)`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `.real(value)`.
    public init(floatLiteral value: Double) { self = .real(value) }
    /// `.bool(value)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.array(elements)`.
    public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
    /// `.dictionary` of the pairs (a later duplicate key wins).
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(Dictionary(elements) { $1 })
    }
}
