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

    /// The conversion a specifier's letter asks for (switches: tables of these were built on the
    /// first parse and hashed into on every specifier).
    private static func conversion(_ letter: Unicode.Scalar) -> Conversion? {
        switch letter {
        case "@": .object
        case "K": .keyPath
        case "d", "i", "D", "u", "U", "o", "O", "x", "X": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "s": .string
        default: nil
        }
    }

    /// Whether `scalar` is a length modifier (`%ld`, `%hu`, `%qd` …).
    private static func isLengthModifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "h", "l", "q", "L", "z", "j", "t": true
        default: false
        }
    }

    /// A format specifier (the current scalar is `%`): its argument, converted, or `%%`.
    mutating func formatSpecifier() throws(Failure) -> PredicateToken.Kind {
        let start = index
        index += 1
        if consume("%") { return .percent }
        var modifiers = 0
        while let scalar = source[index], Self.isLengthModifier(scalar), modifiers < 2 {
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
        guard let conversion = Self.conversion(letter), modifiers == 0 || (conversion != .object && conversion != .keyPath) else {
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
