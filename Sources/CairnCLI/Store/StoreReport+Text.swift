import Foundation

extension StoreReport {
    /// The human-readable form printed by `cairn inspect`:
    ///
    /// ```
    /// Store:         /home/me/.local/share/CairnDemo/CairnDemo.sqlite
    /// UUID:          6F1C…
    /// Type:          SQLite
    /// Model version: (none)
    /// Model hash:    3a7d…
    ///
    /// Dog: 1 row
    ///   name: string, optional
    ///   walks → Walk, to-many, ordered, optional, delete rule cascade, inverse dog
    /// ```
    var text: String {
        var lines = [
            "Store:         \(path)",
            "UUID:          \(uuid)",
            "Type:          \(storeType)",
            "Model version: \(modelVersion ?? "(none)")",
            "Model hash:    \(modelHash)",
        ]
        for entity in entities {
            lines.append("")
            var heading = "\(entity.name): \(entity.count) \(entity.count == 1 ? "row" : "rows")"
            if entity.abstract { heading += ", abstract" }
            if let parent = entity.superentity { heading += ", parent \(parent)" }
            lines.append(heading)
            lines += entity.attributes.map { "  " + $0.text }
            lines += entity.relationships.map { "  " + $0.text }
        }
        return lines.joined(separator: "\n")
    }
}

extension StoreReport.Attribute {
    /// `name: type, optional|required[, indexed][, transient][, default VALUE]`.
    var text: String {
        var parts = [type + (valueType.map { " (\($0))" } ?? ""), optional ? "optional" : "required"]
        if indexed { parts.append("indexed") }
        if transient { parts.append("transient") }
        if let defaultValue { parts.append("default \(defaultValue)") }
        return "\(name): " + parts.joined(separator: ", ")
    }
}

extension StoreReport.Relationship {
    /// `name → Destination, to-one|to-many[, ordered], optional|required, delete rule R[, inverse I]`.
    var text: String {
        var parts = [toMany ? "to-many" : "to-one"]
        if ordered { parts.append("ordered") }
        parts.append(optional ? "optional" : "required")
        parts.append("delete rule \(deleteRule)")
        parts.append(inverse.map { "inverse \($0)" } ?? "no inverse")
        return "\(name) → \(destination), " + parts.joined(separator: ", ")
    }
}
