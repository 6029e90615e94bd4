/// How large a transaction is on the wire, roughly, to page pushes under the server's limits.
extension LocalTransaction {
    /// About the bytes the transaction takes in a push's JSON.
    var estimatedBytes: Int { changes.reduce(0) { $0 + $1.estimatedBytes } }
}

extension SyncChange {
    /// About the bytes the change takes in a push's JSON: data grows by a third in base64, and
    /// every value carries its names and keys.
    var estimatedBytes: Int {
        guard case .upsert(let edits) = operation else { return 120 }
        return edits.reduce(120) { total, edit in
            let value = if case .set(let value) = edit.value { value.byteCount } else { 8 }
            return total + 40 + edit.key.utf8.count + value * 4 / 3
        }
    }
}
