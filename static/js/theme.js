// Rulestep: the reader's colour choice (light or dark), kept in this browser only, applied before
// the page is drawn. With no choice the page follows the system's setting (prefers-color-scheme).
(function () {
  "use strict";
  try {
    var theme = localStorage.getItem("rulestep-theme");
    if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
  } catch (e) { /* storage refused: follow the system */ }
})();
