import Cairn
import Foundation

/// F1: what a `FetchedResultsController` costs to keep current. Its baseline is not SQLite but
/// the alternative it replaces: refetching. Over `rows` objects sorted by `i1`, one change event
/// of 100 objects (40 moved by a new `i1`, 20 changed in place, 20 inserted, 20 deleted) is
/// applied by the controller, which tells a delegate every change (Core Data's per-change calls);
/// that is timed against one fetch of all the results in the same context. The ratio is the
/// median over the rounds of apply / refetch within the round (far less than 1 is the goal).
///
/// Run alone, outside the interleaved table: `cairn-bench --frc [--quick] [--rounds N]`.
enum ControllerBench {
    static let flag = "--frc"
    static let changes = 100

    /// Counts what the controller reports, as a table view's delegate would use it.
    private final class CountingDelegate: FetchedResultsControllerDelegate {
        var calls: Int64 = 0
        func controller(
            _ controller: AnyFetchedResultsController, didChange anObject: Any, at indexPath: IndexPath?,
            for type: FetchedResultsChangeType, newIndexPath: IndexPath?
        ) { calls += 1 }
    }

    /// Parses `--quick` and `--rounds N`, runs F1 and prints its line.
    static func main(_ arguments: [String], log: (String) -> Void) throws {
        let options = SideBenchOptions(arguments, defaultRounds: (arguments.contains("--quick") ? Scale.quick : Scale.full).rounds)
        var scale = options.scale
        scale.rounds = options.rounds
        try options.withFolder("frc") { base in try run(scale, base, log: log) }
    }

    private static func run(_ scale: Scale, _ base: URL, log: (String) -> Void) throws {
        let rows = scale.lookups
        var applies: [Double] = [], refetches: [Double] = [], ratios: [Double] = []
        for round in 0..<scale.rounds {
            let (apply, refetch) = try runRound(rows: rows, path: base.appendingPathComponent("round-\(round).sqlite").path)
            applies.append(apply)
            refetches.append(refetch)
            ratios.append(apply / refetch)
            log(
                "round \(round + 1)/\(scale.rounds)  F1  apply \(String(format: "%.2f ms", apply * 1000))  refetch \(String(format: "%.2f ms", refetch * 1000))"
            )
        }
        let apply = Summary(applies).median * 1000, refetch = Summary(refetches).median * 1000, ratio = Summary(ratios).median
        print(
            "F1  apply one event of \(changes) changes to a controller over \(rows) objects: \(String(format: "%.2f", apply)) ms;"
                + " refetch \(rows): \(String(format: "%.2f", refetch)) ms; apply/refetch \(String(format: "%.3f", ratio))")
    }

    /// One round on a fresh file: (seconds to apply the change, seconds to refetch).
    private static func runRound(rows: Int, path: String) throws -> (Double, Double) {
        let stack = try CairnStack(path: path)
        return try stack.run { context in
            for row in ItemRow.make(0..<rows, total: rows) { CairnItem(context: context).assign(row) }
            try context.save()
            let request = CairnItem.fetchRequest()
            request.sortKeys = [SortKey("i1")]
            let controller = FetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
            let delegate = CountingDelegate()
            controller.delegate = delegate
            try controller.performFetch()
            let items = controller.fetchedObjects ?? []
            try warmUp(controller, context, items)

            // 40 moved, 20 changed in place, 20 inserted, 20 deleted, spread over the results.
            let stride = items.count / changes
            for (position, index) in Swift.stride(from: 0, to: stride * changes, by: stride).enumerated() {
                let item = items[index]
                switch position % 5 {
                case 0, 1: item.i1 += Int64(rows / 3) + 1  // always a new value: a move
                case 2: item.i2 += 1
                case 3: context.delete(item)
                default: CairnItem(context: context).assign(ItemRow.make(rows + position..<rows + position + 1, total: rows)[0])
                }
            }
            let apply = measure {
                context.processPendingChanges()
                return delegate.calls
            }
            guard delegate.calls >= Int64(changes) else {
                throw BenchError("F1: the controller reported \(delegate.calls) changes, expected at least \(changes)")
            }
            try context.save()
            let refetch = try measure { Int64(try context.fetch(request).count) }
            return (apply.seconds, refetch.seconds)
        }
    }

    /// One untimed change first, so the controller has learnt which delegate forms it takes.
    private static func warmUp(_ controller: FetchedResultsController<CairnItem>, _ context: ManagedObjectContext, _ items: [CairnItem]) throws {
        items.first?.i2 += 1
        context.processPendingChanges()
        try context.save()
        _ = try context.fetch(controller.fetchRequest)
    }
}
