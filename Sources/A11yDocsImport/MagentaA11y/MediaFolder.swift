import A11yDocsLoading
import A11yDocsSupport
import Foundation

/// The library's assets folder (`public/content/assets/`), where `src` paths lead: a path is
/// looked up name by name with its letter case, so that a reference that works only on a disk
/// that ignores case (`rating_AndroidTalkback.webm` for `rating_androidTalkback.webm`) is found
/// and named, whatever disk the import runs on. Nothing outside the source folder is read.
struct MediaFolder {
    enum Lookup: Equatable {
        /// The path under the assets folder, as on disk.
        case found(String)
        /// Found only with other letter case: the path as on disk.
        case otherCase(String)
        case missing
        /// A path with `..` in it: it may lead anywhere, so it is not followed.
        case outside
    }

    /// The assets folder as the user would name it.
    var path: String
    var site: SiteFiles

    /// `media/video/x.webm`, `/media/video/x.webm` and `./media/…` name the same file; nil for an
    /// address (`https://…`, `data:`), which names no file of the library.
    static func relative(_ src: String) -> String? {
        guard !src.contains("://"), !src.hasPrefix("//"), !src.hasPrefix("data:") else { return nil }
        let parts = src.split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    func lookup(_ relative: String) -> Lookup {
        guard !relative.split(separator: "/").contains("..") else { return .outside }
        var folder = path
        var found: [String] = []
        var exact = true
        for name in relative.split(separator: "/").map(String.init) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if names.contains(name) {
                found.append(name)
            } else if let other = names.first(where: { $0.lowercased() == name.lowercased() }) {
                found.append(other)
                exact = false
            } else {
                return .missing
            }
            folder = PathText.join(folder, found.last ?? name)
        }
        guard !PathText.isFolder(folder) else { return .missing }
        let onDisk = found.joined(separator: "/")
        return exact ? .found(onDisk) : .otherCase(onDisk)
    }

    /// The file's bytes, read inside the source folder.
    func read(_ relative: String) -> Data? {
        guard case .data(let data) = site.read(PathText.join(path, relative)) else { return nil }
        return data
    }
}
