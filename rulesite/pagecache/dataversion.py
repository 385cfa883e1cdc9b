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
