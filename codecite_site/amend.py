"""Apply an NRC "Revisions and Errata" package on top of the base Code.

A package (NBC_LAYOUT.md, "Excerpts") is an ArialMT cover naming the Code
(``National Building Code of Canada 2020 (NBC)``, ``2025 Revisions and Errata
Package``), a **Change Summary** table and the replacement pages themselves,
``Amended Page`` in their footers. Three steps:

1. ``read_package``: the cover (Code and title), the Change Summary parsed
   into ``ChangeRecord``s (date, Division group, references, kind normalised
   to ``model.CHANGE_KINDS``, description, the quoted new wording), and the
   replacement pages parsed as an excerpt (``parse.parse_pages``), each page
   known by its Division and printed label.
2. ``apply_package``: replace, at Sentence level, what the pages show. A
   page is matched to the base Code by its Division and printed label (``9-13``
   is the base page labelled ``9-13``). An Article or Note wholly on
   replacement pages is replaced by the package's (absent there: removed; a
   Note absent under its old number whose title and text return under a new
   one: renumbered). One that starts on a replacement page and continues onto
   a page the package does not replace is merged Sentence by Sentence (Note
   paragraph by paragraph): the package's Sentences as shown, the base's for
   the rest. The last Sentence the page shows may be cut by the page end: its
   last passage (own words, Clause or Subclause) is joined to the base's words
   after the point where the shown words end (found by aligning the words; a
   line-end hyphen's word is finished from the base), and the base's later
   Clauses follow, so the amended Sentence is whole. A Table the page end cuts
   keeps the base's rows and notes after those shown.
   One that starts on a page the package does not replace and continues at
   the top of a replacement page: the parser keeps those lines as a
   ``model.Continuation`` (Sentence 0: the Sentence the page top cuts, its
   words before the first printed mark and the Clauses shown; then the
   Sentences shown, with their numbers). It is given to the base clause that
   runs onto that page and merged from there: the base's Sentences before it,
   the page's for those it shows; the tail of the cut Sentence replaces only
   the base's words after the page break (aligned the same way); a Note's
   paragraphs likewise (the first matched to the base paragraph whose end it
   continues). What changed there is an Amendment, cross-checked like any
   other.
   Clauses the package adds are placed after the clause that precedes them
   in the package. A Section or Subsection heading the pages print with
   another title than the base's is retitled (``Heading.title``, and the
   ``section_title``/``subsection_title`` of every Article under it, on
   replaced pages or not); the base heading is kept in ``ClauseTree.original``
   under its id (``B-9.8.2.``).
3. the cross-check, in the same call: every unit that changed becomes an
   ``Amendment`` (``units`` ids: one per changed Sentence, Clause, Subclause,
   Note paragraph, Table row, title or number; a heading's title: the
   heading's id, ``B-9.8.2.``, ``field="title"``), given the kind and
   description of the summary record naming it. A record naming nothing that
   changed (unless editorial) and a change no record names are **mismatches**,
   reported. An unlisted change is still applied (the replacement page is
   what the NRC printed) but marked ``kind="unlisted"``, so the site and the
   answers can say so.

A package for another Code or edition (its cover or its footers) raises
``AmendError`` (one line). A package already applied, or older than one
already applied, is reported and changes nothing.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from . import patterns as P
from .extract import ExtractError, PageLines, extract
from .model import (CHANGE_KINDS, Amendment, Article, ChangeRecord, ClauseTree, Italics, Note, Package,
                    Sentence, Table, clause_id)
from .parse import ParseError, Report, _page_label, parse_pages
from .units import units

SUMMARY_RE = re.compile(r"Change Summary \(Date: (\d{4}-\d{2})\)\s*[—–-]?\s*(.*)")
PACKAGE_RE = re.compile(r"\b((?:19|20)\d\d) Revisions and Errata Package\b")
QUOTED_RE = re.compile(r"[“\"](.+?)[”\"]")
KINDS = {"revision": "revision", "revisions": "revision", "erratum": "erratum", "errata": "erratum",
         "editorial update": "editorial", "editorial change": "editorial", "editorial": "editorial"}
GROUPS = {"Division A": "A", "Division B": "B", "Division C": "C"}


class AmendError(Exception):
    """The package cannot be applied to this Code (one line: exit 2, nothing written)."""


@dataclass
class PackageFile:
    """What ``read_package`` read from one package PDF."""

    package: Package
    tree: ClauseTree  # the replacement pages' clauses (pages: the package's own)
    report: Report  # the parse of the replacement pages
    labels: dict[int, tuple[str, str]]  # package page -> (Division, printed label) of each replacement page
    footer_code: str = ""  # the Code the replacement pages' footers name
    unflagged: list[str] = field(default_factory=list)  # replacement pages without "Amended Page" ("9-13")


@dataclass(frozen=True)
class Mismatch:
    what: str  # "not-changed" (a record names nothing that changed) | "unlisted" | "unknown-reference"
    where: str  # "B 9.8.8.4.(1)(b)" (a record's Division and reference) or a unit id
    message: str


@dataclass
class AmendReport:
    package: Package
    applied: bool = True
    amendments: list[Amendment] = field(default_factory=list)
    mismatches: list[Mismatch] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # why not applied; records not checked; parse problems

    def lines(self) -> list[str]:
        p = self.package
        head = f"{p.source or p.title}: {p.title} ({p.date}), {len(p.records)} Change Summary records"
        if not self.applied:
            return [f"{head}: not applied", *(f"  {n}" for n in self.notes)]
        kinds: dict[str, int] = {}
        for a in self.amendments:
            kinds[a.kind] = kinds.get(a.kind, 0) + 1
        counts = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        out = [f"{head}; {len(self.amendments)} units changed ({counts or 'none'}); "
               f"{len(self.mismatches)} mismatches"]
        out += [f"  {a.change} {a.unit}{'' if a.field == 'text' else ' ' + a.field} ({a.kind})"
                for a in self.amendments]
        out += [f"  mismatch: {m.message}" for m in self.mismatches]
        out += [f"  note: {n}" for n in self.notes]
        return out

    def to_json(self) -> dict:
        return {
            "package": _package_json(self.package), "applied": self.applied,
            "amendments": [dataclasses.asdict(a) for a in self.amendments],
            "mismatches": [dataclasses.asdict(m) for m in self.mismatches], "notes": list(self.notes),
        }


def _package_json(p: Package) -> dict:
    return {"date": p.date, "title": p.title, "code": p.code, "source": p.source,
            "records": [dataclasses.asdict(r) for r in p.records]}


# --- reading a package -----------------------------------------------------------------


def read_package(path: Path) -> PackageFile:
    """Read a package PDF (raises ``AmendError`` when it is not one)."""
    path = Path(path)
    try:
        pages = extract(path)
    except ExtractError as e:
        raise AmendError(str(e)) from None
    code = title = ""
    records: list[ChangeRecord] = []
    date = ""
    summary_pages = set()
    for page in pages:
        text = "\n".join(ln.text for ln in page.lines)
        if not title and (m := PACKAGE_RE.search(text)):
            title = m.group(0)
            if c := P.CODE_NAME_RE.search(text):
                code = c.group(1)
        if m := SUMMARY_RE.search(text):
            summary_pages.add(page.number)
            date = date or m.group(1)
            if not code and (c := P.CODE_NAME_RE.search(m.group(2))):
                code = c.group(1)
    if not summary_pages:
        raise AmendError(f"{path}: no Change Summary (\"Change Summary (Date: ...)\"): not a revisions package")
    records = parse_summary([p for p in pages if p.number in summary_pages], date)
    body = [p for p in pages if p.number not in summary_pages]
    try:
        tree, report = parse_pages(body)
    except ParseError as e:
        raise AmendError(f"{path}: {e}") from None
    labels, unflagged = {}, []
    for page in body:
        division = report.divisions.get(page.number, "")
        label = _page_label(page)
        if division and label and re.search(r"\bDivision [ABC]\b", page.header_text):
            labels[page.number] = (division, label)
            # the mark may share the footer's words with the label and volume line: read it by its words
            if not ("Amended" in page.footer_text and "Page" in page.footer_text):
                unflagged.append(f"{division} {label}")
    if not labels:
        raise AmendError(f"{path}: no replacement pages (no page with a Code running header)")
    package = Package(date=date, title=title or f"{date} Revisions and Errata Package", code=code,
                      source=path.name, records=tuple(records))
    return PackageFile(package, tree, report, labels, footer_code=tree.code, unflagged=unflagged)


def _rows_of(page: PageLines) -> list[tuple[float, list]]:
    """The page's words regrouped by baseline, left to right (a table's cells may have been split
    into columns by the two-column reading)."""
    rows: dict[float, list] = {}
    for s in page.lines_spans():
        key = next((y for y in rows if abs(y - s.y) < 2.0), s.y)
        rows.setdefault(key, []).append(s)
    return sorted((y, sorted(spans, key=lambda s: s.x0)) for y, spans in rows.items())


def _cell_text(spans: list) -> str:
    out = []
    for i, s in enumerate(spans):
        if i and (s.space or s.x0 - spans[i - 1].x1 > 1.0):
            out.append(" ")
        out.append(s.text)
    return "".join(out)


def parse_summary(pages: list[PageLines], date: str) -> list[ChangeRecord]:
    """The Change Summary's rows: the column headings give the columns; a row starts on the line
    whose Change column is printed; a Division cell names the group that follows (``(Continued)``
    on a later page repeats it)."""
    records: list[ChangeRecord] = []
    group = ""
    rows: list[dict] = []
    for page in pages:
        columns = None
        for _, spans in _rows_of(page):
            text = _cell_text(spans)
            if columns is None:
                if "Code Reference" in text and "Description" in text:
                    starts = [s.x0 for s in spans if s.text in ("Division", "Code", "Change", "Description")]
                    columns = sorted(starts)[:4] if len(starts) >= 4 else None
                continue
            cells = ["", "", "", ""]
            for k in range(4):
                lo = columns[k] - 2
                hi = columns[k + 1] - 2 if k < 3 else 1e9
                cells[k] = _cell_text([s for s in spans if lo <= s.x0 < hi])
            if cells[2]:
                rows.append({"cells": [[c] if c else [] for c in cells]})
            elif rows:
                for k in range(4):
                    if cells[k]:
                        rows[-1]["cells"][k].append(cells[k])
    for row in rows:
        division_cell, ref_cell, change_cell, desc_cell = (" ".join(c) for c in row["cells"])
        if division_cell:
            name = re.sub(r"\s*\(Continued\)\s*$", "", division_cell).strip()
            group = GROUPS.get(name, name)
        refs = () if ref_cell.strip().lower() in ("n/a", "") else tuple(
            r.strip() for r in re.split(r",\s*", ref_cell) if r.strip())
        kind = KINDS.get(change_cell.strip().lower(), change_cell.strip().lower())
        desc = re.sub(r"\s+", " ", desc_cell).strip()
        records.append(ChangeRecord(package=date, division=group, references=refs, kind=kind, description=desc,
                                    wording=tuple(QUOTED_RE.findall(desc))))
    return records


# --- page labels -------------------------------------------------------------------------


def _split_label(label: str) -> tuple[str, int] | None:
    m = re.match(r"^(.*?)(\d+)$", label or "")
    return (m.group(1), int(m.group(2))) if m else None


class _Labels:
    """The base Code's printed page labels: within a Part the label's number runs with the PDF page,
    so every clause and heading with a page and a label fixes its Part's offset."""

    def __init__(self, tree: ClauseTree):
        self.offset: dict[tuple[str, str], int] = {}
        for x in [*tree.headings, *tree.articles, *tree.notes]:
            if (sl := _split_label(x.page_label)) and x.page:
                self.offset.setdefault((x.division, sl[0]), x.page - sl[1])

    def page(self, division: str, label: str) -> int | None:
        sl = _split_label(label)
        if sl is None or (division, sl[0]) not in self.offset:
            return None
        return self.offset[(division, sl[0])] + sl[1]

    @staticmethod
    def labels_of(c: Article | Note) -> list[str]:
        sl = _split_label(c.page_label)
        if sl is None:
            return []
        return [f"{sl[0]}{sl[1] + k}" for k in range((c.last_page or c.page) - c.page + 1)]


# --- applying ------------------------------------------------------------------------------


def apply_package(base: ClauseTree, pf: PackageFile) -> tuple[ClauseTree, AmendReport]:
    """``base`` with the package applied, and the report (see the module docstring)."""
    pkg = pf.package
    report = AmendReport(pkg)
    for named, where in ((pkg.code, "its cover"), (pf.footer_code, "its footers")):
        if base.code and named and named != base.code:
            raise AmendError(f"{pkg.source}: a package for the {named} ({where}), not for the {base.code}; "
                             "not applied")
    if not pkg.date:
        raise AmendError(f"{pkg.source}: its Change Summary has no date")
    if any(p.date == pkg.date for p in base.packages):
        report.applied = False
        report.notes.append(f"the {pkg.date} package is already applied: nothing changed")
        return base, report
    if base.packages and pkg.date < max(p.date for p in base.packages):
        report.applied = False
        report.notes.append(f"older than the {max(p.date for p in base.packages)} package already applied: "
                            "nothing changed")
        return base, report

    labels = _Labels(base)
    replaced = set(pf.labels.values())
    replaced_pages = {p for p in (labels.page(*w) for w in pf.labels.values()) if p}  # base PDF pages

    def base_page(pkg_page: int, fallback: int = 0) -> int:
        where = pf.labels.get(pkg_page)
        page = labels.page(*where) if where else None
        return page or fallback

    new: dict[str, Article | Note] = {}
    order: list[str] = []
    for c in [*pf.tree.articles, *pf.tree.notes]:
        new[c.id] = _repage(c, base_page)
        order.append(c.id)

    continued = _continued(base, pf, report)
    articles: list[Article] = []
    notes: list[Note] = []
    changed: dict[str, tuple[Article | Note | None, Article | Note | None]] = {}
    removed: list[Article | Note] = []
    for x in [*base.articles, *base.notes]:
        shown = [(x.division, lb) in replaced for lb in _Labels.labels_of(x)]
        y: Article | Note | None = x
        # a Table may run on over pages past its clause's text: its rows on pages not replaced stay
        table_pages = {p for t in x.tables for p in t.row_pages}
        if any(shown):
            if x.id in new and all(shown):
                y = _keep_place(x, new[x.id])
                if not table_pages <= replaced_pages:
                    y = dataclasses.replace(y, tables=_merge_tables(x.tables, y.tables, replaced_pages))
            elif x.id in new:
                y = _merge(x, new[x.id], replaced_pages)
            elif x.id in continued:
                pass  # merged below
            elif all(shown) and shown:
                y = None
            elif shown[0]:
                report.notes.append(f"{x.id}: on a replacement page but not found there; kept as it was")
        for label, c in continued.get(x.id, ()) if y is not None else ():
            y = _merge_top(y, c, goes_on=label != _Labels.labels_of(x)[-1])
        if y is None:
            removed.append(x)
            continue
        if y != x:
            changed[x.id] = (x, y)
        (articles if isinstance(y, Article) else notes).append(y)

    base_ids = {c.id for c in [*base.articles, *base.notes]}
    added = [new[i] for i in order if i not in base_ids]
    renumbered: dict[str, Article | Note] = {}  # new id -> old clause
    for a in added:
        twin = next((r for r in removed if r.kind == a.kind and r.division == a.division and r.title == a.title
                     and r.text == a.text), None)
        if twin is not None:
            removed.remove(twin)
            renumbered[a.id] = twin
    for a in added:
        a = _with_hierarchy(a, base)
        target = articles if isinstance(a, Article) else notes
        prev = [order[k] for k in range(order.index(a.id) - 1, -1, -1)]
        at = next((i + 1 for p in prev for i, c in enumerate(target) if c.id == p), None)
        if at is None and a.id in renumbered:
            at = next((i for i, c in enumerate(target) if c.id > a.id), len(target))
        target.insert(at if at is not None else len(target), a)

    amendments: list[Amendment] = []
    original: dict[str, Article | Note] = {}
    for x_id, (x, y) in changed.items():
        original[x_id] = x
        amendments += diff(x, y, pkg.date)
    for a in added:
        if a.id in renumbered:
            old = renumbered[a.id]
            original[old.id] = old
            amendments += diff(old, a, pkg.date)
        else:
            amendments.append(Amendment(pkg.date, a.id, a.id, "added", "", after=a.text))
    for r in removed:
        original[r.id] = r
        amendments.append(Amendment(pkg.date, r.id, r.id, "removed", "", before=r.text))

    headings, retitled = _retitled_headings(base, pf)
    if retitled:
        articles = [_retitle(a, retitled) for a in articles]
    for was, h in retitled.values():
        original[h.id] = was
        amendments.append(Amendment(pkg.date, h.id, h.id, "changed", "", before=was.title, after=h.title,
                                    field="title"))

    amended = ClauseTree(headings=headings, articles=articles, notes=notes, code=base.code,
                         packages=[*base.packages, pkg], original={**original, **base.original})
    amendments, mismatches, unchecked = cross_check(pkg.records, amendments, _known(pkg.records, base, amended))
    amended.amendments = [*base.amendments, *amendments]
    report.amendments, report.mismatches = amendments, mismatches
    report.notes += unchecked
    if pf.unflagged:
        report.notes.append(f"replacement pages not marked Amended Page (editorial changes only, if any): "
                            f"{', '.join(pf.unflagged)}")
    # the page-top lines kept as continuations are reported by ``_continued`` (merged, or why not)
    report.notes += [f"page {p}: {why}" for p, why in pf.report.problems if "kept as a continuation" not in why]
    return amended, report


# the headings whose titles a package may change (a Part's title is the Division's table of contents)
RETITLED_KINDS = ("section", "subsection")


def _retitled_headings(base: ClauseTree, pf: PackageFile):
    """The base's headings with the titles the replacement pages print for them, and the changed
    ones: ``(division, kind, number) -> (base heading, amended heading)``. A heading the pages do
    not print keeps its title; one the base does not have is left to the Articles under it."""
    printed = {(h.division, h.kind, h.number): h.title for h in pf.tree.headings
               if h.kind in RETITLED_KINDS and h.title}
    out, changed = [], {}
    for h in base.headings:
        key = (h.division, h.kind, h.number)
        title = printed.get(key)
        if title is not None and title != h.title:
            new = dataclasses.replace(h, title=title)
            changed[key] = (h, new)
            h = new
        out.append(h)
    return out, changed


def _retitle(a: Article, retitled: dict) -> Article:
    """An Article with the amended titles of its Section and Subsection."""
    sec = retitled.get((a.division, "section", a.section))
    sub = retitled.get((a.division, "subsection", a.subsection))
    if sec is None and sub is None:
        return a
    return dataclasses.replace(a, section_title=sec[1].title if sec else a.section_title,
                               subsection_title=sub[1].title if sub else a.subsection_title)


def _known(records, *trees: ClauseTree) -> set[str]:
    """The ids the records may name, in either tree: every clause and Table, and the units of the
    clauses a record's reference begins with (walking every clause's units would cost a big Code
    a good part of a second)."""
    refs = [reference_id(r.division, ref) for r in records for ref in r.references]
    # every beginning of a reference a clause id could be ("B-9.8.8.3.(1)(a)": "B-9.8.8.3.", ...)
    starts = {rid[:k] for rid in refs for k in range(1, len(rid) + 1)}
    out: set[str] = set()
    for tree in trees:
        out.update(h.id for h in tree.headings if h.kind in RETITLED_KINDS)
        for c in [*tree.articles, *tree.notes]:
            out.add(c.id)
            out.update(f"{c.division}-Table-{t.number}" for t in c.tables)
            if c.id in starts:
                out.update(u.id for u in units(c))
    return out


def _repage(c: Article | Note, base_page) -> Article | Note:
    """A package clause with its pages (and its Tables' and Figures') turned into the base PDF's."""
    tables = tuple(dataclasses.replace(t, page=base_page(t.page, 0), row_pages=tuple(base_page(p, 0) for p in t.row_pages))
                   for t in c.tables)
    figures = tuple(dataclasses.replace(f, page=base_page(f.page, 0)) for f in c.figures)
    page = base_page(c.page, 0)
    return dataclasses.replace(c, page=page, last_page=base_page(c.last_page, page), tables=tables, figures=figures)


def _keep_place(x: Article | Note, y: Article | Note) -> Article | Note:
    """The package's clause, keeping what the replacement pages may not print: its place in the
    hierarchy (whose headings may be on pages the package does not hold)."""
    if isinstance(x, Article) and isinstance(y, Article):
        y = dataclasses.replace(y, part=x.part, part_title=x.part_title, section=x.section,
                                section_title=x.section_title, subsection=x.subsection,
                                subsection_title=x.subsection_title)
    elif isinstance(y, Note):
        y = dataclasses.replace(y, part=x.part, part_title=x.part_title)
    return y if y != x else x


def _with_hierarchy(a: Article | Note, base: ClauseTree) -> Article | Note:
    """An added Article's (Note's) Part, Section and Subsection titles, from the base Code's headings."""
    titles = {(h.division, h.kind, h.number): h.title for h in base.headings}
    if isinstance(a, Note):
        return dataclasses.replace(a, part_title=titles.get((a.division, "part", a.part), a.part_title))
    return dataclasses.replace(
        a, part_title=titles.get((a.division, "part", a.part), a.part_title),
        section_title=titles.get((a.division, "section", a.section), a.section_title),
        subsection_title=titles.get((a.division, "subsection", a.subsection), a.subsection_title))


def _unique(items) -> tuple[str, ...]:
    return tuple(dict.fromkeys(items))


def _merge(x: Article | Note, r: Article | Note, replaced_pages: set[int] = frozenset()) -> Article | Note:
    """An Article (Note) that starts on a replacement page and continues onto one the package does not
    replace: the package's Sentences (paragraphs) as shown, then the base's. The last one shown may be
    cut by the page end: its words are joined to the base's after the page break (``_join_end``)."""
    if isinstance(x, Note) and isinstance(r, Note):
        paras = list(zip(r.paragraphs, r.paragraph_italics or (None,) * len(r.paragraphs)))
        base = list(zip(x.paragraphs, x.paragraph_italics or (None,) * len(x.paragraphs)))
        if paras and len(base) >= len(paras):
            paras[-1] = _join_end(paras[-1], base[len(paras) - 1])  # cut by the page end
        paras += base[len(paras):]
        return dataclasses.replace(
            x, title=r.title, paragraphs=tuple(p for p, _ in paras),
            paragraph_italics=None if x.paragraph_italics is None and r.paragraph_italics is None else tuple(
                i for _, i in paras),
            headings=(*r.headings, *(i for i in x.headings if i >= len(r.paragraphs))),
            tables=_merge_tables(x.tables, r.tables, replaced_pages, cut=True), figures=r.figures + tuple(
                f for f in x.figures if f.number not in {g.number for g in r.figures}),
            terms=_unique([*r.terms, *x.terms]))
    assert isinstance(x, Article) and isinstance(r, Article)
    sentences: list[Sentence] = list(r.sentences)
    base_by = {s.number: s for s in x.sentences}
    if sentences and (b := base_by.get(sentences[-1].number)) is not None:
        sentences[-1] = _sentence_end(sentences[-1], b)  # cut by the page end: the base has the rest
    top = max((s.number for s in sentences), default=0)
    sentences += [s for s in x.sentences if s.number > top]
    return dataclasses.replace(
        x, title=r.title, sentences=tuple(sentences),
        tables=_merge_tables(x.tables, r.tables, replaced_pages, cut=True),
        figures=r.figures + tuple(f for f in x.figures if f.number not in {g.number for g in r.figures}),
        definitions=r.definitions + tuple(d for d in x.definitions if d.term not in {e.term for e in r.definitions}),
        notes=_unique([*r.notes, *x.notes]), terms=_unique([*r.terms, *x.terms]))


def _merge_top(x: Article | Note, c: Article | Note, goes_on: bool) -> Article | Note:
    """An Article (Note) that starts on a page the package does not replace and continues onto a
    replacement page (a ``Continuation``, ``c``): the base's Sentences (paragraphs) before the page
    break, then the page's. The first passage the page shows may be the tail of one the page top
    cuts (no number printed: Sentence ``0``): it replaces only the base's words after the page break
    (``_join_start``). ``goes_on``: the base clause continues after this page too, so its later
    Sentences are kept and the page's last one may be cut by the page end."""
    if isinstance(x, Note) and isinstance(c, Note):
        shown = list(zip(c.paragraphs, c.paragraph_italics or (None,) * len(c.paragraphs)))
        base = list(zip(x.paragraphs, x.paragraph_italics or (None,) * len(x.paragraphs)))
        k = max(range(len(base)), key=lambda j: (_tail_score(shown[0][0], base[j][0]), j)) if base and shown else 0
        joined = [_join_start(shown[0], base[k])] + shown[1:] if shown else []
        after = base[k + len(shown):] if goes_on else []
        if goes_on and joined and k + len(shown) - 1 < len(base):
            joined[-1] = _join_end(joined[-1], base[k + len(shown) - 1])
        paras = base[:k] + joined + after
        return dataclasses.replace(
            x, paragraphs=tuple(p for p, _ in paras),
            paragraph_italics=None if x.paragraph_italics is None else tuple(i for _, i in paras),
            headings=(*(i for i in x.headings if i < k), *(k + j for j in c.headings),
                      *(i for i in x.headings if goes_on and i >= k + len(shown))),
            terms=_unique([*x.terms, *c.terms]))
    assert isinstance(x, Article) and isinstance(c, Article)
    head, *rest = c.sentences
    numbered = list(rest)
    if numbered:
        t = numbered[0].number - 1
    elif not goes_on:  # only the cut Sentence, and the clause ends on this page: it is the base's last
        t = x.sentences[-1].number if x.sentences else 0
    else:  # only the cut Sentence: the base's whose end it matches best (the later one of equals)
        t = max(x.sentences, key=lambda s: (_tail_score(head.full_text, s.full_text), s.number)).number \
            if x.sentences else 0
    base_by = {s.number: s for s in x.sentences}
    out = [s for s in x.sentences if s.number < t]
    if t in base_by:
        out.append(_sentence_start(head, base_by[t], ends_here=bool(numbered) or not goes_on))
    out += numbered
    if goes_on:
        if out and out[-1].number in base_by and numbered:
            out[-1] = _sentence_end(out[-1], base_by[out[-1].number])
        top = max((s.number for s in out), default=0)
        out += [s for s in x.sentences if s.number > top]
    return dataclasses.replace(
        x, sentences=tuple(out), notes=_unique([*x.notes, *c.notes]), terms=_unique([*x.terms, *c.terms]))


# a passage as (text, italics): the splicing below keeps a passage's italic spans with its words
_Text = tuple[str, Italics]


def _sentence_end(shown: Sentence, base: Sentence) -> Sentence:
    """The Sentence a page shows the start of (cut by the page end), made whole from the base: its
    last passage (own words, last Clause or last Subclause) joined to the base's words after the
    break, and the base's later Clauses (Subclauses) after it."""
    if shown == base:
        return base
    if not shown.clauses:  # cut in its own words: its Clauses are all on later pages
        text, it = _join_end((shown.text, shown.italics), (base.text, base.italics))
        return dataclasses.replace(base, text=text, italics=it)
    clauses = list(shown.clauses)
    last = clauses[-1]
    b = next((cl for cl in base.clauses if cl.letter == last.letter), None)
    if b is not None:
        if last.subclauses:
            lsub = last.subclauses[-1]
            bs = next((s for s in b.subclauses if s.numeral == lsub.numeral), None)
            subs = list(last.subclauses)
            if bs is not None:
                text, it = _join_end((lsub.text, lsub.italics), (bs.text, bs.italics))
                subs[-1] = dataclasses.replace(bs, text=text, italics=it)
                subs += list(b.subclauses[b.subclauses.index(bs) + 1:])
            clauses[-1] = dataclasses.replace(last, subclauses=tuple(subs))
        else:
            text, it = _join_end((last.text, last.italics), (b.text, b.italics))
            clauses[-1] = dataclasses.replace(last, text=text, italics=it, subclauses=b.subclauses)
        clauses += list(base.clauses[base.clauses.index(b) + 1:])
    return dataclasses.replace(shown, clauses=tuple(clauses))


def _sentence_start(head: Sentence, base: Sentence, ends_here: bool) -> Sentence:
    """The base Sentence the page top cuts, with what the page shows of it (``head``, Sentence 0):
    the words before the first mark the page prints are the tail of the base's passage before the
    first Clause shown (its own words when that is Clause (a) or none is shown), and the Clauses
    shown replace the base's from there. ``ends_here``: the Sentence ends on this page (base
    Clauses after the last shown are gone)."""
    clauses = list(base.clauses)
    first = head.clauses[0].letter if head.clauses else None
    k = next((i for i, cl in enumerate(clauses) if cl.letter == first), len(clauses)) if first else len(clauses)
    text, it = base.text, base.italics
    if head.text:
        if k == 0:
            text, it = _join_start((head.text, head.italics), (base.text, base.italics))
        else:
            prev = clauses[k - 1]
            if prev.subclauses:
                s = prev.subclauses[-1]
                t2, i2 = _join_start((head.text, head.italics), (s.text, s.italics))
                clauses[k - 1] = dataclasses.replace(prev, subclauses=prev.subclauses[:-1] + (
                    dataclasses.replace(s, text=t2, italics=i2),))
            else:
                t2, i2 = _join_start((head.text, head.italics), (prev.text, prev.italics))
                clauses[k - 1] = dataclasses.replace(prev, text=t2, italics=i2)
    if head.clauses:
        shown = list(head.clauses)
        later = [] if ends_here else clauses[k + len(shown):]
        if not ends_here and k + len(shown) - 1 < len(clauses):
            last, b = shown[-1], clauses[k + len(shown) - 1]
            if not last.subclauses:
                t3, i3 = _join_end((last.text, last.italics), (b.text, b.italics))
                shown[-1] = dataclasses.replace(last, text=t3, italics=i3, subclauses=b.subclauses)
        clauses = clauses[:k] + shown + later
    return dataclasses.replace(base, text=text, italics=it, clauses=tuple(clauses))


_WORD_RE = re.compile(r"\S+")


def _words(text: str) -> list[re.Match]:
    return list(_WORD_RE.finditer(text))


def _tail_score(tail: str, base: str) -> int:
    """How many of ``tail``'s words the end of ``base`` matches (which base passage a page-top
    fragment continues)."""
    a, b = [m.group() for m in _words(tail)], [m.group() for m in _words(base)]
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return sum(n for _, j, n in sm.get_matching_blocks() if n and j + n > len(b) - len(a) - 2)


def _splice(head: _Text, end: int, tail: _Text, start: int) -> _Text:
    """``head``'s text up to ``end`` then ``tail``'s from ``start``, with their italic spans (a span
    the splice cuts through is joined to the tail's span that begins at the splice)."""
    (ht, hi), (tt, ti) = head, tail
    text = ht[:end] + tt[start:]
    if hi is None or ti is None:
        return text, None
    shift = end - start
    spans = [(a, min(b, end)) for a, b in hi if a < end]
    later = [(a + shift, b + shift) for a, b in ti if a >= start]
    straddle = [(a, b) for a, b in ti if a < start < b]
    if straddle:
        later.insert(0, (start + shift, straddle[0][1] + shift))
    if spans and later and spans[-1][1] >= later[0][0] - 1 and ht[spans[-1][1]:end].strip() == "":
        if spans[-1][1] == end or any(a < end < b for a, b in hi):
            spans[-1] = (spans[-1][0], later[0][1])
            later = later[1:]
    return text, tuple(spans + later)


def _aligned(text: str, base: str):
    """``text``'s words, ``base``'s words and their matches (the word runs the two share, in order)."""
    bw = _words(base)
    a, b = [m.group() for m in _words(text)], [m.group() for m in bw]
    blocks = [blk for blk in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks() if blk.size]
    return a, b, bw, blocks


def _join_end(shown: _Text, base: _Text) -> _Text:
    """A passage cut by the page end (``shown``: its words up to the break, maybe ending in a line-end
    hyphen) made whole from the base: the base's words after the point where ``shown`` ends."""
    st, bt = shown[0], base[0]
    if st == bt or bt.startswith(_cut(st)):
        return base
    a, b, bw, blocks = _aligned(st, bt)
    if not blocks:
        return shown
    i, j, n = blocks[-1]
    unmatched = len(a) - (i + n)
    if unmatched == 0:
        return _splice(shown, len(st), base, bw[j + n - 1].end())
    last = _cut(a[-1])
    k = j + n - 1 + unmatched  # the base word the shown text's last word stands for
    if k >= len(bw):
        return shown
    if unmatched == 1 and st.endswith("-") and b[k].startswith(last) and b[k] != last:
        return _splice(shown, len(st) - 1, base, bw[k].start() + len(last))  # "suppor-" | "ted"
    return _splice(shown, len(st), base, bw[k].end())


def _join_start(tail: _Text, base: _Text) -> _Text:
    """A passage cut by the page top (``tail``: its words after the break) made whole from the base:
    the base's words before the point where ``tail`` begins."""
    tt, bt = tail[0], base[0]
    if tt == bt or bt.endswith(tt):
        return base
    a, b, bw, blocks = _aligned(tt, bt)
    if not blocks:
        return tail
    i, j, _ = blocks[0]
    k = j - i  # the base word the tail's first word stands for
    if k < 0:
        return tail
    if i == 1 and k < len(b) and b[k].endswith(a[0]) and b[k] != a[0]:
        return _splice(base, bw[k].end() - len(a[0]), tail, 0)  # "consid-" | "ered"
    return _splice(base, bw[k].start(), tail, 0)


def _continued(base: ClauseTree, pf: PackageFile, report: AmendReport) -> dict[str, list]:
    """Base clause id -> ``[(printed label, continued clause)]``: each ``Continuation`` of the package
    (lines at the top of a replacement page continuing a clause the package does not hold) given to
    the base Article or Note that runs onto that page from the page before (the base knows its
    clauses' pages; the running header only names the first or last clause on the page)."""
    out: dict[str, list] = {}
    for c in pf.tree.continuations:
        owner = next((x for x in [*base.articles, *base.notes] if x.division == c.division
                      and c.page_label in _Labels.labels_of(x)[1:]), None)
        where = f"the top of the replacement page {c.division} {c.page_label}"
        if owner is None:
            report.notes.append(f"{where} continues a clause the base Code does not run onto that page; not applied")
        elif owner.kind != c.clause.kind:
            report.notes.append(f"{where} reads as a {c.clause.kind}'s text but continues {owner.id}; not applied")
        else:
            out.setdefault(owner.id, []).append((c.page_label, c.clause))
            report.notes.append(f"{where} continues {owner.id}: merged Sentence by Sentence"
                                if owner.kind == "article" else f"{where} continues {owner.id}: merged paragraph "
                                "by paragraph")
    return out


def _cut(text: str) -> str:
    """The words a page shows of a passage the page end cuts: without the line-end hyphen of a word
    the next page finishes ("suppor-")."""
    return text[:-1] if text.endswith("-") else text


def _merge_tables(base: tuple[Table, ...], shown: tuple[Table, ...], replaced_pages: set[int] = frozenset(),
                  cut: bool = False) -> tuple[Table, ...]:
    """The base's Tables, those the pages show replaced (a new one added). Where both know the page of
    each row, page by page: a long Table continued onto a page the package does not reprint keeps the
    base's rows there (``_merge_rows``). Otherwise, ``cut``: the clause goes on onto a page the package
    does not replace, so a Table the page end cuts keeps the base's rows and notes after the ones shown
    ("Notes to Table" on the next page)."""
    by = {t.number: t for t in shown}
    out = []
    for t in base:
        s = by.pop(t.number, None)
        if s is None:
            out.append(t)
        elif t.row_pages and s.row_pages:
            out.append(_merge_rows(t, s, replaced_pages, cut))
        elif cut:
            out.append(dataclasses.replace(s, rows=s.rows + t.rows[len(s.rows):],
                                           notes=s.notes + t.notes[len(s.notes):]))
        else:
            out.append(s)
    return tuple(out + list(by.values()))


def _merge_rows(base: Table, shown: Table, replaced_pages: set[int], cut: bool = False) -> Table:
    """``shown`` (the package's) for the rows of the pages it reprints, ``base``'s for the others; the
    Notes to Table print after the last row, maybe on the next page: the base's after those shown
    unless that last page is reprinted and the clause ends there."""
    if not (base.row_pages and shown.row_pages) or (set(base.row_pages) <= replaced_pages and not cut):
        return shown
    rows: list[tuple[str, ...]] = []
    pages: list[int] = []
    for page in sorted(set(base.row_pages) | set(shown.row_pages)):
        src = shown if page in replaced_pages else base
        for row, p in zip(src.rows, src.row_pages):
            if p == page:
                rows.append(row)
                pages.append(p)
    ends_shown = max(base.row_pages) in replaced_pages and not cut
    return dataclasses.replace(shown, rows=tuple(rows), row_pages=tuple(pages),
                               notes=shown.notes if ends_shown else shown.notes + base.notes[len(shown.notes):],
                               page=base.page)


# --- what changed ---------------------------------------------------------------------------


def diff(x: Article | Note, y: Article | Note, package: str) -> list[Amendment]:
    """One Amendment per unit that differs between ``x`` (base) and ``y`` (amended), units matched by
    their anchor (``s2-a``, ``p2``, ``table-9.8.7.1``) so a renumbered Note's paragraphs pair up.
    ``kind`` is left empty for ``cross_check``."""
    out: list[Amendment] = []

    def add(unit: str, change: str, before: str = "", after: str = "", fld: str = "text") -> None:
        out.append(Amendment(package, y.id, unit, change, "", before=before, after=after, field=fld))

    if x.number != y.number:
        add(y.id, "renumbered", x.number, y.number, "number")
    if x.title != y.title:
        add(y.id, "changed", x.title, y.title, "title")
    ux = {u.anchor: u for u in units(x)}
    uy = {u.anchor: u for u in units(y)}
    for anchor in [*uy, *(a for a in ux if a not in uy)]:
        a, b = ux.get(anchor), uy.get(anchor)
        if a is None or b is None:
            u = a or b
            own = u.full_text if u.kind in ("table", "figure") else u.text
            add(u.id, "removed" if b is None else "added", own if b is None else "", "" if b is None else own)
            continue
        if a.kind == "table":
            ta, tb = a.node, b.node
            if ta.title != tb.title:
                add(b.id, "changed", ta.title, tb.title, "title")
            for ra, rb in _row_changes([" | ".join(r) for r in ta.rows], [" | ".join(r) for r in tb.rows]):
                add(b.id, "changed" if ra and rb else ("added" if rb else "removed"), ra, rb, "row")
            if ta.notes != tb.notes:
                add(b.id, "changed", "\n".join(ta.notes), "\n".join(tb.notes))
        elif a.text != b.text:
            add(b.id, "changed", a.text, b.text)
    return out


def _row_changes(before: list[str], after: list[str]) -> list[tuple[str, str]]:
    """The rows of a Table that differ, as (before, after) pairs ("" for a row added or removed):
    the rows aligned as a sequence, so a row added or removed is that one row, not every row
    after it shifted by one."""
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        old, new = before[i1:i2], after[j1:j2]
        paired = min(len(old), len(new))
        out += list(zip(old[:paired], new[:paired]))  # a row changed in place
        out += [(r, "") for r in old[paired:]] + [("", r) for r in new[paired:]]
    return out


def reference_id(division: str, ref: str) -> str:
    """A Change Summary reference as a unit id: ``9.8.8.3.(1)`` -> ``B-9.8.8.3.(1)``,
    ``Table 9.8.7.1.`` -> ``B-Table-9.8.7.1.``, ``A-9.36.4.2.(1)`` -> ``B-A-9.36.4.2.(1)``,
    ``Subsection 9.8.2.`` -> ``B-9.8.2.`` (a heading's ``Heading.id``)."""
    ref = re.sub(r"^(?:Article|Sentence|Clause|Subclause|Note|Section|Subsection)\s+", "", ref.strip())
    if m := re.match(r"^(Table|Figure)\s+(\S+)$", ref):
        return f"{division}-{m.group(1)}-{m.group(2)}"
    return clause_id(division, ref)


def _covers(ref_id: str, a: Amendment) -> bool:
    u = a.unit
    if u == ref_id or a.clause == ref_id or (u.startswith(ref_id) and u[len(ref_id)] in "(#"):
        return True
    return a.change == "renumbered" and clause_id(a.clause.split("-", 1)[0], a.before) == ref_id


def cross_check(records, amendments: list[Amendment], known: set[str]):
    """Give each amendment the kind and description of the record naming it (else ``unlisted``);
    the mismatches; and the records that name no clause (Preface, Index, ``n/a``: not checked)."""
    mismatches: list[Mismatch] = []
    unchecked: list[str] = []
    named: list[tuple[ChangeRecord, str, str]] = []  # record, printed reference, unit id
    for r in records:
        if r.kind not in CHANGE_KINDS:
            unchecked.append(f"a Change Summary record of an unknown kind {r.kind!r} ({r.division} "
                             f"{', '.join(r.references) or 'n/a'}): taken as printed")
        if r.division not in ("A", "B", "C") or not r.references:
            unchecked.append(f"not checked against the pages: {r.division} "
                             f"{', '.join(r.references) or 'n/a'} ({r.kind}): {r.description}")
            continue
        for ref in r.references:
            named.append((r, ref, reference_id(r.division, ref)))
    out = []
    for a in amendments:
        rec = next((r for r, _, rid in named if _covers(rid, a)), None)
        if rec is None:
            out.append(dataclasses.replace(a, kind="unlisted"))
            mismatches.append(Mismatch("unlisted", a.unit, f"{a.unit} {a.change} on the replacement pages, but the "
                                                           f"Change Summary does not list it (applied, marked unlisted)"))
        else:
            out.append(dataclasses.replace(a, kind=rec.kind, description=rec.description))
    for r, ref, rid in named:
        where = f"{r.division} {ref}"
        if rid not in known:
            mismatches.append(Mismatch("unknown-reference", where, f"the Change Summary lists {where}, which names "
                                                                     "no clause of this Code"))
        elif r.kind != "editorial" and not any(_covers(rid, a) for a in amendments):
            mismatches.append(Mismatch("not-changed", where, f"the Change Summary lists {where} ({r.kind}), but the "
                                                             "replacement pages do not change it"))
    return out, mismatches, unchecked


def amended_passages(tree: ClauseTree, passages) -> dict[str, str]:
    """passage id -> the date of the latest package that changed its words (a Sentence whose own
    words, Clause or Subclause changed; a Table; a Note paragraph; every passage of an added clause):
    what a citation of it says ("as amended 2025-03"). ``passages``: ``(id, clause id)`` pairs."""
    ids = {pid for pid, _ in passages}
    by_clause: dict[str, list[str]] = {}
    for pid, cid in passages:
        by_clause.setdefault(cid, []).append(pid)
    out: dict[str, str] = {}
    for a in tree.amendments:  # in date order: a later package wins
        if a.change == "removed" or a.field in ("title", "number"):
            continue
        if a.unit == a.clause:
            out.update((pid, a.package) for pid in by_clause.get(a.clause, ()))
            continue
        u = a.unit
        while u and u not in ids:
            shorter = re.sub(r"\([^()]*\)$", "", u)
            u = "" if shorter == u else shorter
        if u:
            out[u] = a.package
    return out

