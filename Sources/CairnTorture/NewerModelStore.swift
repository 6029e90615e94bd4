import Cairn
import Foundation

/// What this version of the app reads a shape's spec as; a newer version (or another device
/// through sync) may have written any JSON, or any bytes, in its place.
struct ShapeSpec: Codable, Equatable {
    var sides: Int
    var length: Double

    /// The model's default for `spec`.
    static let fallback = ShapeSpec(sides: 3, length: 1)
}

/// A shape, read through the typed accessors the `@Managed` macro generates.
final class TortureShape: ManagedObject {
    @Managed var name: String
    @Managed var spec: ShapeSpec
    @Managed var note: ShapeSpec?
}

/// The store of the newer-model-data scenario: shapes whose transformable values a newer version
/// of the app wrote.
enum NewerModelStore {
    static let model: ManagedObjectModel = {
        let model = ManagedObjectModel {
            EntityDescription(name: "TortureShape", managedObjectClass: TortureShape.self) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                AttributeDescription(name: "spec", type: .transformable, isOptional: false, defaultValue: try! JSONEncoder().encode(ShapeSpec.fallback))
                AttributeDescription(name: "note", type: .transformable)
            }
        }
        try! model.freeze()  // A model built in code from literals: a failure is a bug here.
        return model
    }()

    /// A coordinator with the store at `url` added.
    static func open(_ url: URL) throws -> PersistentStoreCoordinator {
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        _ = try coordinator.addPersistentStore(type: .sqlite, at: url)
        return coordinator
    }

    /// Stored bytes a newer version might write: this version's JSON, JSON of another shape, or
    /// bytes that are not JSON at all.
    static func foreignValue(_ random: inout SplitMix64) -> Data {
        switch random.next() % 8 {
        case 0, 1: return try! JSONEncoder().encode(ShapeSpec(sides: Int(random.next() % 12), length: Double(random.next() % 1000) / 10))
        case 2: return Data(#"{"sides":"many","length":1}"#.utf8)
        case 3: return Data(#"{"sides":4}"#.utf8)
        case 4: return Data(#"[1,2,3]"#.utf8)
        case 5: return Data(#"{"sides":4,"length":2,"colour":"red","v":2}"#.utf8)
        case 6: return Data()
        default: return Data((0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
    }
}
