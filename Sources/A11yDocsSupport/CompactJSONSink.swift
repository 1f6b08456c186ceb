import Foundation

extension CompactJSONEncoder {
    /// The buffer, and the records and lists still open in it, innermost last. Containers reach
    /// it through a pointer: a class's fields are checked for overlapping access on every write,
    /// which cost as much as the writing.
    struct Sink {
        var bytes: [UInt8] = []
        var scopes: [Scope] = []
        /// The open records' fields, each record's after its parent's.
        var fields: [Field] = []
        /// Set where a value asks for what cannot be written in order; `encode` then throws.
        var unsupported = false
        private var nextID = 0

        /// A value being written: `pending` until it asks for a container.
        struct Scope {
            enum Kind { case pending, single, record, list }
            var id: Int
            var kind: Kind
            var start: Int
            var fieldBase: Int
            var count = 0
        }

        /// A record's field, `"key":value`, from `start` up to the comma before the next one.
        struct Field {
            var key: String
            var start: Int
        }

        /// Where a container writes: its scope's place on the stack and, since places are reused,
        /// which scope it was.
        struct Handle {
            var index: Int
            var id: Int
        }

        /// A new scope at the end of the buffer; records and lists write their opening bracket.
        mutating func open(_ kind: Scope.Kind) -> Handle {
            nextID += 1
            scopes.append(Scope(id: nextID, kind: kind, start: bytes.count, fieldBase: fields.count))
            if kind == .record { bytes.append(UInt8(ascii: "{")) }
            if kind == .list { bytes.append(UInt8(ascii: "[")) }
            return Handle(index: scopes.count - 1, id: nextID)
        }

        /// Makes `handle`'s scope the innermost, closing the nested containers its value finished
        /// with; false (and `unsupported`) when that scope is already closed.
        mutating func reach(_ handle: Handle) -> Bool {
            guard handle.index < scopes.count, scopes[handle.index].id == handle.id else {
                unsupported = true
                return false
            }
            close(downTo: handle.index + 1)
            return true
        }

        /// A pending value becomes `kind`: a record or list writes its bracket. The same container
        /// asked for again goes on where it was.
        mutating func become(_ kind: Scope.Kind, _ handle: Handle) {
            guard reach(handle) else { return }
            switch scopes[handle.index].kind {
            case kind: return
            case .pending:
                scopes[handle.index].kind = kind
                if kind == .record { bytes.append(UInt8(ascii: "{")) }
                if kind == .list { bytes.append(UInt8(ascii: "[")) }
            default: unsupported = true
            }
        }

        /// Starts the next field of a record, or the next item of a list, in `handle`'s scope.
        mutating func next(key: String?, in handle: Handle) {
            guard reach(handle) else { return }
            if scopes[handle.index].count > 0 { bytes.append(UInt8(ascii: ",")) }
            scopes[handle.index].count += 1
            guard let key else { return }
            fields.append(Field(key: key, start: bytes.count))
            writeString(key)
            bytes.append(UInt8(ascii: ":"))
        }

        /// The scope at `index` and every one inside it, written out: brackets closed, fields in key order.
        mutating func close(downTo index: Int) {
            while scopes.count > index {
                let scope = scopes.removeLast()
                switch scope.kind {
                case .pending: writeLiteral("null")
                case .single: if scope.count == 0 { writeLiteral("null") }
                case .list: bytes.append(UInt8(ascii: "]"))
                case .record:
                    sortFields(from: scope.fieldBase, recordStart: scope.start)
                    bytes.append(UInt8(ascii: "}"))
                }
                fields.removeSubrange(scope.fieldBase...)
            }
        }

        /// Puts the record's fields (written after `recordStart`'s brace) in key order, by UTF-8
        /// bytes; of equal keys only the last is kept, as `JSONEncoder` keeps it.
        private mutating func sortFields(from base: Int, recordStart: Int) {
            let count = fields.count - base
            guard count > 1 else { return }
            var inOrder = true
            for index in base + 1..<fields.count where !keyPrecedes(fields[index - 1].key, fields[index].key) {
                inOrder = false
                break
            }
            if inOrder { return }
            let end = bytes.count
            func range(_ index: Int) -> Range<Int> {
                fields[index].start..<(index + 1 < fields.count ? fields[index + 1].start - 1 : end)
            }
            let order = (base..<fields.count).sorted {
                keyPrecedes(fields[$0].key, fields[$1].key) || (fields[$0].key == fields[$1].key && $0 < $1)
            }
            var sorted: [UInt8] = []
            sorted.reserveCapacity(end - fields[base].start)
            for (position, index) in order.enumerated() {
                if position + 1 < order.count, fields[order[position + 1]].key == fields[index].key { continue }
                if !sorted.isEmpty { sorted.append(UInt8(ascii: ",")) }
                sorted += bytes[range(index)]
            }
            bytes.replaceSubrange((recordStart + 1)..<end, with: sorted)
        }

        mutating func writeLiteral(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        mutating func writeInteger(_ value: Int64) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            writeInteger(value.magnitude)
        }

        mutating func writeInteger(_ value: UInt64) { Byte.appendDecimal(value, to: &bytes) }

        mutating func writeString(_ string: String) { CompactJSONEncoder.writeString(string, into: &bytes) }
    }
}

extension UnsafeMutablePointer where Pointee == CompactJSONEncoder.Sink {
    /// Writes `value` where the buffer ends: at the top, as a record's field or as a list's item.
    func write<T: Encodable>(_ value: T) throws {
        // Compared by type first: a cast on every value costs more than the encoding.
        if T.self == String.self { return pointee.writeString(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return pointee.writeInteger(Int64(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return pointee.writeLiteral(unsafeBitCast(value, to: Bool.self) ? "true" : "false") }
        // `JSONEncoder` writes these its own way, not as their `encode(to:)` says.
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
            throw CompactJSONEncoder.Unsupported()
        }
        let handle = pointee.open(.pending)
        try value.encode(to: StreamEncoder(sink: self, handle: handle))
        pointee.close(downTo: handle.index)
    }
}
