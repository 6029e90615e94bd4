import Foundation
import Testing

/// `cairn import --model` with Xcode model files, `--where`, and standard input.
@Suite final class XcodeModelImportTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// A versioned `Shop.xcdatamodeld` whose current version, "Shop 2", adds `stock`.
    func writeShopModel() throws -> String {
        let version1 = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Product" representedClassName="Product" syncable="YES">
                    <attribute name="name" attributeType="String"/>
                </entity>
            </model>
            """
        let version2 = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Product" representedClassName="Product" syncable="YES">
                    <attribute name="name" attributeType="String"/>
                    <attribute name="stock" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                </entity>
            </model>
            """
        let current = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Shop 2.xcdatamodel</string></dict></plist>
            """
        for folder in ["Shop.xcdatamodeld/Shop.xcdatamodel", "Shop.xcdatamodeld/Shop 2.xcdatamodel"] {
            try FileManager.default.createDirectory(atPath: cairn.path(folder), withIntermediateDirectories: true)
        }
        try cairn.write("Shop.xcdatamodeld/Shop.xcdatamodel/contents", version1)
        try cairn.write("Shop.xcdatamodeld/Shop 2.xcdatamodel/contents", version2)
        try cairn.write("Shop.xcdatamodeld/.xccurrentversion", current)
        return cairn.path("Shop.xcdatamodeld")
    }

    static let products = """
        [{"name": "Kettle", "stock": 4, "added": "2024-05-01T12:30:45Z"},
         {"name": "Mug", "stock": 12, "added": "2024-05-02T08:00:00.250+02:00"},
         {"name": "Plate"}]
        """

    @Test func importWithTheCurrentVersionOfAnXcodeModel() throws {
        let store = cairn.path("Shop.sqlite")
        let run = try cairn.run(["import", store, "--model", try writeShopModel(), "Product", "-"], input: Self.products)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Imported 3 Product objects into \(store).\n")

        let inspect = try cairn.run("inspect", store)
        #expect(inspect.lines.contains("Model version: Shop 2"))
        #expect(inspect.lines.contains("  stock: integer16, optional, default 0"))
        #expect(inspect.lines.contains("  name: string, required"))
        let query = try cairn.run("query", store, "Product", "--sort", "stock", "--descending")
        #expect(query.lines.count == 3)
        #expect(query.lines.first?.hasSuffix(#","name":"Mug","stock":12,"added":"2024-05-02T06:00:00.250Z"}"#) == true)
    }

    @Test func whereFiltersWithTheNSPredicateFormatLanguage() throws {
        let store = cairn.path("Shop.sqlite")
        _ = try cairn.run(["import", store, "--model", try writeShopModel(), "Product", "-"], input: Self.products)
        func names(_ condition: String) throws -> [String?] {
            let run = try cairn.run("query", store, "Product", "--where", condition, "--sort", "name")
            #expect(run.status == 0, "\(condition): \(run.error)")
            return run.lines.map { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["name"] as? String
            }
        }
        #expect(try names("stock > 3") == ["Kettle", "Mug"])
        #expect(try names("name BEGINSWITH[c] 'm' OR stock == 0") == ["Mug", "Plate"])
        #expect(try names("added > CAST(736300000, 'NSDate')") == ["Mug"], "CAST(seconds since 2001, 'NSDate')")
        #expect(try names("added == nil") == ["Plate"])

        let syntax = try cairn.run("query", store, "Product", "--where", "(stock > ")
        #expect(syntax.status == 64)
        #expect(syntax.error.contains("--where: unexpected end of format string"))
        let unknown = try cairn.run("query", store, "Product", "--where", "colour == 'red'")
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("'colour'"))
    }

    @Test func aBrokenXcodeModelNamesTheFileAndLine() throws {
        try FileManager.default.createDirectory(atPath: cairn.path("Broken.xcdatamodel"), withIntermediateDirectories: true)
        try cairn.write("Broken.xcdatamodel/contents", "<?xml version=\"1.0\"?>\n<model>\n<entity name=\"A\">\n</model>\n")
        let items = try cairn.write("items.json", "[]")
        let run = try cairn.run("import", cairn.path("b.sqlite"), "--model", cairn.path("Broken.xcdatamodel"), "A", items)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("cairn import: "))
        #expect(run.error.contains("contents"))
        #expect(run.error.contains("line"))
        #expect(!FileManager.default.fileExists(atPath: cairn.path("b.sqlite")))
    }
}
