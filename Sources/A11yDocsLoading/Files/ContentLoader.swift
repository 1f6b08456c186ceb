import A11yDocsModel
import A11yDocsSupport
import Foundation

/// An entry file (or a guide's) found under the content folder, its name checked; read only when
/// it is parsed, so that a file's bytes are held only while its entry is made.
public struct EntryFile: Sendable {
    /// The path as the user would name it: under the content folder they gave.
    public var path: String
    /// Relative to the content folder, e.g. `native/carousel.md`.
    public var file: String
    public var collection: String
    public var slug: String
    /// Named `_<slug>.md`: a draft, as in Jekyll.
    public var isDraftByName: Bool
    /// What its collection holds, as the config says: an entry, or a guide.
    public var kind: CollectionKind = .patterns

    /// The most an entry file may hold: a long entry is tens of kilobytes, and parsing and
    /// rendering take about 70 times a file's size in memory.
    public static let maximumBytes = 4 << 20

    package func read() -> Result<Data, Diagnostic> {
        switch FileReading.read(path, maxBytes: Self.maximumBytes) {
        case .success(let data): return .success(data)
        case .failure(.tooLarge(let size)):
            return .failure(
                Diagnostic(.fileTooLarge(size: size, limit: Self.maximumBytes), at: SourceLocation(path: path)))
        case .failure: return .failure(Diagnostic(.fileNotReadable, at: SourceLocation(path: path)))
        }
    }
}

/// What the content folder holds: entry files, other files to publish as they are, and findings.
public struct ContentFiles: Sendable {
    public var entryFiles: [EntryFile]
    /// Files that are not entries (images, …), relative to the content folder.
    public var assets: [String]
    public var diagnostics: [Diagnostic]
    /// The static folder's files, relative to it: they land at the same path in the output.
    public var staticFiles: [String] = []

    package init(entryFiles: [EntryFile], assets: [String], diagnostics: [Diagnostic], staticFiles: [String] = []) {
        self.entryFiles = entryFiles
        self.assets = assets
        self.diagnostics = diagnostics
        self.staticFiles = staticFiles
    }

    /// Every file under the content folder, entries and others, and the static files, which land
    /// at the same paths: what links may point at.
    package var allFiles: Set<String> { Set(entryFiles.map(\.file) + assets + staticFiles) }
}

/// Walks `<content>/<collection>/**/*.md` and reads every entry file, collecting every problem.
/// A collection the config declares `kind: guides` holds guides, which `GuideLoader` reads.
public struct ContentLoader: Sendable {
    /// The content folder as the user named it; diagnostics show paths under it.
    public var directory: String
    /// The config's collections: their kinds say which loader reads each one's files.
    public var collections: [CollectionSettings]

    public init(directory: String, collections: [CollectionSettings] = []) {
        self.directory = directory
        self.collections = collections
    }

    public func read() throws -> ContentFiles {
        var result = ContentFiles(entryFiles: [], assets: [], diagnostics: [])
        var reportedCollections = Set<String>()
        let walk = try ContentTree.walk(directory)
        let hiddenEntries = walk.passedOver.filter { FileFingerprints.isHiddenEntry(PathText.lastComponent($0)) }
        result.diagnostics += (walk.skipped + hiddenEntries.map { SkippedPath(path: $0, reason: .hiddenEntry) }).map {
            skipped in
            Diagnostic(
                .skippedPath(skipped.reason), at: SourceLocation(path: ContentTree.join(directory, skipped.path)))
        }
        let files = walk.files.keys.sorted()
        result.assets = files.filter { !ContentTree.isEntryFile($0) }
        for file in files where ContentTree.isEntryFile(file) {
            switch entryFile(for: file) {
            case .failure(let diagnostic):
                // A bad collection name is one finding, not one per file in it.
                if case .invalidCollection(let name) = diagnostic.problem, !reportedCollections.insert(name).inserted {
                    continue
                }
                result.diagnostics.append(diagnostic)
            case .success(let entryFile):
                // Two entries with one collection and slug are found where outputs are planned.
                result.entryFiles.append(entryFile)
            }
        }
        return result
    }

    /// An entry file by its path relative to the content folder, when its collection and name
    /// are usable.
    package func entryFile(for file: String) -> Result<EntryFile, Diagnostic> {
        let path = ContentTree.join(directory, file)
        let components = file.split(separator: "/").map(String.init)
        guard components.count >= 2 else {
            return .failure(Diagnostic(.entryOutsideCollection, at: SourceLocation(path: path)))
        }
        let collection = components[0]
        guard Self.isValidSlug(collection) else {
            return .failure(Diagnostic(.invalidCollection(collection), at: SourceLocation(path: path)))
        }
        let name = components.last!.dropLast(3)
        let slug = String(name.drop { $0 == "_" })
        guard Self.isValidSlug(slug) else {
            return .failure(Diagnostic(.invalidSlug(slug), at: SourceLocation(path: path)))
        }
        let kind = collections.first { $0.folder == collection }?.kind ?? .patterns
        return .success(
            EntryFile(
                path: path, file: file, collection: collection, slug: slug, isDraftByName: name.hasPrefix("_"),
                kind: kind))
    }

    /// Reads and parses entry files on every core, each file's bytes dropped once its entry is made.
    /// With `contentFiles` (every file under the content folder), also what `check`'s rules find,
    /// by entry file: broken links, placeholders, missing notes. A guides collection's files are
    /// read by `GuideLoader`.
    package static func parse(_ files: [EntryFile], checkingAgainst contentFiles: Set<String>?) -> Parsed {
        let results = files.concurrentMap { file -> (file: String, loaded: EntryLoader.Loaded, guide: Guide?) in
            switch file.read() {
            case .success(let data) where file.kind == .guides:
                let loaded = GuideLoader.load(file, data: data, checkingAgainst: contentFiles)
                return (file.file, (nil, loaded.diagnostics, loaded.findings, []), loaded.guide)
            case .success(let data):
                return (file.file, EntryLoader.load(file, data: data, checkingAgainst: contentFiles), nil)
            case .failure(let diagnostic): return (file.file, (nil, [diagnostic], [], []), nil)
            }
        }
        let findings = Dictionary(results.map { ($0.file, $0.loaded.findings) }, uniquingKeysWith: +)
        let references = Dictionary(results.map { ($0.file, $0.loaded.references) }, uniquingKeysWith: +)
        return (
            results.compactMap(\.loaded.entry), results.flatMap(\.loaded.diagnostics), findings, references,
            results.compactMap(\.guide)
        )
    }

    /// `references` are the live examples' relative references, by entry file; `findings` are by
    /// entry or guide file.
    package typealias Parsed = (
        entries: [Entry], diagnostics: [Diagnostic], findings: [String: [Diagnostic]],
        references: [String: [ExampleReference]], guides: [Guide]
    )

    /// What a build publishes of what it parsed: drafts only when asked for, never a draft with
    /// the slug of a published entry (a warning says so), and the rules' findings on those
    /// entries as warnings (the pages are worth seeing while a link is fixed). A site that allows
    /// raw HTML shows it as written, so findings about HTML shown as text are left out.
    /// `draftsLeftOut` counts the drafts `--drafts` would add.
    /// Guides are published by the same rules.
    package static func published(_ parsed: Parsed, includingDrafts: Bool, allowsRawHTML: Bool = false) -> (
        entries: [Entry], guides: [Guide], warnings: [Diagnostic], draftsLeftOut: Int
    ) {
        let (candidates, shadowed) = ShadowedDrafts.removed(from: parsed.entries)
        let entries = candidates.filter { includingDrafts || !$0.isDraft }
        let (guideCandidates, shadowedGuides) = ShadowedDrafts.removed(from: parsed.guides)
        let guides = guideCandidates.filter { includingDrafts || !$0.isDraft }
        let findings = (entries.map(\.file) + guides.map(\.file)).flatMap { parsed.findings[$0] ?? [] }.filter {
            !(allowsRawHTML && $0.problem.isAboutRawHTML)
        }
        let leftOut = candidates.count - entries.count + guideCandidates.count - guides.count
        return (entries, guides, findings.map(\.asWarning) + shadowed + shadowedGuides, leftOut)
    }

    /// The live examples' references of the entries a build publishes.
    package static func references(_ parsed: Parsed, of entries: [Entry]) -> [ExampleReference] {
        entries.flatMap { parsed.references[$0.file] ?? [] }
    }

    /// Reads and parses the whole content folder.
    public func load() throws -> LoadedContent {
        let files = try read()
        let parsed = Self.parse(files.entryFiles, checkingAgainst: nil)
        let (unique, duplicates) = UniqueSlugs.firstOfEach(parsed.entries)
        let (uniqueGuides, duplicateGuides) = UniqueSlugs.firstOfEach(parsed.guides)
        return LoadedContent(
            entries: unique.map { parsed.entries[$0] }, guides: uniqueGuides.map { parsed.guides[$0] },
            assets: files.assets,
            diagnostics: (files.diagnostics + parsed.diagnostics + duplicates + duplicateGuides).sortedByLocation())
    }

    /// Lowercase letters, digits and single hyphens: safe in every URL and file system.
    package static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty && !slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.contains("--")
            && slug.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
