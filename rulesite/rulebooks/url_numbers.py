"""The section number in a page's address: read in any usual form, answered at the form the book
writes (a permanent redirect), or with a 400 page when it is no section number at all."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse

from engine.ruletext import RuleNumber

from .models import RulebookVersion
from .services import lookup as lookup_service


def number_or_answer(
    request: HttpRequest, number: str, version: str | None, shown: RulebookVersion, page: str
) -> tuple[RuleNumber | None, HttpResponse | None]:
    """The number, and None; or the response that answers instead (a 400 page
    for text that is no number, a redirect to ``rulebooks:<page>`` or ``rulebooks:pinned_<page>``
    for another spelling). ``shown``: the version the 400 page names."""
    parsed, canonical = lookup_service.parse_url_number(number)
    if parsed is None:
        context = {"book": shown.rulebook, "version": shown, "number": number}
        return None, render(request, "rulebooks/bad_number.html", context, status=400)
    book = shown.rulebook.slug
    if not canonical:
        args = [book, str(parsed)] if version is None else [book, version, str(parsed)]
        name = f"rulebooks:{page}" if version is None else f"rulebooks:pinned_{page}"
        return parsed, redirect(reverse(name, args=args), permanent=True)
    return parsed, None
