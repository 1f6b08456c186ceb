import A11yDocs
import Foundation
import Hummingbird
import Logging

/// `a11ydocs serve`: builds the site, serves it as it will be published, and rebuilds what changed
/// whenever a file under the content, templates or static folder changes, telling open pages to reload.
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
        let watched =
            [options.contentDirectory, options.templatesDirectory] + (options.staticDirectory.map { [$0] } ?? [])
        let watcher = ChangeWatcher(directories: watched, files: settings.map { [$0.file] } ?? []) { paths in
            Task { await rebuilds.request(paths: paths) }
        }
        // Watching before the first build: a large library's build takes seconds, and a save made
        // meanwhile (or the moment the page answers) was lost until the next one.
        watcher.start()
        defer { watcher.stop() }
        let report = await rebuilds.firstBuild()

        var logger = Logger(label: "a11ydocs.preview")
        logger.logLevel = .warning
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)\(resolver.basePath)"
        let app = Application(
            responder: PreviewResponder(
                outputDirectory: options.outputDirectory, baseURL: options.site.baseURL, hub: hub, host: host),
            server: .preview,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "a11ydocs"),
            onServerRunning: { _ in onEvent(.ready(report, url: url)) },
            logger: logger
        )
        try await app.runService()
    }

    /// Whether an error means the port is taken by another program.
    public static func isAddressInUse(_ error: Error) -> Bool {
        "\(error)".contains("Address already in use") || "\(error)".contains("EADDRINUSE")
            || (error as NSError).code == Int(EADDRINUSE)
    }
}

/// Runs one update at a time; changes that arrive meanwhile are taken in the next update. Owns
/// the preview's state: the site, and what was last reported.
actor RebuildQueue {
    /// Replaced when the config changes.
    private var site: IncrementalSite
    private let settings: PreviewServer.Settings?
    private var settingsFingerprint: FileFingerprint?
    private let hub: ReloadHub
    private let resolver: SitePathResolver
    private let onEvent: @Sendable (PreviewServer.Event) -> Void
    /// True until the first build has run: a save seen before then only marks an update as due.
    private var running = true
    private var pending = false
    /// The files changed since the last update, as the watcher named them; nil when it could not.
    private var changedPaths: Set<String>? = []
    /// Whether the last update failed, so that a later update with nothing to do still clears it.
    private var failing = false
    /// Whether there is no good build yet to update.
    private var needsFullBuild = false
    /// Warnings last reported, so that a save that changes none does not repeat them.
    private var lastWarnings: [Diagnostic] = []

    init(
        site: IncrementalSite, settings: PreviewServer.Settings?, hub: ReloadHub, resolver: SitePathResolver,
        onEvent: @escaping @Sendable (PreviewServer.Event) -> Void
    ) {
        self.site = site
        self.settings = settings
        settingsFingerprint = settings.flatMap { FileFingerprints.fingerprint(of: $0.file) }
        self.hub = hub
        self.resolver = resolver
        self.onEvent = onEvent
    }

    /// A whole build, the first or a retry of it after it failed; reports failures to the hub.
    private func buildAll() async -> BuildReport? {
        do {
            let report = try await site.buildAll()
            await hub.siteBuilt()
            needsFullBuild = false
            lastWarnings = report.warnings
            await show(report.warnings)
            return report
        } catch {
            needsFullBuild = true
            await report(error)
            return nil
        }
    }

    /// The first build; saves made before or while it runs are taken in an update right after it.
    func firstBuild() async -> BuildReport? {
        let report = await buildAll()
        running = false
        await runPending()
        return report
    }

    /// Asks for an update. While one runs, requests only mark that another is needed: a burst of
    /// saves costs one more update, not one each.
    func request(paths: Set<String>? = nil) async {
        changedPaths = paths.flatMap { paths in changedPaths.map { $0.union(paths) } }
        pending = true
        await runPending()
    }

    private func runPending() async {
        guard !running else { return }
        running = true
        while pending {
            pending = false
            await drain()
        }
        running = false
    }

    private func drain() async {
        let started = DispatchTime.now()
        var changedSettings: String?
        if let settings, FileFingerprints.fingerprint(of: settings.file) != settingsFingerprint {
            settingsFingerprint = FileFingerprints.fingerprint(of: settings.file)
            do {
                changedSettings = try reloadSettings(settings)
            } catch {
                // The site stays as it was built; saving a fixed config tries again.
                settingsFingerprint = nil
                await report(error)
                return
            }
        }
        if needsFullBuild {
            guard let report = await buildAll() else { return }
            failing = false
            await hub.reload(paths: ["*"])
            onEvent(
                .rebuilt(
                    changed: [changedSettings ?? "the whole site (\(report.entryCount) entries)"],
                    milliseconds: Self.milliseconds(since: started)))
            return
        }
        let paths = changedPaths
        changedPaths = []
        do {
            guard let update = try await site.update(changed: paths) else {
                if failing {
                    failing = false
                    await hub.reload(paths: [])
                    onEvent(.recovered)
                }
                return
            }
            // The author's page first; a library's warnings can run to thousands of lines, and are
            // sent to open pages only when they changed.
            let recovering = failing
            failing = false
            // A stylesheet, script or image can show on any page: reload them all.
            let assetChanged = update.pages.contains { !$0.hasSuffix(".html") && !$0.hasSuffix(".md") }
            await hub.reload(paths: assetChanged ? ["*"] : update.pages.map(resolver.urlPath(ofOutput:)))
            if update.warnings != lastWarnings {
                lastWarnings = update.warnings
                onEvent(.warnings(update.warnings))
                await show(update.warnings)
            } else if recovering {
                await show(update.warnings)
            }
            let siteWide = try update.finish().map(resolver.urlPath(ofOutput:))
            if !siteWide.isEmpty { await hub.reload(paths: siteWide) }
            onEvent(.rebuilt(changed: update.changedInputs, milliseconds: Self.milliseconds(since: started)))
        } catch {
            // A failed update changed nothing; the site takes its files again next time.
            await report(error)
        }
    }

    private static func milliseconds(since start: DispatchTime) -> Int {
        Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
    }

    /// New options from the changed config, and a full build with them. Folders and the base
    /// URL's path stay as the preview started: it watches and serves those.
    private func reloadSettings(_ settings: PreviewServer.Settings) throws -> String {
        var (options, warnings) = try settings.reload()
        let old = site.options
        let restart =
            options.contentDirectory != old.contentDirectory || options.templatesDirectory != old.templatesDirectory
            || options.staticDirectory != old.staticDirectory
            || options.outputDirectory != old.outputDirectory
            || SitePathResolver.path(of: options.site.baseURL) != SitePathResolver.path(of: old.site.baseURL)
        (options.contentDirectory, options.templatesDirectory, options.outputDirectory) = (
            old.contentDirectory, old.templatesDirectory, old.outputDirectory
        )
        options.staticDirectory = old.staticDirectory
        if restart { options.site.baseURL = old.site.baseURL }
        if !warnings.isEmpty { onEvent(.warnings(warnings)) }
        site = IncrementalSite(options: options)
        needsFullBuild = true
        let file = URL(fileURLWithPath: settings.file).lastPathComponent
        return restart ? "\(file) (its new folders or base URL path apply when serve restarts)" : file
    }

    private func report(_ error: Error) async {
        failing = true
        // What stopped the build first: the warnings that came with it follow.
        let diagnostics =
            ((error as? BuildError)?.diagnostics
            ?? [
                Diagnostic(
                    .stepFailed(step: "update", reason: "\(error)"),
                    at: SourceLocation(path: site.options.contentDirectory))
            ]).errorsFirst()
        await hub.fail(diagnostics)
        onEvent(.failed(diagnostics))
    }

    private func show(_ warnings: [Diagnostic]) async {
        await hub.warn(warnings)
    }
}
