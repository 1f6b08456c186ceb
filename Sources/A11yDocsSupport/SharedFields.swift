/// A value's fields held once, shared between copies of the value and never changed in place: an
/// entry, a Markdown node or a page's context is copied wherever a list of them is walked or a
/// template reads it, and a shared copy costs one retain instead of one for each string and list
/// among its fields. A change makes new storage.
///
/// Public and inlinable so that each user's accessors are specialised and read a field in place:
/// this compiler neither inlines nor specialises a `package` function in another module.
public struct SharedFields<Fields: Sendable>: Sendable {
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let fields: Fields

        @inlinable init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var storage: Storage

    @inlinable public init(_ fields: Fields) { storage = Storage(fields) }

    /// The fields, read where they are kept.
    @inlinable public var fields: Fields {
        _read { yield storage.fields }
    }

    /// New storage with the fields as `body` leaves them; copies made before keep the old ones.
    @inlinable public mutating func change(_ body: (inout Fields) -> Void) {
        var fields = storage.fields
        body(&fields)
        storage = Storage(fields)
    }
}

extension SharedFields: Equatable where Fields: Equatable {
    /// Copies of one value share their storage: equal without comparing a field.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }
}

extension SharedFields: Hashable where Fields: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}
