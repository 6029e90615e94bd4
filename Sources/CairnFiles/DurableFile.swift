import Foundation

/// Durable, atomic replacement of whole files: what `Data.write(to:options: .atomic)` promises,
/// kept on Linux.
///
/// Foundation's `.atomic` write on Linux neither flushes the directory after the rename nor
/// keeps the file's mode (a `0o600` file becomes `0o644`). `DurableFile` writes a temporary
/// file in the same directory with the right mode, flushes it, renames it over the target
/// and flushes the directory. A reader sees the old or the new file, never a mix; after a
/// crash or power loss the file holds the old or the new content.
///
/// ```swift
/// let url = try AppDirectories(appIdentifier: "com.example.notes").applicationSupport
///     .appendingPathComponent("articles.json")
/// try DurableFile.writeJSON(articles, to: url)
/// let loaded = try DurableFile.readJSON([Article].self, from: url)
/// ```
public enum DurableFile {
    /// Replaces the file at `url` with `data`, atomically and durably.
    ///
    /// - Parameters:
    ///   - data: the new content.
    ///   - url: the file to create or replace; its directory must exist.
    ///   - options: mode, durability and attribute handling; by default a new file gets
    ///     mode `0o600` and a replaced file keeps its mode and `user.*` attributes.
    /// - Throws: ``FilesError``; on any error the file keeps its previous content.
    public static func write(
        _ data: some ContiguousBytes,
        to url: URL,
        options: DurableWriteOptions = DurableWriteOptions()
    ) throws {
        try write(to: url, options: options) { try $0.write(data) }
    }

    /// Replaces the file at `url` with what `body` streams into the writer.
    ///
    /// Use it for content too large to hold in memory. If `body` throws, the file is untouched
    /// and the error is rethrown.
    ///
    /// ```swift
    /// try DurableFile.write(to: url) { writer in
    ///     for line in lines { try writer.write(Data(line.utf8)) }
    /// }
    /// ```
    ///
    /// - Throws: ``FilesError`` or whatever `body` throws; the file keeps its previous content.
    public static func write(
        to url: URL,
        options: DurableWriteOptions = DurableWriteOptions(),
        body: (AtomicFileWriter) throws -> Void
    ) throws {
        let writer = try AtomicFileWriter(destination: url, options: options)
        do {
            try body(writer)
        } catch {
            writer.abort()
            throw error
        }
        try writer.commit()
    }

    /// Reads the whole file at `url`.
    ///
    /// - Throws: ``FilesError`` with `.notFound` if there is no such file.
    public static func read(from url: URL) throws -> Data {
        let file = try RawFile.open(url.path, flags: O_RDONLY)
        let size = Int(try file.status().st_size)
        var data = Data(count: max(size, 0))
        let count = try data.withUnsafeMutableBytes { try file.read(into: $0) }
        if count < size { data.removeSubrange(count...) }
        // The file may have grown since fstat: read the rest.
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let more = try chunk.withUnsafeMutableBytes { try file.read(into: $0) }
            if more == 0 { break }
            data.append(contentsOf: chunk[0..<more])
        }
        try file.close()
        return data
    }
}
