"""The judge's pack in Chromium: the service worker, a rulebook kept offline and read with the
network off (sections never opened, the glossary, a board step, lookup by number, the offline page),
refreshed after a data change; "Show to players" whose QR code decodes to the step's permalink."""

import io
import re

import pytest
from playwright.sync_api import expect

from .conftest import screenshot

BOARD = "gr-hp-zero"


@pytest.fixture
def boards_loaded(live_rulebooks, boards):
    return boards


def _context(browser, width: int, locale: str):
    context = browser.new_context(viewport={"width": width, "height": 900}, locale=locale)
    page = context.new_page()
    page.set_default_timeout(30_000)
    return context, page


def _keep(page, base: str) -> None:
    page.goto(base + "/gate-ruler/")
    page.wait_for_function("navigator.serviceWorker.controller !== null || (location.reload(), false)")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    panel = page.locator("[data-keep-book=gate-ruler]")
    expect(panel).to_be_visible()
    panel.locator("input.keep-boards").check()
    panel.locator("button.keep").click()
    expect(panel).to_have_attribute("data-saved", re.compile(r"\d{4}-"), timeout=60_000)


@pytest.mark.long
def test_a_kept_rulebook_reads_offline_and_refreshes_after_a_data_change(browser, site_server, boards_loaded):
    from rulesite.pagecache import dataversion

    base = site_server.url
    context, page = _context(browser, 1280, "en-US")
    _keep(page, base)
    status = page.locator(".keep-status")
    expect(status).to_contain_text("Kept for offline use: version 1.0.0")
    saved = page.locator("[data-keep-book]").get_attribute("data-saved")
    screenshot(page, "offline-en-1280-kept")

    context.set_offline(True)
    # A section never opened before, from the stored book.
    page.goto(base + "/gate-ruler/12-4b-2a/")
    expect(page.locator("h1")).to_contain_text("12-4b-2a")
    # A pinned permalink of the stored version opens the stored page of its number.
    page.goto(base + "/gate-ruler/v/1.0.0/12-4b-3a/")
    expect(page.locator("h1")).to_contain_text("12-4b-3a")
    page.goto(base + "/gate-ruler/glossary/")
    expect(page.locator("h1")).to_contain_text("Glossary")
    page.goto(base + f"/boards/{BOARD}/?step=2")
    expect(page.locator(".viewer")).to_be_visible()
    expect(page.locator("main")).to_contain_text("2")
    # Lookup by number, as people type it, from the header's box.
    page.goto(base + "/gate-ruler/")
    page.fill("#lookup-q", "１２．４Ｂ")
    page.press("#lookup-q", "Enter")
    page.wait_for_url(re.compile(r"/gate-ruler/12-4b/$"))
    expect(page.locator("h1")).to_contain_text("12-4b")
    # A page not stored: the offline page, linking the stored book.
    page.goto(base + "/gate-ruler/coverage/")
    expect(page.locator("h1")).to_have_text("You are offline")
    expect(page.locator("ul.offline-books a").first).to_have_attribute("href", "/gate-ruler/")
    screenshot(page, "offline-en-1280-offline-page")
    page.locator("ul.offline-books a").first.click()
    expect(page.locator("h1")).to_contain_text("Gate Ruler")

    # Back online, the site's data changes: the stored book is stored again.
    context.set_offline(False)
    dataversion.data_changed()
    page.goto(base + "/gate-ruler/")
    expect(page.locator("[data-keep-book]")).not_to_have_attribute("data-saved", saved, timeout=60_000)
    expect(page.locator("[data-keep-book]")).to_have_attribute(
        "data-saved-version", dataversion.current().token, timeout=60_000
    )
    # Removable: the reader's choice.
    page.locator("button.keep-remove").click()
    expect(status).to_contain_text("Not kept on this device.")
    cookies = context.cookies()
    assert cookies == [], cookies
    context.close()


@pytest.mark.parametrize(
    ("width", "locale"), [(390, "ja-JP"), (1280, "en-US"), (390, "en-US"), (1280, "ja-JP")]
)
def test_show_to_players_decodes_to_the_step_permalink(browser, site_server, boards_loaded, width, locale):
    import zxingcpp
    from axe_playwright_python.sync_playwright import Axe
    from PIL import Image

    context, page = _context(browser, width, locale)
    page.goto(site_server.url + f"/boards/{BOARD}/?step=resolve-card.1")
    page.locator(".viewer a.show-players").click()
    page.wait_for_url(re.compile(r"/show/\?step=resolve-card\.1$"))
    image = Image.open(io.BytesIO(page.locator("svg.qr").screenshot()))
    found = [code.text for code in zxingcpp.read_barcodes(image)]
    assert found == [site_server.url + f"/boards/{BOARD}/?step=resolve-card.1"]
    lang = locale[:2]
    screenshot(page, f"show-{lang}-{width}-step")
    page.goto(site_server.url + "/gate-ruler/12-4b/")
    page.locator(".cite-box a.show-players").click()
    expect(page.locator("h1")).to_contain_text("12-4b")
    image = Image.open(io.BytesIO(page.locator("svg.qr").screenshot()))
    assert [code.text for code in zxingcpp.read_barcodes(image)] == [
        site_server.url + "/gate-ruler/v/1.0.0/12-4b/"
    ]
    screenshot(page, f"show-{lang}-{width}-section")
    bad = {}
    for path in ("/gate-ruler/v/1.0.0/12-4b/show/", "/offline/", "/api/", "/gate-ruler/"):
        page.goto(site_server.url + path)
        results = Axe().run(page)
        serious = [v["id"] for v in results.response["violations"] if v["impact"] in ("serious", "critical")]
        if serious:
            bad[path] = serious
    assert bad == {}
    context.close()
