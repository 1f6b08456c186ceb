import A11yDocs
import A11yDocsTestSupport
import Foundation
import Synchronization
import XCTest

@testable import A11yDocsPreview

/// The preview watches before its first build: a save seen that early waits for the build.
final class RebuildQueueTests: XCTestCase {
    func testASaveSeenBeforeTheFirstBuildWaitsForItAndLaterSavesAreTakenAtOnce() async throws {
        let root = try Fixtures.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Content/native"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        let entry = root.appendingPathComponent("Content/native/slider.md")
        try Data("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n".utf8).write(to: entry)
        let options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: root.appendingPathComponent("Templates").path,
            outputDirectory: root.appendingPathComponent("Output").path)
        let events = Mutex<[PreviewServer.Event]>([])
        let queue = RebuildQueue(
            site: IncrementalSite(options: options), settings: nil, hub: ReloadHub(),
            resolver: SitePathResolver(outputDirectory: options.outputDirectory, baseURL: options.site.baseURL),
            onEvent: { event in events.withLock { $0.append(event) } })

        await queue.request(paths: [entry.path])
        XCTAssertEqual(events.withLock { $0.count }, 0, "nothing is updated before the first build")
        let report = await queue.firstBuild()
        XCTAssertEqual(report?.entryCount, 1)

        try Data("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- second\n".utf8).write(to: entry)
        await queue.request(paths: [entry.path])
        let rebuilt = events.withLock { events in
            events.contains { if case .rebuilt = $0 { return true } else { return false } }
        }
        XCTAssertTrue(rebuilt, "a save after the first build is an update")
    }
}
