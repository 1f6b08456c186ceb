import A11yDocsLoading
import A11yDocsModel
import Foundation

/// Builds the site: the named steps of `BuildSteps`, load → parse → dates → plan → write, run
/// with a `BuildScope`; `check`, the MCP library and the preview's updates run the same steps
/// with their own scope.
/// A failed build leaves the previous output exactly as it was.
public struct SiteBuilder: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs every step; throws a `BuildError` naming the step and every finding.
    public func build() throws -> BuildReport {
        try run().report
    }

    /// The build, and what it read and wrote, for a preview that goes on from there.
    package func run() throws -> (report: BuildReport, context: BuildContext) {
        let clock = ContinuousClock()
        let start = clock.now
        let context = try Self.run(.site, options: options)
        let report = BuildReport(
            entryCount: context.content?.entries.count ?? 0,
            guideCount: context.content?.guides.count ?? 0,
            pageCount: context.manifest?.pageCount ?? 0,
            fileCount: context.manifest?.items.count ?? 0,
            staticFileCount: context.manifest?.staticFileCount ?? 0,
            duration: clock.now - start,
            outputDirectory: options.outputDirectory,
            draftsLeftOut: context.draftsLeftOut,
            warnings: context.diagnostics.warnings.sortedByLocation()
        )
        return (report, context)
    }

    /// Runs the scope's steps in order. A site build stops after a step that found errors (or,
    /// `--strict`, warnings) and reports every finding with the step's name.
    static func run(_ scope: BuildScope, options: BuildOptions, update: IncrementalUpdate? = nil) throws -> BuildContext
    {
        var context = BuildContext(options: options, scope: scope, update: update)
        if update != nil { context.sink = .live }
        for step in BuildSteps.steps(for: scope) {
            // An update with nothing changed, or nothing to render yet, stops there.
            if let update = context.update, update.isFinished { break }
            if scope.namesFailedStep { try run(step, on: &context) } else { try step.run(&context) }
            // `--strict`: a warning stops the build too, before anything is written.
            if scope.stopsOnErrors, step.stopsOnErrors,
                context.diagnostics.hasErrors || (options.warningsAreErrors && !context.diagnostics.isEmpty)
            {
                throw BuildError(step: step.name.rawValue, diagnostics: context.diagnostics.sortedByLocation())
            }
        }
        return context
    }

    /// One step, a failure in it wrapped in a `BuildError` naming it, with every finding so far.
    private static func run(_ step: BuildStep, on context: inout BuildContext) throws {
        do {
            try step.run(&context)
        } catch let error as BuildError {
            throw BuildError(
                step: step.name.rawValue, diagnostics: (context.diagnostics + error.diagnostics).sortedByLocation())
        } catch {
            let location = SourceLocation(path: path(involvedIn: error, options: context.options))
            let diagnostics =
                context.diagnostics + [
                    Diagnostic(.stepFailed(step: step.name.rawValue, reason: "\(error)"), at: location)
                ]
            throw BuildError(step: step.name.rawValue, diagnostics: diagnostics.sortedByLocation())
        }
    }

    private static func path(involvedIn error: Error, options: BuildOptions) -> String {
        if let missing = error as? ContentTree.MissingFolder { return missing.path }
        if let failure = error as? OutputWriter.Failure { return failure.path }
        return options.contentDirectory
    }
}
