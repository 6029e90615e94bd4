import Foundation

/// A failure to set up a CLI test.
struct CLITestError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
    /// Creates an error.
    init(_ description: String) { self.description = description }
}
