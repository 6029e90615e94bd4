/// What one timed run of one workload produced: its wall-clock time and a checksum of the values
/// it read, so the harness can check that the three implementations did the same work.
struct Measurement: Sendable {
    var seconds: Double
    var checksum: Int64
}

/// Times `body` with a monotonic clock.
func measure(_ body: () throws -> Int64) rethrows -> Measurement {
    let clock = ContinuousClock()
    var checksum: Int64 = 0
    let elapsed = try clock.measure { checksum = try body() }
    let parts = elapsed.components
    return Measurement(seconds: Double(parts.seconds) + Double(parts.attoseconds) * 1e-18, checksum: checksum)
}
