import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsSupport

final class EntryScaffoldTests: XCTestCase {
    func testRefusesToOverwriteAndChecksTheSlug() throws {
        let root = try Fixtures.temporaryDirectory(self)
        _ = try EntryScaffold.create(
            slug: "tabs", collection: "native", title: "Tabs \"bar\"", contentDirectory: root.path)
        XCTAssertThrowsError(
            try EntryScaffold.create(slug: "tabs", collection: "native", title: nil, contentDirectory: root.path)
        ) { error in
            XCTAssertEqual(error as? EntryScaffold.Failure, .exists(root.path + "/native/tabs.md"))
        }
        for bad in ["Tabs", "tab bar", "-tabs", "tabs--bar", "tabs_bar", ""] {
            XCTAssertThrowsError(
                try EntryScaffold.create(slug: bad, collection: "native", title: nil, contentDirectory: root.path), bad)
        }
        XCTAssertEqual(try ContentLoader(directory: root.path).load().entries.first?.title, "Tabs \"bar\"")
    }

    func testWritesNothingThroughACollectionLinkThatLeavesTheContentFolder() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let content = root.appendingPathComponent("Content"), outside = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: content.path + "/native", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: content.path + "/gone", withDestinationPath: root.path + "/made-by-new")
        try FileManager.default.createSymbolicLink(atPath: content.path + "/apple", withDestinationPath: "ios")

        XCTAssertThrowsError(
            try EntryScaffold.create(slug: "tabs", collection: "native", title: nil, contentDirectory: content.path)
        ) { error in
            let resolved = outside.standardizedFileURL.resolvingSymlinksInPath().path
            XCTAssertEqual(
                error as? EntryScaffold.Failure, .outsideContent(folder: content.path + "/native", target: resolved))
            XCTAssertEqual(
                "\(error)",
                "'\(content.path)/native' leads outside the content folder (to '\(resolved)'), and entries are written "
                    + "only inside it — choose another --collection, or replace the link with a folder"
            )
        }
        XCTAssertThrowsError(
            try EntryScaffold.create(slug: "tabs", collection: "gone", title: nil, contentDirectory: content.path)
        ) { error in
            XCTAssertEqual(
                error as? EntryScaffold.Failure,
                .outsideContent(folder: content.path + "/gone", target: root.path + "/made-by-new"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path + "/made-by-new"))
        // A link that stays inside the content folder is a folder of the library.
        XCTAssertEqual(
            try EntryScaffold.create(slug: "tabs", collection: "apple", title: nil, contentDirectory: content.path)
                .path, content.path + "/apple/tabs.md")
        XCTAssertTrue(FileManager.default.fileExists(atPath: content.path + "/ios/tabs.md"))
    }

    func testADanglingLinkWhereTheEntryGoesIsAFileThatExists() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("native"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/native/tabs.md", withDestinationPath: "/tmp/a11ydocs-never-\(UUID().uuidString)")
        XCTAssertThrowsError(
            try EntryScaffold.create(slug: "tabs", collection: "native", title: nil, contentDirectory: root.path)
        ) { error in
            XCTAssertEqual(error as? EntryScaffold.Failure, .exists(root.path + "/native/tabs.md"))
        }
    }
}

/// Which skeleton a new entry starts from, and how its placeholders are filled.
final class EntrySkeletonTests: XCTestCase {
    private func templates(_ files: [String: String]) throws -> URL {
        let root = try Fixtures.temporaryDirectory(self)
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Hugo's archetype order: the site's skeleton for the collection, the site's default, then
    /// the built-in ones.
    func testTheSitesSkeletonsComeBeforeTheBuiltInOnes() throws {
        XCTAssertTrue(try EntryScaffold.skeleton(for: "web", templatesDirectory: nil).text.contains("## Code examples"))
        XCTAssertTrue(try EntryScaffold.skeleton(for: "native", templatesDirectory: nil).text.contains("## iOS"))
        XCTAssertTrue(
            try EntryScaffold.skeleton(for: "patterns", templatesDirectory: "/nonexistent").text.contains("## Android"))

        let own = try templates([
            "new/web.md": "WEB", "new/default.md": "DEFAULT", "new/native.md/keep": "a folder, not a skeleton",
        ])
        XCTAssertEqual(
            try EntryScaffold.skeleton(for: "web", templatesDirectory: own.path),
            EntryScaffold.Skeleton(text: "WEB", path: own.path + "/new/web.md"))
        XCTAssertEqual(try EntryScaffold.skeleton(for: "native", templatesDirectory: own.path).text, "DEFAULT")
        let onlyWeb = try templates(["new/web.md": "WEB"])
        XCTAssertEqual(
            try EntryScaffold.skeleton(for: "native", templatesDirectory: onlyWeb.path).path, nil,
            "the built-in default")

        let latin1 = try templates([:])
        try FileManager.default.createDirectory(
            at: latin1.appendingPathComponent("new"), withIntermediateDirectories: true)
        try Data([0x74, 0x69, 0x74, 0x72, 0xE9]).write(to: latin1.appendingPathComponent("new/default.md"))
        XCTAssertThrowsError(try EntryScaffold.skeleton(for: "web", templatesDirectory: latin1.path)) { error in
            XCTAssertEqual(
                "\(error)",
                "the skeleton '\(latin1.path)/new/default.md' could not be read (it is not UTF-8) — save it as UTF-8 "
                    + "text, or remove it to use the built-in one"
            )
        }
    }

    /// A guides collection: the site's skeleton for it, the site's `new/guide.md`, then the built-in
    /// guide; never a pattern's skeleton. A pattern collection named `guide` is not given a guide.
    func testAGuidesCollectionStartsFromAGuideSkeleton() throws {
        let builtIn = try EntryScaffold.skeleton(for: "how-to-test", kind: .guides, templatesDirectory: nil)
        XCTAssertEqual(builtIn.path, nil)
        XCTAssertTrue(builtIn.text.hasPrefix("---\ntitle: \"{{title}}\"\ndescription: TODO"), builtIn.text)
        XCTAssertFalse(builtIn.text.contains("categories:"))
        let own = try templates(["new/default.md": "DEFAULT", "new/guide.md": "GUIDE", "new/about.md": "ABOUT"])
        XCTAssertEqual(
            try EntryScaffold.skeleton(for: "how-to-test", kind: .guides, templatesDirectory: own.path).text, "GUIDE")
        XCTAssertEqual(
            try EntryScaffold.skeleton(for: "about", kind: .guides, templatesDirectory: own.path).text, "ABOUT")
        let patternsOnly = try templates(["new/default.md": "DEFAULT"])
        XCTAssertEqual(
            try EntryScaffold.skeleton(for: "how-to-test", kind: .guides, templatesDirectory: patternsOnly.path).path,
            nil, "the site's pattern skeleton is not a guide's")
        XCTAssertTrue(
            try EntryScaffold.skeleton(for: "guide", templatesDirectory: nil).text.contains("## iOS"),
            "a pattern collection named 'guide' starts from the pattern skeleton")
    }

    func testPlaceholdersAreFilledAndFrontMatterValuesQuoted() {
        let skeleton = """
            ---
            title: {{ title }}
            description: "{{title}}"   # said twice
            summary: About {{title}}, in {{collection}}
            aliases:
              - '{{slug}}'
            ---
            # {{title}} ({{slug}}, {{collection}}) {{date}}

            """
        XCTAssertEqual(
            EntryScaffold.fill(skeleton, title: #"Date: "picker" \ 2"#, slug: "date-picker", collection: "web"),
            #"""
            ---
            title: "Date: \"picker\" \\ 2"
            description: "Date: \"picker\" \\ 2"   # said twice
            summary: About Date: "picker" \ 2, in web
            aliases:
              - "date-picker"
            ---
            # Date: "picker" \ 2 (date-picker, web) {{date}}

            """#)
    }

    /// A skeleton saved on Windows: its front matter is still found.
    func testAWindowsSkeletonIsFilledToo() {
        XCTAssertEqual(
            EntryScaffold.fill(
                "---\r\ntitle: {{title}}\r\n---\r\n{{title}}\r\n", title: "A: b", slug: "a", collection: "c"),
            "---\r\ntitle: \"A: b\"\r\n---\r\nA: b\r\n")
        XCTAssertEqual(
            EntryScaffold.fill("No front matter: {{title}}", title: "A: b", slug: "a", collection: "c"),
            "No front matter: A: b")
    }

    func testTheEntryIsWrittenFromTheSitesSkeleton() throws {
        let own = try templates([
            "new/web.md": "---\ntitle: {{title}}\ncategories: {{collection}}\n---\n## Code examples\n"
        ])
        let content = try Fixtures.temporaryDirectory(self)
        let made = try EntryScaffold.create(
            slug: "tabs", collection: "web", title: "Tabs: the \"real\" ones", contentDirectory: content.path,
            templatesDirectory: own.path)
        XCTAssertEqual(made.path, content.path + "/web/tabs.md")
        XCTAssertEqual(made.skeleton, own.path + "/new/web.md")
        let entry = try XCTUnwrap(try ContentLoader(directory: content.path).load().entries.first)
        XCTAssertEqual(entry.title, "Tabs: the \"real\" ones")
        XCTAssertEqual(entry.categories, ["web"])
    }
}
