@_spi(Bytes) import A11yDocsSupport
import Foundation

/// Where every output file lives, and relative links between output files: the one place an
/// output's path is spelt.
public enum SitePaths {
    /// `native/carousel/`: the folder of the entry's page, linked to as a pretty URL.
    public static func pageDirectory(of entry: Entry) -> String { "\(entry.collection)/\(entry.slug)/" }
    package static func pageFile(of entry: Entry) -> String { pageFile(in: pageDirectory(of: entry)) }
    /// A page is its folder's `index.html`, so that its address is the folder's.
    package static func pageFile(in directory: String) -> String { directory + "index.html" }
    /// `native/carousel.md`: the Markdown mirror, beside the page folder.
    package static func mirrorFile(of entry: Entry) -> String { "\(entry.collection)/\(entry.slug).md" }
    /// `native/radio/index.html` for the alias `native/radio`: the page an old address gets.
    package static func redirectFile(of alias: String) -> String { pageFile(in: alias + "/") }
    package static func collectionDirectory(of entry: Entry) -> String { "\(entry.collection)/" }
    /// `criteria/native/carousel.feature` and `.txt`: the entry's acceptance criteria as files.
    package static func featureFile(of entry: Entry) -> String { "criteria/\(entry.collection)/\(entry.slug).feature" }
    package static func criteriaTextFile(of entry: Entry) -> String { "criteria/\(entry.collection)/\(entry.slug).txt" }
    /// `criteria/native/carousel.js`: both texts as a script the builder page loads when the entry
    /// is chosen (a script, not a fetch, so that a site opened from disk works too).
    package static func criteriaDataFile(of entry: Entry) -> String { "criteria/\(entry.collection)/\(entry.slug).js" }
    package static let criteriaBuilderDirectory = "criteria/"
    package static let coverageDirectory = "coverage/"
    package static let searchDirectory = "search/"
    package static let entriesJSONFile = "api/entries.json"
    package static let schemaFile = "api/schema.json"
    package static let indexFile = pageFile(in: "")
    package static let indexMirrorFile = "index.md"
    package static let criteriaBuilderFile = pageFile(in: criteriaBuilderDirectory)
    package static let coverageFile = pageFile(in: coverageDirectory)
    package static let searchFile = pageFile(in: searchDirectory)
    package static let notFoundFile = "404.html"
    package static let sitemapFile = "sitemap.xml"
    /// What the search page answers queries from, without a server.
    package static let searchIndexFile = "search-index.json"
    /// Every entry's test cases: a11ydocs' own columns, and laid out for Xray's and TestRail's importers.
    package static let testCasesFile = "criteria/test-cases.csv"
    package static let xrayTestCasesFile = "criteria/test-cases-xray.csv"
    package static let testRailTestCasesFile = "criteria/test-cases-testrail.csv"

    /// The page's full address under the base URL, e.g. `https://example.com/a11y/native/carousel/`.
    public static func url(of entry: Entry, baseURL: String) -> String { baseURL + pageDirectory(of: entry) }

    /// A relative reference from a folder (ending in `/`, or empty for the root) to a path.
    /// Read as UTF-8 bytes: every page links to dozens of paths.
    package static func relative(from directory: String, to path: String) -> String {
        directory.withUTF8Bytes { from in path.withUTF8Bytes { to in relative(from: from, to: to) } }
    }

    /// The folder's parts (empty ones skipped) are matched against the path's leading parts (empty
    /// ones kept, its last never): the climbs out of the unmatched parts, then the path from the
    /// first unmatched part on, as it is written, with no array of parts made.
    private static func relative(from: UnsafeBufferPointer<UInt8>, to: UnsafeBufferPointer<UInt8>) -> String {
        let slash = UInt8(ascii: "/")
        func end(of part: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var end = part
            while end < bytes.count, bytes[end] != slash { end += 1 }
            return end
        }
        var (fromPart, toPart) = (0, 0)
        while true {
            while fromPart < from.count, from[fromPart] == slash { fromPart += 1 }
            // The path's last part is never matched: it is what is linked to.
            let toEnd = end(of: toPart, in: to)
            guard fromPart < from.count, toEnd < to.count else { break }
            let fromEnd = end(of: fromPart, in: from)
            guard fromEnd - fromPart == toEnd - toPart,
                memcmp(from.baseAddress! + fromPart, to.baseAddress! + toPart, fromEnd - fromPart) == 0
            else { break }
            (fromPart, toPart) = (fromEnd, toEnd + 1)
        }
        var climbs = 0
        while fromPart < from.count {
            if from[fromPart] != slash {
                climbs += 1
                fromPart = end(of: fromPart, in: from)
            } else {
                fromPart += 1
            }
        }
        let rest = UnsafeBufferPointer(rebasing: to[toPart...])
        guard climbs > 0 || !rest.isEmpty else { return "./" }
        return String(unsafeUninitializedCapacity: climbs * 3 + rest.count) { result in
            for climb in stride(from: 0, to: climbs * 3, by: 3) {
                (result[climb], result[climb + 1], result[climb + 2]) = (Byte.period, Byte.period, slash)
            }
            _ = UnsafeMutableBufferPointer(rebasing: result[(climbs * 3)...]).initialize(fromContentsOf: rest)
            return climbs * 3 + rest.count
        }
    }

    /// `../` repeated to climb from a folder to the site root: `native/carousel/` → `../../`.
    package static func root(from directory: String) -> String {
        String(repeating: "../", count: directory.utf8.split(separator: UInt8(ascii: "/")).count)
    }

    /// Resolves `..` and `.` in a slash-separated path; nil when it climbs above the root.
    package static func normalise(_ path: String) -> String? {
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
