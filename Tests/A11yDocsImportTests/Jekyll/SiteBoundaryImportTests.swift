import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// Links in a Jekyll site: those staying inside the site are followed; a read leading outside it
/// is refused as an error naming the file, and nothing from outside reaches the plan.
final class SiteBoundaryImportTests: XCTestCase {
    private let secret = "root:x:0:0:root:/root:/bin/bash\n"

    private func sloppySite(_ scratch: ImportScratch, entry body: String) throws {
        try scratch.write([
            "outside/passwd": secret,
            "outside/etc/shadow.html": secret,
            "site/_config.yml": "title: Patterns\ncollections:\n  native:\n    output: true\n",
            "site/_layouts/entry.html": "{{ content }}\n",
            "site/_native/Toggle Switch.md": "---\ntitle: Toggle switch\ncategories: controls\n---\n" + body,
        ])
    }

    func testAnIncludesFolderLinkedOutsideTheSiteIsNotRead() throws {
        let scratch = try ImportScratch(self)
        try sloppySite(scratch, entry: "## iOS\n\n{% include passwd %}\n")
        try scratch.link("site/_includes", to: scratch.path("outside"))
        let plan = try scratch.plan()
        let file = "\(scratch.site)/_native/Toggle Switch.md"
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            [
                "\(file):7:1: error: the include '_includes/passwd' resolves to "
                    + "'\(scratch.resolved("outside"))/passwd', outside the site — nothing outside the site is read: "
                    + "copy the file into the site; the tag is left as written"
            ])
        XCTAssertTrue(plan.report.hasErrors)
        XCTAssertEqual(
            ImportScratch.text(plan, "native/toggle-switch.md")?.hasSuffix("## iOS\n\n{% include passwd %}\n"), true)
        XCTAssertFalse(plan.files.contains { String(decoding: $0.contents, as: UTF8.self).contains("root:x:0") })
    }

    func testLinksInsideIncludesLeadingOutsideAreNotRead() throws {
        let scratch = try ImportScratch(self)
        try sloppySite(
            scratch,
            entry: "{% include examples/switch.html %}\n\n{% include shadow.html %}\n\n{% include etc/shadow.html %}\n")
        try scratch.write(["site/_includes/examples/switch.html": "<button role=\"switch\">Wi-Fi</button>\n"])
        try scratch.link("site/_includes/shadow.html", to: "../../outside/etc/shadow.html")
        try scratch.link("site/_includes/etc", to: scratch.path("outside/etc"))
        let plan = try scratch.plan()
        let file = "\(scratch.site)/_native/Toggle Switch.md"
        let outside = scratch.resolved("outside/etc/shadow.html")
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            [
                "\(file):7:1: error: the include '_includes/shadow.html' resolves to '\(outside)', outside the site — "
                    + "nothing outside the site is read: copy the file into the site; the tag is left as written",
                "\(file):9:1: error: the include '_includes/etc/shadow.html' resolves to '\(outside)', outside the "
                    + "site — nothing outside the site is read: copy the file into the site; the tag is left as "
                    + "written",
            ])
        let text = try XCTUnwrap(ImportScratch.text(plan, "native/toggle-switch.md"))
        XCTAssertTrue(text.contains("```html example\n<button role=\"switch\">Wi-Fi</button>\n```"), text)
        XCTAssertFalse(text.contains("root:x:0"), text)
    }

    func testRelativeIncludesStayInsideTheSite() throws {
        let scratch = try ImportScratch(self)
        try sloppySite(
            scratch,
            entry:
                "{% include_relative ../../outside/passwd %}\n\n{% include_relative snippets/passwd.md %}\n\n{% "
                + "include_relative shared/shadow.html %}\n"
        )
        try scratch.link("site/_native/snippets/passwd.md", to: scratch.path("outside/passwd"))
        try scratch.link("site/_native/shared", to: "../../outside/etc")
        let plan = try scratch.plan()
        let file = "\(scratch.site)/_native/Toggle Switch.md"
        let findings = plan.report.findings.map(\.description)
        XCTAssertTrue(
            findings.contains(
                "\(file):5:1: error: include path '../../outside/passwd' cannot be read — name a file under _includes/ "
                    + "without '..' or Liquid; the tag is left as written"
            ), "\(findings)")
        XCTAssertTrue(
            findings.contains(
                "\(file):7:1: error: the include 'snippets/passwd.md' resolves to "
                    + "'\(scratch.resolved("outside/passwd"))', outside the site — nothing outside the site is read: "
                    + "copy the file into the site; the tag is left as written"
            ), "\(findings)")
        XCTAssertTrue(
            findings.contains(
                "\(file):9:1: error: the include 'shared/shadow.html' resolves to "
                    + "'\(scratch.resolved("outside/etc/shadow.html"))', outside the site — nothing outside the site "
                    + "is read: copy the file into the site; the tag is left as written"
            ), "\(findings)")
        // The links in the collection are refused as files of it too.
        XCTAssertTrue(
            findings.contains(
                "\(scratch.site)/_native/shared:1:1: error: this link resolves to "
                    + "'\(scratch.resolved("outside/etc"))', outside the site — nothing outside the site is read, so "
                    + "it is not imported: copy what it points at into the site"
            ), "\(findings)")
        XCTAssertTrue(
            findings.contains(
                "\(scratch.site)/_native/snippets/passwd.md:1:1: error: this link resolves to "
                    + "'\(scratch.resolved("outside/passwd"))', outside the site — nothing outside the site is read, "
                    + "so it is not imported: copy what it points at into the site"
            ), "\(findings)")
        XCTAssertEqual(findings.count, 5, "\(findings)")
        XCTAssertFalse(plan.files.contains { String(decoding: $0.contents, as: UTF8.self).contains("root:x:0") })
    }

    func testACollectionFolderLinkedOutsideTheSiteIsRefusedByName() throws {
        let scratch = try ImportScratch(self)
        try sloppySite(scratch, entry: "Plain text.\n")
        try scratch.write(["elsewhere/_web/Link.md": "---\ntitle: Link\n---\n"])
        try scratch.link("site/_web", to: scratch.path("elsewhere/_web"))
        let plan = try scratch.plan()
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            [
                "\(scratch.site)/_web:1:1: error: this link resolves to '\(scratch.resolved("elsewhere/_web"))', "
                    + "outside the site — nothing outside the site is read, so it is not imported: copy what it points "
                    + "at into the site"
            ])
        XCTAssertEqual(plan.files.map(\.path), ["native/toggle-switch.md"])
        XCTAssertEqual(plan.report.collections, 1)
    }

    /// A site whose only collection leads outside it is still a site: the refusal is reported.
    func testASiteWhoseOnlyCollectionLeadsOutsideReportsIt() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["site/_config.yml": "title: x\n", "elsewhere/Link.md": "---\ntitle: Link\n---\n"])
        try scratch.link("site/_web", to: scratch.path("elsewhere"))
        let plan = try scratch.plan()
        XCTAssertEqual(plan.files, [])
        XCTAssertEqual(plan.report.findings.map(\.location.path), ["\(scratch.site)/_web"])
        XCTAssertTrue(plan.report.hasErrors)
    }

    func testLinksStayingInsideTheSiteAreFollowed() throws {
        let scratch = try ImportScratch(self)
        try sloppySite(scratch, entry: "{% include switch.html %}\n\n{% include_relative notes/shared.html %}\n")
        try scratch.write([
            "site/_examples/switch.html": "<button role=\"switch\">Wi-Fi</button>\n",
            "site/docs/shared-note.html": "<p>Shared note</p>\n",
            "site/_drafts/Slider.md": "---\ntitle: Slider\n---\n",
        ])
        try scratch.link("site/_includes", to: "_examples")
        try scratch.link("site/_native/notes/shared.html", to: "../../docs/shared-note.html")
        try scratch.link("site/_native/Slider.md", to: scratch.path("site/_drafts/Slider.md"))
        let plan = try scratch.plan()
        XCTAssertEqual(plan.report.findings.map(\.description), [])
        XCTAssertEqual(
            plan.files.map(\.path), ["native/slider.md", "native/toggle-switch.md", "native/notes/shared.html"])
        let text = try XCTUnwrap(ImportScratch.text(plan, "native/toggle-switch.md"))
        XCTAssertTrue(
            text.hasSuffix(
                "```html example\n<button role=\"switch\">Wi-Fi</button>\n```\n\n```html example\n<p>Shared "
                    + "note</p>\n```\n"
            ), text)
        XCTAssertEqual(ImportScratch.text(plan, "native/slider.md"), "---\ntitle: Slider\n---\n")
    }
}
