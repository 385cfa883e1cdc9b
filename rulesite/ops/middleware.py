"""Requests refused before they reach a view or the database, and HEAD answered like GET.

* NUL and other control characters in the path or a NUL in the ``Cookie`` header → 400, and in a
  query parameter they become spaces:
  PostgreSQL refuses NUL in text (a ``DataError``, a 500) where SQLite finds no row (a 404); one
  check here gives the same 400 on both databases for every URL, the views unchanged.
* A form body whose declared charset is not UTF-8 → 400 (Django refuses to decode it, and the
  CSRF check would raise that again while the error page is made).
* ``POST /admin/login/``: each client network (an IPv4 address, an IPv6 /64) has its own limit
  (``ADMIN_LOGIN_RATE``), and the growing delays of :mod:`.login_delays` (per account and per
  network) apply: a try during a delay is a 429 with ``Retry-After``.
* ``HEAD`` runs the view as ``GET`` (views say ``require_GET``) and sends no body.
"""

from __future__ import annotations

import codecs
import re

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse, QueryDict

from rulesite.pagecache import counters

from . import login_delays
from .client_ip import client_network

#: C0 controls but tab, line feed and carriage return; and DEL.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
PATH_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _bad(request: HttpRequest, message: str, status: int = 400) -> HttpResponse:
    """A refusal in the form the address speaks: JSON ``{"error": ...}`` under /api/ (as the API's
    own errors, and as its OpenAPI description says), plain text elsewhere."""
    if request.path_info.startswith("/api/"):
        return JsonResponse({"error": message}, status=status)
    return HttpResponse(message + "\n", status=status, content_type="text/plain; charset=utf-8")


def refusal(request: HttpRequest) -> HttpResponse | None:
    """The 4xx for a request no view should see, or None."""
    if PATH_CONTROL.search(request.path_info):
        return _bad(request, "Bad request: control characters in the address.")
    if "\x00" in request.META.get("HTTP_COOKIE", ""):
        return _bad(request, "Bad request: a NUL byte in a cookie.")
    if any(CONTROL.search(name + "".join(values)) for name, values in request.GET.lists()):
        # Control characters in a query become spaces (a search ignores them; a version or a
        # number with one is then not found, a 404, on both databases).
        cleaned = QueryDict(mutable=True)
        for name, values in request.GET.lists():
            cleaned.setlist(CONTROL.sub(" ", name), [CONTROL.sub(" ", value) for value in values])
        cleaned._mutable = False
        request.GET = cleaned
    content_type = request.META.get("CONTENT_TYPE", "")
    if request.method == "POST" and content_type.split(";")[0].strip().lower() in (
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ):
        charset = request.encoding or settings.DEFAULT_CHARSET
        try:
            utf8 = codecs.lookup(charset).name == "utf-8"
        except LookupError:
            utf8 = False
        if not utf8:
            return _bad(request, "Bad request: a form must be sent as UTF-8.")
    return None


class GuardMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        refused = refusal(request)
        if refused is not None:
            return refused
        if request.method == "POST" and settings.ADMIN_ENABLED and request.path_info == "/admin/login/":
            counted = counters.hit("admin.login", client_network(request), settings.ADMIN_LOGIN_RATE)
            if counted.over:
                response = _bad(request, "Too many login attempts from this address; try again later.", 429)
                response["Retry-After"] = str(counted.seconds_left)
                return response
            wait = login_delays.seconds_to_wait(request, request.POST.get("username", ""))
            if wait:
                message = (
                    f"Too many failed logins for this account or from this network; try again in {wait} s."
                )
                response = _bad(request, message, 429)
                response["Retry-After"] = str(wait)
                return response
        if request.method != "HEAD":
            return self.get_response(request)
        request.method = "GET"
        response = self.get_response(request)
        if not response.streaming:
            length = len(response.content)
            response.content = b""
            response["Content-Length"] = str(length)
        return response
