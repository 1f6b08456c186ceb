import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSupport
import Foundation

/// A new entry, ready to fill in, made from a skeleton: a Markdown file with front matter whose
/// `{{title}}`, `{{slug}}` and `{{collection}}` are filled in. Skeletons are looked up as Hugo
/// looks up archetypes, the site's before the built-in ones:
///
/// 1. `<templates>/new/<collection>.md`, the site's skeleton for that collection;
/// 2. `<templates>/new/default.md`, the site's skeleton for every other collection;
/// 3. the built-in skeleton for the collection (`new/web.md`: Code examples, then Developer notes);
/// 4. the built-in `new/default.md`: iOS and Android sections with their framework markers.
///
/// A guides collection (`kind: guides`) starts from the site's `new/<collection>.md`, then the
/// site's `new/guide.md`, then the built-in `new/guide.md`: a title, a description and headings.
///
/// The built-in skeletons' `TODO`s are what `a11ydocs check` reports until they are replaced.
public enum EntryScaffold {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case invalidSlug(String)
        case exists(String)
        /// The collection folder is a link that leads out of the content folder.
        case outsideContent(folder: String, target: String)
        /// The site's skeleton could not be read.
        case unreadableSkeleton(path: String, reason: String)
        case skeletonNotUTF8(path: String)
        /// The site's skeleton is a link, or in a folder that is one, leading out of the templates folder.
        case skeletonOutside(path: String, target: String)

        public var description: String {
            switch self {
            case .invalidSlug(let slug):
                return "'\(slug)' is not a usable slug — use lowercase letters, digits and hyphens, e.g. 'date-picker'"
            case .exists(let path):
                return "'\(path)' already exists — choose another slug, or edit that file"
            case let .outsideContent(folder, target):
                return
                    "'\(folder)' leads outside the content folder (to '\(target)'), and entries are written only "
                    + "inside it — choose another --collection, or replace the link with a folder"
            case let .unreadableSkeleton(path, reason):
                return
                    "the skeleton '\(path)' could not be read (\(reason)) — save it as UTF-8 text, or remove it to use "
                    + "the built-in one"
            case let .skeletonOutside(path, target):
                return
                    "the skeleton '\(path)' leads outside the templates folder (to '\(target)'), and a new entry "
                    + "starts only from a file inside it — replace the link with the file, or remove it to use the "
                    + "built-in skeleton"
            case let .skeletonNotUTF8(path):
                return Failure.unreadableSkeleton(path: path, reason: "it is not UTF-8").description
            }
        }
    }

    /// A skeleton: its text, and where it came from (a file of the site's templates folder, or
    /// nil for a built-in one).
    public struct Skeleton: Equatable, Sendable {
        public var text: String
        public var path: String?
    }

    /// Writes `<content>/<collection>/<slug>.md` from the skeleton for the collection (see the
    /// type's notes); never overwrites. Returns the path written and the skeleton's file, if the
    /// site's.
    @discardableResult
    public static func create(
        slug: String, collection: String, title: String?, contentDirectory: String,
        templatesDirectory: String? = nil, kind: CollectionKind = .patterns
    ) throws -> (path: String, skeleton: String?) {
        guard ContentLoader.isValidSlug(slug) else { throw Failure.invalidSlug(slug) }
        guard ContentLoader.isValidSlug(collection) else { throw Failure.invalidSlug(collection) }
        let folder = ContentTree.join(contentDirectory, collection)
        let path = ContentTree.join(folder, slug + ".md")
        // Looked at without following links: a dangling link is a file that exists.
        guard (try? FileManager.default.attributesOfItem(atPath: path)) == nil else { throw Failure.exists(path) }
        // A dangling link would have its target made: wherever that is, it is no folder of the library.
        if !FileManager.default.fileExists(atPath: folder),
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder)
        {
            throw Failure.outsideContent(folder: folder, target: target)
        }
        let skeleton = try skeleton(for: collection, kind: kind, templatesDirectory: templatesDirectory)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard PathText.isInside(folder, folder: contentDirectory) else {
            throw Failure.outsideContent(folder: folder, target: PathText.resolved(folder))
        }
        let text = fill(skeleton.text, title: title ?? defaultTitle(for: slug), slug: slug, collection: collection)
        // `.withoutOverwriting` closes the gap between the check above and the write.
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        return (path, skeleton.path)
    }

    /// The skeleton a new entry of `collection` starts from: the first of the site's
    /// `new/<collection>.md` and `new/default.md` (`new/guide.md` for a guides collection), then
    /// the built-in ones, that exists.
    public static func skeleton(
        for collection: String, kind: CollectionKind = .patterns, templatesDirectory: String?
    ) throws -> Skeleton {
        let names = ["new/\(collection).md", kind == .guides ? guideSkeleton : "new/default.md"]
        if let templatesDirectory {
            for name in names {
                let path = ContentTree.join(templatesDirectory, name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
                else { continue }
                guard PathText.isInside(path, folder: templatesDirectory) else {
                    throw Failure.skeletonOutside(path: path, target: PathText.resolved(path))
                }
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: path))
                    guard let text = String(data: data, encoding: .utf8) else {
                        throw Failure.skeletonNotUTF8(path: path)
                    }
                    // A byte-order mark (Windows editors) is not written into the entry.
                    return Skeleton(text: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, path: path)
                } catch let failure as Failure {
                    throw failure
                } catch {
                    throw Failure.unreadableSkeleton(path: path, reason: error.localizedDescription)
                }
            }
        }
        // The built-in guide skeleton is for guides only, whatever a pattern collection is called.
        let builtIn = names.lazy.filter { kind == .guides || $0 != guideSkeleton }.compactMap {
            DefaultThemeFiles.files[$0]
        }.first
        return Skeleton(text: builtIn ?? "", path: nil)
    }

    /// The skeleton of every guides collection without its own.
    static let guideSkeleton = "new/guide.md"

    /// `date-picker` → `Date picker`.
    static func defaultTitle(for slug: String) -> String {
        let words = slug.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The skeleton with `{{title}}`, `{{slug}}` and `{{collection}}` (spaces inside the braces
    /// allowed) filled in. In the front matter, a placeholder that is a whole value
    /// (`title: {{title}}`, `title: "{{title}}"`) becomes a quoted YAML string, whatever the title
    /// holds; anywhere else it is replaced by the text as it is. Other `{{…}}` are left as written.
    public static func fill(_ skeleton: String, title: String, slug: String, collection: String) -> String {
        let values = ["title": title, "slug": slug, "collection": collection]
        let placeholder = #"\{\{\s*(title|slug|collection)\s*\}\}"#
        var (frontMatter, body) = split(skeleton)
        // A whole value: after `key:` or a list's `-`, bare or in quotes, and nothing after it but a comment.
        let wholeValue = try! NSRegularExpression(
            pattern: #"^([ \t]*(?:- +)?(?:[^\s#:"'][^:#\n]*: *)?(?:- +)?)(["']?)"# + placeholder
                + #"\2([ \t]*(?:#.*)?)$"#,
            options: .anchorsMatchLines)
        frontMatter = replace(wholeValue, in: frontMatter) { groups in
            groups[1] + quoted(values[groups[3]] ?? "") + groups[4]
        }
        let anywhere = try! NSRegularExpression(pattern: placeholder)
        return replace(anywhere, in: frontMatter + body) { values[$0[1]] ?? $0[0] }
    }

    /// The front matter (with its `---` lines) and the rest; no front matter when the text does
    /// not open with `---`. Lines may end in CRLF.
    private static func split(_ text: String) -> (frontMatter: String, body: String) {
        let frontMatter = try! NSRegularExpression(
            pattern: #"\A---[ \t]*\r?\n.*?^(?:---|\.\.\.)[ \t]*$"#,
            options: [.anchorsMatchLines, .dotMatchesLineSeparators])
        let whole = text as NSString
        guard let match = frontMatter.firstMatch(in: text, range: NSRange(location: 0, length: whole.length)) else {
            return ("", text)
        }
        return (whole.substring(with: match.range), whole.substring(from: match.range.location + match.range.length))
    }

    /// Every match replaced by what `replacement` makes of its groups (an unmatched group is "").
    private static func replace(
        _ expression: NSRegularExpression, in text: String, with replacement: ([String]) -> String
    ) -> String {
        let whole = text as NSString
        var result = "", last = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: whole.length)) {
            let groups = (0..<match.numberOfRanges).map {
                match.range(at: $0).location == NSNotFound ? "" : whole.substring(with: match.range(at: $0))
            }
            result +=
                whole.substring(with: NSRange(location: last, length: match.range.location - last))
                + replacement(groups)
            last = match.range.location + match.range.length
        }
        return result + whole.substring(from: last)
    }

    /// A YAML double-quoted string: any text, read back as written.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += String(format: "\\x%02X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
