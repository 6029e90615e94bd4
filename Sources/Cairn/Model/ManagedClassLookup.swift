import Foundation

/// Finds the `ManagedObject` subclass a model names for an entity (Xcode's `representedClassName`),
/// when the model is frozen.
///
/// Xcode writes the class name unqualified (`"Venue"`); Core Data finds it through the Objective-C
/// runtime, where class names are global. Swift on Linux finds a class only by its module-qualified
/// name, so an unqualified name is tried in each module where the app's classes may live:
/// - the module whose resources hold the model file (SwiftPM names a target's resource bundle
///   `Package_Target.resources`, `Package_Target.bundle` on Apple platforms), where Xcode
///   models and the classes generated from them usually sit together;
/// - the modules of classes the model binds itself, and of every class bound by type so far in
///   the process (`Venue.fetchRequest()`, `Venue(context:)`);
/// - the main executable's module.
/// A name that still names nothing is reported once, with the entity and the modules tried (for
/// models of Xcode model files).
package struct ManagedClassLookup {
    /// The modules of classes bound so far, in the order they were first seen.
    private static let boundModules = Locked<[String]>([])
    /// Whether this program reads other programs' models (the `cairn` tool): their classes are
    /// not its own, so a class name that names nothing here is no mistake to report.
    private static let readsOtherProgramsModels = Locked(false)

    /// Says that this program reads models of other programs, whose classes it does not have.
    package static func programReadsOtherProgramsModels() { readsOtherProgramsModels.withLock { $0 = true } }

    private let modules: [String]
    /// Whether a class name that names nothing is worth a warning: for a model of Xcode model
    /// files, whose classes the app declares; not for one read back from a store's metadata,
    /// whose classes belong to whichever program wrote it.
    private let reportsMisses: Bool

    init(model: ManagedObjectModel) {
        reportsMisses = model.modelFileURL != nil && !Self.readsOtherProgramsModels.withLock { $0 }
        var modules = Self.modules(containing: model.modelFileURL)
        modules += model.entities.compactMap { $0.managedObjectClass.flatMap(Self.module(of:)) }
        modules += Self.boundModules.withLock { $0 }
        if let executable = Self.executableModule { modules.append(executable) }
        var seen: Set<String> = []
        self.modules = modules.filter { seen.insert($0).inserted }
    }

    /// Records the module of a class bound to an entity, for models loaded later.
    static func remember(_ cls: ManagedObject.Type) {
        guard let module = module(of: cls) else { return }
        boundModules.withLock { if !$0.contains(module) { $0.append(module) } }
    }

    /// The class the entity's model names, or `nil` (with a warning when a name was given and no
    /// class has it).
    func managedClass(for entity: EntityDescription) -> ManagedObject.Type? {
        guard let name = entity.managedObjectClassName, !Self.baseClassNames.contains(name) else { return nil }
        // Xcode writes `.Venue` for "current product module", `App.Venue` for a named module.
        let unqualified = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if !unqualified.contains("."), let found = modules.lazy.compactMap({ Self.managedClass(named: "\($0).\(unqualified)") }).first {
            return found
        }
        if unqualified.contains("."), let found = Self.managedClass(named: unqualified) { return found }
        guard reportsMisses else { return nil }
        CairnLog.warning(
            "The model names the class '\(name)' for entity '\(entity.entityName)', but no ManagedObject subclass has that name (looked in the modules \(modules.joined(separator: ", "))). Its objects are plain NSManagedObjects until the class is used by type (\(unqualified).fetchRequest(), \(unqualified)(context:)). Name the class with its module in the model (representedClassName=\"App.\(unqualified)\"), or bind it with entity.managedObjectClass."
        )
        return nil
    }

    private static let baseClassNames: Set<String> = ["NSManagedObject", "ManagedObject", "Cairn.ManagedObject"]

    private static func managedClass(named qualified: String) -> ManagedObject.Type? {
        NSClassFromString(qualified) as? ManagedObject.Type
    }

    private static func module(of cls: AnyClass) -> String? {
        String(reflecting: cls).split(separator: ".").first.map(String.init)
    }

    /// The modules whose resource bundles hold `url`: `Package_Target.resources` gives `Target`
    /// (and, since package names may hold `_`, every shorter tail too).
    static func modules(containing url: URL?) -> [String] {
        guard let url else { return [] }
        var modules: [String] = []
        for component in url.standardizedFileURL.pathComponents.reversed() {
            let bundle = component.hasSuffix(".resources") || component.hasSuffix(".bundle")
            guard bundle else { continue }
            let parts = URL(fileURLWithPath: component).deletingPathExtension().lastPathComponent.split(separator: "_")
            for start in parts.indices.dropFirst() { modules.append(parts[start...].joined(separator: "_")) }
        }
        return modules
    }

    /// The main executable's module name, as SwiftPM derives it from the product's name.
    private static var executableModule: String? {
        guard let name = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent, !name.isEmpty else { return nil }
        return name.replacingOccurrences(of: "-", with: "_")
    }
}
