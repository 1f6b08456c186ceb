@_spi(Bytes) import A11yDocsSupport

/// Compact JSON written field by field, for values that write themselves (`JSONWritable`): the
/// bytes `JSONText` writes for the same value, without going through `Encodable`, whose boxed
/// containers cost four times the writing on `entries.json`, a build's largest file.
///
/// A value lists its fields in sorted key order (by UTF-8 bytes, as `JSONEncoder`'s sorted keys)
/// and leaves out a nil optional, as `Encodable` does. Tests compare every record with
/// `JSONEncoder`'s, so a field written out of order or forgotten shows there.
struct JSONWriter {
    var bytes: [UInt8] = []
    /// Whether the container just opened has no member yet, so the next one takes no comma.
    private var atFirstMember = true

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    mutating func object(_ members: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        atFirstMember = true
        members(&self)
        bytes.append(UInt8(ascii: "}"))
        atFirstMember = false
    }

    mutating func list<Item>(_ items: [Item], _ write: (Item, inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(item, &self)
        }
        bytes.append(UInt8(ascii: "]"))
        atFirstMember = false
    }

    /// `"key":`, after a comma unless it is the object's first member. Keys are the model's
    /// property names: ASCII, nothing to escape.
    mutating func key(_ key: StaticString) {
        if !atFirstMember { bytes.append(UInt8(ascii: ",")) }
        atFirstMember = false
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    mutating func string(_ value: String) {
        CompactJSONEncoder.writeString(value, into: &bytes)
        atFirstMember = false
    }

    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    mutating func field(_ name: StaticString, _ value: String?) {
        if let value { field(name, value) }
    }

    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        let literal: StaticString = value ? "true" : "false"
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func field(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        Byte.appendDecimal(UInt64(value.magnitude), to: &bytes)
    }

    mutating func field(_ name: StaticString, _ values: [String]) {
        key(name)
        list(values) { $1.string($0) }
    }

    mutating func field(_ name: StaticString, _ values: [String]?) {
        if let values { field(name, values) }
    }

    mutating func field(_ name: StaticString, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }

    mutating func field(_ name: StaticString, _ value: (some JSONWritable)?) {
        if let value { field(name, value) }
    }

    mutating func field(_ name: StaticString, _ values: [some JSONWritable]) {
        key(name)
        list(values) { $0.write(to: &$1) }
    }

    mutating func field(_ name: StaticString, _ values: [some JSONWritable]?) {
        if let values { field(name, values) }
    }
}

/// A value that writes itself as `JSONEncoder` would encode it with sorted keys.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

/// A string enumeration is written as its raw value, as `Encodable` writes it.
extension JSONWritable where Self: RawRepresentable, RawValue == String {
    func write(to json: inout JSONWriter) { json.string(rawValue) }
}
