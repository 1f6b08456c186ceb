/// What a run of the build's steps is for. Every use of the library's content runs the same
/// named steps (`BuildSteps`); the scope picks which of them run and what each one keeps.
package enum BuildScope: Sendable {
    /// `build`: the published entries, planned, rendered and written; errors stop the build.
    case site
    /// `check`: every entry, drafts too, with the rules' findings as they were found; the
    /// templates compiled and the outputs planned, but nothing written, and every problem
    /// reported in one run.
    case check
    /// What the MCP server answers from: the published entries, dated, and a renderer; no plan.
    case library
    /// The preview's update: the files that changed since the last good build or update, read,
    /// published, planned and written (`IncrementalUpdate`, which the context carries).
    case preview

    /// The steps that run, in order.
    var stepNames: [BuildStepName] {
        switch self {
        case .site: [.load, .parse, .dates, .plan, .write]
        case .check: [.load, .parse, .plan]
        case .library: [.load, .parse, .dates, .plan]
        case .preview: [.load, .parse, .plan, .write]
        }
    }

    /// Whether errors stop the run after a step that stops on them, as a build does. `check` and
    /// the library report what they found instead.
    var stopsOnErrors: Bool { self == .site }

    /// Whether a failure is reported as the build's, naming its step (`build failed in step …`).
    /// `check` and the library let a failure (a missing folder) through as it is; the preview's
    /// update names its failures itself (`update`), as the preview shows them.
    var namesFailedStep: Bool { self == .site }

    /// Whether the run publishes the site, as a build or a preview's update: it is told what
    /// publishing needs (a sitemap's full address).
    var publishes: Bool { self == .site || self == .preview }

    /// The static folder's files are published with the site, so links may point at them.
    var readsStaticFolder: Bool { self != .library }
}
