"""The metrics: ranks, hit@k and MRR, the same-pool rule, and what one configuration scored.

Retrieval is scored per configuration at two levels:

- Article level: the rank of the first retrieved Article or Note that is gold;
- Sentence level: the rank of the first retrieved passage (Sentence, Table,
  definition, Note paragraph) that is a gold unit. A Table counts for the
  Sentences it forms part of, a Note paragraph for its Note.

hit@k is the share of answerable questions with a gold hit in the top k, MRR
the mean of 1/rank (0 for a miss). Every ranking is cut at the candidate pool
(``[retrieval] candidates``) and a reranked configuration reorders exactly the
pool of the configuration it extends (``rerank_same_pool`` enforces it), so
the difference between the two is the reranker's alone.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..model import ClauseTree
from ..qa.bm25 import fold_exponents
from ..units import units as units_of
from .questions import Question, clause_of, table_sentences

KS = (1, 3, 5, 10)
LEVELS = ("article", "sentence")

def first_rank(ranking: Sequence[str], gold: Iterable[str]) -> int | None:
    """1-based rank of the first gold id in ``ranking``; None when none is there."""
    gold = set(gold)
    for i, x in enumerate(ranking, 1):
        if x in gold:
            return i
    return None


def hit_at(ranks: Sequence[int | None], k: int) -> float:
    return sum(1 for r in ranks if r is not None and r <= k) / len(ranks) if ranks else 0.0


def mrr(ranks: Sequence[int | None]) -> float:
    return sum(1.0 / r for r in ranks if r) / len(ranks) if ranks else 0.0


def summarize(ranks: Sequence[int | None]) -> dict[str, float]:
    out = {f"hit@{k}": hit_at(ranks, k) for k in KS}
    out["mrr"] = mrr(ranks)
    out["n"] = len(ranks)
    return out


def dedupe(ids: Iterable[str]) -> list[str]:
    """First occurrence of each id, order kept (chunks of one Article -> the Article once)."""
    seen: set[str] = set()
    return [x for x in ids if not (x in seen or seen.add(x))]


class PoolError(Exception):
    """A reranked list that is not a reordering of its candidate pool."""


def rerank_same_pool(pool: Sequence[str], reranked: Sequence[str]) -> list[str]:
    """The reranked order, checked to be exactly the pool reordered.

    The reranker must see the same candidates, at the same depth, as the
    configuration it extends; anything else (a dropped, added or duplicated
    candidate) would credit the reranker with a difference in the pool."""
    reranked = list(reranked)
    if len(set(pool)) != len(pool):
        raise PoolError("the candidate pool holds duplicates")
    if len(reranked) != len(pool) or set(reranked) != set(pool):
        missing = [x for x in pool if x not in set(reranked)]
        extra = [x for x in reranked if x not in set(pool)]
        raise PoolError(f"reranked list is not the pool reordered (missing {missing[:3]}, extra {extra[:3]}, "
                        f"{len(reranked)} vs {len(pool)} items)")
    return reranked


# --- one configuration's output per question -----------------------------------


@dataclass
class Retrieved:
    """What a configuration returns for one question, best first."""

    clauses: list[str]  # Article / Note ids, deduplicated
    units: list[list[str]]  # per passage: the gold units it counts for (see ``passage_units``)
    timings_ms: dict[str, float] = field(default_factory=dict)
    pool: list[str] = field(default_factory=list)  # chunk ids of the candidate pool, as ranked


@dataclass
class AnswerCheck:
    """One answer, checked against its question."""

    cites_gold: bool
    key_verbatim: bool
    unverified: int  # quantities the grounding check could not find in a cited Sentence
    declined: bool
    timings_ms: dict[str, float] = field(default_factory=dict)
    leads_gold: bool = False  # its first quote is a gold unit (a Table counts for its Sentence)
    hedged: bool = False  # answered, led by "the Code may not answer this as asked" (offline, ``hedge_support``)


@dataclass
class Outcome:
    question: Question
    article_rank: int | None
    sentence_rank: int | None
    timings_ms: dict[str, float]
    answer: AnswerCheck | None = None
    pool: list[str] = field(default_factory=list)  # chunk ids retrieved, in rank order
    top: list[str] = field(default_factory=list)  # the first clauses retrieved, "id (title)", for the misses


def score(question: Question, got: Retrieved, titles: dict[str, str] | None = None) -> Outcome:
    sentence_rank = None
    gold = set(question.gold_sentences)
    for i, units in enumerate(got.units, 1):
        if gold.intersection(units):
            sentence_rank = i
            break
    titles = titles or {}
    return Outcome(question, first_rank(got.clauses, question.gold), sentence_rank, dict(got.timings_ms),
                   pool=list(got.pool), top=[f"{c} ({titles.get(c, '')})" for c in got.clauses[:3]])


@dataclass
class ConfigResult:
    name: str
    description: str
    outcomes: list[Outcome] = field(default_factory=list)
    skipped: str = ""  # why the configuration did not run

    def ranks(self, level: str) -> list[int | None]:
        attr = "article_rank" if level == "article" else "sentence_rank"
        return [getattr(o, attr) for o in self.outcomes if o.question.answerable]

    def summary(self, level: str) -> dict[str, float]:
        return summarize(self.ranks(level))

    def latency(self) -> dict[str, tuple[float, float]]:
        """Per stage: (median, 95th percentile) in ms over the questions."""
        stages = dedupe(s for o in self.outcomes for s in o.timings_ms)
        out = {}
        for s in stages:
            values = sorted(o.timings_ms[s] for o in self.outcomes if s in o.timings_ms)
            out[s] = (statistics.median(values), values[min(len(values) - 1, math.ceil(0.95 * len(values)) - 1)])
        return out

    def answer_summary(self) -> dict[str, float] | None:
        checked = [o for o in self.outcomes if o.answer is not None]
        if not checked:
            return None
        ans = [o.answer for o in checked if o.question.answerable]
        no = [o.answer for o in checked if not o.question.answerable]
        share = (lambda xs, f: sum(1 for x in xs if f(x)) / len(xs) if xs else 0.0)
        return {
            "cites gold": share(ans, lambda a: a.cites_gold),
            "leads with gold": share(ans, lambda a: a.leads_gold),
            "key verbatim": share(ans, lambda a: a.key_verbatim),
            "no flags": share([o.answer for o in checked], lambda a: a.unverified == 0),
            "flagged quantities": float(sum(o.answer.unverified for o in checked)),
            "wrongly declined": share(ans, lambda a: a.declined),
            "declined (no answer)": share(no, lambda a: a.declined),
            "hedged (answerable)": share(ans, lambda a: a.hedged),
            "hedged (no answer)": share(no, lambda a: a.hedged),
            "n": len(ans),
            "n no answer": len(no),
        }


def check_answer(question: Question, text: str, cited: Iterable[str], unverified: int, declined: bool,
                 clauses: dict, timings_ms: dict | None = None, lead: Iterable[str] = (),
                 hedged: bool = False) -> AnswerCheck:
    """``cited``: the ids the answer cites (Sentence, passage or clause ids); ``lead``: the gold
    units its first quote counts for (``passage_units``)."""
    cited = list(cited)
    gold_units_ = set(question.gold_sentences)
    cites_gold = any(c in gold_units_ or clause_of(c, clauses) in question.gold for c in cited)
    return AnswerCheck(
        cites_gold=cites_gold and not declined,
        leads_gold=bool(gold_units_.intersection(lead)) and not declined,
        # a unit's exponent counts as printed either way: the answer shows m², the parse reads m2
        key_verbatim=bool(question.key) and fold_exponents(question.key) in fold_exponents(text) and not declined,
        unverified=unverified, declined=declined, timings_ms=dict(timings_ms or {}), hedged=hedged and not declined,
    )


def passage_units_map(tree: ClauseTree) -> tuple[dict[str, list[str]], set[str]]:
    """An Article's Table passage id -> the Sentences the Table forms part of; and the Note ids
    (a Note's paragraphs and Tables count for the Note)."""
    tables = {u.id: table_sentences(a.division, a.number, u.node.forms_part_of)
              for a in tree.articles for u in units_of(a) if u.kind == "table"}
    return tables, {n.id for n in tree.notes}


def passage_units(passage, tables: dict[str, list[str]], notes: set[str]) -> list[str]:
    """The gold units a retrieved passage counts for (see the module docstring)."""
    if passage.sentence or "#term-" in passage.id:
        return [passage.id]
    if passage.id in tables:
        return tables[passage.id]
    if passage.clause_id in notes:
        return [passage.clause_id]
    return [passage.id]


