import Foundation

@testable import Cairn

/// Folders and notes with one derived attribute of each kind Core Data supports.
enum DerivedAttributeModel {
    static func make() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Folder") {
                AttributeDescription(name: "name", type: .string)
                DerivedAttributeDescription(name: "searchName", type: .string, derivationExpression: expression("canonical:(name)"))
                DerivedAttributeDescription(name: "lowerName", type: .string, derivationExpression: expression("lowercase:(name)"))
                DerivedAttributeDescription(name: "noteCount", type: .integer64, derivationExpression: expression("notes.@count"))
                DerivedAttributeDescription(name: "totalWords", type: .integer64, derivationExpression: expression("notes.@sum.words"))
                DerivedAttributeDescription(name: "modified", type: .date, derivationExpression: expression("now()"))
                RelationshipDescription(name: "notes", destination: "Note", inverse: "folder", toMany: true)
            }
            EntityDescription(name: "Note") {
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "words", type: .integer32, defaultValue: 0)
                DerivedAttributeDescription(name: "folderName", type: .string, derivationExpression: expression("folder.name"))
                RelationshipDescription(name: "folder", destination: "Folder", inverse: "notes")
            }
        }
    }

    static func expression(_ format: String) -> FetchExpression {
        do { return try FetchExpression.parse(format: format) } catch { fatalError("\(error)") }
    }
}
