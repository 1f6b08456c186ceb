import A11yDocsTestSupport
import XCTest

@testable import A11yDocsSupport

final class RunTokenTests: XCTestCase {
    func testReadsOnlyAPidAndANumberAndKnowsWhoseRunHasEnded() throws {
        let mine = RunToken()
        XCTAssertEqual(RunToken(mine.description), mine)
        XCTAssertFalse(mine.ownerHasEnded, "this process runs")
        XCTAssertEqual(try XCTUnwrap(RunToken("\(try Fixtures.endedProcessID())-7")).ownerHasEnded, true)
        XCTAssertEqual(try XCTUnwrap(RunToken("1-7")).ownerHasEnded, false, "pid 1 always runs")
        for bad in ["x", "12", "0-1", "-3-1", "12-x", "12-1-2", "12-4294967296", ""] {
            XCTAssertNil(RunToken(bad), bad)
        }
    }
}
