import A11yDocsMarkdown

/// Converts an entry body from Jekyll's Liquid and kramdown to the Markdown a11ydocs reads:
/// `{% highlight %}` becomes a fenced code block, `{% include %}` the file's text (a live
/// example outside code), `{::nomarkdown}` a live example, `{% raw %}` its content, and
/// `{: .bad-example}` the role of the fence next to it. Whatever it cannot convert it leaves as
/// written and reports with its line and column.
struct LiquidConverter {
    /// A file named by `{% include path %}` (under `_includes/`) or `{% include_relative path %}`
    /// (beside the entry).
    struct Include: Hashable {
        var path: String
        var relative: Bool

        /// The path as the site names it, for messages.
        var displayPath: String { relative ? path : "_includes/" + path }

        /// Markdown includes are text to insert; anything else is an HTML example.
        var isMarkdown: Bool {
            let lowered = path.lowercased()
            return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
        }
    }

    struct Result: Equatable {
        package var text: String
        /// Sorted by line and column.
        package var problems: [ImportProblem.At]
        /// Site paths of the files the body references (`assets/x.png`), to copy.
        var siteFiles: [String] = []
        var counts = JekyllCounts()
    }

    /// What reading an include gave.
    enum IncludeRead: Equatable {
        case text(String)
        case missing
        case notText
        case outside(resolved: String)
        /// Larger than the reader was allowed to read.
        case tooLarge(size: Int)
    }

    /// How much text includes may bring: a hostile site can include a huge file many times.
    struct Limits: Equatable {
        /// One include file's size.
        var includeBytes = 1 << 20
        /// What one entry may grow by through includes, indentation counted.
        var includedBytesPerEntry = 8 << 20
    }

    /// Reads an include, at most the given number of bytes.
    var readInclude: (Include, _ maxBytes: Int) -> IncludeRead
    var limits: Limits
    /// The values every Jekyll site means the same by (`site.baseurl`, `page.title`).
    var values = LiquidValues()
    /// Makes references to the site's files relative; nil leaves them as written.
    var references: SiteReferences?

    init(limits: Limits, readInclude: @escaping (Include, _ maxBytes: Int) -> IncludeRead) {
        self.limits = limits
        self.readInclude = readInclude
    }

    /// Includes from memory; nil when there is no such file.
    init(readInclude: @escaping (Include) -> String?) {
        self.init(limits: Limits()) { include, _ in readInclude(include).map(IncludeRead.text) ?? .missing }
    }

    /// `firstLine` is the file line the body starts on, so findings name the file's lines.
    func convert(_ body: String, firstLine: Int = 1) -> Result {
        var conversion = LiquidConversion(
            bytes: Array(body.utf8), firstLine: firstLine, limits: limits, values: values, readInclude: readInclude)
        let lines = conversion.run()
        let examples = ExampleElements.apply(to: lines)
        let attributes = AttributeLists.apply(to: examples.lines)
        let merged = ExampleMerge.apply(to: attributes.lines)
        let referenced = references?.apply(to: merged.lines) ?? SiteReferences.Result(lines: merged.lines)
        let problems = (conversion.problems + examples.problems + attributes.problems + referenced.problems).sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
        }
        var counts = JekyllCounts()
        counts.liquidValues = conversion.filledIn
        counts.exampleElements = examples.count
        counts.mergedExamples = merged.count
        return Result(
            text: referenced.lines.map(\.text).joined(separator: "\n"), problems: problems, siteFiles: referenced.files,
            counts: counts)
    }
}
