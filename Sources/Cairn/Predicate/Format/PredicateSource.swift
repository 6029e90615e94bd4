/// The text of one predicate format string, as the lexer reads it.
///
/// The lexer works on Unicode scalars, so that a quote or backslash followed by a combining mark
/// still reads as a quote or backslash; errors report offsets in `Character`s, as
/// ``PredicateSyntaxError/offset`` promises.
struct PredicateSource: Sendable {
    /// The whole format string.
    let format: String
    /// The format string's Unicode scalars.
    let scalars: [Unicode.Scalar]

    /// Reads `format`.
    init(_ format: String) {
        self.format = format
        self.scalars = Array(format.unicodeScalars)
    }

    /// The scalar at `index`, or `nil` past the end.
    subscript(index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// The source text from scalar `start` up to (not including) scalar `end`.
    func text(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, scalars.count))
        let upper = max(lower, min(end, scalars.count))
        let slice = scalars[lower..<upper]
        if slice.allSatisfy(\.isASCII) {
            // Key paths and keywords are ASCII: their bytes are the scalars' values (appending
            // scalars to a `String.UnicodeScalarView` one by one cost far more per word).
            return String(unsafeUninitializedCapacity: slice.count) { buffer in
                for (offset, scalar) in slice.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
                return slice.count
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice)
        return String(view)
    }

    /// The `Character` offset of scalar `index`.
    ///
    /// Complexity: O(*index*); only used when an error is reported.
    func characterOffset(ofScalar index: Int) -> Int {
        text(from: 0, to: index).count
    }

    /// A syntax error at scalar offset `offset`.
    func error(_ message: String, at offset: Int) -> PredicateSyntaxError {
        PredicateSyntaxError(message: message, offset: characterOffset(ofScalar: offset), format: format)
    }
}
