"""The judge's pack on the server side: the API's description and its property-based test,
CORS and 304s, the manifest and the service worker's headers, the offline bundle, "show to players"."""

import re

import pytest
import schemathesis
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, given, settings

from rulesite.pagecache import dataversion


@pytest.fixture
def connection_kept():
    """schemathesis calls the WSGI application itself, so Django's request signals close the
    database connection after each answer (close_old_connections); inside the test's transaction
    on PostgreSQL the next query then meets a closed connection (the site's 503). Django's own
    test client keeps the connection by disconnecting the same signals: so does this."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


def test_every_endpoint_keeps_to_its_openapi_description(boards, connection_kept):
    """schemathesis with every check on: answers match their declared schemas, statuses and
    content types, every request the description allows is accepted (a 2xx or a 404: a section
    number is typed in many forms, １２－４ｂ or 12.4B, so text that is not one is a section the
    book does not have), every request it does not allow is refused (control characters: 400),
    and no input gets a 5xx. Its pytest plugin does not run under pytest 9: hypothesis drives it.
    """
    schema = schemathesis.openapi.from_wsgi("/api/openapi.json", get_wsgi_application())
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) == 4

    for operation in operations:

        @given(case=operation.as_strategy())
        @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        def check(case):
            # The WSGI transport hands back the bytes as sent, never decoding a compressed answer
            # as an HTTP client does (rulesite/ops/compression.py): ask for none.
            case.call_and_validate(headers={"Accept-Encoding": "identity"})

        check()


def test_the_description_lists_every_json_endpoint_with_parameters_and_errors(client, rulebooks):
    data = client.get("/api/openapi.json").json()
    assert data["openapi"].startswith("3.")
    paths = data["paths"]
    assert set(paths) == {
        "/api/{book}/sections/",
        "/api/{book}/sections/{number}/",
        "/api/{book}/diff/{old}/{new}/",
        "/api/{book}/offline/",
    }
    one = paths["/api/{book}/sections/{number}/"]["get"]
    assert {p["name"] for p in one["parameters"]} == {"book", "number", "version"}
    assert {"200", "400", "404"} <= set(one["responses"])
    page = client.get("/api/").content.decode()
    assert 'href="/api/openapi.json"' in page


def test_bad_parameters_are_a_json_400(client, rulebooks):
    response = client.get("/api/Not_A_Book/sections/")
    assert response.status_code == 400
    assert response.json()["error"] == "invalid parameters"
    assert response.json()["detail"][0]["loc"] == ["path", "book"]
    assert client.get("/api/gate-ruler/sections/12-4b/?version=" + "9" * 200).status_code == 400


def test_the_api_allows_other_sites_and_answers_304(client, rulebooks):
    first = client.get("/api/gate-ruler/sections/12-4b/", HTTP_ORIGIN="https://deck.example")
    assert first["Access-Control-Allow-Origin"] == "*"
    assert first["ETag"] and not first.cookies
    again = client.get("/api/gate-ruler/sections/12-4b/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
    preflight = client.options(
        "/api/gate-ruler/sections/",
        HTTP_ORIGIN="https://deck.example",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="if-none-match",
    )
    assert preflight["Access-Control-Allow-Origin"] == "*"
    assert "if-none-match" in preflight["Access-Control-Allow-Headers"]
    assert "Access-Control-Allow-Origin" not in client.get("/gate-ruler/", HTTP_ORIGIN="https://x.example")


def test_manifest_and_service_worker(client, rulebooks):
    manifest = client.get("/manifest.webmanifest")
    assert manifest["Content-Type"] == "application/manifest+json"
    data = manifest.json()
    assert data["display"] == "standalone" and data["start_url"] == "/"
    assert {icon["sizes"] for icon in data["icons"]} == {"192x192", "512x512"}
    for icon in data["icons"]:
        assert client.get(icon["src"]).status_code == 200 or icon["src"].startswith("/static/")
    worker = client.get("/sw.js")
    assert worker["Service-Worker-Allowed"] == "/" and worker["Cache-Control"] == "no-cache"
    assert b'addEventListener("fetch"' in worker.content
    page = client.get("/gate-ruler/12-4b/").content.decode()
    assert 'rel="manifest"' in page and "js/offline" in page
    assert 'media="(prefers-color-scheme: dark)"' in page


def test_the_offline_bundle_lists_every_section_and_follows_the_data_version(client, boards):
    bundle = client.get("/api/gate-ruler/offline/").json()
    assert bundle["version"] == "1.0.0"
    assert len(bundle["index"]) == 37 and bundle["index"]["12-4b-2a"] == "/gate-ruler/12-4b-2a/"
    assert bundle["pages"][:2] == ["/gate-ruler/", "/gate-ruler/glossary/"]
    assert set(bundle["index"].values()) <= set(bundle["pages"])
    assert any(url.startswith("/boards/") and "?step=" in url for url in bundle["boards"])
    for url in bundle["pages"][:3] + bundle["boards"][:2] + bundle["assets"][:1]:
        response = client.get(url)
        assert response.status_code == 200 and not response.cookies, url
    token = bundle["data_version"]
    dataversion.data_changed()
    assert client.get("/api/gate-ruler/offline/").json()["data_version"] != token


def test_show_to_players_pages(client, boards):
    section = client.get("/gate-ruler/12-4b/").content.decode()
    assert 'href="/gate-ruler/v/1.0.0/12-4b/show/"' in section
    shown = client.get("/gate-ruler/v/1.0.0/12-4b/show/")
    assert shown.status_code == 200 and not shown.cookies
    assert "immutable" in shown["Cache-Control"]
    html = shown.content.decode()
    assert re.search(r'<svg viewBox="[^"]+" class="qr"', html)
    assert "http://testserver/gate-ruler/v/1.0.0/12-4b/" in html
    response = client.get("/boards/gr-hp-zero/?step=hp-changed.1")
    viewer = response.context["viewer"]
    board, at = response.content.decode(), viewer.ids[viewer.index]
    assert f'href="/boards/gr-hp-zero/show/?step={at}"' in board
    step = client.get(f"/boards/gr-hp-zero/show/?step={at}").content.decode()
    assert re.search(rf'href="http://testserver/boards/gr-hp-zero/\?step={re.escape(at)}"', step)
    assert client.get("/boards/gr-hp-zero/show/?step=999").status_code == 404
    assert client.get("/gate-ruler/v/9.9.9/12-4b/show/").status_code == 404
