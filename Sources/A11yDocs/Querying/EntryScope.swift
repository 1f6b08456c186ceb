import A11yDocsMarkdown
import A11yDocsModel

/// One platform or framework of an entry, for an answer about that stack only: the tests and
/// general notes stay, other platforms' notes and other frameworks' notes and snippets go.
public struct EntryScope: Equatable, Sendable {
    public var platform: Platform?
    public var framework: Framework?

    public init(platform: Platform? = nil, framework: Framework? = nil) {
        self.platform = platform ?? framework?.platform
        self.framework = framework
    }

    /// Names as people write them: `iOS`, `android`, `SwiftUI`, `compose`, `Android Views`.
    public static func parse(platform: String?, framework: String?) -> Result<EntryScope, QueryProblem> {
        var scope = EntryScope()
        if let platform {
            guard let found = Self.platform(named: platform) else {
                return .failure(
                    QueryProblem(
                        argument: "platform",
                        .unknownName(platform, kind: "a platform", choices: Platform.allCases.map(\.rawValue))))
            }
            scope.platform = found
        }
        if let framework {
            guard let found = Self.framework(named: framework) else {
                return .failure(
                    QueryProblem(
                        argument: "framework",
                        .unknownName(framework, kind: "a framework", choices: Framework.allCases.map(\.rawValue))))
            }
            if let platform = scope.platform, platform != found.platform {
                return .failure(
                    QueryProblem(argument: "framework", .frameworkOfOtherPlatform(found, platform: platform)))
            }
            scope = EntryScope(framework: found)
        }
        return .success(scope)
    }

    package static func platform(named name: String) -> Platform? {
        Platform(rawValue: name.lowercased()) ?? NoteVocabulary.platform(name)
    }

    package static func framework(named name: String) -> Framework? {
        Framework(rawValue: name.lowercased())
            ?? NoteVocabulary.framework(name.replacingOccurrences(of: "-", with: " "))
    }

    /// The entry with only this platform's notes (and of those, only this framework's), and a
    /// sentence saying what the entry lacks when it has nothing for the platform or framework.
    public func apply(to entry: Entry) -> (entry: Entry, notice: String?) {
        guard let platform else { return (entry, nil) }
        var scoped = entry
        scoped.platforms = entry.platforms.filter { $0.platform == platform }
        if let framework {
            for index in scoped.platforms.indices {
                scoped.platforms[index].sections = scoped.platforms[index].sections.map { section in
                    var section = section
                    section.frameworks = section.frameworks.filter { $0.framework == framework }
                    section.snippets = section.snippets.filter { $0.framework == nil || $0.framework == framework }
                    return section
                }.filter { !$0.isEmpty }
            }
        }
        let others = entry.platforms.map(\.platform.displayName)
        if scoped.platforms.isEmpty {
            let has = others.isEmpty ? "no platform notes at all" : "notes for \(others.joined(separator: ", ")) only"
            return (
                scoped,
                "\(entry.title) has no \(platform.displayName) developer notes (it has \(has)); its tests and general "
                    + "notes follow."
            )
        }
        if let framework, !entry.coveredFrameworks.contains(framework) {
            return (
                scoped,
                "\(entry.title) has no \(framework.displayName)-specific notes; its \(platform.displayName) notes for "
                    + "every framework follow."
            )
        }
        return (scoped, nil)
    }
}
