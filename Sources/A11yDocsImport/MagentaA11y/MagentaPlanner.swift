import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport
import Foundation

/// Plans the import of a MagentaA11y 2.x library: each page of `documentation/<collection>/` is
/// converted (`PatternConverter`, or `GuideConverter` for "how to test") under a slug made from
/// its name, the media its videos and images reference are copied into the static folder, and
/// `a11ydocs.yml` names the collections. Reads the library and writes nothing: `ImportFlow`
/// writes the plan.
struct MagentaPlanner {
    var request: ImportRequest

    func plan() throws(MagentaImporter.Failure) -> ImportPlan {
        let library = try MagentaLibrary(request.source)
        var report = ImportReport(for: request)
        report.findings = library.notImported
        var media = MediaCopies(folder: MediaFolder(path: library.assets, site: library.files))
        var counts = MagentaCounts()
        var files: [ImportPlan.File] = []
        var imported: [MagentaCollection] = []
        for collection in MagentaCollection.allCases {
            let pages = library.pages.filter { $0.collection == collection }
            guard !pages.isEmpty else { continue }
            let slugs = slugs(for: pages, in: collection)
            let taken = Set(slugs.map(\.slug))
            var written = 0
            for (page, slug) in zip(pages, slugs.map(\.slug)) {
                let path = collection.folder + "/" + slug + ".md"
                let target = ContentTree.join(request.destination, path)
                if page.stem != slug { report.renames.append(.init(from: page.path, to: target)) }
                let (aliases, refused) = collection.isGuides ? ([], []) : OldSlugs.aliases(of: slug, taken: taken)
                report.findings += refused.map {
                    ImportFinding(
                        .magenta(.aliasTaken(alias: $0, collection: collection.folder)), at: .whole(page.path))
                }
                let converted = convert(page, aliases: aliases, files: library.files, media: &media)
                counts = counts + converted.counts
                report.findings += converted.findings
                guard let data = converted.data else { continue }
                files.append(ImportPlan.File(path: path, contents: data))
                written += 1
            }
            report.findings += slugs.compactMap(\.clash)
            guard written > 0 else { continue }
            if collection.isGuides { report.guides += written } else { report.entries += written }
            report.collections += 1
            report.entriesByCollection.append((collection.folder, written))
            imported.append(collection)
        }
        report.conversions = counts.conversions
        let copies = media.files
        report.staticFiles = copies.count
        let settings = self.settings(
            library: library, collections: imported, copiesFiles: !copies.isEmpty, report: &report)
        report.findings.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return ImportPlan(
            files: files, staticFiles: copies, staticFolder: report.staticFolder, settings: settings, report: report)
    }

    /// Each page's slug in its collection (`forms-&-inputs` → `forms-inputs`), unique: a name
    /// that gives the slug another page took gets `-2`, reported as the clash it is; a name with
    /// nothing to make a slug from keeps its name, reported.
    private func slugs(for pages: [MagentaLibrary.Page], in collection: MagentaCollection) -> [(
        slug: String, clash: ImportFinding?
    )] {
        var taken: [String: MagentaLibrary.Page] = [:]
        return pages.map { page in
            var slug = page.stem
            var clash: ImportFinding?
            if let made = ImportSlug.make(page.stem) {
                slug = made
            } else {
                clash = ImportFinding(.noSlug(page.stem + ".md"), at: .whole(page.path))
            }
            if let first = taken[slug] {
                let unique = ImportSlug.unique(slug) { taken[$0] == nil }
                let target = ContentTree.join(request.destination, collection.folder + "/" + slug + ".md")
                clash = ImportFinding(
                    .slugClash(target: target, firstSource: first.path, writtenAs: unique + ".md"),
                    at: .whole(page.path))
                slug = unique
            }
            taken[slug] = page
            return (slug, clash)
        }
    }

    /// One page read and converted; a file that is not text is copied as it is and reported, one
    /// that cannot be read is reported and left out (no data).
    private func convert(
        _ page: MagentaLibrary.Page, aliases: [String], files: SiteFiles, media: inout MediaCopies
    ) -> (data: Data?, counts: MagentaCounts, findings: [ImportFinding]) {
        let data: Data
        switch files.read(page.path) {
        case .data(let read): data = read
        case .outside(let resolved):
            return (nil, MagentaCounts(), [ImportFinding(.outsideSite(resolved: resolved), at: .whole(page.path))])
        case .missing, .tooLarge:
            return (
                nil, MagentaCounts(), [ImportFinding(.skipped(.skippedPath(.unreadableFile)), at: .whole(page.path))]
            )
        }
        let text: String
        switch SourceText.decode(data) {
        case .success(let decoded): text = decoded
        case .failure(let bad):
            let location = SourceLocation(path: page.path, line: bad.line, column: bad.column)
            return (data, MagentaCounts(), [ImportFinding(.notText(bad.problem), at: location)])
        }
        let lines = SourceLine.lines(of: text)
        if page.collection.isGuides {
            var counts = MagentaCounts()
            counts.guides = 1
            let guide = GuideConverter(page: page).convert(lines, media: &media)
            counts.guideDemos = guide.demos
            return (Data(guide.text.utf8), counts, guide.problems.map { $0.in(page.path) })
        }
        let pattern = PatternConverter(page: page, aliases: aliases).convert(lines, media: &media)
        return (Data(pattern.text.utf8), pattern.counts, pattern.problems.map { $0.in(page.path) })
    }

    /// `a11ydocs.yml`, unless one is there and may not be replaced.
    private func settings(
        library: MagentaLibrary, collections: [MagentaCollection], copiesFiles: Bool, report: inout ImportReport
    ) -> (path: String, text: String)? {
        let path = request.settingsPath
        if !request.force, FileManager.default.fileExists(atPath: path) {
            report.settings = .kept(path: path)
            return nil
        }
        let written = MagentaSettings(
            repository: library.repository, source: request.source,
            contentFolder: PathText.lastComponent(request.destination),
            staticFolder: copiesFiles ? ImportRequest.staticFolderName : nil, collections: collections)
        report.findings += written.findings
        report.settings = .written(path: path, from: written.source, settings: written.settings)
        return (path, written.text)
    }
}
