import Foundation
import GRDBSQLite

/// `cairn_str(op, options, value, pattern)` as a raw SQLite callback: 1 if the string operator
/// holds, else 0 (NULL or non-text operands → 0), with ``StringOperators``' rules.
///
/// SQLite calls it once per candidate row. Through GRDB's `DatabaseFunction` each call built an
/// array of `DatabaseValue`s and three Swift strings, more than the comparison itself; here `BEGINSWITH`, `ENDSWITH` and `CONTAINS` on ASCII text compare SQLite's own bytes
/// (lowercasing A–Z for `[c]`, which is what folding does to ASCII; `CONTAINS` searches with
/// ``ByteSearch``, in linear time), and everything else — other
/// operators, non-ASCII text, blobs — goes through ``StringOperators/evaluate(_:_:_:_:)`` as before.
enum SQLiteStringOperator {
    /// Registers the function on a connection (replacing any earlier definition).
    static func register(on connection: OpaquePointer) {
        sqlite3_create_function_v2(
            connection, "cairn_str", 4, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, arguments in
                do {
                    let holds = try count == 4 && arguments.map { try SQLiteStringOperator.evaluate(context, $0) } == true
                    sqlite3_result_int(context, holds ? 1 : 0)
                } catch {
                    // An invalid MATCHES pattern read from a column: the fetch fails with the error the
                    // in-memory evaluator throws (see SQLiteQueryLimits.functionError).
                    let message = SQLiteQueryLimits.functionErrorPrefix + ((error as? CairnError)?.message ?? String(describing: error))
                    sqlite3_result_error(context, message, -1)
                }
            }, nil, nil, nil)
    }

    /// The operators the byte fast path handles.
    private enum Fast { case beginsWith, endsWith, contains }

    /// A call site's operator and options (both SQL literals), read once per statement run.
    private struct CallSite {
        let comparison: FetchComparison.Operator
        let fast: Fast?
        let options: FetchComparison.Options
    }

    private static func evaluate(_ context: OpaquePointer?, _ arguments: UnsafeMutablePointer<OpaquePointer?>) throws -> Bool {
        guard let op = arguments[0], let optionsValue = arguments[1], let value = arguments[2], let pattern = arguments[3],
            sqlite3_value_type(value) != SQLITE_NULL, sqlite3_value_type(pattern) != SQLITE_NULL,
            let site = callSite(context, op, Int(sqlite3_value_int64(optionsValue)))
        else { return false }
        if let fast = site.fast, site.options.isSubset(of: [.caseInsensitive, .diacriticInsensitive, .normalized]),
            sqlite3_value_type(value) == SQLITE_TEXT, sqlite3_value_type(pattern) == SQLITE_TEXT,
            let subject = text(value), let needle = text(pattern), isASCII(subject), isASCII(needle)
        {
            return compare(fast, subject, needle, folding: site.options.contains(.caseInsensitive))
        }
        guard let subject = string(value), let needle = string(pattern) else { return false }
        return try StringOperators.evaluate(site.comparison, subject, needle, site.options) ?? false
    }

    /// The operator and options of this call: kept by SQLite as the operator argument's auxiliary
    /// data for as long as the statement runs, so the operator's name is turned into an
    /// ``FetchComparison/Operator`` once per query instead of once per candidate row (a `String`
    /// and a string `switch` per row).
    private static func callSite(_ context: OpaquePointer?, _ op: OpaquePointer, _ options: Int) -> CallSite? {
        if let cached = sqlite3_get_auxdata(context, 0)?.assumingMemoryBound(to: CallSite.self), cached.pointee.options.rawValue == options {
            return cached.pointee
        }
        guard let name = text(op).map({ String(decoding: $0, as: UTF8.self) }),
            let comparison = FetchComparison.Operator(rawValue: name)
        else { return nil }
        let site = CallSite(comparison: comparison, fast: fastOperator(comparison), options: FetchComparison.Options(rawValue: options))
        let stored = UnsafeMutablePointer<CallSite>.allocate(capacity: 1)
        stored.initialize(to: site)
        // SQLite may free it at once (even before this returns): `site` is the copy used here.
        sqlite3_set_auxdata(context, 0, stored) { pointer in
            pointer?.assumingMemoryBound(to: CallSite.self).deallocate()
        }
        return site
    }

    private static func fastOperator(_ op: FetchComparison.Operator) -> Fast? {
        switch op {
        case .beginsWith: return .beginsWith
        case .endsWith: return .endsWith
        case .contains: return .contains
        default: return nil
        }
    }

    /// The value's UTF-8 bytes (valid until SQLite converts or frees the value).
    private static func text(_ value: OpaquePointer) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer = sqlite3_value_text(value) else { return nil }
        return UnsafeBufferPointer(start: pointer, count: Int(sqlite3_value_bytes(value)))
    }

    /// The value as a string, as GRDB's `String.fromDatabaseValue` reads it: text, or a blob of
    /// valid UTF-8; `nil` for anything else.
    private static func string(_ value: OpaquePointer) -> String? {
        switch sqlite3_value_type(value) {
        case SQLITE_TEXT:
            return text(value).map { String(decoding: $0, as: UTF8.self) }
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            guard count > 0, let bytes = sqlite3_value_blob(value) else { return count == 0 ? "" : nil }
            return String(data: Data(bytes: bytes, count: count), encoding: .utf8)
        default:
            return nil
        }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    @inline(__always)
    private static func fold(_ byte: UInt8, _ folding: Bool) -> UInt8 {
        folding && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Whether `needle` occurs in `subject` at `offset`.
    private static func matches(_ subject: UnsafeBufferPointer<UInt8>, at offset: Int, _ needle: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
        for index in 0..<needle.count where fold(subject[offset + index], folding) != fold(needle[index], folding) { return false }
        return true
    }

    private static func compare(_ op: Fast, _ subject: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
        guard needle.count <= subject.count else { return false }
        switch op {
        case .beginsWith:
            return matches(subject, at: 0, needle, folding: folding)
        case .endsWith:
            return matches(subject, at: subject.count - needle.count, needle, folding: folding)
        case .contains:
            // CONTAINS "" is false, as in memory (see StringOperators).
            guard !needle.isEmpty else { return false }
            guard folding else { return ByteSearch.contains(subject, needle) }
            let text = subject.map { fold($0, true) }
            let pattern = needle.map { fold($0, true) }
            return text.withUnsafeBufferPointer { text in pattern.withUnsafeBufferPointer { ByteSearch.contains(text, $0) } }
        }
    }
}
