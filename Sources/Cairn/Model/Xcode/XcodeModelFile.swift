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
}
