"""The clause tree: small frozen dataclasses named after the Code's own words.

Everything downstream (the site, the answers, the eval) reads these. A clause
is identified by its Division and number: ``B-9.8.8.3.`` for an Article,
``B-A-9.8.8.3.`` for a Note. ``to_record`` / ``from_record`` give the JSON
shape written by ``codecite-site parse`` (one object per Article and Note).
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Where a passage prints defined terms in italics: (start, end) character spans into its
# own text, in order; None when the parser did not record them (every occurrence of a
# term the clause prints in italics somewhere is then taken as the term).
Italics = tuple[tuple[int, int], ...] | None


def clause_id(division: str, number: str) -> str:
    """``clause_id("B", "9.8.8.3.") == "B-9.8.8.3."``."""
    return f"{division}-{number}"


@dataclass(frozen=True)
class Subclause:
    numeral: str  # "i", "ii", ...
    text: str
    italics: Italics = None


@dataclass(frozen=True)
class Clause:
    letter: str  # "a", "b", ...
    text: str
    subclauses: tuple[Subclause, ...] = ()
    italics: Italics = None  # in ``text``

    @property
    def full_text(self) -> str:
        parts = [self.text] + [f"({s.numeral}) {s.text}" for s in self.subclauses]
        return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class Sentence:
    number: int
    text: str  # the Sentence's own words, before its first Clause
    clauses: tuple[Clause, ...] = ()
    italics: Italics = None  # in ``text``

    @property
    def full_text(self) -> str:
        """The Sentence with its Clauses and Subclauses, as one string."""
        parts = [self.text] + [f"({c.letter}) {c.full_text}" for c in self.clauses]
        return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class Table:
    number: str  # "9.8.7.1." or "9.36.5.15.-C"
    title: str
    forms_part_of: str  # "Sentence 9.8.7.1.(1)"
    rows: tuple[tuple[str, ...], ...]  # first row: column headings
    notes: tuple[str, ...] = ()  # Notes to Table, "(1) ..."
    page: int = 0
    # the page each row is printed on (a Table continued over pages): what a revisions package that
    # reprints some of those pages replaces; () when unknown. Not in the parse's JSON (only its cache)
    row_pages: tuple[int, ...] = ()

    @property
    def appendix(self) -> bool:
        """Numbered by an appendix ("C-1": NECB 2017's climatic data), not after an Article or a Note."""
        return not self.number[:1].isdigit() and not self.number.startswith("A-")


@dataclass(frozen=True)
class Figure:
    number: str  # "A-9.8.8.3." or "4.1.7.12.-A"
    title: str
    page: int = 0


@dataclass(frozen=True)
class Definition:
    term: str
    text: str  # "Guard means ..." (the whole definition paragraph)
    italics: Italics = None


@dataclass(frozen=True)
class Heading:
    """A Division, Part, Section or Subsection."""

    kind: str  # "division" | "part" | "section" | "subsection"
    division: str
    number: str  # "B", "9", "9.8.", "9.8.8."
    title: str
    page: int = 0
    page_label: str = ""

    @property
    def id(self) -> str:
        if self.kind == "division":
            return self.division
        if self.kind == "part":
            return f"{self.division}-Part-{self.number}"
        return clause_id(self.division, self.number)


@dataclass(frozen=True)
class Article:
    division: str
    number: str  # "9.8.8.3."
    title: str  # without "(See Note ...)"
    part: str
    part_title: str
    section: str
    section_title: str
    subsection: str
    subsection_title: str
    sentences: tuple[Sentence, ...]
    tables: tuple[Table, ...] = ()
    figures: tuple[Figure, ...] = ()
    definitions: tuple[Definition, ...] = ()
    notes: tuple[str, ...] = ()  # ids of the Notes it points to
    terms: tuple[str, ...] = ()  # defined terms printed in italics, in order of first use
    page: int = 0
    page_label: str = ""
    last_page: int = 0

    kind = "article"

    @property
    def id(self) -> str:
        return clause_id(self.division, self.number)

    @property
    def text(self) -> str:
        lines = [f"({s.number}) {s.full_text}" for s in self.sentences]
        lines += [d.text for d in self.definitions]
        return "\n".join(lines)


@dataclass(frozen=True)
class Note:
    division: str
    number: str  # "A-9.8.8.5.(1) and (3)"
    title: str
    part: str
    part_title: str
    paragraphs: tuple[str, ...]
    explains: tuple[str, ...]  # clause ids: "B-9.8.8.5.(1)", "B-9.8.8.5.(3)"
    figures: tuple[Figure, ...] = ()
    tables: tuple[Table, ...] = ()  # tables printed in the Note ("Table A-3.2.1.4.(1)")
    terms: tuple[str, ...] = ()
    page: int = 0
    page_label: str = ""
    last_page: int = 0
    paragraph_italics: tuple[Italics, ...] | None = None  # parallel to ``paragraphs``
    # which of ``paragraphs`` (0-based) are the Note's own sub-headings, each over the paragraphs after it
    # ("Storage Garage" in the NECB's Note on its Defined Terms)
    headings: tuple[int, ...] = ()

    kind = "note"

    @property
    def id(self) -> str:
        return clause_id(self.division, self.number)

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)


# --- Amendments (NRC "Revisions and Errata" packages) -------------------------
# A package is applied on top of the base Code (``amend``): the tree then holds the
# amended text, ``ClauseTree.amendments`` what changed, unit by unit, and
# ``ClauseTree.original`` the unamended Articles and Notes (and Section and Subsection
# headings) that changed, by id.

CHANGE_KINDS = ("revision", "erratum", "editorial")


@dataclass(frozen=True)
class ChangeRecord:
    """One row of a package's Change Summary, as printed."""

    package: str  # the package's date: "2025-03"
    division: str  # the group it is printed under: "A", "B", "C", "Preface", "Index", ...
    references: tuple[str, ...]  # as printed: "9.8.8.3.(1)", "Table 1.3.1.2.", "A-2.3.4."; () for "n/a"
    kind: str  # one of CHANGE_KINDS ("errata" -> "erratum", "editorial update/change" -> "editorial")
    description: str  # "Sentence was corrected to read \"...\""
    wording: tuple[str, ...] = ()  # the quoted new wording, in order


@dataclass(frozen=True)
class Amendment:
    """What one package changed in one citable unit of one Article or Note."""

    package: str  # "2025-03"
    clause: str  # the Article or Note id: "B-9.8.8.3.", "B-A-9.8.8.5.(1)"; a Section's or Subsection's
    #              ``Heading.id`` ("B-9.8.2.") for its title (``unit`` the same, ``field="title"``)
    unit: str  # the unit's id as ``units`` names it ("B-9.8.8.3.(2)(a)", "B-Table-9.8.7.1.");
    #            the clause id itself for its title or the whole clause (added or removed)
    change: str  # "changed" | "added" | "removed" | "renumbered"
    kind: str  # one of CHANGE_KINDS from the summary record naming it, or "unlisted" (the summary forgets it)
    before: str = ""  # the original wording ("" when added)
    after: str = ""  # the amended wording ("" when removed)
    description: str = ""  # the summary record's description ("" when unlisted)
    field: str = "text"  # "text" | "title" | "number" | "row" (a Table row: ``before``/``after`` are the cells joined by " | ")


@dataclass(frozen=True)
class Package:
    """One applied revisions package."""

    date: str  # "2025-03"
    title: str  # "2025 Revisions and Errata Package"
    code: str  # the Code it amends, from its cover: "National Building Code of Canada 2020"
    source: str = ""  # the file name
    records: tuple[ChangeRecord, ...] = ()


@dataclass(frozen=True)
class Continuation:
    """Lines at the top of an excerpt's page that continue an Article or Note the excerpt does not
    hold (it starts on a page the excerpt leaves out): a revisions package's replacement page often
    begins so. ``clause`` holds them as parsed, numbered ``""``: for an Article, Sentence ``0`` is
    the Sentence the page top cuts (its ``text``: the words before the first mark the page prints,
    the tail of that Sentence or of its last Clause; its ``clauses``: the Clauses the page goes on
    with, letters as printed), then the Sentences the page shows with their numbers; for a Note,
    its paragraphs (the first may be the tail of one the page top cuts)."""

    division: str
    page: int  # the excerpt's page the lines are on
    page_label: str  # its printed label ("9-11")
    header: tuple[str, ...]  # the clause numbers its running header names
    clause: Article | Note


@dataclass
class ClauseTree:
    """The parsed Code: headings, Articles and Notes in document order."""

    headings: list[Heading] = field(default_factory=list)
    articles: list[Article] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    code: str = ""  # the Code's name and edition as the PDF prints it: "National Energy Code of Canada for Buildings 2017"
    # amendments applied (empty for the base Code): packages in date order, what each changed,
    # and the unamended Articles and Notes that changed, by id (a removed clause is only here), and
    # the unamended Section and Subsection headings whose titles changed, by their ``Heading.id``
    packages: list[Package] = field(default_factory=list)
    amendments: list[Amendment] = field(default_factory=list)
    original: dict[str, Article | Note | Heading] = field(default_factory=dict)
    # an excerpt's page-top lines continuing a clause it does not hold (see ``Continuation``)
    continuations: list[Continuation] = field(default_factory=list)

    @property
    def code_short(self) -> str:
        """``NBC 2020``, ``NECB 2017``: the initials the NRC uses, with the edition."""
        return code_abbreviation(self.code)

    def by_id(self) -> dict[str, Article | Note]:
        return {c.id: c for c in [*self.articles, *self.notes]}


def code_abbreviation(code: str) -> str:
    words = code.replace(" of Canada", "").split()
    if not words:
        return ""
    edition = words[-1] if words[-1].isdigit() else ""
    initials = "".join(w[0] for w in (words[:-1] if edition else words) if w[:1].isupper())
    return f"{initials} {edition}".strip()


# --- JSON records -----------------------------------------------------------


def _with_italics(rec: dict, italics: Italics) -> dict:
    """``rec`` with an ``italics`` list of [start, end] spans, when they were recorded."""
    if italics is not None:
        rec["italics"] = [list(span) for span in italics]
    return rec


def _italics(rec: dict) -> Italics:
    spans = rec.get("italics")
    return None if spans is None else tuple((int(s), int(e)) for s, e in spans)


def _sentence_record(s: Sentence) -> dict:
    return _with_italics({
        "number": s.number,
        "text": s.full_text,
        "lead": s.text,
        "clauses": [
            _with_italics({
                "letter": c.letter,
                "text": c.full_text,
                "lead": c.text,
                "subclauses": [_with_italics({"numeral": sc.numeral, "text": sc.text}, sc.italics)
                               for sc in c.subclauses],
            }, c.italics)
            for c in s.clauses
        ],
    }, s.italics)


def _table_record(t: Table, pages: bool = False) -> dict:
    out = {
        "number": t.number,
        "title": t.title,
        "forms_part_of": t.forms_part_of,
        "rows": [list(r) for r in t.rows],
        "notes": list(t.notes),
        "page": t.page,
    }
    if pages and t.row_pages:
        out["row_pages"] = list(t.row_pages)
    return out


def to_record(clause: Article | Note, pages: bool = False) -> dict:
    """The JSON object ``codecite-site parse`` writes for one Article or Note (``pages``: also the
    page of each Table row, which the parse cache keeps for applying revisions packages)."""
    common = {
        "id": clause.id,
        "division": clause.division,
        "kind": clause.kind,
        "number": clause.number,
        "title": clause.title,
        "part": clause.part,
        "part_title": clause.part_title,
        "page": clause.page,
        "page_label": clause.page_label,
        "last_page": clause.last_page,
        "text": clause.text,
        "terms": list(clause.terms),
        "figures": [{"number": f.number, "title": f.title, "page": f.page} for f in clause.figures],
        "tables": [_table_record(t, pages) for t in clause.tables],
    }
    if isinstance(clause, Article):
        common.update(
            section=clause.section,
            section_title=clause.section_title,
            subsection=clause.subsection,
            subsection_title=clause.subsection_title,
            sentences=[_sentence_record(s) for s in clause.sentences],
            definitions=[_with_italics({"term": d.term, "text": d.text}, d.italics) for d in clause.definitions],
            notes=list(clause.notes),
        )
    else:
        common.update(paragraphs=list(clause.paragraphs), explains=list(clause.explains))
        if clause.headings:
            common["headings"] = list(clause.headings)
        if clause.paragraph_italics is not None:
            common["paragraph_italics"] = [None if i is None else [list(span) for span in i]
                                           for i in clause.paragraph_italics]
    return common


def from_record(rec: dict) -> Article | Note:
    figures = tuple(Figure(f["number"], f["title"], f.get("page", 0)) for f in rec.get("figures", []))
    tables = tuple(
        Table(t["number"], t["title"], t["forms_part_of"], tuple(tuple(r) for r in t["rows"]),
              tuple(t["notes"]), t.get("page", 0), tuple(t.get("row_pages", ())))
        for t in rec.get("tables", [])
    )
    if rec["kind"] == "note":
        return Note(
            division=rec["division"], number=rec["number"], title=rec["title"],
            part=rec["part"], part_title=rec["part_title"],
            paragraphs=tuple(rec["paragraphs"]), explains=tuple(rec["explains"]),
            figures=figures, tables=tables, terms=tuple(rec.get("terms", [])),
            page=rec["page"], page_label=rec["page_label"], last_page=rec.get("last_page", 0),
            paragraph_italics=None if rec.get("paragraph_italics") is None else tuple(
                _italics({"italics": i}) for i in rec["paragraph_italics"]),
            headings=tuple(rec.get("headings", ())),
        )
    sentences = tuple(
        Sentence(
            s["number"], s["lead"],
            tuple(
                Clause(c["letter"], c["lead"],
                       tuple(Subclause(x["numeral"], x["text"], _italics(x)) for x in c["subclauses"]), _italics(c))
                for c in s["clauses"]
            ),
            _italics(s),
        )
        for s in rec["sentences"]
    )
    return Article(
        division=rec["division"], number=rec["number"], title=rec["title"],
        part=rec["part"], part_title=rec["part_title"],
        section=rec["section"], section_title=rec["section_title"],
        subsection=rec["subsection"], subsection_title=rec["subsection_title"],
        sentences=sentences, tables=tables, figures=figures,
        definitions=tuple(Definition(d["term"], d["text"], _italics(d)) for d in rec["definitions"]),
        notes=tuple(rec["notes"]), terms=tuple(rec.get("terms", [])),
        page=rec["page"], page_label=rec["page_label"], last_page=rec.get("last_page", 0),
    )
