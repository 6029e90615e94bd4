import CairnFiles
import Foundation

/// The freedesktop Secret Service through libsecret. Items live in the default collection
/// (normally the login keyring); access groups are an attribute every search includes. The service
/// replaces or duplicates items freely, so uniqueness is enforced by ``KeychainStore`` under a
/// per-group lock file shared by all Cairn processes of the user.
final class SecretServiceBackend: KeychainBackend, @unchecked Sendable {
    // @unchecked Sendable: the pointers are process-lifetime libsecret objects, and every libsecret
    // call goes through `callLock`, so libsecret is never entered from two threads at once.
    let lib: LibSecret
    private let service: GPointer
    private let collection: GPointer
    private let schema: GPointer
    private let lockDirectory: URL
    private static let callLock = NSRecursiveLock()
    private static let connectLock = NSLock()
    // nonisolated(unsafe): only read and written with `connectLock` held.
    nonisolated(unsafe) private static var connection: SecretServiceBackend?

    private init(lib: LibSecret, service: GPointer, collection: GPointer, schema: GPointer, lockDirectory: URL) {
        self.lib = lib
        self.service = service
        self.collection = collection
        self.schema = schema
        self.lockDirectory = lockDirectory
    }

    var kind: KeychainBackendKind { .secretService }

    /// The process's connection to the Secret Service, made on first use.
    /// - Throws: `.notAvailable` when libsecret is missing, there is no session bus, no service
    ///   answers, or it has no default collection.
    static func connect(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SecretServiceBackend {
        let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
        guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil || (!runtime.isEmpty && FileManager.default.fileExists(atPath: runtime + "/bus")) else {
            throw KeychainError(.notAvailable, "no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
        }
        return try connectLock.withLock {
            if let connection { return connection }
            let lib = try LibSecret.shared.get()
            let backend = try callLock.withLock {
                let openSession: UInt32 = 1 << 1
                guard let service = try lib.call("connecting", { lib.serviceGetSync(openSession, nil, $0) }) else {
                    throw KeychainError(.notAvailable, "no Secret Service answered on the session bus")
                }
                guard let collection = try lib.call("opening the default collection", { lib.collectionForAliasSync(service, "default", 0, nil, $0) }) else {
                    throw KeychainError(.notAvailable, "the Secret Service has no default collection (create or unlock a login keyring)")
                }
                let types = lib.makeStringTable([:])
                defer { lib.hashTableUnref(types) }
                for name in SecretServiceSchema.allNames {
                    _ = lib.hashTableInsert(types, lib.strdup(name), nil)  // nil = SECRET_SCHEMA_ATTRIBUTE_STRING
                }
                guard let schema = lib.schemaNewv(SecretServiceSchema.name, 0, types) else {
                    throw KeychainError(.notAvailable, "libsecret could not create the item schema")
                }
                return SecretServiceBackend(
                    lib: lib, service: service, collection: collection, schema: schema,
                    lockDirectory: lockDirectory(environment))
            }
            connection = backend
            return backend
        }
    }

    func items(in group: String, matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem] {
        try SecretServiceBackend.callLock.withLock {
            let found = try search(group, query, loadData: loadData)
            found.forEach { lib.objectUnref($0.pointer) }
            return found.map(\.stored)
        }
    }

    func withExclusiveAccess<R>(to group: String, _ body: (any KeychainTransaction) throws -> R) throws -> R {
        try FileManager.default.createDirectory(at: lockDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let lockPath = lockDirectory.appendingPathComponent(VaultOptions.fileName(for: group) + ".lock").path
        return try VaultFiles.withExclusiveLock(at: lockPath) {
            let transaction = SecretServiceTransaction(backend: self, group: group)
            defer { transaction.close() }
            return try body(transaction)
        }
    }

    /// The items of `group` matching `query`, each with its `SecretItem` (to be unref'd by the caller).
    func search(_ group: String, _ query: KeychainQuery, loadData: Bool) throws -> [(stored: StoredItem, pointer: GPointer)] {
        let attributes = lib.makeStringTable(SecretServiceSchema.attributes(of: query.itemClass, in: group, query.filter))
        defer { lib.hashTableUnref(attributes) }
        let all: UInt32 = 1 << 1, loadSecrets: UInt32 = 1 << 3
        let list = try lib.call("searching") { lib.serviceSearchSync(service, schema, attributes, all | (loadData ? loadSecrets : 0), nil, $0) }
        defer { lib.listFree(list) }
        let pointers = lib.listElements(list)
        var results: [(stored: StoredItem, pointer: GPointer)] = []
        do {
            for pointer in pointers {
                guard var item = try readItem(pointer, loadData: loadData), query.matches(item) else {
                    lib.objectUnref(pointer)
                    continue
                }
                if !loadData { item.data = nil }
                let handle = lib.proxyObjectPath(pointer).map { String(cString: $0) } ?? UUID().uuidString
                results.append((StoredItem(handle: handle, item: item), pointer))
            }
        } catch {
            pointers.forEach(lib.objectUnref)  // unref'ing every pointer is safe: results hold no extra refs
            throw error
        }
        return results
    }

    /// Creates a Secret Service item for `item` (never replacing another one).
    func create(_ item: KeychainItem) throws {
        let attributes = lib.makeStringTable(SecretServiceSchema.attributes(of: item.itemClass, in: item.accessGroup!, item.attributes))
        defer { lib.hashTableUnref(attributes) }
        let bytes = [CChar](repeating: 0, count: 1) + (item.data ?? Data()).map { CChar(bitPattern: $0) }
        let value = bytes.withUnsafeBufferPointer { lib.valueNew($0.baseAddress! + 1, bytes.count - 1, "application/octet-stream") }
        defer { lib.valueUnref(value) }
        let created = try lib.call("storing the \(item.summary)") {
            lib.itemCreateSync(collection, schema, attributes, SecretServiceSchema.displayLabel(of: item), value, 0, nil, $0)
        }
        lib.objectUnref(created)
    }

    /// Deletes a Secret Service item.
    func delete(_ pointer: GPointer, summary: String) throws {
        _ = try lib.call("deleting the \(summary)") { lib.itemDeleteSync(pointer, nil, $0) }
    }

    private func readItem(_ pointer: GPointer, loadData: Bool) throws -> KeychainItem? {
        let table = lib.itemGetAttributes(pointer)
        defer { lib.hashTableUnref(table) }
        guard var item = SecretServiceSchema.item(from: lib.readStringTable(table)) else { return nil }
        guard loadData else { return item }
        guard lib.itemGetLocked(pointer) == 0, let value = lib.itemGetSecret(pointer) else {
            throw KeychainError(.interactionNotAllowed, "The keyring holding the \(item.summary) is locked; Cairn does not prompt to unlock it")
        }
        defer { lib.valueUnref(value) }
        var length = 0
        let bytes = lib.valueGet(value, &length)
        item.data = bytes.map { Data(bytes: $0, count: length) } ?? Data()
        return item
    }

    private static func lockDirectory(_ environment: [String: String]) -> URL {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return URL(fileURLWithPath: runtime).appendingPathComponent("cairn-keychain", isDirectory: true)
        }
        return XDGEnvironment.baseDirectoryOrAccountHome(.cache, environment: environment)
            .appendingPathComponent("cairn/keychain-locks", isDirectory: true)
    }

    /// Runs `body` holding the libsecret call lock.
    func locked<R>(_ body: () throws -> R) rethrows -> R {
        try SecretServiceBackend.callLock.withLock(body)
    }
}
