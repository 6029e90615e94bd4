import Cairn
import Foundation

/// What `cairn inspect` reports about a store: identity, model version, and per entity its
/// attributes, relationships and row count. Encodes to the `--json` output (`nil` members left
/// out).
struct StoreReport: Codable, Equatable {
    /// One attribute.
    struct Attribute: Codable, Equatable {
        /// The attribute's name.
        var name: String
        /// The attribute type (`string`, `integer16`, `date` …).
        var type: String
        /// Whether `nil` is allowed.
        var optional: Bool
        /// Whether the store indexes it.
        var indexed: Bool
        /// Whether it is kept in memory only.
        var transient: Bool
        /// The default value as text, if any.
        var defaultValue: String?
        /// For transformable attributes: the recorded Swift type name.
        var valueType: String?
    }

    /// One relationship.
    struct Relationship: Codable, Equatable {
        /// The relationship's name.
        var name: String
        /// The destination entity.
        var destination: String
        /// Whether it holds many objects.
        var toMany: Bool
        /// Whether a to-many relationship keeps its order.
        var ordered: Bool
        /// Whether it may be empty / `nil`.
        var optional: Bool
        /// `noAction`, `nullify`, `cascade` or `deny`.
        var deleteRule: String
        /// The inverse relationship's name, if any.
        var inverse: String?
    }

    /// One entity.
    struct Entity: Codable, Equatable {
        /// The entity's name.
        var name: String
        /// The parent entity, if any.
        var superentity: String?
        /// Whether the entity is abstract.
        var abstract: Bool
        /// Rows of exactly this entity (sub-entities not counted).
        var count: Int
        /// The attributes, inherited ones first.
        var attributes: [Attribute]
        /// The relationships, inherited ones first.
        var relationships: [Relationship]
    }

    /// The store file.
    var path: String
    /// The store's UUID (`NSStoreUUID`).
    var uuid: String
    /// The store type (`SQLite`).
    var storeType: String
    /// The model's version identifier, if it has one.
    var modelVersion: String?
    /// The model's version hash, hex.
    var modelHash: String
    /// The entities, by name.
    var entities: [Entity]
}
