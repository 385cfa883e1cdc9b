"""Issue 30: a database that refuses work for now (read-only, full, shutting down) is a 503 with
Retry-After, never a 500; a bug is still a 500; /healthz tells read-only from down."""

from __future__ import annotations

from unittest import mock

import pytest
from django.db import DatabaseError, IntegrityError, InternalError, OperationalError
from django.test import Client, override_settings
from django.urls import path

from rulesite.ops import views

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


class _Cause(Exception):
    def __init__(self, sqlstate):
        super().__init__("cause")
        self.sqlstate = sqlstate


def _raising(error: Exception):
    def view(request):
        raise error

    return view


def _wrapped(error_class, message, sqlstate=None):
    error = error_class(message)
    if sqlstate:
        error.__cause__ = _Cause(sqlstate)
    return error


CASES = {
    "sqlite-read-only": (_wrapped(OperationalError, "attempt to write a readonly database"), 503, True),
    "sqlite-full": (_wrapped(OperationalError, "database or disk is full"), 503, True),
    "pg-read-only": (
        _wrapped(InternalError, "cannot execute INSERT in a read-only transaction", "25006"),
        503,
        True,
    ),
    "pg-disk-full": (_wrapped(OperationalError, "could not extend file", "53100"), 503, True),
    "pg-shutting-down": (_wrapped(OperationalError, "terminating connection", "57P01"), 503, False),
    "pg-too-many-connections": (_wrapped(OperationalError, "too many clients", "53300"), 503, False),
    "a-bug": (_wrapped(IntegrityError, "duplicate key value", "23505"), 500, False),
    "another-bug": (_wrapped(InternalError, "some internal error", "XX000"), 500, False),
}
urlpatterns = [path(f"{name}/", _raising(error)) for name, (error, _, _) in CASES.items()]
handler500 = "rulesite.ops.views.server_error"


@pytest.mark.parametrize("name", list(CASES))
@override_settings(ROOT_URLCONF=__name__)
def test_a_database_refusal_is_a_503_and_a_bug_a_500(db, name):
    _, status, writes_refused = CASES[name]
    response = Client(raise_request_exception=False).get(f"/{name}/")
    assert response.status_code == status
    if status == 503:
        assert int(response["Retry-After"]) > 0
        assert (b"refuses changes" in response.content) is writes_refused


def test_healthz_says_when_the_database_is_read_only(client, db):
    with mock.patch.object(views, "database_read_only", return_value=True):
        response = client.get("/healthz")
    assert response.status_code == 200 and response.content.startswith(b"degraded: database read-only")


def test_healthz_503_has_retry_after(client, db):
    with mock.patch.object(views, "database_read_only", side_effect=DatabaseError("gone")):
        response = client.get("/healthz")
    assert response.status_code == 503 and int(response["Retry-After"]) > 0


def test_a_sqlite_file_on_a_read_only_file_system_is_read_only(db, monkeypatch):
    from django.db import connection

    if connection.vendor != "sqlite":  # PostgreSQL says so itself (transaction_read_only)
        pytest.skip("a SQLite file's file system")

    class ReadOnly:
        f_flag = views.os.ST_RDONLY

    monkeypatch.setattr(views.os, "statvfs", lambda path: ReadOnly())
    assert views.database_read_only() is True
    monkeypatch.undo()
    assert views.database_read_only() is False
