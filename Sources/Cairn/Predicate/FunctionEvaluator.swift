import Foundation

/// Arithmetic functions and collection operators of predicate expressions, evaluated in memory.
enum FunctionEvaluator {
    /// The aggregate functions and the collection operators they are the same as.
    static let aggregateOperators = ["count:": "@count", "sum:": "@sum", "average:": "@avg", "min:": "@min", "max:": "@max"]

    /// The functions both back ends run; every other function (the rest of Foundation's catalog,
    /// `FUNCTION(…)`, `CAST` to a type that is not folded) is refused by both with
    /// ``unsupported(_:)``.
    static let supportedSelectors: Set<String> = [
        "add:to:", "from:subtract:", "multiply:by:", "divide:by:", "modulus:by:", "raise:toPower:", "negative:", "now",
        "count:", "sum:", "average:", "min:", "max:",
        "bitwiseAnd:with:", "bitwiseOr:with:", "bitwiseXor:with:", "leftshift:by:", "rightshift:by:", "onesComplement:",
        "length:", PredicateFunctionCatalog.indexSelector,
    ]

    /// Throws ``unsupported(_:)`` unless both back ends run the function `name`.
    static func checkSupported(_ name: String) throws {
        guard supportedSelectors.contains(name) else { throw unsupported(name) }
    }

    /// The error for a function neither back end runs (the same error from both).
    static func unsupported(_ name: String) -> CairnError {
        if name == PredicateFunctionCatalog.customFunction {
            return CairnError(
                .invalidRequest,
                "The predicate function FUNCTION(…) is not supported: it calls a method on objects, which neither the SQLite store nor in-memory evaluation runs; compute the value in code and compare with a constant."
            )
        }
        let list = supportedSelectors.sorted().joined(separator: ", ")
        return CairnError(
            .invalidRequest,
            "The predicate function '\(name)' is not supported; Cairn runs \(list) (and the collection operators @count, @sum, @avg, @min, @max).")
    }

    /// Applies a function by its Foundation selector name (`add:to:`, `count:` …).
    static func apply(_ name: String, _ arguments: [EvaluatedValue]) throws -> PropertyValue {
        let scalars = arguments.map(\.scalar)
        switch name {
        case "add:to:": return try arithmetic(scalars, name, { $0.addingReportingOverflow($1) }, +)
        case "from:subtract:": return try arithmetic(scalars, name, { $0.subtractingReportingOverflow($1) }, -)
        case "multiply:by:": return try arithmetic(scalars, name, { $0.multipliedReportingOverflow(by: $1) }, *)
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
            case .integer(let v)? where v != .min: return .integer(-v)
            case let value?: return value.numericValue.map { .double(-$0) } ?? .null
            case nil: return .null
            }
        case "now": return .date(Date())
        case "bitwiseAnd:with:", "bitwiseOr:with:", "bitwiseXor:with:", "leftshift:by:", "rightshift:by:", "onesComplement:":
            return BitwiseFunction.apply(name, scalars)
        case _ where ValueAccessor.functionSelectors.contains(name):
            // `length:(name)` is Foundation's function; the others are key-value accessors
            // (`price.doubleValue`) that SQL runs through `cairn_math`.
            guard scalars.count == 1 else { throw CairnError(.invalidRequest, "The predicate function '\(name)' needs one argument.") }
            guard let value = ValueAccessor.apply(name, scalars[0]) else {
                throw CairnError(
                    .invalidRequest,
                    "The predicate function '\(name)' needs \(name == "length:" ? "a string" : "a number or a string"), but its argument is \(PredicateCheck.describe(SQLValueKind(scalars[0])))."
                )
            }
            return value
        case "count:", "sum:", "average:", "min:", "max:":
            return try collectionOperator(aggregateOperators[name]!, arguments.flatMap(\.elements))
        default:
            throw unsupported(name)
        }
    }

    /// Integer arithmetic when both operands are integers and the result fits (SQLite's rule: on
    /// overflow the result is a double), floating point otherwise, nil for non-numbers.
    private static func arithmetic(
        _ values: [PropertyValue], _ name: String, _ integer: (Int64, Int64) -> (partialValue: Int64, overflow: Bool), _ real: (Double, Double) -> Double
    ) throws -> PropertyValue {
        guard values.count == 2 else { throw CairnError(.invalidRequest, "The predicate function '\(name)' needs two arguments.") }
        if case .integer(let a) = values[0], case .integer(let b) = values[1] {
            let result = integer(a, b)
            if !result.overflow { return .integer(result.partialValue) }
        }
        guard let a = values[0].numericValue, let b = values[1].numericValue else { return .null }
        return .double(real(a, b))
    }

    /// `@count`, `@sum`, `@avg`, `@min`, `@max` over a collection.
    static func collectionOperator(_ name: String, _ values: [PropertyValue]) throws -> PropertyValue {
        let present = values.filter { !$0.isNull }
        switch name.lowercased() {
        case "@count": return .integer(Int64(values.count))
        case "@sum":
            var total: Int64 = 0
            let integers = present.allSatisfy { value in
                guard case .integer(let v) = value else { return false }
                let (sum, overflow) = total.addingReportingOverflow(v)
                total = sum
                return !overflow
            }
            if integers { return .integer(total) }
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
