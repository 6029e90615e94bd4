import ArgumentParser

/// `-s SERVICE -a ACCOUNT` for the commands that look an item up; either may be left out.
struct GenericPasswordSelection: ParsableArguments {
    @Option(name: .customShort("s"), help: "Service name.") var service: String?
    @Option(name: .customShort("a"), help: "Account name.") var account: String?
}
