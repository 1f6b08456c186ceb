import Foundation

/// One file of the Mustache specification (`specs/<name>.json`), vendored in `MustacheSpec/`.
struct MustacheSpecFile: Decodable {
    struct Test: Decodable {
        let name: String
        let desc: String
        let data: MustacheSpecJSON
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Test]

    /// Where the spec's files are kept, beside this source file (they are excluded from the
    /// target in Package.swift and read by path, as the other fixtures are).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "MustacheSpec")

    /// The required files, then the optional (`~`) ones, as the specification names them.
    static let names = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~dynamic-names", "~inheritance", "~lambdas",
    ]

    static func load(_ name: String) throws -> MustacheSpecFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
        return try JSONDecoder().decode(MustacheSpecFile.self, from: data)
    }
}
