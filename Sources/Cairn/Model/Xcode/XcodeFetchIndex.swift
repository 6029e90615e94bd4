import Foundation

/// A `<fetchIndex>` of an entity: a named index over one or more properties or expressions.
///
/// Until the stores build compound indexes, an index over a single property only marks that
/// property `isIndexed`; every other index is kept as text in the entity's `userInfo["indexes"]`
/// (see ``description``).
struct XcodeFetchIndex: CustomStringConvertible {
    /// One `<fetchIndexElement>`.
    struct Element: CustomStringConvertible {
        /// The indexed property's name, or the indexed expression's text.
        var subject: String
        /// Xcode's index type: `Binary` (a B-tree) or `RTree`.
        var type: String
        /// Whether the element is sorted descending.
        var isDescending: Bool

        /// Reads a `<fetchIndexElement>`.
        ///
        /// - Throws: ``CairnError`` `.modelFile` when it names neither a property nor an expression.
        init(_ element: XcodeElement, entity: String) throws {
            guard let subject = element["property"] ?? element["expression"] else {
                throw element.error("<fetchIndexElement> of entity '\(entity)' names neither a property nor an expression.", entity: entity)
            }
            self.subject = subject
            type = element["type"] ?? "Binary"
            isDescending = element["order"] == "descending"
        }

        /// `subject`, followed by ` descending` and ` rtree` when so.
        var description: String {
            subject + (isDescending ? " descending" : "") + (type == "Binary" ? "" : " " + type.lowercased())
        }
    }

    /// The index's name.
    var name: String
    /// The index's elements, in order.
    var elements: [Element] = []

    /// The property of an index over exactly one element in B-tree order, `nil` for other indexes.
    /// (Whether the element is a property rather than an expression is for the caller to check.)
    var singleSubject: String? {
        guard elements.count == 1, elements[0].type == "Binary" else { return nil }
        return elements[0].subject
    }

    /// `name:element,element`, e.g. `byNameAndDate:name,date descending`.
    var description: String {
        name + ":" + elements.map(\.description).joined(separator: ",")
    }
}
