import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsModel

/// The build replaces its output folder as a whole, so it replaces only a folder whose every file
/// its marker lists: anything a person put there stops the build, named, and stays.
final class OutputOwnershipTests: XCTestCase {
    private func build(_ options: BuildOptions) -> Result<BuildReport, Error> {
        Result { try SiteBuilder(options: options).build() }
    }

    private func refusal(_ options: BuildOptions, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard case .failure(let error) = build(options) else {
            XCTFail("the build replaced the folder", file: file, line: line)
            return ""
        }
        return (error as? BuildError)?.diagnostics.filter { $0.severity == .error }.map(\.message).joined(
            separator: "\n") ?? "\(error)"
    }

    /// Every path below a folder, links not followed.
    private func tree(_ folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
    }

    func testTheMarkerListsEveryFileTheBuildWrote() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try build(options).get()
        let output = root.appendingPathComponent("Output")
        let marker = try String(contentsOf: output.appendingPathComponent(".a11ydocs"), encoding: .utf8)
        XCTAssertTrue(marker.hasPrefix(OutputMarker.header + OutputMarker.listHeading))
        let listed = marker.dropFirst((OutputMarker.header + OutputMarker.listHeading).count).split(separator: "\n")
            .map(String.init)
        let files = tree(output).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        XCTAssertEqual(listed, files.filter { $0 != ".a11ydocs" })
        XCTAssertTrue(listed.contains("native/button/index.html"))
    }

    func testAGitRepositoryInTheOutputFolderIsRefusedAndKept() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try build(options).get()
        let output = root.appendingPathComponent("Output")
        try Fixtures.write([".git/HEAD": "ref: refs/heads/gh-pages\n", ".git/config": "[core]\n"], under: output)
        let before = tree(output)
        XCTAssertEqual(
            refusal(options),
            "write: '\(options.outputDirectory)' is a git repository (it holds '.git'), and the build replaces the "
                + "whole folder — publish from a clone of its own (copy the built site into it), or choose another "
                + "--output"
        )
        XCTAssertEqual(tree(output), before)
    }

    func testAFileAPersonAddedIsNamedAndStays() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try build(options).get()
        let output = root.appendingPathComponent("Output")
        try Fixtures.write(
            ["notes.txt": "mine", "native/button/draft.html": "mine too", "extra/a.txt": "a", "zz.txt": "z"],
            under: output)
        let before = tree(output)
        XCTAssertEqual(
            refusal(options),
            "write: '\(options.outputDirectory)' holds 'extra/', 'native/button/draft.html', 'notes.txt' and 1 more, "
                + "which a11ydocs did not write, and the build replaces the whole folder — move them out of "
                + "'\(options.outputDirectory)' (CNAME and .nojekyll are kept), or choose another --output"
        )
        XCTAssertEqual(tree(output), before)
        for name in ["notes.txt", "native/button/draft.html", "extra", "zz.txt"] {
            try FileManager.default.removeItem(at: output.appendingPathComponent(name))
        }
        XCTAssertNoThrow(try build(options).get(), "once they are moved out the folder is the build's again")
    }

    func testAMarkerThatIsNotAFileTheBuildWroteProvesNothing() throws {
        let cases: [(String, (URL) throws -> Void)] = [
            ("a folder", { try Fixtures.write([".a11ydocs/keep": "", "index.html": "<p>mine</p>"], under: $0) }),
            (
                "a dangling link",
                { folder in
                    try Fixtures.write(["index.html": "<p>mine</p>"], under: folder)
                    try FileManager.default.createSymbolicLink(
                        atPath: folder.path + "/.a11ydocs", withDestinationPath: "/nonexistent/marker")
                }
            ),
            ("another text", { try Fixtures.write([".a11ydocs": "mine\n", "index.html": "<p>mine</p>"], under: $0) }),
        ]
        for (label, make) in cases {
            let (root, options) = try Fixtures.scratchSite(self)
            let output = root.appendingPathComponent("Output")
            try make(output)
            let before = tree(output)
            XCTAssertTrue(
                refusal(options).hasPrefix(
                    "write: '\(options.outputDirectory)' holds 'index.html', which a11ydocs did not write"), label)
            XCTAssertEqual(tree(output), before, label)
        }
    }

    func testTheMarkerOfAnEarlierVersionAsksForTheFolderToBeRemoved() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write(
            [".a11ydocs": OutputMarker.header, "index.html": "<p>old</p>"], under: root.appendingPathComponent("Output")
        )
        XCTAssertEqual(
            refusal(options),
            "write: '\(options.outputDirectory)' was written by an earlier a11ydocs that did not list its files, so "
                + "the build cannot tell them from yours — remove the folder (or move your files out of it) and build "
                + "again"
        )
    }

    func testCNAMEAndNoJekyllAreCarriedIntoEachNewSite() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try build(options).get()
        let output = root.appendingPathComponent("Output")
        try Fixtures.write(["CNAME": "patterns.example.org\n", ".nojekyll": ""], under: output)
        _ = try build(options).get()
        _ = try build(options).get()
        XCTAssertEqual(
            try String(contentsOf: output.appendingPathComponent("CNAME"), encoding: .utf8), "patterns.example.org\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent(".nojekyll").path))
        let marker = try String(contentsOf: output.appendingPathComponent(".a11ydocs"), encoding: .utf8)
        XCTAssertTrue(marker.contains("\nCNAME\n") && marker.contains("\n.nojekyll\n"), marker)
    }

    func testAnIncrementalUpdateKeepsTheMarkerTrueAndWritesEachFileWhole() async throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let site = IncrementalSite(options: options)
        _ = try await site.buildAll()
        try Fixtures.write(
            ["Content/native/stepper.md": "---\ntitle: Stepper\ncategories: controls\n---\n## iOS\n- A note.\n"],
            under: root)
        let update = try await site.update()
        _ = try update?.finish()
        let output = root.appendingPathComponent("Output")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path + "/native/stepper/index.html"))
        XCTAssertFalse(tree(output).contains { $0.contains(".a11ydocs-") }, "no temporary file is left")
        // A full build after the preview finds only files the marker lists.
        XCTAssertEqual(OutputMarker.ownership(of: output.path), .replaceable(kept: []))
        _ = try build(options).get()
    }
}
