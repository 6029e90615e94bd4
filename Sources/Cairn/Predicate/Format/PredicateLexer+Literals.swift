extension PredicateLexer {
    /// An identifier's text, and whether it was written with escapes (then it is never a keyword).
    struct Name {
        var text: String
        var isEscaped: Bool
    }

    /// An identifier at the current position (letters, digits, `_`, escapes), or `nil` if none starts here.
    mutating func identifierName() throws(Failure) -> Name? {
        // The usual name, without escapes, is cut from the source in one piece.
        let start = index
        while let scalar = source[index], scalar != "\\", PredicateFormatText.isIdentifierScalar(scalar, first: index == start) { index += 1 }
        if source[index] != "\\" { return index == start ? nil : Name(text: source.text(from: start, to: index), isEscaped: false) }
        index = start
        var text = String.UnicodeScalarView()
        var isEscaped = false
        while let scalar = source[index] {
            if scalar == "\\" {
                text.append(contentsOf: try escapeSequence())
                isEscaped = true
            } else if PredicateFormatText.isIdentifierScalar(scalar, first: text.isEmpty) {
                text.append(scalar)
                index += 1
            } else {
                break
            }
        }
        return text.isEmpty ? nil : Name(text: String(text), isEscaped: isEscaped)
    }

    /// A single- or double-quoted string; the other quote needs no escape inside it.
    mutating func stringLiteral() throws(Failure) -> String {
        let start = index
        let quote = source[index]
        index += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = source[index] else {
                throw Failure(message: "unterminated string literal", offset: start)
            }
            if scalar == quote {
                index += 1
                return String(text)
            }
            if scalar == "\\" {
                text.append(contentsOf: try escapeSequence())
            } else {
                text.append(scalar)
                index += 1
            }
        }
    }

    /// The escape at the current backslash: `\n \t \r \" \' \\`, `\uXXXX` (surrogate pairs joined),
    /// `\xHH` and three octal digits `\NNN`, as Apple documents for identifiers and strings.
    mutating func escapeSequence() throws(Failure) -> [Unicode.Scalar] {
        let start = index
        index += 1
        guard let kind = source[index] else { throw Failure(message: "unterminated escape sequence", offset: start) }
        index += 1
        switch kind {
        case "n": return ["\n"]
        case "t": return ["\t"]
        case "r": return ["\r"]
        case "\"", "'", "\\": return [kind]
        case "x": return [try escapedScalar(digits: 2, radix: 16, from: start)]
        case "0"..."7":
            index -= 1
            return [try escapedScalar(digits: 3, radix: 8, from: start)]
        case "u":
            let unit = try escapedValue(digits: 4, radix: 16, from: start)
            guard (0xD800...0xDBFF).contains(unit) else { return [try scalar(unit, from: start)] }
            guard consume("\\"), consume("u") else {
                throw Failure(message: "expected a low surrogate \\uDC00-\\uDFFF after \\u\(String(unit, radix: 16, uppercase: true))", offset: start)
            }
            let low = try escapedValue(digits: 4, radix: 16, from: start)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw Failure(message: "invalid surrogate pair in Unicode escape", offset: start)
            }
            return [try scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), from: start)]
        default:
            throw Failure(
                message: "unknown escape sequence '\\\(Character(kind))' (to keep the backslash, as in a regular expression, write '\\\\\(Character(kind))')",
                offset: start
            )
        }
    }

    private mutating func escapedScalar(digits: Int, radix: UInt32, from start: Int) throws(Failure) -> Unicode.Scalar {
        try scalar(try escapedValue(digits: digits, radix: radix, from: start), from: start)
    }

    private mutating func escapedValue(digits: Int, radix: UInt32, from start: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = source[index], let digit = Self.digitValue(scalar, radix: radix) else {
                throw Failure(message: "escape sequence needs \(digits) \(radix == 8 ? "octal" : "hexadecimal") digits", offset: start)
            }
            value = value * radix + digit
            index += 1
        }
        return value
    }

    private func scalar(_ value: UInt32, from start: Int) throws(Failure) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else {
            throw Failure(message: "escape sequence is not a valid Unicode scalar", offset: start)
        }
        return scalar
    }

    /// The value of `scalar` as a digit in `radix`, if it is one.
    static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        let value: UInt32
        switch scalar {
        case "0"..."9": value = scalar.value - 48
        case "a"..."z": value = scalar.value - 97 + 10
        case "A"..."Z": value = scalar.value - 65 + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    /// An integer (`42`, `0x2A`, `0o52`, `0b101010`) or floating-point (`2.5`, `9.2e-5`) literal.
    mutating func numberLiteral() throws(Failure) -> PredicateToken.Kind {
        let start = index
        let radixes: [Unicode.Scalar: UInt64] = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2]
        if source[index] == "0", let marker = source[index + 1], let radix = radixes[marker] {
            index += 2
            let kind = PredicateToken.Kind.integer(try radixDigits(radix, from: start))
            try checkNumberEnd()
            return kind
        }
        skipDigits()
        var isFloatingPoint = false
        if source[index] == ".", let next = source[index + 1], ("0"..."9").contains(next) {
            index += 1
            skipDigits()
            isFloatingPoint = true
        }
        if let e = source[index], e == "e" || e == "E" {
            var digitsStart = index + 1
            if let sign = source[digitsStart], sign == "+" || sign == "-" { digitsStart += 1 }
            if let digit = source[digitsStart], ("0"..."9").contains(digit) {
                index = digitsStart
                skipDigits()
                isFloatingPoint = true
            }
        }
        try checkNumberEnd()
        let text = source.text(from: start, to: index)
        if !isFloatingPoint, let integer = UInt64(text) { return .integer(integer) }
        return .double(Double(text) ?? .infinity)
    }

    private mutating func skipDigits() {
        while let scalar = source[index], ("0"..."9").contains(scalar) { index += 1 }
    }

    private mutating func radixDigits(_ radix: UInt64, from start: Int) throws(Failure) -> UInt64 {
        let digitsStart = index
        var magnitude: UInt64 = 0
        while let scalar = source[index], let digit = Self.digitValue(scalar, radix: UInt32(radix)) {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { throw Failure(message: "integer literal does not fit in 64 bits", offset: start) }
            magnitude = sum
            index += 1
        }
        guard index > digitsStart else {
            throw Failure(message: "expected digits after '\(source.text(from: start, to: index))'", offset: start)
        }
        return magnitude
    }

    /// A number must not run into a name: `12abc` is an error, not `12` then `abc`.
    private func checkNumberEnd() throws(Failure) {
        if let scalar = source[index], scalar == "\\" || PredicateFormatText.isIdentifierScalar(scalar, first: false) {
            throw Failure(message: "invalid character '\(Character(scalar))' in number literal", offset: index)
        }
    }
}
