import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// One column read or written for a property.
    struct ColumnStep {
        /// The property's index in its entity.
        let property: Int
        /// The column's position in the table's column list (after `Z_PK, Z_ENT, Z_OPT`).
        let column: Int32
        let decoder: ColumnDecoder
    }

    /// How to decode the rows of one entity. The entity is held unretained (the model's entities
    /// outlive the store), so decoding a row retains only the space, for the row's ID.
    struct RowPlan {
        unowned(unsafe) let entity: EntityDescription
        /// The space of the entity's IDs in this store.
        let space: ObjectIDSpace
        let propertyCount: Int
        /// Sorted by property index; allocated for the store's lifetime (its deinit frees them).
        let steps: UnsafeMutableBufferPointer<ColumnStep>
        /// Whether the entity is alone in its table, so every row of it is of this entity.
        let isAloneInTable: Bool
        /// Whether step `i` reads property `i` for every property, and every property is an
        /// attribute (a row decodes without filling gaps or resolving relationships).
        let isDense: Bool
    }

    /// Row plans indexed by entity number (`Z_ENT`), so decoding a row needs no lookups by hash.
    static func rowPlans(_ model: ManagedObjectModel, _ columns: [ObjectIdentifier: [ColumnStep]], _ identity: StoreIdentity) -> [RowPlan?] {
        var plans = [RowPlan?](repeating: nil, count: (model.entities.map(\.entityNumber).max() ?? 0) + 1)
        for entity in model.entities {
            let steps = columns[ObjectIdentifier(entity)]!
            let buffer = UnsafeMutableBufferPointer<ColumnStep>.allocate(capacity: steps.count)
            _ = buffer.initialize(from: steps)
            plans[entity.entityNumber] = RowPlan(
                entity: entity, space: identity.space(for: entity), propertyCount: entity.properties.count, steps: buffer,
                isAloneInTable: isAloneInTable(entity),
                isDense: isDense(steps, of: entity))
        }
        return plans
    }

    /// Whether `steps` read every property of `entity` in order, each an attribute.
    static func isDense(_ steps: [ColumnStep], of entity: EntityDescription) -> Bool {
        steps.count == entity.properties.count
            && steps.enumerated().allSatisfy { index, step in
                guard step.property == index, case .attribute = step.decoder else { return false }
                return true
            }
    }

    /// The column steps of every entity, computed once per store.
    static func columnSteps(_ schema: SQLiteSchema, _ model: ManagedObjectModel) -> [ObjectIdentifier: [ColumnStep]] {
        var result: [ObjectIdentifier: [ColumnStep]] = [:]
        for entity in model.entities {
            let mapping = schema.mapping(for: entity)
            var steps: [ColumnStep] = []
            for (index, property) in entity.properties.enumerated() {
                guard let column = mapping.columnOfProperty[index] else { continue }
                if let attribute = property as? AttributeDescription {
                    steps.append(ColumnStep(property: index, column: Int32(column), decoder: .attribute(attribute.attributeType)))
                } else if let relationship = property as? RelationshipDescription, let destination = relationship.destinationEntity {
                    steps.append(
                        ColumnStep(
                            property: index, column: Int32(column),
                            decoder: .toOne(.init(entity: destination), entityColumn: mapping.entityColumnOfProperty[index].map(Int32.init))))
                }
            }
            result[ObjectIdentifier(entity)] = steps
        }
        return result
    }

    /// Runs one statement with bound values on a raw statement; returns the number of changed rows.
    @discardableResult
    func execute(_ sql: String, _ bindings: [PropertyValue], in db: Database) throws -> Int {
        let raw = try db.cachedStatement(sql: sql).sqliteStatement
        sqlite3_reset(raw)
        for (index, value) in bindings.enumerated() { SQLiteValueCodec.bind(value, to: raw, at: Int32(index + 1)) }
        return try stepOnce(raw, in: db)
    }

    /// Steps a bound statement once and resets it; returns the number of changed rows.
    @discardableResult
    func stepOnce(_ raw: OpaquePointer, in db: Database) throws -> Int {
        let code = sqlite3_step(raw)
        sqlite3_reset(raw)
        guard code == SQLITE_DONE || code == SQLITE_ROW else {
            let cause = DatabaseError.rawCall(code, on: db.sqliteConnection)
            if code & 0xFF == SQLITE_CONSTRAINT { throw uniquenessViolation(String(cString: sqlite3_sql(raw)), cause) }
            throw CairnError(.storeSave, "Saving to the store at \(url?.path ?? "memory") failed", causedBy: cause)
        }
        return Int(sqlite3_changes(db.sqliteConnection))
    }

    func reservePrimaryKeys(_ entity: EntityDescription, _ count: Int) throws -> Int64 {
        try writing { db in
            try execute(
                "UPDATE Z_PRIMARYKEY SET Z_MAX = Z_MAX + ? WHERE Z_ENT = ?", [.integer(Int64(count)), .integer(Int64(entity.rootEntity.entityNumber))], in: db)
            let max = try Int64.fetchOne(db, sql: "SELECT Z_MAX FROM Z_PRIMARYKEY WHERE Z_ENT = ?", arguments: [entity.rootEntity.entityNumber]) ?? Int64(count)
            return max - Int64(count) + 1
        }
    }

    func apply(_ changes: ChangeSet) throws {
        let transaction: Int64?
        do {
            transaction = try writing { db in try write(changes, batchingUpdates: true, in: db) }
        } catch is SaveStatements.UpdateConflict {
            // Someone else changed a row a batch updates: write again row by row (rolled back
            // first), which names every conflicting object.
            transaction = try writing { db in try write(changes, batchingUpdates: false, in: db) }
        }
        if let transaction { noteOwnTransaction(transaction) }
    }

    /// Writes a change set; returns the number of its history transaction, if history is recorded.
    private func write(_ changes: ChangeSet, batchingUpdates: Bool, in db: Database) throws -> Int64? {
        // Deletions and updates first, so an insert may reuse values they free under a
        // uniqueness constraint.
        var statements = SaveStatements()
        defer { statements.clearBindings() }
        let tombstones = recordsHistory ? try SQLiteHistory.tombstones(of: changes.deleted.map(\.objectID), schema: schema, in: db) : [:]
        var conflicts: [CairnError] = []
        for delete in changes.deleted where try !self.delete(delete, in: db) {
            conflicts.append(try conflict(delete.objectID, in: db))
        }
        if batchingUpdates {
            try statements.updateInBatches(changes.updated, in: self, db)
        } else {
            for update in changes.updated where try !statements.update(update, in: self, db) {
                conflicts.append(try conflict(update.snapshot.objectID, in: db))
            }
        }
        try statements.insert(changes.inserted, into: self, db)
        guard conflicts.isEmpty else {
            throw CairnError(
                .mergeConflict,
                "The save conflicts with changes saved by another context or process for \(conflicts.count) object(s); refresh them or choose a merge policy.",
                underlying: conflicts)
        }
        for contents in changes.relationships { try write(contents, in: db) }
        return recordsHistory ? try SQLiteHistory.write(SQLiteHistory.record(of: changes, tombstones: tombstones), in: db) : nil
    }

    /// Deletes a row (and its join-table rows) if its version is the expected one, or it is
    /// already gone; false on conflict.
    private func delete(_ delete: ChangeSet.Delete, in db: Database) throws -> Bool {
        let entity = delete.objectID.entity
        let table = schema.table(for: entity).name
        let removed = try execute(
            "DELETE FROM \(table) WHERE Z_PK = ? AND Z_OPT = ?", [.integer(delete.objectID.primaryKey), .integer(delete.expectedVersion)], in: db)
        if removed == 0, try Int64.fetchOne(db, sql: "SELECT Z_OPT FROM \(table) WHERE Z_PK = ?", arguments: [delete.objectID.primaryKey]) != nil {
            return false
        }
        for relationship in entity.relationships {
            guard let join = schema.joinTable(for: relationship) else { continue }
            let column = RelationshipStorage.isCanonicalSide(relationship) ? join.ownerColumn : join.destinationColumn
            try execute("DELETE FROM \(join.name) WHERE \(column) = ?", [.integer(delete.objectID.primaryKey)], in: db)
        }
        return true
    }

    private func conflict(_ id: ManagedObjectID, in db: Database) throws -> CairnError {
        let found = try Int64.fetchOne(db, sql: "SELECT Z_OPT FROM \(schema.table(for: id.entity).name) WHERE Z_PK = ?", arguments: [id.primaryKey])
        return CairnError(
            .mergeConflict,
            found == nil
                ? "\(id.entity.entityName) \(id) was deleted by another context or process."
                : "\(id.entity.entityName) \(id) was changed by another context or process (stored version \(found!)).",
            entity: id.entity.entityName, objectID: id)
    }

    /// The error for a write refused by a unique index: another process saved the same
    /// constrained values between this context's check and its write.
    private func uniquenessViolation(_ sql: String, _ cause: DatabaseError) -> CairnError {
        // `INSERT OR FAIL INTO <table> …` or `UPDATE OR FAIL <table> SET …`.
        let words = sql.split(separator: " ")
        let table =
            (sql.hasPrefix("UPDATE") ? words.drop { ["UPDATE", "OR", "FAIL"].contains($0) } : words.drop { $0 != "INTO" }.dropFirst()).first.map(String.init)
            ?? "?"
        let entity = schema.tables.values.first { $0.name == table }?.root.entityName
        return CairnError(
            .constraintConflict,
            "The store refused the save: it breaks a uniqueness constraint of \(entity ?? table) (another context or process saved the same values first). Save again to merge or report the conflict.",
            entity: entity, cause: cause)
    }

    /// Stores order columns of ordered one-to-many relationships and join-table contents.
    private func write(_ contents: ChangeSet.RelationshipContents, in db: Database) throws {
        let relationship = contents.relationship
        if let join = schema.joinTable(for: relationship) {
            try execute("DELETE FROM \(join.name) WHERE \(join.ownerColumn) = ?", [.integer(contents.owner.primaryKey)], in: db)
            let order = join.orderColumn.map { ", \($0)" } ?? ""
            let sql =
                "INSERT OR REPLACE INTO \(join.name) (\(join.ownerColumn), \(join.destinationColumn)\(order)) VALUES (?, ?\(join.orderColumn == nil ? "" : ", ?"))"
            for (position, destination) in contents.destinations.enumerated() {
                var values: [PropertyValue] = [.integer(contents.owner.primaryKey), .integer(destination.primaryKey)]
                if join.orderColumn != nil { values.append(.integer(Int64(position + 1))) }
                try execute(sql, values, in: db)
            }
        } else if let column = schema.orderColumn(for: relationship), let destination = relationship.destinationEntity {
            let sql = "UPDATE \(schema.table(for: destination).name) SET \(column) = ? WHERE Z_PK = ?"
            for (position, member) in contents.destinations.enumerated() {
                try execute(sql, [.integer(Int64(position + 1)), .integer(member.primaryKey)], in: db)
            }
        }
    }

    /// Runs a write transaction, mapping GRDB errors to ``CairnError``; nothing is written on error.
    func writing<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try writer.write { try body($0) } } catch let error as CairnError {
            throw error
        } catch let conflict as SaveStatements.UpdateConflict {
            throw conflict
        } catch {
            throw CairnError(.storeSave, "Writing to the store at \(url?.path ?? "memory") failed", causedBy: error)
        }
    }
}
