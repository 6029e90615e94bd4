#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension KeychainError {
    /// An `errSecIO` error for a failed system call, naming the call, the path and `errno`'s text.
    static func io(_ call: String, _ path: String, errno code: Int32 = errno) -> KeychainError {
        KeychainError(.io, "\(call) failed for \(path): \(String(cString: strerror(code))) (errno \(code))")
    }
}
