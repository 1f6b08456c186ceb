import A11yDocs

/// The library being served, loaded again when a watched file changes: every request looks at
/// the files first (a `stat` walk, milliseconds for thousands of entries), so an answer always
/// reflects the content as it is on disk.
actor LibraryState {
    private let source: LibrarySource
    private let events: @Sendable (MCPEvent) -> Void
    private var library: PatternLibrary
    private var fingerprints: [[String: FileFingerprint]]

    init(source: LibrarySource, events: @escaping @Sendable (MCPEvent) -> Void) throws {
        self.source = source
        self.events = events
        let clock = ContinuousClock(), start = clock.now
        fingerprints = Self.scan(source.watchedPaths)
        library = try source.load()
        events(
            .loaded(
                entries: library.entries.count, diagnostics: library.diagnostics,
                milliseconds: Self.milliseconds(since: start, clock), reload: false))
    }

    /// The library as the files are now, and whether its list of entries changed since the last call.
    func current() -> (library: PatternLibrary, listChanged: Bool) {
        let now = Self.scan(source.watchedPaths)
        guard now != fingerprints else { return (library, false) }
        fingerprints = now
        let clock = ContinuousClock(), start = clock.now
        do {
            let loaded = try source.load()
            let changed = Self.listing(loaded) != Self.listing(library)
            library = loaded
            events(
                .loaded(
                    entries: loaded.entries.count, diagnostics: loaded.diagnostics,
                    milliseconds: Self.milliseconds(since: start, clock), reload: true))
            return (loaded, changed)
        } catch {
            events(.loadFailed("\(error)"))
            return (library, false)
        }
    }

    /// What the resource list shows of each entry.
    private static func listing(_ library: PatternLibrary) -> [String] {
        library.entries.map { PatternLibrary.id(of: $0) + "\n" + $0.title + "\n" + ($0.description ?? "") }
    }

    private static func scan(_ paths: [String]) -> [[String: FileFingerprint]] {
        paths.map { path in
            FileFingerprints.scan(path).merging(FileFingerprints.fingerprint(of: path).map { ["": $0] } ?? [:]) {
                first, _ in first
            }
        }
    }

    static func milliseconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Int {
        let elapsed = (clock.now - start).components
        return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
    }
}
