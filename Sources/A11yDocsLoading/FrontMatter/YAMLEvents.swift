import CYaml

/// libyaml's event stream over a YAML text, the one place that drives its parser: the shape check
/// and the one-pass composer both read front matter through it.
enum YAMLEvents {
    /// Where libyaml stopped, when it could not read on, and what it said.
    struct Stop {
        var problem: String
        var line: Int
        var column: Int
    }

    /// Hands each event to `take` until `take` returns a result or the stream ends. `stop` says
    /// where libyaml gave up, when it did before either.
    static func read<Result>(_ yaml: String, _ take: (yaml_event_t) -> Result?) -> (result: Result?, stop: Stop?) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return (nil, nil) }
        defer { yaml_parser_delete(&parser) }
        return yaml.withUTF8Bytes { bytes in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if let result = take(event) { return (result, nil) }
                // libyaml hands out empty events after the end; nothing follows it.
                if event.type == YAML_STREAM_END_EVENT { return (nil, nil) }
            }
            let problem = parser.problem.map { String(cString: $0) } ?? ""
            return (
                nil,
                Stop(
                    problem: problem, line: Int(parser.problem_mark.line) + 1,
                    column: Int(parser.problem_mark.column) + 1)
            )
        }
    }

    /// A 1-based line and column from libyaml's 0-based mark.
    static func position(_ mark: yaml_mark_t) -> (line: Int, column: Int) {
        (Int(mark.line) + 1, Int(mark.column) + 1)
    }
}
