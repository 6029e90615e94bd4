import Foundation

/// What the SQL compiler is compiling, for error messages: "the comparison 'age > $x.limit'",
/// "the fetched property 'total' (sum(amount))".
///
/// The text is made only when an error needs it: formatting a comparison cost more than compiling it.
struct SQLCompileContext: CustomStringConvertible, Sendable {
    private enum Subject: Sendable {
        case comparison(FetchComparison)
        case property(String, FetchExpression)
    }

    private let subject: Subject

    init(_ comparison: FetchComparison) {
        subject = .comparison(comparison)
    }

    init(property name: String, _ expression: FetchExpression) {
        subject = .property(name, expression)
    }

    var description: String {
        switch subject {
        case .comparison(let comparison): return "the comparison '\(FetchPredicate.comparison(comparison))'"
        case .property(let name, let expression): return "the fetched property '\(name)' (\(expression))"
        }
    }
}
