/// One platform's developer notes on an entry page.
struct PlatformView {
    var id: String
    var name: String
    var heading: String
    var sections: [NotesSectionView]
}
