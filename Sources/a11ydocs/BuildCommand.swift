import A11yDocs
import ArgumentParser

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render the pattern library into the output folder.",
        discussion: """
        Prints one summary line, then any warnings. A build with errors lists every one as \
        path:line:column, leaves the previous output folder untouched and exits with 1.
        """
    )

    @OptionGroup var site: SiteLocationOptions

    @Flag(help: "Build draft entries too ('draft: true', 'published: false', or a file name starting with '_').")
    var drafts = false

    func run() throws {
        try site.checkSiteFolders(for: Self.configuration.commandName ?? "build")
        do {
            var options = site.buildOptions
            options.includesDrafts = drafts
            let report = try SiteBuilder(options: options).build()
            Terminal.output(report.summary)
            report.warnings.forEach { Terminal.error($0.description) }
        } catch let error as BuildError {
            Terminal.error(error.description)
            throw ExitCode(1)
        }
    }
}
