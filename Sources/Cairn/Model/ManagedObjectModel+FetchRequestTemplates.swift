import Foundation

extension ManagedObjectModel {
    /// A stored fetch request: what Xcode's model editor keeps as a *Fetch Request* (entity,
    /// predicate, limit), for ``fetchRequestTemplate(forName:)``.
    struct FetchRequestTemplate: Sendable {
        let entityName: String
        let predicate: FetchPredicate?
        let fetchLimit: Int

        func request() -> FetchRequest<any FetchRequestResult> {
            let request = FetchRequest<any FetchRequestResult>(entityName: entityName)
            request.predicate = predicate
            request.fetchLimit = fetchLimit
            return request
        }
    }

    /// The model's stored fetch requests by name, each a new request (Core Data's
    /// `fetchRequestTemplatesByName`).
    public var fetchRequestTemplatesByName: [String: FetchRequest<any FetchRequestResult>] {
        fetchRequestTemplates.mapValues { $0.request() }
    }

    /// The stored fetch request `name`, as it is stored (`$VARIABLES` unbound), or `nil` (Core
    /// Data's `fetchRequestTemplate(forName:)`).
    ///
    /// ```swift
    /// let cheap = model.fetchRequestTemplate(forName: "CheapVenues")!
    /// let venues = try context.fetch(cheap)
    /// ```
    public func fetchRequestTemplate(forName name: String) -> FetchRequest<any FetchRequestResult>? {
        fetchRequestTemplates[name]?.request()
    }

    /// The stored fetch request `name` with its `$VARIABLES` replaced by `variables`, or `nil`
    /// (Core Data's `fetchRequestFromTemplate(withName:substitutionVariables:)`).
    public func fetchRequestFromTemplate(withName name: String, substitutionVariables variables: [String: Any]) -> FetchRequest<any FetchRequestResult>? {
        guard let request = fetchRequestTemplate(forName: name) else { return nil }
        request.predicate = request.predicate?.withSubstitutionVariables(variables)
        return request
    }

    /// Stores `request` (its entity, predicate and limit) under `name`, or removes the stored
    /// request with `nil` (Core Data's `setFetchRequestTemplate(_:forName:)`); a model in use
    /// can no longer change.
    public func setFetchRequestTemplate(_ request: FetchRequest<any FetchRequestResult>?, forName name: String) {
        fetchRequestTemplates[name] = request.map {
            FetchRequestTemplate(entityName: $0.entityName ?? "", predicate: $0.predicate, fetchLimit: $0.fetchLimit)
        }
    }
}
