/// A line of a model diagram: a relationship with its inverse (one line, a label at each end), a
/// relationship without inverse, or an inheritance (a hollow triangle at the parent).
///
/// The line leaves each box at its border, straight when nothing is in the way; otherwise it bends
/// (a quadratic curve) around the boxes between its ends. Lines joining the same two boxes bend
/// apart so they and their labels do not lie on top of each other.
struct DiagramEdge {
    /// What the line stands for.
    enum Kind: String {
        /// A relationship (and its inverse, if any).
        case relationship
        /// A sub-entity (`from`) inheriting from its parent (`to`).
        case inheritance
    }

    /// What the line stands for.
    let kind: Kind
    /// The entity at the start.
    let from: String
    /// The entity at the end.
    let to: String
    /// The label next to `to` (the relationship from `from`); empty for inheritance.
    let endLabel: [String]
    /// The label next to `from` (the inverse); empty without one.
    let startLabel: [String]
    /// The SVG marker at `to`.
    let endMarker: String
    /// The SVG marker at `from`, if any.
    let startMarker: String?

    /// The drawn line: an SVG path and the labels at its ends.
    struct Drawing {
        /// The `path` element.
        var path: String
        /// The labels.
        var labels: [EdgeLabel]
        /// Points along the line, for the picture's bounds.
        var points: [DiagramPoint]
    }

    /// Draws the line between the boxes in `frames`; `bend` is where it starts its search for a
    /// free route (0 for a straight line, ± units for the n-th of several lines between two boxes).
    func drawing(in frames: [String: DiagramRect], bend: Double) -> Drawing {
        let a = frames[from]!, b = frames[to]!
        if from == to { return loop(around: a, index: Int(bend)) }
        // The first bend, from `bend` outwards, whose curve crosses no other box.
        let others = frames.filter { $0.key != from && $0.key != to }.sorted { $0.key < $1.key }.map(\.value)
        let tries = [0.0, 1, -1, 2, -2, 3, -3, 4, -4].lazy.map { step in
            let candidate = bend + step * 70
            return (bend: candidate, hits: crossings(a, b, candidate, others))
        }
        let chosen = tries.first { $0.hits == 0 }?.bend ?? tries.min { $0.hits < $1.hits }?.bend ?? bend
        let (start, control, end) = Self.curve(a, b, chosen)
        let path = chosen == 0 ? "M\(p(start)) L\(p(end))" : "M\(p(start)) Q\(p(control)) \(p(end))"
        var labels: [EdgeLabel] = []
        if !endLabel.isEmpty { labels.append(Self.label(endLabel, at: end, towards: control, above: false)) }
        if !startLabel.isEmpty { labels.append(Self.label(startLabel, at: start, towards: control, above: true)) }
        let points = stride(from: 0.0, through: 1.0, by: 0.1).map { DiagramPoint.onCurve(start, control, end, at: $0) }
        return Drawing(path: element(path), labels: labels, points: points)
    }

    /// The start, control point and end of the curve bent `bend` units to the side of the line
    /// between the boxes' centres.
    private static func curve(_ a: DiagramRect, _ b: DiagramRect, _ bend: Double) -> (DiagramPoint, DiagramPoint, DiagramPoint) {
        let ca = a.center, cb = b.center
        let dx = cb.x - ca.x, dy = cb.y - ca.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1)
        let control = DiagramPoint(x: (ca.x + cb.x) / 2 - dy / length * bend * 2, y: (ca.y + cb.y) / 2 + dx / length * bend * 2)
        return (a.boundaryPoint(towards: bend == 0 ? cb : control), control, b.boundaryPoint(towards: bend == 0 ? ca : control))
    }

    /// How many sample points of the curve lie inside one of `boxes` (widened by a margin).
    private func crossings(_ a: DiagramRect, _ b: DiagramRect, _ bend: Double, _ boxes: [DiagramRect]) -> Int {
        let (start, control, end) = Self.curve(a, b, bend)
        let samples = stride(from: 0.05, through: 0.95, by: 0.05).map { DiagramPoint.onCurve(start, control, end, at: $0) }
        return boxes.reduce(0) { total, box in
            let widened = DiagramRect(x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16)
            return total + samples.filter { widened.contains($0) }.count
        }
    }

    /// A label beside the end at `point` of a line heading towards `target`: along the line,
    /// above or below it when the line is rather horizontal, right or left of it otherwise.
    private static func label(_ lines: [String], at point: DiagramPoint, towards target: DiagramPoint, above: Bool) -> EdgeLabel {
        let anchor = point.moved(towards: target, by: 10)
        let dx = target.x - point.x, dy = target.y - point.y
        if abs(dx) >= abs(dy) {
            return EdgeLabel(lines, beside: anchor, dx: dx >= 0 ? 1 : -1, dy: above ? -1 : 1)
        }
        return EdgeLabel(lines, beside: anchor, dx: above ? 1 : -1, dy: dy >= 0 ? 1 : -1)
    }

    /// A relationship from an entity to itself: a loop on the right of its box, the `index`-th
    /// one lower than the previous.
    private func loop(around box: DiagramRect, index: Int) -> Drawing {
        let top = box.y + 6 + Double(index) * 30
        let start = DiagramPoint(x: box.maxX, y: top), end = DiagramPoint(x: box.maxX, y: top + 20)
        let path = "M\(p(start)) C\(p(DiagramPoint(x: box.maxX + 45, y: top - 12))) \(p(DiagramPoint(x: box.maxX + 45, y: top + 32))) \(p(end))"
        let label = EdgeLabel(endLabel + startLabel, beside: DiagramPoint(x: box.maxX + 42, y: top + 4), dx: 1, dy: 1)
        return Drawing(path: element(path), labels: [label], points: [start, DiagramPoint(x: box.maxX + 45, y: top + 10), end])
    }

    private func element(_ path: String) -> String {
        let start = startMarker.map { #" marker-start="url(#\#($0))""# } ?? ""
        return
            #"<path class="\#(kind.rawValue)" d="\#(path)" fill="none" stroke="\#(kind == .inheritance ? "#555" : "#336")" stroke-width="\#(kind == .inheritance ? "1.5" : "1.2")"\#(start) marker-end="url(#\#(endMarker))"/>"#
    }

    private func p(_ point: DiagramPoint) -> String {
        "\(SVGText.number(point.x)),\(SVGText.number(point.y))"
    }
}
