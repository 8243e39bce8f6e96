"""BM25 over chunk text (bm25s): the offline retriever, always available.

Tokenising is ours, not bm25s's default, because the Code's quantities matter:
``1 070 mm`` becomes the one token ``1070`` (its digit groups joined), single
digits are kept, and a light suffix stemmer lets ``guards`` find ``guard``.
"""

from __future__ import annotations

import re

import bm25s
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

_DIGIT_GROUPS = re.compile(r"(?<=\d)[ \u00a0\u2009\u202f](?=\d{3}\b)")
_TOKEN = re.compile(r"[a-z0-9]+")
_STOP = frozenset(STOPWORDS_EN) | {"shall", "may", "must", "minimum", "maximum", "required", "requirement", "what",
                                   "how", "when", "where", "which", "who", "whom", "why", "need", "needs", "does",
                                   "do", "can", "much", "many", "big", "code", "least", "allowed", "permitted", "than"}
# Synonyms users type that the Code does not use; mapped to the Code's word.
_SYNONYMS = {"guardrail": "guard", "guardrails": "guard", "railing": "guard", "banister": "handrail",
             "detector": "alarm", "detectors": "alarm", "basement": "basement", "residential": "dwelling",
             "house": "dwelling", "home": "dwelling", "steps": "stair", "staircase": "stair",
             # adjectives the Code uses for dimensions -> the noun users ask with
             "high": "height", "tall": "height", "wide": "width", "deep": "depth", "long": "length",
             "thick": "thickness", "heights": "height", "widths": "width"}


def _stem(word: str) -> str:
    if word.isdigit() or len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: len(word) - len(suffix)] + repl
    return word


def tokenize(text: str) -> list[str]:
    text = _DIGIT_GROUPS.sub("", text.lower())
    out = []
    for w in _TOKEN.findall(text):
        w = _SYNONYMS.get(w, w)
        if w in _STOP:
            continue
        out.append(_stem(w))
    return out


class Bm25Index:
    """``Bm25Index.build(texts)``; ``.search(query, k) -> [(index, score), ...]`` best first."""

    def __init__(self, model: bm25s.BM25, size: int):
        self.model = model
        self.size = size

    @classmethod
    def build(cls, texts: list[str]) -> "Bm25Index":
        model = bm25s.BM25()
        model.index([tokenize(t) or ["\0"] for t in texts], show_progress=False)
        return cls(model, len(texts))

    def scores(self, query: str) -> np.ndarray:
        tokens = [t for t in tokenize(query) if t in self.model.vocab_dict]
        if not tokens:
            return np.zeros(self.size, dtype=np.float32)
        return self.model.get_scores(tokens)

    def search(self, query: str, k: int = 30) -> list[tuple[int, float]]:
        s = self.scores(query)
        k = min(k, self.size)
        top = np.argpartition(-s, k - 1)[:k] if k < self.size else np.arange(self.size)
        top = top[np.argsort(-s[top], kind="stable")]
        return [(int(i), float(s[i])) for i in top if s[i] > 0]
