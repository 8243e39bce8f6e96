"""The fixture site in Chromium: browsing by clicks, cross-references, search with a
filter, the clause-number jump, highlighting on arrival, the sub-path build.
Screenshots go to test-artifacts/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"


@pytest.fixture()
def errors(page):
    """Console errors and uncaught exceptions of the page; each test asserts it stays empty."""
    found: list[str] = []

    def console(m):
        # the ask panel probes its answering proxy at /api/health; preview serves no API, so
        # that probe failing is expected (the panel then explains how to start the proxy)
        if m.type == "error" and "/api/" not in (m.location or {}).get("url", ""):
            found.append(f"{m.text} ({(m.location or {}).get('url')})")

    page.on("console", console)
    page.on("pageerror", lambda e: found.append(str(e)))
    return found


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"site-{name}.png"), full_page=False)


def browse_to_guards(page, home: str) -> None:
    page.goto(home)
    page.get_by_role("link", name=re.compile(r"^Part 9 Housing")).click()
    page.get_by_role("link", name=re.compile(r"^9\.8\. Stairs")).click()
    page.get_by_role("link", name=re.compile(r"^9\.8\.8\.3\. Height of Guards")).click()


def test_home_to_part_to_section_to_article_by_clicking(page, site_url, errors):
    browse_to_guards(page, site_url)
    assert page.url == site_url + "B/9.8.8.3/"
    assert page.locator("h1").inner_text() == "9.8.8.3. Height of Guards"
    crumbs = page.get_by_role("navigation", name="Breadcrumb").inner_text()
    assert all(x in crumbs for x in ("Division B", "Part 9", "Section 9.8.", "Subsection 9.8.8."))
    shot(page, "article")
    assert errors == []


def test_cross_reference_click_lands_on_the_cited_sentence(page, site_url, truth, errors):
    # a reference to one Sentence of another Article, from the fixture's ground truth
    ref = next(r for r in truth["references"] if not r["dangling"] and len(r["targets"]) == 1
               and re.fullmatch(r"B-\d+\.\d+\.\d+\.\d+\.\(\d+\)", r["targets"][0])
               and r["source"].startswith("B-9.") and r["targets"][0].split("(")[0] != r["source"])
    source = ref["source"][2:].rstrip(".")
    page.goto(f"{site_url}B/{source}/")
    page.locator("a.xref", has_text=ref["text"]).first.click()
    article, sentence = ref["targets"][0][2:].split("(")
    page.wait_for_url(re.compile(re.escape(f"/B/{article.rstrip('.')}/") + rf".*#s{sentence.rstrip(')')}$"))
    target = page.locator(f"#s{sentence.rstrip(')')}")
    assert target.evaluate("el => el.matches(':target')")
    assert target.is_visible() and target.evaluate("el => el.getBoundingClientRect().top < innerHeight")
    shot(page, "xref-landing")
    assert errors == []


def test_multi_sentence_reference_highlights_every_cited_sentence(page, site_url, errors):
    page.goto(site_url + "B/9.8.8.3/")
    page.locator("#s4 a.xref", has_text="Sentences (1) to (3)").click()
    page.wait_for_url(re.compile(r"\?hl=s1,s2,s3#s1$"))
    assert [page.locator(f"#s{i}").evaluate("el => el.classList.contains('hl')") for i in (1, 2, 3, 4)] == [
        True, True, True, False]
    # the highlight differs visibly from an ordinary Sentence
    assert page.locator("#s2").evaluate("el => getComputedStyle(el).backgroundColor") != page.locator(
        "#s4").evaluate("el => getComputedStyle(el).backgroundColor")
    assert errors == []


def result_titles(page) -> list[str]:
    return page.locator(".pagefind-ui__result-title").all_inner_texts()


def test_phrase_search_finds_its_article_and_a_filter_narrows(page, site_url, errors):
    page.goto(site_url + "search/")
    box = page.locator(".pagefind-ui__search-input")
    box.fill("guard serving a single dwelling unit")
    page.wait_for_selector(".pagefind-ui__result-title")
    page.wait_for_timeout(300)
    titles = result_titles(page)
    assert any(t.startswith("Article 9.8.8.3. Height of Guards") for t in titles), titles
    before = page.locator(".pagefind-ui__message").inner_text()
    shot(page, "search")
    page.locator(".pagefind-ui__filter-name", has_text="Kind").click()
    page.locator(".pagefind-ui__filter-label", has_text="Note").click()
    page.wait_for_function("m => document.querySelector('.pagefind-ui__message').innerText !== m", arg=before)
    page.wait_for_timeout(300)
    narrowed = result_titles(page)
    assert narrowed and all(t.startswith("Note ") for t in narrowed)
    assert int(re.search(r"\d+", page.locator(".pagefind-ui__message").inner_text())[0]) < int(re.search(r"\d+", before)[0])
    shot(page, "search-filtered")
    assert errors == []


@pytest.fixture()
def slow_filter_url(site_build):
    """The fixture site over HTTP from a host that sends the first Pagefind filter file asked for
    two seconds late, as a busy static host can (the search's other files come at once)."""
    import functools
    import threading
    import time
    from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

    late: list[str] = []

    class Host(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            if self.path.endswith(".pf_filter") and not late:
                late.append(self.path)
                time.sleep(2.0)
            super().do_GET()

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Host, directory=str(site_build[1])))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", late
    server.shutdown()
    server.server_close()


def test_a_search_from_a_link_shows_every_filter_when_a_filter_file_comes_late(page, slow_filter_url, errors):
    """Pagefind's UI shows the filters its first search counted; a search that ended before a
    filter file arrived left that filter off the page (seen in CI: no Part filter to click)."""
    url, late = slow_filter_url
    page.goto(url + "search/?q=guard")
    page.wait_for_selector(".pagefind-ui__result-link")
    page.wait_for_selector(".pagefind-ui__filter-name")
    page.wait_for_timeout(500)
    assert late, "no filter file was asked for"
    assert sorted(page.locator(".pagefind-ui__filter-name").all_inner_texts()) == ["Division", "Kind", "Part"]
    page.locator(".pagefind-ui__filter-name", has_text="Kind").click()
    page.locator(".pagefind-ui__filter-label", has_text="Note").click()  # the filters still filter
    page.wait_for_function("() => { const t = [...document.querySelectorAll('.pagefind-ui__result-title')]"
                           ".map(e => e.innerText); return t.length && t.every(x => x.startsWith('Note ')); }")
    assert re.search(r"[?&]highlight=guard", page.locator(".pagefind-ui__result-link").first.get_attribute("href"))
    assert errors == []


@pytest.mark.parametrize("typed", ["crawl space vent area m2", "crawl space vent area m²", "crawl space vent area sq m"])
def test_a_unit_printed_raised_is_found_as_a_user_types_it(page, site_url, errors, typed):
    # the page prints 0.12 m² (m<sup>2</sup>); "m2", a pasted "m²" and "sq m" all find it
    page.goto(site_url + "search/")
    page.locator(".pagefind-ui__search-input").fill(typed)
    page.wait_for_selector(".pagefind-ui__result-title")
    page.wait_for_timeout(300)
    titles = result_titles(page)
    assert any(t.startswith("Article 9.18.3.1.") for t in titles), titles
    assert errors == []


def test_search_excerpts_show_a_units_exponent_raised(page, site_url, errors):
    page.goto(site_url + "search/")
    page.locator(".pagefind-ui__search-input").fill("m2")
    page.wait_for_selector(".pagefind-ui__result-excerpt")
    page.wait_for_timeout(300)
    excerpts = page.locator(".pagefind-ui__result-excerpt")
    assert excerpts.count() >= 3
    for i in range(excerpts.count()):
        # the word searched for is marked, and its exponent raised: m<sup>2</sup>, never "m2"
        assert excerpts.nth(i).locator("mark sup", has_text="2").count() > 0
        assert not re.search(r"\bm2\b", excerpts.nth(i).inner_html())
    assert errors == []


def test_search_result_opens_with_the_words_highlighted(page, site_url, errors):
    page.goto(site_url + "search/?q=smoke%20alarms")
    page.wait_for_selector(".pagefind-ui__result-link")
    page.locator(".pagefind-ui__result-link").first.click()
    page.wait_for_url(re.compile(r"highlight="))
    assert page.locator("mark.found").count() > 0
    assert errors == []


@pytest.mark.parametrize("typed, lands", [
    ("9.8.8.3", r"/B/9\.8\.8\.3/$"),
    ("9.8.8.3.(2)", r"/B/9\.8\.8\.3/\?hl=s2#s2$"),
    ("Sentence 9.8.8.3.(2)(b)", r"/B/9\.8\.8\.3/\?hl=s2-b#s2-b$"),
    ("A-9.8.8.3", r"/B/notes/A-9\.8\.8\.3/$"),
    ("1.4.1.2 of Division A", r"/A/1\.4\.1\.2/$"),
])
def test_clause_jump(page, site_url, errors, typed, lands):
    page.goto(site_url)
    box = page.locator("#home-q")
    box.fill(typed)
    page.wait_for_selector("#home-jump-list li")
    box.press("Enter")
    page.wait_for_url(re.compile(lands))
    if "#s" in lands:
        assert page.locator(".hl").count() == 1
    assert errors == []


def test_clause_jump_asks_which_division(page, site_url, errors):
    page.goto(site_url + "B/9.8.8.3/")
    page.locator("#q").fill("1.4.1.2")
    page.wait_for_selector("#jump-list li")
    options = page.locator("#jump-list li").all_inner_texts()
    assert len(options) == 2 and {o.split(":")[0] for o in options} == {"Go to Division A", "Go to Division B"}
    shot(page, "jump-choice")
    page.locator("#q").press("ArrowDown")
    page.locator("#q").press("Enter")
    page.wait_for_url(re.compile(r"/[AB]/1\.4\.1\.2/$"))
    assert errors == []


def test_defined_term_shows_its_definition_on_focus(page, site_url, errors):
    page.goto(site_url + "B/9.8.8.3/")
    page.locator("#s1 a.term").first.focus()
    pop = page.locator("#term-pop")
    pop.wait_for()
    assert pop.inner_text().startswith("Guard means")
    assert page.locator("#s1 a.term").first.get_attribute("aria-describedby") == "term-pop"
    assert errors == []


def test_no_sideways_scroll_at_200_percent_zoom_and_dark_mode(browser, site_url):
    # 200 % zoom of a 1280 px window is a 640 px viewport at device scale 2
    context = browser.new_context(viewport={"width": 640, "height": 800}, device_scale_factor=2, color_scheme="dark")
    page = context.new_page()
    for path in ("", "B/9.8.8.3/", "B/1.3.1.2/", "B/part-9/"):
        page.goto(site_url + path)
        assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth"), path
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") != "rgb(255, 255, 255)"
    shot(page, "zoom-dark")
    context.close()


def test_subpath_site_browses_searches_and_jumps(page, subpath_site_url, errors):
    assert subpath_site_url.endswith("/codecite/")
    browse_to_guards(page, subpath_site_url)
    assert page.url == subpath_site_url + "B/9.8.8.3/"
    page.locator("#q").fill("9.10.19.1.(1)")
    page.wait_for_selector("#jump-list li")
    page.locator("#q").press("Enter")
    page.wait_for_url(re.compile(r"/codecite/B/9\.10\.19\.1/\?hl=s1#s1$"))
    page.goto(subpath_site_url + "search/?q=smoke%20alarms")
    page.wait_for_selector(".pagefind-ui__result-link")
    href = page.locator(".pagefind-ui__result-link").first.get_attribute("href")
    assert href.startswith("/codecite/")
    page.locator(".pagefind-ui__result-link").first.click()
    page.wait_for_load_state()
    assert page.locator("h1").count() == 1 and "Page not found" not in page.locator("h1").inner_text()
    shot(page, "subpath")
    assert errors == []


def test_browsing_works_without_javascript(browser, site_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    browse_to_guards(page, site_url)
    page.locator("#s4 a.xref", has_text="Sentences (1) to (3)").click()
    assert page.url.endswith("#s1") and "Height of Guards" in page.locator("h1").inner_text()
    context.close()


def test_print_layout_keeps_the_article_number_page_label_and_drops_the_chrome(page, site_url, errors):
    page.goto(site_url + "B/9.8.8.3/?hl=s2#s2")
    page.emulate_media(media="print")
    assert page.locator("h1").inner_text() == "9.8.8.3. Height of Guards"
    where = page.locator(".where")
    assert where.is_visible() and "9-" in where.inner_text()  # the printed page label
    for chrome in (".site-header", ".breadcrumbs", ".site-footer", ".prevnext"):
        assert page.locator(chrome).first.is_hidden(), chrome
    # the highlighted Sentence keeps a visible mark on paper
    style = page.locator("#s2").evaluate("e => getComputedStyle(e).borderLeftStyle")
    assert style == "solid"
    page.emulate_media(media="screen")
    assert errors == []


def test_keys_slash_searches_n_and_p_step_through_articles(page, site_url, errors):
    page.goto(site_url + "B/9.8.8.3/")
    page.keyboard.press("n")
    page.wait_for_url(site_url + "B/9.8.8.4/")
    page.keyboard.press("p")
    page.wait_for_url(site_url + "B/9.8.8.3/")
    page.keyboard.press("/")
    focused = page.evaluate("document.activeElement && document.activeElement.type")
    assert focused in ("search", "text")
    page.keyboard.type("n")  # typing in the search box must not navigate
    assert page.url == site_url + "B/9.8.8.3/"
    assert errors == []


def test_a_tables_rows_cited_by_an_answer_open_highlighted_and_in_view(page, site_url, errors):
    # the link an answer gives for the Kitchen and Bedroom rows of Table 9.5.3.1. (compose.asked_rows)
    page.goto(site_url + "B/9.5.3.1/?hl=table-9.5.3.1-r3,table-9.5.3.1-r4#table-9.5.3.1-r3")
    kitchen, bedroom = page.locator("#table-9\\.5\\.3\\.1-r3"), page.locator("#table-9\\.5\\.3\\.1-r4")
    assert kitchen.inner_text().startswith("Kitchen") and bedroom.inner_text().startswith("Bedroom")
    assert "hl" in kitchen.get_attribute("class") and "hl" in bedroom.get_attribute("class")
    assert "hl" not in (page.locator("#table-9\\.5\\.3\\.1-r1").get_attribute("class") or "")
    # the highlight shows: the row's background is not the page's
    shade = kitchen.evaluate("e => getComputedStyle(e).backgroundColor")
    plain = page.locator("#table-9\\.5\\.3\\.1-r1").evaluate("e => getComputedStyle(e).backgroundColor")
    assert shade != plain
    assert kitchen.evaluate("e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }")
    assert errors == []
