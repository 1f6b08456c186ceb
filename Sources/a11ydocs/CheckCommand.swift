import A11yDocs
import ArgumentParser
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate every entry, the site config and template overrides, without writing anything.",
        discussion: """
            Reports every finding in one run, sorted by file and line, as \
            path:line:column: error|warning: message. Exit codes: 0 clean, 1 errors (or warnings \
            with --strict), 2 usage errors.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "text (one finding per line) or json (an array of findings).")
    var format: Format = .text

    @OptionGroup var config: ConfigOption
    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption

    func run() throws {
        let setup = try SiteSetup(command: Self.configuration.commandName ?? "check", config: config, content: content)
        let checker = ContentChecker(options: try setup.options(content: content, templates: templates))
        let findings = (setup.warnings + (try checker.check())).sortedByLocation()
        switch format {
        case .text:
            findings.forEach { Terminal.output($0.description) }
            Terminal.error(findings.isEmpty ? "No problems found." : "\(findings.countSummary).")
        case .json:
            Terminal.output(Self.json(findings))
        }
        if findings.hasErrors || (strict && !findings.isEmpty) { throw ExitCode(1) }
    }

    static func json(_ findings: [Diagnostic]) -> String {
        struct Finding: Encodable {
            var path: String
            var line: Int
            var column: Int
            var severity: String
            var message: String
        }
        let list = findings.map {
            Finding(
                path: $0.location.path, line: $0.location.line, column: $0.location.column,
                severity: $0.severity.rawValue, message: $0.message)
        }
        return JSONText.encode(list, pretty: true)
    }
}
