import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// `check`, the MCP library and the preview's updates are the build's own steps run with another scope.
final class BuildScopeTests: XCTestCase {
    func testEveryScopeRunsTheBuildsStepsInTheirOrder() {
        let order = BuildSteps.all.map(\.name)
        for scope in [BuildScope.site, .check, .library, .preview] {
            let names = BuildSteps.steps(for: scope).map(\.name)
            XCTAssertEqual(names, scope.stepNames, "every named step exists")
            XCTAssertEqual(names, order.filter(names.contains), "in the build's order")
        }
        XCTAssertEqual(BuildSteps.steps(for: .site).map(\.name), order)
    }

    /// An update runs the steps on the files that changed: one saved entry is one page written
    /// first, and the state it leaves is where the next update starts.
    func testAnUpdateIsTheStepsRunOnTheChangedFiles() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let (_, built) = try SiteBuilder(options: options).run()
        let state = PreviewState(built: built, warnings: [])
        XCTAssertNil(
            try SiteBuilder.run(
                .preview, options: options, update: IncrementalUpdate(options: options, previous: state, changed: nil)
            ).update?.result,
            "nothing changed: nothing written")
        let file = try XCTUnwrap(state.entries.keys.sorted().first)
        let path = root.appendingPathComponent("Content/" + file)
        try (String(contentsOf: path, encoding: .utf8) + "\nOne more paragraph.\n").write(
            to: path, atomically: true, encoding: .utf8)
        let update = try SiteBuilder.run(
            .preview, options: options,
            update: IncrementalUpdate(options: options, previous: state, changed: [path.path])
        ).update
        let written = try XCTUnwrap(update?.result)
        XCTAssertEqual(written.changedInputs, [file])
        XCTAssertEqual(written.pages.count, 2, "the entry's page and its Markdown mirror: \(written.pages)")
        XCTAssertNotEqual(update?.next.content[file], state.content[file], "the next update starts from the saved file")
    }

    func testCheckPlansTheSiteButWritesNothing() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let context = try SiteBuilder.run(.check, options: options)
        XCTAssertNotNil(context.manifest)
        XCTAssertFalse(context.diagnostics.isEmpty, "the rules find problems in this site")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content"])
    }

    func testTheLibraryHasARendererAndNoPlan() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        let context = try SiteBuilder.run(.library, options: options)
        XCTAssertNotNil(context.renderer)
        XCTAssertNil(context.manifest)
        XCTAssertEqual(context.content?.entries.count, 3)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Content"])
    }

    /// Only a site build names the step a failure happened in; `check` lets it through as it is.
    func testOnlyASiteBuildNamesTheFailedStep() throws {
        let (root, site) = try Fixtures.scratchSite(self)
        var options = site
        options.contentDirectory = root.appendingPathComponent("Missing").path
        XCTAssertThrowsError(try SiteBuilder.run(.site, options: options)) { error in
            XCTAssertEqual((error as? BuildError)?.step, "load")
        }
        XCTAssertThrowsError(try SiteBuilder.run(.check, options: options)) { error in
            XCTAssertTrue(error is ContentTree.MissingFolder, "\(error)")
        }
    }
}
