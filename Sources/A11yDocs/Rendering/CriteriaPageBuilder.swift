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
        var output: [UInt8] = []
        let json = JSONText.encode(value)
        output.reserveCapacity(json.utf8.count)
        // Byte by byte: Foundation's replacing on a library's tens of megabytes took seconds.
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { output += "\\u003c".utf8 } else { output.append(byte) }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
