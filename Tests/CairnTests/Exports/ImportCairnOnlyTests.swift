import Cairn
import Testing

// This file imports Cairn and nothing else from the platform: `Date`, `URL`, `UUID` and
// `NSOrderedSet` come through Cairn's re-export of Foundation, as they come with `import CoreData`.
// It must not import Foundation (it would no longer test anything).

/// A trail of ordered waypoints, declared the Core Data way with Foundation types.
final class ExportTrail: ManagedObject {
    @Managed var startedAt: Date
    @Managed var waypoints: NSOrderedSet
}

/// One waypoint of a trail.
final class ExportWaypoint: ManagedObject {
    @Managed var id: UUID
    @Managed var map: URL?
    @Managed var trail: ExportTrail?
}

@Suite struct ImportCairnOnlyTests {
    private static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "ExportTrail", managedObjectClass: ExportTrail.self) {
                AttributeDescription(name: "startedAt", type: .date, isOptional: false)
                RelationshipDescription(name: "waypoints", destination: "ExportWaypoint", inverse: "trail", toMany: true, ordered: true, deleteRule: .cascade)
            }
            EntityDescription(name: "ExportWaypoint", managedObjectClass: ExportWaypoint.self) {
                AttributeDescription(name: "id", type: .uuid, isOptional: false)
                AttributeDescription(name: "map", type: .uri)
                RelationshipDescription(name: "trail", destination: "ExportTrail", inverse: "waypoints")
            }
        }
    }

    @Test func foundationTypesComeWithImportCairn() throws {
        let container = PersistentContainer(name: "ExportTrails", managedObjectModel: Self.model())
        container.persistentStoreDescriptions = [PersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        let ids = [UUID(), UUID()]
        let start = Date(timeIntervalSinceReferenceDate: 86_400)
        try context.performAndWait {
            let trail = ExportTrail(context: context)
            trail.startedAt = start
            let waypoints = ids.map { id -> ExportWaypoint in
                let waypoint = ExportWaypoint(context: context)
                waypoint.id = id
                waypoint.map = URL(string: "https://maps.example.com/\(id.uuidString)")
                return waypoint
            }
            trail.waypoints = NSOrderedSet(array: waypoints)
            try context.save()
            context.reset()

            let fetched = try #require(try context.fetch(FetchRequest<ExportTrail>(entityName: "ExportTrail")).first)
            #expect(fetched.startedAt == start)
            let stored = (fetched.waypoints.array as? [ExportWaypoint]) ?? []
            #expect(stored.map(\.id) == ids)
            #expect(stored.first?.map?.lastPathComponent == ids[0].uuidString)
        }
    }
}
