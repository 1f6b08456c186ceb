// Framework notes are headed blocks in the HTML; with script they become tabs (WAI-ARIA tabs
// pattern: arrow keys, Home, End). The chosen framework is remembered and shown in every group.
(function () {
  "use strict";

  var storageKey = "a11ydocs.frameworks";

  function remembered() {
    try { return JSON.parse(localStorage.getItem(storageKey)) || {}; } catch (e) { return {}; }
  }

  function remember(platform, framework) {
    var choices = remembered();
    choices[platform] = framework;
    try { localStorage.setItem(storageKey, JSON.stringify(choices)); } catch (e) { /* private mode */ }
  }

  function platformOf(framework) {
    return framework === "uikit" || framework === "swiftui" ? "ios" : "android";
  }

  var groups = [];

  function select(group, index, moveFocus) {
    group.tabs.forEach(function (tab, i) {
      var selected = i === index;
      tab.setAttribute("aria-selected", selected ? "true" : "false");
      tab.tabIndex = selected ? 0 : -1;
      group.panels[i].hidden = !selected;
    });
    if (moveFocus) group.tabs[index].focus();
  }

  function choose(framework) {
    remember(platformOf(framework), framework);
    groups.forEach(function (group) {
      var index = group.keys.indexOf(framework);
      if (index >= 0) select(group, index, false);
    });
  }

  function setUp(container) {
    var panels = Array.prototype.filter.call(container.children, function (child) {
      return child.hasAttribute("data-framework");
    });
    if (panels.length < 2) return;
    var section = container.closest("section");
    var title = section && section.querySelector("h3");
    var platform = container.closest(".platform");
    var platformTitle = platform && platform.querySelector("h2");
    var label = [title && title.textContent, platformTitle && platformTitle.textContent]
      .filter(Boolean).join(", ");

    var tablist = document.createElement("div");
    tablist.className = "framework-tabs";
    tablist.setAttribute("role", "tablist");
    tablist.setAttribute("aria-label", (label ? label + ": " : "") + "framework");

    var group = { tabs: [], panels: panels, keys: [] };
    panels.forEach(function (panel, index) {
      var heading = panel.querySelector(".framework-heading");
      var tab = document.createElement("button");
      tab.type = "button";
      tab.id = panel.id + "-tab";
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      tab.textContent = heading ? heading.textContent : panel.getAttribute("data-framework");
      if (heading) heading.classList.add("visually-hidden");
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      panel.tabIndex = 0;
      tab.addEventListener("click", function () { choose(group.keys[index]); select(group, index, false); });
      tab.addEventListener("keydown", function (event) {
        var count = group.tabs.length;
        var next = null;
        if (event.key === "ArrowRight") next = (index + 1) % count;
        else if (event.key === "ArrowLeft") next = (index - 1 + count) % count;
        else if (event.key === "Home") next = 0;
        else if (event.key === "End") next = count - 1;
        if (next === null) return;
        event.preventDefault();
        select(group, next, true);
        choose(group.keys[next]);
      });
      tablist.appendChild(tab);
      group.tabs.push(tab);
      group.keys.push(panel.getAttribute("data-framework"));
    });
    container.insertBefore(tablist, panels[0]);
    container.classList.add("has-tabs");
    groups.push(group);

    var preferred = remembered()[platformOf(group.keys[0])];
    var start = group.keys.indexOf(preferred);
    select(group, start >= 0 ? start : 0, false);
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-frameworks]"), setUp);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
