import Foundation

extension EntityDescription {
    /// How many to-many relationships a key path from this entity goes through (it stops counting
    /// at the first key that is not a relationship).
    func toManySteps<Path: Collection<String>>(along components: Path) -> Int {
        var current = self
        var steps = 0
        for name in components {
            guard let relationship = current.relationshipsByName[name], let destination = relationship.destinationEntity else { break }
            if relationship.isToMany { steps += 1 }
            current = destination
        }
        return steps
    }

    /// The components of a dotted key path.
    static func components(of keyPath: String) -> [String] {
        keyPath.split(separator: ".").map(String.init)
    }
}
