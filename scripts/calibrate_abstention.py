"""Calibrate the offline answer's decision to decline (``codecite_site/qa/abstain.py``).

For each question of the tuning sets (``eval/questions.jsonl`` and the calibration
set ``eval/calibration.jsonl``; never the frozen test set ``eval/frozen.jsonl``) it
measures what the decision rests on, as ``ask`` does: ``closest`` (the local dense
model's best Sentence cosine) and ``overlap`` (the best BM25 score of a passage of
the three best hits). A logistic regression of "has no answer" on ``closest`` and
``ln(1 + overlap)`` (the two classes weighted equally) gives the weight of the
overlap; the threshold on ``support = closest + w ln(1 + overlap)`` is the highest
that wrongly declines at most ``--wrongly`` of the answerable questions. It prints
both, the figures they give on each set, and the questions on the wrong side.

    python scripts/calibrate_abstention.py [--wrongly 0.04] [--questions F ...]

Copy the weight into ``OVERLAP_WEIGHT`` and the threshold into ``[retrieval]
decline_support`` (``config.py`` and ``site_config.toml``).
"""

from __future__ import annotations

import argparse
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
from codecite_site.qa.local_dense import vectors_dir  # noqa: E402

TUNING = ("eval/questions.jsonl", "eval/calibration.jsonl")


def evidence(engine: Engine, question: str) -> tuple[float, float]:
    got = engine.retrieve(question, rerank=False)
    passages = [p for h in got.top[:3] for p in h.passages]
    _, bm25 = engine.passage_scores(question, passages, got.cosine)
    return got.closest, float(bm25.max()) if len(bm25) else 0.0


def logistic(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 20000, rate: float = 0.5) -> np.ndarray:
    """Weights (raw feature scale, then the bias) of a class-balanced, L2-regularised logistic fit."""
    mu, sd = x.mean(0), x.std(0) + 1e-12
    z = np.c_[(x - mu) / sd, np.ones(len(x))]
    w = np.zeros(z.shape[1])
    weight = np.where(y == 1, (y == 0).sum() / max((y == 1).sum(), 1), 1.0)
    for _ in range(steps):
        p = 1 / (1 + np.exp(-z @ w))
        w -= rate * (z.T @ ((p - y) * weight) / len(y) + l2 * np.r_[w[:-1], 0] / len(y))
    return np.r_[w[:-1] / sd, w[-1] - (w[:-1] * mu / sd).sum()]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--questions", nargs="+", default=list(TUNING))
    ap.add_argument("--wrongly", type=float, default=0.04, help="Most answerable questions wrongly declined.")
    args = ap.parse_args()
    if any(Path(f).name == "frozen.jsonl" for f in args.questions):
        sys.exit("the frozen test set is never tuned on")
    config = load_config()
    tree, _, pdf = load_tree(config, log=lambda *_: None)
    engine = Engine.build(tree, config, local_dir=vectors_dir(config, pdf), log=lambda *_: None)
    if engine.local is None:
        sys.exit(f"the local dense model is needed: {engine.local_status}")
    rows = []
    for f in args.questions:
        for q in load_questions(REPO / f):
            rows.append((Path(f).name, q, *evidence(engine, q.question)))
    y = np.array([0 if q.answerable else 1 for _, q, _, _ in rows])
    x = np.array([[c, math.log1p(o)] for _, _, c, o in rows])
    w = logistic(x, y)
    weight = w[1] / w[0]  # support = closest + weight * ln(1 + overlap): the no-answer logit falls as it grows
    support = x[:, 0] + weight * x[:, 1]
    answerable = np.sort(support[y == 0])
    k = int(math.floor(args.wrongly * len(answerable)))  # this many answerable questions may fall below
    threshold = float(answerable[k]) if k < len(answerable) else float(answerable[-1])
    threshold = math.floor(threshold * 1000) / 1000  # as configured: 3 decimals, rounded down (never declines more)
    declined = support < threshold
    print(f"{len(rows)} questions ({int(y.sum())} without an answer) from {', '.join(args.questions)}")
    print(f"OVERLAP_WEIGHT = {weight:.3f}   decline_support = {threshold:.3f}")
    for name in dict.fromkeys(r[0] for r in rows):
        m = np.array([r[0] == name for r in rows])
        print(f"  {name}: no-answer declined {100 * declined[m & (y == 1)].mean():.1f} %, "
              f"answerable wrongly declined {100 * declined[m & (y == 0)].mean():.1f} %")
    print("on the wrong side:")
    for (name, q, c, o), s, d in zip(rows, support, declined):
        if d == q.answerable:
            print(f"  {q.id:5} {'answerable, declined' if q.answerable else 'no answer, answered':21} "
                  f"support {s:.3f} (cosine {c:.3f}, BM25 {o:.1f})  {q.question}")


if __name__ == "__main__":
    main()
