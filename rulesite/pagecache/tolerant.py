"""A Redis cache that degrades to no cache: an unreachable or frozen Redis costs no 500.

Django's ``RedisCache`` raises when Redis is down and waits for the client's socket timeout when
it is frozen (SIGSTOP, a full network). Here every operation has short connect and socket
timeouts (settings in :mod:`.config`); a failure is logged once, answered as a miss (``get`` →
the default, ``set`` → nothing stored, ``add`` → False), and for the next :data:`PAUSE` seconds
Redis is not asked at all. :func:`healthy` tells ``/healthz`` whether the cache answers.

The pause is a circuit breaker kept once per process and Redis server (:class:`Breaker`), not per
cache object: Django makes a cache object per thread (and, under ASGI, per request), each alias
its own, so a pause kept on the object let every thread wait out its own timeout (p95 4 s during
a 22 s freeze). After a pause, one request tries Redis again while the others still skip it: a
frozen Redis costs one timeout per process per pause. The client (its connection pool) is shared
the same way, so a request does not open connections of its own.
"""

from __future__ import annotations

import logging
import threading
import time

from django.core.cache.backends.redis import RedisCache

logger = logging.getLogger(__name__)

#: Seconds Redis is left alone after a failure.
PAUSE = 5.0


class Breaker:
    """Closed (Redis is asked), open for :data:`PAUSE` s after a failure (it is not), then half-open:
    one caller at a time tries, and its success closes the breaker, its failure opens it again."""

    def __init__(self):
        self.open_until = 0.0  # 0: closed
        self.trying = False
        self.lock = threading.Lock()

    def allow(self) -> bool:
        with self.lock:
            if not self.open_until:
                return True
            if time.monotonic() < self.open_until or self.trying:
                return False
            self.trying = True
            return True

    def succeeded(self) -> None:
        if self.open_until:
            with self.lock:
                self.open_until, self.trying = 0.0, False

    def failed(self) -> bool:
        """Open the breaker; whether it was closed (the failure worth a log line)."""
        with self.lock:
            was_closed = not self.open_until
            self.open_until, self.trying = time.monotonic() + PAUSE, False
        return was_closed


_shared: dict[str, tuple[object, Breaker]] = {}
_shared_lock = threading.Lock()


def _shared_for(location: str, make_client) -> tuple[object, Breaker]:
    with _shared_lock:
        if location not in _shared:
            _shared[location] = (make_client(), Breaker())
        return _shared[location]


def reset_breakers() -> None:
    """Forget every client and breaker of this process (tests)."""
    with _shared_lock:
        _shared.clear()


class TolerantRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        location = f"{self._servers}|{sorted(self._options.items())}"
        self._client, self.breaker = _shared_for(
            location, lambda: self._class(self._servers, **self._options)
        )

    @property
    def _cache(self):
        return self._client

    def _call(self, name: str, fallback, *args, **kwargs):
        if not self.breaker.allow():
            return fallback
        try:
            result = getattr(super(), name)(*args, **kwargs)
        except Exception as error:  # redis.exceptions.RedisError, OSError, a timeout
            if not _is_redis_error(error):
                raise
            if self.breaker.failed():
                logger.warning("cache unavailable for %.0f s: %s: %s", PAUSE, type(error).__name__, error)
            return fallback
        self.breaker.succeeded()
        return result

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
            answered = bool(self._cache.get_client(write=False).ping())
        except Exception as error:
            if not _is_redis_error(error):
                raise
            self.breaker.failed()
            return False
        self.breaker.succeeded()
        return answered


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
