// Runs in <head>, before the page is drawn: applies the colour scheme a reader chose (site.js
// offers the choice), so a dark page never flashes light, and marks the page as scripted, so the
// stylesheet lets code scroll sideways (site.js makes a scrolling block a tab stop) instead of
// wrapping it. Without a choice, the device's scheme applies.
(function () {
  var root = document.documentElement;
  root.classList.add("js");
  try {
    var scheme = localStorage.getItem("a11ydocs.scheme");
    if (scheme === "light" || scheme === "dark") root.setAttribute("data-scheme", scheme);
  } catch (e) { /* storage blocked: the device's scheme applies */ }
})();
