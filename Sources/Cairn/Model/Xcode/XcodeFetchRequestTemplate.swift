import Foundation

/// A fetch request stored in an Xcode model (`<fetchRequest name="Cheap" entity="Venue"
/// predicateString="priceInfo.priceCategory == &quot;$&quot;" fetchLimit="10"/>`), for
/// ``ManagedObjectModel/fetchRequestTemplate(forName:)``.
struct XcodeFetchRequestTemplate: Sendable {
    let name: String
    let entityName: String
    let predicate: FetchPredicate?
    let fetchLimit: Int

    init(_ element: XcodeElement) throws {
        name = try element.required("name")
        entityName = try element.required("entity")
        if let format = element["predicateString"], !format.isEmpty {
            do {
                predicate = try FetchPredicate.parse(format: format)
            } catch {
                throw element.error(
                    "fetch request '\(name)' has predicateString '\(format)', which does not parse: \(error).", entity: entityName, property: nil)
            }
        } else {
            predicate = nil
        }
        fetchLimit = element["fetchLimit"].flatMap { Int($0) } ?? 0
    }
}
