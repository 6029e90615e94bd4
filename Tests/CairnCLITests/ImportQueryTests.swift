import Cairn
import Foundation
import Testing

/// `cairn import` and `cairn query`, run as child processes.
@Suite final class ImportQueryTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// Items with one attribute of every type, and owners they may belong to.
    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Item") {
                AttributeDescription(name: "title", type: .string, isOptional: false)
                AttributeDescription(name: "count", type: .integer16, isOptional: false, defaultValue: 0)
                AttributeDescription(name: "total", type: .integer64)
                AttributeDescription(name: "price", type: .decimal)
                AttributeDescription(name: "ratio", type: .double)
                AttributeDescription(name: "weight", type: .float)
                AttributeDescription(name: "done", type: .boolean)
                AttributeDescription(name: "due", type: .date, isIndexed: true)
                AttributeDescription(name: "blob", type: .binaryData)
                AttributeDescription(name: "token", type: .uuid)
                AttributeDescription(name: "link", type: .uri)
                AttributeDescription(name: "tags", codable: [String].self)
                RelationshipDescription(name: "owner", destination: "Owner", inverse: "items")
            }
            EntityDescription(name: "Owner") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "items", destination: "Item", inverse: "owner", toMany: true)
            }
        }
    }

    /// ``model()`` as a Cairn model JSON file's contents.
    static var modelJSON: String {
        String(decoding: try! ModelSchema(model()).encoded(), as: UTF8.self)
    }

    static let items = """
        [
          {"title": "Kettle", "count": 2, "total": 9007199254740993, "price": "19.99", "ratio": 0.5, "weight": 1.25,
           "done": true, "due": "2024-05-01T12:30:45Z", "blob": "AQID", "token": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
           "link": "https://example.com/kettle?size=1", "tags": ["kitchen", "tea"]},
          {"title": "Mug \\"large\\"\\n", "count": 7, "price": 3, "weight": 1.1, "done": false, "due": "2024-05-02T08:00:00.250+02:00",
           "blob": null, "tags": []},
          {"title": "Plate"}
        ]
        """

    /// Each line of `run`'s output as a JSON object.
    func objects(_ run: CairnExecutable.Run) throws -> [[String: Any]] {
        try run.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    /// Imports ``items`` into a new store and returns the store's path.
    func importItems() throws -> String {
        let store = cairn.path("shop.sqlite")
        let model = try cairn.write("model.json", Self.modelJSON)
        let file = try cairn.write("items.json", Self.items)
        let run = try cairn.run("import", store, "--model", model, "Item", file)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Imported 3 Item objects into \(store).\n")
        return store
    }

    @Test func importThenQueryRoundTripsEveryType() throws {
        let store = try importItems()
        let run = try cairn.run("query", store, "Item", "--sort", "title")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines.first?.hasPrefix(#"{"_id":"x-coredata://"#) == true, "_id first")
        #expect(run.lines.first?.contains(#""title":"Kettle","count":2,"total":9007199254740993"#) == true, "model order, exact integers")
        let rows = try objects(run)
        try #require(rows.count == 3)
        let kettle = rows[0]
        #expect((kettle["_id"] as? String)?.contains("/Item/p") == true)
        #expect(kettle["price"] as? String == "19.99")
        #expect(kettle["ratio"] as? Double == 0.5)
        #expect(kettle["weight"] as? Double == 1.25)
        #expect(kettle["done"] as? Bool == true)
        #expect(kettle["due"] as? String == "2024-05-01T12:30:45Z")
        #expect(kettle["blob"] as? String == "AQID")
        #expect(kettle["token"] as? String == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(kettle["link"] as? String == "https://example.com/kettle?size=1")
        #expect(kettle["tags"] as? [String] == ["kitchen", "tea"])
        #expect(kettle["owner"] is NSNull)

        let mug = rows[1]
        #expect(mug["title"] as? String == "Mug \"large\"\n")
        #expect(mug["due"] as? String == "2024-05-02T06:00:00.250Z", "fractional seconds and offsets, printed in UTC")
        #expect(mug["price"] as? String == "3")
        #expect(run.lines[1].contains(#""weight":1.1,"#), "a float printed as the Float it is")
        #expect(mug["blob"] is NSNull)
        #expect(mug["tags"] as? [String] == [])

        let plate = rows[2]
        #expect(plate["count"] as? Int == 0, "the model's default")
        #expect(plate["done"] is NSNull)
    }

    @Test func sortLimitOffsetAndDescending() throws {
        let store = try importItems()
        let titles = { (run: CairnExecutable.Run) in try self.objects(run).map { $0["title"] as? String } }
        #expect(try titles(cairn.run("query", store, "Item")) == ["Kettle", "Mug \"large\"\n", "Plate"], "unsorted: the file's order")
        #expect(try titles(cairn.run("query", store, "Item", "--sort", "count", "--descending", "--limit", "2")) == ["Mug \"large\"\n", "Kettle"])
        #expect(try titles(cairn.run("query", store, "Item", "--sort", "title", "--offset", "1")) == ["Mug \"large\"\n", "Plate"])
        #expect(try titles(cairn.run("query", store, "Item", "--sort", "done", "--sort", "title")) == ["Plate", "Mug \"large\"\n", "Kettle"])
    }

    @Test func aSecondImportUsesTheStoresOwnModel() throws {
        let store = try importItems()
        let more = try cairn.write("more.json", #"[{"title": "Spoon", "count": 12}]"#)
        let run = try cairn.run("import", store, "Item", more)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Imported 1 Item object into \(store).\n")
        #expect(try cairn.run("query", store, "Item").lines.count == 4)
    }

    @Test func relationshipsTakeObjectURIs() throws {
        let store = try importItems()
        let owners = try cairn.write("owners.json", #"[{"name": "Ada"}]"#)
        #expect(try cairn.run("import", store, "Owner", owners).status == 0)
        let ada = try #require(try objects(cairn.run("query", store, "Owner")).first?["_id"] as? String)
        let items = try cairn.write("owned.json", #"[{"title": "Teapot", "owner": "\#(ada)"}, {"title": "Cup", "owner": "\#(ada)"}]"#)
        let imported = try cairn.run("import", store, "Item", items)
        #expect(imported.status == 0, "\(imported.error)")

        let owner = try #require(try objects(cairn.run("query", store, "Owner")).first)
        #expect((owner["items"] as? [String])?.count == 2, "the inverse was set")
        let teapot = try #require(try objects(cairn.run("query", store, "Item", "--sort", "title", "--descending", "--limit", "1")).first)
        #expect(teapot["owner"] as? String == ada)
    }

    @Test func anUnknownKeyFailsWithKeyIndexAndEntityAndCreatesNoStore() throws {
        let store = cairn.path("new.sqlite")
        let model = try cairn.write("model.json", Self.modelJSON)
        let file = try cairn.write("typo.json", #"[{"title": "ok"}, {"title": "x", "nmae": "y"}]"#)
        let run = try cairn.run("import", store, "--model", model, "Item", file)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("cairn import: typo.json: element 1: unknown key 'nmae' for entity Item"))
        #expect(!FileManager.default.fileExists(atPath: store), "a failed import leaves no new store behind")
    }

    @Test func badValuesNameFileIndexKeyAndEntityAndSaveNothing() throws {
        let store = try importItems()
        let cases: [(json: String, message: String)] = [
            (#"[{"title": "a", "count": "three"}]"#, "element 0, key 'count' of entity Item: expected an integer (a JSON number), got a string."),
            (
                #"[{"title": "a"}, {"title": "b", "count": 1.5}]"#,
                "element 1, key 'count' of entity Item: Item.count (integer16): expected a number without fractional part"
            ),
            (#"[{"title": "a", "count": 40000}]"#, "element 0, key 'count' of entity Item: Item.count: the value does not fit in integer16 (maximum 32767)."),
            (#"[{"title": "a", "due": "yesterday"}]"#, "element 0, key 'due' of entity Item: expected an ISO-8601 date string"),
            (#"[{"title": "a", "token": "123"}]"#, "element 0, key 'token' of entity Item: expected a UUID string"),
            (#"[{"title": "a", "blob": "%%%"}]"#, "element 0, key 'blob' of entity Item: expected a base64 string"),
            (#"[{"title": null}]"#, "element 0, key 'title' of entity Item: null is not allowed: the attribute is required."),
            (#"[{"count": 1}]"#, "element 0: the required attribute 'title' of entity Item has no value."),
            (
                #"[{"title": "a", "owner": "x-coredata://nowhere/Owner/p1"}]"#,
                "element 0, key 'owner' of entity Item: expected the URI of an object in this store"
            ),
            (#"[{"title": "a"}, 3]"#, "element 1 is a number, not a JSON object."),
            (#"{"title": "a"}"#, "bad.json must contain a JSON array of objects."),
            (#"[{"title": "a",]"#, "bad.json is not valid JSON"),
        ]
        for (json, message) in cases {
            let file = try cairn.write("bad.json", json)
            let run = try cairn.run("import", store, "Item", file)
            #expect(run.status == 1, "\(json)")
            #expect(run.error.contains(message), "\(json) → \(run.error)")
        }
        #expect(try cairn.run("query", store, "Item").lines.count == 3, "nothing was saved")
    }

    @Test func argumentErrors() throws {
        let missing = try cairn.run("import", cairn.path("none.sqlite"), "Item", cairn.path("x.json"))
        #expect(missing.status == 64, "a usage error")
        #expect(missing.error.contains("pass --model to create it"))
        let store = try importItems()
        let entity = try cairn.run("query", store, "Nope")
        #expect(entity.status == 1)
        #expect(entity.error == "cairn query: The store has no entity named 'Nope' (entities: Item, Owner).\n")
        #expect(try cairn.run("query", store, "Item", "--limit", "0").status == 64)
        #expect(try cairn.run("query", store, "Item", "--descending").status == 64)
        let sort = try cairn.run("query", store, "Item", "--sort", "colour")
        #expect(sort.status == 1)
        #expect(sort.error.contains("colour"))
    }
}
