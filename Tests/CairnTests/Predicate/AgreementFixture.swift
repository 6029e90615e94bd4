import Foundation

@testable import Cairn

/// Random data for the back-end agreement property test: items with owners (to-one), ordered
/// parts (one-to-many) and tags (many-to-many), loaded identically into any store kind.
struct AgreementFixture {
    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Item") {
                AttributeDescription(name: "key", type: .integer64, isOptional: false, isIndexed: true)
                AttributeDescription(name: "count", type: .integer32)
                AttributeDescription(name: "score", type: .double)
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "flag", type: .boolean)
                AttributeDescription(name: "when", type: .date)
                RelationshipDescription(name: "owner", destination: "Owner", inverse: "items")
                RelationshipDescription(name: "parts", destination: "Part", inverse: "item", toMany: true, ordered: true)
                RelationshipDescription(name: "tags", destination: "Tag", inverse: "items", toMany: true)
            }
            EntityDescription(name: "Owner") {
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "rank", type: .integer16)
                RelationshipDescription(name: "items", destination: "Item", inverse: "owner", toMany: true)
            }
            EntityDescription(name: "Part") {
                AttributeDescription(name: "weight", type: .double)
                AttributeDescription(name: "label", type: .string)
                RelationshipDescription(name: "item", destination: "Item", inverse: "parts")
            }
            EntityDescription(name: "Tag") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "items", destination: "Item", inverse: "tags", toMany: true)
            }
        }
    }

    static let words = ["apple", "Apple", "APPLE", "äpple", "banana", "Bánana", "cherry", "", "a*b", "x?y", "Zeta", "zeta"]
    static let ownerNames: [String?] = [nil, "ann", "Bob", "cécile", "apple"]
    static let tagNames: [String?] = ["red", "Apple", nil, "zeta"]

    struct Item {
        var values: [String: PropertyValue]
        var owner: Int?
        var parts: [[String: PropertyValue]]
        var tags: [Int]
    }

    var items: [Item] = []

    init(_ random: inout SplitMix64) {
        func maybe(_ value: PropertyValue) -> PropertyValue { random.chance(0.2) ? .null : value }
        items = (0..<60).map { key in
            Item(
                values: [
                    "key": .integer(Int64(key)),
                    "count": maybe(.integer(Int64(random.int(-3...3)))),
                    "score": maybe(.double(Double(random.int(-20...20)) / 4)),
                    "name": maybe(.string(random.pick(Self.words))),
                    "flag": maybe(.bool(random.chance(0.5))),
                    "when": maybe(.date(Date(timeIntervalSinceReferenceDate: Double(random.int(0...5)) * 1000))),
                ],
                owner: random.chance(0.2) ? nil : random.int(0...(Self.ownerNames.count - 1)),
                parts: (0..<random.int(0...3)).map { _ in
                    ["weight": maybe(.double(Double(random.int(0...12)) / 4)), "label": maybe(.string(random.pick(Self.words)))]
                },
                tags: Array(Set((0..<random.int(0...3)).map { _ in random.int(0...(Self.tagNames.count - 1)) })).sorted())
        }
    }

    /// The objects of one loaded context, to pick substitution values from.
    struct Loaded {
        let context: ManagedObjectContext
        let items: [ManagedObject]
        let owners: [ManagedObject]
        let tags: [ManagedObject]
    }

    /// Inserts the data into a new context of `container` (saved unless `save` is false).
    func load(into container: PersistentContainer, save: Bool) throws -> Loaded {
        let context = container.newBackgroundContext()
        return try context.performAndWait {
            let entities = container.managedObjectModel.entitiesByName
            func insert(_ entity: String, _ values: [String: PropertyValue]) -> ManagedObject {
                let object = ManagedObject(entity: entities[entity]!, insertInto: context)
                for (key, value) in values { object.setPrimitivePropertyValue(value, forKey: key) }
                return object
            }
            let owners = Self.ownerNames.enumerated().map { index, name in
                insert("Owner", ["name": name.map(PropertyValue.string) ?? .null, "rank": .integer(Int64(index - 1))])
            }
            let tags = Self.tagNames.map { insert("Tag", ["name": $0.map(PropertyValue.string) ?? .null]) }
            let items = self.items.map { row -> ManagedObject in
                let item = insert("Item", row.values)
                if let owner = row.owner { owners[owner].add(item, toRelationship: "items") }
                for part in row.parts { item.add(insert("Part", part), toRelationship: "parts") }
                for tag in row.tags { item.add(tags[tag], toRelationship: "tags") }
                return item
            }
            if save { try context.save() }
            return Loaded(context: context, items: items, owners: owners, tags: tags)
        }
    }
}
