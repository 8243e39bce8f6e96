"""Accessibility checked by a real tool: axe-core (tests/axe.py) run in Chromium on every page kind of
the site, in light and dark mode, with JavaScript's state in place (search results shown, the jump
list open, the ask panel answering, a diff opened): 0 violations."""

from __future__ import annotations

import pytest
from amended import DATE

import axe

pytestmark = pytest.mark.browser

SCHEMES = ("light", "dark")


def check(browser, scheme: str, url: str, steps=None, label: str = "") -> None:
    context = browser.new_context(color_scheme=scheme)
    page = context.new_page()
    try:
        response = page.goto(url)
        assert response.ok, f"{label or url}: HTTP {response.status}"  # axe checks the page meant, not a 404
        page.wait_for_load_state("networkidle")
        if steps:
            steps(page)
        found = axe.violations(page)
        assert not found, f"axe {axe.version()} on {label or url} ({scheme}):\n{axe.report(found)}"
    finally:
        context.close()


def search_results(page) -> None:
    page.wait_for_selector(".pagefind-ui__result-title")
    page.locator(".pagefind-ui__filter-name", has_text="Kind").click()
    page.wait_for_timeout(300)


def jump_list_open(page) -> None:
    page.locator("#q").fill("9.8.8")
    page.wait_for_selector("#jump-list li")


SITE_PAGES = {
    "home": ("", None),
    "division": ("B/", None),
    "part": ("B/part-9/", None),
    "section": ("B/9.8/", None),
    "subsection": ("B/9.8.8/", None),
    "article": ("B/9.8.8.3/?hl=s2#s2", None),
    "article-jump-list-open": ("B/9.8.8.3/", jump_list_open),
    "article-with-table": ("B/1.3.1.2/", None),
    "note": ("B/notes/A-9.8.8.3/", None),
    "definitions": ("definitions/", None),
    "search-with-results": ("search/?q=smoke%20alarms", search_results),
    "not-found": ("404.html", None),
}


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("kind", SITE_PAGES)
def test_site_pages_have_no_axe_violations(browser, site_url, kind, scheme):
    path, steps = SITE_PAGES[kind]
    check(browser, scheme, site_url + path, steps, kind)


def open_diffs(page) -> None:
    for summary in page.locator(".amend-diff summary").all():
        summary.click()


AMENDED_PAGES = {
    "home-with-packages": ("", None),
    "division-with-changes": ("B/", None),
    "what-changed": ("changes/", None),
    "what-changed-filtered": ("changes/?kind=erratum", None),
    "what-changed-package": (f"changes/{DATE}/", open_diffs),
    "amended-article-diff-open": ("B/9.8.8.3/", open_diffs),
    "amended-title": ("C/2.4.1.2/", open_diffs),
    "removed-clause": ("A/2.2.1.4/#s2-d", None),
    "amended-table": ("B/9.8.7.1/", open_diffs),
    "amended-note": ("A/notes/A-3.1.1.1/", open_diffs),
    "renumbered-note": ("A/notes/A-2.2.1.1-4/", open_diffs),
    "original-text": ("B/9.8.8.3/original/", None),
    "removed-article": ("A/1.5.1.1/", None),
}


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("kind", AMENDED_PAGES)
def test_amended_site_pages_have_no_axe_violations(browser, amended_site_url, kind, scheme):
    path, steps = AMENDED_PAGES[kind]
    check(browser, scheme, amended_site_url + path, steps, kind)


PACKAGE_PAGES = {  # the site built with the fixture's real revisions package
    "amended-subsection-title": ("B/9.8.2/", open_diffs),
    "amended-subsection-original-title": ("B/9.8.2/original/", None),
    "renumbered-note-redirect": ("A/notes/A-2.2.1.1-4-e/", "A/notes/A-2.2.1.1-4/"),
}


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("kind", PACKAGE_PAGES)
def test_amended_package_pages_have_no_axe_violations(browser, package_site_url, kind, scheme):
    path, steps = PACKAGE_PAGES[kind]
    if isinstance(steps, str):  # a redirect page: held in the tab while axe reads it
        check_redirect(browser, scheme, package_site_url + path, package_site_url + steps, kind)
    else:
        check(browser, scheme, package_site_url + path, steps, kind)


def check_redirect(browser, scheme: str, url: str, target: str, label: str) -> None:
    """axe on a redirect page: its target answers 204 No Content, so the browser stays on the page
    (a 204 never replaces the document), meta refresh and all."""
    context = browser.new_context(color_scheme=scheme)
    page = context.new_page()
    try:
        page.route(target, lambda route: route.fulfill(status=204))
        page.goto(url)
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(300)
        assert page.url == url and page.locator("[data-redirect-link]").count() == 1  # still on it
        found = axe.violations(page)
        assert not found, f"axe {axe.version()} on {label} ({scheme}):\n{axe.report(found)}"
    finally:
        context.close()


def recorded_answer(page) -> None:
    page.locator("#demo-questions:enabled").wait_for()
    page.select_option("#demo-questions", label="Where must smoke alarms be installed in a house?")
    page.locator(".ask-answer mark.cite").first.wait_for()
    page.locator(".ask-hits summary").click()


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("kind", ["demo-home", "demo-ask-panel-answered", "demo-article"])
def test_demo_pages_have_no_axe_violations(browser, demo_url, kind, scheme):
    path, steps = {"demo-home": ("", None), "demo-ask-panel-answered": ("", recorded_answer),
                   "demo-article": ("B/9.10.19.1/?hl=s2#s2", None)}[kind]
    check(browser, scheme, demo_url + path, steps, kind)


def test_axe_finds_what_it_is_meant_to_find(browser, site_url):
    """The check can fail: a page with the jump input's old markup (aria-expanded on a plain input)
    and grey-on-grey text is reported."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(site_url)
    page.evaluate("""() => {
        const q = document.getElementById('home-q'); q.removeAttribute('role');
        const p = document.createElement('p'); p.textContent = 'faint'; p.style.color = '#eee';
        document.querySelector('main').append(p);
    }""")
    ids = {v["id"] for v in axe.violations(page)}
    context.close()
    assert {"aria-allowed-attr", "color-contrast"} <= ids, ids
