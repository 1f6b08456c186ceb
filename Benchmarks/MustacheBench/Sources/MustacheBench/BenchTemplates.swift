/// The benchmark's page: a list of items, each through a partial, with sections (a list, a flag
/// and an inverted one) and five interpolations per item — 10,000 for the default 2,000 items.
/// Written once, in Mustache both engines read alike.
enum BenchTemplates {
    static let page = """
        <!doctype html>
        <title>{{title}}</title>
        <h1>{{title}}</h1>
        <ul>
        {{#items}}
          {{> item}}
        {{/items}}
        </ul>
        {{^items}}
        <p>Nothing here.</p>
        {{/items}}

        """

    static let item = """
        <li><a href="{{href}}">{{name}}</a>{{#featured}} <strong>featured</strong>{{/featured}}
          <p>{{summary}}</p>
          {{#tags}}<span class="tag">{{.}}</span>{{/tags}}
        </li>

        """

    static let partials = ["item": item]
}
