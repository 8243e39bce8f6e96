"""The eval harness: with numbers, what each retrieval stage contributes.

A question file (JSON lines, ``eval/questions.jsonl``) holds, per question, its
gold clauses (Article or Note ids, ``B-9.8.8.3.``), its gold Sentences
(``B-9.8.8.3.(2)``; a Note id stands for the whole Note; a definition is
``A-1.4.1.2.#term-guard``), the expected answer and the key quantity exactly
as printed (``1 070 mm``). A question with no gold has no answer in the Code
and must be declined.

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

The metrics, the same-pool rule, the report and the comparison of two reports
are plain functions; ``run_eval`` wires them to the retrievers of ``qa``.
"""

from __future__ import annotations

import json
import math
import re
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .model import ClauseTree
from .urls import term_slug

KS = (1, 3, 5, 10)
LEVELS = ("article", "sentence")


class EvalError(Exception):
    """A user-facing failure (bad question file, bad report): one line."""


# --- the question file --------------------------------------------------------


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    gold: tuple[str, ...]  # Article / Note ids; empty: no answer in the Code
    gold_sentences: tuple[str, ...]  # Sentence ids, Note ids, definition ids
    answer: str
    key: str  # the key quantity (or phrase) exactly as printed
    needs: tuple[str, ...] = ()  # "table", "note", "definition", "cross-reference", "no-answer"

    @property
    def answerable(self) -> bool:
        return bool(self.gold)


_FIELDS = {"id": str, "question": str, "gold": list, "gold_sentences": list, "answer": str, "key": str}


def parse_questions(text: str, source: str = "questions") -> list[Question]:
    out: list[Question] = []
    seen: set[str] = set()
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        where = f"{source} line {n}"
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise EvalError(f"{where}: not valid JSON ({e.msg})") from None
        if not isinstance(rec, dict):
            raise EvalError(f"{where}: expected a JSON object")
        for name, kind in _FIELDS.items():
            if name not in rec:
                raise EvalError(f"{where}: missing \"{name}\"")
            if not isinstance(rec[name], kind):
                raise EvalError(f"{where}: \"{name}\" must be a {kind.__name__}")
        if rec["id"] in seen:
            raise EvalError(f"{where}: duplicate id {rec['id']!r}")
        seen.add(rec["id"])
        if bool(rec["gold"]) != bool(rec["gold_sentences"]) or bool(rec["gold"]) != bool(rec["key"]):
            raise EvalError(f"{where}: gold, gold_sentences and key must be all set (answerable) or all empty (no answer)")
        out.append(Question(
            id=rec["id"], question=rec["question"].strip(), gold=tuple(rec["gold"]),
            gold_sentences=tuple(rec["gold_sentences"]), answer=rec["answer"], key=rec["key"],
            needs=tuple(rec.get("needs", ())),
        ))
    if not out:
        raise EvalError(f"{source}: no questions")
    return out


def load_questions(path: Path) -> list[Question]:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise EvalError(f"{path}: no such question file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise EvalError(f"{path}: cannot read ({e})") from None
    return parse_questions(text, str(path))


_SENTENCE_NUMBERS = re.compile(r"\((\d+)\)")


def table_sentences(division: str, number: str, forms_part_of: str) -> list[str]:
    """``Sentences 9.23.6.1.(1) and (4)`` -> ``["B-9.23.6.1.(1)", "B-9.23.6.1.(4)"]``."""
    return [f"{division}-{number}({n})" for n in _SENTENCE_NUMBERS.findall(forms_part_of)]


def gold_units(tree: ClauseTree) -> dict[str, str]:
    """Every id a question may name, with the text it holds.

    Articles and Notes (their whole text, tables included); Sentences (with
    their Clauses, and the Tables that form part of them); definitions; Notes
    again at Sentence level (their paragraphs)."""
    units: dict[str, str] = {}
    for a in tree.articles:
        tables = {t.number: "\n".join([t.title, *(" | ".join(r) for r in t.rows), *t.notes]) for t in a.tables}
        sentence_text = {f"{a.id}({s.number})": s.full_text for s in a.sentences}
        for t in a.tables:
            for sid in table_sentences(a.division, a.number, t.forms_part_of):
                if sid in sentence_text:
                    sentence_text[sid] += "\n" + tables[t.number]
        units.update(sentence_text)
        for d in a.definitions:
            units[f"{a.id}#{term_slug(d.term)}"] = d.text
        units[a.id] = "\n".join([a.text, *tables.values()])
    for n in tree.notes:
        units[n.id] = n.text
    return units


def check_questions(questions: Sequence[Question], tree: ClauseTree) -> list[str]:
    """Problems with the question set against the parsed Code: unknown gold ids,
    a gold Sentence outside the gold clauses, a key quantity that no gold
    Sentence prints. Empty when the set is sound."""
    units = gold_units(tree)
    clauses = tree.by_id()
    problems = []
    for q in questions:
        for gid in q.gold:
            if gid not in clauses:
                problems.append(f"{q.id}: gold {gid} is not an Article or Note of the parsed Code")
        for sid in q.gold_sentences:
            if sid not in units:
                problems.append(f"{q.id}: gold Sentence {sid} does not exist in the parsed Code")
            elif clause_of(sid, clauses) not in q.gold:
                problems.append(f"{q.id}: gold Sentence {sid} is not in a gold Article or Note")
        if q.key and not any(q.key in units.get(sid, "") for sid in q.gold_sentences):
            problems.append(f"{q.id}: key {q.key!r} is not printed in any gold Sentence")
    return problems


def clause_of(unit_id: str, clauses: dict) -> str:
    """The Article or Note a unit id belongs to (``B-9.8.8.3.(2)`` -> ``B-9.8.8.3.``)."""
    if unit_id in clauses:
        return unit_id  # a Note id may itself end in "(1)": try it whole first
    head = unit_id.split("#", 1)[0]
    if head in clauses:
        return head
    return re.sub(r"\(\d+\)$", "", head)


# --- metrics ------------------------------------------------------------------


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
            "key verbatim": share(ans, lambda a: a.key_verbatim),
            "no flags": share([o.answer for o in checked], lambda a: a.unverified == 0),
            "flagged quantities": float(sum(o.answer.unverified for o in checked)),
            "wrongly declined": share(ans, lambda a: a.declined),
            "declined (no answer)": share(no, lambda a: a.declined),
            "n": len(ans),
            "n no answer": len(no),
        }


def check_answer(question: Question, text: str, cited: Iterable[str], unverified: int, declined: bool,
                 clauses: dict, timings_ms: dict | None = None) -> AnswerCheck:
    """``cited``: the ids the answer cites (Sentence, passage or clause ids)."""
    cited = list(cited)
    gold_units_ = set(question.gold_sentences)
    cites_gold = any(c in gold_units_ or clause_of(c, clauses) in question.gold for c in cited)
    return AnswerCheck(
        cites_gold=cites_gold and not declined,
        key_verbatim=bool(question.key) and question.key in text and not declined,
        unverified=unverified, declined=declined, timings_ms=dict(timings_ms or {}),
    )


# --- the report -------------------------------------------------------------------


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _rank(r: int | None) -> str:
    return str(r) if r is not None else "–"


def summary_rows(results: Sequence[ConfigResult]) -> list[tuple[str, str, dict[str, float]]]:
    return [(r.name, level, r.summary(level)) for r in results if not r.skipped for level in LEVELS]


def summary_table(results: Sequence[ConfigResult]) -> str:
    lines = ["| Configuration | Level | " + " | ".join(f"hit@{k}" for k in KS) + " | MRR | n |",
             "|---|---|" + "---:|" * (len(KS) + 2)]
    for name, level, s in summary_rows(results):
        cells = [_pct(s[f"hit@{k}"]) for k in KS] + [f"{s['mrr']:.3f}", str(int(s["n"]))]
        lines.append(f"| {name} | {level} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def best(results: Sequence[ConfigResult], level: str = "article") -> ConfigResult | None:
    ran = [r for r in results if not r.skipped and r.outcomes]
    return max(ran, key=lambda r: (r.summary(level)["mrr"], r.summary(level)["hit@1"]), default=None)


def render_report(results: Sequence[ConfigResult], questions: Sequence[Question], meta: dict[str, str]) -> str:
    ran = [r for r in results if not r.skipped]
    out = ["# Retrieval and answer evaluation", ""]
    out += [f"- {k}: {v}" for k, v in meta.items()]
    answerable = sum(q.answerable for q in questions)
    out.append(f"- Questions: {len(questions)} ({answerable} with an answer in the Code, "
               f"{len(questions) - answerable} without, which must be declined)")
    out += ["", "## Configurations", ""]
    for r in results:
        out.append(f"- `{r.name}`: {r.description}" + (f" **Skipped: {r.skipped}**" if r.skipped else ""))
    out += ["", "## Summary", "",
            "Retrieval over the answerable questions. Article level: first gold Article or Note; "
            "Sentence level: first gold Sentence (a Table counts for the Sentence it forms part of, "
            "a Note paragraph for its Note, a definition for itself). A miss ranks beyond the pool.", "",
            summary_table(results), ""]
    top = best(results)
    if top:
        s = top.summary("article")
        out += [f"Best at Article level: `{top.name}`: hit@1 {_pct(s['hit@1'])}, hit@3 {_pct(s['hit@3'])}, "
                f"MRR {s['mrr']:.3f}.", ""]
    if top:
        missed = [o for o in top.outcomes if o.question.answerable and o.article_rank != 1]
        out += [f"## Misses of `{top.name}`", "",
                f"{len(missed)} answerable questions whose first Article is not gold: the rank of the first gold "
                f"clause (– : not in the pool) and the clauses ranked first instead.", "",
                "| Question | Gold | Rank | Ranked first |", "|---|---|---:|---|"]
        for o in missed:
            text = o.question.question.replace("|", "\\|")
            out.append(f"| {o.question.id} {text} | {', '.join(o.question.gold)} | {_rank(o.article_rank)} "
                       f"| {'; '.join(o.top)} |")
        out.append("")
    answering = [r for r in ran if r.answer_summary()]
    if answering:
        out += ["## Answers", "",
                "Cites gold: the answer cites a gold Sentence or clause. Key verbatim: the key quantity appears "
                "exactly as printed. No flags: the grounding check verified every quantity. Declined: the answer "
                "says the Code does not answer.", "",
                "| Configuration | cites gold | key verbatim | no flags | flagged quantities | wrongly declined "
                "| declined (no answer) |", "|---|---:|---:|---:|---:|---:|---:|"]
        for r in answering:
            a = r.answer_summary()
            out.append(f"| {r.name} | {_pct(a['cites gold'])} | {_pct(a['key verbatim'])} | {_pct(a['no flags'])} "
                       f"| {int(a['flagged quantities'])} | {_pct(a['wrongly declined'])} "
                       f"| {_pct(a['declined (no answer)'])} |")
        out.append("")
    stages = dedupe(s for r in ran for s in r.latency())
    if stages:
        out += ["## Latency", "", "Milliseconds per question, median / 95th percentile.", "",
                "| Configuration | " + " | ".join(stages) + " |", "|---|" + "---:|" * len(stages)]
        for r in ran:
            lat = r.latency()
            out.append(f"| {r.name} | " + " | ".join(
                f"{lat[s][0]:.1f} / {lat[s][1]:.1f}" if s in lat else "" for s in stages) + " |")
        out.append("")
    out += ["## Per question", "",
            "Rank of the first gold hit, Article / Sentence level (– : not in the pool). "
            "Answer columns: C cites gold, K key verbatim, D declined, F flagged quantities.", "",
            "| Question | Needs | Gold | " + " | ".join(r.name for r in ran) + " |",
            "|---|---|---|" + "---|" * len(ran)]
    by_q = {r.name: {o.question.id: o for o in r.outcomes} for r in ran}
    for q in questions:
        cells = []
        for r in ran:
            o = by_q[r.name].get(q.id)
            if o is None:
                cells.append("")
                continue
            cell = f"{_rank(o.article_rank)} / {_rank(o.sentence_rank)}" if q.answerable else "n/a"
            if o.answer is not None:
                a = o.answer
                flags = "".join(x for x, on in (("C", a.cites_gold), ("K", a.key_verbatim), ("D", a.declined)) if on)
                cell += f" {flags or '·'}" + (f" F{a.unverified}" if a.unverified else "")
            cells.append(cell)
        text = q.question.replace("|", "\\|")
        gold = ", ".join(q.gold_sentences) or "(none)"
        out.append(f"| {q.id} {text} | {', '.join(q.needs)} | {gold} | " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


def print_summary(results: Sequence[ConfigResult]) -> str:
    """The summary as plain text lines, for the terminal."""
    lines = []
    for r in results:
        if r.skipped:
            lines.append(f"skipped {r.name}: {r.skipped}")
    head = f"{'configuration':<28} {'level':<9}" + "".join(f"{f'hit@{k}':>8}" for k in KS) + f"{'MRR':>8}"
    lines.append(head)
    for name, level, s in summary_rows(results):
        lines.append(f"{name:<28} {level:<9}" + "".join(f"{100 * s[f'hit@{k}']:>7.1f}%" for k in KS)
                     + f"{s['mrr']:>8.3f}")
    return "\n".join(lines)


# --- comparing two reports ----------------------------------------------------------

_METRICS = [f"hit@{k}" for k in KS] + ["MRR"]


def read_summary(path: Path) -> dict[tuple[str, str], dict[str, float]]:
    """The summary table of a report written by ``render_report``."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise EvalError(f"{path}: cannot read the report") from None
    rows: dict[tuple[str, str], dict[str, float]] = {}
    in_summary = False
    for line in text.splitlines():
        if line.startswith("## "):
            in_summary = line.strip() == "## Summary"
            continue
        if not (in_summary and line.startswith("| ")) or line.startswith("| Configuration") or "---" in line:
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != len(_METRICS) + 3:
            continue
        values = {}
        for m, c in zip(_METRICS, cells[2:]):
            values[m] = float(c.rstrip(" %")) / (100 if c.endswith("%") else 1)
        rows[(cells[0], cells[1])] = values
    if not rows:
        raise EvalError(f"{path}: no summary table (not a report written by codecite-site eval)")
    return rows


def compare_reports(before: Path, after: Path) -> str:
    """A table of every metric, before -> after, for the configurations in both."""
    a, b = read_summary(before), read_summary(after)
    lines = [f"{'configuration':<28} {'level':<9} " + " ".join(f"{m:>17}" for m in _METRICS)]
    for key in [k for k in a if k in b]:
        cells = []
        for m in _METRICS:
            x, y = a[key][m], b[key][m]
            scale, unit = (100, "") if m != "MRR" else (1, "")
            d = (y - x) * scale
            fmt = "{:.1f}" if m != "MRR" else "{:.3f}"
            cells.append(f"{fmt.format(x * scale)}->{fmt.format(y * scale)} ({'+' if d >= 0 else ''}{fmt.format(d)})")
        lines.append(f"{key[0]:<28} {key[1]:<9} " + " ".join(f"{c:>17}" for c in cells))
    only = [f"{k[0]} ({k[1]})" for k in b if k not in a] + [f"{k[0]} ({k[1]})" for k in a if k not in b]
    if only:
        lines.append("in one report only: " + ", ".join(only))
    return "\n".join(lines)


# --- running the configurations ------------------------------------------------------

SKIP_NO_KEY = "no Cohere key (set COHERE_API_KEY or CO_API_KEY to run it)"


def passage_units_map(tree: ClauseTree) -> tuple[dict[str, list[str]], set[str]]:
    """Table passage id -> the Sentences the Table forms part of; and the Note ids."""
    tables = {}
    for a in tree.articles:
        for t in a.tables:
            tables[f"{a.division}-Table-{t.number}"] = table_sentences(a.division, a.number, t.forms_part_of)
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


class PassageOrder:
    """Orders the passages of each retrieved chunk, best first, for the Sentence level.

    One scorer for every configuration, the answer writer's (``Engine.passage_scores``:
    BM25 over passages, fused by reciprocal rank with the local dense model's cosine when
    it is installed), so that Sentence-level differences between configurations come from
    their chunk rankings alone."""

    def __init__(self, engine):
        self.engine = engine
        self._last: tuple = ()  # (question, cosine): every configuration asks the same question in turn

    def __call__(self, question: str, hits) -> list:
        if not self._last or self._last[0] != question:
            self._last = (question, self.engine.query_cosine(question))
        order, _ = self.engine.passage_scores(question, [p for h in hits for p in h.passages], self._last[1])
        out, i = [], 0
        for h in hits:
            scores = order[i:i + len(h.passages)]
            i += len(h.passages)
            # stable sort: equal scores keep the Code's order
            out += [h.passages[j] for j in sorted(range(len(scores)), key=lambda j: -float(scores[j]))]
        return out


@dataclass
class Backend:
    """A first-stage configuration: ``search(question, k) -> (hits, stage timings in ms)``."""

    name: str
    description: str
    run: Callable
    rerank_variants: tuple[tuple[str, bool], ...] = ()  # (name, header) of reranked configurations over its pool
    post: Callable | None = None  # the final ordering of the offline pipeline (Notes with their Articles)
    _last: tuple = ()

    def search_raw(self, question: str, k: int):
        # A fused configuration asks its parts again for the same question: answer from
        # the last call (with the timings measured then) instead of embedding twice.
        if self._last[:2] != (question, k):
            self._last = (question, k, *self.run(question, k))
        return self._last[2], dict(self._last[3])

    def search(self, question: str, k: int):
        hits, timings = self.search_raw(question, k)
        return (self.post(hits) if self.post else hits), timings


def _timed(fn, *args):
    t = time.perf_counter()
    out = fn(*args)
    return out, (time.perf_counter() - t) * 1000


def bm25_backend(chunks, name: str, description: str) -> Backend:
    from .qa.retrieve import Bm25Retriever

    retriever = Bm25Retriever.build(chunks)

    def search(question: str, k: int):
        hits, ms = _timed(retriever.search, question, k)
        return hits, {"search": ms}

    return Backend(name, description, search)


def dense_backend(chunks, matrix, embed_query, name: str, description: str) -> Backend:
    from .qa.retrieve import DenseIndex

    index = DenseIndex(chunks, matrix, embed_query, name="dense")

    def search(question: str, k: int):
        vector, embed_ms = _timed(embed_query, question)
        hits, ms = _timed(index.search_vector, vector, k)
        return hits, {"embed": embed_ms, "search": ms}

    return Backend(name, description, search)


def fused_backend(parts: Sequence[Backend], name: str, description: str) -> Backend:
    from .qa.retrieve import rrf

    def search(question: str, k: int):
        rankings, timings = [], {}
        for b in parts:
            hits, t = b.search_raw(question, k)
            rankings.append(hits)
            for stage, ms in t.items():
                timings[stage] = timings.get(stage, 0.0) + ms
        fused, ms = _timed(rrf, rankings, k)
        timings["fuse"] = ms
        return fused, timings

    return Backend(name, description, search)


def rerank_pool(client, question: str, pool, header: bool = True):
    """Rerank every hit of ``pool`` (top_n = the whole pool) and check the same-pool rule.

    ``header=False`` is the ablation: the reranker sees each chunk without its
    context header."""
    from dataclasses import replace

    texts = [h.chunk.text if header else h.chunk.body for h in pool]
    order, ms = _timed(client.rerank, question, texts, len(pool))
    reranked = [replace(pool[i], score=s, ranks={**pool[i].ranks, "rerank": r}) for r, (i, s) in enumerate(order, 1)]
    rerank_same_pool([h.chunk_id for h in pool], [h.chunk_id for h in reranked])
    return reranked, {"rerank": ms}


def retrieved(question: str, hits, timings: dict, order: PassageOrder, tables, notes) -> Retrieved:
    return Retrieved(
        clauses=dedupe(h.clause_id for h in hits),
        units=[passage_units(p, tables, notes) for p in order(question, hits)],
        timings_ms=timings, pool=[h.chunk_id for h in hits],
    )


def cohere_key(environ=None) -> str | None:
    import os

    from .qa.cohere_client import api_key_from_env

    return api_key_from_env(os.environ if environ is None else environ)


def cohere_backends(config, client, chunks, chunks_bare, bm25: Backend, log=print) -> list[Backend]:
    """Embed v4 over chunks with and without context headers, fused with BM25; reranked variants."""
    from .qa.vectors import build_vectors

    def vectors(cs, label):
        folder = config.work_dir / "eval" / f"vectors-{label}"
        log(f"eval: Embed v4 vectors for {len(cs)} chunks ({label}) ...")
        build_vectors(cs, lambda texts: client.embed(texts, "search_document"), folder, config.models.embed,
                      dtype="float16")
        from .qa.vectors import load_vectors

        return load_vectors(folder, cs, config.models.embed)[0]

    embed = client.embed_query
    dense = dense_backend(chunks, vectors(chunks, "header"), embed, "cohere-embed",
                          "Embed v4 (search_document) over chunks with their context headers, exact cosine.")
    dense.rerank_variants = (("cohere-embed+rerank", True),)
    bare = dense_backend(chunks_bare, vectors(chunks_bare, "no-header"), embed, "cohere-embed-no-header",
                         "Ablation: Embed v4 over the same chunks without context headers.")
    fused = fused_backend([bm25, dense], "cohere-fused",
                          "BM25 and Embed v4 fused by reciprocal rank (k = 60).")
    fused.rerank_variants = (("cohere-fused+rerank", True), ("cohere-fused+rerank-no-header", False))
    return [dense, bare, fused]


def local_backends(engine, bm25: Backend) -> list[Backend]:
    """The local dense model exactly as ``ask`` runs it offline (the engine's own index over
    Sentences), alone and fused with BM25; none when it is not installed."""
    if engine.local is None:
        return []
    index, name = engine.local, engine.local_model

    def search(question: str, k: int):
        vector, embed_ms = _timed(index.embed_query, question)
        hits, ms = _timed(index.search_vector, vector, k)
        return hits, {"embed": embed_ms, "search": ms}

    dense = Backend("local-dense", f"Local dense model ({name}, onnxruntime) over every Sentence with its chunk's "
                    f"context header, exact cosine; a chunk scores as its best Sentence.", search)
    fused = fused_backend([bm25, dense], "fused", "BM25 and the local dense model fused by reciprocal rank (k = 60); "
                          "answers by the offline extractive writer (the `ask` pipeline without a key, model installed).")
    dense.post = fused.post = engine.keep_notes_with_articles
    return [dense, fused]


COHERE_CONFIGS = {
    "cohere-embed": "Embed v4 (search_document) over chunks with their context headers, exact cosine.",
    "cohere-embed-no-header": "Ablation: Embed v4 over the same chunks without context headers.",
    "cohere-fused": "BM25 and Embed v4 fused by reciprocal rank (k = 60).",
    "bm25+rerank": "Rerank 3.5 over the pool of `bm25`.",
    "cohere-embed+rerank": "Rerank 3.5 over the pool of `cohere-embed`; answers by Command A (the `ask` pipeline).",
    "cohere-fused+rerank": "Rerank 3.5 over the pool of `cohere-fused`.",
    "cohere-fused+rerank-no-header": "Ablation: Rerank 3.5 over the pool of `cohere-fused`, chunks without context "
                                     "headers.",
}


def run_eval(config, questions_path: Path, environ=None, client=None, log=print,
             answers: bool = True) -> tuple[list[ConfigResult], list[Question], dict[str, str]]:
    """Score every available configuration on the question file against the configured Code.

    Cohere configurations run when a key is present (``client`` may be passed
    in, e.g. one pointed at a test server); otherwise they are listed as
    skipped with the reason."""
    from .ingest import load_tree
    from .qa.answer import PASSAGE_RRF_K, Engine
    from .qa.chunks import build_chunks

    questions = load_questions(questions_path)
    tree, _, pdf = load_tree(config, log=log)
    problems = check_questions(questions, tree)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise EvalError(f"{questions_path}: {problems[0]}{more}")
    k = config.retrieval.candidates
    from .qa.local_dense import vectors_dir

    # the offline answer pipeline, exactly as `ask` runs it (with the local dense model when installed)
    engine = Engine.build(tree, config, local_dir=vectors_dir(config, pdf), log=log)
    chunks = engine.chunks
    bare_chunks = build_chunks(tree, header=False)
    order = PassageOrder(engine)
    tables, notes = passage_units_map(tree)
    titles = {c.id: c.title for c in [*tree.articles, *tree.notes]}

    bm25 = Backend("bm25", "BM25 (bm25s) over chunks with their context headers" + (
                   "." if engine.local else "; answers by the offline extractive writer (the `ask` pipeline "
                   "without a key)."),
                   lambda q, n: (lambda r: (r[0], {"search": r[1]}))(_timed(engine.bm25.search, q, n)))
    backends = [bm25, bm25_backend(bare_chunks, "bm25-no-header", "Ablation: BM25 over chunks without context headers.")]
    for b in backends:  # as `ask` orders its hits offline: each Note followed by the Article it explains
        b.post = engine.keep_notes_with_articles
    backends += local_backends(engine, bm25)
    skipped: list[ConfigResult] = []
    if engine.local is None:
        skipped += [ConfigResult(name, "Local dense model, alone and fused with BM25.", skipped=engine.local_status)
                    for name in ("local-dense", "fused")]
    key = cohere_key(environ)
    if client is None and key:
        from .qa.cohere_client import CohereClient

        client = CohereClient.for_batch(key, config)  # paced to the [cohere] limits, waits out a 429
    cohere_engine = None
    if client is not None:
        bm25.rerank_variants = (("bm25+rerank", True),)
        for b in backends[2:]:
            b.rerank_variants = ((f"{b.name}+rerank", True),)
        backends += cohere_backends(config, client, chunks, bare_chunks, bm25, log=log)
        if answers:
            cohere_engine = Engine.build(tree, config, client=client,
                                         vectors_dir=config.work_dir / "eval" / "vectors-header")
    else:
        skipped += [ConfigResult(name, text, skipped=SKIP_NO_KEY) for name, text in COHERE_CONFIGS.items()]

    results: dict[str, ConfigResult] = {}
    for b in backends:
        results[b.name] = ConfigResult(b.name, b.description)
        for name, header in b.rerank_variants:
            results[name] = ConfigResult(name, COHERE_CONFIGS.get(name) or f"Rerank 3.5 over the pool of `{b.name}`.")
    t0 = time.perf_counter()
    for i, q in enumerate(questions, 1):
        for b in backends:
            hits, timings = b.search(q.question, k)
            results[b.name].outcomes.append(
                score(q, retrieved(q.question, hits, timings, order, tables, notes), titles))
            for name, header in b.rerank_variants:
                reranked, t = rerank_pool(client, q.question, hits, header)
                results[name].outcomes.append(
                    score(q, retrieved(q.question, reranked, {**timings, **t}, order, tables, notes), titles))
        if i % 10 == 0 or i == len(questions):
            log(f"eval: {i}/{len(questions)} questions ({time.perf_counter() - t0:.1f} s)")

    if answers:
        clauses = tree.by_id()
        # the offline `ask` pipeline: fused when the local model is installed, else BM25
        check_answers(results[engine.retrieval], engine, clauses, rerank=False)
        if cohere_engine is not None:
            check_answers(results["cohere-embed+rerank"], cohere_engine, clauses, rerank=True)
        log(f"eval: answers checked ({time.perf_counter() - t0:.1f} s)")
    meta = {
        "Code": f"{pdf.name} ({len(tree.articles)} Articles, {len(tree.notes)} Notes, {len(chunks)} chunks)",
        "Question file": _shown(questions_path),
        "Candidate pool": f"top {k} chunks (`[retrieval] candidates`); a reranked configuration reorders its "
                          f"base configuration's pool, so the difference is the reranker's alone",
        "Sentence level": "the pool's passages in chunk order, each chunk's passages ordered by the answer "
                          "writer's passage scorer (the same for every configuration): " + (
                              f"BM25 over passages fused by reciprocal rank with the local dense model's cosine "
                              f"(k = {PASSAGE_RRF_K})" if engine.local is not None else "BM25 over passages"),
        "Date": time.strftime("%Y-%m-%d"),
    }
    return list(results.values()) + skipped, questions, meta


def _shown(path: Path) -> str:
    """A path as the report shows it: relative to the working folder when inside it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def check_answers(result: ConfigResult, engine, clauses: dict, rerank: bool) -> None:
    """Answer every question with ``engine.ask`` and check the answer (see ``check_answer``)."""
    from .qa.answer import NO_ANSWER

    decline = NO_ANSWER.rstrip(".").lower()
    for o in result.outcomes:
        a = engine.ask(o.question.question, rerank=rerank)
        cited = [x for c in a["citations"] for src in c["sources"] for x in (src["id"], src["passage"])]
        timings = {s: a["timings_ms"][s] for s in ("generate", "cite") if s in a["timings_ms"]}
        o.answer = check_answer(o.question, a["answer"], cited, len(a["unverified_quantities"]),
                                decline in a["answer"].lower(), clauses, timings)
        o.timings_ms.update(timings)


def write_report(path: Path, text: str) -> None:
    from .files import atomic_write_text

    atomic_write_text(Path(path), text)


def evaluate(config, questions_path: Path | None = None, out: Path | None = None, environ=None, client=None,
             log=print, answers: bool = True) -> str:
    """Run the eval, write the report (atomically) and return the summary to print."""
    questions_path = Path(questions_path) if questions_path else config.path("eval/questions.jsonl")
    out = Path(out) if out else config.path("eval/results.md")
    try:
        results, questions, meta = run_eval(config, questions_path, environ=environ, client=client, log=log,
                                            answers=answers)
    except Exception as e:
        from .qa.cohere_client import UpstreamError
        from .qa.vectors import VectorError

        if isinstance(e, (UpstreamError, VectorError)):
            raise EvalError(str(e).splitlines()[0]) from None
        raise
    write_report(out, render_report(results, questions, meta))
    return print_summary(results) + f"\nwrote {out}"
