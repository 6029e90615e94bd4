import ArgumentParser
import Foundation

/// `cairn demo [--store PATH] [--reset]`: the DogWalk demo (see ``DogWalkDemo``).
///
/// ```
/// cairn demo            # Created Fido. … Fido has 1 walk
/// cairn demo            # Found Fido. … Fido has 2 walks
/// cairn demo --reset    # start over
/// ```
struct DemoCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Walk the dog: save a walk in a SQLite store and list all walks so far.",
        discussion: """
            Builds the DogWalk model (Dog with an ordered list of Walks) in code, opens the store \
            $XDG_DATA_HOME/CairnDemo/CairnDemo.sqlite (default ~/.local/share/CairnDemo), finds or \
            creates the dog Fido, adds a walk dated now and saves. Every run adds one walk.
            """
    )

    /// Another store file.
    @Option(help: "Use this store file instead of the app-data directory's.", completion: .file())
    var store: String?

    /// Whether to start over.
    @Flag(help: "Delete the demo store first.")
    var reset = false

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Runs the demo.
    func run() throws {
        try ToolError.reporting("demo") {
            try DogWalkDemo(storeURL: store.map { URL(fileURLWithPath: $0) }, reset: reset).run { print($0) }
        }
    }
}
