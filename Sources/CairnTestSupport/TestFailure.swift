/// A failed expectation of CairnTestSupport, thrown so that it fails the calling test under Swift
/// Testing and XCTest alike, with the place in the test that asked for it.
public struct TestFailure: Error, CustomStringConvertible, Sendable {
    /// What was expected and what was found instead.
    public let message: String
    /// The file of the test that made the expectation.
    public let file: String
    /// The line of the test that made the expectation.
    public let line: Int

    /// A failure with a message, at a place in a test.
    public init(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        self.message = message
        self.file = "\(file)"
        self.line = Int(line)
    }

    public var description: String { "\(file):\(line): \(message)" }
}
