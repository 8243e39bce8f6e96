"""The ask panel in Chromium: answers with clickable citations, source cards, the trace, and the
message shown when no proxy answers. The panel template is rendered into a tiny site here, so the
test does not depend on the full site build."""

from __future__ import annotations

import contextlib
import functools
import json
import urllib.request
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import jinja2
import pytest

from codecite_site.qa import answer as A
from codecite_site.qa import local_dense as L
from codecite_site.qa.answer import Engine
from codecite_site.qa.cohere_client import CohereClient
from codecite_site.serve import Proxy
from fake_cohere import GOOD_KEY

pytestmark = pytest.mark.browser
TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


@pytest.fixture(scope="module")
def panel_site(tmp_path_factory, tree):
    root = tmp_path_factory.mktemp("panel_site")
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True)
    panel = env.get_template("_ask_panel.html").render(asset=lambda name: f"/static/{name}")
    (root / "static").mkdir()
    for name in ("ask.js", "ask.css"):
        (root / "static" / name).write_bytes((TEMPLATES / "static" / name).read_bytes())
    (root / "index.html").write_text(f"<!doctype html><meta charset=utf-8><title>t</title><main></main>{panel}")
    a = tree.by_id()["B-9.8.8.3."]
    page = root / "B" / "9.8.8.3" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text("<!doctype html><meta charset=utf-8><title>9.8.8.3.</title>"
                    + "".join(f'<p id="s{s.number}">{s.text}</p>' for s in a.sentences))
    return root


def serve(proxy):
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    return proxy


@contextlib.contextmanager
def proxied(engine, site):
    """The proxy answering with ``engine`` over ``site``, on a free port, for the ``with`` block."""
    proxy = serve(Proxy(engine, site, "127.0.0.1", 0, rate_limit=0, log=lambda _: None))
    try:
        yield proxy
    finally:
        proxy.shutdown()
        proxy.server_close()


def ask_in(page, question: str, until: str = ".ask-answer mark.cite") -> None:
    """Ask ``question`` in the panel and wait for ``until``."""
    page.fill("#ask-q", question)
    page.click(".ask-form button")
    page.wait_for_selector(until)


@pytest.fixture()
def offline_url(tree, config, panel_site):
    with proxied(Engine.build(tree, config), panel_site) as proxy:
        yield proxy.url


def test_panel_answers_with_clickable_citations_and_source_cards(page, offline_url):
    page.goto(offline_url)
    page.wait_for_selector(".ask-status:has-text('Offline')")
    assert page.is_disabled("input[name=rerank]")  # no reranker offline
    page.fill("#ask-q", "What is the minimum height of a guard?")
    page.click(".ask-form button")
    page.wait_for_selector(".ask-answer mark.cite")
    assert "1 070 mm" in page.inner_text(".ask-answer")
    stages = page.locator(".ask-trace li b").all_inner_texts()
    # offline retrieval embeds the question only when the local dense model is installed
    health = json.loads(urllib.request.urlopen(offline_url + "api/health").read())
    embeds = health["retrieval"] in ("fused", "dense")
    assert stages == (["embed"] if embeds else []) + ["search", "generate", "cite"]
    cards = page.locator(".ask-sources li a").all_inner_texts()
    assert cards[0] == "Division B, Sentence 9.8.8.3.(1) (Height of Guards), PDF p. 85"
    page.hover(".ask-sources li >> nth=0")
    assert page.locator("mark.cite.lit").count() >= 1  # the card highlights what it supports
    page.click("mark.cite >> nth=0")
    page.wait_for_url("**/B/9.8.8.3/?hl=s1#s1")
    assert page.locator("#s1").count() == 1


def test_panel_shows_rank_movement_with_the_reranker(page, tree, config, panel_site, fixture_vectors, cohere_fake):
    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url)
    with proxied(Engine.build(tree, config, client=client, vectors_dir=fixture_vectors), panel_site) as proxy:
        cohere_fake.answer = 'Guards <img src=x onerror="window.pwned=1"> must be 1 100 mm high.'
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Answers by command-a-03-2025')")
        assert page.is_enabled("input[name=rerank]") and page.is_checked("input[name=rerank]")
        ask_in(page, "What is the minimum height of a guard?", until=".ask-unverified:not([hidden])")
        assert page.locator(".ask-answer img").count() == 0 and page.evaluate("window.pwned") is None
        assert "<img" in page.inner_text(".ask-answer")  # shown as text
        assert "1 100 mm" in page.inner_text(".ask-unverified")
        assert page.locator(".ask-trace li b").all_inner_texts() == ["embed", "search", "rerank", "generate", "cite"]
        assert "rerank-v3.5" in page.inner_text(".ask-trace")
        moves = page.locator(".ask-hits .move").all_text_contents()  # inside a closed <details>
        assert moves and all(m == "same" or m.split()[0] in ("up", "down") for m in moves)


def test_panel_says_plainly_when_an_answer_is_incomplete_or_a_citation_did_not_hold(
        page, tree, config, panel_site, fixture_vectors, cohere_fake):
    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url)
    with proxied(Engine.build(tree, config, client=client, vectors_dir=fixture_vectors), panel_site) as proxy:
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Answers by command-a-03-2025')")
        # a whole answer first: neither notice shows
        ask_in(page, "What is the minimum height of a guard?")
        assert page.is_hidden(".ask-incomplete") and page.is_hidden(".ask-problems")
        # then one cut short by the token limit, citing a text that is not in it
        cohere_fake.answer = "Guards must be at least 1 070 mm"
        cohere_fake.citations = [{"start": 0, "end": 12, "text": "a sentence the answer does not hold",
                                  "type": "TEXT_CONTENT", "sources": [{"type": "document", "id": "B-9.8.8.3.(1)",
                                                                       "document": {"snippet": "x"}}]}]
        cohere_fake.finish_reason = "MAX_TOKENS"
        ask_in(page, "What is the minimum height of a guard on a deck?", until=".ask-incomplete:not([hidden])")
        assert "incomplete" in page.inner_text(".ask-incomplete") and "MAX_TOKENS" in page.inner_text(".ask-incomplete")
        problems = page.inner_text(".ask-problems")
        assert "One citation did not hold" in problems and "a sentence the answer does not hold" in problems
        assert "not in the answer" in problems
        assert "incomplete" in page.inner_text(".ask-status")
        page.screenshot(path=str(Path("test-artifacts") / "ask-panel-incomplete.png"))


def test_panel_on_a_plain_static_host_says_how_to_start_the_proxy(page, panel_site):
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(panel_site))
    handler.log_message = lambda *a: None
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
        page.wait_for_selector(".ask-help:not([hidden])")
        assert "codecite-site serve --site" in page.inner_text(".ask-help")
        assert page.is_disabled(".ask-form button")
    finally:
        server.shutdown()
        server.server_close()


def test_a_cited_sentence_from_a_revisions_package_is_labelled_as_amended(page, config, panel_site, fixture_dir):
    import dataclasses

    from codecite_site.ingest import load_tree

    tree, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf",
                           revisions=[fixture_dir / "nbc_fixture_revisions.pdf"], log=lambda *_: None)
    offline = dataclasses.replace(config, retrieval=dataclasses.replace(config.retrieval, local_dense=False))
    with proxied(Engine.build(tree, offline), panel_site) as proxy:
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Offline')")
        ask_in(page, "How high must guards on the open sides of stairs be?")
        assert "900 mm" in page.inner_text(".ask-answer")  # the package's wording, not the first printing's
        cards = {li.locator("a").inner_text(): li.inner_text() for li in page.locator(".ask-sources li").all()}
        amended = [text for label, text in cards.items() if "9.8.8.3.(3)" in label]
        assert amended and "as amended 2025-03" in amended[0]
        assert all("as amended" not in text for label, text in cards.items() if "9.8.8.3.(3)" not in label)
        marks = page.locator("mark.cite").evaluate_all("ms => ms.map(m => m.title)")
        assert any("9.8.8.3.(3)" in t and "(as amended 2025-03)" in t for t in marks)


def test_an_imperial_quantity_is_shown_converted_beside_the_answer_never_in_it(page, tree, config, panel_site):
    import dataclasses

    offline = dataclasses.replace(config, retrieval=dataclasses.replace(config.retrieval, local_dense=False))
    engine = Engine.build(tree, offline)
    answer = engine.ask("Is a 36 inch wide stair enough in a house?", rerank=False)
    assert answer["conversions"] == ['36 inch \u2248 914 mm (converted, not Code text)']
    assert "914" not in answer["answer"] and not answer["unverified_quantities"]  # no Code text, never checked as one
    assert "Your units in the Code's: 36 inch \u2248 914 mm (converted, not Code text)" in A.answer_text(answer)
    assert engine.ask("How wide must a stair in a house be?", rerank=False)["conversions"] == []
    with proxied(engine, panel_site) as proxy:
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Offline')")
        ask_in(page, "Is a 36 inch wide stair enough in a house?")
        assert page.inner_text(".ask-conversions") == "Your units in the Code's: 36 inch \u2248 914 mm (converted, not Code text)"
        assert "914" not in page.inner_text(".ask-answer")
        ask_in(page, "How wide must a stair in a house be?")
        assert page.is_hidden(".ask-conversions")
        assert page.is_hidden(".ask-imperial")
        # asked in inches: the answer's own figures in inches beside it, as text, marked as conversions
        ask_in(page, "How wide must a stair in a house be, in inches?")
        assert page.inner_text(".ask-imperial").startswith(
            "The Code's figures in your units: 880 mm \u2248 34.6 in (2 ft 11 in) (converted, not Code text)")
        assert "34.6" not in page.inner_text(".ask-answer")


def test_asked_in_us_units_the_answers_figures_are_shown_in_them_beside_it(tree, config):
    import dataclasses

    offline = dataclasses.replace(config, retrieval=dataclasses.replace(config.retrieval, local_dense=False))
    engine = Engine.build(tree, offline)
    answer = engine.ask("How wide must a stair in a house be, in inches?", rerank=False)
    assert answer["in_your_units"][0] == "880 mm \u2248 34.6 in (2 ft 11 in) (converted, not Code text)"
    assert "880 mm" in answer["answer"] and "34.6" not in answer["answer"] and not answer["unverified_quantities"]
    assert "The Code's figures in your units: 880 mm \u2248 34.6 in" in A.answer_text(answer)
    # told a figure in inches, the asker reads inches too; asked in metric, nothing is shown
    assert engine.ask("Is a 36 inch wide stair enough in a house?", rerank=False)["in_your_units"]
    assert engine.ask("How wide must a stair in a house be?", rerank=False)["in_your_units"] == []
    # a declined question's answer quotes no figure of the Code
    declined = engine.ask("How much does a building permit cost in dollars per square foot?", rerank=False)
    assert declined["declined"] and declined["in_your_units"] == []


def test_how_the_question_was_read_is_shown_beside_the_answer_as_text(page, tree, config, panel_site):
    import dataclasses

    offline = dataclasses.replace(config, retrieval=dataclasses.replace(config.retrieval, local_dense=False))
    engine = Engine.build(tree, offline)
    with proxied(engine, panel_site) as proxy:
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Offline')")
        ask_in(page, "Guard ht on a deck?")
        assert page.inner_text(".ask-readings") == "Your words as searched: ht read as height (shorthand)"
        ask_in(page, "How wide must a stair in a house be?")
        assert page.is_hidden(".ask-readings")


@pytest.mark.skipif(L.missing() is not None, reason="the local dense model is not installed")
def test_an_answer_the_code_may_not_give_says_so_in_the_panel(page, tree, config, panel_site):
    engine = Engine.build(tree, config)
    with proxied(engine, panel_site) as proxy:
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Offline')")
        ask_in(page, "What colour do the exit signs in an office building have to be?")
        assert "The Code may not answer this as asked" in page.inner_text(".ask-status")
        assert page.inner_text(".ask-answer").startswith("The Code may not answer this as asked.")
        assert page.locator(".ask-sources li").count() > 0  # the nearest Sentences, quoted and cited
        ask_in(page, "How high must a guard on a deck be?")
        assert "Offline extractive answer" in page.inner_text(".ask-status")


def test_a_places_climate_zone_worked_out_is_shown_beside_the_answer_never_in_it(page, config, panel_site):
    import dataclasses

    from tests.test_qa_query import _climatic_code

    offline = dataclasses.replace(config, retrieval=dataclasses.replace(config.retrieval, local_dense=False))
    with proxied(Engine.build(_climatic_code(), offline), panel_site) as proxy:
        page.goto(proxy.url)
        page.wait_for_selector(".ask-status:has-text('Offline')")
        ask_in(page, "What climate zone is Dunmore in?")
        assert page.inner_text(".ask-worked") == (
            "Worked out: Dunmore: 3750 Degree-Days Below 18°C (Table C-1) falls in Zone 5 (3000 or more) of Table "
            "3.2.2.2. (worked out from the Tables, not Code text)")
        assert "worked out" not in page.inner_text(".ask-answer") and "Dunmore | " in page.inner_text(".ask-answer")
        ask_in(page, "What are the heating degree-days for Brookfield?")
        assert page.is_hidden(".ask-worked")
