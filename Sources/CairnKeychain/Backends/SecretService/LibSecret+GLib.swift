/// Helpers over GLib's containers and errors.
extension LibSecret {
    /// A new `GHashTable` of strings to strings (GLib owns copies of both) holding `pairs`.
    /// The caller unrefs it with ``hashTableUnref``.
    func makeStringTable(_ pairs: [String: String]) -> GPointer? {
        let table = hashTableNewFull(strHash, strEqual, free, free)
        for (key, value) in pairs {
            _ = hashTableInsert(table, strdup(key), strdup(value))
        }
        return table
    }

    /// The contents of a `GHashTable` of strings to strings. Does not unref it.
    func readStringTable(_ table: GPointer?) -> [String: String] {
        var result: [String: String] = [:]
        let keys = hashTableGetKeys(table)
        defer { listFree(keys) }
        for key in listElements(keys) {
            if let value = hashTableLookup(table, key) {
                result[String(cString: key.assumingMemoryBound(to: CChar.self))] = String(cString: value.assumingMemoryBound(to: CChar.self))
            }
        }
        return result
    }

    /// The data pointers of a `GList` (`struct { data; next; prev; }`). Does not free it.
    func listElements(_ list: GPointer?) -> [GPointer] {
        var elements: [GPointer] = []
        var node = list
        while let current = node {
            let fields = current.assumingMemoryBound(to: GPointer?.self)
            if let data = fields[0] { elements.append(data) }
            node = fields[1]
        }
        return elements
    }

    /// Calls `body` with a `GError **`; if it set an error, frees it and throws it as a `KeychainError`.
    func call<R>(_ what: String, _ body: (GErrorOut) -> R) throws -> R {
        var error: GPointer?
        let result = body(&error)
        if let error {
            // struct GError { GQuark domain; gint code; gchar *message; }
            let message = error.load(fromByteOffset: 8, as: CString.self).map { String(cString: $0) } ?? "unknown error"
            errorFree(error)
            throw LibSecret.keychainError(what, message)
        }
        return result
    }

    /// Maps a libsecret / D-Bus failure to the closest Keychain status.
    static func keychainError(_ what: String, _ message: String) -> KeychainError {
        let lowered = message.lowercased()
        let code: KeychainError.Code =
            if lowered.contains("locked") || lowered.contains("prompt") || lowered.contains("dismissed") {
                .interactionNotAllowed
            } else if lowered.contains("dbus") || lowered.contains("d-bus") || lowered.contains("not provided")
                || lowered.contains("no such") || lowered.contains("connect") || lowered.contains("autolaunch")
            {
                .notAvailable
            } else {
                .io
            }
        return KeychainError(code, "Secret Service: \(what) failed: \(message)")
    }
}
