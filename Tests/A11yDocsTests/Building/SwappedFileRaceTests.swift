import A11yDocsTestSupport
import Foundation
import Synchronization
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading

/// A local process swaps a content file for a link to `/etc/passwd` and back while the site
/// builds: every build either publishes the file as it was, leaves it out with a warning, or
/// fails naming it; no build publishes the link or what it points at.
final class SwappedFileRaceTests: XCTestCase {
    func testAFileSwappedForALinkDuringBuildsNeverReachesTheOutput() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let picture = "the real picture bytes"
        let entry = "---\ntitle: Swap\ncategories: c\n---\n## iOS\n- A note.\n"
        try Fixtures.write(
            [
                "Content/native/swap.md": entry, "Content/native/photo.png": picture,
                "Content/native/notes.md": entry.replacingOccurrences(of: "Swap", with: "Notes"),
            ],
            under: root)
        let folder = root.appendingPathComponent("Content/native").path
        let stop = Atomic(false)
        let swapper = Thread {
            while !stop.load(ordering: .relaxed) {
                rename(folder + "/photo.png", folder + "/.photo.png.aside")
                symlink("/etc/passwd", folder + "/photo.png")
                rename(folder + "/notes.md", folder + "/.notes.md.aside")
                symlink("/etc/passwd", folder + "/notes.md")
                usleep(200)
                unlink(folder + "/photo.png")
                rename(folder + "/.photo.png.aside", folder + "/photo.png")
                unlink(folder + "/notes.md")
                rename(folder + "/.notes.md.aside", folder + "/notes.md")
                usleep(200)
            }
        }
        swapper.start()
        defer { stop.store(true, ordering: .relaxed) }
        let output = root.appendingPathComponent("Output")
        let options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path, templatesDirectory: Fixtures.templates,
            outputDirectory: output.path)
        var outcomes: [String: Int] = [:]
        for _ in 0..<150 {
            do {
                _ = try SiteBuilder(options: options).build()
                outcomes["built", default: 0] += 1
            } catch {
                outcomes["refused", default: 0] += 1
                continue
            }
            for file in FileManager.default.enumerator(atPath: output.path)?.compactMap({ $0 as? String }) ?? [] {
                let path = output.appendingPathComponent(file).path
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                XCTAssertNotEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink, "\(file) is a link")
                if attributes[.type] as? FileAttributeType == .typeRegular {
                    XCTAssertNil(
                        try Data(contentsOf: URL(fileURLWithPath: path)).range(of: Data("root:x:0:0".utf8)),
                        "\(file) holds /etc/passwd")
                }
            }
            if let copied = try? String(
                contentsOfFile: output.appendingPathComponent("native/photo.png").path, encoding: .utf8)
            {
                XCTAssertEqual(copied, picture)
            }
        }
        print("swapped-file race: \(outcomes)")
        XCTAssertGreaterThan(outcomes["built", default: 0], 0)
    }
}
