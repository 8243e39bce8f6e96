"""The offline engine on a genuine Code, and a blind set's questions measured on it: shared by the genuine
Codes' test files (one file to an edition's sets, so that the test workers share them out)."""

from __future__ import annotations

import pytest

from tests.test_genuine import GENUINE


def engine_on(tmp_path_factory, name: str):
    """The offline engine ``ask`` runs, on the genuine Code ``name`` (``NECB-2017.pdf``)."""
    from codecite_site.config import load_config
    from codecite_site.ingest import load_tree
    from codecite_site.qa import local_dense
    from codecite_site.qa.answer import Engine

    if local_dense.missing():
        pytest.skip(local_dense.missing())
    pdf = GENUINE / name
    if not pdf.is_file():
        pytest.skip(f"{pdf} is not here")
    work = tmp_path_factory.mktemp(pdf.stem.lower())
    (work / "site_config.toml").write_text(f'[paths]\npdf = "{pdf}"\nwork = "{work / ".codecite"}"\n')
    config = load_config(work / "site_config.toml")
    tree, _, pdf = load_tree(config, log=lambda *_: None)
    return Engine.build(tree, config, local_dir=local_dense.vectors_dir(config, pdf), log=lambda *_: None)


def rank_of(engine, question: str, article: str) -> int | None:
    seen: list[str] = []
    for h in engine.retrieve(question, rerank=False).candidates:
        if h.clause_id not in seen:
            seen.append(h.clause_id)
        if h.clause_id == article:
            return len(seen)
    return None


def measured(engine, answered, not_answered) -> tuple[float, float, float, list[str], list[str]]:
    """Article hit@1, hit@3 and MRR over ``answered`` ((question, gold Articles) pairs); the
    questions of ``not_answered`` not declined, and those of ``answered`` declined."""
    ranks = [min((r for a in gold if (r := rank_of(engine, q, a)) is not None), default=None) for q, gold in answered]
    n = len(ranks)
    hit1 = sum(r == 1 for r in ranks) / n
    hit3 = sum(1 for r in ranks if r and r <= 3) / n
    mrr = sum(1 / r for r in ranks if r) / n
    kept = [q for q in not_answered if not engine.ask(q)["declined"]]
    wrongly = [q for q, _ in answered if engine.ask(q)["declined"]]
    return hit1, hit3, mrr, kept, wrongly


def as_measured(engine, answered, not_answered, hit1: float, hit3: float, mrr: float, declined: int,
                 wrongly: int = 0) -> None:
    """A blind set answered and declined at least as well as measured when it came (``_measured``): Article hit@1,
    hit@3 and MRR at least those given, at least ``declined`` of ``not_answered`` declined, at most ``wrongly``
    of ``answered``."""
    got1, got3, got_mrr, kept, wrong = measured(engine, answered, not_answered)
    assert got1 >= hit1 and got3 >= hit3 and got_mrr >= mrr, (got1, got3, got_mrr)
    assert len(not_answered) - len(kept) >= declined, kept
    assert len(wrong) <= wrongly, wrong
