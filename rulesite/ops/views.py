"""Views for operations: /healthz, the language switch, the 500 page."""

from __future__ import annotations

import logging
import sys

from django.core.cache import caches
from django.db import DatabaseError, InterfaceError, OperationalError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.template import loader
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET
from django.views.i18n import set_language as django_set_language
from django_guid import get_guid

from rulesite.pagecache.tolerant import healthy

#: Seconds a visitor is asked to wait when the database does not answer.
RETRY_AFTER = 10

log = logging.getLogger(__name__)


@never_cache
@require_GET
def healthz(request: HttpRequest) -> HttpResponse:
    """200 ``ok`` when the database and the cache answer; 503 ``database unavailable`` when the
    database does not. A cache that does not answer is 200 ``degraded: cache unavailable``: pages
    are still rendered (uncached), and the cache is shared by every server, so a 503 would take
    the whole fleet out of the load balancer for a fault none of them can mend."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        log.warning("health check: the database does not answer: %s", str(error).strip()[:200])
        return HttpResponse("database unavailable\n", status=503, content_type="text/plain")
    if not healthy(caches["default"]):
        log.warning("health check: the cache does not answer")
        return HttpResponse(
            "degraded: cache unavailable (pages rendered without it)\n", content_type="text/plain"
        )
    return HttpResponse("ok\n", content_type="text/plain")


# Choosing the interface language changes nothing but the reader's own language cookie, so the
# switch needs no CSRF token: the form on every page then sets no CSRF cookie, and read-only
# pages stay free of cookies. Django's view still validates `next` (same site only).
set_language = csrf_exempt(django_set_language)


def server_error(request: HttpRequest) -> HttpResponse:
    """A plain 500 page naming the request id (logged with the error); no traceback, no database.

    When the error is the database not answering (stopped, restarting, or SQLite locked for longer
    than its timeout), a 503 saying the site is recovering, with ``Retry-After``.
    """
    request_id = get_guid() or ""
    error = sys.exc_info()[1]
    if isinstance(error, OperationalError | InterfaceError):
        try:
            body = loader.get_template("503.html").render({"request_id": request_id, "retry": RETRY_AFTER})
        except Exception:
            log.exception("the 503 page could not be rendered")
            body = f"The site is recovering; try again in {RETRY_AFTER} seconds. Request id: {request_id}\n"
        response = HttpResponse(body, status=503)
        response["Retry-After"] = str(RETRY_AFTER)
        return response
    try:
        body = loader.get_template("500.html").render({"request_id": request_id})
    except Exception:  # the page must not fail in turn
        log.exception("the 500 page could not be rendered")
        body = f"Server error. Request id: {request_id}\n"
    return HttpResponseServerError(body)
