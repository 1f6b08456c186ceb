import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// The preview's promise: after any sequence of edits, the site `IncrementalSite` keeps up to date
/// is the site a full build of the same files writes, byte for byte. Random edits from a seeded
/// generator (`RandomSiteEditor`) are each followed by an update, finished as the preview finishes
/// it, and by a full build into a second folder; the two folders are then compared.
final class IncrementalEquivalenceTests: XCTestCase {
    /// Seeds the default run takes; a failure names its seed, so that it can be run again alone.
    /// `A11YDOCS_EQUIVALENCE_SEEDS=500` runs seeds 1 to 500 instead, to look further.
    static let seeds: [UInt64] =
        ProcessInfo.processInfo.environment["A11YDOCS_EQUIVALENCE_SEEDS"].flatMap(UInt64.init).map {
            Array(1...max($0, 1))
        }
        ?? [1, 2, 3, 4, 5]
    static let editsPerSeed = 30

    func testEveryUpdateLeavesTheSiteAFullBuildWouldWrite() async throws {
        for seed in Self.seeds {
            if let mismatch = try await mismatch(seed: seed, edits: Self.editsPerSeed) { XCTFail(mismatch) }
        }
    }

    /// The first way the incremental site and a full build part, after a seed's edits; nil when they
    /// never do. An update that fails must fail the full build too; both keep their last good
    /// output then, so only successful updates are compared.
    func mismatch(seed: UInt64, edits: Int) async throws -> String? {
        let root = try Fixtures.temporaryDirectory(self)
        var editor = RandomSiteEditor(root: root, seed: seed)
        try editor.writeStartingSite(templates: Fixtures.templates)
        let options = Self.options(root: root, output: "Incremental")
        let site = IncrementalSite(options: options)
        _ = try await site.buildAll()
        let full = SiteBuilder(options: Self.options(root: root, output: "Full"))

        var log: [String] = []
        for index in 0..<edits {
            let (description, touched) = try editor.edit(templates: Fixtures.templates)
            // Now and then no paths are named, as when the watcher cannot say: the update scans.
            let scans = index % 4 == 3
            log.append("\(index + 1). \(description)\(scans ? " (update scans)" : "")")
            let updated: Bool
            do {
                if let update = try await site.update(changed: scans ? nil : touched) { _ = try update.finish() }
                updated = true
            } catch {
                updated = false
                log[index] += " (update failed: \(String(describing: error).prefix(300)))"
            }
            let built = (try? full.build()) != nil
            let problem: String?
            switch (updated, built) {
            case (true, true):
                // Nothing is ignored: the build marker lists the same files on both paths, and
                // the dates shown are the files' own on both (see `options`).
                problem = try OutputTreeDifference.between(
                    root.appendingPathComponent("Full"), root.appendingPathComponent("Incremental"))
            case (false, false): problem = nil
            case (true, false): problem = "the update succeeded, the full build failed"
            case (false, true): problem = "the update failed, the full build succeeded"
            }
            if let problem {
                return "seed \(seed), after edit \(index + 1): \(problem)\nedits:\n" + log.joined(separator: "\n")
            }
        }
        return nil
    }

    /// The preview's options (drafts shown, no sitemap warning) for a site at a full address, so
    /// that the sitemap is written and compared too. Dates stay on: the folder is in no git
    /// repository, so both paths read the entries' file dates.
    static func options(root: URL, output: String) -> BuildOptions {
        var options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: root.appendingPathComponent("Templates").path,
            outputDirectory: root.appendingPathComponent(output).path,
            site: SiteOptions(
                baseURL: "https://example.org/",
                collections: [CollectionSettings(folder: RandomSiteEditor.guideCollection, kind: .guides)]),
            includesDrafts: true)
        options.staticDirectory = root.appendingPathComponent("Static").path
        options.warnsWithoutSitemap = false
        return options
    }
}
