"""The what-if store: readers' copies of boards, kept for good, bounded in rate, size and number.

A shared link is never lost: a copy is never deleted to make room. Instead:

- Each client (its IP as :mod:`rulesite.ops.client_ip` finds it, an IPv6 client by its /64
  network; counted exactly in the database by :mod:`rulesite.pagecache.counters`) may post
  ``WHAT_IF_RATE`` what-if forms per hour and ``WHAT_IF_DAILY_RATE`` per day; more get a 429.
- A copy is at most ``WHAT_IF_MAX_BYTES`` bytes of text (checked by the form). It is stored
  compactly: the text zlib-compressed (a few KB), the board it was made from (id and title) and
  what it changed, in both languages. Its trace is recomputed from the text and cached
  (compressed too: :mod:`.traces`), never kept only in the cache.
- The store holds at most ``WHAT_IF_MAX_COPIES`` copies and ``WHAT_IF_MAX_STORE_BYTES`` bytes,
  and takes at most ``WHAT_IF_SITE_DAILY`` new copies a day from everyone together. A post past
  a cap is refused with a page that says so (:class:`StoreFull`, 503); nothing is deleted. The
  caps are reserved in the transaction that stores the copy (:class:`~..models.WhatIfTotals`),
  so concurrent posts cannot overshoot them.
- An operator lists copies and takes one down with a reason (``manage.py what_if_copies``); its
  address then shows that reason (410). docs/operations.md says how to back the store up.
- ``last_viewed`` is refreshed at most once per ``WHAT_IF_TOUCH_INTERVAL`` seconds per copy (for
  operators; it decides nothing), and never fails a read: on a read-only database it is skipped.
"""

from __future__ import annotations

import datetime
import hashlib
import logging

from django.conf import settings
from django.db import DatabaseError, IntegrityError, transaction
from django.db.models import Case, F, Q, Value, When
from django.http import HttpRequest
from django.utils import timezone, translation

from rulesite.ops.client_ip import client_network
from rulesite.pagecache import counters

from ..models import Board, EditedBoard, WhatIfTotals
from .step_facts import board_game_and_book
from .what_if_edits import edits

RATE_GROUP = "boards.what_if"
DAILY_GROUP = "boards.what_if.day"
LANGUAGES = ("ja", "en")

logger = logging.getLogger(__name__)


class StoreFull(Exception):
    """The store cannot take another copy now; ``today`` when only today's cap is reached."""

    def __init__(self, *, today: bool, seconds: int | None = None):
        self.today, self.seconds = today, seconds
        super().__init__("today's what-if copies are all taken" if today else "the what-if store is full")


def client_key(group: str, request: HttpRequest) -> str:
    """The client (:func:`client_network`: TRUSTED_PROXY_COUNT; an IPv6 client by its /64 network)."""
    return client_network(request)


def seconds_to_wait(request: HttpRequest) -> int | None:
    """Count this post against the client's hourly and daily rates; None when it may go on."""
    if not getattr(settings, "RATELIMIT_ENABLE", True):
        return None
    client = client_key(RATE_GROUP, request)
    hourly = counters.hit(RATE_GROUP, client, settings.WHAT_IF_RATE)
    if hourly.over:
        return hourly.seconds_left
    daily = counters.hit(DAILY_GROUP, client, settings.WHAT_IF_DAILY_RATE)
    return daily.seconds_left if daily.over else None


def _changes(origin: Board | None, text: str) -> dict[str, list[str]]:
    """What the copy changed from its original, in each language (stored with the copy)."""
    if origin is None:
        return {}
    game = board_game_and_book(text)[0] or origin.game  # the copy may be of another game now
    out = {}
    for lang in LANGUAGES:
        with translation.override(lang):
            try:
                out[lang] = edits(origin.source, text, game, lang)
            except Exception:  # describing is a courtesy: never worth losing the reader's copy
                logger.exception("what-if: the changes from %s could not be described", origin.slug)
                out[lang] = []
    return out


def changes_of(edited: EditedBoard, lang: str) -> list[str]:
    """The stored list in the reader's language (made and stored now for a copy from before it was kept)."""
    if lang in (edited.changes or {}):
        return edited.changes[lang]
    if edited.based_on is None:
        return []
    edited.changes = _changes(edited.based_on, edited.source)
    try:
        EditedBoard.objects.filter(pk=edited.pk).update(changes=edited.changes)
    except DatabaseError:  # a read-only database: shown, stored next time
        logger.warning("what-if %s: its changes could not be stored now", edited.slug)
    return edited.changes.get(lang, [])


def _client_hash(request: HttpRequest | None) -> str:
    if request is None:
        return ""
    network = client_key(RATE_GROUP, request)
    return hashlib.sha256(f"{settings.SECRET_KEY}|{network}".encode()).hexdigest()[:16]


def _reserve(size: int) -> None:
    """Take one place and ``size`` bytes in the store, and one of today's copies; else StoreFull.

    One conditional UPDATE of the totals row: atomic on either database (see WhatIfTotals).
    """
    today = timezone.now().date()
    room = Q(copies__lt=settings.WHAT_IF_MAX_COPIES, bytes__lte=settings.WHAT_IF_MAX_STORE_BYTES - size)
    room &= Q(day__isnull=True) | ~Q(day=today) | Q(day_copies__lt=settings.WHAT_IF_SITE_DAILY)
    taken = WhatIfTotals.objects.filter(room, pk=1).update(
        copies=F("copies") + 1,
        bytes=F("bytes") + size,
        day=today,
        day_copies=Case(When(day=today, then=F("day_copies") + 1), default=Value(1)),
    )
    if taken:
        return
    totals, created = WhatIfTotals.objects.get_or_create(pk=1)
    if created:  # a database made before the row existed: count it now, then try again
        _recount(totals)
        return _reserve(size)
    if totals.copies >= settings.WHAT_IF_MAX_COPIES or totals.bytes + size > settings.WHAT_IF_MAX_STORE_BYTES:
        raise StoreFull(today=False)
    tomorrow = datetime.datetime.combine(
        today + datetime.timedelta(days=1), datetime.time(), tzinfo=datetime.UTC
    )
    raise StoreFull(today=True, seconds=max(1, int((tomorrow - timezone.now()).total_seconds())))


def _recount(totals: WhatIfTotals) -> None:
    sizes = list(EditedBoard.objects.values_list("size", flat=True))
    totals.copies, totals.bytes = len(sizes), sum(sizes)
    totals.save()


def store(text: str, based_on: Board | None, request: HttpRequest | None = None) -> EditedBoard:
    """The copy with this text, made if new; StoreFull when the store cannot take it.

    Posting a text already stored gives that copy (its address is the hash of the text).
    """
    key = hashlib.sha256(text.encode()).hexdigest()
    existing = EditedBoard.objects.filter(key=key).first()
    if existing is not None:
        touch(existing)
        return existing
    packed = EditedBoard.pack(text)
    fields = {
        "packed": packed,
        "size": len(packed),
        "based_on": based_on,
        "origin": based_on.slug if based_on else "",
        "origin_title": {"ja": based_on.title_ja, "en": based_on.title_en} if based_on else {},
        "changes": _changes(based_on, text),
        "client": _client_hash(request),
    }
    try:
        with transaction.atomic():
            _reserve(len(packed))
            return EditedBoard.objects.create(key=key, **fields)
    except IntegrityError:  # the same text posted at the same instant by someone else: theirs is ours
        return EditedBoard.objects.get(key=key)


def take_down(edited: EditedBoard, reason: str) -> None:
    """Take a copy down: its text goes, its address says ``reason`` (the place it took is freed)."""
    with transaction.atomic():
        WhatIfTotals.objects.filter(pk=1).update(copies=F("copies") - 1, bytes=F("bytes") - edited.size)
        edited.taken_down_at = timezone.now()
        edited.taken_down_reason = reason
        edited.packed, edited.size, edited.changes = b"", 0, {}
        edited.save(update_fields=["taken_down_at", "taken_down_reason", "packed", "size", "changes"])


def relink(board: Board) -> int:
    """Copies of this board's id or of one of its aliases (a removed or renamed board) follow it again."""
    names = [board.slug, *(board.aliases or [])]
    return (
        EditedBoard.objects.filter(origin__in=names)
        .exclude(based_on=board, origin=board.slug)
        .update(based_on=board, origin=board.slug, origin_title={"ja": board.title_ja, "en": board.title_en})
    )


def touch(edited: EditedBoard) -> None:
    """Mark a copy as viewed now, at most once per WHAT_IF_TOUCH_INTERVAL (one cheap UPDATE).

    A database that refuses the write (read-only, full) costs the reader nothing: it is skipped.
    """
    now = timezone.now()
    stale = now - datetime.timedelta(seconds=settings.WHAT_IF_TOUCH_INTERVAL)
    if edited.last_viewed < stale:
        try:
            EditedBoard.objects.filter(pk=edited.pk, last_viewed__lt=stale).update(last_viewed=now)
        except DatabaseError as error:
            logger.warning("what-if %s: last viewed not recorded: %s", edited.slug, str(error).strip()[:200])
            return
        edited.last_viewed = now
