#if !canImport(Security)
    import Foundation

    /// A SecItem dictionary read into Cairn's types. Values may arrive as Swift or Foundation objects
    /// (`String`/`NSString`, `Data`/`NSData`, `Bool`/`Int`/`NSNumber`), as dictionary literals
    /// bridged with `as CFDictionary` produce both.
    struct SecItemDictionary {
        private var values: [String: Any] = [:]

        /// Keys that are not attributes and that this module understands.
        private static let controlKeys: Set<String> = [
            kSecClass, kSecValueData, kSecReturnData, kSecReturnAttributes, kSecReturnRef,
            kSecReturnPersistentRef, kSecMatchLimit, kSecAttrSynchronizable, kSecUseDataProtectionKeychain,
        ]

        /// Reads `dictionary`.
        /// - Throws: `.param` for a key that is not a string or not known.
        init(_ dictionary: CFDictionary) throws {
            for (key, value) in dictionary {
                guard let name = key as? String else { throw KeychainError(.param, "SecItem dictionary keys must be strings") }
                guard KeychainAttribute(rawValue: name) != nil || SecItemDictionary.controlKeys.contains(name) else {
                    throw KeychainError(.param, "The SecItem key \"\(name)\" is not supported by CairnKeychain")
                }
                values[name] = value
            }
            try checkUnsupported()
        }

        /// `kSecClass`, which must be present.
        func itemClass() throws -> ItemClass {
            guard let name = values[kSecClass] as? String, let itemClass = ItemClass(rawValue: name) else {
                throw KeychainError(.param, "kSecClass must be kSecClassGenericPassword or kSecClassInternetPassword")
            }
            return itemClass
        }

        /// Whether `kSecClass` is present.
        var hasClass: Bool { values[kSecClass] != nil }

        /// The attribute values, converted to their kinds.
        func attributes() throws -> [KeychainAttribute: AttributeValue] {
            var result: [KeychainAttribute: AttributeValue] = [:]
            for (name, value) in values {
                guard let attribute = KeychainAttribute(rawValue: name) else { continue }
                result[attribute] = try SecItemDictionary.convert(value, for: attribute)
            }
            return result
        }

        /// `kSecValueData`.
        func data() throws -> Data? {
            guard let value = values[kSecValueData] else { return nil }
            guard let data = value as? Data else { throw KeychainError(.param, "kSecValueData must be Data") }
            return data
        }

        /// Whether `key` is set to true.
        func flag(_ key: String) -> Bool {
            (values[key] as? Bool) ?? (values[key] as? NSNumber)?.boolValue ?? false
        }

        /// `kSecMatchLimit`, `.one` when absent.
        func matchLimit() throws -> MatchLimit {
            guard let value = values[kSecMatchLimit] else { return .one }
            if let name = value as? String {
                switch name {
                case kSecMatchLimitOne: return .one
                case kSecMatchLimitAll: return .all
                default: break
                }
            } else if let count = (value as? Int) ?? (value as? NSNumber)?.intValue, count >= 1 {
                return .count(count)
            }
            throw KeychainError(.param, "kSecMatchLimit must be kSecMatchLimitOne, kSecMatchLimitAll or a positive number")
        }

        private func checkUnsupported() throws {
            if flag(kSecReturnRef) || flag(kSecReturnPersistentRef) {
                throw KeychainError(.unimplemented, "kSecReturnRef and kSecReturnPersistentRef are not supported for password items")
            }
            if let sync = values[kSecAttrSynchronizable], (sync as? String) != kSecAttrSynchronizableAny,
                (sync as? Bool) ?? (sync as? NSNumber)?.boolValue ?? true
            {
                throw KeychainError(.unimplemented, "Synchronizable (iCloud Keychain) items do not exist on this platform")
            }
        }

        private static func convert(_ value: Any, for attribute: KeychainAttribute) throws -> AttributeValue {
            let converted: AttributeValue? =
                switch attribute.kind {
                case .string: (value as? String).map(AttributeValue.string)
                case .data: (value as? Data).map(AttributeValue.data)
                case .integer: ((value as? Int) ?? (value as? NSNumber)?.intValue).map(AttributeValue.integer)
                case .date: (value as? Date).map(AttributeValue.date)
                }
            guard let converted else {
                throw KeychainError(.param, "The value of \"\(attribute.rawValue)\" has the wrong type")
            }
            return converted
        }
    }
#endif
