import Foundation
import Logging

/// What a controller's results are, as the in-memory back end reads it: which objects belong
/// (entity and predicate, with the evaluator fetches use for unsaved changes), their order (the
/// sorter fetches use) and their section.
struct ResultsQuery {
    let entityKeys: Set<ObjectIdentifier>
    let entityName: String
    let predicate: FetchPredicate?
    let sorter: SubjectSorter
    let sectionNameKeyPath: String?
    /// Whether membership cannot be decided in memory, so each change refetches: a fetch limit or
    /// offset (the window moves with the objects around it) or a text search (run in the store).
    let refetchesOnChange: Bool
    private let evaluator = PredicateEvaluator()

    init<T>(_ request: FetchRequest<T>, entity: EntityDescription, sectionNameKeyPath: String?) throws {
        let entities = request.includesSubentities ? entity.selfAndDescendants : [entity]
        entityKeys = Set(entities.map(ObjectIdentifier.init))
        entityName = entity.entityName
        predicate = request.predicate
        if let predicate { try PredicateCheck(entity: entity).check(predicate) }
        sorter = SubjectSorter(sortKeys: request.sortKeys)
        if let sectionNameKeyPath {
            guard let (_, toMany) = PredicateCheck.resolve(sectionNameKeyPath, from: entity), !toMany else {
                throw CairnError(
                    .invalidRequest,
                    """
                    The section name key path '\(sectionNameKeyPath)' does not lead to one value of each \(entity.entityName) object: \
                    use an attribute of '\(entity.entityName)', or one reached through to-one relationships (for example 'notebook.name').
                    """, entity: entity.entityName, property: sectionNameKeyPath)
            }
        }
        self.sectionNameKeyPath = sectionNameKeyPath
        refetchesOnChange = request.fetchLimit > 0 || request.fetchOffset > 0 || request.textSearch != nil
    }

    /// Whether `object` is of the request's entities (cheap: no values read).
    func covers(_ object: ManagedObject) -> Bool {
        entityKeys.contains(ObjectIdentifier(object.entity))
    }

    /// Whether `object`, registered in `context`, belongs in the results now.
    func matches(_ object: ManagedObject, in context: ManagedObjectContext) -> Bool {
        guard covers(object), !object.isDeleted, object.managedObjectContext === context else { return false }
        guard let predicate else { return true }
        do {
            return try evaluator.evaluate(predicate, on: ObjectSubject(object: object))
        } catch {
            // The predicate was checked when the results were fetched; a failure here is a value
            // the store accepted and memory cannot compare. The object is left out, and said so.
            Logger.cairn.error(
                "FetchedResultsController: the predicate of the \(entityName) results could not be evaluated on object \(object.objectID): \(error). The object is left out of the results."
            )
            return false
        }
    }

    /// Whether `a` sorts before `b`.
    func ordered(_ a: ManagedObject, _ b: ManagedObject) -> Bool {
        sorter.ordered(ObjectSubject(object: a), ObjectSubject(object: b))
    }

    /// The name of the section `object` belongs in (`""` without a section key path).
    func sectionName(of object: ManagedObject) -> String {
        guard let sectionNameKeyPath else { return "" }
        let value = (try? evaluator.resolve(sectionNameKeyPath, from: ObjectSubject(object: object)).scalar) ?? .null
        return Self.sectionName(for: value)
    }

    /// A section key value as text, as Core Data's `description` of it reads (`nil` is `""`).
    static func sectionName(for value: PropertyValue) -> String {
        switch value {
        case .null: return ""
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .double(let number): return NSNumber(value: number).description
        case .bool(let flag): return flag ? "1" : "0"
        case .date(let date): return date.description
        case .uuid(let uuid): return uuid.uuidString
        case .url(let url): return url.absoluteString
        case .decimal(let number): return number.description
        case .data, .object, .objects: return value.description
        }
    }
}
