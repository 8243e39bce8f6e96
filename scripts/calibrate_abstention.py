"""Calibrate the offline answer's decision to decline (``codecite_site/qa/abstain.py``).

For each question of the tuning sets (``eval/questions.jsonl``,
``eval/reading_questions.jsonl`` and the calibration set ``eval/calibration.jsonl``;
never the frozen test set ``eval/frozen.jsonl``) it measures what the decision rests
on, as ``ask`` does (``Engine.evidence``: ``abstain.FEATURES``), and fits a
class-balanced, L2-regularised logistic regression of "the Code answers" on them
(Newton's method). The threshold on its probability is the highest that wrongly
declines at most ``--wrongly`` of the answerable questions. A question naming a clause
by number, asking what a term the Code defines means or whether the Code applies to
something, is never declined (``ask`` answers it with that clause, definition or Article on what
the Code applies to), so it is left out of the fit and counted as answered.

It prints the weights and the threshold, the figures they give on each set, the same
figures by leave-one-out (each question decided by a model and a threshold fitted
without it: what to expect on questions the fit never saw), each feature's weight
and AUC alone, and the questions on the wrong side.

``--hedge`` prints instead, for the model as shipped (``WEIGHTS``, ``[retrieval]
decline_support`` and ``hedge_support``), how the questions it does not decline fare by
their support: in each band, those whose first Article is gold, those whose first is not,
and those the Code does not answer; the hedge (``hedge_support``) is worth its cost where
the first two are outnumbered by the other two.

    python scripts/calibrate_abstention.py [--wrongly 0.04] [--l2 1.0] [--questions F ...] [--hedge]

Copy the weights into ``WEIGHTS`` (``qa/abstain.py``) and the threshold into
``[retrieval] decline_support`` (``config.py`` and ``site_config.toml``).
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
from codecite_site.qa.abstain import FEATURES, Evidence  # noqa: E402
from codecite_site.qa.answer import Engine  # noqa: E402
from codecite_site.qa.local_dense import vectors_dir  # noqa: E402

TUNING = ("eval/questions.jsonl", "eval/calibration.jsonl", "eval/reading_questions.jsonl")


def evidence(engine: Engine, question: str) -> Evidence | None:
    """The evidence ``ask`` decides on (None: the question names a clause, asks what a defined
    term means or whether the Code applies to something; it is never declined)."""
    got = engine.retrieve(question, rerank=False)
    if got.named or engine.read(question).definitions or engine.read(question).scope:
        return None
    passages = [p for h in got.top[:3] for p in h.passages]
    order, bm25 = engine.passage_scores(question, passages, got.cosine)
    return engine.evidence(question, got.top, passages, bm25, got.closest, got.cosine, order)


def logistic(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 50) -> np.ndarray:
    """Weights (raw feature scale, then the bias) of a class-balanced, L2-regularised logistic
    fit of ``y`` (1: the Code answers) by Newton's method on standardised features."""
    mu, sd = x.mean(0), x.std(0) + 1e-12
    z = np.c_[(x - mu) / sd, np.ones(len(x))]
    weight = np.where(y == 0, (y == 1).sum() / max((y == 0).sum(), 1), 1.0)
    penalty = np.r_[np.full(z.shape[1] - 1, l2), 0.0]
    w = np.zeros(z.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-np.clip(z @ w, -50, 50)))
        grad = z.T @ ((p - y) * weight) + penalty * w
        hess = (z * (p * (1 - p) * weight)[:, None]).T @ z + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return np.r_[w[:-1] / sd, w[-1] - (w[:-1] * mu / sd).sum()]


def probability(w: np.ndarray, x: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-np.clip(x @ w[:-1] + w[-1], -50, 50)))


def threshold(p_answerable: np.ndarray, wrongly: float) -> float:
    """The highest threshold (3 decimals, rounded down) below which at most ``wrongly`` of
    ``p_answerable`` fall."""
    s = np.sort(p_answerable)
    k = int(math.floor(wrongly * len(s)))
    t = float(s[k]) if k < len(s) else float(s[-1])
    return math.floor(t * 1000) / 1000


def leave_one_out(x: np.ndarray, y: np.ndarray, l2: float, wrongly: float) -> np.ndarray:
    """Whether each question is declined by a model and a threshold fitted without it."""
    out = np.zeros(len(x), dtype=bool)
    for i in range(len(x)):
        keep = np.arange(len(x)) != i
        wi = logistic(x[keep], y[keep], l2)
        ti = threshold(probability(wi, x[keep])[y[keep] == 1], wrongly)
        out[i] = probability(wi, x[i:i + 1])[0] < ti
    return out


def auc(score: np.ndarray, y: np.ndarray) -> float:
    pos, neg = score[y == 1], score[y == 0]
    return float(((pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum())
                 / max(len(pos) * len(neg), 1))


HEDGE_BANDS = (0.6, 0.8, 1.01)  # the bands' upper ends above hedge_support


def hedge_bands(engine: Engine, config, questions: list) -> None:
    """The shipped model's answered questions by support band (see ``--hedge``), as ``ask``
    answers them (its ``support``; a question it declines, or answers without measuring it, left out)."""
    r = config.retrieval
    ends = (r.decline_support, r.hedge_support, *HEDGE_BANDS)
    counts = {band: [0, 0, 0] for band in zip(ends, ends[1:])}
    for q in questions:
        a = engine.ask(q.question, rerank=False)
        if a["declined"] or a["support"] is None:
            continue
        kind = 2 if not q.answerable else 0 if a["hits"][0]["id"] in q.gold else 1
        for (lo, hi), c in counts.items():
            if lo <= a["support"] < hi:
                c[kind] += 1
    print(f"answered, by support (hedged below {r.hedge_support}): first Article gold / not gold / no answer")
    for (lo, hi), (gold, other, none) in counts.items():
        print(f"  [{lo:.3f}, {min(hi, 1.0):.3f}){' hedged' if hi <= r.hedge_support else '       '}  "
              f"{gold:4} / {other:4} / {none:4}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--questions", nargs="+", default=list(TUNING))
    ap.add_argument("--wrongly", type=float, default=0.04, help="Most answerable questions wrongly declined.")
    ap.add_argument("--l2", type=float, default=1.0, help="L2 penalty on the standardised weights.")
    ap.add_argument("--hedge", action="store_true", help="The shipped model's answers by support band (no fit).")
    args = ap.parse_args()
    if any(Path(f).name == "frozen.jsonl" for f in args.questions):
        sys.exit("the frozen test set is never tuned on")
    config = load_config()
    tree, _, pdf = load_tree(config, log=lambda *_: None)
    engine = Engine.build(tree, config, local_dir=vectors_dir(config, pdf), log=lambda *_: None)
    if engine.local is None:
        sys.exit(f"the local dense model is needed: {engine.local_status}")
    rows = []  # (set, question, evidence or None)
    for f in args.questions:
        for q in load_questions(REPO / f):
            rows.append((Path(f).name, q, None if args.hedge else evidence(engine, q.question)))
    if args.hedge:
        return hedge_bands(engine, config, [q for _, q, _ in rows])
    fit = [r for r in rows if r[2] is not None]
    x = np.array([r[2].features() for r in fit])
    y = np.array([1 if r[1].answerable else 0 for r in fit])
    w = logistic(x, y, args.l2)
    p = probability(w, x)
    t = threshold(p[y == 1], args.wrongly)

    # leave-one-out: each question decided by a model and threshold fitted without it
    loo = leave_one_out(x, y, args.l2, args.wrongly)

    named = len(rows) - len(fit)
    print(f"{len(rows)} questions ({int((y == 0).sum())} without an answer; {named} naming a clause or a "
          f"defined term, never declined, left out of the fit) from {', '.join(args.questions)}")
    print(f"WEIGHTS = ({', '.join(f'{v:.3f}' for v in w)})   # {', '.join(FEATURES)}, bias")
    print(f"decline_support = {t:.3f}")
    print(f"{'feature':10} {'weight':>8} {'AUC alone':>10}  (AUC: how well it alone orders answerable above not)")
    for j, name in enumerate(FEATURES):
        print(f"{name:10} {w[j]:8.3f} {auc(x[:, j], y):10.3f}")
    print(f"{'model':10} {'':8} {auc(p, y):10.3f}")
    declined = p < t
    for name in dict.fromkeys(r[0] for r in rows):
        m = np.array([r[0] == name for r in fit])
        n_ans = sum(1 for r in rows if r[0] == name and r[1].answerable)  # named ones count, never declined
        no = m & (y == 0)
        figures = []
        for label, d in (("fitted", declined), ("leave-one-out", loo)):
            na = f"{100 * d[no].mean():.1f} %" if no.any() else "n/a"
            figures.append(f"{label}: no-answer declined {na} of {int(no.sum())}, "
                           f"answerable wrongly declined {100 * d[m & (y == 1)].sum() / max(n_ans, 1):.1f} % of {n_ans}")
        print(f"  {name}: " + "; ".join(figures))
    print(f"  all: leave-one-out no-answer declined {100 * loo[y == 0].mean():.1f} %, answerable wrongly "
          f"declined {100 * loo[y == 1].sum() / max(int((y == 1).sum()) + named, 1):.1f} %")
    # what each measure adds: leave-one-out of the model without it (a measure is kept only if
    # leaving it out makes these worse)
    print("leave-one-out without each measure (no-answer declined / answerable wrongly declined):")
    answerable = int((y == 1).sum()) + named
    for j, name in enumerate(FEATURES):
        d = leave_one_out(np.delete(x, j, axis=1), y, args.l2, args.wrongly)
        print(f"  without {name:10} {100 * d[y == 0].mean():5.1f} % / {100 * d[y == 1].sum() / max(answerable, 1):.1f} %")
    print("on the wrong side (fitted; * also by leave-one-out):")
    for (name, q, e), s, d, lo in zip(fit, p, declined, loo):
        if d == q.answerable:
            f = " ".join(f"{v:.2f}" for v in e.features())
            print(f"  {q.id:5}{'*' if lo == d else ' '} {'answerable, declined' if q.answerable else 'no answer, answered':21} "
                  f"p {s:.3f} [{f}]  {q.question}")


if __name__ == "__main__":
    main()
