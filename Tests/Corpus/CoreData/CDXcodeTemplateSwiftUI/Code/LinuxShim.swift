// LINUX SHIM: the class Xcode's "Class Definition" code generation writes for the entity Invite
// (codeGenerationType="class") into the build folder when it builds the app; SwiftPM on Linux has
// no such step. Written as Xcode writes it (Invite+CoreDataClass.swift and
// Invite+CoreDataProperties.swift), with the mechanical edits.
import CairnCoreData

public class Invite: NSManagedObject {}

extension Invite {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Invite> {
        return NSFetchRequest<Invite>(entityName: "Invite")
    }

    @Managed public var accepted: Bool
    @Managed public var end: Date?
    @Managed public var start: Date?
    @Managed public var title: String?
}

extension Invite: Identifiable {}
