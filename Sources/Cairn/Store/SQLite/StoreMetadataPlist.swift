import Foundation

/// Reads and writes store metadata as Core Data's `Z_METADATA.Z_PLIST` property list
/// (`NSStoreUUID`, `NSStoreType`, `NSStoreModelVersionHashes` … plus the serialized model).
enum StoreMetadataPlist {
    static func encode(_ metadata: StoreMetadata, versionIdentifier: String?) throws -> Data {
        var plist: [String: Any] = [
            "NSStoreUUID": metadata.identifier,
            "NSStoreType": metadata.typeName,
            "NSStoreModelVersionHashes": metadata.modelHashes,
            "NSStoreModelVersionIdentifiers": [versionIdentifier ?? ""],
            "NSStoreModelVersionHashesVersion": 3,
        ]
        if let model = metadata.modelData { plist["CairnModelSchema"] = model }
        if !metadata.modelHistory.isEmpty { plist["CairnModelHistory"] = metadata.modelHistory }
        if let pending = metadata.pendingDidMigrateVersion { plist["CairnPendingDidMigrate"] = pending }
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    static func decode(_ data: Data, path: String) throws -> StoreMetadata {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let identifier = plist["NSStoreUUID"] as? String,
            let hashes = plist["NSStoreModelVersionHashes"] as? [String: Data]
        else {
            throw CairnError(.storeOpen, "The metadata of the store at \(path) is unreadable (Z_METADATA.Z_PLIST is not a store property list).")
        }
        var metadata = StoreMetadata(
            identifier: identifier, type: PersistentStoreType(rawValue: plist["NSStoreType"] as? String ?? "SQLite"),
            modelHashes: hashes, modelData: plist["CairnModelSchema"] as? Data)
        metadata.modelHistory = plist["CairnModelHistory"] as? [Data] ?? []
        metadata.pendingDidMigrateVersion = plist["CairnPendingDidMigrate"] as? Data
        return metadata
    }
}
