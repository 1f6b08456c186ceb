import A11yDocsImport
import ArgumentParser

extension LibraryImporter {
    /// `a11ydocs import <name>` for this importer: the command takes `--collection` only when the
    /// importer leaves collections out unless named.
    static var subcommand: ParsableCommand.Type {
        help.collectionHelp == nil ? ImportKindCommand<Self>.self : ImportWithCollectionsCommand<Self>.self
    }
}
