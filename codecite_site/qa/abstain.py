"""Whether the Code answers a question: the offline answer's decision to decline.

No one measure tells it. A question about something the Code does not cover
("how wide must a driveway be", "the lowest slope for asphalt shingles") still
comes close in meaning to some Sentence and still shares some words with it
(width, garage, roof, slope), while lay wording keeps some answerable questions
far from every Sentence. The decision rests on several measures of one
question (``Evidence``), each computed by ``Engine.evidence`` from what the
answer would quote (the passages of its best hits):

- ``closest``: the local dense model's best cosine between the question and any
  Sentence of the Code (its meaning);
- ``overlap``: the best BM25 score of a passage the answer would quote (the
  question's words, weighted by how rare they are in the Code), taken as
  ``ln(1 + overlap)``;
- ``unknown``: the IDF-weighted share of the question's content words that the
  Code never uses at all ("shingles", "septic", "extinguishers");
- ``agree``: how far the two first stages agree: the share of the three best
  Articles (or Notes) by BM25 that are among the three best by the dense model;
- ``margin``: the best Sentence cosine minus the tenth best (a question the Code
  answers stands out from the rest; one it does not is equally near many);
- ``matched``: how much of the question one passage holds, read by meaning
  (``qa.matching``): each content word's vector in context (the local model's token
  vectors) against the tokens of each of the five passages the answer would quote
  first, its best cosine, averaged with IDF weights; the best passage's value. Unlike
  ``coverage`` (the same share counted by the words as written, still in ``Evidence``)
  a word counts by how near its meaning in the question comes to a word of the
  passage, so an inflected or related word counts in part, and a word of the Code
  used in another sense counts less.

``matched`` took the place of ``coverage`` in the model (measured on the tuning sets,
181 questions, 63 without an answer): beside it ``coverage``'s weight fell to -0.28 and
leaving it out changed no leave-one-out figure, while ``matched`` raised the
no-answer questions declined, leave-one-out, from 63.5 % to 69.8 % at the same 3.8 %
of answerable ones wrongly declined. Other measures were tried there and not kept,
none raising leave-one-out beyond ``matched``: the dense model's cosine of the
question to the best Articles' titles (alone it took leave-one-out to 68.3 % at
4.6 %; beside ``matched``, 69.8 % at 3.8 %: nothing more), whether a passage holding
the question's topic (its words less those asking the quantity, "how far apart")
states a quantity of the kind asked (``compose.asked_kinds``), the share of the topic
in the best Articles' titles, the IDF of the rarest word the best passage lacks, the
gap between the best and second-best Article (dense and BM25), and how many
different Articles the ten best passages come from.

Why ``unknown`` weighs for an answer although, alone, a question with words the Code
never uses is less often answered (weight -1.6 fitted alone): ``overlap`` (BM25 sums
only the Code's words) and ``coverage`` (an unknown word is a word the passage lacks)
are both lowered by construction for every unknown word, which is mostly a lay word
for something the Code covers under its own name ("spindles", "cattle", "shed");
given those, ``unknown`` gives part of that double penalty back (beside ``overlap``
alone its weight is 0.89; beside ``closest`` alone, 0.11; with ``coverage`` counting
only the Code's words, 1.24 instead of 2.15).

A class-balanced, L2-regularised logistic model over them (``WEIGHTS``, fitted by
``scripts/calibrate_abstention.py`` on the tuning questions: ``eval/questions.jsonl``,
``eval/reading_questions.jsonl`` and the calibration set ``eval/calibration.jsonl``;
never the frozen test set ``eval/frozen.jsonl``) gives ``Evidence.support``, the
probability that the Code answers; the answer declines when it is below
``[retrieval] decline_support`` (0 = never), a threshold the script chooses so that at
most 4 % of the answerable tuning questions are declined (it prints leave-one-out
figures too). ``[retrieval] decline_below`` stays a floor on ``closest`` alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

FEATURES = ("closest", "overlap", "unknown", "agree", "margin", "matched")

# scripts/calibrate_abstention.py on eval/questions.jsonl + eval/calibration.jsonl + eval/reading_questions.jsonl
# (181 questions fitted, 63 without an answer; refitted after merging the passage order and the Article
# before its Note): one weight per feature of FEATURES (``overlap`` as ln(1 + overlap)), then the bias, of
# the logit of "the Code answers"; with decline_support 0.227: no-answer declined 100 % / 67.9 % (questions /
# calibration), answerable wrongly declined 3.2 % / 3.8 % / 0.0 % (questions / calibration / reading);
# leave-one-out over all: 68.3 % declined, 5.4 % wrongly declined (without ``matched``: 61.9 %, 4.6 %;
# the six measures before, with ``coverage`` and without ``matched``, on the helper's branch: 63.5 %, 3.8 %;
# as shipped before, on the 42 questions c67-c108 added to the calibration set: 40.0 % of 20 declined,
# 9.1 % of 22 wrongly declined)
WEIGHTS = (10.759, 2.604, 2.100, 1.293, 2.669, 4.231, -14.251)


@dataclass(frozen=True)
class Evidence:
    """What the decision rests on, for one question (see the module's docstring)."""

    closest: float  # the local model's best Sentence cosine
    overlap: float  # the best BM25 score of a passage the answer would quote
    coverage: float = 1.0  # IDF-weighted share of the question's content words in the best passage
    unknown: float = 0.0  # IDF-weighted share of the question's content words the Code never uses
    agree: float = 1.0  # share of BM25's three best clauses among the dense model's three best
    margin: float = 0.0  # best Sentence cosine minus the tenth best
    matched: float = 1.0  # IDF-weighted share of the question's words found by meaning in one passage

    def features(self) -> tuple[float, ...]:
        """The model's inputs, in the order of ``FEATURES`` (``overlap`` as ln(1 + overlap))."""
        return tuple(math.log1p(max(self.overlap, 0.0)) if name == "overlap" else float(getattr(self, name))
                     for name in FEATURES)

    @property
    def support(self) -> float:
        """The probability that the Code answers the question."""
        return support(self.features())


def support(features, weights=WEIGHTS) -> float:
    z = sum(w * x for w, x in zip(weights, features)) + weights[-1]
    return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def settled(evidence: Evidence, config, bars: tuple[float, ...] = ()) -> bool:
    """True when the decisions do not depend on ``matched``: the same whatever its value (0 to 1),
    so the answer need not run the model over the passages to measure it. Both decisions: to
    decline, and (answered all the same) to say first that the Code may not answer as asked
    (``hedges``); and which side of each of ``bars`` the support falls."""
    low, high = replace(evidence, matched=0.0), replace(evidence, matched=1.0)
    return declines(low, config) == declines(high, config) and hedges(low, config) == hedges(high, config) \
        and all((low.support < bar) == (high.support < bar) for bar in bars)


def hedges(evidence: Evidence | None, config) -> bool:
    """True when an answer the Code gives all the same may not answer the question as asked: the
    calibrated probability that it answers falls below ``[retrieval] hedge_support``."""
    return evidence is not None and evidence.support < config.retrieval.hedge_support


def declines(evidence: Evidence | None, config) -> bool:
    """True when the Code does not answer: the calibrated probability that it answers falls
    below ``[retrieval] decline_support`` (or the best cosine below ``decline_below``). Without
    the local model (``evidence`` None) only an answer with nothing to quote declines (the
    caller's test)."""
    if evidence is None:
        return False
    r = config.retrieval
    return evidence.closest < r.decline_below or evidence.support < r.decline_support
