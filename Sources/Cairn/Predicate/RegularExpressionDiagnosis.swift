import Foundation

/// The error for a `MATCHES` pattern that ICU (through `NSRegularExpression`) refuses, with what is
/// wrong and where in the pattern when that can be found.
///
/// `NSRegularExpression` reports neither (on Linux its error holds only the pattern), so the
/// pattern is parsed again by Swift's own regex parser, whose syntax is a superset of ICU's for
/// what predicates use: its diagnostic and its location (read by reflection, as the parser's error
/// type is not public API) give the reason and the offset. When that parser accepts the pattern, or
/// its error has another shape, the error names the pattern alone.
enum RegularExpressionDiagnosis {
    /// The `.invalidRequest` error for `pattern`, which ICU refused.
    static func error(for pattern: String) -> CairnError {
        let (reason, offset) = diagnose(pattern)
        let location = offset.map { " at offset \($0)" } ?? ""
        let detail = reason.map { " (\($0))" } ?? ""
        return CairnError(
            .invalidRequest,
            "The MATCHES pattern \"\(pattern)\" is not a valid regular expression\(location)\(detail); fix the pattern (MATCHES uses ICU's syntax and the whole string must match)."
        )
    }

    /// The reason and the offset (in characters) Swift's regex parser gives, if any.
    static func diagnose(_ pattern: String) -> (reason: String?, offset: Int?) {
        do {
            _ = try Regex(pattern)
            return (nil, nil)
        } catch {
            var reason: String? = String(describing: error)
            var offset: Int?
            for child in Mirror(reflecting: error).children where child.label == "location" {
                for part in Mirror(reflecting: child.value).children where part.label == "range" {
                    if let range = part.value as? Range<String.Index>, range.lowerBound <= pattern.endIndex {
                        offset = pattern.distance(from: pattern.startIndex, to: range.lowerBound)
                    }
                }
            }
            if reason?.isEmpty == true { reason = nil }
            return (reason, offset)
        }
    }
}
