"""PDF -> positioned lines of words. The only module that imports PyMuPDF.

Each page becomes a ``PageLines``: its horizontal text lines in reading order
(runs regrouped by baseline, superscripts folded into their line, two-column
pages read column by column), the running header and footer kept apart, the
watermark and other rotated text dropped, and the ruling lines a table
analysis needs (stroked segments and thin filled rectangles alike). Large
documents are extracted on every core.

Producers write the same printed line in many ways: one run per line, one run
per word with each word space its own run, no space glyphs at all (the pen
moves instead), words split into several runs by kerning, ligature glyphs.
This module is the one place that turns all of them into the same words: a
line is a list of ``Span`` words, each knowing whether a word space precedes
it (from a space glyph or from the gap), so every later step sees one
encoding.
"""

from __future__ import annotations

import bisect
import gc
import os
import re
from contextlib import contextmanager
from sys import intern
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import pymupdf

HEADER_Y = 60.0  # running header sits above this (792 pt page)
FOOTER_Y = 760.0  # footer and printing marks below this


class Frame(NamedTuple):
    """Where a file prints the Code's letter page: at ``scale``, its top-left corner at (``dx``, ``dy``). Every
    coordinate and font size read is taken back to the letter page (``x' = (x - dx) / scale``), so a Code printed
    to A4 "fit to page" (scaled 0.973 and centred, the footer 16 pt lower) reads as the Code itself."""

    scale: float = 1.0
    dx: float = 0.0
    dy: float = 0.0

    def x(self, x: float) -> float:
        return (x - self.dx) / self.scale

    def y(self, y: float) -> float:
        return (y - self.dy) / self.scale

    def rect(self, r) -> tuple[float, float, float, float]:
        x0, y0, x1, y1 = r
        return self.x(x0), self.y(y0), self.x(x1), self.y(y1)


PLAIN = Frame()
# the running header's and footer's "Division" (the middle of its box), on the letter page: NECB 2011 and 2017
# 41.8 and 775.5, the fixture 40.6 and 769.0 (the NBC's footer is at 772); a file whose two lie further apart or
# closer than this by more than FRAME_TOLERANCE prints the page at another scale
RUNNING_SPAN = 731.0
RUNNING_HEADER = 41.2
FRAME_TOLERANCE = 0.01
# on letter paper, a page shrunk to fit the printable area (0.94) is another scale; a page at 0.97 to 1.03 is the
# letter page as some other Code sets its running header and footer
LETTER_TOLERANCE = 0.03


def page_frame(doc: pymupdf.Document) -> Frame:
    """How the file prints the Code's page (``Frame``), from where its running header and footer stand on a
    dozen upright pages (the top- and bottom-most "Division" of each); ``PLAIN`` when they stand where the
    letter page has them, or when too few pages have both."""
    n = doc.page_count
    tops, bottoms, sizes = [], [], []
    for i in sorted({i * (n - 1) // 11 for i in range(12)}):
        page = doc[i]
        w, h = page.cropbox.width, page.cropbox.height
        if page.rotation or w > h:
            continue
        mids = [(r.y0 + r.y1) / 2 for r in page.search_for("Division")]
        top, bottom = [y for y in mids if y < 0.15 * h], [y for y in mids if y > 0.85 * h]
        if top and bottom:
            tops.append(min(top))
            bottoms.append(max(bottom))
            sizes.append((w, h))
    if len(tops) < min(3, n):
        return PLAIN
    top, bottom = sorted(tops)[len(tops) // 2], sorted(bottoms)[len(bottoms) // 2]
    w, h = max(set(sizes), key=sizes.count)
    scale = (bottom - top) / RUNNING_SPAN
    if not 0.5 < scale < 2:
        return PLAIN
    if abs(w - 612) < 2 and abs(h - 792) < 2 and abs(scale - 1) < LETTER_TOLERANCE:
        return PLAIN  # on the letter page as typeset: another Code's header and footer may stand a little apart
    fit = min(w / 612, h / 792)
    if abs(scale - fit) < FRAME_TOLERANCE:  # printed "fit to page": the letter page scaled to fit and centred
        frame = Frame(fit, (w - 612 * fit) / 2, (h - 792 * fit) / 2)
    else:
        frame = Frame(scale, (w - 612 * scale) / 2, top - RUNNING_HEADER * scale)
    if abs(frame.scale - 1) < FRAME_TOLERANCE and abs(frame.dx) < 6 and abs(frame.dy) < 6:
        return PLAIN
    return frame


class ExtractError(Exception):
    """The file cannot be read as a PDF; the message says why."""


class Span(NamedTuple):
    """One word in one font (a tuple: pickles fast between processes).

    A word printed in two fonts (an italic term and its roman comma) is two
    spans, the second with ``space`` False.
    """

    text: str  # never empty, never holds whitespace
    font: str
    size: float
    x0: float
    x1: float
    y: float  # baseline
    space: bool = False  # a word space precedes it on its line

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
    text: str = ""  # the words joined as printed (set from ``spans``)

    def __post_init__(self):
        self.text = words_text(self.spans)

    def __reduce__(self):
        return Line, (self.spans, self.y)

    @property
    def x0(self) -> float:
        return self.spans[0].x0

    @property
    def x1(self) -> float:
        return self.spans[-1].x1



def words_text(spans) -> str:
    """Words joined as printed: a space only where one precedes a word."""
    out = []
    for i, s in enumerate(spans):
        if i and s.space:
            out.append(" ")
        out.append(s.text)
    return "".join(out)


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
        # plain tuples cross between processes ten times faster than NamedTuples and dataclasses
        lines = [(ln.y, ln.text, [tuple(s) for s in ln.spans]) for ln in self.lines]
        return _page_from, (self.number, self.width, self.height, self.rotation, lines,
                            [tuple(s) for s in self.header], [tuple(s) for s in self.footer],
                            self.columns, self.hrules, self.vrules)

    def lines_spans(self) -> list[Span]:
        return [s for ln in self.lines for s in ln.spans]

    @property
    def header_text(self) -> str:
        return words_text(self.header)

    @property
    def footer_text(self) -> str:
        return words_text(self.footer)


def _page_from(number, width, height, rotation, lines, header, footer, columns, hrules, vrules) -> "PageLines":
    make = Span._make
    built = []
    for y, text, spans in lines:
        line = Line.__new__(Line)  # the text travels with it: not joined again
        line.spans, line.y, line.text = [make(s) for s in spans], y, text
        built.append(line)
    return PageLines(number, width, height, rotation, built, [make(s) for s in header], [make(s) for s in footer],
                     columns, hrules, vrules)


def open_pdf(path: Path) -> pymupdf.Document:
    """The PDF, opened and checked; ExtractError (one line) for anything that is not a readable PDF.

    MuPDF prints what it repairs in a damaged file (to standard output, bytes of the file included,
    where they would mix with ``parse``'s JSON lines): that is switched off; what it cannot repair
    raises, and becomes an ExtractError."""
    path = Path(path)
    if not path.is_file():
        raise ExtractError(f"{path}: no such file")
    with open(path, "rb") as f:
        head = f.read(1024)
    if b"%PDF-" not in head:
        raise ExtractError(f"{path}: not a PDF file (no %PDF- header)")
    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.mupdf_display_warnings(False)
    pymupdf.TOOLS.reset_mupdf_warnings()  # MuPDF keeps them all; a long process would hoard them
    try:
        doc = pymupdf.open(path)
    except Exception as e:  # noqa: BLE001 - PyMuPDF raises several types for damaged files
        raise _damaged(path, "cannot open the PDF", e) from None
    try:
        if doc.needs_pass or doc.is_encrypted:
            raise ExtractError(f"{path}: the PDF is encrypted; supply an unencrypted copy")
        count = doc.page_count  # a damaged page tree fails here ("Invalid number of pages")
    except Exception as e:  # noqa: BLE001
        if isinstance(e, ExtractError):
            raise
        raise _damaged(path, "cannot read the PDF's pages", e) from None
    if count == 0:
        raise ExtractError(f"{path}: the PDF has no pages")
    return doc


def _damaged(path: Path, what: str, e: BaseException) -> ExtractError:
    """The one-line error for a damaged file: what failed, and MuPDF's reason, on one printable line."""
    reason = re.sub(r"^code=\d+: ", "", " ".join(str(e).split()) or type(e).__name__)
    reason = "".join(c if c.isprintable() else "?" for c in reason)[:160]
    return ExtractError(f"{path}: {what} ({reason}); the file is damaged: download or copy it again")


def _in_pymupdf(e: BaseException) -> bool:
    """The exception was raised inside PyMuPDF (a damaged file), not by this package's code (a bug,
    which must keep its traceback)."""
    tb = e.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and Path(tb.tb_frame.f_code.co_filename).resolve().is_relative_to(_PYMUPDF_DIR)


_PYMUPDF_DIR = Path(pymupdf.__file__).resolve().parent


def _read_pages(doc: pymupdf.Document, path: Path, indices, frame: Frame = PLAIN) -> list[PageLines]:
    """``page_lines`` of each page; a page PyMuPDF cannot load or read is an ExtractError naming it."""
    out = []
    for i in indices:
        try:
            out.append(page_lines(doc[i], frame))
        except Exception as e:  # noqa: BLE001
            if not _in_pymupdf(e):
                raise
            raise _damaged(path, f"cannot read page {i + 1}", e) from None
    return out


# ligatures are expanded (a printed "fi" glyph is the letters f, i); whitespace
# runs are kept: a space glyph is evidence of a word break
_FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_MEDIABOX_CLIP
# a gap wider than this share of the font size is a word space; kerning moves
# the pen by a few hundredths of an em, a word space by a quarter or more
SPACE_GAP = 0.15


def _table_fonts(spans: list[Span]) -> bool:
    return any("Narrow" in s.font for s in spans)


@contextmanager
def no_gc():
    """Cyclic garbage collection paused: extraction makes hundreds of thousands of small
    tuples and no cycles, and the collector's passes over them cost a third of its time."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _running(runs: list[Span]) -> bool:
    """Whether runs are a running header or footer: every one of the NRC's names the Division."""
    return any("Division" in s.text for s in runs)


def _baseline(s: dict, before: dict | None, turned: bool, up: bool) -> float:
    """A run's baseline: across the line (its y upright; its x set up or down the page). MuPDF gives a run its
    first glyph's origin: a space set at the lowered (or raised) baseline of the index (or exponent) just before
    it ("ToV₂₇ to ToV₃₂, to be used": " to ToV" read 1.6 pt below its line, a line of its own, its words put
    after the next line's; "≥5 m² and ≤100 m²" up the page). Its box spans the space and the rest: of the
    baselines its foot and its head say, the one the space's origin is not."""
    axis = 0 if turned else 1
    origin = s["origin"][axis]
    if not s["text"][:1].isspace() or before is None or before["size"] >= s["size"] - 1 \
            or abs(before["origin"][axis] - origin) >= 0.5:
        return origin
    x0, y0, x1, y1 = s["bbox"]
    descent, ascent = s["descender"] * s["size"], s["ascender"] * s["size"]
    if not turned:
        foot, head = y1 + descent, y0 + ascent
    elif up:
        foot, head = x1 + descent, x0 + ascent
    else:
        foot, head = x0 - descent, x1 - ascent
    if max(abs(foot - origin), abs(head - origin)) <= 1.0:
        return origin
    return max(foot, head, key=lambda b: abs(b - origin))


def page_lines(page: pymupdf.Page, frame: Frame = PLAIN) -> PageLines:
    with no_gc():
        return _page_lines(page, frame)


def _text(page: pymupdf.Page, frame: Frame) -> list[dict]:
    """The page's text blocks (``get_text("dict")``), their runs' boxes, origins and sizes on the letter page."""
    blocks = page.get_text("dict", flags=_FLAGS)["blocks"]
    if frame != PLAIN:
        for block in blocks:
            for line in block.get("lines", ()):
                for s in line["spans"]:
                    s["bbox"] = frame.rect(s["bbox"])
                    s["origin"] = (frame.x(s["origin"][0]), frame.y(s["origin"][1]))
                    s["size"] = s["size"] / frame.scale
    return blocks


def _page_lines(page: pymupdf.Page, frame: Frame) -> PageLines:
    # every coordinate PyMuPDF gives is on the page as drawn, before its /Rotate: a landscape page of the NBC's
    # Appendix C (/Rotate 90, its table drawn up a portrait page) reads like a table set sideways on an upright
    # page, and a page drawn upright and turned for display reads like any upright page
    height, width = (page.cropbox.height, page.cropbox.width) if frame == PLAIN else (792.0, 612.0)
    rotation = page.rotation
    body: list[Span] = []
    header: list[Span] = []
    footer: list[Span] = []
    sideways: dict[tuple[int, int], list[Span]] = {(0, -1): [], (0, 1): []}  # text set up or down the page
    for block in _text(page, frame):
        for line in block.get("lines", ()):
            dx, dy = line["dir"]
            turned = abs(dy) > 0.01 or dx < 0
            if turned and not (abs(dx) < 0.01 and abs(abs(dy) - 1) < 0.01):
                continue  # slanted text: drawings
            before = None  # the run before, in this line
            for s in line["spans"]:
                text = s["text"]
                if not text or text.isspace():
                    continue  # a space is the gap it leaves (to_words); MuPDF also makes some up
                x0, y0, x1, y1 = s["bbox"]
                base = _baseline(s, before, turned, dy < 0)
                before = s
                if turned:
                    # a table set sideways on an upright page, seen as on a landscape page
                    up = dy < 0
                    sideways[(0, -1) if up else (0, 1)].append(Span(
                        text, intern(s["font"]), round(s["size"], 1),
                        height - y1 if up else y0, height - y0 if up else y1, base if up else width - base))
                    continue
                y = base
                # a run as written (it may hold several words, or part of one)
                run = Span(text, intern(s["font"]), _size(s["size"]), x0, x1, y)
                if y < HEADER_Y * height / 792:
                    header.append(run)
                elif y > FOOTER_Y * height / 792:
                    footer.append(run)
                else:
                    body.append(run)
    turn = max(sideways, key=lambda k: sum(len(s.text) for s in sideways[k]))
    side = [s for s in sideways[turn] if s.text.strip()]
    # the watermark runs up the margin too: a sideways body is text set across the page, well inside it
    side_chars = sum(len(s.text) for s in side if 40 < (s.y if turn == (0, -1) else width - s.y) < width - 40)
    upright = sum(len(s.text) for s in body)
    # a sideways body outweighs the upright one; a short one counts on a page with none upright (a Table's last
    # page with only its notes: "Table 3.5.1.1. (Continued)", "Notes to Table 3.5.1.1.:", a note)
    if side_chars > upright and (side_chars > 200 or not upright):
        body, sideways_turn = sideways[turn], turn
        # a landscape page sets its running header and footer across it too (its height is the page's width):
        # never its body; they are the page's header and footer where the upright ones are none (no "Division":
        # nothing, or a watermark across the top)
        top, bottom = HEADER_Y * width / 792, FOOTER_Y * width / 792
        if not _running(header):
            header = [s for s in body if s.y < top]
        if not _running(footer):
            footer = [s for s in body if s.y > bottom]
        body = [s for s in body if top <= s.y <= bottom]
    else:
        sideways_turn = None
    lines = group_lines(body)
    columns = 1
    gutter = find_gutter(lines, width) if not sideways_turn else None
    if gutter is not None:
        columns = 2
        lines = split_columns(lines, gutter)
    elif (k := next((i for i, ln in enumerate(lines) if _two_captions(ln)), None)) is not None:
        # two tables side by side below full-width text: split only that part of the page
        gutter = find_gutter(lines[k:], width)
        if gutter is not None:
            columns = 2
            lines = lines[:k] + split_columns(lines[k:], gutter)
    if not sideways_turn and columns == 1:
        lines = with_equations(page, lines, frame)
    pl = PageLines(page.number + 1, width, height, rotation, lines,
                   _words_of(header), _words_of(footer), columns)
    if _table_fonts(pl.lines_spans()):
        hrules, vrules = rules(page, frame)
        if sideways_turn == (0, -1):
            # (x, y) -> (height - y, x): horizontal rules become vertical and the other way round
            pl.hrules = [(x, height - y1, height - y0) for x, y0, y1 in vrules]
            pl.vrules = [(height - y, x0, x1) for y, x0, x1 in hrules]
        elif sideways_turn == (0, 1):
            # (x, y) -> (y, width - x)
            pl.hrules = [(width - x, y0, y1) for x, y0, y1 in vrules]
            pl.vrules = [(y, width - x1, width - x0) for y, x0, x1 in hrules]
        else:
            pl.hrules, pl.vrules = hrules, vrules
    return pl


# --- equations drawn as glyph outlines ----------------------------------------------------
EQUATION_GLYPHS = 8  # filled glyph shapes, at least, that make an equation
GLYPH_MAX = 16.0  # a glyph's height and width at most, in points (larger shapes are braces, shading, art)
EQUATION_GAP = 12.0  # points between two glyph rows of one equation, at most
_EQUATION_NUMBER = re.compile(r"\(\d{1,2}\)")  # an equation's number, printed beside it
EQUATION_MIN_GAP = 24.0  # points between two text lines around an equation, at least (baseline to baseline)


def equations(page: pymupdf.Page, lines: list[Line], frame: Frame = PLAIN) -> list[tuple[float, float, float, float]]:
    """The equations a page draws instead of printing: ``(y0, y1, x0, x1)`` each.

    The genuine NRC files draw their formulas as filled glyph outlines, not text ("FDWR =
    (2000 - 0.2 HDD)/3000", NECB 2017 Sentence 3.2.1.4.(1)): the text runs skip them. An
    equation is a band of at least ``EQUATION_GLYPHS`` small black filled shapes (each glyph
    comes out of PyMuPDF as a filled rectangle its size), crossed by no text (its number, "(3)",
    may stand beside it), no tall stroke (a figure's lines; an equation's fraction bars lie flat),
    and not between a table's column rules (an equation in a table's cell is left to the table)."""
    # an equation stands in a gap between two text lines (or above the first, below the last) wider
    # than a paragraph's; a page without one draws none, and its drawings are not read (parse speed)
    # a displayed equation follows a line ending "as follows:" / "equation:" (or a comma), or comes
    # before one opening "where", across a gap wider than a paragraph's; a page with no such gap
    # draws none, and its drawings are not read (parse speed)
    if not any(b.y - a.y > EQUATION_MIN_GAP and (a.text.endswith((":", ",")) or b.text.startswith("where")
                                                 or _EQUATION_NUMBER.fullmatch(b.text))
               for a, b in zip(lines, lines[1:])):
        return []
    # where text is printed (an equation's number "(3)" may stand on its line, to its right)
    bands = [(ln.y - 9.0, ln.y + 2.5, ln.x0 - 2.0, ln.x1 + 2.0) for ln in lines]
    shapes, strokes = [], []
    for d in page.get_cdrawings():
        kind = d.get("type") or ""
        x0, y0, x1, y1 = frame.rect(d["rect"])
        if "s" in kind:
            if y1 - y0 > 40:  # a figure's upright or slanted line (an equation's fraction bars lie flat)
                strokes.append((x0, y0, x1, y1))
            continue
        fill = d.get("fill")
        if "f" not in kind or fill is None or max(fill) > 0.3:
            continue
        w, h = x1 - x0, y1 - y0
        if not (1.5 <= h <= GLYPH_MAX and 1.0 <= w <= GLYPH_MAX * 2) or y0 < HEADER_Y or y1 > FOOTER_Y:
            continue
        if any(a <= (y0 + y1) / 2 <= b and bx0 < x1 and x0 < bx1 for a, b, bx0, bx1 in bands):
            continue
        shapes.append((y0, y1, x0, x1))
    shapes.sort()
    clusters: list[list] = []
    for y0, y1, x0, x1 in shapes:
        if clusters and y0 <= clusters[-1][1] + EQUATION_GAP:
            c = clusters[-1]
            c[1], c[2], c[3] = max(c[1], y1), min(c[2], x0), max(c[3], x1)
            c[4] += 1
        else:
            clusters.append([y0, y1, x0, x1, 1])
    out = []
    vrules = None
    for y0, y1, x0, x1, n in clusters:
        if n < EQUATION_GLYPHS:
            continue
        if any(sx0 < x1 and sx1 > x0 and sy0 < y1 and sy1 > y0 for sx0, sy0, sx1, sy1 in strokes):
            continue  # a figure: its lines cross the band
        if vrules is None:  # a table's column rules (a brace's pieces are shorter)
            vrules = [r for r in rules(page, frame)[1] if r[2] - r[1] >= 8]
        mid = (y0 + y1) / 2
        if any(x <= x0 and a < mid < b for x, a, b in vrules) and any(x >= x1 and a < mid < b for x, a, b in vrules):
            continue  # inside a table: its column rules on both sides (a change bar in the margin is one)
        out.append((y0, y1, x0, x1))
    return out


# what stands in a Sentence for an equation a page draws: the same in every file that prints the page
# (a page number would differ between the Code and a revisions package reprinting the page, and the
# site and the answers give each clause's page already)
EQUATION_TEXT = "[equation not reproduced as text: see the printed page]"


def with_equations(page: pymupdf.Page, lines: list[Line], frame: Frame = PLAIN) -> list[Line]:
    """``lines`` with one line standing for each equation of the page (``equations``), where it
    is printed, in the face and at the indent of the text line before it (so that the parser
    reads it as more of the same Sentence or Clause), saying that it is not reproduced."""
    found = equations(page, lines, frame)
    if not found:
        return lines
    out = list(lines)
    for y0, y1, x0, _ in found:
        before = [ln for ln in lines if ln.y < y0]
        model = before[-1] if before else None
        font = model.spans[-1].font if model else "equation"
        size = model.spans[-1].size if model else 9.0
        x = model.x0 if model else x0
        y = (y0 + y1) / 2
        spans, pos = [], x
        for i, word in enumerate(EQUATION_TEXT.split()):
            spans.append(Span(word, font, size, pos, pos + 4.5 * len(word), y, i > 0))
            pos += 4.5 * len(word) + 2.5
        out.append(Line(spans, y))
    out.sort(key=lambda ln: ln.y)
    return out


def _size(size: float, _seen: dict = {}) -> float:  # noqa: B006 - a cache: few distinct sizes per file
    try:
        return _seen[size]
    except KeyError:
        return _seen.setdefault(size, round(size, 1))


def _words_of(runs: list[Span]) -> list[Span]:
    """Header or footer runs -> words, left to right, one line per baseline."""
    out: list[Span] = []
    for ln in group_lines(runs):
        out.extend(ln.spans)
    return sorted(out, key=lambda s: s.x0)


def to_words(runs: list[Span]) -> list[Span]:
    """One line's runs (sorted by x) -> its words, each knowing if a space precedes it.

    A space is a whitespace character inside a run, or a gap wider than
    ``SPACE_GAP`` of the font size between runs (the width of a space glyph
    written as its own run, or of a pen move); pieces of one word (kerning
    splits) in the same font are joined. Whitespace-only runs never reach
    here: MuPDF makes some up where it sees a gap in paint order (under a
    superscript painted later), so only the gap itself is trusted.
    """
    words: list[Span] = []
    pending_until = None  # a run ended in whitespace: a space before the next word, if it starts after it
    last_x1 = None
    for run in runs:
        text = run.text
        pieces = text.split()
        if len(pieces) == 1 and len(pieces[0]) == len(text):
            spans = ((0, len(text), text),)  # one word, the usual run in a genuine file: no regex
        else:
            spans = [(m.start(), m.end(), m.group(0)) for m in _WORD_RE.finditer(text)]
        n = len(text)
        width = run.x1 - run.x0
        for k, (a, b, word) in enumerate(spans):
            x0 = run.x0 + width * a / n if a else run.x0
            x1 = run.x0 + width * b / n if b < n else run.x1
            if k:
                space = True
            elif not words:
                space = False
            else:
                prev = words[-1]
                space = a > 0 or (pending_until is not None and x0 >= pending_until - 0.5) \
                    or x0 - last_x1 > SPACE_GAP * max(min(run.size, prev.size), 5)
            if words and not space and words[-1].font == run.font and words[-1].size == run.size:
                prev = words[-1]
                words[-1] = prev._replace(text=prev.text + word, x1=x1)
            else:
                words.append(Span(word, run.font, run.size, x0, x1, run.y, space))
        pending_until = run.x1 if text[-1].isspace() else None
        last_x1 = words[-1].x1 if words else run.x1
    return words


_WORD_RE = re.compile(r"\S+")
_SMALL = 7.5  # superscripts (units, table note marks) are smaller than this


def group_lines(spans: list[Span]) -> list[Line]:
    """Runs -> lines of words by baseline; superscripts and subscripts join the line they sit on."""
    small, normal = [], []
    for s in spans:
        (small if _superscript(s) else normal).append(s)
    rows, ys = _baselines(normal)
    lone = _host(small, rows, ys)
    if lone:
        # small words no line hosts: a whole Table set in a small face (NECB 2017's 6 pt trade-off values, set
        # sideways) has no text-size line for them to join. Its text-size words make the lines (a word a line of its
        # own lost the space before it: "Forwardcurvewith vanes"), and its still smaller ones ("BaV" + a
        # subscript "13") join them as superscripts and subscripts join text
        face = max(s.size for s in lone) - LONE_FACE
        more, ys_more = _baselines([s for s in lone if s.size >= face])
        rest, ys_rest = _baselines(_host([s for s in lone if s.size < face], more, ys_more))
        rows, ys = rows + more + rest, ys + ys_more + ys_rest
    lines = []
    for row, y in zip(rows, ys):
        row.sort(key=lambda s: s.x0)
        words = raise_exponents(to_words(row))
        if words:
            lines.append(Line(words, y))
    lines.sort(key=lambda ln: ln.y)
    return lines


LONE_FACE = 1.0  # pt: of the small words no line hosts, those this close to the largest make the lines


def _baselines(spans: list[Span]) -> tuple[list[list[Span]], list[float]]:
    """Runs -> rows by baseline (within 1.5 pt of a row's first), top to bottom, with each row's baseline."""
    rows: list[list[Span]] = []
    ys: list[float] = []
    for s in sorted(spans, key=lambda s: (s.y, s.x0)):
        if rows and abs(ys[-1] - s.y) < 1.5:
            rows[-1].append(s)
        else:
            rows.append([s])
            ys.append(s.y)
    return rows, ys


def _host(small: list[Span], rows: list[list[Span]], ys: list[float]) -> list[Span]:
    """Each small run joins the row it is a superscript or subscript of (``rows`` grow); those no row hosts."""
    lone: list[Span] = []
    extents = [(min(r.x0 for r in row), max(r.x1 for r in row)) for row in rows]  # grows as words join
    for s in sorted(small, key=lambda s: s.x0):  # left to right: "C" "EL,ctrl,i" "(1)" chain on
        # superscripts sit up to 5.5 pt above their line's baseline, subscripts up to 3.5 pt below
        lo = bisect.bisect_left(ys, s.y - 3.5)
        hosts = [i for i in range(lo, len(rows)) if -3.5 <= ys[i] - s.y < 5.5
                 and extents[i][0] - 10 <= s.x0 <= extents[i][1] + 2]
        # of two lines set close (a table cell of several lines), the one whose word it touches
        host = next((i for i in hosts if any(abs(r.x1 - s.x0) < 1.0 for r in rows[i])), hosts[0]) \
            if len(hosts) > 1 else hosts[0] if hosts else None
        if host is None:
            lone.append(s)
        else:
            rows[host].append(s)
            extents[host] = (min(extents[host][0], s.x0), max(extents[host][1], s.x1))
    return lone


# A unit's exponent, printed as a raised smaller digit right after the unit symbol ("m" "2" in
# "0.38 m²", "W/(m" "2" "·K)", "ft." "2" in an imperial table): kept as printed, a Unicode
# superscript. Length units and the second (m/s², s⁻¹); negative exponents (a raised "−1" or
# "-1") too. Any other raised text stays as it is: a table note mark "(1)", a digit or a mark
# after a word (a footnote), a subscript (never raised), an exponent after a variable ("w2").
_EXPONENT_UNIT = re.compile(r"(?:^|[/(·×\-−])(?:mm|cm|km|m|ft\.?|in\.?|s)$")
_EXPONENT = re.compile(r"[-−]?[23]|[-−]1")
_SUPERSCRIPT_CHARS = str.maketrans({"1": "¹", "2": "²", "3": "³", "-": "⁻", "−": "⁻"})
RAISED = 1.0  # pt: an exponent's baseline sits at least this far above its unit's (genuine 2.0-2.3, fixture 3.3)


def raise_exponents(words: list[Span]) -> list[Span]:
    """A line's words with each unit exponent written as printed: ``m`` + raised ``2`` -> ``m²``.

    The exponent stays its own word (smaller, no space before it), so the line's text reads
    ``0.38 m²``; only its characters change."""
    for i in range(1, len(words)):
        w = words[i]
        if w.space or not _superscript(w) or not _EXPONENT.fullmatch(w.text):
            continue
        unit = words[i - 1]
        if unit.size - w.size >= 1.5 and unit.y - w.y >= RAISED and _EXPONENT_UNIT.search(unit.text):
            words[i] = w._replace(text=w.text.translate(_SUPERSCRIPT_CHARS))
    return words


def _superscript(s: Span) -> bool:
    """Small text in a text, table or heading face: a superscript or subscript."""
    return s.size < _SMALL and ("Palatino" in s.font or "Narrow" in s.font or "Black" in s.font)


def find_gutter(lines: list[Line], width: float) -> float | None:
    """The x of an empty vertical gutter between two text columns, if the page has one."""
    text = [ln for ln in lines if ln.spans[0].size < 13]
    if len(text) < 6:
        return None
    if any(_table_fonts(ln.spans) for ln in text) and not any(_two_captions(ln) for ln in lines):
        return None  # a table's cells are not columns of text, unless two tables stand side by side
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


def _two_captions(line: Line) -> bool:
    """Two table captions on one baseline: a page set as two columns of tables."""
    return sum(1 for s in line.spans if s.text == "Table" and "BdNarrow" in s.font) >= 2


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


def rules(page: pymupdf.Page, frame: Frame = PLAIN) -> tuple[list, list]:
    """Horizontal and vertical ruling lines (table grids), however drawn, on the letter page (``frame``).

    Stroked segments, and thin filled rectangles or thin filled paths (the
    genuine NRC files draw every table rule so) both become rules.
    """
    h, v = [], []

    def thin(x0: float, y0: float, x1: float, y1: float) -> bool:
        # on the letter page; a shape exactly RULE_MAX across (a glyph's stem, 1.5 pt) stays one however scaled
        return min(abs(x1 - x0), abs(y1 - y0)) < RULE_MAX * frame.scale - 1e-3

    def add(x0: float, y0: float, x1: float, y1: float) -> None:
        x0, y0, x1, y1 = frame.rect((x0, y0, x1, y1))
        w, t = abs(x1 - x0), abs(y1 - y0)
        if max(w, t) < 2:
            return  # a dot, or the end cap of a thin path
        if t < RULE_MAX:
            h.append((round((y0 + y1) / 2, 1), min(x0, x1), max(x0, x1)))
        elif w < RULE_MAX:
            v.append((round((x0 + x1) / 2, 1), min(y0, y1), max(y0, y1)))

    for d in page.get_cdrawings():
        items = d.get("items", ())
        if any(item[0] == "c" for item in items):
            continue  # a path with curves is a shape (a glyph outlined by another producer, an arc), its lines too
        if "f" in (d.get("type") or "") and "s" not in (d.get("type") or ""):
            x0, y0, x1, y1 = d["rect"]
            if thin(x0, y0, x1, y1):
                add(x0, y0, x1, y1)  # a thin filled shape, rectangle or path: one rule
            continue
        for item in items:
            if item[0] == "l":
                (x0, y0), (x1, y1) = item[1], item[2]
                add(x0, y0, x1, y1)
            elif item[0] == "re":
                x0, y0, x1, y1 = item[1]
                if thin(x0, y0, x1, y1):
                    add(x0, y0, x1, y1)
                else:  # a stroked box: its four sides are rules
                    for edge in ((x0, y0, x1, y0), (x0, y1, x1, y1), (x0, y0, x0, y1), (x1, y0, x1, y1)):
                        add(*edge)
    return h, v


RULE_MAX = 0.75  # thicker than this, a filled rectangle is shading, not a rule


def _extract_range(args) -> list[PageLines]:
    path, start, stop, frame = args
    return _read_pages(open_pdf(path), Path(path), range(start, stop), frame)


def extract(path: Path, pages: list[int] | None = None, workers: int | None = None) -> list[PageLines]:
    """Positioned lines of every page (or of ``pages``, 0-based), in order."""
    doc = open_pdf(path)
    count = doc.page_count
    frame = _frame(doc)
    if pages is not None:
        return _read_pages(doc, Path(path), pages, frame)
    workers = workers if workers is not None else min(os.cpu_count() or 1, 4)
    if workers <= 1 or count < 200:
        return _read_pages(doc, Path(path), range(count), frame)
    doc.close()
    step = -(-count // (workers * 4))
    chunks = [(str(path), i, min(i + step, count), frame) for i in range(0, count, step)]
    out: list[PageLines] = []
    with ProcessPoolExecutor(workers) as pool:
        for part in pool.map(_extract_range, chunks):
            out.extend(part)
    return out


def _frame(doc: pymupdf.Document) -> Frame:
    try:
        return page_frame(doc)
    except Exception as e:  # noqa: BLE001
        if not _in_pymupdf(e):
            raise
        return PLAIN  # a page that cannot be read says so where it is read, naming it


def outline(path: Path) -> list[tuple[int, str, int]]:
    """The bookmark outline: (level, title, 1-based page)."""
    doc = open_pdf(path)
    try:
        return [tuple(e[:3]) for e in doc.get_toc(simple=True)]
    except Exception as e:  # noqa: BLE001 - a damaged outline (a cycle, a broken entry)
        if not _in_pymupdf(e):
            raise
        raise _damaged(path, "cannot read the bookmark outline", e) from None


def render_boxes(path: Path, index: int, boxes: list, out: Path, zoom: float = 1.5) -> None:
    """Page ``index`` (0-based) as a PNG with each ((x0, y0, x1, y1), rgb) box outlined."""
    doc = open_pdf(path)
    frame = _frame(doc)
    page = doc[index]
    shape = page.new_shape()
    for rect, colour in boxes:
        x0, y0, x1, y1 = rect  # on the letter page: back to this file's
        rect = pymupdf.Rect(x0 * frame.scale + frame.dx, y0 * frame.scale + frame.dy,
                            x1 * frame.scale + frame.dx, y1 * frame.scale + frame.dy)
        shape.draw_rect(rect * page.derotation_matrix if page.rotation else rect)
        shape.finish(color=colour, width=0.6)
    shape.commit()
    page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom)).save(str(out))


def metadata_title(path: Path) -> str:
    doc = open_pdf(path)
    try:
        return (doc.metadata or {}).get("title") or ""
    except Exception as e:  # noqa: BLE001
        if not _in_pymupdf(e):
            raise
        raise _damaged(path, "cannot read the document information", e) from None


def page_count(path: Path) -> int:
    return open_pdf(path).page_count
