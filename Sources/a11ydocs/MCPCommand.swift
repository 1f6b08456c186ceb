import A11yDocs
import A11yDocsMCP
import ArgumentParser
import Foundation

struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the library to AI assistants over the Model Context Protocol (stdio).",
        discussion: """
            Reads the same content, config and templates as 'build' and answers an MCP client on \
            standard input and output. Tools: list_entries, get_entry, search, get_criteria and \
            list_wcag; every entry is also a resource, a11ydocs://<collection>/<slug>, as its \
            Markdown. Each request sees the files as they are: edit an entry and the next answer has \
            it. Standard output carries only the protocol; what the server does is logged on \
            standard error. It exits when the client closes standard input. Register it with a \
            client as the command 'a11ydocs' with the arguments 'mcp' (and '--content <path>' when \
            the client does not start it in the library's folder: the a11ydocs.yml beside that \
            folder is read too).
            """
    )

    @OptionGroup var config: ConfigOption
    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption

    @Option(
        help: ArgumentHelp(
            "Where the site is published, for the entries' links: '/docs/a11y/' or 'https://example.com/a11y/'. "
                + "Default: base_url in a11ydocs.yml, else /.",
            valueName: "url"))
    var baseURL: String?

    @Flag(name: [.long, .customShort("D")], help: "Serve draft entries too.")
    var drafts = false

    func run() async throws {
        let name = Self.configuration.commandName ?? "mcp"
        let (config, content, templates, drafts) = (config, content, templates, drafts)
        let publishing = try PublishingOptions.parse(baseURL.map { ["--base-url", $0] } ?? [])
        // Read at the start and again whenever a watched file changes, a11ydocs.yml included.
        let options = { @Sendable () throws -> BuildOptions in
            try SiteSetup(command: name, config: config, content: content).options(
                content: content, templates: templates, publishing: publishing, drafts: drafts)
        }
        let first = try options()
        let configFile = config.path(content: content)
        let source = LibrarySource(watchedPaths: [first.contentDirectory, first.templatesDirectory, configFile]) {
            try PatternLibrary.load(try options())
        }
        try await MCPServer.run(source: source, version: A11yDocsCommand.configuration.version, events: Self.log)
    }

    /// One line per event on standard error.
    @Sendable static func log(_ event: MCPEvent) {
        switch event {
        case let .loaded(entries, diagnostics, milliseconds, reload):
            Terminal.error("a11ydocs mcp: \(reload ? "reloaded" : "serving") \(entries) entries in \(milliseconds) ms")
            diagnostics.forEach { Terminal.error($0.description) }
        case let .loadFailed(message):
            Terminal.error("a11ydocs mcp: reload failed, the last library is still served:\n\(message)")
        case let .called(tool, milliseconds, isError):
            Terminal.error("a11ydocs mcp: \(tool) \(isError ? "→ error " : "")in \(milliseconds) ms")
        case let .refused(reason):
            Terminal.error("a11ydocs mcp: refused a message — \(reason)")
        case let .unanswered(count):
            Terminal.error(
                "a11ydocs mcp: input closed with \(count) request(s) still unanswered after waiting; stopping")
        }
    }
}
