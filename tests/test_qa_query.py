"""What a question says besides its words: clause numbers put their clause first, misspelt words
are matched to the Code's own vocabulary (issue 13)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from codecite_site.qa import answer as A
from codecite_site.qa import compose as C
from codecite_site.qa import local_dense as L
from codecite_site.qa.bm25 import FUZZY_WEIGHTS, Bm25Index, Speller, edit_distance
from codecite_site.qa.query import clause_refs, section_refs, without_refs

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


@pytest.mark.parametrize("question, first", [
    # Division A's 3.1.1.1.(2) is on functional statements, Division B's sends to firefighting access and sprinklers
    ("What does Sentence 3.1.1.1.(2) send me to for fire department access and for sprinklers?", "B-3.1.1.1."),
    ("Which risk does Sentence 3.1.1.1.(2) say the capacity of the means of egress serves?", "A-3.1.1.1."),
])
def test_a_number_in_two_divisions_offers_first_the_one_the_rest_of_the_question_asks_of(bm25_engine, question, first):
    a = bm25_engine.ask(question)
    ids = [h["id"] for h in a["hits"][:2]]
    assert ids[0] == first and set(ids) == {"A-3.1.1.1.", "B-3.1.1.1."}
    assert cited(a)[0].startswith(first)


def test_a_number_in_several_divisions_offers_those_that_have_the_sentence_and_clause_named(bm25_engine):
    # 1.2.1.1. is in all three Divisions; only Division A's Sentence (1) has a Clause (b)
    assert clause_refs("under Clause 1.2.1.1.(1)(b)?")[0].clause == "b"
    assert [t.clause_id for t in bm25_engine.read("What counts as an alternative solution under Clause "
                                                  "1.2.1.1.(1)(b)?").targets] == ["A-1.2.1.1."]
    got = bm25_engine.retrieve("Is a margin of zero acceptable under Clause 1.2.1.1.(1)(b)?", rerank=False)
    first = [h.clause_id for h in got.candidates[:3]]
    assert first[0] == "A-1.2.1.1." and not {"B-1.2.1.1.", "C-1.2.1.1."} & set(first)
    # a Sentence every Division has still offers them all; one only Division B has, Division B's
    assert [t.clause_id for t in bm25_engine.read("what does 1.2.1.1.(2) say").targets] == [
        "A-1.2.1.1.", "B-1.2.1.1.", "C-1.2.1.1."]
    assert [t.clause_id for t in bm25_engine.read("what does 1.2.1.1.(3) say").targets] == [
        "A-1.2.1.1.", "B-1.2.1.1."]
    assert [t.clause_id for t in bm25_engine.read("what does 1.2.1.1.(4) say").targets] == ["A-1.2.1.1."]


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
    assert fused.ask("Which football team won the league last year?")["declined"]
    a = fused.ask("9.8.8.3")
    assert not a["declined"] and a["hits"][0]["id"] == "B-9.8.8.3." and cited(a)


# --- misspellings --------------------------------------------------------------------------
def test_a_defined_term_is_never_rewritten_by_the_thesaurus(bm25_engine):
    # the thesaurus reads a lay "residential" as the Code's "dwelling", but never inside the defined
    # term "residential occupancy", in the Code's text or in a question
    keep = frozenset({("residential", "occupancy")})
    index = Bm25Index.build(["Each residential occupancy shall have a fire alarm system.",
                             "Each dwelling unit shall have a smoke alarm."], keep)
    assert index.scores("residential occupancy")[1] == 0 and index.scores("residential occupancy")[0] > 0
    assert index.scores("dwelling")[0] == 0  # the defined term's words are not the thesaurus's "dwelling"
    assert index.scores("a residential lot")[1] > 0  # a lay "residential" still reads "dwelling"
    # the engine keeps every term its Code defines
    assert {("residential", "occupancy"), ("dwelling", "unit")} <= bm25_engine.passage_index.keep
    assert bm25_engine.bm25.index.keep == bm25_engine.passage_index.keep


def test_the_codes_aims_asked_as_goals_are_its_objectives(bm25_engine):
    # the Code never writes "goal": asked for one, Division A's objective on energy comes first (it came second,
    # below Part 9's energy efficiency Section)
    index = Bm25Index.build(["The objective is to limit the use of energy.", "A line of sight."], frozenset())
    assert index.scores("the goals")[0] > 0 and index.scores("the goals")[1] == 0
    got = bm25_engine.retrieve("Does the code have any goal about saving energy, and what does it cover?", rerank=False)
    assert got.top[0].clause_id == "A-2.2.1.5.", [h.clause_id for h in got.top[:3]]


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


def test_a_misspelt_form_the_code_never_writes_is_read_as_the_english_word_of_its_stem():
    s = Speller.build(["The energy model shall include a dynamic calculation of space temperatures.",
                       "Every widget shall be fastened."])
    # three edits from the Code's "dynamic": the English word one edit away, whose stem the Code has
    assert s.candidates("dynamicaly") == [("dynamical", 1)]
    changes: list = []
    assert s.correct("calculated dynamicaly", changes) == "calculated dynamical"
    assert changes == [("spelling", "dynamicaly", "dynamical")]
    index = Bm25Index.build(["The energy model shall include a dynamic calculation of space temperatures.",
                             "Every widget shall be fastened."])
    assert index.scores("dynamicaly")[0] > 0
    # an English word near it whose stem the Code lacks reads nothing ("minits": "mints"), nor does a short one
    assert s.candidates("minits") == [] and s.candidates("equiv") == []


def test_a_frequent_english_word_is_never_read_as_a_misspelling_of_the_codes():
    s = Speller.build(["The lower floor shall be level.", "A single layer of roofing shall be installed.",
                       "Heat recovery shall be provided where the sleeping rooms are heated.", "The height of a guard."])
    # English, one edit from a word of the Code: "blower" is not "lower", "shingle" not "single", "seeping" not "sleeping"
    for text in ("blower door test", "asphalt shingle nails", "radon seeping up"):
        assert s.correct(text) == text, text
    # a misspelling is still read as the Code's word; so is a rare form one edit from one ("hieght")
    assert s.correct("guard hieght") == "guard height"
    assert s.correct("the lowr floor") == "the lower floor"


def test_a_misspelling_that_reads_as_an_inflection_of_a_name_is_still_read_as_the_codes_word():
    # "chiled" is "Chile" with a "d", as "stored" is "store"'s: but English never writes it so (the frequency list
    # never sees it), and the Code's "chilled" is one edit away; the same for "acess" ("ace" + "ss")
    s = Speller.build(["Insulation on piping conveying chilled fluid shall have a vapour barrier.",
                       "Access to the equipment shall be provided."])
    assert s.candidates("chiled") == [("chilled", 1)]
    assert s.candidates("acess") == [("access", 1)]
    # an inflection English writes stays a word: "chilled" is read, "stored" is not "store" misspelt
    assert s.correct("chiled water lines") == "chilled water lines"
    assert s.candidates("stored") == [] and s.candidates("chilling") == []


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


# --- definition questions -------------------------------------------------------------------
@pytest.mark.parametrize("question, term", [
    ("What counts as a storey?", "storey"),
    ("what is a guard?", "guard"),
    ("What does 'first storey' mean?", "first-storey"),
    ("Is a smoke alarm the same thing as a smoke detector?", "smoke-alarm"),
    ("what's the definition of a crawl space", "crawl-space"),
    # a defined term in quotes is the one asked, though it does not open the phrase after "the same thing as"
    ("Is a heat detector hooked to the alarm panel the same thing as what the code calls a 'smoke alarm'?",
     "smoke-alarm"),
])
def test_a_definition_question_gets_the_definition_first(bm25_engine, question, term):
    got = bm25_engine.retrieve(question, rerank=False)
    assert got.top[0].chunk_id == f"A-1.4.1.2.#term-{term}" and got.top[0].ranks["definition"] == 1


def test_the_definition_is_followed_by_the_notes_that_print_the_term(bm25_engine):
    # Note A-1.4.1.2. explains the definitions and prints "first storey" in italics; it does not print "guard"
    first = [h.chunk_id for h in bm25_engine.retrieve("What does 'first storey' mean?", rerank=False).top[:2]]
    assert first == ["A-1.4.1.2.#term-first-storey", "A-A-1.4.1.2."]
    guard = [h.chunk_id for h in bm25_engine.retrieve("what is a guard?", rerank=False).top[:3]]
    assert "A-A-1.4.1.2." not in guard


@pytest.mark.parametrize("question", ["What is the minimum height of a guard?", "what is a guard made of in a garage?",
                                      "How high must a guard be?"])
def test_a_question_that_uses_a_defined_term_is_no_definition_question(bm25_engine, question):
    got = bm25_engine.retrieve(question, rerank=False)
    assert "definition" not in got.top[0].ranks and not got.top[0].chunk_id.startswith("A-1.4.1.2.#")


# --- questions that ask several things -----------------------------------------------------------
@pytest.mark.parametrize("question, parts", [
    ("what is the minimum guard height and how far apart can balusters be?",
     ["what is the minimum guard height", "how far apart can balusters be?"]),
    ("How deep must footings be in clay? What size anchor bolts hold a house down?",
     ["How deep must footings be in clay?", "What size anchor bolts hold a house down?"]),
    ("How high must a guard be; how wide must a stair be", ["How high must a guard be", "how wide must a stair be"]),
    # one question, though it has an "and" or two question marks
    ("What's the maximum slope and landing length for an accessible ramp?",
     ["What's the maximum slope and landing length for an accessible ramp?"]),
    ("Can fixed benches take the place of a railing? How big do they have to be?",
     ["Can fixed benches take the place of a railing? How big do they have to be?"]),
    # a piece giving an instance of the question before it asks it again
    ("How loud does a smoke alarm have to be? Like what decibel reading at about 10 feet from it?",
     ["How loud does a smoke alarm have to be? Like what decibel reading at about 10 feet from it?"]),
    ("What must the permit drawings show? e.g. do they want the U-values shown?",
     ["What must the permit drawings show? e.g. do they want the U-values shown?"]),
    ("How high must a guard be? Likewise, how high must a handrail be?",
     ["How high must a guard be?", "Likewise, how high must a handrail be?"]),
])
def test_a_question_is_split_into_the_questions_it_asks(question, parts):
    from codecite_site.qa.bm25 import tokenize
    from codecite_site.qa.query import question_parts

    assert [p.text for p in question_parts(question, tokenize)] == parts


@needs_model
def test_an_instance_of_the_question_is_answered_with_it_not_as_a_question_of_its_own(fused):
    # read as a part of its own, "Like what decibel reading at 10 feet?" was answered with where smoke alarms are
    # mounted (Sentence 9.10.19.2.(1)), under the loudness Sentence that answers both
    a = fused.ask("How loud does a smoke alarm have to be? Like what decibel reading if you're standing about "
                  "10 feet from it?")
    assert cited(a)[0] == "B-3.2.4.20.(5)"
    assert "B-9.10.19.2.(1)" not in cited(a) and "Like what decibel" not in a["answer"]


def test_a_part_that_points_back_is_searched_with_the_part_before():
    from codecite_site.qa.bm25 import tokenize
    from codecite_site.qa.query import question_parts

    first, second = question_parts("What counts as a crawl space? How tall can it be before it isn't one?", tokenize)
    assert second.text == "How tall can it be before it isn't one?" and second.search.startswith(first.text)


def test_each_part_of_a_question_has_its_answer_near_the_top(bm25_engine):
    question = "what is the minimum guard height and how far apart can balusters be?"
    got = bm25_engine.retrieve(question, rerank=False)
    assert [text for text, _ in got.parts] == ["what is the minimum guard height", "how far apart can balusters be?"]
    assert got.parts[0].hits[0].clause_id == "B-9.8.8.3."
    assert {"B-9.8.8.5.", "B-A-9.8.8.5.(1) and (3)"} & {h.clause_id for h in got.parts[1].hits[:2]}
    top3 = [h.clause_id for h in got.top[:3]]
    assert "B-9.8.8.3." in top3 and {"B-9.8.8.5.", "B-A-9.8.8.5.(1) and (3)"} & set(top3)
    # asked alone, the balusters are not where the guard height is
    alone = [h.clause_id for h in bm25_engine.retrieve("what is the minimum guard height", rerank=False).top[:3]]
    assert not {"B-9.8.8.5."} & set(alone)
    assert bm25_engine.retrieve("How high must a guard be?", rerank=False).parts == []


def test_the_hits_of_one_turn_go_in_the_order_the_parts_and_the_whole_question_agree_on(fused):
    """Each ranking's first comes before any ranking's second (every part keeps its best near the top); within
    a turn, the one more rankings put high goes first: first for the second part and for the whole question
    beats first for the first part alone."""
    from types import SimpleNamespace

    from codecite_site.qa.query import interleave

    a, b, c, d, e = (SimpleNamespace(chunk_id=x) for x in "ABCDE")
    # the parts' rankings, then the whole question's: B, first for the second part and the whole, goes first
    assert [h.chunk_id for h in interleave([[a, b, c], [b, d], [b, a, e]], 10)] == ["B", "A", "D", "C", "E"]
    assert [h.chunk_id for h in interleave([[a, c], [d, e]], 3)] == ["A", "D", "C"]  # agreeing on none: turn order
    # the whole question's own first of a turn votes, but goes after the parts' firsts: each part keeps its
    # best among the first hits (the answer quotes the three first)
    assert [h.chunk_id for h in interleave([[a, e], [d, e], [e]], 10)] == ["A", "D", "E"]
    # field review and keeping the design calculations: both Sentences of 1.2.1.1. (ranked third before)
    question = ("For a building that needs professional design under Part 3 or Part 4, how often does field review "
                "have to happen during structural work, and how long must the owner keep the design calculations?")
    assert fused.retrieve(question, rerank=False).top[0].clause_id == "B-1.2.1.1."


# --- imperial quantities ---------------------------------------------------------------------
@pytest.mark.parametrize("value, unit, shown", [
    (1070, "mm", "42.1 in (3 ft 6 in)"), (915, "mm", "36 in (3 ft)"), (89, "mm", "3.5 in"), (40, "m", "131.2 ft"),
    (600, "m2", "6,458 sq ft"), (2.4, "kPa", "50 psf"), (150, "kPa", "22 psi"), (60, "\u00b0C", "140 \u00b0F"),
    (-25, "\u00b0C", "-13 \u00b0F"), (190, "L", "50 US gal"), (22, "kW", "75,067 Btu/h"), (9.5, "W/m2", "0.9 W/ft\u00b2"),
    (12, "%", None), (3, "storey", None),
])
def test_a_codes_figure_is_read_in_us_units(value, unit, shown):
    from codecite_site.qa.query import in_imperial

    assert in_imperial(value, unit) == shown


def test_an_answers_figures_in_us_units_leave_out_flags_rates_and_differences():
    from codecite_site.qa.answer import figures_in_imperial
    from codecite_site.qa.query import speaks_imperial

    text = ("not less than 1 070 mm high; 1 070 mm again; at 10 L/s; lowered by 1 \u00b0C for each 180 m; "
            "water at 60 \u00b0C; 2 400 mm; 3 000 mm; 5 000 mm; 7 000 mm")
    flagged = [{"text": "2 400 mm", "start": text.index("2 400"), "end": text.index("2 400") + 8}]
    assert figures_in_imperial(text, flagged) == [
        "1 070 mm \u2248 42.1 in (3 ft 6 in) (converted, not Code text)",
        "180 m \u2248 590.6 ft (converted, not Code text)",
        "60 \u00b0C \u2248 140 \u00b0F (converted, not Code text)",
        "3 000 mm \u2248 118.1 in (9 ft 10 in) (converted, not Code text)"]
    # a tolerance is a difference too: "within 1 \u00b0C" is no reading of 34 \u00b0F
    assert figures_in_imperial("accurate to within 1 \u00b0C; a setback of 5 \u00b0C; water at 60 \u00b0C", []) == [
        "60 \u00b0C \u2248 140 \u00b0F (converted, not Code text)"]
    assert speaks_imperial("How tall, in feet?", []) and speaks_imperial("max LPD in W/ft2 for an office", [])
    assert not speaks_imperial("How tall must a guard be in a house?", [])
    assert not speaks_imperial("Is a guard required in front of a window in a stairwell?", [])


def test_a_pressure_and_a_volume_are_shown_as_the_code_prints_their_units():
    from codecite_site.qa.query import imperial

    assert imperial("3,000 psi concrete")[0].shown == "3,000 psi \u2248 20.7 MPa (converted, not Code text)"
    assert imperial("a 40 psf live load")[0].shown == "40 psf \u2248 1.92 kPa (converted, not Code text)"
    assert imperial("a room of 1,000 cu ft")[0].shown == "1,000 cu ft \u2248 28.32 m\u00b3 (converted, not Code text)"
    assert imperial("a 40 psfx") == [] and imperial("2.5 gallons per minute")[0].unit == "L/min"


@pytest.mark.parametrize("text, value, unit", [
    ("a gap of 4 inches", 101.6, "mm"), ("7 ft above", 2133.6, "mm"), ('a 36" guard', 914.4, "mm"),
    ("3'-6\" high", 1066.8, "mm"), ("1/2 in. plywood", 12.7, "mm"), ("1 1/2 inch", 38.1, "mm"),
    ("two feet off the ground", 609.6, "mm"), ("a 200 sq ft room", 18.58, "m2"), ("5 feet 6 inches", 1676.4, "mm"),
    # numbers as people spell them, and feet with inches as they say them
    ("a forty-two inch guard", 1066.8, "mm"), ("thirty six inches wide", 914.4, "mm"),
    ("two and a half feet", 762.0, "mm"), ("a foot and a half", 457.2, "mm"), ("three quarters of an inch", 19.05, "mm"),
    ("half an inch", 12.7, "mm"), ("2-1/2 inches", 63.5, "mm"), ("2\u00bd in. thick", 63.5, "mm"),
    ("a 6 foot 8 door", 2032.0, "mm"), ("six feet eight inches", 2032.0, "mm"), ("two hundred square feet", 18.58, "m2"),
    ("studs 16 in on centre", 406.4, "mm"),
    # an insulation's R-value as sold, to the Code's RSI
    ("walls with an effective R-20.", 3.522, "RSI"), ("is R40 enough in the attic", 7.044, "RSI"),
    ("R-5.5 foam board", 0.969, "RSI"),
    # an energy code's US units, to the units the NECB prints
    ("a boiler rated at 1,000 MBH input", 293_071.07, "W"), ("a 100,000 BTU/h furnace", 29_307.107, "W"),
    ("about 1.5 million Btu/h", 439_606.6, "W"), ("a 7.5 ton rooftop unit", 26_376.39, "W"),
    ("a 5-ton heat pump", 17_584.26, "W"), ("moving about 3,000 cfm", 1415.84, "L/s"),
    ("2.5 gpm showerheads", 9.46, "L/min"), ("water at 180\u00b0F", 82.22, "\u00b0C"),
    ("chilled water at 44 deg F", 6.67, "\u00b0C"), ("a design temperature of -25\u00b0F", -31.67, "\u00b0C"), ("1.2 W/ft\u00b2 for an office", 12.92, "W/m2"),
    ("a U-factor of 0.30 Btu/(h\u00b7ft\u00b2\u00b7\u00b0F)", 1.70, "W/(m2\u00b7K)"),
    # a temperature difference, without the 32 \u00b0F offset (a tolerance of \u00b12 \u00b0F is \u00b11.1 \u00b0C, not -17 \u00b0C)
    ("spec sheet says accuracy is +/- 2 deg F", 1.11, "\u00b0C"), ("a thermostat good to \u00b12\u00b0F", 1.11, "\u00b0C"),
    ("+/-2\u00b0F", 1.11, "\u00b0C"), ("a night setback of 10\u00b0F", 5.56, "\u00b0C"), ("a 4 \u00b0F deadband", 2.22, "\u00b0C"),
    ("keep the vestibule 5 \u00b0F warmer", 2.78, "\u00b0C"), ("within 3 deg F of setpoint", 1.67, "\u00b0C"),
    # thousands grouped with a comma: the whole figure, not its last three digits ("800 sq ft")
    ("a footprint of about 2,800 sq ft", 260.13, "m2"), ("a 1,200 sq ft ceiling", 111.48, "m2"),
    ("a house of 2,800 sq ft. Can I draw it?", 260.13, "m2"),
    # one square foot, alone and inside an energy code's units, in each way it is written
    ("a 600 sf shop", 55.74, "m2"), ("a 1,200 sqft garage", 111.48, "m2"), ("a 300 ft\u00b2 room", 27.87, "m2"),
    ("1.1 watts per sq. ft. of floor", 11.84, "W/m2"), ("0.06 Btu/(hr sq ft F) walls", 0.34, "W/(m2\u00b7K)"),
    ("a wall 6 ft 2 storeys up", 1828.8, "mm"),  # a foot, then storeys: not "ft 2" as ft\u00b2
    # a building code's loads, pressures, wind speeds and volumes
    ("floors designed for a 40 psf live load", 1.915, "kPa"), ("30 lb/sq ft of snow", 1.436, "kPa"),
    ("3,000 psi concrete", 20684.27, "kPa"), ("wind gusts of 100 mph", 160.93, "km/h"),
    ("a 50-gallon water heater", 189.27, "L"), ("a room of 1,000 cu ft", 28.32, "m3"),
    # a capital F alone after a figure, as designers type a temperature
    ("a hot water heating main running at about 180 F", 82.22, "\u00b0C"), ("chilled water at 44F", 6.67, "\u00b0C"),
    # a film's thickness in mils, thousandths of an inch
    ("a roll of 6 mil poly", 0.1524, "mm"), ("10-mil sheet", 0.254, "mm"),
])
def test_imperial_quantities_are_converted(text, value, unit):
    from codecite_site.qa.query import imperial

    (c,) = imperial(text)
    assert c.unit == unit and c.value == pytest.approx(value, abs=0.01) and c.text.strip() in text
    assert not c.text.endswith(". ") and not (c.text.endswith(".") and text[c.end:].strip()[:1].isupper())


@pytest.mark.parametrize("text", ["a ramp of 1:12", "1 070 mm", "Article 9.8.8.3.", "it's a deck", "in 2020",
                                  "a ramp slope of 1 in 12", "one in ten stairs", "put in 2 screws",
                                  "a Group R-2 building", "the R-2000 program", "Table 9.36.2.6.-R3",
                                  "a 2 ton truck in the driveway", "a 250 kW boiler", "at 20 \u00b0C",
                                  "fans of 150-600 cfm", "a 2 f thing", "a 3 F-rated door", "a $2 mil budget",
                                  "a 2 by 4 metre room"])
def test_metric_text_has_no_imperial_quantity(text):
    from codecite_site.qa.query import imperial

    assert imperial(text) == []


@pytest.mark.parametrize("text, values", [
    ("Is a 20 by 30 inch opening big enough?", [508.0, 762.0]),
    ("a 15 x 24 in. window", [381.0, 609.6]),
    ("a 2 \u00d7 4 ft panel", [609.6, 1219.2]),
    ('a 20" x 30" hatch', [508.0, 762.0]),  # each with its unit: each once
])
def test_a_pair_of_figures_with_one_unit_written_after_the_second_are_both_in_it(text, values):
    from codecite_site.qa.query import imperial, metric_text

    conversions = imperial(text)
    assert [round(c.value, 1) for c in conversions] == values and {c.unit for c in conversions} == {"mm"}
    assert "(" in metric_text(text, conversions).split(" by ")[0].split(" x ")[0].split(" \u00d7 ")[0]


def test_a_length_below_ten_millimetres_is_searched_with_its_decimals():
    from codecite_site.qa.query import imperial, metric_text

    question = "Is 6 mil poly thick enough over the crawl space dirt?"
    assert metric_text(question, imperial(question)) == "Is 6 mil (0.15 mm) poly thick enough over the crawl space dirt?"


def test_an_energy_codes_us_units_are_shown_and_searched_as_the_code_prints_them():
    from codecite_site.qa.query import imperial, metric_text

    question = "Do I need an economizer on a 7.5 ton rooftop unit moving about 3,000 cfm?"
    conversions = imperial(question)
    assert [c.shown for c in conversions] == ["7.5 ton \u2248 26.4 kW (converted, not Code text)",
                                              "3,000 cfm \u2248 1 416 L/s (converted, not Code text)"]
    assert metric_text(question, conversions) == ("Do I need an economizer on a 7.5 ton (26.4 kW) rooftop unit moving "
                                                  "about 3,000 cfm (1 416 L/s)?")
    (boiler,) = imperial("a 1,500 MBH boiler")
    assert boiler.metric == "440 kW"


def test_an_imperial_quantity_meets_the_codes_metric_value(bm25_engine):
    got = bm25_engine.retrieve("can the openings in my deck railing be 4 inches?", rerank=False)
    (c,) = got.conversions
    assert "100 mm" in c.matches and c.shown.startswith("4 inches \u2248 102 mm") and "converted" in c.shown
    assert got.top[0].clause_id in ("B-9.8.8.5.", "B-A-9.8.8.5.(1) and (3)") and "quantity" in got.top[0].ranks
    # the search reads the Code's value in place of the imperial one
    assert "100 mm" in bm25_engine.read("can the openings in my deck railing be 4 inches?").text
    # a value the Code does not print near the conversion matches nothing and moves nothing
    far = bm25_engine.retrieve("a guard 400 ft high", rerank=False)
    assert far.conversions[0].matches == () and all("quantity" not in h.ranks for h in far.top)


@pytest.mark.parametrize("text, dressed", [
    ("how far can 2x10 floor joists span", "38 \u00d7 235 mm"), ("a 2 by 4 stud wall", "38 \u00d7 89 mm"),
    ("use 2x4s for the studs", "38 \u00d7 89 mm"), ("4x4 posts", "89 \u00d7 89 mm"), ("2 X 12 headers", "38 \u00d7 286 mm"),
    ("1 x 4 strapping", "19 \u00d7 89 mm")])
def test_lumber_by_its_nominal_size_is_read_as_the_dressed_size_the_code_prints(text, dressed):
    from codecite_site.qa.query import imperial, metric_text

    (c,) = imperial(text)
    assert c.unit == "lumber" and c.dressed == dressed and c.shown.endswith("(converted, not Code text)")
    assert f"({dressed})" in metric_text(text, [c])


@pytest.mark.parametrize("text", ["a 10 x 12 shed", "a 4x8 sheet of plywood", "my deck is 12x16 ft", "a 3x3 m room",
                                  "a 2 x 3 ft window", "Table 9.23.4.2.-A", "38 x 89 mm studs"])
def test_sizes_that_are_not_lumber_are_not_read_as_lumber(text):
    from codecite_site.qa.query import imperial

    assert not [c for c in imperial(text) if c.unit == "lumber"]


def test_lumber_by_nominal_size_meets_the_codes_dressed_size(bm25_engine):
    # the fixture's studs are "38 × 89 mm": asked with the lumberyard's name, the search reads the Code's
    question = "Can I put a single row of 2x4 studs between two dwelling units for sound?"
    assert "38 \u00d7 89 mm" in bm25_engine.read(question).text
    top = [h.clause_id for h in bm25_engine.retrieve(question, rerank=False).top[:3]]
    holding = {p.clause_id for p in bm25_engine.passage_list if "38 \u00d7 89 mm" in p.text}
    assert holding & set(top), top


def test_an_r_value_is_shown_as_the_codes_rsi_and_u_value_and_asks_a_thermal_figure(bm25_engine):
    from codecite_site.qa.compose import asked_kinds

    question = "My foundation walls will have R-20 insulation. Is that enough in zone 6?"
    got = bm25_engine.retrieve(question, rerank=False)
    (c,) = got.conversions
    assert c.shown.startswith("R-20 \u2248 RSI 3.52 (m\u00b2\u00b7K)/W, a U-value of 0.284 W/(m\u00b2\u00b7K)")
    assert "converted" in c.shown
    assert "R-20 (RSI 3.52)" in bm25_engine.read(question).text  # what the search reads
    assert "thermal" in asked_kinds(question)
    answer = bm25_engine.ask(question)
    assert c.shown in answer["conversions"] and "RSI 3.52" not in answer["answer"]


def test_a_question_about_how_an_area_is_measured_meets_the_definition(bm25_engine):
    got = bm25_engine.retrieve("For the area of a building, do you measure inside or outside the walls?", rerank=False)
    assert "A-1.4.1.2.#term-building-area" in [h.chunk_id for h in got.top[:3]]


def test_with_cohere_a_named_clause_stays_first_after_rerank(tree, config, fixture_vectors, fake_cohere):
    from codecite_site.qa.cohere_client import CohereClient
    from fake_cohere import GOOD_KEY

    online = A.Engine.build(tree, config, client=CohereClient(GOOD_KEY, config.models, base_url=fake_cohere.url),
                            vectors_dir=fixture_vectors)
    got = online.retrieve("what does 9.8.8.6 say about how high a guard must be?")
    assert got.reranked and got.top[0].clause_id == "B-9.8.8.6." and got.top[0].ranks["clause"] == 1
    assert "9.8.8.6" not in online.read("what does 9.8.8.6 say about how high a guard must be?").text
    # so do the Articles (and Notes) of a Subsection it names, though Rerank puts the stair Article (9.8.4.1.) first
    got = online.retrieve("Under 9.8.8, what is the maximum rise and run of the steps of a stair in a house?")
    assert got.reranked and got.top[0].clause_id.startswith(("B-9.8.8.", "B-A-9.8.8.")) and "section" in got.top[0].ranks
    # Cohere's embedding reads the question as typed: no spelling or shorthand reading is claimed;
    # the Code's abbreviations are searched with their meaning, and say so
    read = [(r["how"], r["typed"]) for r in online.read("Guard ht and egres window, what STC?").readings]
    assert read == [("abbreviation", "STC")]


def test_an_imperial_quantity_told_before_the_question_is_the_askers_case_not_the_figure_asked(bm25_engine):
    from codecite_site.qa.query import asked_from

    asked = "Is a 42 inch guard high enough on a deck?"
    told = "My guard is 42 inches high. How high must a guard be on a deck?"
    assert asked_from(asked) == 0 and told[asked_from(told):].strip().startswith("How high")
    assert asked_from("My deck is 2.5 m high. Is that ok?") == len("My deck is 2.5 m high.")
    rule, house, stairs = (bm25_engine.passages[f"B-9.8.8.3.({n})"] for n in (1, 2, 3))
    assert "1 070 mm" in rule.text and "1 070 mm" not in house.text
    # asked about 42 inches, the Sentence stating the Code's 1 070 mm is what was asked
    a = bm25_engine.answer_bonus(asked, [rule, house, stairs])
    assert a[0] > a[1] + 0.3
    # told it (a contractor's 4 feet, an old guard's 42 inches), the figure asked is not that one:
    # the Sentences are read by what they state alone (on NECB 2011 a 1.2 m Sentence led, before the 2.4 m asked)
    t = bm25_engine.answer_bonus(told, [rule, house, stairs])
    assert abs(t[0] - t[1]) < 0.1 and t[0] < a[0]
    # a question that refers back to the told quantity asks about it
    back = bm25_engine.answer_bonus("My guard is 42 inches high. Is that enough?", [rule, house, stairs])
    assert back[0] > back[1] + 0.3


def test_an_imperial_quantity_in_one_part_moves_only_that_parts_hits(bm25_engine):
    # the 4 inches belong to the balusters: the guard height stays at the top of the first part's hits, and
    # both parts' answers are among the first three (the first the whole question's own: on BM25 alone, the
    # Article on openings, which its words meet most)
    got = bm25_engine.retrieve("what is the minimum guard height and how far apart can balusters be, 4 inches?",
                               rerank=False)
    assert got.parts[0].hits[0].clause_id == "B-9.8.8.3." and "quantity" not in got.parts[0].hits[0].ranks
    assert any("quantity" in h.ranks for h in got.parts[1].hits[:3])
    assert {"B-9.8.8.3.", "B-9.8.8.5."} <= {h.clause_id for h in got.top[:3]}


def test_a_hit_holding_the_codes_value_moves_up_but_never_far(bm25_engine):
    from codecite_site.qa.query import Conversion

    hits = bm25_engine.bm25.search("guard", 30)
    value = bm25_engine.convert('36"')
    assert value and "915 mm" in value[0].matches
    moved = bm25_engine.boost_quantities(hits, value)
    assert sorted(h.chunk_id for h in moved) == sorted(h.chunk_id for h in hits)  # the same pool, reordered
    before = {h.chunk_id: i for i, h in enumerate(hits, 1)}
    for i, h in enumerate(moved, 1):
        if "quantity" in h.ranks:
            assert before[h.chunk_id] / 2 <= i <= before[h.chunk_id]
    assert bm25_engine.boost_quantities(hits, [Conversion("1 in", 0, 4, 25.4, "mm")]) == hits  # no value matched


def test_a_users_word_the_code_also_uses_is_searched_as_typed_and_as_the_codes_word():
    # "outdoor" is the Code's word in "outdoor air" and the user's for what it calls "exterior":
    # searched as typed, and at half weight as the Code's word, never rewritten
    from codecite_site.qa.bm25 import RELATED_WEIGHT, Bm25Index

    index = Bm25Index.build(["Exterior lighting shall be switched off by a timer.",
                             "Outdoor air dampers shall close when the fan stops.",
                             "Interior lighting shall have occupancy sensors."])
    assert ("exterior", RELATED_WEIGHT) in index.tokens("How must outdoor lighting be controlled?")
    assert [i for i, _ in index.search("outdoor lighting at night")][:1] == [0]
    assert [i for i, _ in index.search("outdoor air")][:1] == [1]  # the Code's own sense wins as typed


def test_mean_the_adjective_asks_no_definition(bm25_engine):
    from codecite_site.qa.query import asks_definition

    # "a mean roof height" is an average: the definitions of "building" and "storey" had taken the first place
    question = ("For a 3-storey building with a flat roof 60 ft by 100 ft and a mean roof height of 30 ft, how wide are "
                "the wind edge zones?")
    assert not asks_definition(question) and not asks_definition("What is the mean rating temperature?")
    assert bm25_engine.read(question).definitions == []
    assert asks_definition("What does the Code mean by a walk-out storey?") and asks_definition("what does grade mean?")
    # nor does "meant to" (intended): "objectives meant to apply to every building" put the definition of building
    # first; what is meant by a word is still asked
    question = "Are the Code's objectives meant to apply to every building within its scope?"
    assert not asks_definition(question) and bm25_engine.read(question).definitions == []
    assert not asks_definition("Is the exhaust fan meant for the bathroom only?")
    assert asks_definition("What is meant by a storey?") and asks_definition("What's the meaning of grade?")


def test_what_kind_of_thing_is_required_asks_a_requirement_not_a_definition(bm25_engine):
    from codecite_site.qa.query import asks_definition

    assert asks_definition("What kind of building is a garage?") and asks_definition("what kind of stair is a winder")
    # "what kind of door is required" asks what the Code requires: the definition of the garage it
    # names took the first place before the Articles that answer
    question = "What kind of door is required between my attached garage and the house?"
    assert not asks_definition(question) and not asks_definition("What kind of glass is needed in a door?")
    assert bm25_engine.read(question).definitions == []
    assert bm25_engine.retrieve(question, rerank=False).candidates[0].clause_id != "A-1.4.1.2."


def test_done_the_same_as_in_a_design_asks_no_definition_but_one_term_the_same_as_another_does(bm25_engine):
    from codecite_site.qa.query import asks_definition

    assert asks_definition("Is a smoke alarm the same thing as a smoke detector?")
    assert asks_definition("Does 'dwelling unit' mean the same as a suite?")
    # "the same as in our design": the same way, not the same thing; the definition of "building" it
    # names went first on a genuine Code
    question = "In the reference building, are the exhaust fans modelled the same as in our design?"
    assert not asks_definition(question) and not asks_definition("Do I size it the same as before?")
    assert bm25_engine.read(question).definitions == []


def test_a_term_the_code_does_not_define_but_a_note_says_what_it_is_is_answered_by_that_note(bm25_engine, fused):
    # the fixture does not define "alternative solution"; its Note on Clause 1.2.1.1.(1)(b) opens "An
    # alternative solution is any design that departs from ...": before, the Sentences using the words led
    note = "A-A-1.2.1.1.(1)(b)"
    for engine in (bm25_engine, fused):
        for question in ("What is an alternative solution?", "alternative solution meaning",
                         "What does the code mean by an alternative solution?"):
            assert [c.id for c in engine.read(question).definitions] == [note], question
            assert engine.retrieve(question, rerank=False).candidates[0].clause_id == note, question
            answer = engine.ask(question)
            assert not answer["declined"] and cited(answer)[0] == note + "#p1", question
    # a passage opening "A screen that is ..." or "A firestop system is tested ..." says what no term is
    assert [words for words, _ in bm25_engine._described_terms] == [("altern", "solut")]
    # a term the Code defines is answered by its definition, not by a Note describing it
    assert bm25_engine.read("What is a smoke alarm?").definitions[0].id == "A-1.4.1.2.#term-smoke-alarm"


def test_asked_whether_something_counts_as_a_defined_term_its_definition_answers(bm25_engine):
    from codecite_site.qa.query import asks_definition

    # no "what counts as": the term the question weighs something against comes after "count as"
    question = "The space under our addition is about 1.5 m high. Does that count as a 'crawl space'?"
    assert not asks_definition(question)
    assert [c.id for c in bm25_engine.read(question).definitions][:1] == ["A-1.4.1.2.#term-crawl-space"]
    assert bm25_engine.retrieve(question, rerank=False).candidates[0].chunk_id == "A-1.4.1.2.#term-crawl-space"
    assert [c.id for c in bm25_engine.read("Does the slab count as part of the first storey?").definitions][:1] \
        == ["A-1.4.1.2.#term-first-storey"]
    # a defined word naming something longer is not the term asked ("the grade beam" is a beam); a word that
    # only relates the term to something else ends it, and so does an aside in brackets
    assert not [c for c in bm25_engine.read("Does the top of the wall count as the grade beam for the footing?")
                .definitions if c.id == "A-1.4.1.2.#term-grade"]
    assert [c.id for c in bm25_engine.read("Does a 1.5 m high space count as a crawl space rather than a basement?")
            .definitions][:1] == ["A-1.4.1.2.#term-crawl-space"]
    assert [c.id for c in bm25_engine.read("Does the space count as a crawl space (the low one) or not?")
            .definitions][:1] == ["A-1.4.1.2.#term-crawl-space"]
    # "considered" and "deemed" say it without "as"
    assert [c.id for c in bm25_engine.read("Is the room under the porch considered part of the first storey?")
            .definitions][:1] == ["A-1.4.1.2.#term-first-storey"]
    assert [c.id for c in bm25_engine.read("Would a 1.5 m high space be deemed a crawl space?").definitions][:1] \
        == ["A-1.4.1.2.#term-crawl-space"]
    # what the Code calls something: "does the code call that a crawl space" (not "we call it the attic")
    assert [c.id for c in bm25_engine.read("The space under my floor is 5 feet tall. Does the code call that a "
                                           "crawl space?").definitions][:1] == ["A-1.4.1.2.#term-crawl-space"]
    assert [c.id for c in bm25_engine.read("Is that called a crawl space?").definitions][:1] == [
        "A-1.4.1.2.#term-crawl-space"]
    assert not [c for c in bm25_engine.read("The room we call the crawl space has a guard?").definitions
                if c.id == "A-1.4.1.2.#term-crawl-space"]
    # "taken as", and which of two things something is: the definitions of those the Code defines
    assert [c.id for c in bm25_engine.read("For the guard rules, what is taken as the 'first storey'?")
            .definitions][:1] == ["A-1.4.1.2.#term-first-storey"]
    assert [c.id for c in bm25_engine.read("The space under the porch: is it a crawl space or a basement?")
            .definitions if "#term-" in c.id] == ["A-1.4.1.2.#term-crawl-space", "A-1.4.1.2.#term-basement"]
    assert [c.id for c in bm25_engine.read("Is this a guard or a handrail?").definitions][:1] == [
        "A-1.4.1.2.#term-guard"]  # a handrail the Code does not define


def test_the_noun_means_and_what_follows_from_something_ask_no_definition(bm25_engine):
    from codecite_site.qa.query import asks_definition

    # the definition of "means of egress" (and of "building") took the first place above the requirement asked
    for question in ("How many means of egress does a bedroom need?",
                     "Does the Code make us install sub-meters, or only provide the means to add them later?",
                     "The inspector passed my framing. Does that mean my engineer doesn't have to do a field review?"):
        assert not asks_definition(question), question
        assert bm25_engine.read(question).definitions == [], question
    for question in ("What does that mean?", "what 'grade' means", "What does 'grade' mean?",
                     "Does field review mean the engineer is on site full time?"):
        assert asks_definition(question), question
    assert [c.id for c in bm25_engine.read("what grade means").definitions][:1] == ["A-1.4.1.2.#term-grade"]


def test_what_is_meant_by_something_asks_of_the_term_that_follows(bm25_engine):
    from codecite_site.qa.query import term_openings

    assert term_openings("What does the NECB mean by purchased energy, and does that count?") == [
        ("purchased energy", True)]
    assert term_openings("What is meant by a storey in the height rules?") == [("storey", True)]
    assert term_openings("What counts as roof-mounted equipment for wind design?") == [("roof-mounted equipment", False)]
    # a possessor is not the term asked of ("the building's fire alarm system"); a quoted term is kept whole
    assert term_openings("Do those count as the building's fire alarm system?") == [("fire alarm system", False)]
    assert term_openings("Does the porch count as the owners' addition?") == [("addition", False)]
    # either side of "the same as": a term opens what follows, or ends what precedes
    assert term_openings("Is a smoke alarm the same thing as a smoke detector?") == [
        ("smoke detector", False), ("smoke alarm", "end")]
    same = "Is the storey height for the reference building taken the same as the proposed?"
    assert [c.id for c in bm25_engine.read(same).definitions if "#term-" in c.id] == []
    assert [c.id for c in bm25_engine.read("Do the smoke alarms count as the building's fire alarm system?").definitions
            if "#term-" in c.id] == []
    # "building" is defined too, but what is asked is the storey
    assert [c.id for c in bm25_engine.read("What is meant by a storey in the building height rules?").definitions
            if "#term-" in c.id] == ["A-1.4.1.2.#term-storey"]
    assert [c.id for c in bm25_engine.read("Our building is tall: what's the definition of grade?").definitions
            if "#term-" in c.id] == ["A-1.4.1.2.#term-grade"]


def test_what_counts_as_something_asks_of_the_term_that_follows_not_of_one_sharing_a_later_word(bm25_engine, fused):
    # "design" shares its stem with the defined term "designer": the definition took the first place above
    # Article 4.1.7.5. (Roof-Mounted Equipment)
    question = "What counts as roof-mounted equipment for wind design?"
    assert bm25_engine.read(question).definitions == []
    assert fused.retrieve(question, rerank=False).candidates[0].clause_id == "B-4.1.7.5."
    # the term that follows "counts as" is still asked, and with quotes around it
    assert [c.id for c in bm25_engine.read("What counts as a crawl space under the design rules?").definitions][:1] \
        == ["A-1.4.1.2.#term-crawl-space"]
    assert [c.id for c in bm25_engine.read("For design, what counts as a 'first storey'?").definitions][:1] \
        == ["A-1.4.1.2.#term-first-storey"]
    assert bm25_engine.read("Is that a shed or a fence?").definitions == []
    # what follows "count as" is no defined term: no definition is asked for
    assert bm25_engine.read("Can a dresser count as the platform under a bedroom window?").definitions == []
    assert bm25_engine.read("Is it considered acceptable to use a dresser as the platform?").definitions == []


def test_a_compound_is_read_as_the_code_writes_it(bm25_engine):
    speller = bm25_engine.bm25.index.speller
    # one word the Code never uses that is two words it writes side by side, and the other way round
    assert speller.compounds("What counts as a crawlspace?") == "What counts as a crawl space?"
    assert speller.compounds("the hand rail on my stairs") == "the handrail on my stairs"
    # words the Code writes as they are typed stay as they are
    assert speller.compounds("a window well and a fire separation") == "a window well and a fire separation"
    # the definition asked is found through it, for the search and for the dense model alike
    q = bm25_engine.read("So what counts as a crawlspace?")
    assert [c.id for c in q.definitions][:1] == ["A-1.4.1.2.#term-crawl-space"]
    assert speller.correct("crawlspace vents") == "crawl space vents"


def test_a_word_negated_by_its_prefix_is_read_as_the_code_writes_it_with_not():
    s = Speller.build(["The hours during which the heating loads are not met shall not exceed 100.",
                       "Pipes in unheated spaces shall be insulated.", "Walls less than 2 m high.",
                       "A building with a sprinklered floor."])
    # "unmet" is a word this Code never uses; "met" is one of its words: the loads it "are not met"
    assert s.compounds("how many unmet hours") == "how many not met hours"
    assert s.correct("Unmet heating hours?") == "Not met heating hours?"
    assert s.compounds("an uninsulated pipe") == "an not insulated pipe"
    assert s.compounds("a nonsprinklered floor") == "a not sprinklered floor"
    changes: list = []
    s.correct("unmet hours", changes)
    assert changes == [("compound", "unmet", "not met")]
    # a word of the Code stays as typed, so does a function word and a rest the Code does not use
    for text in ("pipes in unheated spaces", "unless it is less than 2 m", "an unusual wall", "untied"):
        assert s.compounds(text) == text, text


def test_a_subsection_named_is_read_and_its_articles_go_first(bm25_engine):
    assert section_refs("the simple trade-off in 3.3.3, for an addition?") == [("", "3.3.3.")]
    assert section_refs("Per Section 9.8 of Division B, a guard?") == [("B", "9.8.")]
    assert section_refs("Subsection 9.10.9. and B-3.4.6") == [("", "9.10.9."), ("B", "3.4.6.")]
    # an Article's number is a clause number, two bare numbers a decimal, a Sentence no Subsection
    for text in ("what does 9.8.8.3 say", "a 3.5 m wall", "Sentence 9.8.8.3.(2)", "9.8.8.3(2)", "about 1.2 3 m"):
        assert section_refs(text) == [], text
    # asked of Subsection 9.8.8. (Guards), its Articles lead, not another Subsection's sharing the words
    question = "Under 9.8.8, how high is the handrail on a stair?"
    ranked = [h.clause_id for h in bm25_engine.retrieve(question, rerank=False).candidates]
    assert ranked[0].startswith("B-9.8.8."), ranked[:3]
    plain = [h.clause_id for h in bm25_engine.retrieve("how high is the handrail on a stair?", rerank=False).candidates]
    assert not plain[0].startswith("B-9.8.8.")
    # the answer says how it read the number, with the Subsection's heading
    assert [r["shown"] for r in bm25_engine.ask(question)["readings"]] == [
        "9.8.8 read as Subsection 9.8.8. (Guards): its Articles first"]
    assert bm25_engine.readings("per Section 1.4 what is grade")[0]["read"] == (
        "Section 1.4. of Division A (Terms and Abbreviations); Section 1.4. of Division B (Terms and Abbreviations)")
    # one the Code does not have changes nothing, and is not said to be read
    assert [h.clause_id for h in bm25_engine.retrieve("Under 9.77.8, how high is the handrail on a stair?",
                                                       rerank=False).candidates][:1] == plain[:1]
    assert bm25_engine.readings("Under 9.77.8, how high is the handrail on a stair?") == []


def test_a_bare_two_part_number_names_a_section_only_when_words_of_its_heading_follow(bm25_engine):
    # "the 3.4 exits requirements": Section 3.4. (Requirements for Exits) is asked of, its Articles first
    question = "In the 3.4 exits requirements, how high must a handrail be?"
    assert bm25_engine.named_sections(question) == [("", "3.4.")]
    assert bm25_engine.retrieve(question, rerank=False).candidates[0].clause_id == "B-3.4.6.5."
    assert [r["shown"] for r in bm25_engine.readings(question)] == [
        "3.4 read as Section 3.4. (Requirements for Exits): its Articles first"]
    plain = bm25_engine.retrieve("how high must a handrail be?", rerank=False).candidates[0].clause_id
    assert not plain.startswith("B-3.4.")
    # without its heading's words a two-part number is a decimal: a length, a count, a rate
    for text in ("In 3.4, how high must a handrail be?", "a 3.4 m high handrail?", "about 9.32 exits per floor",
                 "Heating load is about 1.5 million Btu/h"):
        assert bm25_engine.named_sections(text) == [], text
    # a number the Code has no Section for names nothing, whatever follows
    assert bm25_engine.named_sections("the 7.7 exits requirements") == []


def test_a_word_told_not_to_be_defined_is_answered_by_the_article_on_words_not_defined(bm25_engine):
    # the Code's Articles on the words it does not define: Division A's, and Division C's naming "permit"
    assert bm25_engine._undefined_articles[:1] == ["A-1.4.1.1."] and "C-1.1.2.1." in bm25_engine._undefined_articles
    for question, first in (
            ("'Landing' is used in the stair rules but it's not in the list of defined words. What meaning does it "
             "carry?", "A-1.4.1.1."),
            # the one naming the word asked ranks above the other
            ("What counts as a 'permit' in the code? I can't find it in the definitions.", "C-1.1.2.1."),
            # told with a misspelling and the Code's possessive: Division B's Sentence on the words Division A
            # leaves undefined (also of this Article) answers as well
            ("'Sill plate' isnt in the code's defintions list. What meaning am I suposed to give it?", "B-1.4.1.1.")):
        ranked = [h.clause_id for h in bm25_engine.retrieve(question, rerank=False).candidates]
        assert ranked[0] == first, (question, ranked[:3])
        answer = bm25_engine.ask(question)
        assert not answer["declined"] and answer["citations"][0]["sources"][0]["id"] == first, answer["answer"]
    # a question asking what a defined word means is not one of them
    assert bm25_engine.retrieve("What is a landing?", rerank=False).candidates[0].clause_id != "A-1.4.1.1."


# --- a performance path's Articles after the requirements ---------------------------------------
# --- shorthand, and how the question was read -------------------------------------------
SHORT_CORPUS = [
    "The height of every guard on a deck shall be not less than 1 070 mm.",
    "A guard serving a single dwelling unit may be 900 mm in height.",
    "Heat loss through a wall shall be calculated from its thermal transmittance.",
    "The heat gain of a wall exposed to the sun shall be counted.",
    "A basement shall be drained.",
    "Footings shall be approximately level.",
    "Guards are required where the walking surface is more than 600 mm above the ground.",
    "The requested drawings shall show the guards.",
]


def test_a_word_written_short_is_read_as_the_codes_word_the_rest_of_the_question_goes_with():
    s = Speller.build(SHORT_CORPUS)
    # "ht" is height or heat: the question's other words decide, by the texts the Code has them in
    assert s.expand_shorthand("guard ht on a deck") == "guard height on a deck"
    assert s.expand_shorthand("wall ht loss") == "wall heat loss"
    # one reading only needs no context; a word cut short before a period is read as the Code's
    # word it begins, but not a sentence's last word
    assert s.expand_shorthand("bsmt") == "basement"
    # a requirement word BM25 leaves out is what "req'd" stands for, not a rarer word it spells
    assert s.expand_shorthand("req'd ht of a guard") == "required height of a guard"
    assert s.expand_shorthand("footings approx. level") == "footings approximately level"
    assert s.expand_shorthand("Is it level? Approx. No.") == "Is it level? Approx. No."
    # not shorthand: a word with vowels the vocabulary lacks, an acronym, English contractions, a
    # word of the Code, and one with no reading sharing a text with the question's other words
    for text in ("can a beam sag", "SFD deck guard", "I've a deck; it's low", "guard height", "deck xq"):
        assert s.expand_shorthand(text) == text, text
    assert s.expand_shorthand("ht") == "ht"  # two readings and nothing to choose by
    # after a number it is a unit's symbol ("2.5 gpm", "3,500 cfm"), whatever it could spell
    assert s.expand_shorthand("a guard on a deck, 3 ht") == "a guard on a deck, 3 ht"


def test_a_word_clipped_without_a_period_is_read_as_the_codes_word_it_begins():
    s = Speller.build(SHORT_CORPUS + ["Combination heating equipment shall be sized for the heating load.",
                                      "Recirculating pumps shall be insulated on the warm side of the wall."])
    # "combi boiler", "recirc": neither the Code's word nor English, five letters or six, with a vowel
    assert s.expand_shorthand("combi heating size") == "combination heating size"
    assert s.expand_shorthand("recirc pumps on the wall") == "recirculating pumps on the wall"
    # one whose stem is the Code's already needs no reading ("insul": BM25 matches insulated)
    assert s.expand_shorthand("insul on the wall") == "insul on the wall"
    # not clipped: a word the Code has in another form, an English word, one of four letters, one typed
    # in capitals; and no contraction typed without its apostrophe ("isnt" is not "insignificant"), nor a
    # US unit typed without a number ("how many cfm" is not "conform")
    for text in ("the guards wall", "a heater on the wall", "comb the wall", "COMBI wall", "a guard isnt required",
                 "how many cfm of heating", "it doesnt drain"):
        assert s.expand_shorthand(text) == text, text


def test_a_question_in_shorthand_retrieves_what_it_does_written_out(bm25_engine):
    def first(q):
        return bm25_engine.retrieve(q, rerank=False).candidates[0].clause_id

    assert first("Guard ht on a deck?") == first("Guard height on a deck?") == "B-9.8.8.3."
    # read once, for BM25, the local model and the decision to decline alike
    assert bm25_engine.read("Guard ht on a deck?").text == "Guard height on a deck?"
    assert bm25_engine.content_terms("guard ht") == bm25_engine.content_terms("guard height")


@needs_model
def test_a_question_in_shorthand_is_answered_as_it_is_written_out(fused):
    # every reading of the question sees the word written out, not only its search: asked a
    # height ("ht"), the Article titled by it goes first, as for "height"
    short = fused.ask("Guard ht on a deck 2 m above grade?")
    written = fused.ask("Guard height on a deck 2 m above grade?")
    assert [h["id"] for h in short["hits"][:3]] == [h["id"] for h in written["hits"][:3]]
    assert short["hits"][0]["id"] == "B-9.8.8.3." and cited(short) == cited(written)
    assert short["question"] == "Guard ht on a deck 2 m above grade?"  # the question as typed


def test_the_answer_shows_how_the_question_was_read(bm25_engine):
    a = bm25_engine.ask("Guard ht on a deck, and what is an egres window?", rerank=False)
    read = [(r["how"], r["typed"], r["read"]) for r in a["readings"]]
    assert read == [("shorthand", "ht", "height"), ("spelling", "egres", "egress")]
    assert a["readings"][0]["shown"] == "ht read as height (shorthand)"
    assert ("Your words as searched: ht read as height (shorthand); egres read as egress (spelling)"
            in A.answer_text(a))
    abbreviation = bm25_engine.ask("What STC do I need between two apartments?", rerank=False)["readings"]
    assert [(r["how"], r["typed"], r["read"]) for r in abbreviation] == [
        ("abbreviation", "STC", "sound transmission class")]
    # the same question written out, asked next, shows its own readings, not the shorthand's
    written = bm25_engine.ask("Guard height on a deck, and what is an egres window?", rerank=False)
    assert [(r["how"], r["typed"]) for r in written["readings"]] == [("spelling", "egres")]
    plain = bm25_engine.ask("How high must a guard on a deck be?", rerank=False)
    assert plain["readings"] == [] and "Your words as searched" not in A.answer_text(plain)


def test_the_articles_of_a_performance_path_come_after_the_requirements_unless_it_is_asked_about(bm25_engine):
    # the fixture's Subsection 9.36.5. "Energy Performance Compliance" (how a house's energy model is
    # made) and the Note explaining only it; no prescriptive Article is taken for it
    assert bm25_engine.performance_path == {"B-9.36.5.15.", "B-A-9.36.5.15.(3)"}
    hits = bm25_engine.retrieve("What is the maximum window area of a house?", rerank=False).candidates
    path = next(h for h in bm25_engine.bm25.search("modelling conditions for houses", 30)
                if h.clause_id == "B-9.36.5.15.")
    ranked = [path] + [h for h in hits if h.clause_id != path.clause_id]
    moved = bm25_engine.prescriptive_first("What is the maximum window area of a house?", ranked)
    assert [h.clause_id for h in moved].index("B-9.36.5.15.") == A.PATH_DEMOTE
    assert [h.clause_id for h in moved[:A.PATH_DEMOTE]] == [h.clause_id for h in ranked[1:A.PATH_DEMOTE + 1]]
    # asked about the model or the path, it keeps its place
    for asked in ("How is the house modelled for the energy performance path?",
                  "What does the simulation assume for the reference house?"):
        assert bm25_engine.prescriptive_first(asked, ranked) == ranked


# --- whether the Code applies ---------------------------------------------------------------
def test_a_question_whether_the_code_applies_is_read_as_one():
    from codecite_site.qa.query import asks_scope

    for asked in ("Does the energy code even apply to the dairy barn we're building?",
                  "We're putting up a shed on the farm. Does this energy code apply to it?",
                  "Is my garden shed exempt from the building code?", "Does a barn have to meet the NECB?",
                  "Is a tent covered by the code?", "Does the code cover farm buildings",
                  "Do the energy-efficiency rules cover the new dairy barn?",
                  "Do the building regulations apply to my shed?",
                  "The owner wants more tables, which pushes the load up. Do the exits now have to meet the current code?",
                  "I'm putting up a new barn for my cattle. Do I have to follow the energy code for it?",
                  # the Code named with its edition
                  "A heated machinery shop for a grain farm. Does NECB 2011 apply to it?",
                  "Does the NBC 2020 cover a tent?", "Is a barn exempt from the NECB 2017?"):
        assert asks_scope(asked), asked
    # a Part's application, a section of the Code, what in the Code says something, a requirement
    for asked in ("Does Part 3 apply to a window air conditioner?",
                  "Does the energy code's electrical section cover the motors?",
                  "Which objective of the code covers someone falling off a balcony?",
                  "Which part of the code covers a four-storey apartment building?",
                  "How do I comply with the code's requirements for vestibules?",
                  "Does the code require guards on decks?", "Which code applies?",
                  "Do the guard rules apply to decks?",
                  # what meeting the Code takes, not whether it applies
                  "How many EV charging stations do we need in the underground parkade to meet the energy code?",
                  "What R-value does the wall need to comply with the NECB?"):
        assert not asks_scope(asked), asked


@needs_model
def test_asked_whether_the_code_applies_its_application_article_answers(fused):
    # "Application of this Code", and "Application to Existing Buildings" in its Subsection
    assert fused.scope_articles == ["A-1.1.1.1.", "A-1.1.1.2."]
    # the tent ranked 3rd, behind Part 9's scope, and was declined
    a = fused.ask("Does a party tent put up for a ten-day wedding have to meet the building code?")
    assert not a["declined"] and a["hits"][0]["id"] == "A-1.1.1.1."
    assert cited(a)[0] == "A-1.1.1.1.(4)"  # "This Code does not apply to ... (d) tents ..."
    # asked what in the Code says something, the question is not one of scope
    assert fused.read("Which objective of the code covers someone falling off a balcony?").scope == []


@needs_model
def test_a_note_draws_the_article_it_explains_into_the_pool_from_below_the_cut(fused, monkeypatch):
    """"Balusters" is a word of Note A-9.8.8.5.(1) and (3) only; its Article says "openings through a
    guard". The Note ranks in the fused pool, its Article below the cut of the first 30: the Note
    brings it along, just after itself, as it brings an Article ranked below it in the pool."""
    question = "How many inches apart can the balusters be on the railing of our second-floor balcony?"
    pool = [h.chunk_id for h in fused.retrieve(question, rerank=False).candidates]
    note = pool.index("B-A-9.8.8.5.(1) and (3)")
    # beside it: just after, or just before where the Note's rare word put the two first (``note_word_first``)
    assert "B-9.8.8.5." in (pool[note - 1:note] + pool[note + 1:note + 2]) and len(pool) == fused.config.retrieval.candidates
    monkeypatch.setattr(type(fused), "fuse", lambda self, rankings, top: self.keep_notes_with_articles(
        A.rrf(rankings, top=top, by_article=True)))  # the cut before the Note drew its Article
    monkeypatch.setattr(A, "NOTE_WORD_WITHIN", 0)  # nor its rare word put it first (``with_explained`` then draws it)
    fused.extra.get("read", {}).clear()
    assert "B-9.8.8.5." not in [h.chunk_id for h in fused.retrieve(question, rerank=False).candidates]


@needs_model
def test_a_buildings_storeys_and_area_ask_of_the_part_it_falls_in(bm25_engine, fused, monkeypatch):
    """Part 9's guards and Part 3's share their words; the building told of picks the Part."""
    big = "How high must the guard along the mezzanine be in our five-storey office building?"
    small = "How high must the guard on the balcony of our two-storey 150 m2 house be?"
    assert fused.retrieve(big, rerank=False).top[0].chunk_id == "B-3.3.1.18."
    assert bm25_engine.retrieve(small, rerank=False).top[0].chunk_id == "B-9.8.8.3."
    monkeypatch.setattr(A, "BUILDING_PART", False)
    for engine in (bm25_engine, fused):
        engine.extra.get("read", {}).clear()
        monkeypatch.setattr(engine, "housing_part", None)  # the house's Part would pick Part 9 by the word "house"
    assert fused.retrieve(big, rerank=False).top[0].chunk_id == "B-9.8.8.3."
    assert bm25_engine.retrieve(small, rerank=False).top[0].chunk_id == "B-3.3.1.18."


@pytest.mark.parametrize("question, article", [
    ("In a large office building, how tall must the guard be along the edge of a mezzanine?", "B-3.3.1.18."),
    ("How loud must the smoke alarms be in a larger apartment building?", "B-3.2.4.20."),
])
def test_a_building_told_of_as_large_is_asked_of_the_large_buildings_part(fused, question, article):
    # Part 9's guards and smoke alarms ranked first: a large building is beyond Part 9's small ones
    assert ("B", "3") in fused.read(question).building
    assert fused.retrieve(question, rerank=False).candidates[0].clause_id == article
    for asks in ("How big can the building be under Part 9?", "How tall can a building be?",
                 "What size must the cooling tower be?"):
        assert not fused.read(asks).building


def test_a_building_told_of_picks_a_part_of_division_b_not_over_division_c(fused):
    """"Our two-storey house of 2,800 sq ft" falls under Part 9; asked whether the owner may draw its plans,
    Division C's Article on who designs stays first (a footing Article of Part 9 is not asked)."""
    question = ("I'm building my own two-storey house with a footprint of about 2,800 sq ft. Can I do the "
                "drawings myself, or does it need a registered architect or engineer?")
    assert fused.read(question).building == {("B", "9")}
    got = fused.retrieve(question, rerank=False)
    assert got.candidates[0].clause_id == "C-2.4.1.1.", [h.clause_id for h in got.candidates[:3]]
    assert any(h.clause_id.startswith("B-9.") for h in got.candidates[:3])  # the rule decided it
    # and the answer quotes Division C's Sentence on who may design such a house first, not Part 9's
    assert cited(fused.ask(question))[0] == "C-2.4.1.1.(2)"


def test_a_building_told_of_picks_its_part_over_an_article_that_mentions_that_part(fused):
    """A six-storey condo falls under Part 3: its smoke alarms' loudness is Part 3's Article, though Part 9's
    Article on smoke alarms, ranked first, mentions Part 3 in passing ("a fire detection system ... installed in
    conformance with Part 3"). Only a question naming the Part (or its Division) keeps an Article saying what it
    says of that Part first ("the Part 8 compliance report")."""
    question = "In a 6-storey condo building, how loud do the smoke alarms inside the suites have to be?"
    assert fused.read(question).building == {("B", "3")}
    got = fused.retrieve(question, rerank=False)
    assert got.candidates[0].clause_id == "B-3.2.4.20.", [h.clause_id for h in got.candidates[:3]]


def test_what_the_code_treats_as_a_defined_term_asks_its_definition(bm25_engine):
    assert [c.id for c in bm25_engine.read("Which floor does the code treat as the first storey?").definitions][:1] \
        == ["A-1.4.1.2.#term-first-storey"]
    assert [c.id for c in bm25_engine.read("What does the code regard as a storey?").definitions][:1] \
        == ["A-1.4.1.2.#term-storey"]


def test_asked_which_part_a_building_falls_under_its_storeys_and_area_pick_the_part(bm25_engine, fused):
    """Division A says which buildings Part 3 and Part 9 apply to; the building told of meets one
    of them: its Article comes first. Told too little to decide, both Articles are offered."""
    from codecite_site.qa.query import asks_part

    assert asks_part("Which part of the code covers a four-storey apartment building?")
    assert asks_part("Can it be designed under the simpler small-building (Part 9) rules?")
    assert not asks_part("An apartment building designed under Part 3: how far apart must the exits be?")
    assert not asks_part("How high must a guard be?")
    for engine in (bm25_engine, fused):
        assert engine.read("We're planning a 3-storey office building with a footprint of about 750 m². "
                           "Can it be designed under the simpler small-building (Part 9) rules?").building == {("B", "3")}
        assert engine.read("Which part of the code covers our two-storey 150 m2 house?").building == {("B", "9")}
        assert engine.read("Which part of the code covers a 3-storey building?").building == set()
        top = engine.retrieve("Which part of the code covers our two-storey 150 m2 house?", rerank=False).top
        assert top[0].chunk_id == "A-1.3.2.2."
        top = engine.retrieve("Which part of the code covers a five-storey office building?", rerank=False).top
        assert top[0].chunk_id == "A-1.3.2.1."
        both = [h.chunk_id for h in engine.retrieve("Which part of the code covers a 3-storey building?",
                                                    rerank=False).top[:2]]
        assert sorted(both) == ["A-1.3.2.1.", "A-1.3.2.2."]
        # the answer leads with the Sentence saying which buildings the Part met applies to; told too
        # little, with each Sentence whose limits would decide
        assert cited(engine.ask("We're planning a four-storey apartment block. Which Part governs it?"))[0] \
            == "A-1.3.2.1.(1)"
        assert cited(engine.ask("Which part of the code covers our two-storey 150 m2 house?"))[0] == "A-1.3.2.2.(1)"
        assert sorted(cited(engine.ask("Which part of the code covers a 3-storey building?"))[:2]) \
            == ["A-1.3.2.1.(1)", "A-1.3.2.2.(1)"]


def test_asked_whether_a_building_over_a_parts_limits_may_still_use_it_the_exception_follows_the_rule(fused):
    """"Is there any way it can still be designed under Part 9" asks which Part applies (in either word
    order, "can it" or "it can", with "still" between); the building told of (two storeys, 836 m²)
    meets Part 3's Sentence, whose exception, Sentence (2), is what the asker wants: a residential
    building of not more than 2 storeys divided by 1 h fire separations into portions of 600 m² may be
    designed to Part 9. It follows the rule in the answer."""
    from codecite_site.qa.query import asks_part

    assert asks_part("Is there any way it can still be designed under the Part 9 housing rules?")
    assert asks_part("Can we still be built to Part 9?")
    question = ("I have a two-storey apartment building with a footprint of about 9,000 sq ft, which is over the "
                "small-building limit. Is there any way it can still be designed under the Part 9 housing rules?")
    assert fused.retrieve(question, rerank=False).top[0].chunk_id == "A-1.3.2.1."
    assert cited(fused.ask(question))[:2] == ["A-1.3.2.1.(1)", "A-1.3.2.1.(2)"]
    # asked which Part applies, without asking for a way out in the exception's words, the rule alone leads
    assert "A-1.3.2.1.(2)" not in cited(fused.ask("We're planning a four-storey apartment block. Which Part governs it?"))[:2]
def test_asked_for_a_quantity_a_definition_goes_below_the_article_that_states_one(bm25_engine):
    definition = next(h for h in bm25_engine.bm25.search("guard means a protective barrier", 30)
                      if h.chunk_id == "A-1.4.1.2.#term-guard")
    height = next(h for h in bm25_engine.bm25.search("height of guards 1 070 mm", 30)
                  if h.clause_id == "B-9.8.8.3.")
    other = next(h for h in bm25_engine.bm25.search("loads on guards", 30) if h.clause_id == "B-9.8.8.2.")
    ranked = [definition, height, other]
    moved = bm25_engine.definition_after_figure({"length"}, ranked)
    assert [h.chunk_id for h in moved] == [height.chunk_id, definition.chunk_id, other.chunk_id]
    # no quantity asked, or none stated after it among the first three: it keeps its place
    assert bm25_engine.definition_after_figure(set(), ranked) == ranked
    assert bm25_engine.definition_after_figure({"sound"}, ranked) == ranked
    a = bm25_engine.retrieve("How high must a guard be?", rerank=False).candidates
    assert a[0].clause_id == "B-9.8.8.3."


def hit(clause_id: str, kind: str, title: str):
    """A ranked hit built from its clause id, kind ("article", "note") and title alone."""
    from codecite_site.qa.chunks import Chunk
    from codecite_site.qa.retrieve import Hit

    return Hit(Chunk(clause_id, clause_id, kind, title, "", (), ""), 1.0, {})


def _articles(engine, question: str) -> list[str]:
    return list(dict.fromkeys(h.clause_id for h in engine.retrieve(question, rerank=False).candidates))


@needs_model
def test_asked_for_a_dimension_the_article_titled_by_it_comes_before_its_neighbour(fused, monkeypatch):
    """"How tall must the railing be": Height of Guards, not the Article on climbing that names the
    deck, its height above the ground and the 915 mm a guard may be."""
    question = "How tall does the railing on my deck need to be?"
    assert _articles(fused, question)[0] == "B-9.8.8.3."
    monkeypatch.setattr(A, "DIMENSION_FIRST", False)  # the words alone
    assert _articles(fused, question)[:2] == ["B-9.8.8.6.", "B-9.8.8.3."]


def test_a_dimension_in_a_title_moves_only_an_article_of_the_same_part(bm25_engine):
    q = bm25_engine.read("How tall does the guard on my deck need to be?")
    climbing = hit("B-9.8.8.6.", "article", "Design of Guards to Prevent Climbing")
    height = hit("B-9.8.8.3.", "article", "Height of Guards")
    assert [h.clause_id for h in bm25_engine.dimension_first(q, [climbing, height])] == ["B-9.8.8.3.", "B-9.8.8.6."]
    # another Part's Article (Part 3's buildings are not Part 9's houses), a Note, another thing's height
    part3 = hit("B-3.3.1.18.", "article", "Guards")
    assert bm25_engine.dimension_first(q, [part3, height])[0] is part3
    note = hit("B-A-9.8.8.3.", "note", "Height of Guards")
    assert bm25_engine.dimension_first(q, [climbing, note])[0] is climbing
    handrails = hit("B-9.8.7.2.", "article", "Height of Handrails")
    assert bm25_engine.dimension_first(q, [climbing, handrails])[0] is climbing
    # asked why, the Note answers: nothing moves
    why = bm25_engine.read("Why can a guard on a deck be lower than the usual height?")
    assert bm25_engine.dimension_first(why, [climbing, height])[0] is climbing
    # the titled Article third moves first too, the question's words read as the speller reads them
    # ("guardrial height": the guard's)
    where = hit("B-9.8.8.1.", "article", "Where Guards Are Required")
    typo = bm25_engine.read("guardrial height for a backyard deck about 4 ft off the ground at a single house?")
    assert [h.clause_id for h in bm25_engine.dimension_first(typo, [climbing, where, height])] == [
        "B-9.8.8.3.", "B-9.8.8.6.", "B-9.8.8.1."]
    # a first titled by every dimension of its subject states the one asked: it stays first
    landings = hit("B-9.8.6.2.", "article", "Dimensions of Landings")
    width = hit("B-9.8.2.1.", "article", "Width of Stairs")
    q = bm25_engine.read("What's the minimum width of a landing on the stairs in my house?")
    assert bm25_engine.dimension_first(q, [landings, where, width])[0] is landings
    assert bm25_engine.dimension_first(q, [where, landings, width])[0] is width


def test_of_two_articles_with_parallel_titles_the_one_naming_the_alternative_asked_goes_first(bm25_engine):
    space = hit("B-4.2.1.6.", "article", "Calculation of Interior Lighting Power Allowance Using the Space-by-Space Method")
    area = hit("B-4.2.1.5.", "article", "Calculation of Interior Lighting Power Allowance Using the Building Area Method")
    q = bm25_engine.read("max lighting power for a school, building area method?")
    assert [h.clause_id for h in bm25_engine.alternative_first(q, [space, area])] == ["B-4.2.1.5.", "B-4.2.1.6."]
    # the first's alternative named too, or neither named: nothing moves
    for text in ("building area method or space-by-space method: which allows more lighting power?",
                 "How much lighting power may a school have?"):
        assert bm25_engine.alternative_first(bm25_engine.read(text), [space, area])[0] is space, text
    # asked why (a Note answers) or naming a clause: nothing moves
    why = bm25_engine.read("Why does the building area method allow less lighting power?")
    assert bm25_engine.alternative_first(why, [space, area])[0] is space
    # titles that share a word or two are no family of alternatives ("Site Plans" is not the alternative of
    # "Design and Construction Documents"), nor is an Article of another Subsection, nor a Note
    documents = hit("C-2.2.4.1.", "article", "Design and Construction Documents")
    site = hit("C-2.2.4.2.", "article", "Site Plans")
    q = bm25_engine.read("What scale does a site plan need to be drawn at?")
    assert bm25_engine.alternative_first(q, [documents, site])[0] is documents
    elsewhere = hit("B-4.2.2.5.", "article", "Calculation of Interior Lighting Power Allowance Using the Building Area Method")
    note = hit("B-A-4.2.1.5.", "note", "Calculation of Interior Lighting Power Allowance Using the Building Area Method")
    q = bm25_engine.read("max lighting power for a school, building area method?")
    assert bm25_engine.alternative_first(q, [space, elsewhere])[0] is space
    assert bm25_engine.alternative_first(q, [space, note])[0] is space


def test_titles_sharing_as_many_words_as_they_differ_in_are_parallel_alternatives(bm25_engine, fused):
    # "Constant-Volume Fan Systems" / "Variable-Air-Volume Fan Systems" share three words and differ in three, as do
    # "Design and Construction Documents" / "Structural Design Documents" in two: each a family of alternatives,
    # which went unread when the titles had to share more words than they differ in (part 41, blind: a VAV system's
    # fan power ranked the constant-volume Article first)
    constant = hit("B-5.2.3.2.", "article", "Constant-Volume Fan Systems")
    variable = hit("B-5.2.3.3.", "article", "Variable-Air-Volume Fan Systems")
    q = bm25_engine.read("max combined supply and return fan power for a variable air volume system?")
    assert [h.clause_id for h in bm25_engine.alternative_first(q, [constant, variable])] == ["B-5.2.3.3.", "B-5.2.3.2."]
    # a Note ranked first is what the question was read as asking of: nothing moves
    note = hit("B-A-5.2.3.2.", "note", "Constant-Volume Fan Systems")
    assert bm25_engine.alternative_first(q, [note, variable])[0] is note
    question = "plans examiner here: which details go on the structural drawings, and anything for rooftop units?"
    assert fused.retrieve(question, rerank=False).candidates[0].clause_id == "C-2.2.1.2."


@pytest.mark.parametrize("question, named", [
    ("How tall should the guard around a mezzanine in a Part 3 building be?", ("B", "3")),
    ("In an apartment building designed under part 3, how far is it to an exit?", ("B", "3")),
    ("What does Part 2 of Division C say about permits?", ("C", "2")),
    ("Division C, Part 2: how long is a permit good for?", ("C", "2")),
    ("Does Div C Part 2 apply to every building?", ("C", "2")),  # a practitioner's "Div" for Division
    ("Part 2 of Div. C: who reviews the plans?", ("C", "2")),
    ("What parts of the guard must resist a load?", None),
])
def test_the_part_a_question_names_is_read_with_its_division(question, named):
    assert A.named_part(question) == named


@pytest.mark.parametrize("question, division", [
    ("Per Division A, what two size limits put a building under Part 9?", "A"),
    ("Div C: who is allowed to design a house?", "C"),
    ("In Div. B how is a guard's height measured?", "B"),
    ("What does Part 2 of Division C say about permits?", None),  # the Part's Division: named_part's
    ("Is B-9.8.8.3 about guards?", None),
])
def test_the_division_a_question_names_on_its_own_is_read(question, division):
    assert A.named_division(question) == division


@pytest.mark.parametrize("question, division", [
    ("What documents about the hot water system do we have to hand in with the permit application?", "C"),
    ("For the lighting submittal, what does the plan reviewer expect to see on paper?", "C"),
    ("What design information has to be on the structural drawings submitted for the permit?", "C"),
    ("What do I need to show on the permit drawings for the stairs?", "C"),
    # applying for the permit (part 38: the load and soil information on the structural drawings, 3 -> 1)
    ("I'm the architect pulling a permit for a Part 4 building. What load information goes on the structural drawings?",
     "C"),
    ("When we apply for the building permit, which drawings go with it?", "C"),
    ("The work doesn't match the approved drawings. How long before they can pull the permit?", None),  # revoking it
    # a submission without documents asked, or documents without a submission
    ("How long does the city have to answer once we've handed in a complete application?", None),
    ("What must a site plan show?", None),
    ("How do I submit an alternative solution?", None),
    # documents handed in, but to no one reviewing a permit: the analysis asked of (Division B's engineering analysis)
    ("If the designer departs from an acceptable solution, what do they have to show, and when does the supporting "
     "analysis have to be handed in?", None),
])
def test_asked_what_to_submit_for_a_permit_the_administrative_division_is_asked(question, division):
    assert A.submission_division(question) == division


def test_a_question_naming_a_division_is_answered_from_it_before_a_part_it_tells_of(fused, bm25_engine, monkeypatch):
    # "Part 9" is what the question tells of, Division A what it asks: Division A's Article on the buildings Part 9
    # applies to (1.3.2.2.) and its Note, not Division B's Part 9 Note on its scope
    question = "Per Division A, what two size limits put a building under Part 9?"
    for engine in (fused, bm25_engine):
        assert _articles(engine, question)[0].startswith("A-"), engine
    # Division A's Note on 1.3.2.2. says what it says of Part 9 ("Part 9 of Division B"), so it also stays
    # first by that (``names_part``); without either, the Part told of went first
    monkeypatch.setattr(A, "named_division", lambda q: None)
    assert _articles(fused, question)[0].startswith("A-")
    monkeypatch.setattr(A.Engine, "names_part", lambda self, h, parts: False)
    assert _articles(fused, question)[0] in ("B-A-9.1.1.1.", "B-9.1.1.1.")  # Part 9's scope, its Note or Article


def test_a_question_naming_a_part_is_answered_from_that_part(bm25_engine, monkeypatch):
    from codecite_site.qa.chunks import Chunk
    from codecite_site.qa.retrieve import Hit

    def hit(clause_id: str) -> Hit:
        return Hit(Chunk(clause_id, clause_id, "article", "Guards", "", (), ""), 1.0, {})

    part9, part3, other = hit("B-9.8.8.3."), hit("B-3.3.1.18."), hit("B-9.8.8.1.")
    q = bm25_engine.read("How tall should the guard around a mezzanine in a Part 3 building be?")
    assert [h.clause_id for h in bm25_engine.part_first(q, [part9, other, part3])] == [
        "B-3.3.1.18.", "B-9.8.8.3.", "B-9.8.8.1."]
    # not from further down, and not without a Part named
    assert bm25_engine.part_first(q, [part9, other, other, part3])[0] is part9
    plain = bm25_engine.read("How tall should the guard around a mezzanine be?")
    assert bm25_engine.part_first(plain, [part9, other, part3])[0] is part9
    # end to end: the Part 3 Article ranks first, where the words alone rank Part 9's first
    question = "Our mezzanine is in a Part 3 office building: how tall must its guard be?"
    assert _articles(bm25_engine, question)[0] == "B-3.3.1.18."
    assert cited(bm25_engine.ask(question))[0].startswith("B-3.3.1.18.")
    monkeypatch.setattr(A, "PART_WITHIN", 0)
    assert _articles(bm25_engine, question)[0] == "B-9.8.8.3."


def test_a_term_the_code_defines_asked_in_quotes_or_as_what_it_considers_someone_is_defined(bm25_engine):
    from codecite_site.qa.query import counts_as, quoted

    assert counts_as("Does the Code still consider me the 'constructor', or only a builder?").startswith("constructor")
    assert counts_as("Does it treat my shed as a building?") == "building?"
    assert counts_as("Does the code count the basement as a storey?") == "storey?"
    # treated or counted without "as" asks how to handle a thing, not what it counts as
    assert counts_as("How do we treat the existing boilers that get extended to serve the new wing?") is None
    assert counts_as("How do I count the existing windows in the energy model?") is None
    from codecite_site.qa.query import counts_as_all

    # each "counts as" of a question, in order: the caller keeps those a defined term starts
    assert counts_as_all("When does a roof panel stop being treated as a window and start counting as a skylight?") \
        == ["window and start counting as a skylight?", "skylight?"]
    assert quoted("Which floor is the 'first storey', and is the \u2018basement\u2019 one?") == ["first storey", "basement"]
    assert quoted("What's the rise of the stairs? It's my dad's house") == []
    # the definition first; the same words unquoted ask about the house, not the term
    quoted_q = "Our house has a walk-out basement: which floor is the 'first storey'?"
    assert bm25_engine.retrieve(quoted_q, rerank=False).candidates[0].chunk_id == "A-1.4.1.2.#term-first-storey"
    plain = "Our house has a walk-out basement: which floor is the first storey?"
    assert bm25_engine.retrieve(plain, rerank=False).candidates[0].chunk_id != "A-1.4.1.2.#term-first-storey"
    considered = "I'm building my own garage myself, with no contractor. Does the Code still consider me the constructor?"
    assert bm25_engine.retrieve(considered, rerank=False).candidates[0].chunk_id == "A-1.4.1.2.#term-constructor"


@pytest.mark.parametrize("question, parts", [
    # the case told before a semicolon goes with the question asked about it
    ("We're putting 4 steps into a sunken living room; the stair is 900 mm wide. Do we need a handrail?",
     ["We're putting 4 steps into a sunken living room; the stair is 900 mm wide. Do we need a handrail?"]),
    # a piece that asks, though without its question mark, stays a part of its own
    ("I'm building basement stairs. How tall can each step be, and how deep must the treads be?",
     ["I'm building basement stairs. How tall can each step be", "how deep must the treads be?"]),
    # two topics, told by no one, are two parts
    ("Stair width in a house; headroom over the stairs", ["Stair width in a house", "headroom over the stairs"]),
    # what is told after the last question is its case; "also ..." after it asks more
    ("Our back deck is about 4 feet off the ground. How tall does the railing need to be? It's just our own house.",
     ["Our back deck is about 4 feet off the ground. How tall does the railing need to be? It's just our own house."]),
    ("How high must a guard be? Also baluster spacing.", ["How high must a guard be?", "Also baluster spacing."]),
])
def test_a_question_is_split_into_what_it_asks_with_the_case_told_before_it(question, parts):
    from codecite_site.qa.bm25 import tokenize
    from codecite_site.qa.query import question_parts

    assert [p.text for p in question_parts(question, tokenize)] == parts


@needs_model
def test_a_question_asking_a_price_is_declined_by_a_code_that_states_none(bm25_engine, fused):
    """A permit's fee, a subsidy, a tax: the Code states no amount of money, so no Sentence can
    answer, however many of the question's words ("building permit", "new house") it shares; with
    BM25 alone too (no calibrated decline there). "Cost-effective", a reason, asks no price."""
    assert C.asks_money("How much does a building permit cost for a new house?")
    assert C.asks_money("Is there a subsidy for a heat pump, and how much is it?")
    assert C.asks_money("How much will the city charge us for the inspection?")
    assert C.asks_money("What's the fine for building a shed without a permit?")
    assert not C.asks_money("Is heat recovery required where it is not cost-effective?")
    # an argument on cost grounds, a reason, asks no price either; "their extra cost" does
    assert not C.asks_money("Could the official exempt a research greenhouse, and could we argue it on cost grounds?")
    assert not C.asks_money("Can we leave the vestibule out for cost reasons?")
    assert C.asks_money("How many years would triple glazing take to pay back its extra cost?")
    # nor a cost spoken of as a reason, whatever words come between ("could the extra cost of compliance be a reason
    # for that?"); a ground-source heat pump's cost is asked
    assert not C.asks_money("Can they let us off the glazing rules, and could the extra cost of compliance be a "
                            "reason for that?")
    assert not C.asks_money("Can the owner be exempted because of the high cost?")
    assert C.asks_money("What's the installed cost per square foot of a ground-source heat pump system?")
    assert not C.asks_money("Is a fine-grained soil fine to build on?")
    # fines asked by "what" or "which" (part 41, blind: "What fines or penalties can an owner face ...?" was answered);
    # the fines of a soil or an aggregate are no money
    assert C.asks_money("What fines or penalties can an owner face for occupying a building that doesn't comply?")
    assert not C.asks_money("What fines content is allowed in granular fill under a slab?")
    assert not C.asks_money("Which fine aggregate may be used in the concrete?")
    assert not C.asks_money("How high must a guard be?")
    for engine in (bm25_engine, fused):
        a = engine.ask("How much will the building permit fee be for a new 2,000 sq ft house?")
        assert a["declined"] and a["citations"] == [] and a["nearest"]
        assert a["answer"].startswith(f"{A.NO_ANSWER_OFFLINE} It states no amount of money.")  # saying why
        a = engine.ask("When must a building permit be obtained?")
        assert not a["declined"] and a["citations"]


@pytest.mark.parametrize("question, measures", [
    ("What CO2 setpoint in ppm should demand-controlled ventilation hold?", ["figure in parts per million"]),
    ("What ACH50 must the building reach on a blower-door test?", ["figure in air changes per hour"]),
    # the pressure of a test is its condition: the unit before it is still asked
    ("What whole-building result (ACH at 50 Pa) must a new office meet?", ["figure in air changes per hour"]),
    ("How many cfm of outdoor air per person does an open office need?", ["airflow per person"]),
    ("What floor area per person do I use for the occupant load of a restaurant?", ["floor area per person"]),
    ("What's the maximum air velocity in the duct, in feet per minute?", ["air speed"]),
    # an intensity is energy per floor area: a Code reporting energy in MJ states none
    ("What maximum energy use intensity, in kWh/m2 per year, may an office have?",
     ["energy in kWh, MJ or GJ", "energy per floor area"]),
    # told of the asker's case, a unit is no figure asked
    ("Our CO2 sensor reads 1 000 ppm in the bedroom; is that allowed?", []),
    ("We supply 10 L/s per person to the classrooms. Is that enough?", []),
    ("We tested at 3 ACH50; do we pass?", []),
    # a measure asked by its name, after what asks a figure; named otherwise ("a fire-rated wall") it is not asked
    ("What fire-resistance rating do the walls around the boiler room need?", ["figure of a fire-resistance rating"]),
    ("How many hours of fire-resistance rating does the floor need?", ["figure of a fire-resistance rating"]),
    ("max SHGC for vertical fenestration in climate zone 5?", ["figure of a solar heat gain coefficient"]),
    ("What's the maximum water vapour permeance allowed for the vapour barrier?", ["figure of a vapour permeance"]),
    ("What snow load should we design the roof framing for?", ["figure of a snow load"]),
    # a thermal bridge's psi-value is a measure; "psi" alone is a pressure's unit, and asked where to find
    # psi-values, no figure is asked
    ("What psi-value should I use for a balcony slab with a thermal break?",
     ["figure of a linear or point thermal transmittance (psi- or chi-value)"]),
    ("What pressure in psi must the gas line hold?", []),
    ("Where do people get psi-values for slab edges?", []),
    ("Can the electrical boxes on the two sides of a fire-rated wall be back to back?", []),
    ("Does the fire rating of a wall matter for its insulation?", []),
    # a unit the check does not list asks nothing of it
    ("What is the maximum U-value of a wall in zone 6, in W/(m2·K)?", []),
])
def test_the_measure_a_question_asks_a_figure_in_is_read_by_its_unit(question, measures):
    assert C.asked_measures(question) == measures


def test_the_measures_a_code_states_are_read_from_its_figures_not_its_words():
    stated = C.measures_stated(["modelled as 2.5 air changes per hour at 50 Pa",
                                "Service Water Heating Load, W/occupant", "a width per person of 6.1 mm"])
    assert stated == {"figure in air changes per hour", "power per person", "width per person"}
    # a measure by its name: a figure of it in the same clause, or a Table naming it; named without one, none
    assert C.measures_stated(["a fire-resistance rating of not less than 45 min"]) == {"figure of a fire-resistance rating"}
    # its abbreviation after it in brackets: the figure after the abbreviation is of it
    assert C.measures_stated(["a sound transmission class (STC) rating of not less than 50"]) == {
        "figure of a sound transmission class"}
    # an intensity printed as a unit of its own ("kWh/(m²·year)") states energy per floor area
    assert "energy per floor area" in C.measures_stated(["a TEDI of not more than 30 kWh/(m²·year)"])
    assert C.measures_stated(["Table 9.10.8.1. Fire-Resistance Ratings\nFloors | 45 min"]) == {
        "figure of a fire-resistance rating"}
    assert not C.measures_stated(["a wall that has a fire-resistance rating as prescribed in the NBC or NFC",
                                  "the solar heat gain coefficient of the fenestration shall be multiplied by an "
                                  "adjustment factor of 0.8", "(e) solar heat gain coefficient (see A-8.4.3.3.(4))",
                                  "the fire-resistance rating required by Article 3.1.8.1. of the NBC",
                                  # a standard's title in the Table of documents referenced names a measure, no figure
                                  "Table 1.3.1.2. Documents Referenced in the Code\nCAN/ULC | S102-2010 | Surface "
                                  "Burning Characteristics (Flame Spread) of Building Materials | 3.1.12.1.(1)"])
    # a permeance the way a Code states it, and a snow load by its Table
    assert C.measures_stated(["a vapour barrier shall have a permeance not greater than 60 ng/(Pa·s·m²)",
                              "Table C-2 Design Data\nLocation | Snow Load, 1/50, kPa\nOttawa | 2.4"]) >= {
        "figure of a vapour permeance", "figure of a snow load"}
    # a heating load per occupant is no airflow per person; "ppm" named without a figure states none
    assert not C.measures_stated(["Water heating, W/occupant, and the ppm of the sensor"]) & {
        "airflow per person", "figure in parts per million"}
    # the passages are searched as one text, yet a figure ending one passage and a unit or measure opening the
    # next state nothing; ``names``: only the measures asked are searched
    apart = ["the sensor is checked every 5", "ppm readings are logged", "the rate shall be 3", "ACH is measured",
             "walls shall have the fire-resistance rating", "45 min", "the design snow loads", "2 kPa"]
    assert C.measures_stated(apart) == set()
    assert C.measures_stated(["the limit is 5 ppm", "2.5 air changes"], {"figure in parts per million"}) == {
        "figure in parts per million"}


@needs_model
def test_a_figure_asked_in_a_unit_the_code_states_none_in_is_declined_saying_so(fused):
    """Asked a CO2 limit in ppm, a Code that states no figure in ppm cannot answer, however near its
    ventilation Sentences come: declined, saying why. Of a question of two parts, the other part is
    answered and this one says so. A unit the Code does state ("air changes per hour" of the reference
    house) is answered from it."""
    a = fused.ask("What CO2 level in ppm must the air in a bedroom stay under?")
    assert a["declined"] and a["citations"] == [] and a["nearest"]
    assert a["answer"].startswith(f"{A.NO_ANSWER_OFFLINE} It states no figure in parts per million.")
    assert "It states no figure in parts per million." in a["answer_html"]
    a = fused.ask("How high must the guard on a deck be, and what CO2 level in ppm must a bedroom stay under?")
    assert not a["declined"] and a["citations"][0]["sources"][0]["passage"].startswith("B-9.8.8.")
    part = a["answer"].split("what CO2 level in ppm must a bedroom stay under?")[1]
    assert part.strip() == "The Code states no figure in parts per million."
    a = fused.ask("How many air changes per hour is the reference house modelled at?")
    assert not a["declined"] and "2.5 air changes per hour" in a["answer"]
    # a measure asked by its name: the fixture gives no solar heat gain coefficient, and does give ratings
    a = fused.ask("What maximum solar heat gain coefficient may the windows of a house have?")
    assert a["declined"] and "It states no figure of a solar heat gain coefficient." in a["answer"]
    a = fused.ask("What fire-resistance rating do the floors need in a 3-storey apartment building?")
    assert not a["declined"] and a["hits"][0]["id"] == "B-9.10.8.1."


@needs_model
def test_asked_how_often_the_answer_is_an_interval_or_a_decline(bm25_engine, fused):
    """"How often must smoke alarms be replaced": the smoke alarm Articles share every word and
    state times (a battery's 9 days, a silencing switch's 12 min), none an interval: declined, not
    answered with the battery. Asked how often field review is due, the Sentence stating its
    interval leads ("at intervals not exceeding 14 days"), before a notice's "within 7 working days"."""
    assert C.asks_frequency("After how many years do smoke alarms have to be replaced?")
    assert C.asks_frequency("How often does a fire alarm system have to be tested?")
    assert C.asks_frequency("How many years before the smoke alarms must be swapped for new ones?")
    assert not C.asks_frequency("How many years of weather records does the inspector need?")
    assert C.FREQUENCY_IN_TEXT.search("shall be carried out at intervals not exceeding 14 days")
    assert not C.FREQUENCY_IN_TEXT.search("fasteners at intervals not exceeding 600 mm")
    assert not C.FREQUENCY_IN_TEXT.search("a battery capable of operating the alarm for not less than 9 days")
    for engine in (bm25_engine, fused):
        a = engine.ask("How often do smoke alarms have to be replaced? Is it every 10 years?")
        assert a["declined"] and a["citations"] == [] and a["nearest"]
        assert "None of the Sentences nearest the question states how often." in a["answer"]  # saying why
        a = engine.ask("How often must the designer review the structural work while it is under way?")
        assert not a["declined"] and a["citations"][0]["sources"][0]["passage"] == "B-1.2.1.1.(2)"


def test_a_notes_example_is_not_what_it_states():
    """Asked for a figure, an Article goes before its Note unless the Note states one of that kind
    too; a figure in the Note's example ("For instance, ... (9.5 W/m²)") does not count (NECB 2017's
    lighting-power Note had ranked above the Article whose Table gives every building type's)."""
    from codecite_site.qa.compose import holds_kind

    note = ("The allowance is the area times the density in the Table. For instance, a pool might be allowed the "
            "density of a gym (9.5 W/m²) but not of a workshop (12.9 W/m²). Other spaces are listed.")
    assert holds_kind(note, {"power"}) and not holds_kind(A._EXAMPLES.sub(" ", note), {"power"})
    assert "Other spaces are listed." in A._EXAMPLES.sub(" ", note)
    kept = "A step at least 300 mm deep may be used. For example, a built-in bench."
    assert holds_kind(A._EXAMPLES.sub(" ", kept), {"length"})


def test_a_notes_article_that_no_ranking_found_follows_the_note_ranked_first(bm25_engine):
    """A Note worded as the question is ranks first where its Article, in the Code's terms, is in neither
    ranking (a genuine Code's Division C Note on greenhouses, its Article 2.2.1.1. not in either
    first 30): the Article is read right after its Note all the same."""
    from codecite_site.qa.retrieve import Hit

    note = next(c for c in bm25_engine.chunks if c.clause_id == "B-A-9.8.8.1.(4)")
    other = next(c for c in bm25_engine.chunks if c.clause_id == "B-9.8.4.1.")
    got = bm25_engine.with_explained([Hit(note, 1.0, {"fused": 1}), Hit(other, 0.5, {"fused": 2})])
    assert [h.clause_id for h in got] == ["B-A-9.8.8.1.(4)", "B-9.8.8.1.", "B-9.8.4.1."]
    # an Article ranked already is not added again (``notes_with_articles`` moves it up)
    article = next(c for c in bm25_engine.chunks if c.clause_id == "B-9.8.8.1.")
    again = bm25_engine.with_explained([Hit(note, 1.0, {}), Hit(other, 0.5, {}), Hit(article, 0.4, {})])
    assert [h.clause_id for h in again] == ["B-A-9.8.8.1.(4)", "B-9.8.4.1.", "B-9.8.8.1."]
    # a Note further down brings nothing: it is as often beside the point
    below = bm25_engine.with_explained([Hit(other, 1.0, {}), Hit(note, 0.5, {})])
    assert [h.clause_id for h in below] == ["B-9.8.4.1.", "B-A-9.8.8.1.(4)"]


def test_a_quantity_told_of_the_askers_case_is_searched_as_itself_not_as_another_sentences_condition(bm25_engine):
    """"4 feet off the ground" meets the 1 200 mm of two Sentences' conditions (a deck without a
    guard, a guard that must not be climbable): searched as that value, the case pulled those
    Articles above the one stating the height asked for. Told before a question that asks a
    height of its own, it is searched as itself; asked about, as the Code's value it meets."""
    told = "Our back deck is about 4 feet off the ground. How tall does the railing need to be?"
    assert "4 feet (1 219 mm)" in bm25_engine.read(told).text
    asked = "Can a deck 4 feet off the ground go without a guard?"
    assert "4 feet (1 200 mm)" in bm25_engine.read(asked).text
    # a question about the figure told ("Is that too steep?") asks about it, though it names a kind
    steep = "I'm building basement stairs with 7 3/4 inch risers. Is that too steep?"
    assert "7 3/4 inch (200 mm)" in bm25_engine.read(steep).text
    assert _articles(bm25_engine, told)[0] == "B-9.8.8.3."


def test_a_term_in_quotes_is_the_one_a_definition_question_asks(bm25_engine):
    """"What does the Code mean by a 'walk-out' storey": the asker's term is the quoted one, which
    the Code does not define; the defined term beside it (storey) is not what was asked (on NECB
    2017, "a 'semi-heated' building" led with the definition of building, not with the Sentence
    of Division B saying what a semi-heated building is)."""
    assert bm25_engine.read("What does the Code mean by a 'walk-out' storey?").definitions == []
    (storey, *_) = bm25_engine.read("What does the Code mean by a 'storey'?").definitions
    assert storey.id == "A-1.4.1.2.#term-storey"
    # unquoted, the defined term in the question is the one asked
    assert bm25_engine.read("What does the Code mean by a walk-out storey?").definitions[0].id == storey.id


@needs_model
def test_a_question_naming_its_part_is_answered_from_that_part_first(fused, monkeypatch):
    """"Part 9 dwelling - smoke alarm battery backup, how long?": the ranking put Part 9's Article
    first, but the answer led with Part 3's smoke alarms (a "12 m" read as the length asked); the
    Part named (or the one Part a building told of falls under) answers first."""
    question = "Part 9 dwelling - smoke alarm battery backup, how long?"
    assert cited(fused.ask(question))[0] == "B-9.10.19.3.(2)"
    # without the rule, Part 3's Sentence led
    monkeypatch.setattr(A, "named_part", lambda q: None)
    fused.extra.clear()
    assert cited(fused.ask(question))[0].startswith("B-3.2.4.20.")


@pytest.mark.parametrize("question, asks", [
    ("A referenced standard we use contradicts the Code on one point. Which one wins?", True),
    ("Our town's permit by-law differs from the code: which one do we follow?", True),
    ("Does the provincial regulation take precedence where it conflicts with the code?", True),
    ("If the bylaw is stricter than the NBC, which requirement applies?", True),
    ("The city's own rules say one thing and the national code says another. Which one do I follow?", True),
    ("Our town's requirements say something else than the Code: which do we follow?", True),
    ("Our city's energy bylaw asks for better wall insulation than the code. If the two dont match, which one do "
     "we follow?", True),
    ("The bylaw and the code do not agree: which applies?", True),
    ("If the town's rules don't line up with the NBC, which governs?", True),
    ("Which rules apply to a town house?", False),
    ("Which stair rules apply to a house?", False),  # which ... applies, no conflict told
    ("What is the difference between a guard and a handrail?", False),
    ("Do the two standards conflict?", False),  # a conflict, not which prevails
    ("Which requirements apply to a building with different major occupancies?", False),  # no other rules
    ("Does the lighting control need a manual override under the standard?", False),
])
def test_a_question_asking_which_of_two_conflicting_requirements_prevails_is_read_so(question, asks):
    from codecite_site.qa.query import asks_precedence

    assert asks_precedence(question) is asks


@pytest.mark.parametrize("question, told", [
    ("Our town's permit by-law differs from the code: which one do we follow?", "local"),
    ("The city's own rules say one thing and the national code says another. Which one do I follow?", "local"),
    ("If the CSA standard our spec points to says something different from the code, which one wins?", "referenced"),
    ("A referenced document disagrees with the Code: which prevails?", "referenced"),
    ("The provincial regulation and the ASTM standard disagree: which one do we follow?", None),  # both told
])
def test_the_kind_of_document_a_question_on_precedence_tells_of_is_read(question, told):
    from codecite_site.qa.query import precedence_told

    assert precedence_told(question) == told


@pytest.mark.parametrize("question, asks", [
    ("Can the building official let us off the window U-value limits for our greenhouse?", True),
    ("Could the city waive the energy code for a temporary site office?", True),
    ("Can the building offical exempt a research greenhouse from the fenestration requirements?", True),
    ("What drawings does the city need for the permit, and can they waive the fire separation details?", True),
    ("Can we get an exemption for a seasonal building?", True),
    ("Is there anything that can never be waived?", True),
    ("Is a VAV system exempt from the balancing requirement?", False),  # the Code's own exemption
    ("Are elevator motors exempt?", False),
    ("Can the city give us the permit today?", False),
    ("Does that also relax the fire separation ratings?", False),
])
def test_a_question_asking_whether_the_authority_may_waive_a_requirement_is_read_so(question, asks):
    from codecite_site.qa.query import asks_waiver

    assert asks_waiver(question) is asks


def test_asked_which_of_two_conflicting_requirements_prevails_the_sentence_settling_it_answers(fused, bm25_engine):
    # "contradicts", "wins", "which do we follow": none a word of the Sentences that settle a conflict
    # ("the by-law governs to the extent of any difference"); the words alone ranked the permit Articles first
    cases = (("The town's own by-law on inspections says something different from the Code's administrative rules. "
              "Which of the two do we follow?", "C-1.1.1.1.", "the by-law governs to the extent of any difference"),
             ("A referenced standard we use contradicts the Code on one point. Which one wins?", "A-1.5.1.1.",
              "the provision of this Code governs"))
    for engine in (fused, bm25_engine):
        for question, article, settles in cases:
            assert _articles(engine, question)[0] == article, question
            answer = engine.ask(question, rerank=False)
            assert not answer["declined"] and settles in answer["citations"][0]["text"], answer["answer"][:300]
    # asked which rules apply, with no conflict told, nothing moves
    assert _articles(fused, "Which stair rules apply to a house?")[0].startswith("B-9.8.")
    # a standard told of without a Part: the Code's (or Division B's) Sentence on referenced documents answers, not
    # Part 3's own ("where a provision of this Part conflicts with a standard listed in Table 1.3.1.2."), which shares
    # the word "standard"; that one answers when Part 3 is named
    for engine in (fused, bm25_engine):
        question = "The ASTM standard named in our spec says one thing and the Code says another: which one do we follow?"
        assert _articles(engine, question)[0] in ("A-1.5.1.1.", "B-1.3.1.2."), question  # Division B's: its own
        question = "A standard the Code lists says something different from a Part 3 requirement: which one applies?"
        assert _articles(engine, question)[0] == "B-3.1.1.1.", question


def test_a_question_about_a_house_is_asked_of_the_part_of_houses(tree, fused, bm25_engine):
    from codecite_site.qa.answer import housing_part

    # read from the Code's own Part titles: the fixture's Part 9 is "Housing and Small Buildings"
    assert housing_part(tree) == ("B", "9")
    # Part 4's live loads and Part 9's share the question's words; a house is Part 9's (9.4.1.2.(4): "Floors
    # within a dwelling unit shall be designed for a specified live load of 1.9 kPa"), as if it named the Part
    for engine in (fused, bm25_engine):
        for question in ("What live load should the floors in a house be designed for?",
                         "Which live load do I design the floors of my bungalow for?"):
            assert _articles(engine, question)[0] == "B-9.4.1.2.", question
        # a Part named wins over the house
        assert _articles(engine, "A house designed under Part 4: what live load for its floors?")[0] == "B-4.1.5.9."
    from codecite_site.qa.case import HOUSE

    assert HOUSE.search("the floors of our home") and not HOUSE.search("the floors of a nursing home")
    assert not HOUSE.search("a room to house the boiler") and not HOUSE.search("a funeral home's chapel")
    answer = fused.ask("What live load should the floors in a house be designed for?", rerank=False)
    assert "1.9 kPa" in answer["citations"][0]["text"], answer["answer"][:300]


def test_asked_for_advice_rather_than_a_limit_the_note_giving_it_comes_first(fused, bm25_engine):
    # the Note gives the advice (what designers assume before the layout is known, the rise and run to aim for);
    # its Article sets the limits, and ranked first on the words they share
    for question, note in (
            ("Early in design we don't have the furniture layout yet. What path length do designers usually assume "
             "when checking travel distance to an exit?", "B-A-3.4.2.5.(1)"),
            ("The code lets house stairs be pretty steep, but is there any guidance on what rise and run you should "
             "actually shoot for if you have the room?", "B-A-9.8.4.1.")):
        assert _articles(fused, question)[0] == note, question
        # and the answer leads with the Note's paragraph, not with a Sentence of the limits
        answer = fused.ask(question, rerank=False)
        assert cited(answer)[0].startswith(note + "#p"), answer["answer"][:300]
    # asked for the limit, in a requirement's words, the Article stays first, whatever else it says
    assert _articles(fused, "What maximum rise and minimum run are required for house stairs? Ideally in "
                            "inches.")[0] == "B-9.8.4.1."
    assert _articles(fused, "Our designer usually works in feet: what is the maximum rise of a stair in a "
                            "house?")[0] == "B-9.8.4.1."


def test_an_assembly_in_contact_with_the_ground_goes_after_the_one_above_it_unless_the_ground_is_told(bm25_engine):
    ground = hit("B-3.2.3.2.", "article", "Thermal Characteristics of Roofs in Contact with the Ground")
    window = hit("B-3.2.2.3.", "article", "Thermal Characteristics of Fenestration")
    above = hit("B-3.2.2.2.", "article", "Thermal Characteristics of Above-ground Opaque Building Assemblies")
    ranked = [ground, window, above]
    for question in ("What's the maximum U-value for the roof?", "Is an R-20 above-grade wall good enough?"):
        assert bm25_engine.above_ground_first(bm25_engine.read(question), ranked)[0] is above, question
    for question in ("Max U-value of a roof in contact with the ground?", "How much insulation on a heated basement wall?",
                     "What does 9.36.2.6. require of a roof?"):  # a clause named
        assert bm25_engine.above_ground_first(bm25_engine.read(question), ranked) == ranked, question
    # and the other way: told of a basement (and not of above the ground), the ground's Article goes first
    ranked = [above, window, ground]
    for question in ("Our basement is 10 ft deep: what's the max U-value for its foundation walls?",
                     "How much insulation on a heated basement roof?"):
        assert bm25_engine.above_ground_first(bm25_engine.read(question), ranked)[0] is ground, question
    for question in ("Max U-value of a roof?", "Is an R-20 above-grade wall over the basement good enough?"):
        assert bm25_engine.above_ground_first(bm25_engine.read(question), ranked) == ranked, question


@pytest.mark.parametrize("question, proposed", [
    ("Our town has its own weather station. Can we use those records instead of the published climate values?", True),
    ("Instead of a railing, can I just line the edge of my low deck with benches?", True),
    ("Could the inspector accept lattice in place of a guard? How high is the deck?", True),
    # instead of the acceptable solutions (the Code's term), what must it show: a requirement asked
    ("If we go with an alternative solution instead of the acceptable solutions, what performance must it show?", False),
    ("How flat does sloped glazing have to be before it counts as a skylight rather than a window?", False),
    ("Can I use a 900 mm door?", False),
])
def test_a_question_proposing_something_in_place_of_a_requirement_is_read(question, proposed):
    assert C.proposes(question) is proposed
    if proposed:  # whether it may be done, not how much: its "loads" and "temperatures" ask no quantity
        assert C.asked_kinds(question) == set()


def test_asked_whether_something_may_stand_in_for_a_requirement_the_note_on_it_answers_first(fused, monkeypatch):
    # the weather-records Note says the authority may accept a town's own records; the requirement words
    # of its Article ("published values", "snow loads") put the Article first and its Sentence on elevation led
    question = ("Our town has its own weather station with decades of records. Can we use those for snow loads and "
                "design temperatures instead of the published climate values?")
    assert _articles(fused, question)[0] == "B-A-1.1.2.1.(1)"
    answer = fused.ask(question)
    assert answer["answer"].split("\n\n")[1].startswith("Note A-1.1.2.1.(1)"), answer["answer"]
    # asked what the values must be, the Article answers
    assert _articles(fused, "What climatic values must the design of a building use, and how are they adjusted "
                            "for elevation?")[0] == "B-1.1.2.1."
    monkeypatch.setattr(C, "proposes", lambda q: False)
    monkeypatch.setattr(A, "proposes", lambda q: False)
    assert _articles(fused, question)[0] == "B-1.1.2.1."


def test_a_division_named_on_its_own_is_asked_of_beyond_the_first_three(fused, monkeypatch):
    # a word of Division B not defined: Division C's own Article on its undefined words ranked first, Division
    # B's (1.4.1.1.) fourth
    question = "If a word used in Division B isn't one of the defined (italicized) terms, what meaning is it supposed to have?"
    assert _articles(fused, question)[0].startswith("B-")
    monkeypatch.setattr(A, "DIVISION_WITHIN", A.PART_WITHIN)
    assert _articles(fused, question)[0].startswith("C-")


def test_an_angle_asked_is_answered_by_a_sentence_stating_one_in_degrees(fused):
    # winders: "each winder tread turns through an angle of not less than 29°"; a temperature is no angle, and
    # an angle no slope (a ramp's landing "at every change of direction of more than 30°" says nothing of how steep)
    assert "angle" in C.asked_kinds("What angle may each pie-shaped step turn through?")
    assert C.asked_kinds("How steep can a wheelchair ramp be?") == {"slope"}
    assert C.holds_kind("each winder tread turns through an angle of not less than 29°", {"angle"})
    assert not C.holds_kind("a landing at every change of direction of more than 30°", {"slope"})
    assert not C.holds_kind("a space heated to 20 °C", {"angle"}) and not C.holds_kind("68 °F", {"angle"})
    # the angle asked leads the answer with the Sentence stating it, not one on a stair's width
    answer = fused.ask("building stairs in my hosue that turn the corner with pie-shaped steps - what angle is each "
                       "of those steps allowed to turn, and how far can the whole set turn?")["answer"]
    assert "Sentence 9.8.4.3.(1)" in answer.split("\n\n")[1], answer


def test_an_article_whose_sentence_answers_far_better_than_its_notes_goes_above_the_note(fused):
    # the Note on stair geometry ranked first, its Article (the Table's maximum rise) second, though the
    # question asks of the limit the Table sets: the Article's best passage scores 1.2 times the Note's
    question = ("Basement stair in a single-family house, the framer's stringers give 8 inch risers. "
                "Is that over the limit?")
    ranked = [h.clause_id for h in fused.retrieve(question, rerank=False).candidates]
    assert ranked.index("B-9.8.4.1.") < ranked.index("B-A-9.8.4.1."), ranked[:3]
    # a question asking why still has the Note first
    why = "Why do stairs inside a house need uniform rises and runs?"
    assert fused.retrieve(why, rerank=False).candidates[0].chunk.kind == "note"



def test_in_a_question_of_two_parts_the_definition_asked_leads_the_part_that_asks_it(bm25_engine):
    # the definition asked in the second part led the first ("how tall": the definition of guard, no height)
    answer = bm25_engine.ask("How tall must a guard be, and what counts as a guard?")["answer"]
    height, definition = answer.index("every guard shall be not less than"), answer.index("Guard means")
    assert answer.index("what counts as a guard?") < definition and height < answer.index("what counts as a guard?")
    # a clause named in the second part leads that part
    answer = bm25_engine.ask("How wide must a stair be, and what does 9.8.8.3 say?")["answer"]
    assert answer.index("Sentence 9.8.2.1.") < answer.index("what does 9.8.8.3 say?") < answer.index("Sentence 9.8.8.3.")


def test_asked_whether_something_has_to_meet_a_part_asks_what_that_part_applies_to():
    # "does it have to meet the envelope part?" asks what the Part applies to, as "does the envelope part apply to
    # it?" does (a genuine shed heated by a wood stove: the Part's Application Article ranked third); a requirement's
    # figure it has to meet asks no scope
    from codecite_site.qa.query import asks_part_scope

    assert asks_part_scope("Does the hot water section of the code apply to the fire pump?")
    assert asks_part_scope("Does it still have to meet the envelope insulation part of the code?")
    assert asks_part_scope("Must a heated garage comply with the lighting section?")
    assert asks_part_scope("Is our parkade subject to the lighting section?")
    assert not asks_part_scope("Does the wall have to meet the U-value in the table?")
    assert not asks_part_scope("Which part of the code covers a four-storey apartment building?")
    # asked whether the Code's Part covers something, as whether it applies to it; not a part of the building
    assert asks_part_scope("Does the NBC's housing part cover a three-storey walk-up?")
    assert asks_part_scope("Do the stair requirements also cover a ladder to the loft?")
    assert not asks_part_scope("Can one section cover two floors?")
    # the Part named with its Code between ("the electrical part of the NECB cover"): the Part's scope is asked,
    # not the Code's (the Code's own scope Article ranked first)
    from codecite_site.qa.query import asks_scope

    question = "Does the electrical part of the NECB cover motors out on the site, like a pump house?"
    assert asks_part_scope(question) and not asks_scope(question)
    assert asks_part_scope("Do the lighting requirements of the code also cover the parking lot?")
    assert asks_scope("Does the NECB cover motors out on the site?")


def _modelling_code() -> "A.ClauseTree":
    """A small Code whose Section on energy models has two parallel Subsections: the proposed building's and
    the reference building's, each with Articles of the same titles."""
    from codecite_site.model import Article, ClauseTree, Sentence

    def article(subsection: str, subsection_title: str, n: int, title: str, text: str) -> Article:
        return Article("B", f"{subsection}{n}.", title, "8", "Building Energy Performance Compliance Path", "8.4.",
                       "Performance Path", subsection, subsection_title, (Sentence(1, text),))

    proposed, reference = ("8.4.3.", "Annual Energy Consumption of Proposed Building"), \
        ("8.4.4.", "Building Energy Target of the Reference Building")
    return ClauseTree(articles=[
        article(*proposed, 1, "Operating Schedules", "The proposed building shall be modelled with the schedules of "
                                                     "Table 8.4.3.1."),
        article(*proposed, 2, "Service Water Heating", "Service water heaters shall be modelled as designed."),
        article(*proposed, 3, "Ice-Making Machines", "Where an ice arena recovers heat rejected by its ice-making "
                                                     "machine, the machine shall be modelled as a water-cooled chiller."),
        article(*reference, 1, "Operating Schedules", "The schedules shall be those of the proposed building."),
        article(*reference, 2, "Service Water Heating", "Service water heaters shall be gas-fired with an "
                                                        "efficiency of 80%."),
        article(*reference, 3, "Heat Recovery", "Heat rejected by an ice-making machine shall be recovered as in "
                                                "the proposed building, up to the arena's heating load."),
    ], code="Test Code")


def test_asked_of_one_of_two_parallel_subsections_its_article_goes_first(config):
    # NECB 8.4.3. (the proposed building's model) and 8.4.4. (the reference building's) say the same things of
    # two buildings: a question telling of the proposed design but asking of the reference model is asked of
    # 8.4.4.; the words of the Part's and Section's titles ("building", "energy") tell neither
    engine = A.Engine.build(_modelling_code(), replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    assert ("B-8.4.3.", "8.4.3.") not in engine.parallel_subsections  # keyed (Section, Subsection)
    assert (("B-8.4.", "8.4.3."), ("B-8.4.", "8.4.4.")) in engine.parallel_subsections

    def first(question: str) -> str:
        return engine.retrieve(question, rerank=False).candidates[0].clause_id

    assert first("Our arena's proposed design recovers heat from its ice-making machine. How is the ice-making "
                 "machine handled in the reference model?") == "B-8.4.4.3."
    # asked of the proposed building, or of neither, the ranking stands
    assert first("How is the ice-making machine of an ice arena modelled in the proposed building?") == "B-8.4.3.3."
    assert first("How is the ice-making machine of an ice arena modelled?") == "B-8.4.3.3."


def _climatic_code() -> "A.ClauseTree":
    """A small Code whose climatic data by location (our own invented places and figures) is an appendix Table,
    shown in the Article naming it, as NECB 2017's Table C-1 is in its Article 1.1.4.1."""
    from codecite_site.model import Article, ClauseTree, Sentence, Table

    places = ["Alderton", "Brookfield (Riverbend)", "Cedar Hollow", "Dunmore", "Elk Ridge", "Fairhaven", "Glenrock",
              "Harrow Bay", "Ironvale", "Juniper Flats", "Kestrel Lake", "Lindenholm"]
    rows = (("Location", "Elev., m", "January 2.5% Design Temperature, °C", "Degree-Days Below 18°C",
             "Wind Pressure 1/50, kPa"),
            ("Northland", "", "", "", ""),
            *((p, str(100 + 35 * i), str(-12 - 2 * i), str(3000 + 250 * i), f"0.{30 + i}") for i, p in enumerate(places)))
    climatic = Article("B", "1.1.4.1.", "Climatic Values", "1", "General", "1.1.", "General", "1.1.4.", "Basic Data",
                       (Sentence(1, "Climatic values shall be those of Table C-1 for the location nearest the site."),),
                       tables=(Table("C-1", "Design Data for Selected Locations", "", rows),))
    zones = Table("3.2.2.2.", "Overall Thermal Transmittance of Assemblies", "Sentence 3.2.2.2.(1)",
                  (("Assembly", "Heating Degree-Days of Building Location", ""),
                   ("", "Zone 4: < 3000", "Zone 5: 3000 or more"), ("Walls", "0.315", "0.278")))
    walls = Article("B", "3.2.2.2.", "Walls", "3", "Building Envelope", "3.2.", "Prescriptive Path", "3.2.2.",
                    "Thermal Characteristics",
                    (Sentence(1, "The overall thermal transmittance of walls shall be not more than that in Table "
                                 "3.2.2.2. for the heating degree-days of the building's location."),), tables=(zones,))
    return ClauseTree(articles=[climatic, walls], code="Test Code")


def test_asked_a_places_figure_an_appendix_table_listing_it_leads_the_answer_and_is_never_searched(config):
    # NECB 2017's climatic data for 680 locations (Table C-1): asked Kelowna's heating degree-days, the Code declined
    # (nothing searched holds the place); the Table is kept out of the searched passages (its place names would
    # read as the Code's words), and found by a place it lists, as printed, and a column asked for
    engine = A.Engine.build(_climatic_code(), replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    assert [x.passage.id for x in engine.places] == ["B-Table-C-1"]
    assert engine._unknown("Brookfield") and engine._unknown("Riverbend")  # no word of the Code
    assert all(p.id != "B-Table-C-1" for c in engine.chunks for p in c.passages)
    a = engine.ask("What are the heating degree-days for Brookfield?")
    assert not a["declined"] and "Brookfield (Riverbend) | 135 | -14 | 3250 | 0.31" in a["answer"]
    assert "Alderton |" not in a["answer"]  # the place asked, not every row
    lead = a["citations"][0]["sources"][0]
    assert lead["passage"] == "B-Table-C-1" and lead["url"].startswith("/B/1.1.4.1/?hl=table-C-1-r")
    # by its other name, its column by another heading word, as printed only
    assert engine.located("What's the January design temperature in Riverbend?")
    assert engine.located("What elevation is Glenrock at?")
    # a figure its headings print names a column ("the 1/50 wind pressure"): no figure told
    assert engine.located("What is the 1/50 wind pressure in Glenrock?")
    # in lower case, a name no English word spells ("brookfield"); one English words spell ("Harrow Bay") as printed
    assert engine.located("What are the heating degree-days for brookfield?")
    assert not engine.located("What are the heating degree-days for harrow bay?")
    assert engine.located("What are the heating degree-days for Harrow Bay?")
    # what a Code Table gives by one of its columns (zones by degree-days) is asked of the place's data too
    assert engine.located("What climate zone is Dunmore in?")
    # a figure of its columns told ("... 3 250 degree-days. What U-value ...?"), or nothing it holds asked: the
    # answer stands
    assert not engine.located("Our site is in Brookfield, 3 250 degree-days. What zone are the walls in?")
    assert not engine.located("Do walls in Brookfield need insulation?")
    # with a key, the Table is the first document Command A reads
    assert engine.documents([], [engine.passages["B-Table-C-1"]])[0]["id"] == "B-Table-C-1"


def test_asked_a_places_climate_zone_the_zone_its_degree_days_fall_in_is_worked_out_beside_the_answer(config):
    # the zones are printed as ranges over the degree-days ("Zone 4: < 3000", "Zone 5: 3000 or more"), the place's
    # degree-days in the appendix Table: the answer quoted the row and left the reading of the ranges to the asker
    engine = A.Engine.build(_climatic_code(), replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    a = engine.ask("What climate zone is Dunmore in?")
    assert a["worked_out"] == ["Dunmore: 3750 Degree-Days Below 18°C (Table C-1) falls in Zone 5 (3000 or more) of "
                               "Table 3.2.2.2. (worked out from the Tables, not Code text)"]
    assert "worked out" not in a["answer"]  # beside the answer, never in its text: never taken for a quote
    assert "Worked out: Dunmore: 3750" in A.answer_text(a)
    # a range's bound is in it as printed ("3000 or more" holds 3000)
    assert "falls in Zone 5 (3000 or more)" in engine.worked_out("Which zone is Alderton in?")[0]
    # asked what the zones' Table gives (by its headings: an assembly's), the zone too; asked the place's own
    # figures, or a place no Table lists, none
    assert engine.worked_out("Which assembly values apply in Glenrock?")
    # with the figure that zone's column gives the row the question names ("walls"), under its Table's title
    (walls,) = engine.worked_out("Which assembly value applies to walls in Dunmore?")
    assert walls.endswith("falls in Zone 5 (3000 or more) of Table 3.2.2.2.; in Zone 5, Walls: 0.278 (Table "
                          "3.2.2.2., Overall Thermal Transmittance of Assemblies) (worked out from the Tables, not Code text)")
    assert engine.worked_out("What are the heating degree-days for Brookfield?") == []
    assert engine.worked_out("What is the 1/50 wind pressure in Glenrock?") == []
    assert engine.worked_out("What climate zone is Springfield in?") == []


def test_an_appendix_table_listing_no_places_is_never_read_as_places(config):
    # an appendix's Table of ratings by assembly (the NBC's Appendix D, its Tables now read) lists a dozen names in
    # its first column too; read as places, "Gypsum Board" capitalised in a question would have fetched its rows
    from codecite_site.model import Table

    tree = _climatic_code()
    kinds = ["Gypsum Board", "Concrete Block", "Clay Brick", "Wood Stud", "Steel Stud", "Plaster", "Mineral Wool",
             "Cellulose", "Glass Fibre", "Solid Timber", "Hollow Core", "Stone Veneer"]
    ratings = Table("D-1", "Fire-Resistance Ratings of Assemblies", "",
                    (("Type of Assembly", "Thickness, mm", "Rating, min"),
                     *((k, str(90 + 10 * i), str(30 + 15 * (i % 4))) for i, k in enumerate(kinds))))
    first = tree.articles[0]
    tree.articles[0] = replace(first, tables=(*first.tables, ratings))
    engine = A.Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    assert [x.passage.id for x in engine.places] == ["B-Table-C-1"]
    assert not engine.located("What rating does Gypsum Board give?")


@pytest.mark.parametrize("rows", [
    # a label and its range in one cell (NECB: "Zone 7A:(2) 5000 to 5999"), or in two heading rows, one under the other
    (("Assembly", "Heating Degree-Days", "", "", ""),
     ("", "Zone 4:(2) < 3000", "Zone 5: 3000 to 3999", "Zone 7A:(2) 5000 to 5999", "Zone 8: ≥7000")),
    (("Assembly", "Heating Degree-Days", "", "", ""), ("", "Zone 4", "Zone 5", "Zone 7A", "Zone 8"),
     ("", "< 3000", "3000 to 3999", "5000 to 5999", "≥ 7000")),
])
def test_the_zones_a_tables_headings_print_as_ranges_are_read_however_their_cells_hold_them(rows):
    from codecite_site.model import Table
    from codecite_site.qa.places import Zones

    zones = Zones.of(Table("3.2.2.2.", "Walls", "", (*rows, ("Walls", "0.315", "0.278", "0.247", "0.210"))))
    assert [label for label, _, _ in zones.classes] == ["Zone 4", "Zone 5", "Zone 7A", "Zone 8"]
    assert zones.of_value(2999) == ("Zone 4", "< 3000") and zones.of_value(3000)[0] == "Zone 5"
    assert zones.of_value(5120)[0] == "Zone 7A" and zones.of_value(7000)[0] == "Zone 8"
    assert zones.of_value(4500) is None  # no zone printed for it: none worked out
    assert {frozenset({"heat", "degre", "day"}), frozenset({"assembl"})} == set(zones.cells)


@pytest.mark.parametrize("question, symbol", [
    ("Student here: what does the abbreviation 'lx' stand for in the code?", "lx"),
    ("What does kPa mean?", "kPa"),
    ("what is CSA short for", "CSA"),
    ("What does a U-value mean for a wall?", None),
    ("What does the NECB mean by a 'semi-heated' building?", None),  # what the Code means by a term
    ("What is the minimum guard height?", None),
])
def test_the_abbreviation_a_question_asks_the_meaning_of_is_read(question, symbol):
    from codecite_site.qa.query import asked_abbreviation

    assert asked_abbreviation(question) == symbol


@pytest.mark.parametrize("question", ["Student here: what does the abbreviation 'lx' stand for in the code?",
                                      "What does kPa stand for?"])
def test_asked_what_an_abbreviation_stands_for_the_codes_list_answers_and_never_declines(fused, question):
    """The Code's list of symbols and abbreviations says what each stands for ("(i) lx: lux"): asked, it answers,
    first, as a clause named by number does (part 38: declined before, its words too few and too short for the
    decline's measures)."""
    got = fused.ask(question, rerank=False)
    assert not got["declined"]
    assert got["citations"][0]["sources"][0]["passage"] == "B-1.4.1.2.(1)"
    assert fused.retrieve(question, rerank=False).candidates[0].clause_id == "B-1.4.1.2."
    symbol = "lx: lux" if "lx" in question else "kPa: kilopascal"
    assert symbol in got["answer"]


def test_asked_whether_what_an_application_article_names_applies_that_article_goes_first(bm25_engine, fused):
    # "Application to Small Buildings", "Application of Objectives": asked whether the small-building rules (the
    # objectives) apply, the thing the subject of "apply", that Article goes first from anywhere (part 41: the
    # Division A objectives ranked 9th and 10th on the genuine Codes, a Note on compliance first)
    for engine in (bm25_engine, fused):
        question = "Do the small-building rules apply to a garage shared by six apartments?"
        assert engine.retrieve(question, rerank=False).candidates[0].clause_id == "A-1.3.2.2."
        question = "Are the code's objectives meant to apply to every single building, or only to some parts of it?"
        assert engine.retrieve(question, rerank=False).candidates[0].clause_id == "A-2.1.1.1."
    # the thing in another clause than "apply", or not its subject: nothing moves
    objectives = hit("A-2.1.1.1.", "article", "Application of Objectives")
    other = hit("B-9.8.1.1.", "article", "Application")
    for text in ("Do the guard rules apply to a deck, given the objectives?",
                 "Which objectives apply here? (the guard)"):
        q = bm25_engine.read(text)
        assert bm25_engine.application_of_first(q, [other, objectives])[0] is other, text


@needs_model
def test_a_question_speaking_of_nothing_administrative_is_not_answered_from_the_administrative_division(tree, fused):
    # Division C (its Part 2 titled "Administrative Provisions") answers questions on permits, documents, inspections
    # and alternative solutions; asked how much of a wall near the lot line may be windows, its Article on site plans
    # ("distance from each property line") ranked first, before every technical Article (part 42)
    from codecite_site.qa.answer import administrative_divisions

    assert administrative_divisions(tree) == {"C"}
    question = "The side wall of our new house will be 1.25 m from the lot line. How much of that wall can be windows?"
    first = fused.retrieve(question, rerank=False).candidates[0].clause_id
    assert not first.startswith("C-"), first
    # asked of the site plan for a permit, the administrative Article stays first
    question = "What does the site plan for my permit have to show about the distance to the property line?"
    assert fused.retrieve(question, rerank=False).candidates[0].clause_id == "C-2.2.1.3."
