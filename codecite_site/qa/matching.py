"""The question's words found by meaning in a passage: the ``matched`` measure of ``qa.abstain``.

``coverage`` (``Engine.evidence``) asks whether one passage holds the question's words as
written. ``matched`` asks it by meaning: run over a text, the local dense model gives every
token a vector in context (the vectors its sentence vector is the mean of). Each content
word of the question (its tokens' mean vector) gets its best cosine with any token of a
passage (with the passage's title); those are averaged, weighted by how rare the word is in
the Code (IDF), over the question; the best of the passages the answer would quote is the
measure (BERTScore's recall, with IDF weights). An inflected or related word counts in part,
a word of the Code in another sense less than in full. Measured on the tuning sets
(``scripts/calibrate_abstention.py``, 181 questions), alone it orders answerable questions
above those the Code does not answer better than ``coverage`` (AUC 0.85 against 0.77), and
in the model in its place it moved leave-one-out from 63.5 % to 69.8 % of the no-answer
questions declined at the same 3.8 % of answerable ones wrongly declined. (It is no
thesaurus: a lay word for a thing the Code names otherwise, "spindles" for balusters, stays
far from the Code's word.)

Only the first window of a passage is read (``MAX_TOKENS``), and only the few passages
the answer would quote (``Engine.evidence``), in one run of the model.
"""

from __future__ import annotations

import math
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np

from .bm25 import _token
from .local_dense import MAX_TOKENS, batches, plain

_WORD = re.compile(r"[a-z0-9]+")


def token_vectors(lm, texts: Sequence[str]) -> list[tuple[list[int | None], list[tuple[int, int]], np.ndarray]]:
    """For each text: the word index and character span of each of its tokens, and the tokens'
    unit vectors in context (the model's last hidden states; the first ``MAX_TOKENS`` tokens;
    the special tokens left out). The texts run in groups of similar lengths, each padded only to
    its longest (``local_dense.batches``), as the document vectors are."""
    if not texts:
        return []
    with lm.lock:
        encodings = lm.tokenizer.encode_batch([plain(t) for t in texts])
    lengths = [min(len(e.ids), MAX_TOKENS) for e in encodings]
    out: list = [None] * len(texts)
    for group in batches(lengths):
        width = max(lengths[i] for i in group)
        ids = np.zeros((len(group), width), np.int64)
        mask = np.zeros_like(ids)
        for row, i in enumerate(group):
            ids[row, :lengths[i]] = encodings[i].ids[:lengths[i]]
            mask[row, :lengths[i]] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in lm.inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        with lm.lock:
            hidden = lm.session.run(None, feeds)[0]
        for row, i in enumerate(group):
            e = encodings[i]
            keep = [j for j, w in enumerate(e.word_ids[:lengths[i]]) if w is not None]
            h = hidden[row, keep].astype(np.float32)
            h /= np.clip(np.linalg.norm(h, axis=1, keepdims=True), 1e-9, None)
            out[i] = ([e.word_ids[j] for j in keep], [e.offsets[j] for j in keep], h)
    return out


PASSAGE_CACHE = 256  # passages whose token vectors are kept (~150 KB each): the answers of a server,
# and of the eval, quote the same passages again and again
_cache: OrderedDict = OrderedDict()
_cache_lock = threading.Lock()


def passage_vectors(lm, texts: Sequence[str]) -> list:
    """``token_vectors`` of ``texts``, the last ``PASSAGE_CACHE`` passages' remembered (by the
    model's fingerprint and the text: the vectors depend on nothing else)."""
    keys = [(lm.fingerprint, t) for t in texts]
    with _cache_lock:
        known = {k: _cache[k] for k in keys if k in _cache}
        for k in known:
            _cache.move_to_end(k)
    missing = list(dict.fromkeys(k for k in keys if k not in known))
    if missing:
        for k, v in zip(missing, token_vectors(lm, [t for _, t in missing])):
            known[k] = v
        with _cache_lock:
            for k in missing:
                _cache[k] = known[k]
            while len(_cache) > PASSAGE_CACHE:
                _cache.popitem(last=False)
    return [known[k] for k in keys]


def question_words(lm, question: str, idf: Callable[[str], float]) -> list[tuple[str, float, np.ndarray]]:
    """The content words of ``question`` (BM25's tokens: stemmed, the thesaurus applied, function
    words, numbers and punctuation left out), each with ``idf(token)`` and the unit mean vector of its tokens."""
    (word_ids, offsets, h), = token_vectors(lm, [question])
    text = plain(question)
    spans: dict[int, list] = {}
    for w, (a, b), v in zip(word_ids, offsets, h):
        entry = spans.setdefault(w, [a, b, []])
        entry[1] = b
        entry[2].append(v)
    out = []
    for a, b, vectors in (spans[w] for w in sorted(spans)):
        word = text[a:b].lower()
        t = _token(word) if _WORD.fullmatch(word) else None  # punctuation is no word
        if t is None or t.isdigit():
            continue
        v = np.mean(vectors, axis=0)
        out.append((t, idf(t), v / (np.linalg.norm(v) or 1.0)))
    return out


def matched(lm, question: str, passages: Sequence, idf: Callable[[str], float]) -> float:
    """The IDF-weighted share of the question's content words found by meaning in the best one of
    ``passages`` (see the module's docstring); 1.0 when the question has no content word, 0.0
    when there is no passage."""
    words = question_words(lm, question, idf)
    weights = np.array([w for _, w, _ in words])
    if not words or weights.sum() <= 0:
        return 1.0
    if not passages:
        return 0.0
    q = np.array([v for _, _, v in words])
    best = 0.0
    for _, _, h in passage_vectors(lm, [f"{p.title}. {p.text}" for p in passages]):
        if len(h):
            best = max(best, float((weights * np.clip((q @ h.T).max(axis=1), 0.0, 1.0)).sum() / weights.sum()))
    return best


def idf_of(df: dict[str, int], n: int) -> Callable[[str], float]:
    """BM25's IDF over ``n`` passages from document frequencies ``df`` (a word the Code never uses
    gets the highest)."""
    def idf(t: str) -> float:
        d = df.get(t, 0)
        return math.log(1 + (n - d + 0.5) / (d + 0.5))
    return idf
