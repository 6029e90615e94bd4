extension Schema {
    /// The options of an attribute, as `@Attribute(…)` gives them (SwiftData's `Schema.Attribute`).
    public struct Attribute: Sendable {
        /// The options.
        public var options: [Option]
        /// The attribute's name in the previous schema version (for migrations).
        public var originalName: String?
        /// A string mixed into the attribute's version hash.
        public var hashModifier: String?
        /// The attribute's name (set in ``Schema/entities``; empty in `@Attribute`'s arguments).
        public var name = ""
        /// Whether the attribute may be `nil` (in ``Schema/entities``).
        public var isOptional = false
        /// Whether the value is unique among the model's objects (`.unique`).
        public var isUnique: Bool { options.contains(.unique) }

        /// Collects `@Attribute`'s arguments.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// An attribute option.
        public struct Option: Sendable, Equatable {
            enum Kind: Sendable, Equatable {
                case unique, externalStorage, ephemeral, preserveValueOnDeletion, spotlight, allowsCloudEncryption
                case transformable(String)
            }

            let kind: Kind

            /// The value is unique among the model's objects: inserting a duplicate updates the
            /// stored object at save (upsert).
            public static let unique = Option(kind: .unique)
            /// Large data may be stored outside the database; Cairn keeps it in the database.
            public static let externalStorage = Option(kind: .externalStorage)
            /// The value is kept in memory only and never saved.
            public static let ephemeral = Option(kind: .ephemeral)
            /// The value stays in the persistent history after the object is deleted (a tombstone).
            public static let preserveValueOnDeletion = Option(kind: .preserveValueOnDeletion)
            /// Accepted for compatibility: Spotlight does not exist off Apple platforms.
            public static let spotlight = Option(kind: .spotlight)
            /// Accepted for compatibility: CloudKit does not exist off Apple platforms.
            public static let allowsCloudEncryption = Option(kind: .allowsCloudEncryption)

            /// The value is converted by the value transformer registered under `name`.
            public static func transformable(by name: String) -> Option { Option(kind: .transformable(name)) }

            /// The value is converted by a value transformer class (registered under its name).
            public static func transformable(by transformer: AnyClass) -> Option {
                Option(kind: .transformable(String(describing: transformer)))
            }
        }
    }
}
