import A11yDocsSupport
import Foundation

/// Reads the output of `GitHistory.arguments` piece by piece, in whatever chunks the pipe gives.
///
/// Fields end with NUL. A commit is an empty field (the format's leading `%x00`), its committer
/// date in seconds, its decorations, then a status and a path per file; the first status carries
/// the newline git puts between a commit and its file list. A status is never empty, so an empty
/// field where a status could be starts the next commit.
struct GitLogReader {
    private enum Expecting {
        case statusOrCommit, date, decorations
        case path(deleted: Bool)
    }

    /// Newest commit date per wanted file, keyed by the wanted spelling: Swift compares names by
    /// canonical equivalence, so a decomposed `é` from macOS's file system finds git's composed one.
    private(set) var dates: [String: Date] = [:]
    /// Output that does not follow the format: nothing read can be trusted then.
    private(set) var isMalformed = false
    private var unseen: Set<String>
    private var field: [UInt8] = []
    private var expecting = Expecting.statusOrCommit
    private var commitDate: Date?
    private var commitIsShallowBoundary = false

    init(wanted: Set<String>) {
        unseen = wanted
    }

    /// Every wanted file has been seen: the rest of the history cannot change a date.
    var isComplete: Bool { unseen.isEmpty }

    var wantsMore: Bool { !isComplete && !isMalformed }

    mutating func consume<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: 0) {
            field.append(contentsOf: bytes[start..<end])
            take(field)
            field.removeAll(keepingCapacity: true)
            start = bytes.index(after: end)
        }
        field.append(contentsOf: bytes[start...])
    }

    private mutating func take(_ field: [UInt8]) {
        guard !isMalformed else { return }
        switch expecting {
        case .statusOrCommit:
            if field.isEmpty {
                expecting = .date
            } else if commitDate == nil {
                isMalformed = true
            } else {
                expecting = .path(deleted: field.last == UInt8(ascii: "D"))
            }
        case .date:
            guard let seconds = Int(String(decoding: field, as: UTF8.self)) else {
                isMalformed = true
                return
            }
            commitDate = Date(timeIntervalSince1970: TimeInterval(seconds))
            expecting = .decorations
        case .decorations:
            // ` (grafted)`: the commit's parents were not fetched, so its list is the whole tree.
            let names = String(decoding: field, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
            commitIsShallowBoundary = names.components(separatedBy: ", ").contains("grafted")
            expecting = .statusOrCommit
        case .path(let deleted):
            // The first sighting is the newest commit naming the file; older ones cannot change its date.
            if let wanted = unseen.remove(String(decoding: field, as: UTF8.self)), !deleted, !commitIsShallowBoundary {
                dates[wanted] = commitDate
            }
            expecting = .statusOrCommit
        }
    }
}
