import A11yDocs
import Foundation
import Synchronization
import XCTest

@testable import A11yDocsPreview

/// The preview watches before its first build: a save seen that early waits for the build.
final class RebuildQueueTests: XCTestCase {
    func testASaveSeenBeforeTheFirstBuildWaitsForItAndLaterSavesAreTakenAtOnce() async throws {
        let site = try SliderSite(self, entry: "---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n")
        let (entry, options) = (site.entry, site.options)
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
