import A11yDocsLoading
import A11yDocsModel
import Foundation

/// A site kept up to date as its files change, for the preview server. The first build is a full
/// one; after that each update (`IncrementalUpdate`) runs the build's stages on the changed files
/// only: it re-reads them, plans the site again (`SiteManifest`, the same plan a full build
/// renders) and renders only what the change touches, in two phases:
/// the changed entries' own files first (what an author is looking at), then the pages and
/// exports that list every entry. Files the new plan no longer has are removed. A failed update
/// writes nothing: the last good output stays, and the next update tries the same changes again.
public actor IncrementalSite {
    /// What an update changed, as output paths relative to the output folder.
    public struct Update: Sendable {
        /// Content and template files that changed, relative to their folders.
        public var changedInputs: [String]
        /// Written in the first phase: the changed entries' files, every entry page or mirror when
        /// a template they use changed, and copied files.
        public var pages: [String]
        /// Renders and writes the site-wide files; returns their paths.
        public var finish: @Sendable () throws -> [String]
        /// Every warning the site has now, as `check` would report them.
        public var warnings: [Diagnostic]
    }

    public nonisolated let options: BuildOptions
    /// What the last good build or update read and planned: where the next update starts.
    private var state = PreviewState()
    /// Files named to updates that failed, taken again by the next update whatever it names; nil
    /// when one of them was not told which files changed (the next update scans).
    private var unappliedChanges: Set<String>? = []

    public init(options: BuildOptions) {
        self.options = options
    }

    /// A full build (see `SiteBuilder`), remembering what it read and planned.
    public func buildAll() throws -> BuildReport {
        let (report, context) = try SiteBuilder(options: options).run()
        state = PreviewState(built: context, warnings: report.warnings)
        return report
    }

    /// Applies whatever changed since the last good state; nil when nothing did. Throws a
    /// `BuildError` listing every problem; nothing is written then. `changed` names the files that
    /// changed (as a file watcher sees them), so that a large library is not scanned on every
    /// save; without it, or when a path cannot be taken on its own, the folders are scanned.
    public func update(changed named: Set<String>? = nil) throws -> Update? {
        let changed = named.flatMap { named in unappliedChanges.map { $0.union(named) } }
        do {
            let update = try apply(changed: changed)
            unappliedChanges = []
            return update
        } catch {
            unappliedChanges = changed
            throw error
        }
    }

    /// The state moves on only once an update is written.
    private func apply(changed: Set<String>?) throws -> Update? {
        let start = IncrementalUpdate(options: options, previous: state, changed: changed)
        guard let update = try SiteBuilder.run(.preview, options: options, update: start).update,
            let applied = update.result
        else { return nil }
        state = update.next
        return applied
    }

    /// Files added, removed or changed between two scans.
    package static func changes(from old: [String: FileFingerprint], to new: [String: FileFingerprint]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }
}
