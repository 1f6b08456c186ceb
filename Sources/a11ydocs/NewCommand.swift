import A11yDocs
import ArgumentParser

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create an entry (or a guide) with every section ready to fill in.",
        discussion: """
            Writes <content>/<collection>/<slug>.md from a skeleton; never overwrites a file. The \
            skeleton is the first of: Templates/new/<collection>.md, Templates/new/default.md (your \
            own, in the templates folder), the built-in one for the collection ('web': code examples, \
            then Name, Role, Group, State and Focus notes) and the built-in default (iOS and Android \
            sections with their framework markers). In a collection that a11ydocs.yml declares \
            'kind: guides', a guide: Templates/new/<collection>.md, Templates/new/guide.md, then the \
            built-in guide (a title, a description and headings). {{title}}, {{slug}} and \
            {{collection}} in it are filled in. 'a11ydocs check' lists the TODOs left to fill in.
            """
    )

    @Argument(help: ArgumentHelp("File name of the entry: lowercase letters, digits and hyphens.", valueName: "slug"))
    var slug: String

    @Option(help: "Collection (folder under the content folder).")
    var collection = "native"

    @Option(help: "Title; by default made from the slug.")
    var title: String?

    @OptionGroup var config: ConfigOption
    @OptionGroup var content: ContentOption
    @OptionGroup var templates: TemplatesOption

    func run() throws {
        let command = Self.configuration.commandName ?? "new"
        let options = try SiteSetup(command: command, config: config, content: content).options(
            content: content, templates: templates)
        do {
            let (path, skeleton) = try EntryScaffold.create(
                slug: slug, collection: collection, title: title,
                contentDirectory: options.contentDirectory, templatesDirectory: options.templatesDirectory,
                kind: options.site.kind(of: collection))
            Terminal.output(
                "Created \(path)\(skeleton.map { " from \($0)" } ?? "") — fill in the TODOs; 'a11ydocs check' lists "
                    + "those left."
            )
        } catch let failure as EntryScaffold.Failure {
            throw UsageError(command: command, .scaffold(failure))
        }
    }
}
