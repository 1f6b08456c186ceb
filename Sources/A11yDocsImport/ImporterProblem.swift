import A11yDocsModel

/// A problem only one importer finds (Liquid in a Jekyll body), as data worded by the importer's
/// own type; `ImportProblem.importer` carries it beside the problems every import can have.
public protocol ImporterProblem: Hashable, Sendable {
    var severity: Diagnostic.Severity { get }
    var message: String { get }
}

/// Any importer's problem, compared and hashed as the importer's own type.
public struct AnyImporterProblem: Hashable, Sendable {
    public let base: any ImporterProblem

    public init(_ base: some ImporterProblem) {
        self.base = base
    }

    public static func == (left: AnyImporterProblem, right: AnyImporterProblem) -> Bool {
        left.base.isEqual(to: right.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension ImporterProblem {
    fileprivate func isEqual(to other: any ImporterProblem) -> Bool {
        (other as? Self) == self
    }
}
