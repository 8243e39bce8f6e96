"""Cross-references: find -> resolve -> annotate, span based (the eyecite shape).

- ``find_citations(text)``: every reference printed in a piece of plain text
  ("Sentences (2) and (3)", "Article 1.4.1.2. of Division A", "Note
  A-9.8.8.5.(1) and (3)"), each with the span it came from. Nothing is copied
  or edited, so spans stay valid for the text they were found in.
- ``resolve_citation(c, division, article, known)``: the target ids it points
  at, in the ground truth's format (``B-9.8.8.3.(2)``, ``B-Part-3``,
  ``B-Table-9.8.7.1.``, ``B-Figure-4.1.7.12.-A``, ``B-A-9.8.8.3.``).
- ``known_targets(tree)``: every id a reference may point at.
- ``annotate(text, insertions)``: HTML-escape text and wrap spans with markup
  in one pass of slices (used for reference links and defined-term links).

The regular expressions live in ``patterns.py`` (``REF_*``).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from . import patterns as P
from .model import ClauseTree
from .units import Index


@dataclass(frozen=True)
class Citation:
    """One reference found in plain text."""

    start: int
    end: int  # text[start:end] == text
    text: str  # "Sentences (2) and (3)", "Article 1.4.1.2. of Division A"
    kind: str  # singular: "Article", "Sentence", ..., "Note"
    numbers: tuple[str, ...]  # as written: ("(2)", "(3)"); a Note number whole: ("A-9.8.8.5.(1) and (3)",)
    division: str | None  # from "of Division A", else None
    # the word before each number after the first: "and", "or", "to" ("," for a bare comma)
    joins: tuple[str, ...] = ()
    # the span of each number in the text, parallel to ``numbers``
    spans: tuple[tuple[int, int], ...] = ()


# --- find ---------------------------------------------------------------------


def _join_word(sep: str) -> str:
    words = sep.replace(",", " ").split()
    return words[-1] if words else ","


def find_citations(text: str) -> list[Citation]:
    """Every cross-reference printed in ``text``, in order, spans not overlapping."""
    out: list[Citation] = []
    pos = 0
    while m := P.REF_KIND_RE.search(text, pos):
        kind, plural = m.group(1), bool(m.group(2))
        number_re = P.REF_NUMBER_RES[kind]
        first = number_re.match(text, m.end())
        if first is None:
            pos = m.end()  # "this Part", "Table of Contents": a plain word
            continue
        numbers = [first.group(0)]
        spans = [first.span()]
        joins: list[str] = []
        end = first.end()
        while True:
            j = P.REF_JOIN_RE.match(text, end)
            if j is None:
                break
            word = _join_word(j.group(0))
            if kind == "Note":
                # a Note number holds " and " itself; a list of Notes repeats "A-"
                nxt = number_re.match(text, j.end()) if plural else None
                if nxt is None and word == "and":
                    cont = P.NOTE_CONTINUATION_RE.match(text, j.end())
                    if cont is not None:
                        numbers[-1] = text[spans[-1][0]:cont.end()]
                        spans[-1] = (spans[-1][0], cont.end())
                        end = cont.end()
                        continue
                if nxt is None:
                    break
            elif not plural:
                break  # the Code writes lists with a plural: "Articles 9.32.3.4. and 9.32.3.5."
            else:
                nxt = number_re.match(text, j.end())
                if nxt is None:
                    break
            numbers.append(nxt.group(0))
            spans.append(nxt.span())
            joins.append(word)
            end = nxt.end()
        division = None
        if d := P.REF_DIVISION_RE.match(text, end):
            division = d.group(1)
            end = d.end()
        if other := P.OTHER_CODE_RE.match(text, end):
            pos = other.end()  # a clause of another Code: linking it here would name the wrong clause
            continue
        out.append(Citation(m.start(), end, text[m.start():end], kind, tuple(numbers), division,
                            tuple(joins), tuple(spans)))
        pos = end
    return out


# --- resolve ------------------------------------------------------------------

_LAST_RE = re.compile(r"(?:(\d+)\.|\((\d+|[a-z]+)\)|-([A-Z])|-(\d+))$")


def _expand_range(lo: str, hi: str) -> list[str]:
    """``9.8.8.3.(3)`` to ``9.8.8.3.(6)`` -> (4), (5), (6); letters and numerals too.

    Only the last component may differ; anything else is not a range we can
    spell out, so ``hi`` alone is kept.
    """
    a, b = _LAST_RE.search(lo), _LAST_RE.search(hi)
    if not a or not b or lo[: a.start()] != hi[: b.start()]:
        return [hi]
    stem = lo[: a.start()]
    if a.group(1) and b.group(1):
        return [f"{stem}{i}." for i in range(int(a.group(1)) + 1, int(b.group(1)) + 1)]
    if a.group(4) and b.group(4):
        return [f"{stem}-{i}" for i in range(int(a.group(4)) + 1, int(b.group(4)) + 1)]
    if a.group(3) and b.group(3):
        return [f"{stem}-{chr(i)}" for i in range(ord(a.group(3)) + 1, ord(b.group(3)) + 1)]
    x, y = a.group(2), b.group(2)
    if x is None or y is None:
        return [hi]
    if x.isdigit() and y.isdigit():
        return [f"{stem}({i})" for i in range(int(x) + 1, int(y) + 1)]
    depth = len(P.SUFFIX_RE.findall(lo[lo.find("("):])) if "(" in lo else 0
    if depth == 3 and x in P.ROMAN_NUMERALS and y in P.ROMAN_NUMERALS:
        i, k = P.ROMAN_NUMERALS.index(x), P.ROMAN_NUMERALS.index(y)
        return [f"{stem}({r})" for r in P.ROMAN_NUMERALS[i + 1 : k + 1]]
    if len(x) == 1 and len(y) == 1 and x.isalpha() and y.isalpha():
        return [f"{stem}({chr(i)})" for i in range(ord(x) + 1, ord(y) + 1)]
    return [hi]


def _relative_level(kind: str, number: str) -> int:
    """How many suffixes of the context a relative number keeps: "(3)" 0, "(c)" 1, "(ii)" 2."""
    first = number[1 : number.index(")")]
    if first.isdigit():
        return 0
    if kind == "Subclause" and first in P.ROMAN_NUMERALS:
        return 2
    return 1


def _absolute(kind: str, number: str, prev: str, context: str | None) -> str | None:
    """A relative number made absolute against the previous number, else the context."""
    if not number.startswith("("):
        return number
    level = _relative_level(kind, number)
    base = prev or context
    if not base:
        return None
    head, suffixes = P.split_suffixes(base)
    if len(suffixes) < level:
        return None  # "Clause (b)" with no Sentence to hang it on
    return head + "".join(f"({x})" for x in suffixes[:level]) + number


def _context(article: str | None) -> str | None:
    """``"B-9.8.8.3."`` or ``"9.8.8.3."`` (or a Sentence ``"9.8.8.3.(2)"``, a Clause
    ``"9.8.8.3.(2)(b)"``) -> its number."""
    if not article:
        return None
    return re.sub(rf"^{P.DIVISION}-(?=\d)", "", article)


def resolve_numbers(c: Citation, division: str, article: str | None,
                    known: set[str] | None = None) -> list[tuple[str, ...]]:
    """Target ids per number of ``c``, parallel to ``c.numbers`` and ``c.spans``
    (to link "Articles 9.32.3.4. and 9.32.3.5." number by number).

    A "to" range puts the numbers it spans on its upper end. Arguments as for
    ``resolve_citation``.
    """
    div = c.division or division
    context = _context(article)
    prefix = {"Part": "Part-", "Table": "Table-", "Figure": "Figure-"}.get(c.kind, "")
    per_number: list[tuple[str, ...]] = []
    prev = ""
    for i, number in enumerate(c.numbers):
        if c.kind == "Note":
            absolute = " ".join(number.split())  # a line break inside "A-9.8.8.5.(1) and (3)"
        elif c.kind == "Part":
            absolute = number
        else:
            absolute = _absolute(c.kind, number, prev, context)
        if absolute is None:
            per_number.append(())
            continue
        join = c.joins[i - 1] if 0 < i <= len(c.joins) else ""
        numbers = _expand_range(prev, absolute) if join == "to" and prev else [absolute]
        per_number.append(_existing([f"{div}-{prefix}{n}" for n in numbers], c.kind, known))
        prev = absolute
    return per_number


def _existing(targets: list[str], kind: str, known: set[str] | None) -> tuple[str, ...]:
    if known is None:
        return tuple(targets)
    out = []
    for t in targets:
        if t not in known and kind == "Note":
            t = _note_explaining(t, known)
        if t is not None and t in known:
            out.append(t)
    return tuple(out)


def _note_explaining(target: str, known: set[str]) -> str | None:
    """A known Note whose number covers ``target``: ``B-A-9.8.8.5.(1)`` is in
    the Note ``B-A-9.8.8.5.(1) and (3)``."""
    div, _, number = target.partition("-")
    wanted = set(P.split_note_number(number))
    hits = [k for k in known if k.startswith(f"{div}-A-") and " and " in k
            and wanted <= set(P.split_note_number(k[len(div) + 1:]))]
    return min(hits) if hits else None


def resolve_citation(c: Citation, division: str, article: str | None,
                     known: set[str] | None = None) -> tuple[str, ...]:
    """The ids ``c`` points at, written in Division ``division``, Article ``article``.

    ``article`` is the number (``9.8.8.3.`` or ``B-9.8.8.3.``) relative numbers
    ("Sentence (3)", "Clause (1)(b)") are read against; a Sentence
    (``9.8.8.3.(2)``) also lets "Clause (b)" resolve, and a Clause
    (``9.8.8.3.(2)(b)``) "Subclause (i)". None (a Note) leaves relative numbers
    unresolved. With ``known``, targets not in it are dropped,
    so a dangling reference resolves to ().
    """
    return tuple(dict.fromkeys(t for targets in resolve_numbers(c, division, article, known) for t in targets))


def known_targets(tree: ClauseTree) -> set[str]:
    """Every id a reference may point at: Parts, Sections, Subsections,
    Articles, Notes and their referable units (Sentences, Clauses, Subclauses,
    Tables and Figures, those of Notes too: ``units.REFERABLE``)."""
    return {h.id for h in tree.headings if h.kind != "division"} | Index(tree).ids()


# --- annotate -----------------------------------------------------------------


def annotate(text: str, insertions: list[tuple[tuple[int, int], str, str]], nested: bool = True) -> str:
    """``text`` HTML-escaped, each span wrapped in its ``before``/``after`` markup.

    Insertions are ``((start, end), before, after)`` with offsets into the
    unescaped text; markup is inserted as is. Spans are sorted; a span inside
    an earlier one is nested (or dropped with ``nested=False``, e.g. a link
    inside a link); a span crossing another, or outside the text, is dropped.
    The output is built in one pass of slices, so offsets never drift.
    """
    n = len(text)
    order = sorted(
        (i for i, ((s, e), _, _) in enumerate(insertions) if 0 <= s <= e <= n),
        key=lambda i: (insertions[i][0][0], -insertions[i][0][1], i),
    )
    # (position, rank, tiebreak, markup): at one position closes come before
    # opens; inner spans close first and outer spans open first
    events: list[tuple[int, int, int, str]] = []
    stack: list[tuple[int, int]] = []  # (end, sequence) of open spans
    for seq, i in enumerate(order):
        (s, e), before, after = insertions[i]
        while stack and stack[-1][0] <= s:
            stack.pop()
        if stack and (e > stack[-1][0] or not nested):
            continue
        if s == e:
            events.append((s, 1, seq, before + after))
            continue
        stack.append((e, seq))
        events.append((s, 1, seq, before))
        events.append((e, 0, -seq, after))
    events.sort(key=lambda ev: (ev[0], ev[1], ev[2]))
    parts: list[str] = []
    pos = 0
    for at, _, _, markup in events:
        parts.append(html.escape(text[pos:at]))
        parts.append(markup)
        pos = at
    parts.append(html.escape(text[pos:]))
    return "".join(parts)

