"""The what-if store: readers' copies of boards, bounded in rate, size and number.

- Each client (its IP as django-axes sees it; counted exactly in the database by
  :mod:`rulesite.pagecache.counters`) may post ``WHAT_IF_RATE`` what-if forms; more get a 429.
- A copy is at most ``WHAT_IF_MAX_BYTES`` bytes of text (checked by the form).
- The store holds at most ``WHAT_IF_MAX_COPIES`` copies and ``WHAT_IF_MAX_STORE_BYTES`` bytes;
  storing one more first deletes the least recently viewed copies.
- ``last_viewed`` is refreshed at most once per ``WHAT_IF_TOUCH_INTERVAL`` seconds per copy, so a
  popular copy costs one write an hour, not one per view. A page served from a page cache does not
  reach the view and does not refresh it: such a copy may expire up to one cache lifetime early.
"""

from __future__ import annotations

import datetime
import hashlib
import ipaddress

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Count, Sum
from django.http import HttpRequest
from django.utils import timezone

from rulesite.ops.client_ip import client_ip
from rulesite.pagecache import counters

from ..models import Board, EditedBoard

RATE_GROUP = "boards.what_if"


def client_key(group: str, request: HttpRequest) -> str:
    """The client, as django-axes sees it (TRUSTED_PROXY_COUNT); an IPv6 client by its /64 network.

    An address that does not parse (a misconfigured proxy) counts as one shared client, not a 500.
    """
    address = client_ip(request) or ""
    try:
        network = ipaddress.ip_network(f"{address}/{64 if ':' in address else 32}", strict=False)
    except ValueError:
        return "unknown"
    return str(network.network_address)


def seconds_to_wait(request: HttpRequest) -> int | None:
    """Count this post against the client's rate; None when it may go on, else seconds to wait."""
    if not getattr(settings, "RATELIMIT_ENABLE", True):
        return None
    counted = counters.hit(RATE_GROUP, client_key(RATE_GROUP, request), settings.WHAT_IF_RATE)
    return counted.seconds_left if counted.over else None


def store(text: str, based_on: Board | None) -> EditedBoard:
    """The copy with this text, made if new (making room first); viewing it counts as a view."""
    key = hashlib.sha256(text.encode()).hexdigest()
    existing = EditedBoard.objects.filter(key=key).first()
    if existing is not None:
        touch(existing)
        return existing
    size = len(text.encode())
    try:
        with transaction.atomic():
            make_room(size)
            edited, _ = EditedBoard.objects.get_or_create(
                key=key, defaults={"source": text, "based_on": based_on, "size": size}
            )
    except IntegrityError:  # the same text posted at the same instant by someone else: theirs is ours
        edited = EditedBoard.objects.get(key=key)
    return edited


def make_room(size: int) -> int:
    """Delete the least recently viewed copies until one more of ``size`` bytes fits; how many went."""
    totals = EditedBoard.objects.aggregate(count=Count("id"), bytes=Sum("size"))
    extra_rows = totals["count"] + 1 - settings.WHAT_IF_MAX_COPIES
    extra_bytes = (totals["bytes"] or 0) + size - settings.WHAT_IF_MAX_STORE_BYTES
    if extra_rows <= 0 and extra_bytes <= 0:
        return 0
    victims, freed = [], 0
    for pk, victim_size in EditedBoard.objects.order_by("last_viewed", "id").values_list("id", "size"):
        if len(victims) >= extra_rows and freed >= extra_bytes:
            break
        victims.append(pk)
        freed += victim_size
    EditedBoard.objects.filter(pk__in=victims).delete()
    return len(victims)


def touch(edited: EditedBoard) -> None:
    """Mark a copy as viewed now, at most once per WHAT_IF_TOUCH_INTERVAL (one cheap UPDATE)."""
    now = timezone.now()
    stale = now - datetime.timedelta(seconds=settings.WHAT_IF_TOUCH_INTERVAL)
    if edited.last_viewed < stale:
        EditedBoard.objects.filter(pk=edited.pk, last_viewed__lt=stale).update(last_viewed=now)
        edited.last_viewed = now
