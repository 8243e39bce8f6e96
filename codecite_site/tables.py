"""A ruled table's cell words -> its rows of cell texts.

The grid comes from the page's ruling lines (``extract.rules`` reads stroked
segments and thin filled rectangles alike). Real Code tables are not a plain
grid: header cells span columns (no vertical rule through them) and rows
(no horizontal rule across them), body rows are often set without a rule
between them, and vertical rules are drawn in pieces, one per band. So:

- columns are the x positions of the vertical rules, bands the y positions of
  the horizontal rules;
- a rule drawn under some columns only, from one column rule to another, is a
  band's edge there (a cell beside those columns spans the rows it parts);
- a band holding several text rows set apart by more than a line's leading
  (cell padding) in every column is split into those rows; lines of one
  wrapped cell sit closer;
- neighbouring cells with no rule between them are one cell: its text goes to
  the top-left cell of the span, the others stay empty, so every row has one
  string per column.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict

from .extract import Span, words_text

ROW_PITCH = 1.3  # a new row starts further below than this many font sizes


def _cluster(values: list[float], tol: float) -> list[float]:
    out: list[float] = []
    for v in sorted(values):
        if out and v - out[-1] <= tol:
            continue
        out.append(v)
    return out


def _covers(rules: list[tuple[float, float, float]], at: float, mid: float, tol: float = 1.2) -> bool:
    """Is there a rule at ``at`` (its cross position) whose extent covers ``mid``?"""
    return any(abs(pos - at) <= tol and lo - 1 <= mid <= hi + 1 for pos, lo, hi in rules)


def _on_column(xs: list[float], x: float, tol: float = 2.0) -> bool:
    """Does ``x`` sit on one of the grid's column rules ``xs`` (sorted)?"""
    i = bisect.bisect(xs, x)
    return any(abs(xs[j] - x) <= tol for j in (i - 1, i) if 0 <= j < len(xs))


def grid_rows(spans: list[Span], hrules: list, vrules: list) -> list[tuple[str, ...]] | None:
    """Rows of cell texts, or None when no ruled grid surrounds the words."""
    # room above the first words and below the last: a cell may hold a drawn equation, not text
    top = min(s.y for s in spans) - 40
    bottom = max(s.y for s in spans) + 20
    left = min(s.x0 for s in spans)
    right = max(s.x1 for s in spans)
    width = right - left
    hs = [(y, x0, x1) for y, x0, x1 in hrules
          if top <= y <= bottom and x1 - x0 >= 0.2 * width and x1 > left and x0 < right]
    if not hs:
        return None
    tl, tr = min(x0 for _, x0, _ in hs), max(x1 for _, _, x1 in hs)
    if tl > left + 2 or tr < right - 2:
        return None  # the words run outside the rules: not this grid
    vs = [(x, y0, y1) for x, y0, y1 in vrules if y1 > top and y0 < bottom and tl - 2 <= x <= tr + 2]
    xs = _cluster([x for x, _, _ in vs] + [tl, tr], 2.0)
    # a rule under a few columns only, from one column rule to another: the rows of those columns part there while
    # a cell beside them spans the rows (NECB 2017's Table 4.2.3.1.-C: each application its own row, the Zone 0
    # allowance one cell down all of them); too short to be kept above, it is the grid's all the same
    hs += [(y, x0, x1) for y, x0, x1 in hrules if top <= y <= bottom and x1 - x0 < 0.2 * width
           and x1 - x0 > 2 and _on_column(xs, x0) and _on_column(xs, x1)]
    ys = _cluster([y for y, _, _ in hs], 1.5)
    if len(xs) < 2 or len(ys) < 2:
        return None
    ncol = len(xs) - 1
    # words -> (band, column); the band from the x-height, not the baseline
    cells: dict[tuple[int, int], list[Span]] = defaultdict(list)
    for s in spans:
        col = min(max(bisect.bisect(xs, (s.x0 + s.x1) / 2) - 1, 0), ncol - 1)
        band = bisect.bisect(ys, s.y - s.size * 0.3) - 1
        if 0 <= band < len(ys) - 1:
            cells[(band, col)].append(s)
    rows: list[dict[int, list[Span]]] = []  # text rows: column -> words
    bounds: list[tuple[float, float, bool]] = []  # (top, bottom, ruled above) per text row
    for band in range(len(ys) - 1):
        words = {c: cells[(band, c)] for c in range(ncol) if cells.get((band, c))}
        if not words:
            continue
        for i, (lo, hi, part) in enumerate(_split_band(words, ys[band], ys[band + 1])):
            rows.append(part)
            bounds.append((lo, hi, i == 0))
    return _merge(rows, bounds, xs, hs, vs)


def _split_band(words: dict[int, list[Span]], y0: float, y1: float):
    """A band -> its text rows: (top, bottom, column -> words) each."""
    return [row for lo, hi, part in _split_gaps(words, y0, y1) for row in _split_stacked(part, lo, hi)]


def _split_gaps(words: dict[int, list[Span]], y0: float, y1: float):
    """A band -> its text rows parted by a gap wider than a line's (``ROW_PITCH``)."""
    baselines = _cluster([s.y for ws in words.values() for s in ws], 1.5)
    sizes = sorted(s.size for ws in words.values() for s in ws)
    size = sizes[len(sizes) // 2]
    cuts = [i for i in range(1, len(baselines)) if baselines[i] - baselines[i - 1] > ROW_PITCH * size]
    multi = sum(1 for ws in words.values() if len(_cluster([s.y for s in ws], 1.5)) > 1)
    if not cuts or multi < 2:
        return [(y0, y1, words)]
    return _rows_between(words, [y0] + [(baselines[i - 1] + baselines[i]) / 2 for i in cuts] + [y1], set(words))


def _split_stacked(words: dict[int, list[Span]], y0: float, y1: float):
    """A text row -> one row per value stacked in it at the text's pitch (``_stacked_values``): a cell whose lines
    all sit on those baselines ("Walls" / "Roofs" / "Floors") parted with them, a cell of words wrapped across them
    (a label spanning those rows) kept whole in the first, where a cell spanning rows keeps its text."""
    stacked = _stacked_values(words)
    if not stacked:
        return [(y0, y1, words)]
    aligned = {c for c, ws in words.items() if all(any(abs(s.y - b) <= 1.5 for b in stacked) for s in ws)}
    return _rows_between(words, [y0] + [(a + b) / 2 for a, b in zip(stacked, stacked[1:])] + [y1], aligned)


def _rows_between(words: dict[int, list[Span]], edges: list[float], parted: set[int]):
    """A text row cut at ``edges`` -> (top, bottom, column -> words) each: the words of the ``parted`` columns by
    where they sit, every other column's whole in the first row."""
    out = []
    for k, (lo, hi) in enumerate(zip(edges, edges[1:])):
        part = {c: [s for s in ws if lo <= s.y < hi] if c in parted else (ws if k == 0 else [])
                for c, ws in words.items()}
        part = {c: ws for c, ws in part.items() if ws}
        if part:
            out.append((lo, hi, part))
    return out


_VALUE = re.compile(r"^[<>≤≥±]?\s*[-–−]?\d[\d.,]*(?:\s*(?:[-–−]|to)\s*[-–−]?\d[\d.,]*)?\s*%?$")


def _stacked_values(words: dict[int, list[Span]]) -> list[float]:
    """The baselines of values stacked in a row at the text's pitch, one per line, in two cells or more that
    share those baselines ("122–177" / "94–121" / "61–93" beside "93" / "65" / "52"), or in one beside a cell of as
    many lines on them: rows whose rules the Table leaves out, under a label cell spanning them; [] for none (a cell
    of wrapped words is no stack)."""
    stacks: dict[int, list[float]] = {}
    for c, ws in words.items():
        lines = _cluster([s.y for s in ws], 1.5)
        if len(lines) < 2:
            continue
        texts = [" ".join(s.text for s in sorted(ws, key=lambda s: s.x0) if 0 <= s.y - y <= 1.5) for y in lines]
        if all(_VALUE.match(t) for t in texts):
            stacks[c] = lines
    first = next(iter(stacks.values()), [])

    def same(lines: list[float]) -> bool:
        return len(lines) == len(first) and all(abs(a - b) <= 1.5 for a, b in zip(lines, first))

    if not stacks or not all(same(st) for st in stacks.values()):
        return []
    if len(stacks) == 1:
        # one column of values ("11.7" / "24.3") beside a cell of as many lines on their baselines ("corridor" /
        # "emergency"): two rows too
        if not any(same(_cluster([s.y for s in ws], 1.5)) for c, ws in words.items() if c not in stacks):
            return []
    return first


def _merge(rows, bounds, xs, hs, vs) -> list[tuple[str, ...]]:
    """Cells not parted by a rule become one; its text sits in the top-left cell."""
    ncol = len(xs) - 1
    owner = {(r, c): (r, c) for r in range(len(rows)) for c in range(ncol)}

    def find(cell):
        while owner[cell] != cell:
            owner[cell] = owner[owner[cell]]
            cell = owner[cell]
        return cell

    def union(a, b):
        ra, rb = find(a), find(b)
        if ra != rb:
            owner[max(ra, rb)] = min(ra, rb)

    for r, (lo, hi, _) in enumerate(bounds):
        mid = (lo + hi) / 2
        for c in range(1, ncol):
            if not _covers(vs, xs[c], mid):
                union((r, c - 1), (r, c))
        if r and bounds[r][2]:
            y = lo
            for c in range(ncol):
                if not _covers(hs, y, (xs[c] + xs[c + 1]) / 2):
                    union((r - 1, c), (r, c))
    text: dict[tuple[int, int], list[Span]] = defaultdict(list)
    for r, row in enumerate(rows):
        for c, words in row.items():
            text[find((r, c))].extend(words)
    out = []
    for r in range(len(rows)):
        cells = []
        for c in range(ncol):
            words = sorted(text.get((r, c), []), key=lambda s: (round(s.y), s.x0))
            cells.append(_cell_text(words))
        if any(cells):
            out.append(tuple(cells))
    return out


def _cell_text(words: list[Span]) -> str:
    lines: list[list[Span]] = []
    for s in words:
        if lines and abs(lines[-1][0].y - s.y) < 1.5:
            lines[-1].append(s)
        else:
            lines.append([s])
    return " ".join(words_text(ln) for ln in lines)
