import Foundation
import Mustache

@testable import A11yDocsRendering
@testable import A11yDocsTemplating

// Renders the same page N times with each engine (templates parsed once, before timing) and
// prints each engine's median time. Usage: MustacheBench [items] [runs]
let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let itemCount = arguments.first ?? 2_000
let runs = arguments.dropFirst().first ?? 50
let page = BenchPage(title: "Benchmark & friends", items: (0..<itemCount).map(BenchItem.make))

/// The median of `runs` timed calls, after two untimed ones; and what the last call returned.
func measure(_ body: () throws -> String) rethrows -> (median: Duration, output: String) {
    var output = try body() + body()
    var times: [Duration] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        output = try body()
        times.append(clock.now - start)
    }
    return (times.sorted()[times.count / 2], output)
}

// a11ydocs: views read through their field tables.
var ours = try BenchTemplates.partials.mapValues { try MustacheParser.parse($0) }
ours["page"] = try MustacheParser.parse(BenchTemplates.page)
let renderer = MustacheRenderer(templates: ours, escaper: SiteEscaper())
let a11ydocs = try measure { try renderer.render("page", .object(page)) }

// swift-mustache: the same structs through Mirror, and the same data as dictionaries.
var library = MustacheLibrary()
try library.register(BenchTemplates.page, named: "page")
try library.register(BenchTemplates.item, named: "item")
let mirrored = measure { library.render(page, withTemplate: "page") ?? "" }
let dictionary = page.dictionary
let dictionaries = measure { library.render(dictionary, withTemplate: "page") ?? "" }

// A comparison is only fair if both engines make the same page.
guard a11ydocs.output == mirrored.output, a11ydocs.output == dictionaries.output else {
    print(
        "The engines' pages differ (a11ydocs \(a11ydocs.output.utf8.count) bytes, swift-mustache "
            + "\(mirrored.output.utf8.count) and \(dictionaries.output.utf8.count))"
    )
    exit(1)
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let ms = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return String(format: "%8.2f ms", ms)
}

print(
    "\(itemCount) items (\(itemCount * 5) interpolations), \(a11ydocs.output.utf8.count) bytes, median of \(runs) runs")
print("a11ydocs (field tables)        \(milliseconds(a11ydocs.median))")
print("swift-mustache (structs)       \(milliseconds(mirrored.median))")
print("swift-mustache (dictionaries)  \(milliseconds(dictionaries.median))")
