"""The data version: a token that changes on every change to what read pages show.

Every page in the page cache is keyed by it, so a change makes every cached page unreachable
at once, on every server sharing the cache. The token lives in the database (one
``DataVersion`` row) and is mirrored in the cache under :data:`CACHE_KEY`; a cached page is
served after one cache read and no query. On a cache miss the row is read (and mirrored again).

Whatever changes rulebook or board data calls :func:`data_changed` (the rulebook importer, the
glossary and board loaders, the admin). Inside a transaction the token changes at once (so the
same process sees its own change) and again after the commit: a page another server rendered
from the old data between the two is stored under a token nobody reads any more.
"""

from __future__ import annotations

import functools
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.core.cache import cache
from django.db import connection, transaction
from django.utils import timezone

from .models import DataVersion

CACHE_KEY = "data-version"


@dataclass(frozen=True)
class Version:
    token: str
    changed_at: datetime


def _mirror(version: Version) -> None:
    # A plain string: the cheapest value to read back from any cache backend.
    cache.set(CACHE_KEY, f"{version.token}|{version.changed_at.timestamp():.0f}", timeout=None)


@functools.lru_cache(maxsize=64)
def _parse(mirrored: str) -> Version:
    token, _, stamp = mirrored.partition("|")
    return Version(token, datetime.fromtimestamp(int(stamp), tz=UTC))


def current() -> Version:
    """The current data version: one cache read, or one query on a cache miss."""
    mirrored = cache.get(CACHE_KEY)
    if isinstance(mirrored, str):
        return _parse(mirrored)
    row = DataVersion.objects.order_by("pk").first()
    if row is None:
        return _bump()
    version = Version(row.token, row.changed_at)
    _mirror(version)
    return version


def _bump() -> Version:
    # Last-Modified has whole seconds: each change is at least one second after the one before,
    # so a page from before a change is never a 304 by date (two changes within one second).
    changed_at = timezone.now().replace(microsecond=0)
    previous = DataVersion.objects.filter(pk=1).values_list("changed_at", flat=True).first()
    if previous is not None and changed_at <= previous:
        changed_at = previous + timedelta(seconds=1)
    version = Version(secrets.token_hex(8), changed_at)
    updated = DataVersion.objects.filter(pk=1).update(token=version.token, changed_at=version.changed_at)
    if not updated:
        DataVersion.objects.update_or_create(
            pk=1, defaults={"token": version.token, "changed_at": version.changed_at}
        )
    _mirror(version)
    return version


def data_changed() -> Version:
    """Record that rulebook or board data changed: every cached page becomes unreachable."""
    version = _bump()
    if connection.in_atomic_block and not any(entry[1] is _bump for entry in connection.run_on_commit):
        transaction.on_commit(_bump)
    return version


#: every function kept by :func:`per_data_version`, for :func:`forget_kept` (tests start afresh)
_KEPT: list[dict] = []


def per_data_version(maxsize: int = 256):
    """Keep a function's results in this process for as long as the data version stays the same.

    For what a page derives from rulebook and board data alone (a version's numbers, the rules a
    board cites that a newer text changed): every change of that data calls :func:`data_changed`,
    and a new token makes every kept result unreachable. Arguments must be hashable; at most
    ``maxsize`` results are kept (all are dropped when it is reached)."""

    def decorate(function):
        kept: dict = {}
        _KEPT.append(kept)

        @functools.wraps(function)
        def wrapper(*args):
            try:
                token = current().token
            except Exception:  # the cache is unreachable: compute, keep nothing (as the page cache does)
                return function(*args)
            key = (token, *args)
            if key not in kept:
                if len(kept) >= maxsize:
                    kept.clear()
                kept[key] = function(*args)
            return kept[key]

        return wrapper

    return decorate


def forget_kept() -> None:
    """Drop every result :func:`per_data_version` kept (a test that changes data without a new
    token, inside a transaction that rolls back, starts from none)."""
    for kept in _KEPT:
        kept.clear()
