import Foundation

/// A controller's results: sorted objects grouped into sections, and which section each object
/// is in (its section key may have changed by the time it leaves, so it cannot be recomputed).
struct SectionedResults {
    private(set) var sections: [FetchedResultsSection] = []
    /// The section name of every object in the results, by object identity.
    private var placement: [ObjectIdentifier: String] = [:]
    /// Whether there is one section whatever the results (no section key path): it stays when empty.
    private let isSingleSection: Bool

    init(singleSection: Bool) {
        isSingleSection = singleSection
        if singleSection { sections = [FetchedResultsSection(name: "", members: [])] }
    }

    /// Groups `objects`, already in the results' order, into sections.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when a section's objects are not together:
    ///   the first sort key does not group by the section key path (Core Data's fetch fails too).
    init(grouping objects: [ManagedObject], _ query: ResultsQuery) throws {
        self.init(singleSection: query.sectionNameKeyPath == nil)
        placement.reserveCapacity(objects.count)
        guard let keyPath = query.sectionNameKeyPath else {
            sections[0].members = objects
            for object in objects { placement[ObjectIdentifier(object)] = "" }
            return
        }
        var seen = Set<String>()
        for (position, object) in objects.enumerated() {
            let name = query.sectionName(of: object)
            placement[ObjectIdentifier(object)] = name
            if name == sections.last?.name {
                sections[sections.count - 1].members.append(object)
                continue
            }
            guard seen.insert(name).inserted else {
                throw CairnError(
                    .invalidRequest,
                    """
                    The fetched \(query.entityName) object at index \(position) has an out of order section name '\(name)': \
                    objects must be sorted by section name. Make the fetch request's first sort key '\(keyPath)' (or a key \
                    ordered the same way) for the section key path '\(keyPath)'.
                    """, entity: query.entityName, property: keyPath)
            }
            sections.append(FetchedResultsSection(name: name, members: [object]))
        }
    }

    /// Whether `object` is in the results.
    func contains(_ object: ManagedObject) -> Bool { placement[ObjectIdentifier(object)] != nil }

    /// The index path of `object`, if it is in the results.
    ///
    /// - Complexity: O(m) for the m objects of its section.
    func indexPath(of object: ManagedObject) -> IndexPath? {
        guard let name = placement[ObjectIdentifier(object)], let section = sections.firstIndex(where: { $0.name == name }),
            let item = sections[section].members.firstIndex(where: { $0 === object })
        else { return nil }
        return IndexPath(indexes: [section, item])
    }

    /// Takes `removed` out and puts `added` in, keeping the order. An object in both (changed,
    /// still matching) stays where it is when that place is still in order, and is placed anew
    /// otherwise. Returns the names of the sections that changed, and the objects that stayed.
    ///
    /// - Complexity: O(m + k log m) per section of m objects touched by k changes.
    mutating func apply(removing removed: [ManagedObject], adding added: [ManagedObject], _ query: ResultsQuery) -> (
        sections: Set<String>, stayed: Set<ObjectIdentifier>
    ) {
        var arriving: [ObjectIdentifier: (name: String, object: ManagedObject)] = [:]
        for object in added { arriving[ObjectIdentifier(object)] = (query.sectionName(of: object), object) }
        var leaving: [String: Set<ObjectIdentifier>] = [:]
        for object in removed {
            guard let name = placement[ObjectIdentifier(object)] else { continue }
            leaving[name, default: []].insert(ObjectIdentifier(object))
        }
        var touched = Set(leaving.keys)
        var stayed = Set<ObjectIdentifier>()
        for (name, keys) in leaving {
            guard let index = sections.firstIndex(where: { $0.name == name }) else { continue }
            // An object may stay only if it is still in the results, in this section.
            sections[index].members = Self.keepingInOrder(sections[index].members, leaving: keys, query, stayed: &stayed) {
                arriving[ObjectIdentifier($0)]?.name == name
            }
            for key in keys where !stayed.contains(key) { placement[key] = nil }
        }
        // Emptied sections leave before new ones are placed: the search below compares with
        // each section's first object.
        if !isSingleSection { sections.removeAll { $0.members.isEmpty } }
        var bySection: [String: [ManagedObject]] = [:]
        for (key, entry) in arriving where !stayed.contains(key) {
            placement[key] = entry.name
            bySection[entry.name, default: []].append(entry.object)
        }
        for (name, objects) in bySection {
            let index = sections.firstIndex { $0.name == name } ?? insertSection(named: name, for: objects[0], query)
            sections[index].members = Self.merging(objects, into: sections[index].members, query)
            touched.insert(name)
        }
        return (touched, stayed)
    }

    /// `members` without the objects of `leaving`, except those `mayStay` accepts whose place is
    /// still in order between the objects kept before them and the next object not leaving.
    private static func keepingInOrder(
        _ members: [ManagedObject], leaving: Set<ObjectIdentifier>, _ query: ResultsQuery,
        stayed: inout Set<ObjectIdentifier>, mayStay: (ManagedObject) -> Bool
    ) -> [ManagedObject] {
        var kept: [ManagedObject] = []
        kept.reserveCapacity(members.count)
        var run: [ManagedObject] = []
        func settle(before next: ManagedObject?) {
            for object in run where mayStay(object) {
                guard kept.last.map({ !query.ordered(object, $0) }) ?? true, next.map({ !query.ordered($0, object) }) ?? true else { continue }
                kept.append(object)
                stayed.insert(ObjectIdentifier(object))
            }
            run.removeAll(keepingCapacity: true)
        }
        for object in members {
            if leaving.contains(ObjectIdentifier(object)) {
                run.append(object)
            } else {
                if !run.isEmpty { settle(before: object) }
                kept.append(object)
            }
        }
        settle(before: nil)
        return kept
    }

    /// Adds an empty section where an object `first` of it sorts among the other (non-empty) sections.
    private mutating func insertSection(named name: String, for first: ManagedObject, _ query: ResultsQuery) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if query.ordered(first, sections[middle].members[0]) { high = middle } else { low = middle + 1 }
        }
        sections.insert(FetchedResultsSection(name: name, members: []), at: low)
        return low
    }

    /// `members` with `objects` inserted in order, each after its equals: a binary search per
    /// object, then one pass to build the result.
    private static func merging(_ objects: [ManagedObject], into members: [ManagedObject], _ query: ResultsQuery) -> [ManagedObject] {
        var slots = objects.map { object -> (slot: Int, object: ManagedObject) in
            var low = 0, high = members.count
            while low < high {
                let middle = (low + high) / 2
                if query.ordered(object, members[middle]) { high = middle } else { low = middle + 1 }
            }
            return (low, object)
        }
        slots.sort { $0.slot < $1.slot || ($0.slot == $1.slot && query.ordered($0.object, $1.object)) }
        var result: [ManagedObject] = []
        result.reserveCapacity(members.count + objects.count)
        var next = 0
        for (slot, object) in slots {
            result.append(contentsOf: members[next..<slot])
            result.append(object)
            next = slot
        }
        result.append(contentsOf: members[next...])
        return result
    }
}
