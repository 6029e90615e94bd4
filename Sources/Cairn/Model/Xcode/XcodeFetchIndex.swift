import Foundation

/// A `<fetchIndex>` of an entity: a named index over one or more properties or expressions.
///
/// An index over a single property marks that property `isIndexed`; other B-tree indexes over
/// properties become a ``FetchIndexDescription``; indexes over expressions or R-trees are kept as
/// text in the entity's `userInfo["indexes"]` (see ``description``).
struct XcodeFetchIndex: CustomStringConvertible {
    /// One `<fetchIndexElement>`.
    struct Element: CustomStringConvertible {
        /// The indexed property's name, or the indexed expression's text.
        var subject: String
        /// Xcode's index type: `Binary` (a B-tree) or `RTree`.
        var type: String
        /// Whether the element is sorted descending.
        var isDescending: Bool
        /// Whether the element indexes an expression rather than a property.
        var isExpression: Bool

        /// Reads a `<fetchIndexElement>`.
        ///
        /// - Throws: ``CairnError`` `.modelFile` when it names neither a property nor an expression.
        init(_ element: XcodeElement, entity: String) throws {
            guard let subject = element["property"] ?? element["expression"] else {
                throw element.error("<fetchIndexElement> of entity '\(entity)' names neither a property nor an expression.", entity: entity)
            }
            self.subject = subject
            isExpression = element["property"] == nil
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

    /// The index as the engine builds it: B-tree elements over properties only, `nil` otherwise.
    var indexDescription: FetchIndexDescription? {
        guard !elements.isEmpty, elements.allSatisfy({ !$0.isExpression && $0.type == "Binary" }) else { return nil }
        return FetchIndexDescription(name: name, elements: elements.map { .init(propertyName: $0.subject, isAscending: !$0.isDescending) })
    }

    /// `name:element,element`, e.g. `byNameAndDate:name,date descending`.
    var description: String {
        name + ":" + elements.map(\.description).joined(separator: ",")
    }
}
