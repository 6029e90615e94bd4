import Cairn

// Core Data's error codes (`NSCocoaErrorDomain`); a `CairnError` bridges to an `NSError` with the
// same code, so `(error as NSError).code == NSValidationMissingMandatoryPropertyError` works.

/// Core Data's `NSManagedObjectValidationError` (1550).
public let NSManagedObjectValidationError = CairnError.Code.validation.rawValue
/// Core Data's `NSValidationMultipleErrorsError` (1560).
public let NSValidationMultipleErrorsError = CairnError.Code.validationMultipleErrors.rawValue
/// Core Data's `NSValidationMissingMandatoryPropertyError` (1570).
public let NSValidationMissingMandatoryPropertyError = CairnError.Code.validationMissingMandatoryProperty.rawValue
/// Core Data's `NSValidationRelationshipLacksMinimumCountError` (1580).
public let NSValidationRelationshipLacksMinimumCountError = CairnError.Code.validationRelationshipLacksMinimumCount.rawValue
/// Core Data's `NSValidationRelationshipExceedsMaximumCountError` (1590).
public let NSValidationRelationshipExceedsMaximumCountError = CairnError.Code.validationRelationshipExceedsMaximumCount.rawValue
/// Core Data's `NSValidationRelationshipDeniedDeleteError` (1600).
public let NSValidationRelationshipDeniedDeleteError = CairnError.Code.validationRelationshipDeniedDelete.rawValue
/// Core Data's `NSValidationNumberTooLargeError` (1610).
public let NSValidationNumberTooLargeError = CairnError.Code.validationNumberTooLarge.rawValue
/// Core Data's `NSValidationNumberTooSmallError` (1620).
public let NSValidationNumberTooSmallError = CairnError.Code.validationNumberTooSmall.rawValue
/// Core Data's `NSValidationDateTooLateError` (1630).
public let NSValidationDateTooLateError = CairnError.Code.validationDateTooLate.rawValue
/// Core Data's `NSValidationDateTooSoonError` (1640).
public let NSValidationDateTooSoonError = CairnError.Code.validationDateTooSoon.rawValue
/// Core Data's `NSValidationStringTooLongError` (1660).
public let NSValidationStringTooLongError = CairnError.Code.validationStringTooLong.rawValue
/// Core Data's `NSValidationStringTooShortError` (1670).
public let NSValidationStringTooShortError = CairnError.Code.validationStringTooShort.rawValue
/// Core Data's `NSValidationStringPatternMatchingError` (1680).
public let NSValidationStringPatternMatchingError = CairnError.Code.validationStringPatternMatching.rawValue
/// Core Data's `NSManagedObjectReferentialIntegrityError` (133000): the object is gone from the store.
public let NSManagedObjectReferentialIntegrityError = CairnError.Code.objectNotFound.rawValue
/// Core Data's `NSManagedObjectMergeError` (133020): optimistic-locking conflict on save.
public let NSManagedObjectMergeError = CairnError.Code.mergeConflict.rawValue
/// Core Data's `NSManagedObjectConstraintMergeError` (133021): a uniqueness constraint conflict.
public let NSManagedObjectConstraintMergeError = CairnError.Code.constraintConflict.rawValue
/// Core Data's `NSPersistentStoreInvalidTypeError` (134000).
public let NSPersistentStoreInvalidTypeError = CairnError.Code.invalidStoreType.rawValue
/// Core Data's `NSPersistentStoreSaveError` (134030).
public let NSPersistentStoreSaveError = CairnError.Code.storeSave.rawValue
/// Core Data's `NSCoreDataError` (134060).
public let NSCoreDataError = CairnError.Code.coreData.rawValue
/// Core Data's `NSPersistentStoreOperationError` (134070).
public let NSPersistentStoreOperationError = CairnError.Code.storeOperation.rawValue
/// Core Data's `NSPersistentStoreOpenError` (134080).
public let NSPersistentStoreOpenError = CairnError.Code.storeOpen.rawValue
/// Core Data's `NSPersistentStoreTimeoutError` (134090).
public let NSPersistentStoreTimeoutError = CairnError.Code.storeTimeout.rawValue
/// Core Data's `NSPersistentStoreIncompatibleVersionHashError` (134100): the store was written
/// with another model; migrate it.
public let NSPersistentStoreIncompatibleVersionHashError = CairnError.Code.incompatibleModel.rawValue
/// Core Data's `NSMigrationError` (134110).
public let NSMigrationError = CairnError.Code.migration.rawValue
/// Core Data's `NSMigrationConstraintViolationError` (134111).
public let NSMigrationConstraintViolationError = CairnError.Code.migrationConstraintViolation.rawValue
/// Core Data's `NSMigrationMissingSourceModelError` (134130).
public let NSMigrationMissingSourceModelError = CairnError.Code.migrationMissingSourceModel.rawValue
/// Core Data's `NSInferredMappingModelError` (134190).
public let NSInferredMappingModelError = CairnError.Code.inferredMappingModel.rawValue

/// `userInfo` key of an `NSError` from Core Data: the several errors of a multiple-errors error.
public let NSDetailedErrorsKey = "NSDetailedErrors"
/// `userInfo` key: the object that failed validation (its `NSManagedObjectID` here).
public let NSValidationObjectErrorKey = "NSValidationErrorObject"
/// `userInfo` key: the property that failed validation.
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
/// `userInfo` key: the uniqueness constraint conflicts of a 133021 error.
public let NSPersistentStoreSaveConflictsErrorKey = "conflictList"
