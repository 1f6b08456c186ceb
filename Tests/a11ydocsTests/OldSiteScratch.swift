import A11yDocsTestSupport
import Foundation
import XCTest

/// A scratch folder holding a copy of a fixture Jekyll site as `old-site/`, as a team moving over
/// would have it beside their new library. Removed when the test ends.
enum OldSiteScratch {
    static let fixtures = Fixtures.repository.appendingPathComponent("Tests/a11ydocsTests/Fixtures")

    static func make(_ fixture: String, for test: XCTestCase) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-import-\(UUID().uuidString)")
        test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent(fixture), to: root.appendingPathComponent("old-site"))
        return root
    }
}
