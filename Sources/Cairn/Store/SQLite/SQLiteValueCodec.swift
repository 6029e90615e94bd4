import Foundation
import GRDBSQLite

/// Binds ``PropertyValue``s to and reads them from raw SQLite statements, by index.
///
/// Dates are seconds since 2001-01-01, UUIDs 16-byte blobs, URLs text, decimals text in a DECIMAL
/// column, Booleans 0/1, relationships the destination's primary key.
enum SQLiteValueCodec {
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `value` to parameter `index` (1-based) of `statement`.
    static func bind(_ value: PropertyValue, to statement: OpaquePointer, at index: Int32) {
        switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let v): sqlite3_bind_int64(statement, index, v)
        case .double(let v): sqlite3_bind_double(statement, index, v)
        case .bool(let v): sqlite3_bind_int64(statement, index, v ? 1 : 0)
        case .date(let v): sqlite3_bind_double(statement, index, v.timeIntervalSinceReferenceDate)
        case .string(let v): bindText(v, statement, index)
        case .url(let v): bindText(v.absoluteString, statement, index)
        case .decimal(let v): bindText("\(v)", statement, index)
        case .data(let v):
            _ = v.withUnsafeBytes { buffer in
                sqlite3_bind_blob(statement, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(buffer.count), transient)
            }
        case .uuid(let v):
            var bytes = v.uuid
            _ = withUnsafeBytes(of: &bytes) { sqlite3_bind_blob(statement, index, $0.baseAddress, 16, transient) }
        case .object(let id): sqlite3_bind_int64(statement, index, id.primaryKey)
        case .objects: sqlite3_bind_null(statement, index)
        }
    }

    private static func bindText(_ text: String, _ statement: OpaquePointer, _ index: Int32) {
        var text = text
        text.withUTF8 { buffer in
            _ = sqlite3_bind_text(statement, index, UnsafeRawPointer(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self), Int32(buffer.count), transient)
        }
    }

    /// Reads column `column` (0-based) as a value of an attribute of `type`.
    static func read(_ statement: OpaquePointer, _ column: Int32, as type: AttributeType) -> PropertyValue {
        let columnType = sqlite3_column_type(statement, column)
        if columnType == SQLITE_NULL { return .null }
        switch type {
        case .integer16, .integer32, .integer64: return .integer(sqlite3_column_int64(statement, column))
        case .boolean: return .bool(sqlite3_column_int64(statement, column) != 0)
        case .double, .float: return .double(sqlite3_column_double(statement, column))
        case .date: return .date(Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, column)))
        case .string: return .string(text(statement, column))
        case .uri: return URL(string: text(statement, column)).map(PropertyValue.url) ?? .null
        case .decimal: return Decimal(string: text(statement, column)).map(PropertyValue.decimal) ?? .null
        case .binaryData, .transformable: return .data(blob(statement, column))
        case .uuid:
            let data = blob(statement, column)
            guard data.count == 16 else { return .null }
            return .uuid(data.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) })
        }
    }

    /// Reads a column as text (UTF-8).
    static func text(_ statement: OpaquePointer, _ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement, column) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Reads a column as bytes.
    static func blob(_ statement: OpaquePointer, _ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return Data() }
        return Data(bytes: pointer, count: count)
    }

    /// The value a predicate constant binds as, given the attribute it is compared with.
    static func comparable(_ value: PropertyValue) -> PropertyValue {
        switch value {
        case .decimal(let v): return .double(NSDecimalNumber(decimal: v).doubleValue)
        default: return value
        }
    }
}
