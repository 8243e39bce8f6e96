"""End to end: the demo build on a plain static host (``python -m http.server``, like GitHub
Pages: no proxy, no API), driven in Chromium, under a sub-path and at the root.

The ask panel answers from the recorded JSON; no request may go to ``/api``; citations open
the Article with the cited Sentence highlighted; ``watch`` fails a test on any console error or
failed request.
"""

from __future__ import annotations

import json
import re

import pytest
from servers import static

pytestmark = pytest.mark.browser


@pytest.fixture(scope="session")
def cohere_demo_url(cohere_demo_build, tmp_path_factory):
    """The Cohere-recorded demo, built for the root."""
    _, folder, _ = cohere_demo_build
    server = static(folder, tmp_path_factory.mktemp("logs") / "static-root.log")
    yield f"{server.url}/"
    server.stop()


def no_api(watch) -> None:
    assert not [u for u in watch.requests if "/api/" in u], [u for u in watch.requests if "/api/" in u]


def pick(page, question: str) -> None:
    page.locator("#demo-questions:enabled").wait_for()
    page.select_option("#demo-questions", label=question)
    page.locator(".ask-answer mark.cite").first.wait_for()


def assert_cited_sentence_highlighted(page, base: str) -> str:
    page.wait_for_url(re.compile(r"\?hl="))
    page.wait_for_load_state()
    assert page.url.split("//", 1)[1].split("/", 1)[1].startswith(base.lstrip("/")), page.url
    m = re.search(r"\?hl=([^#&]+)#((?:s|p)\d+)", page.url)
    assert m, page.url
    target = page.locator(f"[id='{m.group(2)}']")
    assert "hl" in (target.get_attribute("class") or "").split(), f"{m.group(2)} not highlighted on {page.url}"
    box = target.bounding_box()
    assert box and 0 <= box["y"] < page.evaluate("innerHeight"), f"{m.group(2)} not in view: {box}"
    return m.group(2)


def test_demo_answers_a_recorded_question_and_its_citation_opens_the_sentence(page, watch, shot, demo_url,
                                                                             demo_build):
    page.goto(demo_url)
    banner = page.locator(".demo-banner")
    assert banner.is_visible() and "not the National Building Code of Canada" in banner.inner_text()
    assert "offline backend" in banner.inner_text()
    page.locator(".ask-status").filter(has_text="sample questions").wait_for()
    assert page.locator(".ask-help").is_hidden()  # no "start a proxy" advice: the demo needs none
    assert page.locator("input[name=rerank]").is_disabled()  # recorded offline: there is no reranker
    shot(page, "demo-home")

    pick(page, "Where must smoke alarms be installed in a house?")
    assert "Sentence 9.10.19.1.(2)" in page.locator(".ask-sources").inner_text()
    assert "Recorded answer" in page.locator(".ask-status").inner_text()
    trace = page.locator(".ask-trace").inner_text()
    recorded = json.loads(next((demo_build[1] / "recorded").glob("q*.json")).read_text())
    retrieval = recorded["no_rerank"]["retrieval"]  # "bm25", or "fused" with the local dense model
    assert "search" in trace and retrieval in trace and "generate" in trace
    shot(page, "demo-recorded-answer")

    cite = page.locator(".ask-answer mark.cite").first
    cited = cite.inner_text().strip()
    cite.click()
    anchor = assert_cited_sentence_highlighted(page, "/codecite/")
    assert cited[:40] in page.locator(f"[id='{anchor}']").inner_text().replace("\n", " ")
    assert page.locator(".demo-banner").is_visible()
    shot(page, "demo-citation-opened")

    # every source card's link opens a page of the demo too
    page.go_back()
    pick(page, "What are the minimum footing sizes for a house?")
    page.locator(".ask-sources li a").first.click()
    assert_cited_sentence_highlighted(page, "/codecite/")
    no_api(watch)


def test_demo_typed_question_offers_the_closest_recorded_ones_by_keyboard(page, watch, shot, demo_url):
    page.goto(demo_url + "B/9.8.8.3/")
    page.locator("#demo-questions:enabled").wait_for()
    page.locator("#ask-q").focus()
    page.keyboard.type("how tall must guards be beside a stair")
    page.keyboard.press("Tab")  # the Rerank box (disabled ones are skipped) or the Ask button
    while not page.evaluate("document.activeElement.matches('.ask-form button')"):
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    offered = page.locator(".demo-closest button")
    offered.first.wait_for()
    texts = offered.all_inner_texts()
    assert texts[0] == "How high must a guard be on the open side of a stair?", texts
    # focus moved to the first offer, so Enter takes it
    assert page.evaluate("document.activeElement.closest('.demo-closest') !== null")
    shot(page, "demo-closest-offered")
    page.keyboard.press("Enter")
    page.locator(".ask-answer mark.cite").first.wait_for()
    assert page.locator("#ask-q").input_value() == texts[0]

    # nothing close: the panel says so instead of guessing
    page.fill("#ask-q", "zebra xylophone quartz")
    page.get_by_role("button", name="Ask", exact=True).click()
    page.locator(".ask-answer").filter(has_text="none is close").wait_for()
    assert page.locator(".demo-closest button").count() == 0
    no_api(watch)


def test_demo_recorded_with_cohere_toggles_rerank_at_the_root(page, watch, shot, cohere_demo_url,
                                                              cohere_demo_build):
    page.goto(cohere_demo_url)
    assert "recorded at build time with Cohere" in page.locator(".demo-banner").inner_text()
    rerank = page.locator("input[name=rerank]")
    page.locator("#demo-questions:enabled").wait_for()
    assert rerank.is_enabled() and rerank.is_checked()
    pick(page, "What is the minimum height of a guard on a deck?")
    with_rerank = page.locator(".ask-trace").inner_text()
    assert "rerank-v3.5" in with_rerank and "embed-v4.0" in with_rerank
    shot(page, "cohere-demo-reranked")

    rerank.uncheck()
    page.locator(".ask-status").filter(has_text="without Rerank").wait_for()
    without = page.locator(".ask-trace").inner_text()
    assert "rerank" not in without and "embed-v4.0" in without
    # the hits shown are the recorded ones of each run
    _, folder, _ = cohere_demo_build
    rec = json.loads((folder / "recorded" / "q01.json").read_text(encoding="utf-8"))
    shown = page.locator(".ask-hits li a").all_text_contents()  # inside a closed <details>
    assert shown == [h["label"] for h in rec["no_rerank"]["hits"]]
    shot(page, "cohere-demo-not-reranked")

    page.locator(".ask-answer mark.cite").first.click()
    assert_cited_sentence_highlighted(page, "/")
    no_api(watch)
