/// One entry as the site's search sees it: what a result shows, and every term of the entry with
/// the fields it is in.
struct SearchDocument: Sendable {
    /// Where a term is; a result ranks by the best field a query word is found in, and says which
    /// fields matched. Bits, so one number per term and entry says all of them.
    struct Fields: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let title = Fields(rawValue: 1)
        static let category = Fields(rawValue: 2)
        static let description = Fields(rawValue: 4)
        static let criteria = Fields(rawValue: 8)
        static let notes = Fields(rawValue: 16)
        static let code = Fields(rawValue: 32)
        /// How many bits a posting keeps for its fields.
        static let width = 6
    }

    var title: String
    /// Relative to the site root, as the site links pages.
    var url: String
    var collection: String
    var collectionName: String
    var categories: [String]
    var description: String?
    var platforms: [String]
    var frameworks: [String]
    var hasCode: Bool
    /// Sort key: the index's order, so equal scores list as the index does.
    var order: Int
    var terms: [String: Fields]

    init(entry: Entry, url: String, collectionName: String) {
        title = entry.title
        self.url = url
        collection = EntryPageBuilder.anchor(entry.collection)
        self.collectionName = collectionName
        categories = entry.categories.map(EntryPageBuilder.displayName)
        description = entry.description
        platforms = entry.platforms.map(\.platform.rawValue)
        frameworks = entry.coveredFrameworks.map(\.rawValue)
        let snippets = entry.snippets
        hasCode = !snippets.isEmpty
        order = entry.order ?? .max
        var terms: [String: Fields] = [:]
        func add(_ text: String?, _ field: Fields) {
            guard let text else { return }
            SearchWords.forEach(in: text) { terms[$0, default: []].insert(field) }
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
        [statements.keyboard, statements.mobile, statements.screenReader, statements.settings].forEach { add($0, .criteria) }
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
            section.general.forEach { add($0, .notes) }
            for framework in section.frameworks { framework.blocks.forEach { add($0, .notes) } }
        }
        snippets.forEach { add($0.code, .code) }
        self.terms = terms
    }
}
