import A11yDocsTestSupport
import Foundation

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// Loading one entry or one body straight from text, as tests do; a build reads files through
/// `ContentLoader`.
extension EntryLoader {
    package static func load(_ data: Data, path: String, file: String, collection: String, slug: String) -> (
        entry: Entry?, diagnostics: [Diagnostic]
    ) {
        let entryFile = EntryFile(path: path, file: file, collection: collection, slug: slug, isDraftByName: false)
        let loaded = load(entryFile, data: data, checkingAgainst: nil)
        return (loaded.entry, loaded.diagnostics)
    }
}

extension BodyParser {
    package static func parse(_ body: String) throws(CMark.Refused) -> (
        general: [NoteSection], platforms: [PlatformNotes]
    ) {
        // In place, as a build reads bodies; `BodyParserInPlaceTests` holds it to the copied tree.
        parse(try CMarkDocument(parsing: body))
    }
}
