"""The amended Code in Chromium (issue 12): the badge on an amended Article, the diff opened from it
(with and without JavaScript), What changed filtered by kind, the original text reachable, removed
units and Articles shown with their old text, search reading the amended text only."""

from __future__ import annotations

import re

import pytest
from amended import DATE, NEW_CELL, NEW_QTY, NEW_SENTENCE_WORDS, NEW_TITLE, OLD_QTY, REMOVED_CLAUSE_WORDS

pytestmark = pytest.mark.browser


@pytest.fixture
def w(watch):
    """The page watch; ``preview`` serves no answer API, so the ask panel's probe of it fails by design."""
    watch.allow("/api/health")
    return watch


def visible_changes(page) -> list[str]:
    return [li.get_attribute("data-kind") for li in page.locator(".change").all() if li.is_visible()]


def test_amended_article_shows_its_badge_and_opens_the_word_diff(page, amended_site_url, w, shot):
    page.goto(amended_site_url + "B/9.8.8.3/")
    head = page.locator(".clause-head .amend-badge")
    assert head.first.inner_text() == f"Amended {DATE} (erratum)"
    s3 = page.locator("#s3")
    assert NEW_QTY in s3.inner_text() and OLD_QTY not in s3.locator(":scope > :not(.amend)").all_inner_texts()
    badge = s3.locator(".amend-badge")
    assert badge.is_visible() and badge.inner_text() == f"Amended {DATE} (erratum)"
    assert "Sentence was corrected to read" in s3.locator(".amend-what").inner_text()
    # the untouched Sentences carry no badge
    assert page.locator("#s1 .amend, #s2 .amend, #s4 .amend").count() == 0
    diff = s3.locator(".amend-diff .diff")
    assert diff.is_hidden()
    s3.locator(".amend-diff summary").click()
    assert diff.is_visible()
    assert diff.locator("del").text_content() == f"[deleted: {OLD_QTY.split(' mm')[0]}]"
    assert diff.locator("ins").text_content() == f"[inserted: {NEW_QTY.split(' mm')[0]}]"
    # screen readers hear which words went and came; sighted readers see struck and underlined words
    assert diff.locator("del .visually-hidden").first.text_content() == "[deleted: "
    assert diff.locator("ins .visually-hidden").first.text_content() == "[inserted: "
    assert diff.locator("del").evaluate("e => getComputedStyle(e).textDecorationLine") == "line-through"
    shot(page, "amended-article-diff")


def test_the_diff_opens_without_javascript(browser, amended_site_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(amended_site_url + "B/9.8.7.1/")
    amend = page.locator(".amend", has_text="Table 9.8.7.1.")
    assert amend.locator(".amend-badge").inner_text() == f"Amended {DATE} (erratum)"
    amend.locator("summary").click()
    assert NEW_CELL in amend.locator("ins").inner_text()
    assert NEW_CELL in page.locator("table").first.inner_text()
    context.close()


def test_what_changed_filters_by_kind_with_javascript(page, amended_site_url, amended, w, shot):
    page.goto(amended_site_url)
    page.locator(".amended-note a", has_text="What changed").click()
    page.wait_for_url(amended_site_url + "changes/")
    kinds = [a.kind for a in amended.amendments]
    assert sorted(visible_changes(page)) == sorted(kinds)
    assert page.locator(".kind-count").inner_text() == f"{len(kinds)} changes shown"
    assert page.locator("h2", has_text="Division B").count() == 1
    assert page.locator(".change-group h3").filter(has_text="Part 9").count() == 1
    page.get_by_label(re.compile(r"^\s*erratum \(\d+\)$")).check()
    assert visible_changes(page) == ["erratum"] * kinds.count("erratum")
    assert page.url.endswith("?kind=erratum")
    assert page.locator(".kind-count").inner_text() == f"{kinds.count('erratum')} changes shown"
    # a group with no erratum in it is hidden with its entries
    for group in page.locator(".change-group").all():
        shown = [li.get_attribute("data-kind") for li in group.locator(".change").all()]
        assert group.is_visible() == ("erratum" in shown), shown
    shot(page, "what-changed-erratum")
    page.reload()  # the address keeps the filter
    assert page.locator("#kind-erratum").is_checked() and visible_changes(page) == ["erratum"] * kinds.count("erratum")
    # each entry opens the clause at the changed unit
    page.get_by_label(re.compile(r"^\s*revision \(\d+\)$")).check()
    page.locator(".change:visible a", has_text="Clause 2.2.1.4.(2)(d) removed").click()
    page.wait_for_url(re.compile(r"/A/2\.2\.1\.4/#s2-d$"))
    removed = page.locator("#s2-d")
    assert "removed-unit" in removed.get_attribute("class")
    assert REMOVED_CLAUSE_WORDS in removed.locator("del").inner_text()
    assert removed.locator(".amend-badge").inner_text() == f"Amended {DATE} (revision)"


def test_what_changed_filters_by_kind_without_javascript(browser, amended_site_url, amended):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(amended_site_url + f"changes/{DATE}/")
    assert len(visible_changes(page)) == len(amended.amendments)
    page.locator("label[for=kind-unlisted]").click()
    assert visible_changes(page) == ["unlisted"]
    assert "Sentence 9.8.8.1.(2)" in page.locator(".change:visible").inner_text()
    page.locator("label[for=kind-all]").click()
    assert len(visible_changes(page)) == len(amended.amendments)
    # the package page prints the Change Summary; the unlisted change is not in it
    summary = page.locator("table", has_text="Change Summary").inner_text()
    assert "Sentence was corrected to read" in summary and "9.8.8.3.(3)" in summary
    assert "9.8.8.1.(2)" not in summary
    context.close()


def test_the_original_text_is_reachable_by_link_and_by_query(page, amended_site_url, w, shot):
    page.goto(amended_site_url + "B/9.8.8.3/#s3")
    page.get_by_role("link", name="Show the original text").click()
    page.wait_for_url(amended_site_url + "B/9.8.8.3/original/#s3")
    assert OLD_QTY in page.locator("#s3").inner_text() and NEW_QTY not in page.locator("#s3").inner_text()
    assert "Original text, before amendment" in page.locator(".amend-notice").inner_text()
    shot(page, "original-text")
    page.get_by_role("link", name="show the amended text").click()
    page.wait_for_url(amended_site_url + "B/9.8.8.3/#s3")
    assert NEW_QTY in page.locator("#s3").inner_text()
    # ?original, as a user types it or an old link says it: site.js opens the original at the anchor
    w.allow("net::ERR_ABORTED")  # the amended page's own scripts, cut short by the redirect
    page.goto(amended_site_url + "B/9.8.8.3/?original#s2")
    page.wait_for_url(amended_site_url + "B/9.8.8.3/original/#s2")
    assert page.locator("h1").inner_text() == "9.8.8.3. Height of Guards"
    # a title change: the original page has the old title
    page.goto(amended_site_url + "C/2.4.1.2/original/")
    assert NEW_TITLE not in page.locator("h1").inner_text()
    page.goto(amended_site_url + "C/2.4.1.2/")
    assert NEW_TITLE in page.locator("h1").inner_text()
    assert "title of Article 2.4.1.2. changed" in page.locator(".clause-head .amend").inner_text()


def test_a_removed_article_keeps_its_url_with_its_old_text(page, amended_site_url, w):
    page.goto(amended_site_url + "A/1.5.1.1/")
    assert "Removed." in page.locator(".amend-notice").inner_text()
    assert f"Amended {DATE} (revision)" in page.locator(".amend-notice").inner_text()
    assert page.locator("#s1").count() == 1  # its old Sentences, at their anchors
    assert "(removed)" in page.title()


def test_search_reads_the_amended_text_only(page, amended_site_url, w):
    page.goto(amended_site_url + "search/")
    box = page.locator(".pagefind-ui__search-input")
    box.fill(NEW_SENTENCE_WORDS)  # only in the Sentence the package adds
    page.wait_for_selector(".pagefind-ui__result-title")
    page.wait_for_timeout(300)
    assert any("2.2.1.5." in t for t in page.locator(".pagefind-ui__result-title").all_inner_texts())
    # the removed Clause's words are on its old page and the original pages only: never found
    box.fill(REMOVED_CLAUSE_WORDS)
    page.wait_for_selector(".pagefind-ui__message")
    page.wait_for_timeout(600)
    links = page.locator(".pagefind-ui__result-link").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    assert not [h for h in links if "original" in h or "2.2.1.4" in h], links


# --- the fixture's real revisions package, applied by the build ---------------------------------------

def test_a_renumbered_notes_old_url_lands_on_its_new_page(page, package_site_url, w):
    w.allow("net::ERR_ABORTED")  # the old page's own requests, cut short by its redirect
    page.goto(package_site_url + "A/notes/A-2.2.1.1-4-e/")
    page.wait_for_url(package_site_url + "A/notes/A-2.2.1.1-4/")
    assert page.locator("h1").inner_text().startswith("A-2.2.1.1.(4) ")
    assert "data-pagefind-body" in page.content()  # the Note's own page, not the redirect
    # an old link to one of its paragraphs lands on that paragraph of the new page
    page.goto(package_site_url + "A/notes/A-2.2.1.1-4-e/#p1")
    page.wait_for_url(package_site_url + "A/notes/A-2.2.1.1-4/#p1")
    assert page.locator("#p1").is_visible()


def test_a_retitled_subsection_shows_its_badge_and_original_title(page, package_site_url, w):
    page.goto(package_site_url + "B/9.8.2/")
    assert page.locator("h1").inner_text() == "Subsection 9.8.2. Stair Width and Headroom Clearance"
    amend = page.locator(".amend", has_text="title of Subsection 9.8.2. changed")
    assert amend.locator(".amend-badge").inner_text() == f"Amended {DATE} (revision)"
    diff = amend.locator(".amend-diff .diff")
    assert diff.is_hidden()
    amend.locator("summary").click()
    assert diff.locator("ins").text_content() == "[inserted: Clearance]"
    page.get_by_role("link", name="Show the original text").click()
    page.wait_for_url(package_site_url + "B/9.8.2/original/")
    assert page.locator("h1").inner_text() == "Subsection 9.8.2. Stair Width and Headroom"
