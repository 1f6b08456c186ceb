import A11yDocsCriteria
import A11yDocsModel

// How each record of `entries.json` writes itself: its `Encodable` fields in sorted key order,
// nil optionals left out. `CodeSnippet` writes what its coding keys name (not `isLiveExample`).

extension EntriesJSON.EntryRecord: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("authoredScenarios", authoredScenarios)
            json.field("categories", categories)
            json.field("collection", collection)
            json.field("description", description)
            json.field("draft", draft)
            json.field("file", file)
            json.field("generalNotes", generalNotes)
            json.field("id", id)
            json.field("keyboard", keyboard)
            json.field("mobile", mobile)
            json.field("order", order)
            json.field("platforms", platforms)
            json.field("screenReader", screenReader)
            json.field("settings", settings)
            json.field("slug", slug)
            json.field("statements", statements)
            json.field("testCases", testCases)
            json.field("tested", tested)
            json.field("title", title)
            json.field("url", url)
            json.field("wcag", wcag)
            json.field("wcagChecklist", wcagChecklist)
        }
    }
}

extension EntriesJSON.TestedRecord: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("behind", behind)
            json.field("by", by)
            json.field("date", date)
            json.field("groups", groups)
            json.field("notes", notes)
            json.field("on", on)
            json.field("result", result)
            json.field("stale", stale)
            json.field("version", version)
            json.field("with", with)
        }
    }
}

extension WCAGCriterion: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("level", level)
            json.field("name", name)
            json.field("number", number)
        }
    }
}

extension WCAGCriterion.Level: JSONWritable {}

extension Expectation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("result", result)
            json.field("trigger", trigger)
        }
    }
}

extension ScreenReaderOutput: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("extra", extra)
            json.field("group", group)
            json.field("name", name)
            json.field("role", role)
            json.field("state", state)
        }
    }
}

extension TestGroupStatements: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("keyboard", keyboard)
            json.field("mobile", mobile)
            json.field("screenReader", screenReader)
            json.field("settings", settings)
        }
    }
}

extension WCAGChecklistGroup: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("items", items)
            json.field("name", name)
        }
    }
}

extension AuthoredScenario: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("name", name)
            json.field("steps", steps)
        }
    }
}

extension AuthoredScenario.Step: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("keyword", keyword)
            json.field("text", text)
        }
    }
}

extension AuthoredScenario.Step.Keyword: JSONWritable {}

extension TestCase: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("group", group)
            json.field("id", id)
            json.field("preconditions", preconditions)
            json.field("steps", steps)
            json.field("title", title)
            json.field("trigger", trigger)
        }
    }
}

extension TestCase.Step: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("action", action)
            json.field("expected", expected)
        }
    }
}

extension NoteSection: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("frameworks", frameworks)
            json.field("general", general)
            json.field("kind", kind)
            json.field("snippets", snippets)
            json.field("title", title)
        }
    }
}

extension NoteSection.Kind: JSONWritable {}

extension FrameworkNotes: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("blocks", blocks)
            json.field("framework", framework)
        }
    }
}

extension CodeSnippet: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("code", code)
            json.field("framework", framework)
            json.field("language", language)
            json.field("platform", platform)
            json.field("section", section)
        }
    }
}

extension PlatformNotes: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("platform", platform)
            json.field("sections", sections)
        }
    }
}

extension Platform: JSONWritable {}
extension Framework: JSONWritable {}
