"""A static site on one origin asking the proxy on another (issue 10), in Chromium.

The site is built with ``--api-url`` naming the proxy's address and served by ``preview`` on two
ports: the proxy lists the first as an allowed origin, not the second. From the listed origin the
ask panel answers and its citations open the site's own pages; from the other the browser's
preflight is refused and nothing can be asked."""

from __future__ import annotations

import re
import threading

import pytest
from servers import free_port

from codecite_site.qa.answer import Engine
from codecite_site.serve import Proxy

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def two_origins(config, fixture_pdf, tree, tmp_path_factory):
    """(listed site URL, unlisted site URL, API port, the proxy's log lines)."""
    from codecite_site.site.build import build_site
    from codecite_site.site.preview import make_server

    api_port = free_port()
    out = tmp_path_factory.mktemp("cors-site") / "site"
    build_site(config, pdf=fixture_pdf, out=out, api_url=f"http://127.0.0.1:{api_port}/", log=lambda *_: None)
    previews = [make_server(out, port=0, quiet=True) for _ in range(2)]
    for server, _ in previews:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    listed = f"http://127.0.0.1:{previews[0][0].server_address[1]}"
    lines: list[str] = []
    proxy = Proxy(Engine.build(tree, config), None, "127.0.0.1", api_port, rate_limit=0, log=lines.append,
                  allowed_origins=(listed,))
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    yield previews[0][1], previews[1][1], api_port, lines
    proxy.shutdown()
    proxy.server_close()
    for server, _ in previews:
        server.shutdown()
        server.server_close()


def test_the_site_names_the_api_in_its_panel_and_its_policy(two_origins, page):
    listed, _, api_port, _ = two_origins
    resp = page.goto(listed + "B/9.8.8.3/")
    api = f"http://127.0.0.1:{api_port}"
    assert page.get_attribute("#ask-panel", "data-api") == api + "/api/"
    meta = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert f"connect-src 'self' {api};" in meta
    assert f"connect-src 'self' {api};" in resp.headers["content-security-policy"]  # preview's header agrees


def test_asking_from_the_listed_origin_answers_and_citations_open_the_sites_pages(two_origins, page, watch, shot):
    listed, _, api_port, lines = two_origins
    page.goto(listed + "B/9.8.8.3/")
    page.locator(".ask-status").filter(has_text="Offline").wait_for()
    page.fill("#ask-q", "What is the minimum height of a guard?")
    page.get_by_role("button", name="Ask", exact=True).click()
    page.locator(".ask-answer mark.cite").first.wait_for()
    shot(page, "cross-origin-answer")
    assert any(re.match(r"POST /api/ask 200 ", line) for line in lines), lines
    page.locator(".ask-answer mark.cite").first.click()
    page.wait_for_url(re.compile(r"hl="))
    assert page.url.startswith(listed), page.url  # the site's own origin, not the API's


def test_asking_from_an_unlisted_origin_is_refused(two_origins, page, watch, shot):
    _, unlisted, api_port, lines = two_origins
    watch.allow("/api/")  # the browser blocks the refused requests and says so
    watch.allow("CORS policy")
    page.goto(unlisted + "B/9.8.8.3/")
    page.locator(".ask-help").wait_for(state="visible")  # the health check was refused: no answer server
    assert page.is_disabled("#ask-q")
    shot(page, "cross-origin-refused")
    assert any(line.startswith("GET /api/health 403") for line in lines), lines
    before = len(lines)
    outcome = page.evaluate("""async (api) => {
        try {
            const r = await fetch(api + "ask", {method: "POST", headers: {"Content-Type": "application/json"},
                                                body: JSON.stringify({question: "guard height"})});
            return "read " + r.status;
        } catch (e) { return "refused"; }
    }""", f"http://127.0.0.1:{api_port}/api/")
    assert outcome == "refused"
    new = lines[before:]
    assert any(line.startswith("OPTIONS /api/ask 403") for line in new), new  # the preflight refused
    assert not any(line.startswith("POST") for line in new), new  # so the question was never sent
