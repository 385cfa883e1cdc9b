"""The canonical query and host of a read page: one cache entry for requests a page answers alike.

A visitor can spell one page many ways: ``?step=1``, ``?step=1+``, ``?step=%31``, ``?step=01``,
``?step=1%09``, ``?step=1&``, ``?&step=1&step=x``, choices in any order, any port in ``Host``.
Each spelling used to be its own cache entry, so a loop of requests filled the cache. Here each
parameter a read page may declare (``@read_page([...])``) is reduced the way its views read it:

* ``step``, ``go`` (the step slider) — the viewer reads the first value, stripped, as ASCII
  digits (``step_address.parse_step``);
* ``choose`` — the viewer reads ``KEY=VALUE`` values, at most ``traces.MAX_CHOICES``, the last
  value of a key wins (``traces.parse_choices``); their order changes nothing but the order of the
  page's own links, so they are sorted by key;
* ``q``, ``book`` — search reads the last value, stripped;
* ``board`` — a section page reads the last value as it is;
* ``v`` — a cross-reference preview reads the first value, stripped, as the version it shows.

A value the view refuses is left as it is: that page is a 4xx, and only 200s are stored. A view
that reads one of these names in another way must not declare it to ``@read_page``. Names no
page declares are kept as they are (a request with one is rendered and never stored).

The host is the host name, lowercased, without the port the scheme implies (``:80``, ``:443``).
Any other port but the one this server listens on (``SERVER_PORT``) is not cached at all: pages
carry absolute links built from ``Host``, and a page for ``localhost:12345`` must be neither
stored nor served to anyone else. So ports add at most one key per host name. A site served on
another public port (``https://example.org:8443`` through a proxy) names it in
``PAGE_CACHE_PORTS``.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import parse_qsl, urlencode

from django.conf import settings
from django.http import HttpRequest
from django.http.request import split_domain_port

#: Choices in a URL the viewer reads (rulesite.boards.services.traces.MAX_CHOICES).
MAX_CHOICES = 40
#: Digits of ``?step=`` (rulesite.boards.services.step_address.MAX_STEP_DIGITS).
MAX_STEP_DIGITS = 6


def _step(values: list[str]) -> list[str]:
    raw = values[0].strip()
    if raw and len(raw) <= MAX_STEP_DIGITS and raw.isascii() and raw.isdigit():
        return [str(int(raw))]
    return values


def _choose(values: list[str]) -> list[str]:
    choices: dict[str, str] = {}
    for value in values[:MAX_CHOICES]:
        key, sep, chosen = value.partition("=")
        if not sep or not key or not chosen or len(value) > 200:
            return values  # refused by the viewer (a 400): never stored
        choices[key] = chosen
    return [f"{key}={choices[key]}" for key in sorted(choices)]


def _last_stripped(values: list[str]) -> list[str]:
    return [values[-1].strip()]


def _first_stripped(values: list[str]) -> list[str]:
    return [values[0].strip()]


def _last(values: list[str]) -> list[str]:
    return [values[-1]]


#: How the site's views read each parameter a read page may depend on.
READERS: dict[str, Callable[[list[str]], list[str]]] = {
    "step": _step,
    "go": _step,
    "choose": _choose,
    "q": _last_stripped,
    "book": _last_stripped,
    "board": _last,
    "v": _first_stripped,
}


def read_as(request: HttpRequest, name: str, values: list[str]) -> None:
    """A view says what it made of parameter ``name`` (the viewer: the choices its run used).

    The page is then stored under the query with these values: ``?choose=zN=1`` with a key the
    board never asks is the page without it, one entry (:class:`.middleware.PageCacheMiddleware`).
    """
    request.__dict__.setdefault("page_reads", {})[name] = list(values)


def canonical_pairs(request: HttpRequest, reads: dict[str, list[str]] | None = None) -> list[tuple[str, str]]:
    """The query as the page's view reads it: names sorted, each reduced by :data:`READERS`.

    Built from ``request.GET`` (percent-escapes decoded, ``+`` a space, empty parts dropped, and
    control characters already spaces: ``rulesite.ops.middleware``), with ``reads`` (:func:`read_as`)
    in place of the values the view said it read.
    """
    reads = reads or {}
    pairs: list[tuple[str, str]] = []
    for name in sorted(set(request.GET) | set(reads)):
        values = reads[name] if name in reads else request.GET.getlist(name)
        reader = READERS.get(name)
        if reader is not None and values:
            values = reader(values)
        pairs += [(name, value) for value in values]
    return pairs


def canonical_query(request: HttpRequest, reads: dict[str, list[str]] | None = None) -> str:
    return urlencode(canonical_pairs(request, reads))


def spelled_canonically(request: HttpRequest, reads: dict[str, list[str]] | None = None) -> bool:
    """Whether the request's parameters are the canonical ones (in any order, any escaping).

    Only such a request's page is stored: a page repeats its own address (the language form's
    ``next``), and ``?step=1&step=<any text>`` must not put that text in the page everyone gets.
    The raw query is compared (a control character is a space in ``request.GET``, not here).
    Other spellings are answered from the canonical entry when there is one.
    """
    raw = request.META.get("QUERY_STRING", "")
    given = parse_qsl(raw, keep_blank_values=True, encoding=request.encoding or "utf-8", errors="replace")
    return sorted(given) == sorted(canonical_pairs(request, reads))


def canonical_host(request: HttpRequest) -> str | None:
    """The host name without a port, or None when the request's port is not this site's own."""
    domain, port = split_domain_port(request._get_raw_host())
    if not domain:
        return None
    if not port or port == ("443" if request.is_secure() else "80"):
        return domain
    if port == request.META.get("SERVER_PORT") or port in getattr(settings, "PAGE_CACHE_PORTS", ()):
        # This server's own port (``make run``: 127.0.0.1:8000): links carry it, so it stays in
        # the key; a page for it is never served to a visitor who came through the proxy.
        return f"{domain}:{port}"
    return None
