import Foundation

/// An attribute whose value is computed from other values of the object (or of related objects)
/// each time a context saves, as Core Data's `NSDerivedAttributeDescription`.
///
/// ```swift
/// EntityDescription(name: "Folder") {
///     AttributeDescription(name: "name", type: .string)
///     try! DerivedAttributeDescription(name: "searchName", type: .string, derivation: "canonical:(name)")
///     try! DerivedAttributeDescription(name: "noteCount", type: .integer64, derivation: "notes.@count")
///     try! DerivedAttributeDescription(name: "modified", type: .date, derivation: "now()")
///     RelationshipDescription(name: "notes", destination: "Note", toMany: true, inverse: "folder")
/// }
/// ```
///
/// The derivations Core Data supports, with its rules:
///
/// | derivation | value | example |
/// |---|---|---|
/// | a key path | a copy of an attribute of the object or of a to-one related object | `name`, `author.name` |
/// | `@count` | the number of objects in a to-many relationship | `notes.@count` |
/// | `@sum` | the sum of an attribute over a to-many relationship | `items.@sum.price` |
/// | `lowercase:` | a string attribute in lower case | `lowercase:(name)` |
/// | `canonical:` | a string attribute without case and diacritics, for fast comparisons | `canonical:(name)` |
/// | `now()` | the time of the save that last inserted or changed the object | `now()` |
///
/// Derived values are stored like any attribute, so fetches, sorts and indexes use them without a
/// join. The root context's save computes them for every object it inserts or changes, and for
/// the objects whose derivations reach a changed object through a relationship (a folder's
/// `noteCount` when a note moves; a book's copy of `author.name` when the author is renamed).
/// Unlike Core Data, which computes them in the store and shows them only after a refresh, the
/// saved objects hold the new values as soon as `save()` returns. A value set on a derived
/// attribute in code is replaced at the next save. A child context's save does not compute them:
/// its parent does, when it saves to the store.
///
/// Relationships in a derivation need an inverse (that is how a change finds the objects whose
/// derived values depend on it); the model check at first use says so otherwise, and checks
/// that the derivation's value fits the attribute's type.
public final class DerivedAttributeDescription: AttributeDescription, @unchecked Sendable {
    // Safety: as every description's settings (see `PropertyDescription`): under `freezeState`'s
    // lock until the model is frozen, read-only after; `derivation` is written only by the
    // model compiler before the frozen flag is published.

    /// The expression the value is computed from (Core Data's `derivationExpression`).
    public var derivationExpression: FetchExpression? {
        get { freezeState.read { _derivationExpression } }
        set { freezeState.write({ frozenMutationMessage }) { _derivationExpression = newValue } }
    }
    @exclusivity(unchecked) private var _derivationExpression: FetchExpression?

    /// The derivation resolved against the model, set when the model is frozen.
    @exclusivity(unchecked) var derivation: Derivation?

    /// Creates a derived attribute from an expression.
    ///
    /// - Parameters:
    ///   - name: the attribute's name.
    ///   - type: the type of the computed value.
    ///   - isOptional: whether the computed value may be `nil` (checked when the context saves).
    ///   - derivationExpression: what to compute (see the table above).
    public init(name: String, type: AttributeType, isOptional: Bool = true, derivationExpression: FetchExpression?) {
        self._derivationExpression = derivationExpression
        super.init(name: name, type: type, isOptional: isOptional)
    }

    /// Creates an optional string attribute with no derivation yet, to be configured property by
    /// property as Core Data code does (`name`, `attributeType`, `derivationExpression`).
    public convenience init() {
        self.init(name: "", type: .string, derivationExpression: nil)
    }

    /// Creates a derived attribute from a derivation written in the predicate format language,
    /// e.g. `"notes.@count"` or `"lowercase:(name)"`.
    ///
    /// - Throws: ``PredicateSyntaxError`` when `derivation` does not parse.
    public convenience init(name: String, type: AttributeType, isOptional: Bool = true, derivation: String) throws(PredicateSyntaxError) {
        self.init(name: name, type: type, isOptional: isOptional, derivationExpression: try FetchExpression.parse(format: derivation))
    }

    override var hashComponents: [String] {
        super.hashComponents + ["derived", derivationExpression.map { "\($0)" } ?? ""]
    }
}
