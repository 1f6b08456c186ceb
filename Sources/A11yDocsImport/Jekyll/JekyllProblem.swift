import A11yDocsModel

/// What only the Jekyll import finds: Liquid and kramdown in a body, front-matter keys it could
/// not indent, `_config.yml`, and a folder that names no collection. The only place these are put
/// into words; like every import problem, what is reported is left in the file as written.
public enum JekyllProblem: ImporterProblem {
    // Liquid and kramdown in a body
    case unknownLiquidTag(String)
    case liquidOutput(String)
    case unclosedLiquid(String)
    case unclosedBlock(tag: String, end: String)
    case unexpectedEndTag(String)
    case includeNotFound(String)
    case unusableIncludePath(String)
    case includeOutsideSite(path: String, resolved: String)
    case includeNotText(String)
    case includeTooLarge(path: String, size: Int, limit: Int)
    /// The entry has grown by `limit` bytes through includes already.
    case includesTooLarge(path: String, limit: Int)
    case liquidInInclude(path: String, snippet: String)
    case unknownExtension(String)
    case otherAttributeList(String)
    case attributeListWithoutBlock(String)
    /// A root-absolute reference to a file the site does not hold.
    case assetNotFound(String)
    // Front matter
    case keyNotIndented(key: String, group: String)
    // The site's settings
    case configNotRead(String)
    case baseURLNotCarried(String, reason: String)
    // Folders
    /// A folder holding entries whose name gives no collection name: not imported.
    case noCollectionName

    public var severity: Diagnostic.Severity {
        switch self {
        case .otherAttributeList, .attributeListWithoutBlock, .assetNotFound, .configNotRead, .baseURLNotCarried,
            .noCollectionName:
            return .warning
        default: return .error
        }
    }

    public var message: String {
        switch self {
        case let .unknownLiquidTag(tag):
            return "'\(tag)' is Liquid, which a11ydocs does not run — rewrite it as Markdown; it is left as written"
        case let .liquidOutput(text):
            return
                "'\(text)' is a Liquid value, which a11ydocs does not fill in — write the text out; it is left as "
                + "written"
        case let .unclosedLiquid(opening):
            return
                "'\(opening)' is not closed — close it with '\(opening == "{{" ? "}}" : "%}")'; it is left as written"
        case let .unclosedBlock(tag, end):
            return "'\(tag)' has no '\(end)' — close it, then import again; it is left as written"
        case let .unexpectedEndTag(tag):
            return "'\(tag)' closes nothing — remove it; it is left as written"
        case let .includeNotFound(path):
            return "include '\(path)' not found — add the file or fix the path; the tag is left as written"
        case let .includeOutsideSite(path, resolved):
            return
                "the include '\(path)' resolves to '\(resolved)', outside the site — nothing outside the site is read: "
                + "copy the file into the site; the tag is left as written"
        case let .includeNotText(path):
            return "the include '\(path)' is not UTF-8 text — save it as UTF-8; the tag is left as written"
        case let .includeTooLarge(path, size, limit):
            return
                "the include '\(path)' is \(Wording.bytes(size)), over the \(Wording.bytes(limit)) one include may be "
                + "— shorten it or write the text out; the tag is left as written"
        case let .includesTooLarge(path, limit):
            return
                "including '\(path)' here would grow this entry by more than \(Wording.bytes(limit)) through includes "
                + "— include less, or write the text out; the tag is left as written"
        case let .unusableIncludePath(path):
            return
                "include path '\(path)' cannot be read — name a file under _includes/ without '..' or Liquid; the tag "
                + "is left as written"
        case let .liquidInInclude(path, snippet):
            return
                "'\(path)' holds Liquid ('\(snippet)'), which a11ydocs does not run — it is copied as written: replace "
                + "it with the text"
        case let .unknownExtension(text):
            return
                "'\(text)' is a kramdown extension without an equivalent in a11ydocs — rewrite it as Markdown; it is "
                + "left as written"
        case let .otherAttributeList(text):
            return
                "'\(text)' is a kramdown attribute list without an equivalent in a11ydocs — it is left as written; "
                + "remove it"
        case let .attributeListWithoutBlock(text):
            return
                "'\(text)' is not next to a code block or example — put it on the line right after one; it is left as "
                + "written"
        case let .assetNotFound(url):
            return
                "'\(url)' names no file of the site, so nothing is copied for it — it is left as written; add the file "
                + "to the static folder or fix the path"
        case let .keyNotIndented(key, group):
            return
                "'\(key)' looks like part of '\(group)' but could not be indented under it safely — it is left as "
                + "written; indent it by hand"
        case let .configNotRead(reason):
            return
                "_config.yml could not be read (\(reason)) — the title, address and collections' names are not carried "
                + "over; set them in a11ydocs.yml"
        case let .baseURLNotCarried(url, reason):
            return
                "the site's address '\(url)' (url + baseurl) is not usable as base_url (\(reason)) — it is left out of "
                + "a11ydocs.yml; set base_url there"
        case .noCollectionName:
            return "not imported — the folder's name gives no collection name; rename it (such as '_native')"
        }
    }
}

extension ImportProblem {
    /// A problem of the Jekyll import, among those every import can have.
    static func jekyll(_ problem: JekyllProblem) -> ImportProblem {
        .importer(AnyImporterProblem(problem))
    }
}
