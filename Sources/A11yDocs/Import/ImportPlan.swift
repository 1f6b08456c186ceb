import Foundation

/// Everything an import will write, relative to the destination folder, and its report.
public struct ImportPlan: Sendable {
    public struct File: Equatable, Sendable {
        /// Relative to the destination, e.g. `native/toggle-switch.md`.
        public var path: String
        public var contents: Data
    }

    public var files: [File]
    public var report: ImportReport
}
