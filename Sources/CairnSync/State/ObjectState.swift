/// An object's current state on a replica: each property with its version.
public struct ObjectState: Hashable, Sendable, Codable {
    /// The properties by name.
    public var properties: [String: PropertyVersion]

    /// An object with these properties.
    public init(properties: [String: PropertyVersion] = [:]) { self.properties = properties }

    /// The latest server transaction that changed the object.
    public var lastSeq: Int64 { properties.values.map(\.seq).max() ?? 0 }

    /// The values alone, as an app reads them.
    public var values: [String: SyncValue] { properties.mapValues(\.value) }
}
