import XCTest

@testable import A11yDocsImport
@testable import A11yDocsMarkdown

/// The Liquid values every Jekyll site means the same by, filled in; the rest still reported.
final class LiquidValueImportTests: XCTestCase {
    private let values = LiquidValues(
        siteTitle: "Team patterns", siteDescription: "How controls behave", url: "https://example.org/",
        baseurl: "a11y/", pageTitle: "Expander")

    func testSiteAndPageValuesAndURLFiltersAreFilledIn() {
        XCTAssertEqual(values.resolve("{{ site.baseurl }}"), "/a11y")
        XCTAssertEqual(values.resolve("{{site.url}}"), "https://example.org")
        XCTAssertEqual(values.resolve("{{- site.title -}}"), "Team patterns")
        XCTAssertEqual(values.resolve("{{ site.description }}"), "How controls behave")
        XCTAssertEqual(values.resolve("{{ page.title }}"), "Expander")
        XCTAssertEqual(values.resolve("{{ '/assets/x.png' | relative_url }}"), "/a11y/assets/x.png")
        XCTAssertEqual(values.resolve("{{ \"assets/x.png\" | relative_url }}"), "/a11y/assets/x.png")
        XCTAssertEqual(values.resolve("{{ '/web/tabs/' | absolute_url }}"), "https://example.org/a11y/web/tabs/")
        XCTAssertEqual(
            values.resolve("{{ 'https://w3.org/x' | relative_url }}"), "https://w3.org/x",
            "a full address stays as it is")
    }

    func testOtherValuesAndFiltersAreNotGuessed() {
        for output in [
            "{{ include.label }}", "{{ site.data.nav }}", "{{ page.title | upcase }}",
            "{{ 'a|b' | relative_url | escape }}", "{{ page.url }}",
        ] {
            XCTAssertNil(values.resolve(output), output)
        }
        XCTAssertNil(LiquidValues().resolve("{{ page.title }}"), "an entry without a title gives nothing to fill in")
        XCTAssertEqual(LiquidValues().resolve("{{ site.baseurl }}/x"), nil, "only a whole value is read")
        XCTAssertEqual(LiquidValues().resolve("{{ site.baseurl }}"), "", "a site served from its root")
    }

    func testIncludedTextHasItsValuesFilledInAndTheRestKept() {
        XCTAssertEqual(
            values.fillIn("<img src=\"{{ site.baseurl }}/a.png\" alt=\"{{ include.alt }}\">"),
            "<img src=\"/a11y/a.png\" alt=\"{{ include.alt }}\">")
        XCTAssertEqual(values.fillIn("no values {{ unclosed"), "no values {{ unclosed")
    }

    func testBodiesFillInValuesAndReportTheOthersAtTheirPlace() {
        var converter = LiquidConverter { _ in "<a href=\"{{ site.baseurl }}/web/\">{{ include.text }}</a>\n" }
        converter.values = values
        let result = converter.convert("# {{ page.title }}\n\nSee {{ site.github.url }}.\n\n{% include a.html %}\n")
        XCTAssertEqual(
            result.text,
            "# Expander\n\nSee {{ site.github.url }}.\n\n```html example\n<a href=\"/a11y/web/\">{{ include.text "
                + "}}</a>\n```\n"
        )
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            [
                "e.md:3:5: error: '{{ site.github.url }}' is a Liquid value, which a11ydocs does not fill in — write "
                    + "the text out; it is left as written",
                "e.md:5:1: error: '_includes/a.html' holds Liquid ('{{ include.text }}</a>'), which a11ydocs does not "
                    + "run — it is copied as written: replace it with the text",
            ])
        XCTAssertEqual(result.counts.liquidValues, 2)
    }
}
