import Foundation

/// The C library's extended-attribute calls (`<sys/xattr.h>`), which the Glibc module does
/// not export to Swift; looked up once with `dlsym` and called through C function pointers.
struct XattrCalls: Sendable {
    typealias Get = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    typealias Set = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    typealias FSet = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
    typealias Remove = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32

    let get: Get
    let set: Set
    let fset: FSet
    let list: List
    let remove: Remove

    /// The calls of the running C library, or `nil` if it has none (then attributes are unsupported).
    static let shared: XattrCalls? = {
        guard let handle = dlopen(nil, RTLD_NOW),
            let get = dlsym(handle, "getxattr"), let set = dlsym(handle, "setxattr"),
            let fset = dlsym(handle, "fsetxattr"), let list = dlsym(handle, "listxattr"),
            let remove = dlsym(handle, "removexattr")
        else { return nil }
        return XattrCalls(
            get: unsafeBitCast(get, to: Get.self),
            set: unsafeBitCast(set, to: Set.self),
            fset: unsafeBitCast(fset, to: FSet.self),
            list: unsafeBitCast(list, to: List.self),
            remove: unsafeBitCast(remove, to: Remove.self)
        )
    }()
}
