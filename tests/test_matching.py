"""abstain's ``matched``: the question's content words found by meaning in one passage (qa/matching.py),
measured with the real local model on passages of the fixture Code."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from codecite_site.qa import local_dense as L
from codecite_site.qa import matching as M

needs_model = pytest.mark.skipif(L.missing() is not None, reason=f"{L.missing()}")


def passage(title: str, text: str):
    return SimpleNamespace(title=title, text=text)


HATCH = passage("Access to Attic or Roof Spaces", "An access hatch not less than 550 mm by 900 mm shall be provided "
                "to every attic or roof space that is not less than 10 m² in area and not less than 600 mm high.")
BALUSTERS = passage("Openings in Guards", "The 100 mm limit is based on the head size of small children and applies "
                    "to the spaces between balusters, between the bottom rail and the floor, and within decorative infill.")
SNOW = passage("Specified Snow Load", "The slope factor shall be 1.0 for roof slopes of not more than 25°, and shall "
               "decrease linearly to zero at a slope of 65°.")


def flat(_: str) -> float:
    return 1.0


@pytest.fixture(scope="module")
def lm():
    return L.model()


@needs_model
def test_a_passage_holding_the_questions_words_matches_it_almost_whole(lm):
    got = M.matched(lm, "How big must the access hatch to an attic be?", [SNOW, HATCH], flat)
    assert got > 0.85
    assert got == pytest.approx(M.matched(lm, "How big must the access hatch to an attic be?", [HATCH], flat))
    assert M.matched(lm, "How big must the access hatch to an attic be?", [SNOW], flat) < got - 0.2


@needs_model
def test_each_word_counts_by_how_near_a_word_of_the_passage_comes_to_its_meaning(lm):
    words = M.question_words(lm, "How steep can the slope of my roof be?", flat)
    assert [t for t, _, _ in words] == ["steep", "slope", "roof"]  # function words and "?" left out
    best = {}
    for name, p in (("snow", SNOW), ("hatch", HATCH)):
        (_, _, h), = M.token_vectors(lm, [f"{p.title}. {p.text}"])
        best[name] = {t: float((h @ v).max()) for t, _, v in words}
    # "slope" and "roof" are words of the snow passage; the hatch passage has "roof" but no slope
    assert best["snow"]["slope"] > 0.8 and best["snow"]["roof"] > 0.8
    assert best["hatch"]["slope"] < best["snow"]["slope"] - 0.2
    assert M.matched(lm, "How steep can the slope of my roof be?", [HATCH, SNOW], flat) == pytest.approx(
        M.matched(lm, "How steep can the slope of my roof be?", [SNOW], flat))  # the best passage's value


@needs_model
def test_rarer_words_weigh_more_and_edge_cases_are_defined(lm):
    question = "How big must the access hatch to an attic be?"
    # weighting "hatch" 10 times more than the other words: a passage without it falls further
    heavy = lambda t: 10.0 if t == "hatch" else 1.0  # noqa: E731
    without = passage("Attics", "Every attic shall be vented to the exterior.")
    assert M.matched(lm, question, [without], heavy) < M.matched(lm, question, [without], flat)
    assert M.matched(lm, question, [], flat) == 0.0  # nothing to quote: nothing matched
    assert M.matched(lm, "How is it?", [HATCH], flat) == 1.0  # no content word: nothing to miss
    idf = M.idf_of({"hatch": 1, "attic": 9}, 10)
    assert idf("hatch") > idf("attic") > 0 and idf("septic") == max(idf("septic"), idf("hatch"))


@needs_model
def test_token_vectors_are_unit_rows_one_per_token_without_the_special_ones(lm):
    (word_ids, offsets, h), = M.token_vectors(lm, ["attic hatch"])
    assert h.shape == (len(word_ids), L.LocalModel.dimension) and None not in word_ids
    assert np.allclose(np.linalg.norm(h, axis=1), 1.0, atol=1e-5)
    long = " ".join(["attic"] * 600)
    (ids, _, h), = M.token_vectors(lm, [long])
    assert len(ids) <= L.MAX_TOKENS  # one window read, not the whole text


@needs_model
def test_a_passage_read_again_gives_the_same_vectors_from_the_cache(lm, monkeypatch):
    M._cache.clear()
    first = M.matched(lm, "How big must the access hatch to an attic be?", [SNOW, HATCH], flat)
    assert len(M._cache) == 2
    runs = []
    real = M.token_vectors
    monkeypatch.setattr(M, "token_vectors", lambda lm_, texts: runs.append(list(texts)) or real(lm_, texts))
    again = M.matched(lm, "How big must the access hatch to an attic be?", [SNOW, HATCH, BALUSTERS], flat)
    assert again == pytest.approx(first)
    # only the question and the one passage not read before went through the model
    assert runs == [["How big must the access hatch to an attic be?"],
                    [f"{BALUSTERS.title}. {BALUSTERS.text}"]]
    monkeypatch.setattr(M, "PASSAGE_CACHE", 2)
    M.matched(lm, "Where are balusters?", [passage("Guards", "Guards shall be provided.")], flat)
    assert len(M._cache) == 2 and (lm.fingerprint, f"{SNOW.title}. {SNOW.text}") not in M._cache  # the oldest goes
