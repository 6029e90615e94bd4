import Foundation

/// Compares a controller's results before and after a change, looking only at the objects the
/// change touched.
///
/// An object in both is *updated* when it changed and kept its place, *moved* when it did not.
/// After a change applied in memory the caller knows which objects kept their place (`stayed`).
/// After a refetch it does not, and an object kept its place when its section and its place
/// among the objects the change did not touch are the same (their order cannot have changed).
enum ResultsDiff {
    /// Where a touched object is: its index path, its section, and how many untouched objects
    /// precede it in that section.
    private struct Place {
        let indexPath: IndexPath
        let sectionName: String
        let untouchedBefore: Int
        let object: ManagedObject
    }

    /// The changes from `old` to `new`.
    ///
    /// - Parameters:
    ///   - touched: objects that may have entered, left or moved (everything else stayed put).
    ///   - updated: objects whose values changed (reported as updates when they stay in place).
    ///   - names: the sections the change touched (`nil`: all).
    ///   - stayed: the touched objects that kept their place, when known.
    /// - Complexity: O(m) for the m objects of the sections in `names`.
    static func changes(
        from old: [FetchedResultsSection], to new: [FetchedResultsSection], touched: Set<ObjectIdentifier>,
        updated: Set<ObjectIdentifier>, in names: Set<String>?, stayed: Set<ObjectIdentifier>? = nil
    ) -> ResultsChanges {
        var result = ResultsChanges()
        let oldNames = Set(old.map(\.name)), newNames = Set(new.map(\.name))
        for (index, section) in old.enumerated() where !newNames.contains(section.name) {
            result.sections.append(.init(section: section, index: index, type: .delete))
        }
        for (index, section) in new.enumerated() where !oldNames.contains(section.name) {
            result.sections.append(.init(section: section, index: index, type: .insert))
        }
        let before = places(in: old, touched, names), after = places(in: new, touched, names)
        var inserts: [ResultsChanges.ObjectChange] = [], moves: [ResultsChanges.ObjectChange] = [], updates: [ResultsChanges.ObjectChange] = []
        var deletes = before.compactMap { key, place in
            after[key] == nil ? ResultsChanges.ObjectChange(object: place.object, indexPath: place.indexPath, newIndexPath: nil, type: .delete) : nil
        }
        for (key, place) in after {
            guard let former = before[key] else {
                inserts.append(.init(object: place.object, indexPath: nil, newIndexPath: place.indexPath, type: .insert))
                continue
            }
            let changed = updated.contains(key)
            if changed { result.reloaded.append(place.object) }
            let keptPlace = stayed.map { $0.contains(key) } ?? (former.sectionName == place.sectionName && former.untouchedBefore == place.untouchedBefore)
            if !keptPlace {
                moves.append(.init(object: place.object, indexPath: former.indexPath, newIndexPath: place.indexPath, type: .move))
            } else if changed {
                updates.append(.init(object: place.object, indexPath: former.indexPath, newIndexPath: place.indexPath, type: .update))
            }
        }
        deletes.sort { ($0.indexPath ?? []) < ($1.indexPath ?? []) }
        inserts.sort { ($0.newIndexPath ?? []) < ($1.newIndexPath ?? []) }
        moves.sort { ($0.newIndexPath ?? []) < ($1.newIndexPath ?? []) }
        updates.sort { ($0.indexPath ?? []) < ($1.indexPath ?? []) }
        result.objects = deletes + inserts + moves + updates
        return result
    }

    private static func places(in sections: [FetchedResultsSection], _ touched: Set<ObjectIdentifier>, _ names: Set<String>?) -> [ObjectIdentifier: Place] {
        var result: [ObjectIdentifier: Place] = [:]
        for (sectionIndex, section) in sections.enumerated() where names?.contains(section.name) ?? true {
            var untouched = 0
            for (item, object) in section.members.enumerated() {
                let key = ObjectIdentifier(object)
                guard touched.contains(key) else {
                    untouched += 1
                    continue
                }
                result[key] = Place(indexPath: IndexPath(indexes: [sectionIndex, item]), sectionName: section.name, untouchedBefore: untouched, object: object)
            }
        }
        return result
    }
}
