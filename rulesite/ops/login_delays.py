"""Admin logins: growing delays per account and per network, not a lock-out anyone can trigger.

After :data:`FREE` failed logins, an account must wait before its next try, and so must the
network the failures came from (an IPv4 address, or an IPv6 /64: one household or one server
has a whole /64). The wait doubles with each further failure — 2 s, 4 s, 8 s … — up to
:data:`ACCOUNT_MAX` seconds for an account and :data:`NETWORK_MAX` for a network; failures older
than :data:`FORGET` are forgotten, and a successful login clears both counts.

So guessing is bounded per account whatever the number of addresses (at most one guess per
``ACCOUNT_MAX`` seconds once it is under attack) and per network whatever the accounts; and since
the account's delay does not apply on a network the account logged in from in the last
:data:`KNOWN_FOR` (a *known* network), an attacker cannot keep its owner out. A try during a
delay is refused (429 with ``Retry-After``) before the password is checked, and is not counted.
django-axes still records every attempt (settings: ``AXES_LOCK_OUT_AT_FAILURE = False``).
"""

from __future__ import annotations

import datetime
import math

from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.db import connection, transaction
from django.dispatch import receiver
from django.http import HttpRequest
from django.utils import timezone

from rulesite.pagecache.models import LoginDelay

from .client_ip import client_network

#: Failures without any delay.
FREE = 5
#: The longest wait, in seconds, for an account and for a network.
ACCOUNT_MAX = 60
NETWORK_MAX = 3600
#: Failures older than this are forgotten.
FORGET = datetime.timedelta(hours=24)
#: A network an account logged in from is known to it for this long.
KNOWN_FOR = datetime.timedelta(days=90)


def _delay(count: int, longest: int) -> int:
    if count < FREE:
        return 0
    return min(longest, 2 ** (count - FREE + 1))


def _account(username: str) -> str:
    return f"account:{username.strip().lower()[:150]}"


def _network(request: HttpRequest) -> str:
    return f"net:{client_network(request)}"


def _known(username: str, request: HttpRequest) -> str:
    return f"known:{username.strip().lower()[:150]}:{client_network(request)}"[:200]


def seconds_to_wait(request: HttpRequest, username: str) -> int:
    """Seconds before this network may try this account again (0: now)."""
    now = timezone.now()
    keys = [_network(request), _account(username), _known(username, request)]
    rows = {row.key: row for row in LoginDelay.objects.filter(key__in=keys)}
    waits = []
    for key, longest in ((keys[0], NETWORK_MAX), (keys[1], ACCOUNT_MAX)):
        row = rows.get(key)
        if row is None or row.at < now - FORGET:
            continue
        if key == keys[1] and keys[2] in rows and rows[keys[2]].at >= now - KNOWN_FOR:
            continue  # the account's own network: only that network's delay applies
        ends = row.at + datetime.timedelta(seconds=_delay(row.count, longest))
        waits.append((ends - now).total_seconds())
    return max(0, math.ceil(max(waits, default=0)))


def _failed(key: str) -> None:
    """One more failure for ``key`` (atomic on SQLite and PostgreSQL; a stale count starts again)."""
    now = timezone.now()
    q = connection.ops.quote_name
    table, k, count, at = q(LoginDelay._meta.db_table), q("key"), q("count"), q("at")
    sql = (
        f"INSERT INTO {table} ({k}, {count}, {at}) VALUES (%s, 1, %s) ON CONFLICT ({k}) DO UPDATE SET "
        f"{count} = CASE WHEN {table}.{at} < %s THEN 1 ELSE {table}.{count} + 1 END, {at} = %s"
    )
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(sql, [key[:200], now, now - FORGET, now])


@receiver(user_login_failed)
def _on_failure(sender, credentials, request=None, **kwargs):
    if request is None:
        return
    _failed(_network(request))
    _failed(_account(str(credentials.get("username", ""))))


@receiver(user_logged_in)
def _on_success(sender, request, user, **kwargs):
    if request is None:
        return
    username = user.get_username()
    LoginDelay.objects.filter(key__in=[_network(request), _account(username)]).delete()
    LoginDelay.objects.update_or_create(
        key=_known(username, request), defaults={"count": 0, "at": timezone.now()}
    )
