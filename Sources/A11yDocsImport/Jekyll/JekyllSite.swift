import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport
import Foundation

/// A Jekyll site's folder as the import sees it: its collection folders (`_native/`), each with
/// its walk, plain ones before checklists. Links may lead anywhere inside the site; a collection
/// folder leading outside it, or one whose name gives no collection, is refused by name.
struct JekyllSite {
    var collections: [(JekyllCollection, FileFingerprints.Walk)]
    var files: SiteFiles
    /// Folders that hold entries but are not imported.
    var refused: [ImportFinding]

    /// Finds the collection folders; throws `JekyllImporter.Failure` when there is no site or
    /// nothing in it to import.
    /// `collectionsFolder` is `_config.yml`'s `collections_dir`: where the collection folders are.
    init(_ siteDirectory: String, collectionsFolder: String = "") throws(JekyllImporter.Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: siteDirectory, isDirectory: &isDirectory), isDirectory.boolValue,
            let site = SiteFiles(site: siteDirectory)
        else {
            throw JekyllImporter.Failure.siteNotFound(siteDirectory)
        }
        var found: [(JekyllCollection, FileFingerprints.Walk)] = []
        var refused: [ImportFinding] = []
        let root = collectionsFolder.isEmpty ? siteDirectory : ContentTree.join(siteDirectory, collectionsFolder)
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let path = ContentTree.join(root, name)
            let collection = JekyllCollection(folder: name)
            let mayHoldEntries = name.hasPrefix("_") && !JekyllCollection.jekyllFolders.contains(name.lowercased())
            guard mayHoldEntries else { continue }
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                    refused.append(
                        ImportFinding(.skipped(.skippedPath(.brokenSymlink)), at: SourceLocation(path: path)))
                }
                continue
            }
            guard isDirectory.boolValue else { continue }
            guard let resolved = SiteFiles.resolve(path), site.contains(resolved: resolved) else {
                // Only what a link names is known of a folder outside the site: it is not listed.
                let resolved = SiteFiles.resolve(path) ?? path
                refused.append(ImportFinding(.outsideSite(resolved: resolved), at: SourceLocation(path: path)))
                continue
            }
            let walk = FileFingerprints.walk(path, within: site.root)
            guard (walk.files.keys + walk.passedOver).contains(where: JekyllPlanner.isEntry) else { continue }
            guard let collection else {
                refused.append(ImportFinding(.jekyll(.noCollectionName), at: SourceLocation(path: path)))
                continue
            }
            found.append((collection, walk))
        }
        guard !found.isEmpty || !refused.isEmpty else { throw JekyllImporter.Failure.noCollections(siteDirectory) }
        collections = found.sorted { ($0.0.isChecklist ? 1 : 0, $0.0.folder) < ($1.0.isChecklist ? 1 : 0, $1.0.folder) }
        files = site
        self.refused = refused
    }

    /// What a collection's walk did not take: links out of the site refused as errors, the
    /// rest named.
    static func findings(of walk: FileFingerprints.Walk, in folder: String) -> [ImportFinding] {
        WalkFindings.findings(of: walk, in: folder, isEntry: JekyllPlanner.isEntry)
    }
}
