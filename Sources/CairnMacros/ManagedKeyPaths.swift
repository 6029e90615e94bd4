/// Gives a `ManagedObject` subclass the table typed predicates need: the model property name of
/// each of its `@Managed` properties' key paths (conformance to `ManagedKeyPathNaming`).
///
/// ```swift
/// @ManagedKeyPaths
/// final class Employee: ManagedObject {
///     @Managed var name: String
///     @Managed("start") var startDate: Date?
/// }
///
/// let request = FetchRequest<Employee>(predicate: #Predicate { $0.name.starts(with: "J") },
///                                      sortBy: [SortDescriptor(\.startDate, order: .reverse)])
/// ```
///
/// Expands to `extension Employee: ManagedKeyPathNaming` with
/// `static func managedPropertyName(for: AnyKeyPath) -> String?` mapping `\Employee.name` to
/// `"name"` and `\Employee.startDate` to `"start"`. Only the class's own `@Managed` properties are
/// named (a subclass does not extend its superclass's table).
@attached(extension, conformances: ManagedKeyPathNaming, names: named(managedPropertyName))
public macro ManagedKeyPaths() = #externalMacro(module: "CairnMacrosPlugin", type: "ManagedKeyPathsMacro")

/// A `ManagedObject` subclass that can name its `@Managed` properties' key paths (see
/// `@ManagedKeyPaths`); typed predicates and sort descriptors resolve key paths through it.
public protocol ManagedKeyPathNaming: AnyObject {
    /// The model property name a key path of this class stands for, or `nil` if it is not a
    /// `@Managed` property.
    static func managedPropertyName(for keyPath: AnyKeyPath) -> String?
}
