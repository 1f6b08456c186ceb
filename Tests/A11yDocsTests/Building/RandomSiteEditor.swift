import A11yDocsTestSupport
import Foundation

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsSupport

/// Makes random edits an author makes while previewing, to a site's `Content/`, `Static/` and
/// `Templates/` folders under `root`: entries and guides added, edited, moved, renamed (an entry
/// into the guides collection, a guide out of it), deleted, drafted and broken; pictures, static
/// files and template overrides added, changed and removed. Every choice comes from the seeded
/// generator and from sorted lists, so a seed repeats its edits.
struct RandomSiteEditor {
    let root: URL
    private(set) var random: SplitMix64
    /// Every entry file, by path relative to `Content/`.
    private(set) var entries: [String: EntrySpec] = [:]
    private var step = 0

    /// `guides` is declared `kind: guides` (see `IncrementalEquivalenceTests.options`): its files
    /// are guides, written as entries are (their categories and test keys are kept as written).
    static let collections = ["native", "web", "guides"]
    static let guideCollection = "guides"
    static let slugs = ["button", "switch", "tab-bar", "slider", "link", "alert", "menu", "stepper"]
    /// Overrides the edits change or remove, relative to `Templates/`.
    static let overrides = [
        "entry.mustache", "entry.md.mustache", "index.mustache", "partials/expectation-table.mustache",
        "partials/notes-section.mustache", "assets/site.css", "guide.mustache", "guide.md.mustache",
    ]

    init(root: URL, seed: UInt64) {
        self.root = root
        random = SplitMix64(seed: seed)
    }

    /// The starting site: six entries in two collections, two guides, a picture, two static files
    /// and every template as an override.
    mutating func writeStartingSite(templates: String) throws {
        for (index, slug) in ["button", "switch", "slider", "link", "alert", "menu"].enumerated() {
            let path = Self.collections[index % 2] + "/" + slug + ".md"
            entries[path] = EntrySpec.random(using: &random)
            try write(Data(entries[path]!.text.utf8), to: "Content/" + path)
        }
        for slug in ["tab-bar", "stepper"] {
            let path = Self.guideCollection + "/" + slug + ".md"
            entries[path] = EntrySpec.random(using: &random)
            try write(Data(entries[path]!.text.utf8), to: "Content/" + path)
        }
        try write(Data([0x89, 0x50, 0x4E, 0x47, 1]), to: "Content/native/images/one.png")
        try write(Data("User-agent: *\n".utf8), to: "Static/robots.txt")
        try write(Data("first".utf8), to: "Static/downloads/notes.txt")
        try FileManager.default.copyItem(atPath: templates, toPath: root.appendingPathComponent("Templates").path)
    }

    /// Makes one random edit; returns what it did and the paths it touched, as a watcher names them.
    mutating func edit(templates: String) throws -> (description: String, touched: Set<String>) {
        step += 1
        // A broken entry is fixed soon, so that most updates succeed and are compared.
        if let broken = entries.keys.sorted().first(where: { entries[$0]!.isBroken }),
            Int.random(in: 0..<3, using: &random) == 0
        {
            entries[broken]!.isBroken = false
            return try rewrite(broken, "fix the front matter of")
        }
        let readable = entries.keys.sorted().filter { !entries[$0]!.isBroken }
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1:
            let collection = Self.collections.randomElement(using: &random)!
            guard let slug = freeSlug(in: collection) else { return try edit(templates: templates) }
            let path = collection + "/" + slug + ".md"
            entries[path] = EntrySpec.random(using: &random)
            return try rewrite(path, "add")
        case 2:
            guard let path = readable.randomElement(using: &random) else { return try edit(templates: templates) }
            entries[path]!.body = EntrySpec.randomBody(using: &random)
            return try rewrite(path, "change the body of")
        case 3, 4:
            guard let path = readable.randomElement(using: &random) else { return try edit(templates: templates) }
            let other = EntrySpec.random(using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: entries[path]!.title = other.title
            case 1: entries[path]!.order = other.order
            case 2: entries[path]!.categories = other.categories
            default:
                (entries[path]!.title, entries[path]!.order, entries[path]!.categories) = (
                    other.title, other.order, other.categories
                )
            }
            return try rewrite(
                path,
                "move (title, order or categories) \(entries[path]!.title) "
                    + "\(entries[path]!.order.map(String.init) ?? "-") \(entries[path]!.categories)"
            )
        case 5:
            guard let path = entries.keys.sorted().randomElement(using: &random) else {
                return try edit(templates: templates)
            }
            let collection = Self.collections.randomElement(using: &random)!
            guard let slug = freeSlug(in: collection) else { return try edit(templates: templates) }
            let prefix = path.split(separator: "/").last!.hasPrefix("_") ? "_" : ""
            let target = collection + "/" + prefix + slug + ".md"
            try FileManager.default.createDirectory(at: url("Content/" + collection), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: url("Content/" + path), to: url("Content/" + target))
            entries[target] = entries.removeValue(forKey: path)
            return ("rename \(path) to \(target)", [url("Content/" + path).path, url("Content/" + target).path])
        case 6:
            guard let path = entries.keys.sorted().randomElement(using: &random) else {
                return try edit(templates: templates)
            }
            try FileManager.default.removeItem(at: url("Content/" + path))
            entries[path] = nil
            return ("delete \(path)", [url("Content/" + path).path])
        case 7:
            guard let path = readable.randomElement(using: &random) else { return try edit(templates: templates) }
            entries[path]!.isDraft.toggle()
            return try rewrite(path, entries[path]!.isDraft ? "make a draft of" : "publish")
        case 8:
            // A draft with the slug of a published entry (a Jekyll leftover): shadowed, not shown.
            let candidates = readable.filter {
                !entries[$0]!.isDraft && !$0.contains("/_") && entries["\(draftName(of: $0))"] == nil
            }
            guard let path = candidates.randomElement(using: &random) else { return try edit(templates: templates) }
            var draft = EntrySpec.random(using: &random)
            draft.isDraft = Bool.random(using: &random)
            entries[draftName(of: path)] = draft
            return try rewrite(draftName(of: path), "add a draft by name beside \(path):")
        case 9:
            let picture =
                Self.collections.randomElement(using: &random)! + "/images/" + EntrySpec.pictures.randomElement(
                    using: &random)!
            return try addChangeOrDelete(
                "Content/" + picture, bytes: [0x89, 0x50, 0x4E, 0x47, UInt8(step % 256), 0x0D])
        case 10:
            let file = ["Static/robots.txt", "Static/downloads/notes.txt", "Static/downloads/more/list.csv"]
                .randomElement(using: &random)!
            return try addChangeOrDelete(file, bytes: Array("edit \(step)\n".utf8))
        case 11, 12:
            let template = Self.overrides.randomElement(using: &random)!
            let file = url("Templates/" + template)
            if !FileManager.default.fileExists(atPath: file.path) {
                try write(
                    Data(contentsOf: URL(fileURLWithPath: templates + "/" + template)), to: "Templates/" + template)
                return ("add the override \(template) again", [file.path])
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                try FileManager.default.removeItem(at: file)
                return ("remove the override \(template)", [file.path])
            }
            let comment =
                template.hasSuffix(".css")
                ? "/* edit \(step) */\n"
                : template.hasSuffix(".md.mustache") ? "\nEdit \(step).\n" : "<!-- edit \(step) -->\n"
            try write(Data(contentsOf: file) + Data(comment.utf8), to: "Templates/" + template)
            return ("add a comment to the override \(template)", [file.path])
        default:
            guard !entries.values.contains(where: \.isBroken), let path = readable.randomElement(using: &random) else {
                return try edit(templates: templates)
            }
            entries[path]!.isBroken = true
            return try rewrite(path, "break the front matter of")
        }
    }

    private func draftName(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.dropLast().joined(separator: "/") + "/_" + parts.last!
    }

    private mutating func freeSlug(in collection: String) -> String? {
        let taken = Set(
            entries.keys.filter { $0.hasPrefix(collection + "/") }.map {
                $0.split(separator: "/").last!.drop { $0 == "_" }.dropLast(3)
            }.map(String.init))
        return Self.slugs.filter { !taken.contains($0) }.randomElement(using: &random)
    }

    private mutating func rewrite(_ path: String, _ what: String) throws -> (description: String, touched: Set<String>)
    {
        try write(Data(entries[path]!.text.utf8), to: "Content/" + path)
        return ("\(what) \(path)", [url("Content/" + path).path])
    }

    private mutating func addChangeOrDelete(_ path: String, bytes: [UInt8]) throws -> (
        description: String, touched: Set<String>
    ) {
        let file = url(path)
        if FileManager.default.fileExists(atPath: file.path), Bool.random(using: &random) {
            try FileManager.default.removeItem(at: file)
            return ("delete \(path)", [file.path])
        }
        let existed = FileManager.default.fileExists(atPath: file.path)
        try write(Data(bytes), to: path)
        return ("\(existed ? "change" : "add") \(path)", [file.path])
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Writes a file, making sure its fingerprint (size and modification time) changes: two writes
    /// of one size within the file system's clock tick would look alike to any watcher-free
    /// preview, which is not what this test is about.
    private func write(_ data: Data, to path: String) throws {
        let file = url(path)
        let before = FileFingerprints.fingerprint(of: file.path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        if let before, FileFingerprints.fingerprint(of: file.path) == before {
            try FileManager.default.setAttributes(
                [.modificationDate: before.modified.addingTimeInterval(0.01)], ofItemAtPath: file.path)
        }
    }
}
