/// A failure of the harness itself (setup, a mismatched checksum, a failed child process).
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
