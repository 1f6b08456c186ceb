/// The `Encoder` and containers through which values write into `CompactJSONEncoder`'s buffer.
/// Coding paths are not kept: nothing encoded here fails on its content.
struct StreamEncoder: Encoder {
    typealias Sink = UnsafeMutablePointer<CompactJSONEncoder.Sink>

    let sink: Sink
    let handle: CompactJSONEncoder.Sink.Handle
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.pointee.become(.record, handle)
        return KeyedEncodingContainer(Keyed(sink: sink, handle: handle))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        sink.pointee.become(.list, handle)
        return Unkeyed(sink: sink, handle: handle)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        sink.pointee.become(.single, handle)
        return Single(sink: sink, handle: handle)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        let handle: CompactJSONEncoder.Sink.Handle
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            sink.pointee.next(key: key.stringValue, in: handle)
            sink.pointee.writeLiteral("null")
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            sink.pointee.next(key: key.stringValue, in: handle)
            sink.pointee.writeLiteral(value ? "true" : "false")
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            sink.pointee.next(key: key.stringValue, in: handle)
            sink.pointee.writeString(value)
        }
        mutating func encode(_ value: Int, forKey key: Key) throws { try integer(Int64(value), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(Int64(value), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(Int64(value), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(Int64(value), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(UInt64(value), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(UInt64(value), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(UInt64(value), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(UInt64(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            sink.pointee.next(key: key.stringValue, in: handle)
            try sink.write(value)
        }

        private func integer(_ value: Int64, _ key: Key) throws {
            sink.pointee.next(key: key.stringValue, in: handle)
            sink.pointee.writeInteger(value)
        }

        private func integer(_ value: UInt64, _ key: Key) throws {
            sink.pointee.next(key: key.stringValue, in: handle)
            sink.pointee.writeInteger(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            sink.pointee.next(key: key.stringValue, in: handle)
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: sink, handle: sink.pointee.open(.record)))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            sink.pointee.next(key: key.stringValue, in: handle)
            return Unkeyed(sink: sink, handle: sink.pointee.open(.list))
        }

        mutating func superEncoder() -> Encoder { child(forKey: "super") }
        mutating func superEncoder(forKey key: Key) -> Encoder { child(forKey: key.stringValue) }

        private func child(forKey key: String) -> Encoder {
            sink.pointee.next(key: key, in: handle)
            return StreamEncoder(sink: sink, handle: sink.pointee.open(.pending))
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        let handle: CompactJSONEncoder.Sink.Handle
        var codingPath: [CodingKey] { [] }
        private(set) var count = 0

        init(sink: Sink, handle: CompactJSONEncoder.Sink.Handle) {
            self.sink = sink
            self.handle = handle
        }

        mutating func encodeNil() throws {
            item()
            sink.pointee.writeLiteral("null")
        }
        mutating func encode(_ value: Bool) throws {
            item()
            sink.pointee.writeLiteral(value ? "true" : "false")
        }
        mutating func encode(_ value: String) throws {
            item()
            sink.pointee.writeString(value)
        }
        mutating func encode(_ value: Int) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int8) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int16) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int32) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int64) throws { try integer(value) }
        mutating func encode(_ value: UInt) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { try integer(value) }
        mutating func encode(_ value: Double) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode<T: Encodable>(_ value: T) throws {
            item()
            try sink.write(value)
        }

        private mutating func integer(_ value: Int64) throws {
            item()
            sink.pointee.writeInteger(value)
        }

        private mutating func integer(_ value: UInt64) throws {
            item()
            sink.pointee.writeInteger(value)
        }

        private mutating func item() {
            count += 1
            sink.pointee.next(key: nil, in: handle)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            item()
            return KeyedEncodingContainer(Keyed<NestedKey>(sink: sink, handle: sink.pointee.open(.record)))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            item()
            return Unkeyed(sink: sink, handle: sink.pointee.open(.list))
        }

        mutating func superEncoder() -> Encoder {
            item()
            return StreamEncoder(sink: sink, handle: sink.pointee.open(.pending))
        }
    }

    /// One value in the place its scope holds; a second would follow the first, which no value does.
    struct Single: SingleValueEncodingContainer {
        let sink: Sink
        let handle: CompactJSONEncoder.Sink.Handle
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil() throws {
            guard value() else { return }
            sink.pointee.writeLiteral("null")
        }
        mutating func encode(_ value: Bool) throws {
            guard self.value() else { return }
            sink.pointee.writeLiteral(value ? "true" : "false")
        }
        mutating func encode(_ value: String) throws {
            guard self.value() else { return }
            sink.pointee.writeString(value)
        }
        mutating func encode(_ value: Int) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int8) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int16) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int32) throws { try integer(Int64(value)) }
        mutating func encode(_ value: Int64) throws { try integer(value) }
        mutating func encode(_ value: UInt) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { try integer(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { try integer(value) }
        mutating func encode(_ value: Double) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode<T: Encodable>(_ value: T) throws {
            guard self.value() else { return }
            try sink.write(value)
        }

        private func integer(_ value: Int64) throws {
            guard self.value() else { return }
            sink.pointee.writeInteger(value)
        }

        private func integer(_ value: UInt64) throws {
            guard self.value() else { return }
            sink.pointee.writeInteger(value)
        }

        /// Whether the value may be written now: once, while its scope is open.
        private func value() -> Bool {
            guard sink.pointee.reach(handle) else { return false }
            guard sink.pointee.scopes[handle.index].count == 0 else {
                sink.pointee.unsupported = true
                return false
            }
            sink.pointee.scopes[handle.index].count = 1
            return true
        }
    }
}
