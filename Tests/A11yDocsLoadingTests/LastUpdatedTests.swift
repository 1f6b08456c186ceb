import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading

/// An entry's date is its last commit's where git knows the file, its modification date
/// everywhere else, and never later than `SOURCE_DATE_EPOCH`.
final class LastUpdatedTests: XCTestCase {
    // Commit and modification dates far enough apart that a wrong source cannot pass.
    private let day1 = 1_600_000_000, day2 = 1_600_086_400, day3 = 1_600_172_800
    private let edited = 1_700_000_000

    private func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    func testCommittedFilesGetTheirLastCommitDate() throws {
        let repository = try ScratchRepository(self)
        let files = ["index.md", "native/carousel.md", "native/slider.md", "web/with space.md", "native/café ñandú.md"]
        try repository.commit(["index.md": "i", "native/carousel.md": "c", "native/slider.md": "s"], at: day1)
        try repository.commit(["web/with space.md": "w", "native/café ñandú.md": "n"], at: day2)
        try repository.commit(["native/carousel.md": "c2"], at: day3)
        for file in files { try repository.touch(file, at: edited) }

        let dates = LastUpdated.dates(
            contentDirectory: repository.root.path, files: files, environment: repository.environment)
        XCTAssertEqual(
            dates,
            [
                "index.md": date(day1), "native/carousel.md": date(day3), "native/slider.md": date(day1),
                "web/with space.md": date(day2), "native/café ñandú.md": date(day2),
            ])
        // macOS's older file systems spell `é` decomposed; git spells it composed. On Linux the
        // decomposed name is no file at all, so only git's date can answer.
        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: repository.root.path, files: ["native/cafe\u{301} ñandú.md"],
                environment: repository.environment),
            ["native/cafe\u{301} ñandú.md": date(day2)])
    }

    func testFilesGitDoesNotHaveGetTheirModificationDate() throws {
        let repository = try ScratchRepository(self)
        try repository.commit([".gitignore": "drafts/\n", "native/carousel.md": "c"], at: day1)
        try Fixtures.write(
            [
                "native/carousel.md": "edited, not committed", "native/new.md": "n", "native/staged.md": "s",
                "drafts/wip.md": "w",
            ],
            under: repository.root)
        try repository.git("add", "native/staged.md")
        for file in ["native/carousel.md", "native/new.md", "native/staged.md", "drafts/wip.md"] {
            try repository.touch(file, at: edited)
        }

        let files = ["native/carousel.md", "native/new.md", "native/staged.md", "drafts/wip.md", "native/missing.md"]
        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: repository.root.path, files: files, environment: repository.environment),
            [
                "native/carousel.md": date(day1), "native/new.md": date(edited), "native/staged.md": date(edited),
                "drafts/wip.md": date(edited),
            ], "a tracked file keeps its commit date while edited; a file neither committed nor on disk has no date")
        XCTAssertEqual(
            LastUpdated.dates(contentDirectory: repository.root.path, files: [], environment: repository.environment),
            [:])
    }

    func testARenamedFileDatesFromItsRenameAndADeletedOneIsUntracked() throws {
        let repository = try ScratchRepository(self)
        try repository.commit(["native/old name.md": "o", "native/gone.md": "g"], at: day1)
        try repository.git("mv", "native/old name.md", "native/new name.md")
        try repository.commit(at: day2)
        try repository.git("rm", "-q", "native/gone.md")
        try repository.commit(at: day3)
        try Fixtures.write(["native/gone.md": "back, untracked"], under: repository.root)
        for file in ["native/new name.md", "native/gone.md"] { try repository.touch(file, at: edited) }

        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: repository.root.path, files: ["native/new name.md", "native/gone.md"],
                environment: repository.environment),
            ["native/new name.md": date(day2), "native/gone.md": date(edited)])
    }

    func testAContentFolderInsideTheRepositoryDatesItsOwnFiles() throws {
        let repository = try ScratchRepository(self)
        try repository.commit(["Content/index.md": "i", "index.md": "outside"], at: day1)
        try repository.commit(["Content/native/carousel.md": "c"], at: day2)
        try repository.commit(["index.md": "outside, changed", "README.md": "r"], at: day3)
        let content = repository.root.appendingPathComponent("Content")
        for file in ["index.md", "native/carousel.md"] { try repository.touch(file, at: edited, under: content) }

        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: content.path, files: ["index.md", "native/carousel.md"],
                environment: repository.environment),
            ["index.md": date(day1), "native/carousel.md": date(day2)], "the repository's own index.md is another file")
    }

    func testAFolderOutsideAnyRepositoryGetsModificationDates() throws {
        let repository = try ScratchRepository(self)
        let folder = repository.scratch.appendingPathComponent("outside")
        try Fixtures.write(["index.md": "i", "native/carousel.md": "c"], under: folder)
        try repository.touch("index.md", at: day1, under: folder)
        try repository.touch("native/carousel.md", at: day2, under: folder)

        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: folder.path, files: ["index.md", "native/carousel.md"],
                environment: repository.environment),
            ["index.md": date(day1), "native/carousel.md": date(day2)])
    }

    func testWithoutGitOrWhenItFailsFilesGetModificationDates() throws {
        let repository = try ScratchRepository(self)
        try repository.commit(["native/carousel.md": "c", "Broken/index.md": "b"], at: day1)
        try repository.touch("native/carousel.md", at: edited)
        let expected = ["native/carousel.md": date(edited)]

        var noGit = repository.environment
        noGit["A11YDOCS_NO_GIT"] = ""
        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: repository.root.path, files: ["native/carousel.md"], environment: noGit), expected,
            "set, even empty, is set")
        var noPath = repository.environment
        noPath["PATH"] = "/nonexistent:relative/bin:"
        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: repository.root.path, files: ["native/carousel.md"], environment: noPath), expected)

        // A `.git` file pointing nowhere: git stops with "not a git repository".
        let broken = repository.root.appendingPathComponent("Broken")
        try Fixtures.write([".git": "gitdir: /nonexistent/a11ydocs\n"], under: broken)
        try repository.touch("index.md", at: edited, under: broken)
        XCTAssertEqual(
            LastUpdated.dates(contentDirectory: broken.path, files: ["index.md"], environment: repository.environment),
            ["index.md": date(edited)])
    }

    func testAShallowCloneDatesOnlyWhatItsCommitsChanged() throws {
        let repository = try ScratchRepository(self)
        try repository.commit(["a.md": "a", "b.md": "b", "c.md": "c"], at: day1)
        try repository.commit(["a.md": "a2"], at: day2)
        try repository.commit(["b.md": "b2"], at: day3)
        let clone = repository.scratch.appendingPathComponent("clone")
        try repository.git(
            "clone", "-q", "--depth", "2", "file://" + repository.root.path, clone.path, in: repository.scratch)
        for file in ["a.md", "b.md", "c.md"] { try repository.touch(file, at: edited, under: clone) }

        // The clone's oldest commit (day 2) lists every file as added: it cannot tell a.md's change from c.md's age.
        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: clone.path, files: ["a.md", "b.md", "c.md"], environment: repository.environment),
            ["a.md": date(edited), "b.md": date(day3), "c.md": date(edited)])
    }

    func testSourceDateEpochClampsEveryDate() throws {
        let repository = try ScratchRepository(self)
        try repository.commit(["old.md": "o"], at: day1)
        try repository.commit(["new.md": "n"], at: day3)
        try Fixtures.write(["untracked.md": "u"], under: repository.root)
        try repository.touch("untracked.md", at: edited)
        let files = ["old.md", "new.md", "untracked.md"]

        var environment = repository.environment
        environment["SOURCE_DATE_EPOCH"] = "\(day2)"
        XCTAssertEqual(
            LastUpdated.dates(contentDirectory: repository.root.path, files: files, environment: environment),
            ["old.md": date(day1), "new.md": date(day2), "untracked.md": date(day2)])
        environment["SOURCE_DATE_EPOCH"] = "yesterday"
        XCTAssertEqual(
            LastUpdated.dates(contentDirectory: repository.root.path, files: files, environment: environment),
            ["old.md": date(day1), "new.md": date(day3), "untracked.md": date(edited)], "not a number: no clamp")
    }

    func testTheUsersGitConfigurationDoesNotChangeTheDates() throws {
        let repository = try ScratchRepository(self)
        let settings = [
            "log.showRoot": "false", "diff.renames": "copies", "core.quotePath": "true", "diff.relative": "false",
            "log.follow": "true", "color.ui": "always",
        ]
        for (key, value) in settings { try repository.git("config", key, value) }
        try repository.commit(
            ["native/café.md": "c", "native/\"quoted\".md": "q", "native/copy me.md": "same text in both files"],
            at: day1)
        try repository.commit(["native/copied.md": "same text in both files"], at: day2)
        try repository.git("branch", "grafted")  // a shallow clone's mark, were branch names decorations
        let files = ["native/café.md", "native/\"quoted\".md", "native/copy me.md", "native/copied.md"]
        for file in files { try repository.touch(file, at: edited) }

        let content = repository.root.appendingPathComponent("native")
        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: content.path, files: files.map { String($0.dropFirst("native/".count)) },
                environment: repository.environment),
            ["café.md": date(day1), "\"quoted\".md": date(day1), "copy me.md": date(day1), "copied.md": date(day2)])
    }

    func testAThousandFilesAndFiveHundredCommits() throws {
        let repository = try ScratchRepository(self)
        let files = (0..<1000).map { "group \($0 % 10)/entry \($0).md" }
        var expected = Dictionary(uniqueKeysWithValues: files.map { ($0, date(day1)) })
        var stream = "commit refs/heads/main\ncommitter Tester <tester@example.com> \(day1) +0000\ndata 5\nfirst\n"
        stream += files.map { "M 100644 inline \($0)\ndata 1\nx\n" }.joined()
        for change in 1..<500 {
            let seconds = day1 + change * 60
            stream += "commit refs/heads/main\ncommitter Tester <tester@example.com> \(seconds) +0000\ndata 6\nchange\n"
            for file in [files[change * 7 % 1000], files[(change * 13 + 5) % 1000]] {
                stream += "M 100644 inline \(file)\ndata \(String(change).utf8.count)\n\(change)\n"
                expected[file] = date(seconds)
            }
        }
        let streamFile = repository.scratch.appendingPathComponent("history.txt")
        try Data(stream.utf8).write(to: streamFile)
        try repository.git("fast-import", "--quiet", input: streamFile)
        try repository.git("reset", "-q", "--hard", "main")

        XCTAssertEqual(
            LastUpdated.dates(
                contentDirectory: repository.root.path, files: files, environment: repository.environment), expected)
    }

    func testTheLogReadInAnyPiecesGivesTheSameDates() {
        let log =
            "\0" + "300\0\0" + "\nA\0new.md\0D\0gone.md\0"
            + "\0" + "200\0\0" + "\nM\0a b.md\0M\0new.md\0"
            + "\0" + "100\0 (grafted)\0" + "\nA\0x.md\0A\0a b.md\0A\0gone.md\0"
        let wanted: Set = ["new.md", "gone.md", "a b.md", "x.md", "never.md"]
        for size in [1, 2, 7, log.utf8.count] {
            var reader = GitLogReader(wanted: wanted)
            let bytes = Array(log.utf8)
            for start in stride(from: 0, to: bytes.count, by: size) {
                reader.consume(Data(bytes[start..<min(start + size, bytes.count)]))
            }
            XCTAssertEqual(reader.dates, ["new.md": date(300), "a b.md": date(200)], "pieces of \(size)")
            XCTAssertFalse(reader.isComplete, "never.md is still wanted")
            XCTAssertFalse(reader.isMalformed)
        }
        var reader = GitLogReader(wanted: ["a.md"])
        reader.consume(Data("fatal: something\0a.md\0".utf8))
        XCTAssertTrue(reader.isMalformed)
        XCTAssertEqual(reader.dates, [:])
    }
}
