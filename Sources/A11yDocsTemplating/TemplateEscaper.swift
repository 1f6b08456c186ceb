/// How `{{name}}` writes a value in each content type that escapes (plain text is written as it
/// is). Given by whoever renders: the engine knows no output format, so the site's HTML and
/// Markdown rules live with the site.
package protocol TemplateEscaper: Sendable {
    func appendHTML(_ text: String, to output: inout [UInt8])
    /// `placement` is what the tag's line is in Markdown: a heading or list item, a table row.
    func appendMarkdown(_ text: String, placement: MarkdownPlacement, to output: inout [UInt8])
}
