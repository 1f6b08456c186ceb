import XCTest

@testable import A11yDocsTemplating

/// The official Mustache specification (`MustacheSpec/`, the spec's own files) run against the
/// engine: every test of every file is parsed, rendered with its data and partials, and compared
/// with what the spec expects, byte for byte — except the skips below, each with its reason.
final class MustacheSpecTests: XCTestCase {
    /// Spec tests the engine does not pass on purpose. A file's name alone skips the whole file,
    /// which is not run and its test reported skipped (`XCTSkip`); `file: test` skips one test,
    /// which is run and must still fail, so a skip that is no longer needed is seen and taken off.
    static let skipped: [String: String] = [
        "interpolation: Basic Decimal Interpolation":
            "decimal numbers: TemplateValue holds whole numbers only (.number(Int))",
        "interpolation: Triple Mustache Decimal Interpolation":
            "decimal numbers: TemplateValue holds whole numbers only (.number(Int))",
        "interpolation: Ampersand Decimal Interpolation":
            "decimal numbers: TemplateValue holds whole numbers only (.number(Int))",
        "sections: Implicit Iterator - Decimal":
            "decimal numbers: TemplateValue holds whole numbers only (.number(Int))",
        "~dynamic-names":
            "optional module not supported: our templates fix each partial's name where it is written and use no "
            + "dynamic names ({{>*name}})",
        "~lambdas":
            "optional module not supported: our templates use no lambdas, and views hold data, not code (the spec's "
            + "lambdas are code in its host languages)",
    ]

    func testComments() throws { try check("comments") }
    func testDelimiters() throws { try check("delimiters") }
    func testInterpolation() throws { try check("interpolation") }
    func testInverted() throws { try check("inverted") }
    func testPartials() throws { try check("partials") }
    func testSections() throws { try check("sections") }
    func testDynamicNames() throws { try check("~dynamic-names") }
    func testInheritance() throws { try check("~inheritance") }
    func testLambdas() throws { try check("~lambdas") }

    /// Every skip names a spec file or a test in one, so none outlives what it was for.
    func testSkipsNameSpecTests() throws {
        var known = Set(MustacheSpecFile.names)
        for name in MustacheSpecFile.names {
            for test in try MustacheSpecFile.load(name).tests { known.insert("\(name): \(test.name)") }
        }
        XCTAssertEqual(Set(Self.skipped.keys).subtracting(known), [], "skips that name no spec test")
    }

    /// The page a spec test's template is rendered as: a name no partial can have (a tag's name
    /// is never empty), so partials cannot shadow it.
    private static let page = ""

    private func check(_ name: String) throws {
        let file = try MustacheSpecFile.load(name)
        XCTAssertFalse(file.tests.isEmpty, "\(name).json has no tests")
        if let reason = Self.skipped[name] {
            throw XCTSkip("Mustache spec \(name).json, \(file.tests.count) tests not run: \(reason)")
        }
        var (passed, failed) = (0, 0)
        var skips: [String: Int] = [:]
        for test in file.tests {
            let outcome = Self.run(test)
            if let reason = Self.skipped["\(name): \(test.name)"] {
                skips[reason, default: 0] += 1
                if case .success(let actual) = outcome, actual == test.expected {
                    XCTFail("\(name).json › \(test.name) passes now: take it off the skip list (\(reason))")
                }
                continue
            }
            switch outcome {
            case .success(let actual) where actual == test.expected:
                passed += 1
            case .success(let actual):
                failed += 1
                XCTFail(Self.report(name, test, actual: actual.debugDescription))
            case .failure(let error):
                failed += 1
                XCTFail(Self.report(name, test, actual: "error: \(error)"))
            }
        }
        let reasons = skips.sorted { $0.key < $1.key }.map { "\($0.value): \($0.key)" }
        let skipped = skips.values.reduce(0, +)
        print(
            "Mustache spec \(name).json: \(passed) passed, \(skipped) "
                + "skipped\(reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"), \(failed) failed"
        )
    }

    /// The test's template rendered with its data and partials, or why it could not be.
    private static func run(_ test: MustacheSpecFile.Test) -> Result<String, Error> {
        Result {
            var templates = try (test.partials ?? [:]).mapValues { try MustacheParser.parse($0) }
            templates[page] = try MustacheParser.parse(test.template)
            return try MustacheRenderer(templates: templates).render(page, test.data.templateValue())
        }
    }

    private static func report(_ file: String, _ test: MustacheSpecFile.Test, actual: String) -> String {
        let partials = (test.partials ?? [:]).sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.debugDescription)" }.joined(separator: ", ")
        return """
            \(file).json › \(test.name)
              desc:     \(test.desc)
              template: \(test.template.debugDescription)
              partials: \(partials)
              expected: \(test.expected.debugDescription)
              actual:   \(actual)
            """
    }
}
