import Foundation

/// What kind of value an SQL expression of a compiled predicate holds, so the compiler can keep
/// the in-memory rules where SQLite's would differ (SQLite converts text to numbers by column
/// affinity and compares primary keys of unrelated tables; the evaluator does neither).
enum SQLValueKind: Equatable {
    /// Integers, doubles, decimals, Booleans and dates (compared numerically by both back ends).
    case number
    /// Strings and URLs.
    case text
    /// Data, UUIDs and transformable values.
    case blob
    /// An object of this entity (the value is its primary key); objects compare by root entity.
    case object(EntityDescription)
    /// Not known at compile time.
    case unknown

    init(_ type: AttributeType) {
        switch type {
        case .integer16, .integer32, .integer64, .decimal, .double, .float, .boolean, .date: self = .number
        case .string, .uri: self = .text
        case .binaryData, .transformable, .uuid: self = .blob
        case .composite: self = .unknown  // never stored: its elements are
        }
    }

    init(_ value: PropertyValue) {
        switch value {
        case .null: self = .unknown
        case .integer, .double, .bool, .date, .decimal: self = .number
        case .string, .url: self = .text
        case .data, .uuid: self = .blob
        case .object(let id): self = .object(id.entity)
        case .objects(let ids): self = ids.first.map { .object($0.entity) } ?? .unknown
        }
    }

    /// Equal kinds; objects are of one kind when they share a table (root entity).
    static func == (lhs: SQLValueKind, rhs: SQLValueKind) -> Bool {
        switch (lhs, rhs) {
        case (.number, .number), (.text, .text), (.blob, .blob), (.unknown, .unknown): return true
        case (.object(let a), .object(let b)): return a.rootEntity === b.rootEntity
        default: return false
        }
    }

    /// The entity of an object kind.
    var entity: EntityDescription? {
        if case .object(let entity) = self { return entity }
        return nil
    }

    /// Whether values of the two kinds can ever be equal or ordered by the in-memory rules.
    func isComparable(with other: SQLValueKind) -> Bool {
        self == .unknown || other == .unknown || self == other
    }
}
