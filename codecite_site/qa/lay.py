"""A lay word the Code never uses, searched with the term the Code defines for it.

Users name things the Code covers under a term of its own: a "dairy barn" or a "cattle
shed" is, in the NBC family's words, a *farm building* ("a building ... associated with
and located on land devoted to the practice of farming, and used essentially for the
housing of equipment or livestock, or the production, storage or processing of
agricultural and horticultural produce"). Neither BM25 (no shared word) nor the local
model reading the whole question (the rest of it, "insulation", "climate zone", pulls it
elsewhere) reaches the Sentence that settles it: NECB 2017's "This Code does not apply to
farm buildings".

The Code's definitions say what each term covers, so the bridge is read from them
(``LayTerms``): each run of the question's words that the Code never uses
(``unknown_runs``: after the speller, so a misspelt Code word is not one) is read by the
local model on its own and compared with every definition's vector; when the nearest
definition is near enough (``LAY_COSINE``) and clearly nearer than the next
(``LAY_MARGIN``), its term is searched beside the words (``Engine.read``). Measured on
NECB 2017 (68 definitions): "dairy barn" -> farm building 0.30, the next 0.08; "barn"
0.29 / 0.13; "cattle shed" 0.26 / 0.07. It gives a term to no question of the fixture's
sets (369 questions; the nearest: "stairwell" -> exit 0.33 / 0.08, "irrigation" ->
sprinklered 0.21 / 0.17, "fence" -> guard 0.23 / 0.10) and to 2 of the 196 of five genuine
sets, both dairy barns; none of their other lay words ("apartments" -> suite 0.29 / 0.02,
"basement" -> storey 0.23 / 0.03). A run shorter than
``LAY_MIN_CHARS`` is not read ("rec" of "rec centre" -> return duct 0.25 / 0.16): the
model cannot tell what an abbreviation stands for.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

LAY_COSINE = 0.25  # the nearest definition's cosine to the run, at least
LAY_MARGIN = 0.12  # and its lead over the second nearest, at least
LAY_MIN_CHARS = 4  # a run of fewer letters is not read
NEAREST_KEPT = 256  # runs whose nearest term is remembered
_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019\-]*")


def unknown_runs(question: str, unknown: Callable[[str], bool | None]) -> list[str]:
    """The runs of consecutive words of ``question`` that the Code never uses. ``unknown(word)``:
    True for such a word, False for a word of the Code, None for a word that is neither (a stop
    word, a number), which ends a run."""
    runs, run = [], []
    for word in _WORD.findall(question):
        if unknown(word):
            run.append(word)
            continue
        if run:
            runs.append(" ".join(run))
        run = []
    if run:
        runs.append(" ".join(run))
    return [r for r in runs if len(r.replace(" ", "")) >= LAY_MIN_CHARS]


class LayTerms:
    """The Code's defined terms, each with its definition's vector (unit length)."""

    def __init__(self, terms: list[str], vectors: np.ndarray, embed: Callable[[str], np.ndarray]):
        self.terms = terms
        norms = np.linalg.norm(vectors, axis=1, keepdims=True) if len(vectors) else vectors
        self.vectors = vectors / np.where(norms == 0, 1, norms) if len(vectors) else vectors
        self.embed = embed
        self._nearest: dict[str, tuple[str, float, float]] = {}  # by run: the search and the answer's readings ask alike

    def nearest(self, run: str) -> tuple[str, float, float] | None:
        """The term whose definition is nearest in meaning to ``run``: (term, its cosine, the second's)."""
        if len(self.terms) < 2:
            return None
        known = self._nearest.get(run)
        if known is not None:
            return known
        v = np.asarray(self.embed(run), dtype=np.float32)
        n = float(np.linalg.norm(v))
        scores = self.vectors @ (v / n if n else v)
        second, first = np.argsort(scores)[-2:]
        if len(self._nearest) >= NEAREST_KEPT:
            self._nearest.clear()
        self._nearest[run] = found = (self.terms[int(first)], float(scores[first]), float(scores[second]))
        return found

    def bridged(self, question: str, unknown: Callable[[str], bool | None]) -> list[str]:
        """The defined terms to search beside ``question``'s words the Code never uses (none that
        the question already names)."""
        return list(dict.fromkeys(term for _, term in self.readings(question, unknown)))

    def readings(self, question: str, unknown: Callable[[str], bool | None]) -> list[tuple[str, str]]:
        """``bridged``'s terms, each with the run of the question's words it is searched for:
        ``(run, term)``."""
        out = []
        for run in unknown_runs(question, unknown):
            near = self.nearest(run)
            if near is None:
                continue
            term, best, second = near
            if best >= LAY_COSINE and best - second >= LAY_MARGIN and term.lower() not in question.lower():
                out.append((run, term))
        return out
