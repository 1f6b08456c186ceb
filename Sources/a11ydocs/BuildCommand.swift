import A11yDocs
import ArgumentParser

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render the pattern library into the output folder.",
        discussion: """
            Reads a11ydocs.yml when the folder has one; options given here override it. Renders with \
            the built-in theme, and the files of Templates/ (when it exists) in place of the theme's \
            own, file by file. Prints one summary line, then warnings: everything 'a11ydocs check' \
            finds. A build with errors (or warnings, with --strict) lists every one as \
            path:line:column, leaves the previous output folder untouched and exits with 1.
            """
    )

    @OptionGroup var config: ConfigOption
    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption
    @OptionGroup var publishing: PublishingOptions

    @Flag(
        name: [.long, .customShort("D")],
        help: "Build draft entries too ('draft: true', 'published: false', or a file name starting with '_').")
    var drafts = false

    @Flag(help: "Fail on warnings too, writing nothing.")
    var strict = false

    func run() throws {
        let setup = try SiteSetup(command: Self.configuration.commandName ?? "build", config: config, content: content)
        var options = try setup.options(content: content, templates: templates, publishing: publishing, drafts: drafts)
        options.warningsAreErrors = strict
        do {
            // With --strict a warning in the config fails the build before anything is written.
            if strict, !setup.warnings.isEmpty { throw BuildError(step: "config", diagnostics: []) }
            let report = try SiteBuilder(options: options).build()
            Terminal.output(report.summary)
            (setup.warnings + report.warnings).forEach { Terminal.error($0.description) }
            if let warning = RelativeLinksWarning.text(
                for: options.site, carriers: "the test-case CSVs in criteria/ and the criteria the builder copies")
            {
                Terminal.error(warning)
            }
        } catch let error as BuildError {
            Terminal.error(BuildError(step: error.step, diagnostics: setup.warnings + error.diagnostics).description)
            throw ExitCode(1)
        }
    }
}
