import Foundation

/// An `<entity>` being read: its description, plus the parts that can only be applied once all of
/// its children are known (fetch indexes and uniqueness constraints).
final class XcodeEntityDraft {
    /// The entity, filled in as its children are read.
    let entity: EntityDescription
    /// The entity's `<fetchIndex>` elements.
    var fetchIndexes: [XcodeFetchIndex] = []
    /// The entity's uniqueness constraints, each a list of property names.
    var uniquenessConstraints: [[String]] = []

    /// The entity's name.
    var name: String { entity.entityName }

    /// Reads an `<entity>` start tag: `name`, `representedClassName`, `parentEntity`, `isAbstract`,
    /// `versionHashModifier` and `elementID` (its `renamingIdentifier`). Xcode's
    /// `syncable` and `codeGenerationType` concern code generation on Apple platforms and are not read.
    ///
    /// - Throws: ``CairnError`` `.modelFile` when the name is missing or a flag is not YES/NO.
    init(_ element: XcodeElement) throws {
        let name = try element.required("name")
        entity = EntityDescription(
            name: name, isAbstract: try element.bool("isAbstract", default: false, entity: name),
            superentity: element["parentEntity"])
        // `NSManagedObject` (or nothing) means "no class of its own".
        if let className = element["representedClassName"], className != "NSManagedObject" {
            entity.managedObjectClassName = className
        }
        entity.versionHashModifier = element["versionHashModifier"]
        entity.renamingIdentifier = element["elementID"]
    }

    /// Adds a property read from a child element.
    func add(_ property: PropertyDescription) {
        entity.declaredProperties.append(property)
    }

    /// Applies the fetch indexes and uniqueness constraints and returns the finished entity.
    ///
    /// An index over a single property declared by this entity sets that property's `isIndexed`;
    /// other B-tree indexes over properties become ``EntityDescription/indexes``. Indexes over
    /// expressions or R-trees, which Cairn does not build, are kept in `userInfo["indexes"]` as
    /// `;`-separated ``XcodeFetchIndex/description``s, with a warning. Constraints become
    /// ``EntityDescription/uniquenessConstraints``.
    func finish() -> EntityDescription {
        var kept: [XcodeFetchIndex] = []
        for index in fetchIndexes {
            if let name = index.singleSubject, let property = entity.declaredProperties.first(where: { $0.name == name }) {
                property.isIndexed = true
            } else if let description = index.indexDescription {
                entity.indexes.append(description)
            } else {
                kept.append(index)
            }
        }
        if !kept.isEmpty {
            entity.userInfo["indexes"] = kept.map(\.description).joined(separator: ";")
            CairnLog.warning(
                "Entity '\(name)' has fetch indexes over expressions or R-trees (\(kept.map(\.name).joined(separator: ", "))); Cairn does not build them and keeps them in userInfo[\"indexes\"]."
            )
        }
        entity.uniquenessConstraints = uniquenessConstraints
        return entity
    }
}
