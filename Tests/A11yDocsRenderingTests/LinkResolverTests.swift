import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsSupport

final class LinkResolverTests: XCTestCase {
    private func entry(_ file: String) -> Entry {
        let parts = file.split(separator: "/")
        return Entry(
            slug: String(parts.last!.dropLast(3)), collection: String(parts[0]), title: "T", categories: ["c"],
            source: SourceLocation(path: "Content/" + file), file: file)
    }

    /// Every pair of short paths made of a few parts, slashes and empty parts links as splitting
    /// both into parts would: the folder's parts without empty ones, the path's with them.
    func testRelativePathsMatchSplittingIntoParts() {
        func split(from directory: String, to path: String) -> String {
            let from = directory.split(separator: "/"),
                to = path.split(separator: "/", omittingEmptySubsequences: false)
            var common = 0
            while common < from.count, common < to.count - 1, from[common].utf8.elementsEqual(to[common].utf8) {
                common += 1
            }
            let link = String(repeating: "../", count: from.count - common) + to[common...].joined(separator: "/")
            return link.isEmpty ? "./" : link
        }
        let pieces = ["a", "ab", "/", "b", "é"]
        var paths = [""]
        for _ in 0..<3 { paths += paths.flatMap { path in pieces.map { path + $0 } } }
        paths = Array(Set(paths)).sorted()
        for directory in paths where directory.count <= 4 {
            for path in paths where path.count <= 4 {
                XCTAssertEqual(
                    SitePaths.relative(from: directory, to: path), split(from: directory, to: path),
                    "\(directory) → \(path)")
            }
        }
    }

    func testRelativePaths() {
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: "native/slider/"), "../slider/")
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: "web/link/"), "../../web/link/")
        XCTAssertEqual(SitePaths.relative(from: "", to: "native/slider.md"), "native/slider.md")
        XCTAssertEqual(SitePaths.relative(from: "native/", to: "native/slider.md"), "slider.md")
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: "native/carousel/"), "./")
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: ""), "../../")
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: "native/"), "../")
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: "native/carousel/index.md"), "index.md")
        XCTAssertEqual(SitePaths.relative(from: "", to: ""), "./")
        XCTAssertEqual(SitePaths.relative(from: "ボタン/a/", to: "ボタン/b/"), "../b/")
        XCTAssertEqual(SitePaths.relative(from: "native//carousel/", to: "native/x//y"), "../x//y")
        XCTAssertEqual(SitePaths.relative(from: "/native/carousel", to: "native/x"), "../x")
        XCTAssertEqual(SitePaths.relative(from: "native/carousel/", to: "native/carouselle/"), "../carouselle/")
        XCTAssertEqual(SitePaths.root(from: "native/carousel/"), "../../")
        XCTAssertEqual(SitePaths.root(from: ""), "")
        XCTAssertEqual(SitePaths.root(from: "native/carousel/"), "../../")
        XCTAssertNil(SitePaths.normalise("native/../../x"))
    }

    func testEntryLinksGoToPagesInHTMLAndToMirrorsInMarkdown() {
        let carousel = entry("native/carousel.md"), slider = entry("native/forms/slider.md"),
            link = entry("web/link.md")
        let resolver = LinkResolver(entriesByFile: [carousel.file: carousel, slider.file: slider, link.file: link])
        XCTAssertEqual(
            resolver.resolve("forms/slider.md#role", in: LinkResolver.Source(carousel), for: .html), "../slider/#role")
        XCTAssertEqual(
            resolver.resolve("forms/slider.md#role", in: LinkResolver.Source(carousel), for: .markdown),
            "slider.md#role")
        XCTAssertEqual(resolver.resolve("../carousel.md", in: LinkResolver.Source(slider), for: .html), "../carousel/")
        XCTAssertEqual(
            resolver.resolve("../carousel.md", in: LinkResolver.Source(slider), for: .markdown), "carousel.md")
        XCTAssertEqual(
            resolver.resolve("../web/link.md", in: LinkResolver.Source(carousel), for: .html), "../../web/link/")
        XCTAssertEqual(
            resolver.resolve("../web/link.md", in: LinkResolver.Source(carousel), for: .markdown), "../web/link.md")
        XCTAssertEqual(
            resolver.resolve("images/dots.png", in: LinkResolver.Source(carousel), for: .html), "../images/dots.png")
        XCTAssertEqual(
            resolver.resolve("images/dots.png", in: LinkResolver.Source(carousel), for: .markdown), "images/dots.png")
        for absolute in ["https://developer.apple.com", "#focus", "/docs/x", "mailto:a11y@example.com"] {
            XCTAssertEqual(resolver.resolve(absolute, in: LinkResolver.Source(carousel), for: .html), absolute)
        }
    }
}
