import XCTest

@testable import A11yDocsImport
@testable import A11yDocsLoading

/// The seam: an importer other than Jekyll's (`OneEntryImporter`, in the tests only) goes through
/// the flow every import takes, into a scratch folder, and what it wrote is a library a11ydocs
/// loads. A second importer needs its own type and nothing else.
final class ImportFlowTests: XCTestCase {
    private func request(_ scratch: ImportScratch) -> ImportRequest {
        ImportRequest(source: scratch.path("old"), destination: scratch.path("Library/Content"))
    }

    func testAnotherImporterWritesALibrary() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["old/title.txt": " Button \n"])
        let report = try ImportFlow.run(OneEntryImporter(), request(scratch))

        let written = try String(contentsOfFile: scratch.path("Library/Content/web/button.md"), encoding: .utf8)
        XCTAssertEqual(
            written,
            "---\ntitle: Button\ncategories: controls\nkeyboard:\n  tab: Focus moves to the button\n---\nA button.\n")
        XCTAssertEqual(
            try String(contentsOfFile: scratch.path("Library/a11ydocs.yml"), encoding: .utf8),
            "title: \"Button\"\ncontent: \"Content\"\n")
        let loaded = try ContentLoader(directory: scratch.path("Library/Content")).load()
        XCTAssertEqual(loaded.entries.map { "\($0.collection)/\($0.slug): \($0.title)" }, ["web/button: Button"])
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("Library")).sorted(),
            ["Content", "a11ydocs.yml"],
            "no staging folder stays behind")

        // The report reads as Jekyll's does, in the words this importer gave.
        let library = scratch.path("Library")
        XCTAssertEqual(
            report.summary,
            "Imported 1 entry from 1 collection into \(library)/Content/ — 1 file renamed, 0 keys indented, 1 problem")
        XCTAssertEqual(
            report.details,
            [
                "  entries: web 1",
                "  titles read: 1",
                "  \(library)/a11ydocs.yml: written (title)",
                "  problems: 0 errors, 1 warning",
            ])
        XCTAssertEqual(
            report.findings.map(\.description),
            ["\(scratch.path("old/title.txt")):1:1: warning: the title has space around it — it is trimmed"])
        XCTAssertFalse(report.hasErrors)
        XCTAssertEqual(
            report.nextStep,
            "Next: run 'cd \(library) && a11ydocs check' to review the imported entries, then 'a11ydocs serve' to "
                + "preview them."
        )
    }

    /// Each importer's name is a command of its own.
    func testTheRegisteredNamesDiffer() {
        let names = Importers.all.map { $0.help.name }
        XCTAssertEqual(names.count, Set(names).count, "\(names)")
        XCTAssertTrue(names.contains("jekyll"))
    }

    /// The importer's refusal comes back in its words, and nothing is written.
    func testARefusalWritesNothing() throws {
        let scratch = try ImportScratch(self)
        XCTAssertThrowsError(try ImportFlow.run(OneEntryImporter(), request(scratch))) {
            guard case .source(let refusal) = $0 as? ImportFailure else { return XCTFail("\($0)") }
            XCTAssertEqual(
                refusal.description, "'\(scratch.path("old"))' holds no title.txt — name a folder holding one")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path("Library")))
    }

    /// A content folder holding files stops any import before its source is read, unless forced.
    func testTheDestinationIsCheckedFirst() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["Library/Content/web/own.md": "mine\n"])
        XCTAssertThrowsError(try ImportFlow.run(OneEntryImporter(), request(scratch))) {
            guard case .destination(.notEmpty(let path)) = $0 as? ImportFailure else { return XCTFail("\($0)") }
            XCTAssertEqual(path, scratch.path("Library/Content"))
        }
        try scratch.write(["old/title.txt": "Button\n"])
        var forced = request(scratch)
        forced.force = true
        XCTAssertEqual(try ImportFlow.run(OneEntryImporter(), forced).findings, [])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("Library/Content/web")).sorted(),
            ["button.md", "own.md"])
    }
}
