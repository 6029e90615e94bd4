import Foundation
import Testing

@testable import Cairn

/// Shorthands for building expected predicate trees in tests.
enum PF {
    static func key(_ path: String) -> FetchExpression { .keyPath(path) }
    static func int(_ value: Int64) -> FetchExpression { .constant(.integer(value)) }
    static func double(_ value: Double) -> FetchExpression { .constant(.double(value)) }
    static func string(_ value: String) -> FetchExpression { .constant(.string(value)) }
    static func bool(_ value: Bool) -> FetchExpression { .constant(.bool(value)) }
    static let null = FetchExpression.constant(.null)

    static func cmp(
        _ lhs: FetchExpression, _ op: FetchComparison.Operator, _ rhs: FetchExpression,
        _ modifier: FetchComparison.Modifier = .direct, _ options: FetchComparison.Options = []
    ) -> FetchPredicate {
        .comparison(lhs, op, rhs, modifier: modifier, options: options)
    }

    /// `key == int`, the workhorse of precedence tests.
    static func eq(_ path: String, _ value: Int64) -> FetchPredicate { cmp(key(path), .equalTo, int(value)) }

    static func fn(_ selector: String, _ arguments: FetchExpression...) -> FetchExpression { .function(selector, arguments) }
}

/// Parses `format`, failing the test (and returning a false predicate) on a syntax error.
func parsedPredicate(_ format: String, _ arguments: Any..., sourceLocation: SourceLocation = #_sourceLocation) -> FetchPredicate {
    do {
        return try FetchPredicate.parse(format: format, argumentArray: arguments)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return .literal(false)
    }
}

/// The syntax error parsing `format` throws, failing the test if it parses.
func predicateSyntaxError(_ format: String, _ arguments: Any..., sourceLocation: SourceLocation = #_sourceLocation) -> PredicateSyntaxError? {
    do {
        let predicate = try FetchPredicate.parse(format: format, argumentArray: arguments)
        Issue.record("expected a syntax error, parsed \(predicate)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The expression on the left of the comparison `format` parses to.
func parsedLHS(_ format: String, _ arguments: Any..., sourceLocation: SourceLocation = #_sourceLocation) -> FetchExpression? {
    comparison(format, arguments, sourceLocation)?.lhs
}

/// The expression on the right of the comparison `format` parses to.
func parsedRHS(_ format: String, _ arguments: Any..., sourceLocation: SourceLocation = #_sourceLocation) -> FetchExpression? {
    comparison(format, arguments, sourceLocation)?.rhs
}

private func comparison(_ format: String, _ arguments: [Any], _ sourceLocation: SourceLocation) -> FetchComparison? {
    let predicate = (try? FetchPredicate.parse(format: format, argumentArray: arguments)) ?? .literal(false)
    guard case .comparison(let comparison) = predicate else {
        Issue.record("\(format) is not a comparison: \(predicate)", sourceLocation: sourceLocation)
        return nil
    }
    return comparison
}
