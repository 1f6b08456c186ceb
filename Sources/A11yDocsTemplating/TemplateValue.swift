import A11yDocsModel
import A11yDocsSupport

/// A value as a template sees it. Views hand these to the renderer directly: no reflection and no
/// dynamic casts while a page renders.
package enum TemplateValue: Sendable {
    case text(String)
    /// Text handed over a part at a time as it renders: a value too large to hold whole.
    case parts(TextParts)
    case flag(Bool)
    case number(Int)
    case list([TemplateValue])
    /// A view, held behind one reference: values are copied onto the renderer's stack and out of
    /// every lookup, and a view kept as `any TemplateFields` was copied (and destroyed) through
    /// its type's metadata each time.
    case object(TemplateObject)
    /// A missing optional: renders as nothing, skips `{{#name}}` and shows `{{^name}}`. Being
    /// present, it also stops the lookup from taking an outer object's field of the same name.
    case null

    /// A view as an object whose fields templates name.
    package static func object(_ view: some TemplateFields) -> TemplateValue { .object(ViewObject(view)) }

    /// Whether `{{#name}}` shows its content (and `{{^name}}` hides it).
    var isTruthy: Bool {
        switch self {
        case .flag(let value): return value
        case .list(let items): return !items.isEmpty
        case .null: return false
        case .text, .parts, .number, .object: return true
        }
    }
}

/// A view model whose fields templates can name, listed once: how to read each one and its shape,
/// which is what templates are checked against when they load. Sendable: pages render on every
/// core, and a field's shape is asked of its view's type from any of them.
package protocol TemplateFields: Sendable {
    static var fields: TemplateFieldTable<Self> { get }
    /// The field whose name has the number `id` (`TemplateNameIDs`): how a page looks fields up
    /// as it renders, without hashing the name.
    func field(id: Int, named name: String) -> TemplateValue?
    /// Views of this type as the items of a list a template names.
    static func listItems(_ views: [Self]) -> [TemplateValue]
}

// The default field lookup, generic. This compiler neither inlines nor specializes a `package`
// function into another module, so the Rendering layer's views use their own copy, compiled
// beside them (`PageFields`). Measured in Benchmarks/InlinablePackage/README.md.
extension TemplateFields {
    @inlinable package func field(id: Int, named name: String) -> TemplateValue? {
        let byID = Self.fields.byID
        return id < byID.count ? byID[id]?(self) : nil
    }

    package static var shape: TemplateShape { .object(fields.shapes) }

    @inlinable package static func listItems(_ views: [Self]) -> [TemplateValue] { views.map { .object($0) } }
}

/// One named field of a view: how to read it and what it holds. Views name their fields with key
/// paths (`.text("title", \.title)`), which Swift turns into plain functions here: a key path
/// kept and applied would look up its types' generic metadata on every read of every page.
package struct TemplateField<Root>: Sendable {
    package let name: String
    package let shape: @Sendable () -> TemplateShape
    package let read: @Sendable (Root) -> TemplateValue

    @inlinable package init(
        name: String, shape: @escaping @Sendable () -> TemplateShape, read: @escaping @Sendable (Root) -> TemplateValue
    ) {
        self.name = name
        self.shape = shape
        self.read = read
    }

    @inlinable package static func text(_ name: String, _ get: @escaping @Sendable (Root) -> String) -> Self {
        Self(name: name, shape: { .text }, read: { .text(get($0)) })
    }

    @inlinable package static func text(_ name: String, _ get: @escaping @Sendable (Root) -> String?) -> Self {
        Self(name: name, shape: { .text }, read: { get($0).map(TemplateValue.text) ?? .null })
    }

    @inlinable package static func text(_ name: String, _ get: @escaping @Sendable (Root) -> TextParts) -> Self {
        Self(name: name, shape: { .text }, read: { .parts(get($0)) })
    }

    @inlinable package static func flag(_ name: String, _ get: @escaping @Sendable (Root) -> Bool) -> Self {
        Self(name: name, shape: { .flag }, read: { .flag(get($0)) })
    }

    @inlinable package static func number(_ name: String, _ get: @escaping @Sendable (Root) -> Int) -> Self {
        Self(name: name, shape: { .number }, read: { .number(get($0)) })
    }

    @inlinable package static func object<Value: TemplateFields>(
        _ name: String, _ get: @escaping @Sendable (Root) -> Value
    ) -> Self {
        Self(name: name, shape: { Value.shape }, read: { .object(get($0)) })
    }

    @inlinable package static func object<Value: TemplateFields>(
        _ name: String, _ get: @escaping @Sendable (Root) -> Value?
    ) -> Self {
        Self(name: name, shape: { Value.shape }, read: { get($0).map { .object($0) } ?? .null })
    }

    @inlinable package static func list<Value: TemplateFields>(
        _ name: String, _ get: @escaping @Sendable (Root) -> [Value]
    ) -> Self {
        Self(name: name, shape: { .list(Value.shape) }, read: { .list(Value.listItems(get($0))) })
    }
}

/// A view's fields by name, built once per view type.
package struct TemplateFieldTable<Root>: Sendable {
    let byName: [String: TemplateField<Root>]
    /// How to read each field, at its name's number; a name numbered after the table was made is
    /// no field's name. The readers alone: a whole field taken out of the table for every lookup
    /// retained and released its name and shape too.
    package let byID: [(@Sendable (Root) -> TemplateValue)?]

    package init(_ fields: [TemplateField<Root>]) {
        byName = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var byID: [(@Sendable (Root) -> TemplateValue)?] = []
        for (name, field) in byName {
            let id = TemplateNameIDs.id(name)
            if id >= byID.count { byID += Array(repeating: nil, count: id + 1 - byID.count) }
            byID[id] = field.read
        }
        self.byID = byID
    }

    var shapes: [String: TemplateShape] { byName.mapValues { $0.shape() } }
}

/// What a template can find under a name, for checking templates before anything renders.
package indirect enum TemplateShape: Sendable {
    case text
    case flag
    case number
    case list(TemplateShape)
    case object([String: TemplateShape])

    /// The fields a name can be looked up in: an object's own, nothing for the rest.
    package var fields: [String: TemplateShape] {
        if case .object(let fields) = self { return fields }
        return [:]
    }

    /// What a section over a value of this shape puts on the stack: a list's item, nothing for a
    /// flag (its section shows in the same context), else the value.
    var sectionContext: TemplateShape? {
        switch self {
        case .list(let item): return item
        case .flag: return nil
        case .text, .number, .object: return self
        }
    }
}
