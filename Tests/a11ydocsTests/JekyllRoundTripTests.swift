import A11yDocsTestSupport
import Foundation
import XCTest

/// The fixture Jekyll library, imported and built as a team moving over would: no errors, and
/// every word of it on the built pages. Every paragraph and list item line, table cell,
/// front-matter value and code line of each source file (with its includes) is looked for in
/// the text of the entry's page; no page shows Liquid or kramdown, and every `<example>` element
/// is a live example.
final class JekyllRoundTripTests: XCTestCase {
    private static let fixture = Fixtures.repository.appendingPathComponent(
        "Tests/a11ydocsTests/Fixtures/Jekyll")
    /// Keys Jekyll reads and a11ydocs accepts without showing them.
    private static let unshownKeys: Set<String> = ["layout", "permalink", "date", "tags", "published", "draft"]

    func testEveryWordOfTheLibraryReachesItsPage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ydocs-roundtrip-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: root.appendingPathComponent("old-site"))
        try FileManager.default.copyItem(
            at: Fixtures.repository.appendingPathComponent("Templates"),
            to: root.appendingPathComponent("Templates"))

        let imported = try CommandLineRunner.run(["import", "jekyll", "old-site"], in: root)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(imported.stderr, "")
        let built = try CommandLineRunner.run(["build", "--drafts"], in: root)
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertFalse(built.stderr.contains("error:"), built.stderr)

        let output = root.appendingPathComponent("Output")
        var checked = 0
        for source in try Self.entries(in: root.appendingPathComponent("old-site")) {
            let page = output.appendingPathComponent("\(source.collection)/\(source.slug)/index.html")
            let html = try String(contentsOf: page, encoding: .utf8)
            let text = Self.normalised(Self.pageText(html))
            for expected in try Self.expectedLines(of: source.url, site: root.appendingPathComponent("old-site")) {
                checked += 1
                XCTAssertTrue(
                    text.contains(Self.normalised(expected)),
                    "\(source.collection)/\(source.slug): “\(expected)” is not on the page")
            }
            // Each `<example>` element, an include in it or not, is a live example on the page.
            let elements =
                try String(contentsOf: source.url, encoding: .utf8).components(separatedBy: "<example>").count - 1
            let live = html.components(separatedBy: "<figure class=\"live-example\">").count - 1
            XCTAssertGreaterThanOrEqual(
                live, elements,
                "\(source.collection)/\(source.slug): \(elements) <example> elements, \(live) live examples")
            for leftover in ["{%", "%}", "{:"] {
                XCTAssertFalse(
                    Self.pageText(html).contains(leftover), "\(source.collection)/\(source.slug) shows \(leftover)")
            }
        }
        XCTAssertGreaterThan(checked, 120, "the fixture covers every construct")
        print("Jekyll round trip: \(checked) lines of the source found on their pages")
    }

    /// Entry files of the Jekyll site with the collection and slug the import gives them.
    private static func entries(in site: URL) throws -> [(url: URL, collection: String, slug: String)] {
        var found: [(URL, String, String)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
        where folder.hasPrefix("_") {
            guard
                site.appendingPathComponent(folder).hasDirectoryPath
                    || (try? site.appendingPathComponent(folder).resourceValues(forKeys: [.isDirectoryKey]).isDirectory)
                        == true
            else { continue }
            let name =
                folder.hasPrefix("_checklist-")
                ? String(folder.dropFirst("_checklist-".count)) : String(folder.dropFirst())
            guard !["includes", "layouts", "data", "sass", "site"].contains(name) else { continue }
            for file in try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent(folder).path)
                .sorted() where file.hasSuffix(".md")
            {
                found.append((site.appendingPathComponent(folder).appendingPathComponent(file), name, slug(file)))
            }
        }
        return found
    }

    /// `Toggle Switch.md` → `toggle-switch`; a draft's leading `_` is not part of its address.
    private static func slug(_ file: String) -> String {
        let words = file.dropLast(3).lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return words.joined(separator: "-")
    }

    /// What a reader must find: front-matter values (not Jekyll's own keys), each line of prose
    /// with its Markdown marks taken off, each code line, and the lines of included files.
    private static func expectedLines(of file: URL, site: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let parts = text.components(separatedBy: "\n---\n")
        let frontMatter = parts[0].components(separatedBy: "\n").dropFirst()
        let body = parts.dropFirst().joined(separator: "\n---\n")
        var lines: [String] = []
        var skippingKey = false
        for line in frontMatter {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let isTopLevel = !line.hasPrefix(" ") && !line.hasPrefix("-")
            if isTopLevel, let colon = trimmed.firstIndex(of: ":") {
                skippingKey = unshownKeys.contains(String(trimmed[..<colon]))
            }
            if skippingKey || trimmed.isEmpty { continue }
            var value = trimmed
            if value.hasPrefix("- ") { value = String(value.dropFirst(2)) }
            if let colon = value.range(of: ": ")
                ?? (value.hasSuffix(":") ? value.range(of: ":", options: .backwards) : nil)
            {
                let key = String(value[..<colon.lowerBound])
                if ![
                    "name", "criteria", "when", "then", "given", "and", "but", "result", "list", "title", "description",
                    "categories",
                ].contains(key),
                    !key.hasPrefix("gherkin-"),
                    !["keyboard", "mobile", "screenreader", "settings", "wcag"].contains(key)
                {
                    lines.append(key)  // a step's trigger, e.g. `spacebar`
                }
                value = String(value[colon.upperBound...])
            }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: " \"'|>"))
            if !value.isEmpty { lines.append(value) }
        }
        for line in body.components(separatedBy: "\n") {
            if let include = includedFile(line) {
                let included = try String(
                    contentsOf: site.appendingPathComponent("_includes").appendingPathComponent(include),
                    encoding: .utf8)
                lines += included.components(separatedBy: "\n").filter {
                    !$0.trimmingCharacters(in: .whitespaces).isEmpty
                }
                continue
            }
            let stripped = liquidStripped(line).trimmingCharacters(in: .whitespaces)
            if stripped.hasPrefix("|") {
                // A table: each cell on its own (the delimiter row has no words).
                lines += stripped.split(separator: "|").map { markdownStripped(String($0)) }.filter {
                    !$0.isEmpty && !$0.allSatisfy { "-: ".contains($0) }
                }
                continue
            }
            let prose = markdownStripped(stripped)
            if !prose.isEmpty { lines.append(prose) }
        }
        return lines
    }

    private static func includedFile(_ line: String) -> String? {
        guard let range = line.range(of: #"\{%-?\s*include(_relative)?\s+/?([^\s%]+)"#, options: .regularExpression)
        else { return nil }
        let tag = String(line[range])
        return tag.split(separator: " ").last.map { String($0.drop { $0 == "/" }) }
    }

    private static func liquidStripped(_ line: String) -> String {
        line.replacingOccurrences(
            of: #"\{%.*?%\}|\{::\w+\}|\{:/\w*\}|\{:[^}]*\}|</?example>"#, with: "", options: .regularExpression)
    }

    /// A Markdown line as a reader sees it: no list, heading or quote marks, no emphasis or code
    /// marks, link text without its address.
    private static func markdownStripped(_ line: String) -> String {
        var text = line.trimmingCharacters(in: .whitespaces)
        text = text.replacingOccurrences(of: #"^(#+|[-*+]|\d+[.)]|>)\s+"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\*\*|__|`"#, with: "", options: .regularExpression)
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The page as text: tags (and the attributes inside them, a live example's too) removed,
    /// entities decoded.
    private static func pageText(_ html: String) -> String {
        var text = html.replacingOccurrences(
            of: #"(?s)<script[^>]*>.*?</script>"#, with: " ", options: [.regularExpression])
        // Inline elements join their text to the words around them; others separate.
        text = text.replacingOccurrences(
            of: #"</?(a|code|em|strong|span|kbd|b|i)\b[^>]*>"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<[^>]+>"#, with: " ", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    private static func normalised(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
