/// The success criteria of WCAG 2.2 (W3C Recommendation, 5 October 2023), by number.
public enum WCAG {
    public static let criteria: [WCAGCriterion] = [
        .init(number: "1.1.1", name: "Non-text Content", level: .a),
        .init(number: "1.2.1", name: "Audio-only and Video-only (Prerecorded)", level: .a),
        .init(number: "1.2.2", name: "Captions (Prerecorded)", level: .a),
        .init(number: "1.2.3", name: "Audio Description or Media Alternative (Prerecorded)", level: .a),
        .init(number: "1.2.4", name: "Captions (Live)", level: .aa),
        .init(number: "1.2.5", name: "Audio Description (Prerecorded)", level: .aa),
        .init(number: "1.2.6", name: "Sign Language (Prerecorded)", level: .aaa),
        .init(number: "1.2.7", name: "Extended Audio Description (Prerecorded)", level: .aaa),
        .init(number: "1.2.8", name: "Media Alternative (Prerecorded)", level: .aaa),
        .init(number: "1.2.9", name: "Audio-only (Live)", level: .aaa),
        .init(number: "1.3.1", name: "Info and Relationships", level: .a),
        .init(number: "1.3.2", name: "Meaningful Sequence", level: .a),
        .init(number: "1.3.3", name: "Sensory Characteristics", level: .a),
        .init(number: "1.3.4", name: "Orientation", level: .aa),
        .init(number: "1.3.5", name: "Identify Input Purpose", level: .aa),
        .init(number: "1.3.6", name: "Identify Purpose", level: .aaa),
        .init(number: "1.4.1", name: "Use of Color", level: .a),
        .init(number: "1.4.2", name: "Audio Control", level: .a),
        .init(number: "1.4.3", name: "Contrast (Minimum)", level: .aa),
        .init(number: "1.4.4", name: "Resize Text", level: .aa),
        .init(number: "1.4.5", name: "Images of Text", level: .aa),
        .init(number: "1.4.6", name: "Contrast (Enhanced)", level: .aaa),
        .init(number: "1.4.7", name: "Low or No Background Audio", level: .aaa),
        .init(number: "1.4.8", name: "Visual Presentation", level: .aaa),
        .init(number: "1.4.9", name: "Images of Text (No Exception)", level: .aaa),
        .init(number: "1.4.10", name: "Reflow", level: .aa),
        .init(number: "1.4.11", name: "Non-text Contrast", level: .aa),
        .init(number: "1.4.12", name: "Text Spacing", level: .aa),
        .init(number: "1.4.13", name: "Content on Hover or Focus", level: .aa),
        .init(number: "2.1.1", name: "Keyboard", level: .a),
        .init(number: "2.1.2", name: "No Keyboard Trap", level: .a),
        .init(number: "2.1.3", name: "Keyboard (No Exception)", level: .aaa),
        .init(number: "2.1.4", name: "Character Key Shortcuts", level: .a),
        .init(number: "2.2.1", name: "Timing Adjustable", level: .a),
        .init(number: "2.2.2", name: "Pause, Stop, Hide", level: .a),
        .init(number: "2.2.3", name: "No Timing", level: .aaa),
        .init(number: "2.2.4", name: "Interruptions", level: .aaa),
        .init(number: "2.2.5", name: "Re-authenticating", level: .aaa),
        .init(number: "2.2.6", name: "Timeouts", level: .aaa),
        .init(number: "2.3.1", name: "Three Flashes or Below Threshold", level: .a),
        .init(number: "2.3.2", name: "Three Flashes", level: .aaa),
        .init(number: "2.3.3", name: "Animation from Interactions", level: .aaa),
        .init(number: "2.4.1", name: "Bypass Blocks", level: .a),
        .init(number: "2.4.2", name: "Page Titled", level: .a),
        .init(number: "2.4.3", name: "Focus Order", level: .a),
        .init(number: "2.4.4", name: "Link Purpose (In Context)", level: .a),
        .init(number: "2.4.5", name: "Multiple Ways", level: .aa),
        .init(number: "2.4.6", name: "Headings and Labels", level: .aa),
        .init(number: "2.4.7", name: "Focus Visible", level: .aa),
        .init(number: "2.4.8", name: "Location", level: .aaa),
        .init(number: "2.4.9", name: "Link Purpose (Link Only)", level: .aaa),
        .init(number: "2.4.10", name: "Section Headings", level: .aaa),
        .init(number: "2.4.11", name: "Focus Not Obscured (Minimum)", level: .aa),
        .init(number: "2.4.12", name: "Focus Not Obscured (Enhanced)", level: .aaa),
        .init(number: "2.4.13", name: "Focus Appearance", level: .aaa),
        .init(number: "2.5.1", name: "Pointer Gestures", level: .a),
        .init(number: "2.5.2", name: "Pointer Cancellation", level: .a),
        .init(number: "2.5.3", name: "Label in Name", level: .a),
        .init(number: "2.5.4", name: "Motion Actuation", level: .a),
        .init(number: "2.5.5", name: "Target Size (Enhanced)", level: .aaa),
        .init(number: "2.5.6", name: "Concurrent Input Mechanisms", level: .aaa),
        .init(number: "2.5.7", name: "Dragging Movements", level: .aa),
        .init(number: "2.5.8", name: "Target Size (Minimum)", level: .aa),
        .init(number: "3.1.1", name: "Language of Page", level: .a),
        .init(number: "3.1.2", name: "Language of Parts", level: .aa),
        .init(number: "3.1.3", name: "Unusual Words", level: .aaa),
        .init(number: "3.1.4", name: "Abbreviations", level: .aaa),
        .init(number: "3.1.5", name: "Reading Level", level: .aaa),
        .init(number: "3.1.6", name: "Pronunciation", level: .aaa),
        .init(number: "3.2.1", name: "On Focus", level: .a),
        .init(number: "3.2.2", name: "On Input", level: .a),
        .init(number: "3.2.3", name: "Consistent Navigation", level: .aa),
        .init(number: "3.2.4", name: "Consistent Identification", level: .aa),
        .init(number: "3.2.5", name: "Change on Request", level: .aaa),
        .init(number: "3.2.6", name: "Consistent Help", level: .a),
        .init(number: "3.3.1", name: "Error Identification", level: .a),
        .init(number: "3.3.2", name: "Labels or Instructions", level: .a),
        .init(number: "3.3.3", name: "Error Suggestion", level: .aa),
        .init(number: "3.3.4", name: "Error Prevention (Legal, Financial, Data)", level: .aa),
        .init(number: "3.3.5", name: "Help", level: .aaa),
        .init(number: "3.3.6", name: "Error Prevention (All)", level: .aaa),
        .init(number: "3.3.7", name: "Redundant Entry", level: .a),
        .init(number: "3.3.8", name: "Accessible Authentication (Minimum)", level: .aa),
        .init(number: "3.3.9", name: "Accessible Authentication (Enhanced)", level: .aaa),
        .init(number: "4.1.2", name: "Name, Role, Value", level: .a),
        .init(number: "4.1.3", name: "Status Messages", level: .aa),
    ]

    private static let byNumber = Dictionary(uniqueKeysWithValues: criteria.map { ($0.number, $0) })

    public static func criterion(_ number: String) -> WCAGCriterion? {
        byNumber[number]
    }

    /// Criteria WCAG 2.2 removed, with their former names.
    public static let removed = ["4.1.1": "Parsing"]

    private static let bySlug = Dictionary(criteria.map { ($0.understandingSlug, $0) }) { first, _ in first }

    /// Understanding documents of WCAG 2.0 and 2.1 whose names WCAG 2.2 changed, by the number
    /// they had: 2.5.5 was "Target Size" before 2.2 added a minimum. Removed criteria (`parsing`) too.
    private static let formerSlugs = ["target-size": "2.5.5", "parsing": "4.1.1"]

    /// The number of the criterion a W3C Understanding document explains, by the name in its
    /// address (`name-role-value` → 4.1.2), in WCAG 2.2 or an earlier version; nil for another page.
    public static func number(understandingSlug slug: String) -> String? {
        let lowered = slug.lowercased()
        return bySlug[lowered]?.number ?? formerSlugs[lowered]
    }

    /// The criterion a number that is none most likely means: one of the same guideline, the
    /// closest in spelling and then by number (`2.2.9` → `2.2.6`, `1.4.99` → `1.4.9`); else the
    /// closest in spelling, then by number (`2.6.1` → `2.5.1`), if it is close enough to be a typo.
    package static func suggestion(for number: String) -> WCAGCriterion? {
        guard number.count <= Suggestion.maxLength else { return nil }
        let wanted = number.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let ranked = criteria.map { criterion -> (criterion: WCAGCriterion, rank: [Int]) in
            let parts = criterion.number.split(separator: ".").map { Int($0) ?? 0 }
            let sameGuideline = wanted.count == 3 && Array(wanted.prefix(2)) == Array(parts.prefix(2))
            let apart = wanted.count == 3 ? zip(wanted, parts).map { abs($0 - $1) } : [0, 0, 0]
            return (criterion, [sameGuideline ? 0 : 1, Suggestion.editDistance(number, criterion.number)] + apart)
        }
        guard let best = ranked.min(by: { $0.rank.lexicographicallyPrecedes($1.rank) }) else { return nil }
        return best.rank[0] == 0 || best.rank[1] <= max(2, number.count / 3) ? best.criterion : nil
    }

    /// Whether text is only criterion numbers (`1.4.10`, `2.1.1, 2.1.2`), not an item in words.
    package static func isNumberList(_ text: String) -> Bool {
        let parts = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
        return !parts.isEmpty
            && parts.allSatisfy { part in
                part.contains(where: \.isNumber) && part.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
            }
    }

    /// Criterion numbers written inside text (`1.4.10 Reflow …`), with where each stands, for links.
    package static func numbers(in text: String) -> [(range: Range<String.Index>, criterion: WCAGCriterion)] {
        var found: [(Range<String.Index>, WCAGCriterion)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isASCII, text[index].isNumber,
                index == text.startIndex
                    || !(text[text.index(before: index)].isNumber || text[text.index(before: index)] == ".")
            else {
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, text[end] == "." || (text[end].isASCII && text[end].isNumber) {
                end = text.index(after: end)
            }
            var candidate = text[index..<end]
            while candidate.hasSuffix(".") { candidate = candidate.dropLast() }
            if let criterion = criterion(String(candidate)) { found.append((index..<candidate.endIndex, criterion)) }
            index = end
        }
        return found
    }
}
