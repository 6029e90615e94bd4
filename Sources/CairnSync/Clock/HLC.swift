/// A hybrid logical clock reading: milliseconds of physical time since 2020-01-01 in the high 48
/// bits and a logical counter in the low 16, so that readings order like the wall clock when clocks
/// agree and still order causally when they do not (Kulkarni et al., 2014).
public struct HLC: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The reading as one number: comparing two numbers compares the readings.
    public let rawValue: UInt64

    /// Milliseconds from the Unix epoch to 2020-01-01, where the physical part starts.
    public static let epochMilliseconds: Int64 = 1_577_836_800_000

    /// The largest physical part a reading can hold (about 8,900 years after 2020).
    static let maximumPhysical: UInt64 = (1 << 48) - 1

    /// A reading from its number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// A reading of `physical` milliseconds since 2020 and a `counter`.
    public init(physical: UInt64, counter: UInt16) {
        rawValue = (min(physical, Self.maximumPhysical) << 16) | UInt64(counter)
    }

    /// The reading's physical part: milliseconds since 2020-01-01.
    public var physical: UInt64 { rawValue >> 16 }

    /// The reading's logical counter.
    public var counter: UInt16 { UInt16(truncatingIfNeeded: rawValue) }

    /// The physical part of a Unix time in milliseconds (0 before 2020).
    public static func physical(unixMilliseconds: Int64) -> UInt64 {
        UInt64(max(0, unixMilliseconds - epochMilliseconds))
    }

    /// The lowest reading.
    public static let zero = HLC(rawValue: 0)

    public static func < (lhs: HLC, rhs: HLC) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "\(physical).\(counter)" }
}
