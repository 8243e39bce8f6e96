"""The hostile fixture in Chromium (issue 11, findings 1 and 2, and 3's policy in use): payloads in
a Part title, an Article title, a Sentence, a table cell, a definition and a Note, built into a
site and served by the proxy. The test searches, shows and uses the filters, opens results and
pages, shows a definition, and asks offline questions whose answers quote the payloads, with
``alert`` / ``confirm`` / ``prompt`` trapped (an init script that records calls, and the page's
dialog event) and every request that leaves 127.0.0.1 routed away and recorded.

It runs twice: with the Content-Security-Policy bypassed (so the escaping is proved on its own,
not by the policy blocking the payloads) and enforced (so the policy is proved to allow all the
site needs: any violation it reports fails the test)."""

from __future__ import annotations

import re
import threading
from urllib.parse import urlsplit

import hostile
import pytest
from conftest import PageWatch
from hostile import MEASURED_Q, NOTE_Q, bm25_config

from codecite_site.qa.answer import Engine
from codecite_site.serve import Proxy

pytestmark = pytest.mark.browser

TRAP = """(() => {
  const report = (kind, detail) => { try { window.__trap(kind, String(detail)); } catch (e) {} };
  for (const name of ["alert", "confirm", "prompt"]) {
    window[name] = function (message) { report(name, message); return null; };
  }
  document.addEventListener("securitypolicyviolation",
    (e) => report("csp", e.violatedDirective + " " + e.blockedURI + " " + e.sourceFile + ":" + e.lineNumber), true);
})();"""


@pytest.fixture(scope="module")
def hostile_url(hostile_tree, config, hostile_site):
    proxy = Proxy(Engine.build(hostile_tree, bm25_config(config)), hostile_site, "127.0.0.1", 0, rate_limit=0,
                  log=lambda _: None)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    yield proxy.url
    proxy.shutdown()
    proxy.server_close()


class Trap:
    """What the pages did that they must not: dialogs, trapped calls, policy violations, requests
    that left 127.0.0.1, and fetches of the payloads' own images (``src=x``, ``x.png``)."""

    def __init__(self, context):
        self.dialogs: list[str] = []
        self.calls: list[tuple[str, str]] = []
        self.outside: list[str] = []
        self.payload_fetches: list[str] = []
        context.expose_binding("__trap", lambda source, kind, detail: self.calls.append((kind, detail)))
        context.add_init_script(TRAP)
        context.route("**/*", self._route)

    def _route(self, route) -> None:
        url = urlsplit(route.request.url)
        if url.hostname != "127.0.0.1":
            self.outside.append(route.request.url)
            return route.abort()
        if re.search(r"/(x|x\.png|n\.png)$", url.path):
            self.payload_fetches.append(route.request.url)
        return route.continue_()

    def watch(self, page):
        page.on("dialog", lambda d: (self.dialogs.append(f"{d.type}: {d.message}"), d.dismiss()))
        return PageWatch(page)


    def check(self, step: str) -> None:
        """Nothing happened that must not, up to ``step``."""
        assert self.dialogs == [] and self.calls == [], (step, self.dialogs, self.calls)
        assert self.outside == [] and self.payload_fetches == [], (step, self.outside, self.payload_fetches)


def no_markup(page, scope: str = "body") -> None:
    """No element a payload would make (the site's own pages have no images, SVG or iframes)."""
    made = page.locator(f"{scope} img, {scope} svg, {scope} iframe, {scope} script:not([src])").count()
    assert made == 0, page.url


@pytest.fixture(params=["bypassed", "enforced"])
def trapped(browser, request):
    """(page, trap): a fresh context, the Content-Security-Policy bypassed or enforced; after the
    test, nothing was trapped and the pages logged no error (a policy violation is one)."""
    context = browser.new_context(bypass_csp=request.param == "bypassed")
    trap = Trap(context)
    page = context.new_page()
    watch = trap.watch(page)
    yield page, trap
    context.close()
    trap.check("the end")
    assert not watch.unexpected(), "\n".join(watch.unexpected())


def test_hostile_text_stays_text_in_search_results_filters_and_pages(trapped, hostile_url):
    page, trap = trapped
    # search, results, filters (Pagefind's UI inserts filter values as HTML)
    page.goto(hostile_url + "search/?q=alert")  # the Note, the table's Article and the definitions
    page.wait_for_selector(".pagefind-ui__result-link")
    page.wait_for_selector(".pagefind-ui__filter-name")
    page.wait_for_function("() => /^3 results/.test(document.querySelector('.pagefind-ui__message').innerText)")
    page.locator(".pagefind-ui__filter-name", has_text="Part").click()
    page.wait_for_timeout(200)
    trap.check("search page with its filters")
    label = page.locator(".pagefind-ui__filter-label", has_text="Housing")
    assert label.inner_text().startswith("Part 9 Housing \u2039img src=x onerror=alert(1)\u203a Buildings")
    label.click()  # the filter still filters: the definitions (Division A) drop out
    page.wait_for_function("() => /^2 results/.test(document.querySelector('.pagefind-ui__message').innerText)")
    no_markup(page, "#search")
    page.fill(".pagefind-ui__search-input", "onerror")  # the Sentence's payload, in Article 9.8.8.3.
    page.wait_for_selector(".pagefind-ui__result-title:has-text('Article 9.8.8.3.')")
    assert hostile.PLAIN["article"] in page.locator(".pagefind-ui__results").inner_text()  # as text
    no_markup(page, "#search")
    trap.check("search results")
    # a result opens its page, highlighted; the page shows every payload as text
    page.locator(".pagefind-ui__result-link", has_text="Article 9.8.8.3.").first.click()
    page.wait_for_url(re.compile(r"/B/9\.8\.8\.3/\?highlight="))
    assert page.locator("h1").inner_text() == "9.8.8.3. " + hostile.PLAIN["article"]
    assert hostile.PLAIN["sentence"] in page.locator("#s1").inner_text()
    page.locator("#s1 a.term").first.focus()  # the definition's popover
    assert hostile.PLAIN["definition"] in page.locator(".term-pop").inner_text()
    no_markup(page)
    for path, text in [("B/9.8.7.1/", hostile.PLAIN["cell"]), ("B/notes/A-9.8.8.3/", hostile.PLAIN["note"]),
                       ("", hostile.PLAIN["part"]), ("definitions/", hostile.PLAIN["definition"])]:
        page.goto(hostile_url + path)
        assert text in page.locator("main").inner_text(), path
        no_markup(page)
    trap.check("pages")


def test_answers_quoting_hostile_text_show_it_verbatim_and_inert(trapped, hostile_url):
    page, trap = trapped
    page.goto(hostile_url + "B/9.8.8.3/")
    page.wait_for_selector(".ask-status:has-text('Offline')")
    for question, quoted, source in [(MEASURED_Q, hostile.PLAIN["sentence"], hostile.PLAIN["article"]),
                                     (NOTE_Q, hostile.PLAIN["note"], "Note A-9.8.8.3.")]:
        page.fill("#ask-q", question)
        page.click(".ask-form button")
        page.wait_for_selector(".ask-answer mark.cite")
        page.wait_for_timeout(200)
        trap.check(question)
        answer = page.locator(".ask-answer").inner_text()
        assert quoted in answer, answer  # verbatim: no `*`, `_` or entity taken for Markdown
        assert page.locator(".ask-answer img, .ask-answer a, .ask-answer em, .ask-answer strong").count() == 0
        assert source in page.locator(".ask-sources").inner_text()  # the source cards, as text
        page.wait_for_selector(".ask-form button:enabled")
    no_markup(page)
