"""/healthz, request ids, the 500 page, the admin's login lockout and its off switch."""

import importlib
import logging

import pytest
from django.db import OperationalError
from django.test import Client, override_settings
from django.urls import clear_url_caches, path


def test_healthz_answers_200_when_the_database_answers(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.content == b"ok\n"
    assert not response.cookies
    assert "no-store" in response.headers["Cache-Control"]


def test_healthz_answers_503_when_the_database_does_not(client, db):
    from unittest import mock

    from rulesite.ops import views

    with mock.patch.object(views.connection, "cursor", side_effect=OperationalError("connection refused")):
        response = client.get("/healthz")
    assert response.status_code == 503 and b"database" in response.content


def test_every_response_has_a_request_id_and_a_proxys_id_is_kept(client, rulebooks):
    first = client.get("/gate-ruler/").headers["X-Request-ID"]
    second = client.get("/gate-ruler/").headers["X-Request-ID"]
    assert len(first) == 32 and first != second
    given = "0123456789abcdef0123456789abcdef"
    assert client.get("/gate-ruler/", headers={"X-Request-ID": given}).headers["X-Request-ID"] == given
    forged = client.get("/gate-ruler/", headers={"X-Request-ID": "<script>"}).headers["X-Request-ID"]
    assert forged != "<script>" and len(forged) == 32


def _explode(request):
    raise RuntimeError("secret detail: database password is hunter2")


urlpatterns = [path("explode/", _explode)]
handler500 = "rulesite.ops.views.server_error"


class CapturedLog(logging.Handler):
    """A handler with the request-id filter the console handler has (settings.LOGGING)."""

    def __init__(self):
        from django.conf import settings
        from django.utils.module_loading import import_string

        super().__init__()
        self.records: list[logging.LogRecord] = []
        self.addFilter(import_string(settings.LOGGING["filters"]["request_id"]["()"])())
        self.setFormatter(logging.Formatter(settings.LOGGING["formatters"]["plain"]["format"], style="{"))

    def emit(self, record):
        self.records.append(record)


@override_settings(ROOT_URLCONF=__name__)
def test_a_server_error_shows_its_request_id_and_no_traceback(db):
    client = Client(raise_request_exception=False)
    captured = CapturedLog()
    logger = logging.getLogger("django.request")
    logger.addHandler(captured)
    try:
        response = client.get("/explode/")
    finally:
        logger.removeHandler(captured)
    assert response.status_code == 500
    request_id = response.headers["X-Request-ID"]
    page = response.content.decode()
    assert request_id in page
    assert "Traceback" not in page and "hunter2" not in page and "RuntimeError" not in page
    # The error is logged with its traceback and the same id.
    (record,) = captured.records
    assert record.exc_info is not None
    line = captured.format(record)
    assert f"[{request_id}]" in line and "hunter2" in line


def test_the_404_page_needs_no_database(client, db, django_assert_num_queries):
    from rulesite.pagecache import dataversion

    dataversion.current()  # the page cache reads the data version once, then keeps it in the cache
    with django_assert_num_queries(0):
        response = client.get("/definitely/not/a/page/here/")
    assert response.status_code == 404


@pytest.fixture
def admin_user_with_password(db):
    from django.contrib.auth.models import User

    return User.objects.create_superuser("editor", "editor@example.invalid", "correct horse battery")


def _login(client, username, password, ip="203.0.113.7"):
    return client.post(
        "/admin/login/?next=/admin/",
        {"username": username, "password": password},
        REMOTE_ADDR=ip,
    )


@override_settings(AXES_FAILURE_LIMIT=3)
def test_the_admin_locks_out_an_account_after_repeated_failures(client, admin_user_with_password, caplog):
    with caplog.at_level(logging.WARNING, logger="axes"):
        for attempt in range(3):
            response = _login(client, "editor", f"wrong {attempt}", ip="203.0.113.1")
            assert response.status_code in (200, 429)
    assert response.status_code == 429  # the third failure locks out
    assert any("login failure" in r.getMessage().lower() for r in caplog.records)  # failures logged
    # Locked for that account from that address: even the right password is refused there...
    assert _login(client, "editor", "correct horse battery", ip="203.0.113.1").status_code == 429
    # ...but an attacker cannot lock the account out for everyone (issue 22, item 10).
    assert _login(client, "editor", "correct horse battery", ip="198.51.100.1").status_code == 302


@override_settings(AXES_FAILURE_LIMIT=3)
def test_the_admin_locks_out_a_client_that_tries_many_accounts(client, admin_user_with_password):
    for attempt in range(3):
        response = _login(client, f"guess{attempt}", "wrong", ip="203.0.113.9")
    assert response.status_code == 429
    # Locked per client: that address cannot log in even as a real account.
    assert _login(client, "editor", "correct horse battery", ip="203.0.113.9").status_code == 429
    # Another client with the right password still can.
    assert _login(client, "editor", "correct horse battery", ip="198.51.100.2").status_code == 302


@override_settings(TRUSTED_PROXY_COUNT=1)
def test_behind_a_proxy_the_client_is_the_address_the_proxy_saw():
    from django.test import RequestFactory

    from rulesite.ops.client_ip import client_ip

    factory = RequestFactory()
    honest = factory.get("/", HTTP_X_FORWARDED_FOR="203.0.113.5", REMOTE_ADDR="10.0.0.2")
    forged = factory.get("/", HTTP_X_FORWARDED_FOR="198.51.100.9, 203.0.113.5", REMOTE_ADDR="10.0.0.2")
    assert client_ip(honest) == client_ip(forged) == "203.0.113.5"
    with override_settings(TRUSTED_PROXY_COUNT=0):
        assert client_ip(forged) == "10.0.0.2"


@pytest.fixture
def reload_urls():
    import rulesite.urls

    yield lambda: (importlib.reload(rulesite.urls), clear_url_caches())
    importlib.reload(rulesite.urls)
    clear_url_caches()


def test_the_admin_can_be_switched_off(client, admin_user_with_password, reload_urls, settings):
    assert client.get("/admin/login/").status_code == 200
    settings.ADMIN_ENABLED = False
    reload_urls()
    assert client.get("/admin/login/").status_code == 404
    assert client.get("/admin/").status_code == 404
