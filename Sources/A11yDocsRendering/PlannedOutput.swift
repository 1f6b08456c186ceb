/// A file a build will write, known before anything renders: what it is made as and its path in
/// the output folder.
package struct PlannedOutput: Sendable {
    package var output: SiteOutput
    package var path: String

    package init(output: SiteOutput, path: String) {
        self.output = output
        self.path = path
    }
}
