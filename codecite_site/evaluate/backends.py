"""The configurations the eval scores, each a call of the engine ``ask`` runs.

A configuration is an ``Engine`` (``qa.answer``) and one of its first stages
(``Engine.retrieve(retrieval=...)``): ``bm25``, ``local-dense`` and ``fused``
offline, ``cohere-embed`` and ``cohere-fused`` with a Cohere key, and the
ablations without context headers on an engine built without them. A reranked
configuration hands the Cohere engine the pool of the configuration it
extends (``Engine.retrieve(pool=..., top=len(pool))``) and checks that what
comes back is exactly that pool reordered (``rerank_same_pool``). Nothing here
ranks, fuses or reranks by itself: what the eval measures is what ``ask`` runs.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass, replace
from pathlib import Path

from ..ingest import load_tree
from ..qa.answer import PASSAGE_RRF_K, Engine, Retrieval
from ..qa.local_dense import vectors_dir as local_vectors_dir
from ..qa.retrieve import Hit, whole_articles
from ..qa.vectors import build_vectors
from .metrics import (
    ConfigResult,
    Retrieved,
    check_answer,
    dedupe,
    passage_units,
    passage_units_map,
    rerank_same_pool,
    score,
)
from .questions import EvalError, Question, check_questions, load_questions

SKIP_NO_KEY = "no Cohere key (set COHERE_API_KEY or CO_API_KEY to run it)"

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


@dataclass
class Configuration:
    """One first stage of one engine, and the reranked configurations over its pool."""

    name: str
    description: str
    engine: Engine
    retrieval: str  # ``Engine.retrieve``'s first stage: "bm25", "local", "fused", "dense", "dense+bm25"
    reranked: tuple[tuple[str, bool], ...] = ()  # (name, header) of the reranked configurations over its pool

    def pool(self, question: str) -> Retrieval:
        return self.engine.retrieve(question, rerank=False, retrieval=self.retrieval)


def rerank_pool(engine: Engine, question: str, pool: list[Hit], header: bool = True) -> tuple[list[Hit], dict]:
    """``engine`` (with Cohere) reranks the whole ``pool``, and the same-pool rule is checked:
    ``(reranked hits, timings)``.

    ``header=False`` is the ablation: the reranker sees each chunk without its context header."""
    got = engine.retrieve(question, pool=pool, top=len(pool), header=header)
    if not got.reranked:
        raise EvalError("a reranked configuration needs an engine with Cohere")
    rerank_same_pool([h.chunk_id for h in pool], [h.chunk_id for h in got.top])
    return got.top, got.timings_ms


class PassageOrder:
    """Orders the passages of each retrieved chunk, best first, for the Sentence level.

    One scorer for every configuration, the answer writer's (``Engine.passage_scores``:
    BM25 over passages, fused by reciprocal rank with the local dense model's cosine when
    it is installed), so that Sentence-level differences between configurations come from
    their chunk rankings alone. A Sentence the question names by number comes first among its
    chunk's passages, as the answer leads with it (``Engine.extractive``)."""

    def __init__(self, engine: Engine):
        self.engine = engine
        self._last: tuple = ()  # (question, cosine): every configuration asks the same question in turn

    def __call__(self, question: str, hits: list[Hit]) -> list:
        if not self._last or self._last[0] != question:
            self._last = (question, self.engine.query_cosine(question))
        order, _ = self.engine.passage_scores(question, [p for h in hits for p in h.passages], self._last[1])
        named = {t.passage_id for t in self.engine.read(question).targets if t.passage_id}
        out, i = [], 0
        for h in hits:
            scores = order[i:i + len(h.passages)]
            i += len(h.passages)
            # stable sort: equal scores keep the Code's order
            out += [h.passages[j] for j in sorted(range(len(scores)),
                                                  key=lambda j: (h.passages[j].id not in named, -float(scores[j])))]
        return out


def retrieved(question: str, hits: list[Hit], timings: dict, order: PassageOrder, tables, notes) -> Retrieved:
    """What a configuration retrieved, as scored: its clauses in rank order, and its Sentences (``units``) in
    the order of ``PassageOrder`` over whole Articles: a long Article split into parts is read whole at its
    best part's place (``whole_articles``), as the answer writer reads it (a Sentence of its part ranked
    beyond the pool is quoted all the same, and is no miss)."""
    return Retrieved(
        clauses=dedupe(h.clause_id for h in hits),
        units=[passage_units(p, tables, notes)
               for p in order(question, whole_articles(hits, order.engine.clause_index.of_clause))],
        timings_ms=dict(timings), pool=[h.chunk_id for h in hits],
    )


def cohere_key(environ=None) -> str | None:
    from ..qa.cohere_client import api_key_from_env

    return api_key_from_env(os.environ if environ is None else environ)


def offline_configurations(engine: Engine, bare: Engine) -> list[Configuration]:
    """BM25 with and without context headers and, when it is installed, the local dense model
    alone and fused with BM25, exactly as ``ask`` runs them offline (each Note followed by the
    Article it explains)."""
    out = [
        Configuration("bm25", "BM25 (bm25s) over chunks with their context headers" + (
            "." if engine.local else "; answers by the offline extractive writer (the `ask` pipeline without a key)."),
            engine, "bm25"),
        Configuration("bm25-no-header", "Ablation: BM25 over chunks without context headers.", bare, "bm25"),
    ]
    if engine.local is not None:
        out += [
            Configuration("local-dense", f"Local dense model ({engine.local_model}, onnxruntime) over every Sentence "
                          f"with its chunk's context header, exact cosine; a chunk scores as its best Sentence.",
                          engine, "local"),
            Configuration("fused", "BM25 and the local dense model fused by reciprocal rank (k = 60); answers by the "
                          "offline extractive writer (the `ask` pipeline without a key, model installed).",
                          engine, "fused"),
        ]
    return out


def cohere_engines(config, tree, client, chunks, bare_chunks, log=print) -> tuple[Engine, Engine]:
    """The Cohere engine over Embed v4 vectors of the chunks with their context headers (the
    ``ask`` pipeline), and one over the chunks without them; the vectors are built (once,
    into the work folder's ``eval/``) first."""
    engines = []
    for label, cs, header in (("header", chunks, True), ("no-header", bare_chunks, False)):
        folder = config.work_dir / "eval" / f"vectors-{label}"
        log(f"eval: Embed v4 vectors for {len(cs)} chunks ({label}) ...")
        build_vectors(cs, lambda texts: client.embed(texts, "search_document"), folder, config.models.embed,
                      dtype="float16")
        engines.append(Engine.build(tree, config, client=client, vectors_dir=folder, header=header))
    return engines[0], engines[1]


def run_eval(config, questions_path: Path, environ=None, client=None, log=print,
             answers: bool = True) -> tuple[list[ConfigResult], list[Question], dict[str, str]]:
    """Score every available configuration on the question file against the configured Code.

    Cohere configurations run when a key is present (``client`` may be passed
    in, e.g. one pointed at a test server); otherwise they are listed as
    skipped with the reason."""
    questions = load_questions(questions_path)
    tree, _, pdf = load_tree(config, log=log)
    problems = check_questions(questions, tree)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise EvalError(f"{questions_path}: {problems[0]}{more}")
    k = config.retrieval.candidates

    # the offline engine `ask` runs (with the local dense model when installed), and the ablation
    engine = Engine.build(tree, config, local_dir=local_vectors_dir(config, pdf), log=log)
    bare = Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)), header=False)
    configs = offline_configurations(engine, bare)
    skipped: list[ConfigResult] = []
    if engine.local is None:
        skipped += [ConfigResult(name, "Local dense model, alone and fused with BM25.", skipped=engine.local_status)
                    for name in ("local-dense", "fused")]
    key = cohere_key(environ)
    if client is None and key:
        from ..qa.cohere_client import CohereClient

        client = CohereClient.for_batch(key, config)  # paced to the [cohere] limits, waits out a 429
    cohere = None
    if client is not None:
        for c in configs:
            if c.engine is engine:  # not the ablation
                c.reranked = ((f"{c.name}+rerank", True),)
        cohere, cohere_bare = cohere_engines(config, tree, client, engine.chunks, bare.chunks, log=log)
        configs += [
            Configuration("cohere-embed", COHERE_CONFIGS["cohere-embed"], cohere, "dense",
                          (("cohere-embed+rerank", True),)),
            Configuration("cohere-embed-no-header", COHERE_CONFIGS["cohere-embed-no-header"], cohere_bare, "dense"),
            Configuration("cohere-fused", COHERE_CONFIGS["cohere-fused"], cohere, "dense+bm25",
                          (("cohere-fused+rerank", True), ("cohere-fused+rerank-no-header", False))),
        ]
    else:
        skipped += [ConfigResult(name, text, skipped=SKIP_NO_KEY) for name, text in COHERE_CONFIGS.items()]

    results: dict[str, ConfigResult] = {}
    for c in configs:
        results[c.name] = ConfigResult(c.name, c.description)
        for name, _ in c.reranked:
            results[name] = ConfigResult(name, COHERE_CONFIGS.get(name) or f"Rerank 3.5 over the pool of `{c.name}`.")
    order = PassageOrder(engine)
    tables, notes = passage_units_map(tree)
    titles = {c.id: c.title for c in [*tree.articles, *tree.notes]}
    t0 = time.perf_counter()
    for i, q in enumerate(questions, 1):
        for c in configs:
            got = c.pool(q.question)
            results[c.name].outcomes.append(
                score(q, retrieved(q.question, got.candidates, got.timings_ms, order, tables, notes), titles))
            for name, header in c.reranked:
                hits, t = rerank_pool(cohere, q.question, got.candidates, header)
                results[name].outcomes.append(
                    score(q, retrieved(q.question, hits, {**got.timings_ms, **t}, order, tables, notes), titles))
        if i % 10 == 0 or i == len(questions):
            log(f"eval: {i}/{len(questions)} questions ({time.perf_counter() - t0:.1f} s)")

    if answers:
        clauses = tree.by_id()
        # the offline `ask` pipeline: fused when the local model is installed, else BM25
        check_answers(results[engine.retrieval], engine, clauses, rerank=False, tables=tables, notes=notes)
        if cohere is not None:
            check_answers(results["cohere-embed+rerank"], cohere, clauses, rerank=True, tables=tables, notes=notes)
        log(f"eval: answers checked ({time.perf_counter() - t0:.1f} s)")
    meta = {
        "Code": f"{pdf.name} ({len(tree.articles)} Articles, {len(tree.notes)} Notes, {len(engine.chunks)} chunks)",
        "Question file": _shown(questions_path),
        "Question file sha256": hashlib.sha256(Path(questions_path).read_bytes()).hexdigest(),
        "Candidate pool": f"top {k} chunks (`[retrieval] candidates`); a reranked configuration reorders its "
                          f"base configuration's pool, so the difference is the reranker's alone",
        "Sentence level": "the pool's passages in chunk order (a long Article's parts joined at its best part's "
                          "place, as the answer reads it), each chunk's passages ordered by the answer "
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


def check_answers(result: ConfigResult, engine: Engine, clauses: dict, rerank: bool,
                  tables: dict | None = None, notes: set | None = None) -> None:
    """Answer every question with ``engine.ask`` and check the answer (see ``check_answer``);
    the gold units its first quote counts for (``passage_units``) say whether it leads with gold."""
    for o in result.outcomes:
        a = engine.ask(o.question.question, rerank=rerank)
        cited = [x for c in a["citations"] for src in c["sources"] for x in (src["id"], src["passage"])]
        first = next((src["passage"] for c in a["citations"] for src in c["sources"]), None)
        lead = (passage_units(engine.passages[first], tables or {}, notes or set())
                if first in engine.passages else [first] if first else [])
        timings = {s: a["timings_ms"][s] for s in ("generate", "cite") if s in a["timings_ms"]}
        o.answer = check_answer(o.question, a["answer"], cited, len(a["unverified_quantities"]),
                                a["declined"], clauses, timings, lead=lead, hedged=bool(a.get("hedged")))
        o.timings_ms.update(timings)
