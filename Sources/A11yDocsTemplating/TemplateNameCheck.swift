import A11yDocsModel
import A11yDocsSupport

/// Checks that every name a page's templates ask for is a field the page's view has, following
/// sections, partials and parents as rendering does: a misspelt `{{titel}}` is an error at its
/// place in its file, not an empty string on every page.
package struct TemplateNameCheck {
    package let templates: [String: [MustacheNode]]
    /// Where each template is, for messages.
    package let location: (String) -> String
    package private(set) var diagnostics: [Diagnostic] = []
    private var reported = Set<String>()

    package init(templates: [String: [MustacheNode]], location: @escaping (String) -> String) {
        self.templates = templates
        self.location = location
    }

    /// Checks the page template `name`, rendered with a view of this shape, and what it includes.
    package mutating func check(_ name: String, root: TemplateShape) {
        guard let nodes = templates[name] else { return }
        walk(nodes, in: name, stack: [root], blocks: [:], depth: 0)
    }

    private typealias Blocks = [String: (nodes: [MustacheNode], template: String)]

    private mutating func walk(
        _ nodes: [MustacheNode], in template: String, stack: [TemplateShape], blocks: Blocks, depth: Int
    ) {
        guard depth < MustacheRenderer.maximumDepth else { return }
        for node in nodes {
            switch node {
            case .text, .contentType:
                continue
            case .variable(let name, _, _):
                _ = resolve(name, in: template, stack: stack)
            case let .section(name, children, inverted):
                guard let shape = resolve(name, in: template, stack: stack) else { continue }
                var inner = stack
                if !inverted, let context = shape.sectionContext { inner.append(context) }
                walk(children, in: template, stack: inner, blocks: blocks, depth: depth)
            case let .partial(name, _, position):
                guard let partial = included(name, from: template, at: position) else { continue }
                walk(partial, in: name, stack: stack, blocks: blocks, depth: depth + 1)
            case let .parent(name, _, own, position):
                guard let parent = included(name, from: template, at: position) else { continue }
                let merged = own.mapValues { (nodes: $0, template: template) }.merging(blocks) { _, outer in outer }
                walk(parent, in: name, stack: stack, blocks: merged, depth: depth + 1)
            case let .block(name, defaults, _):
                // An argument renders where the parent places it, among the parent's sections; its
                // names are reported in the template that wrote it.
                if let argument = blocks[name] {
                    walk(argument.nodes, in: argument.template, stack: stack, blocks: blocks, depth: depth + 1)
                } else {
                    walk(defaults, in: template, stack: stack, blocks: blocks, depth: depth)
                }
            }
        }
    }

    private mutating func included(_ name: String, from template: String, at position: MustachePosition)
        -> [MustacheNode]?
    {
        if let nodes = templates[name] { return nodes }
        let names = templates.keys.sorted()
        report(
            .templateUnknownPartial(name, suggestion: Suggestion.closest(to: name, in: names)), in: template,
            at: position)
        return nil
    }

    /// The shape a name finds, or nil (reported) when no context on the stack has it.
    private mutating func resolve(_ name: MustacheName, in template: String, stack: [TemplateShape]) -> TemplateShape? {
        guard let first = name.parts.first else { return stack.last }
        guard var current = stack.reversed().lazy.compactMap({ $0.fields[first] }).first else {
            let visible = Set(stack.flatMap { $0.fields.keys }).sorted()
            report(
                .templateUnknownField(
                    first,
                    suggestion: Self.unescapedTwin(of: first, in: visible) ?? Suggestion.closest(to: first, in: visible)
                ),
                in: template, at: name.position)
            return nil
        }
        for (index, part) in name.parts.enumerated().dropFirst() {
            guard let next = current.fields[part] else {
                let suggestion = Suggestion.closest(to: part, in: current.fields.keys.sorted())
                    .map { (name.parts.prefix(index) + [$0]).joined(separator: ".") }
                report(.templateUnknownField(name.written, suggestion: suggestion), in: template, at: name.position)
                return nil
            }
            current = next
        }
        return current
    }

    /// `titleMarkdown`, from themes written before Markdown templates escaped values themselves:
    /// `title` is what it means now.
    private static func unescapedTwin(of name: String, in visible: [String]) -> String? {
        guard name.hasSuffix("Markdown") else { return nil }
        let twin = String(name.dropLast("Markdown".count))
        return visible.contains(twin) ? twin : nil
    }

    private mutating func report(_ problem: Problem, in template: String, at position: MustachePosition) {
        let location = SourceLocation(
            path: location(template + ".mustache"), line: position.line, column: position.column)
        let key = "\(location.path):\(position.line):\(position.column)"
        guard reported.insert(key).inserted else { return }
        diagnostics.append(Diagnostic(problem, at: location))
    }
}
