import XCTest

@testable import A11yDocsSupport

final class UniqueIDsTests: XCTestCase {
    func testRepeatedTitlesGetNumberedIDsThatNeverClash() {
        var ids = UniqueIDs(reserved: ["main"])
        let made = ["Main", "Focus order", "Focus order", "Focus order 2", "focus-order", "Focus order", "¿?"].map {
            ids.make($0)
        }
        XCTAssertEqual(
            made,
            ["main-2", "focus-order", "focus-order-2", "focus-order-2-2", "focus-order-3", "focus-order-4", "section"])
    }

    /// A heading written 20,000 times (a pasted template) gets its ids in one pass each.
    func testThousandsOfRepeatsStayInOrder() {
        var ids = UniqueIDs()
        let made = (0..<20_000).map { _ in ids.make("TODO") }
        XCTAssertEqual(made.first, "todo")
        XCTAssertEqual(made.last, "todo-20000")
        XCTAssertEqual(Set(made).count, 20_000)
    }

    /// Only ASCII letters and digits are kept, after lowercasing: some characters lowercase to ASCII.
    func testSlugsKeepASCIILettersAndDigitsOnly() {
        XCTAssertEqual(UniqueIDs.slug("  Focus order: Tab, then Shift+Tab!  "), "focus-order-tab-then-shift-tab")
        XCTAssertEqual(UniqueIDs.slug("Élan — Über 2"), "lan-ber-2")
        XCTAssertEqual(UniqueIDs.slug("\u{212A}elvin"), "kelvin")
        XCTAssertEqual(UniqueIDs.slug("İstanbul"), "i-stanbul")
        XCTAssertEqual(UniqueIDs.slug("👩🏽‍🦯"), "section")
    }
}
