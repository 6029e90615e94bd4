import Cairn

extension FetchRequest {
    /// Core Data's `propertiesToFetch`: attribute names and key paths (`String`),
    /// ``NSExpressionDescription``s and property descriptions, in the order each result dictionary
    /// lists them.
    ///
    /// Setting an element of another type stops the program with its type named. In code that
    /// imports `CairnCoreData` it shadows the engine's `[FetchProperty]` form.
    public var propertiesToFetch: [Any]? {
        get { fetchProperties(\.enginePropertiesToFetch) }
        set { setFetchProperties(\.enginePropertiesToFetch, newValue) }
    }

    /// Core Data's `propertiesToGroupBy`: attribute names and key paths, expression descriptions
    /// and property descriptions (shadows the engine's `[FetchProperty]` form).
    public var propertiesToGroupBy: [Any]? {
        get { fetchProperties(\.enginePropertiesToGroupBy) }
        set { setFetchProperties(\.enginePropertiesToGroupBy, newValue) }
    }

    private func fetchProperties(_ list: ReferenceWritableKeyPath<FetchRequest, [FetchProperty]?>) -> [Any]? {
        self[keyPath: list]?.map { $0 as Any }
    }

    private func setFetchProperties(_ list: ReferenceWritableKeyPath<FetchRequest, [FetchProperty]?>, _ values: [Any]?) {
        self[keyPath: list] = values?.map(FetchProperty.init(coreDataValue:))
    }
}

extension FetchProperty {
    /// A Core Data `propertiesToFetch` element as the engine's fetch property.
    init(coreDataValue value: Any) {
        switch value {
        case let property as FetchProperty: self = property
        case let path as String: self = .keyPath(path)
        case let description as NSExpressionDescription: self = .expression(description.engineDescription)
        case let description as ExpressionDescription: self = .expression(description)
        case let property as PropertyDescription: self = .property(property)
        default:
            preconditionFailure("propertiesToFetch holds a \(type(of: value)); use attribute names (String), NSExpressionDescription or property descriptions.")
        }
    }
}
