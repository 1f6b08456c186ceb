/// What `a11ydocs import magentaa11y --help` says.
extension MagentaImporter {
    public static let help = ImporterHelp(
        name: "magentaa11y",
        abstract:
            "Import a MagentaA11y 2.x library: its native, web and how-to-test pages become a11ydocs collections.",
        discussion: """
            Reads public/content/documentation/<native|web|how-to-test>/<category>/<slug>.md: each \
            page becomes <to>/<collection>/<slug>.md (forms-&-inputs.md → forms-inputs.md, printed \
            as a rename), its category folder 'categories:', its title made from its name \
            (toggle-switch → Toggle switch) and its description the first paragraph of General \
            Notes. Condensed becomes keyboard:, mobile:, screenreader: and settings: (a bullet that \
            is not 'Key: text' is kept under its first word, and reported); its banner, 'How to \
            test a …' line and 'Full information:' link are dropped. Gherkin is compared with \
            Condensed and left out: a11ydocs writes Gherkin from the test groups, so a fact only \
            the Gherkin states is reported at its line. iOS and Android developer notes become \
            '## iOS' / '## Android' with each framework's notes under '- **UIKit**' (the three \
            marker styles, and 'java' fences under Jetpack Compose marked 'kotlin'); web notes \
            '## Developer notes' and '## Code examples', where an html fence and the <example> \
            after it become one live example ('html example'), both kept when they differ. WCAG \
            numbers in Related WCAG, Further Reading and Resources (links to the W3C's \
            Understanding documents, or bullets such as '2.1.1 Keyboard') become 'wcag:', the links \
            '## Further reading'. Videos become 'videos:' and the files they and images name are \
            copied from public/content/assets/ into Static/. Renamed 1.x slugs become 'aliases:'. \
            how-to-test pages are guides, their Markdown kept as written. Beside <to>, a11ydocs.yml \
            names the three collections (an existing one is kept without --force), its title from \
            package.json. Other files of documentation/ (MARKDOWN_GUIDE.md) are named and left \
            out. Everything the import could not convert is kept and reported as \
            path:line:column: warning. Exit codes: 0 done, 1 errors (0 with --keep-going), 2 usage \
            errors.
            """,
        sourceName: "folder",
        sourceHelp: "The MagentaA11y repository's folder, its public/content folder, or its documentation folder."
    )
}
