"""An Atom feed of a rulebook's versions: /<book>/versions.atom (Django's syndication framework).

One entry per version, the newest first: its dates, its documents, and what changed since the
version before (counts first, then each moved, changed, added and removed rule linking its place
in the diff). Readers subscribe to learn that a new version exists; the rulebook's pages link
the feed with ``<link rel="alternate" type="application/atom+xml">``.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.contrib.syndication.views import Feed
from django.http import Http404, HttpRequest
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.translation import gettext

from engine.ruletext.diff import BookDiff

from .models import Rulebook
from .services import documents, lineage

#: The versions an entry is made for (the newest); each costs one pairing.
FEED_VERSIONS = 20
#: Rules listed by number in an entry; the rest are counted (the diff page has them all).
FEED_RULES = 60


@dataclass
class VersionEntry:
    book: Rulebook
    #: The scheme and host of the request, for the links inside an entry's text.
    base: str
    edition: documents.Edition
    previous: documents.Edition | None
    diff: BookDiff | None
    #: Whether the book has older versions (none of them comparable when ``previous`` is None).
    has_older: bool = False


@dataclass
class BookVersions:
    book: Rulebook
    entries: list[VersionEntry]


class VersionsFeed(Feed):
    feed_type = Atom1Feed
    #: RFC 4287 §4.1.1: a feed names an author unless every entry does. The entries are written by
    #: the site (its counts and links); the rulebook's publisher is named in each entry's text.
    author_name = "Rulestep"

    def get_object(self, request: HttpRequest, book: str) -> BookVersions:
        found = documents.editions(book)  # newest first
        if not found:
            raise Http404(f"no rulebook {book!r}")
        rulebook, base = found[0].primary.rulebook, request.build_absolute_uri("/")[:-1]
        entries = []
        for i, edition in enumerate(found[:FEED_VERSIONS]):
            previous, diff = None, None
            for older in found[i + 1 :]:
                pair = lineage.comparable(older, edition)
                if pair is not None:
                    previous, diff = older, documents.diff(*pair)
                    break
            older = len(found) > i + 1
            entries.append(VersionEntry(rulebook, base, edition, previous, diff, has_older=older))
        return BookVersions(rulebook, entries)

    def title(self, obj) -> str:
        return gettext("%(book)s: new versions") % {"book": obj.book.name}

    def subtitle(self, obj) -> str:
        return gettext("Each version of the rulebook as it is published, and what changed in it.")

    def link(self, obj) -> str:
        return reverse("rulebooks:toc", args=[obj.book.slug])

    def feed_url(self, obj) -> str:
        return reverse("rulebooks:feed", args=[obj.book.slug])

    def items(self, obj: BookVersions) -> list[VersionEntry]:
        return obj.entries

    def item_title(self, item: VersionEntry) -> str:
        return f"{item.edition.primary.name} {item.edition.primary.label}"

    def item_link(self, item: VersionEntry) -> str:
        if item.previous is not None:
            return reverse(
                "rulebooks:diff", args=[item.book.slug, item.previous.version, item.edition.version]
            )
        return reverse("rulebooks:pinned_toc", args=[item.book.slug, item.edition.version])

    def item_guid(self, item: VersionEntry) -> str:
        return item.base + reverse("rulebooks:pinned_toc", args=[item.book.slug, item.edition.version])

    item_guid_is_permalink = False

    def item_pubdate(self, item: VersionEntry) -> datetime.datetime:
        """The date of the text (its effective date, when known, is in the entry's text)."""
        return datetime.datetime.combine(item.edition.primary.date, datetime.time(), tzinfo=datetime.UTC)

    def item_updateddate(self, item: VersionEntry) -> datetime.datetime:
        return max(doc.imported_at for doc in item.edition.documents)

    def item_description(self, item: VersionEntry) -> str:
        rules = [c for c in item.diff.changes if c.change != "same"] if item.diff else []
        return render_to_string(
            "rulebooks/feed_entry.html",
            {
                "book": item.book,
                "entry": item,
                "doc": item.edition.primary,
                "counts": counts(item.diff) if item.diff else None,
                "rules": rules[:FEED_RULES],
                "more": max(len(rules) - FEED_RULES, 0),
            },
        )


def counts(result: BookDiff) -> dict[str, int]:
    """Moved, changed, added, removed and unchanged rules, as the diff page counts them."""
    return {
        "moved": len(result.of("moved")) + len(result.of("moved-changed")),
        "changed": len(result.of("changed")) + len(result.of("moved-changed")),
        "added": len(result.of("added")),
        "removed": len(result.of("removed")),
        "same": result.unchanged,
    }
