import Cairn

/// Core Data's `NSManagedObject`: the base class of your entity classes (``Cairn/ManagedObject``).
public typealias NSManagedObject = ManagedObject
/// Core Data's `NSManagedObjectID`: an object's identity, valid across contexts (``Cairn/ManagedObjectID``).
public typealias NSManagedObjectID = ManagedObjectID
/// Core Data's `NSManagedObjectContext` (``/Cairn/ManagedObjectContext``).
public typealias NSManagedObjectContext = ManagedObjectContext
/// Core Data's `NSManagedObjectContextConcurrencyType` (``/Cairn/ManagedObjectContext/ConcurrencyType``).
public typealias NSManagedObjectContextConcurrencyType = ManagedObjectContext.ConcurrencyType
/// Core Data's `NSPersistentContainer` (``Cairn/PersistentContainer``).
public typealias NSPersistentContainer = PersistentContainer
/// Core Data's `NSPersistentStoreCoordinator` (``Cairn/PersistentStoreCoordinator``).
public typealias NSPersistentStoreCoordinator = PersistentStoreCoordinator
/// Core Data's `NSPersistentStoreDescription` (``Cairn/PersistentStoreDescription``).
public typealias NSPersistentStoreDescription = PersistentStoreDescription
/// Core Data's `NSPersistentStore`: a store added to a coordinator (``/Cairn/PersistentStore``).
public typealias NSPersistentStore = any PersistentStore
/// Core Data's `NSPersistentStoreRequest` (``/Cairn/PersistentStoreRequest``).
public typealias NSPersistentStoreRequest = PersistentStoreRequest
/// Core Data's `NSPersistentStoreResult` (``/Cairn/PersistentStoreResult``).
public typealias NSPersistentStoreResult = PersistentStoreResult
/// Core Data's `NSMergePolicy` (``Cairn/MergePolicy``).
public typealias NSMergePolicy = MergePolicy
/// Core Data's `NSPersistentStoreRemoteChange` notification payload (``/Cairn/PersistentStoreRemoteChange``).
public typealias NSPersistentStoreRemoteChange = PersistentStoreRemoteChange
