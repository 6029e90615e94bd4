/// The text beside one end of a line of a model diagram (a relationship's name and what it
/// holds), drawn with a white halo so it stays legible where it crosses a line.
struct EdgeLabel {
    /// The font size of labels.
    static let fontSize = 11.0
    /// The distance between two lines' baselines.
    static let lineHeight = 13.0

    /// The lines of text, top to bottom.
    let lines: [String]
    /// The x coordinate the text is anchored at.
    private(set) var x: Double
    /// The first line's baseline.
    private(set) var firstBaseline: Double
    /// Whether the text extends to the left of `x` (SVG's `text-anchor="end"`) rather than to the right.
    let extendsLeft: Bool

    /// Places `lines` next to `point`, on the side given by the signs of `dx` (-1 left, 1 right)
    /// and `dy` (-1 above, 1 below).
    init(_ lines: [String], beside point: DiagramPoint, dx: Double, dy: Double) {
        self.lines = lines
        x = point.x + dx * 4
        extendsLeft = dx < 0
        let height = Double(lines.count - 1) * Self.lineHeight
        firstBaseline = dy < 0 ? point.y - 5 - height : point.y + Self.fontSize + 3
    }

    /// The same label `dx` units further in the direction its text runs (away from its line's
    /// end) and `dy` units lower (higher when negative).
    func moved(along dx: Double, down dy: Double) -> EdgeLabel {
        var label = self
        label.x += extendsLeft ? -dx : dx
        label.firstBaseline += dy
        return label
    }

    /// The space the text takes (estimated from the monospaced font).
    var frame: DiagramRect {
        let width = lines.map { SVGText.width(of: $0, fontSize: Self.fontSize) }.max() ?? 0
        let top = firstBaseline - Self.fontSize
        return DiagramRect(x: extendsLeft ? x - width : x, y: top, width: width, height: Double(lines.count - 1) * Self.lineHeight + Self.fontSize + 3)
    }

    /// The label as an SVG `text` element of class `edge-label`, a `tspan` per line.
    var svg: String {
        let n = SVGText.number
        let spans = lines.enumerated().map { index, line in
            #"<tspan x="\#(n(x))" y="\#(n(firstBaseline + Double(index) * Self.lineHeight))">\#(SVGText.escaped(line))</tspan>"#
        }
        return
            #"<text class="edge-label" font-size="\#(n(Self.fontSize))" text-anchor="\#(extendsLeft ? "end" : "start")" stroke="white" stroke-width="3" paint-order="stroke" fill="rgb(34,34,34)">\#(spans.joined())</text>"#
    }
}
