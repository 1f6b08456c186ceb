import Mustache

/// View models turned into dictionaries and arrays once, before rendering. Mustache looks a
/// value up for every tag; on a Swift struct each lookup reflects the whole struct again, on a
/// dictionary it is one hash lookup. For a 1,000-entry site this is most of the render time.
enum TemplateContext {
    static func make(_ value: Any) -> Any {
        switch value {
        case is String, is Int, is Bool, is Double:
            return value
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(mirror.children.count)
            for child in mirror.children {
                guard let label = child.label else { continue }
                dictionary[label] = make(child.value)
            }
            return dictionary
        case .collection:
            return mirror.children.map { make($0.value) }
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return Null() }
            return make(wrapped)
        default:
            return value
        }
    }

    /// A missing optional: renders as nothing, skips `{{#key}}` sections and shows `{{^key}}`
    /// ones. Being present, it also stops Mustache from taking an outer object's value of the
    /// same name.
    struct Null: MustacheCustomRenderable {
        var renderText: String { "" }
        var isNull: Bool { true }
    }
}
