// Rulestep offline: registers the service worker (/sw.js), runs "Keep this rulebook for offline
// use" on a contents page, and lists the stored books on the offline page. Every page works
// without this file; nothing here sets a cookie (stored books live in the browser's Cache Storage).
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !window.caches) return;

  var META = "rulestep-offline-meta";
  var ready = navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function () {
    return navigator.serviceWorker.ready;
  });

  // Ask the worker; onMessage gets progress, the promise the last answer.
  function ask(message, onMessage) {
    return ready.then(function (registration) {
      return new Promise(function (resolve, reject) {
        var channel = new MessageChannel();
        channel.port1.onmessage = function (event) {
          var data = event.data || {};
          if (data.type === "progress") { if (onMessage) onMessage(data); return; }
          if (data.type === "error") reject(new Error(data.error)); else resolve(data);
        };
        registration.active.postMessage(message, [channel.port2]);
      });
    });
  }

  function record(book) {
    return caches.open(META).then(function (cache) {
      return cache.match("/__offline__/" + encodeURIComponent(book));
    }).then(function (res) { return res ? res.json() : null; });
  }

  function allRecords() {
    return caches.open(META).then(function (cache) {
      return cache.keys().then(function (keys) {
        return Promise.all(keys.map(function (k) { return cache.match(k).then(function (r) { return r.json(); }); }));
      });
    });
  }

  function size(bytes) {
    if (bytes >= 1048576) return (bytes / 1048576).toFixed(1) + " MB";
    return Math.max(1, Math.round(bytes / 1024)) + " KB";
  }
  function when(iso) {
    var date = new Date(iso);
    return date.toLocaleString(document.documentElement.lang || undefined, { dateStyle: "medium", timeStyle: "short" });
  }
  function fill(template, values) {
    return template.replace(/%\((\w+)\)s/g, function (_, key) { return values[key]; });
  }

  // --- The contents page: keep, show, remove ----------------------------------------------------
  function keepPanel(panel) {
    var book = panel.dataset.keepBook, status = panel.querySelector(".keep-status");
    var keepButton = panel.querySelector("button.keep"), removeButton = panel.querySelector("button.keep-remove");
    var boards = panel.querySelector("input.keep-boards");
    var text = function (name, values) { status.textContent = fill(status.dataset["text" + name], values || {}); };
    panel.hidden = false;
    var bundle = fetch(panel.dataset.bundle, { credentials: "same-origin" }).then(function (r) { return r.json(); });

    function show() {
      return Promise.all([record(book), bundle]).then(function (both) {
        var saved = both[0], b = both[1];
        if (saved) {
          text("Saved", { version: saved.version, when: when(saved.saved_at), pages: saved.pages, size: size(saved.bytes) });
          panel.dataset.saved = saved.saved_at;
          panel.dataset.savedVersion = saved.data_version;
          boards.checked = saved.boards;
        } else {
          text("Size", { pages: b.pages.length + b.assets.length, boards: b.boards.length });
          delete panel.dataset.saved;
        }
        removeButton.hidden = !saved;
      });
    }
    keepButton.addEventListener("click", function () {
      keepButton.disabled = true;
      ask({ type: "keep", book: book, boards: boards.checked }, function (p) { text("Saving", p); })
        .then(show, function (error) { text("Failed", { error: error.message }); })
        .then(function () { keepButton.disabled = false; });
    });
    removeButton.addEventListener("click", function () {
      ask({ type: "remove", book: book }).then(show);
    });
    show();
    // A stored book that changed on the site is stored again, then shown with its new date.
    if (navigator.onLine) ask({ type: "check" }).then(show, function () {});
  }

  // --- The offline page: what is stored ---------------------------------------------------------
  function storedList(list) {
    allRecords().then(function (all) {
      list.textContent = "";
      all.forEach(function (r) {
        var item = document.createElement("li");
        var title = r.name[document.documentElement.lang === "ja" ? "ja" : "en"];
        var link = document.createElement("a");
        link.href = r.toc; link.textContent = title + " " + r.version;
        item.appendChild(link);
        item.appendChild(document.createTextNode(" · "));
        var glossary = document.createElement("a");
        glossary.href = r.glossary; glossary.textContent = list.dataset.glossary;
        item.appendChild(glossary);
        var meta = document.createElement("span");
        meta.className = "meta";
        meta.textContent = " · " + fill(list.dataset.saved, { when: when(r.saved_at), pages: r.pages, size: size(r.bytes) });
        item.appendChild(meta);
        list.appendChild(item);
      });
      var none = document.querySelector(".offline-none");
      if (none) none.hidden = all.length > 0;
    });
  }

  function start() {
    document.querySelectorAll("[data-keep-book]").forEach(keepPanel);
    var list = document.querySelector("ul.offline-books");
    if (list) storedList(list);
    else if (navigator.onLine && !document.querySelector("[data-keep-book]")) {
      ready.then(function () { return allRecords(); }).then(function (all) {
        if (all.length) ask({ type: "check" }).catch(function () {});
      });
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
