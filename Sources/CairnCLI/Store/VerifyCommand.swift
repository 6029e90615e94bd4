import ArgumentParser
import Cairn
import Foundation

/// `cairn verify STORE [--model MODEL]`: checks a store file without changing it; exits 1 with one
/// problem per line when anything is wrong.
///
/// ```
/// cairn verify ~/.local/share/CairnDemo/CairnDemo.sqlite
/// cairn verify Shop.sqlite --model Shop.xcdatamodeld
/// ```
struct VerifyCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a store: SQLite's integrity check, metadata, model, key counters and relationships.",
        discussion:
            "Reads only. Exits 0 and prints OK when the store passes every check; exits 1 and prints each problem otherwise. SQLite keeps no page checksums: run it after a crash, a restore or a copy."
    )

    /// The store file.
    @Argument(help: "The SQLite store file.", completion: .file())
    var store: String

    /// The model to check the store against (by default the one recorded in the store).
    @Option(help: "A model (.xcdatamodeld, .xcdatamodel or model JSON) the store must match.", completion: .file())
    var model: String?

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Prints the verdict.
    func run() throws {
        var verification: StoreVerification?
        try ToolError.reporting("verify") {
            let url = URL(fileURLWithPath: store)
            guard StoreSession.exists(at: url) else { throw ToolError("No store at \(url.path) (the file does not exist or is empty).") }
            verification = try SQLiteStore.verify(at: url, model: try model.map { try ModelFile.load(URL(fileURLWithPath: $0)) })
        }
        guard let verification else { return }
        print(verification.description)
        if !verification.isValid { throw ExitCode.failure }
    }
}
