import Foundation

/// An error from the Cairn engine.
///
/// Codes equal Core Data's `NSCocoaErrorDomain` numbers, so ported code can switch on them
/// (`CairnError.Code.validationMissingMandatoryProperty` is 1570, as `NSValidationMissingMandatoryPropertyError`).
/// Messages name the entity, object and property involved; bound values are never included.
/// A failure from below the engine keeps its cause in ``underlyingError`` (for SQLite, a GRDB
/// `DatabaseError`, whose result code is also ``sqliteResultCode``).
///
/// ```swift
/// do { try context.save() }
/// catch let error as CairnError where error.code == .validationMultipleErrors {
///     for detail in error.underlyingErrors { print(detail.message) }
/// }
/// ```
public struct CairnError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// A Core Data-compatible error code (extensible: any `Int` is a valid code).
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The numeric code.
        public var rawValue: Int
        /// Wraps a numeric code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The number, as text.
        public var description: String { String(rawValue) }

        /// The object was deleted or does not exist (`NSManagedObjectReferentialIntegrityError`).
        public static let objectNotFound = Code(rawValue: 133_000)
        /// A generic validation failure (`NSManagedObjectValidationError`).
        public static let validation = Code(rawValue: 1550)
        /// Several validation errors; see `underlyingErrors` (`NSValidationMultipleErrorsError`).
        public static let validationMultipleErrors = Code(rawValue: 1560)
        /// A required property is `nil` (`NSValidationMissingMandatoryPropertyError`).
        public static let validationMissingMandatoryProperty = Code(rawValue: 1570)
        /// A to-many relationship has too few objects (`NSValidationRelationshipLacksMinimumCountError`).
        public static let validationRelationshipLacksMinimumCount = Code(rawValue: 1580)
        /// A to-many relationship has too many objects (`NSValidationRelationshipExceedsMaximumCountError`).
        public static let validationRelationshipExceedsMaximumCount = Code(rawValue: 1590)
        /// A deny rule blocks a deletion (`NSValidationRelationshipDeniedDeleteError`).
        public static let validationRelationshipDeniedDelete = Code(rawValue: 1600)
        /// A number is too large (`NSValidationNumberTooLargeError`).
        public static let validationNumberTooLarge = Code(rawValue: 1610)
        /// A number is too small (`NSValidationNumberTooSmallError`).
        public static let validationNumberTooSmall = Code(rawValue: 1620)
        /// A value has the wrong type for its attribute (reported as `NSManagedObjectValidationError`).
        public static let validationInvalidType = Code(rawValue: 1550)
        /// A date is too late (`NSValidationDateTooLateError`).
        public static let validationDateTooLate = Code(rawValue: 1630)
        /// A date is too early (`NSValidationDateTooSoonError`).
        public static let validationDateTooSoon = Code(rawValue: 1640)
        /// A string is too long (`NSValidationStringTooLongError`).
        public static let validationStringTooLong = Code(rawValue: 1660)
        /// A string is too short (`NSValidationStringTooShortError`).
        public static let validationStringTooShort = Code(rawValue: 1670)
        /// A string does not match its pattern (`NSValidationStringPatternMatchingError`).
        public static let validationStringPatternMatching = Code(rawValue: 1680)
        /// The object was changed in the store since it was read (`NSManagedObjectMergeError`).
        public static let mergeConflict = Code(rawValue: 133_020)
        /// A uniqueness constraint was violated (`NSManagedObjectConstraintMergeError`).
        public static let constraintConflict = Code(rawValue: 133_021)
        /// The store could not be opened (`NSPersistentStoreOpenError`).
        public static let storeOpen = Code(rawValue: 134_080)
        /// The store's model differs from the coordinator's (`NSPersistentStoreIncompatibleVersionHashError`).
        public static let incompatibleModel = Code(rawValue: 134_100)
        /// The store type is not known (`NSPersistentStoreInvalidTypeError`).
        public static let invalidStoreType = Code(rawValue: 134_000)
        /// A save failed in the store (`NSPersistentStoreSaveError`).
        public static let storeSave = Code(rawValue: 134_030)
        /// Another connection (often another process) held the store's lock for longer than the
        /// store's timeout (`NSPersistentStoreTimeoutError`; see ``PersistentStoreOption/timeout``).
        public static let storeTimeout = Code(rawValue: 134_090)
        /// A migration failed; the store was left untouched (`NSMigrationError`).
        public static let migration = Code(rawValue: 134_110)
        /// Existing objects break a uniqueness constraint the new model adds
        /// (`NSMigrationConstraintViolationError`).
        public static let migrationConstraintViolation = Code(rawValue: 134_111)
        /// The model that wrote the store is not known (`NSMigrationMissingSourceModelError`).
        public static let migrationMissingSourceModel = Code(rawValue: 134_130)
        /// A change between two models cannot be inferred (`NSInferredMappingModelError`).
        public static let inferredMappingModel = Code(rawValue: 134_190)
        /// A generic Core Data error (`NSCoreDataError`).
        public static let coreData = Code(rawValue: 134_060)
        /// Cairn's own codes start at 134500. The model itself is inconsistent (unknown destination,
        /// duplicate names …).
        public static let invalidModel = Code(rawValue: 134_500)
        /// A model file could not be read or parsed (Cairn's own code).
        public static let modelFile = Code(rawValue: 134_501)
        /// A fetch request or predicate cannot be executed as written (Cairn's own code).
        public static let invalidRequest = Code(rawValue: 134_502)
        /// An automatic migration would delete data the store holds (an entity's objects, a
        /// property's values) that the new model has no place for; nothing was changed (Cairn's
        /// own code; see ``PersistentStoreOption/allowsDataLossOnMigration``).
        public static let migrationWouldLoseData = Code(rawValue: 134_503)
        /// A stored value does not fit the type the code reads it as: an enum raw value this
        /// version of the app has no case for, transformable data that does not decode (Cairn's
        /// own code; see ``ManagedObjectContext/lastDecodingError``).
        public static let undecodableValue = Code(rawValue: 134_504)
        /// A generic store/SQL failure (`NSPersistentStoreOperationError`).
        public static let storeOperation = Code(rawValue: 134_070)
    }

    /// The error code.
    public var code: Code
    /// A message naming what was wrong and where.
    public var message: String
    /// The entity involved, if any.
    public var entityName: String?
    /// The object involved, if any.
    public var objectID: ManagedObjectID?
    /// The property involved, if any.
    public var propertyName: String?
    /// The individual errors behind a multiple-errors error.
    public var underlyingErrors: [CairnError]
    /// For a validation error: the value that failed (Core Data's `NSValidationValueKey`).
    ///
    /// It is data for your code to inspect; it is never part of ``message``, ``description`` or the
    /// error's reflection (`dump`), so logging an error cannot leak it.
    public var validationValue: PropertyValue?
    /// For a constraint-conflict error (133021): each conflict, naming the constraint and the
    /// objects involved (Core Data's `conflictList`), never their values.
    public var constraintConflicts: [ConstraintConflict] = []
    /// The error that caused this one (Core Data's `NSUnderlyingErrorKey`), when it came from below
    /// the engine: GRDB's `DatabaseError` for a store failure (see ``sqliteResultCode``), an
    /// `EncodingError` for a transformable value that cannot be encoded, a file-system error.
    ///
    /// It is data for your code to inspect, like ``validationValue``: a `DatabaseError` may hold the
    /// statement's bound values, so this error's ``description`` and reflection name only its type
    /// and result code.
    ///
    /// ```swift
    /// catch let error as CairnError {
    ///     if let cause = error.underlyingError as? DatabaseError, cause.resultCode == .SQLITE_FULL { … }  // import GRDB
    /// }
    /// ```
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        _ code: Code, _ message: String, entity: String? = nil, objectID: ManagedObjectID? = nil,
        property: String? = nil, underlying: [CairnError] = [], value: PropertyValue? = nil,
        cause: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.entityName = entity
        self.objectID = objectID
        self.propertyName = property
        self.underlyingErrors = underlying
        self.validationValue = value
        self.underlyingError = cause
    }

    /// `"message (Cairn error N)"` (with the SQLite result code of the cause, if any), followed by
    /// the underlying errors, one per line.
    public var description: String {
        var text = "\(message) (Cairn error \(code.rawValue)\(sqliteResultCode.map { ", SQLite error \($0)" } ?? ""))"
        for detail in underlyingErrors { text += "\n  - \(detail.description)" }
        return text
    }

    /// The same text as `description`.
    public var errorDescription: String? { description }
}

extension CairnError: CustomReflectable {
    /// Everything but ``validationValue`` and the cause's content, so `dump(error)` never prints user data.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "code": code, "message": message, "entityName": entityName as Any, "objectID": objectID as Any,
                "propertyName": propertyName as Any, "underlyingErrors": underlyingErrors,
                "constraintConflicts": constraintConflicts,
                // The cause's type and SQLite code only: a `DatabaseError` holds the bound values.
                "underlyingError": underlyingError.map { "\(type(of: $0))" } as Any,
                "sqliteResultCode": sqliteExtendedResultCode as Any,
            ])
    }
}
