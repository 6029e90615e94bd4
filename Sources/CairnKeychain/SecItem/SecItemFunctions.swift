#if !canImport(Security)
    import Foundation

    /// Adds an item to ``KeychainStore/current()`` (Apple's `SecItemAdd`).
    ///
    /// - Parameters:
    ///   - attributes: `kSecClass`, attributes, `kSecValueData`, and optionally `kSecReturn…` keys.
    ///   - result: receives the added item as `SecItemCopyMatching` would return it, if asked for.
    /// - Returns: `errSecSuccess`, `errSecDuplicateItem`, `errSecParam`, …
    @discardableResult
    public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        SecItemCall.run {
            let request = try SecItemDictionary(attributes)
            var item = KeychainItem(try request.itemClass(), attributes: try request.attributes(), data: try request.data())
            let store = try KeychainStore.current()
            item = try store.add(item)
            item.data = request.flag(kSecReturnData) ? (try request.data() ?? Data()) : nil
            result?.pointee = SecItemCall.resultObject(for: [item], request: request, limit: .one)
        }
    }

    /// Finds items in ``KeychainStore/current()`` (Apple's `SecItemCopyMatching`).
    ///
    /// The result is `Data` (only `kSecReturnData`), a dictionary (`kSecReturnAttributes`, with the data
    /// under `kSecValueData` if both are asked), or an array of those when `kSecMatchLimit` is above one;
    /// `nil` when nothing is asked for.
    /// - Returns: `errSecSuccess`, `errSecItemNotFound`, `errSecParam`, …
    @discardableResult
    public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        SecItemCall.run {
            let request = try SecItemDictionary(query)
            let limit = try request.matchLimit()
            let keychainQuery = KeychainQuery(
                try request.itemClass(), filter: try request.attributes(), limit: limit,
                returnData: request.flag(kSecReturnData))
            let items = try KeychainStore.current().items(matching: keychainQuery)
            result?.pointee = SecItemCall.resultObject(for: items, request: request, limit: limit)
        }
    }

    /// Updates every item matching `query` (Apple's `SecItemUpdate`).
    /// - Returns: `errSecSuccess`, `errSecItemNotFound`, `errSecDuplicateItem`, `errSecParam`, …
    @discardableResult
    public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
        SecItemCall.run {
            let request = try SecItemDictionary(query)
            let update = try SecItemDictionary(attributesToUpdate)
            guard !update.hasClass else { throw KeychainError(.param, "attributesToUpdate must not contain kSecClass") }
            let changes = KeychainItemChanges(attributes: try update.attributes(), data: try update.data())
            try KeychainStore.current().update(matching: KeychainQuery(try request.itemClass(), filter: try request.attributes()), changes: changes)
        }
    }

    /// Deletes every item matching `query` (Apple's `SecItemDelete`).
    /// - Returns: `errSecSuccess`, `errSecItemNotFound`, `errSecParam`, …
    @discardableResult
    public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
        SecItemCall.run {
            let request = try SecItemDictionary(query)
            try KeychainStore.current().delete(matching: KeychainQuery(try request.itemClass(), filter: try request.attributes()))
        }
    }

    /// A description of `status` (Apple's `SecCopyErrorMessageString`).
    public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
        NSString(string: SecItemCall.message(for: status))
    }

    /// Shared plumbing of the SecItem functions.
    enum SecItemCall {
        /// Runs `body`, mapping a thrown ``KeychainError`` to its status.
        static func run(_ body: () throws -> Void) -> OSStatus {
            do {
                try body()
                return errSecSuccess
            } catch let error as KeychainError {
                return error.status
            } catch {
                return errSecParam
            }
        }

        /// The result object for `items` as the `kSecReturn…` flags of `request` ask for it.
        static func resultObject(for items: [KeychainItem], request: SecItemDictionary, limit: MatchLimit) -> CFTypeRef? {
            let wantsData = request.flag(kSecReturnData), wantsAttributes = request.flag(kSecReturnAttributes)
            guard wantsData || wantsAttributes else { return nil }
            let objects: [AnyObject] = items.map { item in
                guard wantsAttributes else { return NSData(data: item.data ?? Data()) }
                var dictionary: [String: Any] = [kSecClass: item.itemClass.rawValue]
                for (attribute, value) in item.attributes { dictionary[attribute.rawValue] = foundationValue(value) }
                if wantsData { dictionary[kSecValueData] = item.data ?? Data() }
                return NSDictionary(dictionary: dictionary)
            }
            return limit.returnsSingleValue ? objects.first : NSArray(array: objects)
        }

        /// Apple's wording for the statuses this module returns.
        static func message(for status: OSStatus) -> String {
            let messages: [OSStatus: String] = [
                errSecSuccess: "No error.",
                errSecUnimplemented: "Function or operation not implemented.",
                errSecIO: "I/O error.",
                errSecParam: "One or more parameters passed to a function were not valid.",
                errSecNotAvailable: "No keychain is available.",
                errSecAuthFailed: "The user name or passphrase you entered is not correct.",
                errSecInvalidKeychain: "The specified keychain is not a valid keychain file.",
                errSecDuplicateItem: "The specified item already exists in the keychain.",
                errSecItemNotFound: "The specified item could not be found in the keychain.",
                errSecInteractionNotAllowed: "User interaction is not allowed.",
                errSecDecode: "Unable to decode the provided data.",
                errSecMissingEntitlement: "A required entitlement isn't present.",
            ]
            return messages[status] ?? "OSStatus \(status)"
        }

        private static func foundationValue(_ value: AttributeValue) -> Any {
            switch value {
            case .string(let string): string
            case .data(let data): data
            case .integer(let integer): integer
            case .date(let date): date
            }
        }
    }
#endif
