import Cairn
import Foundation

/// Many-to-many relationships as sync sends them: each membership is a Boolean property of its own
/// on one side's object (`tags→Tag/<UUID>`: true while the note has the tag), so two devices that
/// add different members offline both keep theirs, and adding and removing one member merge like
/// any other property edit. Only one side of each relationship carries memberships (its canonical
/// side, the first of the two by sync names), so the two sides never disagree.
enum SyncMembership {
    /// The property that says whether `member` is in `relationship`.
    static func property(_ relationship: String, _ member: ObjectKey) -> String {
        "\(relationship)→\(member.entity)/\(member.id.uuidString)"
    }

    /// The relationship and member a membership property names, or `nil` for another property.
    static func parse(_ property: String) -> (relationship: String, member: ObjectKey)? {
        guard let arrow = property.firstIndex(of: "→") else { return nil }
        let target = property[property.index(after: arrow)...]
        guard let slash = target.lastIndex(of: "/"), let id = UUID(uuidString: String(target[target.index(after: slash)...])) else { return nil }
        return (String(property[..<arrow]), ObjectKey(entity: String(target[..<slash]), id: id))
    }

    /// Whether `relationship` is many-to-many and the side that carries its memberships.
    static func isCanonical(_ relationship: RelationshipDescription, names: SyncNames) -> Bool {
        guard relationship.isToMany, let inverse = relationship.inverseRelationship, inverse.isToMany, let entity = relationship.entity?.entityName,
            let inverseEntity = inverse.entity?.entityName
        else { return false }
        let own = (names.sync(entity: entity), names.sync(property: relationship.name, of: entity))
        let other = (names.sync(entity: inverseEntity), names.sync(property: inverse.name, of: inverseEntity))
        return own <= other
    }

    /// The members `state` says `relationship` (by sync name) has.
    static func members(of relationship: String, in values: [String: SyncValue]) -> Set<ObjectKey> {
        var members: Set<ObjectKey> = []
        for (property, value) in values where value == .bool(true) {
            if let (name, member) = parse(property), name == relationship { members.insert(member) }
        }
        return members
    }

    /// The edits that take `current` (the device's view) to `members`.
    static func edits(_ relationship: String, from current: Set<ObjectKey>, to members: Set<ObjectKey>) -> [String: PropertyEdit] {
        var edits: [String: PropertyEdit] = [:]
        for added in members.subtracting(current) { edits[property(relationship, added)] = .set(.bool(true)) }
        for removed in current.subtracting(members) { edits[property(relationship, removed)] = .set(.bool(false)) }
        return edits
    }
}
