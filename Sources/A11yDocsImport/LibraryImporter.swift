/// A kind of library a11ydocs imports (`a11ydocs import <name>`): reads a source folder and plans
/// what to write, as an `ImportPlan` whose report holds every finding. It reads and never writes:
/// `ImportFlow` checks the destination, writes the plan and hands back the report, the same for
/// every importer. A new importer is a folder of its own beside `Jekyll/` and a line in `Importers`.
public protocol LibraryImporter: Sendable {
    /// Why the source as a whole cannot be imported (no such folder, nothing in it to import).
    associatedtype Refusal: ImportRefusal

    /// The name `a11ydocs import <name>` runs it by, and what its help says.
    static var help: ImporterHelp { get }

    /// Everything the importer varies by comes in the request, so one made with `init()` serves.
    init()

    /// Reads `request.source` and plans the import into `request.destination`.
    func plan(_ request: ImportRequest) throws(Refusal) -> ImportPlan
}

/// An importer's refusal of the source as a whole: a usage error, worded by the importer.
public protocol ImportRefusal: Error, CustomStringConvertible {}
