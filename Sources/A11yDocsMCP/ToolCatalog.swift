import A11yDocs

/// The tools the server offers, with the JSON Schema of each one's arguments. Names and
/// descriptions are written for the assistant that chooses among them.
enum ToolCatalog {
    enum Name: String, CaseIterable {
        case listEntries = "list_entries"
        case getEntry = "get_entry"
        case search
        case getCriteria = "get_criteria"
        case listWCAG = "list_wcag"
        case listStale = "list_stale"
    }

    static let platforms = Platform.allCases.map(\.rawValue)
    static let frameworks = Framework.allCases.map(\.rawValue)
    static let formats = CriteriaFormat.allCases.map(\.rawValue)
    static let levels = ["A", "AA", "AAA"]

    /// Each tool as `tools/list` describes it.
    static let tools: [JSONValue] = Name.allCases.map(tool)

    /// Each tool's arguments, for checking a call's names against: read once from the schemas.
    static let arguments: [Name: [String]] = Dictionary(
        uniqueKeysWithValues: zip(Name.allCases, tools).map { name, tool in
            (name, tool.objectValue?["inputSchema"]?.objectValue?["properties"]?.objectValue?.keys.sorted() ?? [])
        })

    static func tool(_ name: Name) -> JSONValue {
        switch name {
        case .listEntries:
            return readOnly(
                name, title: "List pattern entries",
                description:
                    "Lists the library's entries (one per UI pattern) in library order, with id, title, categories, "
                    + "description, the platforms and frameworks they have developer notes for, and each "
                    + "assistive technology's latest test record. Every filter "
                    + "given must hold.",
                arguments: [
                    "collection": [
                        "type": "string", "description": "A collection's folder or name, e.g. native or web.",
                    ],
                    "category": ["type": "string", "description": "One of the entries' categories, e.g. controls."],
                    "platform": choice(platforms, "Only entries with developer notes for this platform."),
                    "framework": choice(frameworks, "Only entries with notes written for this framework."),
                ])
        case .getEntry:
            return readOnly(
                name, title: "Get one entry",
                description:
                    "One pattern entry as Markdown: how to test it with a keyboard and screen-reader gestures, what "
                    + "the screen reader must announce (name, role, group, state), device settings, developer "
                    + "notes, code snippets and the test records ('Tested with'). Give platform or framework to keep "
                    + "only that stack's notes and code; the tests always stay.",
                arguments: [
                    "slug": [
                        "type": "string",
                        "description":
                            "The entry's slug (button), collection/slug (native/button) or title (Alert dialog).",
                    ],
                    "platform": choice(platforms, "Keep only this platform's developer notes."),
                    "framework": choice(
                        frameworks, "Keep only this framework's notes and snippets (implies its platform)."),
                ], required: ["slug"])
        case .search:
            return readOnly(
                name, title: "Search the library",
                description:
                    "Finds entries holding every word of the query (at the start of a word), ranked as the site's "
                    + "search page ranks them: title before categories, description, acceptance criteria, notes "
                    + "and code.",
                arguments: [
                    "query": [
                        "type": "string", "description": "Words to find, e.g. 'toggle state' or 'VoiceOver rotor'.",
                    ],
                    "limit": [
                        "type": "integer", "minimum": 1, "maximum": 100, "default": 10,
                        "description": "How many results at most.",
                    ],
                    "collection": ["type": "string", "description": "Only entries of this collection."],
                    "platform": choice(platforms, "Only entries with notes for this platform."),
                    "framework": choice(frameworks, "Only entries with notes for this framework."),
                ], required: ["query"])
        case .getCriteria:
            return readOnly(
                name, title: "Acceptance criteria",
                description:
                    "Acceptance criteria of one or more entries, in library order: condensed (plain text for a "
                    + "ticket), gherkin (one feature; several entries are rules of it, tagged with test-case ids), "
                    + "wcag (the WCAG 2.2 success criteria named), json (the entries.json records), or test "
                    + "cases as CSV: csv, xray, testrail. Or a draft Accessibility Conformance Report (VPAT 2.5, "
                    + "WCAG edition) for a product using the entries: each WCAG 2.2 Level A and AA criterion with "
                    + "the level their latest test records earn and remarks citing them, as acr (Markdown), "
                    + "acr-html (a printable page) or acr-csv; a draft to review before publishing.",
                arguments: [
                    "slugs": [
                        "type": "array", "items": ["type": "string"], "minItems": 1,
                        "description": .string(
                            "Entries by slug, collection/slug or title. Required, except for the acr formats, where "
                                + "none means every published entry."),
                    ],
                    "format": choice(formats, "How to write the criteria.", default: "condensed"),
                ])
        case .listWCAG:
            return readOnly(
                name, title: "WCAG success criteria",
                description:
                    "The WCAG 2.2 success criteria the library's entries name, each with its level, W3C Understanding "
                    + "link and the entries that name it.",
                arguments: [
                    "criterion": [
                        "type": "string", "description": "One criterion by number, e.g. 2.1.1: which entries name it.",
                    ],
                    "level": choice(levels, "Only criteria of this level."),
                    "include_unused": [
                        "type": "boolean", "default": false, "description": "Also list criteria no entry names.",
                    ],
                ])
        case .listStale:
            return readOnly(
                name, title: "Evidence to renew",
                description:
                    "Entries whose latest test record for an assistive technology is stale (older than the "
                    + "library's stale_after, 12 months unless it says) or of a version below the technology's "
                    + "current one, each with the record and why; and the published entries with no record: "
                    + "listed when the library requires records (require_tested) or include_untested is true, "
                    + "else counted.",
                arguments: [
                    "technology": [
                        "type": "string",
                        "description": .string(
                            "Only records of this assistive technology, e.g. VoiceOver iOS or TalkBack; untested "
                                + "then means no record of it."),
                    ],
                    "collection": ["type": "string", "description": "Only entries of this collection."],
                    "include_untested": [
                        "type": "boolean",
                        "description": "List the entries with no record (default: whether require_tested is on).",
                    ],
                ])
        }
    }

    /// A string that is one of `names`.
    private static func choice(_ names: [String], _ description: String, default value: String? = nil) -> JSONValue {
        var property: [String: JSONValue] = [
            "type": "string", "enum": .array(names.map { .string($0) }), "description": .string(description),
        ]
        if let value { property["default"] = .string(value) }
        return .object(property)
    }

    /// A tool that only reads the library, whose arguments are `arguments` and nothing else.
    private static func readOnly(
        _ name: Name, title: String, description: String, arguments: [String: JSONValue], required: [String] = []
    ) -> JSONValue {
        var schema: [String: JSONValue] = [
            "type": "object", "properties": .object(arguments), "additionalProperties": false,
        ]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return [
            "name": .string(name.rawValue), "title": .string(title), "description": .string(description),
            "inputSchema": .object(schema),
            "annotations": ["readOnlyHint": true, "openWorldHint": false],
        ]
    }
}
