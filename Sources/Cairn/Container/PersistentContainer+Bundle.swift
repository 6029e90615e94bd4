import Foundation

extension PersistentContainer {
    /// Creates a container whose model is the Xcode model `name.xcdatamodeld` (or `.xcdatamodel`)
    /// found in `bundle` (Core Data's `init(name:)`).
    ///
    /// Trapping when no such model exists is a programmer error; the message says where it looked.
    /// Use ``init(name:managedObjectModel:environment:)`` to pass a model you built or loaded yourself.
    public convenience init(name: String, bundle: Bundle = .main) {
        guard let url = ManagedObjectModel.modelURL(named: name, in: [bundle]) else {
            preconditionFailure(
                "No model named '\(name)' (\(name).xcdatamodeld or \(name).xcdatamodel) in bundle \(bundle.bundlePath). Add it as a resource, or use PersistentContainer(name:managedObjectModel:)."
            )
        }
        do {
            self.init(name: name, managedObjectModel: try ManagedObjectModel(xcodeModelAt: url))
        } catch {
            preconditionFailure("The model '\(name)' at \(url.path) cannot be loaded: \(error)")
        }
    }
}

extension ManagedObjectModel {
    /// The URL of the Xcode model `name` in the first bundle that has it.
    ///
    /// When the main bundle is searched, so are the resource bundles SwiftPM puts beside the
    /// executable (`Package_Target.resources`): on Linux an app's resources are there, not in its
    /// main bundle.
    static func modelURL(named name: String, in bundles: [Bundle]) -> URL? {
        for bundle in withResourceBundles(bundles) {
            for ext in ["xcdatamodeld", "xcdatamodel"] {
                if let url = bundle.url(forResource: name, withExtension: ext) { return url }
                let direct = URL(fileURLWithPath: bundle.bundlePath).appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: direct.path) { return direct }
            }
        }
        return nil
    }

    /// `bundles`, followed, when they hold the main bundle, by the resource bundles of the SwiftPM
    /// targets beside the main executable (sorted by name).
    static func withResourceBundles(_ bundles: [Bundle]) -> [Bundle] {
        guard bundles.contains(.main) else { return bundles }
        let folder = URL(fileURLWithPath: Bundle.main.bundlePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return bundles + names.filter { $0.hasSuffix(".resources") }.sorted().compactMap { Bundle(url: folder.appendingPathComponent($0)) }
    }

    /// One model with the entities of every Xcode model in `bundles` (Core Data's `mergedModel(from:)`).
    ///
    /// `nil` searches the main bundle (and, as ``PersistentContainer/init(name:bundle:)`` does, the
    /// SwiftPM resource bundles beside the executable).
    ///
    /// - Returns: `nil` when the bundles hold no model, or two models define the same entity.
    public static func mergedModel(from bundles: [Bundle]?) -> ManagedObjectModel? {
        var entities: [EntityDescription] = []
        var firstURL: URL?
        for bundle in withResourceBundles(bundles ?? [.main]) {
            let root = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath)
            let items = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            let models =
                items.filter { $0.pathExtension == "xcdatamodeld" }
                + items.filter { item in
                    item.pathExtension == "xcdatamodel"
                        && !items.contains {
                            $0.deletingPathExtension().lastPathComponent == item.deletingPathExtension().lastPathComponent && $0.pathExtension == "xcdatamodeld"
                        }
                }
            for url in models.sorted(by: { $0.path < $1.path }) {
                guard let model = try? ManagedObjectModel(xcodeModelAt: url) else { return nil }
                entities += model.entities
                firstURL = firstURL ?? url
            }
        }
        guard !entities.isEmpty, Set(entities.map(\.entityName)).count == entities.count else { return nil }
        let merged = ManagedObjectModel(entities: entities)
        merged.modelFileURL = firstURL
        return merged
    }
}
