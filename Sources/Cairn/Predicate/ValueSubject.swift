import Foundation

/// A plain Swift value as a predicate subject: dictionaries are reached by key, arrays and sets
/// are collections (a key on an array reaches that key of every element, as key-value coding does),
/// managed objects are themselves, and strings, numbers, dates … are values.
///
/// Dictionaries and arrays get an object ID of their own (a synthetic `Value` entity, unique per
/// evaluation), so they are never nil, equal only to themselves, and can be followed further.
struct ValueSubject: PredicateSubject {
    /// The IDs and subjects of the containers met during one evaluation.
    final class Graph {
        private(set) var subjects: [ManagedObjectID: any PredicateSubject] = [:]
        private var nextKey: Int64 = 1
        private static let space = StoreIdentity(identifier: "values", entities: []).space(for: EntityDescription(name: "Value"))

        /// The predicate value standing for `value`, registering the subject of containers and objects.
        func member(_ value: Any?, key: String?) throws -> PropertyValue {
            guard let value = PredicateArgumentConverter.unwrapped(value) else { return .null }
            if let object = value as? ManagedObject {
                subjects[object.objectID] = ObjectSubject(object: object)
                return .object(object.objectID)
            }
            if ValueSubject.isContainer(value) {
                let id = ManagedObjectID(space: Self.space, primaryKey: nextKey)
                nextKey += 1
                subjects[id] = ValueSubject(value: value, graph: self, selfValue: .object(id))
                return .object(id)
            }
            do {
                return try PredicateArgumentConverter.scalar(for: value)
            } catch {
                let place = key.map { "the value of key '\($0)'" } ?? "the evaluated value"
                throw CairnError(.invalidRequest, "A predicate cannot use \(place): it is \(error.describe(use: "in a predicate")).")
            }
        }
    }

    let value: Any
    let graph: Graph
    /// The container's ID, or the value itself for strings, numbers …
    let selfValue: PropertyValue

    /// The subject for the value a predicate is evaluated with.
    static func root(_ value: Any?) throws -> any PredicateSubject {
        let graph = Graph()
        let member = try graph.member(value, key: nil)
        if case .object(let id) = member, let subject = graph.subjects[id] { return subject }
        return ValueSubject(value: value as Any, graph: graph, selfValue: member)
    }

    static func isContainer(_ value: Any) -> Bool {
        value is [String: Any] || elements(of: value) != nil
    }

    /// The elements of an array or set.
    static func elements(of value: Any) -> [Any]? {
        if let array = value as? [Any] { return array }
        if let set = value as? Set<AnyHashable> { return set.map(\.base) }
        return nil
    }

    func value(forKey key: String) throws -> PropertyValue {
        try reach(key).items.first?.value ?? .null
    }

    func reach(_ key: String) throws -> PredicateReach {
        if let elements = Self.elements(of: value) {
            // Key-value coding on a collection: the key of every element.
            var items: [PredicateReach.Item] = []
            for element in elements {
                let member = try graph.member(element, key: key)
                guard let inner = try subject(of: member) else {
                    items.append(.init(value: .null, subject: nil))
                    continue
                }
                items += try inner.reach(key).items
            }
            return PredicateReach(items: items, isCollection: true)
        }
        guard let dictionary = PredicateArgumentConverter.unwrapped(value) as? [String: Any] else {
            throw CairnError(
                .invalidRequest, "A predicate cannot read key '\(key)' of a value of type \(type(of: value)); use dictionaries, arrays or managed objects.")
        }
        let found = dictionary[key]
        if let found, let unwrapped = PredicateArgumentConverter.unwrapped(found), let elements = Self.elements(of: unwrapped) {
            return PredicateReach(items: try elements.map { .init(value: try graph.member($0, key: key), subject: nil) }, isCollection: true)
        }
        return PredicateReach(items: [.init(value: try graph.member(found, key: key), subject: nil)], isCollection: false)
    }

    private func subject(of member: PropertyValue) throws -> (any PredicateSubject)? {
        guard case .object(let id) = member else { return nil }
        return try subject(for: id)
    }

    func subject(for id: ManagedObjectID) throws -> (any PredicateSubject)? { graph.subjects[id] }

    var evaluatedValue: EvaluatedValue {
        guard let elements = Self.elements(of: value) else { return .scalar(selfValue) }
        return .collection(elements.map { (try? graph.member($0, key: nil)) ?? .null })
    }
}
