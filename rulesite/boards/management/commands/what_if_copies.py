"""python manage.py what_if_copies list|show|take-down|stats"""

from __future__ import annotations

import re

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db.models import Q

from rulesite.pagecache import dataversion

from ...models import EditedBoard, WhatIfTotals
from ...services import what_if


class Command(BaseCommand):
    help = (
        "Readers' what-if copies: list them (newest first), show one, take one down with a reason "
        "(its text is deleted and its address then shows the reason, 410), or print the store's "
        "totals against its caps. A copy is never deleted to make room (docs/operations.md)."
    )

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="action", required=True)
        listing = sub.add_parser("list", help="copies, newest first")
        listing.add_argument("--limit", type=int, default=50, help="at most this many (default 50)")
        listing.add_argument("--board", help="only copies of this board id")
        listing.add_argument("--client", help="only copies posted by this client hash (see 'show')")
        listing.add_argument(
            "--removed-origin", action="store_true", help="only copies whose board was removed"
        )
        listing.add_argument("--taken-down", action="store_true", help="only copies taken down")
        show = sub.add_parser("show", help="one copy: its details and text")
        show.add_argument("key", help="the copy's address key (at least 16 hex digits)")
        down = sub.add_parser("take-down", help="take a copy down; its address shows the reason")
        down.add_argument("key", help="the copy's address key (at least 16 hex digits)")
        down.add_argument("--reason", required=True, help="shown to visitors of its address")
        sub.add_parser("stats", help="copies and bytes stored, today's copies, against the caps")

    def _find(self, key: str) -> EditedBoard:
        match = re.search(r"[0-9a-f]{16,64}", key.lower())  # a key, or an address with one
        if match is None:
            raise CommandError(f"not a copy's key: {key!r} (16 to 64 hex digits, as in /boards/what-if/KEY/)")
        key = match.group(0)
        found = list(EditedBoard.objects.filter(key__startswith=key)[:2])
        if not found:
            raise CommandError(f"no what-if copy {key}")
        if len(found) > 1:
            raise CommandError(f"{key} names more than one copy: give more of its key")
        return found[0]

    def handle(self, action, **options):
        if action == "list":
            copies = EditedBoard.objects.order_by("-created_at", "-id")
            if options["board"]:
                copies = copies.filter(Q(origin=options["board"]) | Q(based_on__slug=options["board"]))
            if options["client"]:
                copies = copies.filter(client=options["client"])
            if options["removed_origin"]:
                copies = copies.filter(based_on__isnull=True).exclude(origin="")
            if options["taken_down"]:
                copies = copies.filter(taken_down_at__isnull=False)
            for edited in copies[: options["limit"]]:
                state = f"TAKEN DOWN: {edited.taken_down_reason}" if edited.taken_down else ""
                if not state and edited.origin_removed:
                    state = "board removed"
                self.stdout.write(
                    f"{edited.key[:16]}  {edited.created_at:%Y-%m-%d %H:%M}  {edited.size:>6} B  "
                    f"{edited.origin or '-':<28} viewed {edited.last_viewed:%Y-%m-%d}  {state}".rstrip()
                )
        elif action == "show":
            edited = self._find(options["key"])
            self.stdout.write(
                f"key {edited.key}\naddress {edited.get_absolute_url()}\n"
                f"created {edited.created_at:%Y-%m-%d %H:%M:%S}\n"
                f"board {edited.origin or '-'}{' (removed)' if edited.origin_removed else ''}\n"
                f"client {edited.client or '-'}\nstored {edited.size} bytes\n"
                f"taken down {edited.taken_down_at or '-'} {edited.taken_down_reason}\n---\n{edited.source}"
            )
        elif action == "take-down":
            reason = options["reason"].strip()
            if not reason:
                raise CommandError("give a reason: visitors of the copy's address read it")
            edited = self._find(options["key"])
            if edited.taken_down:
                raise CommandError(f"{edited.key[:16]} was taken down already ({edited.taken_down_reason})")
            what_if.take_down(edited, reason[:2000])
            dataversion.data_changed()  # its cached pages go too
            self.stdout.write(f"{edited.key[:16]} taken down: {edited.get_absolute_url()} now says why (410)")
        else:
            totals = WhatIfTotals.objects.filter(pk=1).first() or WhatIfTotals()
            self.stdout.write(
                f"copies {totals.copies:,} of {settings.WHAT_IF_MAX_COPIES:,}\n"
                f"bytes {totals.bytes:,} of {settings.WHAT_IF_MAX_STORE_BYTES:,}\n"
                f"today ({totals.day or '-'}) {totals.day_copies:,} of {settings.WHAT_IF_SITE_DAILY:,}\n"
                f"rows {EditedBoard.objects.count():,}, taken down "
                f"{EditedBoard.objects.filter(taken_down_at__isnull=False).count():,}"
            )
