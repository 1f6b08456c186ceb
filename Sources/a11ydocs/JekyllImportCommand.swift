import A11yDocs
import ArgumentParser

/// `a11ydocs import jekyll <site>`: a Jekyll-era library's collections become a11ydocs collections.
struct JekyllImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jekyll",
        abstract: "Import a Jekyll pattern library: its collections become a11ydocs collections.",
        discussion: """
        Each collection folder (_native/, _web/, _checklist-web/) becomes <to>/<name>/; file \
        names become slugs (Toggle Switch.md → toggle-switch.md). In the bodies, {% highlight %} \
        becomes a fenced code block, {% include %} the included file (an 'html example' block \
        outside code and in {::nomarkdown}), {% raw %} its content, and {: .bad-example} / \
        {: .good-example} the block's role. Front-matter keys written at the top level under \
        keyboard:, mobile:, screenreader: or settings: are indented into that group; the rest of \
        the front matter is kept byte for byte. Anything else (other Liquid, a missing include) \
        is left as written and reported as path:line:column. Nothing outside the site's folder is \
        read: a file, include or collection folder linked outside it is reported as an error. An \
        include may be 1 MiB, and includes may add 8 MiB to one entry. Every file of a collection \
        left out (a name giving no slug, a hidden file) is named. Exit codes: 0 done, 1 problems \
        (0 with --keep-going), 2 usage errors.
        """
    )

    @Argument(help: ArgumentHelp("The Jekyll site's folder (the one holding _config.yml).", valueName: "site-folder"))
    var site: String

    @Option(name: .customLong("to"), help: ArgumentHelp("Folder to write the entries into.", valueName: "path"))
    var destination = "Content"

    @Flag(help: "Write into a content folder that already holds files, replacing files of the same name.")
    var force = false

    @Flag(help: "Exit with 0 even when some constructs could not be converted (they are still reported).")
    var keepGoing = false

    func run() throws {
        let command = "import jekyll"
        do {
            try ImportDestination.check(destination, force: force)
        } catch ImportDestination.Failure.notEmpty(let path) {
            throw UsageError(command: command, message: "'\(path)' is not empty — pass --force to import into it (files of the same name are replaced), or choose another folder with --to <path>")
        } catch let failure as ImportDestination.Failure {
            throw UsageError(command: command, message: failure.description)
        }
        let plan: ImportPlan
        do {
            plan = try JekyllImporter(siteDirectory: site, destination: destination).plan()
        } catch let failure as JekyllImporter.Failure {
            throw UsageError(command: command, message: failure.description)
        }
        do {
            // A site whose only collections are refused leaves the folder alone.
            if !plan.files.isEmpty { try ImportDestination.write(plan.files, to: destination) }
        } catch let failure as ImportDestination.Failure {
            Terminal.error("Error: \(failure.description)")
            throw ExitCode(1)
        }
        let report = plan.report
        report.renames.forEach { Terminal.output($0.description) }
        report.indentedKeys.forEach { Terminal.output($0.description) }
        report.findings.forEach { Terminal.error($0.description) }
        Terminal.output(report.summary)
        let check = destination == "Content" ? "a11ydocs check" : "a11ydocs check --content \(destination)"
        Terminal.output("Next: run '\(check)' to review the imported entries.")
        if report.hasErrors && !keepGoing { throw ExitCode(1) }
    }
}
