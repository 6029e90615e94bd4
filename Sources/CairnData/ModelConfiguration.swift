import Cairn

/// Where and how a container stores its models (SwiftData's `ModelConfiguration`).
///
/// ```swift
/// ModelConfiguration(isStoredInMemoryOnly: true)                  // tests
/// ModelConfiguration(url: URL(filePath: "/var/lib/app/trips.store")) // a file of your choice
/// ModelConfiguration("Trips")                                      // Trips.store in the app-data directory
/// ```
///
/// The default store is `default.store` in the program's app-data directory
/// (`$XDG_DATA_HOME/<program>/`, see CairnFiles), as SwiftData's is in Application Support.
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name (`default` unless given).
    public let name: String
    /// The store file.
    public let url: URL
    /// Whether the store lives in memory only.
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save to the store (`false` opens it read-only).
    public let allowsSave: Bool
    /// The models this configuration stores (`nil`: the container's whole schema).
    public let schema: Schema?
    /// Accepted for compatibility; app groups do not exist off Apple platforms.
    public let groupContainer: GroupContainer
    /// Accepted for compatibility; CloudKit does not exist off Apple platforms.
    public let cloudKitDatabase: CloudKitDatabase

    /// A configuration with a store in the app-data directory (or in memory).
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        let name = name ?? "default"
        self.name = name
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        if isStoredInMemoryOnly {
            url = URL(fileURLWithPath: "/dev/null")
        } else {
            // When there is no app-data directory, the container's init throws the reason.
            url = (try? Self.defaultDirectory())?.appendingPathComponent(name + ".store") ?? URL(fileURLWithPath: "/")
        }
    }

    /// The program's app-data directory (`$XDG_DATA_HOME/<program>/`).
    ///
    /// - Throws: ``/Cairn/CairnError`` `.storeOpen` naming the environment variables to set.
    static func defaultDirectory() throws -> URL {
        try PersistentContainer.defaultDirectoryURL(for: ProcessInfo.processInfo.processName)
    }

    /// A configuration with a store at `url`.
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.url = url
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A configuration with a store in memory (`true`) or in the app-data directory.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// A configuration of the given model classes (and those they reach), in memory or in the
    /// app-data directory (SwiftData's `init(for:isStoredInMemoryOnly:)`).
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// Configurations are equal when they name the same store the same way.
    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
            && lhs.allowsSave == rhs.allowsSave && lhs.schema === rhs.schema
    }

    /// Hashes the name and the store.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }

    /// An app group (SwiftData's `ModelConfiguration.GroupContainer`); ignored off Apple platforms.
    public struct GroupContainer: Sendable, Hashable {
        let identifier: String?
        /// The default.
        public static let automatic = GroupContainer(identifier: nil)
        /// No group.
        public static let none = GroupContainer(identifier: nil)
        /// A named group.
        public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(identifier: identifier) }
    }

    /// A CloudKit database (SwiftData's `ModelConfiguration.CloudKitDatabase`); ignored off Apple
    /// platforms (sync is CairnSync's work).
    public struct CloudKitDatabase: Sendable, Hashable {
        let identifier: String?
        /// The default.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No CloudKit.
        public static let none = CloudKitDatabase(identifier: nil)
        /// A private database.
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(identifier: identifier) }
    }
}
