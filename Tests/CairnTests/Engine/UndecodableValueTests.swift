import CairnTestSupport
import Foundation
import GRDB
import Testing

@testable import Cairn

/// A transformable value with a default in the model.
struct Margins: Codable, Hashable {
    var top: Double
    var bottom: Double
}

final class Page: ManagedObject {
    @Managed var size: Dimensions?
    @Managed var margins: Margins

    static let model = ManagedObjectModel {
        EntityDescription(name: "Page", managedObjectClass: Page.self) {
            AttributeDescription(name: "size", type: .transformable)
            AttributeDescription(
                name: "margins", type: .transformable, isOptional: false, defaultValue: Data(#"{"top":1,"bottom":2}"#.utf8))
        }
    }
}

/// Stored values that do not fit the type the code reads them as (written by a newer version of
/// the app, another process or another device) read as a stand-in and are reported, never a trap.
@Suite struct UndecodableValueTests {
    /// A store whose one page holds values another version of the app wrote, put there with
    /// SQL: `size` and `margins` as JSON of another shape.
    func storeWithForeignValues(_ directory: TemporaryDirectory) throws -> PersistentContainer {
        let container = try TestStoreKind.sqliteFile.makeContainer(model: Page.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            _ = Page(context: context)
            try context.save()
        }
        let url = try #require(container.persistentStoreCoordinator.persistentStores.first?.url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "UPDATE ZPAGE SET ZSIZE = ?, ZMARGINS = ?", arguments: [Data(#"{"w":1}"#.utf8), Data(#"["wide"]"#.utf8)])
        }
        try queue.close()
        return container
    }

    @Test func undecodableValuesReadAsTheirDefaultAndAreReported() throws {
        let directory = TemporaryDirectory()
        let container = try storeWithForeignValues(directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let page = try #require(try context.fetch(Page.fetchRequest()).first)
            #expect(context.lastDecodingError == nil)
            #expect(page.size == nil)
            let sizeError = try #require(context.lastDecodingError)
            #expect(sizeError.code == .undecodableValue && sizeError.entityName == "Page" && sizeError.propertyName == "size")
            #expect(sizeError.objectID == page.objectID)
            #expect(sizeError.message.contains("Page.size") && sizeError.message.contains("7 bytes"), "\(sizeError.message)")
            #expect(page.margins == Margins(top: 1, bottom: 2), "the model's default")
            #expect(context.lastDecodingError?.propertyName == "margins")
            // Changing the value ends it.
            context.lastDecodingError = nil
            page.margins = Margins(top: 3, bottom: 4)
            try context.save()
            context.reset()
            #expect(try context.fetch(Page.fetchRequest()).first?.margins == Margins(top: 3, bottom: 4))
            #expect(context.lastDecodingError == nil)
        }
    }
}
