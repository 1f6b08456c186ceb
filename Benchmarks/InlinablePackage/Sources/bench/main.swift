import Bytes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Counts the ASCII letters in a buffer of pseudo-random bytes with each way of writing the test
// (module Bytes) and prints the median time per byte. Usage: bench [megabytes] [runs]
//
// Times are this thread's CPU time, not the clock's: on a machine shared with other builds, time
// spent waiting for a core would otherwise count. The variants take turns, run after run, so that
// whatever else the machine does weighs on each alike.
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let megabytes = arguments.first ?? 256
let runs = arguments.dropFirst().first ?? 5

// Every loop is a function of its own, never inlined, so that the disassembly of each shows
// whether it calls the test (`make calls`). Counts add with `&+=`: an overflow check would keep
// even the inlined loops from being vectorized.

@inline(never) func countPackageInlinable(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where PackageInlinable.isLetter(byte) { count &+= 1 }
    return count
}

@inline(never) func countPublicInlinable(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where PublicInlinable.isLetter(byte) { count &+= 1 }
    return count
}

@inline(never) func countPackagePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where PackagePlain.isLetter(byte) { count &+= 1 }
    return count
}

struct PackageLetters: PackageLetterCounter {
    static func test(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
}

struct PublicLetters: PublicLetterCounter {
    static func test(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
}

@inline(never) func countPackageGeneric(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    PackageLetters().count(in: bytes)
}

@inline(never) func countPublicGeneric(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    PublicLetters().count(in: bytes)
}

/// The floor: the test written in this module.
@inline(never) func countLocal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where (byte | 0x20) &- UInt8(ascii: "a") < 26 { count &+= 1 }
    return count
}

// Pseudo-random bytes (xorshift64), the same on every run: about a fifth are letters.
let size = megabytes << 20
let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
var state: UInt64 = 0x9E37_79B9_7F4A_7C15
for index in 0..<size {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    buffer[index] = UInt8(truncatingIfNeeded: state >> 56)
}
let bytes = UnsafeBufferPointer(buffer)

let variants: [(name: String, count: (UnsafeBufferPointer<UInt8>) -> Int)] = [
    ("package @inlinable @inline(__always)", countPackageInlinable),
    ("public  @inlinable @inline(__always)", countPublicInlinable),
    ("package (not inlinable)", countPackagePlain),
    ("package @inlinable generic default", countPackageGeneric),
    ("public  @inlinable generic default", countPublicGeneric),
    ("in the same module (floor)", countLocal),
]

/// Nanoseconds of CPU time this thread has used.
func cpuNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

// One untimed call each, which also checks that every way counts the same letters: otherwise
// the comparison would mean nothing.
let letters = countLocal(bytes)
for variant in variants {
    let count = variant.count(bytes)
    precondition(count == letters, "\(variant.name) counted \(count) letters, not \(letters)")
}
var times = [[Int]](repeating: [], count: variants.count)
for _ in 0..<runs {
    for (index, variant) in variants.enumerated() {
        let start = cpuNanoseconds()
        let count = variant.count(bytes)
        times[index].append(cpuNanoseconds() - start)
        precondition(count == letters)
    }
}

print("\(megabytes) MB, \(letters) letters; median CPU time of \(runs) runs")
for (index, variant) in variants.enumerated() {
    let median = Double(times[index].sorted()[runs / 2])
    print(
        variant.name.padding(to: 40) + formatted(median / Double(size)) + " ns/byte"
            + formatted(median / 1e6, digits: 1) + " ms")
}

/// `value` with `digits` decimals, right-aligned in 8 columns (without Foundation or libm).
func formatted(_ value: Double, digits: Int = 3) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int(value * Double(scale) + 0.5)
    let fraction = String(scaled % scale)
    let text = "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    return String(repeating: " ", count: max(0, 8 - text.count)) + text
}

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
