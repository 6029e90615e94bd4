import Foundation

extension FetchRequest where Result: ManagedObject {
    /// Creates a request for `Result`'s entity with Foundation's `#Predicate` and `SortDescriptor`s
    /// (SwiftData's `FetchDescriptor(predicate:sortBy:)`).
    ///
    /// ```swift
    /// @ManagedKeyPaths
    /// final class Employee: ManagedObject {
    ///     @Managed var name: String
    ///     @Managed var startDate: Date?
    ///     @Managed var department: Department?
    /// }
    ///
    /// let request = FetchRequest<Employee>(
    ///     predicate: #Predicate { $0.name.starts(with: "J") && $0.department?.name == "R&D" },
    ///     sortBy: [SortDescriptor(\.startDate, order: .reverse)])
    /// let employees = try context.fetch(request)
    /// ```
    ///
    /// The predicate is translated into a ``FetchPredicate`` (see ``setPredicate(_:)``), so it runs
    /// inside SQLite like a format-string predicate. Key paths resolve through the classes'
    /// `@ManagedKeyPaths` tables.
    public convenience init(predicate: Predicate<Result>?, sortBy: [SortDescriptor<Result>] = []) {
        self.init()
        setPredicate(predicate)
        setSortDescriptors(sortBy)
    }

    /// Sets ``predicate`` from Foundation's `#Predicate`.
    ///
    /// Supported: `==`, `!=`, `<`, `<=`, `>`, `>=`, `&&`, `||`, `!`, key paths of `@Managed`
    /// properties (through to-one relationships, with optional chaining), `count` of to-many
    /// relationships, constants (objects compare by ID), `+ - *` and `/` on floating point, `%`,
    /// unary minus, `??`, `!`, `contains(_:)` (membership, substrings), `contains(where:)` and
    /// `allSatisfy(_:)` on to-many relationships (SUBQUERY), `starts(with:)`, `min()`, `max()`.
    /// Anything else makes the fetch throw ``CairnError`` `.invalidRequest` naming the expression
    /// type (for example `Conditional<…>`), never a crash.
    public func setPredicate(_ predicate: Predicate<Result>?) {
        translationErrors["predicate"] = nil
        guard let predicate else {
            self.predicate = nil
            return
        }
        do {
            self.predicate = try TypedPredicateTranslator.translate(predicate)
        } catch let error as CairnError {
            self.predicate = nil
            translationErrors["predicate"] = error
        } catch {
            self.predicate = nil
            translationErrors["predicate"] = CairnError(.invalidRequest, "\(error)")
        }
    }

    /// Sets ``sortKeys`` from Foundation's `SortDescriptor`s of `@Managed` properties; a key path
    /// that is not one makes the fetch throw.
    public func setSortDescriptors(_ descriptors: [SortDescriptor<Result>]) {
        var keys: [SortKey] = []
        translationErrors["sort"] = nil
        for descriptor in descriptors {
            guard let keyPath = descriptor.keyPath, let name = Result.self as? any ManagedKeyPathNaming.Type,
                let key = name.managedPropertyName(for: keyPath)
            else {
                translationErrors["sort"] =
                    translationErrors["sort"]
                    ?? CairnError(
                        .invalidRequest,
                        "The sort descriptor \(descriptor.keyPath.map { "\($0)" } ?? "(a comparator)") of FetchRequest<\(Result.self)> is not a key path of a @Managed property of a class marked @ManagedKeyPaths."
                    )
                continue
            }
            keys.append(SortKey(key, ascending: descriptor.order == .forward))
        }
        sortKeys = keys
    }
}
