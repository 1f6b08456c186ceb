import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// `logo:`, `favicon:` and `accent:` in `a11ydocs.yml`.
final class BrandConfigTests: XCTestCase {
    private var library: URL!

    override func setUpWithError() throws {
        library = FileManager.default.temporaryDirectory.appendingPathComponent("brand-\(UUID().uuidString)")
        let folder = library.appendingPathComponent("Brand Files/icons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("mark.svg"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: library)
    }

    private func load(_ yaml: String) -> (config: SiteConfig, messages: [String]) {
        var loader = SiteConfigLoader(path: library.appendingPathComponent("a11ydocs.yml").path)
        let config = loader.decode(yaml)
        let prefix = library.path + "/"
        return (config, loader.diagnostics.map { $0.description.replacingOccurrences(of: prefix, with: "") })
    }

    func testFilesAreFoundInTheStaticFolderNamedAfterThem() {
        let (config, messages) = load(
            "logo: /icons/mark.svg\nfavicon: ./icons/mark.svg\naccent: '#00607A'\nstatic: Brand Files\n")
        XCTAssertEqual(messages, [])
        XCTAssertEqual(
            config.brand, Brand(logo: "icons/mark.svg", favicon: "icons/mark.svg", accent: .init(light: "#00607a")))
    }

    func testAMissingFileIsAnErrorAtItsValue() {
        let (config, messages) = load("static: Brand Files\nlogo: icons/Mark.svg\nfavicon: ../a11ydocs.yml\n")
        XCTAssertNil(config.brand.logo)
        XCTAssertNil(config.brand.favicon)
        XCTAssertEqual(
            messages,
            [
                "a11ydocs.yml:2:7: error: 'logo' names no file: 'Brand Files/icons/Mark.svg' is not there — put the "
                    + "file in the static folder ('Brand Files/') and give its path there, e.g. 'logo: logo.svg'",
                "a11ydocs.yml:3:10: error: 'favicon' names no file: 'Brand Files/../a11ydocs.yml' is not there — put "
                    + "the file in the static folder ('Brand Files/') and give its path there, e.g. "
                    + "'favicon: favicon.svg'",
            ])
    }

    func testAnAccentBelowFourAndAHalfToOneIsRefusedInEachScheme() {
        let pair = load("accent:\n  light: '#5b2bb5'\n  dark: '#c9b3ff'\n")
        XCTAssertEqual(pair.messages, [])
        XCTAssertEqual(pair.config.brand.accent, Brand.Accent(light: "#5b2bb5", dark: "#c9b3ff"))
        let pale = load("accent: '#7fd6f0'\n")
        XCTAssertNil(pale.config.brand.accent)
        XCTAssertEqual(
            pale.messages,
            [
                "a11ydocs.yml:1:9: error: the accent '#7fd6f0' has a contrast of 1.64:1 on the light scheme's "
                    + "background '#ffffff', below the 4.5:1 text needs — choose a darker colour, or give both: "
                    + "'accent: {light: \"#5b2bb5\", dark: \"#c9b3ff\"}'"
            ])
        let dark = load("accent: {light: '#00607a', dark: '#333'}\n")
        XCTAssertNil(dark.config.brand.accent?.dark)
        XCTAssertEqual(dark.messages.count, 1)
        XCTAssertTrue(dark.messages[0].contains("on the dark scheme's background '#121216'"), dark.messages[0])
        XCTAssertTrue(dark.messages[0].contains("choose a lighter colour for 'dark'"), dark.messages[0])
        let darkOnly = load("accent:\n  dark: '#c9b3ff'\n  lihgt: '#5b2bb5'\n")
        XCTAssertNil(darkOnly.config.brand.accent)
        XCTAssertEqual(
            darkOnly.messages,
            [
                "a11ydocs.yml:3:3: warning: unknown key 'lihgt' — did you mean 'light'?",
                "a11ydocs.yml:2:3: error: 'accent' must be given a 'light' colour too, beside 'dark'",
            ])
        XCTAssertEqual(
            load("accent: purple\n").messages,
            ["a11ydocs.yml:1:9: error: 'accent' must be a colour such as '#5b2bb5'"])
    }

    func testContrastIsWCAGs() {
        XCTAssertEqual(Brand.contrast("#000000", "#ffffff"), 21, accuracy: 0.001)
        XCTAssertEqual(Brand.contrast("#767676", "#ffffff"), 4.54, accuracy: 0.01)
        XCTAssertEqual(Brand.hexColour("#AbC"), "#aabbcc")
        XCTAssertNil(Brand.hexColour("#abcd"))
        XCTAssertNil(Brand.hexColour("00607a"))
    }
}
