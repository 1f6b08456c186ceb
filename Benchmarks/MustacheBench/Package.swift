// swift-tools-version:6.0
import PackageDescription

// Not part of a11ydocs' build or tests: a package of its own that renders one template with
// a11ydocs' engine and with swift-mustache, to compare their speed.
let package = Package(
    name: "MustacheBench",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The engine is the library's own (A11yDocsTemplating): the benchmark imports it `@testable`, so it is
        // built with `-Xswiftc -enable-testing` (see README.md).
        .package(name: "a11ydocs", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", exact: "2.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "MustacheBench",
            dependencies: [
                .product(name: "A11yDocs", package: "a11ydocs"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        )
    ]
)
