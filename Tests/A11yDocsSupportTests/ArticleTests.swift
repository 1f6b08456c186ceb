import XCTest

@testable import A11yDocsSupport

final class ArticleTests: XCTestCase {
    func testChoosesTheArticleBySound() {
        let cases = [
            ("Alert dialog", "an alert dialog"), ("Carousel", "a carousel"), ("Slider", "a slider"),
            ("Input field", "an input field"), ("User menu", "a user menu"), ("Unit picker", "a unit picker"),
            ("Hour picker", "an hour picker"), ("iOS picker", "an iOS picker"), ("URL field", "a URL field"),
            ("SMS code field", "an SMS code field"), ("One-time code", "a one-time code"),
            ("Umbrella menu", "an umbrella menu"),
            ("Euro amount field", "a euro amount field"), ("Honest label", "an honest label"),
            ("Tabs", "tabs"), ("Radio buttons", "radio buttons"), ("Progress bar", "a progress bar"),
            ("Progress", "a progress"), ("Status", "a status"), ("Canvas", "a canvas"), ("Bus", "a bus"),
        ]
        for (title, expected) in cases {
            XCTAssertEqual(Article.withArticle(title), expected, title)
        }
    }

    func testWordsAreTakenBetweenSpacesWhereverTheySit() {
        XCTAssertEqual(Article.withArticle("  Alert dialog"), "an   Alert dialog")
        XCTAssertEqual(Article.withArticle("Radio buttons  "), "radio buttons  ")
        XCTAssertEqual(Article.withArticle(""), "a ")
        XCTAssertEqual(Article.withArticle("   "), "a    ")
        XCTAssertEqual(Article.firstWord(of: "  Tab  bar "), "Tab")
        XCTAssertEqual(Article.firstWord(of: "Tab"), "Tab")
        XCTAssertEqual(Article.firstWord(of: "  "), "")
    }

    /// ASCII words are read as bytes: the article and the plural are those the characters give.
    func testBytesAndCharactersAgreeOnASCIIWords() {
        let words = [
            "", "a", "A", "Alert", "alert", "URL", "Url", "SMS", "S", "3D", "x-ray", "X", "Hour", "HOUR", "honest",
            "Euro", "one", "Once", "unit", "Umbrella", "use", "USB", "iOS", "FAQ", "F", "ok", "OK", "Tabs", "tabs",
            "Bus", "Buss", "Canvas", "Status", "Radios", "Demos", "Lists", "LISTS", "ads", "Ads", "Axis", "s", "ss",
            "-", "'quoted'", "(group)", "A1", "MRI", "NDA", "HTML", "R2D2",
        ]
        for word in words {
            XCTAssertEqual(Article.indefinite(for: word), Article.indefiniteByCharacters(word), word)
            XCTAssertEqual(Article.isPlural(word), Article.isPluralByCharacters(word[...]), word)
        }
        XCTAssertEqual(Article.withArticle("Énergie level"), "a énergie level", "beyond ASCII, by characters as before")
        XCTAssertEqual(Article.withArticle("Ärzte list"), "a ärzte list")
    }
}
