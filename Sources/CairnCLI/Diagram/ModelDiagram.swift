import Cairn

/// A picture of a model as an SVG document a browser opens: a box per entity with its attributes
/// and their types, a line per relationship (with its inverse) labelled with name, cardinality and
/// delete rule at each end, and a hollow-triangle arrow from each sub-entity to its parent.
///
/// The layout (``DiagramLayout``) depends only on the model, so the same model gives the same
/// bytes; boxes never overlap, and their text fits them.
///
/// ```swift
/// let svg = ModelDiagram(model).svg
/// try svg.write(toFile: "model.svg", atomically: true, encoding: .utf8)
/// ```
struct ModelDiagram {
    /// The space around the picture.
    static let margin = 24.0

    /// The boxes, in entity-name order.
    let boxes: [EntityBox]
    /// The lines.
    let edges: [DiagramEdge]
    /// Where the boxes go.
    let layout: DiagramLayout

    /// Describes `model` (frozen or not; relationships are matched to their inverses by name).
    init(_ model: ManagedObjectModel) {
        let entities = model.entities.sorted { $0.entityName < $1.entityName }
        boxes = entities.map(EntityBox.init)
        var edges: [DiagramEdge] = []
        var drawn: Set<ObjectIdentifier> = []
        for entity in entities {
            if let parent = entity.superentityName, model.entitiesByName[parent] != nil {
                edges.append(
                    DiagramEdge(kind: .inheritance, from: entity.entityName, to: parent, endLabel: [], startLabel: [], endMarker: "inherits", startMarker: nil))
            }
            for relationship in entity.declaredProperties.compactMap({ $0 as? RelationshipDescription })
            where !drawn.contains(ObjectIdentifier(relationship)) && model.entitiesByName[relationship.destinationEntityName] != nil {
                drawn.insert(ObjectIdentifier(relationship))
                let inverse = relationship.inverseName.flatMap {
                    model.entitiesByName[relationship.destinationEntityName]?.propertiesByName[$0] as? RelationshipDescription
                }
                if let inverse { drawn.insert(ObjectIdentifier(inverse)) }
                edges.append(
                    DiagramEdge(
                        kind: .relationship, from: entity.entityName, to: relationship.destinationEntityName,
                        endLabel: Self.label(relationship, hasInverse: inverse != nil),
                        startLabel: inverse.map { Self.label($0, hasInverse: true) } ?? [],
                        endMarker: Self.marker(relationship), startMarker: inverse.map(Self.marker)))
            }
        }
        self.edges = edges
        layout = DiagramLayout(boxes: boxes, links: edges.map { ($0.from, $0.to) })
    }

    /// The SVG document.
    var svg: String {
        // Lines joining the same two boxes bend apart: 0, +1, -1, +2 … times 40 units.
        var seen: [String: Int] = [:]
        let drawings = edges.map { edge -> DiagramEdge.Drawing in
            let key = [edge.from, edge.to].sorted().joined(separator: "\u{0}")
            let index = seen[key, default: 0]
            seen[key] = index + 1
            if edge.from == edge.to { return edge.drawing(in: layout.frames, bend: Double(index)) }
            let bend = Double((index + 1) / 2) * (index % 2 == 0 ? -40 : 40)
            // The bend's sign follows the pair's order, so "+" is the same side for both directions.
            return edge.drawing(in: layout.frames, bend: edge.from < edge.to ? bend : -bend)
        }
        let labels = Self.separated(drawings.flatMap(\.labels), boxes: layout.order.map { layout.frames[$0]! })
        var bounds = layout.frames.values.reduce(DiagramRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        for label in labels { bounds = bounds.union(label.frame) }
        for point in drawings.flatMap(\.points) { bounds = bounds.union(DiagramRect(x: point.x, y: point.y, width: 0, height: 0)) }
        let n = SVGText.number
        let width = (bounds.width + 2 * Self.margin).rounded(.up), height = (bounds.height + 2 * Self.margin).rounded(.up)
        let entityCount = boxes.count
        var parts = [
            #"<svg xmlns="http://www.w3.org/2000/svg" class="cairn-model" width="\#(n(width))" height="\#(n(height))" viewBox="0 0 \#(n(width)) \#(n(height))" font-family="\#(SVGText.fontFamily)">"#,
            "<title>Model: \(entityCount) \(entityCount == 1 ? "entity" : "entities")</title>",
            Self.markers,
            #"<rect class="background" width="100%" height="100%" fill="white"/>"#,
            #"<g transform="translate(\#(n(Self.margin - bounds.x)),\#(n(Self.margin - bounds.y)))">"#,
            #"<g class="lines">"#,
        ]
        parts += drawings.map(\.path)
        parts.append(#"</g>"#)
        parts.append(#"<g class="entities">"#)
        parts += layout.order.compactMap { name in boxes.first { $0.name == name }.map { $0.svg(in: layout.frames[name]!) } }
        parts.append(#"</g>"#)
        parts.append(#"<g class="labels">"#)
        parts += labels.map(\.svg)
        parts += ["</g>", "</g>", "</svg>", ""]
        return parts.joined(separator: "\n")
    }

    /// The moves tried for a label, nearest first: up or down by whole lines, along by 40 units.
    private static let labelMoves: [(along: Double, down: Double)] = {
        var moves: [(along: Double, down: Double, distance: Int)] = []
        for along in 0...3 {
            for lines in -8...8 { moves.append((Double(along) * 40, Double(lines) * EdgeLabel.lineHeight, abs(lines) + 2 * along)) }
        }
        return moves.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.map { ($0.element.along, $0.element.down) }
    }()

    /// `labels`, each moved (``labelMoves``) until it covers no box and no label placed before it;
    /// when no move frees it, the move that covers the fewest.
    private static func separated(_ labels: [EdgeLabel], boxes: [DiagramRect]) -> [EdgeLabel] {
        var placed: [EdgeLabel] = []
        for label in labels {
            var best: (label: EdgeLabel, covered: Int)?
            for move in labelMoves {
                let candidate = label.moved(along: move.along, down: move.down), frame = candidate.frame
                let covered = boxes.filter { $0.overlaps(frame) }.count * 100 + placed.filter { $0.frame.overlaps(frame) }.count
                if best == nil || covered < best!.covered { best = (candidate, covered) }
                if covered == 0 { break }
            }
            placed.append(best!.label)
        }
        return placed
    }

    /// A relationship's label: its name, then cardinality, delete rule and (without an inverse) a warning.
    private static func label(_ relationship: RelationshipDescription, hasInverse: Bool) -> [String] {
        var cardinality = relationship.isToMany ? (relationship.isOrdered ? "to-many ordered" : "to-many") : "to-one"
        if !relationship.isOptional { cardinality += " required" }
        let rule: String
        switch relationship.deleteRule {
        case .noAction: rule = "no action"
        case .nullify: rule = "nullify"
        case .cascade: rule = "cascade"
        case .deny: rule = "deny"
        }
        return [relationship.name, "\(cardinality), \(rule)\(hasInverse ? "" : ", no inverse")"]
    }

    /// The arrowhead: one for to-one, two for to-many.
    private static func marker(_ relationship: RelationshipDescription) -> String {
        relationship.isToMany ? "to-many" : "to-one"
    }

    /// The arrowheads the lines use.
    private static let markers = """
        <defs>
        <marker id="to-one" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,1 L10,5 L0,9" fill="none" stroke="#336" stroke-width="1.2"/></marker>
        <marker id="to-many" viewBox="0 0 16 10" refX="16" refY="5" markerWidth="16" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0,1 L10,5 L0,9 M6,1 L16,5 L6,9" fill="none" stroke="#336" stroke-width="1.2"/></marker>
        <marker id="inherits" viewBox="0 0 14 14" refX="14" refY="7" markerWidth="14" markerHeight="14" markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L14,7 L0,14 Z" fill="white" stroke="#555" stroke-width="1.5"/></marker>
        </defs>
        """
}
