"""Serve read pages from the cache, with ETag, Last-Modified, Cache-Control and 304s.

The key of a page is what the page depends on and nothing else:

* scheme and host (pages carry absolute permalinks) without a port, path, and the query as the
  page's view reads it (:mod:`.query`: ``?step=1+``, ``?step=01&``, choices in another order and
  ``Host: localhost:N`` are one entry, or none). A parameter the page's view does not declare
  (``?utm_source=…``, ``?fbclid=…``) is dropped before the view runs: it changes neither the
  page nor its key, so a random one cannot make every request a miss;
* the language the page is rendered in, resolved the way ``LocaleMiddleware`` resolves it
  (``django_language`` cookie, then ``Accept-Language``) — never the raw ``Cookie`` header;
* whether it is an htmx request (a fragment) or a history restore (the whole page): responses
  say ``Vary: HX-Request, HX-History-Restore-Request`` so a shared cache keeps them apart too;
* the data version (:mod:`.dataversion`): an import or a board load changes it, so no stale
  page is ever served, by any server sharing the cache.

Only responses marked by :func:`~rulesite.pagecache.decorators.read_page` are stored, and only
when they carry no cookie and no ``Vary: Cookie``; a request for any other view skips the cache.
A miss costs one rendering per process: requests for the same missing page at the same moment
wait (up to :data:`MISS_WAIT` s) for the first one's rendering instead of each rendering it.
A hit returns before the session, locale, CSRF and auth middleware run: no database query.
Entries are also kept in a small per-process memory (safe: the key contains the data version),
so a hit costs one cache read, the version.
Pages live in a cache alias of their own (:data:`.config.PAGES`), bounded, apart from the data
version and the traces.

HTTP caching for browsers and a CDN: the ``ETag`` is the hash of the key (so it changes with
the data version), ``Last-Modified`` is the time of the last data change, and a matching
``If-None-Match``/``If-Modified-Since`` gets ``304``. Version-pinned pages
(``/<book>/v/<version>/…``) are ``public, max-age=31536000, immutable``; latest pages are
``public, max-age=60, stale-while-revalidate=600``. Responses vary on ``Accept-Language`` (set
by ``LocaleMiddleware``), ``HX-Request`` and ``HX-History-Restore-Request``; a CDN must also
put the ``django_language`` cookie in its cache key (docs/operations.md, "Caching, and several servers").
"""

from __future__ import annotations

import functools
import hashlib
import logging
import threading
from collections import OrderedDict
from urllib.parse import unquote_plus

from django.conf import settings
from django.core.cache import cache, caches
from django.http import HttpRequest, HttpResponse, QueryDict
from django.urls import Resolver404, resolve
from django.utils import translation
from django.utils.cache import get_conditional_response, patch_vary_headers
from django.utils.http import http_date

from . import dataversion
from .config import PAGES
from .decorators import ReadPage
from .query import canonical_host, canonical_query, spelled_canonically

logger = logging.getLogger(__name__)

PINNED_CACHE_CONTROL = "public, max-age=31536000, immutable"
LATEST_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600"
#: Seconds an entry stays in the shared cache (a data change makes it unreachable sooner).
ENTRY_TIMEOUT = 7 * 24 * 3600
#: A longer query is rendered every time, never stored.
MAX_QUERY_LENGTH = 2_000
#: The per-process memory of pages.
LOCAL_ENTRIES = 512
LOCAL_BYTES = 64 * 1024 * 1024
#: Headers not stored with a page (per-request, or set again on every answer).
UNSTORED_HEADERS = frozenset({"set-cookie", "date", "x-request-id"})
#: Request headers a page's content depends on (beside the language).
VARY = ["HX-Request", "HX-History-Restore-Request"]
#: Seconds a request waits for another request's rendering of the same missing page.
MISS_WAIT = 10.0


class _LocalPages:
    """A small least-recently-used memory of pages, shared by the threads of one process."""

    def __init__(self, entries: int, size: int):
        self.entries, self.size, self.used = entries, size, 0
        self.pages: OrderedDict[str, tuple] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: str) -> tuple | None:
        with self.lock:
            page = self.pages.get(key)
            if page is not None:
                self.pages.move_to_end(key)
            return page

    def put(self, key: str, page: tuple) -> None:
        with self.lock:
            if key in self.pages:
                return
            self.pages[key] = page
            self.used += len(page[1])
            while self.pages and (len(self.pages) > self.entries or self.used > self.size):
                _, dropped = self.pages.popitem(last=False)
                self.used -= len(dropped[1])

    def clear(self) -> None:
        with self.lock:
            self.pages.clear()
            self.used = 0


local_pages = _LocalPages(LOCAL_ENTRIES, LOCAL_BYTES)

#: Pages being rendered in this process now, by cache key: the others asking wait for them.
_rendering: dict[str, threading.Event] = {}
_rendering_lock = threading.Lock()


def declared_params(request: HttpRequest) -> frozenset[str] | None:
    """The query parameters the request's view declares to ``@read_page``, or None for any other view."""
    try:
        match = resolve(request.path_info)
    except Resolver404:
        return None
    return getattr(match.func, "read_page_params", None)


def drop_undeclared(request: HttpRequest, declared: frozenset[str]) -> None:
    """Remove the parameters a read page does not read from the request (raw query and ``GET``).

    The view would ignore them; removed, the page it renders repeats only the parameters that
    count (the language form's ``next``), and is stored under the key of the page without them.
    """
    raw = request.META.get("QUERY_STRING", "")
    if not raw:
        return
    parts = [part for part in raw.split("&") if part]
    kept = [part for part in parts if unquote_plus(part.partition("=")[0]) in declared]
    if len(kept) == len(parts) and all(name in declared for name in request.GET):
        return
    request.META["QUERY_STRING"] = "&".join(kept)
    cleaned = QueryDict(mutable=True)
    for name, values in request.GET.lists():  # as GuardMiddleware left them (control characters)
        if name in declared:
            cleaned.setlist(name, values)
    cleaned._mutable = False
    request.GET = cleaned


def is_fragment(request: HttpRequest) -> bool:
    return request.META.get("HTTP_HX_REQUEST") == "true"


class _LanguageQuestion:
    """The two things ``get_language_from_request`` reads (without a path check) from a request."""

    def __init__(self, cookie: str | None, accept: str):
        self.COOKIES = {settings.LANGUAGE_COOKIE_NAME: cookie} if cookie is not None else {}
        self.META = {"HTTP_ACCEPT_LANGUAGE": accept}


@functools.lru_cache(maxsize=256)
def _language(cookie: str | None, accept: str) -> str:
    return translation.get_language_from_request(_LanguageQuestion(cookie, accept))


def page_cache():
    """The cache of pages: its own alias, or the default one in settings that name no such alias."""
    return caches[PAGES] if PAGES in settings.CACHES else cache


def page_key(request: HttpRequest, reads: dict[str, list[str]] | None = None) -> str | None:
    """What a read page depends on, or None when the request cannot be a cached page.

    The host is the one the request names: a page is only ever stored from a request whose host
    Django accepted (CommonMiddleware checks it), so a request with any other host never finds one.
    """
    raw_query = request.META.get("QUERY_STRING", "")
    if request.method not in ("GET", "HEAD") or len(raw_query) > MAX_QUERY_LENGTH:
        return None
    host = canonical_host(request)
    if host is None:
        return None
    query = canonical_query(request, reads)
    language = _language(
        request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME), request.META.get("HTTP_ACCEPT_LANGUAGE", "")
    )
    restore = request.META.get("HTTP_HX_HISTORY_RESTORE_REQUEST") == "true"
    htmx = "restore" if restore else is_fragment(request)
    return f"{request.scheme}://{host}{request.path}?{query}|{language}|{htmx}"


def _conditional(request: HttpRequest, response: HttpResponse, version: dataversion.Version) -> HttpResponse:
    """``304 Not Modified`` for a matching ``If-None-Match``/``If-Modified-Since``, else the page."""
    if "HTTP_IF_NONE_MATCH" not in request.META and "HTTP_IF_MODIFIED_SINCE" not in request.META:
        return response
    modified = version.changed_at.timestamp()
    return get_conditional_response(request, etag=response["ETag"], last_modified=modified, response=response)


def _served(page: tuple) -> HttpResponse:
    headers, content = page
    response = HttpResponse(content)
    for name, value in headers:
        response.headers[name] = value
    return response


class PageCacheMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        declared = declared_params(request) if request.method in ("GET", "HEAD") else None
        if declared is None:
            return self.get_response(request)
        drop_undeclared(request, declared)
        key = page_key(request)
        if key is None:
            return self.get_response(request)
        try:
            version = dataversion.current()
            digest = hashlib.sha256(f"{key}|{version.token}".encode()).hexdigest()
            cache_key = f"page:{digest}"
            page = local_pages.get(cache_key)
            if page is None:
                page = page_cache().get(cache_key)
                if page is not None:
                    local_pages.put(cache_key, page)
        except Exception:  # the cache is unreachable: render, as if there were no cache
            logger.warning("page cache unavailable; rendering %s", request.path, exc_info=True)
            return self.get_response(request)
        if page is not None:
            return _conditional(request, _served(page), version)

        with _rendering_lock:
            rendering = _rendering.get(cache_key)
            if rendering is None:
                _rendering[cache_key] = threading.Event()
        if rendering is not None:  # another request renders this page now: wait for its page
            rendering.wait(MISS_WAIT)
            page = local_pages.get(cache_key)
            if page is not None:
                return _conditional(request, _served(page), version)
            return self._render(request, version, cache_key)
        try:
            return self._render(request, version, cache_key)
        finally:
            with _rendering_lock:
                _rendering.pop(cache_key).set()

    def _render(self, request: HttpRequest, version: dataversion.Version, cache_key: str) -> HttpResponse:
        response = self.get_response(request)
        marked: ReadPage | None = getattr(response, "read_page", None)
        if marked is None or not self._storable(request, response, marked):
            return response
        reads = getattr(request, "page_reads", None)
        if reads:  # the view read a parameter otherwise (choices its run never asks): that page
            key = page_key(request, reads)
            digest = hashlib.sha256(f"{key}|{version.token}".encode()).hexdigest()
            cache_key = f"page:{digest}"
        else:
            digest = cache_key.removeprefix("page:")
        if not spelled_canonically(request, reads):
            # Another spelling of a page: its canonical entry if there is one, else this rendering,
            # not stored (it repeats the request's own address).
            try:
                page = local_pages.get(cache_key) or page_cache().get(cache_key)
            except Exception:
                page = None
            return _conditional(request, _served(page), version) if page is not None else response
        response["ETag"] = f'"{digest[:32]}"'
        response["Last-Modified"] = http_date(version.changed_at.timestamp())
        response["Cache-Control"] = PINNED_CACHE_CONTROL if marked.pinned else LATEST_CACHE_CONTROL
        patch_vary_headers(response, VARY)
        page = (
            [(name, value) for name, value in response.items() if name.lower() not in UNSTORED_HEADERS],
            response.content,
        )
        try:
            page_cache().set(cache_key, page, timeout=ENTRY_TIMEOUT)
        except Exception:
            logger.warning("page cache unavailable; %s not stored", request.path, exc_info=True)
        local_pages.put(cache_key, page)
        return _conditional(request, response, version)

    @staticmethod
    def _storable(request: HttpRequest, response: HttpResponse, marked: ReadPage) -> bool:
        if response.status_code != 200 or response.streaming or response.cookies:
            return False
        if "cookie" in response.get("Vary", "").lower():
            return False
        return set(request.GET) <= marked.params
