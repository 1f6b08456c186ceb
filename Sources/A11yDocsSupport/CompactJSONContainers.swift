/// The `Encoder` and containers through which values fill `CompactJSONEncoder`'s nodes. Coding
/// paths are not kept: nothing encoded here fails on its content.
struct NodeEncoder: Encoder {
    package typealias Node = CompactJSONEncoder.Node
    package typealias Slot = CompactJSONEncoder.Slot

    let node: Node
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.become(.record)
        return KeyedEncodingContainer(Keyed(node: node))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        node.become(.list)
        return Unkeyed(node: node)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        Single(node: node)
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { node.set(.null, forKey: key.stringValue) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(.bool(value), forKey: key.stringValue) }
        mutating func encode(_ value: String, forKey key: Key) throws {
            node.set(.string(value), forKey: key.stringValue)
        }
        mutating func encode(_ value: Int, forKey key: Key) throws {
            node.set(.signed(Int64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: Int8, forKey key: Key) throws {
            node.set(.signed(Int64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: Int16, forKey key: Key) throws {
            node.set(.signed(Int64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: Int32, forKey key: Key) throws {
            node.set(.signed(Int64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: Int64, forKey key: Key) throws {
            node.set(.signed(value), forKey: key.stringValue)
        }
        mutating func encode(_ value: UInt, forKey key: Key) throws {
            node.set(.unsigned(UInt64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: UInt8, forKey key: Key) throws {
            node.set(.unsigned(UInt64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: UInt16, forKey key: Key) throws {
            node.set(.unsigned(UInt64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: UInt32, forKey key: Key) throws {
            node.set(.unsigned(UInt64(value)), forKey: key.stringValue)
        }
        mutating func encode(_ value: UInt64, forKey key: Key) throws {
            node.set(.unsigned(value), forKey: key.stringValue)
        }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.set(try Slot.encoding(value), forKey: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            NodeEncoder(node: child(forKey: key.stringValue)).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            NodeEncoder(node: child(forKey: key.stringValue)).unkeyedContainer()
        }

        mutating func superEncoder() -> Encoder { NodeEncoder(node: child(forKey: "super")) }
        mutating func superEncoder(forKey key: Key) -> Encoder { NodeEncoder(node: child(forKey: key.stringValue)) }

        private func child(forKey key: String) -> Node {
            let child = Node()
            node.set(.composite(child), forKey: key)
            return child
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [CodingKey] { [] }
        var count: Int { node.values.count }

        mutating func encodeNil() throws { node.values.append(.null) }
        mutating func encode(_ value: Bool) throws { node.values.append(.bool(value)) }
        mutating func encode(_ value: String) throws { node.values.append(.string(value)) }
        mutating func encode(_ value: Int) throws { node.values.append(.signed(Int64(value))) }
        mutating func encode(_ value: Int8) throws { node.values.append(.signed(Int64(value))) }
        mutating func encode(_ value: Int16) throws { node.values.append(.signed(Int64(value))) }
        mutating func encode(_ value: Int32) throws { node.values.append(.signed(Int64(value))) }
        mutating func encode(_ value: Int64) throws { node.values.append(.signed(value)) }
        mutating func encode(_ value: UInt) throws { node.values.append(.unsigned(UInt64(value))) }
        mutating func encode(_ value: UInt8) throws { node.values.append(.unsigned(UInt64(value))) }
        mutating func encode(_ value: UInt16) throws { node.values.append(.unsigned(UInt64(value))) }
        mutating func encode(_ value: UInt32) throws { node.values.append(.unsigned(UInt64(value))) }
        mutating func encode(_ value: UInt64) throws { node.values.append(.unsigned(value)) }
        mutating func encode(_ value: Double) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode<T: Encodable>(_ value: T) throws { node.values.append(try Slot.encoding(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            NodeEncoder(node: child()).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            NodeEncoder(node: child()).unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { NodeEncoder(node: child()) }

        private func child() -> Node {
            let child = Node()
            node.values.append(.composite(child))
            return child
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil() throws { node.content = .null }
        mutating func encode(_ value: Bool) throws { node.content = .bool(value) }
        mutating func encode(_ value: String) throws { node.content = .string(value) }
        mutating func encode(_ value: Int) throws { node.content = .signed(Int64(value)) }
        mutating func encode(_ value: Int8) throws { node.content = .signed(Int64(value)) }
        mutating func encode(_ value: Int16) throws { node.content = .signed(Int64(value)) }
        mutating func encode(_ value: Int32) throws { node.content = .signed(Int64(value)) }
        mutating func encode(_ value: Int64) throws { node.content = .signed(value) }
        mutating func encode(_ value: UInt) throws { node.content = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt8) throws { node.content = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt16) throws { node.content = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt32) throws { node.content = .unsigned(UInt64(value)) }
        mutating func encode(_ value: UInt64) throws { node.content = .unsigned(value) }
        mutating func encode(_ value: Double) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode(_ value: Float) throws { throw CompactJSONEncoder.Unsupported() }
        mutating func encode<T: Encodable>(_ value: T) throws { node.content = try Slot.encoding(value) }
    }
}
