import A11yDocsImport
import ArgumentParser

/// `a11ydocs import <kind> …`: moves a library written for another generator to a11ydocs, once.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert a pattern library written for another generator into a11ydocs entries.",
        discussion: """
            Name the kind of site, then its folder: 'a11ydocs import jekyll ../old-site'. The \
            import runs once: it writes entries into the content folder, prints every file it \
            renamed, every change it made and every construct it could not convert, and leaves \
            the rest of each file as it was. Then run 'a11ydocs check'.
            """,
        subcommands: Importers.all.map { $0.subcommand }
    )
}
