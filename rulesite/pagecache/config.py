"""``CACHE_URL`` → Django's ``CACHES["default"]`` (no Django import: settings.py calls it).

* ``redis://host:port/db``, ``rediss://…``, ``unix:///path/redis.sock`` — Django's built-in
  ``RedisCache`` (pip ``redis``) with 0.5 s timeouts, degrading to no cache when Redis is down
  (:mod:`.tolerant`): one cache shared by every server.
* ``file:///absolute/dir`` — Django's ``FileBasedCache`` in that directory.
* ``locmem://`` — one process's memory (not shared; only for experiments).

The default is a ``FileBasedCache`` under the project directory: it needs no server, survives
restarts and is shared by all the gunicorn workers of one machine, and reading it costs no
database query (a ``DatabaseCache`` would cost one on every cached page).
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

#: Seconds to connect to Redis and to wait for an answer (then the site renders without a cache).
REDIS_TIMEOUT = 0.5
#: Entries kept by the file cache before it culls a third of them (pages and traces).
FILE_MAX_ENTRIES = 20_000


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
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": unquote(urlsplit(url).path),
            "OPTIONS": {"MAX_ENTRIES": FILE_MAX_ENTRIES},
        }
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    raise ValueError(
        f"CACHE_URL: unsupported scheme {scheme!r} (use redis://, unix://, file:// or locmem://)"
    )
