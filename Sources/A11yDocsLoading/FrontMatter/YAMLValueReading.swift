import A11yDocsModel
import A11yDocsSupport
import Yams

/// Values read from YAML as authors write them, each problem reported where it stands: the one
/// reading of text, numbers and booleans for the front matter and `a11ydocs.yml`.
protocol YAMLValueReading {
    mutating func report(_ problem: Problem, at mark: Mark?)
}

extension YAMLValueReading {
    /// The scalar's text, trimmed; empty for a null (`key:`, `~`); nil, reported, for a list or map.
    /// The key's name is built only for a report: callers spell it out (`mobile.swipe right`),
    /// which made a string for every value read.
    mutating func scalarText(_ node: Node, key: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar else {
            report(.wrongType(key: key(), expected: "a text on one line or a block scalar ('|')"), at: node.mark)
            return nil
        }
        return node.isNull ? "" : scalar.string.trimmed()
    }

    /// Text that may be left out: nil, with a warning, when it is empty.
    mutating func optionalText(_ node: Node, key: @autoclosure () -> String) -> String? {
        guard let text = scalarText(node, key: key()) else { return nil }
        if text.isEmpty {
            report(.emptyValue(key: key()), at: node.mark)
            return nil
        }
        return text
    }

    /// A whole number; nil, reported with `example` (`order: 3`), for anything else.
    mutating func integer(_ node: Node, key: String, example: String) -> Int? {
        guard let scalar = node.scalar, let value = Int(scalar.string.trimmed()) else {
            report(.wrongType(key: key, expected: "a whole number, e.g. '\(example)'"), at: node.mark)
            return nil
        }
        return value
    }

    /// `true`/`false`, also `yes`/`no` and `on`/`off`; nil, reported, for anything else.
    mutating func boolean(_ node: Node, key: String) -> Bool? {
        switch node.scalar?.string.trimmed().lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report(.wrongType(key: key, expected: "true or false"), at: node.mark)
            return nil
        }
    }
}

extension Node {
    /// `key:` with nothing after it, `~` or `null`: YAML's null, not the text "null".
    package var isNull: Bool {
        scalar.map { $0.style == .plain && ["", "~", "null", "Null", "NULL"].contains($0.string) } ?? false
    }
}
