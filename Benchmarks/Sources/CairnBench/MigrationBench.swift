import Cairn
import Foundation
import GRDB

/// M2: a lightweight migration of the benchmark entity (one attribute added with a default, one
/// renamed) over 1,000,000 rows, against the same change in hand-written SQL on a copy of the same
/// file (create table, `INSERT … SELECT`, drop, rename, re-index) in the same run. Cairn's side is
/// what an app pays when it opens an older store: a container's `loadPersistentStores`, which
/// writes the migrated store to a new file, makes it durable and swaps it in. The ratio is the
/// median over the rounds of Cairn / SQL within the round; peak memory is the process's resident
/// high-water mark after the first Cairn migration (the file is filled by SQL, which needs little).
///
/// M3: the same migration with `i6` computed per row by a Swift closure of a custom mapping
/// (`i1 * 2`, read through ``MigrationSourceObject``), against `ZI1 * 2` in the hand-written SQL.
///
/// Run alone, outside the interleaved table: `cairn-bench --migration [--quick] [--rounds N]`.
enum MigrationBench {
    static let flag = "--migration"

    /// The next version of ``CairnItem/model``: `s3` renamed to `title`, `i6` added with a default.
    static func nextModel() -> ManagedObjectModel {
        let title = AttributeDescription(name: "title", type: .string, isOptional: false)
        title.renamingIdentifier = "s3"
        return ManagedObjectModel {
            EntityDescription(name: "Item") {
                for name in ["i1", "i2", "i3", "i4", "i5"] {
                    AttributeDescription(name: name, type: .integer64, isOptional: false, isIndexed: name == "i1")
                }
                AttributeDescription(name: "s1", type: .string, isOptional: false)
                AttributeDescription(name: "s2", type: .string, isOptional: false)
                title
                AttributeDescription(name: "d", type: .double, isOptional: false)
                AttributeDescription(name: "b", type: .boolean, isOptional: false)
                AttributeDescription(name: "i6", type: .integer64, isOptional: false, defaultValue: 7)
            }
        }
    }

    /// Parses `--quick` and `--rounds N`, runs M2 and M3 and prints their lines.
    static func main(_ arguments: [String], log: (String) -> Void) throws {
        for custom in [false, true] { try run(arguments, custom: custom, log: log) }
    }

    private static func run(_ arguments: [String], custom: Bool, log: (String) -> Void) throws {
        let name = custom ? "M3" : "M2"
        let options = SideBenchOptions(arguments, defaultRounds: 3)
        try options.withFolder("migration") { base in
            try run(name, custom: custom, rows: options.quick ? 100_000 : 1_000_000, rounds: options.rounds, base, log: log)
        }
    }

    private static func run(_ name: String, custom: Bool, rows: Int, rounds: Int, _ base: URL, log: (String) -> Void) throws {
        let original = base.appendingPathComponent("original.sqlite")
        try fill(original, rows: rows)
        var cairnTimes: [Double] = [], sqlTimes: [Double] = [], ratios: [Double] = []
        var peak = 0
        for round in 0..<rounds {
            let (cairnCopy, sqlCopy) = (base.appendingPathComponent("cairn-\(round).sqlite"), base.appendingPathComponent("sql-\(round).sqlite"))
            try FileManager.default.copyItem(at: original, to: cairnCopy)
            try FileManager.default.copyItem(at: original, to: sqlCopy)
            let cairn = try measure { try migrateWithCairn(cairnCopy, custom: custom) }
            if round == 0 { peak = MemoryProbe.peakBytes }
            let sql = try measure { try migrateWithSQL(sqlCopy, custom: custom) }
            guard cairn.checksum == Int64(rows), sql.checksum == Int64(rows) else {
                throw BenchError("\(name): migrated \(cairn.checksum) rows with Cairn and \(sql.checksum) with SQL, expected \(rows)")
            }
            cairnTimes.append(cairn.seconds)
            sqlTimes.append(sql.seconds)
            ratios.append(cairn.seconds / sql.seconds)
            log("round \(round + 1)/\(rounds)  \(name)  Cairn \(String(format: "%.2f s", cairn.seconds))  SQL \(String(format: "%.2f s", sql.seconds))")
            try? FileManager.default.removeItem(at: cairnCopy)
            try? FileManager.default.removeItem(at: sqlCopy)
        }
        let change = custom ? "add an attribute computed by a closure, rename one" : "add an attribute with a default, rename one"
        print(
            "\(name)  migrate \(rows) rows (\(change)): Cairn \(String(format: "%.2f", Summary(cairnTimes).median)) s;"
                + " hand-written SQL \(String(format: "%.2f", Summary(sqlTimes).median)) s; Cairn/SQL \(String(format: "%.2f", Summary(ratios).median));"
                + " peak memory \(peak / 1_048_576) MiB")
    }

    /// A store of ``CairnItem/model`` with `rows` items, written by SQL in one statement.
    private static func fill(_ url: URL, rows: Int) throws {
        let stack = try CairnStack(path: url.path)
        try stack.run { _ in }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < \(rows))
                    INSERT INTO ZITEM (Z_PK, Z_ENT, Z_OPT, ZI1, ZI2, ZI3, ZI4, ZI5, ZS1, ZS2, ZS3, ZD, ZB)
                    SELECT x, 1, 1, x, x * 2, x * 3, x % 1000, -x, 'name ' || x, 'group ' || (x % 100), 'a longer text value number ' || x, x * 0.5, x % 2 FROM n
                    """)
            try db.execute(sql: "UPDATE Z_PRIMARYKEY SET Z_MAX = ? WHERE Z_NAME = 'Item'", arguments: [rows])
        }
        try queue.close()
    }

    /// Opens the store with the next model version, as an app does (with a custom stage computing
    /// `i6` when `custom`); returns its row count.
    private static func migrateWithCairn(_ url: URL, custom: Bool) throws -> Int64 {
        let next = nextModel()
        let container = PersistentContainer(name: "CairnBench", managedObjectModel: next)
        let description = PersistentStoreDescription(url: url)
        if custom {
            var mapping = try MappingModel.inferredMappingModel(forSourceModel: CairnItem.model, destinationModel: next)
            try mapping.transformAttribute("i6", of: "Item", reading: ["i1"]) { item in (try item.value(forKey: "i1") as! NSNumber).int64Value * 2 }
            description.stagedMigrationManager = StagedMigrationManager([CustomMigrationStage(migratingFrom: CairnItem.model, to: next, mappingModel: mapping)])
        }
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        let count = try context.performAndWait { try context.count(for: FetchRequest<ManagedObject>(entityName: "Item")) }
        for store in container.persistentStoreCoordinator.persistentStores { try container.persistentStoreCoordinator.remove(store) }
        return Int64(count)
    }

    /// The same change by hand, in place, in one transaction; returns the row count.
    private static func migrateWithSQL(_ url: URL, custom: Bool) throws -> Int64 {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE ZITEM_NEW (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZI1 INTEGER, ZI2 INTEGER, ZI3 INTEGER,
                        ZI4 INTEGER, ZI5 INTEGER, ZS1 VARCHAR, ZS2 VARCHAR, ZTITLE VARCHAR, ZD FLOAT, ZB INTEGER, ZI6 INTEGER);
                    INSERT INTO ZITEM_NEW SELECT Z_PK, Z_ENT, Z_OPT, ZI1, ZI2, ZI3, ZI4, ZI5, ZS1, ZS2, ZS3, ZD, ZB, \(custom ? "ZI1 * 2" : "7") FROM ZITEM;
                    DROP TABLE ZITEM;
                    ALTER TABLE ZITEM_NEW RENAME TO ZITEM;
                    CREATE INDEX Z_ITEM_ZI1 ON ZITEM (ZI1);
                    """)
            return try Int64.fetchOne(db, sql: "SELECT count(*) FROM ZITEM") ?? 0
        }
    }
}
