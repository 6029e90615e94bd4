import Foundation

/// Arithmetic functions and collection operators of predicate expressions, evaluated in memory.
enum FunctionEvaluator {
    /// Applies a function by its Foundation selector name (`add:to:`, `count:` …).
    static func apply(_ name: String, _ arguments: [EvaluatedValue]) throws -> PropertyValue {
        let scalars = arguments.map(\.scalar)
        switch name {
        case "add:to:": return try arithmetic(scalars, name, +, +)
        case "from:subtract:": return try arithmetic(scalars, name, -, -)
        case "multiply:by:": return try arithmetic(scalars, name, *, *)
        case "divide:by:":
            guard scalars.count == 2, let a = scalars[0].numericValue, let b = scalars[1].numericValue else { return .null }
            return b == 0 ? .null : .double(a / b)
        case "modulus:by:":
            guard scalars.count == 2, let a = scalars[0].numericValue, let b = scalars[1].numericValue, b != 0 else { return .null }
            return .double(a.truncatingRemainder(dividingBy: b))
        case "raise:toPower:":
            guard scalars.count == 2, let a = scalars[0].numericValue, let b = scalars[1].numericValue else { return .null }
            return .double(pow(a, b))
        case "negative:":
            switch scalars.first {
            case .integer(let v)?: return .integer(-v)
            case let value?: return value.numericValue.map { .double(-$0) } ?? .null
            case nil: return .null
            }
        case "now": return .date(Date())
        case "count:", "sum:", "average:", "min:", "max:":
            let operands = arguments.flatMap(\.elements)
            let op = ["count:": "@count", "sum:": "@sum", "average:": "@avg", "min:": "@min", "max:": "@max"][name]!
            return try collectionOperator(op, operands)
        default:
            throw CairnError(.invalidRequest, "The predicate function '\(name)' is not supported.")
        }
    }

    private static func arithmetic(
        _ values: [PropertyValue], _ name: String, _ integer: (Int64, Int64) -> Int64, _ real: (Double, Double) -> Double
    ) throws -> PropertyValue {
        guard values.count == 2 else { throw CairnError(.invalidRequest, "The predicate function '\(name)' needs two arguments.") }
        if case .integer(let a) = values[0], case .integer(let b) = values[1] { return .integer(integer(a, b)) }
        guard let a = values[0].numericValue, let b = values[1].numericValue else { return .null }
        return .double(real(a, b))
    }

    /// `@count`, `@sum`, `@avg`, `@min`, `@max` over a collection.
    static func collectionOperator(_ name: String, _ values: [PropertyValue]) throws -> PropertyValue {
        let present = values.filter { !$0.isNull }
        switch name.lowercased() {
        case "@count": return .integer(Int64(values.count))
        case "@sum":
            if present.allSatisfy({ if case .integer = $0 { return true } else { return false } }) {
                return .integer(present.reduce(0) { sum, value in if case .integer(let v) = value { return sum + v } else { return sum } })
            }
            return .double(present.compactMap(\.numericValue).reduce(0, +))
        case "@avg":
            let numbers = present.compactMap(\.numericValue)
            return numbers.isEmpty ? .null : .double(numbers.reduce(0, +) / Double(numbers.count))
        case "@min":
            return present.min { ValueComparison.sortOrder($0, $1, caseInsensitive: false) == .orderedAscending } ?? .null
        case "@max":
            return present.max { ValueComparison.sortOrder($0, $1, caseInsensitive: false) == .orderedAscending } ?? .null
        default:
            throw CairnError(.invalidRequest, "Unknown collection operator '\(name)'; use @count, @sum, @avg, @min or @max.")
        }
    }
}
