"""A Redis cache that degrades to no cache: an unreachable or frozen Redis costs no 500.

Django's ``RedisCache`` raises when Redis is down and waits for the client's socket timeout when
it is frozen (SIGSTOP, a full network). Here every operation has short connect and socket
timeouts (settings in :mod:`.config`); a failure is logged once, answered as a miss (``get`` →
the default, ``set`` → nothing stored, ``add`` → False), and for the next :data:`PAUSE` seconds
Redis is not asked at all, so a frozen Redis slows one request per pause, not every request.
:func:`healthy` tells ``/healthz`` whether the cache answers.
"""

from __future__ import annotations

import logging
import threading
import time

from django.core.cache.backends.redis import RedisCache

logger = logging.getLogger(__name__)

#: Seconds Redis is left alone after a failure.
PAUSE = 5.0


class _Down(Exception):
    pass


class TolerantRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._failed_at = 0.0
        self._lock = threading.Lock()

    def _call(self, name: str, fallback, *args, **kwargs):
        if time.monotonic() - self._failed_at < PAUSE:
            return fallback
        try:
            return getattr(super(), name)(*args, **kwargs)
        except Exception as error:  # redis.exceptions.RedisError, OSError, a timeout
            if not _is_redis_error(error):
                raise
            with self._lock:
                first = time.monotonic() - self._failed_at >= PAUSE
                self._failed_at = time.monotonic()
            if first:
                logger.warning("cache unavailable for %.0f s: %s: %s", PAUSE, type(error).__name__, error)
            return fallback

    def get(self, key, default=None, version=None):
        return self._call("get", default, key, default, version)

    def set(self, key, value, timeout=..., version=None):
        kwargs = {} if timeout is ... else {"timeout": timeout}
        return self._call("set", None, key, value, version=version, **kwargs)

    def add(self, key, value, timeout=..., version=None):
        kwargs = {} if timeout is ... else {"timeout": timeout}
        return self._call("add", False, key, value, version=version, **kwargs)

    def touch(self, key, timeout=..., version=None):
        kwargs = {} if timeout is ... else {"timeout": timeout}
        return self._call("touch", False, key, version=version, **kwargs)

    def delete(self, key, version=None):
        return self._call("delete", False, key, version)

    def has_key(self, key, version=None):
        return self._call("has_key", False, key, version)

    def incr(self, key, delta=1, version=None):
        return self._call("incr", 0, key, delta, version)

    def get_many(self, keys, version=None):
        return self._call("get_many", {}, keys, version)

    def set_many(self, data, timeout=..., version=None):
        kwargs = {} if timeout is ... else {"timeout": timeout}
        return self._call("set_many", list(data), data, version=version, **kwargs)

    def delete_many(self, keys, version=None):
        return self._call("delete_many", None, keys, version)

    def clear(self):
        return self._call("clear", False)

    def healthy(self) -> bool:
        """Whether Redis answers a PING now (asked even during a pause; short timeouts)."""
        try:
            return bool(self._cache.get_client(write=False).ping())
        except Exception as error:
            if not _is_redis_error(error):
                raise
            self._failed_at = time.monotonic()
            return False


def _is_redis_error(error: Exception) -> bool:
    import redis

    return isinstance(error, redis.exceptions.RedisError | OSError | TimeoutError)


def healthy(cache) -> bool:
    """Whether a cache answers: a Redis one is pinged; others are asked for a key."""
    if isinstance(cache, TolerantRedisCache):
        return cache.healthy()
    try:
        cache.get("healthz")
    except Exception:
        return False
    return True
