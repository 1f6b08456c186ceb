import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport
import Foundation
import Yams

/// The `a11ydocs.yml` the import writes beside the content folder: the title and description from
/// the repository's `package.json` (`name`, `description`) when it has one, the content and
/// static folders, and the collections imported, named and ordered as MagentaA11y's navigation
/// has them, "How to test" as guides.
struct MagentaSettings {
    var text: String
    /// What it sets, for the summary: `title`, `3 collections`.
    var settings: [String]
    /// `package.json` when it gave something.
    var source: String?
    var findings: [ImportFinding] = []

    init(
        repository: String?, source: String, contentFolder: String, staticFolder: String?,
        collections: [MagentaCollection]
    ) {
        var writer = FrontMatterWriter()
        var package: (title: String?, description: String?) = (nil, nil)
        if let repository {
            let path = PathText.join(repository, Self.packageFile)
            let read = Self.package(at: path)
            package = (read.title, read.description)
            if let problem = read.problem { findings.append(ImportFinding(problem, at: .whole(path))) }
        }
        writer.add("title", text: package.title)
        writer.add("description", text: package.description)
        writer.add("content", text: contentFolder)
        writer.add("static", text: staticFolder)
        if !collections.isEmpty {
            let entries = collections.map { collection -> (Node, Node) in
                var fields: [(Node, Node)] = [
                    (Node("name"), FrontMatterWriter.text(collection.name)),
                    (Node("order"), Node(String(collection.order))),
                ]
                if collection.isGuides { fields.append((Node("kind"), Node("guides"))) }
                return (FrontMatterWriter.text(collection.folder), Node.mapping(Node.Mapping(fields)))
            }
            writer.add("collections", Node.mapping(Node.Mapping(entries)))
        }
        let yaml = writer.yaml
        text = """
            # a11ydocs settings, written by 'a11ydocs import magentaa11y' from \(source).
            # Every key is described in a11ydocs' docs/configuration.md; 'a11ydocs init' writes a commented example.

            """ + yaml
        settings =
            [package.title.map { _ in "title" }, package.description.map { _ in "description" }].compactMap { $0 }
            + (collections.isEmpty ? [] : [Counted.count(collections.count, "collection")])
        self.source = package.title != nil || package.description != nil ? Self.packageFile : nil
    }

    static let packageFile = "package.json"

    /// `name` and `description`; nothing when there is no file, a problem when it is not JSON.
    private static func package(at path: String) -> (title: String?, description: String?, problem: ImportProblem?) {
        guard case .success(let data) = FileReading.read(path, maxBytes: 1 << 20) else { return (nil, nil, nil) }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return (nil, nil, .magenta(.packageNotRead("it is not a JSON object")))
        }
        let text = { (key: String) in (object[key] as? String).map { $0.trimmed() }.flatMap { $0.isEmpty ? nil : $0 } }
        return (text("name"), text("description"), nil)
    }
}
