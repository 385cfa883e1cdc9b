"""``@read_page``: a view whose successful responses are the same for every reader.

Django's own ``cache_page`` keys pages on the headers named in ``Vary`` — with sessions or the
CSRF cookie in play that means the raw ``Cookie`` header, one cache entry per visitor. Here the
view only *marks* its response; :class:`~rulesite.pagecache.middleware.PageCacheMiddleware`
stores it under a key made of what the page really depends on (see its docstring).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse

from .compact import compact_html


@dataclass(frozen=True)
class ReadPage:
    """How a response may be cached: the query parameters it depends on, and whether it is pinned."""

    params: frozenset[str]
    pinned: bool


def read_page(
    params: Iterable[str] = (), *, pinned_by: str | None = None
) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Mark a read-only view's 200 responses as cacheable pages.

    ``params``: the query parameters the page depends on; the page cache drops any other from
    the request before the view runs (the view never sees it, the page is keyed without it).
    ``pinned_by``: the URL argument that pins a page to one rulebook version; such a
    page is sent as ``immutable``. HTML is compacted (:mod:`.compact`).
    """
    allowed = frozenset(params)

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @functools.wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            response = view(request, *args, **kwargs)
            if response.status_code == 200 and not response.streaming:
                if response.get("Content-Type", "").startswith("text/html"):
                    response.content = compact_html(response.content)
                response.read_page = ReadPage(allowed, pinned=bool(pinned_by and kwargs.get(pinned_by)))
            return response

        # The page cache finds a view's parameters before it runs (and drops any other).
        wrapper.read_page_params = allowed
        return wrapper

    return decorate
