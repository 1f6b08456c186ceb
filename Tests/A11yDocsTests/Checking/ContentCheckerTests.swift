import XCTest
@testable import A11yDocs

/// `check`'s findings on fixtures that break each rule, compared with a snapshot.
final class ContentCheckerTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    func testFindingsMatchTheSnapshot() throws {
        let content = Self.folder.appendingPathComponent("Fixtures/Content").path
        let findings = try ContentChecker(contentDirectory: content).check()
        let text = findings.map { $0.description.replacingOccurrences(of: content + "/", with: "Content/") }.joined(separator: "\n") + "\n"
        let snapshot = Self.folder.appendingPathComponent("check-findings.txt")
        if ProcessInfo.processInfo.environment["A11YDOCS_RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: snapshot, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(text, try String(contentsOf: snapshot, encoding: .utf8))
    }

    func testTheLibrarysOwnContentIsClean() throws {
        let findings = try ContentChecker(contentDirectory: Fixtures.repository.appendingPathComponent("Content").path).check()
        XCTAssertEqual(findings.map(\.description), [])
    }

    func testAScaffoldedEntryOnlyHasPlaceholdersLeft() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let path = try EntryScaffold.create(slug: "date-picker", collection: "native", title: nil, contentDirectory: root.path)
        let findings = try ContentChecker(contentDirectory: root.path).check()
        XCTAssertFalse(findings.hasErrors, findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(Set(findings.map(\.problem)), [.placeholder("TODO")])
        let entry = try XCTUnwrap(try ContentLoader(directory: root.path).load().entries.first)
        XCTAssertEqual(entry.title, "Date picker")
        XCTAssertEqual(entry.coveredFrameworks, Framework.allCases)
        XCTAssertEqual(entry.platforms.map { $0.sections.map(\.kind) }, Array(repeating: [.developerNotes, .name, .role, .groupings, .state, .focus, .announcements, .codeExample], count: 2))
        XCTAssertEqual(path, root.path + "/native/date-picker.md")
    }
}
