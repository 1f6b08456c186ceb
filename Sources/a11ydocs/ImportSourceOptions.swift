import A11yDocsImport
import ArgumentParser

/// What every `a11ydocs import <name>` is told first: the library to import and where to.
struct ImportSourceOptions<Importer: LibraryImporter>: ParsableArguments {
    @Argument(help: ArgumentHelp(Importer.help.sourceHelp, valueName: Importer.help.sourceName))
    var source: String

    @Option(name: .customLong("to"), help: ArgumentHelp("Folder to write the entries into.", valueName: "path"))
    var destination = "Content"
}
