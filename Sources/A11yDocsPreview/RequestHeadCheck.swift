/// What the preview refuses in a request head before anything reads its path or host. Hummingbird
/// sees requests as HTTP types, which keep neither the request line's form (an absolute-form
/// target arrives as its path alone) nor which `Host` was the host (the first is, a second is an
/// ordinary field); so the head is checked as decoded, and the responder answers a refused one
/// 400 Bad Request. A request that names its host twice, or once in the request line and again
/// in a header, could pass the host check with one name and mean another.
enum RequestHeadCheck {
    enum Problem: String, Equatable, Sendable, CaseIterable {
        /// `GET http://host/path HTTP/1.1`.
        case absoluteForm = "absolute-form"
        /// `CONNECT host:port HTTP/1.1`, or a bare host in place of a path.
        case authorityForm = "authority-form"
        /// `OPTIONS * HTTP/1.1`.
        case asteriskForm = "asterisk-form"
        /// A target that is none of the forms and not a path.
        case notAPath = "not-a-path"
        case repeatedHost = "repeated-host"
        /// HTTP/1.1 requires a `Host` header.
        case missingHost = "missing-host"
        /// The HTTP/1 decoder could not read the head.
        case unreadable

        /// The 400 response's body.
        var reason: String {
            let path =
                "this preview answers requests for a path, such as 'GET /web/button/ HTTP/1.1', with its address in "
                + "one Host header"
            switch self {
            case .absoluteForm: return "Bad request: the request line names a whole URL (absolute form); \(path).\n"
            case .authorityForm:
                return "Bad request: the request line names a host instead of a path (authority form); \(path).\n"
            case .asteriskForm:
                return "Bad request: the request line names '*' instead of a path (asterisk form); \(path).\n"
            case .notAPath: return "Bad request: the request line's target is not a path starting with '/'; \(path).\n"
            case .repeatedHost: return "Bad request: the request has more than one Host header; \(path).\n"
            case .missingHost: return "Bad request: an HTTP/1.1 request needs a Host header; \(path).\n"
            case .unreadable:
                return "Bad request: the request line or a header is not HTTP/1.1 as this preview reads it; \(path).\n"
            }
        }
    }

    /// The header field with which a refused head reaches the responder. A client's own field of
    /// that name is removed first, so only this check sets it.
    static let field = "x-a11ydocs-refused"

    /// Why a head is refused, or nil when its target is a path and it has at most one `Host`
    /// header (exactly one when `hostRequired`, from HTTP/1.1 on).
    static func problem(target: String, hostHeaders: Int, hostRequired: Bool) -> Problem? {
        if let problem = problem(withTarget: target) { return problem }
        if hostHeaders > 1 { return .repeatedHost }
        if hostHeaders == 0, hostRequired { return .missingHost }
        return nil
    }

    /// The target's form, when it is not origin-form (a path).
    static func problem(withTarget target: String) -> Problem? {
        if target.hasPrefix("/") { return nil }
        if target == "*" { return .asteriskForm }
        if target.contains("://") { return .absoluteForm }
        if !target.isEmpty, !target.contains("/"), !target.contains("?") { return .authorityForm }
        return .notAPath
    }
}
