import A11yDocs
import Foundation

/// libFuzzer's entry point: any bytes, loaded as an entry file, must give an entry or located
/// findings — never a crash, a hang or unbounded memory. An entry that loads is also turned into
/// its criteria texts, which read every field.
@_cdecl("LLVMFuzzerTestOneInput")
public func loadEntry(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    let source = SourceFile(path: "Content/native/fuzz.md", file: "native/fuzz.md", collection: "native", slug: "fuzz", data: data)
    let (entries, diagnostics) = ContentLoader.parse([source])
    for entry in entries {
        _ = GherkinCriteria.feature(for: entry)
        _ = CondensedCriteria.text(for: entry, url: "/native/fuzz/")
    }
    // A file that gives no entry must say why: a silent drop is a finding too.
    if entries.isEmpty && !diagnostics.hasErrors { fatalError("no entry and no error for \(count) bytes") }
    return 0
}
