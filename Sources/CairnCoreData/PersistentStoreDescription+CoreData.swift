import Cairn

extension PersistentStoreDescription {
    /// Sets (or removes, with `nil`) an option the Core Data way, with an object value:
    /// `description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)`.
    @_disfavoredOverload
    public func setOption(_ option: NSObject?, forKey key: String) {
        setOption(option.map { optionText($0, forKey: key) }, forKey: key)
    }
}
