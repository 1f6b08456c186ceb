import Foundation
import MCP

/// `M` with its parameters taken as plain JSON and read by `parameters(_:)`, so that parameters
/// of the wrong shape are `Invalid params` (-32602) naming the field: the SDK reads them before
/// the handler runs and reports a mismatch as an internal error (-32603).
enum CheckedMethod<M: Method>: Method {
    static var name: String { M.name }
    typealias Parameters = Value
    typealias Result = M.Result

    static func parameters(_ value: Value) throws -> M.Parameters {
        let given: Value
        switch value {
        case .null: given = .object([:])
        case .object: given = value
        default: throw MCPError.invalidParams("params must be an object, not \(ToolArguments.describe(value))")
        }
        do {
            return try JSONDecoder().decode(M.Parameters.self, from: JSONEncoder().encode(given))
        } catch let error as DecodingError {
            throw MCPError.invalidParams(describe(error, in: given))
        }
    }

    /// `arguments must be an object, got "x"`: the field as the client wrote it, and what it sent.
    static func describe(_ error: DecodingError, in params: Value) -> String {
        switch error {
        case let .typeMismatch(type, context):
            let field = name(context.codingPath)
            let got = value(at: context.codingPath, in: params).map { ", got \(ToolArguments.describe($0))" } ?? ""
            return "\(field) must be \(expected(type))\(got)"
        case let .valueNotFound(type, context):
            return "\(name(context.codingPath)) must be \(expected(type)), not null"
        case let .keyNotFound(key, context):
            return "\(name(context.codingPath + [key])) is required"
        case let .dataCorrupted(context):
            return "\(name(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func name(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "params" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private static func expected(_ type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("[") && name.contains(":") { return "an object" }
        if name.hasPrefix("Array") || name.hasPrefix("[") { return "a list" }
        if name.hasPrefix("String") { return "text" }
        if name.hasPrefix("Bool") { return "true or false" }
        if ["Int", "Double", "Float"].contains(where: name.hasPrefix) { return "a number" }
        return "a \(name)"
    }

    private static func value(at path: [any CodingKey], in value: Value) -> Value? {
        var current: Value? = value
        for key in path {
            if let index = key.intValue, case .array(let items)? = current {
                current = items.indices.contains(index) ? items[index] : nil
            } else if case .object(let fields)? = current {
                current = fields[key.stringValue]
            } else {
                return nil
            }
        }
        return current
    }
}
