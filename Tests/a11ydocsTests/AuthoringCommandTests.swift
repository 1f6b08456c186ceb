import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `check`, `new` and `serve` as an author runs them.
final class AuthoringCommandTests: XCTestCase {
    func testCheckReportsEveryFindingAndUsesExitCodes() throws {
        let site = try CommandLineRunner.site(
            self,
            entries: [
                "native/ok.md":
                    "---\ntitle: OK\ncategories: x\nscreenreader:\n  name: a\n  role: b\n  state: c\n---\n## iOS\n- "
                    + "**UIKit**\n  - a\n## Android\n- **Compose**\n  - b\n",
                "native/warn.md":
                    "---\ntitle: Warn\ncategories: x\nscreenreader:\n  name: a\n  role: b\n  state: c\n---\n## iOS\n- "
                    + "**UIKit**\n  - TODO\n## Android\n- **Compose**\n  - b\n",
            ])
        let clean = try CommandLineRunner.run(["check"], in: site)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(
            clean.stdout,
            "Content/native/warn.md:11:5: warning: placeholder 'TODO' left in — replace it with the real text\n")
        XCTAssertEqual(clean.stderr, "1 warning.\n")

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
        XCTAssertTrue(
            broken.stdout.hasPrefix("Content/native/broken.md:1:1: error: front matter is not closed"), broken.stdout)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: site.appendingPathComponent("Output").path), "check writes nothing")
    }

    func testNewScaffoldsAnEntryAndRefusesToOverwrite() throws {
        let site = try CommandLineRunner.site(self, entries: ["native/.keep": ""])
        let created = try CommandLineRunner.run(["new", "date-picker", "--title", "Date picker"], in: site)
        XCTAssertEqual(created.status, 0, created.stderr)
        // The site's Templates/ is the theme written out, skeletons included.
        XCTAssertEqual(
            created.stdout,
            "Created Content/native/date-picker.md from Templates/new/default.md — fill in the TODOs; 'a11ydocs check' "
                + "lists those left.\n"
        )
        let again = try CommandLineRunner.run(["new", "date-picker"], in: site)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.hasPrefix("Error: 'Content/native/date-picker.md' already exists"), again.stderr)
        let bad = try CommandLineRunner.run(["new", "Date Picker", "--collection", "web"], in: site)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("'Date Picker' is not a usable slug"), bad.stderr)
        let build = try CommandLineRunner.run(["build"], in: site)
        XCTAssertEqual(build.status, 0, "a scaffold builds: " + build.stderr)
    }

    /// `new --collection web` writes the web layout; a fresh entry of either kind has only TODOs
    /// left for `check`.
    func testNewWritesTheWebSkeletonForTheWebCollection() throws {
        let site = try CommandLineRunner.site(self, entries: [:])
        try FileManager.default.removeItem(at: site.appendingPathComponent("Templates"))
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let web = try CommandLineRunner.run(["new", "combo-box", "--collection", "web"], in: site)
        XCTAssertEqual(web.status, 0, web.stderr)
        XCTAssertEqual(
            web.stdout, "Created Content/web/combo-box.md — fill in the TODOs; 'a11ydocs check' lists those left.\n")
        let text = try String(contentsOf: site.appendingPathComponent("Content/web/combo-box.md"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("---\ntitle: \"Combo box\"\n"), text)
        for heading in [
            "## Code examples", "```html example", "## Developer notes", "### Name", "### Role", "### Group",
            "### State", "### Focus",
        ] {
            XCTAssertTrue(text.contains("\n" + heading + "\n"), "no \(heading) in:\n\(text)")
        }
        XCTAssertFalse(text.contains("## iOS"), text)
        XCTAssertFalse(text.contains("{{"), text)
        let native = try CommandLineRunner.run(["new", "date-picker", "--title", "Date: picker"], in: site)
        XCTAssertEqual(native.status, 0, native.stderr)
        XCTAssertTrue(
            try String(contentsOf: site.appendingPathComponent("Content/native/date-picker.md"), encoding: .utf8)
                .contains("## iOS\n"))

        let check = try CommandLineRunner.run(["check"], in: site)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertFalse(check.stdout.contains(": error:"), check.stdout)
        XCTAssertEqual(
            Set(check.stdout.split(separator: "\n").map { $0.components(separatedBy: ": warning: ").last ?? "" }),
            ["placeholder 'TODO' left in — replace it with the real text"])
        let criteria = try CommandLineRunner.run(["criteria", "Date: picker"], in: site)
        XCTAssertEqual(criteria.status, 0, criteria.stderr)
    }

    /// `new --collection` of a collection a11ydocs.yml declares `kind: guides` writes a guide, which
    /// builds and has only TODOs left for `check`.
    func testNewWritesAGuideInAGuidesCollection() throws {
        let site = try CommandLineRunner.site(self, entries: [:])
        try FileManager.default.removeItem(at: site.appendingPathComponent("Templates"))
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data("collections:\n  how-to-test:\n    kind: guides\n".utf8).write(
            to: site.appendingPathComponent("a11ydocs.yml"))
        let run = try CommandLineRunner.run(["new", "zoom", "--collection", "how-to-test"], in: site)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout, "Created Content/how-to-test/zoom.md — fill in the TODOs; 'a11ydocs check' lists those left.\n")
        let text = try String(contentsOf: site.appendingPathComponent("Content/how-to-test/zoom.md"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("---\ntitle: \"Zoom\"\ndescription: TODO"), text)
        XCTAssertTrue(text.contains("\n## TODO first step\n"), text)
        for entryOnly in ["categories:", "keyboard:", "## iOS", "## Code examples", "{{"] {
            XCTAssertFalse(text.contains(entryOnly), entryOnly)
        }
        let check = try CommandLineRunner.run(["check"], in: site)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(
            Set(check.stdout.split(separator: "\n").map { $0.components(separatedBy: ": warning: ").last ?? "" }),
            ["placeholder 'TODO' left in — replace it with the real text"])
        let build = try CommandLineRunner.run(["build"], in: site)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(build.stdout.hasPrefix("Built 0 entries and 1 guide (7 pages)"), build.stdout)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: site.appendingPathComponent("Output/how-to-test/zoom/index.html").path))
    }

    /// A site's own skeletons: Templates/new/<collection>.md, else Templates/new/default.md, with
    /// the title, slug and collection filled in.
    func testNewUsesTheSitesOwnSkeletons() throws {
        let site = try CommandLineRunner.site(self, entries: [:])
        let own = site.appendingPathComponent("Templates/new")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data(
            ("---\ntitle: {{ title }}\ncategories: {{collection}}\n---\n## Code examples\n\nThe {{title}} pattern "
                + "({{slug}}).\n").utf8
        )
        .write(to: own.appendingPathComponent("web.md"))
        // Saved on Windows, with a byte-order mark: still filled in.
        try Data(
            ("\u{FEFF}---\r\ntitle: '{{title}}'\r\ncategories: house style\r\n---\r\n## iOS\r\n- **UIKit**\r\n  - "
                + "{{title}}\r\n## Android\r\n- **Compose**\r\n  - {{slug}}\r\n").utf8
        )
        .write(to: own.appendingPathComponent("default.md"))

        let web = try CommandLineRunner.run(
            ["new", "tabs", "--collection", "web", "--title", "Tabs: \"real\" ones"], in: site)
        XCTAssertEqual(web.status, 0, web.stderr)
        XCTAssertEqual(
            web.stdout,
            "Created Content/web/tabs.md from Templates/new/web.md — fill in the TODOs; 'a11ydocs check' lists those "
                + "left.\n"
        )
        XCTAssertEqual(
            try String(contentsOf: site.appendingPathComponent("Content/web/tabs.md"), encoding: .utf8),
            "---\ntitle: \"Tabs: \\\"real\\\" ones\"\ncategories: \"web\"\n---\n## Code examples\n\nThe Tabs: \"real\" "
                + "ones pattern (tabs).\n"
        )
        let other = try CommandLineRunner.run(["new", "slider", "--collection", "apps"], in: site)
        XCTAssertEqual(other.status, 0, other.stderr)
        XCTAssertTrue(
            other.stdout.hasPrefix("Created Content/apps/slider.md from Templates/new/default.md"), other.stdout)
        XCTAssertTrue(
            try String(contentsOf: site.appendingPathComponent("Content/apps/slider.md"), encoding: .utf8).contains(
                "title: \"Slider\"\r\n"))

        let check = try CommandLineRunner.run(["check"], in: site)
        XCTAssertFalse(check.stdout.contains(": error:"), check.stdout)
        let build = try CommandLineRunner.run(["build"], in: site)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: site.appendingPathComponent("Output/new").path),
            "skeletons are not published")
    }

    /// A repository whose config names an output folder: the preview builds into
    /// a private folder of its own, serves only that, shows drafts without writing them anywhere
    /// a build publishes from, and removes its folder (and one a killed preview left) when done.
    func testServeWritesAndServesOnlyAFolderOfItsOwn() async throws {
        let parent = try CommandLineRunner.site(self, entries: [:])
        try FileManager.default.removeItem(at: parent.appendingPathComponent("Templates"))
        let site = parent.appendingPathComponent("repo")
        let files = [
            "repo/a11ydocs.yml": "output: Public  # serve writes no output folder\n", "secret.txt": "SECRET-7f3a",
            "tmp/a11ydocs-serve-999999-1/site/index.html": "left by a killed preview",
            "repo/Content/native/slider.md": "---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- A note.\n",
            "repo/Content/native/_stepper.md":
                "---\ntitle: Stepper\ncategories: controls\n---\n## iOS\n- Draft note.\n",
        ]
        for (path, text) in files {
            let url = parent.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let temporary = parent.appendingPathComponent("tmp")
        let before = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
        let (free, port) = Self.listener()
        close(free)
        let process = Process()
        process.executableURL = CommandLineRunner.binary
        process.arguments = ["serve", "--port", String(port)]
        process.currentDirectoryURL = site
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var said = ""
        for _ in 0..<600 where !said.contains("Serving") {
            said += String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        }
        XCTAssertTrue(said.contains("Serving http://127.0.0.1:\(port)/"), said)
        let folders = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(folders.count, 1, "the killed preview's folder is gone, this one's is there: \(folders)")
        guard folders.count == 1 else { return }
        XCTAssertTrue(folders[0].hasPrefix("a11ydocs-serve-\(process.processIdentifier)-"), folders[0])

        func get(_ path: String) async throws -> (Int, String) {
            let (data, response) = try await URLSession.shared.data(
                from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
        let slider = try await get("/native/slider/")
        XCTAssertEqual(slider.0, 200)
        XCTAssertTrue(slider.1.contains("A note."))
        let draft = try await get("/native/stepper/")
        XCTAssertTrue(draft.1.contains("Draft note."), "the preview shows drafts")
        for path in ["/secret.txt", "/repo/a11ydocs.yml", "/.a11ydocs"] {
            let (status, body) = try await get(path)
            XCTAssertEqual(status, 404, path)
            XCTAssertFalse(body.contains("SECRET-7f3a") || body.contains("serve writes no output folder"), path)
        }

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "the preview's folder is removed")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted(), before,
            "nothing written beside the repository")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted(), ["Content", "a11ydocs.yml"],
            "no output folder")
    }

    func testServeReportsAPortInUse() throws {
        let site = try CommandLineRunner.site(self, entries: ["native/ok.md": "---\ntitle: OK\ncategories: x\n---\n"])
        let (listener, port) = Self.listener()
        defer { close(listener) }
        listen(listener, 1)
        let run = try CommandLineRunner.run(["serve", "--port", String(port)], in: site)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains(
                "Error: port \(port) on 127.0.0.1 is in use — stop the other program or pass --port <number>"),
            run.stderr)
    }

    /// A socket bound to a free loopback port, and the port.
    private static func listener() -> (descriptor: Int32, port: Int) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        return (listener, Int(UInt16(bigEndian: address.sin_port)))
    }
}
