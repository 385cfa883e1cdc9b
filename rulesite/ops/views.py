"""Views for operations: /healthz, the language switch, the 500 page."""

from __future__ import annotations

import logging
import os
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


#: SQLSTATE classes and codes that mean the database refuses work for now, not a bug: connection
#: (08), read-only transaction (25006, a standby or ``default_transaction_read_only``), out of
#: resources (53: disk full, too many connections), operator intervention (57: shutting down).
UNAVAILABLE_SQLSTATES = ("08", "25006", "53", "57")
#: Of those, the ones where the database still reads but refuses changes.
WRITES_REFUSED_SQLSTATES = ("25006", "53100")
#: SQLite's words for the same.
WRITES_REFUSED_SQLITE = ("readonly database", "database or disk is full")


def database_refusal(error: BaseException | None) -> str | None:
    """``"unavailable"``, ``"writes refused"`` or None: whether an error is the database refusing
    work for now (an answer is a 503 with Retry-After) rather than a bug (a 500)."""
    if not isinstance(error, DatabaseError):
        return None
    cause = error.__cause__
    sqlstate = getattr(cause, "sqlstate", None) or ""
    text = str(error).lower()
    if sqlstate.startswith(WRITES_REFUSED_SQLSTATES) or any(words in text for words in WRITES_REFUSED_SQLITE):
        return "writes refused"
    if isinstance(error, OperationalError | InterfaceError) or sqlstate.startswith(UNAVAILABLE_SQLSTATES):
        return "unavailable"
    return None


def database_read_only() -> bool:
    """Whether the database refuses writes now: PostgreSQL's ``transaction_read_only`` (a standby,
    or ``default_transaction_read_only``), or SQLite's file on a read-only file system."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT current_setting('transaction_read_only')")
            return cursor.fetchone()[0] == "on"
    if connection.vendor == "sqlite":
        name = str(connection.settings_dict["NAME"])
        try:
            return bool(os.statvfs(os.path.dirname(os.path.abspath(name))).f_flag & os.ST_RDONLY)
        except OSError:
            return False
    return False


def _database_answers_read_only() -> bool:
    """Whether the database, which answers a query, refuses writes (DatabaseError: no answer)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return database_read_only()


@never_cache
@require_GET
def healthz(request: HttpRequest) -> HttpResponse:
    """200 ``ok`` when the database and the cache answer; 503 ``database unavailable`` (with
    ``Retry-After``) when the database does not.

    A database that reads but refuses writes (read-only: a standby after a fail-over) is 200
    ``degraded: database read-only``, and a cache that does not answer is 200 ``degraded: cache
    unavailable``: pages are still served (what-if posts get a 503), and both are shared by every
    server, so a 503 would take the whole fleet out of the load balancer for a fault none of them
    can mend."""
    try:
        read_only = _database_answers_read_only()
    except DatabaseError as error:
        log.warning("health check: the database does not answer: %s", str(error).strip()[:200])
        response = HttpResponse("database unavailable\n", status=503, content_type="text/plain")
        response["Retry-After"] = str(RETRY_AFTER)
        return response
    if read_only:
        log.warning("health check: the database is read-only")
        return HttpResponse(
            "degraded: database read-only (pages are read; what-if copies cannot be saved)\n",
            content_type="text/plain",
        )
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
    than its timeout) or refusing writes (read-only, disk full: :func:`database_refusal`), a 503
    saying the site is recovering, with ``Retry-After``.
    """
    request_id = get_guid() or ""
    refusal = database_refusal(sys.exc_info()[1])
    if refusal is not None:
        context = {
            "request_id": request_id,
            "retry": RETRY_AFTER,
            "refuses_writes": refusal == "writes refused",
        }
        try:
            body = loader.get_template("503.html").render(context)
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
