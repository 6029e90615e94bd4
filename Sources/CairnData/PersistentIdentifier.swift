import Cairn

/// The identity of a model, valid across contexts and actors (SwiftData's `PersistentIdentifier`):
/// temporary until the model is first saved, permanent after. `Codable` (as its URI form), so it
/// can be kept and used later with `ModelContext.model(for:)`, in this process or another.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The engine ID, when this identifier was made in this process.
    let objectID: ManagedObjectID?
    /// The model's entity name.
    public let entityName: String
    /// The identifier of the store holding the model (`nil` while temporary).
    public let storeIdentifier: String?
    /// The model's key in its store (or in its temporary space).
    let primaryKey: Int64

    init(_ objectID: ManagedObjectID) {
        self.objectID = objectID
        entityName = objectID.entity.entityName
        storeIdentifier = objectID.persistentStoreIdentifier
        primaryKey = objectID.primaryKey
    }

    /// Whether the model has not been saved yet.
    public var isTemporary: Bool { storeIdentifier == nil }

    /// The ID's URI form (`x-coredata://STORE/Entity/p12`).
    var uri: URL {
        if let objectID { return objectID.uriRepresentation }
        return URL(string: "x-coredata://\(storeIdentifier ?? "")/\(entityName)/p\(primaryKey)")!
    }

    /// Temporary identifiers compare their engine IDs; permanent ones their store, entity and key,
    /// so identifiers of one model from two containers of the same store are equal.
    public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        if lhs.isTemporary || rhs.isTemporary {
            guard let left = lhs.objectID, let right = rhs.objectID else { return false }
            return left == right
        }
        return lhs.primaryKey == rhs.primaryKey && lhs.entityName == rhs.entityName && lhs.storeIdentifier == rhs.storeIdentifier
    }

    /// Hashes the entity and the key, which equal identifiers share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entityName)
        hasher.combine(primaryKey)
    }

    /// Orders by entity, then key.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.primaryKey) < (rhs.entityName, rhs.primaryKey)
    }

    /// Decodes the URI form of a saved model's identifier.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for anything else (a temporary identifier cannot be
    ///   decoded: save the model first).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let uri = try container.decode(URL.self)
        let parts = uri.path.split(separator: "/")
        guard uri.scheme == "x-coredata", let store = uri.host, !store.isEmpty, parts.count == 2, parts[1].first == "p",
            let key = Int64(parts[1].dropFirst())
        else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\(uri) is not the identifier of a saved model (x-coredata://STORE/Entity/pKEY); save a model before encoding its identifier."
            )
        }
        objectID = nil
        entityName = String(parts[0])
        storeIdentifier = store
        primaryKey = key
    }

    /// Encodes the URI form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uri)
    }

    /// The URI form.
    public var description: String { uri.absoluteString }
}

extension PersistentIdentifier: ManagedObjectIDRepresenting {
    package var representedObjectID: ManagedObjectID? { objectID }
}

extension PersistentIdentifier: Identifiable {
    /// The identifier itself (SwiftData's `PersistentIdentifier` is `Identifiable`).
    public var id: PersistentIdentifier { self }
}
