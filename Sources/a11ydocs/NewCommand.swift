import A11yDocs
import ArgumentParser

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create an entry with every section ready to fill in.",
        discussion: """
        Writes <content>/<collection>/<slug>.md with complete front matter and iOS and Android \
        sections with their framework markers. Never overwrites a file. 'a11ydocs check' lists \
        the TODOs left to fill in.
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

    func run() throws {
        let command = Self.configuration.commandName ?? "new"
        let folder = try SiteSetup(command: command, config: config).contentFolder(content)
        do {
            let path = try EntryScaffold.create(slug: slug, collection: collection, title: title, contentDirectory: folder)
            Terminal.output("Created \(path) — fill in the TODOs; 'a11ydocs check' lists those left.")
        } catch let failure as EntryScaffold.Failure {
            throw UsageError(command: command, message: failure.description)
        }
    }
}
