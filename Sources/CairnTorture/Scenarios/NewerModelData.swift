import Cairn
import Foundation

/// A store holding values a newer version of the app wrote (transformable data of another shape,
/// bytes that are not JSON, empty data), read by this version's typed properties in a child
/// process: every value reads, those that do not decode as their default (or `nil`) with the
/// error kept in the context, and nothing traps.
enum NewerModelData {
    static func run(objects: Int, in folder: URL, random: inout SplitMix64) -> ScenarioResult {
        var result = ScenarioResult(name: "newer-model data", figures: "")
        let url = folder.appendingPathComponent("Newer.sqlite")
        var undecodable = 0
        do {
            let coordinator = try NewerModelStore.open(url)
            let context = ManagedObjectContext(concurrencyType: .privateQueue)
            context.persistentStoreCoordinator = coordinator
            try context.performAndWait {
                for number in 0..<objects {
                    let shape = TortureShape(context: context)
                    shape.name = "shape-\(number)"
                    for key in ["spec", "note"] {
                        let data = NewerModelStore.foreignValue(&random)
                        shape.setPrimitivePropertyValue(.data(data), forKey: key)
                        if (try? JSONDecoder().decode(ShapeSpec.self, from: data)) == nil { undecodable += 1 }
                    }
                }
                try context.save()
            }
            for store in coordinator.persistentStores { try coordinator.remove(store) }
        } catch {
            result.failures.append("could not write the store: \(error)")
            return result
        }
        let log = folder.appendingPathComponent("reader.log")
        do {
            let child = try Child.start(["child-newer-reader", "--store", url.path], log: log)
            child.waitUntilExit()
            let summary = Child.lastLine(of: log)
            if child.terminationReason == .uncaughtSignal || child.terminationStatus != 0 {
                result.failures.append(
                    "the reader died (\(child.terminationReason == .uncaughtSignal ? "signal" : "exit") \(child.terminationStatus)): \(summary)")
            } else if summary != "\(objects) \(undecodable)" {
                result.failures.append("the reader read \(summary) (objects, values reported undecodable); expected \(objects) \(undecodable)")
            }
        } catch {
            result.failures.append("could not start the reader: \(error)")
        }
        result.figures = "\(objects) objects, \(undecodable) of \(objects * 2) values undecodable: each read as its default and reported, no crash"
        return result
    }
}
