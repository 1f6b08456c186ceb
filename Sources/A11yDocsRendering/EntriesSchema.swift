/// `api/schema.json`: the JSON Schema (draft 2020-12) that `api/entries.json` validates against.
/// Strict on purpose (no unknown fields), so a change to the export that forgets the schema fails CI.
enum EntriesSchema {
    static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "schema.json",
          "title": "a11ydocs entries",
          "description": "Every entry of an a11ydocs pattern library: front matter, test expectations, developer \#
        notes per platform, section and framework, and test records.",
          "type": "object",
          "required": ["generator", "schema", "entries"],
          "additionalProperties": false,
          "properties": {
            "generator": { "const": "a11ydocs" },
            "schema": { "type": "string" },
            "entries": { "type": "array", "items": { "$ref": "#/$defs/entry" } }
          },
          "$defs": {
            "name": { "type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$" },
            "text": { "type": "string" },
            "platform": { "enum": ["ios", "android", "web"] },
            "framework": { "enum": ["uikit", "swiftui", "android-views", "jetpack-compose"] },
            "expectation": {
              "type": "object",
              "required": ["trigger", "result"],
              "additionalProperties": false,
              "properties": { "trigger": { "$ref": "#/$defs/text" }, "result": { "$ref": "#/$defs/text" } }
            },
            "expectations": { "type": "array", "items": { "$ref": "#/$defs/expectation" } },
            "criterion": {
              "type": "object",
              "required": ["number", "name", "level"],
              "additionalProperties": false,
              "properties": {
                "number": { "type": "string", "pattern": "^[1-4]\\.[0-9]+\\.[0-9]+$" },
                "name": { "type": "string", "minLength": 1 },
                "level": { "enum": ["A", "AA", "AAA"] }
              }
            },
            "screenReader": {
              "type": "object",
              "required": ["extra"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/text" },
                "role": { "$ref": "#/$defs/text" },
                "group": { "$ref": "#/$defs/text" },
                "state": { "$ref": "#/$defs/text" },
                "extra": { "$ref": "#/$defs/expectations" }
              }
            },
            "snippet": {
              "type": "object",
              "required": ["language", "code", "section"],
              "additionalProperties": false,
              "properties": {
                "language": { "type": "string" },
                "code": { "type": "string" },
                "platform": { "$ref": "#/$defs/platform" },
                "section": { "type": "string" },
                "framework": { "$ref": "#/$defs/framework" }
              }
            },
            "frameworkNotes": {
              "type": "object",
              "required": ["framework", "blocks"],
              "additionalProperties": false,
              "properties": {
                "framework": { "$ref": "#/$defs/framework" },
                "blocks": { "type": "array", "items": { "type": "string", "description": "CommonMark" } }
              }
            },
            "section": {
              "type": "object",
              "required": ["title", "kind", "general", "frameworks", "snippets"],
              "additionalProperties": false,
              "properties": {
                "title": { "type": "string" },
                "kind": { "enum": ["developerNotes", "name", "role", "groupings", "state", "focus", "customActions", \#
        "announcements", "codeExample", "other"] },
                "general": { "type": "array", "items": { "type": "string", "description": "CommonMark" } },
                "frameworks": { "type": "array", "items": { "$ref": "#/$defs/frameworkNotes" } },
                "snippets": { "type": "array", "items": { "$ref": "#/$defs/snippet" } }
              }
            },
            "testRecord": {
              "description": "One time the pattern was tested with an assistive technology, as the front matter's \#
        'tested:' gives it; 'stale' and 'behind' judge it on the day the file was built.",
              "type": "object",
              "required": ["with", "date", "result", "stale", "behind"],
              "additionalProperties": false,
              "properties": {
                "with": { "description": "The assistive technology, as written.", "type": "string", "minLength": 1 },
                "version": { "description": "The version tested, as written; it begins with a number.", \#
        "type": "string", "minLength": 1 },
                "on": { "description": "Device, operating system or browser, as written.", "type": "string", \#
        "minLength": 1 },
                "date": { "description": "The day of the testing.", "type": "string", \#
        "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" },
                "result": { "enum": ["pass", "partial", "fail"] },
                "notes": { "type": "string", "minLength": 1 },
                "by": { "description": "Who tested.", "type": "string", "minLength": 1 },
                "groups": {
                  "description": "The test groups it covered; absent when the record names none.",
                  "type": "array",
                  "minItems": 1,
                  "uniqueItems": true,
                  "items": { "enum": ["keyboard", "mobile", "screenreader", "settings"] }
                },
                "stale": { "description": "Older than 'stale_after' in a11ydocs.yml (12 months unless it says).", \#
        "type": "boolean" },
                "behind": { "description": "Its version's major number is below the technology's 'current' in \#
        a11ydocs.yml.", "type": "boolean" }
              }
            },
            "platformNotes": {
              "type": "object",
              "required": ["platform", "sections"],
              "additionalProperties": false,
              "properties": {
                "platform": { "$ref": "#/$defs/platform" },
                "sections": { "type": "array", "items": { "$ref": "#/$defs/section" } }
              }
            },
            "entry": {
              "type": "object",
              "required": ["id", "slug", "collection", "file", "url", "title", "categories", "wcag", "keyboard", \#
        "mobile",
                           "screenReader", "settings", "statements", "wcagChecklist", "authoredScenarios", \#
        "testCases", "draft",
                           "generalNotes", "platforms"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string", "pattern": "^[a-z0-9-]+/[a-z0-9-]+$" },
                "slug": { "$ref": "#/$defs/name" },
                "collection": { "$ref": "#/$defs/name" },
                "file": { "type": "string" },
                "url": { "type": "string" },
                "title": { "type": "string", "minLength": 1 },
                "categories": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 } },
                "description": { "type": "string" },
                "order": { "type": "integer" },
                "wcag": { "type": "array", "items": { "$ref": "#/$defs/criterion" } },
                "keyboard": { "$ref": "#/$defs/expectations" },
                "mobile": { "$ref": "#/$defs/expectations" },
                "screenReader": { "$ref": "#/$defs/screenReader" },
                "settings": { "$ref": "#/$defs/expectations" },
                "statements": {
                  "description": "Test groups written as text (keyboard: N/A), as the author wrote them.",
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "keyboard": { "type": "string" },
                    "mobile": { "type": "string" },
                    "screenReader": { "type": "string" },
                    "settings": { "type": "string" }
                  }
                },
                "wcagChecklist": {
                  "description": "The author's WCAG checklist, grouped by principle, in the author's words.",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": ["name", "items"],
                    "additionalProperties": false,
                    "properties": {
                      "name": { "type": "string" },
                      "items": { "type": "array", "items": { "type": "string", "minLength": 1 } }
                    }
                  }
                },
                "authoredScenarios": {
                  "description": "Scenarios the author wrote (gherkin-<group>), replacing the generated one of that \#
        group.",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": ["name", "steps"],
                    "additionalProperties": false,
                    "properties": {
                      "name": { "type": "string", "minLength": 1 },
                      "steps": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                          "type": "object",
                          "required": ["keyword", "text"],
                          "additionalProperties": false,
                          "properties": {
                            "keyword": { "enum": ["Given", "When", "Then", "And", "But"] },
                            "text": { "type": "string" }
                          }
                        }
                      }
                    }
                  }
                },
                "testCases": {
                  "description": "The entry's test cases, as the CSV exports list them and the Gherkin tags its \#
        scenarios (@id).",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": ["id", "group", "title", "preconditions", "steps"],
                    "additionalProperties": false,
                    "properties": {
                      "id": { "type": "string", "pattern": "^a11y-[a-z0-9]+(-[a-z0-9]+)*$" },
                      "group": { "type": "string", "minLength": 1 },
                      "title": { "type": "string", "minLength": 1 },
                      "trigger": { "description": "The key, gesture, output or setting as written; absent for a group \#
        written as text or a scenario the author wrote.", "type": "string" },
                      "preconditions": { "type": "array", "items": { "type": "string" } },
                      "steps": {
                        "type": "array",
                        "items": {
                          "type": "object",
                          "required": ["action", "expected"],
                          "additionalProperties": false,
                          "properties": { "action": { "type": "string" }, "expected": { "type": "string" } }
                        }
                      }
                    }
                  }
                },
                "draft": { "type": "boolean" },
                "generalNotes": { "type": "array", "items": { "$ref": "#/$defs/section" } },
                "platforms": { "type": "array", "items": { "$ref": "#/$defs/platformNotes" } },
                "tested": {
                  "description": "The entry's test records, latest first, and of one day the later written first: \#
        the first record of a technology ('with', compared without regard to case or spacing) is its latest. \#
        Absent when the entry has none.",
                  "type": "array",
                  "minItems": 1,
                  "items": { "$ref": "#/$defs/testRecord" }
                }
              }
            }
          }
        }

        """#
}
