import A11yDocs

/// Entries as MCP resources: `a11ydocs://<collection>/<slug>`, each the entry's Markdown mirror.
enum EntryResource {
    static let scheme = "a11ydocs://"
    static let mimeType = "text/markdown"

    static func uri(of entry: Entry) -> String {
        scheme + PatternLibrary.id(of: entry)
    }

    static let template: JSONValue = [
        "uriTemplate": .string(scheme + "{collection}/{slug}"), "name": "entry", "title": "Pattern entry",
        "description": "An entry's Markdown: how to test it, screen-reader output, developer notes and code.",
        "mimeType": .string(mimeType),
    ]

    static func list(_ library: PatternLibrary) -> [JSONValue] {
        library.entries.map { entry in
            var resource: [String: JSONValue] = [
                "name": .string(PatternLibrary.id(of: entry)), "uri": .string(uri(of: entry)),
                "title": .string(entry.title), "mimeType": .string(mimeType),
            ]
            if let description = entry.description { resource["description"] = .string(description) }
            return .object(resource)
        }
    }

    /// The entry a URI names; an unknown one is "resource not found" with the nearest entries.
    static func read(_ uri: String, in library: PatternLibrary) throws -> JSONValue {
        guard uri.hasPrefix(scheme) else {
            throw RPCError(.notAResource(uri: uri, scheme: scheme))
        }
        let id = String(uri.dropFirst(scheme.count))
        guard id.split(separator: "/").count == 2 else {
            throw RPCError(
                .notAnEntry(
                    uri: uri, scheme: scheme, example: library.entries.first.map(self.uri) ?? scheme + "native/button"))
        }
        switch library.entry(named: id, argument: "uri") {
        case .success(let entry) where PatternLibrary.id(of: entry) == id:
            return [
                "contents": [
                    [
                        "uri": .string(uri), "mimeType": .string(mimeType),
                        "text": .string(try library.markdown(of: entry)),
                    ]
                ]
            ]
        case .success(let entry):
            throw RPCError(.resourceNotFound(uri: uri, suggestion: self.uri(of: entry)))
        case .failure(let problem):
            throw RPCError(.resourceNotFoundFor(uri: uri, problem))
        }
    }
}
