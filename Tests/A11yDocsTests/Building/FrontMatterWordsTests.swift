import A11yDocsTestSupport
import Foundation
import XCTest
import Yams

@testable import A11yDocs
@testable import A11yDocsLoading

/// Nothing an author writes in front matter is dropped: every word of every value reaches the
/// entry's page, whatever the key: misspelt, unknown, Jekyll's, or written the older way.
final class FrontMatterWordsTests: XCTestCase {
    /// Keys that steer the build rather than say something to a reader: which Jekyll layout and
    /// address (a11ydocs decides both), the sort key, and whether the entry is a draft.
    static let steeringKeys: Set<String> = ["layout", "permalink", "order", "draft", "published"]

    static let sloppy = """
        ---
        layout: pattern
        permalink: /controls/stepper/
        title: Quantity stepper
        categories: [controls, forms]
        description: Two buttons around a number the user raises or lowers.
        tags: [counter, plus-minus]
        date: 2024-05-02
        owner: Checkout squad
        keybaord:
          tab: Focus moves to the decrease button, then the increase button
        screenreder:
          name: Quantity, matching the visible label
          role: Adjustable
          group: The buttons and the value read as one control
          state: Current quantity, e.g. three
        settings:
          text resize: Buttons and value stay on one line up to 200%
        mobil: N/A because swiping adjusts the value directly
        reviewed:
          by: Accessibility guild
          findings:
            - Focus ring faint on dark theme
            - Minimum hit area met
        ---
        ## iOS
        - A note about UIAccessibilityTraits.adjustable.
        ## Android
        - A note about Modifier.semantics.
        """

    func testEveryFrontMatterWordAppearsOnItsPage() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(atPath: Fixtures.siteContent, toPath: content.path)
        try Fixtures.write(["native/quantity-stepper.md": Self.sloppy], under: content)
        let libraries = [
            (content.path, "Tests fixture"), (Fixtures.repository.appendingPathComponent("Content").path, "Content"),
        ]
        for (number, (folder, collectionRoot)) in libraries.enumerated() {
            let output = root.appendingPathComponent("Output-\(number)")
            var options = BuildOptions(
                contentDirectory: folder, templatesDirectory: Fixtures.templates, outputDirectory: output.path,
                site: Fixtures.siteOptions())
            options.includesDrafts = true
            _ = try SiteBuilder(options: options).build()
            let files = try ContentTree.files(in: folder).filter(ContentTree.isEntryFile)
            XCTAssertFalse(files.isEmpty)
            for file in files {
                let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                guard case .success(let split) = FrontMatterSplitter.split(source),
                    case .success(let node?) = YAMLReader.compose(split.yaml), let mapping = node.mapping
                else { continue }
                let page = try Self.words(
                    ofPage: output.appendingPathComponent(String(file.dropLast(3)) + "/index.html"))
                for (key, value) in mapping where !Self.steeringKeys.contains(key.string ?? "") {
                    for word in Self.words(of: value) where !page.contains(word) {
                        XCTFail("\(collectionRoot)/\(file): '\(word)' of '\(key.string ?? "")' is not on the page")
                    }
                }
            }
        }
    }

    /// The words of every scalar in a value, lowercased.
    static func words(of node: Node) -> [String] {
        if let sequence = node.sequence { return sequence.flatMap(words(of:)) }
        if let mapping = node.mapping { return mapping.flatMap { words(of: $0.key) + words(of: $0.value) } }
        return words(in: node.string ?? "")
    }

    static func words(in text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The page's visible text as a set of lowercased words: tags dropped, entities read.
    static func words(ofPage url: URL) throws -> Set<String> {
        let html = try String(contentsOf: url, encoding: .utf8)
        let text = html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        return Set(words(in: text))
    }
}
