// The search page: answers queries from search-index.json (written by the build) in the browser.
// Every query word must match the start of a term of an entry; a result ranks by the best field
// each word is found in (title, then category, description, criteria, notes, code). Results are
// a list of links; a polite live region says how many. Down Arrow moves from the box into the
// results, Up and Down move between them, Escape goes back to the box or clears it. The query
// and filters are kept in the address, so a search can be shared.
(function () {
  "use strict";

  var form = document.getElementById("search-form");
  if (!form) return;
  var input = document.getElementById("search-query");
  var list = document.getElementById("search-results");
  var count = document.getElementById("search-count");
  var filters = ["collection", "platform", "framework"].map(function (name) {
    return document.getElementById("search-" + name);
  });
  var root = form.getAttribute("data-root") || "";
  var index = null;
  var announceTimer = null;
  var fieldWeights = [16, 8, 6, 4, 2, 2];
  var fieldNames = ["title", "categories", "description", "acceptance criteria", "developer notes", "code"];
  // A guide's text is indexed as notes, but it is no developer note.
  var guideFieldNames = fieldNames.slice(0, 4).concat(["text", "code"]);

  // The same terms the build indexes (SearchWords.swift): runs of letters and digits, lowercased;
  // digits joined by dots stay one term.
  var wordPattern = /[\p{L}\p{N}]+(?:(?<=[0-9])\.(?=[0-9])[\p{L}\p{N}]+)*/gu;
  function words(text) {
    return (text.toLowerCase().match(wordPattern) || []);
  }

  // Postings as [entry position, field bits] pairs; decoded once per term, when first asked for.
  function postings(termIndex) {
    var cache = index.decoded[termIndex];
    if (cache) return cache;
    var encoded = index.postings[termIndex], decoded = [], entry = 0;
    for (var i = 0; i < encoded.length; i++) {
      entry += Math.floor(encoded[i] / 64);
      decoded.push(entry, encoded[i] % 64);
    }
    index.decoded[termIndex] = decoded;
    return decoded;
  }

  // First term at or after `prefix` in the sorted list.
  function lowerBound(prefix) {
    var low = 0, high = index.terms.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (index.terms[middle] < prefix) low = middle + 1; else high = middle;
    }
    return low;
  }

  // Entry position → best field weight and the fields matched, for one query word.
  function matches(word) {
    var found = new Map();
    for (var t = lowerBound(word); t < index.terms.length && index.terms[t].lastIndexOf(word, 0) === 0; t++) {
      var exact = index.terms[t].length === word.length;
      var list = postings(t);
      for (var i = 0; i < list.length; i += 2) {
        var fields = list[i + 1], weight = 0;
        for (var f = 0; f < fieldWeights.length; f++) {
          if (fields & (1 << f)) weight = Math.max(weight, fieldWeights[f]);
        }
        if (exact) weight += 1;
        var current = found.get(list[i]);
        if (!current) found.set(list[i], { weight: weight, fields: fields });
        else { current.weight = Math.max(current.weight, weight); current.fields |= fields; }
      }
    }
    return found;
  }

  function passesFilters(entry) {
    var collection = filters[0].value, platform = filters[1].value, framework = filters[2].value;
    if (collection && entry.collection !== collection) return false;
    if (platform && entry.platforms.indexOf(platform) < 0) return false;
    if (framework && entry.frameworks.indexOf(framework) < 0) return false;
    return true;
  }

  // Ranked results for a query: [{entry, score, fields}].
  function search(query) {
    var queryWords = words(query);
    if (!queryWords.length) return [];
    var scores = null;
    queryWords.forEach(function (word) {
      var found = matches(word);
      if (scores === null) { scores = found; return; }
      var kept = new Map();
      scores.forEach(function (value, entry) {
        var other = found.get(entry);
        if (other) kept.set(entry, { weight: value.weight + other.weight, fields: value.fields | other.fields });
      });
      scores = kept;
    });
    var results = [];
    scores.forEach(function (value, position) {
      var entry = index.entries[position];
      if (passesFilters(entry)) results.push({ entry: entry, position: position, score: value.weight, fields: value.fields });
    });
    results.sort(function (a, b) { return b.score - a.score || a.position - b.position; });
    return results;
  }

  // The text with each query word's matches at a word start wrapped in <mark>.
  function highlighted(text, queryWords) {
    var fragment = document.createDocumentFragment();
    var lower = text.toLowerCase(), position = 0;
    var pattern = new RegExp("(^|[^\\p{L}\\p{N}])(" + queryWords.map(function (word) {
      return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }).join("|") + ")", "gu");
    var match;
    while ((match = pattern.exec(lower)) !== null) {
      var start = match.index + match[1].length, end = start + match[2].length;
      if (start > position) fragment.appendChild(document.createTextNode(text.slice(position, start)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(start, end);
      fragment.appendChild(mark);
      position = end;
      if (match[0].length === 0) pattern.lastIndex++;
    }
    if (position < text.length) fragment.appendChild(document.createTextNode(text.slice(position)));
    return fragment;
  }

  function paragraph(className, content) {
    var p = document.createElement("p");
    p.className = className;
    if (typeof content === "string") p.textContent = content; else p.appendChild(content);
    return p;
  }

  function render(results, query) {
    var queryWords = words(query);
    list.textContent = "";
    results.slice(0, 100).forEach(function (result) {
      var entry = result.entry;
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + entry.url;
      link.className = "result-link";
      link.appendChild(highlighted(entry.title, queryWords));
      item.appendChild(link);
      var platforms = entry.platforms.map(function (key) {
        return { ios: "iOS", android: "Android", web: "Web" }[key] || key;
      });
      item.appendChild(paragraph("result-meta", highlighted([entry.collectionName].concat(entry.categories).join(" · ")
        + (platforms.length ? " · " + platforms.join(", ") : ""), queryWords)));
      if (entry.description) item.appendChild(paragraph("result-text", highlighted(entry.description, queryWords)));
      var where = (entry.guide ? guideFieldNames : fieldNames).filter(function (name, bit) { return result.fields & (1 << bit); });
      item.appendChild(paragraph("result-where", "Found in " + where.join(", ")));
      list.appendChild(item);
    });
    list.hidden = results.length === 0;
  }

  function describe(results, query) {
    if (!words(query).length) return "";
    var shown = results.length > 100 ? " The first 100 are shown." : "";
    if (results.length === 0) return "No patterns match “" + query.trim() + "”.";
    return (results.length === 1 ? "1 pattern matches" : results.length + " patterns match") + " “" + query.trim() + "”." + shown;
  }

  function keepInAddress() {
    var parameters = new URLSearchParams();
    if (input.value.trim()) parameters.set("q", input.value.trim());
    filters.forEach(function (filter) { if (filter.value) parameters.set(filter.name, filter.value); });
    var search = parameters.toString();
    history.replaceState(null, "", location.pathname + (search ? "?" + search : ""));
  }

  // Searches and shows the results; the count is said at once (a submitted query, the first
  // results) or once typing pauses, so a screen reader is not interrupted at every key.
  function update(announceNow) {
    if (!index) return;
    var query = input.value;
    var started = performance.now();
    var results = search(query);
    render(results, query);
    form.setAttribute("data-query-ms", (performance.now() - started).toFixed(1));
    keepInAddress();
    window.clearTimeout(announceTimer);
    var message = describe(results, query);
    if (announceNow === true) count.textContent = message;
    else announceTimer = window.setTimeout(function () { count.textContent = message; }, 400);
  }

  function resultLinks() {
    return Array.prototype.slice.call(list.querySelectorAll("a.result-link"));
  }

  input.addEventListener("input", update);
  filters.forEach(function (filter) { filter.addEventListener("change", update); });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    update(true);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") {
      var links = resultLinks();
      if (links.length) { event.preventDefault(); links[0].focus(); }
    } else if (event.key === "Escape" && input.value) {
      event.preventDefault();
      input.value = "";
      update();
    }
  });
  list.addEventListener("keydown", function (event) {
    var links = resultLinks();
    var position = links.indexOf(document.activeElement);
    if (position < 0) return;
    if (event.key === "ArrowDown" && position < links.length - 1) { event.preventDefault(); links[position + 1].focus(); }
    else if (event.key === "ArrowUp") { event.preventDefault(); (position > 0 ? links[position - 1] : input).focus(); }
    else if (event.key === "Home") { event.preventDefault(); links[0].focus(); }
    else if (event.key === "End") { event.preventDefault(); links[links.length - 1].focus(); }
    else if (event.key === "Escape") { event.preventDefault(); input.focus(); }
  });

  var parameters = new URLSearchParams(location.search);
  input.value = parameters.get("q") || "";
  filters.forEach(function (filter) {
    var value = parameters.get(filter.name);
    if (value && Array.prototype.some.call(filter.options, function (option) { return option.value === value; })) filter.value = value;
  });
  count.textContent = "Loading the search index…";
  fetch(form.getAttribute("data-index")).then(function (response) {
    if (!response.ok) throw new Error(response.status);
    return response.json();
  }).then(function (data) {
    index = data;
    index.decoded = new Array(data.terms.length);
    count.textContent = "";
    form.setAttribute("data-ready", "");
    update(true);
  }, function () {
    count.textContent = "The search index could not be loaded. Browse all patterns from the home page instead.";
  });
})();
