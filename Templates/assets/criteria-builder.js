// The criteria builder: joins the chosen patterns' criteria into one text. The choice lives in
// the address (?entry=native/carousel&entry=native/slider&format=gherkin), so a link reproduces it.
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

    // Mirrors CriteriaBuilder.combined(_:format:) in the a11ydocs library, where it is tested.
    function combined(selected, name) {
      var format = data.formats[name];
      if (!format) return "";
      var chosen = data.order.filter(function (id) { return selected[id]; })
        .map(function (id) { return format.pieces[id]; })
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
      output.textContent = combined(selected, formatName());
      count.textContent = ids.length === 0 ? "No patterns chosen."
        : ids.length === 1 ? "1 pattern chosen." : ids.length + " patterns chosen.";
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
