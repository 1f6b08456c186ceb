import Foundation

/// Puts a staged folder where another one is. One atomic exchange where the system and the file
/// system allow it, so that a kill at any moment leaves one of the two whole at the target;
/// elsewhere two renames, the old folder first moved aside, so that a kill between them leaves
/// it whole there.
package enum FolderReplacement {
    package struct Failure: Error {
        package var reason: String
    }

    /// Returns where the old folder is now; removing it is the caller's part. On failure the
    /// target is as it was and `staged` is removed. `betweenRenames` runs between the two renames
    /// (tests stop there); what it throws passes through untouched, as a kill would leave things.
    package static func replace(
        _ target: URL, with staged: URL, aside: URL, exchanges: Bool = true,
        betweenRenames: () throws -> Void = {}
    ) throws -> URL {
        let fileManager = FileManager.default
        if exchanges {
            switch AtomicExchange.exchange(staged.path, target.path) {
            case .exchanged: return staged
            case .unsupported: break
            case .failed(let reason):
                try? fileManager.removeItem(at: staged)
                throw Failure(reason: reason)
            }
        }
        do { try fileManager.moveItem(at: target, to: aside) } catch {
            try? fileManager.removeItem(at: staged)
            throw Failure(reason: error.localizedDescription)
        }
        try betweenRenames()
        do { try fileManager.moveItem(at: staged, to: target) } catch {
            try? fileManager.moveItem(at: aside, to: target)
            try? fileManager.removeItem(at: staged)
            throw Failure(reason: error.localizedDescription)
        }
        return aside
    }
}
