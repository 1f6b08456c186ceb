import A11yDocsMarkdown
import A11yDocsModel
import Yams

/// Reads YAML into Yams' node tree (key order and line/column marks kept), turning every failure
/// into problems located in the file: the one way front matter and `a11ydocs.yml` are read.
package enum YAMLReader {
    /// A problem and where it is, in the file's lines; no line means the start of the YAML.
    package struct Finding {
        package var problem: Problem
        package var line: Int?
        package var column: Int
    }

    package struct Failure: Error {
        package var findings: [Finding]
    }

    /// Made once: Yams's default makes three tables on every call. Yams does not mark `Constructor`
    /// Sendable, but it holds only `let` tables of functions that keep no state, so every thread
    /// can read the one instance (made a document at a time, it cost 7% of a build).
    nonisolated(unsafe) private static let constructor = Constructor()

    /// The document's root node (nil for an empty document). `firstLine` is the file line of the
    /// YAML's first line: Yams counts from the YAML, the author from the file.
    package static func compose(_ yaml: String, firstLine: Int = 1) -> Result<Node?, Failure> {
        // Most YAML is read in one pass; the rest, and every problem, take the path below.
        if case .document(let root) = YAMLComposer.compose(yaml, resolver: .basic, constructor: constructor) {
            return .success(root)
        }
        // Aliases and nesting are measured before Yams builds a tree that could explode.
        if let shape = YAMLShape.check(yaml) {
            return .failure(
                Failure(findings: [
                    Finding(problem: shape.problem, line: shape.line + firstLine - 1, column: shape.column)
                ]))
        }
        do {
            // Every value is read as the text the author wrote (`boolean` and `Int(text)` read the
            // rest), so scalars need no type: the basic resolver spares a regular-expression match
            // per scalar, which was a tenth of loading an entry.
            // The encoding is given: Yams's default reads the whole environment on every call.
            return .success(try Yams.compose(yaml: yaml, .basic, constructor, .utf8))
        } catch {
            return .failure(Failure(findings: findings(for: error, in: yaml, firstLine: firstLine)))
        }
    }

    private static func findings(for error: Error, in yaml: String, firstLine: Int) -> [Finding] {
        var result: [Finding] = []
        func report(_ problem: Problem, at mark: Mark?) {
            result.append(
                Finding(problem: problem, line: mark.map { $0.line + firstLine - 1 }, column: mark?.column ?? 1))
        }
        func report(_ problem: Problem, line: Int, column: Int) {
            result.append(Finding(problem: problem, line: line + firstLine - 1, column: column))
        }
        guard let yamlError = error as? YamlError else {
            report(.invalidYAML("\(error)"), at: nil)
            return result
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
            let .composer(context, problem, mark, _):
            if YAMLSyntaxHint.isTab(at: mark, in: yaml) {
                report(.tabInYAML, at: mark)
                return result
            }
            // "did not find expected key", "could not find expected ':'": text swallowed by an open quote.
            if problem.contains("expected"), let quote = YAMLSyntaxHint.unclosedQuote(before: mark, in: yaml) {
                report(.unclosedQuote, line: quote.line, column: quote.column)
                return result
            }
            let detail = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            // An unclosed quote or bracket is found where the text ends or the next key starts;
            // the author needs where it opens, which is where the context points.
            let unclosed =
                problem.contains("end of stream") || (context?.text.contains("flow") ?? false)
                || (context?.text.contains("quoted") ?? false)
            report(.invalidYAML(detail), at: unclosed ? (context?.mark ?? mark) : mark)
        case let .reader(problem, offset, value, _):
            // libyaml's reader counts characters from the start of the YAML.
            let detail = "\(problem) (U+\(String(format: "%04X", value)))"
            guard let offset else {
                report(.invalidYAML(detail), at: nil)
                return result
            }
            let before = yaml.prefix(offset)
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column =
                before.count
                - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
            report(.invalidYAML(detail), line: line, column: column)
        case let .duplicatedKeysInMapping(duplicates, context):
            for key in duplicates {
                let first = context.mark
                if let second = Self.repeatedKey(key, after: first, in: yaml) {
                    report(
                        .duplicateKey(key, firstLine: first.line + firstLine - 1), line: second.line,
                        column: second.column)
                } else {
                    report(.duplicateKey(key, firstLine: nil), at: first)
                }
            }
        default:
            report(.invalidYAML("\(yamlError)"), at: nil)
        }
        return result
    }

    /// Where a key written at `first` appears again in the same mapping: the next line at the
    /// same indentation that starts with the key, before the mapping ends. Yams reports only the
    /// first place; the author needs the second.
    static func repeatedKey(_ key: String, after first: Mark, in yaml: String) -> (line: Int, column: Int)? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = first.column - 1
        guard first.line < lines.count else { return nil }
        for index in first.line..<lines.count {
            let line = lines[index]
            let leading = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(leading)
            if rest.isEmpty || rest.hasPrefix("#") { continue }
            if leading < indent { return nil }
            guard leading == indent else { continue }
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where rest.hasPrefix(spelling) {
                if rest.dropFirst(spelling.count).drop(while: { $0 == " " }).hasPrefix(":") {
                    return (index + 1, first.column)
                }
            }
        }
        return nil
    }
}
