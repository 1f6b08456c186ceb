/// Every importer `a11ydocs import` offers, each by the name in its help. A new importer is one
/// line here and its own folder beside `Jekyll/`; the command line reads this table.
public enum Importers {
    public static let all: [any LibraryImporter.Type] = [
        JekyllImporter.self,
    ]

    public static func named(_ name: String) -> (any LibraryImporter.Type)? {
        all.first { $0.help.name == name }
    }
}
