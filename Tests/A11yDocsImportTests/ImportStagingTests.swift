import A11yDocsTestSupport
import XCTest

@testable import A11yDocsImport
@testable import A11yDocsSupport

/// A killed import leaves its staging folder (`.Content.import-<pid>-<random>`) behind; the next
/// import removes it once that import no longer runs, and only folders that are recognisably ours.
final class ImportStagingTests: XCTestCase {
    private let marker = ImportDestination.stagingNames.marker

    func testLeftoversOfKilledImportsAreRemoved() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["Content/native/own.md": "mine\n"])
        let ended = try Fixtures.endedProcessID()
        // As a kill leaves them: a half-written copy, an old folder set aside, an empty one.
        let ours = [".Content.import-\(ended)-1", ".Content.import-old-\(ended)-2", ".Content.import-\(getpid())-3"]
        for name in ours {
            try scratch.write([
                "\(name)/\(marker)": "", "\(name)/Content/native/own.md": "mine\n",
                "\(name)/Content/native/half.md": "---\nti",
            ])
        }
        try FileManager.default.createDirectory(
            atPath: scratch.path(".Content.import-\(ended)-4"), withIntermediateDirectories: false)
        // pid 1 always runs: an import going on. No marker: not ours. Another folder's.
        let kept = [
            ".Content.import-1-5", ".Content.import-\(ended)-6", ".Library.import-\(ended)-7", ".Content.import-x",
        ]
        try scratch.write([
            "\(kept[0])/\(marker)": "", "\(kept[1])/notes.txt": "mine", "\(kept[2])/\(marker)": "",
            "\(kept[3])/\(marker)": "",
        ])

        try ImportDestination.write(
            [ImportPlan.File(path: "native/slider.md", contents: Data("new\n".utf8))], to: scratch.content)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.root.path).sorted(),
            (["Content"] + kept).sorted())
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("Content/native")).sorted(),
            ["own.md", "slider.md"])
    }

    /// When the folder is missing, an old one set aside may be the only copy left: it stays.
    func testAnOldFolderSetAsideStaysWhenTheFolderIsMissing() throws {
        let scratch = try ImportScratch(self)
        let aside = ".Content.import-old-\(try Fixtures.endedProcessID())-9"
        try scratch.write(["\(aside)/\(marker)": "", "\(aside)/Content/native/own.md": "mine\n"])
        try ImportDestination.write(
            [ImportPlan.File(path: "native/slider.md", contents: Data("new\n".utf8))], to: scratch.content)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.root.path).sorted(),
            [aside, "Content"].sorted())
    }

    func testTheStagingFolderIsMarkedAndTheMarkerStaysOutOfTheContent() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["Content/native/own.md": "mine\n"])
        try ImportDestination.write(
            [ImportPlan.File(path: "web/link.md", contents: Data("link\n".utf8))], to: scratch.content)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.root.path), ["Content"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path("Content/\(marker)")))
        XCTAssertEqual(
            StagingFolders.parse(
                ".Content.import-old-12-34", outputName: "Content", names: ImportDestination.stagingNames)?.kind, .old)
        XCTAssertEqual(
            StagingFolders.parse(".Content.import-12-34", outputName: "Content", names: ImportDestination.stagingNames)?
                .kind, .new)
        XCTAssertNil(
            StagingFolders.parse(".Content.import-old-12", outputName: "Content", names: ImportDestination.stagingNames)
        )
    }
}
