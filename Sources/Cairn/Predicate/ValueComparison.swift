import Foundation

/// The comparison rules both predicate back ends share, so SQL and in-memory evaluation agree.
///
/// - Numbers (integers, doubles, decimals, booleans) compare numerically; dates by time.
/// - Strings compare by their UTF-8 bytes (SQLite's BINARY collation), or after folding with
///   ``fold(_:_:)`` for `[c]` / `[d]`.
/// - `nil` equals only `nil`, and is smaller than every value when sorting (SQLite's order).
///   Ordered comparisons (`<`, `>` …) involving `nil` are false.
/// - Data and UUIDs compare by bytes.
enum ValueComparison {
    /// Folds a string for case- and/or diacritic-insensitive comparison (with the current locale's
    /// rules under `[l]`).
    static func fold(_ string: String, _ options: FetchComparison.Options) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        guard !folding.isEmpty else { return string }
        // `[l]` folds with the current locale's rules (a Turkish "I" folds to "ı"), so the ASCII
        // shortcut, which is the root locale's folding, is skipped.
        guard options.contains(.localeSensitive) else {
            if let ascii = asciiFolded(string, lowercasing: options.contains(.caseInsensitive)) { return ascii }
            return string.folding(options: folding, locale: nil)
        }
        return string.folding(options: folding, locale: .current)
    }

    /// `fold` for ASCII text without Foundation: folding case is lowercasing A–Z, and ASCII has no
    /// diacritics (the same result as `folding(options:locale:)`, which costs an ICU call per
    /// string — per row when SQLite runs `[c]` comparisons). `nil` when the text is not ASCII.
    static func asciiFolded(_ string: String, lowercasing: Bool) -> String? {
        var hasUppercase = false
        for byte in string.utf8 {
            if byte >= 0x80 { return nil }
            if byte >= 0x41 && byte <= 0x5A { hasUppercase = true }
        }
        guard lowercasing && hasUppercase else { return string }
        return String(decoding: string.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether two values are equal under the shared rules.
    static func equal(_ lhs: PropertyValue, _ rhs: PropertyValue, _ options: FetchComparison.Options = []) -> Bool {
        if lhs.isNull || rhs.isNull { return lhs.isNull && rhs.isNull }
        return order(lhs, rhs, options) == .orderedSame
    }

    /// The order of two non-`nil` values, or `nil` when they cannot be compared.
    static func order(_ lhs: PropertyValue, _ rhs: PropertyValue, _ options: FetchComparison.Options = []) -> ComparisonResult? {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)):
            return compareBytes(Array(fold(a, options).utf8), Array(fold(b, options).utf8))
        case (.data(let a), .data(let b)):
            return compareBytes(Array(a), Array(b))
        case (.uuid(let a), .uuid(let b)):
            return compareBytes(bytes(of: a), bytes(of: b))
        case (.url(let a), .url(let b)):
            return compareBytes(Array(a.absoluteString.utf8), Array(b.absoluteString.utf8))
        case (.url(let a), .string(let b)):
            return compareBytes(Array(a.absoluteString.utf8), Array(b.utf8))
        case (.string(let a), .url(let b)):
            return compareBytes(Array(a.utf8), Array(b.absoluteString.utf8))
        case (.object(let a), .object(let b)):
            if a == b { return .orderedSame }
            return a.primaryKey < b.primaryKey ? .orderedAscending : .orderedDescending
        case (.integer(let a), .integer(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        default:
            guard let a = lhs.numericValue, let b = rhs.numericValue else { return nil }
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        }
    }

    /// Sort order including `nil` (smallest) and incomparable values (by kind, then as text).
    static func sortOrder(_ lhs: PropertyValue, _ rhs: PropertyValue, caseInsensitive: Bool) -> ComparisonResult {
        switch (lhs.isNull, rhs.isNull) {
        case (true, true): return .orderedSame
        case (true, false): return .orderedAscending
        case (false, true): return .orderedDescending
        default: break
        }
        if let result = order(lhs, rhs, caseInsensitive ? .caseInsensitive : []) { return result }
        let a = sortClass(lhs), b = sortClass(rhs)
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    /// SQLite's storage-class order: numbers < text < blobs.
    private static func sortClass(_ value: PropertyValue) -> Int {
        switch value {
        case .string, .url: return 2
        case .data, .uuid: return 3
        default: return 1
        }
    }

    private static func bytes(of uuid: UUID) -> [UInt8] {
        withUnsafeBytes(of: uuid.uuid) { Array($0) }
    }

    private static func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> ComparisonResult {
        for (x, y) in zip(a, b) where x != y { return x < y ? .orderedAscending : .orderedDescending }
        return a.count == b.count ? .orderedSame : (a.count < b.count ? .orderedAscending : .orderedDescending)
    }
}
