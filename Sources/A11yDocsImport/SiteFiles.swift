import A11yDocsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files of the source folder (the site) as an import reads them: a path is read only when it
/// resolves (links and `..` followed) to a place inside the site, so that a link such as
/// `_includes -> /etc` cannot copy the system's files into the library.
struct SiteFiles {
    enum Read: Equatable {
        case data(Data)
        /// Nothing there, or nothing a file can be read from (a folder, a pipe).
        case missing
        case outside(resolved: String)
        case tooLarge(size: Int)
    }

    /// The site's folder with every link resolved.
    let root: String

    /// Nil when the folder does not resolve.
    init?(site: String) {
        guard let root = Self.resolve(site) else { return nil }
        self.root = root
    }

    /// The path with every link and `..` resolved; nil when it leads nowhere.
    static func resolve(_ path: String) -> String? {
        PathText.realPath(path)
    }

    func contains(resolved path: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The file's bytes when it is inside the site and at most `maxBytes` long: the size is looked
    /// at before anything is read.
    func read(_ path: String, maxBytes: Int = .max) -> Read {
        guard let resolved = Self.resolve(path) else { return .missing }
        guard contains(resolved: resolved) else { return .outside(resolved: resolved) }
        switch FileReading.read(resolved, maxBytes: maxBytes) {
        case .success(let data): return .data(data)
        case .failure(.tooLarge(let size)): return .tooLarge(size: size)
        case .failure: return .missing
        }
    }
}
