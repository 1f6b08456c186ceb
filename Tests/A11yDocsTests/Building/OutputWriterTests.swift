import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// A write stopped at each of its named steps, as a kill there would stop it (the hook throws and
/// nothing of the write runs after it), leaves a complete site at the output path; the next
/// build then leaves only the new site.
final class OutputWriterTests: XCTestCase {
    private struct Killed: Error {}

    func testAKillAtAnyStepOfAnExchangeLeavesTheOldOrTheNewSite() throws {
        for step in OutputWriter.Step.allCases where step != .movedAside {
            try killAndRebuild(at: step, exchanges: true)
        }
    }

    func testAKillAtAnyStepOfTheTwoRenamePathIsRepairedByTheNextBuild() throws {
        for step in OutputWriter.Step.allCases {
            try killAndRebuild(at: step, exchanges: false)
        }
    }

    /// Builds the old site, changes the content (a new title, a removed collection), stops the
    /// write of the new site at `step`, checks what a reader would find, then builds again.
    private func killAndRebuild(at step: OutputWriter.Step, exchanges: Bool) throws {
        let label = "killed at \(step), \(exchanges ? "exchange" : "two renames")"
        let (root, options) = try Fixtures.scratchSite(self)
        let output = root.appendingPathComponent("Output")
        _ = try SiteBuilder(options: options).build()
        let old = try snapshot(of: output)
        let button = root.appendingPathComponent("Content/native/button.md")
        try Data(
            try String(contentsOf: button, encoding: .utf8).replacingOccurrences(
                of: "title: Button", with: "title: Push button"
            ).utf8
        ).write(to: button)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/web"))

        var writer = OutputWriter(options: options)
        writer.exchanges = exchanges
        writer.stepHook = { if $0 == step { throw Killed() } }
        let site = try RenderedFiles.site(options)
        XCTAssertThrowsError(try writer.write(planned: site.planned) { emit in try site.files.forEach(emit) }, label) {
            XCTAssertTrue($0 is Killed, "\(label): \($0)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasPrefix(".Output.")
        }
        let afterKill = FileManager.default.fileExists(atPath: output.path) ? try snapshot(of: output) : nil
        let setAside = try leftovers.filter { $0.hasPrefix(".Output.old-") }.map {
            try snapshot(of: root.appendingPathComponent($0))
        }

        _ = try SiteBuilder(options: options).build()
        let new = try snapshot(of: output)
        XCTAssertNotEqual(old.keys.sorted(), new.keys.sorted(), "the new site has other files")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content", "Output"],
            "\(label): leftovers remain")

        let reachedSwap = [.exchanged, .removingOld, .cleaned].contains(step)
        if step == .movedAside {
            // No output between the two renames, but the old site is whole beside it.
            XCTAssertNil(afterKill, label)
            XCTAssertEqual(setAside, [old], label)
        } else {
            XCTAssertEqual(afterKill, reachedSwap ? new : old, label)
        }
        XCTAssertEqual(leftovers.isEmpty, step == .cleaned, "\(label): \(leftovers)")
    }

    func testLeftoversAreRemovedOnlyWhenOursAndTheirBuildHasEnded() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let ended = try Fixtures.endedProcessID()
        let marker = [OutputMarker.fileName: OutputMarker.header]
        let ours = [".Output.new-\(ended)-1", ".Output.old-\(ended)-2", ".Output.new-\(getpid())-3"]
        for name in ours {
            try Fixtures.write(marker.merging(["index.html": "half"]) { $1 }, under: root.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".Output.new-\(ended)-4"), withIntermediateDirectories: true)
        // pid 1 always runs: a concurrent build. No marker, or a file of its name no build wrote:
        // not ours. Another output's folders.
        let kept = [
            ".Output.new-1-5", ".Output.new-\(ended)-6", ".Site.new-\(ended)-7", ".Output.new-x",
            ".Output.new-\(ended)-8",
        ]
        try Fixtures.write(marker, under: root.appendingPathComponent(kept[0]))
        try Fixtures.write(["notes.txt": "mine"], under: root.appendingPathComponent(kept[1]))
        try Fixtures.write(marker, under: root.appendingPathComponent(kept[2]))
        try Fixtures.write(marker, under: root.appendingPathComponent(kept[3]))
        try Fixtures.write(
            [OutputMarker.fileName: "mine\n", "notes.txt": "mine"], under: root.appendingPathComponent(kept[4]))

        _ = try SiteBuilder(options: options).build()
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
            (["Content", "Output"] + kept).sorted())
    }

    func testABuildInThisProcessKeepsAnotherRunningBuildsStagingFolder() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let output = root.appendingPathComponent("Output").standardizedFileURL.resolvingSymlinksInPath()
        let running = StagingFolders(output: output)
        try running.whileInUse {
            try Fixtures.write([OutputMarker.fileName: OutputMarker.header], under: running.staging)
            _ = try SiteBuilder(options: options).build()
            XCTAssertTrue(FileManager.default.fileExists(atPath: running.staging.path))
        }
        _ = try SiteBuilder(options: options).build()
        XCTAssertFalse(FileManager.default.fileExists(atPath: running.staging.path))
    }

    func testAnOutputFolderWithoutASiteIsRebuiltWhenOnlyAnOldSiteIsLeft() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let aside = root.appendingPathComponent(".Output.old-\(try Fixtures.endedProcessID())-9")
        try FileManager.default.moveItem(at: root.appendingPathComponent("Output"), to: aside)
        _ = try SiteBuilder(options: options).build()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content", "Output"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: options.outputDirectory + "/index.html"))
    }

    /// A file that cannot be written while the site streams into staging (a content image gone
    /// since it was read) fails the build with its reason: the old site stays, no staging is left.
    func testAFileThatCannotBeWrittenLeavesTheOldSite() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let old = try snapshot(of: root.appendingPathComponent("Output"))
        var context = BuildContext(options: options)
        for step in BuildSteps.all where step.name != .write { try step.run(&context) }
        let images = root.appendingPathComponent("Content/web/images")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: images.path).isEmpty)
        try FileManager.default.removeItem(at: images)
        XCTAssertThrowsError(try BuildSteps.all.first { $0.name == .write }!.run(&context)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write the site: "), "\(error)")
        }
        XCTAssertEqual(try snapshot(of: root.appendingPathComponent("Output")), old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content", "Output"])
    }

    /// Every file's path and bytes, hidden ones (the marker) included.
    private func snapshot(of directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: directory.path))
        while let path = enumerator.nextObject() as? String {
            let url = directory.appendingPathComponent(path)
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }
}
