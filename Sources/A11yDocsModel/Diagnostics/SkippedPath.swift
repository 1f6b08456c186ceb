/// A path the walk did not take, and why; relative to the walked folder.
public struct SkippedPath: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        case unreadableFolder
        case unreadableFile
        case symlinkOutside(target: String)
        case symlinkLoop
        case brokenSymlink
        /// A Markdown file whose name starts with `.` (`..md`, `.slider.md`): hidden, and so not
        /// content, but most likely an entry misnamed. The walk passes over it; the loader names it.
        case hiddenEntry
    }

    public var path: String
    public var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}
