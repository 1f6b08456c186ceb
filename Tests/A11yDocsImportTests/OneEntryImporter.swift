import Foundation

@testable import A11yDocsImport
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// A second importer, for the tests only: it reads `title.txt` from the source folder and plans
/// one entry from it. All it takes is this type; the flow, the destination and the report are
/// those every importer shares.
struct OneEntryImporter: LibraryImporter {
    enum Refusal: ImportRefusal, Equatable {
        case noTitle(String)

        var description: String {
            switch self {
            case .noTitle(let folder): return "'\(folder)' holds no title.txt — name a folder holding one"
            }
        }
    }

    /// What only this importer finds.
    enum Problem: ImporterProblem {
        case titleHasSpaceAround

        var severity: Diagnostic.Severity { .warning }
        var message: String { "the title has space around it — it is trimmed" }
    }

    static let help = ImporterHelp(
        name: "one-entry", abstract: "Import one entry from a title.", discussion: "Reads title.txt.",
        sourceName: "folder", sourceHelp: "The folder holding title.txt.")

    func plan(_ request: ImportRequest) throws(Refusal) -> ImportPlan {
        let source = PathText.join(request.source, "title.txt")
        guard case .success(let data) = FileReading.read(source) else { throw .noTitle(request.source) }
        let written = String(decoding: data, as: UTF8.self)
        let title = written.trimmingCharacters(in: .whitespacesAndNewlines)
        let entry =
            "---\ntitle: \(title)\ncategories: controls\nkeyboard:\n  tab: Focus moves to the button\n---\nA button.\n"
        var report = ImportReport(for: request)
        report.entries = 1
        report.collections = 1
        report.entriesByCollection = [("web", 1)]
        report.conversions = [ImportReport.Conversion(label: "titles read", count: 1)]
        report.renames = [ImportReport.Rename(from: source, to: PathText.join(request.destination, "web/button.md"))]
        if written != title + "\n" {
            report.findings = [
                ImportFinding(
                    .importer(AnyImporterProblem(Problem.titleHasSpaceAround)), at: SourceLocation(path: source))
            ]
        }
        report.settings = .written(path: request.settingsPath, from: nil, settings: ["title"])
        return ImportPlan(
            files: [ImportPlan.File(path: "web/button.md", contents: Data(entry.utf8))],
            staticFolder: request.staticFolder,
            settings: (
                request.settingsPath,
                "title: \"\(title)\"\ncontent: \"\(PathText.lastComponent(request.destination))\"\n"
            ),
            report: report)
    }
}
