import Cairn

extension PersistentStoreDescription {
    /// Sets (or removes, with `nil`) an option the Core Data way, with an object value:
    /// `description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)`.
    @_disfavoredOverload
    public func setOption(_ option: NSObject?, forKey key: String) {
        setOption(option.map { optionText($0, forKey: key) }, forKey: key)
    }

    /// The options as Core Data gives them: Boolean options and numbers as `NSNumber`s
    /// (`options[NSPersistentHistoryTrackingKey] as? NSNumber`), other values as `NSString`s.
    public var options: [String: NSObject] {
        optionTextsByKey.reduce(into: [:]) { objects, option in
            let (key, text) = option
            if booleanOptionKeys.contains(key) {
                objects[key] = NSNumber(value: text == "true")
            } else if let integer = Int(text) {
                objects[key] = NSNumber(value: integer)
            } else if let number = Double(text) {
                objects[key] = NSNumber(value: number)
            } else {
                objects[key] = NSString(string: text)
            }
        }
    }

    /// The store's type as Core Data's `String` (`NSSQLiteStoreType`, `NSInMemoryStoreType`):
    /// `description.type = NSInMemoryStoreType`. Where nothing says which is meant, `type` is the
    /// engine's ``/Cairn/PersistentStoreType``.
    @_disfavoredOverload
    public var type: String {
        get { storeType.rawValue }
        set { storeType = PersistentStoreType(rawValue: newValue) }
    }
}

extension PersistentStore {
    /// The store's type as Core Data's `String` (`store.type == NSSQLiteStoreType`); where nothing
    /// says which is meant, `type` is the engine's ``/Cairn/PersistentStoreType``.
    @_disfavoredOverload
    public var type: String { openRequest.type.rawValue }
}
