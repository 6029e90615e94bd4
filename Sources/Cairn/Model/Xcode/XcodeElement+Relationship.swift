import Foundation

extension XcodeElement {
    /// Builds the relationship a `<relationship>` element of entity `entity` describes.
    ///
    /// `deletionRule` defaults to Nullify (Core Data's default), `toMany` to NO, and a to-one
    /// relationship's maximum count is 1. `inverseEntity` is not read: the inverse is looked up by
    /// name on the destination when the model is frozen, which also checks it.
    ///
    /// - Throws: ``CairnError`` `.modelFile` naming the file, line, entity and relationship when the
    ///   name or destination is missing, the rule is unknown, or the counts contradict `toMany`.
    func makeRelationship(entity: String) throws -> RelationshipDescription {
        let name = try required("name", entity: entity)
        let destination = try required("destinationEntity", entity: entity, property: name)
        let ruleName = self["deletionRule"] ?? DeleteRule.nullify.xcodeName
        guard let rule = DeleteRule(xcodeName: ruleName) else {
            throw error(
                "relationship '\(entity).\(name)' has deletion rule '\(ruleName)'; expected one of \(DeleteRule.xcodeNameList).", entity: entity, property: name
            )
        }
        let toMany = try bool("toMany", default: false, entity: entity, property: name)
        let minCount = try count("minCount", entity: entity, property: name) ?? 0
        let maxCount = try count("maxCount", entity: entity, property: name)
        if toMany, maxCount == 1 {
            throw error(
                "relationship '\(entity).\(name)' is to-many with a maximum count of 1, which Cairn cannot tell from a to-one relationship; make it to-one or raise the maximum.",
                entity: entity, property: name)
        }
        if !toMany, let maxCount, maxCount != 1 {
            throw error(
                "relationship '\(entity).\(name)' is to-one but has a maximum count of \(maxCount); set toMany=\"YES\" or a maximum of 1.", entity: entity,
                property: name)
        }
        let relationship = RelationshipDescription(
            name: name, destination: destination, inverse: self["inverseName"], toMany: toMany,
            ordered: try bool("ordered", default: false, entity: entity, property: name), deleteRule: rule,
            minCount: minCount, maxCount: toMany ? maxCount ?? 0 : 1)
        try applyPropertySettings(to: relationship, entity: entity)
        return relationship
    }
}
