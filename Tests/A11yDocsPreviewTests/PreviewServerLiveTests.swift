import A11yDocs
import A11yDocsLoading
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsPreview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole preview over a real loopback socket: edit an entry, receive the reload event.
final class PreviewServerLiveTests: XCTestCase {
    /// A site with one entry (`native/slider.md`), served on a free port; cancelled after the test.
    private func serve(
        _ entryText: String, withConfig: Bool = false,
        ready readiness: @escaping @Sendable (PreviewServer.Event) -> Bool
    ) async throws -> (root: URL, entry: URL, port: Int) {
        let site = try SliderSite(self, entry: entryText)
        let (root, entry) = (site.root, site.entry)

        let port = try Self.freePort()
        var configured = site.options
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Static/img"), withIntermediateDirectories: true)
        try Data("first".utf8).write(to: root.appendingPathComponent("Static/img/logo.svg"))
        configured.staticDirectory = root.appendingPathComponent("Static").path
        let options = configured
        // The command line merges the config with its flags; here the title alone shows the reload.
        let configFile = root.appendingPathComponent("a11ydocs.yml").path
        let settings =
            withConfig
            ? PreviewServer.Settings(file: configFile) {
                let (config, warnings) = try SiteConfigLoader.load(from: configFile)
                var reloaded = options
                reloaded.site.title = config.title ?? reloaded.site.title
                return (reloaded, warnings)
            } : nil
        let ready = expectation(description: "server ready")
        let server = Task {
            try await PreviewServer(options: options, host: "127.0.0.1", port: port, settings: settings).run { event in
                if readiness(event) { ready.fulfill() }
            }
        }
        addTeardownBlock { server.cancel() }
        await fulfillment(of: [ready], timeout: 30)
        return (root, entry, port)
    }

    func testEditingAnEntrySendsAReloadForItsPage() async throws {
        let (root, entry, port) = try await serve("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n") {
            if case .ready = $0 { return true }
            return false
        }
        let events = try LoopbackClient(port: port)
        try events.send("GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        XCTAssertTrue(try events.read(until: ": connected", seconds: 10).contains("text/event-stream"))

        try Data("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- second\n".utf8).write(to: entry)
        let received = try events.read(until: "\"/native/slider/\"", seconds: 10)
        XCTAssertTrue(
            received.contains("event: reload\ndata: {\"paths\":[\"/native/slider/\",\"/native/slider.md\"]}"), received)
        let page = try String(
            contentsOf: root.appendingPathComponent("Output/native/slider/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("second"))
        XCTAssertFalse(page.contains("__a11ydocs"), "the reload script is added when serving, never written")

        try Data("---\ntitle: Slider\n".utf8).write(to: entry)
        let problems = try events.read(until: "event: problems", seconds: 10)
        XCTAssertTrue(problems.contains("slider.md:1:1"), problems)
        XCTAssertTrue(
            try String(contentsOf: root.appendingPathComponent("Output/native/slider/index.html"), encoding: .utf8)
                .contains("second"),
            "the last good page stays")
    }

    func testSavingTheConfigRebuildsTheSiteAndAnErrorInItShowsOnPages() async throws {
        let (root, _, port) = try await serve(
            "---\ntitle: Slider\ncategories: controls\n---\nTODO: write the notes\n", withConfig: true
        ) {
            if case .ready = $0 { return true }
            return false
        }
        let events = try LoopbackClient(port: port)
        try events.send("GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        // What `check` finds is shown without stopping anything.
        let warnings = try events.read(until: "TODO", seconds: 10)
        XCTAssertTrue(warnings.contains("event: warnings"), warnings)
        XCTAssertTrue(warnings.contains("slider.md:5:1"), warnings)

        let config = root.appendingPathComponent("a11ydocs.yml")
        // Saved as editors save, in one step: a watcher that reads a file half-written sees an
        // empty config, which is valid and rebuilds the site with its defaults.
        try Data("title: Renamed library\n".utf8).write(to: config, options: .atomic)
        XCTAssertTrue(try events.read(until: "{\"paths\":[\"*\"]}", seconds: 10).contains("event: reload"))
        XCTAssertTrue(
            try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8).contains(
                "<h1>Renamed library</h1>"))

        try Data("title: [unclosed\n".utf8).write(to: config, options: .atomic)
        let problems = try events.read(until: "event: problems", seconds: 10)
        XCTAssertTrue(try events.read(until: "a11ydocs.yml:", seconds: 5).contains("a11ydocs.yml:1:"), problems)
        XCTAssertTrue(
            try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8).contains(
                "<h1>Renamed library</h1>"),
            "the last good site stays")
    }

    /// Static files are served as published, and a saved one shows (every page reloads) without a restart.
    func testAStaticFileIsServedAndAChangeToItShows() async throws {
        let (root, _, port) = try await serve("---\ntitle: Slider\ncategories: controls\n---\n") {
            if case .ready = $0 { return true }
            return false
        }
        let first = try LoopbackClient(port: port)
        try first.send("GET /img/logo.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let served = try first.readToEnd(seconds: 10)
        XCTAssertTrue(served.hasPrefix("HTTP/1.1 200") && served.hasSuffix("\r\n\r\nfirst"), served)

        let events = try LoopbackClient(port: port)
        try events.send("GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        XCTAssertTrue(try events.read(until: ": connected", seconds: 10).contains("text/event-stream"))
        try Data("second".utf8).write(to: root.appendingPathComponent("Static/img/logo.svg"))
        XCTAssertTrue(try events.read(until: "{\"paths\":[\"*\"]}", seconds: 10).contains("event: reload"))
        let again = try LoopbackClient(port: port)
        try again.send("GET /img/logo.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(try again.readToEnd(seconds: 10).hasSuffix("\r\n\r\nsecond"))
    }

    func testStartsWithABrokenSiteAndBuildsOnceItIsFixed() async throws {
        let (root, entry, port) = try await serve("---\ntitle: Slider\n") {
            if case .ready(nil, _) = $0 { return true }
            return false
        }
        let page = try LoopbackClient(port: port)
        try page.send("GET /native/slider/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(try page.read(until: "__a11ydocs/client.js", seconds: 10).hasPrefix("HTTP/1.1 404"))

        let events = try LoopbackClient(port: port)
        try events.send("GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertTrue(
            try events.read(until: "event: problems", seconds: 10).contains("slider.md:1:1"),
            "a page opened now shows the problems")
        try Data("---\ntitle: Slider\ncategories: controls\n---\n".utf8).write(to: entry)
        XCTAssertTrue(try events.read(until: "{\"paths\":[\"*\"]}", seconds: 10).contains("event: reload"))
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/native/slider/index.html").path))
    }

    /// Every page navigation closes an event stream: the server must let go of each one at once,
    /// not when the next rebuild writes to it, or it runs out of file descriptors.
    func testClosedPagesAndEventStreamsAreReleased() async throws {
        let (_, _, port) = try await serve("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n") {
            if case .ready = $0 { return true }
            return false
        }
        // One page view to warm the server up (event loop, caches) before measuring.
        try Self.viewPage(port: port, path: "/native/slider/")
        try await Task.sleep(nanoseconds: 300_000_000)
        let baseline = try Self.openDescriptors()
        var most = baseline
        for _ in 0..<300 {
            try Self.viewPage(port: port, path: "/native/slider/")
            most = max(most, try Self.openDescriptors())
        }
        XCTAssertLessThanOrEqual(
            most - baseline, 32, "open descriptors grew from \(baseline) to \(most) over 300 page views")
        let settled = try await Self.openDescriptors(fallingTo: baseline + 4)
        XCTAssertLessThanOrEqual(
            settled, baseline + 4, "\(settled) descriptors open after the page views, \(baseline) before")
    }

    /// A client that does not keep the connection alive gets its response and then the close; an
    /// HTTP/1.0 event stream is not chunked (HTTP/1.0 has no chunks): its end is the close.
    func testConnectionsWithoutKeepAliveAreClosedAfterTheResponse() async throws {
        let (_, entry, port) = try await serve("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n") {
            if case .ready = $0 { return true }
            return false
        }
        let http10 = try LoopbackClient(port: port)
        try http10.send("GET /native/slider/ HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        let page = try http10.readToEnd(seconds: 10)
        XCTAssertTrue(page.hasPrefix("HTTP/1.0 200"), page)
        XCTAssertTrue(page.lowercased().contains("connection: close"), page)
        XCTAssertTrue(page.contains("__a11ydocs/client.js"), page)

        let close = try LoopbackClient(port: port)
        try close.send("GET /native/slider/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Close\r\n\r\n")
        XCTAssertTrue(try close.readToEnd(seconds: 10).hasPrefix("HTTP/1.1 200"))

        let events = try LoopbackClient(port: port)
        try events.send("GET /__a11ydocs/events HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        let head = try events.read(until: "\r\n\r\n: connected\n\n", seconds: 10).lowercased()
        XCTAssertTrue(head.hasPrefix("http/1.0 200"), head)
        XCTAssertTrue(head.contains("connection: close"), head)
        XCTAssertFalse(head.contains("transfer-encoding"), head)
        try Data("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- second\n".utf8).write(to: entry)
        XCTAssertTrue(
            try events.read(until: "\"/native/slider/\"", seconds: 10).contains("\n\nevent: reload\ndata: "),
            "messages are sent as they are")
    }

    func testRequestsForAnotherHostAreRefused() async throws {
        let (_, _, port) = try await serve("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n") {
            if case .ready = $0 { return true }
            return false
        }
        for (host, status) in [
            ("attacker.example:\(port)", "403"), ("localhost:\(port)", "200"), ("127.0.0.1:\(port)", "200"),
        ] {
            let client = try LoopbackClient(port: port)
            try client.send("GET /native/slider/ HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            let response = try client.readToEnd(seconds: 10)
            XCTAssertTrue(response.hasPrefix("HTTP/1.1 \(status)"), "\(host): \(response.prefix(200))")
            XCTAssertEqual(response.contains("Slider"), status == "200", host)
        }
    }

    /// A request line that names a host (absolute or authority form) or no path (`*`), and a head
    /// with two `Host` headers, the good one first: either could pass the host check with one name
    /// and mean another. Each is answered 400 with why, and the connection closes, before any file
    /// is read; so is a head the HTTP/1 decoder cannot read.
    func testOddRequestLinesAndRepeatedHostsAreBadRequests() async throws {
        let (_, _, port) = try await serve("---\ntitle: Slider\ncategories: controls\n---\n## iOS\n- first\n") {
            if case .ready = $0 { return true }
            return false
        }
        let good = "Host: 127.0.0.1:\(port)\r\n"
        let requests = [
            ("GET http://evil.example/native/slider/ HTTP/1.1\r\n" + good, "(absolute form)"),
            ("GET http://127.0.0.1:\(port)/native/slider/ HTTP/1.1\r\n" + good, "(absolute form)"),
            ("GET /native/slider/ HTTP/1.1\r\n" + good + "Host: evil.example\r\n", "more than one Host header"),
            ("GET /native/slider/ HTTP/1.1\r\n" + good + "HOST: 127.0.0.1:\(port)\r\n", "more than one Host header"),
            ("GET * HTTP/1.1\r\n" + good, "(asterisk form)"),
            ("OPTIONS * HTTP/1.1\r\n" + good, "(asterisk form)"),
            ("GET /native/slider/ HTTP/1.1\r\n", "needs a Host header"),
            // The HTTP/1 decoder itself cannot read these: the preview answers them the same way.
            ("GET evil.example:443 HTTP/1.1\r\n" + good, "is not a path starting with '/'"),
            (
                "GET /native/slider/ HTTP/1.1\r\n" + good + "Not a header\r\n",
                "is not HTTP/1.1 as this preview reads it"
            ),
        ]
        for (head, why) in requests {
            let client = try LoopbackClient(port: port)
            try client.send(head + "\r\n")
            let response = try client.readToEnd(seconds: 10)
            let line = head.prefix { $0 != "\r" }
            XCTAssertTrue(response.hasPrefix("HTTP/1.1 400"), "\(line): \(response.prefix(300))")
            XCTAssertTrue(response.contains("\r\n\r\nBad request: ") && response.contains(why), "\(line): \(response)")
            XCTAssertTrue(
                response.lowercased().contains("content-type: text/plain; charset=utf-8"), "\(line): \(response)")
            XCTAssertFalse(response.contains("Slider"), "\(line): no file is served")
        }

        // CONNECT's own form: refused too, without a body, as the HTTP/1 encoder sends none in
        // answer to CONNECT.
        let connect = try LoopbackClient(port: port)
        try connect.send("CONNECT evil.example:443 HTTP/1.1\r\n\(good)\r\n")
        let tunnel = try connect.readToEnd(seconds: 10)
        XCTAssertTrue(tunnel.hasPrefix("HTTP/1.1 400"), tunnel)

        // In turn with the connection's other answers: the page, then the refusal.
        for second in ["GET http://evil.example/ HTTP/1.1\r\n\(good)", "GET evil.example:443 HTTP/1.1\r\n\(good)"] {
            let pipelined = try LoopbackClient(port: port)
            try pipelined.send("GET /native/slider/ HTTP/1.1\r\n\(good)\r\n\(second)\r\n")
            let both = try pipelined.readToEnd(seconds: 10)
            guard let page = both.range(of: "HTTP/1.1 200"), let refused = both.range(of: "HTTP/1.1 400") else {
                XCTFail("a page and a refusal: \(both.prefix(300))")
                continue
            }
            XCTAssertLessThan(page.lowerBound, refused.lowerBound, both)
            XCTAssertTrue(both[..<refused.lowerBound].contains("Slider"), "the good request is served whole first")
            XCTAssertTrue(both.hasSuffix(".\n"), "the refusal ends the connection: \(both.suffix(200))")
        }

        // Only the preview marks a refusal: a client's own field of that name is ignored.
        let marked = try LoopbackClient(port: port)
        try marked.send(
            "GET /native/slider/ HTTP/1.1\r\n\(good)X-A11ydocs-Refused: absolute-form\r\nConnection: close\r\n\r\n")
        let served = try marked.readToEnd(seconds: 10)
        XCTAssertTrue(served.hasPrefix("HTTP/1.1 200") && served.contains("Slider"), String(served.prefix(300)))
    }

    /// A page view as a browser makes it: the page, then its event stream until the first
    /// message; then the browser navigates away and closes both.
    private static func viewPage(port: Int, path: String) throws {
        let page = try LoopbackClient(port: port)
        try page.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = try page.read(until: "__a11ydocs/client.js", seconds: 10)
        let events = try LoopbackClient(port: port)
        try events.send("GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = try events.read(until: ": connected\n\n", seconds: 10)
    }

    /// This process's open file descriptors, the server's included (it runs in-process).
    private static func openDescriptors() throws -> Int {
        #if os(Linux)
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        #else
            try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count
        #endif
    }

    /// The descriptor count once it is at most `limit`, or after 5 seconds.
    private static func openDescriptors(fallingTo limit: Int) async throws -> Int {
        var count = try openDescriptors()
        for _ in 0..<50 where count > limit {
            try await Task.sleep(nanoseconds: 100_000_000)
            count = try openDescriptors()
        }
        return count
    }

    /// A port nothing listens on now.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                guard bind(descriptor, $0, length) == 0, getsockname(descriptor, $0, &length) == 0 else {
                    throw POSIXError(.EADDRINUSE)
                }
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// A minimal HTTP client on a blocking socket, to read a server-sent-event stream as it arrives.
final class LoopbackClient {
    private let descriptor: Int32
    private var received = ""

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(descriptor) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw POSIXError(.EIO) }
    }

    /// Everything received once the server closes the connection; fails after `seconds`.
    func readToEnd(seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return received }
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        throw POSIXError(.ETIMEDOUT)
    }

    /// Everything received so far once it contains `marker`; fails after `seconds`.
    func read(until marker: String, seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(marker) {
            guard Date() < deadline else { throw POSIXError(.ETIMEDOUT) }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        return received
    }
}
