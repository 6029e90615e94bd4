import CairnCoreData

/// Stops the program with a message when an expectation fails (CI runs this program).
func check(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
    if !condition {
        print("FAILED (line \(line)): \(message())")
        exit(1)
    }
}

/// A fresh directory for one example's store.
func temporaryStoreURL(_ name: String) -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CoreDataExamples-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("\(name).sqlite")
}
