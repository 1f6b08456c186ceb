/// Where one entry's files go, as the plan says (`SiteOutput.made(from:)`); nil for a file not to
/// render this time.
package struct EntryOutputPaths: Sendable {
    package var page: String?
    package var mirror: String?
    package var feature: String?
    package var criteriaText: String?
    package var criteriaData: String?

    package init(
        page: String? = nil, mirror: String? = nil, feature: String? = nil, criteriaText: String? = nil,
        criteriaData: String? = nil
    ) {
        self.page = page
        self.mirror = mirror
        self.feature = feature
        self.criteriaText = criteriaText
        self.criteriaData = criteriaData
    }

    /// Whether the entry's page view is needed: for its page or its mirror.
    var needsView: Bool { page != nil || mirror != nil }
}
