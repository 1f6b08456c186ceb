import A11yDocsModel
import A11yDocsSupport
import Synchronization

/// The paths a write has written, from whichever thread wrote them, to be held against its plan.
final class WrittenPaths: Sendable {
    private let list = Mutex<[String]>([])

    func add(_ path: String) { list.withLock { $0.append(path) } }

    var paths: [String] { list.withLock { $0 } }

    /// Where `written` is not `planned`, as an error at each path under `outputDirectory`: a
    /// planned file not written, a file no output plans, a file written twice. Any of them is a
    /// renderer writing nothing or elsewhere, which would otherwise publish a site with a file
    /// missing and say nothing.
    static func differences(written: [String], planned: Set<String>, outputDirectory: String) -> [Diagnostic] {
        var seen = Set<String>(minimumCapacity: written.count)
        var problems: [(String, Problem)] = []
        for path in written {
            if !seen.insert(path).inserted {
                problems.append((path, .outputWrittenTwice))
            } else if !planned.contains(path) {
                problems.append((path, .unplannedOutput))
            }
        }
        for path in planned where !seen.contains(path) {
            problems.append((path, .plannedOutputNotWritten))
        }
        // A file of the output, not a source: no line to point at.
        return problems.map { Diagnostic($1, at: .whole(PathText.join(outputDirectory, $0))) }.sortedByLocation()
    }
}
