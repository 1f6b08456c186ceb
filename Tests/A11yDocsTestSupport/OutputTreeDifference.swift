import Foundation

/// How two output folders differ, file by file and byte by byte; nil when they hold the same files
/// with the same bytes. Hidden files count: the build marker is output too. Empty folders do not:
/// they serve nothing.
package enum OutputTreeDifference {
    package static func between(_ expected: URL, _ actual: URL) throws -> String? {
        let (expectedFiles, actualFiles) = (try files(in: expected), try files(in: actual))
        if expectedFiles != actualFiles {
            return "only in the full build: \(expectedFiles.subtracting(actualFiles).sorted()); "
                + "only in the incremental site: \(actualFiles.subtracting(expectedFiles).sorted())"
        }
        for path in expectedFiles.sorted() {
            let (want, got) = (
                try Data(contentsOf: expected.appendingPathComponent(path)),
                try Data(contentsOf: actual.appendingPathComponent(path))
            )
            guard want != got else { continue }
            let offset = zip(want, got).prefix { $0 == $1 }.count
            return "\(path) differs at byte \(offset) (full build \(want.count) bytes, incremental \(got.count)):\n"
                + "  full build:  \(excerpt(want, at: offset))\n  incremental: \(excerpt(got, at: offset))"
        }
        return nil
    }

    /// Every regular file below a folder, relative to it.
    private static func files(in folder: URL) throws -> Set<String> {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        guard let walk = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: Set<String> = []
        while let path = walk.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + path, isDirectory: &isFolder), !isFolder.boolValue {
                found.insert(path)
            }
        }
        return found
    }

    /// The bytes around an offset, as text, with a little before it for context.
    private static func excerpt(_ data: Data, at offset: Int) -> String {
        let start = max(0, offset - 40)
        let slice = data[data.startIndex + start..<data.startIndex + min(data.count, offset + 80)]
        return String(decoding: slice, as: UTF8.self).debugDescription
    }
}
