import CairnCoreData
import Testing

/// Errors read the Core Data way: `error as NSError`, its domain, code and user-info keys.
@Suite @MainActor struct ErrorTests {
    @Test func validationErrorsBridgeToCocoaErrors() throws {
        let container = try Stack.container()
        let context = container.viewContext
        _ = Note(context: context)  // no title: required
        do {
            try context.save()
            Issue.record("a note without a title must not save")
        } catch {
            let error = error as NSError
            #expect(error.domain == NSCocoaErrorDomain)
            #expect(error.code == NSValidationMissingMandatoryPropertyError)
            #expect(error.userInfo[NSValidationKeyErrorKey] as? String == "title")
            #expect(error.userInfo[NSValidationObjectErrorKey] is NSManagedObjectID)
            #expect(error.localizedDescription.contains("title"))
        }
        context.rollback()
    }

    @Test func severalFailuresComeAsMultipleErrorsWithDetails() throws {
        let container = try Stack.container()
        let context = container.viewContext
        _ = Note(context: context)
        _ = Tag(context: context)  // no name: required
        do {
            try context.save()
            Issue.record("two invalid objects must not save")
        } catch {
            let error = error as NSError
            #expect(error.code == NSValidationMultipleErrorsError)
            let details = error.userInfo[NSDetailedErrorsKey] as? [NSError] ?? []
            #expect(details.map(\.code) == [NSValidationMissingMandatoryPropertyError, NSValidationMissingMandatoryPropertyError])
            #expect(Set(details.compactMap { $0.userInfo[NSValidationKeyErrorKey] as? String }) == ["title", "name"])
        }
    }

    @Test func aDenyRuleRefusesTheDeleteWithItsCode() throws {
        let container = try Stack.container()
        let context = container.viewContext
        let tag = Tag(context: context)
        tag.name = "work"
        let note = Note(context: context)
        note.title = "tagged"
        note.tags = [tag]
        try context.save()
        context.delete(tag)
        do {
            try context.save()
            Issue.record("the deny rule must refuse deleting a tag with notes")
        } catch {
            #expect((error as NSError).code == NSValidationRelationshipDeniedDeleteError)
        }
    }

    @Test func codesAreCoreDatasNumbers() {
        // Apple, Core Data Constants: the numeric values of the error codes.
        let codes = [
            NSManagedObjectValidationError, NSValidationMultipleErrorsError, NSValidationMissingMandatoryPropertyError,
            NSValidationRelationshipLacksMinimumCountError, NSValidationRelationshipExceedsMaximumCountError,
            NSValidationRelationshipDeniedDeleteError, NSValidationNumberTooLargeError, NSValidationNumberTooSmallError,
            NSValidationDateTooLateError, NSValidationDateTooSoonError, NSValidationStringTooLongError,
            NSValidationStringTooShortError, NSValidationStringPatternMatchingError,
            NSManagedObjectReferentialIntegrityError, NSManagedObjectMergeError, NSManagedObjectConstraintMergeError,
            NSPersistentStoreInvalidTypeError, NSPersistentStoreSaveError, NSCoreDataError, NSPersistentStoreOperationError,
            NSPersistentStoreOpenError, NSPersistentStoreTimeoutError, NSPersistentStoreIncompatibleVersionHashError,
            NSMigrationError, NSMigrationConstraintViolationError, NSMigrationMissingSourceModelError, NSInferredMappingModelError,
        ]
        #expect(
            codes == [
                1550, 1560, 1570, 1580, 1590, 1600, 1610, 1620, 1630, 1640, 1660, 1670, 1680,
                133_000, 133_020, 133_021, 134_000, 134_030, 134_060, 134_070, 134_080, 134_090, 134_100,
                134_110, 134_111, 134_130, 134_190,
            ])
    }
}
