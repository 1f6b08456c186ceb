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
    /// Whether the object just opened has no member yet, so the next one takes no comma.
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

    /// `"name":` and the value, after a comma unless it is the object's first member. Names are
    /// the model's property names: ASCII, nothing to escape.
    mutating func field(_ name: StaticString, _ value: some JSONWritable) {
        if !atFirstMember { bytes.append(UInt8(ascii: ",")) }
        atFirstMember = false
        bytes.append(UInt8(ascii: "\""))
        literal(name)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        value.write(to: &self)
    }

    /// A nil optional is left out, as `Encodable` leaves it.
    mutating func field(_ name: StaticString, _ value: (some JSONWritable)?) {
        if let value { field(name, value) }
    }

    fileprivate mutating func literal(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

/// A value that writes itself as `JSONEncoder` would encode it with sorted keys.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

extension String: JSONWritable {
    func write(to json: inout JSONWriter) { CompactJSONEncoder.writeString(self, into: &json.bytes) }
}

extension Bool: JSONWritable {
    func write(to json: inout JSONWriter) { json.literal(self ? "true" : "false") }
}

extension Int: JSONWritable {
    func write(to json: inout JSONWriter) {
        if self < 0 { json.bytes.append(UInt8(ascii: "-")) }
        Byte.appendDecimal(UInt64(magnitude), to: &json.bytes)
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.bytes.append(UInt8(ascii: "["))
        for (index, item) in enumerated() {
            if index > 0 { json.bytes.append(UInt8(ascii: ",")) }
            item.write(to: &json)
        }
        json.bytes.append(UInt8(ascii: "]"))
    }
}

/// A string enumeration is written as its raw value, as `Encodable` writes it.
extension JSONWritable where Self: RawRepresentable, RawValue == String {
    func write(to json: inout JSONWriter) { rawValue.write(to: &json) }
}
