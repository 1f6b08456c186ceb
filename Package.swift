// swift-tools-version:6.0
import Foundation
import PackageDescription

let package = Package(
    name: "a11ydocs",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "A11yDocs", targets: ["A11yDocs"]),
        .executable(name: "a11ydocs", targets: ["a11ydocs"]),
    ],
    // Exact versions: a release is built from the same dependencies wherever it is built. Package.resolved
    // is not committed, because the revisions it records are those of the machine that resolved them.
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        // Already under Hummingbird; named for the preview's HTTP/1 connection handling (NIOHTTP1).
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        // Only for the tests: its client proves that `a11ydocs mcp` speaks the protocol as the
        // official SDK does. The server speaks it itself (Sources/A11yDocsMCP): the SDK's module
        // imports FoundationNetworking, which would link libcurl into the command.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", exact: "0.12.1"),
    ],
    targets: [
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // mimalloc replaces glibc's malloc in the command's process: on Linux the build spends a
        // sixth of its time in glibc's allocator, and the whole build runs a fifth faster with it.
        .systemLibrary(
            name: "Cmimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),
        // Atomic directory exchange, which Swift's Glibc module does not export.
        .target(name: "CSystemShims"),
        // The library, one target per layer: a layer imports only those below it, so the
        // compiler keeps the layers apart. Support → Model → Markdown → Loading → Criteria,
        // Search, Templating → Rendering → A11yDocs (building) → Import.
        // The shim gives Support the atomic folder exchange that the build and the import stage with.
        .target(name: "A11yDocsSupport", dependencies: ["CSystemShims"]),
        .target(name: "A11yDocsModel", dependencies: ["A11yDocsSupport"]),
        .target(name: "A11yDocsMarkdown", dependencies: ["A11yDocsModel", "Ccmark"]),
        .target(
            name: "A11yDocsLoading",
            dependencies: ["A11yDocsMarkdown", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "A11yDocsCriteria", dependencies: ["A11yDocsModel"]),
        .target(name: "A11yDocsSearch", dependencies: ["A11yDocsMarkdown"]),
        .target(name: "A11yDocsTemplating", dependencies: ["A11yDocsModel"]),
        .target(
            name: "A11yDocsRendering",
            dependencies: ["A11yDocsLoading", "A11yDocsCriteria", "A11yDocsSearch", "A11yDocsTemplating"]
        ),
        .target(
            name: "A11yDocs",
            dependencies: ["A11yDocsRendering"],
            // What `init` writes: embedded as Swift source (`make embed`), not read at run time.
            exclude: ["Authoring/Starter"]
        ),
        // Above Loading only: an import reads and writes entries, and never builds a site.
        .target(name: "A11yDocsImport", dependencies: ["A11yDocsLoading", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "A11yDocsPreview",
            dependencies: [
                "A11yDocs",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `a11ydocs mcp`: the library for AI assistants, over the Model Context Protocol
        // (JSON-RPC 2.0 over stdio, spoken by the target itself).
        .target(
            name: "A11yDocsMCP",
            dependencies: ["A11yDocs"]
        ),
        .executableTarget(
            name: "a11ydocs",
            dependencies: [
                "A11yDocs",
                "A11yDocsImport",
                "A11yDocsPreview",
                "A11yDocsMCP",
                .target(name: "Cmimalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Tests, one target per layer, each over its layer and the ones below (tests mirror the
        // sources). Two helper targets: scratch folders and fixture paths over nothing of ours, and
        // entries made from text over Loading, for every layer that needs an entry to work on.
        .target(name: "A11yDocsTestSupport", path: "Tests/A11yDocsTestSupport"),
        .target(
            name: "A11yDocsLoadingTestSupport",
            dependencies: ["A11yDocsTestSupport", "A11yDocsLoading"],
            path: "Tests/A11yDocsLoadingTestSupport"
        ),
        .testTarget(name: "A11yDocsSupportTests", dependencies: ["A11yDocsSupport", "A11yDocsTestSupport"]),
        .testTarget(name: "A11yDocsModelTests", dependencies: ["A11yDocsModel", "A11yDocsTestSupport"]),
        .testTarget(name: "A11yDocsMarkdownTests", dependencies: ["A11yDocsMarkdown", "A11yDocsTestSupport"]),
        .testTarget(
            name: "A11yDocsLoadingTests",
            dependencies: ["A11yDocsLoading", "A11yDocsLoadingTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        // Read by path from the test sources: the golden texts.
        .testTarget(
            name: "A11yDocsCriteriaTests",
            dependencies: ["A11yDocsCriteria", "A11yDocsLoadingTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "A11yDocsSearchTests", dependencies: ["A11yDocsSearch", "A11yDocsLoadingTestSupport"]),
        // The engine alone, against the Mustache spec (read by path from MustacheSpec/).
        .testTarget(
            name: "A11yDocsTemplatingTests",
            dependencies: ["A11yDocsTemplating"],
            exclude: ["MustacheSpec"]
        ),
        .testTarget(name: "A11yDocsRenderingTests", dependencies: ["A11yDocsRendering", "A11yDocsLoadingTestSupport"]),
        .testTarget(name: "A11yDocsImportTests", dependencies: ["A11yDocsImport", "A11yDocsLoadingTestSupport"]),
        // Building, checking and querying whole sites; the fixture library lives here.
        .testTarget(
            name: "A11yDocsTests",
            dependencies: ["A11yDocs", "A11yDocsLoadingTestSupport"],
            // Read by path from the test sources: the fixture library, snapshots and expected findings.
            exclude: ["Fixtures", "Building/Snapshots", "Checking/Fixtures", "Checking/check-findings.txt"]
        ),
        .testTarget(
            name: "A11yDocsPreviewTests",
            dependencies: [
                "A11yDocsPreview",
                "A11yDocs",
                "A11yDocsTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "A11yDocsMCPTests",
            dependencies: [
                "A11yDocsMCP",
                "A11yDocs",
                "A11yDocsTestSupport",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .testTarget(
            name: "a11ydocsTests",
            // The importer API too: a test-only importer gets its command from the command line.
            dependencies: ["a11ydocs", "A11yDocsImport", "A11yDocsTestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    // Swift 6 for every target, tests too (tools 6.0's default, said once here): data races are
    // compile errors, not warnings.
    swiftLanguageModes: [.v6]
)

// A libFuzzer target for the entry loaders, only when asked for (`make fuzz`): it has no `main`
// of its own, so it links only with `-sanitize=fuzzer`, which also instruments the library.
if ProcessInfo.processInfo.environment["A11YDOCS_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "FuzzLoaders",
            dependencies: ["A11yDocs"],
            path: "Fuzz/FuzzLoaders"
        ))
}
