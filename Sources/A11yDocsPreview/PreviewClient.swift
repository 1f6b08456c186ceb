/// The script the preview adds to every HTML page it serves (never to `build` output): it reloads
/// the page after a rebuild that touched it, and shows build problems in an accessible overlay —
/// a focused, labelled dialog that can be dismissed with its button or Escape.
enum PreviewClient {
    static let eventsPath = "/__a11ydocs/events"
    static let scriptPath = "/__a11ydocs/client.js"
    static let scriptTag = "<script src=\"\(scriptPath)\" defer></script>"

    /// Inserts the script before `</body>`, or at the end.
    static func inject(into html: String) -> String {
        guard let range = html.range(of: "</body>", options: .backwards) else { return html + scriptTag }
        return html.replacingCharacters(in: range, with: scriptTag + "\n</body>")
    }

    static let script = #"""
        (function () {
          "use strict";
          var overlay = null, returnFocus = null;

          function here(path) {
            return path === "*" || path === location.pathname || path + "index.html" === location.pathname;
          }

          function close() {
            if (!overlay) return;
            overlay.remove();
            overlay = null;
            if (returnFocus && document.contains(returnFocus)) returnFocus.focus();
          }

          // Each finding as "path:line:column: message", the place in code so it can be copied; the
          // server sends errors before warnings, and words the counts ("1 error, 138 warnings").
          function listOf(problems) {
            var list = document.createElement("ul");
            list.style.cssText = "margin:0 0 .75rem;padding-left:1.25rem";
            problems.forEach(function (problem) {
              var item = document.createElement("li");
              var where = document.createElement("code");
              where.textContent = problem.location;
              item.appendChild(where);
              item.appendChild(document.createTextNode(": " + problem.message));
              list.appendChild(item);
            });
            return list;
          }

          function show(problems, summary) {
            close();
            returnFocus = document.activeElement;
            overlay = document.createElement("div");
            overlay.setAttribute("role", "alertdialog");
            overlay.setAttribute("aria-modal", "false");
            overlay.setAttribute("aria-labelledby", "a11ydocs-problems-title");
            overlay.setAttribute("aria-describedby", "a11ydocs-problems-list");
            overlay.tabIndex = -1;
            overlay.style.cssText = "position:fixed;inset:auto 1rem 1rem \#
        1rem;max-height:60vh;overflow:auto;z-index:2147483647;" +
              "background:#fff;color:#1b1b1f;border:3px solid #b3261e;border-radius:6px;padding:1rem;" +
              "font:16px/1.5 system-ui,sans-serif;box-shadow:0 4px 24px rgba(0,0,0,.35)";
            var title = document.createElement("h2");
            title.id = "a11ydocs-problems-title";
            title.style.cssText = "margin:0 0 .5rem;font-size:1.125rem";
            title.textContent = "The site did not rebuild: " + summary;
            var list = listOf(problems);
            list.id = "a11ydocs-problems-list";
            var note = document.createElement("p");
            note.style.cssText = "margin:0 0 .75rem";
            note.textContent = "The page shows the last good build. This message goes away when the files are fixed.";
            var dismiss = document.createElement("button");
            dismiss.type = "button";
            dismiss.textContent = "Dismiss";
            dismiss.style.cssText = "font:inherit;min-height:2.75rem;padding:.25rem 1rem";
            dismiss.addEventListener("click", close);
            overlay.addEventListener("keydown", function (event) { if (event.key === "Escape") close(); });
            overlay.append(title, list, note, dismiss);
            document.body.appendChild(overlay);
            overlay.focus();
          }

          // Warnings do not stop the build: a quiet panel at the end of the page, announced politely,
          // that never takes focus from the author.
          function showWarnings(problems, summary) {
            var old = document.getElementById("a11ydocs-warnings");
            if (old) old.remove();
            if (!problems.length || overlay) return;
            var panel = document.createElement("section");
            panel.id = "a11ydocs-warnings";
            panel.setAttribute("aria-labelledby", "a11ydocs-warnings-title");
            panel.style.cssText = "margin:2rem 1rem;padding:1rem;border:3px solid #8a5300;border-radius:6px;" +
              "background:#fff;color:#1b1b1f;font:16px/1.5 system-ui,sans-serif";
            var title = document.createElement("h2");
            title.id = "a11ydocs-warnings-title";
            title.style.cssText = "margin:0 0 .5rem;font-size:1.125rem";
            title.textContent = "Preview: " + summary + " ('a11ydocs check' lists them too)";
            var list = listOf(problems);
            var dismiss = document.createElement("button");
            dismiss.type = "button";
            dismiss.textContent = "Hide warnings";
            dismiss.style.cssText = "font:inherit;min-height:2.75rem;padding:.25rem 1rem";
            dismiss.addEventListener("click", function () { panel.remove(); });
            panel.append(title, list, dismiss);
            document.body.appendChild(panel);
            var status = document.getElementById("status");
            if (status) status.textContent = title.textContent;
          }

          var events = new EventSource("/__a11ydocs/events");
          events.addEventListener("reload", function (event) {
            var paths = JSON.parse(event.data).paths;
            if (paths.some(here)) location.reload();
            else close();
          });
          events.addEventListener("problems", function (event) {
            var data = JSON.parse(event.data);
            show(data.problems, data.summary);
          });
          events.addEventListener("warnings", function (event) {
            var data = JSON.parse(event.data);
            showWarnings(data.problems, data.summary);
          });
        })();
        """#
}
