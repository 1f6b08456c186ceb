import A11yDocsLoading
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSupport
import Foundation

/// The write step's sink for a preview's update: the folder being served, each file replaced
/// whole (a temporary file renamed over it), in two phases. First what the change itself shows
/// (the changed entries' own files, copied files), and the files the new plan no longer has
/// removed; then, when the caller is ready (`finish`), everything that lists every entry.
struct LiveFolderWriter {
    let options: BuildOptions

    func write(
        _ update: inout IncrementalUpdate, renderer: SiteRenderer, manifest: SiteManifest, replanned: Bool,
        diagnostics: [Diagnostic]
    ) throws -> IncrementalSite.Update {
        let change = update.siteChange()
        let (siteWide, ownFiles) = update.touchedOutputs(of: manifest, by: change).partitioned {
            $0.output.previewPhase == .second
        }
        let writer = OutputWriter(options: options)
        let output = URL(fileURLWithPath: PathText.resolved(options.outputDirectory))
        let next = update.next
        let shownFiles = Set(ownFiles.compactMap(\.output.entryFile)).sorted()
        let shown = shownFiles.compactMap { next.entries[$0] }, shownGuides = shownFiles.compactMap { next.guides[$0] }
        try writer.writeInPlace(planned: ownFiles.map(\.path), into: output) { emit in
            try renderer.render(
                ownFiles, entries: shown, entriesByFile: next.entries, guides: shownGuides, guidesByFile: next.guides,
                contentDirectory: options.contentDirectory, staticDirectory: options.staticDirectory,
                neighbours: next.neighbours, write: emit)
        }
        if replanned {
            try removeDropped(from: manifest, previous: update.previous.manifest, in: output, writer: writer)
        }
        update.record(change, renderer: renderer, manifest: manifest, diagnostics: diagnostics)
        let inputs =
            update.changedContent + update.changedTemplates.map { "templates/" + $0 }
            + update.changedStatics.map { "static/" + $0 }
        return IncrementalSite.Update(
            changedInputs: inputs, pages: ownFiles.map(\.path),
            finish: finishing(siteWide, state: update.next, renderer: renderer, writer: writer, output: output),
            warnings: update.next.warnings)
    }

    /// Removes the files the last plan had and this one has not. The marker lists what the
    /// folder holds now, so that a later build still knows it.
    private func removeDropped(
        from manifest: SiteManifest, previous: SiteManifest?, in output: URL, writer: OutputWriter
    ) throws {
        for path in (previous?.paths ?? []).subtracting(manifest.paths) { Self.remove(path, in: output) }
        let kept = OutputMarker.keptNames.filter {
            FileManager.default.fileExists(atPath: output.path + "/" + $0) && !manifest.paths.contains($0)
        }
        try writer.write(
            OutputFile(
                path: OutputMarker.fileName, contents: .text(OutputMarker.text(listing: manifest.paths.union(kept)))),
            into: output, atomically: true)
    }

    /// Phase two: everything that lists every entry.
    private func finishing(
        _ siteWide: [SiteManifest.Item], state: PreviewState, renderer: SiteRenderer, writer: OutputWriter,
        output: URL
    ) -> @Sendable () throws -> [String] {
        let (byFile, fragments, contentDirectory) = (state.entries, state.jsonFragments, options.contentDirectory)
        let guidesByFile = state.guides
        return {
            let sorted = byFile.keys.sorted().map { byFile[$0]! }
            let guides = guidesByFile.keys.sorted().map { guidesByFile[$0]! }
            try writer.writeInPlace(planned: siteWide.map(\.path), into: output) { emit in
                try renderer.render(
                    siteWide, entries: sorted, entriesByFile: byFile, guides: guides, guidesByFile: guidesByFile,
                    contentDirectory: contentDirectory, fragments: fragments, write: emit)
            }
            return siteWide.map(\.path)
        }
    }

    /// A file the site no longer has, and its folder when that is left empty (an entry's page).
    private static func remove(_ path: String, in output: URL) {
        let file = output.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: file)
        let folder = file.deletingLastPathComponent()
        if folder.path != output.path,
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
