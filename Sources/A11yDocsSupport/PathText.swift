#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File paths as text: the one place a11ydocs takes paths apart and puts them together.
/// Foundation's `NSString` path methods are not used: on Linux `deletingLastPathComponent`
/// traps on a one-character path (`c`, `.`, `é`). Plain string work, so `~` is a name like any
/// other (the shell expands it on the command line; in `a11ydocs.yml` it stays a folder name).
package enum PathText {
    /// The folder holding `path`: `a/b` → `a`, `c` → `` (the current folder), `/a` → `/`,
    /// `/` → `/`, `a/b/` → `a`, `.` → `..`, `../..` → `../../..`. Empty for a bare name.
    package static func parent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        if trimmed == "/" { return "/" }
        let last = lastComponent(trimmed)
        if last == "." || last == ".." { return normalized(trimmed + "/..") }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = trailingSlashesRemoved(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// The last name in `path`: `a/b/` → `b`, `c` → `c`, `/` → `/`, `` → ``.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` under `folder`; `name` alone when it is absolute or `folder` is empty.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || name.hasPrefix("/") { return name }
        if name.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `./a//b/../c/` → `a/c`; `/..` → `/`; `` → `.`. Lexical only: `..` after a link is taken
    /// as written, which is why confinement checks use `resolved`.
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` from the root, taking a relative one from the current folder; normalized.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        return normalized(join(currentFolder(), path))
    }

    /// Where `path` really is: links and `..` resolved from the root. For a path that does not
    /// exist (yet), its nearest existing folder is resolved and the rest appended as written.
    package static func resolved(_ path: String) -> String {
        var existing = absolute(path)
        var rest: [String] = []
        while true {
            if let real = realPath(existing) {
                return rest.isEmpty ? real : normalized(join(real, rest.reversed().joined(separator: "/")))
            }
            if existing == "/" { return normalized(join("/", rest.reversed().joined(separator: "/"))) }
            rest.append(lastComponent(existing))
            existing = parent(existing)
        }
    }

    /// Whether `path` is `folder` or below it, both resolved.
    package static func isInside(_ path: String, folder: String) -> Bool {
        let inner = resolved(path), outer = resolved(folder)
        return inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }

    /// Whether `path` is a folder, links followed.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file, links followed.
    package static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The current folder; `.` in the unlikely case it cannot be read (deleted under us).
    package static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "." }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// Where an existing `path` really is (`realpath`); nil when it leads nowhere.
    package static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private static func trailingSlashesRemoved(_ path: String) -> String {
        guard path.count > 1, path.hasSuffix("/") else { return path }
        let kept = path.reversed().drop { $0 == "/" }
        return kept.isEmpty ? "/" : String(kept.reversed())
    }
}
