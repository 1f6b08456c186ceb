/// A video of a pattern, as `videos:` holds it: who recorded it with what, and its files with
/// their paths as written (relative to the assets folder, so to the static folder once copied).
struct MagentaVideo: Equatable {
    struct Caption: Equatable {
        var src: String
        var language: String?
        var label: String?
        /// Where its `src` is written.
        var line: Int
        var column = 1
    }

    var technology: String?
    var platform: String?
    var browser: String?
    var src: String
    var type: String?
    var captions: [Caption] = []
    /// Where its `src` is written.
    var line: Int
    var column = 1
}
