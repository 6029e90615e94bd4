import Cairn

extension AttributeType {
    /// Core Data's `NSAttributeType.integer16AttributeType`.
    public static var integer16AttributeType: AttributeType { .integer16 }
    /// Core Data's `NSAttributeType.integer32AttributeType`.
    public static var integer32AttributeType: AttributeType { .integer32 }
    /// Core Data's `NSAttributeType.integer64AttributeType`.
    public static var integer64AttributeType: AttributeType { .integer64 }
    /// Core Data's `NSAttributeType.decimalAttributeType`.
    public static var decimalAttributeType: AttributeType { .decimal }
    /// Core Data's `NSAttributeType.doubleAttributeType`.
    public static var doubleAttributeType: AttributeType { .double }
    /// Core Data's `NSAttributeType.floatAttributeType`.
    public static var floatAttributeType: AttributeType { .float }
    /// Core Data's `NSAttributeType.stringAttributeType`.
    public static var stringAttributeType: AttributeType { .string }
    /// Core Data's `NSAttributeType.booleanAttributeType`.
    public static var booleanAttributeType: AttributeType { .boolean }
    /// Core Data's `NSAttributeType.dateAttributeType`.
    public static var dateAttributeType: AttributeType { .date }
    /// Core Data's `NSAttributeType.binaryDataAttributeType`.
    public static var binaryDataAttributeType: AttributeType { .binaryData }
    /// Core Data's `NSAttributeType.UUIDAttributeType`.
    public static var UUIDAttributeType: AttributeType { .uuid }
    /// Core Data's `NSAttributeType.URIAttributeType`.
    public static var URIAttributeType: AttributeType { .uri }
    /// Core Data's `NSAttributeType.transformableAttributeType`.
    public static var transformableAttributeType: AttributeType { .transformable }
    /// Core Data's `NSAttributeType.compositeAttributeType`.
    public static var compositeAttributeType: AttributeType { .composite }
}

extension DeleteRule {
    /// Core Data's `NSDeleteRule.noActionDeleteRule`.
    public static var noActionDeleteRule: DeleteRule { .noAction }
    /// Core Data's `NSDeleteRule.nullifyDeleteRule`.
    public static var nullifyDeleteRule: DeleteRule { .nullify }
    /// Core Data's `NSDeleteRule.cascadeDeleteRule`.
    public static var cascadeDeleteRule: DeleteRule { .cascade }
    /// Core Data's `NSDeleteRule.denyDeleteRule`.
    public static var denyDeleteRule: DeleteRule { .deny }
}
