import CairnFiles
import Foundation

/// The file operations the keychain needs, done by CairnFiles (durable atomic writes, `flock`),
/// with errors reported as keychain I/O errors.
enum VaultFiles {
    /// Replaces `path` atomically and durably with `bytes`, mode 0600.
    /// - Throws: `.io` naming the file; the previous content is then untouched.
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try DurableFile.write(bytes, to: URL(fileURLWithPath: path), options: DurableWriteOptions(mode: 0o600))
        } catch {
            throw KeychainError(.io, "cannot write \(path): \(error)")
        }
    }

    /// The contents of `path`, or `nil` when it does not exist.
    /// - Throws: `.io` for any other failure.
    static func read(_ path: String) throws -> [UInt8]? {
        do {
            return [UInt8](try DurableFile.read(from: URL(fileURLWithPath: path)))
        } catch let error as FilesError where error.code == .notFound {
            return nil
        } catch {
            throw KeychainError(.io, "cannot read \(path): \(error)")
        }
    }

    /// Runs `body` holding an exclusive cross-process lock on `path` (created 0600 if missing).
    /// - Throws: `.io` when the lock cannot be taken; whatever `body` throws.
    static func withExclusiveLock<R>(at path: String, _ body: () throws -> R) throws -> R {
        let lock = FileLock(url: URL(fileURLWithPath: path))
        do {
            return try lock.withExclusiveLock(body)
        } catch let error as KeychainError {
            throw error
        } catch let error as FilesError {
            throw KeychainError(.io, "cannot lock \(path): \(error)")
        }
    }
}
