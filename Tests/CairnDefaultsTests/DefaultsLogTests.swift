import Testing

@testable import CairnDefaults

/// `DefaultsLog` over swift-log: its levels map to swift-log's `.warning` and `.error`.
@Suite struct DefaultsLogTests {
    @Test func levelsMapToSwiftLogLevels() {
        #expect(DefaultsLog.loggerLevel(.warning) == .warning)
        #expect(DefaultsLog.loggerLevel(.error) == .error)
    }
}
