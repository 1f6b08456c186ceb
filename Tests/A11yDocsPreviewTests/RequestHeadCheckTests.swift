import XCTest

@testable import A11yDocsPreview

/// Request heads the preview refuses with 400 before reading a path or host: a target that is not a
/// path, and a host named twice or, in HTTP/1.1, not at all.
final class RequestHeadCheckTests: XCTestCase {
    private func problem(_ target: String, hosts: Int = 1, required: Bool = true) -> RequestHeadCheck.Problem? {
        RequestHeadCheck.problem(target: target, hostHeaders: hosts, hostRequired: required)
    }

    func testAPathWithOneHostIsAccepted() {
        for target in ["/", "/web/button/", "/native/slider/index.html?x=1", "/__a11ydocs/events"] {
            XCTAssertNil(problem(target), target)
        }
        XCTAssertNil(problem("/", hosts: 0, required: false), "HTTP/1.0 may leave the host out")
    }

    func testEveryOtherFormOfTargetIsRefused() {
        let cases: [(String, RequestHeadCheck.Problem)] = [
            ("http://evil.example/", .absoluteForm), ("HTTP://127.0.0.1:8000/web/", .absoluteForm),
            ("https://localhost/", .absoluteForm),
            ("evil.example:443", .authorityForm), ("127.0.0.1:8000", .authorityForm), ("localhost", .authorityForm),
            ("*", .asteriskForm),
            ("web/button/", .notAPath), ("http:/web/", .notAPath), ("", .notAPath), ("?x=1", .notAPath),
        ]
        for (target, expected) in cases {
            XCTAssertEqual(problem(target), expected, target)
            XCTAssertEqual(problem(target, hosts: 2), expected, "the target is checked first: \(target)")
        }
    }

    func testAHostNamedTwiceOrMissingInHTTP11IsRefused() {
        XCTAssertEqual(problem("/", hosts: 2), .repeatedHost)
        XCTAssertEqual(problem("/", hosts: 3, required: false), .repeatedHost)
        XCTAssertEqual(problem("/", hosts: 0), .missingHost)
    }

    func testEachReasonIsOneShortLineSayingWhatToSend() {
        for problem in RequestHeadCheck.Problem.allCases {
            XCTAssertTrue(problem.reason.hasPrefix("Bad request: "), problem.rawValue)
            XCTAssertTrue(problem.reason.hasSuffix(".\n"), problem.rawValue)
            XCTAssertEqual(problem.reason.filter { $0 == "\n" }.count, 1, problem.rawValue)
            XCTAssertLessThan(problem.reason.count, 240, problem.rawValue)
        }
        XCTAssertEqual(
            Set(RequestHeadCheck.Problem.allCases.map(\.reason)).count, RequestHeadCheck.Problem.allCases.count,
            "each says its own why")
    }
}
