import Foundation

extension ManagedObjectModel {
    /// Loads a model from Xcode's Core Data model files.
    ///
    /// `url` may be:
    /// - a versioned bundle, `Name.xcdatamodeld/`: the current version is loaded, the one named by
    ///   the bundle's `.xccurrentversion` (or its only version when that file is missing);
    /// - one version, `Name.xcdatamodel/` (its `contents` file is read);
    /// - a `contents` XML file itself.
    ///
    /// ``versionIdentifier`` is the version's folder name without extension (`"Model 2"`), `nil`
    /// for a `contents` file outside an `.xcdatamodel` folder. The model is not frozen: call
    /// ``freeze()`` (or hand it to a coordinator) to resolve and check relationships.
    ///
    /// ```swift
    /// let url = Bundle.module.url(forResource: "Notebook", withExtension: "xcdatamodeld")!
    /// let model = try ManagedObjectModel(xcodeModelAt: url)
    /// try model.freeze()
    /// ```
    ///
    /// What is read, beyond names, types and flags:
    /// - A missing `optional` means *required*: Xcode writes `optional="YES"` only for optional
    ///   properties. A missing `deletionRule` means Nullify.
    /// - Default values come from `defaultValueString`, and for dates from `defaultDateTimeInterval`
    ///   (seconds since 2001-01-01).
    /// - Validation settings become the attribute's `minValue` / `maxValue` (numbers:
    ///   `minValueString` / `maxValueString`; dates: the date intervals), `minLength` / `maxLength`
    ///   (strings: `minValueString` / `maxValueString`) and `regularExpression`. A transformable
    ///   attribute's `customClassName` becomes its `valueTypeName`; `valueTransformerName` its
    ///   ``AttributeDescription/valueTransformerName``.
    /// - `elementID` is the entity's or property's `renamingIdentifier`; `versionHashModifier` is
    ///   read for both.
    /// - A fetch index over one property of the entity sets that property's `isIndexed`; other
    ///   B-tree indexes over properties become the entity's `indexes`. Indexes over expressions or
    ///   R-trees are kept in `userInfo["indexes"]` as `name:element,element` entries separated by
    ///   `;` (an element followed by ` descending` and ` rtree` when so), with a warning.
    ///   Uniqueness constraints become the entity's `uniquenessConstraints`.
    /// - Configurations become the model's ``configurations`` (their `usedWithCloudKit` is not
    ///   kept).
    /// - Diagram layout (`elements`) is skipped; any other unknown element is
    ///   skipped with everything inside it, with one warning through ``CairnLog`` naming it and
    ///   its line (fetched properties among them). Stored fetch requests become the model's
    ///   ``fetchRequestTemplate(forName:)``s (entity, predicate and fetch limit).
    ///
    /// - Throws: ``CairnError`` `.modelFile` whose message names the file and line (and, for
    ///   malformed XML, the column; for a bad attribute or relationship, the entity and property):
    ///   a missing file or version, a bundle with several versions and no `.xccurrentversion`,
    ///   malformed XML, an unsupported attribute type (`Undefined`, `Object ID`) or
    ///   deletion rule, or a default value that does not fit its type.
    /// - Complexity: O(size of the file).
    public convenience init(xcodeModelAt url: URL) throws {
        try self.init(xcodeVersion: XcodeModelLocator.currentVersion(at: url))
        if url.pathExtension == "xcdatamodeld" { xcodeBundleURL = url }
        modelFileURL = url
    }

    /// Loads a model from Xcode's Core Data model files, or gives `nil` when they cannot be read
    /// (Core Data's `NSManagedObjectModel(contentsOf:)`, failable as there).
    ///
    /// The reason a load failed is logged as a warning through ``CairnLog``; use
    /// ``init(xcodeModelAt:)`` to receive it as an error instead.
    public convenience init?(contentsOf url: URL) {
        do {
            try self.init(xcodeModelAt: url)
        } catch {
            CairnLog.warning("NSManagedObjectModel(contentsOf: \(url.path)) gives nil: \(error)")
            return nil
        }
    }

    /// Loads every version of an Xcode model, keyed by version name (the `.xcdatamodel` folder's
    /// name without extension, e.g. `"Model 2"`), for migrations between them.
    ///
    /// `url` is a `.xcdatamodeld` bundle, or a single version as accepted by
    /// ``init(xcodeModelAt:)`` (which then gives a one-entry dictionary).
    ///
    /// ```swift
    /// let versions = try ManagedObjectModel.versions(in: bundleURL)
    /// let source = versions["Model"], destination = versions["Model 2"]
    /// ```
    ///
    /// - Throws: ``CairnError`` `.modelFile` as ``init(xcodeModelAt:)``, for the first version that
    ///   cannot be read.
    public static func versions(in url: URL) throws -> [String: ManagedObjectModel] {
        var models: [String: ManagedObjectModel] = [:]
        for version in try XcodeModelLocator.allVersions(at: url) {
            models[version.key] = try ManagedObjectModel(xcodeVersion: version)
        }
        return models
    }

    private convenience init(xcodeVersion version: XcodeModelVersion) throws {
        let contents = try XcodeModelParser.parse(version.contentsURL)
        self.init(entities: contents.entities)
        versionIdentifier = version.name
        for configuration in contents.configurations {
            configurationEntityNames[configuration.name] = configuration.members
        }
        for template in contents.fetchRequests {
            fetchRequestTemplates[template.name] = FetchRequestTemplate(
                entityName: template.entityName, predicate: template.predicate, fetchLimit: template.fetchLimit)
        }
    }
}
