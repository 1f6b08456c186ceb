import A11yDocsImport
import Foundation
import XCTest

@testable import a11ydocs

/// `a11ydocs import <name>` follows from an importer's help: one that takes no option of its own
/// gets the options every import takes and no `--collection`, and runs through the shared flow.
final class ImportKindCommandTests: XCTestCase {
    /// Plans one entry whatever the folder holds.
    private struct OneFileImporter: LibraryImporter {
        struct Refusal: ImportRefusal { var description: String { "never" } }

        static let help = ImporterHelp(
            name: "one-file", abstract: "Import one entry.", discussion: "Writes web/button.md.",
            sourceName: "folder", sourceHelp: "Any folder.")

        func plan(_ request: ImportRequest) throws(Refusal) -> ImportPlan {
            var report = ImportReport(for: request)
            report.entries = 1
            return ImportPlan(
                files: [
                    .init(path: "web/button.md", contents: Data("---\ntitle: Button\ncategories: controls\n---\n".utf8))
                ],
                staticFolder: request.staticFolder, settings: nil, report: report)
        }
    }

    func testAnImporterWithoutOptionsOfItsOwnGetsTheSharedOnes() throws {
        XCTAssertTrue(OneFileImporter.subcommand == ImportKindCommand<OneFileImporter>.self)
        XCTAssertTrue(JekyllImporter.subcommand == ImportWithCollectionsCommand<JekyllImporter>.self)
        let help = ImportKindCommand<OneFileImporter>.helpMessage(columns: 200)
        XCTAssertTrue(help.contains("USAGE: one-file <folder> [--to <path>] [--force] [--keep-going]"), help)
        XCTAssertFalse(help.contains("--collection"), help)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-kind-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let command = try ImportKindCommand<OneFileImporter>.parse([root.path, "--to", content])
        try command.run()
        XCTAssertEqual(
            try String(contentsOfFile: content + "/web/button.md", encoding: .utf8),
            "---\ntitle: Button\ncategories: controls\n---\n")
    }
}
