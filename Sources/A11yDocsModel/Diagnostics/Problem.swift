/// Everything that can be wrong with a site's input. The only place these are put into words.
public enum Problem: Hashable, Sendable {
    // Files
    case emptyFile
    case invalidUTF8
    case nulCharacter
    case missingFrontMatter
    case crLineEndings
    case unterminatedFrontMatter
    case duplicateSlug(slug: String, firstPath: String)
    case draftSharesSlug(slug: String, publishedPath: String)
    case unreadableFile(reason: String)
    /// No bytes could be read: permission denied, or not a regular file.
    case fileNotReadable
    case fileTooLarge(size: Int, limit: Int)
    case skippedPath(SkippedPath.Reason)
    case invalidSlug(String)
    case entryOutsideCollection
    case invalidCollection(String)
    case outputCollision(path: String)
    /// An HTML, SVG or XML file published as it is: a browser runs the script in it.
    case scriptableFile
    // Front matter
    case invalidYAML(String)
    case yamlTooLarge(limit: Int)
    case yamlTooDeep(limit: Int)
    case tabInYAML
    case unclosedQuote
    case frontMatterNotAMapping
    case missingKey(String)
    case unknownKey(String, suggestion: String?)
    /// A front-matter key a11ydocs has no place for: its value is shown under "Other details".
    case unknownEntryKey(String, suggestion: String?)
    case unknownStepWord(key: String, suggestion: String?)
    case duplicateKey(String, firstLine: Int?)
    case wrongType(key: String, expected: String)
    case emptyValue(key: String)
    case emptyRequiredValue(key: String)
    case groupWrittenAsText(key: String, text: String)
    case outdentedKey(String, group: String, groupLine: Int)
    case unknownWCAGCriterion(String, suggestion: WCAGCriterion?)
    case removedWCAGCriterion(String, name: String)
    // Site config
    case configNotAMapping
    case keyReadAs(String, key: String)
    case sitemapNeedsFullURL
    /// A folder key whose folder resolves to `resolved`, outside `library` (the config's folder).
    case folderOutsideLibrary(key: String, resolved: String, library: String, flag: String?)
    /// `logo:` or `favicon:` naming no file in the static folder (`looked` is where it was looked for).
    case brandFileMissing(key: String, looked: String, staticFolder: String)
    /// An `accent:` colour below 4.5:1 on the theme's background in `scheme`.
    case accentContrast(String, scheme: String, background: String, ratio: Double)
    /// A collection's `kind:` that is none of `CollectionKind`'s.
    case unknownCollectionKind(String, suggestion: String?)
    // Guides
    /// A pattern's key (a test group, `wcag`, `gherkin-…`) in a guide: its value is shown as written.
    case testKeyInGuide(String)
    // Body
    case markdownTooDeep(limit: Int)
    case tableTooLarge(limit: Int)
    // Content rules (check)
    case missingScreenReaderField(String)
    case missingPlatform(Platform)
    case platformWithoutFrameworkNotes(Platform)
    case brokenEntryLink(String)
    case brokenExampleReference(attribute: String, url: String, target: String?, page: String)
    case placeholder(String)
    case emptyBullet
    case htmlShownAsText(String)
    case htmlBlockElementInParagraph(String)
    case tableCellsPastHeader(cells: Int, columns: Int)
    // Videos, captions and old addresses
    case media(MediaProblem)
    // Test records
    case evidence(EvidenceProblem)
    /// `aliases:` names an address another entry has (`entryPath` is that entry's file).
    case aliasIsEntry(alias: String, entryPath: String)
    case duplicateAlias(alias: String, firstPath: String)
    /// `aliases:` holds what cannot be an address: `suggestion` is the slug it may have meant.
    case invalidAlias(String, suggestion: String?)
    // Templates
    case templateSyntax(String)
    case templateUnknownField(String, suggestion: String?)
    case templateUnknownPartial(String, suggestion: String?)
    // Build
    case stepFailed(step: String, reason: String)
    /// What the write step wrote is not what the plan (`SiteManifest`) lists: a fault of a11ydocs,
    /// not of the site, found before the site is swapped in.
    case plannedOutputNotWritten
    case unplannedOutput
    case outputWrittenTwice

    /// About raw HTML that safe mode shows as text; a build that allows raw HTML does not say it.
    package var isAboutRawHTML: Bool {
        switch self {
        case .htmlShownAsText, .htmlBlockElementInParagraph: return true
        default: return false
        }
    }

    public var severity: Diagnostic.Severity {
        switch self {
        case .media(let problem):
            return problem.severity
        case .evidence(let problem):
            return problem.severity
        case .skippedPath(.symlinkOutside), .skippedPath(.symlinkLoop), .skippedPath(.brokenSymlink),
            .skippedPath(.hiddenEntry), .crLineEndings:
            return .warning
        case .draftSharesSlug, .scriptableFile, .unknownKey, .unknownEntryKey, .unknownStepWord, .keyReadAs,
            .sitemapNeedsFullURL, .emptyValue, .groupWrittenAsText, .outdentedKey, .missingScreenReaderField,
            .missingPlatform,
            .platformWithoutFrameworkNotes, .brokenExampleReference, .placeholder, .emptyBullet, .htmlShownAsText,
            .htmlBlockElementInParagraph, .tableCellsPastHeader:
            return .warning
        case .testKeyInGuide: return .warning
        default: return .error
        }
    }

    public var message: String {
        switch self {
        case .media(let problem):
            return problem.message
        case .evidence(let problem):
            return problem.message
        case let .aliasIsEntry(alias, entryPath):
            return
                "the old address '\(alias)' is the address of '\(entryPath)' — a redirect there would hide that entry; "
                + "remove it from 'aliases'"
        case let .duplicateAlias(alias, firstPath):
            return "the old address '\(alias)' is already an alias of '\(firstPath)' — keep it in one entry's 'aliases'"
        case let .invalidAlias(alias, suggestion):
            return "'\(alias)' cannot be an old address — write a slug"
                + (suggestion.map { " ('\($0)')" } ?? "")
                + " or collection/slug, in lowercase letters, digits and hyphens"
        case .emptyFile:
            return "the file is empty — start it with front matter between two '---' lines (title, categories)"
        case .invalidUTF8:
            return "the file is not valid UTF-8 — save it with UTF-8 encoding"
        case .crLineEndings:
            return
                "lines end in CR alone (classic Mac OS); they are read as line breaks, but other tools may not — save "
                + "the file with LF line endings"
        case .nulCharacter:
            return "a NUL character (byte 0) here — the file is damaged or not text: remove the character"
        case .missingFrontMatter:
            return
                "no front matter — start the file with a '---' line, the YAML keys (title, categories), and a closing "
                + "'---'"
        case .unterminatedFrontMatter:
            return "front matter is not closed — add a line with '---' after the last YAML key"
        case let .duplicateSlug(slug, firstPath):
            return
                "another entry in this collection already uses the slug '\(slug)' (\(firstPath)) — rename one of the "
                + "files"
        case let .draftSharesSlug(slug, publishedPath):
            return
                "this draft has the same slug '\(slug)' as the published '\(publishedPath)' — the published entry is "
                + "shown and the draft is left out; rename the draft or delete it"
        case let .unreadableFile(reason):
            return "cannot read the file: \(reason)"
        case .fileNotReadable:
            return "cannot read the file: permission denied or not a file"
        case let .fileTooLarge(size, limit):
            return
                "the file holds \(Wording.bytes(size)), more than an entry may (\(Wording.bytes(limit))) — split it "
                + "into several entries"
        case .skippedPath(.unreadableFolder):
            return
                "cannot read this folder, so its entries would be missing — fix its permissions, or move it out of the "
                + "content folder"
        case .skippedPath(.unreadableFile):
            return
                "cannot read this file (permission denied) — fix its permissions, or move it out of the content folder"
        case let .skippedPath(.symlinkOutside(target)):
            return
                "this link leads outside the content folder (to '\(target)') and is not published — copy what it "
                + "points at into the folder"
        case .skippedPath(.symlinkLoop):
            return "this link leads back into a folder that holds it and is not followed — remove the link"
        case .skippedPath(.brokenSymlink):
            return "this link points at nothing and is skipped — remove it or fix its target"
        case .skippedPath(.hiddenEntry):
            return
                "this Markdown file's name starts with '.', which hides it, and it is not published — rename it with "
                + "lowercase letters, digits and hyphens, e.g. 'slider.md'"
        case let .invalidSlug(slug):
            return "'\(slug)' is not a usable slug — name the file with lowercase letters, digits and hyphens"
        case .entryOutsideCollection:
            return "entries live in a collection folder — move this file to a folder such as 'native/'"
        case let .invalidCollection(name):
            return
                "'\(name)' is not a usable collection name — name the folder with lowercase letters, digits and hyphens"
        case let .outputCollision(path):
            return "this file would overwrite the generated '\(path)' — rename or move it"
        case .scriptableFile:
            return
                "published as it is, and a browser runs any script in this file (entries are made safe, files like "
                + "this are not) — keep only files you trust here, and build with --allow-raw-html if every author "
                + "is trusted (which also ends this warning)"
        case let .invalidYAML(problem):
            return "front matter is not valid YAML: \(problem) — check indentation and quoting here"
        case let .yamlTooLarge(limit):
            return
                "front matter stands for more than \(limit) values once its aliases ('*name') are expanded — write the "
                + "values out, or use fewer aliases"
        case let .yamlTooDeep(limit):
            return
                "front matter nests more than \(limit) levels deep here (counting what aliases expand to) — flatten it"
        case .tabInYAML:
            return "a tab character here — YAML indents with spaces only: replace the tab with spaces"
        case .unclosedQuote:
            return
                "this quote is not closed on its line, so YAML reads the lines after it as part of the text — close "
                + "the quote, or use a block scalar ('|') for text on several lines"
        case .frontMatterNotAMapping:
            return "front matter must be a set of 'key: value' lines"
        case let .missingKey(key):
            return "missing required key '\(key)' — add '\(key): …' to the front matter"
        case let .unknownKey(key, suggestion?):
            return "unknown key '\(key)'\(Wording.didYouMean(suggestion))"
        case let .unknownKey(key, nil):
            return "unknown key '\(key)' — it is ignored; remove it or check the spelling"
        case let .unknownEntryKey(key, suggestion):
            let meant = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return
                "unknown key '\(key)' — \(meant)its value is shown under 'Other details' on the page; rename the key "
                + "if it is misspelt, or remove it"
        case let .unknownStepWord(key, suggestion?):
            return
                "'\(key)' is not a step word (given, when, then, and, but, result, or, if) — it is kept as a step in "
                + "your words; did you mean '\(suggestion)'?"
        case let .unknownStepWord(key, nil):
            return
                "'\(key)' is not a step word (given, when, then, and, but, result, or, if) — it is kept as a step in "
                + "your words; use one of those words"
        case let .duplicateKey(key, firstLine?):
            return "the key '\(key)' appears twice (first on line \(firstLine)) — keep one"
        case let .duplicateKey(key, nil):
            return "the key '\(key)' appears twice — keep one"
        case let .wrongType(key, expected):
            return "'\(key)' must be \(expected)"
        case let .emptyValue(key):
            return "'\(key)' is empty — give it a value or remove the key"
        case let .unknownWCAGCriterion(number, suggestion?):
            return
                "'\(number)' is not a WCAG 2.2 success criterion — did you mean '\(suggestion.number)' "
                + "(\(suggestion.name))?"
        case let .unknownWCAGCriterion(number, nil):
            return "'\(number)' is not a WCAG 2.2 success criterion — use numbers such as '1.4.10' or '4.1.2'"
        case let .removedWCAGCriterion(number, name):
            return "'\(number)' (\(name)) was removed in WCAG 2.2 — remove it"
        case .configNotAMapping:
            return "a11ydocs.yml must be a set of 'key: value' lines, e.g. 'title: Pattern library'"
        case let .keyReadAs(written, key):
            return "'\(written)' is read as '\(key)' — write '\(key)'"
        case let .folderOutsideLibrary(key, resolved, library, flag):
            let elsewhere =
                flag.map { "; to use a folder elsewhere, pass \($0) <path> on the command line instead" } ?? ""
            return
                "'\(key)' leads outside the library's folder ('\(library)') to '\(resolved)', and a folder named in "
                + "a11ydocs.yml must be inside it — name a folder inside '\(library)'\(elsewhere)"
        case let .brandFileMissing(key, looked, staticFolder):
            return
                "'\(key)' names no file: '\(looked)' is not there — put the file in the static folder "
                + "('\(staticFolder)/') and give its path there, e.g. '\(key): \(key).svg'"
        case let .accentContrast(colour, scheme, background, ratio):
            let shown = (ratio * 100).rounded(.down) / 100
            let advice =
                scheme == "light"
                ? "choose a darker colour" : "choose a lighter colour for 'dark'"
            return
                "the accent '\(colour)' has a contrast of \(shown):1 on the \(scheme) scheme's background "
                + "'\(background)', below the 4.5:1 text needs — \(advice), or give both: "
                + "'accent: {light: \"#5b2bb5\", dark: \"#c9b3ff\"}'"
        case let .unknownCollectionKind(kind, suggestion):
            let meant = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return
                "'\(kind)' is not a kind of collection — \(meant)write 'patterns' (entries with test criteria, the "
                + "default) or 'guides' (free pages)"
        case let .testKeyInGuide(key):
            return
                "'\(key)' is a pattern's key, and a guide holds no test criteria — its value is shown under 'Other "
                + "details'; move it to a pattern collection, or remove it"
        case .sitemapNeedsFullURL:
            return
                "sitemap.xml is left out: a sitemap needs full addresses — set 'base_url: https://…/' in a11ydocs.yml "
                + "(or pass --base-url)"
        case let .markdownTooDeep(limit):
            return "lists, block quotes, links or emphasis nest more than \(limit) levels deep here — flatten them"
        case let .tableTooLarge(limit):
            return
                "with this table, the entry's tables leave out more than \(limit) cells, which would all be filled in "
                + "empty — give the rows their cells, end each table with a blank line, or split the entry"
        case let .groupWrittenAsText(key, text):
            return
                "'\(key)' is text ('\(Wording.truncated(text.onOneLine, to: 40))'), not a map of steps — the page "
                + "shows it for the whole group; to test the group, write 'what the tester does: what they must "
                + "observe' lines under '\(key):'"
        case let .outdentedKey(key, group, groupLine):
            return
                "'\(key)' is at the top level — indent it under '\(group)' (line \(groupLine)); it is read as part of "
                + "'\(group)'"
        case let .emptyRequiredValue(key):
            return "'\(key)' is empty — it is required: give it a value"
        case let .missingScreenReaderField(field):
            return
                "screen-reader output has no '\(field)' — add 'screenreader: \(field): …' with what a tester must hear"
        case let .missingPlatform(platform):
            return "no \(platform.displayName) notes — add a '## \(platform.displayName)' section with developer notes"
        case let .platformWithoutFrameworkNotes(platform):
            let names = platform.frameworks.map { "**\($0.displayName)**" }.joined(separator: " or ")
            return "\(platform.displayName) notes name no framework — add \(names) items with framework-specific notes"
        case let .brokenEntryLink(url):
            return "link to '\(url)' points at no entry or file — check the file name (links are relative to this file)"
        case let .brokenExampleReference(attribute, url, target?, page):
            return
                "live example's \(attribute)=\"\(url)\" points at '\(target)', which the site does not have — put the "
                + "file in the static folder at '\(target)', or fix the path: it is relative to the entry's page "
                + "('\(page)'), e.g. '\(SitePaths.root(from: page))assets/…'"
        case let .brokenExampleReference(attribute, url, nil, page):
            return
                "live example's \(attribute)=\"\(url)\" climbs above the site's root — write it relative to the "
                + "entry's page ('\(page)'), e.g. '\(SitePaths.root(from: page))assets/…'"
        case let .placeholder(text):
            return "placeholder '\(text)' left in — replace it with the real text"
        case .emptyBullet:
            return "empty list item — write the note or remove the bullet"
        case let .htmlShownAsText(name):
            return
                "'<\(name)>' is shown as text: pages keep only the HTML listed in docs/content-format.md — write it in "
                + "Markdown, or build with --allow-raw-html if every author is trusted"
        case let .htmlBlockElementInParagraph(name):
            return
                "'<\(name)>' inside a paragraph is shown as text — start a line with it, after a blank line, so that "
                + "it begins an HTML block"
        case let .tableCellsPastHeader(cells, columns):
            let dropped = cells - columns
            return
                "this table row has \(cells) cells but the header has \(columns): from here, "
                + "\(dropped == 1 ? "the last cell is" : "the last \(dropped) cells are") not shown — add "
                + "\(dropped == 1 ? "a column" : "columns") to the header, or write '\\|' for a pipe inside a "
                + "cell"
        case let .templateSyntax(problem):
            return "template syntax error: \(problem)"
        case let .templateUnknownField(name, suggestion?):
            return
                "no field '\(name)' here\(Wording.didYouMean(suggestion)) (the fields each page has are listed in "
                + "docs/templates.md)"
        case let .templateUnknownField(name, nil):
            return
                "no field '\(name)' here — name one the page has (the fields each page has are listed in "
                + "docs/templates.md)"
        case let .templateUnknownPartial(name, suggestion?):
            return "no template '\(name)'\(Wording.didYouMean(suggestion))"
        case let .templateUnknownPartial(name, nil):
            return "no template '\(name)' — add \(name).mustache to the templates folder"
        case let .stepFailed(step, reason):
            return "\(step): \(reason)"
        case .plannedOutputNotWritten:
            return
                "the build planned this file but wrote nothing here — a fault of a11ydocs, not of your site: please "
                + "report it"
        case .unplannedOutput:
            return
                "the build wrote this file, which its plan does not list — a fault of a11ydocs, not of your site: "
                + "please report it"
        case .outputWrittenTwice:
            return "the build wrote this file twice — a fault of a11ydocs, not of your site: please report it"
        }
    }
}
