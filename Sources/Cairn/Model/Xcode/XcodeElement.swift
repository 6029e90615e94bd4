import Foundation

/// One start tag of an Xcode model file: its name, its XML attributes, and where it stands (for
/// error messages and warnings).
struct XcodeElement {
    /// The element's name (`entity`, `attribute` …).
    let name: String
    /// The element's XML attributes.
    let attributes: [String: String]
    /// The model file.
    let file: URL
    /// The line of the start tag (1-based).
    let line: Int

    /// The value of XML attribute `key`; `nil` when it is absent or empty (Xcode writes empty
    /// values such as `userDefinedModelVersionIdentifier=""` for "not set").
    subscript(key: String) -> String? {
        guard let value = attributes[key], !value.isEmpty else { return nil }
        return value
    }

    /// `Model file '<path>', line N`.
    var location: String { XcodeModelFile.location(file, line: line) }

    /// A `.modelFile` error located at this element.
    func error(_ message: String, entity: String? = nil, property: String? = nil) -> CairnError {
        XcodeModelFile.error(message, file: file, line: line, entity: entity, property: property)
    }

    /// The value of XML attribute `key`, which must be present and not empty.
    ///
    /// - Throws: ``CairnError`` `.modelFile` naming the element (and its entity and property).
    func required(_ key: String, entity: String? = nil, property: String? = nil) throws -> String {
        guard let value = self[key] else {
            throw error("<\(name)>\(Self.owner(entity, property)) has no '\(key)'.", entity: entity, property: property)
        }
        return value
    }

    /// Reads XML attribute `key` as Xcode's `YES`/`NO`, or `defaultValue` when it is absent.
    ///
    /// - Throws: ``CairnError`` `.modelFile` when the value is neither.
    func bool(_ key: String, default defaultValue: Bool, entity: String? = nil, property: String? = nil) throws -> Bool {
        guard let text = self[key] else { return defaultValue }
        switch text.uppercased() {
        case "YES", "TRUE", "1": return true
        case "NO", "FALSE", "0": return false
        default:
            throw error("<\(name)>\(Self.owner(entity, property)) has \(key)=\"\(text)\"; expected YES or NO.", entity: entity, property: property)
        }
    }

    /// Reads XML attribute `key` as a non-negative integer, `nil` when it is absent.
    ///
    /// - Throws: ``CairnError`` `.modelFile` when the value is not a non-negative integer.
    func count(_ key: String, entity: String, property: String) throws -> Int? {
        guard let text = self[key] else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw error(
                "<\(name)>\(Self.owner(entity, property)) has \(key)=\"\(text)\"; expected a whole number of 0 or more.", entity: entity, property: property)
        }
        return value
    }

    /// Reads the settings every property element shares: `optional` (absent means required, as
    /// Xcode writes `optional="YES"` only for optional properties), `transient`, `indexed`,
    /// `versionHashModifier` and `elementID` (the renaming identifier).
    func applyPropertySettings(to property: PropertyDescription, entity: String) throws {
        property.isOptional = try bool("optional", default: false, entity: entity, property: property.name)
        property.isTransient = try bool("transient", default: false, entity: entity, property: property.name)
        property.isIndexed = try bool("indexed", default: false, entity: entity, property: property.name)
        property.versionHashModifier = self["versionHashModifier"]
        property.renamingIdentifier = self["elementID"]
    }

    /// ` of 'Entity.property'`, ` of entity 'Entity'`, or nothing.
    static func owner(_ entity: String?, _ property: String?) -> String {
        switch (entity, property) {
        case let (entity?, property?): return " of '\(entity).\(property)'"
        case let (entity?, nil): return " of entity '\(entity)'"
        default: return ""
        }
    }
}
