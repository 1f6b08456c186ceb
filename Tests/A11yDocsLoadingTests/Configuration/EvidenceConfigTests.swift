import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// The evidence settings of `a11ydocs.yml`, written the ways teams write them.
final class EvidenceConfigTests: XCTestCase {
    private func load(_ yaml: String) -> (config: SiteConfig, messages: [String]) {
        var loader = SiteConfigLoader(path: "a11ydocs.yml")
        let config = loader.decode(yaml)
        return (config, loader.diagnostics.map(\.description))
    }

    func testReadsTechnologiesAsAListOrAMapAndTheOtherKeys() {
        let (config, messages) = load(
            """
            assistive_technologies:
              - name: VoiceOver iOS
                current: 18
              - name: TalkBack
                current: "15.1"
              - NVDA
            stale_after: 6 months
            require_tested: true
            not_applicable:
              1.2.1: The product has no audio or video.
            """)
        XCTAssertEqual(messages, [])
        XCTAssertEqual(
            config.assistiveTechnologies,
            [
                AssistiveTechnology(name: "VoiceOver iOS", current: 18),
                AssistiveTechnology(name: "TalkBack", current: 15),
                AssistiveTechnology(name: "NVDA"),
            ])
        XCTAssertEqual(config.staleAfter, TimeSpan(6, .months))
        XCTAssertEqual(config.requireTested, true)
        XCTAssertEqual(config.notApplicable, ["1.2.1": "The product has no audio or video."])
        let map = load("assistive_technologies:\n  JAWS: 2025\n  Voice Control: ~\n")
        XCTAssertEqual(
            map.config.assistiveTechnologies,
            [AssistiveTechnology(name: "JAWS", current: 2025), AssistiveTechnology(name: "Voice Control")])
        XCTAssertEqual(map.messages, [], "a name with nothing after it has no current version, and is not warned")
        let unnamed = load("assistive_technologies:\n  JAWS: 2025\n  '': 18\n")
        XCTAssertEqual(unnamed.config.assistiveTechnologies, [AssistiveTechnology(name: "JAWS", current: 2025)])
        XCTAssertEqual(unnamed.messages.map { String($0.prefix { $0 != " " }) }, ["a11ydocs.yml:3:3:"])
        XCTAssertTrue(unnamed.messages[0].contains("error: missing required key 'assistive_technologies: name'"))
    }

    func testWhatCannotBeReadIsAnErrorAtItsValue() {
        let messages = load(
            """
            assistive_technologies:
              - name: JAWS
                current: latest
            stale_after: a year
            not_applicable:
              1.2.10: No audio.
            """
        ).messages
        XCTAssertEqual(
            messages.map { String($0.prefix { $0 != " " }) },
            ["a11ydocs.yml:3:14:", "a11ydocs.yml:4:14:", "a11ydocs.yml:6:3:"])
        XCTAssertTrue(
            messages[0].contains("'assistive_technologies: JAWS' must be the current major version, e.g. '18'"),
            messages[0])
        XCTAssertTrue(messages[1].contains("'12 months', '1 year' or '90 days'"), messages[1])
    }
}
