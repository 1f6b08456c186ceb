import Foundation

/// Builds the criteria builder page from the entries.
struct CriteriaPageBuilder {
    var options: SiteOptions

    func view(for entries: [Entry]) -> CriteriaPageView {
        let index = IndexPageBuilder(options: options).view(for: entries)
        let builder = CriteriaBuilder(entries: entries) { SitePaths.url(of: $0, baseURL: options.baseURL) }
        return CriteriaPageView(
            page: PageContext(
                options: options, root: SitePaths.root(from: SitePaths.criteriaBuilderDirectory),
                pageTitle: "Criteria builder — \(options.title)",
                description: "Combine the acceptance criteria of several patterns into one text, for a ticket or a test plan.",
                canonicalURL: options.baseURL + SitePaths.criteriaBuilderDirectory, mirrorURL: nil
            ),
            collections: index.collections,
            entryCount: entries.count,
            dataJSON: Self.scriptSafeJSON(builder)
        )
    }

    /// JSON with every `<` written as `\u003c`, so no text in it can close the script element.
    static func scriptSafeJSON(_ value: some Encodable) -> String {
        let json = JSONText.data(value)
        let opening = UInt8(ascii: "<"), escape = Array("\\u003c".utf8)
        // Written straight into the string, byte by byte: a large library's data runs to tens of
        // megabytes, and Foundation's replacing took seconds and two more copies.
        return json.withUnsafeBytes { bytes in
            let count = bytes.count + bytes.reduce(0) { $1 == opening ? $0 + escape.count - 1 : $0 }
            return String(unsafeUninitializedCapacity: count) { buffer in
                var index = 0
                for byte in bytes {
                    if byte == opening {
                        for character in escape { buffer[index] = character; index += 1 }
                    } else {
                        buffer[index] = byte
                        index += 1
                    }
                }
                return index
            }
        }
    }
}
