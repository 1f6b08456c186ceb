import Foundation
import XCTest

@testable import A11yDocsSupport

/// Texts made in one pass and written by their own writers: each gets all its parts in order,
/// and a failure anywhere ends every writer instead of leaving one waiting.
final class SharedTextPartsTests: XCTestCase {
    private struct Broken: Error, Equatable { var name: String }

    /// Three texts of 200 parts each, more than the channels hold, so the maker waits for writers.
    private func counting(failAt failure: Int? = nil) -> SharedTextParts {
        SharedTextParts(count: 3) { parts in
            for number in 0..<200 {
                if number == failure { throw Broken(name: "make") }
                try parts((0..<3).map { Array("\($0):\(number);".utf8) })
            }
        }
    }

    private final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [Int: String] = [:]
        func append(_ bytes: [UInt8], to index: Int) {
            lock.lock()
            texts[index, default: ""] += String(decoding: bytes, as: UTF8.self)
            lock.unlock()
        }
        subscript(index: Int) -> String? {
            lock.lock()
            defer { lock.unlock() }
            return texts[index]
        }
    }

    private func writers(into written: Written, failing: Int? = nil) -> [@Sendable (TextParts) throws -> Void] {
        (0..<3).map { index in
            { parts in
                var seen = 0
                try parts.write { bytes in
                    seen += 1
                    if index == failing, seen == 50 { throw Broken(name: "writer \(index)") }
                    written.append(bytes, to: index)
                }
            }
        }
    }

    func testEachWriterGetsItsWholeTextInOrder() throws {
        let written = Written()
        try counting().write(with: writers(into: written))
        for index in 0..<3 {
            XCTAssertEqual(written[index], (0..<200).map { "\(index):\($0);" }.joined())
        }
        XCTAssertEqual(try counting().text(2).joined(), written[2])
    }

    func testAFailureToMakeEndsEveryWriter() {
        XCTAssertThrowsError(try counting(failAt: 120).write(with: writers(into: Written()))) {
            XCTAssertEqual($0 as? Broken, Broken(name: "make"))
        }
    }

    func testAWriterThatFailsLeavesTheOthersWriting() {
        for failing in 0..<3 {
            let written = Written()
            XCTAssertThrowsError(try counting().write(with: writers(into: written, failing: failing))) {
                XCTAssertEqual($0 as? Broken, Broken(name: "writer \(failing)"))
            }
            if failing != 0 { XCTAssertEqual(written[0]?.hasSuffix("0:199;"), true) }
        }
    }

    func testAWriterThatNeverReadsDoesNotLeaveTheOthersWaiting() {
        var writers = writers(into: Written())
        writers[0] = { _ in }
        XCTAssertThrowsError(try counting().write(with: writers)) { XCTAssertTrue($0 is PartsChannel.Unfinished) }
    }
}
