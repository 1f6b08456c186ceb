/// A place in an input file: 1-based line and column, as editors count them.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// A file, or a setting, as a whole: no line to point at (line 0, shown as the path alone).
    public static func whole(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 0, column: 0)
    }

    /// A setting given on the command line (`--base-url`): no file, so no line.
    public static func commandLine(_ option: String) -> SourceLocation { whole(option) }

    public var description: String { line == 0 ? path : "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
