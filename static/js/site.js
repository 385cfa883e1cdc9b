// Rulestep: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";

  // Copy buttons: data-copy-from="<input id>" copies that input's value.
  document.addEventListener("click", function (event) {
    var button = event.target.closest("button.copy");
    if (!button) return;
    var source = document.getElementById(button.dataset.copyFrom);
    if (!source) return;
    var done = function () {
      var label = button.textContent;
      button.textContent = button.dataset.copied || "Copied";
      setTimeout(function () { button.textContent = label; }, 1500);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(source.value).then(done, function () { source.select(); });
    } else {
      source.select();
      try { document.execCommand("copy"); done(); } catch (e) { /* the text stays selected */ }
    }
  });

  // Table of contents: expand or collapse every branch.
  document.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-toc]");
    if (!button) return;
    var open = button.dataset.toc === "open";
    document.querySelectorAll(".toc details").forEach(function (d) { d.open = open; });
  });
})();
