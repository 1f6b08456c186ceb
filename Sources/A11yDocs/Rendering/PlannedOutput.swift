/// A file a build will write, known before anything renders: what it is made as and its path in
/// the output folder.
struct PlannedOutput: Sendable {
    var output: SiteOutput
    var path: String
}
