import A11yDocsSupport

/// What an import did and found: files renamed, keys indented, what it converted of each kind,
/// what it left out, and everything it could not convert. Plain data; the command prints it.
public struct ImportReport: Sendable {
    /// A file whose name changed on the way: `_native/Toggle Switch.md → Content/native/toggle-switch.md`.
    public struct Rename: Hashable, Sendable, CustomStringConvertible {
        public var from: String
        public var to: String

        public var description: String { "\(from) → \(to)" }
    }

    /// A front-matter key moved under its test group.
    public struct IndentedKey: Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var key: String
        public var group: String
        public var groupLine: Int

        public var description: String { "\(path):\(line): indented '\(key)' under '\(group)' (line \(groupLine))" }
    }

    /// Constructs converted in bodies.
    public struct Counts: Equatable, Sendable {
        /// `{{ site.baseurl }}`, `{{ page.title }}`… filled in (an include counted once).
        public var liquidValues = 0
        /// `<example>` elements (as `{% raw %}` keeps them) made live examples.
        public var exampleElements = 0
        /// Highlights shown again as a live example, made one example.
        public var mergedExamples = 0

        package static func + (left: Counts, right: Counts) -> Counts {
            Counts(liquidValues: left.liquidValues + right.liquidValues, exampleElements: left.exampleElements + right.exampleElements,
                   mergedExamples: left.mergedExamples + right.mergedExamples)
        }
    }

    /// A collection folder none of whose entries has anything to test: left out unless named.
    public struct SkippedCollection: Hashable, Sendable {
        public var folder: String
        public var name: String
        public var files: Int
    }

    /// What became of `a11ydocs.yml`.
    public enum Settings: Hashable, Sendable {
        /// Written, setting these (`title`, `base_url`, `2 collections`).
        case written(path: String, settings: [String])
        /// Already there, and kept.
        case kept(path: String)
    }

    /// The folder written to, as the user named it.
    public var destination: String
    public var entries = 0
    public var drafts = 0
    /// Entries by collection, in import order.
    public var entriesByCollection: [(collection: String, entries: Int)] = []
    /// Jekyll collection folders read.
    public var collections = 0
    public var counts = Counts()
    public var skippedCollections: [SkippedCollection] = []
    /// Files the entries reference, copied into the static folder.
    public var staticFiles = 0
    public var staticFolder = "Static"
    public var settings: Settings?
    public var renames: [Rename] = []
    public var indentedKeys: [IndentedKey] = []
    /// Sorted by file, line and column.
    public var findings: [ImportFinding] = []

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `Imported 12 entries from 2 collections into Content/ — 3 files renamed, 2 keys indented, 0 problems`.
    public var summary: String {
        "Imported \(Counted.count(entries, "entry", "entries")) from \(Counted.count(collections, "collection")) into \(Self.folder(destination)) — "
            + "\(Counted.count(renames.count, "file")) renamed, \(Counted.count(indentedKeys.count, "key")) indented, "
            + Counted.count(findings.count, "problem")
    }

    /// One line per kind of thing the import did, after the summary.
    public var details: [String] {
        var lines: [String] = []
        let collections = entriesByCollection.map { "\($0.collection) \($0.entries)" }.joined(separator: ", ")
        lines.append("  entries: \(collections.isEmpty ? "none" : collections)" + (drafts > 0 ? " (\(Counted.count(drafts, "draft")))" : ""))
        if counts.liquidValues > 0 { lines.append("  Liquid values filled in (site.baseurl, page.title…): \(counts.liquidValues)") }
        if counts.exampleElements > 0 { lines.append("  <example> elements made live examples: \(counts.exampleElements)") }
        if counts.mergedExamples > 0 {
            lines.append("  highlights shown again as a live example, made one example: \(counts.mergedExamples)")
        }
        if staticFiles > 0 {
            lines.append("  files the entries reference, copied into \(Self.folder(staticFolder)): \(staticFiles)")
        }
        switch settings {
        case let .written(path, settings)?:
            lines.append("  \(path): written from _config.yml" + (settings.isEmpty ? "" : " (\(settings.joined(separator: ", ")))"))
        case let .kept(path)?:
            lines.append("  \(path): kept as it was (--force replaces it)")
        case nil:
            break
        }
        for skipped in skippedCollections {
            lines.append("  not imported: \(skipped.folder)/ (\(Counted.count(skipped.files, "file"))), as none of its entries has keyboard, mobile, "
                         + "screenreader, settings or gherkin- keys — add '--collection \(skipped.name)' to import it")
        }
        let errors = findings.filter { $0.severity == .error }.count
        lines.append("  problems: \(Counted.count(errors, "error")), \(Counted.count(findings.count - errors, "warning"))")
        return lines
    }

    private static func folder(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
}
