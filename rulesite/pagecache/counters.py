"""Exact rate counters in the database: one atomic upsert per hit, each window with its own end.

A cache's read-modify-write (the file cache's ``incr``) lets concurrent posts count once, and a
first ``incr`` that rewrites the entry with the cache's default timeout moves the window; a row
counted by ``INSERT … ON CONFLICT DO UPDATE SET hits = hits + 1 RETURNING hits`` does neither, on
SQLite (3.35+) and PostgreSQL alike, and does not depend on the cache being up. The window is
fixed (``floor(now / period)``), so a client gets at most ``limit`` hits per window; rows of
windows that ended are deleted now and then.
"""

from __future__ import annotations

import datetime
import random
import re
import time
from dataclasses import dataclass

from django.db import connection, transaction
from django.utils import timezone

from .models import RateCount

_PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_RATE = re.compile(r"^\s*(\d+)\s*/\s*(\d*)\s*([smhd])\w*\s*$")
#: One hit in this many also deletes the rows of windows that have ended.
SWEEP_ONE_IN = 50


@dataclass(frozen=True)
class Rate:
    limit: int
    period: int  # seconds


def parse_rate(rate: str) -> Rate:
    """``"30/h"``, ``"5/10m"``, ``"100/d"`` → a limit per period in seconds."""
    match = _RATE.match(rate)
    if match is None:
        raise ValueError(f"not a rate: {rate!r} (use e.g. 30/h, 5/10m)")
    count, multiple, unit = match.groups()
    return Rate(int(count), int(multiple or 1) * _PERIODS[unit])


@dataclass(frozen=True)
class Hit:
    count: int  # hits in this window, this one included
    limit: int
    seconds_left: int  # until the window ends

    @property
    def over(self) -> bool:
        return self.count > self.limit


def hit(group: str, client: str, rate: str) -> Hit:
    """Count one hit of ``client`` in ``group``; atomic, so N concurrent hits count N."""
    parsed = parse_rate(rate)
    now = time.time()
    window = int(now // parsed.period)
    ends = (window + 1) * parsed.period
    key = f"{group}:{client}:{parsed.period}:{window}"[:200]
    q = connection.ops.quote_name
    table, k, hits, ends_col = q(RateCount._meta.db_table), q("key"), q("hits"), q("window_ends")
    sql = (
        f"INSERT INTO {table} ({k}, {hits}, {ends_col}) VALUES (%s, 1, %s) "
        f"ON CONFLICT ({k}) DO UPDATE SET {hits} = {table}.{hits} + 1 RETURNING {hits}"
    )
    ends_at = datetime.datetime.fromtimestamp(ends, tz=datetime.UTC)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, [key, ends_at])
        (count,) = cursor.fetchone()
    if random.randrange(SWEEP_ONE_IN) == 0:
        RateCount.objects.filter(window_ends__lt=timezone.now()).delete()
    return Hit(count=count, limit=parsed.limit, seconds_left=max(1, int(ends - now)))
