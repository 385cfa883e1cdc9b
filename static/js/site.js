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

  // Board viewer: ← → Home End step through the board whose viewer has focus (elsewhere they
  // scroll the page as usual; never while typing in a form field).
  function typing(el) {
    var tag = (el.tagName || "").toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || el.isContentEditable;
  }
  // Keys pressed while the viewer is loading a step wait for it (htmx drops a second request
  // from the same link), every one of them: pressing → five times, or holding it for five
  // repeats, moves exactly five steps. Once the step is in, the waiting keys are added up and
  // the viewer goes to the step they lead to in one request (through the slider's form).
  var loading = false, queuedKeys = [];
  function stepBy(viewer, key) {
    if (loading) { queuedKeys.push(key); return true; }
    var link = viewer.querySelector("a[data-nav='" + key + "']");
    if (link) { pendingNav = key; link.click(); return true; }
    return false;
  }
  function stepQueued(viewer) {
    var keys = queuedKeys;
    queuedKeys = [];
    var slider = viewer.querySelector(".step-slider");
    if (!keys.length || !slider) return;
    var last = parseInt(slider.max, 10), now = parseInt(viewer.dataset.step, 10), target = now;
    keys.forEach(function (key) {
      if (key === "next") target = Math.min(target + 1, last);
      else if (key === "prev") target = Math.max(target - 1, 0);
      else if (key === "first") target = 0;
      else if (key === "last") target = last;
    });
    if (target === now) return;
    pendingNav = keys[keys.length - 1];
    slider.value = target;
    slider.dispatchEvent(new Event("change", { bubbles: true }));
  }
  // The viewer the reader last touched, clicked or focused: a key pressed while its swap is in
  // flight (focus briefly on <body>) still belongs to it; a click elsewhere releases it.
  var activeViewer = null;
  ["pointerdown", "focusin"].forEach(function (name) {
    document.addEventListener(name, function (event) {
      if (event.target === document.body && name === "focusin") return;
      var viewer = event.target.closest && event.target.closest(".viewer");
      activeViewer = viewer ? viewer.id : null;
    });
  });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    var viewer = event.target.closest && event.target.closest(".viewer");
    if (!viewer && event.target === document.body && activeViewer) viewer = document.getElementById(activeViewer);
    if (!viewer) return;
    var key = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
    // Enter held on a focused step button repeats it: each repeat while a step loads waits too,
    // including one that lands while the swap has the button out of the page (focus on <body>):
    // it belongs to the button focus goes back to.
    if (event.key === "Enter" && loading) {
      var button = event.target.closest && event.target.closest("a[data-nav]");
      if (button) key = button.dataset.nav;
      else if (event.target === document.body && lastFocus && lastFocus.nav) key = lastFocus.nav;
    }
    if (key && stepBy(viewer, key)) event.preventDefault();
  });

  // After an htmx swap of the viewer, focus goes back to the control that was used (a step
  // button, the slider), or to the new step's heading; never to <body>.
  var lastFocus = null;
  var pendingNav = null;
  document.addEventListener("htmx:beforeRequest", function (event) {
    var viewer = event.detail.elt.closest && event.detail.elt.closest(".viewer");
    if (!viewer) return;
    var active = document.activeElement;
    var nav = active && active.closest && active.closest("a[data-nav]");
    if (event.detail.target && event.detail.target.id === "viewer") loading = true;
    if (pendingNav) lastFocus = { nav: pendingNav };
    else if (nav) lastFocus = { nav: nav.dataset.nav };
    else if (active && active.classList && active.classList.contains("step-slider")) lastFocus = { id: active.id };
    else if (active !== document.body || !lastFocus) lastFocus = {};
    pendingNav = null;
  });
  // A step changes in place: the page stays where the reader had it (htmx and focus moves would
  // otherwise scroll it, down to the foot of the board), and the new sentence is in view below
  // the stuck step bar.
  var keptScroll = null;
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.target && event.detail.target.id === "viewer") keptScroll = window.scrollY;
  });
  function keepScroll() {
    if (keptScroll === null) return;
    window.scrollTo(window.scrollX, keptScroll);
    var viewer = document.getElementById("viewer");
    var bar = viewer && viewer.querySelector(".step-bar");
    var text = viewer && viewer.querySelector(".step-text");
    if (bar && text) {
      var below = bar.getBoundingClientRect().bottom;
      var top = text.getBoundingClientRect().top;
      if (top < below || top > window.innerHeight - 40) window.scrollBy(0, top - below - 8);
    }
  }
  document.addEventListener("htmx:afterSwap", function (event) {
    if (event.detail.target && event.detail.target.id === "viewer") keepScroll();
  });
  document.addEventListener("htmx:afterSettle", function (event) {
    var viewer = document.getElementById("viewer");
    if (!viewer || !lastFocus || !event.detail.target || event.detail.target.id !== "viewer") return;
    var target = null;
    if (lastFocus.nav) target = viewer.querySelector("a[data-nav='" + lastFocus.nav + "']");
    if (lastFocus.id) target = document.getElementById(lastFocus.id);
    if (!target) target = viewer.querySelector(".step-status") || viewer;
    if (!target.hasAttribute("tabindex") && !target.matches("a, input, button")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: !!(lastFocus.nav || lastFocus.id) });
    // lastFocus stays: a key pressed while this swap was in flight started the next request with
    // focus on <body>, and that swap must land on the same control.
    loading = false;
    stepQueued(viewer);
  });
  // After the focus above has moved (registered later, so it runs later).
  document.addEventListener("htmx:afterSettle", function (event) {
    if (!event.detail.target || event.detail.target.id !== "viewer") return;
    keepScroll();
    keptScroll = null;
    syncStep();
  });

  // The tab title names the step shown, and the page htmx keeps for Back shows exactly the step
  // it was: a slider dragged (its label and value changed by hand) is put back first.
  function syncStep() {
    var viewer = document.getElementById("viewer");
    if (!viewer || viewer.dataset.step === undefined) return;
    if (viewer.dataset.pageTitle) document.title = viewer.dataset.pageTitle;
    var slider = viewer.querySelector(".step-slider");
    if (slider) {
      slider.value = viewer.dataset.step;
      slider.setAttribute("aria-valuetext", (slider.dataset.valuetext || "").replace("{n}", viewer.dataset.step));
      var label = viewer.querySelector(".step-of");
      if (label && label.dataset.text) label.textContent = label.dataset.text;
    }
  }
  document.addEventListener("htmx:beforeHistorySave", syncStep);
  document.addEventListener("htmx:historyRestore", syncStep);
  window.addEventListener("popstate", function () { setTimeout(syncStep, 0); });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (!event.detail.successful && event.detail.target && event.detail.target.id === "viewer") {
      loading = false;
      queuedKeys = [];
    }
  });

  // The step slider: while dragging, it says which step it is on; letting go loads that step (htmx).
  document.addEventListener("input", function (event) {
    var slider = event.target;
    if (!slider.classList || !slider.classList.contains("step-slider")) return;
    var text = (slider.dataset.valuetext || "").replace("{n}", slider.value);
    slider.setAttribute("aria-valuetext", text);
    var viewer = slider.closest(".viewer");
    var label = viewer && viewer.querySelector(".step-of");
    if (label) {
      if (!label.dataset.text) label.dataset.text = label.textContent;
      label.textContent = text;
    }
  });

  // Swipe on a board: left for the next step, right for the previous one (mostly horizontal
  // moves only, so scrolling the page still works; not on the slider or a text field).
  var swipe = null;
  document.addEventListener("touchstart", function (event) {
    var viewer = event.target.closest && event.target.closest(".viewer");
    if (!viewer || event.touches.length !== 1 || typing(event.target)) { swipe = null; return; }
    swipe = { viewer: viewer, x: event.touches[0].clientX, y: event.touches[0].clientY };
  }, { passive: true });
  document.addEventListener("touchend", function (event) {
    if (!swipe) return;
    var touch = event.changedTouches[0];
    var dx = touch.clientX - swipe.x, dy = touch.clientY - swipe.y;
    var viewer = swipe.viewer;
    swipe = null;
    if (Math.abs(dx) < 60 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    stepBy(viewer, dx < 0 ? "next" : "prev");
  }, { passive: true });

  // The language switch carries the address the reader is on, also after htmx pushed or
  // replaced it (a board's step and choices, a search query).
  function syncLanguageNext() {
    document.querySelectorAll("form.language input[name='next']").forEach(function (input) {
      input.value = location.pathname + location.search + location.hash;
    });
  }
  ["htmx:pushedIntoHistory", "htmx:replacedInHistory", "htmx:historyRestore", "htmx:afterSettle"].forEach(function (name) {
    document.addEventListener(name, syncLanguageNext);
  });
  window.addEventListener("popstate", syncLanguageNext);

  // An embedded board tells the page that frames it how tall it is, so the frame can fit it
  // (the embed snippet carries the one-line listener; see the README).
  if (document.body && document.body.classList.contains("embed") && window.parent !== window) {
    var sent = 0;
    var report = function () {
      var height = Math.ceil(document.documentElement.scrollHeight);
      if (height === sent) return;
      sent = height;
      window.parent.postMessage({ rulestep: "height", height: height }, "*");
    };
    if (window.ResizeObserver) new ResizeObserver(report).observe(document.body);
    document.addEventListener("htmx:afterSettle", report);
    window.addEventListener("load", report);
    report();
  }

  // Learn mode: which questions this browser answered, and whether the first answer was right.
  // Kept in localStorage only (the pages themselves are the same for everyone).
  var learn = document.querySelector("[data-learn-board]");
  if (learn) {
    var storeKey = "rulestep:learn:" + learn.dataset.learnBoard;
    var load = function () { try { return JSON.parse(localStorage.getItem(storeKey)) || {}; } catch (e) { return {}; } };
    var save = function (data) { try { localStorage.setItem(storeKey, JSON.stringify(data)); } catch (e) { /* private mode */ } };
    var progress = load();
    if (learn.dataset.learnQ && learn.dataset.learnCorrect) {
      var q = learn.dataset.learnQ;
      if (!progress[q]) progress[q] = { first: learn.dataset.learnCorrect === "1" };
      progress[q].last = learn.dataset.learnCorrect === "1";
      save(progress);
      var heading = document.getElementById("answer-title");
      if (heading) heading.focus();
    }
    var line = learn.querySelector(".learn-progress");
    var total = parseInt(learn.dataset.learnTotal, 10) || 0;
    var keys = Object.keys(progress);
    if (line && keys.length) {
      var right = keys.filter(function (k) { return progress[k].first; }).length;
      line.textContent = line.dataset.template.replace("{done}", keys.length).replace("{total}", total).replace("{right}", right) + " ";
      var reset = document.createElement("button");
      reset.type = "button";
      reset.textContent = line.dataset.reset;
      reset.addEventListener("click", function () { localStorage.removeItem(storeKey); line.hidden = true; });
      line.appendChild(reset);
      line.hidden = false;
    }
  }

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
  // The what-if text box: line numbers beside it (the box does not wrap, so line 23 is the 23rd
  // row), and "Show line N" links that select that line in the box.
  function lineHeight(box) {
    var h = parseFloat(getComputedStyle(box).lineHeight);
    return isNaN(h) ? 20 : h;
  }
  function numberLines(box) {
    if (box.dataset.numbered) return;
    box.dataset.numbered = "1";
    var wrap = document.createElement("div");
    wrap.className = "yaml-editor";
    var gutter = document.createElement("pre");
    gutter.className = "gutter";
    gutter.setAttribute("aria-hidden", "true");
    box.parentNode.insertBefore(wrap, box);
    wrap.appendChild(gutter);
    wrap.appendChild(box);
    var shown = 0;
    function update() {
      var n = box.value.split("\n").length;
      if (n !== shown) {
        var rows = [];
        for (var i = 1; i <= n; i++) rows.push(i);
        gutter.textContent = rows.join("\n") + "\n";
        shown = n;
      }
      gutter.scrollTop = box.scrollTop;
    }
    box.addEventListener("input", update);
    box.addEventListener("scroll", function () { gutter.scrollTop = box.scrollTop; });
    update();
  }
  function showLine(box, line) {
    var lines = box.value.split("\n");
    line = Math.max(1, Math.min(line, lines.length));
    var start = 0;
    for (var i = 0; i < line - 1; i++) start += lines[i].length + 1;
    box.focus({ preventScroll: true });
    box.setSelectionRange(start, start + lines[line - 1].length);
    box.scrollTop = Math.max(0, (line - 1) * lineHeight(box) - box.clientHeight / 3);
    box.scrollIntoView({ block: "center" });
  }
  document.querySelectorAll("textarea.yaml").forEach(numberLines);
  document.addEventListener("click", function (event) {
    var link = event.target.closest("a.show-line[data-line]");
    if (!link) return;
    var box = document.querySelector(link.getAttribute("href"));
    if (!box || box.tagName.toLowerCase() !== "textarea") return;
    event.preventDefault();
    showLine(box, parseInt(link.dataset.line, 10));
  });
  // Light or dark: the header's switch (shown only with this file) keeps the choice in this
  // browser (localStorage), never in a cookie: read pages stay the same for every reader.
  var themeBox = document.querySelector(".site-header .theme");
  var themeSelect = document.getElementById("theme-select");
  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
    else document.documentElement.removeAttribute("data-theme");
    if (themeSelect) themeSelect.value = theme === "light" || theme === "dark" ? theme : "system";
  }
  if (themeBox && themeSelect) {
    var stored = null;
    try { stored = localStorage.getItem("rulestep-theme"); } catch (e) { stored = null; }
    applyTheme(stored);
    themeBox.hidden = false;
    themeSelect.addEventListener("change", function () {
      var theme = themeSelect.value;
      try {
        if (theme === "system") localStorage.removeItem("rulestep-theme");
        else localStorage.setItem("rulestep-theme", theme);
      } catch (e) { /* not remembered; applied to this page */ }
      applyTheme(theme);
    });
    window.addEventListener("storage", function (event) {
      if (event.key === "rulestep-theme") applyTheme(event.newValue);
    });
  }
})();
