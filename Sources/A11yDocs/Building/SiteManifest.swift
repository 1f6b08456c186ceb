import A11yDocsLoading
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSupport

/// Every file a build writes, known from entry paths, content files and the theme before anything
/// renders, and what each is made from. A full build renders the whole manifest; a preview update
/// renders what a change touches and removes what the new manifest no longer lists. The rules
/// about outputs (one entry per collection and slug, no copied file over a generated one) are
/// checked here, once, for both.
struct SiteManifest: Sendable {
    typealias Output = SiteOutput

    typealias Item = PlannedOutput

    /// Generated files first, then copied ones, so that a clash is reported at the copy.
    private(set) var items: [Item] = []
    /// Entries that take the collection and slug of an earlier one (errors) or of a published
    /// one (drafts, warnings), which have no outputs; and old addresses that cannot have a page.
    private(set) var duplicates: [Diagnostic] = []
    /// How many items are generated (the rest are copied), and the folders generated files are in.
    private var generatedCount = 0
    private var generatedFolders = Set<String>()

    /// `entries` and `guides` in file order; `assets` are the content folder's other files,
    /// `staticFiles` the static folder's.
    init(
        entries: [Entry], guides: [Guide] = [], assets: [String], staticFiles: [String] = [], theme: Theme,
        withSitemap: Bool
    ) {
        let (unique, duplicates) = UniqueSlugs.firstOfEach(entries)
        self.duplicates = duplicates
        items.reserveCapacity(unique.count * 5 + assets.count + staticFiles.count + 16)
        for index in unique {
            let entry = entries[index]
            items += SiteOutput.made(from: entry)
            // The folders entries' files are in: what a copied file must not stand in for.
            generatedFolders.formUnion([
                entry.collection, entry.collection + "/" + entry.slug, "criteria/" + entry.collection,
            ])
        }
        place(guides)
        redirects(from: unique.map { entries[$0] }, guides: guides)
        for item in SiteOutput.siteWide(withSitemap: withSitemap) {
            items.append(item)
            generatedFolders.formUnion(Self.parentFolders(of: item.path))
        }
        generatedCount = items.count
        items += theme.files.keys.filter { $0.hasPrefix("assets/") }.sorted().map {
            Item(output: .themeAsset($0), path: $0)
        }
        items += assets.map { Item(output: .contentFile($0), path: $0) }
        // Last: a static file over any other output is the one reported.
        items += staticFiles.map { Item(output: .staticFile($0), path: $0) }
        paths = Set(items.map(\.path))
    }

    /// Each guide's page and mirror, placed as an entry's are: one guide per collection and slug.
    private mutating func place(_ guides: [Guide]) {
        let (unique, duplicates) = UniqueSlugs.firstOfEach(guides)
        self.duplicates += duplicates
        for index in unique {
            let guide = guides[index]
            items += SiteOutput.made(from: guide)
            generatedFolders.formUnion([guide.collection, guide.collection + "/" + guide.slug])
        }
    }

    /// A page at each entry's old address (`collection/slug`, as the loader checked: no other file
    /// the site writes has such a path), unless another entry has that address now or an earlier
    /// entry claimed it: those are reported at the alias, not written.
    private mutating func redirects(from entries: [Entry], guides: [Guide]) {
        guard entries.contains(where: { !$0.aliases.isEmpty }) else { return }
        let addresses = Dictionary(
            entries.map { ($0.collection + "/" + $0.slug, $0.source.path) }
                + guides.map { ($0.collection + "/" + $0.slug, $0.source.path) },
            uniquingKeysWith: { first, _ in first })
        var claimed: [String: String] = [:]
        for entry in entries {
            for alias in entry.aliases {
                let address = alias.address
                if let owner = addresses[address] {
                    duplicates.append(Diagnostic(.aliasIsEntry(alias: address, entryPath: owner), at: alias.location))
                } else if let first = claimed[address] {
                    duplicates.append(
                        Diagnostic(.duplicateAlias(alias: address, firstPath: first), at: alias.location))
                } else {
                    claimed[address] = entry.source.path
                    items.append(SiteOutput.redirect(from: address, to: entry))
                    generatedFolders.formUnion(Self.parentFolders(of: address) + [address])
                }
            }
        }
    }

    /// Pages counted in the build summary (see `SiteOutput.tally`).
    var pageCount: Int { count(.page) }

    /// Files copied from the static folder, counted in the build summary.
    var staticFileCount: Int { count(.staticFile) }

    private func count(_ tally: SiteOutput.Tally) -> Int {
        items.reduce(0) { $0 + ($1.output.tally == tally ? 1 : 0) }
    }

    /// Every path, for what an update removes: made once per plan.
    private(set) var paths: Set<String> = []

    /// Live examples' references to files the site does not have, as warnings at each reference.
    /// A reference may name a file, or a folder that holds one (`web/button/` for its page).
    func brokenReferences(_ references: [ExampleReference]) -> [Diagnostic] {
        guard !references.isEmpty else { return [] }
        let folders = Set(paths.flatMap(Self.parentFolders(of:)))
        return references.compactMap { reference in
            if let target = reference.target {
                let file = target.hasSuffix("/") ? String(target.dropLast()) : target
                if paths.contains(file) || folders.contains(file) || file.isEmpty { return nil }
            }
            return Diagnostic(reference.problem, at: reference.location)
        }
    }

    /// Entries sharing a collection and slug, and copied files that would overwrite a generated
    /// file or stand where a generated page needs a folder. Generated files cannot clash with
    /// each other (slugs have no dots, generated files all have extensions), so only copies are
    /// looked at: a preview update checks a large library in a few lookups.
    func problems(contentDirectory: String, staticDirectory: String? = nil, theme: Theme) -> [Diagnostic] {
        var seen = Set(items[..<generatedCount].lazy.map(\.path))
        var folders = generatedFolders
        var diagnostics = duplicates
        for item in items[generatedCount...] {
            let parents = Self.parentFolders(of: item.path)
            let clash =
                seen.contains(item.path)
                ? item.path
                : folders.contains(item.path)
                    ? item.path + "/"
                    : parents.first(where: seen.contains)
            seen.insert(item.path)
            folders.formUnion(parents)
            guard let clash else { continue }
            let source: String
            switch item.output {
            case .contentFile(let path): source = ContentTree.join(contentDirectory, path)
            case .themeAsset(let path): source = theme.location(of: path)
            case .staticFile(let path): source = staticDirectory.map { ContentTree.join($0, path) } ?? path
            default: source = item.path
            }
            diagnostics.append(Diagnostic(.outputCollision(path: clash), at: SourceLocation(path: source)))
        }
        return diagnostics
    }

    /// What a change touches: the outputs of changed entries, every list when the set of entries
    /// or any entry changed, what changed templates shape, and changed files to copy.
    func outputs(touchedBy change: SiteChange) -> [Item] {
        items.filter { item in
            if let page = item.output.page, change.templates.pages.contains(page) { return true }
            switch item.output.source {
            case let .entry(file, neighbours):
                return change.entries.contains(file) || (neighbours && change.neighbours.contains(file))
            case .everyEntry: return !change.entries.isEmpty
            case .templates: return false
            case .themeFile(let path): return change.themeFiles.contains(path)
            case .contentFile(let path): return change.contentFiles.contains(path)
            case .staticFile(let path): return change.staticFiles.contains(path)
            }
        }
    }

    /// `native/slider/index.html` → `native`, `native/slider`.
    private static func parentFolders(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return parts.indices.dropLast().map { parts[...$0].joined(separator: "/") }
    }
}

/// What changed between two states of a site's sources.
struct SiteChange: Sendable {
    /// Entry files added, changed or removed, relative to the content folder.
    var entries: Set<String> = []
    /// Entries whose previous or next entry changed: their pages link to others.
    var neighbours: Set<String> = []
    /// Which outputs changed templates shape.
    var templates = TemplateImpact()
    /// Theme files (templates folder paths) and content files that changed.
    var themeFiles: Set<String> = []
    var contentFiles: Set<String> = []
    /// Static folder files that changed, relative to it.
    var staticFiles: Set<String> = []
}
