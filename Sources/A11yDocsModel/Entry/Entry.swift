import A11yDocsSupport
import Foundation

/// One accessibility pattern: its front matter, what a tester must observe, and developer notes.
public struct Entry: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        var slug: String
        var collection: String
        var title: String
        var categories: [String]
        var description: String?
        var order: Int?
        var wcag: [String]
        var keyboard: [Expectation]
        var mobile: [Expectation]
        var screenReader: ScreenReaderOutput
        var settings: [Expectation]
        var statements: TestGroupStatements
        var wcagChecklist: [WCAGChecklistGroup]
        var authoredScenarios: [AuthoredScenario]
        var isDraft: Bool
        var generalNotes: [NoteSection]
        var platforms: [PlatformNotes] {
            didSet { coveredFrameworkBits = Entry.frameworkBits(of: platforms) }
        }
        /// The frameworks `platforms` has notes for, a bit each (`Framework.allCases`' order): the
        /// page, the index and the search ask, and walking the notes for it retained each list.
        var coveredFrameworkBits: UInt64 = 0
        var source: SourceLocation
        var file: String
        var lastUpdated: Date?
        var videos: [Video] = []
        var aliases: [Alias] = []
        var tested: [TestRecord] = []
    }

    /// Shared between copies: entries are copied wherever a list of them is walked, sorted or grouped.
    private var storage: SharedFields<Fields>

    /// File name without `.md`; unique within a collection.
    public var slug: String {
        get { storage.fields.slug }
        set { storage.change { $0.slug = newValue } }
    }
    /// First folder under the content folder, e.g. `native`.
    public var collection: String {
        get { storage.fields.collection }
        set { storage.change { $0.collection = newValue } }
    }
    public var title: String {
        get { storage.fields.title }
        set { storage.change { $0.title = newValue } }
    }
    public var categories: [String] {
        get { storage.fields.categories }
        set { storage.change { $0.categories = newValue } }
    }
    public var description: String? {
        get { storage.fields.description }
        set { storage.change { $0.description = newValue } }
    }
    public var order: Int? {
        get { storage.fields.order }
        set { storage.change { $0.order = newValue } }
    }
    /// WCAG success criteria by number, e.g. `1.4.10`.
    public var wcag: [String] {
        get { storage.fields.wcag }
        set { storage.change { $0.wcag = newValue } }
    }
    public var keyboard: [Expectation] {
        get { storage.fields.keyboard }
        set { storage.change { $0.keyboard = newValue } }
    }
    public var mobile: [Expectation] {
        get { storage.fields.mobile }
        set { storage.change { $0.mobile = newValue } }
    }
    public var screenReader: ScreenReaderOutput {
        get { storage.fields.screenReader }
        set { storage.change { $0.screenReader = newValue } }
    }
    public var settings: [Expectation] {
        get { storage.fields.settings }
        set { storage.change { $0.settings = newValue } }
    }
    /// Test groups the author wrote as text (`keyboard: N/A`) rather than as steps.
    public var statements: TestGroupStatements {
        get { storage.fields.statements }
        set { storage.change { $0.statements = newValue } }
    }
    /// The author's WCAG checklist, when `wcag` groups hold items in words.
    public var wcagChecklist: [WCAGChecklistGroup] {
        get { storage.fields.wcagChecklist }
        set { storage.change { $0.wcagChecklist = newValue } }
    }
    /// Scenarios the author wrote (`gherkin-keyboard` …), replacing generated ones.
    public var authoredScenarios: [AuthoredScenario] {
        get { storage.fields.authoredScenarios }
        set { storage.change { $0.authoredScenarios = newValue } }
    }
    /// Left out of a build unless drafts are asked for (`draft: true`, `published: false`, `_name.md`).
    public var isDraft: Bool {
        get { storage.fields.isDraft }
        set { storage.change { $0.isDraft = newValue } }
    }
    /// Notes that belong to no platform, e.g. an introduction, or shared sections of the older layout.
    public var generalNotes: [NoteSection] {
        get { storage.fields.generalNotes }
        set { storage.change { $0.generalNotes = newValue } }
    }
    public var platforms: [PlatformNotes] {
        get { storage.fields.platforms }
        set { storage.change { $0.platforms = newValue } }
    }
    /// The file as the user named it (under the content folder the build was given).
    public var source: SourceLocation {
        get { storage.fields.source }
        set { storage.change { $0.source = newValue } }
    }
    /// The file's path relative to the content folder, e.g. `native/carousel.md`.
    public var file: String {
        get { storage.fields.file }
        set { storage.change { $0.file = newValue } }
    }
    /// When the entry last changed (its last commit, else the file's date); set by the build.
    public var lastUpdated: Date? {
        get { storage.fields.lastUpdated }
        set { storage.change { $0.lastUpdated = newValue } }
    }
    /// Recordings of the pattern with assistive technologies (`videos:`).
    public var videos: [Video] {
        get { storage.fields.videos }
        set { storage.change { $0.videos = newValue } }
    }
    /// Addresses the entry had before (`aliases:`): each gets a page that sends the reader here.
    public var aliases: [Alias] {
        get { storage.fields.aliases }
        set { storage.change { $0.aliases = newValue } }
    }
    /// What the pattern was tested with (`tested:`), in the order written.
    public var tested: [TestRecord] {
        get { storage.fields.tested }
        set { storage.change { $0.tested = newValue } }
    }

    public init(
        slug: String, collection: String, title: String, categories: [String],
        description: String? = nil, order: Int? = nil, wcag: [String] = [],
        keyboard: [Expectation] = [], mobile: [Expectation] = [],
        screenReader: ScreenReaderOutput = ScreenReaderOutput(), settings: [Expectation] = [],
        statements: TestGroupStatements = TestGroupStatements(), wcagChecklist: [WCAGChecklistGroup] = [],
        authoredScenarios: [AuthoredScenario] = [], isDraft: Bool = false,
        generalNotes: [NoteSection] = [], platforms: [PlatformNotes] = [],
        source: SourceLocation, file: String
    ) {
        storage = SharedFields(
            Fields(
                slug: slug, collection: collection, title: title, categories: categories, description: description,
                order: order, wcag: wcag, keyboard: keyboard, mobile: mobile, screenReader: screenReader,
                settings: settings, statements: statements, wcagChecklist: wcagChecklist,
                authoredScenarios: authoredScenarios, isDraft: isDraft, generalNotes: generalNotes,
                platforms: platforms, coveredFrameworkBits: Self.frameworkBits(of: platforms), source: source,
                file: file))
    }

    /// Notes for one platform, if the entry has any.
    public func notes(for platform: Platform) -> PlatformNotes? {
        platforms.first { $0.platform == platform }
    }

    /// Frameworks with at least one framework-specific note, in a fixed order.
    public var coveredFrameworks: [Framework] {
        let all = Framework.allCases, present = storage.fields.coveredFrameworkBits
        return all.indices.filter { present & 1 << UInt64($0) != 0 }.map { all[$0] }
    }

    /// One bit per framework with notes, not a set: hashing each section's frameworks cost more
    /// than the rest of the answer.
    private static func frameworkBits(of platforms: [PlatformNotes]) -> UInt64 {
        let all = Framework.allCases
        var present: UInt64 = 0
        for platform in platforms {
            for section in platform.sections {
                for notes in section.frameworks {
                    if let index = all.firstIndex(of: notes.framework) { present |= 1 << UInt64(index) }
                }
            }
        }
        return present
    }

    /// Every code snippet in the entry, in source order.
    public var snippets: [CodeSnippet] {
        (generalNotes + platforms.flatMap(\.sections)).flatMap(\.snippets)
    }

    /// Whether the entry has a code snippet, asked without gathering them all.
    public var hasSnippets: Bool {
        generalNotes.contains { !$0.snippets.isEmpty }
            || platforms.contains { $0.sections.contains { !$0.snippets.isEmpty } }
    }
}
