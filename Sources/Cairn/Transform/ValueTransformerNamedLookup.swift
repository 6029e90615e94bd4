#if !canImport(ObjectiveC)
    /// Supplies `ValueTransformer(forName:)`; not meant to be used directly.
    ///
    /// Foundation's `init?(forName:)` hands back the instance stored in the
    /// registry. A class initializer cannot return an existing object, but an
    /// initializer in a protocol extension may assign `self`, so the lookup lives
    /// here and ``ValueTransformer`` conforms. Call sites are the same as on Apple
    /// platforms: `ValueTransformer(forName: name)` returns the registered instance
    /// itself (identical object, `===`), or `nil`.
    // Not class-bound on purpose: only a non-class-bound protocol's initializer may assign `self`.
    public protocol ValueTransformerNamedLookup {}

    extension ValueTransformerNamedLookup where Self: ValueTransformer {
        /// Returns the transformer registered under `name`, or `nil` if none is.
        ///
        /// The result is the registered instance itself, not a copy. Called on a
        /// subclass (for example `MyTransformer(forName:)`), it also returns `nil`
        /// when the registered transformer is not of that subclass; Apple's
        /// Foundation returns the mistyped object in that case.
        ///
        /// Unlike Apple's Foundation, when nothing is registered under `name` this
        /// does not try to instantiate a class named `name`: Swift on Linux cannot
        /// create an arbitrary `NSObject` subclass from its metatype without a
        /// `required init()`. Register transformers explicitly (Apple's guidance
        /// for Core Data transformers anyway).
        public init?(forName name: NSValueTransformerName) {
            guard let registered = ValueTransformerRegistry.shared.transformer(forName: name) as? Self else {
                return nil
            }
            self = registered
        }
    }
#endif
