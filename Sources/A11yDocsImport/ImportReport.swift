import A11yDocsSupport

/// What an import did and found, whatever it imported from: files renamed, keys indented, what
/// it converted of each kind (in the importer's words), what it left out, and everything it could
/// not convert. Plain data; the command prints it.
public struct ImportReport: Sendable {
    /// A file whose name changed on the way: `_native/Toggle Switch.md → Content/native/toggle-switch.md`.
    public struct Rename: Hashable, Sendable, CustomStringConvertible {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        public var description: String { "\(from) → \(to)" }
    }

    /// A front-matter key moved under its test group.
    public struct IndentedKey: Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var key: String
        public var group: String
        public var groupLine: Int

        public init(path: String, line: Int, key: String, group: String, groupLine: Int) {
            (self.path, self.line, self.key, self.group, self.groupLine) = (path, line, key, group, groupLine)
        }

        public var description: String { "\(path):\(line): indented '\(key)' under '\(group)' (line \(groupLine))" }
    }

    /// How often the importer converted one kind of construct, worded by the importer:
    /// `<example> elements made live examples: 3`. A kind converted nowhere is not shown.
    public struct Conversion: Hashable, Sendable {
        public var label: String
        public var count: Int

        public init(label: String, count: Int) {
            self.label = label
            self.count = count
        }
    }

    /// A collection folder none of whose entries has anything to test: left out unless named.
    public struct SkippedCollection: Hashable, Sendable {
        public var folder: String
        public var name: String
        public var files: Int

        public init(folder: String, name: String, files: Int) {
            (self.folder, self.name, self.files) = (folder, name, files)
        }
    }

    /// What became of `a11ydocs.yml`.
    public enum Settings: Hashable, Sendable {
        /// Written, from the source's settings file when it has one (`_config.yml`), setting
        /// these (`title`, `base_url`, `2 collections`).
        case written(path: String, from: String?, settings: [String])
        /// Already there, and kept.
        case kept(path: String)
    }

    /// The folder written to, as the user named it.
    public var destination: String
    /// The folder holding it, where `a11ydocs.yml` goes: `.` for the current folder.
    public var libraryDirectory: String
    public var entries = 0
    /// Free pages written to collections of `kind: guides`; not counted as entries.
    public var guides = 0
    public var drafts = 0
    /// Entries by collection, in import order.
    public var entriesByCollection: [(collection: String, entries: Int)] = []
    /// Collection folders read.
    public var collections = 0
    /// In the order the importer gives them.
    public var conversions: [Conversion] = []
    public var skippedCollections: [SkippedCollection] = []
    /// Files the entries reference, copied into the static folder.
    public var staticFiles = 0
    public var staticFolder: String
    public var settings: Settings?
    public var renames: [Rename] = []
    public var indentedKeys: [IndentedKey] = []
    /// Sorted by file, line and column.
    public var findings: [ImportFinding] = []

    /// An empty report of an import into the request's folders.
    public init(for request: ImportRequest) {
        destination = request.destination
        libraryDirectory = request.libraryDirectory
        staticFolder = request.staticFolder
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `Imported 12 entries from 2 collections into Content/ — 3 files renamed, 2 keys indented, 0 problems`;
    /// `Imported 9 entries and 2 guides from 3 collections …` when some were guides.
    public var summary: String {
        "Imported \(Counted.count(entries, "entry", "entries"))"
            + (guides > 0 ? " and \(Counted.count(guides, "guide"))" : "")
            + " from \(Counted.count(collections, "collection")) into "
            + "\(Self.folder(destination)) — "
            + "\(Counted.count(renames.count, "file")) renamed, \(Counted.count(indentedKeys.count, "key")) indented, "
            + Counted.count(findings.count, "problem")
    }

    /// One line per kind of thing the import did, after the summary.
    public var details: [String] {
        var lines: [String] = []
        let collections = entriesByCollection.map { "\($0.collection) \($0.entries)" }.joined(separator: ", ")
        lines.append(
            "  entries: \(collections.isEmpty ? "none" : collections)"
                + (drafts > 0 ? " (\(Counted.count(drafts, "draft")))" : ""))
        for conversion in conversions where conversion.count > 0 {
            lines.append("  \(conversion.label): \(conversion.count)")
        }
        if staticFiles > 0 {
            lines.append("  files the entries reference, copied into \(Self.folder(staticFolder)): \(staticFiles)")
        }
        switch settings {
        case let .written(path, source, settings)?:
            lines.append(
                "  \(path): written" + (source.map { " from \($0)" } ?? "")
                    + (settings.isEmpty ? "" : " (\(settings.joined(separator: ", ")))"))
        case let .kept(path)?:
            lines.append("  \(path): kept as it was (--force replaces it)")
        case nil:
            break
        }
        for skipped in skippedCollections {
            lines.append(
                "  not imported: \(skipped.folder)/ (\(Counted.count(skipped.files, "file"))), as none of its entries "
                    + "has keyboard, mobile, "
                    + "screenreader, settings or gherkin- keys — add '--collection \(skipped.name)' to import it")
        }
        let errors = findings.filter { $0.severity == .error }.count
        lines.append(
            "  problems: \(Counted.count(errors, "error")), \(Counted.count(findings.count - errors, "warning"))")
        return lines
    }

    /// A next step that works from here: the written `a11ydocs.yml` names the content and static
    /// folders, so `check` runs in its folder; a kept one may not, so the content folder is named.
    public var nextStep: String {
        let written: Bool
        if case .written = settings { written = true } else { written = false }
        let folder = PathText.lastComponent(destination)
        let options = written || folder == "Content" ? "" : " --content \(ShellQuoting.quoted(folder))"
        let prefix = libraryDirectory == "." ? "" : "cd \(ShellQuoting.quoted(libraryDirectory)) && "
        return
            "Next: run '\(prefix)a11ydocs check\(options)' to review the imported entries, then 'a11ydocs "
            + "serve\(options)' to preview them."
    }

    private static func folder(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
}
