"""``CACHE_URL`` → Django's ``CACHES`` setting (no Django import at module level: settings.py calls it).

Two aliases: ``default`` holds the data version, traces and counters; ``pages`` (:data:`PAGES`)
holds the page cache alone, bounded in entries and bytes, so a flood of pages can only push out
other pages (:mod:`.bounded`; Redis evicts the least recently used keys of its own accord).

* ``redis://host:port/db``, ``rediss://…``, ``unix:///path/redis.sock`` — Django's built-in
  ``RedisCache`` (pip ``redis``) with 0.1 s timeouts, degrading to no cache when Redis is down
  (:mod:`.tolerant`): one cache shared by every server.
* ``file:///absolute/dir`` — a file cache in that directory (:class:`.bounded.BoundedFileCache`,
  least recently used entries evicted a few at a time); pages in its ``pages/`` subdirectory.
* ``locmem://`` — one process's memory (not shared; only for experiments).

The default is a ``FileBasedCache`` under the project directory: it needs no server, survives
restarts and is shared by all the gunicorn workers of one machine, and reading it costs no
database query (a ``DatabaseCache`` would cost one on every cached page).
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

#: Seconds to connect to Redis and to wait for an answer (then the site renders without a cache,
#: and the process leaves Redis alone for a pause: :mod:`.tolerant`). A local Redis answers in
#: well under a millisecond; a frozen one costs this once per process per pause.
REDIS_TIMEOUT = 0.1
#: Entries of the default file cache (traces, the data version) before its oldest are evicted.
FILE_MAX_ENTRIES = 20_000
#: The page cache's alias.
PAGES = "pages"
#: Pages kept, and their bytes on disk (compressed), unless PAGE_CACHE_MAX_ENTRIES/_MB say otherwise.
PAGES_MAX_ENTRIES = 20_000
PAGES_MAX_BYTES = 512 * 1024 * 1024


def cache_from_url(url: str, *, default_dir: Path) -> dict:
    if not url:
        url = default_dir.resolve().as_uri()
    scheme = urlsplit(url).scheme
    if scheme in ("redis", "rediss", "unix"):
        return {
            "BACKEND": "rulesite.pagecache.tolerant.TolerantRedisCache",
            "LOCATION": url,
            # Short timeouts: a frozen Redis must not hold every request for seconds.
            "OPTIONS": {"socket_connect_timeout": REDIS_TIMEOUT, "socket_timeout": REDIS_TIMEOUT},
        }
    if scheme == "file":
        return {
            "BACKEND": "rulesite.pagecache.bounded.BoundedFileCache",
            "LOCATION": unquote(urlsplit(url).path),
            "OPTIONS": {"MAX_ENTRIES": FILE_MAX_ENTRIES},
        }
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    raise ValueError(
        f"CACHE_URL: unsupported scheme {scheme!r} (use redis://, unix://, file:// or locmem://)"
    )


def caches_from_url(
    url: str,
    *,
    default_dir: Path,
    pages_entries: int = PAGES_MAX_ENTRIES,
    pages_bytes: int = PAGES_MAX_BYTES,
) -> dict:
    """Both aliases: ``default`` (:func:`cache_from_url`) and ``pages`` in the same place, apart."""
    default = cache_from_url(url, default_dir=default_dir)
    pages = {**default, "OPTIONS": dict(default.get("OPTIONS", {}))}
    backend = default["BACKEND"]
    if backend.endswith("BoundedFileCache"):
        pages["LOCATION"] = str(Path(default["LOCATION"]) / "pages")
        pages["OPTIONS"].update(MAX_ENTRIES=pages_entries, MAX_BYTES=pages_bytes)
    elif backend.endswith("LocMemCache"):
        # Its cull drops the least recently used 1/CULL_FREQUENCY: a twentieth, not a third.
        pages.update(LOCATION=PAGES, OPTIONS={"MAX_ENTRIES": pages_entries, "CULL_FREQUENCY": 20})
    else:  # Redis: the same server, keys of their own (its maxmemory policy evicts the LRU ones)
        pages["KEY_PREFIX"] = PAGES
    return {"default": default, PAGES: pages}
