"""Read pages at the speed of static files: a page cache invalidated by a shared data version.

* :mod:`.dataversion` — one token that changes on every rulebook import, board load and admin
  save. It lives in the database (``DataVersion``) and is mirrored in the cache, so every server
  sharing the cache sees a change at once, and a cached page is served without a database query.
* :mod:`.decorators` — ``@read_page`` marks a view's 200 responses as cacheable pages.
* :mod:`.middleware` — ``PageCacheMiddleware`` serves marked pages from the cache, keyed by
  host, path, sorted query, resolved language, htmx-ness and the data version, and sets
  ``ETag``/``Last-Modified``/``Cache-Control``, answering ``304`` to a matching conditional GET.
* :mod:`.query` — the canonical query and host of a page: spellings a page answers alike
  (``?step=1+``, choices in another order, ``Host: …:N``) are one entry or none.
* :mod:`.bounded` — the file cache bounded in entries and bytes, least recently used evicted.
* :mod:`.config` — ``CACHE_URL`` → Django's ``CACHES`` setting: ``default`` (data version,
  traces) and ``pages``, apart.
* :mod:`.counters` — exact rate counters in the database.
"""
