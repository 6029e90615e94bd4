import ArgumentParser
import CairnDefaults

/// The `DOMAIN [KEY]` arguments shared by `read` and `delete`.
struct DefaultsDomainKeyArguments: ParsableArguments {
    @Argument(help: "APP-ID, APP-ID/SUITE or group.NAME.")
    var domain: DefaultsDomain

    @Argument(help: "The key; every key of the domain if omitted.")
    var key: String?
}
