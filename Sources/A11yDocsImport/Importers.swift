/// Every importer `a11ydocs import` offers, each under the name in its help. A new importer is one
/// line here and its own folder beside `Jekyll/`; the command line makes its commands from this table.
public enum Importers {
    public static let all: [any LibraryImporter.Type] = [
        JekyllImporter.self,
        MagentaImporter.self,
    ]
}
