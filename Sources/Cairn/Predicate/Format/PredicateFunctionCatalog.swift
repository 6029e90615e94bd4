/// The functions a format string may call, by Foundation's selector names.
///
/// A call is written `name(args)`: `sum(scores)` is `sum:`, `now()` is `now`, `random()` is
/// `random` and `random(10)` is `random:`. Functions with several arguments are written with their
/// whole selector: `modulus:by:(a, 3)`. `FUNCTION(receiver, 'selector', args…)` calls a method on an
/// object and is kept as the function `FUNCTION` with all its arguments.
enum PredicateFunctionCatalog {
    /// The name of `TERNARY(predicate, a, b)`, a ``FetchExpression/conditional(_:trueExpression:falseExpression:)``.
    static let ternary = "TERNARY"
    /// The `FUNCTION(receiver, 'selector', …)` form's function name.
    static let customFunction = "FUNCTION"
    /// The function `CAST(value, 'Type')` stands for when it is not folded into a constant.
    static let castSelector = "castObject:toType:"
    /// The function `collection[index]` stands for when the index is not an integer literal.
    static let indexSelector = "objectFrom:withIndex:"

    /// Every selector Foundation's `NSExpression` functions have.
    static let selectors: Set<String> = [
        "average:", "sum:", "count:", "min:", "max:", "median:", "mode:", "stddev:",
        "add:to:", "from:subtract:", "multiply:by:", "divide:by:", "modulus:by:", "negative:",
        "sqrt:", "log:", "ln:", "raise:toPower:", "exp:", "ceiling:", "abs:", "trunc:", "floor:",
        "random", "random:", "randomn:", "now",
        "uppercase:", "lowercase:", "canonical:", "length:", "noindex:",
        "bitwiseAnd:with:", "bitwiseOr:with:", "bitwiseXor:with:", "leftshift:by:", "rightshift:by:",
        "onesComplement:", "distanceToLocation:fromLocation:",
        castSelector, indexSelector,
    ]

    /// The selector a call written `name(…)` with `argumentCount` arguments stands for.
    ///
    /// `name` is either a bare name (`sum`, `now`) or a whole selector (`modulus:by:`).
    static func selector(forName name: String, argumentCount: Int) -> String {
        if name.contains(":") || argumentCount == 0 { return name }
        return name + ":"
    }

    /// How many arguments `selector` takes (one per colon).
    static func arity(of selector: String) -> Int {
        selector.reduce(0) { $1 == ":" ? $0 + 1 : $0 }
    }

    /// The name a call to `selector` is written with: `sum` for `sum:`, the whole selector otherwise.
    static func callName(of selector: String) -> String {
        if arity(of: selector) == 1, selector.hasSuffix(":") { return String(selector.dropLast()) }
        return selector
    }
}
