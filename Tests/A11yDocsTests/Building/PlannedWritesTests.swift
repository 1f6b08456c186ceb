import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocs
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// The write step holds what it wrote against the plan: an output whose renderer writes nothing,
/// or writes elsewhere, fails the build naming the path, and the old site stays.
final class PlannedWritesTests: XCTestCase {
    func testTheComparisonNamesEveryPathNotWrittenWrittenElsewhereOrTwice() {
        let planned: Set<String> = ["index.html", "native/button/index.html", "native/button.md"]
        XCTAssertEqual(
            WrittenPaths.differences(
                written: ["native/button.md", "index.html", "native/button/index.html"], planned: planned,
                outputDirectory: "Output"), [])
        let found = WrittenPaths.differences(
            written: ["index.html", "native/button.txt", "index.html"], planned: planned, outputDirectory: "Output")
        XCTAssertEqual(
            found.map(\.location.path),
            [
                "Output/index.html", "Output/native/button.md", "Output/native/button.txt",
                "Output/native/button/index.html",
            ])
        XCTAssertEqual(
            found.map(\.problem),
            [.outputWrittenTwice, .plannedOutputNotWritten, .unplannedOutput, .plannedOutputNotWritten])
        XCTAssertTrue(found.allSatisfy { $0.severity == .error })
    }

    /// A real build's files, one left out as a renderer that writes nothing would, or written at
    /// another path: the write fails with a `BuildError` of the write step, nothing is swapped in
    /// and no staging folder is left.
    func testAPlannedOutputNotWrittenFailsTheBuildAndKeepsTheOldSite() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        _ = try SiteBuilder(options: options).build()
        let output = root.appendingPathComponent("Output")
        let old = try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted()
        let (files, planned) = try RenderedFiles.site(options)
        let missing = SitePaths.coverageFile
        for (label, changed) in [
            ("nothing", files.filter { $0.path != missing }),
            (
                "elsewhere",
                files.map { $0.path == missing ? OutputFile(path: "coverage.html", contents: $0.contents) : $0 }
            ),
        ] {
            XCTAssertThrowsError(
                try OutputWriter(options: options).write(planned: planned) { emit in try changed.forEach(emit) }, label
            ) { error in
                let failure = error as? BuildError
                XCTAssertEqual(failure?.step, "write", label)
                let named = (failure?.diagnostics ?? []).map {
                    $0.location.path.replacingOccurrences(of: output.path + "/", with: "")
                }
                XCTAssertEqual(named, label == "nothing" ? [missing] : ["coverage.html", missing], label)
                XCTAssertTrue("\(error)".contains("build failed in step 'write'"), "\(error)")
            }
            XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted(), old, label)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content", "Output"], label)
        }
    }

}
