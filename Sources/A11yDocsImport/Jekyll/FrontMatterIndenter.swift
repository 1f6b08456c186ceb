import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsSupport
import Yams

/// Indents the keys Jekyll-era authors wrote at the top level under the test group they belong
/// to (`screenreader:` / `  name: …` / `state: …`), and changes nothing else in the front matter.
enum FrontMatterIndenter {
    struct Change: Equatable {
        var key: String
        var group: String
        /// Lines in the YAML, 1-based.
        var line: Int
        var groupLine: Int
    }

    struct Indented: Equatable {
        var yaml: String
        var changes: [Change] = []
        /// Lines and columns in the YAML.
        var problems: [ImportProblem.At] = []
    }

    static func indent(_ yaml: String) -> Indented {
        let mapping: Node.Mapping
        switch parse(yaml) {
        case .failure(let problem): return Indented(yaml: yaml, problems: [problem])
        case .success(nil): return Indented(yaml: yaml)
        case .success(let parsed?): mapping = parsed
        }
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result = Indented(yaml: yaml)
        for found in OutdentedKeys.find(in: mapping) {
            let column = found.column - 1
            guard let width = childIndentation(of: found, in: mapping), width > column else {
                result.problems.append(
                    .init(
                        .jekyll(.keyNotIndented(key: found.key, group: found.group)), line: found.line,
                        column: found.column))
                continue
            }
            let added = String(repeating: " ", count: width - column)
            for index in (found.line - 1)...lastLine(of: found, in: lines) - 1 where !lines[index].isBlankLine {
                lines[index] = added + lines[index]
            }
            result.changes.append(
                Change(key: found.key, group: found.group, line: found.line, groupLine: found.groupLine))
        }
        guard !result.changes.isEmpty else { return result }
        let indented = lines.joined(separator: "\n")
        // Only a change that leaves valid YAML with every key in its group is kept.
        guard case .success(let check?) = parse(indented), OutdentedKeys.find(in: check).isEmpty else {
            result.problems += result.changes.map {
                .init(.jekyll(.keyNotIndented(key: $0.key, group: $0.group)), line: $0.line, column: 1)
            }
            result.changes = []
            return result
        }
        result.yaml = indented
        return result
    }

    /// The group's mapping, when the YAML is one; a problem when it does not parse.
    private static func parse(_ yaml: String) -> Result<Node.Mapping?, ImportProblem.At> {
        // Aliases can make a few lines stand for billions of values: measured before Yams builds them.
        if let shape = YAMLShape.check(yaml) {
            return .failure(.init(.frontMatterNotParsed(shape.problem.message), line: shape.line, column: shape.column))
        }
        do {
            return .success(try Yams.compose(yaml: yaml)?.mapping)
        } catch let error as YamlError {
            switch error {
            case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
                let .composer(context, problem, mark, _):
                // A line with no colon (`N/A` under `keyboard:`) is found where the next key starts;
                // the author needs the line itself, where the context points.
                let place = context.flatMap { $0.text.contains("simple key") ? $0.mark : nil } ?? mark
                return .failure(.init(.frontMatterNotParsed(problem), line: place.line, column: place.column))
            default:
                return .failure(.init(.frontMatterNotParsed("\(error)"), line: 1, column: 1))
            }
        } catch {
            return .failure(.init(.frontMatterNotParsed("\(error)"), line: 1, column: 1))
        }
    }

    /// The indentation of the group's own keys, or two spaces when it has none yet. Nil when the
    /// group holds a list, which a key cannot join.
    private static func childIndentation(of found: OutdentedKeys.Found, in mapping: Node.Mapping) -> Int? {
        guard
            let value = mapping.first(where: { $0.key.string == found.group && $0.key.mark?.line == found.groupLine })?
                .value
        else {
            return nil
        }
        if let children = value.mapping { return children.first?.key.mark.map { $0.column - 1 } ?? 2 }
        return value.isNull ? 2 : nil
    }

    /// The key's last line: its value's block-scalar text and any continuation lines, which are
    /// indented deeper than the key. Blank lines count only when more of the value follows.
    private static func lastLine(of found: OutdentedKeys.Found, in lines: [String]) -> Int {
        var last = min(max(found.lastLine, found.line), lines.count)
        var index = found.line
        while index < lines.count {
            let line = lines[index]
            if !line.isBlankLine {
                guard line.prefix(while: { $0 == " " }).count > found.column - 1 else { break }
                last = max(last, index + 1)
            }
            index += 1
        }
        return last
    }
}
