import XCTest

@testable import A11yDocsSupport

final class FolderNameAndContentTypeTests: XCTestCase {
    func testFolderNamesAreWrittenOutWithACapitalAndSpaces() {
        XCTAssertEqual(FolderName.shown("native"), "Native")
        XCTAssertEqual(FolderName.shown("form-controls"), "Form controls")
        XCTAssertEqual(FolderName.shown("web_patterns-2"), "Web patterns 2")
        XCTAssertEqual(FolderName.shown("2fa"), "2fa")
        XCTAssertEqual(FolderName.shown(""), "")
        XCTAssertEqual(FolderName.shown("élan-vital"), "Élan vital")
        XCTAssertEqual(FolderName.shown("ßtraße"), "SStraße")
    }

    func testAFilesTypeComesFromItsLastNamesExtension() {
        XCTAssertEqual(ContentTypes.known(forPath: "assets/favicon.svg"), "image/svg+xml")
        XCTAssertEqual(ContentTypes.known(forPath: "brand/Logo.PNG"), "image/png")
        XCTAssertEqual(ContentTypes.known(forPath: "a.b/icon.svg/"), "image/svg+xml")
        XCTAssertNil(ContentTypes.known(forPath: "a.svg/icon"))
        XCTAssertNil(ContentTypes.known(forPath: "README"))
        XCTAssertNil(ContentTypes.known(forPath: "/"))
        XCTAssertNil(ContentTypes.known(forPath: ""))
        XCTAssertEqual(ContentTypes.forPath("video.unknownkind"), "application/octet-stream")
    }
}
