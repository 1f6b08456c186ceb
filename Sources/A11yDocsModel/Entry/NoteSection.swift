/// A titled part of the developer notes (Name, Role, …), with notes for all frameworks and per framework.
public struct NoteSection: Hashable, Sendable, Encodable {
    public enum Kind: String, CaseIterable, Hashable, Sendable, Encodable {
        case developerNotes, name, role, groupings, state, focus, customActions, announcements, codeExample, other
    }

    /// The heading as the author wrote it; empty for text before the first heading.
    public var title: String
    public var kind: Kind
    /// Framework-neutral notes, as CommonMark blocks in source order.
    public var general: [String]
    public var frameworks: [FrameworkNotes]
    /// Code snippets of this section, general and per framework, in source order.
    public var snippets: [CodeSnippet]

    public init(
        title: String, kind: Kind, general: [String] = [], frameworks: [FrameworkNotes] = [],
        snippets: [CodeSnippet] = []
    ) {
        self.title = title
        self.kind = kind
        self.general = general
        self.frameworks = frameworks
        self.snippets = snippets
    }

    public var isEmpty: Bool { general.isEmpty && frameworks.allSatisfy(\.blocks.isEmpty) }
}
