/// A request's `params`, read field by field, so that a field of the wrong kind is
/// `Invalid params` (-32602) naming it and what was sent ("arguments must be an object, got
/// \"x\""), and the fields a method does not know are left alone, as MCP asks.
struct RequestParams {
    private let fields: [String: JSONValue]

    /// Absent or `null` params are an empty object.
    init(_ params: JSONValue?) throws {
        switch params {
        case nil, .null?: fields = [:]
        case .object(let object)?: fields = object
        case let other?: throw RPCError(.paramsNotObject(kind: other.summary))
        }
    }

    /// Text, if given; `null` counts as left out.
    func text(_ name: String) throws -> String? {
        switch fields[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw RPCError(.fieldNotText(name, got: other.summary))
        }
    }

    func requiredText(_ name: String) throws -> String {
        if fields[name] == .null { throw RPCError(.fieldNull(name)) }
        guard let text = try text(name) else { throw RPCError(.fieldMissing(name)) }
        return text
    }

    /// An object, if given; `null` counts as left out.
    func object(_ name: String) throws -> [String: JSONValue]? {
        switch fields[name] {
        case nil, .null?: return nil
        case .object(let object)?: return object
        case let other?: throw RPCError(.fieldNotObject(name, got: other.summary))
        }
    }
}
