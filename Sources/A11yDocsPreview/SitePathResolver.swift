import Foundation

/// Maps a request path to a file of the built site, refusing anything outside it: `..` (also
/// percent-encoded), backslashes, NUL bytes, absolute paths and symlinks that leave the output.
/// Hidden files (a name starting with `.`, such as the build's marker) are never served.
public struct SitePathResolver: Sendable {
    public enum Resolution: Equatable, Sendable {
        case file(String)
        case redirect(String)
        case notFound
        case refused
    }

    /// The output folder, symlinks resolved.
    public let root: String
    /// The path the site is published under, e.g. `/` or `/docs/a11y/`.
    public let basePath: String

    public init(outputDirectory: String, baseURL: String) {
        root = URL(fileURLWithPath: outputDirectory).standardizedFileURL.resolvingSymlinksInPath().path
        basePath = Self.path(of: baseURL)
    }

    /// `https://example.com/a11y/` → `/a11y/`.
    static func path(of baseURL: String) -> String {
        var path = baseURL
        if let scheme = path.range(of: "://") {
            let afterHost = path[scheme.upperBound...].firstIndex(of: "/") ?? path.endIndex
            path = String(path[afterHost...])
        }
        if !path.hasPrefix("/") { path = "/" + path }
        return path.hasSuffix("/") ? path : path + "/"
    }

    public func resolve(_ rawPath: String) -> Resolution {
        let lowered = rawPath.lowercased()
        if rawPath.contains("\\") || lowered.contains("%5c") || lowered.contains("%00") || rawPath.contains("\0") {
            return .refused
        }
        guard let decoded = rawPath.removingPercentEncoding else { return .refused }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." || $0 == "." }) || decoded.contains("\\") || decoded.contains("\0") {
            return .refused
        }
        if parts.contains(where: { $0.hasPrefix(".") }) { return .notFound }
        guard decoded.hasPrefix(basePath) else {
            return decoded == "/" || decoded + "/" == basePath ? .redirect(basePath) : .notFound
        }
        let relative = String(decoded.dropFirst(basePath.count))
        if relative.hasPrefix("/") { return .refused }
        var candidate = relative.isEmpty ? root : root + "/" + relative
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard decoded.hasSuffix("/") else { return .redirect(rawPath + "/") }
            candidate += candidate.hasSuffix("/") ? "index.html" : "/index.html"
        }
        let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root + "/") else { return .refused }
        guard FileManager.default.isReadableFile(atPath: resolved),
            FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { return .notFound }
        return .file(resolved)
    }

    /// The URL path a page of the output is served at: `native/carousel/index.html` → `/native/carousel/`.
    public func urlPath(ofOutput path: String) -> String {
        if path == "index.html" { return basePath }
        if path.hasSuffix("/index.html") { return basePath + path.dropLast("index.html".count) }
        return basePath + path
    }
}
