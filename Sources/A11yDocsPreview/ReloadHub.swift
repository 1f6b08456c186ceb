import A11yDocs
import Foundation

/// Open pages listening for reloads (server-sent events). Remembers the last build error, so a
/// page opened while the build is broken shows it at once, and whether this preview has built
/// its site yet.
public actor ReloadHub {
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
    private var currentError: String?
    private var currentWarnings: String?
    /// Whether a build of this preview has written the output folder: until one has, the folder
    /// may hold anything (a build refuses a folder it did not write), and none of it is served.
    public private(set) var hasSite = false

    public init() {}

    /// A build wrote the site: from now on its files are served.
    public func siteBuilt() {
        hasSite = true
    }

    /// A stream of server-sent-event messages for one page.
    public func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(16))
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        continuation.yield(": connected\n\n")
        if let currentError {
            continuation.yield(currentError)
        } else if let currentWarnings {
            continuation.yield(currentWarnings)
        }
        return stream
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }

    /// Tells pages showing any of these URL paths (or every page, for `*`) to reload.
    public func reload(paths: [String]) {
        currentError = nil
        send(Self.message(event: "reload", data: ["paths": paths]))
    }

    /// Shows the build's problems on every open page until the next good build.
    public func fail(_ diagnostics: [Diagnostic]) {
        let message = Self.message(event: "problems", data: Self.listing(diagnostics))
        currentError = message
        send(message)
    }

    /// What `check` would find, shown on every open page without taking focus: the site built.
    public func warn(_ diagnostics: [Diagnostic]) {
        let message = Self.message(event: "warnings", data: Self.listing(diagnostics))
        currentWarnings = message
        send(message)
    }

    /// Findings as open pages show them, errors first (what stopped the build is not buried under
    /// a library's warnings), with their counts worded (`1 error, 138 warnings`) for the heading.
    private static func listing(_ diagnostics: [Diagnostic]) -> [String: Any] {
        let problems = diagnostics.errorsFirst().map {
            ["location": $0.location.description, "message": "\($0.severity.rawValue): \($0.message)"]
        }
        return ["summary": diagnostics.countSummary, "problems": problems]
    }

    private func send(_ message: String) {
        for listener in listeners.values { listener.yield(message) }
    }

    static func message(event: String, data: Any) -> String {
        let json =
            (try? JSONSerialization.data(withJSONObject: data, options: [.sortedKeys, .withoutEscapingSlashes]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(event)\ndata: \(json)\n\n"
    }
}
