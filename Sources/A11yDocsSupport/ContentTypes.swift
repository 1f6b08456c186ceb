/// `Content-Type`s for the files a site holds, by name: what the preview serves them as, and the
/// `type` of the icon a page links.
package enum ContentTypes {
    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "md": "text/markdown; charset=utf-8", "txt": "text/plain; charset=utf-8",
        "feature": "text/plain; charset=utf-8", "xml": "application/xml", "svg": "image/svg+xml", "png": "image/png",
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "ico": "image/x-icon",
        "pdf": "application/pdf", "woff2": "font/woff2", "woff": "font/woff",
    ]

    /// The file's type by its extension; nil for a kind not listed.
    package static func known(forPath path: String) -> String? {
        // The last name's extension, found in the bytes: slashes at the end are not a name.
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == Byte.slash { end = utf8.index(before: end) }
        let start = utf8[..<end].lastIndex(of: Byte.slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        guard let dot = utf8[start..<end].lastIndex(of: Byte.period) else { return nil }
        return byExtension[path[path.index(after: dot)..<end].lowercased()]
    }

    /// The file's type, `application/octet-stream` for a kind not listed.
    package static func forPath(_ path: String) -> String {
        known(forPath: path) ?? "application/octet-stream"
    }
}
