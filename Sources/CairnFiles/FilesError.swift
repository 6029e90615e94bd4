import Foundation

/// An error thrown by CairnFiles: names the operation, the path and what went wrong.
///
/// Every error carries a ``Code`` you can switch on, the path it concerns and, for errors
/// that come from the operating system, the `errno` value.
///
/// ```swift
/// do {
///     try DurableFile.write(data, to: url)
/// } catch let error as FilesError where error.code == .permissionDenied {
///     print(error.path)  // the file we could not write
/// }
/// ```
public struct FilesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is. Extensible: new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The raw value of the code.
        public var rawValue: String
        /// Creates a code from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The file or directory does not exist.
        public static let notFound = Code(rawValue: "notFound")
        /// The operating system refused access.
        public static let permissionDenied = Code(rawValue: "permissionDenied")
        /// The device is full or over quota.
        public static let noSpace = Code(rawValue: "noSpace")
        /// A name (app identifier, cache key, suite) is unusable as a file name.
        public static let invalidName = Code(rawValue: "invalidName")
        /// No home directory could be found for the current user.
        public static let noHomeDirectory = Code(rawValue: "noHomeDirectory")
        /// A directory exists but is unsafe to use (wrong owner or type).
        public static let unsafeDirectory = Code(rawValue: "unsafeDirectory")
        /// The file system does not support an operation (for example extended attributes).
        public static let unsupported = Code(rawValue: "unsupported")
        /// Encrypted data is malformed, truncated, reordered or was modified.
        public static let authenticationFailed = Code(rawValue: "authenticationFailed")
        /// Encoding or decoding a value failed.
        public static let coding = Code(rawValue: "coding")
        /// Any other input/output failure.
        public static let io = Code(rawValue: "io")

        /// The raw value.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public var code: Code
    /// The file or directory concerned.
    public var path: String
    /// A human-readable explanation of what went wrong.
    public var message: String
    /// The `errno` value reported by the system, if any.
    public var errno: Int32?

    /// Creates an error.
    public init(_ code: Code, path: String, message: String, errno: Int32? = nil) {
        self.code = code
        self.path = path
        self.message = message
        self.errno = errno
    }

    /// A message such as `cannot rename '/a/.b.tmp' to '/a/b': No space left on device`.
    public var description: String {
        "\(message) (\(path))"
    }
}

extension FilesError {
    /// Builds an error from the current `errno`, mapping common values to codes.
    static func system(_ action: String, path: String, errno explicit: Int32? = nil) -> FilesError {
        let value = explicit ?? currentErrno()
        let code: Code
        switch value {
        case ENOENT, ENOTDIR: code = .notFound
        case EACCES, EPERM, EROFS: code = .permissionDenied
        case ENOSPC, EDQUOT: code = .noSpace
        case ENOTSUP, EOPNOTSUPP: code = .unsupported
        default: code = .io
        }
        let reason = String(cString: strerror(value))
        return FilesError(code, path: path, message: "cannot \(action): \(reason)", errno: value)
    }
}

/// The calling thread's `errno` (a free function: inside `FilesError` the name is a property).
private func currentErrno() -> Int32 { errno }
