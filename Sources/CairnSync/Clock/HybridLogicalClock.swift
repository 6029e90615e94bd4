/// A device's hybrid logical clock: each reading is later than every reading it made or received
/// before, and follows the wall clock when that is ahead.
///
/// The wall clock is passed in, never read here, so the deterministic simulation drives it.
public struct HybridLogicalClock: Sendable, Codable, Equatable {
    /// The latest reading made or received.
    public private(set) var last: HLC

    /// A clock that has made no reading.
    public init(last: HLC = .zero) { self.last = last }

    /// A new reading for a local event at `wallMilliseconds` (Unix time).
    public mutating func tick(wallMilliseconds: Int64) -> HLC {
        let wall = HLC.physical(unixMilliseconds: wallMilliseconds)
        if wall > last.physical {
            last = HLC(physical: wall, counter: 0)
        } else if last.counter < .max {
            last = HLC(physical: last.physical, counter: last.counter + 1)
        } else {
            // 65,536 events in one millisecond: borrow the next millisecond rather than repeat.
            last = HLC(physical: last.physical + 1, counter: 0)
        }
        return last
    }

    /// Takes in a reading from another device, so that later local readings order after it.
    public mutating func receive(_ remote: HLC) {
        if remote > last { last = remote }
    }
}
