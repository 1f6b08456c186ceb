import Foundation

/// Plans the import of a Jekyll-era pattern library: each collection folder (`_native/`,
/// `_checklist-web/`) becomes a collection under the destination, each entry is converted
/// (`JekyllEntryConverter`) under a slug made from its name, and other files are copied as they
/// are. Reads the site and writes nothing: `ImportDestination` writes the plan. Nothing outside
/// the site is read (`SiteFiles`), and every file of a collection it leaves out is reported.
public struct JekyllImporter: Sendable {
    /// Usage errors: the command refuses the site as a whole.
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
    var limits = LiquidConverter.Limits()

    public init(siteDirectory: String, destination: String = "Content") {
        self.siteDirectory = siteDirectory
        self.destination = destination
    }

    /// Who took a name in the destination: keyed by `web/button` for an entry's slug, by the
    /// path for other files.
    private typealias Taken = (source: String, target: String)

    public func plan() throws -> ImportPlan {
        let jekyll = try JekyllSite(siteDirectory)
        let site = jekyll.files
        var report = ImportReport(destination: destination, collections: jekyll.collections.count)
        report.findings = jekyll.refused
        var files: [ImportPlan.File] = []
        var taken: [String: Taken] = [:]
        for (collection, walk) in jekyll.collections {
            let folder = ContentTree.join(siteDirectory, collection.folder)
            report.findings += JekyllSite.findings(of: walk, in: folder)
            for name in walk.files.keys.sorted() {
                let source = ContentTree.join(folder, name)
                let data: Data
                switch site.read(source) {
                case .data(let read): data = read
                case .outside(let resolved):
                    report.findings.append(ImportFinding(.outsideSite(resolved: resolved), at: SourceLocation(path: source)))
                    continue
                case .missing, .tooLarge:
                    report.findings.append(ImportFinding(.skipped(.skippedPath(.unreadableFile)), at: SourceLocation(path: source)))
                    continue
                }
                if Self.isEntry(name) {
                    files.append(entry(name, data: data, source: source, in: collection, site: site, taken: &taken, report: &report))
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

    private func entry(_ name: String, data: Data, source: String, in collection: JekyllCollection, site: SiteFiles,
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
        let converter = JekyllEntryConverter(liquid: LiquidConverter(limits: limits) { include, maxBytes in
            readInclude(include, maxBytes: maxBytes, besides: sourceFolder, in: site)
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

    /// An include's text, read only inside the site: `_includes/` itself must resolve inside it.
    private func readInclude(_ include: LiquidConverter.Include, maxBytes: Int, besides entryFolder: String,
                             in site: SiteFiles) -> LiquidConverter.IncludeRead {
        let folder = include.relative ? entryFolder : ContentTree.join(siteDirectory, "_includes")
        if !include.relative, let resolved = SiteFiles.resolve(folder), !site.contains(resolved: resolved) {
            return .outside(resolved: ContentTree.join(resolved, include.path))
        }
        switch site.read(ContentTree.join(folder, include.path), maxBytes: maxBytes) {
        case .data(let data):
            guard case .success(let text) = SourceText.decode(data) else { return .notText }
            return .text(text)
        case .missing: return .missing
        case .outside(let resolved): return .outside(resolved: resolved)
        case .tooLarge(let size): return .tooLarge(size: size)
        }
    }

    /// `forms/Text Field.md` → (`forms/`, `Text Field.md`).
    private static func split(_ name: String) -> (folder: String, file: String) {
        guard let slash = name.lastIndex(of: "/") else { return ("", name) }
        return (String(name[...slash]), String(name[name.index(after: slash)...]))
    }
}
