"""BM25 over chunk text (bm25s): the offline retriever, always available.

Tokenising is ours, not bm25s's default, because the Code's quantities matter:
``1 070 mm`` becomes the one token ``1070`` (its digit groups joined), single
digits are kept, and the Snowball English stemmer (PyStemmer, the stemmer
bm25s itself uses) lets ``guards`` find ``guard`` and ``ventilated`` find
``ventilation``. Questions carry many function words ("my", "I", "should",
"have") that the Code never uses for meaning: they are dropped on both sides.

A small thesaurus maps the building words people use to the Code's own
(``railing`` -> ``guard``); it holds general vocabulary only, never words
picked to fix a particular question, and is kept small on purpose.
"""

from __future__ import annotations

import re
from functools import lru_cache

import bm25s
import Stemmer
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

_DIGIT_GROUPS = re.compile(r"(?<=\d)[ \u00a0\u2009\u202f](?=\d{3}\b)")
_TOKEN = re.compile(r"[a-z0-9]+")
_STOP = frozenset(STOPWORDS_EN) | {
    # the Code's modal and requirement words, and the question words: present in every Article or in none
    "shall", "may", "must", "minimum", "maximum", "required", "requirement", "what", "how", "when", "where", "which",
    "who", "whom", "why", "need", "needs", "does", "do", "can", "much", "many", "big", "code", "least", "allowed",
    "permitted", "than",
    # function words of questions (pronouns, auxiliaries, determiners): they carry no topic
    "i", "me", "my", "mine", "we", "our", "us", "you", "your", "he", "she", "him", "her", "his", "its", "them",
    "am", "been", "being", "were", "has", "have", "had", "having", "did", "done", "doing", "would", "should",
    "could", "might", "s", "t", "d", "ll", "re", "ve", "m", "isn", "aren", "don", "doesn", "didn", "haven", "hasn",
    "so", "just", "also", "very", "too", "any", "some", "all", "each", "every", "this", "those", "here", "about",
    "get", "got", "go", "goes", "going", "put", "thing", "things", "someone", "somebody", "anyone", "exactly"}
# Synonyms users type that the Code does not use; mapped to the Code's word.
_SYNONYMS = {"guardrail": "guard", "guardrails": "guard", "railing": "guard", "banister": "handrail",
             "detector": "alarm", "detectors": "alarm", "basement": "basement", "residential": "dwelling",
             "house": "dwelling", "home": "dwelling", "steps": "stair", "staircase": "stair",
             # adjectives the Code uses for dimensions -> the noun users ask with
             "high": "height", "tall": "height", "wide": "width", "deep": "depth", "long": "length",
             "thick": "thickness", "heights": "height", "widths": "width",
             # and their comparatives and superlatives ("the tallest riser", "deeper footings")
             "higher": "height", "highest": "height", "taller": "height", "tallest": "height", "wider": "width",
             "widest": "width", "deeper": "depth", "deepest": "depth", "longer": "length", "longest": "length",
             "thicker": "thickness", "thickest": "thickness"}
_STEMMER = Stemmer.Stemmer("english")


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return word if word.isdigit() else _STEMMER.stemWord(word)


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
