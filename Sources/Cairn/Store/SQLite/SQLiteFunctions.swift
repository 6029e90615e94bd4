import Foundation
import GRDB

/// SQL functions that run the shared string rules (``StringOperators``, ``ValueComparison``), so
/// SQLite and in-memory evaluation agree on `[c]`, `[d]`, `LIKE`, `MATCHES` and friends
/// (`cairn_str` is registered raw, by ``SQLiteStringOperator``).
enum SQLiteFunctions {
    /// `cairn_fold(value, options)`: the string folded for `[c]` / `[d]` comparison (NULL stays NULL).
    static let fold = DatabaseFunction("cairn_fold", argumentCount: 2, pure: true) { values in
        guard let value = String.fromDatabaseValue(values[0]), let options = Int.fromDatabaseValue(values[1]) else {
            return values[0].isNull ? nil : values[0]
        }
        return ValueComparison.fold(value, FetchComparison.Options(rawValue: options))
    }

    /// `cairn_math(selector, a, b)`: an arithmetic function of ``FunctionEvaluator`` (`modulus:by:`,
    /// `raise:toPower:`, `negative:` …), so SQL and memory compute it with the same code.
    static let math = DatabaseFunction("cairn_math", argumentCount: 3, pure: true) { values in
        guard let name = String.fromDatabaseValue(values[0]) else { return nil }
        let arguments = values.dropFirst().prefix(PredicateFunctionCatalog.arity(of: name)).map { EvaluatedValue.scalar(propertyValue($0)) }
        switch try FunctionEvaluator.apply(name, Array(arguments)) {
        case .integer(let value): return value
        case .double(let value): return value
        case .bool(let value): return value ? 1 : 0
        default: return nil
        }
    }

    /// A database value as a predicate value (integers, reals, text, blobs).
    static func propertyValue(_ value: DatabaseValue) -> PropertyValue {
        switch value.storage {
        case .null: return .null
        case .int64(let v): return .integer(v)
        case .double(let v): return .double(v)
        case .string(let v): return .string(v)
        case .blob(let v): return .data(v)
        }
    }

    static func register(in db: Database) {
        if let connection = db.sqliteConnection { SQLiteStringOperator.register(on: connection) }
        db.add(function: fold)
        db.add(function: math)
    }
}
