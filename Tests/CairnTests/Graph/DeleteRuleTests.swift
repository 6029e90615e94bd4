import Cairn
import CairnTestSupport
import Foundation
import Testing

/// The delete rules the other specs do not cover, and an ordered many-to-many relationship.
@Suite struct DeleteRuleTests {
    @Test(arguments: TestStoreKind.allCases)
    func noActionLeavesTheDestinationPointingAtTheDeletedObject(_ kind: TestStoreKind) throws {
        let model = SeedModels.notebooks()
        let notes = try #require(model.entitiesByName["Notebook"]?.declaredProperties.first { $0.name == "notes" } as? RelationshipDescription)
        notes.deleteRule = .noAction
        let spec = try GraphSpec(kind, model)
        try spec.run { context in
            let notebook = Notebook(context: context)
            let note = Note(context: context)
            note.notebook = notebook
            try context.save()
            let notebookID = notebook.objectID
            context.delete(notebook)
            #expect(note.notebook?.objectID == notebookID && !note.isUpdated, "no action: the note is left as it was")
            try context.save()
            #expect(throws: CairnError.self, "…pointing at an object that no longer exists") { try context.existingObject(with: notebookID) }
        }
        #expect(try spec.count("Note") == 1)
    }

    @Test(arguments: TestStoreKind.allCases)
    func anOrderedManyToManyKeepsItsOrder(_ kind: TestStoreKind) throws {
        // Student.courses is ordered, Course.students is not; "Course" sorts first, yet the
        // ordered side owns the join table so that its order is stored.
        let model = ManagedObjectModel {
            EntityDescription(name: "Course") {
                AttributeDescription(name: "title", type: .string)
                RelationshipDescription(name: "students", destination: "Student", inverse: "courses", toMany: true)
            }
            EntityDescription(name: "Student") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "courses", destination: "Course", inverse: "students", toMany: true, ordered: true)
            }
        }
        let spec = try GraphSpec(kind, model)
        let studentID = try spec.run { context in
            let courses = ["math", "art", "biology"].map { title -> ManagedObject in
                let course = ManagedObject(entity: model.entitiesByName["Course"]!, insertInto: context)
                course.setPrimitivePropertyValue(.string(title), forKey: "title")
                return course
            }
            let student = ManagedObject(entity: model.entitiesByName["Student"]!, insertInto: context)
            student.setManagedValue(courses, forKey: "courses")
            student.moveObject(at: 2, to: 0, inRelationship: "courses")
            let students: Set<ManagedObject> = courses[0].managedValue(forKey: "students")
            #expect(students == [student])
            try context.save()
            return student.objectID
        }
        try spec.run { context in
            let student = try context.existingObject(with: studentID)
            let courses: [ManagedObject] = student.managedValue(forKey: "courses")
            #expect(courses.map { $0.primitivePropertyValue(forKey: "title") } == [.string("biology"), .string("math"), .string("art")])
        }
    }
}
