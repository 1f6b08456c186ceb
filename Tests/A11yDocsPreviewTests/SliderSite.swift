import A11yDocs
import A11yDocsTestSupport
import Foundation
import XCTest

/// A site of one entry, `Content/native/slider.md`, with the repository's templates, in a folder
/// removed after the test: what the preview's tests build, watch and serve.
struct SliderSite {
    let root: URL
    let entry: URL
    let options: BuildOptions

    init(_ test: XCTestCase, entry text: String) throws {
        root = try Fixtures.temporaryDirectory(test)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Content/native"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
        entry = root.appendingPathComponent("Content/native/slider.md")
        try Data(text.utf8).write(to: entry)
        options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: root.appendingPathComponent("Templates").path,
            outputDirectory: root.appendingPathComponent("Output").path)
    }
}
