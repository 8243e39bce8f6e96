"""Whether the Code answers a question: the offline answer's decision to decline.

Two measures, neither enough alone:

- ``closest``: the local dense model's best cosine between the question and any
  Sentence of the Code (its meaning). A question about something the Code does
  not cover still comes close to some Sentence ("the height of a backyard fence"
  is near the height of guards), and lay wording keeps some answerable
  questions far from every Sentence;
- ``overlap``: the best BM25 score of a passage the answer would quote (the
  question's own words, weighted by how rare they are in the Code). BM25
  always finds some shared word, but a question the Code answers usually
  shares its rarer words with the Sentence that answers it.

``support = closest + OVERLAP_WEIGHT * ln(1 + overlap)`` combines them, and the
answer declines when it is below ``[retrieval] decline_support``. The weight and
the threshold are a logistic fit on the tuning questions (``eval/questions.jsonl``
and the calibration set ``eval/calibration.jsonl``; never on the frozen test set
``eval/frozen.jsonl``) by ``scripts/calibrate_abstention.py``, which prints them
and the figures they give: the threshold is the highest that wrongly declines at
most 4 % of the answerable tuning questions. ``[retrieval] decline_below``
stays a floor on ``closest`` alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# scripts/calibrate_abstention.py on eval/questions.jsonl + eval/calibration.jsonl (102 questions, 18 without an
# answer): weight 0.26, threshold 0.897 -> no-answer declined 85.7 % / 81.8 % (questions / calibration),
# answerable wrongly declined 3.2 % / 4.8 %
OVERLAP_WEIGHT = 0.26


@dataclass(frozen=True)
class Evidence:
    """What the decision rests on, for one question (shown with a declined answer)."""

    closest: float  # the local model's best Sentence cosine
    overlap: float  # the best BM25 score of a passage the answer would quote

    @property
    def support(self) -> float:
        return support(self.closest, self.overlap)


def support(closest: float, overlap: float) -> float:
    return closest + OVERLAP_WEIGHT * math.log1p(max(overlap, 0.0))


def declines(evidence: Evidence | None, config) -> bool:
    """True when the Code does not answer: the local model's evidence falls below the
    calibrated threshold (or its cosine below the floor). Without the local model
    (``evidence`` None) only an answer with nothing to quote declines (the caller's test)."""
    if evidence is None:
        return False
    r = config.retrieval
    return evidence.closest < r.decline_below or evidence.support < r.decline_support
