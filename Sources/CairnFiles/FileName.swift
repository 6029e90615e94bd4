/// Checks that a name can be used as a single path component.
enum FileName {
    /// Throws ``FilesError`` with `.invalidName` if `name` is empty, `.` or `..`, or contains
    /// `/` or NUL; `what` says what the name is for, for the message.
    static func validate(_ name: String, what: String) throws {
        let problem: String? =
            if name.isEmpty { "is empty" } else if name == "." || name == ".." { "is '\(name)'" } else if name.contains("/") {
                "contains '/'"
            } else if name.contains("\0") { "contains a NUL character" } else { nil }
        if let problem {
            throw FilesError(.invalidName, path: name, message: "the \(what) '\(name)' \(problem); it must be a single file name")
        }
    }
}
