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
            // Keep a present-but-empty key, so that lookups stop here instead of climbing to an
            // outer object with the same key (as Mustache does for a nil property).
            guard let wrapped = mirror.children.first?.value else { return Optional<Any>.none as Any }
            return make(wrapped)
        default:
            return value
        }
    }
}
