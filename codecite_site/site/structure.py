"""The site's navigation model: Divisions > Parts > Sections > Subsections > Articles.

Wired once from the clause tree, before anything is rendered: every page knows
its parent (for breadcrumbs), its children (for listing pages) and, for
Articles, the previous and next Article in document order. Notes hang off
their Part. Headings missing from the tree (an excerpt that starts
mid-Section) are rebuilt from the titles every Article carries, so each
Article always has a full path to the home page.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ..model import Article, ClauseTree, Heading, Note
from ..urls import Urls

# The Code prints these on its Division title pages, which the clause tree does not keep.
DIVISION_TITLES = {
    "A": "Compliance, Objectives and Functional Statements",
    "B": "Acceptable Solutions",
    "C": "Administrative Provisions",
}

KIND_LABELS = {
    "division": "Division",
    "part": "Part",
    "section": "Section",
    "subsection": "Subsection",
    "article": "Article",
    "note": "Note",
}


@dataclass(eq=False)
class Page:
    """One page of the site (a hierarchy level, an Article, a Note, or a fixed page)."""

    kind: str  # home | division | part | section | subsection | article | note | definitions | search
    #            | changes | original (an amended clause's unamended text, a retitled heading's old title)
    #            | removed (a removed clause) | redirect (a renumbered clause's old URL; ``parent``: its page)
    url: str
    number: str = ""  # "9.8.8.3.", "A-9.8.8.3.", "9", "B"
    title: str = ""
    division: str = ""
    clause: Article | Note | Heading | None = None
    parent: Page | None = None
    children: list[Page] = field(default_factory=list)
    notes: list[Page] = field(default_factory=list)  # a Part's Notes
    prev: Page | None = None
    next: Page | None = None

    @property
    def label(self) -> str:
        """How the Code names the page: ``Article 9.8.8.3.``, ``Part 9``, ``Division B``."""
        if self.kind == "note":
            return f"Note {self.number}"
        if self.kind == "original":
            return "Original text"
        if self.kind == "removed":
            return f"{self._clause_kind} {self.number} (removed)"
        if self.kind == "redirect":
            return f"{self._clause_kind} {self.number} (renumbered)"
        if self.kind in KIND_LABELS:
            return f"{KIND_LABELS[self.kind]} {self.number}"
        return self.title

    @property
    def heading(self) -> str:
        """Number and title, as the page's h1 and its search-result title."""
        if self.kind in KIND_LABELS:
            return f"{self.label} {self.title}".strip()
        if self.kind in ("original", "removed", "redirect"):
            state = {"original": "original text", "removed": "removed", "redirect": "renumbered"}[self.kind]
            return f"{self._clause_kind} {self.number} {self.title} ({state})"
        return self.title

    @property
    def _clause_kind(self) -> str:
        kind = getattr(self.clause, "kind", "")
        return KIND_LABELS.get(kind, "Article") if kind in ("note", "section", "subsection") else "Article"

    @property
    def ancestors(self) -> list[Page]:
        out, p = [], self.parent
        while p is not None:
            out.append(p)
            p = p.parent
        return out[::-1]

    @property
    def part_page(self) -> Page | None:
        return next((p for p in [self, *self.ancestors[::-1]] if p.kind == "part"), None)


@dataclass
class Structure:
    home: Page
    definitions: Page
    search: Page
    divisions: list[Page]
    pages: list[Page]  # every page, home first
    by_id: dict[str, Page]  # clause / heading id -> page: "B-9.8.8.3.", "B-Part-9", "B-9.8.", "B"
    note_sources: dict[str, list[Page]] = field(default_factory=dict)  # Note id -> Articles pointing to it

    def articles_citing_note(self, note_id: str) -> list[Page]:
        return self.note_sources.get(note_id, [])

    def articles(self) -> list[Page]:
        return [p for p in self.pages if p.kind == "article"]

    def notes(self) -> list[Page]:
        return [p for p in self.pages if p.kind == "note"]


def _part_of(number: str) -> str:
    return number.split(".", 1)[0]


def build_structure(tree: ClauseTree, urls: Urls) -> Structure:
    """Wire the pages: parents, children, Notes per Part, previous/next Article."""
    home = Page("home", urls.home(), title="Home")
    definitions = Page("definitions", urls.definitions(), title="Definitions", parent=home)
    search = Page("search", f"{urls.home()}search/", title="Search", parent=home)
    by_id: dict[str, Page] = {}

    def level(h: Heading, parent: Page) -> Page:
        page = by_id.get(h.id)
        if page is None:
            page = Page(h.kind, urls.heading(h), h.number, h.title, h.division, h, parent)
            by_id[h.id] = page
            parent.children.append(page)
        return page

    def division(d: str) -> Page:
        page = by_id.get(d)
        if page is None:
            h = Heading("division", d, d, DIVISION_TITLES.get(d, ""))
            page = Page("division", urls.division(d), d, h.title, d, h, home)
            by_id[d] = page
        return page

    # headings in document order first, so empty Sections and page labels survive
    for h in tree.headings:
        if h.kind == "part":
            level(h, division(h.division))
        elif h.kind == "section":
            part = by_id.get(f"{h.division}-Part-{_part_of(h.number)}") or level(
                Heading("part", h.division, _part_of(h.number), ""), division(h.division))
            level(h, part)
        elif h.kind == "subsection":
            sec_num = ".".join(h.number.split(".")[:2]) + "."
            section = by_id.get(f"{h.division}-{sec_num}") or level(
                Heading("section", h.division, sec_num, ""),
                by_id.get(f"{h.division}-Part-{_part_of(h.number)}")
                or level(Heading("part", h.division, _part_of(h.number), ""), division(h.division)))
            level(h, section)

    previous: Page | None = None
    for a in tree.articles:
        d = division(a.division)
        part = level(Heading("part", a.division, a.part, a.part_title), d)
        section = level(Heading("section", a.division, a.section, a.section_title), part)
        subsection = level(Heading("subsection", a.division, a.subsection, a.subsection_title), section)
        page = Page("article", urls.clause(a), a.number, a.title, a.division, a, subsection)
        subsection.children.append(page)
        by_id[a.id] = page
        if previous is not None:
            previous.next, page.prev = page, previous
        previous = page

    for n in tree.notes:
        part = level(Heading("part", n.division, n.part, n.part_title), division(n.division))
        page = Page("note", urls.clause(n), n.number, n.title, n.division, n, part)
        part.notes.append(page)
        by_id[n.id] = page

    # a level created from an Article before its heading was seen has no title yet
    for page in by_id.values():
        if page.kind in ("part", "section", "subsection") and not page.title:
            attr = f"{page.kind}_title"
            page.title = next((getattr(c.clause, attr) for c in _articles_under(page)), "")

    divisions = sorted((p for p in by_id.values() if p.kind == "division"), key=lambda p: p.number)
    home.children = divisions
    pages: list[Page] = [home, definitions, search]

    def walk(p: Page) -> None:
        pages.append(p)
        for c in p.children:
            walk(c)
        pages.extend(p.notes)

    for d in divisions:
        walk(d)
    note_sources: dict[str, list[Page]] = {}
    for a in tree.articles:
        for n in a.notes:
            note_sources.setdefault(n, []).append(by_id[a.id])
    return Structure(home, definitions, search, divisions, pages, by_id, note_sources)


def url_clashes(structure: Structure) -> list[str]:
    """Files that two pages would be written to (one would silently replace the other):
    ``/B//`` and ``/B/`` are one folder on disk."""
    counts = Counter(re.sub(r"/+", "/", p.url) for p in structure.pages)
    return sorted(url for url, n in counts.items() if n > 1)


def _articles_under(page: Page):
    for c in page.children:
        if c.kind == "article":
            yield c
        else:
            yield from _articles_under(c)
