import Foundation

/// Core Data's SQLite layout for a model: one table per root entity (`Z<NAME>` with `Z_PK`,
/// `Z_ENT`, `Z_OPT`), a column per stored property (`Z<NAME>`), foreign keys for to-one
/// relationships, order columns (`Z_FOK_<NAME>`) for ordered to-many relationships, join tables
/// (`Z_<n><NAME>`) for many-to-many ones, plus `Z_PRIMARYKEY` and `Z_METADATA`.
struct SQLiteSchema {
    /// One root entity's table.
    struct Table {
        let name: String
        let root: EntityDescription
        /// Stored columns after `Z_PK, Z_ENT, Z_OPT`, in order: (column name, SQL type).
        var columns: [(name: String, type: String)] = []
        /// Indexes to create: name, column terms (`ZNAME` or `ZNAME DESC`), whether unique, and
        /// an optional `WHERE` condition (partial indexes for sub-entity constraints).
        var indexes: [(name: String, columns: [String], unique: Bool, condition: String?)] = []
    }

    /// Where one entity's property lives.
    struct Mapping {
        /// Column position in `Table.columns` for each property index (`nil`: not in the row).
        var columnOfProperty: [Int?]
        /// Column position of the destination entity column of a to-one relationship, when the
        /// destination has sub-entities.
        var entityColumnOfProperty: [Int?]
    }

    /// A join table for a many-to-many (or inverse-less to-many) relationship.
    struct JoinTable {
        let name: String
        let ownerColumn: String
        let destinationColumn: String
        let orderColumn: String?
    }

    private(set) var tables: [ObjectIdentifier: Table] = [:]
    private(set) var mappings: [ObjectIdentifier: Mapping] = [:]
    private(set) var joinTables: [ObjectIdentifier: JoinTable] = [:]
    /// Order column (on the destination table) of ordered one-to-many relationships.
    private(set) var orderColumns: [ObjectIdentifier: String] = [:]
    let entitiesByNumber: [Int: EntityDescription]

    init(model: ManagedObjectModel) {
        entitiesByNumber = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.entityNumber, $0) })
        for root in model.entities where root.superentity == nil {
            var table = Table(name: "Z" + Self.identifier(root.entityName), root: root)
            var used: Set<String> = ["Z_PK", "Z_ENT", "Z_OPT"]
            func addColumn(_ base: String, _ type: String) -> Int {
                var name = base
                var suffix = 1
                while used.contains(name) {
                    name = base + String(suffix)
                    suffix += 1
                }
                used.insert(name)
                table.columns.append((name, type))
                return table.columns.count - 1
            }
            for entity in root.selfAndDescendants {
                var mapping = Mapping(
                    columnOfProperty: Array(repeating: nil, count: entity.properties.count),
                    entityColumnOfProperty: Array(repeating: nil, count: entity.properties.count))
                for (index, property) in entity.properties.enumerated() where !property.isTransient {
                    if let inherited = entity.superentity, index < inherited.properties.count {
                        mapping.columnOfProperty[index] = mappings[ObjectIdentifier(inherited)]?.columnOfProperty[index]
                        mapping.entityColumnOfProperty[index] = mappings[ObjectIdentifier(inherited)]?.entityColumnOfProperty[index]
                        continue
                    }
                    let base = "Z" + Self.identifier(property.name)
                    if let attribute = property as? AttributeDescription {
                        let column = addColumn(base, attribute.attributeType.sqlColumnType)
                        mapping.columnOfProperty[index] = column
                        if attribute.isIndexed {
                            table.indexes.append(
                                ("Z_\(Self.identifier(root.entityName))_\(table.columns[column].name)", [table.columns[column].name], false, nil))
                        }
                    } else if let relationship = property as? RelationshipDescription, !relationship.isToMany {
                        let column = addColumn(base, "INTEGER")
                        mapping.columnOfProperty[index] = column
                        table.indexes.append(("Z_\(Self.identifier(root.entityName))_\(table.columns[column].name)", [table.columns[column].name], false, nil))
                        if let destination = relationship.destinationEntity, !destination.subentities.isEmpty {
                            mapping.entityColumnOfProperty[index] = addColumn(base + "_ENT", "INTEGER")
                        }
                    }
                }
                mappings[ObjectIdentifier(entity)] = mapping
            }
            tables[ObjectIdentifier(root)] = table
        }
        addRelationshipTables(model)
        addModelIndexes(model)
    }

    /// Compound indexes (`EntityDescription.indexes`) and the unique indexes enforcing
    /// uniqueness constraints; a sub-entity's constraint is a partial index over its rows only.
    private mutating func addModelIndexes(_ model: ManagedObjectModel) {
        for entity in model.entities {
            let rootKey = ObjectIdentifier(entity.rootEntity)
            let prefix = "Z_" + Self.identifier(entity.entityName)
            func columns(_ names: [String]) -> [String] {
                names.map { columnName(of: entity.properties[entity.propertyIndex[$0]!], in: entity)! }
            }
            for index in entity.indexes {
                let terms = zip(columns(index.elements.map(\.propertyName)), index.elements).map { $1.isAscending ? $0 : $0 + " DESC" }
                tables[rootKey]?.indexes.append((prefix + "_" + Self.identifier(index.name), terms, false, nil))
            }
            let condition =
                entity.superentity == nil
                ? nil
                : "Z_ENT IN (" + entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ") + ")"
            for names in entity.uniquenessConstraints {
                let name = Self.uniqueIndexName(entity, names)
                let terms = columns(names)
                tables[rootKey]?.indexes.append((name, terms, true, condition))
            }
        }
    }

    private mutating func addRelationshipTables(_ model: ManagedObjectModel) {
        for entity in model.entities {
            for property in entity.declaredProperties {
                guard let relationship = property as? RelationshipDescription, relationship.isToMany else { continue }
                switch RelationshipStorage.of(relationship) {
                case .inverseForeignKey(ordered: true):
                    guard let inverse = relationship.inverseRelationship, let destination = relationship.destinationEntity else { continue }
                    let column = "Z_FOK_" + Self.identifier(inverse.name)
                    let rootKey = ObjectIdentifier(destination.rootEntity)
                    if tables[rootKey]?.columns.contains(where: { $0.name == column }) == false {
                        tables[rootKey]?.columns.append((column, "INTEGER"))
                    }
                    orderColumns[ObjectIdentifier(relationship)] = column
                case .joinTable where RelationshipStorage.isCanonicalSide(relationship):
                    let name = "Z_\(entity.entityNumber)" + Self.identifier(relationship.name)
                    let destinationNumber = relationship.destinationEntity?.entityNumber ?? 0
                    let inverseName = relationship.inverseRelationship?.name ?? (relationship.name + "_INVERSE")
                    var destinationColumn = "Z_\(destinationNumber)" + Self.identifier(inverseName)
                    // A relationship that is its own inverse (Person.friends ↔ friends): Core Data's `…1`.
                    if destinationColumn == name { destinationColumn += "1" }
                    let join = JoinTable(
                        name: name, ownerColumn: name, destinationColumn: destinationColumn,
                        orderColumn: relationship.isOrdered ? "Z_FOK_" + Self.identifier(relationship.name) : nil)
                    joinTables[ObjectIdentifier(relationship)] = join
                    if let inverse = relationship.inverseRelationship { joinTables[ObjectIdentifier(inverse)] = join }
                default:
                    continue
                }
            }
        }
    }

    /// The table of `entity` (its root's).
    func table(for entity: EntityDescription) -> Table { tables[ObjectIdentifier(entity.rootEntity)]! }
    /// The column mapping of `entity`.
    func mapping(for entity: EntityDescription) -> Mapping { mappings[ObjectIdentifier(entity)]! }
    /// The join table of a relationship stored in one.
    func joinTable(for relationship: RelationshipDescription) -> JoinTable? { joinTables[ObjectIdentifier(relationship)] }
    /// The order column of an ordered one-to-many relationship.
    func orderColumn(for relationship: RelationshipDescription) -> String? { orderColumns[ObjectIdentifier(relationship)] }

    /// The column name of a property of `entity`, if it is stored in the row.
    func columnName(of property: PropertyDescription, in entity: EntityDescription) -> String? {
        guard let position = mapping(for: entity).columnOfProperty[property.index] else { return nil }
        return table(for: entity).columns[position].name
    }

    /// `CREATE` statements for a new store.
    var creationSQL: [String] { creationSQL(indexes: true) }

    /// `CREATE` statements for a new store, the tables' indexes left out unless `indexes` (a
    /// migration builds them after copying the rows; see ``indexes``).
    func creationSQL(indexes: Bool) -> [String] {
        var sql = [
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
        ]
        for table in tables.values.sorted(by: { $0.name < $1.name }) {
            let columns = ["Z_PK INTEGER PRIMARY KEY", "Z_ENT INTEGER", "Z_OPT INTEGER"] + table.columns.map { "\($0.name) \($0.type)" }
            sql.append("CREATE TABLE \(table.name) (\(columns.joined(separator: ", ")))")
            if indexes { sql += indexSQL(of: table) }
        }
        var created: Set<String> = []
        for join in joinTables.values.sorted(by: { $0.name < $1.name }) where created.insert(join.name).inserted {
            let order = join.orderColumn.map { ", \($0) INTEGER" } ?? ""
            sql.append(
                "CREATE TABLE \(join.name) (\(join.ownerColumn) INTEGER, \(join.destinationColumn) INTEGER\(order), PRIMARY KEY (\(join.ownerColumn), \(join.destinationColumn)))"
            )
            sql.append("CREATE INDEX \(join.name)_\(join.destinationColumn) ON \(join.name) (\(join.destinationColumn), \(join.ownerColumn))")
        }
        return sql
    }

    /// Every index of every table by name, with its `CREATE INDEX IF NOT EXISTS` statement (an
    /// opened store creates those missing, so indexes added to the model since it was created appear).
    var indexes: [(name: String, sql: String)] {
        tables.values.sorted(by: { $0.name < $1.name }).flatMap(indexes(of:))
    }

    private func indexSQL(of table: Table) -> [String] {
        indexes(of: table).map(\.sql)
    }

    private func indexes(of table: Table) -> [(name: String, sql: String)] {
        table.indexes.map { index in
            let head = index.unique ? "CREATE UNIQUE INDEX IF NOT EXISTS" : "CREATE INDEX IF NOT EXISTS"
            let condition = index.condition.map { " WHERE \($0)" } ?? ""
            return (index.name, "\(head) \(index.name) ON \(table.name) (\(index.columns.joined(separator: ", ")))\(condition)")
        }
    }

    /// The name of the unique index enforcing `entity`'s uniqueness constraint over `names`.
    static func uniqueIndexName(_ entity: EntityDescription, _ names: [String]) -> String {
        "Z_" + identifier(entity.entityName) + "_UNIQUE_" + names.map(identifier).joined(separator: "_")
    }

    /// An SQL identifier from a model name: uppercased, non-alphanumerics replaced by `_`.
    static func identifier(_ name: String) -> String {
        String(name.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
