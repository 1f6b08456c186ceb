import A11yDocsTestSupport
import XCTest
import Yams

@testable import A11yDocsLoading

final class BlockYAMLReaderTests: XCTestCase {
    private let constructor = Constructor()

    private func read(_ yaml: String) -> Node?? {
        BlockYAMLReader.read(yaml) { Tag($0, .basic, self.constructor) }
    }

    /// What libyaml's events make of the text, as the reader must when it reads it.
    private func expected(_ yaml: String) -> YAMLComposer.Outcome {
        YAMLComposer.composeEvents(yaml, resolver: .basic, constructor: constructor)
    }

    /// Where the reader reads a text, its tree is the one libyaml's events make, node for node.
    private func assertReadsAsLibYAML(_ yaml: String, _ name: String, line: UInt = #line) {
        guard let root = read(yaml) else { return }
        guard case .document(let expected) = expected(yaml) else {
            return XCTFail("\(name): read a text libyaml refuses or leaves to Yams:\n\(yaml)", line: line)
        }
        assertSame(root, expected, name, line: line)
        XCTAssertEqual(marks(root), marks(expected), name, line: line)
    }

    private func repositoryYAML() -> [(name: String, yaml: String)] {
        let roots = ["Content", "Tests", "Fuzz", "Sources/A11yDocs/Authoring/Starter"]
        var texts: [(String, String)] = []
        for root in roots {
            let path = Fixtures.repository.appendingPathComponent(root).path
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".md") || file.hasSuffix(".yml") {
                guard let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8),
                    let yaml = file.hasSuffix(".yml") ? text : frontMatter(text)
                else { continue }
                texts.append((root + "/" + file, yaml))
            }
        }
        return texts
    }

    /// Every front matter and config in the repository, sloppy fixtures included.
    func testEveryFrontMatterInTheRepositoryReadsAsLibYAMLReadsIt() {
        let texts = repositoryYAML()
        var read = 0
        for (name, yaml) in texts {
            assertReadsAsLibYAML(yaml, name)
            // As the front matter splitter hands it over: without the line feed before `---`.
            assertReadsAsLibYAML(String(yaml.dropLast()), name + " without its last line feed")
            if self.read(yaml) != nil { read += 1 }
        }
        XCTAssertGreaterThan(texts.count, 50)
        XCTAssertGreaterThan(read, texts.count / 2, "most front matter is block YAML")
    }

    /// The library's own entries are written as the reader reads: none goes to libyaml.
    func testTheLibrarysEntriesAreReadWithoutLibYAML() {
        let entries = repositoryYAML().filter { $0.name.hasPrefix("Content/") }
        XCTAssertGreaterThan(entries.count, 10)
        for (name, yaml) in entries {
            XCTAssertNotNil(read(yaml), name)
            XCTAssertNotNil(read(String(yaml.dropLast())), name + " without its last line feed")
        }
    }

    /// Each repository text changed a line at a time as an author might change it (and as would
    /// break it): every variant the reader reads, it reads as libyaml does.
    func testEditedFrontMatterReadsAsLibYAMLOrGoesToIt() {
        let edits: [(String, (String) -> String)] = [
            ("outdented", { String($0.drop { $0 == " " }) }),
            ("indented", { "  " + $0 }),
            ("indented one", { " " + $0 }),
            ("commented", { $0 + " # note" }),
            ("hash", { $0 + " #" }),
            ("no space", { $0.replacingOccurrences(of: ": ", with: ":") }),
            ("colon", { $0 + ":" }),
            ("colon space", { $0 + ": x" }),
            ("trailing", { $0 + "   " }),
            ("blank", { $0 + "\n" }),
            ("spaces line", { $0 + "\n     " }),
            ("dash", { "- " + $0 }),
            ("quoted", { $0.replacingOccurrences(of: ": ", with: ": \"") }),
            ("quote closed", { $0.replacingOccurrences(of: ": ", with: ": '") + "'" }),
            ("strip", { $0.replacingOccurrences(of: "|", with: "|-") }),
            ("keep", { $0.replacingOccurrences(of: "|", with: "|+") }),
            ("bracket", { $0.replacingOccurrences(of: "]", with: ", ]") }),
            ("doubled", { $0.replacingOccurrences(of: "'", with: "''") }),
            ("removed", { _ in "" }),
        ]
        var compared = 0
        for (name, yaml) in repositoryYAML().prefix(60) {
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for index in lines.indices {
                for (edit, change) in edits {
                    var edited = lines
                    edited[index] = change(lines[index])
                    let text = edited.joined(separator: "\n")
                    assertReadsAsLibYAML(text, "\(name) line \(index + 1) \(edit)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    /// Texts made of the pieces front matter is made of, put together at random (the same texts
    /// on every run): every one the reader reads, it reads as libyaml does.
    func testRandomTextsReadAsLibYAMLOrGoToIt() {
        var random = SplitMix64(seed: 0x5EED)
        let indents = ["", "", "  ", "    ", " ", "      "]
        let starts = ["", "", "", "- ", "-", "- - "]
        let keys = ["title", "a b", "ключ", "\"q k\"", "'s k'", "k#x", "k:x", "[k]", "?k", "🙂", "x y "]
        let separators = [": ", ": ", ":", " : ", ":  ", ":\t"]
        let values = [
            "word", "two words", "a # note", "a#b", "\"quoted\"", "'it''s'", "\"a\\nb\"", "[a, 'b', \"c\"]", "[]",
            "[a,]", "[a, [b]]", "{a: b}", "|", "|-", "|+", ">", "| # c", "&x y", "*x", "!t v", "x: y", "x:", "-1",
            "- a",
            "'open", "\"open", "é ü", "", "   ", "@x", "`x`", "%x", "a ]", "a, b",
        ]
        let extras = ["", "", "", "# comment", "  # indented", "   ", "---", "...", "%YAML 1.1", "\u{FEFF}x: y"]
        var read = 0
        for document in 0..<40_000 {
            var lines: [String] = []
            for _ in 0..<(1 + random.next(6)) {
                switch random.next(5) {
                case 0:
                    lines.append(random.pick(extras))
                case 1:
                    lines.append(random.pick(indents) + random.pick(values))
                default:
                    lines.append(
                        random.pick(indents) + random.pick(starts) + random.pick(keys) + random.pick(separators)
                            + random.pick(values))
                }
            }
            let text = lines.joined(separator: "\n") + (random.next(2) == 0 ? "\n" : "")
            assertReadsAsLibYAML(text, "random text \(document)")
            if self.read(text) != nil { read += 1 }
        }
        XCTAssertGreaterThan(read, 1_500, "the reader reads some of them")
    }

    /// Nested mappings and sequences, written out as authors write them (indented by 0 to 4,
    /// compact `- key:` items, blocks with blank and deeper lines, one-line lists, comments), one
    /// line in four then moved, dropped or doubled: every one the reader reads, it reads as libyaml does.
    func testNestedTextsMadeAtRandomReadAsLibYAMLOrGoToIt() {
        var random = SplitMix64(seed: 42)
        var read = 0
        for document in 0..<20_000 {
            var lines = RandomYAML.node(&random, indent: 0, depth: 0)
            if random.next(4) == 0, !lines.isEmpty {
                let index = random.next(lines.count)
                switch random.next(4) {
                case 0: lines[index] = " " + lines[index]
                case 1: lines[index] = String(lines[index].drop { $0 == " " })
                case 2: lines.remove(at: index)
                default: lines.insert(lines[index], at: index)
                }
            }
            let text = lines.joined(separator: "\n") + (random.next(2) == 0 ? "\n" : "")
            assertReadsAsLibYAML(text, "nested text \(document)")
            if self.read(text) != nil { read += 1 }
        }
        XCTAssertGreaterThan(read, 1_500, "the reader reads some of them")
    }

    func testBlockConstructsReadAsLibYAML() {
        let texts = [
            "title: Button\n",
            "title: Button",
            "a:\nb: x\n",
            "a: \nb: x # note\n",
            "a:\n- x\n- y\nb: z\n",
            "a:\n  - x\n  - 'y'\n",
            "- a: 1\n  b: \"2\"\n- c: |\n    text\n",
            "- a:\n  - x\n",
            "list:\n  - Tab key\n  - [a, 'b', \"c d\"]\n  - []\n  - [ x , y ]\n",
            "\"quoted key\": v\n'single''s': 'it''s'\n",
            "key   : spaced\n",
            "url: https://example.org/a#b\n",
            "text: a [b] {c}, d\n",
            "block: |\n  one\n\n  two\n    deeper\n\n\nafter: x\n",
            "block: |-\n  one\n  two\n\nnext: y\n",
            "block: | # note\n  one\n",
            "  indented: root\n  next: x\n",
            "# only a comment\n",
            "",
            "\n\n",
            "ключ: значение\n\"🙂 key\": 日本語 ✓\n",
            "nested:\n    deep:\n        deeper: x\n    back: y\nout: z\n",
            "a: 1\n  # an indented comment\nb: 2\n",
            "wcag: [\"1.3.1\", \"2.1.1\"]\norder: 1\n",
            "a: |\n  last line",
            "a: |-\n  last line",
            "a: |\n  one\n\n",
        ]
        for yaml in texts {
            XCTAssertNotNil(read(yaml), "read: \(yaml)")
            assertReadsAsLibYAML(yaml, yaml)
        }
        XCTAssertEqual(read("a: |\n  one\n  two\n")??["a"]?.string, "one\ntwo\n")
        XCTAssertEqual(read("a: |-\n  one\n\n  two\n\n")??["a"]?.string, "one\n\ntwo")
        XCTAssertEqual(read("a: 'it''s'")??["a"]?.string, "it's")
        XCTAssertEqual(read("a:\nb: x\n")??["a"]?.scalar?.mark.map { [$0.line, $0.column] }, [1, 3])
    }

    /// What the reader leaves to libyaml, which reads it or words its problem.
    func testOtherYAMLGoesToLibYAML() {
        let texts = [
            "a:\tb\n", "a: b\r\nc: d\r\n", "\u{FEFF}a: b\n", "a: b\u{2028}c: d\n", "a: \u{85}\n",
            "a: >\n  folded\n", "a: |+\n  kept\n", "a: |2\n  x\n", "a: |\n\n  leading blank\n",
            "a: |\n  x\n     \n", "a: |\nb: x\n",
            "a: \"esc\\n\"\n", "a: \"open\n  close\"\n", "a: 'open\n", "a: plain\n  continued\n",
            "a: &anchor x\nb: *anchor\n", "a: !!str x\n", "a: {b: c}\n", "a: [b, [c]]\n", "a: [b,]\n",
            "a: [b: c]\n", "a: x: y\n", "a: x:\n", "? a\n: b\n", "- - a\n", "-\n  a: b\n", "a:\n  plain text\n",
            "a: 1\na: 2\n", "a: 1\n---\nb: 2\n", "%YAML 1.1\n---\na: b\n", "just a scalar\n", "a: -1\n",
            "a: @x\n", "a: `x`\n", "a: b\n  c: d\n", "a:\n    b: 1\n  c: 2\n", "a: \"x\" y\n", "a: [x] y\n",
            "- a: 1\n b: 2\n",
        ]
        for yaml in texts {
            XCTAssertNil(read(yaml), "left to libyaml: \(yaml.debugDescription)")
        }
    }

    func testLimitsGoToLibYAML() {
        XCTAssertNil(read((0..<20_001).map { "k\($0): v" }.joined(separator: "\n")))
        let deep = (0..<40).map { String(repeating: "  ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"
        XCTAssertNil(read(deep))
    }
}

/// A small seeded generator (SplitMix64): the same texts on every run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    mutating func pick(_ items: [String]) -> String { items[next(items.count)] }
}

/// Block YAML made at random from the pieces front matter is made of.
private enum RandomYAML {
    static let keys = [
        "title", "a b", "ключ", "\"q: k\"", "'it''s'", "k-1", "x.y", "Tab key", "é", "k#x", "[k]", "k:x",
    ]
    static let plains = [
        "word", "two words", "a # note", "a#b", "x: y", "é ü ✓", "1.3.1", "http://x.org/a", "a, b", "a [b] {c}", "-1",
        "~", "null", "true", "a:b", "a :b", "trail  ", "'", "\"", "a'b", "a\"b",
    ]
    static let quoted = [
        "\"q\"", "\"with 'single'\"", "'s'", "'it''s'", "\"\"", "''", "\"a\\\"b\"", "'a # b'", "\"a: b\"",
    ]
    /// Items a one-line list can hold as they are.
    static let items =
        plains.filter { !$0.contains(",") && !$0.contains(":") && !$0.contains("#") && !$0.contains("[") }
        + quoted

    static func scalar(_ random: inout SplitMix64, indent: Int) -> [String] {
        switch random.next(6) {
        case 0:
            return [random.pick(quoted)]
        case 1:
            let step = [1, 2, 4][random.next(3)]
            var lines = [random.pick(["|", "|-", "|+", "| # c", ">", "|2"])]
            for _ in 0..<(1 + random.next(4)) {
                let pad = String(repeating: " ", count: indent + step)
                switch random.next(6) {
                case 0: lines.append("")
                case 1: lines.append(pad + String(repeating: " ", count: random.next(3)))
                case 2: lines.append(pad + "  deeper " + random.pick(plains))
                case 3: lines.append(pad + "# not a comment")
                default: lines.append(pad + random.pick(plains))
                }
            }
            return lines
        case 2:
            let values = (0..<random.next(4)).map { _ in random.pick(items) }
            return ["[" + values.joined(separator: random.pick([", ", ",", " , "])) + "]"]
        default:
            return [random.pick(plains)]
        }
    }

    static func node(_ random: inout SplitMix64, indent: Int, depth: Int) -> [String] {
        if depth > 3 || random.next(3) == 0 { return scalar(&random, indent: indent) }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        if random.next(2) == 0 {
            let step = [2, 2, 4, 1, 0][random.next(5)]
            for _ in 0..<(1 + random.next(3)) {
                let value = node(&random, indent: indent + step, depth: depth + 1)
                let key = pad + random.pick(keys)
                if value.count == 1 || value[0].hasPrefix("|") || value[0].hasPrefix(">") {
                    lines.append(key + random.pick([": ", ":  ", " : "]) + value[0])
                    lines += value.dropFirst()
                } else {
                    lines.append(key + ":" + random.pick(["", " ", " # c"]))
                    lines += value
                }
                if random.next(8) == 0 { lines.append(random.pick(["", "# c", pad + "  # c", "   "])) }
            }
        } else {
            for _ in 0..<(1 + random.next(3)) {
                let value = node(&random, indent: indent + 2, depth: depth + 1)
                // A collection's first line goes on the dash's line: `- key: value`.
                let first =
                    value.count == 1 || value[0].hasPrefix("|") ? Substring(value[0]) : value[0].dropFirst(indent + 2)
                lines.append(pad + "- " + first)
                lines += value.dropFirst()
            }
        }
        return lines
    }
}
