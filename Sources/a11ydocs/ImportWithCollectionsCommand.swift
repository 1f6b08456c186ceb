import A11yDocsImport
import ArgumentParser

/// `a11ydocs import <name> <source>` for an importer that leaves collections out unless
/// `--collection` names them (`jekyll`).
struct ImportWithCollectionsCommand<Importer: LibraryImporter>: ParsableCommand {
    static var configuration: CommandConfiguration { ImportRun<Importer>.configuration }

    @OptionGroup var source: ImportSourceOptions<Importer>

    @Option(name: .customLong("collection"), help: ArgumentHelp(Importer.help.collectionHelp ?? "", valueName: "name"))
    var collections: [String] = []

    @OptionGroup var writing: ImportWritingOptions

    func run() throws {
        try ImportRun<Importer>(source: source, collections: collections, writing: writing).run()
    }
}
