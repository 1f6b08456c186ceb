/// One time the pattern was tested with an assistive technology (`tested:` in the front matter).
/// Records are facts about real testing: the entry page's "Tested with" table, the coverage
/// page's support matrix and the draft conformance report are made from them.
public struct TestRecord: Hashable, Sendable {
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        case pass, partial, fail

        /// In words: a result is never told by colour alone.
        public var words: String {
            switch self {
            case .pass: "Pass"
            case .partial: "Partial"
            case .fail: "Fail"
            }
        }
    }

    /// The assistive technology (`with`): `VoiceOver iOS`, `TalkBack`, `NVDA`, `Voice Control`…
    public var technology: String
    /// As written (`17.4`); nil when the author gave none.
    public var version: String?
    /// Device, operating system or browser, as written (`iPhone 15, iOS 18.1`).
    public var on: String?
    public var date: RecordDate
    public var result: Outcome
    public var notes: String?
    /// Who tested.
    public var by: String?
    /// Which test groups it covered (`keyboard`, `mobile`, `screenreader`, `settings`); empty when
    /// the record does not say.
    public var groups: [String]
    /// The record's item in the front matter, for what `check` finds about it.
    public var location: SourceLocation

    public init(
        technology: String, version: String? = nil, on: String? = nil, date: RecordDate, result: Outcome,
        notes: String? = nil, by: String? = nil, groups: [String] = [], location: SourceLocation
    ) {
        self.technology = technology
        self.version = version
        self.on = on
        self.date = date
        self.result = result
        self.notes = notes
        self.by = by
        self.groups = groups
        self.location = location
    }

    /// The version's leading whole number, compared with the current one.
    public var majorVersion: Int? { version.flatMap(Self.majorVersion(of:)) }

    /// `17` of `17.4` or of `v17.4`; nil when the text does not begin with a number. Records and
    /// `a11ydocs.yml`'s current versions are read alike.
    public static func majorVersion(of text: String) -> Int? {
        Int(text.drop { $0 == "v" || $0 == "V" }.prefix { $0.isASCII && $0.isNumber })
    }

    /// `VoiceOver iOS 17.4`: the technology and its version.
    public var technologyAndVersion: String { Self.technologyAndVersion(technology, version) }

    /// `VoiceOver iOS 17.4`, or the technology alone without a version: also for a record's
    /// summary, which keeps the two apart.
    public static func technologyAndVersion(_ technology: String, _ version: String?) -> String {
        version.map { "\(technology) \($0)" } ?? technology
    }

    /// The name a technology is matched by: case and runs of spaces do not count.
    /// Asked for every record on every page, so ASCII names, the usual ones, skip Unicode's rules.
    public static func key(_ technology: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(technology.utf8.count)
        var spaceDue = false
        for byte in technology.utf8 {
            guard byte < 0x80 else {
                return technology.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                spaceDue = !bytes.isEmpty
                continue
            }
            if spaceDue { bytes.append(0x20) }
            spaceDue = false
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Array where Element == TestRecord {
    /// The latest record for each technology, latest first; on one day, the later-written record.
    public var latestByTechnology: [TestRecord] {
        var latest: [String: TestRecord] = [:]
        for record in self {
            let key = TestRecord.key(record.technology)
            if let kept = latest[key], kept.date > record.date { continue }
            latest[key] = record
        }
        return latest.values.sorted {
            ($1.date, TestRecord.key($0.technology)) < ($0.date, TestRecord.key($1.technology))
        }
    }

    /// Latest first; on one day, the later-written first, as `latestByTechnology` takes it to be
    /// the latest.
    public var latestFirst: [TestRecord] {
        enumerated().sorted { ($1.element.date, $1.offset) < ($0.element.date, $0.offset) }.map(\.element)
    }
}
