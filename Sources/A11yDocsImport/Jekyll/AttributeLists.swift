import A11yDocsMarkdown
import A11yDocsSupport

/// kramdown attribute lists (`{: .bad-example}`) in a converted body. One on its own line that
/// marks the code block or example right after or before it as a "Don't" or "Do" becomes the
/// fence's role (`html bad`); any other is left as written and reported.
enum AttributeLists {
    static let badClasses: Set<Substring> = ["bad-example", "bad", "dont", "do-not"]
    static let goodClasses: Set<Substring> = ["good-example", "good", "do"]

    static func apply(to lines: [BodyLines.Line]) -> (lines: [BodyLines.Line], problems: [ImportProblem.At]) {
        var lines = lines
        var problems: [ImportProblem.At] = []
        let texts = lines.map(\.text)
        let regions = FencedRegions(texts)
        var removed = Set<Int>()
        for (index, text) in texts.enumerated() where !regions.inCode[index] {
            let line = lines[index].sourceLine
            guard let list = blockList(in: text) else {
                problems += inlineLists(in: text).map {
                    ImportProblem.At(.jekyll(.otherAttributeList($0.text)), line: line, column: $0.column)
                }
                continue
            }
            let column = text.prefix { $0.isBlank }.count + 1
            guard let role = role(of: list) else {
                problems.append(.init(.jekyll(.otherAttributeList(list)), line: line, column: column))
                continue
            }
            // kramdown gives a list right after a block to that block, else to the block after it.
            guard
                let block = (index > 0 ? regions.block(closingAt: index - 1) : nil)
                    ?? regions.block(openingAt: index + 1)
            else {
                problems.append(.init(.jekyll(.attributeListWithoutBlock(list)), line: line, column: column))
                continue
            }
            let language = block.opening.language.isEmpty ? "text" : block.opening.language
            lines[block.start].text = MarkdownFence.line(block.opening, info: "\(language) \(role)")
            removed.insert(index)
        }
        let kept = lines.indices.filter { !removed.contains($0) }.map { lines[$0] }
        return (kept, problems)
    }

    /// `{: …}` when it is all the line holds.
    static func blockList(in text: String) -> String? {
        let trimmed = text.trimmed()
        guard trimmed.hasPrefix("{:"), !trimmed.hasPrefix("{::"), !trimmed.hasPrefix("{:/"),
            trimmed.firstIndex(of: "}") == trimmed.index(before: trimmed.endIndex)
        else { return nil }
        return trimmed
    }

    /// `bad` or `good` when the list holds only classes that say so.
    static func role(of list: String) -> String? {
        let words = list.dropFirst(2).dropLast().split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.allSatisfy({ $0.hasPrefix(".") }) else { return nil }
        let classes = Set(words.map { $0.dropFirst() })
        if classes.isSubset(of: badClasses) { return "bad" }
        if classes.isSubset(of: goodClasses) { return "good" }
        return nil
    }

    /// Lists inside a line of text (`[link](x){:target="_blank"}`), outside code spans.
    static func inlineLists(in text: String) -> [(text: String, column: Int)] {
        var found: [(String, Int)] = []
        let characters = Array(text)
        var inCodeSpan = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                inCodeSpan.toggle()
            } else if !inCodeSpan, character == "{", index + 2 < characters.count, characters[index + 1] == ":",
                !":/".contains(characters[index + 2]),
                let close = characters[(index + 2)...].firstIndex(of: "}")
            {
                found.append((String(characters[index...close]), index + 1))
                index = close
            }
            index += 1
        }
        return found
    }
}
