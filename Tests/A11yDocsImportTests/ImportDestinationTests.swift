import A11yDocsTestSupport
import XCTest

@testable import A11yDocsImport

/// The folder an import writes into, whatever it imports: checked before anything is read, and
/// written in one step through a staging folder.
final class ImportDestinationTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Fixtures.temporaryDirectory(self)
    }

    private func write(_ files: [String: String]) throws {
        try Fixtures.write(files, under: root)
    }

    private var content: String { root.appendingPathComponent("Content").path }

    func testTheDestinationIsCheckedAndWrittenInOneStep() throws {
        try write(["Content/native/own.md": "mine\n", "Content/native/a.md": "old\n", "Content/.keep": ""])
        XCTAssertThrowsError(try ImportDestination.check(content, force: false)) {
            XCTAssertEqual($0 as? ImportDestination.Failure, .notEmpty(content))
        }
        XCTAssertNoThrow(try ImportDestination.check(content, force: true))
        XCTAssertNoThrow(try ImportDestination.check(root.appendingPathComponent("New").path, force: false))
        try write(["Hidden/.keep": "", "File": ""])
        XCTAssertNoThrow(try ImportDestination.check(root.appendingPathComponent("Hidden").path, force: false))
        XCTAssertThrowsError(try ImportDestination.check(root.appendingPathComponent("File").path, force: true))

        let files = [
            ImportPlan.File(path: "native/a.md", contents: Data("new\n".utf8)),
            ImportPlan.File(path: "web/b.md", contents: Data("b\n".utf8)),
        ]
        try ImportDestination.write(files, to: content)
        try ImportDestination.write(files, to: root.appendingPathComponent("Fresh/Content").path)
        let read = { (path: String) in
            String(decoding: try Data(contentsOf: self.root.appendingPathComponent(path)), as: UTF8.self)
        }
        XCTAssertEqual(try read("Content/native/a.md"), "new\n")
        XCTAssertEqual(try read("Content/native/own.md"), "mine\n", "files the import does not write stay")
        XCTAssertEqual(try read("Content/web/b.md"), "b\n")
        XCTAssertEqual(try read("Fresh/Content/web/b.md"), "b\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".import-") }
        XCTAssertEqual(left, [], "no staging folder stays behind")
    }

    func testAFailedWriteLeavesTheFolderAsItWas() throws {
        try write(["Content/native/a.md": "old\n", "Content/web/b.md/readme": "a folder where a file goes\n"])
        let files = [
            ImportPlan.File(path: "native/a.md", contents: Data("new\n".utf8)),
            ImportPlan.File(path: "web/b.md", contents: Data("b\n".utf8)),
        ]
        XCTAssertThrowsError(try ImportDestination.write(files, to: content))
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: root.appendingPathComponent("Content/native/a.md")), as: UTF8.self),
            "old\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".import-") }, [])
    }
}
