import Foundation
import Synchronization

/// The string operators of predicates (`BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`),
/// implemented once and used by both back ends (SQLite calls them as registered functions).
enum StringOperators {
    /// Applies `op` to two strings with `options`; `nil` for operators that are not string operators.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` for a `MATCHES` pattern that is not a valid
    ///   regular expression (see ``regularExpression(_:_:)``).
    static func evaluate(_ op: FetchComparison.Operator, _ value: String, _ pattern: String, _ options: FetchComparison.Options) throws -> Bool? {
        let subject = ValueComparison.fold(value, options)
        let needle = ValueComparison.fold(pattern, options)
        switch op {
        case .beginsWith: return subject.utf8.starts(with: needle.utf8)
        case .endsWith: return subject.utf8.reversed().starts(with: needle.utf8.reversed())
        // Apple's CONTAINS "" is false, as -[NSString rangeOfString:] finds nothing for "" (observed).
        case .contains: return !needle.isEmpty && ByteSearch.contains(subject, needle)
        case .like: return like(subject, needle)
        case .matches: return try matches(value, pattern, options)
        default: return nil
        }
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character; the whole string must match.
    static func like(_ value: String, _ pattern: String) -> Bool {
        let text = Array(value.unicodeScalars), glob = Array(pattern.unicodeScalars)
        var t = 0, g = 0, starG = -1, starT = 0
        while t < text.count {
            if g < glob.count, glob[g] == "?" || (glob[g] != "*" && glob[g] == text[t]) {
                t += 1
                g += 1
            } else if g < glob.count, glob[g] == "*" {
                starG = g
                starT = t
                g += 1
            } else if starG >= 0 {
                g = starG + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while g < glob.count, glob[g] == "*" { g += 1 }
        return g == glob.count
    }

    private static let regexCache = Locked([String: NSRegularExpression]())

    /// The compiled (and cached) ICU regular expression a `MATCHES` pattern stands for: the whole
    /// string must match, `[c]` ignores case.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming the pattern and, when it can be found, the
    ///   offset of the problem in it: an invalid pattern is an error in both back ends, never a
    ///   comparison that silently matches nothing.
    static func regularExpression(_ pattern: String, _ options: FetchComparison.Options) throws -> NSRegularExpression {
        let key = "\(options.contains(.caseInsensitive) ? 1 : 0)|\(pattern)"
        if let found = regexCache.withLock({ $0[key] }) { return found }
        let made: NSRegularExpression
        do {
            made = try NSRegularExpression(pattern: "^(?:\(pattern))$", options: options.contains(.caseInsensitive) ? [.caseInsensitive] : [])
        } catch {
            throw RegularExpressionDiagnosis.error(for: pattern)
        }
        regexCache.withLock { cache in
            if cache.count > 256 { cache.removeAll() }
            cache[key] = made
        }
        return made
    }

    /// `MATCHES`: the whole string matches the ICU regular expression.
    static func matches(_ value: String, _ pattern: String, _ options: FetchComparison.Options) throws -> Bool {
        let regex = try regularExpression(pattern, options)
        let subject = options.contains(.diacriticInsensitive) ? ValueComparison.fold(value, .diacriticInsensitive) : value
        let range = NSRange(subject.startIndex..., in: subject)
        return regex.firstMatch(in: subject, options: [], range: range) != nil
    }
}
