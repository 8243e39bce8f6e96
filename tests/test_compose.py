"""How the offline answer is composed and when it declines, without the models: the question's parts,
a rule before its exception, the quantity of the kind asked for, units as printed, the decision to decline."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from codecite_site.qa import compose as C
from codecite_site.qa.abstain import FEATURES, WEIGHTS, Evidence, declines


@pytest.mark.parametrize("question, parts", [
    ("How deep must footings be in clay soil, and how wide for a 2-storey house?",
     ["How deep must footings be in clay soil?", "how wide for a 2-storey house?"]),
    ("What counts as a crawl space? How tall can it be before it isn't one?",
     ["What counts as a crawl space?", "How tall can it be before it isn't one?"]),
    # "and" inside one question, and a follow-up with no word of its own, stay one part
    ("Is plain drywall and tape enough to seal a garage?", ["Is plain drywall and tape enough to seal a garage?"]),
    ("Can fixed benches replace a deck guard? How big do they have to be?",
     ["Can fixed benches replace a deck guard? How big do they have to be?"]),
])
def test_a_question_splits_into_the_questions_it_holds(question, parts):
    assert C.split_question(question) == parts


def test_the_retrievals_parts_win_and_the_split_can_be_switched_off(monkeypatch):
    q = "How high must a guard be, and how far apart can the balusters be?"
    assert C.question_parts(q, SimpleNamespace(parts=["a?", "b?"])) == ["a?", "b?"]
    assert len(C.question_parts(q, SimpleNamespace())) == 2
    monkeypatch.setattr(C, "SPLIT", False)
    assert C.question_parts(q) == [q]
    # a part that refers back is matched with the first part's words too
    assert C.scoring_text(["What size are deck posts?", "how far apart can they be?"], 1).endswith("deck posts?")


def _p(id_, text):
    clause, _, n = id_.rpartition("(")
    return SimpleNamespace(id=id_, clause_id=clause, sentence=f"({n}", text=text)


def test_the_rule_leads_before_its_exception_and_the_asked_kind_of_quantity_first():
    rule = _p("B-9.8.2.1.(1)", "Except as permitted by Sentence (3), stairs within a dwelling unit shall have a "
                               "clear width of not less than 880 mm.")
    curved = _p("B-9.8.2.1.(3)", "Curved stairs and spiral stairs within a dwelling unit shall have a clear width "
                                 "of not less than 760 mm.")
    handrails = _p("B-9.8.2.1.(4)", "Handrails may project into the required width of a stair on each side.")
    assert C.lead_first("minimum width of a stair in a house", [curved, rule])[0] is rule
    assert C.lead_first("how wide must curved stairs be", [curved, rule])[0] is curved  # its own words
    assert C.lead_first("how wide must a stair be", [handrails, rule, curved])[0] is rule  # a width, not none
    assert C.excepted("Except as provided in Sentences (2) to (4), every") == {2, 3, 4}
    assert C.asked_kinds("How long is my permit good for?") == {"time"}


@pytest.mark.parametrize("parsed, printed", [
    ("an opening of 0.38 m2 in area", "an opening of 0.38 m²"),
    ("not more than 1.55 W/(m2·K) in Zones 4", "W/(m²·K)"),
    ("(g) m2, square metre", "(g) m², square metre"),
    ("a 12 m3 tank", "12 m³"),
])
def test_units_are_shown_as_printed(parsed, printed):
    assert printed in C.as_printed(parsed) and C.fold_exponents(C.as_printed(parsed)) == parsed


def test_storeys_and_clause_numbers_are_not_exponents():
    for text in ("storey 2 of", "Section 9.36.2.", "Sentence 9.10.9.5.(2)", "mm2 x"):
        assert C.as_printed(text) == text


def test_declining_needs_meaning_words_and_content_to_fall_short(config):
    # below the cosine floor always; above it, the calibrated probability that the Code answers decides
    assert declines(Evidence(0.30, 50.0), config)
    assert not declines(Evidence(0.70, 5.0, coverage=0.6, agree=0.67, margin=0.1), config)
    weak = Evidence(0.50, 1.0, coverage=0.2, agree=0.0, margin=0.05)
    assert declines(weak, config) and not declines(replace(weak, overlap=8.0, coverage=0.8), config)
    # each measure that says the Code answers raises the probability that it does
    for better in (dict(closest=0.6), dict(overlap=3.0), dict(coverage=0.5), dict(agree=1.0), dict(margin=0.2)):
        assert replace(weak, **better).support > weak.support
    assert 0.0 < weak.support < 1.0 and len(weak.features()) == len(FEATURES) == len(WEIGHTS) - 1
    assert not declines(None, config)
    off = replace(config, retrieval=replace(config.retrieval, decline_support=0.0, decline_below=0.0))
    assert not declines(Evidence(0.1, 0.0, coverage=0.0, agree=0.0), off)
