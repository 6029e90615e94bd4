import Foundation

extension ManagedObject {
    /// The committed values (as last fetched or saved), or `nil` without a snapshot. Builds an
    /// array: for occasional use; the save path reads ``originals`` directly.
    final var committed: ContiguousArray<PropertyValue>? {
        guard let originals, var result = values else { return nil }
        for entry in originals { result[entry.index] = entry.value }
        return result
    }

    /// Writes a property's value, recording its committed value on its first change since the
    /// snapshot. Every change of a loaded object's values goes through here, or the change would
    /// go unsaved.
    @inline(__always)
    final func storeValue(_ value: PropertyValue, at index: Int) {
        if originals != nil, !originals!.contains(index) { originals!.record(values![index], at: index) }
        values![index] = value
    }

    /// Takes `values` as both the current and the committed values (fetched or reloaded data);
    /// `nil` makes the object a bare fault.
    final func load(_ values: consuming ContiguousArray<PropertyValue>?) {
        originals = values == nil ? nil : OriginalValues()
        self.values = consume values
    }

    /// Takes current values that differ from the committed ones (a merge's result).
    final func load(_ values: ContiguousArray<PropertyValue>, committed: ContiguousArray<PropertyValue>) {
        self.values = values
        originals = OriginalValues(values: values, committed: committed)
    }

    /// Sets a value read from the store as both the current and the committed value of one
    /// property (a to-many relationship loaded on first use).
    final func loadValue(_ value: PropertyValue, at index: Int) {
        values![index] = value
        originals?.remove(index)
    }

    /// Makes the current values the committed ones (after a save).
    final func commitValues() {
        originals = OriginalValues()
    }

    /// Returns every property to its committed value (rollback); an object without a snapshot
    /// becomes a bare fault.
    final func revertToCommitted() {
        guard let originals else {
            values = nil
            return
        }
        for entry in originals { values![entry.index] = entry.value }
        self.originals = OriginalValues()
    }

    /// Rewrites the values of every relationship, current and committed (IDs that changed).
    final func rewriteRelationshipValues(_ rewrite: (PropertyValue) -> PropertyValue) {
        guard values != nil else { return }
        for relationship in entity.relationships {
            let index = relationship.index
            values![index] = rewrite(values![index])
        }
        // Only relationships hold IDs, so every recorded value can go through `rewrite`.
        originals?.transform(rewrite)
    }
}
