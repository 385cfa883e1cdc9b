"""The Content Security Policy in a real browser: violations are caught, only embeds can be framed."""

import http.server
import threading

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

WRITER = "http://writer.invalid/"  # another site, served by Playwright's router (no network)


@pytest.fixture
def writer_site():
    """Another site (127.0.0.1 on its own port; the live server is localhost): a real local server,
    as Chromium keeps pages that do not come from a local address from framing local ones."""
    pages: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = pages.get(self.path, b"")
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield pages, f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_a_csp_violation_is_caught_by_the_browser_fixture(page, no_csp_violation):
    """The check every browser test runs can fail: an inline script under a strict policy is reported."""
    page.route(
        WRITER,
        lambda route: route.fulfill(
            body="<!DOCTYPE html><title>x</title><script>document.title = 'ran'</script>",
            headers={"Content-Type": "text/html", "Content-Security-Policy": "script-src 'self'"},
        ),
    )
    page.goto(WRITER)
    assert page.title() == "x"  # the inline script was refused
    assert any("inline script" in v for v in no_csp_violation), no_csp_violation
    no_csp_violation.clear()


def test_another_site_can_frame_a_board_embed_but_not_a_section_page(
    page, live_rulebooks, boards, writer_site, no_csp_violation
):
    pages, writer = writer_site
    embed = page.base_url + "/boards/gr-hp-zero/embed/?step=played.1"  # step 1
    section = page.base_url + "/gate-ruler/12-4b-3a/"
    pages["/article"] = (
        "<!DOCTYPE html><title>writer</title>"
        f'<iframe id="embed" src="{embed}" width="800" height="600"></iframe>'
        f'<iframe id="section" src="{section}" width="800" height="600"></iframe>'
    ).encode()
    page.goto(writer + "/article")
    embedded = page.frame_locator("#embed")
    embedded.locator("#viewer").wait_for()
    # The embed's own script and htmx run inside the frame: the next step loads in place.
    embedded.locator("#viewer a[data-nav='next']").first.click()
    expect(embedded.locator("#viewer .step-status")).to_contain_text("Step 2 of")
    # The section page refused to be framed: its frame shows the browser's error page, and that
    # refusal is the only violation reported.
    step_2 = embed.replace("played.1", "priority-passed.1")
    assert page.locator("#embed").element_handle().content_frame().url == step_2
    assert page.locator("#section").element_handle().content_frame().url != section
    assert len(no_csp_violation) == 1 and "frame-ancestors 'none'" in no_csp_violation[0], no_csp_violation
    no_csp_violation.clear()
