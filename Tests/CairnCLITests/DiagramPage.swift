import Foundation

/// What a browser lays out for an SVG from `cairn diagram`: the SVG inline in an HTML page whose
/// script measures every entity box and text (`getBoundingClientRect`, in page pixels with the
/// SVG at the page's top-left corner, and `getBBox`) and writes the measurements, as base64 JSON,
/// into the DOM that `chromium --dump-dom` prints.
struct DiagramPage: Decodable {
    /// A rectangle in page pixels.
    struct Rect: Decodable {
        var x: Double, y: Double, width: Double, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }

        /// Whether the two share any area (a touching edge does not count).
        func overlaps(_ other: Rect) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }

        /// Whether `other` lies inside, with `tolerance` pixels of slack.
        func contains(_ other: Rect, tolerance: Double = 0.5) -> Bool {
            other.x >= x - tolerance && other.maxX <= maxX + tolerance && other.y >= y - tolerance && other.maxY <= maxY + tolerance
        }
    }

    /// A text element as laid out.
    struct Text: Decodable {
        var text: String
        var rect: Rect
    }

    /// An entity's group: its outer box, its `getBBox()`, and its texts.
    struct Entity: Decodable {
        var name: String
        var box: Rect
        var bbox: Rect
        var texts: [Text]
    }

    /// The width and height attributes of the `svg` element.
    var declaredWidth: Double, declaredHeight: Double
    /// The `svg` element as laid out.
    var svg: Rect
    /// The entities' groups.
    var entities: [Entity]
    /// The lines of the relationship labels.
    var labels: [Text]
    /// The relationship labels, whole.
    var labelBlocks: [Text]

    /// Every rendered text (with a non-empty box): entity headers, property lines, label lines.
    var renderedTexts: [String] {
        (entities.flatMap(\.texts) + labels).filter { $0.rect.width > 0 && $0.rect.height > 0 }.map(\.text)
    }

    private static let script = """
        <script>
        const svg = document.querySelector('svg');
        const rect = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; };
        const text = e => ({text: e.textContent, rect: rect(e)});
        const result = {
          declaredWidth: svg.width.baseVal.value, declaredHeight: svg.height.baseVal.value, svg: rect(svg),
          entities: [...svg.querySelectorAll('g.entity')].map(g => {
            const b = g.getBBox();
            return {name: g.dataset.name, box: rect(g.querySelector('rect.box')), bbox: {x: b.x, y: b.y, width: b.width, height: b.height},
                    texts: [...g.querySelectorAll('text')].map(text)};
          }),
          labels: [...svg.querySelectorAll('text.edge-label tspan')].map(text),
          labelBlocks: [...svg.querySelectorAll('text.edge-label')].map(text),
        };
        const bytes = new TextEncoder().encode(JSON.stringify(result));
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        document.getElementById('measurements').textContent = btoa(binary);
        </script>
        """

    /// Loads `svg` in headless Chromium and returns the measurements.
    ///
    /// - Throws: ``CLITestError`` when Chromium fails or the page wrote no measurements.
    static func load(svg: String, in directory: URL, name: String) throws -> DiagramPage {
        let page = directory.appendingPathComponent("\(name).html")
        let html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><style>body { margin: 0 }</style></head><body>
            \(svg)
            <pre id="measurements"></pre>
            \(script)
            </body></html>
            """
        try Data(html.utf8).write(to: page)
        let dom = try Chromium.dumpDOM(of: page)
        guard let start = dom.range(of: #"<pre id="measurements">"#), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let json = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound]))
        else {
            throw CLITestError("The page wrote no measurements (a script error?): \(dom.suffix(1_000))")
        }
        return try JSONDecoder().decode(DiagramPage.self, from: json)
    }
}
