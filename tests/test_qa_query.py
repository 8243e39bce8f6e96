"""What a question says besides its words: clause numbers put their clause first, misspelt words
are matched to the Code's own vocabulary (issue 13)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from codecite_site.qa import answer as A
from codecite_site.qa import local_dense as L
from codecite_site.qa.bm25 import FUZZY_WEIGHTS, Bm25Index, Speller, edit_distance
from codecite_site.qa.query import clause_refs, without_refs

needs_model = pytest.mark.skipif(L.missing() is not None, reason=f"{L.missing()}")


@pytest.fixture(scope="module")
def bm25_engine(tree, config):
    return A.Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))


@pytest.fixture(scope="module")
def fused(tree, config):
    return A.Engine.build(tree, config)


def cited(answer: dict) -> list[str]:
    return [s["passage"] for c in answer["citations"] for s in c["sources"]]


# --- clause numbers ----------------------------------------------------------------------
@pytest.mark.parametrize("question, kind, number, sentence, division", [
    ("what does 9.8.8.3 say about decks?", "article", "9.8.8.3.", "", ""),
    ("Article 9.8.8.3. please", "article", "9.8.8.3.", "", ""),
    ("what is in 9.8.8.3.(2)", "article", "9.8.8.3.", "2", ""),
    ("Sentence 9.8.8.3.(2)", "article", "9.8.8.3.", "2", ""),
    ("9.8.8.3(2)", "article", "9.8.8.3.", "2", ""),
    ("9.10.19.1.(6)(a) and smoke alarms", "article", "9.10.19.1.", "6", ""),
    ("B-1.4.1.2", "article", "1.4.1.2.", "", "B"),
    ("Division C, 2.2.2.2", "article", "2.2.2.2.", "", "C"),
    ("what does A-9.8.8.3 explain", "note", "9.8.8.3.", "", ""),
    ("Note A-9.8.8.5.(1)", "note", "9.8.8.5.", "1", ""),
    ("Table 9.8.7.1", "table", "9.8.7.1.", "", ""),
])
def test_clause_numbers_are_read_in_every_way_they_are_written(question, kind, number, sentence, division):
    (ref,) = clause_refs(question)
    assert (ref.kind, ref.number, ref.sentence, ref.division) == (kind, number, sentence, division)
    assert ref.text.strip() in question and ref.text.strip() not in without_refs(question, [ref])


@pytest.mark.parametrize("question", ["Is a guard needed 1.5 m above the ground?", "What changed in 2020?",
                                      "A ramp of 1:12 for 9 m", "a 0.35 m2 opening"])
def test_quantities_and_years_are_not_clause_numbers(question):
    assert clause_refs(question) == []


def test_a_named_article_comes_first_even_when_the_words_point_elsewhere(bm25_engine):
    # the words alone rank Height of Guards first; the number names Design of Guards to Prevent Climbing
    assert bm25_engine.ask("how high must a guard be")["hits"][0]["id"] == "B-9.8.8.3."
    a = bm25_engine.ask("what does 9.8.8.6 say about how high a guard must be?")
    assert a["hits"][0]["id"] == "B-9.8.8.6." and a["hits"][0]["label"].startswith("Division B, Article 9.8.8.6.")
    assert cited(a)[0].startswith("B-9.8.8.6.(")  # the answer leads with it too


@pytest.mark.parametrize("question", ["9.8.8.3.(2)", "Sentence 9.8.8.3.(2)", "what does 9.8.8.3.(2) require?"])
def test_a_named_sentence_leads_the_answer(bm25_engine, question):
    a = bm25_engine.ask(question)
    assert a["hits"][0]["id"] == "B-9.8.8.3." and cited(a)[0] == "B-9.8.8.3.(2)"
    assert a["answer"].startswith(A.OFFLINE_LEAD + "\n\nSentence 9.8.8.3.(2): ")


def test_a_named_note_comes_first_with_the_article_it_explains_next(bm25_engine):
    a = bm25_engine.ask("what does A-9.8.8.3 say?")
    assert [h["id"] for h in a["hits"][:2]] == ["B-A-9.8.8.3.", "B-9.8.8.3."]
    assert cited(a)[0].startswith("B-A-9.8.8.3.#p")


def test_a_number_in_two_divisions_offers_both(bm25_engine):
    a = bm25_engine.ask("what is in 1.4.1.2.?")
    first = [h["id"] for h in a["hits"][:2]]
    assert first == ["A-1.4.1.2.", "B-1.4.1.2."]
    assert {p.split("-", 1)[0] for p in cited(a)[:2]} == {"A", "B"}
    assert "Division A, Sentence 1.4.1.2.(" in a["answer"] and "Division B, Sentence 1.4.1.2.(" in a["answer"]
    # a Division in the question narrows it to one
    assert [h["id"] for h in bm25_engine.ask("Division B 1.4.1.2")["hits"][:1]] == ["B-1.4.1.2."]
    assert bm25_engine.ask("B-1.4.1.2")["hits"][0]["id"] == "B-1.4.1.2."
    assert "A-1.4.1.2." not in [h["id"] for h in bm25_engine.ask("B-1.4.1.2")["hits"][:1]]


def test_a_named_definition_article_gives_the_definition_the_words_ask_for(bm25_engine):
    a = bm25_engine.ask("what does A-1.4.1.2. say a guard is? Article A-1.4.1.2")
    assert a["hits"][0]["chunk"] == "A-1.4.1.2.#term-guard" or a["hits"][0]["id"] == "A-A-1.4.1.2."


def test_a_number_the_code_does_not_have_changes_nothing(bm25_engine):
    plain = bm25_engine.ask("how high must a guard be")
    a = bm25_engine.ask("how high must a guard be 9.99.9.9")
    assert [h["id"] for h in a["hits"]][:3] == [h["id"] for h in plain["hits"]][:3]


def test_the_engine_exposes_the_final_ordering_for_the_eval(bm25_engine):
    hits = bm25_engine.bm25.search("how high must a guard be", 30)
    assert bm25_engine.arrange("what does 9.8.8.6 say", hits)[0].clause_id == "B-9.8.8.6."
    assert bm25_engine.arrange("what does 9.8.8.6 say", hits)[0].ranks["clause"] == 1
    assert [h.chunk_id for h in bm25_engine.arrange("no number", hits)] == \
        [h.chunk_id for h in bm25_engine.keep_notes_with_articles(hits)]


@needs_model
def test_a_named_clause_is_never_declined(fused):
    assert fused.ask("Which football team won the league last year?")["answer"] == A.NO_ANSWER
    a = fused.ask("9.8.8.3")
    assert a["answer"] != A.NO_ANSWER and a["hits"][0]["id"] == "B-9.8.8.3." and cited(a)


# --- misspellings --------------------------------------------------------------------------
def test_edit_distance_counts_a_transposition_as_one():
    assert edit_distance("guardrial", "guardrail") == 1
    assert edit_distance("egres", "egress") == 1
    assert edit_distance("hieght", "height") == 1
    assert edit_distance("kitten", "sitting", most=2) == 3  # beyond the bound: most + 1
    assert edit_distance("stair", "stair") == 0


def test_the_speller_knows_only_the_corpus_it_was_built_from():
    # no list of typos: the vocabulary is whatever the texts say
    s = Speller.build(["Every widget shall be fastened to a sprocket.", "A widget is a device."])
    assert s.candidates("widgte") == [("widget", 1)]
    assert s.candidates("sprokcet") == [("sprocket", 1)]
    assert s.candidates("widget") == []  # a corpus word is never changed
    assert s.candidates("dresser") == []  # nor an English word the corpus does not hold
    assert s.candidates("wdgt") == []  # 4 letters: one edit at most, and "widget" is two away
    assert s.candidates("qzx") == []  # too short to guess


@pytest.mark.parametrize("typo, right", [
    ("What is the minimum height of a guardrial?", "What is the minimum height of a guardrail?"),
    ("How big must an egres window in a bedroom be?", "How big must an egress window in a bedroom be?"),
    ("Where do smoke alrms go?", "Where do smoke alarms go?"),
    ("How deep must fotings be in clay?", "How deep must footings be in clay?"),
])
def test_misspelt_questions_retrieve_what_the_right_spelling_does(bm25_engine, typo, right):
    got = [h.clause_id for h in bm25_engine.bm25.search(typo, 5)]
    want = [h.clause_id for h in bm25_engine.bm25.search(right, 5)]
    assert got[:3] == want[:3]


def test_a_corrected_word_counts_less_than_a_word_spelt_right(chunks_index):
    index, _ = chunks_index
    right = index.scores("egress window")
    typo = index.scores("egres window")
    top = int(np.argmax(right))
    assert 0 < typo[top] < right[top]
    only_right, only_typo = index.scores("egress"), index.scores("egres")
    assert np.allclose(only_typo, FUZZY_WEIGHTS[1] * only_right, rtol=1e-5)


@pytest.fixture(scope="module")
def chunks_index(tree):
    from codecite_site.qa.chunks import build_chunks

    texts = [c.text for c in build_chunks(tree)]
    return Bm25Index.build(texts), texts


@needs_model
def test_the_local_model_reads_the_corrected_question(fused):
    lm = L.model()
    assert np.allclose(fused.local.embed_query("minimum height of a guardrial"),
                       lm.embed_query("minimum height of a guardrail"), atol=1e-6)
    a = fused.ask("minimum height of a guardrial")
    assert a["hits"][0]["id"] == "B-9.8.8.3." and "1 070 mm" in a["answer"]


def test_the_cli_shows_a_named_clause_as_named(bm25_engine):
    a = bm25_engine.ask("9.8.8.6")
    assert a["hits"][0]["clause_rank"] == 1
    assert A.answer_text(a, show_hits=True).split("--- Hits ---")[1].splitlines()[1].startswith("named in the question, ")
