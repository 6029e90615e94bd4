import Cairn

/// Where each entity's box goes: a grid filled in an order that keeps related entities next to
/// each other, so it is the same for the same model on every run.
///
/// The order is a breadth-first walk of the graph of relationships and inheritance, starting at
/// the most connected entity and visiting neighbours most connected first (ties by name); each
/// unconnected part of the model follows the previous one. The grid has about √n columns; the
/// first entity takes its middle and each next one the free cell closest to its neighbours
/// already placed, so a hub ends up surrounded by what it links to. Column widths and row heights fit their largest box, with wide gaps for the lines and
/// their labels: boxes never overlap.
///
/// ```swift
/// let layout = DiagramLayout(boxes: model.entities.map(EntityBox.init), links: [("Recipe", "Ingredient")])
/// layout.frames["Recipe"]
/// ```
struct DiagramLayout {
    /// The space between two columns of boxes (where horizontal lines and their labels go).
    static let columnGap = 220.0
    /// The space between two rows of boxes.
    static let rowGap = 120.0

    /// The entity names in placement order.
    let order: [String]
    /// Each entity's box, keyed by entity name.
    let frames: [String: DiagramRect]

    /// Places `boxes`; `links` are the pairs of entity names a line joins.
    init(boxes: [EntityBox], links: [(String, String)]) {
        let sizes = Dictionary(boxes.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
        order = Self.walk(names: boxes.map(\.name), links: links)
        let cells = Self.cells(for: order, links: links)
        let columns = (cells.values.map(\.column).max() ?? -1) + 1, rows = (cells.values.map(\.row).max() ?? -1) + 1
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: rows)
        for (name, cell) in cells {
            let size = sizes[name]!
            columnWidths[cell.column] = max(columnWidths[cell.column], size.width)
            rowHeights[cell.row] = max(rowHeights[cell.row], size.height)
        }
        let columnX = columnWidths.indices.map { index in columnWidths[..<index].reduce(0, +) + Double(index) * Self.columnGap }
        let rowY = rowHeights.indices.map { index in rowHeights[..<index].reduce(0, +) + Double(index) * Self.rowGap }
        var frames: [String: DiagramRect] = [:]
        for (name, cell) in cells {
            let size = sizes[name]!
            // Centred in its column, at the top of its row.
            let x = columnX[cell.column] + (columnWidths[cell.column] - size.width) / 2
            frames[name] = DiagramRect(x: x.rounded(), y: rowY[cell.row], width: size.width, height: size.height)
        }
        self.frames = frames
    }

    /// The grid cell of each entity: the first in the middle, each next one in the free cell
    /// closest to the neighbours already placed (ties: closest to the middle, then first in
    /// reading order); an entity with no neighbour placed yet takes the first free cell.
    private static func cells(for order: [String], links: [(String, String)]) -> [String: (row: Int, column: Int)] {
        let columns = order.count <= 3 ? max(order.count, 1) : Int(Double(order.count).squareRoot().rounded(.up))
        let rows = (order.count + columns - 1) / columns
        var neighbours: [String: [String]] = [:]
        for (a, b) in links where a != b {
            neighbours[a, default: []].append(b)
            neighbours[b, default: []].append(a)
        }
        var free = (0..<rows).flatMap { row in (0..<columns).map { (row: row, column: $0) } }
        var placed: [String: (row: Int, column: Int)] = [:]
        let middle = (row: Double(rows - 1) / 2, column: Double(columns - 1) / 2)
        func distance(_ cell: (row: Int, column: Int), _ to: (row: Double, column: Double)) -> Double {
            let dr = Double(cell.row) - to.row, dc = Double(cell.column) - to.column
            return dr * dr + dc * dc
        }
        for name in order {
            let anchors = (neighbours[name] ?? []).compactMap { placed[$0] }
            var best = 0
            if placed.isEmpty || !anchors.isEmpty {
                func cost(_ cell: (row: Int, column: Int)) -> (Double, Double) {
                    let near = anchors.reduce(0) { $0 + distance(cell, (Double($1.row), Double($1.column))).squareRoot() }
                    return (near, distance(cell, middle))
                }
                for index in free.indices.dropFirst() where cost(free[index]) < cost(free[best]) { best = index }
            }
            placed[name] = free.remove(at: best)
        }
        return placed
    }

    /// The breadth-first order described above.
    private static func walk(names: [String], links: [(String, String)]) -> [String] {
        var neighbours: [String: Set<String>] = [:]
        for (a, b) in links where a != b {
            neighbours[a, default: []].insert(b)
            neighbours[b, default: []].insert(a)
        }
        let known = Set(names)
        func byConnection(_ candidates: some Sequence<String>) -> [String] {
            candidates.filter(known.contains).sorted {
                let left = neighbours[$0]?.count ?? 0, right = neighbours[$1]?.count ?? 0
                return left != right ? left > right : $0 < $1
            }
        }
        var order: [String] = [], visited: Set<String> = []
        for root in byConnection(names) where !visited.contains(root) {
            visited.insert(root)
            var queue = [root], next = 0
            while next < queue.count {
                let name = queue[next]
                next += 1
                order.append(name)
                for neighbour in byConnection(neighbours[name] ?? []) where !visited.contains(neighbour) {
                    visited.insert(neighbour)
                    queue.append(neighbour)
                }
            }
        }
        return order
    }
}
