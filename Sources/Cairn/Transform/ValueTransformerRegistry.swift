#if !canImport(ObjectiveC)

    /// The process-wide table of named transformers behind
    /// `ValueTransformer.setValueTransformer(_:forName:)` and `ValueTransformer(forName:)`.
    final class ValueTransformerRegistry: Sendable {
        /// Created on first use, which is when the built-in transformers get registered.
        static let shared = ValueTransformerRegistry()

        private let entries: Locked<[NSValueTransformerName: Entry]>

        private init() {
            entries = Locked(Self.builtIns())
        }

        func set(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
            let entry = transformer.map(Entry.init)
            entries.withLock { $0[name] = entry }
        }

        func transformer(forName name: NSValueTransformerName) -> ValueTransformer? {
            entries.withLock { $0[name] }?.transformer
        }

        func names() -> [NSValueTransformerName] {
            entries.withLock { Array($0.keys) }
        }

        private static func builtIns() -> [NSValueTransformerName: Entry] {
            // NSUnarchiver does not exist on Linux, so the legacy name shares the keyed format.
            let keyed = KeyedUnarchiveFromDataTransformer()
            return [
                .negateBooleanTransformerName: Entry(NegateBooleanTransformer()),
                .isNilTransformerName: Entry(IsNilTransformer()),
                .isNotNilTransformerName: Entry(IsNotNilTransformer()),
                .unarchiveFromDataTransformerName: Entry(keyed),
                .keyedUnarchiveFromDataTransformerName: Entry(keyed),
                .secureUnarchiveFromDataTransformerName: Entry(NSSecureUnarchiveFromDataTransformer()),
            ]
        }
    }

    extension ValueTransformerRegistry {
        /// One registered transformer, carried across the lock.
        ///
        /// `@unchecked Sendable` because `ValueTransformer` is (like Apple's) not
        /// `Sendable`, yet the registry's whole purpose is to hand the same instance
        /// to callers on any thread, exactly as Foundation's registry does. The
        /// table itself is only touched under the mutex; the instances it holds are
        /// treated as immutable once registered, which is the documented contract
        /// for shared transformers.
        struct Entry: @unchecked Sendable {
            let transformer: ValueTransformer

            init(_ transformer: ValueTransformer) {
                self.transformer = transformer
            }
        }
    }
#endif
