/// What an import did and found: files renamed, keys indented, and everything it could not
/// convert. Plain data; the command prints it.
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

    /// The folder written to, as the user named it.
    public var destination: String
    public var entries = 0
    /// Jekyll collection folders read.
    public var collections = 0
    public var renames: [Rename] = []
    public var indentedKeys: [IndentedKey] = []
    /// Sorted by file, line and column.
    public var findings: [ImportFinding] = []

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// `Imported 12 entries from 2 collections into Content/ — 3 files renamed, 2 keys indented, 0 problems`.
    public var summary: String {
        let folder = destination.hasSuffix("/") ? destination : destination + "/"
        return "Imported \(Counted.count(entries, "entry", "entries")) from \(Counted.count(collections, "collection")) into \(folder) — "
            + "\(Counted.count(renames.count, "file")) renamed, \(Counted.count(indentedKeys.count, "key")) indented, "
            + Counted.count(findings.count, "problem")
    }
}
