import Foundation

/// A new entry, ready to fill in: complete front matter and both platforms' sections with their
/// framework markers. Its `TODO`s are what `a11ydocs check` reports until they are replaced.
public enum EntryScaffold {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case invalidSlug(String)
        case exists(String)
        /// The collection folder is a link that leads out of the content folder.
        case outsideContent(folder: String, target: String)

        public var description: String {
            switch self {
            case .invalidSlug(let slug):
                return "'\(slug)' is not a usable slug — use lowercase letters, digits and hyphens, e.g. 'date-picker'"
            case .exists(let path):
                return "'\(path)' already exists — choose another slug, or edit that file"
            case let .outsideContent(folder, target):
                return "'\(folder)' leads outside the content folder (to '\(target)'), and entries are written only inside it — choose another --collection, or replace the link with a folder"
            }
        }
    }

    /// Writes `<content>/<collection>/<slug>.md`; never overwrites. Returns the path written.
    public static func create(slug: String, collection: String, title: String?, contentDirectory: String) throws -> String {
        guard ContentLoader.isValidSlug(slug) else { throw Failure.invalidSlug(slug) }
        guard ContentLoader.isValidSlug(collection) else { throw Failure.invalidSlug(collection) }
        let folder = ContentTree.join(contentDirectory, collection)
        let path = ContentTree.join(folder, slug + ".md")
        // Looked at without following links: a dangling link is a file that exists.
        guard (try? FileManager.default.attributesOfItem(atPath: path)) == nil else { throw Failure.exists(path) }
        // A dangling link would have its target made: wherever that is, it is no folder of the library.
        if !FileManager.default.fileExists(atPath: folder), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
            throw Failure.outsideContent(folder: folder, target: target)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let resolve = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        let root = resolve(contentDirectory), target = resolve(folder)
        guard target.hasPrefix(root + "/") else { throw Failure.outsideContent(folder: folder, target: target) }
        let text = Self.text(title: title ?? defaultTitle(for: slug))
        // `.withoutOverwriting` closes the gap between the check above and the write.
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        return path
    }

    /// `date-picker` → `Date picker`.
    static func defaultTitle(for slug: String) -> String {
        let words = slug.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    public static func text(title: String) -> String {
        let quotedTitle = "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let sections = ["Developer notes", "Name", "Role", "Groupings", "State", "Focus", "Announcements", "Code Example"]
        func platform(_ platform: Platform) -> String {
            let language = platform == .iOS ? "swift" : "kotlin"
            var lines = ["## \(platform.displayName)"]
            for section in sections {
                lines += ["### \(section)", "- TODO: what matters for every framework"]
                for framework in platform.frameworks {
                    lines.append("- **\(framework.displayName)**")
                    if section == "Code Example" {
                        lines += ["", "  ```\(language)", "  // TODO: a short, working \(framework.displayName) example", "  ```", ""]
                    } else {
                        lines.append("  - TODO: \(framework.displayName) API and how to use it")
                    }
                }
            }
            return lines.joined(separator: "\n")
        }
        return """
        ---
        title: \(quotedTitle)
        categories: controls
        description: TODO one sentence saying what the pattern is
        wcag: ["4.1.2"]
        keyboard:
          tab: |
            TODO what the tester must observe
        mobile:
          swipe right: |
            TODO what the tester must observe
          double tap: |
            TODO what the tester must observe
        screenreader:
          name: |
            TODO
          role: |
            TODO
          group: |
            TODO
          state: |
            TODO
        settings:
          text resize: |
            TODO what the tester must observe at 200% text size
        ---
        \(platform(.iOS))

        \(platform(.android))

        """
    }
}
