import ArgumentParser
import CairnDefaults

/// `cairn defaults write DOMAIN KEY [-int|-float|-bool|-string|-date|-data] VALUE`.
struct DefaultsWriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Set a value (a string unless a type flag says otherwise).",
        discussion: "Put `--` before a VALUE that starts with a dash: `write app volume -int -- -5`."
    )

    @Argument(help: "APP-ID, APP-ID/SUITE or group.NAME.")
    var domain: DefaultsDomain

    @Argument(help: "The key to set.")
    var key: String

    @Flag(help: "The value's type (default: -string).")
    var type: DefaultsValueType = .string

    @Argument(help: "The value.")
    var value: String

    func run() throws {
        try runReportingErrors {
            try DefaultsTool.write(domain, key: key, value: try type.parse(value))
        }
    }
}

/// The type flags: `-string`, `-int`, `-float`, `-bool`, `-date`, `-data`.
extension DefaultsValueType: EnumerableFlag {
    /// A single-dash long name, as macOS `defaults` spells it.
    public static func name(for value: DefaultsValueType) -> NameSpecification {
        .customLong(value.rawValue, withSingleDash: true)
    }
}
