import A11yDocsSupport
import Foundation

/// One accessibility pattern: its front matter, what a tester must observe, and developer notes.
public struct Entry: Hashable, Sendable {
    /// File name without `.md`; unique within a collection.
    public var slug: String
    /// First folder under the content folder, e.g. `native`.
    public var collection: String
    public var title: String
    public var categories: [String]
    public var description: String?
    public var order: Int?
    /// WCAG success criteria by number, e.g. `1.4.10`.
    public var wcag: [String]
    public var keyboard: [Expectation]
    public var mobile: [Expectation]
    public var screenReader: ScreenReaderOutput
    public var settings: [Expectation]
    /// Test groups the author wrote as text (`keyboard: N/A`) rather than as steps.
    public var statements: TestGroupStatements
    /// The author's WCAG checklist, when `wcag` groups hold items in words.
    public var wcagChecklist: [WCAGChecklistGroup]
    /// Scenarios the author wrote (`gherkin-keyboard` …), replacing generated ones.
    public var authoredScenarios: [AuthoredScenario]
    /// Left out of a build unless drafts are asked for (`draft: true`, `published: false`, `_name.md`).
    public var isDraft: Bool
    /// Notes that belong to no platform, e.g. an introduction, or shared sections of the older layout.
    public var generalNotes: [NoteSection]
    public var platforms: [PlatformNotes]
    /// The file as the user named it (under the content folder the build was given).
    public var source: SourceLocation
    /// The file's path relative to the content folder, e.g. `native/carousel.md`.
    public var file: String
    /// When the entry last changed (its last commit, else the file's date); set by the build.
    public var lastUpdated: Date?
    /// Recordings of the pattern with assistive technologies (`videos:`).
    public var videos: [Video] = []
    /// Addresses the entry had before (`aliases:`): each gets a page that sends the reader here.
    public var aliases: [Alias] = []
    /// What the pattern was tested with (`tested:`), in the order written.
    public var tested: [TestRecord] = []

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
        self.slug = slug
        self.collection = collection
        self.title = title
        self.categories = categories
        self.description = description
        self.order = order
        self.wcag = wcag
        self.keyboard = keyboard
        self.mobile = mobile
        self.screenReader = screenReader
        self.settings = settings
        self.statements = statements
        self.wcagChecklist = wcagChecklist
        self.authoredScenarios = authoredScenarios
        self.isDraft = isDraft
        self.generalNotes = generalNotes
        self.platforms = platforms
        self.source = source
        self.file = file
    }

    /// Notes for one platform, if the entry has any.
    public func notes(for platform: Platform) -> PlatformNotes? {
        platforms.first { $0.platform == platform }
    }

    /// Frameworks with at least one framework-specific note, in a fixed order.
    public var coveredFrameworks: [Framework] {
        // One bit per framework, not a set: the page, the index and the search ask this of every
        // entry, and hashing each section's frameworks cost more than the rest of the answer.
        let all = Framework.allCases
        var present: UInt64 = 0
        for platform in platforms {
            for section in platform.sections {
                for notes in section.frameworks {
                    if let index = all.firstIndex(of: notes.framework) { present |= 1 << UInt64(index) }
                }
            }
        }
        return all.indices.filter { present & 1 << UInt64($0) != 0 }.map { all[$0] }
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
