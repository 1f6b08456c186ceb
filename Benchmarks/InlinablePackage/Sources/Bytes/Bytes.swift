// One byte test, "is an ASCII letter", written the ways a11ydocs could export it to its other
// modules. `bench` (another module) calls each in a loop over the same bytes.

/// As `Byte` would be without its SPI: `package`, inlinable and always inlined.
package enum PackageInlinable {
    @inlinable @inline(__always) package static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}

/// As `Byte` is (its SPI only limits who may import it): `public`, inlinable and always inlined.
public enum PublicInlinable {
    @inlinable @inline(__always) public static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}

/// A plain `package` function: its body is not part of the module's interface.
package enum PackagePlain {
    package static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}

// A generic default implementation in a protocol extension, as `TemplateFields.field(id:named:)`
// is: the conforming type (in `bench`) supplies the test. Inlined and specialized, the loop is the
// same as above; not, and every byte costs a call through the protocol's witness table.

package protocol PackageLetterCounter {
    static func test(_ byte: UInt8) -> Bool
}

extension PackageLetterCounter {
    @inlinable package func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where Self.test(byte) { count &+= 1 }
        return count
    }
}

public protocol PublicLetterCounter {
    static func test(_ byte: UInt8) -> Bool
}

extension PublicLetterCounter {
    @inlinable public func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where Self.test(byte) { count &+= 1 }
        return count
    }
}
