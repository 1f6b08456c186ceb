@testable import A11yDocsImport

extension ImportScratch {
    /// The plan, every collection imported unless `everyCollection` is false.
    func plan(
        limits: LiquidConverter.Limits = .init(), everyCollection: Bool = true,
        configure: (inout ImportRequest) -> Void = { _ in }
    ) throws -> ImportPlan {
        var importer = JekyllImporter()
        importer.limits = limits
        importer.importsEveryCollection = everyCollection
        var request = ImportRequest(source: site, destination: content)
        configure(&request)
        return try importer.plan(request)
    }
}
