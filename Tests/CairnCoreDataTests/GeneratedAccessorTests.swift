import CairnCoreData
import CairnTestSupport
import Testing

// Xcode's generated `…+CoreDataProperties.swift` accessors, with `@NSManaged` on functions spelled
// `@ManagedAccessor` and the `@objc(…)` lines deleted.
extension Note {
    @ManagedAccessor public func addToTags(_ value: Tag)
    @ManagedAccessor public func removeFromTags(_ value: Tag)
    @ManagedAccessor public func addToTags(_ values: NSSet)
    @ManagedAccessor public func removeFromTags(_ values: NSSet)

    @ManagedAccessor public func insertIntoSteps(_ value: Step, at idx: Int)
    @ManagedAccessor public func removeFromSteps(at idx: Int)
    @ManagedAccessor public func insertIntoSteps(_ values: [Step], at indexes: NSIndexSet)
    @ManagedAccessor public func removeFromSteps(at indexes: NSIndexSet)
    @ManagedAccessor public func replaceSteps(at idx: Int, with value: Step)
    @ManagedAccessor public func replaceSteps(at indexes: NSIndexSet, with values: [Step])
    @ManagedAccessor public func addToSteps(_ value: Step)
    @ManagedAccessor public func removeFromSteps(_ value: Step)
    @ManagedAccessor public func addToSteps(_ values: NSOrderedSet)
    @ManagedAccessor public func removeFromSteps(_ values: NSOrderedSet)
}

@Suite("Xcode's generated to-many accessors")
@MainActor
struct GeneratedAccessorTests {
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws { container = try Stack.container() }

    func tag(_ name: String) -> Tag {
        let tag = Tag(context: context)
        tag.name = name
        return tag
    }

    func step(_ text: String) -> Step {
        let step = Step(context: context)
        step.text = text
        return step
    }

    func texts(_ note: Note) -> [String] { note.steps.array.compactMap { ($0 as? Step)?.text } }

    @Test("add and remove one member or a set, with the inverse kept")
    func unordered() throws {
        let note = Note(context: context)
        note.title = "n"
        let (a, b, c) = (tag("a"), tag("b"), tag("c"))
        note.addToTags(a)
        note.addToTags(NSSet(array: [b, c]))
        #expect(Set(note.tags.map(\.name)) == ["a", "b", "c"])
        #expect(b.notes == [note])
        note.removeFromTags(a)
        note.removeFromTags(NSSet(array: [c]))
        #expect(note.tags.map(\.name) == ["b"])
        #expect(a.notes.isEmpty)
        try context.save()
    }

    @Test("insert, remove and replace by index in an ordered relationship")
    func ordered() throws {
        let note = Note(context: context)
        note.title = "n"
        note.addToSteps(step("one"))
        note.addToSteps(NSOrderedSet(array: [step("three")]))
        note.insertIntoSteps(step("two"), at: 1)
        #expect(texts(note) == ["one", "two", "three"])
        note.insertIntoSteps([step("zero"), step("half")], at: NSIndexSet(indexesIn: NSRange(location: 0, length: 2)))
        #expect(texts(note) == ["zero", "half", "one", "two", "three"])
        note.removeFromSteps(at: 1)
        note.replaceSteps(at: 0, with: step("ZERO"))
        #expect(texts(note) == ["ZERO", "one", "two", "three"])
        note.removeFromSteps(at: NSIndexSet(indexesIn: NSRange(location: 2, length: 2)))
        note.replaceSteps(at: NSIndexSet(index: 1), with: [step("ONE")])
        #expect(texts(note) == ["ZERO", "ONE"])
        let first = try #require(note.steps.firstObject as? Step)
        note.removeFromSteps(first)
        #expect(texts(note) == ["ONE"])
        #expect(first.note == nil)
        try context.save()
    }
}
