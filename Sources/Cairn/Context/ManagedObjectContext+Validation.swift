import Foundation

extension ManagedObjectContext {
    /// Validates every inserted, updated and deleted object; throws all failures together.
    ///
    /// The model's rules always run (a subclass's `validateForInsert` cannot skip them, unlike Core
    /// Data's, where forgetting `super` silently disables them); then the object's own hooks.
    func validateChanges() throws {
        var errors = unencodableValues.validationErrors()
        for object in inserted {
            ObjectValidator.validateValues(of: object, into: &errors)
            ObjectValidator.run(for: object, into: &errors) { try object.validateForInsert() }
        }
        for object in updated {
            ObjectValidator.validateValues(of: object, into: &errors)
            ObjectValidator.run(for: object, into: &errors) { try object.validateForUpdate() }
        }
        for object in deleted {
            errors += ObjectValidator.validateDeletion(of: object)
            ObjectValidator.run(for: object, into: &errors) { try object.validateForDelete() }
        }
        guard !errors.isEmpty else { return }
        if errors.count == 1 { throw errors[0] }
        let summary = errors.prefix(3).map(\.message).joined(separator: "; ")
        throw CairnError(.validationMultipleErrors, "\(errors.count) validation errors: \(summary)\(errors.count > 3 ? "; …" : "")", underlying: errors)
    }
}
