import Cairn

extension PersistentHistoryChange {
    /// Core Data's `updatedProperties`: the descriptions of the properties an update changed
    /// (`change.updatedProperties?.map(\.name)`); `nil` for inserts and deletes. In code that
    /// imports `CairnCoreData` it shadows the engine's set of names.
    public var updatedProperties: Set<PropertyDescription>? {
        guard let names = updatedPropertyNames else { return nil }
        let properties = changedObjectID.entity.propertiesByName
        return Set(names.compactMap { properties[$0] })
    }
}
