import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// How one result value is read from the columns of a dictionary query.
    enum ValueReader {
        /// One column, converted to the projection's type.
        case value(StoreProjection.ValueType)
        /// A primary key of `entity` (and, when the entity has sub-entities, the next column: `Z_ENT`).
        case object(EntityDescription, entityColumn: Bool)
    }

    /// The query of a dictionary fetch:
    /// `SELECT [DISTINCT] <values> FROM <table> t0 WHERE … [GROUP BY …] [HAVING …] ORDER BY … LIMIT …`.
    ///
    /// Fetched key paths and expressions compile like predicate expressions; aggregate functions
    /// of a row's value aggregate the group (`COUNT(*)`, `COALESCE(SUM(…), 0)`, `AVG`, `MIN`,
    /// `MAX`). Grouped and distinct results are ordered by their sort keys, then by every value.
    func dictionaryQuery(_ request: StoreFetch, _ projection: StoreProjection) throws -> (query: Query, readers: [ValueReader]) {
        var compiler = SQLPredicateCompiler(schema: schema, owns: owns)
        compiler.aggregatesRows = true
        let scope = SQLPredicateCompiler.Scope(alias: "t0", entity: request.entity)
        var values: [SQLFragment] = []
        var selected: [SQLFragment] = []
        var readers: [ValueReader] = []
        for column in projection.columns {
            let value = try sql(for: column, &compiler, scope)
            values.append(value)
            selected.append(value)
            if case .object(let entity) = column.type {
                let withEntity = !entity.subentities.isEmpty
                if withEntity {
                    let sub = compiler.nextAlias()
                    selected.append("(SELECT \(sub).Z_ENT FROM \(schema.table(for: entity).name) \(sub) WHERE \(sub).Z_PK = \(value))")
                }
                readers.append(.object(entity, entityColumn: withEntity))
            } else {
                readers.append(.value(column.type))
            }
        }
        let grouping = try projection.groupBy.map { try sql(for: $0, &compiler, scope) }
        compiler.aggregatesRows = false
        let search = try textSearchJoin(request) ?? ""
        let filter = SQLFragment(try whereClause(request, &compiler), bindings: compiler.bindings)
        compiler.aggregatesRows = true
        var statement: SQLFragment =
            "SELECT \(projection.distinct ? "DISTINCT " : "")\(SQLFragment.joined(selected, separator: ", ")) FROM \(schema.table(for: request.entity).name) t0\(search)\(filter)"
        if !grouping.isEmpty { statement = "\(statement) GROUP BY \(SQLFragment.joined(grouping, separator: ", "))" }
        if let having = projection.having {
            try PredicateCheck(entity: request.entity).check(having)
            statement = "\(statement) HAVING \(try compiler.condition(having, scope, twoValued: false))"
        }
        var order: [SQLFragment]
        if projection.ordersByValues {
            order = projection.valueOrder.map {
                "\($0.caseInsensitive ? "cairn_fold(\(values[$0.column]), 1)" : values[$0.column]) \($0.ascending ? "ASC" : "DESC")"
            }
            order += values
        } else {
            order = try (orderTerms(request) + (request.textSearch == nil ? [] : ["fts.rank"]) + ["t0.Z_PK"]).map { SQLFragment($0) }
        }
        if !order.isEmpty { statement = "\(statement) ORDER BY \(SQLFragment.joined(order, separator: ", "))" }
        statement.text += limitClause(request)
        return (Query(sql: statement.text, bindings: statement.bindings), readers)
    }

    /// The SQL of one fetched or grouped value (one value per row or group).
    private func sql(for column: StoreProjection.Column, _ compiler: inout SQLPredicateCompiler, _ scope: SQLPredicateCompiler.Scope) throws -> SQLFragment {
        try PredicateCheck(entity: scope.entity).check(column.expression)
        let context = SQLCompileContext(property: column.key, column.expression)
        switch try compiler.operand(column.expression, scope, in: context) {
        case .scalar(let sql, _): return sql
        case .constant(let value): return .bound(value)
        case .list, .collection:
            throw SQLPredicateCompiler.unsupported(context, "a fetched value must be one value per row; aggregate the collection (@count, @sum …) instead")
        }
    }

    /// Runs a dictionary fetch: one array of values per result, aligned with the projection's columns.
    func selectValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        guard let projection = request.projection else { return [] }
        let (query, readers) = try dictionaryQuery(request, projection)
        return try reading { db in
            var results: [[PropertyValue]] = []
            try run(query, in: db) { statement in
                var column: Int32 = 0
                var row: [PropertyValue] = []
                row.reserveCapacity(readers.count)
                for reader in readers {
                    switch reader {
                    case .value(let type):
                        row.append(ProjectedValue.normalize(Self.rawValue(statement, column), as: type))
                        column += 1
                    case .object(let entity, let entityColumn):
                        var target = entity
                        if entityColumn, let actual = schema.entitiesByNumber[Int(sqlite3_column_int64(statement, column + 1))] { target = actual }
                        row.append(
                            sqlite3_column_type(statement, column) == SQLITE_NULL
                                ? .null : .object(objectID(for: target, primaryKey: sqlite3_column_int64(statement, column))))
                        column += entityColumn ? 2 : 1
                    }
                }
                results.append(row)
            }
            return results
        }
    }

    /// A column as SQLite holds it: an integer, a double, text, data or nil.
    static func rawValue(_ statement: OpaquePointer, _ column: Int32) -> PropertyValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .double(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: return .string(SQLiteValueCodec.text(statement, column))
        case SQLITE_BLOB: return .data(SQLiteValueCodec.blob(statement, column))
        default: return .null
        }
    }
}
