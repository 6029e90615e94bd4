import Foundation

/// An attribute of an entity: a named value of one ``AttributeType``.
///
/// ```swift
/// let name = AttributeDescription(name: "name", type: .string, isOptional: false)
/// let level = AttributeDescription(name: "level", type: .integer16, defaultValue: 1)
/// let tags = AttributeDescription(name: "tags", codable: [String].self)
/// let rating = AttributeDescription(name: "rating", type: .integer16, minValue: 1, maxValue: 5)
/// let code = AttributeDescription(name: "code", type: .string, maxLength: 8, regularExpression: "[A-Z0-9]+")
/// ```
///
/// Validation settings (`minValue`, `maxValue`, `minLength`, `maxLength`, `regularExpression`)
/// are checked for every inserted and updated object when its context saves; like Core Data's,
/// they are not part of the version hash, so adding one needs no migration.
public class AttributeDescription: PropertyDescription, @unchecked Sendable {
    /// The attribute's value type.
    public var attributeType: AttributeType {
        get { freezeState.read { _attributeType } }
        set { freezeState.write({ frozenMutationMessage }) { _attributeType = newValue } }
    }
    @exclusivity(unchecked) private var _attributeType: AttributeType
    /// The value a newly inserted object starts with (`nil` means no default).
    public var defaultValue: PropertyValue? {
        get { freezeState.read { _defaultValue } }
        set { freezeState.write({ frozenMutationMessage }) { _defaultValue = newValue } }
    }
    @exclusivity(unchecked) private var _defaultValue: PropertyValue?
    /// For `.transformable` attributes: the `Codable` type of the value, used by `value(forKey:)`.
    public var valueType: (any Codable.Type)? {
        get { freezeState.read { _valueType } }
        set { freezeState.write({ frozenMutationMessage }) { _valueType = newValue } }
    }
    @exclusivity(unchecked) private var _valueType: (any Codable.Type)?
    /// For `.transformable` attributes: the name of the value type (kept in the store's model).
    public var valueTypeName: String? {
        get { freezeState.read { _valueTypeName } }
        set { freezeState.write({ frozenMutationMessage }) { _valueTypeName = newValue } }
    }
    @exclusivity(unchecked) private var _valueTypeName: String?
    /// For `.transformable` attributes: the name of a registered `ValueTransformer` that turns
    /// values into data and back (Core Data's `valueTransformerName`). `Codable` values are kept as
    /// JSON when it names one of Foundation's archiving transformers (Xcode's default); see
    /// ``objectValue(for:)``.
    public var valueTransformerName: String? {
        get { freezeState.read { _valueTransformerName } }
        set { freezeState.write({ frozenMutationMessage }) { _valueTransformerName = newValue } }
    }
    @exclusivity(unchecked) private var _valueTransformerName: String?
    /// Whether persistent history keeps the attribute's value when its object is deleted, in the
    /// deletion's ``PersistentHistoryChange/tombstone`` (Core Data's
    /// `preservesValueInHistoryOnDeletion`): what another process or a sync engine needs to know
    /// which object went (a UUID, a server identifier).
    public var preservesValueInHistoryOnDeletion: Bool {
        get { freezeState.read { _preservesValueInHistoryOnDeletion } }
        set { freezeState.write({ frozenMutationMessage }) { _preservesValueInHistoryOnDeletion = newValue } }
    }
    @exclusivity(unchecked) private var _preservesValueInHistoryOnDeletion = false

    /// Whether the attribute's text is in the entity's full-text index (string and URI
    /// attributes; Xcode's *Index in Spotlight*). The SQLite store keeps an FTS5 index of the
    /// searchable attributes of each table, updated in the transaction of every save; search it
    /// with ``FetchRequest/textSearch``. Not part of the version hash: a store opened with a model
    /// that adds or removes searchable attributes rebuilds its index.
    public var isSearchable: Bool {
        get { freezeState.read { _isSearchable } }
        set { freezeState.write({ frozenMutationMessage }) { _isSearchable = newValue } }
    }
    @exclusivity(unchecked) private var _isSearchable: Bool = false

    // MARK: Validation, checked when a context saves

    /// The smallest allowed value of a number or date attribute (Xcode's *Minimum*); `nil`: none.
    /// A failure is error 1620 (`validationNumberTooSmall`) or 1640 (`validationDateTooSoon`).
    public var minValue: PropertyValue? {
        get { freezeState.read { _minValue } }
        set { freezeState.write({ frozenMutationMessage }) { _minValue = newValue } }
    }
    @exclusivity(unchecked) private var _minValue: PropertyValue?
    /// The largest allowed value of a number or date attribute (Xcode's *Maximum*); `nil`: none.
    /// A failure is error 1610 (`validationNumberTooLarge`) or 1630 (`validationDateTooLate`).
    public var maxValue: PropertyValue? {
        get { freezeState.read { _maxValue } }
        set { freezeState.write({ frozenMutationMessage }) { _maxValue = newValue } }
    }
    @exclusivity(unchecked) private var _maxValue: PropertyValue?
    /// The fewest characters a string attribute may hold (Xcode's *Min Length*), counted as Core
    /// Data counts them: UTF-16 code units. A failure is error 1670 (`validationStringTooShort`).
    public var minLength: Int? {
        get { freezeState.read { _minLength } }
        set { freezeState.write({ frozenMutationMessage }) { _minLength = newValue } }
    }
    @exclusivity(unchecked) private var _minLength: Int?
    /// The most characters a string attribute may hold (Xcode's *Max Length*), in UTF-16 code
    /// units. A failure is error 1660 (`validationStringTooLong`).
    public var maxLength: Int? {
        get { freezeState.read { _maxLength } }
        set { freezeState.write({ frozenMutationMessage }) { _maxLength = newValue } }
    }
    @exclusivity(unchecked) private var _maxLength: Int?
    /// An ICU regular expression the whole string must match (Xcode's *Reg. Ex.*, the predicate
    /// `MATCHES`). A failure is error 1680 (`validationStringPatternMatching`).
    public var regularExpression: String? {
        get { freezeState.read { _regularExpression } }
        set { freezeState.write({ frozenMutationMessage }) { _regularExpression = newValue } }
    }
    @exclusivity(unchecked) private var _regularExpression: String?
    /// Whether values need more than the required and type checks (bounds, lengths, a pattern, an
    /// integer width); set when the model is frozen.
    @exclusivity(unchecked) var hasValueRules = true

    /// Creates an attribute.
    ///
    /// - Parameters:
    ///   - name: the attribute's name.
    ///   - type: the value type.
    ///   - isOptional: whether `nil` is allowed (Core Data's default: `true`).
    ///   - defaultValue: the initial value of inserted objects; must convert to `type`.
    ///   - isTransient: whether the value is kept in memory only.
    ///   - isIndexed: whether the store indexes the column.
    ///   - minValue: the smallest allowed number or date.
    ///   - maxValue: the largest allowed number or date.
    ///   - minLength: the fewest UTF-16 code units a string may have.
    ///   - maxLength: the most UTF-16 code units a string may have.
    ///   - regularExpression: an ICU pattern the whole string must match.
    ///   - isSearchable: whether the text is in the full-text index (string and URI attributes).
    public init(
        name: String, type: AttributeType, isOptional: Bool = true,
        defaultValue: (any PropertyValueConvertible)? = nil,
        isTransient: Bool = false, isIndexed: Bool = false,
        minValue: (any PropertyValueConvertible)? = nil, maxValue: (any PropertyValueConvertible)? = nil,
        minLength: Int? = nil, maxLength: Int? = nil, regularExpression: String? = nil,
        isSearchable: Bool = false
    ) {
        precondition(
            !isSearchable || type == .string || type == .uri,
            "Attribute '\(name)' is \(type.rawValue); only string and URI attributes can be searchable (full-text indexed).")
        self._attributeType = type
        self._defaultValue = defaultValue.map { $0.propertyValue }
        self._minValue = minValue.map { $0.propertyValue }
        self._maxValue = maxValue.map { $0.propertyValue }
        self._minLength = minLength
        self._maxLength = maxLength
        self._regularExpression = regularExpression
        self._isSearchable = isSearchable
        super.init(name: name, isOptional: isOptional, isTransient: isTransient, isIndexed: isIndexed)
    }

    /// ``defaultValue``, under a name the Core Data face's `Any` overload cannot shadow.
    package var engineDefaultValue: PropertyValue? {
        get { defaultValue }
        set { defaultValue = newValue }
    }

    /// Creates an optional string attribute to be configured property by property, as Core Data
    /// code does (`name`, `attributeType`, `isOptional`, `defaultValue`).
    public convenience init() {
        self.init(name: "", type: .string)
    }

    /// Creates a transformable attribute holding any `Codable` value, stored as JSON.
    ///
    /// ```swift
    /// let tags = AttributeDescription(name: "tags", codable: [String].self)
    /// ```
    public init<T: Codable>(name: String, codable: T.Type, isOptional: Bool = true, isTransient: Bool = false) {
        self._attributeType = .transformable
        self._valueType = codable
        self._valueTypeName = String(describing: codable)
        super.init(name: name, isOptional: isOptional, isTransient: isTransient, isIndexed: false)
    }

    override var hashComponents: [String] {
        super.hashComponents + ["attribute", attributeType.rawValue, valueTypeName ?? ""]
    }

    /// A short description such as `name: string?`.
    public override var description: String {
        "\(name): \(attributeType.rawValue)\(isOptional ? "?" : "")"
    }
}
