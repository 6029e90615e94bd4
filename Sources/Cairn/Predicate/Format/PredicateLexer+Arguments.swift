extension PredicateLexer {
    /// What a format specifier does with its argument.
    private enum Conversion {
        /// `%@`: any supported value.
        case object
        /// `%K`: a key path.
        case keyPath
        /// `%d %i %u %o %x` and their length-modified forms (`%ld`, `%lld`, `%hu` …).
        case integer
        /// `%f %e %g %a` and `%lf` …
        case floatingPoint
        /// `%s`: a string.
        case string
    }

    private static let conversions: [Unicode.Scalar: Conversion] = [
        "@": .object, "K": .keyPath,
        "d": .integer, "i": .integer, "D": .integer, "u": .integer, "U": .integer,
        "o": .integer, "O": .integer, "x": .integer, "X": .integer,
        "f": .floatingPoint, "F": .floatingPoint, "e": .floatingPoint, "E": .floatingPoint,
        "g": .floatingPoint, "G": .floatingPoint, "a": .floatingPoint, "A": .floatingPoint,
        "s": .string,
    ]

    private static let lengthModifiers: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "j", "t"]

    /// A format specifier (the current scalar is `%`): its argument, converted, or `%%`.
    mutating func formatSpecifier() throws(Failure) -> PredicateToken.Kind {
        let start = index
        index += 1
        if consume("%") { return .percent }
        var modifiers = 0
        while let scalar = source[index], Self.lengthModifiers.contains(scalar), modifiers < 2 {
            index += 1
            modifiers += 1
        }
        guard let letter = source[index] else {
            throw Failure(message: "incomplete format specifier '\(source.text(from: start, to: index))'", offset: start)
        }
        index += 1
        // The specifier's text is only needed for error messages: made when one is thrown.
        let end = index
        var specifier: String { source.text(from: start, to: end) }
        guard let conversion = Self.conversions[letter], modifiers == 0 || (conversion != .object && conversion != .keyPath) else {
            throw Failure(message: "unsupported format specifier '\(specifier)'", offset: start)
        }
        let position = nextArgument + 1
        guard nextArgument < arguments.count else {
            throw Failure(
                message: "not enough arguments: \(specifier) needs argument \(position) but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given",
                offset: start
            )
        }
        let argument = arguments[nextArgument]
        nextArgument += 1
        do {
            switch conversion {
            case .object:
                return .argument(try PredicateArgumentConverter.expression(for: argument))
            case .keyPath:
                return .keyPathArgument(try PredicateArgumentConverter.string(for: argument))
            case .integer:
                return .argument(.constant(try PredicateArgumentConverter.integer(for: argument)))
            case .floatingPoint:
                return .argument(.constant(try PredicateArgumentConverter.floatingPoint(for: argument)))
            case .string:
                return .argument(.constant(.string(try PredicateArgumentConverter.string(for: argument))))
            }
        } catch {
            let use = conversion == .object ? "in a predicate" : conversion == .keyPath ? "as a key path with %K" : "with \(specifier)"
            throw Failure(message: "argument \(position) \(error.describe(use: use))", offset: start)
        }
    }
}
