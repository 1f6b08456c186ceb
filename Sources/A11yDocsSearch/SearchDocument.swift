import A11yDocsMarkdown
import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// One entry as the site's search shows it in a result; its terms, with the fields they are in,
/// come from `forEachTerm(of:collectionName:_:)`.
package struct SearchDocument: Sendable, Encodable {
    /// The record's keys in `search-index.json`; the sort key stays out.
    enum CodingKeys: String, CodingKey {
        case title, url, collection, collectionName, categories, description, platforms, frameworks
        case hasCode = "code"
        case isGuide = "guide"
    }

    /// Where a term is; a result ranks by the best field a query word is found in, and says which
    /// fields matched. Bits, so one number per term and entry says all of them.
    package struct Fields: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8

        package init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        package static let title = Fields(rawValue: 1)
        package static let category = Fields(rawValue: 2)
        package static let description = Fields(rawValue: 4)
        package static let criteria = Fields(rawValue: 8)
        package static let notes = Fields(rawValue: 16)
        package static let code = Fields(rawValue: 32)
        /// How many bits a posting keeps for its fields.
        static let width = 6
    }

    package var title: String
    /// Relative to the site root, as the site links pages.
    package var url: String
    package var collection: String
    package var collectionName: String
    package var categories: [String]
    package var description: String?
    package var platforms: [String]
    package var frameworks: [String]
    package var hasCode: Bool
    /// Sort key: the index's order, so equal scores list as the index does.
    package var order: Int
    /// A guide's text counts as notes, but the page names it "text": the key is written for guides
    /// only, so an index without guides stays as it was.
    package var isGuide = false

    package init(entry: Entry, url: String, collectionName: String) {
        title = entry.title
        self.url = url
        collection = FolderName.anchor(entry.collection)
        self.collectionName = collectionName
        categories = entry.categories.map(FolderName.shown)
        description = entry.description
        platforms = entry.platforms.map(\.platform.rawValue)
        frameworks = entry.coveredFrameworks.map(\.rawValue)
        hasCode = entry.hasSnippets
        order = entry.order ?? .max
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(url, forKey: .url)
        try container.encode(collection, forKey: .collection)
        try container.encode(collectionName, forKey: .collectionName)
        try container.encode(categories, forKey: .categories)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(frameworks, forKey: .frameworks)
        try container.encode(hasCode, forKey: .hasCode)
        if isGuide { try container.encode(true, forKey: .isGuide) }
    }

    /// Calls `body` with each term of the entry (its UTF-8 bytes, valid during the call) and the
    /// field it is in; a term comes once for every time it is written.
    static func forEachTerm(
        of entry: Entry, collectionName: String, _ body: (UnsafeBufferPointer<UInt8>, Fields) -> Void
    ) {
        func add(_ text: String?, _ field: Fields) {
            guard let text else { return }
            SearchWords.forEachTerm(in: text) { body($0, field) }
        }
        add(entry.title, .title)
        add(entry.collection, .category)
        add(collectionName, .category)
        entry.categories.forEach { add($0, .category) }
        add(entry.description, .description)
        for expectation in entry.keyboard + entry.mobile + entry.screenReader.rows + entry.settings {
            add(expectation.trigger, .criteria)
            add(expectation.result, .criteria)
        }
        let statements = entry.statements
        [statements.keyboard, statements.mobile, statements.screenReader, statements.settings].forEach {
            add($0, .criteria)
        }
        entry.wcag.forEach { add($0, .criteria) }
        for group in entry.wcagChecklist {
            add(group.name, .criteria)
            group.items.forEach { add($0, .criteria) }
        }
        for scenario in entry.authoredScenarios {
            add(scenario.name, .criteria)
            scenario.steps.forEach { add($0.text, .criteria) }
        }
        for section in entry.generalNotes + entry.platforms.flatMap(\.sections) {
            add(section.title, .notes)
            section.general.forEach { notes($0, body) }
            for framework in section.frameworks { framework.blocks.forEach { notes($0, body) } }
        }
    }

    /// A notes block's terms: its fenced code blocks' as code, the rest as notes. Lines are found
    /// in the UTF-8 bytes (not as Characters), and each is read once, so code is not tokenized twice.
    static func notes(_ block: String, _ body: (UnsafeBufferPointer<UInt8>, Fields) -> Void) {
        block.withUTF8Bytes { bytes in
            // The open fence's character and length; a length of 0 is outside any fence.
            var fenceByte: UInt8 = 0, fenceLength = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != Byte.newline { lineEnd += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                lineStart = lineEnd + 1
                var start = 0
                while start < line.count, Byte.isSpaceOrTab(line[start]) { start += 1 }
                let first: UInt8 = start < line.count ? line[start] : 0
                var run = 0
                if first == Byte.backtick || first == UInt8(ascii: "~") {
                    while start + run < line.count, line[start + run] == first { run += 1 }
                }
                if fenceLength > 0 {
                    let closes =
                        first == fenceByte && run >= fenceLength
                        && line[(start + run)...].allSatisfy({ Byte.isBlank($0) })
                    if closes {
                        fenceLength = 0
                        continue
                    }
                } else if run >= 3 {
                    (fenceByte, fenceLength) = (first, run)
                    continue
                }
                if fenceLength > 0 {
                    SearchWords.forEachTerm(inBytes: line) { body($0, .code) }
                } else {
                    ProseText.forEachRun(in: line) { SearchWords.forEachTerm(inBytes: $0) { body($0, .notes) } }
                }
            }
        }
    }
}
