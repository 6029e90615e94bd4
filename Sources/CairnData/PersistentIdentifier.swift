import Cairn

/// The identity of a model, valid across contexts and actors (SwiftData's `PersistentIdentifier`):
/// temporary until the model is first saved, permanent after. `Codable`, so it can be kept and
/// used later with `ModelContext.model(for:)`.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The engine ID, when this identifier was made in this process.
    let objectID: ManagedObjectID?
    /// The ID's URI form (`x-coredata://STORE/Entity/p12`).
    let uri: URL

    init(_ objectID: ManagedObjectID) {
        self.objectID = objectID
        self.uri = objectID.uriRepresentation
    }

    /// The model's entity name.
    public var entityName: String {
        objectID?.entity.name ?? (uri.pathComponents.count > 1 ? uri.pathComponents[1] : "")
    }

    /// The identifier of the store holding the model (`nil` while temporary).
    public var storeIdentifier: String? {
        if let objectID { return objectID.persistentStoreIdentifier }
        return uri.host.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the model has not been saved yet.
    public var isTemporary: Bool { objectID?.isTemporaryID ?? (storeIdentifier == nil) }

    /// Identifiers made in this process compare their engine IDs; decoded ones their URIs.
    public static func == (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        if let left = lhs.objectID, let right = rhs.objectID { return left == right }
        return lhs.uri == rhs.uri
    }

    /// Hashes the URI, which equal identifiers share.
    public func hash(into hasher: inout Hasher) { hasher.combine(uri) }

    /// Orders by URI (entity, then key within a store).
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        lhs.uri.absoluteString < rhs.uri.absoluteString
    }

    /// Decodes the URI form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        objectID = nil
        uri = try container.decode(URL.self)
    }

    /// Encodes the URI form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uri)
    }

    /// The URI form.
    public var description: String { uri.absoluteString }
}
