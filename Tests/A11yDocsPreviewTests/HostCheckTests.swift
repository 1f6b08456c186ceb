import XCTest

@testable import A11yDocsPreview

/// DNS rebinding: a page of another site whose name now points at 127.0.0.1 sends that name.
final class HostCheckTests: XCTestCase {
    func testALoopbackPreviewAnswersOnlyItsOwnAddressAndLocalhost() {
        let check = HostCheck(boundTo: "127.0.0.1")
        for allowed in ["127.0.0.1:8000", "localhost:8000", "LOCALHOST", "[::1]:8000", "127.0.0.1"] {
            XCTAssertTrue(check.allows(allowed), allowed)
        }
        for refused in [
            "attacker.example:8000", "attacker.example", "localhost.attacker.example", "127.0.0.1.nip.io:8000",
            "localhost:80x",
            "[::1", "", "localhost.", "127.0.0.2:8000",
        ] {
            XCTAssertFalse(check.allows(refused), refused)
        }
        XCTAssertFalse(check.allows(nil), "a request without a Host")
    }

    func testAnotherAddressIsAllowedBesideLocalhostAndEveryAddressAllowsAnyName() {
        let lan = HostCheck(boundTo: "192.168.1.20")
        XCTAssertTrue(lan.allows("192.168.1.20:8000"))
        XCTAssertTrue(lan.allows("localhost:8000"))
        XCTAssertFalse(lan.allows("evil.example:8000"))
        let six = HostCheck(boundTo: "::1")
        XCTAssertTrue(six.allows("[::1]:8000"))
        XCTAssertFalse(six.allows("::1"), "an IPv6 address is written in brackets")
        for wildcard in ["0.0.0.0", "::"] {
            XCTAssertTrue(HostCheck(boundTo: wildcard).allows("build-box.local:8000"), wildcard)
        }
    }
}
