"""The question file: its questions, their gold units, and its soundness against the parsed Code.

A question file (JSON lines, ``eval/questions.jsonl``) holds, per question, its
gold clauses (Article or Note ids, ``B-9.8.8.3.``), its gold Sentences
(``B-9.8.8.3.(2)``; a Note id stands for the whole Note; a definition is
``A-1.4.1.2.#term-guard``), the expected answer and the key quantity exactly
as printed (``1 070 mm``). A question with no gold has no answer in the Code
and must be declined.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..model import ClauseTree
from ..qa.bm25 import fold_exponents
from ..units import units


class EvalError(Exception):
    """A user-facing failure (bad question file, bad report): one line."""


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
    out: dict[str, str] = {}
    for c in [*tree.articles, *tree.notes]:
        walk = units(c)
        tables = [u for u in walk if u.kind == "table"]
        out[c.id] = "\n".join([c.text, *(t.full_text for t in tables)])
        if c.kind == "note":
            continue
        sentence_text = {u.id: u.full_text for u in walk if u.kind == "sentence"}
        for t in tables:
            for sid in table_sentences(c.division, c.number, t.node.forms_part_of):
                if sid in sentence_text:
                    sentence_text[sid] += "\n" + t.full_text
        out.update(sentence_text)
        out.update((u.id, u.text) for u in walk if u.kind == "definition")
    return out


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
        # as the answers' key check reads it (metrics.py): a unit's exponent typed or printed (m2, m²)
        if q.key and not any(fold_exponents(q.key) in fold_exponents(units.get(sid, "")) for sid in q.gold_sentences):
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


