import Cairn

extension Schema {
    /// A model's indexes as `#Index` declares them (SwiftData's `Schema.Index`): binary indexes,
    /// and R-tree indexes, which Cairn creates as ordinary indexes over the same properties (SQLite
    /// keeps R-trees in virtual tables of their own): queries give the same results, a range query
    /// over two dimensions uses the index less well.
    ///
    /// ```swift
    /// #Index<Place>(.binary([\.name]), .rtree([\.latitude, \.longitude]))
    /// ```
    public final class Index<T: PersistentModel> {
        /// One index: its kind and the key paths of its properties, in order.
        public enum Types<P: PersistentModel> {
            /// An ordinary (B-tree) index.
            case binary([PartialKeyPath<P>])
            /// An R-tree index (created as an ordinary one, see ``Schema/Index``).
            case rtree([PartialKeyPath<P>])

            /// The key paths of the index's properties.
            var keyPaths: [PartialKeyPath<P>] {
                switch self {
                case .binary(let keyPaths), .rtree(let keyPaths): keyPaths
                }
            }
        }

        /// The indexes.
        public let indices: [Types<T>]

        /// Indexes of the given kinds.
        public init(_ indices: Types<T>...) {
            self.indices = indices
        }

        /// Binary indexes, one per key-path group.
        public init(_ binaryIndices: [PartialKeyPath<T>]...) {
            indices = binaryIndices.map { .binary($0) }
        }
    }

    /// The key-path groups of `#Index<T>(.binary(…), .rtree(…))`; used by the macro's expansion.
    public static func keyPathGroups<T: PersistentModel>(_ type: T.Type, _ indices: Index<T>.Types<T>...) -> [[AnyKeyPath]] {
        indices.map { $0.keyPaths.map { $0 as AnyKeyPath } }
    }
}
