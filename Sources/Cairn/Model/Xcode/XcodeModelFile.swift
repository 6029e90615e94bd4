import Foundation

/// Builds the `.modelFile` errors raised while reading Xcode model files, so that every message
/// starts the same way: the file, then the line (and column) when known.
enum XcodeModelFile {
    /// An error about `file`, located at `line` (and `column`) when known.
    ///
    /// The message reads `Model file '<path>', line 12: <message>`.
    static func error(
        _ message: String, file: URL, line: Int? = nil, column: Int? = nil,
        entity: String? = nil, property: String? = nil
    ) -> CairnError {
        CairnError(.modelFile, "\(location(file, line: line, column: column)): \(message)", entity: entity, property: property)
    }

    /// `Model file '<path>', line 12, column 3`, leaving out what is unknown.
    static func location(_ file: URL, line: Int? = nil, column: Int? = nil) -> String {
        var text = "Model file '\(file.path)'"
        if let line, line > 0 { text += ", line \(line)" }
        if let column, column > 0 { text += ", column \(column)" }
        return text
    }

    /// Plain words for the libxml2 error numbers `XMLParser` reports most (its `NSError` codes are
    /// libxml2's `xmlParserErrors`; Linux gives no message with them).
    private static let xmlErrorReasons: [Int: String] = [
        4: "the document is empty",
        5: "the document ends before its elements are closed, or goes on after the root element",
        9: "a character that XML does not allow",
        23: "an entity reference without its closing ';'",
        26: "an unknown entity (write '&' as '&amp;')",
        38: "a '<' inside an attribute value (write it as '&lt;')",
        39: "an attribute value without quotes",
        40: "an attribute value whose closing quote is missing",
        41: "an attribute without a value",
        42: "an attribute given twice",
        65: "a space missing between attributes",
        68: "a name missing where one is required",
        73: "a '>' missing",
        76: "an end tag that does not match its start tag",
        77: "an unfinished tag",
    ]

    /// Why a document is not well-formed, in words, from the parser's error.
    static func xmlErrorReason(_ error: (any Error)?) -> String {
        guard let error else { return "unknown XML error" }
        let code = (error as NSError).code
        return xmlErrorReasons[code].map { "\($0) (XML error \(code))" } ?? "XML error \(code)"
    }
}
