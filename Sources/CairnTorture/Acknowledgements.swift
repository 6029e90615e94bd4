import Foundation

/// The batches a writer process saw saved, one number per line, each line appended and synced
/// to disk right after `save()` returned: a batch listed here was acknowledged and must survive
/// any kill.
struct Acknowledgements {
    let url: URL

    /// Appends `batch` durably.
    func append(_ batch: Int64) throws {
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw TortureFailure("cannot open \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let line = Array("\(batch)\n".utf8)
        guard write(descriptor, line, line.count) == line.count, fsync(descriptor) == 0 else {
            throw TortureFailure("cannot append to \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Every batch acknowledged so far (a line cut by a kill is not a batch).
    func batches() -> [Int64] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().compactMap { Int64($0) }
    }
}
