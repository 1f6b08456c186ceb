import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport
import Foundation

/// Plans the import of a Jekyll-era pattern library: each collection folder (`_native/`,
/// `_checklist-web/`) becomes a collection under the destination, each entry is converted
/// (`JekyllEntryConverter`) under a slug made from its name, and other files are copied as they
/// are. Reads the site and writes nothing: `ImportFlow` writes the plan. Nothing outside the site
/// is read (`SiteFiles`), and every file of a collection it leaves out is reported.
struct JekyllPlanner {
    var request: ImportRequest
    var limits: LiquidConverter.Limits
    var importsEveryCollection: Bool

    /// The site's folder and the destination, as the user named them; messages show paths under them.
    private var siteDirectory: String { request.source }
    private var destination: String { request.destination }

    /// Who took a name in the destination: keyed by `web/button` for an entry's slug, by the
    /// path for other files.
    private typealias Taken = (source: String, target: String)

    func plan() throws(JekyllImporter.Failure) -> ImportPlan {
        let (config, configFindings) = JekyllConfig.read(site: try siteFiles(), siteDirectory: siteDirectory)
        let jekyll = try JekyllSite(siteDirectory, collectionsFolder: config.collectionsFolder)
        let site = jekyll.files
        try checkNamed(jekyll.collections.map(\.0.name))
        var report = ImportReport(for: request)
        report.findings = jekyll.refused + configFindings
        var files: [CollectionImport.File] = []
        var taken: [String: Taken] = [:]
        var siteFiles: [String] = []
        var counts = JekyllCounts()
        // A checklist folder joins its twin, so a collection is judged by all of its folders.
        for name in Self.uniqued(jekyll.collections.map(\.0.name)) {
            var collection = CollectionImport()
            for (folder, walk) in jekyll.collections where folder.name == name {
                let base = ContentTree.join(
                    siteDirectory,
                    config.collectionsFolder.isEmpty
                        ? folder.folder : ContentTree.join(config.collectionsFolder, folder.folder))
                collection.findings += JekyllSite.findings(of: walk, in: base)
                collection.folders.append((base, walk.files.count))
                for file in walk.files.keys.sorted() {
                    read(
                        file, in: folder, base: base, site: site, values: config.values, taken: &taken,
                        into: &collection)
                }
            }
            guard
                collection.hasTestKeys || collection.entries == 0 || importsEveryCollection
                    || request.collections.contains(name)
            else {
                report.skippedCollections += collection.folders.map {
                    ImportReport.SkippedCollection(folder: $0.path, name: name, files: $0.files)
                }
                continue
            }
            report.collections += collection.folders.count
            report.add(collection, named: name)
            counts = counts + collection.counts
            files += collection.files
            siteFiles += collection.siteFiles.filter { !siteFiles.contains($0) }
        }
        report.findings += Self.draftsBesidePublished(in: files)
        report.conversions = counts.conversions
        let copies = staticFiles(siteFiles, site: site, report: &report)
        // Nothing imported, nothing written: no settings for a library that is not there.
        let settings =
            files.isEmpty
            ? nil
            : self.settings(
                from: config, collections: report.entriesByCollection.map(\.collection), copiesFiles: !copies.isEmpty,
                report: &report)
        report.findings.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return ImportPlan(
            files: files.map(\.file), staticFiles: copies, staticFolder: report.staticFolder, settings: settings,
            report: report)
    }

    private func siteFiles() throws(JekyllImporter.Failure) -> SiteFiles {
        guard let site = SiteFiles(site: siteDirectory) else { throw .siteNotFound(siteDirectory) }
        return site
    }

    /// `--collection` names must be collections of the site.
    private func checkNamed(_ names: [String]) throws(JekyllImporter.Failure) {
        for name in request.collections where !names.contains(name) {
            throw .unknownCollection(name, suggestion: Suggestion.closest(to: name, in: names))
        }
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// One file of a collection folder, read and converted into the collection's import.
    private func read(
        _ name: String, in folder: JekyllCollection, base: String, site: SiteFiles, values: LiquidValues,
        taken: inout [String: Taken], into collection: inout CollectionImport
    ) {
        let source = ContentTree.join(base, name)
        let data: Data
        switch site.read(source) {
        case .data(let read): data = read
        case .outside(let resolved):
            collection.findings.append(
                ImportFinding(.outsideSite(resolved: resolved), at: SourceLocation(path: source)))
            return
        case .missing, .tooLarge:
            collection.findings.append(
                ImportFinding(.skipped(.skippedPath(.unreadableFile)), at: SourceLocation(path: source)))
            return
        }
        if Self.isEntry(name) {
            collection.files.append(
                entry(
                    name, data: data, source: source, in: folder, site: site, values: values, taken: &taken,
                    into: &collection))
        } else {
            collection.files.append(
                .init(
                    file: otherFile(
                        name, data: data, source: source, in: folder, taken: &taken, findings: &collection.findings)))
        }
    }

    /// The files the entries reference, read inside the site, for the static folder.
    private func staticFiles(_ paths: [String], site: SiteFiles, report: inout ImportReport) -> [ImportPlan.File] {
        paths.compactMap { path in
            guard case .data(let data) = site.read(ContentTree.join(siteDirectory, path)) else { return nil }
            report.staticFiles += 1
            return ImportPlan.File(path: path, contents: data)
        }
    }

    /// `a11ydocs.yml` from `_config.yml`, unless one is there and may not be replaced.
    private func settings(
        from config: JekyllConfig, collections: [String], copiesFiles: Bool, report: inout ImportReport
    ) -> (path: String, text: String)? {
        let path = request.settingsPath
        if !request.force, FileManager.default.fileExists(atPath: path) {
            report.settings = .kept(path: path)
            return nil
        }
        let written = ImportedConfig(
            from: config, source: siteDirectory, path: path, contentFolder: PathText.lastComponent(destination),
            staticFolder: copiesFiles ? ImportRequest.staticFolderName : nil, collections: collections)
        report.findings += written.findings
        report.settings = .written(path: path, from: JekyllConfig.fileName, settings: written.settings)
        return (path, written.text)
    }

    static func isEntry(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
    }

    // MARK: Files

    private func entry(
        _ name: String, data: Data, source: String, in collection: JekyllCollection, site: SiteFiles,
        values: LiquidValues,
        taken: inout [String: Taken], into imported: inout CollectionImport
    ) -> CollectionImport.File {
        let (folder, file) = Self.split(name)
        let stem = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
        var slug = stem
        if let made = ImportSlug.make(stem) {
            slug = made
        } else {
            imported.findings.append(ImportFinding(.noSlug(file), at: SourceLocation(path: source)))
        }
        // Slugs are unique in a collection, whatever sub-folder holds the entry.
        let key = { (slug: String) in collection.name + "/" + slug }
        if let first = taken[key(slug)] {
            let unique = ImportSlug.unique(slug) { taken[key($0)] == nil }
            imported.findings.append(
                ImportFinding(
                    .slugClash(target: first.target, firstSource: first.source, writtenAs: unique + ".md"),
                    at: SourceLocation(path: source)))
            slug = unique
        }
        let path = collection.name + "/" + folder + slug + ".md"
        let target = ContentTree.join(destination, path)
        taken[key(slug)] = (source, target)
        if file != slug + ".md" {
            imported.renames.append(.init(from: source, to: target))
        }

        let sourceFolder = PathText.parent(source)
        var liquid = LiquidConverter(limits: limits) { include, maxBytes in
            readInclude(include, maxBytes: maxBytes, besides: sourceFolder, in: site)
        }
        liquid.values = values
        liquid.references = SiteReferences(baseurl: values.baseurl, sourceDepth: path.split(separator: "/").count - 1) {
            path in
            isSiteFile(path, in: site)
        }
        let result = JekyllEntryConverter(liquid: liquid).convert(data)
        let isDraft = slug.hasPrefix("_") || result.frontMatter.isDraft
        imported.entries += 1
        if isDraft { imported.drafts += 1 }
        imported.hasTestKeys = imported.hasTestKeys || result.frontMatter.hasTestKeys
        imported.counts = imported.counts + result.counts
        imported.siteFiles += result.siteFiles.filter { !imported.siteFiles.contains($0) }
        imported.indentedKeys += result.indented.map {
            ImportReport.IndentedKey(path: source, line: $0.line, key: $0.key, group: $0.group, groupLine: $0.groupLine)
        }
        imported.findings += result.problems.map { $0.in(source) }
        let entry = CollectionImport.EntryFile(
            collection: collection.name, slug: String(slug.drop { $0 == "_" }), isDraft: isDraft,
            source: source, target: target)
        return CollectionImport.File(file: ImportPlan.File(path: path, contents: result.data), entry: entry)
    }

    /// A file of the site an entry may reference: inside it, and not in a folder Jekyll keeps to
    /// itself (`_includes/`) or hides (`.git/`).
    private func isSiteFile(_ path: String, in site: SiteFiles) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("_") && !$0.hasPrefix(".") }) else {
            return false
        }
        let full = ContentTree.join(siteDirectory, path)
        guard let resolved = SiteFiles.resolve(full), site.contains(resolved: resolved) else { return false }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A draft beside a published entry of the same slug: reported as `build` and `check` report it.
    static func draftsBesidePublished(in files: [CollectionImport.File]) -> [ImportFinding] {
        let entries = files.compactMap(\.entry)
        var published: [String: CollectionImport.EntryFile] = [:]
        for entry in entries where !entry.isDraft {
            published[entry.collection + "/" + entry.slug] = published[entry.collection + "/" + entry.slug] ?? entry
        }
        return entries.filter(\.isDraft).compactMap { draft in
            guard let shown = published[draft.collection + "/" + draft.slug] else { return nil }
            return ImportFinding(
                .entry(.draftSharesSlug(slug: draft.slug, publishedPath: shown.target)),
                at: SourceLocation(path: draft.source))
        }
    }

    /// Images and other files keep their names.
    private func otherFile(
        _ name: String, data: Data, source: String, in collection: JekyllCollection,
        taken: inout [String: Taken], findings: inout [ImportFinding]
    ) -> ImportPlan.File {
        var path = collection.name + "/" + name
        if let first = taken[path] {
            let (folder, file) = Self.split(name)
            let dot = file.lastIndex(of: ".").flatMap { $0 == file.startIndex ? nil : $0 } ?? file.endIndex
            let (stem, suffix) = (String(file[..<dot]), String(file[dot...]))
            let start = collection.name + "/" + folder
            let unique = ImportSlug.unique(stem) { taken[start + $0 + suffix] == nil } + suffix
            findings.append(
                ImportFinding(
                    .slugClash(target: first.target, firstSource: first.source, writtenAs: unique),
                    at: SourceLocation(path: source)))
            path = start + unique
        }
        taken[path] = (source, ContentTree.join(destination, path))
        return ImportPlan.File(path: path, contents: data)
    }

    /// An include's text, read only inside the site: `_includes/` itself must resolve inside it.
    private func readInclude(
        _ include: LiquidConverter.Include, maxBytes: Int, besides entryFolder: String,
        in site: SiteFiles
    ) -> LiquidConverter.IncludeRead {
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
