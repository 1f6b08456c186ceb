/// A file the build writes, relative to the output folder.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case text(String)
        /// A file copied as it is (CSS, script, images).
        case copy(from: String)
    }

    public var path: String
    public var contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }
}
