import Cairn
import CairnSync
import Foundation

// The seeds' senior design question: the same note edited on two devices offline, then both
// online. Two devices with their own SQLite stores sync through a server (here in the process;
// `cairn-sync-server` serves the same over HTTP). Prints what happens and exits 1 if anything is
// not as documented in docs/Sync.md.

func check(_ condition: Bool, _ message: String) {
    print((condition ? "ok    " : "WRONG ") + message)
    if !condition { exit(1) }
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-notes-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

let user = UUID()
let server = InProcessSyncServer()
await server.register(token: "token-of-\(user.uuidString)", user: user)
let phone = try Device("phone", in: directory, server: server, user: user)
let laptop = try Device("laptop", in: directory, server: server, user: user)

// The phone writes a note; both devices sync.
let context = phone.container.newBackgroundContext()
try await context.perform {
    let note = Note(context: context)
    note.id = UUID()
    note.title = "Groceries"
    note.body = "milk"
    try context.save()
}
try await phone.engine.sync()
try await laptop.engine.sync()
check(try laptop.notes().map(\.title) == ["Groceries"], "the laptop has the phone's note")

// Offline: the phone renames the note and edits its body; a moment later the laptop edits the body.
try await phone.edit { $0.title = "Shopping" }
try await phone.edit { $0.body = "milk, eggs" }
try await Task.sleep(for: .milliseconds(10))
try await laptop.edit { $0.body = "milk, eggs, flour" }
print("offline: phone \(try phone.notes()), laptop \(try laptop.notes())")

// Online again: the phone first, then the laptop, then the phone once more.
try await phone.engine.sync()
try await laptop.engine.sync()
try await phone.engine.sync()
let onPhone = try phone.notes(), onLaptop = try laptop.notes()
print("online:  phone \(onPhone), laptop \(onLaptop)")
check(onPhone.map(\.title) == ["Shopping"] && onPhone.map(\.body) == ["milk, eggs, flour"], "the phone has the rename and the later body")
check(onLaptop.map(\.title) == onPhone.map(\.title) && onLaptop.map(\.body) == onPhone.map(\.body), "both devices show the same note")
let conflicts = await server.conflicts(in: user)
print("kept as a conflict: \(conflicts.map { "\($0.property ?? "?") = \($0.losingValue?.description ?? "nil")" })")
check(conflicts.map(\.losingValue) == [.string("milk, eggs")], "the phone's overwritten body is kept as a conflict record")

// The laptop deletes the note while the phone edits it: the delete wins, everywhere, for good.
try await laptop.edit { note in note.managedObjectContext?.delete(note) }
try await phone.edit { $0.title = "Shopping list" }
try await laptop.engine.sync()
try await phone.engine.sync()
try await laptop.engine.sync()
check(try phone.notes().isEmpty && laptop.notes().isEmpty, "the deleted note is gone on both devices")
print("Notes example: every check passed.")
