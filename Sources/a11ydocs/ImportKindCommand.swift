import A11yDocsImport
import ArgumentParser

/// `a11ydocs import <name> <source>` for an importer that takes no option of its own.
struct ImportKindCommand<Importer: LibraryImporter>: ParsableCommand {
    static var configuration: CommandConfiguration { ImportRun<Importer>.configuration }

    @OptionGroup var source: ImportSourceOptions<Importer>
    @OptionGroup var writing: ImportWritingOptions

    func run() throws {
        try ImportRun<Importer>(source: source, writing: writing).run()
    }
}
