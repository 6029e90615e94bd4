/// Writes the body of a to-many accessor as Xcode generates them in `…+CoreDataProperties.swift`
/// (Core Data's `@NSManaged func`, whose bodies Objective-C supplies at run time).
///
/// ```swift
/// extension Author {
///     @ManagedAccessor public func addToBooks(_ value: Book)      // was: @objc(addBooksObject:) @NSManaged
///     @ManagedAccessor public func removeFromBooks(_ value: Book)
///     @ManagedAccessor public func addToBooks(_ values: NSSet)
///     @ManagedAccessor public func removeFromBooks(_ values: NSSet)
///     @ManagedAccessor public func insertIntoChapters(_ value: Chapter, at idx: Int)
///     @ManagedAccessor public func replaceChapters(at idx: Int, with value: Chapter)
/// }
/// ```
///
/// The name says what the function does and to which relationship, as Xcode derives it
/// (`addToBooks` → `books`); `@ManagedAccessor("key")` names another. The accessors are
/// `addTo…(_:)`, `removeFrom…(_:)` (an object or a set), `insertInto…(_:at:)`, `removeFrom…(at:)`
/// and `replace…(at:with:)` (an index or an index set, for ordered relationships).
///
/// A macro of its own rather than `@Managed`: Swift lets one macro name attach either to
/// properties (accessors) or to functions (bodies), not both.
@attached(body)
public macro ManagedAccessor(_ key: String? = nil) = #externalMacro(module: "CairnMacrosPlugin", type: "ManagedAccessorMacro")
