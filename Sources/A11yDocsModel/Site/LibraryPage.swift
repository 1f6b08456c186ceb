import Foundation

/// What entries and guides share as files of a collection: where each is published
/// (`<collection>/<slug>/` and its mirror), whether it is a draft, and which file it came from.
/// Drafts, duplicate slugs and addresses are settled the same way for both.
public protocol LibraryPage: Sendable {
    var slug: String { get }
    var collection: String { get }
    var title: String { get }
    var order: Int? { get }
    var isDraft: Bool { get }
    var source: SourceLocation { get }
    /// The file's path relative to the content folder, e.g. `native/carousel.md`.
    var file: String { get }
    var lastUpdated: Date? { get set }
}

extension Entry: LibraryPage {}

extension Guide: LibraryPage {}
