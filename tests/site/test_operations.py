"""/healthz, request ids, the 500 page, the admin's login lockout and its off switch."""

import importlib
import logging

import pytest
from django.db import OperationalError
from django.test import Client, override_settings
from django.urls import clear_url_caches, path

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


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


def _age_failures(seconds: float):
    """Pretend the recorded failures happened ``seconds`` earlier (instead of sleeping)."""
    import datetime

    from django.db.models import F

    from rulesite.pagecache.models import LoginDelay

    LoginDelay.objects.update(at=F("at") - datetime.timedelta(seconds=seconds))


def test_failed_admin_logins_get_growing_delays_per_account_not_a_lock(
    client, admin_user_with_password, caplog
):
    """Issue 30 (audit finding 9): 160 guesses from 40 addresses locked nothing; now the account's
    guesses are slowed whatever the address, and its owner's own network is not kept out."""
    from rulesite.ops import login_delays

    # The owner logged in from their network before: it is known to the account.
    assert _login(client, "editor", "correct horse battery", ip="198.51.100.1").status_code == 302
    client.logout()
    with caplog.at_level(logging.WARNING, logger="axes"):
        statuses = [
            _login(client, "editor", f"wrong {n}", ip=f"203.0.113.{n + 1}").status_code for n in range(5)
        ]
    assert statuses == [200] * login_delays.FREE  # wrong password, form shown again: the free tries
    assert any("login failure" in r.getMessage().lower() for r in caplog.records)  # axes still logs
    waits = []
    for n in range(4):  # each further failure, from yet another address, waits twice as long
        refused = _login(client, "editor", "another guess", ip=f"192.0.2.{n + 1}")
        assert refused.status_code == 429
        waits.append(int(refused["Retry-After"]))
        _age_failures(waits[-1])
        assert _login(client, "editor", f"guess {n}", ip=f"192.0.2.{n + 1}").status_code == 200
    assert waits == [2, 4, 8, 16]
    # The right password from a new address waits too, but not for long (at most ACCOUNT_MAX)...
    stranger = _login(client, "editor", "correct horse battery", ip="192.0.2.200")
    assert stranger.status_code == 429 and 0 < int(stranger["Retry-After"]) <= login_delays.ACCOUNT_MAX
    # ...and the owner's known network is not delayed by the attack on the account.
    assert _login(client, "editor", "correct horse battery", ip="198.51.100.1").status_code == 302


def test_failed_admin_logins_get_growing_delays_per_ipv6_network(client, admin_user_with_password):
    from rulesite.ops import login_delays

    for n in range(login_delays.FREE):  # many accounts, addresses all over one /64
        assert _login(client, f"guess{n}", "wrong", ip=f"2001:db8:7:8::{n + 1:x}").status_code == 200
    refused = _login(client, "someone-else", "wrong", ip="2001:db8:7:8:ffff:1:2:3")
    assert refused.status_code == 429 and int(refused["Retry-After"]) == 2
    # Another /64 is another network; and a delay never becomes a lock: it ends.
    assert _login(client, "editor", "correct horse battery", ip="2001:db8:7:9::1").status_code == 302
    _age_failures(2)
    assert _login(client, "guess9", "wrong", ip="2001:db8:7:8::99").status_code == 200


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
    """Reload the URLconf after a test changes a setting it reads; put it back as it was after.

    The ``settings`` fixture is autouse (``_no_rate_limit``), so it restores its values only after
    this fixture's end: the URLconf is reloaded with the setting's value from before the test.
    """
    from django.conf import settings as django_settings

    import rulesite.urls

    enabled = django_settings.ADMIN_ENABLED
    yield lambda: (importlib.reload(rulesite.urls), clear_url_caches())
    with override_settings(ADMIN_ENABLED=enabled):
        importlib.reload(rulesite.urls)
    clear_url_caches()


def test_the_admin_can_be_switched_off(client, admin_user_with_password, reload_urls, settings):
    assert client.get("/admin/login/").status_code == 200
    settings.ADMIN_ENABLED = False
    reload_urls()
    assert client.get("/admin/login/").status_code == 404
    assert client.get("/admin/").status_code == 404
