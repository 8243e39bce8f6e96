"""Retrieval: BM25, dense (exact cosine over precomputed vectors), reciprocal-rank fusion, rerank.

The interfaces the answer writer and the eval harness share (every backend
returns the same ``Hit`` list, best first, so they can be combined freely)::

    from codecite_site.qa.chunks import build_chunks
    from codecite_site.qa.retrieve import Bm25Retriever, DenseIndex, rrf, rerank

    chunks = build_chunks(tree, header=True)           # header=False for the ablation
    bm25 = Bm25Retriever.build(chunks)
    hits = bm25.search("minimum height of a guard", k=30)
    hits[0].chunk_id, hits[0].clause_id, hits[0].anchors  # "B-9.8.8.3.", "B-9.8.8.3.", ("s1", "s2", ...)
    hits[0].ranks                                       # {"bm25": 1}

    dense = DenseIndex(chunks, matrix, embed_query)     # matrix: one row per chunk (vectors.load_vectors)
    fused = rrf([bm25.search(q, 30), dense.search(q, 30)], top=30)   # ranks {"bm25": .., "dense": .., "fused": ..}
    top8 = rerank(client, q, fused, top=8)              # client: anything with .rerank(query, texts, top_n)

- ``Hit.chunk_id``: the retrieval unit (``B-1.4.1.2.~2`` for the second part of
  a split Article); ``Hit.clause_id``: the Article or Note (``B-9.8.8.3.``,
  ``B-A-9.8.8.3.``); ``Hit.anchors``: the Sentence / paragraph anchors the chunk
  covers (``s1``, ``p2``, ``table-9.8.7.1``); ``Hit.passages``: the citable units.
- ``DenseIndex`` takes the query-embedding function as an argument, so Cohere,
  a local model or a test double plug in the same way; ``search_vector`` skips
  the embedding.
- ``rerank`` keeps each hit's earlier ranks and adds ``"rerank"``, so rank
  movement (dense 7 -> reranked 1) is reported without a second pass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import numpy as np

from .bm25 import Bm25Index, top_k
from .chunks import MAX_CHARS, Chunk, Passage
from .compose import table_row_groups

RRF_K = 60  # the usual constant; it damps the weight of the very first ranks


@dataclass(frozen=True)
class Hit:
    chunk: Chunk
    score: float
    ranks: dict[str, int] = field(default_factory=dict)  # backend name -> 1-based rank

    @property
    def chunk_id(self) -> str:
        return self.chunk.id

    @property
    def clause_id(self) -> str:
        return self.chunk.clause_id

    @property
    def anchors(self) -> tuple[str, ...]:
        return self.chunk.anchors

    @property
    def passages(self) -> tuple[Passage, ...]:
        return self.chunk.passages


def _hits(chunks: list[Chunk], ranked: list[tuple[int, float]], name: str) -> list[Hit]:
    return [Hit(chunks[i], score, {name: r}) for r, (i, score) in enumerate(ranked, 1)]


TABLE_ROWS_CHARS = 400  # a long Table is searched by its rows in groups of about this many characters
LONG_TABLE_CHARS = MAX_CHARS  # a Table longer than this (than a chunk) is long


def table_rows(p: Passage, size: int = TABLE_ROWS_CHARS) -> list[str]:
    """A long Table passage's row groups as retrieval units: each its title, its headers and rows
    of about ``size`` characters (``compose.table_row_groups``); [] for any other passage.

    A Table of a hundred rows is one passage: read whole, the one row a question names ("a
    server room", among every space type of Table 4.2.1.6.) weighs next to nothing in it, and
    the Article ranked tenth. Searched by groups of a few rows, the row weighs as a Sentence's
    words do, and the chunk scores as the best of its own text and its row groups."""
    got = table_row_groups(p.text, size, LONG_TABLE_CHARS) if p.anchor.startswith("table-") else None
    if got is None:
        return []
    lines = p.text.split("\n")
    head, groups = got
    return ["\n".join(lines[i] for i in [*head, *g]) for g in groups]


class Bm25Retriever:
    name = "bm25"

    def __init__(self, chunks: list[Chunk], index: Bm25Index, owner: list[int] | None = None):
        """``index``: one document per chunk, in order, then (``owner``) the row groups of their
        long Tables, ``owner[j]`` the chunk of row group ``j`` (``table_rows``)."""
        self.chunks = chunks
        self.index = index
        self.owner = np.asarray(owner or [], dtype=np.int64)

    @classmethod
    def build(cls, chunks: list[Chunk], keep: frozenset = frozenset()) -> "Bm25Retriever":
        """``keep``: the Code's defined terms (word tuples), never rewritten by the thesaurus. The
        index holds each chunk's text, then its long Tables' row groups (``table_rows``)."""
        rows = [(k, t) for k, c in enumerate(chunks) for p in c.passages for t in table_rows(p)]
        texts = [f"{c.text}\n{c.referred}" if c.referred else c.text for c in chunks] + [t for _, t in rows]
        return cls(chunks, Bm25Index.build(texts, keep), [k for k, _ in rows])

    def scores(self, query: str) -> np.ndarray:
        """Each chunk's score: the best of its own text's and its row groups'."""
        s = self.index.scores(query)
        n = len(self.chunks)
        out = s[:n].astype(np.float64)
        if len(self.owner):
            np.maximum.at(out, self.owner, s[n:])
        return out

    def search(self, query: str, k: int = 30) -> list[Hit]:
        return _hits(self.chunks, top_k(self.scores(query), k), self.name)


class DenseIndex:
    """Exact cosine over unit-length rows; ``embed_query(text) -> vector``.

    One row per chunk, or (``starts`` given) several rows per chunk, those of
    chunk ``i`` being ``starts[i]`` up to ``starts[i + 1]``: a chunk then scores
    as its best row (the local model embeds each Sentence of a chunk). And
    (``rows`` given) several matrix rows per such row, those of row ``j`` being
    ``rows[j]`` up to ``rows[j + 1]``, the row scoring as its best (the local model
    embeds a long Table by groups of its rows): ``row_scores`` gives one score per
    row (per passage), ``starts`` counts in them."""

    def __init__(self, chunks: list[Chunk], matrix: np.ndarray, embed_query: Callable[[str], np.ndarray] | None = None,
                 name: str = "dense", starts: np.ndarray | None = None, rows: np.ndarray | None = None):
        self.starts = None if starts is None else np.asarray(starts, dtype=np.int64)
        self.rows = None if rows is None else np.asarray(rows, dtype=np.int64)
        if self.rows is not None and (len(self.rows) and (self.rows[0] != 0 or np.any(
                np.diff(np.append(self.rows, matrix.shape[0])) <= 0))):
            raise ValueError("rows must give every row at least one vector, in order")
        n = matrix.shape[0] if self.rows is None else len(self.rows)
        if self.starts is not None:
            if len(self.starts) != len(chunks) or (len(chunks) and (self.starts[0] != 0 or np.any(
                    np.diff(np.append(self.starts, n)) <= 0))):
                raise ValueError("starts must give every chunk at least one row, in order")
        elif n != len(chunks):
            raise ValueError(f"{n} vectors for {len(chunks)} chunks")
        m = np.asarray(matrix, dtype=np.float32)
        norms = np.linalg.norm(m, axis=1, keepdims=True)
        self.matrix = np.ascontiguousarray(m / np.where(norms == 0, 1, norms))
        self.chunks = chunks
        self.embed_query = embed_query
        self.name = name

    @property
    def dimension(self) -> int:
        return self.matrix.shape[1]

    def row_scores(self, vector: np.ndarray) -> np.ndarray:
        """The cosine of every row to ``vector`` (computed once per question and shared by
        ``search_rows``, ``best_score`` and the answer writer's choice of Sentences)."""
        q = np.asarray(vector, dtype=np.float32)
        n = np.linalg.norm(q)
        scores = self.matrix @ (q / n if n else q)
        return np.maximum.reduceat(scores, self.rows) if self.rows is not None and len(self.rows) else scores

    def search_vector(self, vector: np.ndarray, k: int = 30) -> list[Hit]:
        return self.search_rows(self.row_scores(vector), k)

    def search_rows(self, scores: np.ndarray, k: int = 30) -> list[Hit]:
        if self.starts is not None:
            scores = np.maximum.reduceat(scores, self.starts) if len(self.starts) else scores[:0]
        k = min(k, len(scores))
        top = np.argpartition(-scores, k - 1)[:k] if k < len(scores) else np.arange(len(scores))
        top = top[np.argsort(-scores[top], kind="stable")]
        return _hits(self.chunks, [(int(i), float(scores[i])) for i in top], self.name)

    def best_score(self, vector: np.ndarray) -> float:
        """The highest cosine of any row to ``vector``."""
        q = np.asarray(vector, dtype=np.float32)
        n = np.linalg.norm(q)
        return float((self.matrix @ (q / n if n else q)).max()) if len(self.matrix) else 0.0

    def search(self, query: str, k: int = 30) -> list[Hit]:
        if self.embed_query is None:
            raise ValueError("this DenseIndex has no query-embedding function")
        return self.search_vector(self.embed_query(query), k)


def rrf(rankings: list[list[Hit]], top: int = 30, k: int = RRF_K, name: str = "fused",
        by_article: bool = False) -> list[Hit]:
    """Reciprocal-rank fusion: score = sum 1 / (k + rank); each hit keeps every backend's rank.

    ``by_article``: the parts of a split Article (``B-4.2.1.5.~1``, ``~2``) are fused as one, in
    each ranking at its best part's rank, and only that Article's part ranked best first is kept
    (``whole_articles`` joins them for the answer). Else an Article whose Table part one ranking
    puts third and whose Sentence part the other puts second ranks below another Article ranked
    fourth and tenth: each part scores as if the other did not exist."""
    scores: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    chunks: dict[str, Chunk] = {}
    for ranking in rankings:
        seen: set[str] = set()
        for r, hit in enumerate(ranking, 1):
            key = hit.clause_id if by_article and "~" in hit.chunk_id else hit.chunk_id
            if key in seen:
                continue  # a later part of an Article ranked already
            seen.add(key)
            scores[key] = scores.get(key, 0.0) + 1.0 / (k + r)
            ranks.setdefault(key, {}).update(hit.ranks)
            chunks.setdefault(key, hit.chunk)
    order = sorted(scores, key=lambda cid: -scores[cid])[:top]
    return [Hit(chunks[cid], scores[cid], {**ranks[cid], name: r}) for r, cid in enumerate(order, 1)]


def notes_with_articles(hits: list[Hit], explains: dict[str, tuple[str, ...]]) -> list[Hit]:
    """A Note is read with the Article it explains: an Article ranked below a Note that explains
    it moves up to just after that Note (the rest keep their order; each hit keeps its ranks).

    Notes repeat their Article's words, so a question often meets the Note first; the user then
    sees the requirement itself next to its explanation instead of several places further down."""
    out = list(hits)
    i = 0
    while i < len(out):
        if out[i].chunk.kind == "note":
            for article in explains.get(out[i].clause_id, ()):
                j = next((j for j in range(i + 1, len(out)) if out[j].clause_id == article), None)
                if j is not None and j > i + 1:
                    out.insert(i + 1, out.pop(j))
        i += 1
    return out


def whole_articles(hits: list[Hit], parts: dict[str, list[Chunk]]) -> list[Hit]:
    """Each Article split into parts (``B-4.2.1.5.~1``, ``~2``: longer than ``chunks.MAX_CHARS``)
    once, at the place of its best-ranked part, as one hit holding every part's passages in the
    Code's order (in each ranking, its best part's rank: a part ranked third by BM25 and another
    second by the dense model make an Article both rank among their three best); the other hits
    keep their order.

    Retrieval ranks the parts, since one part may meet the question and the other not; but what
    an answer quotes from is the Article. On a genuine Code the Table of a long Article is mostly
    in a later part than the Sentence that calls it up, so the answer quoting the best hits'
    passages never saw the Table ("the lighting power density for an office": the Sentence
    naming Table 4.2.1.5. ranked first, its Table in a part ranked ninth). ``parts``: clause id
    -> its chunks (``ClauseIndex.of_clause``), of which those with a part number are joined."""
    ranks: dict[str, dict[str, int]] = {}  # a split Article's best rank in each ranking, over its parts
    for h in hits:
        if "~" in h.chunk_id:
            best = ranks.setdefault(h.clause_id, {})
            for name, r in h.ranks.items():
                best[name] = min(r, best.get(name, r))
    out: list[Hit] = []
    for h in hits:
        if "~" not in h.chunk_id:
            out.append(h)
            continue
        if h.clause_id not in ranks:
            continue  # placed already, at its best part
        joined = [c for c in parts.get(h.clause_id, []) if "~" in c.id]
        best = ranks.pop(h.clause_id)
        if len(joined) < 2:
            out.append(h)
            continue
        whole = replace(h.chunk, id=h.clause_id, passages=tuple(p for c in joined for p in c.passages))
        out.append(Hit(whole, h.score, best))
    return out


def rerank_text(hit: Hit, header: bool = True) -> str:
    return hit.chunk.text if header else hit.chunk.body


def rerank(client, query: str, hits: list[Hit], top: int = 8, header: bool = True) -> list[Hit]:
    """Reorder ``hits`` with ``client.rerank(query, texts, top_n)``; adds the "rerank" rank.

    ``header=False``: the reranker reads each chunk without its context header (an ablation)."""
    if not hits:
        return []
    order = client.rerank(query, [rerank_text(h, header) for h in hits], top)
    return [replace(hits[i], score=score, ranks={**hits[i].ranks, "rerank": r})
            for r, (i, score) in enumerate(order[:top], 1)]
