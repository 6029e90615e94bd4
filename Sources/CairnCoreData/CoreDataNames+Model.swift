import Cairn

/// Core Data's `NSManagedObjectModel` (``/Cairn/ManagedObjectModel``): built in code the Core Data
/// way, with the builder, or loaded from an Xcode model; all three are this one type.
public typealias NSManagedObjectModel = ManagedObjectModel
/// Core Data's `NSEntityDescription` (``Cairn/EntityDescription``).
public typealias NSEntityDescription = EntityDescription
/// Core Data's `NSPropertyDescription` (``/Cairn/PropertyDescription``).
public typealias NSPropertyDescription = PropertyDescription
/// Core Data's `NSAttributeDescription` (``Cairn/AttributeDescription``).
public typealias NSAttributeDescription = AttributeDescription
/// Core Data's `NSDerivedAttributeDescription` (``/Cairn/DerivedAttributeDescription``).
public typealias NSDerivedAttributeDescription = DerivedAttributeDescription
/// Core Data's `NSCompositeAttributeDescription` (``/Cairn/CompositeAttributeDescription``).
public typealias NSCompositeAttributeDescription = CompositeAttributeDescription
/// Core Data's `NSRelationshipDescription` (``/Cairn/RelationshipDescription``).
public typealias NSRelationshipDescription = RelationshipDescription
/// Core Data's `NSFetchIndexDescription` (``/Cairn/FetchIndexDescription``).
public typealias NSFetchIndexDescription = FetchIndexDescription
/// Core Data's `NSAttributeType`: the `AttributeType` cases, with Core Data's
/// `.stringAttributeType` spellings (see ``Cairn/AttributeType``).
public typealias NSAttributeType = AttributeType
/// Core Data's `NSDeleteRule`: the `DeleteRule` cases, with Core Data's `.cascadeDeleteRule`
/// spellings (see ``Cairn/DeleteRule``).
public typealias NSDeleteRule = DeleteRule
/// Core Data's `NSMappingModel` (``/Cairn/MappingModel``).
public typealias NSMappingModel = MappingModel
/// Core Data's `NSEntityMapping` (``/Cairn/EntityMapping``).
public typealias NSEntityMapping = EntityMapping
/// Core Data's `NSPropertyMapping` (``/Cairn/PropertyMapping``).
public typealias NSPropertyMapping = PropertyMapping
/// Core Data's `NSMigrationManager` (``/Cairn/MigrationManager``).
public typealias NSMigrationManager = MigrationManager
/// Core Data's `NSStagedMigrationManager` (``/Cairn/StagedMigrationManager``).
public typealias NSStagedMigrationManager = StagedMigrationManager
/// Core Data's `NSMigrationStage` (``/Cairn/MigrationStage``).
public typealias NSMigrationStage = MigrationStage
/// Core Data's `NSLightweightMigrationStage` (``/Cairn/LightweightMigrationStage``).
public typealias NSLightweightMigrationStage = LightweightMigrationStage
/// Core Data's `NSCustomMigrationStage` (``/Cairn/CustomMigrationStage``).
public typealias NSCustomMigrationStage = CustomMigrationStage
