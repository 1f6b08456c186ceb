/// What `a11ydocs import jekyll --help` says.
extension JekyllImporter {
    public static let help = ImporterHelp(
        name: "jekyll",
        abstract: "Import a Jekyll pattern library: its collections become a11ydocs collections.",
        discussion: """
            Each collection folder (_native/, _web/, _checklist-web/) becomes <to>/<name>/; file \
            names become slugs (Toggle Switch.md → toggle-switch.md). A collection none of whose \
            entries has keyboard, mobile, screenreader, settings or gherkin- keys (demos, pages) is \
            left out and named, unless --collection names it. Beside <to>, a11ydocs.yml is written \
            from _config.yml (title, description, base_url from url + baseurl, the collections' \
            order and titles; an existing one is kept without --force), and the site files the \
            entries reference (/assets/x.png, {{ site.baseurl }}/assets/x.png) are copied into \
            Static/, which build publishes at the site's root; those references become relative. In \
            the bodies, {% highlight %} becomes a fenced code block, {% include %} the included file \
            (an 'html example' block outside code and in {::nomarkdown}), {% raw %} its content, \
            <example> elements live examples, a highlight shown again as an example one example, \
            {{ site.baseurl }}, {{ site.url }}, {{ site.title }}, {{ page.title }} and the \
            relative_url / absolute_url filters their values, and {: .bad-example} / \
            {: .good-example} the block's role. Front-matter keys written at the top level under \
            keyboard:, mobile:, screenreader: or settings: are indented into that group; the rest of \
            the front matter is kept byte for byte. Anything else (other Liquid, a missing include) \
            is left as written and reported as path:line:column. Nothing outside the site's folder is \
            read: a file, include or collection folder linked outside it is reported as an error. An \
            include may be 1 MiB, and includes may add 8 MiB to one entry. Every file of a collection \
            left out (a name giving no slug, a hidden file) is named. The summary says what was done \
            of each kind and the next step. Exit codes: 0 done, 1 problems (0 with --keep-going), 2 \
            usage errors.
            """,
        sourceName: "site-folder",
        sourceHelp: "The Jekyll site's folder (the one holding _config.yml).",
        collectionHelp:
            "Also import this collection (its folder's name without '_') although none of its entries has keyboard, "
            + "mobile, screenreader, settings or gherkin- keys. Repeat it for more."
    )
}
