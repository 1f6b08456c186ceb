import A11yDocsMarkdown
import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Foundation

/// Finds the relative `src` and `href` values in an entry's live examples, each at its file line
/// and column. Root-absolute (`/…`), scheme (`https:`, `data:`) and fragment-only references are
/// left alone: they do not depend on where the page is.
package enum ExampleReferenceRule {
    /// The attributes whose relative values the rule judges.
    package static let referenceAttributes: Set<String> = ["src", "href"]

    package static func references(in tree: CMarkDocument, text: String, firstLine: Int, entry: Entry)
        -> [ExampleReference]
    {
        let examples = tree.blocks { $0.kind == .codeBlock && CodeBlockHTML.Fence(info: $0.fenceInfo).isLiveExample }
        guard !examples.isEmpty else { return [] }
        // Split only when a line holds an attribute: most example lines hold none.
        var sourceLines: [Substring]?
        let page = SitePaths.pageDirectory(of: entry)
        var found: [ExampleReference] = []
        // Examples that name neither attribute (most of them) are not split into lines.
        for example in examples
        where referenceAttributes.contains(where: { mentions(example.literal.utf8[...], $0.utf8) }) {
            // A fenced block's code starts on the line after its fence. An attribute's value
            // follows `=`: a line without one holds none, and is passed over without a scan.
            for (index, codeLine) in example.literal.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            where codeLine.utf8.contains(Byte.equalsSign) {
                let bodyLine = example.line + 1 + index
                // The code line without the block's indent or quote marks: its column in the file
                // is counted from where it sits in the source line.
                let lines = sourceLines ?? text.split(separator: "\n", omittingEmptySubsequences: false)
                sourceLines = lines
                let source = lines.indices.contains(bodyLine - 1) ? lines[bodyLine - 1] : codeLine
                let indent = source.hasSuffix(codeLine) ? source.count - codeLine.count : 0
                for attribute in attributes(in: codeLine) {
                    let path = LinkResolver.splitFragment(attribute.value).path
                    guard LinkResolver.isRelative(attribute.value), !path.isEmpty else { continue }
                    let location = SourceLocation(
                        path: entry.source.path, line: bodyLine + firstLine - 1, column: indent + attribute.column)
                    found.append(
                        ExampleReference(
                            attribute: attribute.name, url: attribute.value,
                            target: SitePaths.normalise(page + (path.removingPercentEncoding ?? path)), page: page,
                            location: location))
                }
            }
        }
        return found
    }

    /// `src` and `href` attributes (or those named) on one line, with the 1-based column (in
    /// characters) of each value. A scan, not a parser: an example is short hand-written markup.
    package static func attributes(in line: Substring, named names: Set<String> = referenceAttributes) -> [(
        name: String, value: String, column: Int
    )] {
        // Most lines of markup name none of the attributes: a look at the bytes passes them over.
        guard names.contains(where: { mentions(line.utf8, $0.utf8) }) else { return [] }
        // A blank before the line, so that an attribute starting it is found like any other.
        let characters = [" "] + Array(line)
        var found: [(String, String, Int)] = []
        var index = 0
        while index < characters.count {
            // An attribute name starts after a blank and runs over letters.
            guard characters[index].isWhitespace else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isLetter { end += 1 }
            let name = String(characters[(index + 1)..<end]).lowercased()
            guard names.contains(name) else {
                index = max(end, index + 1)
                continue
            }
            var cursor = end
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count, characters[cursor] == "=" else {
                index = cursor
                continue
            }
            cursor += 1
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count else { break }
            let quote = characters[cursor] == "\"" || characters[cursor] == "'" ? characters[cursor] : nil
            let start = quote == nil ? cursor : cursor + 1
            var stop = start
            while stop < characters.count,
                quote.map({ characters[stop] != $0 }) ?? !(characters[stop].isWhitespace || characters[stop] == ">")
            {
                stop += 1
            }
            found.append((name, String(characters[start..<stop]).trimmed(), start))
            index = stop + 1
        }
        return found
    }

    /// Whether the line holds the (lowercase ASCII) name in any case.
    private static func mentions(_ line: Substring.UTF8View, _ name: String.UTF8View) -> Bool {
        guard let first = name.first, line.count >= name.count else { return false }
        var index = line.startIndex
        while let start = line[index...].firstIndex(where: { Byte.lowercased($0) == first }) {
            if line[start...].prefix(name.count).lazy.map({ Byte.lowercased($0) }).elementsEqual(name) { return true }
            index = line.index(after: start)
        }
        return false
    }
}
