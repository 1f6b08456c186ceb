import A11yDocsLoading
import A11yDocsModel
import A11yDocsRendering

/// The build's steps, in the order they run; a failure is reported with the step's name.
package enum BuildStepName: String, Sendable {
    case load, parse, dates, plan, write
}

/// One named stage of the build. A failure inside it is reported with its name.
struct BuildStep: Sendable {
    var name: BuildStepName
    /// Whether errors found so far stop the build after this step. Reading files does not stop,
    /// so that one run reports every bad file, not only the first.
    var stopsOnErrors: Bool
    var run: @Sendable (inout BuildContext) throws -> Void
}

/// What the steps hand to each other.
package struct BuildContext {
    package var options: BuildOptions
    package var scope: BuildScope = .site
    package var files: ContentFiles?
    package var content: LoadedContent?
    /// The published entries' live-example references, judged once the outputs are planned.
    package var references: [ExampleReference] = []
    var renderer: SiteRenderer?
    /// Every file the write step renders and writes.
    var manifest: SiteManifest?
    package var diagnostics: [Diagnostic] = []
    /// Draft entries the build left out (no `--drafts`).
    var draftsLeftOut = 0
    /// The preview's update, from the last good state: the files the steps read (the changed
    /// ones), and the state they leave; nil in every other scope, where they read every file.
    var update: IncrementalUpdate?
    /// Where the write step puts what it renders.
    var sink = OutputSink.staging
    /// Whether the plan step made a new plan rather than keep the last one.
    var replanned = false
}

/// Where the write step puts what it renders.
enum OutputSink {
    /// A staging folder beside the output, swapped in whole once every file is there: a build.
    case staging
    /// The folder a preview serves, each file replaced whole as it is written: an update.
    case live
}
