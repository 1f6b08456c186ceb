import A11yDocsLoading

/// One collection's import (its plain and checklist folders), held until the import knows whether
/// the collection is kept: one none of whose entries has anything to test is left out whole,
/// with its findings, unless it is named.
package struct CollectionImport {
    /// A planned file, and the entry it is when it is one.
    package struct File {
        package var file: ImportPlan.File
        package var entry: EntryFile?
    }

    /// What telling drafts from published entries needs.
    package struct EntryFile {
        package var collection: String
        /// Without a draft's leading `_`, as a11ydocs reads it.
        package var slug: String
        package var isDraft: Bool
        package var source: String
        package var target: String
    }

    /// Its folders in the site, with how many files each holds.
    package var folders: [(path: String, files: Int)] = []
    package var files: [File] = []
    package var findings: [ImportFinding] = []
    package var renames: [ImportReport.Rename] = []
    package var indentedKeys: [ImportReport.IndentedKey] = []
    var counts = JekyllCounts()
    /// Site paths the entries reference, in order of first reference.
    var siteFiles: [String] = []
    package var entries = 0
    package var drafts = 0
    var hasTestKeys = false
}

extension ImportReport {
    package mutating func add(_ collection: CollectionImport, named name: String) {
        entries += collection.entries
        drafts += collection.drafts
        entriesByCollection.append((name, collection.entries))
        renames += collection.renames
        indentedKeys += collection.indentedKeys
        findings += collection.findings
    }
}
