// The criteria builder: joins the chosen patterns' criteria into one text. The choice lives in
// the address (?entry=native/carousel&entry=native/slider&format=gherkin), so a link reproduces it.
// The page holds only how the texts are joined; each pattern's texts are a script of their own
// (criteria/native/carousel.js), added to the page when the pattern is first chosen. A script
// element, not fetch: a site opened from disk cannot fetch its own files, but can load scripts.
(function () {
  "use strict";

  function init() {
    var form = document.getElementById("criteria-builder");
    var dataElement = document.getElementById("criteria-data");
    if (!form || !dataElement) return;
    var data = JSON.parse(dataElement.textContent);
    var output = document.getElementById("criteria-output");
    var count = document.getElementById("criteria-count");
    var boxes = Array.prototype.slice.call(form.querySelectorAll("input[name=entry]"));
    var texts = {};    // id → {condensed: …, gherkin: …}, once its script has run
    var requested = {}; // id → true once its script is in the page
    var failed = {};   // id → true when its script could not be loaded

    // Each entry's script calls this with its texts.
    window.a11ydocsCriteria = function (id, entryTexts) {
      texts[id] = entryTexts;
    };

    function boxFor(id) {
      for (var i = 0; i < boxes.length; i++) if (boxes[i].value === id) return boxes[i];
      return null;
    }

    // The pattern's name as its checkbox's label shows it.
    function patternName(id) {
      var box = boxFor(id);
      var label = box && box.labels && box.labels[0];
      return label ? label.textContent : id;
    }

    function load(id) {
      if (texts[id] || requested[id]) return;
      var box = boxFor(id);
      if (!box) return;
      requested[id] = true;
      var script = document.createElement("script");
      // Beside this page, under the entry's id, when a template's checkbox does not say where.
      script.src = box.getAttribute("data-src") || id + ".js";
      script.async = true;
      script.onload = function () {
        // A script that ran but did not hand over the texts is as good as missing.
        if (!texts[id]) failed[id] = true;
        update();
      };
      script.onerror = function () {
        failed[id] = true;
        script.parentNode.removeChild(script);
        update();
      };
      document.head.appendChild(script);
    }

    // Mirrors CriteriaBuilder.combined(_:format:) in the a11ydocs library, where it is tested.
    function combined(ids, name) {
      var format = data.formats[name];
      if (!format) return "";
      var chosen = ids.map(function (id) { return texts[id] && texts[id][name]; })
        .filter(function (piece) { return piece !== undefined; });
      if (chosen.length === 0) return "";
      return format.header + chosen.join(format.separator) + format.footer;
    }

    function selection() {
      var selected = {};
      boxes.forEach(function (box) { if (box.checked) selected[box.value] = true; });
      return selected;
    }

    function formatName() {
      var checked = form.querySelector("input[name=format]:checked");
      return checked ? checked.value : "condensed";
    }

    function update() {
      var selected = selection();
      var ids = data.order.filter(function (id) { return selected[id]; });
      ids.forEach(load);
      var broken = ids.filter(function (id) { return failed[id]; });
      var waiting = ids.filter(function (id) { return !texts[id] && !failed[id]; });
      if (broken.length > 0) {
        // No text rather than one silently missing a pattern.
        output.textContent = "";
        output.removeAttribute("aria-busy");
        count.textContent = "Could not load the criteria for " + broken.map(patternName).join(", ")
          + ". Check your connection and reload the page.";
      } else if (waiting.length > 0) {
        // The text shown so far stays until the rest arrives.
        output.setAttribute("aria-busy", "true");
        count.textContent = "Loading criteria…";
      } else {
        output.removeAttribute("aria-busy");
        output.textContent = combined(ids, formatName());
        count.textContent = ids.length === 0 ? "No patterns chosen."
          : ids.length === 1 ? "1 pattern chosen." : ids.length + " patterns chosen.";
      }
      // Copy stays a tab stop while there is nothing to copy, marked unavailable with the reason beside it.
      var copyButton = document.getElementById("criteria-copy");
      copyButton.setAttribute("aria-disabled", ids.length === 0 ? "true" : "false");
      document.getElementById("criteria-copy-reason").hidden = ids.length !== 0;
      var query = new URLSearchParams();
      ids.forEach(function (id) { query.append("entry", id); });
      if (formatName() !== "condensed") query.set("format", formatName());
      var search = query.toString();
      history.replaceState(null, "", search ? "?" + search : window.location.pathname);
    }

    // A pattern in two categories has two checkboxes: keep them in step.
    form.addEventListener("change", function (event) {
      var target = event.target;
      if (target.name === "entry") {
        boxes.forEach(function (box) { if (box.value === target.value) box.checked = target.checked; });
      }
      update();
    });

    document.getElementById("criteria-clear").addEventListener("click", function () {
      boxes.forEach(function (box) { box.checked = false; });
      update();
      window.a11ydocs.announce("Choice cleared");
    });

    document.getElementById("criteria-copy").addEventListener("click", function () {
      if (output.getAttribute("aria-busy") === "true") {
        window.a11ydocs.announce("Still loading the criteria: copy again in a moment");
        return;
      }
      if (!output.textContent) {
        window.a11ydocs.announce("Nothing to copy yet: choose one or more patterns");
        return;
      }
      window.a11ydocs.copy(output.textContent, output);
    });

    var query = new URLSearchParams(window.location.search);
    var wanted = query.getAll("entry");
    boxes.forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
    var format = form.querySelector("input[name=format][value='" + (query.get("format") === "gherkin" ? "gherkin" : "condensed") + "']");
    if (format) format.checked = true;
    update();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
