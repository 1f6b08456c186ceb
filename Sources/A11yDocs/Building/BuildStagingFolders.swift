import A11yDocsSupport
import Foundation

extension StagingFolders.Names {
    /// The build's: `.<output>.new-…` and `.<output>.old-…`, marked by the output marker.
    package static let build = StagingFolders.Names(
        new: "new", old: "old", marker: OutputMarker.fileName, markerHeader: OutputMarker.header)
}

extension StagingFolders {
    /// The build's staging folders beside the output folder.
    package init(output: URL) {
        self.init(output: output, names: .build)
    }
}
