import Foundation

/// ISO-8601 date text for the store tools: parses dates with or without fractional seconds and
/// with any UTC offset, or a plain `YYYY-MM-DD` day (midnight UTC); prints UTC with milliseconds
/// only when the date has any.
///
/// ```swift
/// ISODate.parse("2024-05-01T12:30:45.250+02:00")   // a Date
/// ISODate.format(date)                             // "2024-05-01T10:30:45.250Z"
/// ```
enum ISODate {
    private static let dateTime = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSeconds = Date.ISO8601FormatStyle()
    private static let day = Date.ISO8601FormatStyle().year().month().day()

    /// The date `text` denotes, or `nil` when it is not ISO-8601.
    static func parse(_ text: String) -> Date? {
        if let date = (try? dateTime.parse(text)) ?? (try? wholeSeconds.parse(text)) { return date }
        // The day-only style also accepts a longer string and ignores the rest: allow exact days only.
        guard text.count == 10 else { return nil }
        return try? day.parse(text)
    }

    /// `date` in UTC, as `2024-05-01T10:30:45Z` or, with a fraction of a second, `…45.250Z`
    /// (rounded to the millisecond).
    static func format(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        let seconds = (milliseconds / 1000).rounded(.down)
        let fraction = Int(milliseconds - seconds * 1000)
        let text = Date(timeIntervalSince1970: seconds).formatted(wholeSeconds)
        guard fraction != 0, text.hasSuffix("Z") else { return text }
        let digits = String(fraction)
        return text.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }
}
