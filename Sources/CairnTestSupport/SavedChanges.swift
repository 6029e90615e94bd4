import Cairn
import Foundation
import Synchronization

/// What one save wrote: the IDs of the objects it inserted, updated and deleted, from the
/// context's did-save notification. Made by ``Cairn/ManagedObjectContext/saveRecordingChanges()``.
public struct SavedChanges: Sendable, Equatable {
    /// The objects the save inserted, by their permanent IDs.
    public var inserted: Set<ManagedObjectID> = []
    /// The objects the save updated.
    public var updated: Set<ManagedObjectID> = []
    /// The objects the save deleted.
    public var deleted: Set<ManagedObjectID> = []

    /// Whether the save wrote nothing.
    public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// Creates a record of changes.
    public init(inserted: Set<ManagedObjectID> = [], updated: Set<ManagedObjectID> = [], deleted: Set<ManagedObjectID> = []) {
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
    }

    /// Throws, naming the differences, unless the save inserted, updated and deleted exactly these
    /// objects. Pass the objects after the save: inserting gives them their permanent IDs.
    public func expect(
        inserted: [ManagedObject] = [], updated: [ManagedObject] = [], deleted: [ManagedObject] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let expected = SavedChanges(
            inserted: Set(inserted.map(\.objectID)), updated: Set(updated.map(\.objectID)), deleted: Set(deleted.map(\.objectID))
        )
        let differences = [
            Self.difference("inserted", found: self.inserted, expected: expected.inserted),
            Self.difference("updated", found: self.updated, expected: expected.updated),
            Self.difference("deleted", found: self.deleted, expected: expected.deleted),
        ].compactMap { $0 }
        guard differences.isEmpty else {
            throw TestFailure("the save differs from the expected changes: \(differences.joined(separator: "; "))", file: file, line: line)
        }
    }

    private static func difference(_ label: String, found: Set<ManagedObjectID>, expected: Set<ManagedObjectID>) -> String? {
        guard found != expected else { return nil }
        var parts: [String] = []
        let extra = found.subtracting(expected), missing = expected.subtracting(found)
        if !extra.isEmpty { parts.append("also \(label) \(ManagedObjectContext.describe(extra))") }
        if !missing.isEmpty { parts.append("not \(label) \(ManagedObjectContext.describe(missing))") }
        return parts.joined(separator: ", ")
    }
}

/// Collects the did-save notifications of one save; the notification may arrive on the context's
/// queue, so the record is behind a lock.
final class SavedChangesRecorder: Sendable {
    private let state = Mutex(SavedChanges())

    var changes: SavedChanges { state.withLock { $0 } }

    func record(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        func ids(_ key: ManagedObjectContext.NotificationKey) -> Set<ManagedObjectID> {
            info[key.rawValue] as? Set<ManagedObjectID> ?? []
        }
        let inserted = ids(.insertedObjectIDs), updated = ids(.updatedObjectIDs), deleted = ids(.deletedObjectIDs)
        state.withLock {
            $0.inserted.formUnion(inserted)
            $0.updated.formUnion(updated)
            $0.deleted.formUnion(deleted)
        }
    }
}
