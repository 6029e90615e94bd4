extension Schema {
    /// A semantic version of a schema (SwiftData's `Schema.Version`): `Schema.Version(1, 2, 0)`.
    public struct Version: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        /// The major version.
        public var major: Int
        /// The minor version.
        public var minor: Int
        /// The patch version.
        public var patch: Int

        /// Creates a version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Orders by major, then minor, then patch.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        /// `1.2.0`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }
}
