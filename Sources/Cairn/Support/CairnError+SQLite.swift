import GRDB

/// The SQLite failure behind an error, without importing GRDB.
extension CairnError {
    /// SQLite's primary result code of the failure behind this error, or `nil` when it did not come
    /// from SQLite: `5` `SQLITE_BUSY`, `11` `SQLITE_CORRUPT`, `13` `SQLITE_FULL`, `26` `SQLITE_NOTADB` …
    /// (<https://www.sqlite.org/rescode.html>).
    ///
    /// ```swift
    /// do { try container.loadPersistentStores() }
    /// catch let error as CairnError where error.sqliteResultCode == 26 {   // SQLITE_NOTADB
    ///     // the file is not a database: move it aside and start over
    /// }
    /// ```
    public var sqliteResultCode: Int32? {
        (underlyingError as? DatabaseError)?.resultCode.rawValue
    }

    /// SQLite's extended result code of the failure behind this error (`2067`
    /// `SQLITE_CONSTRAINT_UNIQUE`, `3338` `SQLITE_IOERR_FSYNC` …), or `nil` when it did not come from SQLite.
    public var sqliteExtendedResultCode: Int32? {
        (underlyingError as? DatabaseError)?.extendedResultCode.rawValue
    }

    /// An error for a failure below the engine, keeping `cause` as ``underlyingError``. The message
    /// is `context` and the cause's own message (SQLite's text for a `DatabaseError`, never its SQL
    /// or bound values).
    ///
    /// A busy database (`SQLITE_BUSY`, which reaches here only once the store's timeout has passed)
    /// becomes ``Code/storeTimeout`` whatever `code` says: the cure is the same for every operation.
    init(_ code: Code, _ context: String, causedBy cause: any Error) {
        let database = cause as? DatabaseError
        if database?.resultCode == .SQLITE_BUSY {
            self.init(
                .storeTimeout,
                "\(context): another connection held the store's lock for longer than the store's timeout (PersistentStoreOption.timeout, \(Int(PersistentStoreOption.defaultTimeout)) s unless set). Find the process or context that keeps a long transaction open, or raise the timeout.",
                cause: cause)
            return
        }
        let reason = database.map { $0.message ?? "SQLite error \($0.resultCode.rawValue)" } ?? "\(cause)"
        self.init(code, "\(context): \(reason).", cause: cause)
    }
}
