"""Views for operations: /healthz, the language switch, the 500 page."""

from __future__ import annotations

import logging

from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.template import loader
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET
from django.views.i18n import set_language as django_set_language
from django_guid import get_guid

log = logging.getLogger(__name__)


@never_cache
@require_GET
def healthz(request: HttpRequest) -> HttpResponse:
    """200 when the database answers a query, 503 otherwise (for load balancers)."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        log.exception("health check: the database does not answer")
        return HttpResponse("database unavailable\n", status=503, content_type="text/plain")
    return HttpResponse("ok\n", content_type="text/plain")


# Choosing the interface language changes nothing but the reader's own language cookie, so the
# switch needs no CSRF token: the form on every page then sets no CSRF cookie, and read-only
# pages stay free of cookies. Django's view still validates `next` (same site only).
set_language = csrf_exempt(django_set_language)


def server_error(request: HttpRequest) -> HttpResponse:
    """A plain 500 page naming the request id (logged with the error); no traceback, no database."""
    request_id = get_guid() or ""
    try:
        body = loader.get_template("500.html").render({"request_id": request_id})
    except Exception:  # the page must not fail in turn
        log.exception("the 500 page could not be rendered")
        body = f"Server error. Request id: {request_id}\n"
    return HttpResponseServerError(body)
