import Foundation

/// Full-text search in memory with SQLite FTS5's rules: the same words (``TextSearch/words(in:)``),
/// the same matching and the same BM25 relevance (k1 = 1.2, b = 0.75, statistics over every row
/// of the entity's table), so the in-memory store ranks as the SQLite store does.
struct TextSearchScorer {
    private let phrases: [[String]]
    private let search: TextSearch
    /// The searchable attribute names (the index's columns).
    private let columns: [String]
    private let allowed: Set<String>
    private let idf: [Double]
    private let averageLength: Double

    /// Prepares a search of `entity`'s table, whose rows are `rows` (for the statistics).
    ///
    /// - Throws: the errors of ``TextSearch/attributes(of:)``.
    init(_ search: TextSearch, entity: EntityDescription, rows: [RowSnapshot]) throws {
        let (names, searched) = try search.attributes(of: entity)
        self.search = search
        columns = names
        allowed = Set(searched)
        let words = search.words
        phrases = search.match == .phrase ? (words.isEmpty ? [] : [words]) : words.map { [$0] }
        var totalLength = 0
        var rowsWithHits = [Int](repeating: 0, count: phrases.count)
        let documents = rows.map { Self.document($0, names) }
        for document in documents {
            totalLength += document.length
            for (index, phrase) in phrases.enumerated() where Self.hits(phrase, in: document, allowed: allowed, prefix: search.prefix) > 0 {
                rowsWithHits[index] += 1
            }
        }
        let count = Double(rows.count)
        averageLength = rows.isEmpty ? 1 : max(Double(totalLength) / count, 1e-9)
        idf = rowsWithHits.map { hits in
            let value = log((count - Double(hits) + 0.5) / (Double(hits) + 0.5))
            return value <= 0 ? 1e-6 : value
        }
    }

    /// The relevance of a row (higher is better), or `nil` when it does not match.
    func score(_ row: RowSnapshot) -> Double? {
        guard !phrases.isEmpty else { return nil }
        let document = Self.document(row, columns)
        var frequencies: [Double] = []
        var matched: [Bool] = []
        for phrase in phrases {
            var frequency = 0.0
            var found = false
            for (column, tokens) in document.tokens where allowed.contains(column) {
                let hits = Self.hits(phrase, in: tokens, prefix: search.prefix)
                if hits > 0 { found = true }
                frequency += Double(hits) * (search.weights[column] ?? 1)
            }
            frequencies.append(frequency)
            matched.append(found)
        }
        let matches = search.match == .anyWord ? matched.contains(true) : !matched.contains(false)
        guard matches else { return nil }
        let k1 = 1.2, b = 0.75
        let length = Double(document.length)
        return zip(frequencies, idf).reduce(0) { score, pair in
            score + pair.1 * (pair.0 * (k1 + 1)) / (pair.0 + k1 * (1 - b + b * length / averageLength))
        }
    }

    /// A row's words per searchable attribute, and its total number of words.
    private static func document(_ row: RowSnapshot, _ columns: [String]) -> (tokens: [(String, [String])], length: Int) {
        let entity = row.objectID.entity
        var tokens: [(String, [String])] = []
        var length = 0
        for column in columns {
            guard let index = entity.propertyIndex[column], let attribute = entity.properties[index] as? AttributeDescription, attribute.isSearchable else {
                continue
            }
            let text: String
            switch row.values[index] {
            case .string(let value): text = value
            case .url(let value): text = value.absoluteString
            default: continue
            }
            let words = TextSearch.words(in: text)
            length += words.count
            tokens.append((column, words))
        }
        return (tokens, length)
    }

    private static func hits(_ phrase: [String], in document: (tokens: [(String, [String])], length: Int), allowed: Set<String>, prefix: Bool) -> Int {
        document.tokens.filter { allowed.contains($0.0) }.reduce(0) { $0 + hits(phrase, in: $1.1, prefix: prefix) }
    }

    /// Occurrences of a phrase in a column's words (the last word may be a prefix).
    private static func hits(_ phrase: [String], in tokens: [String], prefix: Bool) -> Int {
        guard phrase.count <= tokens.count else { return 0 }
        var count = 0
        for start in 0...(tokens.count - phrase.count) {
            let matches = phrase.indices.allSatisfy { offset in
                let token = tokens[start + offset]
                return prefix && offset == phrase.count - 1 ? token.hasPrefix(phrase[offset]) : token == phrase[offset]
            }
            if matches { count += 1 }
        }
        return count
    }
}
