import A11yDocsModel
import A11yDocsSupport
import Yams

/// Keys an author meant inside a test group's map but wrote at the top level:
/// `screenreader:` / `  name: …` / `state: …`. Such a key directly follows the group (or another
/// key that does), is no front-matter key of its own, and holds text. The loader puts it back
/// into the group; the Jekyll import indents it.
package enum OutdentedKeys {
    /// Front-matter keys whose value is a map of test steps.
    static let groupKeys = ["keyboard", "mobile", "screenreader", "settings"]

    package struct Found: Equatable {
        package var key: String
        /// 1-based line and column of the key in the YAML.
        package var line: Int
        package var column: Int
        /// The group it belongs to and the line that group's key is on.
        package var group: String
        package var groupLine: Int
        /// Last line of the key's value (a block scalar may span several).
        package var lastLine: Int
        var keyNode: Node
        package var value: Node
    }

    package static func find(in mapping: Node.Mapping) -> [Found] {
        var found: [Found] = []
        var owner: (key: String, line: Int)?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            if groupKeys.contains(key) {
                // A group written as text (`keyboard: N/A`) has no map to join.
                owner = value.scalar == nil || value.isNull ? (key, keyNode.mark?.line ?? 0) : nil
                continue
            }
            guard let group = owner, isStray(key), value.scalar != nil else {
                owner = nil
                continue
            }
            let line = keyNode.mark?.line ?? 0
            found.append(
                Found(
                    key: key, line: line, column: keyNode.mark?.column ?? 1, group: group.key, groupLine: group.line,
                    lastLine: lastLine(of: value, from: line), keyNode: keyNode, value: value))
        }
        return found
    }

    /// Not a key of its own, and not a misspelling of one (`titel` after `keyboard` is a typo, not a key).
    private static func isStray(_ key: String) -> Bool {
        let own = FrontMatter.knownKeys + FrontMatter.ignoredKeys
        return !key.isEmpty && !own.contains(key) && !key.hasPrefix("gherkin-")
            && Suggestion.closest(to: key, in: FrontMatter.knownKeys) == nil
    }

    /// The value's last line: a block scalar's text runs on below its key.
    private static func lastLine(of value: Node, from line: Int) -> Int {
        guard let scalar = value.scalar, scalar.style == .literal || scalar.style == .folded else { return line }
        return line + max(0, scalar.string.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
    }
}
