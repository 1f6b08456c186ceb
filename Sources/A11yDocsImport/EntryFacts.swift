import A11yDocsLoading
import A11yDocsSupport

/// What the import needs to know of an entry's front matter before it is written: its title (for
/// `{{ page.title }}`), whether it holds anything to test (a collection without any is not a
/// pattern library's), and whether it is a draft by its keys.
struct EntryFacts: Equatable {
    var title: String?
    var hasTestKeys = false
    var isDraft = false

    init() {}

    /// Read from the front matter's YAML; YAML that does not parse tells nothing (it is reported
    /// where it is indented).
    init(yaml: String) {
        guard case .success(let root) = YAMLReader.compose(yaml), let mapping = root?.mapping else { return }
        for (keyNode, value) in mapping {
            let key = (keyNode.string ?? "").trimmed().lowercased()
            let folded = key.filter { $0 != "-" && $0 != "_" && $0 != " " }
            if ["keyboard", "mobile", "screenreader", "settings"].contains(folded)
                || key.hasPrefix(FrontMatter.gherkinPrefix)
            {
                hasTestKeys = true
            }
            let text = value.scalar?.string.trimmed().lowercased()
            switch key {
            case "title": title = value.scalar?.string.trimmed()
            case "draft": isDraft = isDraft || text == "true" || text == "yes"
            case "published": isDraft = isDraft || text == "false" || text == "no"
            default: continue
            }
        }
    }
}
