extension PropertyValue {
    /// The value written as a literal of the predicate format language, so that parsing it gives
    /// the value back: `nil`, `42`, `2.5`, `"text"`, `YES`, and `CAST(…)` for values with no literal
    /// of their own (see ``PredicateCastLiteral``).
    var formatLiteral: String {
        if let cast = PredicateCastLiteral.castForm(of: self) {
            return "CAST(\(cast.value.formatLiteral), \(PredicateFormatText.quoted(cast.typeName)))"
        }
        switch self {
        case .null: return "nil"
        case .integer(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return PredicateFormatText.quoted(value)
        case .bool(let value): return value ? "YES" : "NO"
        case .objects(let ids): return "{" + ids.map { PropertyValue.object($0).formatLiteral }.joined(separator: ", ") + "}"
        default: return description
        }
    }
}
