import Foundation

/// Everything an import will write and its report: entries and their files relative to the
/// content folder, referenced site files relative to the static folder, and `a11ydocs.yml`.
public struct ImportPlan: Sendable {
    public struct File: Equatable, Sendable {
        /// Relative to the folder it is written into, e.g. `native/toggle-switch.md`.
        public var path: String
        public var contents: Data

        public init(path: String, contents: Data) {
            self.path = path
            self.contents = contents
        }
    }

    public var files: [File]
    public var staticFiles: [File] = []
    /// The static folder's path, beside the content folder.
    public var staticFolder: String
    /// `a11ydocs.yml`'s path and text, when it is to be written.
    public var settings: (path: String, text: String)?
    public var report: ImportReport

    public init(
        files: [File], staticFiles: [File] = [], staticFolder: String, settings: (path: String, text: String)?,
        report: ImportReport
    ) {
        self.files = files
        self.staticFiles = staticFiles
        self.staticFolder = staticFolder
        self.settings = settings
        self.report = report
    }
}
