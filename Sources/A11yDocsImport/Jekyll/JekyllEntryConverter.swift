import A11yDocsLoading
import A11yDocsMarkdown
import Foundation

/// One Jekyll entry converted: outdented front-matter keys indented, the body through
/// `LiquidConverter`, and every other byte kept (a byte-order mark and CRLF line endings too).
struct JekyllEntryConverter {
    struct Result {
        package var data: Data
        /// Lines in the file.
        var indented: [FrontMatterIndenter.Change] = []
        package var problems: [ImportProblem.At] = []
        var frontMatter = EntryFacts()
        /// Site paths of the files the body references, to copy.
        var siteFiles: [String] = []
        var counts = JekyllCounts()
    }

    var liquid: LiquidConverter

    func convert(_ data: Data) -> Result {
        let text: String
        switch SourceText.decode(data) {
        case .failure(let bad):
            return Result(data: data, problems: [.init(.notText(bad.problem), line: bad.line, column: bad.column)])
        case .success(let decoded): text = decoded
        }
        var result = Result(data: data)
        let converted: String
        switch FrontMatterSplitter.split(text) {
        case .failure(let missing):
            let problem: ImportProblem =
                missing.problem == .unterminatedFrontMatter
                ? .frontMatterNotParsed("it is not closed with a '---' line") : .frontMatterMissing
            result.problems.append(.init(problem, line: missing.line, column: missing.column))
            let body = liquid.convert(text)
            result.take(body)
            converted = body.text
        case .success(let split):
            converted = convert(split, of: text, into: &result)
        }
        result.data = Self.encode(converted, like: data)
        return result
    }

    private func convert(_ split: SplitSource, of text: String, into result: inout Result) -> String {
        let offset = split.yamlFirstLine - 1
        let frontMatter = FrontMatterIndenter.indent(split.yaml)
        result.indented = frontMatter.changes.map {
            FrontMatterIndenter.Change(
                key: $0.key, group: $0.group, line: $0.line + offset, groupLine: $0.groupLine + offset)
        }
        result.problems += frontMatter.problems.map {
            ImportProblem.At($0.problem, line: $0.line + offset, column: $0.column)
        }
        result.frontMatter = EntryFacts(yaml: frontMatter.yaml)
        var liquid = liquid
        liquid.values.pageTitle = result.frontMatter.title
        let body = liquid.convert(split.body, firstLine: split.bodyFirstLine)
        result.take(body)

        // The delimiter lines as written (`---`, `...`, trailing spaces); indenting adds no lines.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let close = split.bodyFirstLine - 2
        var head = [String(lines[0])]
        if close > 1 {
            head += frontMatter.yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        head.append(String(lines[close]))
        let front = head.joined(separator: "\n")
        return close + 1 < lines.count ? front + "\n" + body.text : front
    }

    /// UTF-8 with the original's byte-order mark and CRLF line endings, if it had them.
    private static func encode(_ text: String, like original: Data) -> Data {
        let hadBOM = original.starts(with: [0xEF, 0xBB, 0xBF])
        let hadCRLF = original.range(of: Data([13, 10])) != nil
        let lines = hadCRLF ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
        return (hadBOM ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data(lines.utf8)
    }
}

extension JekyllEntryConverter.Result {
    fileprivate mutating func take(_ body: LiquidConverter.Result) {
        problems += body.problems
        siteFiles = body.siteFiles
        counts = body.counts
    }
}
