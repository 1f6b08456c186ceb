import Foundation
import XCTest

/// `check`, `new` and `serve` as an author runs them.
final class AuthoringCommandTests: XCTestCase {
    func testCheckReportsEveryFindingAndUsesExitCodes() throws {
        let site = try CommandLineRunner.site(self, entries: [
            "native/ok.md": "---\ntitle: OK\ncategories: x\nscreenreader:\n  name: a\n  role: b\n  state: c\n---\n## iOS\n- **UIKit**\n  - a\n## Android\n- **Compose**\n  - b\n",
            "native/warn.md": "---\ntitle: Warn\ncategories: x\nscreenreader:\n  name: a\n  role: b\n  state: c\n---\n## iOS\n- **UIKit**\n  - TODO\n## Android\n- **Compose**\n  - b\n",
        ])
        let clean = try CommandLineRunner.run(["check"], in: site)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "Content/native/warn.md:11:5: warning: placeholder 'TODO' left in — replace it with the real text\n")
        XCTAssertEqual(clean.stderr, "0 error(s), 1 warning(s).\n")

        let strict = try CommandLineRunner.run(["check", "--strict"], in: site)
        XCTAssertEqual(strict.status, 1)

        let json = try CommandLineRunner.run(["check", "--format", "json"], in: site)
        let findings = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(findings?.first?["path"] as? String, "Content/native/warn.md")
        XCTAssertEqual(findings?.first?["line"] as? Int, 11)
        XCTAssertEqual(findings?.first?["column"] as? Int, 5)
        XCTAssertEqual(findings?.first?["severity"] as? String, "warning")

        try Data("---\ntitle: Broken\n".utf8).write(to: site.appendingPathComponent("Content/native/broken.md"))
        let broken = try CommandLineRunner.run(["check"], in: site)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.hasPrefix("Content/native/broken.md:1:1: error: front matter is not closed"), broken.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("Output").path), "check writes nothing")
    }

    func testNewScaffoldsAnEntryAndRefusesToOverwrite() throws {
        let site = try CommandLineRunner.site(self, entries: ["native/.keep": ""])
        let created = try CommandLineRunner.run(["new", "date-picker", "--title", "Date picker"], in: site)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(created.stdout, "Created Content/native/date-picker.md — fill in the TODOs; 'a11ydocs check' lists those left.\n")
        let again = try CommandLineRunner.run(["new", "date-picker"], in: site)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.hasPrefix("Error: 'Content/native/date-picker.md' already exists"), again.stderr)
        let bad = try CommandLineRunner.run(["new", "Date Picker", "--collection", "web"], in: site)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("'Date Picker' is not a usable slug"), bad.stderr)
        let build = try CommandLineRunner.run(["build"], in: site)
        XCTAssertEqual(build.status, 0, "a scaffold builds: " + build.stderr)
    }

    func testServeReportsAPortInUse() throws {
        let site = try CommandLineRunner.site(self, entries: ["native/a.md": "---\ntitle: A\ncategories: b\n---\n"])
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        listen(listener, 1)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let run = try CommandLineRunner.run(["serve", "--port", String(port)], in: site)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Error: port \(port) on 127.0.0.1 is in use — stop the other program or pass --port <number>"), run.stderr)
    }
}
