import A11yDocsModel
import A11yDocsSupport
import Yams

/// A decoder of one file's front matter, an entry's or a guide's: its problems are located in the
/// file, whose line `firstLine` is the YAML's first (Yams counts from the YAML, the author from
/// the file), and a problem of the whole front matter is placed on its opening `---`.
protocol FrontMatterReading: YAMLValueReading {
    var path: String { get }
    var firstLine: Int { get }
    var diagnostics: [Diagnostic] { get set }
}

extension FrontMatterReading {
    mutating func report(_ problem: Problem, at mark: Mark?) {
        diagnostics.append(Diagnostic(problem, at: location(mark)))
    }

    /// A problem at a line and column of the YAML.
    mutating func report(_ problem: Problem, line: Int, column: Int) {
        diagnostics.append(
            Diagnostic(problem, at: SourceLocation(path: path, line: line + firstLine - 1, column: column)))
    }

    /// A Yams mark's place in the file; without one, the opening `---`.
    func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(path: path, line: max(1, firstLine - 1), column: 1) }
        return SourceLocation(path: path, line: mark.line + firstLine - 1, column: mark.column)
    }

    /// The key as written, or the key a near miss of it means (`meant`, e.g. `titel` → `title`),
    /// with a warning: only when the front matter has no such key, nor an earlier near miss of it,
    /// so that no value replaces another. `seen` holds the keys read so far.
    mutating func key(
        _ keyNode: Node, in mapping: Node.Mapping, seen: inout Set<String>, meant: (String) -> String?
    ) -> String {
        var key = keyNode.string ?? ""
        if let meant = meant(key), !seen.contains(meant), !mapping.keys.contains(where: { $0.string == meant }) {
            report(.keyReadAs(key, key: meant), at: keyNode.mark)
            key = meant
        }
        seen.insert(key)
        return key
    }

    /// The front matter's top-level mapping and where it starts; nil, reported, when the YAML does
    /// not read, is empty (each of `required` then missing) or is not a mapping.
    mutating func rootMapping(_ yaml: String, required: [String]) -> (mapping: Node.Mapping, mark: Mark?)? {
        let root: Node?
        switch YAMLReader.compose(yaml, firstLine: firstLine) {
        case .success(let node): root = node
        case .failure(let failure):
            diagnostics += failure.findings.map {
                Diagnostic(
                    $0.problem,
                    at: SourceLocation(path: path, line: $0.line ?? max(1, firstLine - 1), column: $0.column))
            }
            return nil
        }
        guard let root else {
            for key in required { report(.missingKey(key), at: nil) }
            return nil
        }
        guard let mapping = root.mapping else {
            report(.frontMatterNotAMapping, at: root.mark)
            return nil
        }
        return (mapping, root.mark)
    }
}
