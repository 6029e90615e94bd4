/// Text in an SVG document: XML escaping, numbers written the same way on every platform, and
/// the width a monospaced font gives a string (the diagram sizes its boxes without a browser).
///
/// ```swift
/// SVGText.escaped(#"Tom & "Jerry" <3"#)   // Tom &amp; &quot;Jerry&quot; &lt;3
/// SVGText.width(of: "title: String", fontSize: 12)
/// ```
enum SVGText {
    /// The font every text of a diagram uses: monospaced, so widths can be computed.
    static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

    /// `text` escaped for XML character data and attribute values; characters XML 1.0 does not
    /// allow (control characters other than tab and newlines) become U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) || (0xD800...0xDFFF).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An upper bound of the width of `text` at `fontSize` in a monospaced font: 0.62 em per
    /// character (the fonts above use 0.6), twice that for East Asian wide characters and emoji.
    static func width(of text: String, fontSize: Double) -> Double {
        text.reduce(0) { total, character in
            let value = character.unicodeScalars.first?.value ?? 0
            let isWide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value) || value >= 0x1F000
            return total + fontSize * (isWide ? 1.24 : 0.62)
        }
    }

    /// `value` with at most one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }
}
