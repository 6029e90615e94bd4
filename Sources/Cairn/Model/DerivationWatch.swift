/// A derived attribute that reads the objects of an entity through relationships, with the
/// inverse relationships that lead from such an object back to the objects holding the value.
struct DerivationWatch: Sendable {
    /// The derived attribute whose value depends on the watched objects.
    let attribute: DerivedAttributeDescription
    /// The inverses of the derivation's relationships, from the watched object back.
    let inverses: [RelationshipDescription]

    /// The objects whose `attribute` may change when `object` changes.
    func owners(of object: ManagedObject) -> [ManagedObject] {
        var objects = [object]
        for inverse in inverses {
            objects = objects.flatMap { object -> [ManagedObject] in
                if inverse.isToMany { return object.relatedObjects(at: inverse.index) }
                return object.relatedObject(at: inverse.index).map { [$0] } ?? []
            }
        }
        let index = attribute.index
        return objects.filter { owner in
            !owner.isDeleted && owner.entity.properties.indices.contains(index) && owner.entity.properties[index] === attribute
        }
    }
}
