import Cairn

/// The demo's model, built in code as seed 004 (DogWalk) draws it in Xcode's model editor.
enum DogWalkModel {
    /// `Dog` (`name`, ordered to-many `walks` → `Walk`, cascade) and `Walk` (`date`, to-one `dog`).
    static func make() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Dog", managedObjectClass: Dog.self) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "walks", destination: "Walk", inverse: "dog", toMany: true, ordered: true, deleteRule: .cascade)
            }
            EntityDescription(name: "Walk", managedObjectClass: Walk.self) {
                AttributeDescription(name: "date", type: .date)
                RelationshipDescription(name: "dog", destination: "Dog", inverse: "walks")
            }
        }
    }
}
