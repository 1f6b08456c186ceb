import Foundation
import A11yDocs
import A11yDocsImport
import A11yDocsSupport
import ArgumentParser

/// `a11ydocs import jekyll <site>`: a Jekyll-era library's collections become a11ydocs collections.
struct JekyllImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jekyll",
        abstract: "Import a Jekyll pattern library: its collections become a11ydocs collections.",
        discussion: """
        Each collection folder (_native/, _web/, _checklist-web/) becomes <to>/<name>/; file \
        names become slugs (Toggle Switch.md → toggle-switch.md). A collection none of whose \
        entries has keyboard, mobile, screenreader, settings or gherkin- keys (demos, pages) is \
        left out and named, unless --collection names it. Beside <to>, a11ydocs.yml is written \
        from _config.yml (title, description, base_url from url + baseurl, the collections' \
        order and titles; an existing one is kept without --force), and the site files the \
        entries reference (/assets/x.png, {{ site.baseurl }}/assets/x.png) are copied into \
        Static/, which build publishes at the site's root; those references become relative. In \
        the bodies, {% highlight %} becomes a fenced code block, {% include %} the included file \
        (an 'html example' block outside code and in {::nomarkdown}), {% raw %} its content, \
        <example> elements live examples, a highlight shown again as an example one example, \
        {{ site.baseurl }}, {{ site.url }}, {{ site.title }}, {{ page.title }} and the \
        relative_url / absolute_url filters their values, and {: .bad-example} / \
        {: .good-example} the block's role. Front-matter keys written at the top level under \
        keyboard:, mobile:, screenreader: or settings: are indented into that group; the rest of \
        the front matter is kept byte for byte. Anything else (other Liquid, a missing include) \
        is left as written and reported as path:line:column. Nothing outside the site's folder is \
        read: a file, include or collection folder linked outside it is reported as an error. An \
        include may be 1 MiB, and includes may add 8 MiB to one entry. Every file of a collection \
        left out (a name giving no slug, a hidden file) is named. The summary says what was done \
        of each kind and the next step. Exit codes: 0 done, 1 problems (0 with --keep-going), 2 \
        usage errors.
        """
    )

    @Argument(help: ArgumentHelp("The Jekyll site's folder (the one holding _config.yml).", valueName: "site-folder"))
    var site: String

    @Option(name: .customLong("to"), help: ArgumentHelp("Folder to write the entries into.", valueName: "path"))
    var destination = "Content"

    @Option(name: .customLong("collection"), help: ArgumentHelp(
        "Also import this collection (its folder's name without '_') although none of its entries has keyboard, mobile, screenreader, settings or gherkin- keys. Repeat it for more.",
        valueName: "name"))
    var collections: [String] = []

    @Flag(help: "Write into a content or static folder that already holds files, replacing files of the same name, and replace an existing a11ydocs.yml.")
    var force = false

    @Flag(help: "Exit with 0 even when some constructs could not be converted (they are still reported).")
    var keepGoing = false

    func run() throws {
        let command = "import jekyll"
        do {
            try ImportDestination.check(destination, force: force)
        } catch ImportDestination.Failure.notEmpty(let path) {
            throw UsageError(command: command, .importTargetNotEmpty(path))
        } catch let failure as ImportDestination.Failure {
            throw UsageError(command: command, .destination(failure))
        }
        var importer = JekyllImporter(siteDirectory: site, destination: destination)
        importer.namedCollections = collections
        importer.replacesSettings = force
        let plan: ImportPlan
        do {
            plan = try importer.plan()
        } catch let failure as JekyllImporter.Failure {
            throw UsageError(command: command, .site(failure))
        }
        if !force, let changed = ImportDestination.changedFiles(plan.staticFiles, in: plan.staticFolder).first {
            throw UsageError(command: command, .staticFileChanged(changed))
        }
        do {
            try ImportDestination.write(plan)
        } catch let failure as ImportDestination.Failure {
            Terminal.error("Error: \(failure.description)")
            throw ExitCode(1)
        }
        let report = plan.report
        report.renames.forEach { Terminal.output($0.description) }
        report.indentedKeys.forEach { Terminal.output($0.description) }
        report.findings.forEach { Terminal.error($0.description) }
        Terminal.output(report.summary)
        report.details.forEach { Terminal.output($0) }
        Terminal.output(Self.nextStep(library: importer.libraryDirectory, destination: destination, settings: report.settings))
        if report.hasErrors && !keepGoing { throw ExitCode(1) }
    }

    /// A next step that works from here: the written `a11ydocs.yml` names the content and static
    /// folders, so `check` runs in its folder; a kept one may not, so the content folder is named.
    static func nextStep(library: String, destination: String, settings: ImportReport.Settings?) -> String {
        let written: Bool
        if case .written = settings { written = true } else { written = false }
        let folder = PathText.lastComponent(destination)
        let options = written || folder == "Content" ? "" : " --content \(Terminal.shellQuoted(folder))"
        let prefix = library == "." ? "" : "cd \(Terminal.shellQuoted(library)) && "
        return "Next: run '\(prefix)a11ydocs check\(options)' to review the imported entries, then 'a11ydocs serve\(options)' to preview them."
    }
}
