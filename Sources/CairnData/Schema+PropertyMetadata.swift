extension Schema {
    /// One persisted property of a model class, as `@Model` describes it (SwiftData's
    /// `Schema.PropertyMetadata`).
    public struct PropertyMetadata: @unchecked Sendable {
        // Safety: built by the class's `schemaMetadata` each time it is read and only read after;
        // `defaultValue` and `metadata` hold values of the class's declaration (literals, options).

        /// The property's name.
        public let name: String
        /// The property's key path on its class.
        public let keypath: AnyKeyPath
        /// The declaration's initial value, when it is a literal or a static member.
        public let defaultValue: Any?
        /// The `@Attribute` or `@Relationship` options (a ``Schema/Attribute`` or
        /// ``Schema/Relationship``), or `nil`.
        public let metadata: Any?

        /// Describes a property.
        public init(name: String, keypath: AnyKeyPath, defaultValue: Any?, metadata: Any?) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }

        /// The property's Swift type.
        var valueType: Any.Type { type(of: keypath).valueType }
    }
}
