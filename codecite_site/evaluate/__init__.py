"""The eval harness: with numbers, what each retrieval stage contributes.

- ``questions``: the question file (``eval/questions.jsonl``), its gold units
  and its soundness against the parsed Code;
- ``metrics``: ranks, hit@k and MRR at Article and Sentence level, the
  same-pool rule, what one configuration scored and how its answers fared;
- ``backends``: the configurations, each a call of the engine ``ask`` runs
  (``qa.answer.Engine.retrieve``), and ``run_eval``, which scores them all;
- ``report``: the Markdown report, the terminal summary and the comparison of
  two reports.

``evaluate`` runs it all and writes the report; ``codecite-site eval`` and
``eval/run_eval.py`` call it.
"""

from __future__ import annotations

from pathlib import Path

from .backends import COHERE_CONFIGS, SKIP_NO_KEY, Configuration, rerank_pool, run_eval
from .metrics import (
    ConfigResult,
    Outcome,
    PoolError,
    Retrieved,
    first_rank,
    hit_at,
    mrr,
    rerank_same_pool,
    score,
    summarize,
)
from .questions import EvalError, Question, check_questions, load_questions, parse_questions
from .report import compare_reports, print_summary, read_summary, render_report, write_report

__all__ = [
    "COHERE_CONFIGS", "SKIP_NO_KEY", "ConfigResult", "Configuration", "EvalError", "Outcome", "PoolError", "Question",
    "Retrieved", "check_questions", "compare_reports", "evaluate", "first_rank", "hit_at", "load_questions", "mrr",
    "parse_questions", "print_summary", "read_summary", "render_report", "rerank_pool", "rerank_same_pool",
    "run_eval", "score", "summarize", "default_report",
]


def evaluate(config, questions_path: Path | None = None, out: Path | None = None, environ=None, client=None,
             log=print, answers: bool = True) -> str:
    """Run the eval, write the report (atomically) and return the summary to print."""
    default = config.path("eval/questions.jsonl")
    questions_path = Path(questions_path) if questions_path else default
    out = Path(out) if out else default_report(config, questions_path)
    try:
        results, questions, meta = run_eval(config, questions_path, environ=environ, client=client, log=log,
                                            answers=answers)
    except Exception as e:
        from ..qa.cohere_client import UpstreamError  # the Cohere SDK: loaded only when it is needed
        from ..qa.vectors import VectorError

        if isinstance(e, (UpstreamError, VectorError)):
            raise EvalError(str(e).splitlines()[0]) from None
        raise
    write_report(out, render_report(results, questions, meta))
    return print_summary(results) + f"\nwrote {out}"


def default_report(config, questions_path: Path) -> Path:
    """Where the report of a question file goes: ``eval/results.md`` for the default
    ``eval/questions.jsonl``, ``eval/results-<name>.md`` for another (``eval/results-frozen.md``
    for ``eval/frozen.jsonl``), so each question set keeps its own report to compare."""
    default = config.path("eval/questions.jsonl")
    if Path(questions_path).resolve() == default.resolve():
        return config.path("eval/results.md")
    return config.path(f"eval/results-{Path(questions_path).stem}.md")
