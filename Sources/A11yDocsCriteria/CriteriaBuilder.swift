import A11yDocsModel
import A11yDocsSupport

/// What the criteria builder page needs: every entry's criteria text in each format, and how
/// to join them. The site splits it (the page holds the formats without their pieces and the
/// order; each entry's pieces are a file of their own), and the page's script, once the chosen
/// entries' pieces are loaded, does exactly what `combined(_:format:)` does, so this function is
/// the tested version of the page's logic.
public struct CriteriaBuilder: Codable, Equatable, Sendable {
    public struct Format: Codable, Equatable, Sendable {
        /// Text before the first chosen entry.
        public var header: String
        /// Text between two chosen entries.
        public var separator: String
        /// Text after the last chosen entry.
        public var footer: String
        /// Entry id (`native/carousel`) → its text.
        public var pieces: [String: String]
    }

    public enum FormatName: String, CaseIterable, Codable, Sendable {
        case condensed, gherkin
    }

    /// Entry ids in library order: by collection, then `order`, then title.
    public var order: [String]
    public var formats: [String: Format]

    /// `url` gives an entry's full address, which ends each condensed text.
    public init(entries: [Entry], url: @Sendable (Entry) -> String) {
        let sorted = Self.sorted(entries)
        order = sorted.map(Self.id)
        var condensed = Self.format(.condensed), gherkin = Self.format(.gherkin)
        condensed.pieces = Dictionary(
            uniqueKeysWithValues: sorted.concurrentMap { (Self.id($0), CondensedCriteria.text(for: $0, url: url($0))) })
        gherkin.pieces = Dictionary(
            uniqueKeysWithValues: sorted.concurrentMap { (Self.id($0), GherkinCriteria.rule(for: $0)) })
        formats = [FormatName.condensed.rawValue: condensed, FormatName.gherkin.rawValue: gherkin]
    }

    /// How a format joins its pieces, without the pieces.
    package static func format(_ name: FormatName) -> Format {
        switch name {
        case .condensed: return Format(header: "", separator: "\n", footer: "", pieces: [:])
        case .gherkin:
            return Format(header: GherkinCriteria.combinedFeatureHeader, separator: "\n\n", footer: "\n", pieces: [:])
        }
    }

    /// Library order: by collection, then `order` (entries without one last), then title.
    package static func sorted(_ entries: [Entry]) -> [Entry] {
        sortedIndices(entries).map { entries[$0] }
    }

    /// `entries`' indices in library order.
    package static func sortedIndices(_ entries: [Entry]) -> [Int] {
        let keys = entries.map { ($0.collection, $0.order ?? .max, $0.title.lowercased()) }
        // Ties keep the entries' own order.
        return keys.indices.sorted {
            (keys[$0].0, keys[$0].1, keys[$0].2, $0) < (keys[$1].0, keys[$1].1, keys[$1].2, $1)
        }
    }

    /// The text for a selection: chosen entries in library order, whatever order they were
    /// chosen in; empty when nothing (known) is chosen.
    public func combined(_ selection: Set<String>, format: FormatName) -> String {
        guard let format = formats[format.rawValue] else { return "" }
        let chosen = order.filter(selection.contains).compactMap { format.pieces[$0] }
        guard !chosen.isEmpty else { return "" }
        return format.header + chosen.joined(separator: format.separator) + format.footer
    }

    /// `native/carousel`: how the page, its address and this data name an entry.
    public static func id(_ entry: Entry) -> String { "\(entry.collection)/\(entry.slug)" }
}
