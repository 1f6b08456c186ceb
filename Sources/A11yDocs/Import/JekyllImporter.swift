import Foundation

/// Plans the import of a Jekyll-era pattern library: each collection folder (`_native/`,
/// `_checklist-web/`) becomes a collection under the destination, each entry is converted
/// (`JekyllEntryConverter`) under a slug made from its name, and other files are copied as they
/// are. Reads the site and writes nothing: `ImportDestination` writes the plan.
public struct JekyllImporter: Sendable {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case siteNotFound(String)
        case noCollections(String)

        public var description: String {
            switch self {
            case .siteNotFound(let path):
                return "folder '\(path)' not found — name the Jekyll site's folder (the one holding _config.yml)"
            case .noCollections(let path):
                return "'\(path)' holds no collection folders with entries (such as '_native/' with .md files) — is it a Jekyll site's folder?"
            }
        }
    }

    /// The site's folder and the destination, as the user named them; messages show paths under them.
    public var siteDirectory: String
    public var destination: String

    public init(siteDirectory: String, destination: String = "Content") {
        self.siteDirectory = siteDirectory
        self.destination = destination
    }

    /// Who took a name in the destination: keyed by `web/button` for an entry's slug, by the
    /// path for other files.
    private typealias Taken = (source: String, target: String)

    public func plan() throws -> ImportPlan {
        let collections = try findCollections()
        var report = ImportReport(destination: destination, collections: collections.count)
        var files: [ImportPlan.File] = []
        var taken: [String: Taken] = [:]
        for (collection, names, skipped) in collections {
            let folder = ContentTree.join(siteDirectory, collection.folder)
            report.findings += skipped.map { ImportFinding(.skipped(.skippedPath($0.reason)), at: SourceLocation(path: ContentTree.join(folder, $0.path))) }
            for name in names {
                let source = ContentTree.join(folder, name)
                guard let data = FileManager.default.contents(atPath: source) else {
                    report.findings.append(ImportFinding(.skipped(.skippedPath(.unreadableFile)), at: SourceLocation(path: source)))
                    continue
                }
                if Self.isEntry(name) {
                    files.append(entry(name, data: data, source: source, in: collection, taken: &taken, report: &report))
                } else {
                    files.append(otherFile(name, data: data, source: source, in: collection, taken: &taken, report: &report))
                }
            }
        }
        report.findings.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return ImportPlan(files: files, report: report)
    }

    static func isEntry(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    // MARK: Files

    private func entry(_ name: String, data: Data, source: String, in collection: JekyllCollection,
                       taken: inout [String: Taken], report: inout ImportReport) -> ImportPlan.File {
        let (folder, file) = Self.split(name)
        let stem = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
        var slug = stem
        if let made = ImportSlug.make(stem) {
            slug = made
        } else {
            report.findings.append(ImportFinding(.noSlug(file), at: SourceLocation(path: source)))
        }
        // Slugs are unique in a collection, whatever sub-folder holds the entry.
        let key = { (slug: String) in collection.name + "/" + slug }
        if let first = taken[key(slug)] {
            let unique = ImportSlug.unique(slug) { taken[key($0)] == nil }
            report.findings.append(ImportFinding(.slugClash(target: first.target, firstSource: first.source, writtenAs: unique + ".md"),
                                                 at: SourceLocation(path: source)))
            slug = unique
        }
        let path = collection.name + "/" + folder + slug + ".md"
        taken[key(slug)] = (source, ContentTree.join(destination, path))
        if file != slug + ".md" {
            report.renames.append(.init(from: source, to: ContentTree.join(destination, path)))
        }

        let sourceFolder = (source as NSString).deletingLastPathComponent
        let converter = JekyllEntryConverter(liquid: LiquidConverter { include in
            let path = include.relative
                ? ContentTree.join(sourceFolder, include.path)
                : ContentTree.join(ContentTree.join(siteDirectory, "_includes"), include.path)
            guard let data = FileManager.default.contents(atPath: path), case .success(let text) = SourceText.decode(data) else { return nil }
            return text
        })
        let result = converter.convert(data)
        report.entries += 1
        report.indentedKeys += result.indented.map {
            ImportReport.IndentedKey(path: source, line: $0.line, key: $0.key, group: $0.group, groupLine: $0.groupLine)
        }
        report.findings += result.problems.map { $0.in(source) }
        return ImportPlan.File(path: path, contents: result.data)
    }

    /// Images and other files keep their names.
    private func otherFile(_ name: String, data: Data, source: String, in collection: JekyllCollection,
                           taken: inout [String: Taken], report: inout ImportReport) -> ImportPlan.File {
        var path = collection.name + "/" + name
        if let first = taken[path] {
            let (folder, file) = Self.split(name)
            let dot = file.lastIndex(of: ".").flatMap { $0 == file.startIndex ? nil : $0 } ?? file.endIndex
            let (stem, suffix) = (String(file[..<dot]), String(file[dot...]))
            let start = collection.name + "/" + folder
            let unique = ImportSlug.unique(stem) { taken[start + $0 + suffix] == nil } + suffix
            report.findings.append(ImportFinding(.slugClash(target: first.target, firstSource: first.source, writtenAs: unique),
                                                 at: SourceLocation(path: source)))
            path = start + unique
        }
        taken[path] = (source, ContentTree.join(destination, path))
        return ImportPlan.File(path: path, contents: data)
    }

    // MARK: Site

    /// The collection folders with at least one entry, plain ones before checklists, each with
    /// its files (relative, sorted) and what the walk could not read.
    private func findCollections() throws -> [(JekyllCollection, [String], [SkippedPath])] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: siteDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure.siteNotFound(siteDirectory)
        }
        var found: [(JekyllCollection, [String], [SkippedPath])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: siteDirectory).sorted() {
            let path = ContentTree.join(siteDirectory, name)
            guard let collection = JekyllCollection(folder: name),
                  FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let walk = try ContentTree.walk(path)
            let files = walk.files.keys.sorted()
            guard files.contains(where: Self.isEntry) else { continue }
            found.append((collection, files, walk.skipped))
        }
        guard !found.isEmpty else { throw Failure.noCollections(siteDirectory) }
        return found.sorted { ($0.0.isChecklist ? 1 : 0, $0.0.folder) < ($1.0.isChecklist ? 1 : 0, $1.0.folder) }
    }

    /// `forms/Text Field.md` → (`forms/`, `Text Field.md`).
    private static func split(_ name: String) -> (folder: String, file: String) {
        guard let slash = name.lastIndex(of: "/") else { return ("", name) }
        return (String(name[...slash]), String(name[name.index(after: slash)...]))
    }
}
