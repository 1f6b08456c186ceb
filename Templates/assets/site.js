// Progressive enhancement for a11ydocs pages. Without script every block stays a headed section
// and every text stays selectable. With script:
// - framework notes and acceptance-criteria views become WAI-ARIA tabs (arrow keys, Home, End);
//   the chosen framework is remembered and shown in every group of the page;
// - each acceptance-criteria view and each code snippet gets a Copy button that announces "Copied".
(function () {
  "use strict";

  var storageKey = "a11ydocs.frameworks";
  var frameworkGroups = [];

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

  // Says a short message through the page's polite live region.
  function announce(message) {
    var status = document.getElementById("status");
    if (!status) return;
    status.textContent = "";
    window.setTimeout(function () { status.textContent = message; }, 50);
  }

  // Copies text; falls back to selecting it where the clipboard API is not allowed (plain http).
  function copy(text, source) {
    function fallback() {
      var range = document.createRange();
      range.selectNodeContents(source);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (e) { copied = false; }
      announce(copied ? "Copied" : "Selected: press Control or Command C to copy");
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { announce("Copied"); }, fallback);
    } else {
      fallback();
    }
  }

  function select(group, index, moveFocus) {
    group.tabs.forEach(function (tab, i) {
      var selected = i === index;
      tab.setAttribute("aria-selected", selected ? "true" : "false");
      tab.tabIndex = selected ? 0 : -1;
      group.panels[i].hidden = !selected;
    });
    if (moveFocus) group.tabs[index].focus();
    if (group.onSelect) group.onSelect(group.keys[index]);
  }

  // Turns the headed sections of a container into a tab list; returns the group, or null when
  // there are fewer than two sections.
  function makeTabs(container, label, onSelect) {
    var panels = Array.prototype.filter.call(container.children, function (child) {
      return child.hasAttribute("data-tab");
    });
    if (panels.length < 2) return null;
    var tablist = document.createElement("div");
    tablist.className = "tabs";
    tablist.setAttribute("role", "tablist");
    tablist.setAttribute("aria-label", label);
    var group = { tabs: [], panels: panels, keys: [], onSelect: null };
    panels.forEach(function (panel, index) {
      var heading = panel.querySelector(".tab-heading");
      var tab = document.createElement("button");
      tab.type = "button";
      tab.id = panel.id + "-tab";
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      tab.textContent = heading ? heading.textContent : panel.getAttribute("data-tab");
      if (heading) heading.classList.add("visually-hidden");
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      tab.addEventListener("click", function () { select(group, index, false); });
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
      });
      tablist.appendChild(tab);
      group.tabs.push(tab);
      group.keys.push(panel.getAttribute("data-tab"));
    });
    container.insertBefore(tablist, panels[0]);
    container.classList.add("has-tabs");
    select(group, 0, false);
    group.onSelect = onSelect || null;
    return group;
  }

  function chooseFramework(framework) {
    remember(platformOf(framework), framework);
    frameworkGroups.forEach(function (group) {
      var index = group.keys.indexOf(framework);
      var current = group.tabs.findIndex(function (tab) { return tab.getAttribute("aria-selected") === "true"; });
      if (index >= 0 && index !== current) {
        var onSelect = group.onSelect;
        group.onSelect = null;
        select(group, index, false);
        group.onSelect = onSelect;
      }
    });
  }

  function setUpFrameworks(container) {
    var section = container.closest("section");
    var title = section && section.querySelector("h3");
    var platform = container.closest(".platform");
    var platformTitle = platform && platform.querySelector("h2");
    var label = [title && title.textContent, platformTitle && platformTitle.textContent].filter(Boolean).join(", ");
    var group = makeTabs(container, (label ? label + ": " : "") + "framework");
    if (!group) return;
    frameworkGroups.push(group);
    var preferred = group.keys.indexOf(remembered()[platformOf(group.keys[0])]);
    if (preferred > 0) select(group, preferred, false);
    group.onSelect = chooseFramework;
  }

  function setUpCriteria(container) {
    Array.prototype.forEach.call(container.querySelectorAll("[data-tab]"), function (panel) {
      var text = panel.querySelector(".criteria-text");
      var heading = panel.querySelector(".tab-heading");
      if (!text) return;
      var tools = document.createElement("p");
      tools.className = "tab-tools";
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy " + (heading ? heading.textContent : "") + " criteria");
      button.addEventListener("click", function () { copy(text.textContent, text); });
      tools.appendChild(button);
      panel.insertBefore(tools, text);
    });
    makeTabs(container, "Acceptance criteria format");
  }

  // A Copy button in each code snippet's caption, named after what it copies.
  function setUpSnippet(figure) {
    var caption = figure.querySelector("figcaption");
    var code = figure.querySelector("pre");
    if (!caption || !code) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy " + caption.textContent.trim() + " code");
    button.addEventListener("click", function () { copy(code.textContent, code); });
    caption.appendChild(button);
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("figure.snippet"), setUpSnippet);
    Array.prototype.forEach.call(document.querySelectorAll("[data-tabs=frameworks]"), setUpFrameworks);
    Array.prototype.forEach.call(document.querySelectorAll("[data-tabs=criteria]"), setUpCriteria);
  }

  window.a11ydocs = { copy: copy, announce: announce };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
