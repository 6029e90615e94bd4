/// A point of a model diagram, in SVG user units (y grows downwards).
struct DiagramPoint: Equatable {
    /// The horizontal coordinate.
    var x: Double
    /// The vertical coordinate.
    var y: Double

    /// The point `distance` away from this one towards `other` (this point when they coincide).
    func moved(towards other: DiagramPoint, by distance: Double) -> DiagramPoint {
        let dx = other.x - x, dy = other.y - y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return self }
        return DiagramPoint(x: x + dx / length * distance, y: y + dy / length * distance)
    }

    /// The point of the quadratic Bézier curve from `start` through `control` to `end` at `t` (0…1).
    static func onCurve(_ start: DiagramPoint, _ control: DiagramPoint, _ end: DiagramPoint, at t: Double) -> DiagramPoint {
        let u = 1 - t
        return DiagramPoint(
            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
    }
}
