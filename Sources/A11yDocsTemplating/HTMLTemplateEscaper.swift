import A11yDocsSupport

/// The engine's own escaper: `{{name}}` HTML-escaped, as Mustache specifies, and Markdown written
/// as it is. The site gives its own (with Markdown's rules); this one lets the engine be used,
/// and tested against the Mustache spec, on its own.
package struct HTMLTemplateEscaper: TemplateEscaper {
    package init() {}

    package func appendHTML(_ text: String, to output: inout [UInt8]) {
        HTMLEscaping.append(text, to: &output)
    }

    package func appendMarkdown(_ text: String, placement: MarkdownPlacement, to output: inout [UInt8]) {
        output += text.utf8
    }
}
