/// One import from request to written library, the same for every importer: the destination is
/// checked before the source is read, the plan is written only when nothing stops it, and the
/// report comes back for the caller to show. Prints nothing; every stop is an `ImportFailure`.
public enum ImportFlow {
    public static func run<Importer: LibraryImporter>(_ importer: Importer, _ request: ImportRequest)
        throws(ImportFailure) -> ImportReport
    {
        do {
            try ImportDestination.check(request.destination, force: request.force)
        } catch {
            throw .destination(error)
        }
        let plan: ImportPlan
        do {
            plan = try importer.plan(request)
        } catch {
            throw .source(error)
        }
        // A static folder shared with the library's own files is written into without force only where nothing changes.
        if !request.force, let changed = ImportDestination.changedFiles(plan.staticFiles, in: plan.staticFolder).first {
            throw .staticFileChanged(changed)
        }
        do {
            try ImportDestination.write(plan)
        } catch {
            throw .write(error)
        }
        return plan.report
    }
}
