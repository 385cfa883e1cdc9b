"""Browser tests: Playwright drives Debian's Chromium (/usr/bin/chromium); no browser download."""

import os
import shutil
from pathlib import Path

import pytest

# Playwright's sync API runs an event loop in this thread; the ORM calls made by fixtures are safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
SCREENSHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
CHROMIUM_ARGS = [
    "--no-sandbox",  # CI runs as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class CheckedBrowser:
    """The browser, whose every context records Content Security Policy violations.

    Chromium reports each violation on the console ("Refused to execute inline script because it
    violates the following Content Security Policy directive ..."); the autouse fixture below
    fails any browser test during which one was reported.
    """

    def __init__(self, browser):
        self._browser = browser
        self.csp_violations: list[str] = []

    def new_context(self, **options):
        context = self._browser.new_context(**options)
        context.on("console", self._console)
        return context

    def _console(self, message) -> None:
        if "Content Security Policy" in message.text:
            self.csp_violations.append(f"{message.location.get('url', '?')}: {message.text}")

    def __getattr__(self, name):
        return getattr(self._browser, name)


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: run `make chromium` (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield CheckedBrowser(browser)
        browser.close()


@pytest.fixture(autouse=True)
def no_csp_violation(browser):
    """Every browser test runs with the site's CSP on and fails on any violation it reports."""
    browser.csp_violations.clear()
    yield browser.csp_violations
    assert browser.csp_violations == [], "Content Security Policy violations:\n" + "\n".join(
        browser.csp_violations
    )


@pytest.fixture(scope="session")
def site_server(django_db_setup, django_db_blocker):
    """The site, served on localhost by a thread of this test process, for the whole session.

    The test database is SQLite in memory, so the server's thread and the test share one
    connection: the server sees the shipped rulebooks and boards loaded once per worker
    (tests/conftest.py, ``_Shipped``), and whatever a test adds inside its transaction; the
    transaction is rolled back when the test ends. (pytest-django's ``live_server`` would empty
    every table after each test, and the next test would import every rulebook and board again.)
    """
    from django.test.utils import modify_settings
    from pytest_django.live_server_helper import LiveServer

    with django_db_blocker.unblock():
        server = LiveServer("localhost")
    try:
        with modify_settings(ALLOWED_HOSTS={"append": "localhost"}):
            yield server
    finally:
        server.stop()


@pytest.fixture
def live_rulebooks(rulebooks):
    """The shipped rulebooks, as the server sees them (no boards unless the test asks for ``boards``)."""
    return rulebooks


@pytest.fixture
def page(browser, site_server, live_rulebooks):
    context = browser.new_context(viewport={"width": 1200, "height": 900}, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.base_url = site_server.url
    yield page
    context.close()


@pytest.fixture
def phone(browser, site_server, live_rulebooks):
    context = browser.new_context(viewport={"width": 375, "height": 740}, locale="ja-JP", is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.base_url = site_server.url
    yield page
    context.close()


def screenshot(page, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    # caret="initial": hiding the caret leaves style="" on inputs, which htmx's copy of the page
    # for the back button then carries: inline style, refused by the site's CSP.
    page.screenshot(path=str(path), full_page=True, caret="initial")
    return path


def serious_axe_issues(axe, page) -> list[str]:
    """What axe (``axe_playwright_python``'s ``Axe``) finds serious or critical on ``page``: the
    rule, its impact and up to three of the elements, one line each."""
    results = axe.run(page)
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
