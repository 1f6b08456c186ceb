import A11yDocs
import A11yDocsPreview
import ArgumentParser
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site while you write: rebuilds what changed and reloads open pages.",
        discussion: """
            Builds the site into a private temporary folder (removed when the preview stops; the \
            output folder is left alone, so drafts never reach it) and serves it under the base URL \
            exactly as it will be published. It answers only requests addressed to the address it \
            listens on or to localhost. Saving an entry re-renders its pages, then the index, criteria builder \
            and exports; a template change re-renders the pages that use it; a change to a11ydocs.yml \
            rebuilds the whole site with the new settings. Content, config or template errors never \
            stop the preview: the last good pages stay and open pages show the problems; warnings \
            ('a11ydocs check' findings) show at the end of each page. Drafts are shown, marked as \
            drafts. Stop with Ctrl-C.
            """
    )

    @Option(name: [.long, .short], help: "Port to listen on.")
    var port = 8000

    @Option(help: "Address to listen on. Anything but loopback makes the preview reachable from the network.")
    var host = "127.0.0.1"

    @OptionGroup var config: ConfigOption
    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption
    @OptionGroup var publishing: PublishingOptions

    func validate() throws {
        guard (1...65535).contains(port) else {
            throw ValidationError("--port must be between 1 and 65535 (got \(port))")
        }
    }

    func run() async throws {
        let name = Self.configuration.commandName ?? "serve"
        let (config, content, templates, publishing) = (config, content, templates, publishing)
        let folder = try PreviewFolder.make()
        defer { folder.remove() }
        // Read at the start and again whenever a11ydocs.yml changes. The preview shows drafts,
        // marked as such (it is where they are written), and publishes no sitemap.
        let settings = { @Sendable () throws -> (BuildOptions, [Diagnostic]) in
            let setup = try SiteSetup(command: name, config: config, content: content)
            var options = try setup.options(
                content: content, templates: templates, publishing: publishing, drafts: true)
            options.warnsWithoutSitemap = false
            options.outputDirectory = folder.site
            return (options, setup.warnings)
        }
        let (options, warnings) = try settings()
        if publishing.output != nil {
            Terminal.error("warning: serve writes no output folder (only 'build' does): --output is not used")
        }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            Terminal.error("warning: listening on \(host): anyone who can reach this machine can see the preview")
        }
        warnings.forEach { Terminal.error($0.description) }
        let server = PreviewServer(
            options: options, host: host, port: port,
            settings: PreviewServer.Settings(file: config.path(content: content), reload: settings))
        do {
            try await server.run { event in
                switch event {
                case let .ready(report, url):
                    if let report {
                        Terminal.output(report.summary)
                        report.warnings.errorsFirst().forEach { Terminal.error($0.description) }
                    }
                    Terminal.output("Serving \(url) — press Ctrl-C to stop")
                case let .rebuilt(changed, milliseconds):
                    Terminal.output("Rebuilt \(changed.joined(separator: ", ")) in \(milliseconds) ms")
                case .recovered:
                    Terminal.output("Problems resolved; the site is up to date")
                case let .warnings(warnings):
                    warnings.errorsFirst().forEach { Terminal.error($0.description) }
                    if warnings.isEmpty { Terminal.output("No warnings left") }
                case let .failed(diagnostics):
                    // Errors first: in a large library they would be lost among the warnings.
                    diagnostics.errorsFirst().forEach { Terminal.error($0.description) }
                    Terminal.error(
                        "\(diagnostics.countSummary) — the last good pages are still served; fix the errors above and "
                            + "save."
                    )
                }
            }
        } catch  where PreviewServer.isAddressInUse(error) {
            throw UsageError(command: "serve", .portInUse(port, host: host))
        }
    }
}
