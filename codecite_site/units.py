"""The citable units of an Article or a Note, in one walk over the clause tree.

A *unit* is a piece of a clause that can be cited, linked to or retrieved on
its own: a Sentence, Clause, Subclause, Table, Figure, definition or Note
paragraph. ``units(clause)`` gives them in the order the clause's page prints
them (Sentences each followed by its Clauses and their Subclauses, then Tables,
Figures and definitions; a Note's paragraphs and sub-headings, Tables and Figures), each with:

- ``id``: what a reference or an answer names it by: ``B-9.8.8.3.(2)(a)``,
  ``B-Table-9.8.7.1.``, ``B-Figure-4.1.7.12.-A``, ``A-1.4.1.2.#term-guard``,
  ``B-A-9.8.8.3.#p2``;
- ``anchor``: its element id on the clause's page (``s2-a``, ``table-9.8.7.1``,
  ``term-guard``, ``p2``: the scheme is ``urls``');
- ``label``: how the Code cites it (``Clause 9.8.8.3.(2)(a)``; a definition
  ``Article 1.4.1.2.``, a Note paragraph ``Note A-9.8.8.3.``) and ``detail``,
  what the unit is within that (``definition of guard``, ``paragraph 2``);
- ``text`` and ``full_text``, ``italics``, ``mark`` (``(a)``), ``parent`` (the
  enclosing Sentence or Clause) and ``pieces``: the runs of running text
  printed in it, where references and defined terms are found.

Everything that walks a clause for ids, anchors, labels or text reads this
walk: the reference targets (``refs.known_targets``), the citations found in
the text (``site.citations``), the Article and Note pages (``site.render``),
the retrieval passages (``qa.chunks``), the eval's gold units and the URL of a
reference target (``urls.Urls.target``, through ``Index``). A new kind of unit
(an amended Sentence, a table row) is added here, once.

A Section's or Subsection's title is no unit of a clause: an amendment of it
(``model.Amendment``, ``field="title"``) names it by the heading's own id,
``Heading.id`` (``B-9.8.2.``, ``B-9.8.``), which is also its page's key in the
site's structure.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .model import Article, Clause, ClauseTree, Definition, Figure, Italics, Note, Sentence, Subclause, Table
from .urls import anchor as anchor_of
from .urls import slug, term_slug

# the kinds a cross-reference can name ("Clause (b)", "Table 9.8.7.1.", "Figure 4.1.7.12.-A");
# a definition and a Note paragraph are cited by their Article or Note
REFERABLE = frozenset({"sentence", "clause", "subclause", "table", "figure"})


@dataclass(frozen=True)
class Piece:
    """A run of a unit's running text: references are found and linked in it, and
    defined terms (where ``terms``)."""

    key: str  # unique in its clause: the unit's anchor, or "table-9.8.7.1:forms", "table-9.8.7.1:note-2"
    text: str
    italics: Italics = None  # where it prints defined terms in italics (see ``model.Italics``)
    terms: bool = True  # a Table's "Forming Part of" line links no defined terms


@dataclass(frozen=True, eq=False)
class Unit:
    kind: str  # "sentence" | "clause" | "subclause" | "table" | "figure" | "definition" | "paragraph" | "heading"
    clause: Article | Note  # the Article or Note it is printed in
    node: Sentence | Clause | Subclause | Table | Figure | Definition | str  # what the tree holds (a paragraph: str)
    id: str
    anchor: str
    number: str  # "9.8.8.3.(2)(a)", a Table's or Figure's number; "" for a definition or a paragraph
    label: str
    detail: str = ""  # "" when ``label`` names the unit itself
    mark: str = ""  # printed before it: "(2)", "(a)", "(ii)"
    text: str = ""  # its own words: a Sentence's before its first Clause, a Table's or Figure's title
    full_text: str = ""  # with what it holds: a Sentence with its Clauses, a Table with its rows and notes
    italics: Italics = None  # in ``text``
    pieces: tuple[Piece, ...] = ()
    parent: Unit | None = None  # the Sentence of a Clause, the Clause of a Subclause
    title: str = ""  # the title it is printed under: a Table's own, else its clause's
    page: int = 0  # PDF page: a Table's or Figure's own when known, else its clause's

    @property
    def referable(self) -> bool:
        return self.kind in REFERABLE

    @property
    def context(self) -> str | None:
        """The number a relative reference printed in it continues ("Sentence (3)", "Clause (b)",
        "Subclause (i)"): a Sentence's or Clause's own, a Subclause's Clause's, the Article's
        elsewhere; None in a Note, whose relative references name nothing."""
        if isinstance(self.clause, Note):
            return None
        if self.kind in ("sentence", "clause"):
            return self.number
        if self.kind == "subclause" and self.parent is not None:
            return self.parent.number
        return self.clause.number


def units(clause: Article | Note) -> list[Unit]:
    """Every unit of ``clause``, in page order (see the module docstring)."""
    return list(_article_units(clause) if isinstance(clause, Article) else _note_units(clause))


def _article_units(a: Article) -> Iterator[Unit]:
    for s in a.sentences:
        sentence = _numbered("sentence", a, s, None, (s.number,))
        yield sentence
        for c in s.clauses:
            clause = _numbered("clause", a, c, sentence, (s.number, c.letter))
            yield clause
            for sc in c.subclauses:
                yield _numbered("subclause", a, sc, clause, (s.number, c.letter, sc.numeral))
    yield from _tables_and_figures(a)
    for d in a.definitions:
        key = term_slug(d.term)
        yield Unit("definition", a, d, f"{a.id}#{key}", key, "", f"Article {a.number}", f"definition of {d.term}",
                   text=d.text, full_text=d.text, italics=d.italics, pieces=(Piece(key, d.text, d.italics),),
                   title=a.title, page=a.page)


def _numbered(kind: str, a: Article, node: Sentence | Clause | Subclause, parent: Unit | None,
              suffixes: tuple) -> Unit:
    """A Sentence, Clause or Subclause, numbered by its Article and the suffixes down to it:
    ``(2, "a")`` is Clause 9.8.8.3.(2)(a), anchor ``s2-a``."""
    number = a.number + "".join(f"({x})" for x in suffixes)
    key = anchor_of(*suffixes)
    return Unit(kind, a, node, f"{a.division}-{number}", key, number, f"{kind.capitalize()} {number}",
                mark=f"({suffixes[-1]})", text=node.text, full_text=getattr(node, "full_text", node.text),
                italics=node.italics, pieces=(Piece(key, node.text, node.italics),), parent=parent,
                title=a.title, page=a.page)


def _note_units(n: Note) -> Iterator[Unit]:
    """A Note's paragraphs; one that is the Note's own sub-heading is a ``heading`` (no passage of its own), and
    the paragraphs under it are printed under the Note's title and it ("Defined Terms: Storage Garage")."""
    italics = (*(n.paragraph_italics or ()), *(None,) * len(n.paragraphs))  # parallel, when recorded
    title = n.title
    for i, (p, it) in enumerate(zip(n.paragraphs, italics), 1):
        key = f"p{i}"
        heading = i - 1 in n.headings
        if heading:
            title = f"{n.title}: {p}"
        yield Unit("heading" if heading else "paragraph", n, p, f"{n.id}#{key}", key, "", f"Note {n.number}",
                   f"paragraph {i}", text=p, full_text=p, italics=it, pieces=(Piece(key, p, it),),
                   title=n.title if heading else title, page=n.page)
    yield from _tables_and_figures(n)


def _tables_and_figures(c: Article | Note) -> Iterator[Unit]:
    for t in c.tables:
        key = "table-" + slug(t.number)
        rows = "\n".join(" | ".join(r) for r in t.rows)
        yield Unit("table", c, t, f"{c.division}-Table-{t.number}", key, t.number, f"Table {t.number}",
                   text=t.title, full_text="\n".join(x for x in [f"Table {t.number} {t.title}", rows, *t.notes] if x),
                   pieces=(Piece(f"{key}:forms", t.forms_part_of, terms=False),
                           *(Piece(f"{key}:note-{i}", note) for i, note in enumerate(t.notes, 1))),
                   title=t.title, page=t.page or c.page)
    for f in c.figures:
        yield Unit("figure", c, f, f"{c.division}-Figure-{f.number}", "figure-" + slug(f.number), f.number,
                   f"Figure {f.number}", text=f.title, full_text=f.title, title=f.title, page=f.page or c.page)


class Index:
    """A tree's Articles and Notes, and their referable units, by id: what a reference
    may point at, and where it is (``Urls.target``)."""

    def __init__(self, tree: ClauseTree | None = None):
        self.clauses: dict[str, Article | Note] = {}
        self.targets: dict[str, Unit] = {}  # "B-9.8.8.3.(2)(a)", "B-Table-9.8.7.1." -> its unit
        for c in [*tree.articles, *tree.notes] if tree is not None else []:
            self.clauses[c.id] = c
            self.targets.update((u.id, u) for u in units(c) if u.referable)

    def ids(self) -> set[str]:
        return {*self.clauses, *self.targets}
