"""What changed between versions: /<book>/diff/<old>/<new>/, /<book>/<number>/history/ and the diff API."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET

from rulesite.pagecache.decorators import read_page

from .models import RulebookVersion
from .services import documents
from .services import lookup as lookup_service
from .services.history import rule_history
from .url_numbers import number_or_answer


def _document_or_404(book: str, version: str) -> RulebookVersion:
    found = documents.pinned(book, version)
    if found is None:
        raise Http404(f"no version {version!r} of rulebook {book!r}")
    return found


#: Above this many moved, changed, added and removed sections, the diff page shows one chapter at a time.
PAGE_CHANGES = 80


def _chapters(result) -> list[tuple[str, int]]:
    """Each chapter with changes, and how many (in rule order)."""
    counts: dict[str, int] = {}
    for c in result.changes:
        if c.change != "same":
            counts[c.chapter] = counts.get(c.chapter, 0) + 1
    return list(counts.items())


@require_GET
@read_page(["chapter"])
def diff(request: HttpRequest, book: str, old: str, new: str) -> HttpResponse:
    """Every section moved, changed, added and removed from version ``old`` to version ``new``.

    Counts first; ``?chapter=N`` shows one chapter's changes. A diff with more than PAGE_CHANGES
    changes shows the first chapter's unless one is asked for, so a page stays small.
    """
    before, after = _document_or_404(book, old), _document_or_404(book, new)
    result = documents.diff(before, after)
    chapters = _chapters(result)
    chapter = request.GET.get("chapter", "")[:20]
    if chapter and chapter not in dict(chapters):
        raise Http404(f"no changes in chapter {chapter!r}")
    changes = sum(n for _, n in chapters)
    paged = not chapter and changes > PAGE_CHANGES
    if paged:
        chapter = chapters[0][0]
    shown = [c for c in result.changes if not chapter or c.chapter == chapter]

    def of(*kinds: str) -> list:
        return [c for c in shown if c.change in kinds]

    return render(
        request,
        "rulebooks/diff.html",
        {
            "book": after.rulebook,
            "old": before,
            "new": after,
            "result": result,
            "counts": {
                "moved": len(result.of("moved")) + len(result.of("moved-changed")),
                "changed": len(result.of("changed")) + len(result.of("moved-changed")),
                "added": len(result.of("added")),
                "removed": len(result.of("removed")),
                "same": result.unchanged,
            },
            "changed": of("changed", "moved-changed"),
            "added": of("added"),
            "removed": of("removed"),
            "moved": of("moved"),
            "same": of("same"),
            "chapters": chapters,
            "chapter": chapter,
            "paged": paged,
            "editions": documents.editions(book),
        },
    )


@require_GET
def pick_diff(request: HttpRequest, book: str) -> HttpResponse:
    """The version picker of the diff page (a GET form): redirect to /<book>/diff/<old>/<new>/."""
    old, new = request.GET.get("old", "")[:40], request.GET.get("new", "")[:40]
    if not (old and new and documents.pinned(book, old) and documents.pinned(book, new)):
        return redirect(reverse("rulebooks:toc", args=[book]))
    return redirect(reverse("rulebooks:diff", args=[book, old, new]))


@require_GET
@read_page()  # never immutable, pinned or not: a newer version adds to every history
def history(request: HttpRequest, book: str, number: str, version: str | None = None) -> HttpResponse:
    """One rule across the official versions, under the number it had in each (``version``: the rule
    that has the number in that version), and its companion documents apart."""
    latest = lookup_service.latest_version(book)
    if latest is None or (version is not None and documents.pinned(book, version) is None):
        raise Http404(f"no rulebook {book!r}" + (f" version {version!r}" if version else ""))
    parsed, answer = number_or_answer(request, number, version, latest, "history")
    if parsed is None or answer is not None:
        return answer
    found = rule_history(book, str(parsed), version)
    if not found.found:
        raise Http404(f"no version of {book} has a section {parsed}")
    context = {"book": latest.rulebook, "version": latest, "number": str(parsed), "history": found}
    context["editions"] = documents.editions(book)  # one only: the page says why it is short
    return render(request, "rulebooks/history.html", {**context, "pin": version})
