import Foundation

/// Reads and writes extended attributes (`xattr(7)`), following symbolic links.
enum ExtendedAttributes {
    /// The value of attribute `name` on `path`, or `nil` if it is not set or the file system
    /// has no extended attributes.
    static func value(_ name: String, at path: String) throws -> String? {
        guard let calls = XattrCalls.shared else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = calls.get(path, name, &buffer, buffer.count)
        if count < 0 {
            if errno == ENODATA || errno == ENOTSUP { return nil }
            throw FilesError.system("read the extended attribute \(name) of", path: path)
        }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }

    /// Sets attribute `name` to `value` on `path`, or removes it when `value` is `nil`.
    static func setValue(_ value: String?, for name: String, at path: String) throws {
        guard let calls = XattrCalls.shared else {
            throw FilesError(.unsupported, path: path, message: "extended attributes are not available in this C library")
        }
        guard let value else {
            if calls.remove(path, name) != 0 && errno != ENODATA && errno != ENOTSUP {
                throw FilesError.system("remove the extended attribute \(name) of", path: path)
            }
            return
        }
        let bytes = Array(value.utf8)
        if calls.set(path, name, bytes, bytes.count, 0) != 0 {
            throw FilesError.system("set the extended attribute \(name) of", path: path)
        }
    }

    /// Copies every `user.*` attribute of `source` onto the open file `target`.
    /// A file system without extended attributes is not an error: there is nothing to copy.
    static func copyUserAttributes(from source: String, to target: RawFile) throws {
        guard let calls = XattrCalls.shared else { return }
        for name in userAttributeNames(at: source, calls: calls) {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = calls.get(source, name, &buffer, buffer.count)
            guard count >= 0 else { continue }  // removed meanwhile, or too large to carry over
            if calls.fset(target.fd, name, buffer, count, 0) != 0 && errno != ENOTSUP {
                throw FilesError.system("copy the extended attribute \(name) to", path: target.path)
            }
        }
    }

    /// The names of the `user.*` attributes of `path`.
    private static func userAttributeNames(at path: String, calls: XattrCalls) -> [String] {
        let size = calls.list(path, nil, 0)
        if size <= 0 { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        let count = calls.list(path, &buffer, size)
        if count <= 0 { return [] }
        return buffer[0..<count]
            .split(separator: 0)
            .map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            .filter { $0.hasPrefix("user.") }
    }
}
