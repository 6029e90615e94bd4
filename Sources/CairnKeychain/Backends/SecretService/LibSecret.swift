#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw pointer to a GLib / libsecret object.
typealias GPointer = UnsafeMutableRawPointer
/// A `GError **` out-parameter.
typealias GErrorOut = UnsafeMutablePointer<GPointer?>?
/// A C string argument.
typealias CString = UnsafePointer<CChar>?

/// The libsecret and GLib entry points Cairn uses, resolved with `dlopen` at run time so the
/// package builds and runs where libsecret is absent. Only non-variadic calls are used.
final class LibSecret: @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable C function pointer or address.
    let strHash: GPointer
    let strEqual: GPointer
    let free: GPointer
    let hashTableNewFull: @convention(c) (GPointer?, GPointer?, GPointer?, GPointer?) -> GPointer?
    let hashTableInsert: @convention(c) (GPointer?, GPointer?, GPointer?) -> Int32
    let hashTableLookup: @convention(c) (GPointer?, UnsafeRawPointer?) -> GPointer?
    let hashTableGetKeys: @convention(c) (GPointer?) -> GPointer?
    let hashTableUnref: @convention(c) (GPointer?) -> Void
    let listFree: @convention(c) (GPointer?) -> Void
    let strdup: @convention(c) (CString) -> GPointer?
    let errorFree: @convention(c) (GPointer?) -> Void
    let objectUnref: @convention(c) (GPointer?) -> Void
    let proxyObjectPath: @convention(c) (GPointer?) -> CString
    let schemaNewv: @convention(c) (CString, UInt32, GPointer?) -> GPointer?
    let serviceGetSync: @convention(c) (UInt32, GPointer?, GErrorOut) -> GPointer?
    let collectionForAliasSync: @convention(c) (GPointer?, CString, UInt32, GPointer?, GErrorOut) -> GPointer?
    let serviceSearchSync: @convention(c) (GPointer?, GPointer?, GPointer?, UInt32, GPointer?, GErrorOut) -> GPointer?
    let itemCreateSync: @convention(c) (GPointer?, GPointer?, GPointer?, CString, GPointer?, UInt32, GPointer?, GErrorOut) -> GPointer?
    let itemDeleteSync: @convention(c) (GPointer?, GPointer?, GErrorOut) -> Int32
    let itemGetAttributes: @convention(c) (GPointer?) -> GPointer?
    let itemGetSecret: @convention(c) (GPointer?) -> GPointer?
    let itemGetLocked: @convention(c) (GPointer?) -> Int32
    let valueNew: @convention(c) (CString, Int, CString) -> GPointer?
    let valueGet: @convention(c) (GPointer?, UnsafeMutablePointer<Int>?) -> CString
    let valueUnref: @convention(c) (GPointer?) -> Void

    /// The shared library file name (Debian package `libsecret-1-0`).
    static let libraryName = "libsecret-1.so.0"

    /// The loaded library, or why it could not be loaded.
    static let shared: Result<LibSecret, KeychainError> = {
        do {
            return .success(try LibSecret())
        } catch {
            return .failure(error as? KeychainError ?? KeychainError(.notAvailable, "Loading libsecret failed: \(error)"))
        }
    }()

    private init() throws {
        guard let handle = dlopen(LibSecret.libraryName, RTLD_NOW | RTLD_LOCAL) else {
            throw KeychainError(.notAvailable, "libsecret is not installed (\(LibSecret.libraryName) not found; on Debian: apt-get install libsecret-1-0)")
        }
        func symbol(_ name: String) throws -> GPointer {
            guard let address = dlsym(handle, name) else {
                throw KeychainError(.notAvailable, "\(LibSecret.libraryName) lacks \(name); libsecret 0.18 or later is needed")
            }
            return address
        }
        func function<F>(_ name: String, as _: F.Type = F.self) throws -> F {
            unsafeBitCast(try symbol(name), to: F.self)
        }
        strHash = try symbol("g_str_hash")
        strEqual = try symbol("g_str_equal")
        free = try symbol("g_free")
        hashTableNewFull = try function("g_hash_table_new_full")
        hashTableInsert = try function("g_hash_table_insert")
        hashTableLookup = try function("g_hash_table_lookup")
        hashTableGetKeys = try function("g_hash_table_get_keys")
        hashTableUnref = try function("g_hash_table_unref")
        listFree = try function("g_list_free")
        strdup = try function("g_strdup")
        errorFree = try function("g_error_free")
        objectUnref = try function("g_object_unref")
        proxyObjectPath = try function("g_dbus_proxy_get_object_path")
        schemaNewv = try function("secret_schema_newv")
        serviceGetSync = try function("secret_service_get_sync")
        collectionForAliasSync = try function("secret_collection_for_alias_sync")
        serviceSearchSync = try function("secret_service_search_sync")
        itemCreateSync = try function("secret_item_create_sync")
        itemDeleteSync = try function("secret_item_delete_sync")
        itemGetAttributes = try function("secret_item_get_attributes")
        itemGetSecret = try function("secret_item_get_secret")
        itemGetLocked = try function("secret_item_get_locked")
        valueNew = try function("secret_value_new")
        valueGet = try function("secret_value_get")
        valueUnref = try function("secret_value_unref")
    }
}
