import A11yDocsModel
import A11yDocsSupport
import Yams

/// The evidence settings of `a11ydocs.yml`: `assistive_technologies`, `stale_after`,
/// `require_tested` and `not_applicable`. Written loosely, they are read as meant: a technology
/// as its name alone or as `name: current`, a current version as `18` or `"18.1"`.
extension SiteConfigLoader {
    /// `[{name: VoiceOver iOS, current: 18}, NVDA]`, or a map of names to current versions.
    mutating func assistiveTechnologies(_ node: Node) -> [AssistiveTechnology] {
        if let mapping = node.mapping {
            return mapping.compactMap { nameNode, current in
                guard let name = nameNode.string?.trimmed(), !name.isEmpty else {
                    report(.missingKey("assistive_technologies: name"), at: nameNode.mark)
                    return nil
                }
                return AssistiveTechnology(name: name, current: currentVersion(current, of: name))
            }
        }
        guard let sequence = node.sequence else {
            report(
                .wrongType(
                    key: "assistive_technologies",
                    expected: "a list of technologies, each a name or 'name' and 'current' (its major version)"),
                at: node.mark)
            return []
        }
        var technologies: [AssistiveTechnology] = []
        for item in sequence {
            if item.scalar != nil {
                if let name = optionalText(item, key: "assistive_technologies") {
                    technologies.append(AssistiveTechnology(name: name))
                }
                continue
            }
            guard let fields = item.mapping else {
                report(
                    .wrongType(key: "assistive_technologies", expected: "a name, or 'name' and 'current'"),
                    at: item.mark)
                continue
            }
            var technology = AssistiveTechnology(name: "")
            for (fieldNode, field) in fields {
                let name = fieldNode.string ?? ""
                switch name {
                case "name": technology.name = optionalText(field, key: "assistive_technologies: name") ?? ""
                case "current", "version": technology.current = currentVersion(field, of: technology.name)
                default:
                    let suggestion = Suggestion.closest(to: name, in: ["name", "current"])
                    report(.unknownKey("assistive_technologies: \(name)", suggestion: suggestion), at: fieldNode.mark)
                }
            }
            if technology.name.isEmpty {
                report(.missingKey("assistive_technologies: name"), at: item.mark)
            } else {
                technologies.append(technology)
            }
        }
        return technologies
    }

    /// `18`, `18.1` (its major version) or `v18`; nil, reported, for anything else. Nothing
    /// (`NVDA: ~` in the map form) is no current version, as the name alone is in a list.
    private mutating func currentVersion(_ node: Node, of technology: String) -> Int? {
        if node.isNull { return nil }
        let key = technology.isEmpty ? "assistive_technologies: current" : "assistive_technologies: \(technology)"
        guard let text = optionalText(node, key: key) else { return nil }
        guard let major = TestRecord.majorVersion(of: text) else {
            report(.wrongType(key: key, expected: "the current major version, e.g. '18'"), at: node.mark)
            return nil
        }
        return major
    }

    /// `12 months`, `1 year`, `90 days`.
    mutating func staleAfter(_ node: Node) -> TimeSpan? {
        guard let text = optionalText(node, key: "stale_after") else { return nil }
        guard let span = TimeSpan(text) else {
            report(
                .wrongType(key: "stale_after", expected: "a count and a unit, e.g. '12 months', '1 year' or '90 days'"),
                at: node.mark)
            return nil
        }
        return span
    }

    /// `{1.2.1: "The product has no audio or video."}`: known WCAG numbers, each with a reason.
    mutating func notApplicable(_ node: Node) -> [String: String] {
        guard let mapping = node.mapping else {
            report(
                .wrongType(
                    key: "not_applicable",
                    expected: "a map of WCAG success criteria to the reason each does not apply, e.g. "
                        + "'1.2.1: The product has no audio or video.'"),
                at: node.mark)
            return [:]
        }
        var reasons: [String: String] = [:]
        for (numberNode, reason) in mapping {
            let number = numberNode.string?.trimmed() ?? ""
            guard WCAG.criterion(number) != nil else {
                report(.unknownWCAGCriterion(number, suggestion: WCAG.suggestion(for: number)), at: numberNode.mark)
                continue
            }
            guard let text = optionalText(reason, key: "not_applicable: \(number)") else {
                report(
                    .wrongType(key: "not_applicable: \(number)", expected: "the reason it does not apply"),
                    at: reason.mark)
                continue
            }
            reasons[number] = text
        }
        return reasons
    }
}
