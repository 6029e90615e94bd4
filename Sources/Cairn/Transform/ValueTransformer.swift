#if !canImport(ObjectiveC)
    import Foundation

    /// An abstract class that transforms values from one representation to another.
    ///
    /// Linux counterpart of Foundation's `ValueTransformer` (`NSValueTransformer`),
    /// which swift-corelibs-foundation does not provide. Subclass it and override
    /// ``transformedValueClass()``, ``allowsReverseTransformation()``,
    /// ``transformedValue(_:)`` and, when the reverse is not the same operation,
    /// ``reverseTransformedValue(_:)``. Register an instance with
    /// ``setValueTransformer(_:forName:)`` so other code (such as Core Data's
    /// transformable attributes) can find it by name with `ValueTransformer(forName:)`.
    ///
    /// As on Apple platforms the type is not `Sendable`: one registered instance is
    /// shared by every caller on every thread, so transformers should hold no mutable state.
    open class ValueTransformer: NSObject {
        /// Returns the class of the value that ``transformedValue(_:)`` returns.
        ///
        /// Subclasses should override this. The default is `NSObject.self`.
        open class func transformedValueClass() -> AnyClass {
            NSObject.self
        }

        /// Returns whether ``reverseTransformedValue(_:)`` is supported.
        ///
        /// The default is `true`, as on Apple platforms; subclasses that cannot
        /// reverse their transformation should override it to return `false`.
        open class func allowsReverseTransformation() -> Bool {
            true
        }

        /// Returns the result of transforming `value`.
        ///
        /// Subclasses override this. The default implementation returns `value` unchanged.
        open func transformedValue(_ value: Any?) -> Any? {
            value
        }

        /// Returns the result of reverse-transforming `value`.
        ///
        /// The default implementation calls ``transformedValue(_:)``, which suits
        /// transformations that are their own inverse (such as negation). If the
        /// class's ``allowsReverseTransformation()`` returns `false`, it stops the
        /// program with a precondition failure; Apple's Foundation raises an
        /// Objective-C exception in that case, which is likewise a programmer error.
        open func reverseTransformedValue(_ value: Any?) -> Any? {
            let transformerClass = type(of: self)
            guard transformerClass.allowsReverseTransformation() else {
                preconditionFailure(
                    "\(String(reflecting: transformerClass)) does not allow reverse transformation: "
                        + "its allowsReverseTransformation() returns false")
            }
            return transformedValue(value)
        }

        /// Registers `transformer` under `name`, replacing any transformer already
        /// registered there. Passing `nil` removes the registration.
        ///
        /// The registry is process-wide and safe to use from any thread.
        open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
            ValueTransformerRegistry.shared.set(transformer, forName: name)
        }

        /// Returns the names of all registered transformers, including the built-in ones.
        ///
        /// The order is unspecified, as on Apple platforms.
        open class func valueTransformerNames() -> [NSValueTransformerName] {
            ValueTransformerRegistry.shared.names()
        }
    }

    extension ValueTransformer: ValueTransformerNamedLookup {}
#endif
