/// Waits up to `limit` (three minutes by default: sanitizers are slow, and with 2 cores the long
/// tests that block their threads can stall every other test for over a minute) for
/// `condition`, looking every 10 ms.
func eventually(within limit: Duration = .seconds(180), _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(10))
    }
    return try await condition()
}
