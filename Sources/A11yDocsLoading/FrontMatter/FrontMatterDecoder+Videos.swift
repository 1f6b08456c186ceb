import A11yDocsModel
import A11yDocsSupport
import Yams

/// `videos:` and `aliases:`. Authors write a single video or caption where a list belongs, or
/// a caption as its path alone: each is read as meant. Keys a video has no place for are
/// returned, so that their text is shown with the entry's other details.
extension FrontMatterDecoder {
    mutating func videos(_ node: Node) -> (videos: [Video], otherFields: [Expectation]) {
        if node.isNull {
            report(.emptyValue(key: "videos"), at: node.mark)
            return ([], [])
        }
        var videos: [Video] = []
        var other: [Expectation] = []
        for (index, item) in Self.items(node).enumerated() {
            let read = video(item, number: index + 1)
            if let video = read.video { videos.append(video) }
            other += read.otherFields
        }
        return (videos, other)
    }

    /// `[radio, web/radio-old]`, or one text of names separated by spaces or commas. Each is a slug
    /// (in the entry's collection) or `collection/slug`; slashes around it and a `.md` ending are
    /// read as the file's and left out. Anything else is reported at its item and left out.
    mutating func aliases(_ node: Node) -> [Alias] {
        var aliases: [Alias] = []
        for item in Self.items(node) {
            guard let text = scalarText(item, key: "aliases") else { continue }
            // In a list each item is one address, spaces and all; in one text, names are separated.
            let names =
                node.sequence != nil
                ? [text] : text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            for name in names where !name.isEmpty {
                let address = Self.address(name)
                guard Self.isAddress(address) else {
                    report(.invalidAlias(name, suggestion: Self.suggestedAddress(for: address)), at: item.mark)
                    continue
                }
                aliases.append(Alias(address, at: location(item.mark)))
            }
        }
        return aliases
    }

    /// `/web/radio/` and `radio.md` as the address they stand for.
    private static func address(_ name: String) -> String {
        var address = name.trimmed()
        while address.hasPrefix("/") { address.removeFirst() }
        while address.hasSuffix("/") { address.removeLast() }
        if address.lowercased().hasSuffix(".md") { address.removeLast(3) }
        return address
    }

    /// A slug, or a collection and a slug.
    private static func isAddress(_ address: String) -> Bool {
        let parts = address.split(separator: "/", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { ContentLoader.isValidSlug(String($0)) }
    }

    /// `Old Name` as `old-name`, when that is an address.
    private static func suggestedAddress(for address: String) -> String? {
        let parts = address.lowercased().split(separator: "/", omittingEmptySubsequences: false).map { part in
            part.split(whereSeparator: { !(("a"..."z").contains($0) || ("0"..."9").contains($0)) })
                .joined(separator: "-")
        }
        let suggestion = parts.joined(separator: "/")
        return isAddress(suggestion) && suggestion != address ? suggestion : nil
    }

    private mutating func video(_ node: Node, number: Int) -> (video: Video?, otherFields: [Expectation]) {
        var technology: String?
        var platform: String?
        var browser: String?
        var source: (path: String, location: SourceLocation)?
        var declaredType: String?
        var captions: [Caption] = []
        var transcript: (Transcript, SourceLocation)?
        var other: [Expectation] = []
        let key = "videos"
        if node.scalar != nil {
            // A path alone: the file, with nothing said about it.
            if let path = scalarText(node, key: key), !path.isEmpty { source = (path, location(node.mark)) }
        } else if let mapping = node.mapping {
            for (keyNode, value) in mapping {
                var name = (keyNode.string ?? "").lowercased()
                if Self.videoKeys[name] == nil, let meant = Self.meantVideoKey(name) {
                    report(.keyReadAs("\(key): \(name)", key: meant), at: keyNode.mark)
                    name = meant
                }
                switch Self.videoKeys[name] ?? name {
                case "technology": technology = optionalText(value, key: "\(key): \(name)")
                case "platform": platform = optionalText(value, key: "\(key): \(name)")
                case "browser": browser = optionalText(value, key: "\(key): \(name)")
                case "src":
                    if let path = optionalText(value, key: "\(key): src") { source = (path, location(value.mark)) }
                case "type": declaredType = optionalText(value, key: "\(key): type")
                case "captions":
                    for item in Self.items(value) {
                        let read = caption(item, video: number)
                        if let caption = read.caption { captions.append(caption) }
                        other += read.otherFields
                    }
                case "transcript":
                    transcript = optionalText(value, key: "\(key): transcript").map {
                        (Self.transcript($0), location(value.mark))
                    }
                default:
                    let suggestion = Suggestion.closest(to: name, in: Self.videoKeys.keys.sorted())
                    report(.unknownEntryKey("\(key): \(name)", suggestion: suggestion), at: keyNode.mark)
                    other.append(Expectation(trigger: "video \(number) \(name)", result: Self.text(of: value)))
                }
            }
        } else {
            report(
                .wrongType(key: key, expected: "a list of videos, each with technology, platform and src"),
                at: node.mark)
            return (nil, [])
        }
        guard let source else {
            report(.media(.videoFieldMissing(field: "src", video: number)), at: node.mark)
            // What the author wrote about it still reaches the page.
            let said =
                [technology, platform, browser].compactMap { $0 } + captions.map { "captions: \($0.source)" }
                + [
                    transcript.map { transcript, _ in
                        switch transcript {
                        case .file(let path): "transcript: \(path)"
                        case .text(let text): "transcript: \(text)"
                        }
                    }
                ].compactMap { $0 }
            return (
                nil,
                other
                    + (said.isEmpty
                        ? [] : [Expectation(trigger: "video \(number)", result: said.joined(separator: ", "))])
            )
        }
        for (field, value) in [("technology", technology), ("platform", platform)] where value == nil {
            report(.media(.videoFieldMissing(field: field, video: number)), at: node.mark)
        }
        var video = Video(
            technology: technology ?? "", platform: platform ?? "", browser: browser,
            source: Self.staticPath(source.path), declaredType: declaredType, captions: captions,
            transcript: transcript?.0, sourceLocation: source.location)
        video.transcriptLocation = transcript?.1
        return (video, other)
    }

    /// `- src: …vtt` with `language` and `label`, or the path alone. Keys a caption has no place
    /// for are returned, shown with the entry's other details as a video's are.
    private mutating func caption(_ node: Node, video: Int) -> (caption: Caption?, otherFields: [Expectation]) {
        let key = "videos: captions"
        var path: (String, SourceLocation)?
        var language = ""
        var label: String?
        var other: [Expectation] = []
        if node.scalar != nil {
            if let text = scalarText(node, key: key), !text.isEmpty { path = (text, location(node.mark)) }
        } else if let mapping = node.mapping {
            for (keyNode, value) in mapping {
                switch (keyNode.string ?? "").lowercased() {
                case "src", "source", "file":
                    if let text = optionalText(value, key: "\(key): src") { path = (text, location(value.mark)) }
                case "language", "srclang", "lang": language = optionalText(value, key: "\(key): language") ?? ""
                case "label": label = optionalText(value, key: "\(key): label")
                case let name:
                    report(.unknownEntryKey("\(key): \(name)", suggestion: nil), at: keyNode.mark)
                    other.append(Expectation(trigger: "video \(video) caption \(name)", result: Self.text(of: value)))
                }
            }
        } else {
            report(.wrongType(key: key, expected: "a list of caption files, each with src and language"), at: node.mark)
            return (nil, [Expectation(trigger: "video \(video) captions", result: Self.text(of: node))])
        }
        guard let (source, sourceLocation) = path else {
            report(.missingKey("\(key): src"), at: node.mark)
            let said = [label, language.isEmpty ? nil : language].compactMap { $0 }.joined(separator: ", ")
            return (nil, other + (said.isEmpty ? [] : [Expectation(trigger: "video \(video) caption", result: said)]))
        }
        if language.isEmpty { report(.media(.captionWithoutLanguage(caption: source)), at: node.mark) }
        let caption = Caption(
            source: Self.staticPath(source), language: language, label: label ?? LanguageName.of(language),
            sourceLocation: sourceLocation)
        return (caption, other)
    }

    /// The items of a list, or a single value written where a list belongs.
    private static func items(_ node: Node) -> [Node] {
        if let sequence = node.sequence { return Array(sequence) }
        return node.isNull ? [] : [node]
    }

    /// A path in the static folder: a leading `/` (the site's root) and `./` mean the same. A
    /// path that leads out (`../x`) stays so, and no static file has it.
    private static func staticPath(_ path: String) -> String {
        PathText.normalized(String(path.drop { $0 == "/" }))
    }

    /// A file name (no spaces, an extension) is a file in the static folder; anything else is
    /// the transcript's text.
    private static func transcript(_ text: String) -> Transcript {
        let isPath =
            !text.contains(where: \.isWhitespace)
            && ["txt", "md", "html", "vtt"].contains(text.split(separator: ".").last?.lowercased() ?? "")
        return isPath ? .file(staticPath(text)) : .text(text)
    }

    /// The key a near miss means (`platfrom`): one slip, two in a long key. Short names are
    /// left alone: one slip turns `tag` into `at`.
    private static func meantVideoKey(_ name: String) -> String? {
        guard name.count >= 4 else { return nil }
        let slips = name.count >= 8 ? 2 : 1
        let nearest = videoKeys.keys.filter { $0.count >= 4 }.map { ($0, Suggestion.editDistance(name, $0)) }
            .min { ($0.1, videoKeys[$0.0] == $0.0 ? 0 : 1, $0.0) < ($1.1, videoKeys[$1.0] == $1.0 ? 0 : 1, $1.0) }
        return nearest.flatMap { $0.1 <= slips ? $0.0 : nil }
    }

    /// A video item's keys, and the names authors also use for them.
    private static let videoKeys: [String: String] = [
        "technology": "technology", "assistive technology": "technology", "at": "technology",
        "screen reader": "technology", "screenreader": "technology", "platform": "platform", "os": "platform",
        "browser": "browser", "src": "src", "source": "src", "file": "src", "type": "type", "captions": "captions",
        "caption": "captions", "tracks": "captions", "transcript": "transcript",
    ]
}
