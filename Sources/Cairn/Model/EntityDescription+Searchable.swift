import Foundation

extension EntityDescription {
    /// The searchable attributes of this entity's table: its root entity's and every descendant's
    /// stored string or URI attributes marked ``AttributeDescription/isSearchable``, in model order.
    var searchableAttributesOfTable: [(entity: EntityDescription, attribute: AttributeDescription)] {
        var result: [(EntityDescription, AttributeDescription)] = []
        for member in rootEntity.selfAndDescendants {
            for property in member.declaredProperties {
                guard let attribute = property as? AttributeDescription, attribute.isSearchable, !attribute.isTransient,
                    attribute.attributeType == .string || attribute.attributeType == .uri
                else { continue }
                result.append((member, attribute))
            }
        }
        return result
    }
}
