"""Retrieval units built from the clause tree.

Two granularities, both carrying the clause id they come from:

- ``Chunk``: what retrieval ranks. One per Article and per Note (an Article
  longer than ``MAX_CHARS`` is split at Sentence boundaries; its parts keep the
  clause id and get chunk ids ``B-1.4.1.2.~1``, ``~2``...). Its text starts with
  a context header carrying the clause path and titles, because users ask with
  the words of the headings ("guards", "stairs"), not only of the Sentences.
- ``Passage``: what an answer cites. One per Sentence (with its Clauses), Note
  paragraph, Table (of an Article or a Note) and definition (the units of
  ``PASSAGE_KINDS``, from the one walk ``units.units``); each has a label
  (``Division B, Sentence 9.8.8.3.(2) (Height of Guards), PDF p. 85``) and the
  URL of its page with it highlighted (built by ``Urls.highlight``).

A Table longer than a chunk stays one passage (an answer quotes it, by the rows asked:
``compose.table_excerpt``), but retrieval also reads it by groups of a few rows under its title
and headers (``retrieve.table_rows``: BM25's row documents, the local model's units).

Two choices that make retrieval fairer to what users ask:

- every definition of an Article of defined terms (Division A 1.4.1.2.) is a
  retrieval unit of its own (chunk id ``A-1.4.1.2.#term-guard``, its header
  ending ``definition of guard``), so "what counts as a crawl space" meets the
  one definition instead of a slice of the whole glossary;
- a Note's header names the Article it explains by number only: repeating that
  Article's title (usually the Note's own title already) would let the Note
  outrank the Article merely for carrying its words twice.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .. import patterns as P
from ..model import Article, ClauseTree, Note
from ..refs import find_citations, known_targets, resolve_citation
from ..units import units
from ..urls import Urls

MAX_CHARS = 1800  # ~450 tokens: well inside Embed v4's window and Rerank's 4k tokens per document


@dataclass(frozen=True)
class Passage:
    id: str  # citation id: "B-9.8.8.3.(2)", "B-A-9.8.8.3.#p2", "B-Table-9.8.7.1.", "A-1.4.1.2.#term-guard"
    clause_id: str  # the Article or Note it belongs to
    anchor: str  # "s2", "p2", "table-9.8.7.1", "term-guard"
    sentence: str  # "(2)" for a Sentence, "" otherwise
    name: str  # "Sentence 9.8.8.3.(2)", "Note A-9.8.8.3., paragraph 2"
    title: str  # the clause title
    text: str
    label: str
    url: str
    page: int


@dataclass(frozen=True)
class Chunk:
    id: str
    clause_id: str
    kind: str  # "article" | "note"
    title: str
    header: str  # the context header, "" when built with header=False
    passages: tuple[Passage, ...]
    url: str  # the clause page
    # the header's titles without their numbers ("Housing and Small Buildings > Guards > Height of
    # Guards"): what the local dense model reads as context ("" when built with header=False)
    titles: str = ""
    # the titles of the Articles, Subsections and Sections its Sentences refer to (``referred_titles``):
    # BM25 reads them with the chunk, neither shown nor embedded
    referred: str = ""

    @property
    def anchors(self) -> tuple[str, ...]:
        return tuple(p.anchor for p in self.passages)

    @property
    def body(self) -> str:
        return "\n".join(p.text if not p.sentence else f"{p.sentence} {p.text}" for p in self.passages)

    @property
    def text(self) -> str:
        """What is indexed and embedded: header, then the clause's own words."""
        return f"{self.header}\n{self.body}" if self.header else self.body

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()[:20]


def _bare(number: str) -> str:
    return number.rstrip(".")


class _Titles:
    def __init__(self, tree: ClauseTree):
        self.headings = {(h.division, h.kind, h.number): h.title for h in tree.headings}
        self.articles = {a.id: a for a in tree.articles}

    def article_header(self, a: Article) -> str:
        parts = [f"Division {a.division}"]
        if a.part:
            parts.append(f"Part {a.part} ({a.part_title})")
        if a.section:
            parts.append(f"Section {_bare(a.section)} ({a.section_title})")
        if a.subsection:
            parts.append(f"Subsection {_bare(a.subsection)} ({a.subsection_title})")
        parts.append(f"Article {_bare(a.number)} ({a.title})")
        return ", ".join(parts)

    def article_titles(self, a: Article) -> str:
        return _titles([a.part_title if a.part else "", a.section_title if a.section else "",
                        a.subsection_title if a.subsection else "", a.title])

    def note_titles(self, n: Note) -> str:
        return _titles([n.part_title if n.part else "", f"Note: {n.title}"])

    def note_header(self, n: Note) -> str:
        parts = [f"Division {n.division}"]
        if n.part:
            parts.append(f"Part {n.part} ({n.part_title})")
        parts.append(f"Note {n.number} ({n.title})")
        explained = []
        for target in n.explains:
            a = self.explained_article(n, target)
            if a is not None and a.id not in {x.id for x in explained}:
                explained.append(a)
        if explained:
            parts.append("explaining " + "; ".join(f"Article {_bare(a.number)}" for a in explained))
        return ", ".join(parts)

    def explained_article(self, n: Note, target: str) -> Article | None:
        # Targets are "B-9.8.8.5.(1)" or, in some Notes, without the Division ("A-1.1.1.1.(1)").
        division, _, rest = target.partition("-")
        if not P.ARTICLE_RE.match(P.split_suffixes(rest)[0] if rest else ""):
            division, rest = n.division, target.removeprefix("A-")
        head = P.split_suffixes(rest)[0]
        return self.articles.get(f"{division}-{head}")


def _titles(titles: list[str]) -> str:
    """Titles from the widest to the narrowest, each once (a Subsection and its one Article often share one)."""
    out: list[str] = []
    for t in titles:
        if t and (not out or out[-1].lower() != t.lower()):
            out.append(t)
    return " > ".join(out)


def _label(division: str, name: str, title: str, page: int, tail: str = "") -> str:
    label = f"Division {division}, {name} ({title})"
    if tail:
        label += f", {tail}"
    return f"{label}, PDF p. {page}" if page else label


# the units an answer cites, each with what it holds (a Sentence its Clauses, a Table its rows)
PASSAGE_KINDS = ("sentence", "table", "definition", "paragraph")


def _data_table(c: Article | Note, u) -> bool:
    """An appendix's Table shown in the Article naming it (``parse``: NECB 2017's Table C-1, the climatic data
    by location of its Appendix C, in Article 1.1.4.1.), numbered by its appendix, not after an Article: on the
    site, not among the passages answers search, for its hundreds of place names ("Salvage", "Hope", "Kitimat
    Plant") would read as the Code's own words to the speller and the lay-word bridges (measured: three NECB
    2017 questions lost)."""
    return u.kind == "table" and c.kind == "article" and u.node.appendix


def clause_passages(c: Article | Note, urls: Urls) -> list[Passage]:
    """The passages of one Article or Note, in page order: its units of ``PASSAGE_KINDS``."""
    return [_passage(c, u, urls) for u in units(c)
            if u.kind in PASSAGE_KINDS and u.parent is None and not _data_table(c, u)]


def data_table_passages(tree: ClauseTree, urls: Urls) -> list[Passage]:
    """The passages of the appendix Tables that ``clause_passages`` leaves out (``_data_table``): found only by a
    place the question names (``Engine.located``), never searched."""
    return [_passage(a, u, urls) for a in tree.articles for u in units(a) if _data_table(a, u)]


def _passage(c: Article | Note, u, urls: Urls) -> Passage:
    # a definition is shown, and highlighted, on the definitions page
    where = urls.definitions() if u.kind == "definition" else urls.clause(c)
    return Passage(
        id=u.id, clause_id=c.id, anchor=u.anchor, sentence=u.mark if u.kind == "sentence" else "",
        name=u.detail if u.kind == "definition" else u.label, title=u.title, text=u.full_text,
        label=_label(c.division, u.label, u.title, u.page, u.detail),
        url=urls.highlight(where, [u.anchor]), page=u.page,
    )


def _split(passages: list[Passage], max_chars: int) -> list[list[Passage]]:
    groups: list[list[Passage]] = [[]]
    size = 0
    for p in passages:
        if groups[-1] and size + len(p.text) > max_chars:
            groups.append([])
            size = 0
        groups[-1].append(p)
        size += len(p.text) + 1
    return groups


def build_chunks(tree: ClauseTree, header: bool = True, urls: Urls | None = None,
                 max_chars: int = MAX_CHARS) -> list[Chunk]:
    """One Chunk per Article and Note, in document order (long ones split at Sentence boundaries);
    each definition a Chunk of its own."""
    urls = urls or Urls("/", tree)
    titles = _Titles(tree)
    referred = referred_titles(tree) if header else {}
    out: list[Chunk] = []
    for c in [*tree.articles, *tree.notes]:
        passages = clause_passages(c, urls)
        if c.kind == "article":
            head, names = titles.article_header(c), titles.article_titles(c)
        else:
            head, names = titles.note_header(c), titles.note_titles(c)
        definitions = [p for p in passages if p.anchor.startswith("term-")]
        passages = [p for p in passages if not p.anchor.startswith("term-")]
        groups = _split(passages, max_chars) if passages else []
        for k, group in enumerate(groups, 1):
            out.append(Chunk(
                id=c.id if len(groups) == 1 else f"{c.id}~{k}", clause_id=c.id, kind=c.kind, title=c.title,
                header=head if header else "", passages=tuple(group), url=urls.clause(c),
                titles=names if header else "", referred=referred.get(c.id, ""),
            ))
        for p in definitions:
            out.append(Chunk(
                id=p.id, clause_id=c.id, kind=c.kind, title=f"{c.title}, {p.name}",
                header=f"{head}, {p.name}" if header else "", passages=(p,), url=p.url,
                titles=f"{names}, {p.name}" if header else "",
            ))
    return out


REFERRED_KINDS = ("Article", "Subsection", "Section")
# characters of its Sentences: one or two short ones (at 400, longer Articles' references drew questions away: measured)
SHORT_ARTICLE = 250


def referred_titles(tree: ClauseTree) -> dict[str, str]:
    """Article id -> the titles of the other Articles, Subsections and Sections its Sentences refer to,
    each once. An Article that only points elsewhere says what it is about by the titles of what it points
    at: "Notwithstanding application of the performance path provisions, Article 3.2.1.1. and Subsection
    3.2.4. shall apply" is about air leakage, which only Subsection 3.2.4.'s title says."""
    known = known_targets(tree)
    articles = {a.id: a.title for a in tree.articles}
    headings = {f"{h.division}-{h.number}": h.title for h in tree.headings if h.kind in ("subsection", "section")}
    out = {}
    for a in tree.articles:
        sentences = [u.full_text for u in units(a) if u.kind == "sentence" and u.parent is None]
        if sum(map(len, sentences)) > SHORT_ARTICLE:
            continue
        seen: list[str] = []
        for text in sentences:
            for c in find_citations(text):
                if c.kind not in REFERRED_KINDS:
                    continue
                for target in resolve_citation(c, a.division, a.number, known):
                    title = articles.get(target) or headings.get(target)
                    if target != a.id and title and title != a.title and title not in seen:
                        seen.append(title)
        if seen:
            out[a.id] = " ".join(seen)
    return out


def explained_articles(tree: ClauseTree) -> dict[str, tuple[str, ...]]:
    """Note id -> the ids of the Articles it explains, in the Note's order."""
    titles = _Titles(tree)
    out = {}
    for n in tree.notes:
        ids = [a.id for t in n.explains for a in [titles.explained_article(n, t)] if a is not None]
        out[n.id] = tuple(dict.fromkeys(ids))
    return out


def corpus_fingerprint(chunks: list[Chunk]) -> str:
    """Hash of every chunk id and text: vectors built for other text must not be used."""
    h = hashlib.sha256()
    for c in chunks:
        h.update(c.id.encode() + b"\0" + c.text.encode() + b"\0")
    return h.hexdigest()[:16]
