import Foundation

extension DurableFile {
    /// Encodes `value` as JSON and replaces the file at `url` with it, atomically and durably.
    ///
    /// ```swift
    /// try DurableFile.writeJSON(articles, to: cacheURL)
    /// ```
    ///
    /// - Throws: ``FilesError`` with `.coding` if encoding fails (the file is untouched),
    ///   or any error of ``write(_:to:options:)``.
    public static func writeJSON<Value: Encodable>(
        _ value: Value,
        to url: URL,
        encoder: JSONEncoder = JSONEncoder(),
        options: DurableWriteOptions = DurableWriteOptions()
    ) throws {
        let data = try coding(url, "encode JSON for") { try encoder.encode(value) }
        try write(data, to: url, options: options)
    }

    /// Reads the file at `url` and decodes it as JSON.
    ///
    /// - Throws: ``FilesError`` with `.notFound` or `.coding`.
    public static func readJSON<Value: Decodable>(
        _ type: Value.Type,
        from url: URL,
        decoder: JSONDecoder = JSONDecoder()
    ) throws -> Value {
        let data = try read(from: url)
        return try coding(url, "decode JSON from") { try decoder.decode(type, from: data) }
    }

    /// Encodes `value` as a property list (binary unless `format` says otherwise) and replaces
    /// the file at `url` with it, atomically and durably.
    ///
    /// - Throws: ``FilesError`` with `.coding` if encoding fails (the file is untouched),
    ///   or any error of ``write(_:to:options:)``.
    public static func writePropertyList<Value: Encodable>(
        _ value: Value,
        to url: URL,
        format: PropertyListSerialization.PropertyListFormat = .binary,
        options: DurableWriteOptions = DurableWriteOptions()
    ) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        let data = try coding(url, "encode a property list for") { try encoder.encode(value) }
        try write(data, to: url, options: options)
    }

    /// Reads the file at `url` and decodes it as a property list (XML or binary).
    ///
    /// - Throws: ``FilesError`` with `.notFound` or `.coding`.
    public static func readPropertyList<Value: Decodable>(_ type: Value.Type, from url: URL) throws -> Value {
        let data = try read(from: url)
        return try coding(url, "decode a property list from") {
            try PropertyListDecoder().decode(type, from: data)
        }
    }

    /// Runs an encoding or decoding step, turning its error into a ``FilesError`` naming `url`.
    private static func coding<T>(_ url: URL, _ action: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw FilesError(.coding, path: url.path, message: "cannot \(action) the file: \(error)")
        }
    }
}
