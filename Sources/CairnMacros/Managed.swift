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
///
/// Xcode's generated to-many accessors (`@NSManaged public func addToBooks(_ value: Book)`) are
/// spelled ``ManagedAccessor(_:)``.
///
/// Next to the property the macro declares `private static let _cairnKey_<name>`, a
/// `ManagedPropertyKey` that remembers the property's index, so an access costs no string lookup.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(_cairnKey_))
public macro Managed(_ key: String? = nil) = #externalMacro(module: "CairnMacrosPlugin", type: "ManagedMacro")
