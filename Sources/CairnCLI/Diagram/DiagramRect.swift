/// A rectangle of a model diagram: an entity's box or the space a label takes.
struct DiagramRect: Equatable {
    /// The left edge.
    var x: Double
    /// The top edge.
    var y: Double
    /// The width.
    var width: Double
    /// The height.
    var height: Double

    /// The right edge.
    var maxX: Double { x + width }
    /// The bottom edge.
    var maxY: Double { y + height }
    /// The centre.
    var center: DiagramPoint { DiagramPoint(x: x + width / 2, y: y + height / 2) }

    /// Whether the two rectangles share any area (touching edges do not count).
    func overlaps(_ other: DiagramRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `point` lies inside, `margin` units in from the edges.
    func contains(_ point: DiagramPoint, inset margin: Double = 0) -> Bool {
        point.x > x + margin && point.x < maxX - margin && point.y > y + margin && point.y < maxY - margin
    }

    /// The smallest rectangle holding both.
    func union(_ other: DiagramRect) -> DiagramRect {
        let left = min(x, other.x), top = min(y, other.y)
        return DiagramRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Where the ray from the centre towards `target` leaves the rectangle (the centre when
    /// `target` is the centre).
    func boundaryPoint(towards target: DiagramPoint) -> DiagramPoint {
        let c = center
        let dx = target.x - c.x, dy = target.y - c.y
        guard dx != 0 || dy != 0 else { return c }
        let scaleX = dx == 0 ? Double.infinity : (width / 2) / abs(dx)
        let scaleY = dy == 0 ? Double.infinity : (height / 2) / abs(dy)
        let scale = min(scaleX, scaleY)
        return DiagramPoint(x: c.x + dx * scale, y: c.y + dy * scale)
    }
}
