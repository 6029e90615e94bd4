import Foundation

/// A full-text search of an entity's searchable attributes (``AttributeDescription/isSearchable``),
/// set on ``FetchRequest/textSearch``: results are the objects matching the words (and the
/// request's predicate), best match first.
///
/// ```swift
/// let request = FetchRequest<Note>()
/// request.textSearch = TextSearch("swift concurrency")                 // both words, anywhere
/// request.predicate = FetchPredicate(format: "deletedAt == nil")
/// request.fetchLimit = 20
/// let notes = try context.fetch(request)                                // ranked by relevance (BM25)
///
/// TextSearch("actor isol", matching: .anyWord, prefix: true, in: ["title"])
/// ```
///
/// Words are compared ignoring case and diacritics (`café` finds `Cafe`); a word is a run of
/// letters and digits. Ranking is BM25 (SQLite FTS5's `bm25()`): rarer words weigh more, and a
/// word in a short attribute (a title) weighs more than once in a long one (a body); `weights`
/// scale attributes further.
public struct TextSearch: Sendable, Hashable, CustomStringConvertible {
    /// How the words must occur.
    public enum Match: String, Sendable, Hashable {
        /// Every word, in any attribute and order (the default).
        case allWords
        /// At least one of the words.
        case anyWord
        /// The words next to each other, in order, in one attribute.
        case phrase
    }

    /// The text searched for, as the user typed it.
    public var text: String
    /// How the words must occur.
    public var match: Match
    /// Whether each word also matches longer words it begins (`conc` finds `concurrency`).
    public var prefix: Bool
    /// The searchable attributes to look in (`nil`: all of them).
    public var attributes: [String]?
    /// Relevance weight per attribute name (default 1).
    public var weights: [String: Double]

    /// Creates a search.
    public init(_ text: String, matching match: Match = .allWords, prefix: Bool = false, in attributes: [String]? = nil, weights: [String: Double] = [:]) {
        self.text = text
        self.match = match
        self.prefix = prefix
        self.attributes = attributes
        self.weights = weights
    }

    /// The words of the text: runs of letters and digits, case and diacritics folded (the
    /// tokens SQLite's `unicode61 remove_diacritics 2` tokenizer makes).
    public var words: [String] { Self.words(in: text) }

    /// The folded words of any text (see ``words``).
    public static func words(in text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }
            .map(String.init)
    }

    /// `"text" (allWords)`, with the options that differ from the defaults.
    public var description: String {
        var parts = ["\"\(text)\"", match.rawValue]
        if prefix { parts.append("prefix") }
        if let attributes { parts.append("in \(attributes.joined(separator: ", "))") }
        return "TextSearch(" + parts.joined(separator: ", ") + ")"
    }
}
