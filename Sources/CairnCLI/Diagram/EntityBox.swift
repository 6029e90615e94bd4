import Cairn

/// One entity's box in a model diagram: a header with its name (and parent entity, and whether it
/// is abstract), then one line per declared attribute (`name: Type`, `?` when optional) and per
/// declared relationship (`name → Destination`, `[Destination]` for to-many). Inherited properties
/// appear in the parent's box.
///
/// ```swift
/// let box = EntityBox(entity)
/// box.size          // what the text needs, computed without a browser
/// box.svg(in: frame)
/// ```
struct EntityBox {
    /// The text sizes and spacing of every box.
    enum Metrics {
        /// The font size of the header.
        static let titleSize = 13.0
        /// The font size of the property lines.
        static let lineSize = 12.0
        /// The distance between two property lines' baselines.
        static let lineHeight = 16.0
        /// The height of the header band.
        static let headerHeight = 26.0
        /// The space between the text and the box's edges.
        static let padding = 10.0
        /// The narrowest box.
        static let minimumWidth = 120.0
    }

    /// The entity's name.
    let name: String
    /// The header: the name, `: Parent` when it inherits, `(abstract)` when abstract.
    let title: String
    /// One line per declared property.
    let lines: [String]

    /// Describes `entity`.
    init(_ entity: EntityDescription) {
        name = entity.entityName
        title = entity.entityName + (entity.superentityName.map { " : \($0)" } ?? "") + (entity.isAbstract ? " (abstract)" : "")
        lines = entity.declaredProperties.map(Self.line(for:))
    }

    /// The width and height the text needs.
    var size: (width: Double, height: Double) {
        let widest = lines.map { SVGText.width(of: $0, fontSize: Metrics.lineSize) }.max() ?? 0
        let width = max(Metrics.minimumWidth, max(SVGText.width(of: title, fontSize: Metrics.titleSize), widest) + 2 * Metrics.padding)
        let height = Metrics.headerHeight + Double(lines.count) * Metrics.lineHeight + (lines.isEmpty ? 0 : Metrics.padding)
        return (width.rounded(.up), height)
    }

    /// The box drawn in `frame`, as an SVG group of class `entity` with the name in `data-name`.
    func svg(in frame: DiagramRect) -> String {
        let n = SVGText.number
        var parts = [
            #"<g class="entity" data-name="\#(SVGText.escaped(name))">"#,
            #"<rect class="box" x="\#(n(frame.x))" y="\#(n(frame.y))" width="\#(n(frame.width))" height="\#(n(frame.height))" rx="4" fill="rgb(253,253,246)" stroke="rgb(51,51,51)"/>"#,
            #"<rect class="header" x="\#(n(frame.x))" y="\#(n(frame.y))" width="\#(n(frame.width))" height="\#(n(Metrics.headerHeight))" rx="4" fill="rgb(221,231,240)" stroke="rgb(51,51,51)"/>"#,
            #"<text class="entity-name" x="\#(n(frame.x + Metrics.padding))" y="\#(n(frame.y + 18))" font-size="\#(n(Metrics.titleSize))" font-weight="bold">\#(SVGText.escaped(title))</text>"#,
        ]
        for (index, line) in lines.enumerated() {
            let y = frame.y + Metrics.headerHeight + Metrics.lineHeight * Double(index + 1) - 2
            parts.append(
                #"<text class="property" x="\#(n(frame.x + Metrics.padding))" y="\#(n(y))" font-size="\#(n(Metrics.lineSize))">\#(SVGText.escaped(line))</text>"#
            )
        }
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    private static func line(for property: PropertyDescription) -> String {
        switch property {
        case let relationship as RelationshipDescription:
            let destination = relationship.destinationEntityName
            if relationship.isToMany { return "\(relationship.name) → [\(destination)]\(relationship.isOrdered ? " ordered" : "")" }
            return "\(relationship.name) → \(destination)\(relationship.isOptional ? "?" : "")"
        case let attribute as AttributeDescription:
            return "\(attribute.name): \(typeName(attribute))\(attribute.isOptional ? "?" : "")\(attribute.isTransient ? " transient" : "")"
        default:
            return property.name
        }
    }

    /// The type as Xcode's model files name it (a Codable value type by its name).
    private static func typeName(_ attribute: AttributeDescription) -> String {
        attribute.attributeType == .transformable
            ? attribute.valueTypeName ?? "Transformable" : attribute.attributeType.xcodeName
    }
}
