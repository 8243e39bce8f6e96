"""The report: the Markdown written to ``eval/results.md``, the summary printed to the
terminal, and the comparison of two reports (``codecite-site eval --compare``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..files import atomic_write_text
from .metrics import KS, LEVELS, ConfigResult, dedupe
from .questions import EvalError, Question


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
                "Cites gold: the answer cites a gold Sentence or clause. Leads with gold: its first quote is a gold "
                "Sentence (a Table counting for the Sentence it forms part of). Key verbatim: the key quantity appears "
                "exactly as printed. No flags: the grounding check verified every quantity. Declined: the answer "
                "says the Code does not answer. Hedged: it answers, but says first that the Code may not answer "
                "the question as asked (offline, below `[retrieval] hedge_support`).", "",
                "| Configuration | cites gold | leads with gold | key verbatim | no flags | flagged quantities "
                "| wrongly declined | declined (no answer) | hedged (answerable) | hedged (no answer) |",
                "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in answering:
            a = r.answer_summary()
            out.append(f"| {r.name} | {_pct(a['cites gold'])} | {_pct(a['leads with gold'])} "
                       f"| {_pct(a['key verbatim'])} | {_pct(a['no flags'])} "
                       f"| {int(a['flagged quantities'])} | {_pct(a['wrongly declined'])} "
                       f"| {_pct(a['declined (no answer)'])} | {_pct(a['hedged (answerable)'])} "
                       f"| {_pct(a['hedged (no answer)'])} |")
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
            "Answer columns: C cites gold, L leads with gold, K key verbatim, D declined, H hedged, "
            "F flagged quantities.", "",
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
                flags = "".join(x for x, on in (("C", a.cites_gold), ("L", a.leads_gold), ("K", a.key_verbatim),
                                                ("D", a.declined), ("H", a.hedged)) if on)
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


_ANSWER_METRICS = ["cites gold", "leads with gold", "key verbatim", "wrongly declined", "declined (no answer)",
                   "hedged (answerable)", "hedged (no answer)"]


def _read(path: Path) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise EvalError(f"{path}: cannot read the report") from None


def _tables(text: str, section: str, width: int) -> list[list[str]]:
    """The body rows (cells) of the table under ``## section`` whose rows have ``width`` cells."""
    rows, inside = [], False
    for line in text.splitlines():
        if line.startswith("## "):
            inside = line.strip() == f"## {section}"
            continue
        if not (inside and line.startswith("| ")) or line.startswith("| Configuration") or "---" in line:
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == width:
            rows.append(cells)
    return rows


def _value(cell: str) -> float:
    return float(cell.rstrip(" %")) / (100 if cell.endswith("%") else 1)


def read_summary(path: Path) -> dict[tuple[str, str], dict[str, float]]:
    """The summary table of a report written by ``render_report``: ``(configuration, level)`` ->
    metric -> value; and, for the configurations whose answers were checked, ``(configuration,
    "answers")`` -> the answer metrics (``_ANSWER_METRICS``)."""
    text = _read(path)
    rows: dict[tuple[str, str], dict[str, float]] = {}
    for cells in _tables(text, "Summary", len(_METRICS) + 3):
        rows[(cells[0], cells[1])] = {m: _value(c) for m, c in zip(_METRICS, cells[2:])}
    if not rows:
        raise EvalError(f"{path}: no summary table (not a report written by codecite-site eval)")
    # the Answers table, with the hedged columns, or (a report written before them) without, or also
    # without the "leads with gold" column
    for names in (["cites gold", "leads with gold", "key verbatim", "no flags", "flagged quantities",
                   "wrongly declined", "declined (no answer)", "hedged (answerable)", "hedged (no answer)"],
                  ["cites gold", "leads with gold", "key verbatim", "no flags", "flagged quantities",
                   "wrongly declined", "declined (no answer)"],
                  ["cites gold", "key verbatim", "no flags", "flagged quantities", "wrongly declined",
                   "declined (no answer)"]):
        for cells in _tables(text, "Answers", len(names) + 1):
            values = dict(zip(names, cells[1:]))
            rows.setdefault((cells[0], "answers"), {m: _value(values[m]) for m in _ANSWER_METRICS if m in values})
    return rows


def question_file(path: Path) -> str:
    """The question file a report was written for (its ``- Question file:`` line), or ""."""
    for line in _read(path).splitlines():
        if line.startswith("- Question file: "):
            return line[len("- Question file: "):].strip()
    return ""


def _cell(m: str, x: float, y: float) -> str:
    scale, fmt = (1, "{:.3f}") if m == "MRR" else (100, "{:.1f}")
    d = (y - x) * scale
    return f"{fmt.format(x * scale)}->{fmt.format(y * scale)} ({'+' if d >= 0 else ''}{fmt.format(d)})"


def _compare_files(before: Path, after: Path) -> list[str]:
    a, b = read_summary(before), read_summary(after)
    lines = [f"{'configuration':<28} {'level':<9} " + " ".join(f"{m:>17}" for m in _METRICS)]
    for key in [k for k in a if k in b and k[1] != "answers"]:
        cells = [_cell(m, a[key][m], b[key][m]) for m in _METRICS]
        lines.append(f"{key[0]:<28} {key[1]:<9} " + " ".join(f"{c:>17}" for c in cells))
    answers = [k for k in a if k in b and k[1] == "answers"]
    if answers:
        shown = [m for m in _ANSWER_METRICS if all(m in a[k] and m in b[k] for k in answers)]
        lines.append(f"{'answers of':<28} {'':<9} " + " ".join(f"{m:>22}" for m in shown))
        for key in answers:
            cells = [_cell(m, a[key][m], b[key][m]) for m in shown]
            lines.append(f"{key[0]:<28} {'':<9} " + " ".join(f"{c:>22}" for c in cells))
    only = [f"{k[0]} ({k[1]})" for k in b if k not in a] + [f"{k[0]} ({k[1]})" for k in a if k not in b]
    if only:
        lines.append("in one report only: " + ", ".join(only))
    return lines


def compare_reports(before: Path, after: Path) -> str:
    """Every metric, before -> after, for the configurations in both reports (retrieval at
    Article and Sentence level, then the checked answers: cites gold, key verbatim, wrongly
    declined, declined when the Code has no answer).

    ``before`` and ``after`` may be folders: then each report (``results*.md``) in both is
    compared in turn, headed by its question file, so one command shows every question set."""
    before, after = Path(before), Path(after)
    if before.is_dir() != after.is_dir():
        raise EvalError(f"compare two reports or two folders of reports, not {before} and {after}")
    if not before.is_dir():
        return "\n".join(_compare_files(before, after))
    names = sorted(p.name for p in before.glob("results*.md") if (after / p.name).is_file())
    if not names:
        raise EvalError(f"{before} and {after} hold no report (results*.md) of the same name")
    out = []
    for name in names:
        shown = question_file(after / name) or question_file(before / name)
        out += [f"== {name}: {shown}" if shown else f"== {name}", *_compare_files(before / name, after / name), ""]
    return "\n".join(out).rstrip()


# sections written by hand, kept (at the end, in their order) when the report is written again: the
# recorded hash of the frozen test set, and the notes on what each change measured ("## Notes: ...")
KEPT_SECTIONS = ("## Frozen test set", "## Notes: ")


def write_report(path: Path, text: str) -> None:
    """Write the report; the hand-written sections (``KEPT_SECTIONS``) of the report it replaces
    are kept, at the end."""
    path = Path(path)
    old = path.read_text(encoding="utf-8") if path.is_file() else ""
    kept = [sec for sec in _sections(old, KEPT_SECTIONS) if sec.splitlines()[0] not in text]
    if kept:
        text = text.rstrip("\n") + "\n\n" + "\n".join(kept)
    atomic_write_text(path, text)


def _sections(text: str, prefixes: tuple[str, ...]) -> list[str]:
    """The sections of a Markdown text (each to the next ``## `` heading) whose heading begins with
    one of ``prefixes``."""
    out: list[list[str]] = []
    keep = False
    for line in text.splitlines():
        if line.startswith("## "):
            keep = line.strip().startswith(prefixes)
            if keep:
                out.append([])
        if keep:
            out[-1].append(line)
    return ["\n".join(sec).rstrip() + "\n" for sec in out]
