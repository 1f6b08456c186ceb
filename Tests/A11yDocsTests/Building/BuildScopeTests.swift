import XCTest
@testable import A11yDocsModel
@testable import A11yDocsLoading
@testable import A11yDocs

/// `check` and the MCP library are the build's own steps run with another scope.
final class BuildScopeTests: XCTestCase {
    func testEveryScopeRunsTheBuildsStepsInTheirOrder() {
        let order = BuildSteps.all.map(\.name)
        for scope in [BuildScope.site, .check, .library] {
            let names = BuildSteps.steps(for: scope).map(\.name)
            XCTAssertEqual(names, scope.stepNames, "every named step exists")
            XCTAssertEqual(names, order.filter(names.contains), "in the build's order")
        }
        XCTAssertEqual(BuildSteps.steps(for: .site).map(\.name), order)
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
