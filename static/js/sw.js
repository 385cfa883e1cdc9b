// Rulestep's service worker, served at /sw.js (scope: the whole site; rulesite/portable/views.py).
//
// Online, every request goes to the network as usual. "Keep this rulebook for offline use" stores a
// book's pages (the list from /api/<book>/offline/) in a cache of its own; with no network a stored
// page opens from there, a lookup by number is answered from the book's number index, a page pinned
// to the stored version opens as its latest page, and any other page gets /offline/, which links what
// is stored. A stored book records its version, when it was saved and the site's data version; when
// the site's data version changes, the book is stored again.
"use strict";

var META = "rulestep-offline-meta";   // one record per stored book, at /__offline__/<book>
var PREFIX = "rulestep-book:";        // rulestep-book:<book>:<saved at>: the book's pages
var OFFLINE = "/offline/";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim().then(refreshAll).catch(function () {}));
});

function metaKey(book) { return "/__offline__/" + encodeURIComponent(book); }

function records() {
  return caches.open(META).then(function (cache) {
    return cache.keys().then(function (keys) {
      return Promise.all(keys.map(function (key) {
        return cache.match(key).then(function (r) { return r ? r.json() : null; });
      }));
    });
  }).then(function (all) { return all.filter(Boolean); });
}

function bundleUrl(book) { return "/api/" + encodeURIComponent(book) + "/offline/"; }

// Store a book: every page into a new cache; the record and the swap only once all are stored.
function keep(book, withBoards, progress) {
  return fetch(bundleUrl(book), { cache: "no-cache", credentials: "same-origin" }).then(function (res) {
    if (!res.ok) throw new Error("HTTP " + res.status);
    return res.json();
  }).then(function (bundle) {
    var urls = bundle.assets.concat(bundle.pages, withBoards ? bundle.boards : []);
    var savedAt = new Date().toISOString();
    var name = PREFIX + book + ":" + savedAt;
    var queue = urls.slice(), done = 0, bytes = 0;
    return caches.open(name).then(function (cache) {
      function worker() {
        var url = queue.shift();
        if (url === undefined) return Promise.resolve();
        return fetch(url, { credentials: "same-origin" }).then(function (res) {
          if (!res.ok) throw new Error(url + ": HTTP " + res.status);
          return res.clone().arrayBuffer().then(function (body) {
            bytes += body.byteLength;
            return cache.put(url, res);
          });
        }).then(function () {
          done += 1;
          if (progress) progress({ done: done, pages: urls.length });
          return worker();
        });
      }
      return Promise.all([worker(), worker(), worker(), worker()]);
    }).then(function () {
      var record = {
        book: book, name: bundle.name, cache: name, version: bundle.version, saved_at: savedAt,
        data_version: bundle.data_version, boards: !!withBoards, pages: urls.length, bytes: bytes,
        index: bundle.index, toc: bundle.pages[0], glossary: bundle.pages[1]
      };
      return caches.open(META).then(function (meta) {
        return meta.put(metaKey(book), new Response(JSON.stringify(record), {
          headers: { "Content-Type": "application/json" }
        }));
      }).then(function () { return dropOld(book, name); }).then(function () { return record; });
    }, function (error) {
      return caches.delete(name).then(function () { throw error; });
    });
  });
}

function dropOld(book, keepName) {
  return caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) {
      return n.indexOf(PREFIX + book + ":") === 0 && n !== keepName;
    }).map(function (n) { return caches.delete(n); }));
  });
}

function remove(book) {
  return caches.open(META).then(function (meta) { return meta.delete(metaKey(book)); })
    .then(function () { return dropOld(book, null); });
}

// The site's data version changed since a book was saved: store it again (same choices).
function refreshAll() {
  return records().then(function (all) {
    return Promise.all(all.map(function (record) {
      return fetch(bundleUrl(record.book), { cache: "no-cache", credentials: "same-origin" })
        .then(function (res) { return res.ok ? res.json() : null; })
        .then(function (bundle) {
          if (bundle && bundle.data_version !== record.data_version) return keep(record.book, record.boards);
          return null;
        }).catch(function () { return null; });  // offline: keep what is stored
    }));
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {}, port = event.ports && event.ports[0];
  var reply = function (message) { if (port) port.postMessage(message); };
  var job;
  if (data.type === "keep") {
    job = keep(data.book, data.boards, function (p) { reply({ type: "progress", done: p.done, pages: p.pages }); })
      .then(function (record) { reply({ type: "saved", record: record }); });
  } else if (data.type === "remove") {
    job = remove(data.book).then(function () { reply({ type: "removed" }); });
  } else if (data.type === "check") {
    job = refreshAll().then(function () { reply({ type: "checked" }); });
  } else {
    return;
  }
  event.waitUntil(job.catch(function (error) { reply({ type: "error", error: String(error && error.message || error) }); }));
});

// --- Answers with no network ------------------------------------------------------------------
// A section number as people type it (１２－４ｂ, 12.4B, rule 12-4b), in the site's form (12-4b);
// the same folding as engine/ruletext/numbers.py normalize(), for the numbers the index holds.
function sectionNumber(text) {
  var folded = String(text || "").normalize("NFKC").trim().toLowerCase();
  folded = folded.replace(/^§/, "").replace(/^rule/, "").trim().replace(/[.。]+$/, "");
  if (!folded || folded.length > 64 || !/^[0-9a-z.\-\s_・ー―‐]+$/.test(folded)) return null;
  var atoms = folded.match(/[0-9]+|[a-z]/g) || [];
  if (!atoms.length || !/^[0-9]/.test(atoms[0]) || atoms.join("") !== folded.replace(/[^0-9a-z]/g, "")) return null;
  var out = "";
  for (var i = 0; i < atoms.length; i++) {
    if (/^[0-9]/.test(atoms[i])) out += (out ? "-" : "") + String(parseInt(atoms[i], 10));
    else if (/^[0-9]/.test(atoms[i - 1])) out += atoms[i];
    else return null;
  }
  return out;
}

function stored(path) { return caches.match(path, { ignoreVary: true }); }

function offlinePage() {
  return stored(OFFLINE).then(function (page) {
    return page || new Response("Offline, and this page is not stored.", {
      status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" }
    });
  });
}

function lookup(url) {
  var number = sectionNumber(url.searchParams.get("q"));
  if (!number) return Promise.resolve(null);
  var book = url.searchParams.get("book");
  return records().then(function (all) {
    all.sort(function (a, b) { return (b.book === book) - (a.book === book); });
    for (var i = 0; i < all.length; i++) {
      if (all[i].index[number]) return Response.redirect(all[i].index[number], 302);
    }
    return null;
  });
}

// /<book>/v/<version>/<number>/ of the stored version: the stored latest page of that number.
function pinned(url) {
  var match = url.pathname.match(/^\/([a-z][a-z0-9-]*)\/v\/([^/]+)\/([^/]+)\/$/);
  if (!match) return Promise.resolve(null);
  return records().then(function (all) {
    var record = all.filter(function (r) { return r.book === match[1] && r.version === decodeURIComponent(match[2]); })[0];
    var path = record && record.index[decodeURIComponent(match[3])];
    return path ? stored(path) : null;
  });
}

function whenOffline(request, url) {
  var path = url.pathname + url.search;
  if (request.headers.get("HX-Request") === "true") {
    // An htmx swap (a board step, search as you type): load the whole page instead, which is
    // answered from the stored book, or the offline page.
    if (url.pathname === "/search/") {
      return Promise.resolve(new Response("", { status: 204 }));
    }
    return Promise.resolve(new Response("", { status: 200, headers: { "HX-Redirect": path } }));
  }
  return stored(path).then(function (page) {
    if (page) return page;
    if (request.mode !== "navigate") return new Response("", { status: 504 });
    var answer = url.pathname === "/search/" ? lookup(url) : pinned(url);
    return answer.then(function (found) { return found || offlinePage(); });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request, url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname === "/sw.js") return;
  event.respondWith(fetch(request).catch(function () { return whenOffline(request, url); }));
});
