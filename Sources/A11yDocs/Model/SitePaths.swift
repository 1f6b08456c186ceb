/// Where each output file of an entry lives, and relative links between output files.
public enum SitePaths {
    /// `native/carousel/`: the folder of the entry's page, linked to as a pretty URL.
    public static func pageDirectory(of entry: Entry) -> String { "\(entry.collection)/\(entry.slug)/" }
    static func pageFile(of entry: Entry) -> String { pageFile(in: pageDirectory(of: entry)) }
    /// A page is its folder's `index.html`, so that its address is the folder's.
    static func pageFile(in directory: String) -> String { directory + "index.html" }
    /// `native/carousel.md`: the Markdown mirror, beside the page folder.
    static func mirrorFile(of entry: Entry) -> String { "\(entry.collection)/\(entry.slug).md" }
    static func collectionDirectory(of entry: Entry) -> String { "\(entry.collection)/" }
    /// `criteria/native/carousel.feature` and `.txt`: the entry's acceptance criteria as files.
    static func featureFile(of entry: Entry) -> String { "criteria/\(entry.collection)/\(entry.slug).feature" }
    static func criteriaTextFile(of entry: Entry) -> String { "criteria/\(entry.collection)/\(entry.slug).txt" }
    static let criteriaBuilderDirectory = "criteria/"
    static let coverageDirectory = "coverage/"
    static let searchDirectory = "search/"
    static let entriesJSONFile = "api/entries.json"
    static let schemaFile = "api/schema.json"
    static let indexFile = pageFile(in: "")
    static let indexMirrorFile = "index.md"
    static let criteriaBuilderFile = pageFile(in: criteriaBuilderDirectory)
    static let coverageFile = pageFile(in: coverageDirectory)
    static let searchFile = pageFile(in: searchDirectory)
    static let notFoundFile = "404.html"
    static let sitemapFile = "sitemap.xml"

    /// The page's full address under the base URL, e.g. `https://example.com/a11y/native/carousel/`.
    public static func url(of entry: Entry, baseURL: String) -> String { baseURL + pageDirectory(of: entry) }

    /// A relative reference from a folder (ending in `/`, or empty for the root) to a path.
    static func relative(from directory: String, to path: String) -> String {
        let from = directory.split(separator: "/").map(String.init)
        let to = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let result = (up + to[common...]).joined(separator: "/")
        return result.isEmpty ? "./" : result
    }

    /// `../` repeated to climb from a folder to the site root: `native/carousel/` → `../../`.
    static func root(from directory: String) -> String {
        String(repeating: "../", count: directory.split(separator: "/").count)
    }

    /// Resolves `..` and `.` in a slash-separated path; nil when it climbs above the root.
    static func normalise(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..": guard parts.popLast() != nil else { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/") + (path.hasSuffix("/") && !parts.isEmpty ? "/" : "")
    }
}
