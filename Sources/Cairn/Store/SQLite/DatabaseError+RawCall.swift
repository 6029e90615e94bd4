import GRDB
import GRDBSQLite

extension DatabaseError {
    /// The error of a raw SQLite call that returned `resultCode` on `connection`, as GRDB would
    /// report it: the extended result code and SQLite's message, never the SQL's bound values.
    static func rawCall(_ resultCode: Int32, on connection: OpaquePointer?) -> DatabaseError {
        let extended = connection.map { sqlite3_extended_errcode($0) } ?? resultCode
        let message = connection.map { String(cString: sqlite3_errmsg($0)) }
        return DatabaseError(resultCode: ResultCode(rawValue: extended), message: message)
    }
}
