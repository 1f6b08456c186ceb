// swift-tools-version:6.0
import PackageDescription

// Not part of a11ydocs' build or tests: a package of its own that asks whether an `@inlinable package`
// function is inlined into another module of the same package (see README.md).
let package = Package(
    name: "InlinablePackage",
    platforms: [.macOS(.v15)],
    targets: [
        // The tests, written each way, in one module...
        .target(name: "Bytes"),
        // ...and the loops that call them, in another.
        .executableTarget(name: "bench", dependencies: ["Bytes"]),
    ],
    swiftLanguageModes: [.v6]
)
