/// One collection's import (its plain and checklist folders), held until the import knows whether
/// the collection is kept: one none of whose entries has anything to test is left out whole,
/// with its findings, unless it is named.
struct CollectionImport {
    /// A planned file, and the entry it is when it is one.
    struct File {
        var file: ImportPlan.File
        var entry: EntryFile?
    }

    /// What telling drafts from published entries needs.
    struct EntryFile {
        var collection: String
        /// Without a draft's leading `_`, as a11ydocs reads it.
        var slug: String
        var isDraft: Bool
        var source: String
        var target: String
    }

    /// Its folders in the site, with how many files each holds.
    var folders: [(path: String, files: Int)] = []
    var files: [File] = []
    var findings: [ImportFinding] = []
    var renames: [ImportReport.Rename] = []
    var indentedKeys: [ImportReport.IndentedKey] = []
    var counts = ImportReport.Counts()
    /// Site paths the entries reference, in order of first reference.
    var siteFiles: [String] = []
    var entries = 0
    var drafts = 0
    var hasTestKeys = false
}

extension ImportReport {
    mutating func add(_ collection: CollectionImport, named name: String) {
        entries += collection.entries
        drafts += collection.drafts
        entriesByCollection.append((name, collection.entries))
        counts = counts + collection.counts
        renames += collection.renames
        indentedKeys += collection.indentedKeys
        findings += collection.findings
    }
}
