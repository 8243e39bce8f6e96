"""PDF -> positioned lines. The only module that imports PyMuPDF.

Each page becomes a ``PageLines``: its horizontal text lines in reading order
(spans regrouped by baseline, superscripts folded into their line, two-column
pages read column by column), the running header and footer kept apart, the
watermark and other rotated text dropped, and the ruling lines a table
analysis needs. Large documents are extracted on every core.
"""

from __future__ import annotations

import os
from sys import intern
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import pymupdf

HEADER_Y = 60.0  # running header sits above this (792 pt page)
FOOTER_Y = 760.0  # footer and printing marks below this


class ExtractError(Exception):
    """The file cannot be read as a PDF; the message says why."""


class Span(NamedTuple):
    """One run of text in one font (a tuple: pickles fast between processes)."""

    text: str
    font: str
    size: float
    x0: float
    x1: float
    y: float  # baseline

    @property
    def italic(self) -> bool:
        return "Italic" in self.font or self.font.endswith("It")

    @property
    def black(self) -> bool:
        """The heading face (HelveticaLTPro-Black): no bold flag, so by name."""
        return "Black" in self.font and "Obli" not in self.font


@dataclass(slots=True)
class Line:
    spans: list[Span]
    y: float

    def __reduce__(self):
        return Line, (self.spans, self.y)

    @property
    def x0(self) -> float:
        return self.spans[0].x0

    @property
    def x1(self) -> float:
        return self.spans[-1].x1

    @property
    def text(self) -> str:
        return "".join(s.text for s in self.spans)


@dataclass(slots=True)
class PageLines:
    number: int  # 1-based
    width: float
    height: float
    rotation: int
    lines: list[Line]
    header: list[Span]
    footer: list[Span]
    columns: int = 1
    hrules: list[tuple[float, float, float]] = field(default_factory=list)  # (y, x0, x1)
    vrules: list[tuple[float, float, float]] = field(default_factory=list)  # (x, y0, y1)

    def __reduce__(self):
        return PageLines, (self.number, self.width, self.height, self.rotation, self.lines, self.header,
                           self.footer, self.columns, self.hrules, self.vrules)

    @property
    def header_text(self) -> str:
        return " ".join(s.text.strip() for s in self.header)

    @property
    def footer_text(self) -> str:
        return " ".join(s.text.strip() for s in self.footer)


def open_pdf(path: Path) -> pymupdf.Document:
    path = Path(path)
    if not path.is_file():
        raise ExtractError(f"{path}: no such file")
    with open(path, "rb") as f:
        head = f.read(1024)
    if b"%PDF-" not in head:
        raise ExtractError(f"{path}: not a PDF file (no %PDF- header)")
    try:
        doc = pymupdf.open(path)
    except Exception as e:  # PyMuPDF raises several types for damaged files
        raise ExtractError(f"{path}: cannot open the PDF ({e})") from None
    if doc.needs_pass or doc.is_encrypted:
        raise ExtractError(f"{path}: the PDF is encrypted; supply an unencrypted copy")
    if doc.page_count == 0:
        raise ExtractError(f"{path}: the PDF has no pages")
    return doc


_FLAGS = pymupdf.TEXT_PRESERVE_LIGATURES | pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP


def _table_fonts(spans: list[Span]) -> bool:
    return any("Narrow" in s.font for s in spans)


def page_lines(page: pymupdf.Page) -> PageLines:
    height = page.rect.height
    rotation = page.rotation
    body: list[Span] = []
    header: list[Span] = []
    footer: list[Span] = []
    for block in page.get_text("dict", flags=_FLAGS)["blocks"]:
        for line in block.get("lines", ()):
            dx, dy = line["dir"]
            if rotation == 0 and (abs(dy) > 0.01 or dx < 0):
                continue  # the vertical watermark and other rotated text
            for s in line["spans"]:
                text = s["text"]
                if not text.strip():
                    continue
                x0, _, x1, _ = s["bbox"]
                y = s["origin"][1]
                span = Span(text, intern(s["font"]), round(s["size"], 1), x0, x1, y)
                if rotation == 0 and y < HEADER_Y * height / 792:
                    header.append(span)
                elif rotation == 0 and y > FOOTER_Y * height / 792:
                    footer.append(span)
                else:
                    body.append(span)
    lines = group_lines(body)
    columns = 1
    gutter = find_gutter(lines, page.rect.width) if rotation == 0 else None
    if gutter is not None:
        columns = 2
        lines = split_columns(lines, gutter)
    pl = PageLines(page.number + 1, page.rect.width, height, rotation, lines,
                   sorted(header, key=lambda s: s.x0), sorted(footer, key=lambda s: s.x0), columns)
    if rotation == 0 and _table_fonts(body):
        pl.hrules, pl.vrules = rules(page)
    return pl


def group_lines(spans: list[Span]) -> list[Line]:
    """Spans -> lines by baseline; small superscripts join the line they sit on."""
    normal = sorted((s for s in spans if s.size >= 7.5 or "Palatino" not in s.font), key=lambda s: (s.y, s.x0))
    small = [s for s in spans if s.size < 7.5 and "Palatino" in s.font]
    lines: list[Line] = []
    for s in normal:
        # same baseline, and not a separate column or table cell far to the left
        if lines and abs(lines[-1].y - s.y) < 1.5:
            lines[-1].spans.append(s)
        else:
            lines.append(Line([s], s.y))
    for line in lines:
        line.spans.sort(key=lambda s: s.x0)
    for s in small:
        host = next((ln for ln in lines if 0 <= ln.y - s.y < 5.5 and ln.x0 - 2 <= s.x0 <= ln.x1 + 2), None)
        if host is None:
            lines.append(Line([s], s.y))
        else:
            host.spans.append(s)
            host.spans.sort(key=lambda x: x.x0)
    lines.sort(key=lambda ln: ln.y)
    return lines


def find_gutter(lines: list[Line], width: float) -> float | None:
    """The x of an empty vertical gutter between two text columns, if the page has one."""
    text = [ln for ln in lines if ln.spans[0].size < 13]
    if len(text) < 6 or any(_table_fonts(ln.spans) for ln in text):
        return None
    spans = [s for ln in text for s in ln.spans]
    lo, hi = width * 0.3, width * 0.7
    if any(s.x0 < lo and s.x1 > hi for s in spans):
        return None  # a line runs across the whole middle: one column
    best = None
    for x in range(int(width * 0.3), int(width * 0.7), 2):
        if any(s.x0 - 4 < x < s.x1 + 4 for s in spans):
            continue
        left = sum(s.x1 <= x for s in spans)
        right = len(spans) - left
        if left >= 3 and right >= 3 and (best is None or abs(x - width / 2) < abs(best - width / 2)):
            best = x
    return best


def split_columns(lines: list[Line], gutter: float) -> list[Line]:
    left: list[Line] = []
    right: list[Line] = []
    for ln in lines:
        a = [s for s in ln.spans if s.x1 <= gutter]
        b = [s for s in ln.spans if s.x1 > gutter]
        if a:
            left.append(Line(a, ln.y))
        if b:
            right.append(Line(b, ln.y))
    return left + right


def rules(page: pymupdf.Page) -> tuple[list, list]:
    """Horizontal and vertical ruling lines (table grids)."""
    h, v = [], []
    for d in page.get_cdrawings():
        for item in d.get("items", ()):
            if item[0] != "l":
                continue
            (x0, y0), (x1, y1) = item[1], item[2]
            if abs(y0 - y1) < 0.5:
                h.append((round(y0, 1), min(x0, x1), max(x0, x1)))
            elif abs(x0 - x1) < 0.5:
                v.append((round(x0, 1), min(y0, y1), max(y0, y1)))
    return h, v


def _extract_range(args) -> list[PageLines]:
    path, start, stop = args
    doc = pymupdf.open(path)
    return [page_lines(doc[i]) for i in range(start, stop)]


def extract(path: Path, pages: list[int] | None = None, workers: int | None = None) -> list[PageLines]:
    """Positioned lines of every page (or of ``pages``, 0-based), in order."""
    doc = open_pdf(path)
    count = doc.page_count
    if pages is not None:
        return [page_lines(doc[i]) for i in pages]
    workers = workers if workers is not None else min(os.cpu_count() or 1, 4)
    if workers <= 1 or count < 200:
        return [page_lines(doc[i]) for i in range(count)]
    doc.close()
    step = -(-count // (workers * 4))
    chunks = [(str(path), i, min(i + step, count)) for i in range(0, count, step)]
    out: list[PageLines] = []
    with ProcessPoolExecutor(workers) as pool:
        for part in pool.map(_extract_range, chunks):
            out.extend(part)
    return out


def outline(path: Path) -> list[tuple[int, str, int]]:
    """The bookmark outline: (level, title, 1-based page)."""
    return [tuple(e[:3]) for e in open_pdf(path).get_toc(simple=True)]


def page_count(path: Path) -> int:
    return open_pdf(path).page_count
