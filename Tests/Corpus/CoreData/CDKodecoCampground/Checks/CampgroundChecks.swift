import Testing
import CairnCoreData
@testable import CampgroundManager

// What Core Data by Tutorials' CampgroundManager (chapter 7, unit testing) does: services that
// insert and fetch through a CoreDataStack whose save is asynchronous (`perform`), a derived
// background context whose save is pushed to the main context.

@MainActor
enum CampgroundFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/CampgroundManager.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func storeURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoCampground-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("CampgroundManager.sqlite")
    }
}

/// The chapter's TestCoreDataStack, on a SQLite file instead of /dev/null. (The model is read from
/// the source's model bundle: `CoreDataStack.model` looks for `CampgroundManager.momd` in the main bundle.)
final class SQLiteCoreDataStack: CoreDataStack {
    init(url: URL, model: NSManagedObjectModel) throws {
        super.init()
        let container = NSPersistentContainer(name: CoreDataStack.modelName, managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        self.storeContainer = container
    }
}

@MainActor
@Suite struct CampgroundChecks {
    func makeStack(_ url: URL? = nil) throws -> SQLiteCoreDataStack {
        try SQLiteCoreDataStack(url: url ?? CampgroundFixture.storeURL(), model: try #require(CampgroundFixture.model))
    }

    func waitUntilSaved(_ context: NSManagedObjectContext) async throws {
        for _ in 0..<300 where context.hasChanges {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    @Test func addCamperInsertsAndSaves() async throws {
        let url = try CampgroundFixture.storeURL()
        let stack = try makeStack(url)
        let service = CamperService(managedObjectContext: stack.mainContext, coreDataStack: stack)
        let camper = try #require(service.addCamper("Bacon Lover", phoneNumber: "910-543-9000"))
        #expect(camper.fullName == "Bacon Lover")
        #expect(camper.phoneNumber == "910-543-9000")
        #expect(camper.managedObjectContext === stack.mainContext)
        try await waitUntilSaved(stack.mainContext)
        #expect(stack.mainContext.hasChanges == false)

        let reopened = try makeStack(url)
        let campers = try reopened.mainContext.fetch(Camper.fetchRequest() as NSFetchRequest<Camper>)
        #expect(campers.map(\.fullName) == ["Bacon Lover"])
    }

    @Test func aDerivedContextsSaveIsPushedToTheMainContextAndSaved() async throws {
        let stack = try makeStack()
        let derived = stack.newDerivedContext()
        #expect(derived.concurrencyType == .privateQueueConcurrencyType)
        nonisolated(unsafe) let service = CamperService(managedObjectContext: derived, coreDataStack: stack)

        let saved = NotificationRecorder(name: .NSManagedObjectContextDidSave, object: stack.mainContext)
        await derived.perform {
            _ = service.addCamper("Derived", phoneNumber: "1")
        }
        for _ in 0..<300 where saved.count == 0 {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(saved.count >= 1)  // the chapter's testRootContextIsSavedAfterAddingCamper
        #expect(try stack.mainContext.count(for: Camper.fetchRequest() as NSFetchRequest<Camper>) == 1)
    }

    @Test func campSitesAreFetchedByNumberAndSorted() async throws {
        let stack = try makeStack()
        let service = CampSiteService(managedObjectContext: stack.mainContext, coreDataStack: stack)
        #expect(service.getNextCampSiteNumber().intValue == 1)
        for number in [3, 1, 2] {
            _ = service.addCampSite(NSNumber(value: number), electricity: number != 2, water: number == 3)
        }
        try await waitUntilSaved(stack.mainContext)

        #expect(service.getCampSites().compactMap(\.siteNumber?.intValue) == [1, 2, 3])
        let two = try #require(service.getCampSite(NSNumber(value: 2)))
        #expect(two.electricity?.boolValue == false)
        #expect(two.water?.boolValue == false)
        #expect(service.getCampSite(NSNumber(value: 3))?.water?.boolValue == true)
        #expect(service.getCampSite(NSNumber(value: 7)) == nil)
        #expect(service.getNextCampSiteNumber().intValue == 4)
    }

    @Test func aReservationLinksCamperAndSiteBothWays() async throws {
        let url = try CampgroundFixture.storeURL()
        let stack = try makeStack(url)
        let context = stack.mainContext
        let camper = try #require(CamperService(managedObjectContext: context, coreDataStack: stack).addCamper("Johnny Appleseed", phoneNumber: "408-555-1234"))
        let site = CampSiteService(managedObjectContext: context, coreDataStack: stack).addCampSite(NSNumber(value: 15), electricity: false, water: false)
        let start = Date(timeIntervalSinceReferenceDate: 600_000_000)
        let result = ReservationService(managedObjectContext: context, coreDataStack: stack)
            .reserveCampSite(site, camper: camper, date: start, numberOfNights: 5)
        #expect(result.error == nil)
        let reservation = try #require(result.reservation)
        #expect(reservation.status == "Reserved")
        #expect(reservation.dateTo == Calendar.current.date(byAdding: .day, value: 5, to: start))
        #expect(camper.reservations === reservation)
        #expect(site.reservations === reservation)
        try await waitUntilSaved(context)

        let reopened = try makeStack(url)
        let stored = try #require(try reopened.mainContext.fetch(Reservation.fetchRequest() as NSFetchRequest<Reservation>).first)
        #expect(stored.camper?.fullName == "Johnny Appleseed")
        #expect(stored.campSite?.siteNumber?.intValue == 15)
        #expect(stored.dateFrom == start)
    }

    @Test func aReservationForNoNightsIsInvalidButStillSaved() async throws {
        let stack = try makeStack()
        let context = stack.mainContext
        let camper = try #require(CamperService(managedObjectContext: context, coreDataStack: stack).addCamper("X", phoneNumber: "0"))
        let site = CampSiteService(managedObjectContext: context, coreDataStack: stack).addCampSite(NSNumber(value: 1), electricity: true, water: true)
        let result = ReservationService(managedObjectContext: context, coreDataStack: stack)
            .reserveCampSite(site, camper: camper, date: Date(), numberOfNights: -1)
        #expect(result.reservation?.status == "Invalid")
        #expect(result.error?.domain == "CampingManager")
        #expect(result.error?.code == 5)
        #expect(result.error?.userInfo["Problem"] as? String == "Invalid number of days")
        try await waitUntilSaved(context)
        let request: NSFetchRequest<Reservation> = Reservation.fetchRequest()
        request.predicate = NSPredicate(format: "status == %@", "Invalid")
        #expect(try context.count(for: request) == 1)
    }

    @Test func aReservationWithoutStatusFailsValidation() throws {
        let stack = try makeStack()
        let context = stack.mainContext
        _ = Reservation(context: context)  // `status` is required in the model
        do {
            try context.save()
            Issue.record("saving a reservation without a status should fail")
        } catch {
            let error = error as NSError
            #expect(error.domain == NSCocoaErrorDomain)
            #expect(error.code == NSValidationMissingMandatoryPropertyError)
            #expect(error.userInfo[NSValidationKeyErrorKey] as? String == "status")
        }
    }
}

/// Counts notifications of one name from one object.
final class NotificationRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var _count = 0
    private var token: NSObjectProtocol?
    var count: Int { lock.lock(); defer { lock.unlock() }; return _count }

    init(name: Notification.Name, object: AnyObject) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
            guard let self else { return }
            self.lock.lock(); self._count += 1; self.lock.unlock()
        }
    }

    deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}
