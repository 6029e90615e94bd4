/// Substring search on UTF-8 bytes in linear time, for `CONTAINS` (and `IN` a string) in both back
/// ends, where trying every offset in turn made a 5 MB needle in 10 MB values take minutes.
///
/// Short needles (the usual `CONTAINS 'abc'`, once per row) are compared at each offset, which is
/// linear for a needle of bounded length and allocates nothing; longer ones use Knuth–Morris–Pratt
/// (O(text + needle), a table of one `Int32` per needle byte). The C library's `memmem` is not
/// visible to Swift on Linux (a GNU extension).
enum ByteSearch {
    /// The longest needle compared offset by offset.
    static let shortNeedle = 32

    /// Whether `needle` occurs in `haystack` (an empty needle occurs everywhere; callers apply
    /// Apple's rule that `CONTAINS ""` is false themselves).
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        if needle.count <= shortNeedle {
            let first = needle[0]
            for offset in 0...(haystack.count - needle.count) where haystack[offset] == first {
                var index = 1
                while index < needle.count, haystack[offset + index] == needle[index] { index += 1 }
                if index == needle.count { return true }
            }
            return false
        }
        return knuthMorrisPratt(haystack, needle)
    }

    /// Whether the UTF-8 bytes of `needle` occur in those of `haystack`.
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { text in needle.withUTF8 { pattern in contains(text, pattern) } }
    }

    private static func knuthMorrisPratt(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        // border[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
        var border = [Int32](repeating: 0, count: needle.count)
        var length = 0
        for index in 1..<needle.count {
            while length > 0, needle[index] != needle[length] { length = Int(border[length - 1]) }
            if needle[index] == needle[length] { length += 1 }
            border[index] = Int32(length)
        }
        var matched = 0
        for byte in haystack {
            while matched > 0, byte != needle[matched] { matched = Int(border[matched - 1]) }
            if byte == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }
}
