#if !canImport(ObjectiveC)
    import Foundation

    /// Keyed archiving that reports failure as `nil` instead of stopping the process.
    ///
    /// swift-corelibs-foundation calls `fatalError` where Apple's Foundation
    /// fails softly: when a secure unarchiver meets a class outside its allowed
    /// list or one without secure coding, and when an archiver meets an object
    /// that does not adopt `NSCoding`. A value transformer is handed stored bytes
    /// and app values it does not control, so it must never reach those paths.
    ///
    /// The class checks are therefore done here, before the archiver or
    /// unarchiver runs: every class named in an archive is resolved and checked
    /// against the policy (nothing is instantiated first), and the coder itself
    /// then runs with `requiresSecureCoding` off so it cannot trap. What this
    /// cannot see: objects a custom `encode(with:)` writes that are not `NSCoding`
    /// (the archiver still traps, as Apple's raises), and a custom
    /// `init(coder:)` that asks for a class it then does not find (it gets `nil`
    /// rather than an error).
    enum SafeKeyedArchiving {
        /// Archives `value`, or returns `nil` if it or anything it contains is not allowed.
        static func archive(_ value: Any?, policy: KeyedArchivePolicy) -> Data? {
            guard let value else { return nil }
            let root = value as AnyObject
            guard policy.permitsTopLevel(root), canEncode(root, policy: policy) else { return nil }

            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode(root, forKey: NSKeyedArchiveRootObjectKey)
            archiver.finishEncoding()
            guard archiver.error == nil else { return nil }
            let data = archiver.encodedData
            // Objects written by a custom encode(with:) only show up in the finished archive.
            guard let classes = archivedClasses(in: data), classes.allSatisfy(policy.permits) else { return nil }
            return data
        }

        /// Unarchives the root object of `value` (`Data` or `NSData`), or returns
        /// `nil` if it is not a keyed archive or names a class the policy forbids.
        static func unarchive(_ value: Any?, policy: KeyedArchivePolicy) -> Any? {
            guard let data = value as? Data,
                let classes = archivedClasses(in: data),
                classes.allSatisfy(policy.permits),
                let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data)
            else { return nil }

            // Policy already enforced above; secure mode would only add the traps.
            unarchiver.requiresSecureCoding = false
            unarchiver.decodingFailurePolicy = .setErrorAndReturn
            let root: Any? =
                if let topLevelClasses = policy.topLevelClasses {
                    unarchiver.decodeObject(of: topLevelClasses, forKey: NSKeyedArchiveRootObjectKey)
                } else {
                    unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
                }
            unarchiver.finishDecoding()

            guard unarchiver.error == nil, let root, policy.permitsTopLevel(root as AnyObject) else { return nil }
            return root
        }

        /// Walks the standard collections, whose members the archiver would
        /// otherwise encode without asking (and trap on if they are not `NSCoding`).
        private static func canEncode(_ object: AnyObject, policy: KeyedArchivePolicy, depth: Int = 0) -> Bool {
            guard depth < maximumDepth, policy.permits(type(of: object)) else { return false }
            let members: [Any]
            switch object {
            case let array as NSArray:
                members = array.allObjects
            case let set as NSSet:
                members = set.allObjects
            case let dictionary as NSDictionary:
                members = dictionary.allKeys + dictionary.allValues
            default:
                return true
            }
            return members.allSatisfy { canEncode($0 as AnyObject, policy: policy, depth: depth + 1) }
        }

        /// Guards against absurdly deep (or self-containing) collections.
        private static let maximumDepth = 512

        /// Every class named in a keyed archive, resolved the way `NSKeyedUnarchiver`
        /// resolves it; `nil` if the data is not a keyed archive or a class is unknown.
        private static func archivedClasses(in data: Data) -> [AnyClass]? {
            guard
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
                let archive = plist as? [String: Any],
                let objects = archive["$objects"] as? [Any]
            else { return nil }

            var classes: [AnyClass] = []
            for case let entry as [String: Any] in objects {
                // Only class descriptions carry "$classname"; archived keys starting with "$" are escaped.
                guard let rawName = entry["$classname"] else { continue }
                guard let name = rawName as? String,
                    let cls = NSKeyedUnarchiver.class(forClassName: name) ?? NSClassFromString(name)
                else { return nil }
                classes.append(cls)
            }
            return classes
        }
    }

    extension NSArray {
        fileprivate var allObjects: [Any] { map { $0 } }
    }
#endif
