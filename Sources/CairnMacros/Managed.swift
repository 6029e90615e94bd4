/// Makes a stored-looking property of a `ManagedObject` subclass read and write the object's
/// managed storage (Core Data's `@NSManaged`).
///
/// ```swift
/// final class Employee: ManagedObject {
///     @Managed var name: String
///     @Managed var startDate: Date?
///     @Managed var department: Department?       // to-one relationship
///     @Managed var reports: Set<Employee>        // to-many relationship
/// }
/// ```
///
/// The property's type picks the storage: attribute types (`Int`, `String`, `Date` …), any other
/// `Codable` type (transformable, JSON), a `ManagedObject` subclass (to-one), or a `Set`, `Array`,
/// `NSSet` or `NSOrderedSet` of them (to-many). An optional key argument names the model property
/// when it differs from the Swift name: `@Managed("desc") var details: String`.
@attached(accessor, names: named(get), named(set))
public macro Managed(_ key: String? = nil) = #externalMacro(module: "CairnMacrosPlugin", type: "ManagedMacro")
