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

  // "/" jumps to the lookup box, as on many reference sites (not while typing elsewhere).
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.altKey || event.ctrlKey || event.metaKey) return;
    var tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select" || event.target.isContentEditable) return;
    var box = document.getElementById("search-q") || document.getElementById("lookup-q");
    if (box) { event.preventDefault(); box.focus(); box.select(); }
  });

  // Board viewer: ← and → step through the board (when focus is not in a form field); after an
  // htmx swap the focus returns to the control that was used, and the new step is announced.
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select" || event.target.isContentEditable) return;
    var key = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
    if (!key) return;
    var link = document.querySelector("#viewer a[data-nav='" + key + "']");
    if (link) { event.preventDefault(); link.click(); }
  });
  var lastNav = null;
  document.addEventListener("click", function (event) {
    var nav = event.target.closest && event.target.closest("#viewer a[data-nav]");
    if (nav) lastNav = nav.dataset.nav;
  });
  document.addEventListener("htmx:afterSettle", function () {
    var viewer = document.getElementById("viewer");
    if (!viewer || !lastNav) return;
    var target = viewer.querySelector("a[data-nav='" + lastNav + "']");
    if (!target) { viewer.setAttribute("tabindex", "-1"); target = viewer; }
    target.focus();
    lastNav = null;
  });

  // Cross-reference previews: htmx fills #popover on hover or focus; this places, shows and
  // closes it (Escape, leaving, clicking elsewhere). On touch screens the first tap previews,
  // a second tap on the same link follows it.
  var popover = document.getElementById("popover");
  var owner = null;
  var hideTimer = null;
  function place(el) {
    var r = el.getBoundingClientRect();
    popover.hidden = false;
    var left = Math.max(8, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - popover.offsetWidth - 8));
    popover.style.left = left + "px";
    popover.style.top = (window.scrollY + r.bottom + 6) + "px";
  }
  function hide() {
    if (!popover) return;
    popover.hidden = true;
    popover.innerHTML = "";
    popover.removeAttribute("style");
    if (owner) owner.removeAttribute("aria-describedby");
    owner = null;
  }
  function hideSoon() { clearTimeout(hideTimer); hideTimer = setTimeout(hide, 250); }
  if (popover) {
    document.body.addEventListener("htmx:afterSwap", function (event) {
      if (event.detail.target !== popover) return;
      owner = event.detail.requestConfig.elt;
      owner.setAttribute("aria-describedby", "popover");
      place(owner);
    });
    document.addEventListener("keydown", function (event) { if (event.key === "Escape") hide(); });
    // htmx keeps a copy of the page's HTML for the back button; a style attribute in it would be
    // inline style when restored, which the Content-Security-Policy refuses.
    document.body.addEventListener("htmx:beforeHistorySave", hide);
    document.addEventListener("mouseout", function (event) {
      var from = event.target.closest && event.target.closest(".xref, #popover");
      var to = event.relatedTarget && event.relatedTarget.closest && event.relatedTarget.closest(".xref, #popover");
      if (from && !to) hideSoon();
      else if (to) clearTimeout(hideTimer);
    });
    document.addEventListener("focusout", function (event) {
      if (event.target.closest && event.target.closest(".xref") && !popover.contains(event.relatedTarget)) hideSoon();
    });
    document.addEventListener("click", function (event) {
      var xref = event.target.closest(".xref");
      if (xref && window.matchMedia("(hover: none)").matches && owner !== xref) {
        event.preventDefault();  // first tap: preview only
        if (window.htmx) window.htmx.ajax("GET", xref.dataset.preview, { target: "#popover", swap: "innerHTML", source: xref });
        return;
      }
      if (!xref && !popover.contains(event.target)) hide();
    });
  }
})();
