"""Security headers from maintained packages; framing for embeds only; no cookie on read-only pages."""

import pytest

READ_PAGES = [
    "/",
    "/gate-ruler/",
    "/gate-ruler/12-4b-3a/",
    "/gate-ruler/glossary/",
    "/gate-ruler/coverage/",
    "/boards/",
    "/boards/gr-hp-zero/?step=hp-changed.1",
    "/search/?q=%E7%A0%B4%E5%A3%8A",
    "/search/?q=12-4b",
    "/healthz",
]


def policy(response) -> dict[str, str]:
    header = response.headers["Content-Security-Policy"]
    return {part.split()[0]: part.strip() for part in header.split(";") if part.strip()}


@pytest.mark.parametrize("url", READ_PAGES)
def test_read_only_pages_set_no_cookie(client, boards, url):
    response = client.get(url, follow=True)
    assert response.status_code == 200
    assert not response.cookies, f"{url} set {list(response.cookies)}"
    assert "Set-Cookie" not in response.headers


def test_an_htmx_fragment_sets_no_cookie(client, boards):
    response = client.get("/boards/gr-hp-zero/?step=hp-changed.1", headers={"HX-Request": "true"})
    assert response.status_code == 200 and not response.cookies


def test_a_page_with_a_form_that_posts_gets_the_csrf_cookie(client, boards):
    response = client.get("/boards/gr-hp-zero/edit/")
    assert response.status_code == 200 and "csrftoken" in response.cookies


@pytest.mark.parametrize("url", ["/gate-ruler/12-4b-3a/", "/boards/gr-hp-zero/", "/no-such-page/"])
def test_pages_carry_a_csp_without_inline_script_and_may_not_be_framed(client, boards, url):
    response = client.get(url)
    directives = policy(response)
    assert directives["script-src"] == "script-src 'self'"
    assert "unsafe-inline" not in response.headers["Content-Security-Policy"]
    assert "unsafe-eval" not in response.headers["Content-Security-Policy"]
    assert directives["frame-ancestors"] == "frame-ancestors 'none'"
    assert response.headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize("url", ["/boards/gr-hp-zero/embed/?step=1"])
def test_board_embeds_may_be_framed_by_any_site(client, boards, url):
    # The second answer comes from the page cache: it keeps the policy the view chose.
    for _ in ("rendered", "cached"):
        response = client.get(url)
        assert response.status_code == 200
        assert policy(response)["frame-ancestors"] == "frame-ancestors *"
        assert "X-Frame-Options" not in response.headers
        assert policy(response)["script-src"] == "script-src 'self'"


def test_a_cached_page_keeps_its_own_framing_policy(client, boards):
    for _ in ("rendered", "cached"):
        response = client.get("/gate-ruler/12-4b-3a/")
        assert policy(response)["frame-ancestors"] == "frame-ancestors 'none'"
        assert response.headers["X-Frame-Options"] == "DENY"


def test_an_edited_boards_embed_may_be_framed_too(client, boards):
    form = client.get("/boards/gr-hp-zero/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data["source"] = data["source"].replace("title:", "title:", 1) + "\n"
    response = client.post("/boards/gr-hp-zero/edit/", data)
    assert response.status_code == 302
    framed = client.get(response["Location"] + "embed/")
    assert framed.status_code == 200
    assert policy(framed)["frame-ancestors"] == "frame-ancestors *"
    assert "X-Frame-Options" not in framed.headers


def test_other_security_headers(client, rulebooks):
    response = client.get("/gate-ruler/12-4b-3a/")
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    permissions = response.headers["Permissions-Policy"]
    for feature in ("camera=()", "geolocation=()", "microphone=()", "payment=()"):
        assert feature in permissions


def test_no_template_has_inline_script_style_or_event_handlers():
    import re
    from pathlib import Path

    templates = Path(__file__).resolve().parents[2] / "templates"
    offenders = []
    for path in templates.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        for pattern in (
            r"<script(?![^>]*\bsrc=)[^>]*>",
            r"<style\b",
            r"\sstyle=",
            r"\son[a-z]+=",
            r"javascript:",
        ):
            for match in re.finditer(pattern, text, re.IGNORECASE):
                offenders.append(f"{path.relative_to(templates)}: {match.group(0)}")
    assert offenders == []


def test_the_language_switch_needs_no_csrf_cookie_and_stays_on_the_site(rulebooks):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    response = client.post("/i18n/setlang/", {"language": "ja", "next": "/gate-ruler/12-4b-3a/"})
    assert response.status_code == 302 and response["Location"] == "/gate-ruler/12-4b-3a/"
    assert response.cookies["django_language"].value == "ja"
    assert "csrftoken" not in response.cookies
    page = client.get("/gate-ruler/12-4b-3a/", headers={"Accept-Language": "en"})
    assert '<html lang="ja">' in page.content.decode()
    away = client.post("/i18n/setlang/", {"language": "en", "next": "https://evil.example/"})
    assert away.status_code == 302 and away["Location"] == "/"
