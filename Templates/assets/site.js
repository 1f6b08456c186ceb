// Progressive enhancement for a11ydocs pages. Without script every block stays a headed section
// and every text stays selectable. With script:
// - framework notes and acceptance-criteria views become WAI-ARIA tabs (arrow keys, Home, End);
//   the chosen framework is remembered and shown in every group of the page;
// - each acceptance-criteria view and each code snippet gets a Copy button that announces "Copied";
// - tables and code that are wider than their box become keyboard-scrollable (a tab stop), and
//   only those: the check runs again whenever their size changes;
// - a link to a section inside a tab (the "On this page" list) selects that tab first;
// - the colour scheme switch (light, dark, or the device's) is shown and remembered;
// - the index's filter hides the patterns that do not match and says how many are shown;
// - captions, shown by default, stay off on every video once a reader turns them off in a player.
(function () {
  "use strict";

  var storageKey = "a11ydocs.frameworks";
  var schemeKey = "a11ydocs.scheme";
  var frameworkGroups = [];
  // Each tab panel's group and position, to select the tab of a linked section.
  var panelTabs = new Map();

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
      panelTabs.set(panel, { group: group, index: index });
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
    var section = container.closest(".notes-section");
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

  // Selects the tabs that hide the element with this id, so that a link to it shows it.
  function reveal(id) {
    var target = id && document.getElementById(id);
    for (var element = target; element; element = element.parentElement) {
      var place = panelTabs.get(element);
      if (place && element.hidden) select(place.group, place.index, false);
    }
    return target;
  }

  function setUpSectionLinks() {
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[href^='#']");
      if (link) reveal(decodeURIComponent(link.getAttribute("href").slice(1)));
    });
    window.addEventListener("hashchange", function () { reveal(decodeURIComponent(location.hash.slice(1))); });
    if (location.hash) {
      var target = reveal(decodeURIComponent(location.hash.slice(1)));
      if (target) target.scrollIntoView();
    }
  }

  // A box that scrolls sideways is a tab stop, named after what it holds, so that keyboard users
  // can scroll it; one that fits is not.
  function watchOverflow(box) {
    function check() {
      var overflowY = window.getComputedStyle(box).overflowY;
      var scrolls = box.scrollWidth > box.clientWidth + 1
        || ((overflowY === "auto" || overflowY === "scroll") && box.scrollHeight > box.clientHeight + 1);
      if (scrolls === box.hasAttribute("tabindex")) return;
      if (scrolls) {
        box.tabIndex = 0;
        var label = box.getAttribute("data-scroll-label");
        if (label) {
          box.setAttribute("role", "region");
          box.setAttribute("aria-label", label);
        }
      } else {
        box.removeAttribute("tabindex");
        box.removeAttribute("role");
        box.removeAttribute("aria-label");
      }
    }
    check();
    if (window.ResizeObserver) new ResizeObserver(check).observe(box);
  }

  function setUpSchemeSwitch() {
    var choice = document.getElementById("scheme-choice");
    if (!choice) return;
    var stored = null;
    try { stored = localStorage.getItem(schemeKey); } catch (e) { stored = null; }
    choice.value = stored === "light" || stored === "dark" ? stored : "";
    choice.closest(".scheme-switch").hidden = false;
    choice.addEventListener("change", function () {
      var value = choice.value;
      if (value) document.documentElement.setAttribute("data-scheme", value);
      else document.documentElement.removeAttribute("data-scheme");
      try {
        if (value) localStorage.setItem(schemeKey, value); else localStorage.removeItem(schemeKey);
      } catch (e) { /* private mode: the choice lasts for this page */ }
    });
  }

  function setUpIndexFilter() {
    var form = document.getElementById("index-filter");
    if (!form) return;
    var text = document.getElementById("filter-text");
    var platform = document.getElementById("filter-platform");
    var framework = document.getElementById("filter-framework");
    var code = document.getElementById("filter-code");
    var status = document.getElementById("filter-count");
    var items = Array.prototype.slice.call(document.querySelectorAll(".entry-list > li[data-entry]"));
    var total = new Set(items.map(function (item) { return item.getAttribute("data-entry"); })).size;
    var timer = null;
    function apply() {
      var words = text.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = new Set();
      items.forEach(function (item) {
        var haystack = item.textContent.toLowerCase();
        var visible = words.every(function (word) { return haystack.indexOf(word) >= 0; })
          && (!platform.value || item.getAttribute("data-platforms").split(" ").indexOf(platform.value) >= 0)
          && (!framework.value || item.getAttribute("data-frameworks").split(" ").indexOf(framework.value) >= 0)
          && (!code.checked || item.hasAttribute("data-code"));
        item.hidden = !visible;
        if (visible) shown.add(item.getAttribute("data-entry"));
      });
      Array.prototype.forEach.call(document.querySelectorAll(".category, .collection"), function (group) {
        group.hidden = !group.querySelector(".entry-list > li:not([hidden])");
      });
      window.clearTimeout(timer);
      timer = window.setTimeout(function () {
        status.textContent = shown.size === total ? "Showing all " + total + " patterns."
          : "Showing " + shown.size + " of " + total + " patterns.";
      }, 300);
    }
    form.addEventListener("input", apply);
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
    form.addEventListener("reset", function () { window.setTimeout(apply, 0); });
    form.hidden = false;
  }

  var captionsKey = "a11ydocs.captions";

  function setUpCaptions(video) {
    var tracks = video.textTracks;
    if (!tracks || !tracks.length) return;
    var stored = null;
    try { stored = localStorage.getItem(captionsKey); } catch (e) { stored = null; }
    if (stored === "off") {
      for (var i = 0; i < tracks.length; i++) tracks[i].mode = "disabled";
    }
    tracks.addEventListener("change", function () {
      var showing = false;
      for (var j = 0; j < tracks.length; j++) if (tracks[j].mode === "showing") showing = true;
      try { localStorage.setItem(captionsKey, showing ? "on" : "off"); } catch (e) { /* private mode */ }
    });
  }

  // On a phone the header's search and scheme switch and "On this page" start closed, so the
  // page's own content is near the top; from 37.5rem they are open. Escape closes the header's
  // panel, which lies over the page on a phone, and returns to its button.
  function setUpDisclosures() {
    var narrow = window.matchMedia("(max-width: 37.49rem)");
    var boxes = document.querySelectorAll("details.header-tools, details.toc-box");
    function fit() {
      for (var i = 0; i < boxes.length; i++) boxes[i].open = !narrow.matches;
    }
    fit();
    if (narrow.addEventListener) narrow.addEventListener("change", fit);
    var tools = document.querySelector("details.header-tools");
    if (tools) {
      tools.addEventListener("keydown", function (event) {
        if (event.key !== "Escape" || !narrow.matches || !tools.open) return;
        tools.open = false;
        tools.querySelector("summary").focus();
      });
    }
    document.documentElement.classList.add("js-ready");
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("figure.snippet"), setUpSnippet);
    Array.prototype.forEach.call(document.querySelectorAll("[data-tabs=frameworks]"), setUpFrameworks);
    Array.prototype.forEach.call(document.querySelectorAll("[data-tabs=criteria]"), setUpCriteria);
    Array.prototype.forEach.call(document.querySelectorAll(".table-scroll, figure.snippet pre, .criteria-result"), watchOverflow);
    setUpSectionLinks();
    setUpSchemeSwitch();
    setUpDisclosures();
    setUpIndexFilter();
    Array.prototype.forEach.call(document.querySelectorAll("video"), setUpCaptions);
  }

  window.a11ydocs = { copy: copy, announce: announce };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
