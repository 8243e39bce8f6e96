"""Positioned lines -> the clause tree.

Headings are recognised by font name and size (the NBC heading face carries
no bold flag), Sentences, Clauses and Subclauses by their printed numbers and
where those sit relative to the page's margin (margins mirror on odd and even
pages), Notes by their ``A-`` numbers in the Notes to Part, tables by their
captions and ruling lines. Tables of contents, attribution tables, figure
labels, the text of an appendix (its Tables are read: the NBC's Table C-2 on
landscape pages), the Index and front matter never become clauses. Line-end
hyphens are removed only where they are artefacts.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from . import lexicon
from . import patterns as P
from .extract import Line, PageLines, Span, extract, metadata_title, no_gc, outline, words_text
from .tables import grid_rows
from .model import (Article, Clause, ClauseTree, Continuation, Definition, Figure, Heading, Note, Sentence, Subclause,
                    Table)

LEAD = 11.9
TEXT_W = 492.6  # text width between the mirrored margins


class ParseError(Exception):
    """The PDF holds no Code structure we can read; the message says why."""


# words that open a roman qualifier between a defined term and "means" ("Frame in a door ... means")
_QUALIFIERS = frozenset({"in", "of", "for", "on", "with", "within"})
_MARKS = frozenset({"*", "†"})  # a term defined in another Code; printed after the term, in either face
_DEFINING = frozenset({"is", "are"})
_NOTES_HEADING_RE = re.compile(r"^Notes to Part (\d+)$")  # the heading opening a Part's Notes

@dataclass
class Report:
    pages: int = 0
    skipped: Counter = field(default_factory=Counter)  # reason -> pages
    problems: list[tuple[int, str]] = field(default_factory=list)  # (page, why)
    outline_missing: list[str] = field(default_factory=list)  # listed in the outline, not parsed
    outline_extra: list[str] = field(default_factory=list)  # parsed, not in the outline
    has_outline: bool = False
    outline_titles: list[tuple[str, str, str]] = field(default_factory=list)  # (id, parsed, outline)
    outline_unlisted_notes: bool = False  # the outline names Notes by title only
    divisions: dict[int, str] = field(default_factory=dict)  # page -> Division its header names

    def summary(self, tree: ClauseTree) -> str:
        counts = Counter((c.division, c.kind) for c in [*tree.articles, *tree.notes])
        per_div = ", ".join(
            f"{d}: {counts[(d, 'article')]} Articles {counts[(d, 'note')]} Notes" for d in sorted({d for d, _ in counts})
        )
        if self.has_outline:
            agree = ("outline agrees" if not (self.outline_missing or self.outline_extra) else
                     f"outline: {len(self.outline_missing)} listed but not parsed, "
                     f"{len(self.outline_extra)} parsed but not listed")
            if self.outline_titles:
                agree += f", {len(self.outline_titles)} titles differ"
            if self.outline_unlisted_notes:
                agree += " (its Notes are listed by title only: not compared)"
        else:
            agree = "no outline to cross-check"
        probs = f", {len(self.problems)} problems" if self.problems else ""
        return f"{self.pages} pages; {per_div}; {agree}{probs}"


# --- text assembly -------------------------------------------------------------

WORD_RE = re.compile(r"[a-z]+(?:-[a-z]+)*")
HYPHEN_END_RE = re.compile(r"([A-Za-z]+(?:-[A-Za-z]+)*)-$")


class Para:
    """Lines of (text, italic) segments, joined once the vocabulary is known."""

    __slots__ = ("lines", "heading")

    def __init__(self, heading: bool = False) -> None:
        self.lines: list[list[tuple[str, bool]]] = []
        self.heading = heading  # a Note's own sub-heading ("Level of Performance")

    def add(self, spans: list[Span]) -> None:
        """One printed line: its words joined into runs of one face (roman or italic)."""
        segs: list[tuple[str, bool]] = []
        run: list[str] = []
        face = None
        for s in spans:
            italic = s.italic
            if run and italic != face:
                segs.append(("".join(run), face))
                run = []
            if s.space and (run or segs):
                if italic and not run:
                    segs.append((" ", False))  # the space before an italic run is not part of it
                else:
                    run.append(" ")
            run.append(s.text)
            face = italic
        if run:
            segs.append(("".join(run), face))
        if segs:
            self.lines.append(segs)

    def add_text(self, text: str) -> None:
        self.lines.append([(text, False)])


def _keep_hyphen(head: str, tail: str, vocab: Counter) -> bool:
    """Is the hyphen at the end of ``head-`` a real one (``fire-resistance``)?"""
    joined, hyphened = (head + tail).lower(), (head + "-" + tail).lower()
    j, h = vocab.get(joined, 0), vocab.get(hyphened, 0)
    if j or h:
        return h > j
    last = head.rsplit("-", 1)[-1].lower()
    if len(last) < 2:
        return False
    # no evidence in the document (an excerpt of a few pages): the word whole is English
    # ("inspect-ions" is "inspections"), else two words make a compound ("fuel-fired")
    if lexicon.is_word(last + tail):
        return False
    return all(vocab.get(w.lower()) or lexicon.is_word(w) for w in (last, tail)) and len(tail) > 2


def join_para(para: Para, vocab: Counter) -> tuple[str, list[str], tuple[tuple[int, int], ...]]:
    """The paragraph's text, its italic runs (defined terms) in order, and where in the
    text those runs are printed: (start, end) spans."""
    segs: list[list] = []
    for i, line in enumerate(para.lines):
        if segs:
            prev = segs[-1]
            stripped = prev[0].rstrip()
            nxt = line[0][0].lstrip()
            m = HYPHEN_END_RE.search(stripped[-60:]) if stripped.endswith("-") else None
            if m and nxt[:1].isalpha():
                tail = re.match(r"[A-Za-z]+", nxt).group(0)
                prev[0] = stripped if _keep_hyphen(m.group(1), tail, vocab) else stripped[:-1]
                line = [(nxt, line[0][1])] + line[1:]
            else:
                prev[0] = stripped + " "
        segs.extend([t, it] for t, it in line)
    # the text with whitespace runs made one space, and each italic piece's place in it
    out: list[str] = []
    size = 0
    placed: list[tuple[int, int]] = []
    for t, it in segs:
        piece = t if t == " " or not _WS_RE.search(t) else _WS_RE.sub(" ", t)
        if piece.startswith(" ") and (not size or out[-1].endswith(" ")):
            piece = piece[1:]
        if not piece:
            continue
        if it and piece.strip():
            lead = len(piece) - len(piece.lstrip())
            placed.append((size + lead, size + len(piece.rstrip())))
        out.append(piece)
        size += len(piece)
    raw = "".join(out)
    text = raw.rstrip()
    spans: list[tuple[int, int]] = []
    for a, b in placed:
        b = min(b, len(text))
        if spans and not text[spans[-1][1]:a].strip():
            spans[-1] = (spans[-1][0], b)  # italic words with only a space between: one run
        elif a < b:
            spans.append((a, b))
    terms = [text[a:b] for a, b in spans]
    return text, terms, tuple(spans)


_WS_RE = re.compile(r"\s+")


# --- the parse state -----------------------------------------------------------


@dataclass
class _Clause:
    letter: str
    para: Para
    subclauses: list[tuple[str, Para]] = field(default_factory=list)


@dataclass
class _Sentence:
    number: int
    para: Para
    clauses: list[_Clause] = field(default_factory=list)


@dataclass
class _Table:
    number: str
    title: str = ""
    forms_part_of: str = ""
    rows: list[tuple[str, ...]] = field(default_factory=list)
    notes: list[Para] = field(default_factory=list)
    page: int = 0
    owner: tuple[str, str] | None = None  # (division, Article number) it was printed after
    division: str = ""
    row_pages: list[int] = field(default_factory=list)  # the page of each row


@dataclass
class _Clauseish:
    kind: str  # article | note
    division: str
    number: str
    title: list[str]
    part: str
    part_title: str
    section: str = ""
    section_title: str = ""
    subsection: str = ""
    subsection_title: str = ""
    page: int = 0
    label: str = ""
    last_page: int = 0
    sentences: list[_Sentence] = field(default_factory=list)
    definitions: list[tuple[str, Para]] = field(default_factory=list)
    paragraphs: list[Para] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    header: tuple[str, ...] = ()  # a continuation (number ""): the clause numbers the page's running header names


class Parser:
    def __init__(self) -> None:
        self.report = Report()
        self.code_names: Counter = Counter()  # the Code's name and edition, as each footer prints it
        self.vocab: Counter = Counter()
        self.mode = "front"  # front | body | notes | appendix | index
        self.big = ""  # which big heading the following big lines continue
        self.notes_read = False  # a Note read since the last Notes heading
        self.division = ""
        self.part = ""
        self.part_title = ""
        self.part_division = ""
        self.section = self.section_title = ""
        self.subsection = self.subsection_title = ""
        self.headings: list[Heading] = []
        self.clauses: list[_Clauseish] = []
        self.continued: list[_Clauseish] = []  # page-top lines continuing a clause the file does not hold
        self.tables: list[_Table] = []
        self.current: _Clauseish | None = None
        self.target: Para | None = None  # where continuation text goes
        self.title_of: list | None = None  # heading title lines awaiting continuation
        self.title_x = 0.0
        self.title_y = self.title_size = 0.0
        self.heading_ref: tuple | None = None
        self.table: _Table | None = None
        self.table_spans: list[Span] = []
        self.table_notes = False
        self.figure: Figure | None = None
        self.prev_label = ""
        self.prev_y = 0.0
        self.page_no = 0
        self.label = ""
        self.x0 = 0.0

    # pages ---------------------------------------------------------------
    def feed(self, page: PageLines) -> None:
        self.report.pages += 1
        self.page_no = page.number
        self.label = _page_label(page)
        if m := P.CODE_NAME_RE.search(page.footer_text):
            self.code_names[m.group(1)] += 1
        self.x0 = _margin(page)
        self.header = tuple(w for w in page.header_text.split() if any(ch.isdigit() for ch in w))
        head_div = re.search(r"\bDivision ([ABC])\b", page.header_text)
        if head_div and self.mode in ("body", "notes") and head_div.group(1) != self.division:
            self.division = head_div.group(1)
        if not self.division and head_div:
            # an excerpt: no Division title page, so the running header names it
            self.division = head_div.group(1)
            self.mode = "body"
        if self.prev_label and self.label and not _consecutive(self.prev_label, self.label):
            # a gap in the page labels: text before the first heading on this page
            # belongs to an Article this file does not contain
            self.close_current()
            self.target = None
        self.prev_label = self.label or self.prev_label
        self.report.divisions[page.number] = self.division
        self.prev_y = 0.0
        skipped_mode = self.mode if self.mode in ("front", "appendix", "index") else None
        used = tabled = 0
        self.toc_lines = 0
        # a table-of-contents page: its entries without leaders (Section lines, wrapped
        # titles) look like headings too, and are dropped with the rest of the page
        self.toc_page = sum(1 for ln in page.lines if _leader(ln.text)) >= 3
        footnote = _notes_footnote(page.lines)
        for i, line in enumerate(page.lines):
            self.role = ""
            took = self.dropped("noise: the footnote of a Part's Notes") if i >= footnote else self.line(line, page)
            used += took
            tabled += self.role.startswith("table")
            if self.record is not None:
                self.record.append((page.number, line, self.role or ("used" if took else "dropped")))
        self.close_table(page)
        if self.orphans:
            self.problem(f"{self.orphans} lines continue an Article or Note this file does not contain; kept as "
                         "a continuation (applying a revisions package merges it into the base Code's clause)")
            self.orphans = 0
        if skipped_mode and self.mode == skipped_mode and not tabled:  # an appendix's page of its Table is read
            self.report.skipped[{"front": "front matter", "appendix": "appendix", "index": "index"}[skipped_mode]] += 1
        elif self.toc_lines >= 3:
            self.report.skipped["table of contents"] += 1
        elif used <= 3 and page.lines and self.mode in ("body", "notes") and self.current is None:
            self.report.skipped["title page"] += 1

    def line(self, line: Line, page: PageLines) -> int:
        first = line.spans[0]
        text = line.text.strip()
        if _leader(text):
            self.toc_lines += 1
            return self.dropped("noise: table-of-contents entry")  # table-of-contents and abbreviation entries
        if first.black and first.size >= 19:
            self.close_table(page)
            self.big_heading(text)
            return self.took("big heading")
        if self.mode == "appendix" and first.black and abs(first.x0 - self.x0) < 3 \
                and P.NOTE_START_RE.match(text) and _note_title(line):
            self.mode = "notes"  # an appendix of explanatory Notes (the 2010-2011 editions' Appendix A)
        appendix_table = self.mode == "appendix" and (self.table is not None or _table_line(first, text))
        if self.mode in ("front", "appendix", "index") and not appendix_table:
            return self.dropped(f"noise: {self.mode}")  # an appendix's own Tables are read (the NBC's Table C-2)
        if not self.division:
            self.problem(f"text before any Division heading: {text[:40]!r}")
            return self.dropped("problem: before any Division")
        # table regions: captions, cells and their notes
        if self.table is not None:
            narrow = "Narrow" in first.font
            caption = not self.table_spans and not self.table_notes
            if caption and "BdNarrow" in first.font and first.size >= 9.5 and not text.startswith("Table ") \
                    and not self.table.forms_part_of and not text.startswith(("Notes to Table", "Note to Table")):
                self.table.title = f"{self.table.title} {text}".strip()  # a title may wrap
                return self.took("table title")
            if caption and narrow and text.startswith("Forming Part of "):
                self.table.forms_part_of = text[len("Forming Part of "):]
                return self.took("table: forming part of")
            if caption and narrow and self.table.forms_part_of and first.size >= 9.5 \
                    and "BdNarrow" not in first.font:
                self.table.forms_part_of += " " + text
                return self.took("table: forming part of")
            note_mark = re.match(r"^\((\d+)\)$", first.text) and first.size < 7.5
            if caption and note_mark and self.table.notes:
                self.table_notes = True  # a continued table whose page holds only the rest of its notes
            if self.table_notes and ("Palatino" in first.font or narrow) and first.size < 9.5:
                m = re.match(r"^\((\d+)\)$", first.text)
                if m:
                    para = Para()
                    self.table.notes.append(para)
                    para.add_text(f"({m.group(1)}) ")
                    para.add(line.spans[1:])
                elif self.table.notes:
                    self.table.notes[-1].add(line.spans)
                self.touch()
                return self.took("table note")
            # cells are set in the table faces, and symbols in theirs (Symbol, plain Helvetica)
            cell_face = narrow or ("Palatino" not in first.font and not first.black)
            if cell_face and first.size < 9.5 and not text.startswith(("Notes to Table", "Note to Table")) \
                    and not self.table_notes:
                # superscripts and subscripts count with the line they belong to
                self.table_spans.extend(s._replace(y=line.y) for s in line.spans)
                self.touch()
                return self.took("table cell")
            self.close_table(page)
        if self.mode == "appendix":
            return self.narrow_line(line, text, page) if _table_line(first, text) else self.dropped("noise: appendix")
        if "Narrow" in first.font:
            return self.narrow_line(line, text, page)
        self.figure_notes = None
        self.table_notes_orphan = False
        if self.current is not None and self.current.kind == "note" and _subheading(first, self.x0):
            para = Para(heading=True)  # a Note's own sub-heading ("Level of Performance"): a paragraph of its own
            para.add(line.spans)
            self.current.paragraphs.append(para)
            self.target = None
            self.prev_y = line.y
            return self.took("Note sub-heading")
        if "Palatino" not in first.font and not first.black:
            return self.dropped("noise: figure label")  # figure labels and other drawing text
        if self.figure is not None:
            self.figure = None
        if first.black:
            return self.black_line(line, text)
        return self.text_line(line, text)

    def big_heading(self, text: str) -> None:
        self.close_current()
        self.target = None
        if m := re.match(r"^Division ([ABC])$", text):
            self.division = m.group(1)
            self.mode, self.big = "body", "division"
        elif m := _NOTES_HEADING_RE.match(text):
            self.mode, self.big = "notes", "notes"
            self.notes_read = False
        elif m := re.match(r"^Part (\d+)$", text):
            self.part, self.part_title, self.part_division = m.group(1), "", self.division
            self.section = self.section_title = self.subsection = self.subsection_title = ""
            self.mode, self.big = "body", "part"
            self.headings.append(Heading("part", self.division, self.part, "", self.page_no, self.label))
        elif text.startswith("Appendix "):
            self.mode, self.big = "appendix", "appendix"
        elif self.big == "appendix" and text == "Explanatory Material":
            self.mode = "notes"
        elif text == "Index":
            self.mode, self.big = "index", ""
        elif text.startswith("National Building Code"):
            self.mode, self.big = "front", ""
        elif self.mode == "notes" and self.notes_read:
            # after a Part's Notes, a title no heading names: an appendix printed without its label (NECB 2017's
            # "Climatic Information for Building Design in Canada"): its text unread, its Tables read (Table C-1)
            self.mode, self.big = "appendix", "appendix"
        elif self.big == "part":
            self.part_title = f"{self.part_title} {text}".strip()
            h = self.headings[-1]
            self.headings[-1] = Heading("part", h.division, h.number, self.part_title, h.page, h.page_label)

    def black_line(self, line: Line, text: str) -> int:
        first = line.spans[0]
        head = first.text
        dx = first.x0 - self.x0
        rest = line.spans[1:]
        rest_text = words_text(rest)
        if first.size >= 15 and head == "Section" and rest:
            number, rest = rest[0].text, rest[1:]
            if not P.SECTION_RE.match(number):
                return self.problem(f"unreadable Section heading {text!r}")
            title = words_text(rest)
            self.close_current()
            self.set_part(number.split(".")[0])
            self.section, self.section_title = number, title
            self.subsection = self.subsection_title = ""
            self.add_heading("section", number, title, rest)
            return self.took("Section heading")
        if 11 <= first.size < 15 and P.SUBSECTION_RE.match(head):
            self.close_current()
            self.set_part(head.split(".")[0])
            if not self.section or not head.startswith(self.section):
                self.section, self.section_title = head.rsplit(".", 2)[0] + ".", ""
            self.subsection, self.subsection_title = head, rest_text
            self.add_heading("subsection", head, rest_text, rest)
            return self.took("Subsection heading")
        if not any(ch.isalnum() for ch in text):
            return self.dropped("noise: punctuation in the heading face")
        if first.size < 11 and P.SECTION_RE.match(head) and rest:
            # "1.1. General" in the heading face at text size: a Part's list of its Sections
            return self.dropped("noise: table-of-contents entry")
        if head.startswith("A\u2013"):  # an en dash typed for the hyphen of a Note number ("A–5.2.8.5.(2)(a)")
            line = Line([first._replace(text="A-" + head[2:])] + rest, line.y)
            first, head, text = line.spans[0], line.spans[0].text, line.text
        if abs(dx) < 3 and first.size < 11 and (m := P.NOTE_START_RE.match(text)) and _note_title(line):
            # a Note starts here, whether or not this file holds its "Notes to Part" page
            self.mode = "notes"
            return self.start_note(m.group(1), line)
        if abs(dx) < 3 and P.ARTICLE_RE.match(head) and rest:
            self.close_current()
            if self.mode == "notes":
                self.mode = "body"
            self.current = _Clauseish("article", self.division, head, [rest_text], *self.place(head),
                                      page=self.page_no, label=self.label, last_page=self.page_no)
            self.clauses.append(self.current)
            self.title_of, self.title_x = self.current.title, rest[0].x0
            self.target = None
            return self.took("Article heading")
        if P.SENTENCE_MARK_RE.match(head) and self.current is None:
            self.orphan("article")
            return self.black_line(line, text)
        if (m := P.SENTENCE_MARK_RE.match(head)) and self.current and self.current.kind == "article":
            self.title_of = None
            sentence = _Sentence(int(m.group(1)), Para())
            expected = len(self.current.sentences) + 1
            if self.current.header:  # a continuation: Sentence 0 is the one the page top cuts
                shown = [s.number for s in self.current.sentences if s.number]
                expected = shown[-1] + 1 if shown else sentence.number
            if sentence.number != expected:
                self.problem(f"Sentence {sentence.number}) where ({expected}) was expected in {self.current.number}")
            self.current.sentences.append(sentence)
            self.target = sentence.para
            if rest:
                sentence.para.add(rest)
            self.touch()
            return self.took("Sentence")
        # a wrapped title: under the title, or (Section headings) back at the margin just below
        wrapped = self.title_of is not None and (abs(first.x0 - self.title_x) < 3 or (
            self.heading_ref and abs(first.size - self.title_size) < 0.3 and abs(dx) < 3
            and 0 < line.y - self.title_y < 1.5 * first.size))
        if wrapped:
            self.title_of.append(text)
            self.title_y = line.y
            if self.heading_ref:
                self.extend_heading(text)
            return self.took("heading title, continued")
        note = self.current if self.current is not None and self.current.kind == "note" else None
        if note is not None and self.title_of is note.title and abs(dx) < 3:
            # a Note title that wraps: its Black words go on, then (often on this line) the body
            k = next((i for i, s in enumerate(line.spans) if not s.black), len(line.spans))
            note.title.append(words_text(line.spans[:k]))
            if k < len(line.spans):
                note.paragraphs[-1].add(line.spans[k:])
                self.title_of = None
                self.prev_y = line.y
            return self.took("Note title, continued")
        if self.toc_page:
            return self.dropped("noise: table-of-contents entry")
        if self.current is not None and self.current.kind == "article" and self.target is not None and dx > 30:
            self.target.add(line.spans)  # words set in the heading face inside a Sentence (a list of objectives)
            self.touch()
            return self.took("Sentence text (heading face)")
        return self.problem(f"unrecognised heading line {text[:50]!r}")

    def set_part(self, number: str) -> None:
        """Headings of another Part (or Division) seen earlier are never inherited."""
        if number != self.part or self.division != self.part_division:
            self.part, self.part_title, self.part_division = number, "", self.division
            self.section = self.section_title = self.subsection = self.subsection_title = ""

    def place(self, number: str) -> tuple[str, str, str, str, str, str]:
        """Part, Section and Subsection of a clause from its own number; their titles
        from the headings this file printed for exactly that place, else empty."""
        pieces = number.split(".")
        part, section, subsection = pieces[0], ".".join(pieces[:2]) + ".", ".".join(pieces[:3]) + "."
        same_part = part == self.part and self.division == self.part_division
        part_title = self.part_title if same_part else ""
        section_title = self.section_title if same_part and section == self.section else ""
        subsection_title = self.subsection_title if same_part and subsection == self.subsection else ""
        return part, part_title, section, section_title, subsection, subsection_title

    def add_heading(self, kind: str, number: str, title: str, rest: list[Span]) -> None:
        self.headings.append(Heading(kind, self.division, number, title, self.page_no, self.label))
        self.title_of = [title]
        self.title_x = rest[0].x0 if rest else 0
        self.title_y, self.title_size = (rest[0].y, rest[0].size) if rest else (0.0, 0.0)
        self.heading_ref = (len(self.headings) - 1, kind)

    def extend_heading(self, text: str) -> None:
        i, kind = self.heading_ref
        h = self.headings[i]
        title = f"{h.title} {text}"
        self.headings[i] = Heading(h.kind, h.division, h.number, title, h.page, h.page_label)
        if kind == "section":
            self.section_title = title
        else:
            self.subsection_title = title

    def start_note(self, number: str, line: Line) -> int:
        self.close_current()
        spans = list(line.spans)
        count, number = _note_number(spans)
        part, part_title, *_ = self.place(P.note_place(number))
        self.current = _Clauseish("note", self.division, number, [], part, part_title,
                                  page=self.page_no, label=self.label, last_page=self.page_no)
        self.clauses.append(self.current)
        self.notes_read = True
        # the number and the title are Black (one word or several), the body is not
        del spans[:count]
        title = []
        while spans and spans[0].black:
            title.append(spans.pop(0))
        self.current.title = [words_text(title)]
        para = Para()
        self.current.paragraphs.append(para)
        self.target = para
        self.title_of = self.current.title if not spans else None
        if spans:
            para.add(spans)
        self.prev_y = line.y
        return self.took("Note start")

    def narrow_line(self, line: Line, text: str, page: PageLines) -> int:
        first = line.spans[0]
        if "BdNarrow" in first.font and (m := P.TABLE_CAPTION_RE.match(text)):
            self.close_table(page)
            number = m.group(1)
            if m.group(2):
                table = next((t for t in reversed(self.tables) if t.number == number), None)
                if table is None:
                    self.problem(f"continued Table {number} whose start is not in this file")
                    table = _Table(number, page=self.page_no, division=self.division)
                    self.tables.append(table)
            else:
                table = _Table(number, page=self.page_no, division=self.division,
                               owner=(self.current.division, self.current.number)
                               if self.current and not self.current.header else None)
                self.tables.append(table)
            self.table = table
            self.table_spans = []
            # a continued table whose page holds only the rest of its notes: no rule follows the caption
            self.table_notes = bool(m.group(2) and table.notes) and not any(
                line.y < y < line.y + 40 for y, _, _ in page.hrules)
            return self.took("table caption")
        if "BdNarrow" in first.font and (m := re.match(r"^Figure (\S+)$", text)):
            self.figure = Figure(m.group(1), "", self.page_no)
            return self.took("figure caption")
        if "BdNarrow" in first.font and self.figure is not None:
            fig = Figure(self.figure.number, text, self.figure.page)
            if self.current:
                self.current.figures.append(fig)
                self.touch()
            self.figure = None
            return self.took("figure title")
        if text.startswith(("Notes to Table", "Note to Table")):
            m = re.match(rf"^Notes? to Table ({P.CAPTION_TABLE})", text)
            table = next((t for t in reversed(self.tables) if m and t.number == m.group(1)), None)
            table = table or (self.tables[-1] if self.tables and not m else None)
            if table is None:
                self.table_notes_orphan = True
                self.orphan_notes_page = self.page_no
                return self.problem(f"notes of Table {m.group(1) if m else '?'}, which this file does not contain")
            self.close_table(page)
            self.table = table
            self.table_notes = True
            return self.took("table notes heading")
        if self.table_notes_orphan and first.size < 9.5:
            return self.dropped("orphan: notes of a table this file does not contain")
        if re.match(r"^Notes? to Figure ", text):
            # a figure's own notes, printed under it in the table face: Note text
            if self.current is not None and self.current.kind == "note":
                self.figure_notes = Para()
                self.figure_notes.add(line.spans)
                self.current.paragraphs.append(self.figure_notes)
            else:
                self.figure_notes = Para()  # kept with no Note to hold it: dropped with the figure
            return self.took("figure notes")
        if self.figure_notes is not None and first.size < 9.5:
            if re.match(r"^\((\d+)\)$", first.text) and self.figure_notes.lines:
                para = Para()
                if self.current is not None and self.current.kind == "note":
                    self.current.paragraphs.append(para)
                self.figure_notes = para
            self.figure_notes.add(line.spans)
            return self.took("figure notes")
        if "Narrow" in first.font and first.size < 9.5 and self.table is None:
            return self.problem(f"table cell outside a table: {text[:40]!r}")
        return self.dropped("noise: table face outside a table")

    def text_line(self, line: Line, text: str) -> int:
        first = line.spans[0]
        lead = first.text.strip()
        dx1 = first.x1 - self.x0
        if self.current is None:
            if text.strip("() ") == "Reserved":
                return self.dropped("noise: a Part reserved for future use")
            if first.size < 9.5:  # the table face at a page top: the notes of a Table the page before ends
                if self.orphan_notes_page == self.page_no:  # said once a page
                    return self.dropped("orphan: notes of a table this file does not contain")
                self.orphan_notes_page = self.page_no
                return self.problem("notes of a Table continued from a page this file does not contain")
            self.orphan()
            return self.text_line(line, text)
        if self.target is None and self.current.kind == "article" and not self.current.sentences:
            return self.problem(f"text between an Article heading and its first Sentence: {text[:50]!r}")
        self.title_of = None
        art = self.current
        if art.kind == "article" and art.sentences:
            sentence = art.sentences[-1]
            m_clause = P.CLAUSE_MARK_RE.match(lead)
            m_sub = P.SUBCLAUSE_MARK_RE.match(lead)
            if (m_clause or m_sub) and len(line.spans) > 1:
                if dx1 < 110 and m_clause:
                    clause = _Clause(m_clause.group(1), Para())
                    expected = len(sentence.clauses)
                    if sentence.number == 0 and art.header:  # a continuation: the first Clause shown may be any
                        expected = ord(sentence.clauses[-1].letter) - 96 if sentence.clauses else ord(clause.letter) - 97
                    if ord(clause.letter) - 97 != expected:
                        self.problem(f"Clause {lead} out of order in {art.number}")
                    sentence.clauses.append(clause)
                    clause.para.add(line.spans[1:])
                    self.target = clause.para
                    self.touch()
                    return self.took("Clause")
                if dx1 >= 110 and m_sub and sentence.clauses:
                    para = Para()
                    sentence.clauses[-1].subclauses.append((m_sub.group(1), para))
                    para.add(line.spans[1:])
                    self.target = para
                    self.touch()
                    return self.took("Subclause")
            k = next((i for i, s in enumerate(line.spans) if not s.italic), len(line.spans))
            after = k
            while after < len(line.spans) and line.spans[after].text in _MARKS:
                # "Assembly occupancy* means": the asterisk printed in roman, where
                # "Authority having jurisdiction* means" prints it in italics
                after += 1
            if after < len(line.spans) and line.spans[after].text.startswith("("):
                # the term's abbreviation in roman between it and "means": "Overall thermal
                # transmittance (U-value) means", "Coefficient of performance (COP) means, for ..."
                after = next((i + 1 for i in range(after, min(after + 3, len(line.spans)))
                              if line.spans[i].text.endswith(")")), after)
            elif after < len(line.spans) and line.spans[after].text in _QUALIFIERS:
                # a roman qualifier of the term: "Frame in a door, window or other glazed area means"
                after = next((i for i in range(after, min(after + 10, len(line.spans)))
                              if line.spans[i].text.rstrip(",") == "means"), after)
            verb = line.spans[after].text.rstrip(",") if after < len(line.spans) else ""
            # "means, for a heat pump ..."; "Standby losses (SL) are the heat losses ...": a term
            # defined in the plural, read so only among definitions and for a capitalised term (a
            # Sentence's line may begin "basement is not counted" at the same indent)
            if k and abs(first.x0 - self.x0 - 72) < 3 and (verb == "means" or verb in _DEFINING and art.definitions
                                                            and first.text[:1].isupper()):
                para = Para()
                # "Building*": the asterisk marks a term defined in another Code, not part of the term
                art.definitions.append((words_text(line.spans[:k]).rstrip("*†").strip(), para))
                para.add(line.spans)
                self.target = para
                self.touch()
                return self.took("definition")
        if art.kind == "note":
            gap = line.y - self.prev_y if self.prev_y else 0
            if gap > LEAD * 1.25 or self.target is None:
                para = Para()
                art.paragraphs.append(para)
                self.target = para
            elif not self.prev_y and self.target is not None and self.target.lines:
                # first line of a page: a new paragraph if the previous line ended a
                # sentence and this line's first word would have fitted after it
                last_text = "".join(t for t, _ in self.target.lines[-1]).rstrip()
                word = first.text.strip().split(" ", 1)[0]
                word_w = (first.x1 - first.x0) * (len(word) + 1) / max(len(first.text.strip()), 1)
                if last_text.endswith((".", ":")) and word_w * 1.1 + 0.4 * first.size < self._last_room:
                    para = Para()
                    art.paragraphs.append(para)
                    self.target = para
        if self.target is None:
            return self.problem(f"text with nowhere to go: {text[:50]!r}")
        self.target.add(line.spans)
        self.prev_y = line.y
        self._last_room = self.x0 + TEXT_W - line.x1
        self.touch()
        return self.took(f"{self.text_role()}")

    _last_room = 0.0

    def touch(self) -> None:
        if self.current:
            self.current.last_page = self.page_no

    def orphan(self, kind: str = "") -> None:
        """Text that continues an Article or Note this file does not contain (an excerpt, at the top of a
        page): a continuation opens, numbered "" and known by the page's running header, and the line is
        read into it as into any clause (see ``model.Continuation``). A Note's when the header names a
        Note (or the file is in Notes and the header names nothing)."""
        header = self.header or ("?",)
        if not kind:
            named = [h for h in self.header if P.ARTICLE_RE.match(h) or h.startswith("A-")]
            kind = "note" if (named and named[0].startswith("A-")) or (not named and self.mode == "notes") else "article"
        part = (self.header[0].removeprefix("A-").split(".")[0]) if self.header else self.part
        c = _Clauseish(kind, self.division, "", [], part, "", page=self.page_no, label=self.label,
                       last_page=self.page_no, header=header)
        para = Para()
        if kind == "article":
            c.sentences.append(_Sentence(0, para))
        else:
            c.paragraphs.append(para)
        self.continued.append(c)
        self.current, self.target, self.title_of, self.prev_y = c, para, None, 0.0

    # the role each line played, for `codecite-site inspect` (the parser's own, not a guess)
    role = ""

    def took(self, role: str) -> int:
        if self.current is not None and self.current.header and not role.startswith(("table", "figure")):
            self.orphans += 1  # a line of the continuation's own text
            role = f"continuation: {role}"
        self.role = role
        return 1

    def dropped(self, why: str) -> int:
        self.role = why
        return 0

    def text_role(self) -> str:
        c = self.current
        if c is None:
            return "text"
        return "Note text" if c.kind == "note" else "Sentence text"

    orphans = 0
    header: tuple[str, ...] = ()  # the clause numbers the current page's running header names
    toc_lines = 0
    toc_page = False
    record: list | None = None  # (page, line, role) of every line, when inspecting
    figure_notes: Para | None = None  # "Note to Figure ..." lines go here
    table_notes_orphan = False  # the notes of a table whose caption is not in the file
    orphan_notes_page = 0  # the page whose top holds Table notes of a Table the file does not contain

    def problem(self, why: str) -> int:
        self.report.problems.append((self.page_no, why))
        return self.dropped(f"problem: {why}")

    # tables --------------------------------------------------------------
    def close_table(self, page: PageLines) -> None:
        if self.table is None:
            return
        if self.table_spans:
            rows = grid_rows(self.table_spans, page.hrules, page.vrules)
            if rows is None:
                self.problem(f"Table {self.table.number}: no ruling lines around its cells")
            else:
                # the column headings a continued table repeats
                k = 0
                while k < min(len(rows), len(self.table.rows)) and rows[k] == self.table.rows[k]:
                    k += 1
                rows = rows[k:]
                self.table.rows.extend(rows)
                self.table.row_pages.extend([page.number] * len(rows))
        self.table_spans = []
        self.table = None
        self.table_notes = False

    def close_current(self) -> None:
        self.title_of = None
        self.heading_ref = None
        self.current = None
        self.target = None

    # output --------------------------------------------------------------
    def finish(self) -> ClauseTree:
        for c in [*self.clauses, *self.continued]:
            for s in c.sentences:
                self._count(s.para)
                for cl in s.clauses:
                    self._count(cl.para)
                    for _, p in cl.subclauses:
                        self._count(p)
            for _, p in c.definitions:
                self._count(p)
            for p in c.paragraphs:
                self._count(p)
        self.defined = {
            d.lower() for c in self.clauses if c.kind == "article" for d, _ in c.definitions
        }
        tree = ClauseTree(headings=self.headings)
        if self.code_names:
            tree.code = self.code_names.most_common(1)[0][0]
        tables: dict[tuple[str, str], list[Table]] = {}
        unowned: list[tuple[str, Table]] = []
        for t in self.tables:
            m = re.match(rf"Sentences? ({P.ARTICLE})", t.forms_part_of)
            key = (t.division, m.group(1)) if m else t.owner
            # a Table forming part of several Articles' Sentences is shown in the one it is numbered after,
            # else the one it is printed in, of those (NECB 2017's Table 6.2.2.1.: of 5.2.12.4.(1) first,
            # printed in 6.2.2.1. with the rest of Part 6; a Table may float past its Article's page)
            named = {(t.division, a) for a in re.findall(f"({P.ARTICLE})", t.forms_part_of)} if m else set()
            own = re.match(P.ARTICLE, t.number)
            if own and (t.division, own.group(0)) in named:
                key = (t.division, own.group(0))
            elif t.owner in named:
                key = t.owner
            table = Table(t.number, t.title, t.forms_part_of, tuple(t.rows),
                          tuple(join_para(n, self.vocab)[0] for n in t.notes), t.page,
                          tuple(t.row_pages) if len(t.row_pages) == len(t.rows) else ())
            if key is None:
                unowned.append((t.division, table))
                continue
            tables.setdefault(key, []).append(table)
        for c in self.clauses:
            if c.kind == "article":
                tree.articles.append(self._article(c, tables.pop((c.division, c.number), [])))
            else:
                tree.notes.append(self._note(c, tables.pop((c.division, c.number), [])))
        for division, table in unowned:
            self._shown_where_named(tree, division, table)
        for c in self.continued:
            clause = self._article(c, []) if c.kind == "article" else self._note(c, [])
            if any(x.full_text for x in clause.sentences) if c.kind == "article" else any(clause.paragraphs):
                tree.continuations.append(Continuation(c.division, c.page, c.label, c.header, clause))
        for (div, number), ts in tables.items():
            self.report.problems.append((ts[0].page, f"Table {ts[0].number} forms part of {div}-{number}, "
                                                     f"which this file does not contain"))
        return tree

    def _shown_where_named(self, tree: ClauseTree, division: str, table: Table) -> None:
        """An appendix's Table (numbered by its appendix, not after an Article), printed outside every Article with
        no "Forming Part of" line (NECB 2017's Table C-1, the climatic data of its Appendix C, "referenced in
        Sentence 1.1.4.1.(1)"), is shown in the first Article of its Division whose Sentences name it, or else name its
        appendix (the NBC's Table C-2, on the landscape pages of Appendix C). Any other
        Table whose Article we cannot read (a revisions package's page continuing Table 5.2.12.1. without its
        caption) is a problem: shown in another Article that names it, it would read as added there."""
        named = re.compile(rf"\bTables? (?:[\w.\-]+,? (?:and |or )?)*{re.escape(table.number)}(?![\w\-])")
        # else the first naming its appendix: the NBC's Table C-2 is "the climatic values in Appendix C"
        appendix = re.compile(rf"\bAppendix {re.escape(table.number.split('-')[0])}(?![\w\-])")
        for pattern in (named, appendix):
            for i, a in enumerate(tree.articles):
                if table.appendix and a.division == division and any(
                        pattern.search(s.full_text) for s in a.sentences):
                    tree.articles[i] = replace(a, tables=(*a.tables, table))
                    return
        self.problem(f"Table {table.number} forms part of nothing we can read")

    def _count(self, para: Para) -> None:
        """Words as printed whole: not the two halves of a word broken at a line end."""
        broken = False
        for line in para.lines:
            text = "".join([t for t, _ in line]).lower()
            words = WORD_RE.findall(text)
            if broken and words:
                words = words[1:]
            broken = text.rstrip().endswith("-")
            if broken and words:
                words = words[:-1]
            self.vocab.update(words)

    def _article(self, c: _Clauseish, tables: list[Table]) -> Article:
        terms: list[str] = []
        sentences = []
        for s in c.sentences:
            text, t, it = join_para(s.para, self.vocab)
            terms += t
            clauses = []
            for cl in s.clauses:
                ctext, t, cit = join_para(cl.para, self.vocab)
                terms += t
                subs = []
                for numeral, p in cl.subclauses:
                    stext, t, sit = join_para(p, self.vocab)
                    terms += t
                    subs.append(Subclause(numeral, stext, sit))
                clauses.append(Clause(cl.letter, ctext, tuple(subs), cit))
            sentences.append(Sentence(s.number, text, tuple(clauses), it))
        definitions = []
        for term, p in c.definitions:
            text, t, it = join_para(p, self.vocab)
            terms += t
            definitions.append(Definition(term, text, it))
        raw_title = re.sub(r"\s+", " ", " ".join(c.title)).strip()
        see = P.SEE_NOTE_RE.findall(raw_title)
        for s in sentences:
            see += P.SEE_NOTE_RE.findall(s.full_text)
        return Article(
            division=c.division, number=c.number, title=P.SEE_NOTE_RE.sub("", raw_title).strip(),
            part=c.part, part_title=c.part_title, section=c.section, section_title=c.section_title,
            subsection=c.subsection, subsection_title=c.subsection_title,
            sentences=tuple(sentences), tables=tuple(tables), figures=tuple(c.figures),
            definitions=tuple(definitions), notes=tuple(dict.fromkeys(f"{c.division}-{n}" for n in see)),
            terms=self._terms(terms), page=c.page, page_label=c.label, last_page=c.last_page,
        )

    def _terms(self, runs: list[str]) -> tuple[str, ...]:
        """Italic runs -> defined terms; two terms printed side by side are split
        with the definitions of Division A (``sprinklered floor area``)."""
        out = []
        for run in runs:
            out.extend(split_terms(run, self.defined))
        return tuple(dict.fromkeys(out))

    def _note(self, c: _Clauseish, tables: list[Table]) -> Note:
        paragraphs, terms, italics, headings = [], [], [], []
        for p in c.paragraphs:
            text, t, it = join_para(p, self.vocab)
            if text:
                if p.heading:
                    headings.append(len(paragraphs))
                paragraphs.append(text)
                italics.append(it)
            terms += t
        title = re.sub(r"\s+", " ", " ".join(c.title)).strip().removesuffix(".")
        return Note(
            division=c.division, number=c.number, title=title, part=c.part, part_title=c.part_title,
            paragraphs=tuple(paragraphs),
            explains=tuple(f"{c.division}-{n}" for n in P.split_note_number(c.number)),
            figures=tuple(c.figures), tables=tuple(tables), terms=self._terms(terms),
            page=c.page, page_label=c.label, last_page=c.last_page, paragraph_italics=tuple(italics),
            headings=tuple(headings),
        )


# --- helpers -------------------------------------------------------------------


def _is_term(words: list[str], defined: set[str]) -> bool:
    phrase = " ".join(words).lower()
    return any(phrase == d or phrase in (d + "s", d + "es") or d.endswith("y") and phrase == d[:-1] + "ies"
               for d in defined)


def split_terms(run: str, defined: set[str]) -> list[str]:
    """``"sprinklered floor area"`` -> ``["sprinklered", "floor area"]`` when both are defined."""
    words = run.split()
    if not defined or _is_term(words, defined):
        return [run]
    # fewest pieces that are all defined terms (dynamic programming over word positions)
    best: list[list[str] | None] = [[]] + [None] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(end):
            if best[start] is not None and _is_term(words[start:end], defined):
                cand = best[start] + [" ".join(words[start:end])]
                if best[end] is None or len(cand) < len(best[end]):
                    best[end] = cand
    return best[-1] or [run]



def _note_number(spans: list[Span]) -> tuple[int, str]:
    """How many of a Note's first words are its number, and the number.

    A title may begin with words that continue a number's shape ("and (3)"):
    of the prefixes that are whole Note numbers, the one followed by the
    widest gap (number and title are set apart) wins, the longest on a tie.
    """
    best: tuple[float, int, str] | None = None
    for k in range(1, min(len(spans), 8) + 1):
        if not all(s.black for s in spans[:k]):
            break
        number = words_text(spans[:k])
        if P.NOTE_NUMBER_RE.match(number):
            gap = spans[k].x0 - spans[k - 1].x1 if k < len(spans) else 99.0
            cand = (round(gap, 1), k, number)
            if best is None or cand[0] > best[0] + 0.5 * spans[0].size or (abs(cand[0] - best[0]) <= 0.5 * spans[0].size and k > best[1]):
                best = cand
    if best is None:
        m = P.NOTE_START_RE.match(words_text(spans))
        return len(m.group(1).split()), m.group(1)
    return best[1], best[2]


FOOTNOTE_SMALLER = 1.5  # points, at least, by which a footnote is set smaller than the text above it


def _notes_footnote(lines: list[Line]) -> int:
    """Where the footnote of the first page of a Part's Notes starts (``len(lines)`` for none): a note saying what
    the Notes are and how they are numbered ends the page that carries the "Notes to Part 2" heading, set smaller
    than the Notes above it (7.9 pt under 9.9 pt), in their face. Not a Note's text: read as one, it split the Note
    running over that page in the middle of its list."""
    if not any(ln.spans[0].black and ln.spans[0].size >= 19 and _NOTES_HEADING_RE.match(ln.text.strip())
               for ln in lines):
        return len(lines)

    def plain(ln: Line) -> bool:
        return not any(s.black or "Bold" in s.font or "Narrow" in s.font for s in ln.spans)

    size = max(s.size for s in lines[-1].spans) if lines and lines[-1].spans else 0.0
    start = len(lines)
    while start > 0 and plain(lines[start - 1]) and abs(max(s.size for s in lines[start - 1].spans) - size) < 0.3:
        start -= 1
    above = lines[start - 1] if start > 0 else None
    if start == len(lines) or above is None or max(s.size for s in above.spans) < size + FOOTNOTE_SMALLER:
        return len(lines)
    return start


def _note_title(line: Line) -> bool:
    """A Note start: its number is followed by a title in the same Black face."""
    count, _ = _note_number(line.spans)
    return count < len(line.spans) and line.spans[count].black


def _subheading(first: Span, margin: float) -> bool:
    """A bold Helvetica line at text size near the margin, inside a Note."""
    return "Bold" in first.font and "Obl" not in first.font and not first.black and first.size >= 9.5 \
        and 0 <= first.x0 - margin < 30


def _table_line(first: Span, text: str) -> bool:
    """A Table's caption, or the heading of its notes: where an appendix's Table and its notes start."""
    return "BdNarrow" in first.font and bool(P.TABLE_CAPTION_RE.match(text)) or "Narrow" in first.font and \
        text.startswith(("Notes to Table", "Note to Table"))


def _leader(text: str) -> bool:
    """A table-of-contents or abbreviation entry: dot leaders and a page label."""
    return ("...." in text or ". . . ." in text) and bool(P.DOT_LEADER_RE.search(text))


def _page_label(page: PageLines) -> str:
    for s in page.footer:
        for token in s.text.split():
            if P.PAGE_LABEL_RE.match(token):
                return token
    return ""


def _consecutive(a: str, b: str) -> bool:
    ma, mb = re.match(r"^(.*?)(\d+)$", a), re.match(r"^(.*?)(\d+)$", b)
    if not ma or not mb:
        return True
    if ma.group(1) != mb.group(1):
        return int(mb.group(2)) == 1  # a new Part or Division starts its own numbering at 1
    return int(mb.group(2)) == int(ma.group(2)) + 1


def _margin(page: PageLines) -> float:
    """The page's left text margin (the Code's margins mirror on odd and even pages)."""
    for spans in (page.header, page.footer):
        if spans:
            x = min(s.x0 for s in spans)
            if x < 100:
                return x
    xs = [ln.x0 for ln in page.lines if ln.spans[0].black]
    if xs:
        return min(xs)
    return 71.7 if page.number % 2 else 47.7


# a glued title starts with a capital: "A-Table 4.3.2.7.-BDaylight" is "-B" + "Daylight"
OUTLINE_ENTRY_RE = re.compile(rf"^({P.NOTE_NUMBER}|{P.ARTICLE})(?![a-z])\s*(.*)$")


def read_outline(entries: list[tuple[int, str, int]], divisions: dict[int, str]) -> dict[str, str]:
    """Article and Note ids the bookmark outline lists -> the titles it gives them.

    Both shapes NRC outlines come in are read: ``9.8.8.3. Height of Guards``
    and ``1.1.1.1.Application of this Code`` (no space, words of a wrapped
    title glued, long titles cut at 64 characters). The Division comes from
    the outline's ``Division B`` entries, or where it has none from the page
    the entry points to (as the parse read that page's running header).
    """
    listed: dict[str, str] = {}
    # "Division B" or "Division B Acceptable Solutions"; a Preface's "Division B: ..." is prose
    division_re = re.compile(r"^Division ([ABC])(?!:)\b")
    has_divisions = any(division_re.match(t.strip()) for _, t, _ in entries)
    division = ""
    for _level, title, page in entries:
        title = title.strip()
        if m := division_re.match(title):
            division = m.group(1)
            continue
        m = OUTLINE_ENTRY_RE.match(title)
        if not m:
            continue
        div = division if has_divisions else divisions.get(page, "")
        if div:
            listed[f"{div}-{m.group(1)}"] = m.group(2)
    return listed


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def cross_check_outline(tree: ClauseTree, entries: list[tuple[int, str, int]], report: Report) -> None:
    """Compare parsed Articles and Notes, and their titles, with the bookmark outline."""
    if not entries:
        return
    report.has_outline = True
    listed = read_outline(entries, report.divisions)
    clauses = {c.id: c for c in [*tree.articles, *tree.notes]}
    listed_notes = sum(1 for i in listed if i.split("-", 1)[1].startswith("A-"))
    if tree.notes and listed_notes < len(tree.notes) / 2:
        # this outline names its Notes by title only (the 2011 shape): no ids to compare
        report.outline_unlisted_notes = True
        clauses = {i: c for i, c in clauses.items() if c.kind != "note"}
        listed = {i: t for i, t in listed.items() if not i.split("-", 1)[1].startswith("A-")}
    report.outline_missing = sorted(set(listed) - set(clauses))
    report.outline_extra = sorted(set(clauses) - set(listed))
    for cid in sorted(set(listed) & set(clauses)):
        want, got = _squash(listed[cid]), _squash(clauses[cid].title)
        # the outline cuts long titles, and glues a Note's title to its first words
        if not (want.startswith(got) or got.startswith(want)) or (not got and want):
            report.outline_titles.append((cid, clauses[cid].title, listed[cid]))


def parse_pages(pages: list[PageLines], record: list | None = None) -> tuple[ClauseTree, Report]:
    """The clause tree of ``pages``; with ``record`` (a list), the role the parser gave each
    line is appended to it as ``(page, line, role)``."""
    parser = Parser()
    parser.record = record
    for page in pages:
        parser.feed(page)
    tree = parser.finish()
    return tree, parser.report


def parse_pdf(path: Path, workers: int | None = None, record: list | None = None,
              pages: list[PageLines] | None = None) -> tuple[ClauseTree, Report]:
    """Parse a Code PDF (whole, or an excerpt) into its clause tree (``record``: see
    ``parse_pages``; ``pages``: its extracted pages, when the caller has them already)."""
    if pages is None:
        with no_gc():  # the pages come back from the workers as a million small tuples
            pages = extract(path, workers=workers)
    tree, report = parse_pages(pages, record)
    if not tree.articles and not tree.notes:
        raise ParseError(f"{path}: no Code structure found (no Article or Note headings in "
                         f"{len(pages)} pages); is this an NRC Code such as the National Building Code?")
    entries = outline(path)
    cross_check_outline(tree, entries, report)
    if not tree.code:
        # no footer named it (an excerpt of bare pages): the document title or the outline's first entry
        for text in [metadata_title(path), *(t for level, t, _ in entries if level == 1)]:
            if m := P.CODE_NAME_RE.search(text or ""):
                tree.code = m.group(1)
                break
    return tree, report
