import A11yDocsTestSupport
import Foundation
import Synchronization
import XCTest

@testable import A11yDocsPreview

/// The watcher notices new, changed, renamed and deleted files and new folders, with inotify and
/// with the `stat` scan used where inotify is missing.
final class ChangeWatcherTests: XCTestCase {
    func testInotify() throws { try checkWatcher(polling: false) }
    func testPolling() throws { try checkWatcher(polling: true) }
    func testAWatchedFileWithInotify() throws { try checkWatchedFile(polling: false) }
    func testAWatchedFileByPolling() throws { try checkWatchedFile(polling: true) }
    func testASaveRightAfterStartingIsSeenWithInotify() throws { try checkSaveRightAfterStart(polling: false) }
    func testASaveRightAfterStartingIsSeenByPolling() throws { try checkSaveRightAfterStart(polling: true) }

    /// A large library's folders take a while to list for their watches: a save made the moment
    /// `start` returns (as the preview's first build starts) is still seen.
    private func checkSaveRightAfterStart(polling: Bool) throws {
        let root = try Fixtures.temporaryDirectory(self)
        for index in 0..<2_000 {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("collection-\(index)"), withIntermediateDirectories: true)
        }
        let calls = Counter()
        let watcher = ChangeWatcher(directories: [root.path], polling: polling) { paths in calls.increment(paths) }
        watcher.start()
        defer { watcher.stop() }
        try Data("a".utf8).write(to: root.appendingPathComponent("collection-1999/entry.md"))
        let deadline = Date().addingTimeInterval(3)
        while calls.value == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertGreaterThan(calls.value, 0, "\(polling ? "polling" : "inotify"): the save was missed")
    }

    /// The site config beside a content folder that does not exist yet: its creation, a save
    /// through a rename (as editors do), its deletion, and the content folder made later.
    private func checkWatchedFile(polling: Bool) throws {
        let root = try Fixtures.temporaryDirectory(self)
        let config = root.appendingPathComponent("a11ydocs.yml")
        let calls = Counter()
        let watcher = ChangeWatcher(
            directories: [root.appendingPathComponent("Templates").path], files: [config.path], polling: polling
        ) { _ in
            calls.increment()
        }
        watcher.start()
        defer { watcher.stop() }
        Thread.sleep(forTimeInterval: 0.3)
        try noticed(
            calls, polling: polling,
            [
                ("config created", { try Data("title: A\n".utf8).write(to: config) }),
                ("config saved through a rename", { try Data("title: B\n".utf8).write(to: config, options: .atomic) }),
                ("config deleted", { try FileManager.default.removeItem(at: config) }),
                (
                    "templates folder made",
                    {
                        try FileManager.default.createDirectory(
                            at: root.appendingPathComponent("Templates/partials"), withIntermediateDirectories: true)
                        try Data("x".utf8).write(to: root.appendingPathComponent("Templates/partials/a.mustache"))
                    }
                ),
            ])
    }

    private func checkWatcher(polling: Bool) throws {
        let root = try Fixtures.temporaryDirectory(self)
        let calls = Counter()
        let watcher = ChangeWatcher(directories: [root.path], polling: polling) { paths in calls.increment(paths) }
        watcher.start()
        defer { watcher.stop() }
        Thread.sleep(forTimeInterval: 0.3)

        let steps: [(String, () throws -> Void)] = [
            ("new file", { try Data("a".utf8).write(to: root.appendingPathComponent("a.md")) }),
            ("changed file", { try Data("ab".utf8).write(to: root.appendingPathComponent("a.md")) }),
            (
                "renamed file",
                {
                    try FileManager.default.moveItem(
                        at: root.appendingPathComponent("a.md"), to: root.appendingPathComponent("b.md"))
                }
            ),
            // An empty folder changes nothing in the site; a folder with an entry in it does.
            (
                "new folder with a file",
                {
                    try FileManager.default.createDirectory(
                        at: root.appendingPathComponent("forms"), withIntermediateDirectories: true)
                    try Data("c".utf8).write(to: root.appendingPathComponent("forms/c.md"))
                }
            ),
            (
                "file changed in the new folder",
                { try Data("cd".utf8).write(to: root.appendingPathComponent("forms/c.md")) }
            ),
            ("deleted file", { try FileManager.default.removeItem(at: root.appendingPathComponent("b.md")) }),
            ("deleted folder", { try FileManager.default.removeItem(at: root.appendingPathComponent("forms")) }),
        ]
        try noticed(calls, polling: polling, steps)
        if !polling {
            // inotify names what changed; a folder that came or went asks for a scan.
            // A rename's two events may come in one read or two.
            let named = calls.named
            XCTAssertEqual(named.first, [root.path + "/a.md"])
            let files = Set(named.compactMap { $0 }.joined())
            XCTAssertTrue(files.isSuperset(of: [root.path + "/a.md", root.path + "/b.md"]), "\(named)")
            XCTAssertTrue(named.contains(nil), "\(named)")
        }
    }

    /// Runs each step and waits for the watcher to call back.
    private func noticed(_ calls: Counter, polling: Bool, _ steps: [(String, () throws -> Void)]) throws {
        for (name, step) in steps {
            let before = calls.value
            try step()
            let deadline = Date().addingTimeInterval(3)
            while calls.value == before && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            XCTAssertGreaterThan(calls.value, before, "\(polling ? "polling" : "inotify"): \(name) was not noticed")
            Thread.sleep(forTimeInterval: polling ? 0.25 : 0.05)
        }
    }
}

private final class Counter: Sendable {
    /// The paths each call named, in order: one a call.
    private let paths = Mutex<[Set<String>?]>([])
    var value: Int { paths.withLock { $0.count } }
    var named: [Set<String>?] { paths.withLock { $0 } }
    func increment(_ named: Set<String>? = nil) {
        paths.withLock { $0.append(named) }
    }
}
