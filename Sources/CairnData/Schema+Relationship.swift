import Cairn

extension Schema {
    /// The options of a relationship, as `@Relationship(…)` gives them (SwiftData's
    /// `Schema.Relationship`).
    public struct Relationship: @unchecked Sendable {
        // Safety: `inverse` is a key path, immutable once made.

        /// The options.
        public var options: [Option]
        /// What deleting the model does to the related ones.
        public var deleteRule: DeleteRule
        /// The fewest related models (0: no minimum).
        public var minimumModelCount: Int?
        /// The most related models (0: no maximum).
        public var maximumModelCount: Int?
        /// The relationship's name in the previous schema version (for migrations).
        public var originalName: String?
        /// The relationship on the related class that points back.
        public var inverse: AnyKeyPath?
        /// A string mixed into the relationship's version hash.
        public var hashModifier: String?
        /// The relationship's name (set in ``Schema/entities``; empty in `@Relationship`'s arguments).
        public var name = ""
        /// The name of the related entity (in ``Schema/entities``).
        public var destination = ""
        /// Whether the relationship holds several models (in ``Schema/entities``).
        public var isToMany = false
        /// Whether the relationship may be empty (in ``Schema/entities``).
        public var isOptional = true

        /// Collects `@Relationship`'s arguments.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverse = inverse
            self.hashModifier = hashModifier
        }

        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: String, Codable, CaseIterable, Sendable, Hashable {
            /// Remove the deleted model from the related ones (the default).
            case nullify
            /// Delete the related models too.
            case cascade
            /// Refuse the deletion while related models exist.
            case deny
            /// Do nothing to the related models.
            case noAction

            init(engine rule: Cairn.DeleteRule) {
                switch rule {
                case .cascade: self = .cascade
                case .deny: self = .deny
                case .noAction: self = .noAction
                default: self = .nullify
                }
            }

            var engineRule: Cairn.DeleteRule {
                switch self {
                case .nullify: return .nullify
                case .cascade: return .cascade
                case .deny: return .deny
                case .noAction: return .noAction
                }
            }
        }

        /// A relationship option.
        public struct Option: Sendable, Equatable {
            let name: String
            /// The related model is unique (accepted; a to-one relationship is unique by nature).
            public static let unique = Option(name: "unique")
        }
    }
}
