import CairnCoreData

// Core Data programs, written as Core Data code is, with `import CoreData` replaced by
// `import CairnCoreData`. Each checks what it does and stops with a message if Cairn disagrees
// with Core Data's documented behaviour.
do {
    try runStack()
    try runFetching()
    try runRelationships()
    try runChildContext()
    try runBatchDelete()
    try runFetchedResults()
    try runMigration()
    try runUndoAndNotifications()
    print("All Core Data examples passed.")
} catch {
    print("FAILED: \(error)")
    exit(1)
}
