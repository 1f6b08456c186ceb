import A11yDocsModel

/// A parsed Mustache template: text and tags as a tree, with every section already matched to its
/// end, so rendering never scans template text.
package indirect enum MustacheNode: Sendable {
    case text(String)
    /// `{{name}}` (escaped for the output's content type) or `{{{name}}}` / `{{&name}}` (as it is);
    /// `placement` is what its line is in Markdown, for the Markdown content type.
    case variable(MustacheName, escaped: Bool, placement: MarkdownPlacement)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(MustacheName, [MustacheNode], inverted: Bool)
    /// `{{>name}}`; a partial alone on its line is indented as the tag is.
    case partial(String, indentation: String, at: MustachePosition)
    /// `{{<name}}…{{/name}}`: another template with some of its blocks replaced.
    case parent(String, indentation: String, blocks: [String: [MustacheNode]], at: MustachePosition)
    /// `{{$name}}default{{/name}}`: a place a child template can fill; what fills it is indented
    /// as the block stands alone on its line(s).
    case block(String, [MustacheNode], indentation: String)
    /// `{{% CONTENT_TYPE: TEXT}}`: how the rest of the template escapes values. A template named
    /// `….md` starts as Markdown, any other as HTML.
    case contentType(MustacheEscaping)
}

/// A tag's name split at its dots once, where it was written (for errors that point at it).
package struct MustacheName: Sendable {
    /// Empty for `.`, the current item.
    package let parts: [String]
    /// Each part's number, by which views look fields up while a page renders.
    package let ids: [Int]
    package let written: String
    package let position: MustachePosition

    package init(parts: [String], written: String, position: MustachePosition) {
        self.parts = parts
        ids = parts.map(TemplateNameIDs.id)
        self.written = written
        self.position = position
    }
}

/// One-based line and column in a template file.
package struct MustachePosition: Equatable, Sendable {
    package var line: Int
    package var column: Int
}

/// How `{{name}}` escapes a value: for HTML pages, for Markdown (so a reader sees the text as
/// written, not as markup), or not at all (plain text).
package enum MustacheEscaping: Sendable {
    case html
    case markdown
    case text
}

/// What the line a tag stands on is, in Markdown: a value in a heading or list item must stay on
/// one line, one in a table row on one row; elsewhere its line breaks are kept.
package enum MarkdownPlacement: Sendable {
    case block
    case line
    case tableCell
}
