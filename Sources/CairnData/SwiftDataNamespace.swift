/// SwiftData's names qualified with the module's name (`SwiftData.ModelContainer`), so code that
/// spells them that way compiles with its import changed to `CairnData`.
///
/// ```swift
/// import CairnData                                          // was: import SwiftData
/// let container: SwiftData.ModelContainer = try ModelContainer(for: Trip.self)
/// ```
public enum SwiftData {
    /// ``CairnData/ModelContainer``.
    public typealias ModelContainer = CairnData.ModelContainer
    /// ``CairnData/ModelContext``.
    public typealias ModelContext = CairnData.ModelContext
    /// ``CairnData/ModelConfiguration``.
    public typealias ModelConfiguration = CairnData.ModelConfiguration
    /// ``CairnData/Schema``.
    public typealias Schema = CairnData.Schema
    /// ``CairnData/FetchDescriptor``.
    public typealias FetchDescriptor<T: PersistentModel> = CairnData.FetchDescriptor<T>
    /// ``CairnData/FetchResultsCollection``.
    public typealias FetchResultsCollection<Element> = CairnData.FetchResultsCollection<Element>
    /// ``CairnData/PersistentIdentifier``.
    public typealias PersistentIdentifier = CairnData.PersistentIdentifier
    /// ``CairnData/PersistentModel``.
    public typealias PersistentModel = CairnData.PersistentModel
    /// ``CairnData/ModelActor``.
    public typealias ModelActor = CairnData.ModelActor
    /// ``CairnData/ModelExecutor``.
    public typealias ModelExecutor = CairnData.ModelExecutor
    /// ``CairnData/SerialModelExecutor``.
    public typealias SerialModelExecutor = CairnData.SerialModelExecutor
    /// ``CairnData/DefaultSerialModelExecutor``.
    public typealias DefaultSerialModelExecutor = CairnData.DefaultSerialModelExecutor
    /// ``CairnData/VersionedSchema``.
    public typealias VersionedSchema = CairnData.VersionedSchema
    /// ``CairnData/SchemaMigrationPlan``.
    public typealias SchemaMigrationPlan = CairnData.SchemaMigrationPlan
    /// ``CairnData/MigrationStage``.
    public typealias MigrationStage = CairnData.MigrationStage
}
