"""End to end: asking through ``codecite-site serve`` in Chromium, offline and against the fake
Cohere API (the real SDK inside the proxy subprocess talks to it over HTTP).

Each flow: the answer appears with citations; a citation opens the Article with the cited
Sentence highlighted and in view; the Rerank toggle changes the trace; an unverified quantity is
flagged; failures (429, 401, the proxy gone) show a clear message and the page keeps working;
keyboard only. ``watch`` fails a test on any console error or failed request it did not provoke.
"""

from __future__ import annotations

import re

import pytest
from fake_cohere import GOOD_KEY, FakeCohere
from servers import serve

pytestmark = pytest.mark.browser

UNVERIFIED = "1 234 mm"  # a quantity no Sentence of the fixture holds


class TamperingFake(FakeCohere):
    """The fake Cohere, whose chat answer can be made to add a quantity its citation does not hold."""

    tamper = False

    def _compose(self, data):
        text, citations = super()._compose(data)
        if self.tamper and citations:
            text += f" A guard at a window must be {UNVERIFIED} high."
        return text, citations


@pytest.fixture(scope="session")
def config_file(config, tmp_path_factory):
    """Settings for the server subprocesses: the session's cache (fixture, parse, vectors), no rate limit."""
    f = tmp_path_factory.mktemp("cfg") / "site_config.toml"
    f.write_text(f'[paths]\nwork = "{config.work_dir.as_posix()}"\n\n[serve]\nrate_limit = 0\n', encoding="utf-8")
    return f


@pytest.fixture(scope="session")
def logs(tmp_path_factory):
    return tmp_path_factory.mktemp("server-logs")


@pytest.fixture(scope="session")
def offline_proxy(site_build, config_file, logs):
    server = serve(site_build[1], config_file, logs / "offline.log", "--offline")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def tampering_fake():
    with TamperingFake() as fake:
        yield fake


@pytest.fixture
def fake(tampering_fake):
    tampering_fake.reset()
    tampering_fake.tamper = False
    yield tampering_fake
    tampering_fake.reset()
    tampering_fake.tamper = False


@pytest.fixture(scope="session")
def cohere_proxy(site_build, config_file, logs, fixture_vectors, tampering_fake):
    # the vectors were embedded through the session's fake; the fakes embed identically
    env = {"COHERE_API_KEY": GOOD_KEY, "CO_API_URL": tampering_fake.url}
    server = serve(site_build[1], config_file, logs / "cohere.log", env=env)
    yield server
    server.stop()


# --- helpers ---------------------------------------------------------------------------------
def ask(page, question: str) -> None:
    page.fill("#ask-q", question)
    page.get_by_role("button", name="Ask", exact=True).click()


def wait_answer(page):
    page.locator(".ask-answer mark.cite").first.wait_for()
    page.get_by_role("button", name="Ask", exact=True).wait_for(state="attached")
    page.wait_for_function("!document.querySelector('.ask-form button').disabled")


def trace(page) -> str:
    return page.locator(".ask-trace").inner_text()


def assert_cited_sentence_highlighted(page) -> str:
    """The page is an Article (or Note) opened from a citation: the cited Sentence is highlighted and in view."""
    page.wait_for_url(re.compile(r"\?hl="))
    page.wait_for_load_state()
    m = re.search(r"\?hl=([^#&]+)#((?:s|p)\d+)", page.url)  # a Sentence, or a Note's paragraph
    assert m, page.url
    target = page.locator(f"[id='{m.group(2)}']")
    assert "hl" in (target.get_attribute("class") or "").split(), f"{m.group(2)} not highlighted on {page.url}"
    box = target.bounding_box()
    height = page.evaluate("innerHeight")
    assert box and 0 <= box["y"] < height, f"{m.group(2)} not in view: {box}"
    return m.group(2)


# --- the flows ----------------------------------------------------------------------------
def test_offline_answer_cites_and_its_citation_opens_the_highlighted_sentence(page, watch, shot, offline_proxy):
    page.goto(offline_proxy.url + "/")
    status = page.locator(".ask-status")
    status.filter(has_text="Offline").wait_for()
    assert page.locator("input[name=rerank]").is_disabled()  # no reranker offline, and it says so
    ask(page, "Where must smoke alarms be installed in a house?")
    wait_answer(page)
    assert "Offline extractive answer" in page.locator(".ask-answer").inner_text()
    assert "search" in trace(page) and "bm25" in trace(page)
    sources = page.locator(".ask-sources li a")
    assert sources.count() >= 1 and "Sentence 9.10.19" in sources.first.inner_text()
    shot(page, "offline-answer")

    cite = page.locator(".ask-answer mark.cite").first
    cited = cite.inner_text().strip()
    cite.click()
    anchor = assert_cited_sentence_highlighted(page)
    # the highlighted Sentence is the one whose words the answer quoted
    assert cited[:40] in page.locator(f"[id='{anchor}']").inner_text().replace("\n", " ")
    shot(page, "offline-citation-opened")


def test_cohere_answer_rerank_toggle_changes_the_trace(page, watch, shot, cohere_proxy, fake):
    page.goto(cohere_proxy.url + "/B/9.8.8.3/")
    page.locator(".ask-status").filter(has_text="command-a").wait_for()
    rerank = page.locator("input[name=rerank]")
    assert rerank.is_enabled() and rerank.is_checked()
    ask(page, "What is the minimum height of a guard?")
    wait_answer(page)
    assert "rerank" in trace(page) and "rerank-v3.5" in trace(page) and "embed-v4.0" in trace(page)
    assert page.locator(".ask-hits li .move").count() >= 1  # rank movement after rerank
    shot(page, "cohere-reranked")
    asked = [p for p, _ in fake.requests]
    assert asked.count("/v2/rerank") == 1 and "/v2/chat" in asked

    rerank.uncheck()
    ask(page, "What is the minimum height of a guard?")
    wait_answer(page)
    assert "rerank" not in trace(page) and "embed" in trace(page)
    assert [p for p, _ in fake.requests].count("/v2/rerank") == 1  # no second rerank call
    shot(page, "cohere-not-reranked")

    page.locator(".ask-answer mark.cite").first.click()
    assert_cited_sentence_highlighted(page)
    shot(page, "cohere-citation-opened")


def test_a_quantity_the_cited_sentence_does_not_hold_is_flagged(page, watch, shot, cohere_proxy, fake):
    fake.tamper = True
    page.goto(cohere_proxy.url + "/")
    ask(page, "What is the minimum height of a guard?")
    wait_answer(page)
    flagged = page.locator(".ask-answer .unverified")
    assert flagged.count() == 1 and flagged.inner_text() == UNVERIFIED
    note = page.locator(".ask-unverified")
    assert note.is_visible() and UNVERIFIED in note.inner_text()
    # quantities quoted from the cited Sentence are not flagged
    assert page.locator(".ask-answer mark.cite .unverified").count() == 0
    shot(page, "unverified-quantity")


@pytest.mark.parametrize("status, says", [(429, "rate limit"), (401, "API key")])
def test_cohere_failure_shows_a_clear_message_and_the_page_keeps_working(page, watch, shot, cohere_proxy, fake,
                                                                        status, says):
    watch.allow("/api/ask")  # the failing request itself is the point of this test
    page.goto(cohere_proxy.url + "/B/9.8.8.3/")
    page.locator(".ask-status").filter(has_text="command-a").wait_for()
    fake.fail(status, times=3)
    ask(page, "What is the minimum height of a guard?")
    error = page.locator(".ask-status.error")
    error.wait_for()
    assert says in error.inner_text(), error.inner_text()
    assert page.locator(".ask-answer mark.cite").count() == 0
    shot(page, f"cohere-{status}")

    fake.reset()
    ask(page, "What is the minimum height of a guard?")
    wait_answer(page)
    assert not page.locator(".ask-status").get_attribute("class").count("error")
    page.get_by_role("link", name="Sentences (2) and (3)").first.click()  # and the page still navigates
    assert page.url.endswith("#s2") or "s2" in page.url


def test_proxy_gone_shows_how_to_start_one_and_the_page_keeps_working(page, watch, shot, site_build, config_file,
                                                                      logs):
    server = serve(site_build[1], config_file, logs / "short-lived.log", "--offline")
    try:
        page.goto(server.url + "/B/9.8.8.3/")
        page.locator(".ask-status").filter(has_text="Offline").wait_for()
    finally:
        server.stop()
    watch.allow("/api/ask")  # the request to the stopped proxy fails, as it should
    ask(page, "What is the minimum height of a guard?")
    page.locator(".ask-status.error").wait_for()
    assert "No answer server" in page.locator(".ask-status").inner_text()
    help_box = page.locator(".ask-help")
    assert help_box.is_visible() and "codecite-site serve" in help_box.inner_text()
    shot(page, "proxy-gone")
    # the page keeps working: the panel can be used again and in-page links still work
    assert page.get_by_role("button", name="Ask", exact=True).is_enabled()
    assert page.locator("#ask-q").is_editable()
    page.get_by_role("link", name="Link to Sentence 9.8.8.3.(4)").click()
    assert page.url.endswith("#s4") and page.locator("#s4").is_visible()


def _tab_to(page, selector: str, limit: int = 80) -> None:
    """Press Tab until the focused element matches ``selector`` (a keyboard user's way there)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def test_keyboard_only_search_open_a_result_ask_and_follow_a_citation(page, watch, shot, offline_proxy):
    page.goto(offline_proxy.url + "/")
    page.keyboard.press("/")  # the site's shortcut to the search box
    assert page.evaluate("document.activeElement.matches('[data-jump-input]')")
    page.keyboard.type("frost heave")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/search/\?q=frost"))
    page.locator(".pagefind-ui__result-link").first.wait_for()
    shot(page, "keyboard-search-results")
    _tab_to(page, ".pagefind-ui__result-link")
    result = page.evaluate("document.activeElement.textContent")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"/B/notes/A-9\.15\.3\.8/|/B/9\.15\.3\.8/"))
    assert result.strip() and "frost" in page.locator("main").inner_text().lower()

    _tab_to(page, "#ask-q")
    page.keyboard.type("How deep must footings be below the ground?")
    _tab_to(page, ".ask-form button")
    page.keyboard.press("Enter")
    wait_answer(page)
    shot(page, "keyboard-answer")
    _tab_to(page, ".ask-answer mark.cite")
    page.keyboard.press("Enter")
    anchor = assert_cited_sentence_highlighted(page)
    assert page.url.split("?")[0].endswith("/B/9.15.3.8/"), page.url
    shot(page, f"keyboard-citation-{anchor}")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_ask_panel_with_a_live_answer_has_no_axe_violations(browser, offline_proxy, scheme):
    """axe-core on an Article page whose ask panel shows an answer from the proxy, its trace and
    the retrieved clauses opened (tests/axe.py; the other page kinds are in test_axe.py)."""
    import axe

    context = browser.new_context(color_scheme=scheme)
    page = context.new_page()
    page.goto(offline_proxy.url + "/B/9.8.8.3/")
    page.wait_for_selector(".ask-status:has-text('Offline')")
    ask(page, "What is the minimum height of a guard?")
    wait_answer(page)
    page.locator(".ask-hits summary").click()
    found = axe.violations(page)
    context.close()
    assert not found, axe.report(found)
