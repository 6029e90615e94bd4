import Foundation

extension PredicateEvaluator {
    /// `base[index]` for an index that is not a literal position (Foundation's
    /// `objectFrom:withIndex:`): a dictionary (or object) subscripted by a string is the value of
    /// that key (`info['color']`, `$a[$b]`); a collection subscripted by an integer is the element
    /// at that position (`scores[$i]`), nil past either end, as `[n]` is.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when the index does not fit the base: a string
    ///   on an array, a number on a dictionary, anything on a value that is not a container.
    func subscripted(_ base: EvaluatedValue, by index: PropertyValue, on subject: any PredicateSubject) throws -> EvaluatedValue {
        if base.isCollection {
            guard let position = Self.position(index) else {
                if index.isNull { return .scalar(.null) }
                throw Self.subscriptError("an array (or to-many relationship) needs an integer index", index)
            }
            return .scalar(Self.element(of: base.elements, at: .position(position)))
        }
        switch base.scalar {
        case .null:
            return .scalar(.null)
        case .object(let id):
            guard case .string(let key) = index else {
                if index.isNull { return .scalar(.null) }
                throw Self.subscriptError("a dictionary (or object) needs a string key", index)
            }
            guard let inner = try subject.subject(for: id) else { return .scalar(.null) }
            let reach = try inner.reach(key)
            return reach.isCollection ? .collection(reach.items.map(\.value)) : .scalar(reach.items.first?.value ?? .null)
        case let other:
            throw CairnError(
                .invalidRequest,
                "A predicate subscript x[…] needs an array, a dictionary or an object before the brackets, but the value there is \(PredicateCheck.describe(SQLValueKind(other)))."
            )
        }
    }

    /// An integer index (an integral double counts), or `nil`.
    private static func position(_ index: PropertyValue) -> Int? {
        switch index {
        case .integer(let n): return Int(exactly: n)
        case .double(let d): return Int(exactly: d)
        default: return nil
        }
    }

    private static func subscriptError(_ rule: String, _ index: PropertyValue) -> CairnError {
        CairnError(.invalidRequest, "A predicate subscript x[…]: \(rule), but the index is \(PredicateCheck.describe(SQLValueKind(index))).")
    }
}
