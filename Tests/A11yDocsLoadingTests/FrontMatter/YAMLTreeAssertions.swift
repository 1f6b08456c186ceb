import XCTest
import Yams

/// Comparing YAML trees: the one-pass readers' trees must be Yams' own, marks, styles and tags too.
extension XCTestCase {
    func frontMatter(_ text: String) -> String? {
        guard text.hasPrefix("---\n"),
            let end = text.range(of: "\n---", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
        else { return nil }
        return String(text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound]) + "\n"
    }

    /// Every node's mark, as "line:column", keys before their values, in the document's order.
    func marks(_ node: Node?) -> [String] {
        guard let node else { return [] }
        let own = node.mark.map { "\($0.line):\($0.column)" } ?? "none"
        switch node {
        case .mapping(let mapping): return [own] + mapping.flatMap { marks($0.key) + marks($0.value) }
        case .sequence(let sequence): return [own] + sequence.flatMap { marks($0) }
        case .scalar, .alias: return [own]
        }
    }

    func assertSame(_ node: Node?, _ expected: Node?, _ file: String, line: UInt = #line) {
        guard let node, let expected else {
            XCTAssertEqual(node == nil, expected == nil, file, line: line)
            return
        }
        XCTAssertEqual(node, expected, file, line: line)
        XCTAssertEqual(node.mark?.line, expected.mark?.line, file, line: line)
        XCTAssertEqual(node.mark?.column, expected.mark?.column, file, line: line)
        XCTAssertEqual(node.tag.description, expected.tag.description, file, line: line)
        switch (node, expected) {
        case let (.scalar(scalar), .scalar(other)):
            XCTAssertEqual(scalar.style, other.style, file, line: line)
        case let (.mapping(mapping), .mapping(other)):
            XCTAssertEqual(mapping.style, other.style, file, line: line)
            for (pair, otherPair) in zip(mapping, other) {
                assertSame(pair.key, otherPair.key, file, line: line)
                assertSame(pair.value, otherPair.value, file, line: line)
            }
        case let (.sequence(sequence), .sequence(other)):
            XCTAssertEqual(sequence.style, other.style, file, line: line)
            for (item, otherItem) in zip(sequence, other) { assertSame(item, otherItem, file, line: line) }
        default:
            XCTFail("\(file): a \(node) where Yams has a \(expected)", line: line)
        }
    }
}
