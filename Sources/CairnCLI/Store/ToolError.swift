import ArgumentParser
import Cairn
import Foundation

/// A failure of a `cairn` store command, with a message that names what was wrong (file, entity,
/// key, array index).
///
/// ```swift
/// try ToolError.reporting("import") {
///     throw ToolError("people.json[2]: unknown key 'nmae' for entity Person.")
/// }
/// // stderr: cairn import: people.json[2]: unknown key 'nmae' for entity Person.   (exit status 1)
/// ```
struct ToolError: Error, CustomStringConvertible {
    /// The message, without the `cairn <command>:` prefix.
    var message: String

    /// Creates an error with `message`.
    init(_ message: String) { self.message = message }

    /// The message.
    var description: String { message }

    /// Runs a command's work; any error becomes one line `cairn <command>: message` on standard
    /// error and exit status 1 (argument errors — `ValidationError` — keep ArgumentParser's usage
    /// message and status 64).
    static func reporting(_ command: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ValidationError {
            throw error
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("cairn \(command): \(message(for: error))\n".utf8))
            throw ExitCode.failure
        }
    }

    private static func message(for error: any Error) -> String {
        switch error {
        case let error as ToolError: return error.message
        case let error as CairnError: return error.description
        default: return "\(error)"
        }
    }
}
