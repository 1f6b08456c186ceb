import A11yDocs
import Foundation
import Hummingbird
import Logging

/// `a11ydocs serve`: builds the site, serves it as it will be published, and rebuilds what changed
/// whenever a file under the content or templates folder changes, telling open pages to reload.
/// A content or template error never stops it: the last good pages stay and pages show the problems.
public struct PreviewServer: Sendable {
    /// What happened, for the command line to print.
    public enum Event: Sendable {
        /// Serving; the report is nil when the first build failed (its problems came as `.failed`).
        case ready(BuildReport?, url: String)
        case rebuilt(changed: [String], milliseconds: Int)
        case failed([Diagnostic])
        /// The problems are gone without a rebuild (the broken file was deleted or restored).
        case recovered
        /// What `check` finds in the site now, when it changed after an update.
        case warnings([Diagnostic])
    }

    /// The site config the options came from, read again when it changes.
    public struct Settings: Sendable {
        /// The config file to watch; it may not exist yet.
        public var file: String
        /// Reads the settings again: the options, and the config's warnings.
        public var reload: @Sendable () throws -> (BuildOptions, [Diagnostic])

        public init(file: String, reload: @escaping @Sendable () throws -> (BuildOptions, [Diagnostic])) {
            self.file = file
            self.reload = reload
        }
    }

    public var options: BuildOptions
    public var host: String
    public var port: Int
    public var settings: Settings?

    public init(options: BuildOptions, host: String = "127.0.0.1", port: Int = 8000, settings: Settings? = nil) {
        self.options = options
        self.host = host
        self.port = port
        self.settings = settings
    }

    /// Serves until interrupted (Ctrl-C, SIGTERM). Throws when the port cannot be opened. When the
    /// first build fails the server starts anyway, shows the problems, and builds again on the
    /// next save.
    public func run(onEvent: @escaping @Sendable (Event) -> Void) async throws {
        let site = IncrementalSite(options: options)
        let hub = ReloadHub()
        let resolver = SitePathResolver(outputDirectory: options.outputDirectory, baseURL: options.site.baseURL)
        let rebuilds = RebuildQueue(site: site, settings: settings, hub: hub, resolver: resolver, onEvent: onEvent)
        let report = rebuilds.buildAll()
        let watcher = ChangeWatcher(directories: [options.contentDirectory, options.templatesDirectory], files: settings.map { [$0.file] } ?? []) {
            rebuilds.request()
        }
        watcher.start()
        defer { watcher.stop() }

        var logger = Logger(label: "a11ydocs.preview")
        logger.logLevel = .warning
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)\(resolver.basePath)"
        let app = Application(
            responder: PreviewResponder(outputDirectory: options.outputDirectory, baseURL: options.site.baseURL, hub: hub),
            server: .preview,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "a11ydocs"),
            onServerRunning: { _ in onEvent(.ready(report, url: url)) },
            logger: logger
        )
        try await app.runService()
    }

    /// Whether an error means the port is taken by another program.
    public static func isAddressInUse(_ error: Error) -> Bool {
        "\(error)".contains("Address already in use") || "\(error)".contains("EADDRINUSE") || (error as NSError).code == Int(EADDRINUSE)
    }
}

/// Runs one update at a time; changes that arrive meanwhile are taken in the next update.
final class RebuildQueue: @unchecked Sendable {
    /// Replaced when the config changes; only touched on `queue`, or before it starts.
    private var site: IncrementalSite
    private let settings: PreviewServer.Settings?
    private var settingsFingerprint: FileFingerprint?
    private let hub: ReloadHub
    private let resolver: SitePathResolver
    private let onEvent: @Sendable (PreviewServer.Event) -> Void
    private let queue = DispatchQueue(label: "a11ydocs.rebuild")
    private let lock = NSLock()
    private var pending = false
    /// Whether the last update failed, so that a later update with nothing to do still clears it.
    private var failing = false
    /// Whether there is no good build yet to update.
    private var needsFullBuild = false
    /// Warnings last reported, so that a save that changes none does not repeat them.
    private var lastWarnings: [Diagnostic] = []

    init(site: IncrementalSite, settings: PreviewServer.Settings?, hub: ReloadHub, resolver: SitePathResolver,
         onEvent: @escaping @Sendable (PreviewServer.Event) -> Void) {
        self.site = site
        self.settings = settings
        settingsFingerprint = settings.flatMap { FileFingerprints.fingerprint(of: $0.file) }
        self.hub = hub
        self.resolver = resolver
        self.onEvent = onEvent
    }

    /// The first build, or a retry of it after it failed; reports failures to the hub.
    func buildAll() -> BuildReport? {
        do {
            let report = try site.buildAll()
            needsFullBuild = false
            lastWarnings = report.warnings
            show(report.warnings)
            return report
        } catch {
            needsFullBuild = true
            report(error)
            return nil
        }
    }

    func request() {
        let start = lock.withLock { () -> Bool in
            defer { pending = true }
            return !pending
        }
        guard start else { return }
        queue.async { self.drain() }
    }

    private func drain() {
        lock.withLock { pending = false }
        let started = DispatchTime.now()
        var changedSettings: String?
        if let settings, FileFingerprints.fingerprint(of: settings.file) != settingsFingerprint {
            settingsFingerprint = FileFingerprints.fingerprint(of: settings.file)
            do {
                changedSettings = try reloadSettings(settings)
            } catch {
                // The site stays as it was built; saving a fixed config tries again.
                settingsFingerprint = nil
                report(error)
                return
            }
        }
        if needsFullBuild {
            guard let report = buildAll() else { return }
            failing = false
            Self.blocking { await self.hub.reload(paths: ["*"]) }
            let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
            onEvent(.rebuilt(changed: [changedSettings ?? "the whole site (\(report.entryCount) entries)"], milliseconds: milliseconds))
            return
        }
        do {
            guard let update = try site.update() else {
                if failing {
                    failing = false
                    Self.blocking { await self.hub.reload(paths: []) }
                    onEvent(.recovered)
                }
                return
            }
            failing = false
            if update.warnings != lastWarnings {
                lastWarnings = update.warnings
                onEvent(.warnings(update.warnings))
            }
            show(update.warnings)
            // A stylesheet, script or image can show on any page: reload them all.
            let assetChanged = update.pages.contains { !$0.hasSuffix(".html") && !$0.hasSuffix(".md") }
            let pages = assetChanged ? ["*"] : update.pages.map(resolver.urlPath(ofOutput:))
            let hub = hub
            Self.blocking { await hub.reload(paths: pages) }
            let siteWide = try update.finish().map(resolver.urlPath(ofOutput:))
            if !siteWide.isEmpty { Self.blocking { await hub.reload(paths: siteWide) } }
            let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
            onEvent(.rebuilt(changed: update.changedInputs, milliseconds: milliseconds))
        } catch {
            report(error)
        }
    }

    /// New options from the changed config, and a full build with them. Folders and the base
    /// URL's path stay as the preview started: it watches and serves those.
    private func reloadSettings(_ settings: PreviewServer.Settings) throws -> String {
        var (options, warnings) = try settings.reload()
        let old = site.options
        let restart = options.contentDirectory != old.contentDirectory || options.templatesDirectory != old.templatesDirectory
            || options.outputDirectory != old.outputDirectory || SitePathResolver.path(of: options.site.baseURL) != SitePathResolver.path(of: old.site.baseURL)
        (options.contentDirectory, options.templatesDirectory, options.outputDirectory) = (old.contentDirectory, old.templatesDirectory, old.outputDirectory)
        if restart { options.site.baseURL = old.site.baseURL }
        if !warnings.isEmpty { onEvent(.warnings(warnings)) }
        site = IncrementalSite(options: options)
        needsFullBuild = true
        let file = URL(fileURLWithPath: settings.file).lastPathComponent
        return restart ? "\(file) (its new folders or base URL path apply when serve restarts)" : file
    }

    private func report(_ error: Error) {
        failing = true
        let diagnostics = (error as? BuildError)?.diagnostics
            ?? [Diagnostic(.stepFailed(step: "update", reason: "\(error)"), at: SourceLocation(path: site.options.contentDirectory))]
        Self.blocking { await self.hub.fail(Self.lines(diagnostics)) }
        onEvent(.failed(diagnostics))
    }

    private func show(_ warnings: [Diagnostic]) {
        Self.blocking { await self.hub.warn(Self.lines(warnings)) }
    }

    /// Findings as open pages list them.
    private static func lines(_ diagnostics: [Diagnostic]) -> [(location: String, message: String)] {
        diagnostics.map { (location: $0.location.description, message: "\($0.severity.rawValue): \($0.message)") }
    }

    /// Waits on this serial queue for an actor call; keeps updates strictly one after another.
    private static func blocking(_ work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await work()
            done.signal()
        }
        done.wait()
    }
}
