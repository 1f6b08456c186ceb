import Foundation

@testable import A11yDocsCriteria
// The fuzz build is a debug build, compiled for testing: the loader and the renderers are internal.
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsRendering

/// libFuzzer's entry point: any bytes, loaded as an entry file, must give an entry or located
/// findings — never a crash, a hang or unbounded memory. An entry that loads is also turned into
/// its criteria texts, which read every field, and its notes into HTML and the Markdown mirror,
/// which walk every node GitHub's extensions make (tables, task lists, strikethrough). The same
/// bytes are loaded as a guide too, and a guide that loads is made into its page's view (its
/// headings' outline, its body as HTML and as the mirror's Markdown).
@_cdecl("LLVMFuzzerTestOneInput")
public func loadEntry(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let file = EntryFile(
        path: "Content/native/fuzz.md", file: "native/fuzz.md", collection: "native", slug: "fuzz", isDraftByName: false
    )
    let loaded = EntryLoader.load(file, data: data, checkingAgainst: ["native/fuzz.md"])
    if let entry = loaded.entry {
        _ = GherkinCriteria.feature(for: entry)
        _ = CondensedCriteria.text(for: entry, url: "/native/fuzz/")
        let renderer = MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: false, resolveLink: { $0 })
        let sections = entry.generalNotes + entry.platforms.flatMap(\.sections)
        for block in sections.flatMap({ $0.general + $0.frameworks.flatMap(\.blocks) }) {
            _ = renderer.render(block)
            _ = PortableMarkdown.rewrite(block, allowRawHTML: false) { $0 }
        }
    }
    // A file that gives no entry must say why: a silent drop is a finding too.
    if loaded.entry == nil && !loaded.diagnostics.hasErrors { fatalError("no entry and no error for \(count) bytes") }
    loadGuide(data)
    return 0
}

/// The bytes as a guides collection's file, and the guide's page if it loads.
private func loadGuide(_ data: Data) {
    var file = EntryFile(
        path: "Content/guides/fuzz.md", file: "guides/fuzz.md", collection: "guides", slug: "fuzz", isDraftByName: false
    )
    file.kind = .guides
    let loaded = GuideLoader.load(file, data: data, checkingAgainst: ["guides/fuzz.md"])
    if let guide = loaded.guide {
        _ = GuidePageBuilder(options: SiteOptions(), links: LinkResolver(entriesByFile: [:])).view(for: guide)
    }
    if loaded.guide == nil && !loaded.diagnostics.hasErrors { fatalError("no guide and no error") }
}
