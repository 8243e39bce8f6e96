"""The one place that knows page paths, anchors and the base path.

Scheme (``base`` is the configured base path, ``/`` or ``/codecite/``):

- home ``{base}``; definitions ``{base}definitions/``
- Division ``{base}B/``; Part ``{base}B/part-9/``
- Section, Subsection, Article: ``{base}B/9.8/``, ``{base}B/9.8.8/``, ``{base}B/9.8.8.3/``
- Note ``{base}B/notes/A-9.8.8.5-1-and-3/`` (for ``A-9.8.8.5.(1) and (3)``)
- anchors on an Article page: Sentence ``#s2``, Clause ``#s2-a``, Subclause
  ``#s2-a-ii``, Table ``#table-9.36.5.15-C``, Figure ``#figure-4.1.7.12-A``;
  on a Note page, paragraph ``#p2``; on the definitions page ``#term-dwelling-unit``
- highlighting cited Sentences: ``{article}?hl=s2,s3#s2``

Every page is written to ``<site>/<path>index.html``, so any static host
serves it at the URL above.
"""

from __future__ import annotations

import re

from . import patterns as P
from .model import Article, ClauseTree, Heading, Note


def slug(number: str) -> str:
    """``9.8.8.3.`` -> ``9.8.8.3``; ``A-9.8.8.5.(1) and (3)`` -> ``A-9.8.8.5-1-and-3``."""
    s = number.strip().replace(".(", "(").replace(".-", "-").rstrip(".")
    s = re.sub(r"\s+", "-", s.replace("(", "-").replace(")", "").replace(",", ""))
    s = re.sub(r"-+", "-", s)
    return s


def term_slug(term: str) -> str:
    return "term-" + re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-")


def anchor(sentence: int | str | None = None, clause: str | None = None, subclause: str | None = None) -> str:
    """``anchor(2, "a", "ii") == "s2-a-ii"``."""
    parts = [f"s{sentence}"] if sentence is not None else []
    if clause:
        parts.append(clause)
    if subclause:
        parts.append(subclause)
    return "-".join(parts)


class Urls:
    def __init__(self, base_path: str = "/", tree: ClauseTree | None = None):
        base = "/" + base_path.strip("/") + "/" if base_path.strip("/") else "/"
        self.base = base
        self.tables: dict[str, str] = {}  # "B-Table-9.8.7.1." -> Article id
        self.figures: dict[str, tuple[str, str]] = {}  # "B-Figure-..." -> (kind, clause id)
        self.clauses: dict[str, Article | Note] = {}
        if tree is not None:
            for a in tree.articles:
                self.clauses[a.id] = a
                for t in a.tables:
                    self.tables[f"{a.division}-Table-{t.number}"] = a.id
                for f in a.figures:
                    self.figures[f"{a.division}-Figure-{f.number}"] = ("article", a.id)
            for n in tree.notes:
                self.clauses[n.id] = n
                for f in n.figures:
                    self.figures[f"{n.division}-Figure-{f.number}"] = ("note", n.id)
                for t in n.tables:
                    self.tables[f"{n.division}-Table-{t.number}"] = n.id

    # pages -----------------------------------------------------------------
    def home(self) -> str:
        return self.base

    def definitions(self) -> str:
        return f"{self.base}definitions/"

    def division(self, division: str) -> str:
        return f"{self.base}{division}/"

    def part(self, division: str, part: str) -> str:
        return f"{self.base}{division}/part-{part}/"

    def numbered(self, division: str, number: str) -> str:
        """Section, Subsection or Article page."""
        return f"{self.base}{division}/{slug(number)}/"

    def note(self, division: str, number: str) -> str:
        return f"{self.base}{division}/notes/{slug(number)}/"

    def heading(self, h: Heading) -> str:
        if h.kind == "division":
            return self.division(h.division)
        if h.kind == "part":
            return self.part(h.division, h.number)
        return self.numbered(h.division, h.number)

    def clause(self, c: Article | Note) -> str:
        return self.note(c.division, c.number) if c.kind == "note" else self.numbered(c.division, c.number)

    def file(self, url: str) -> str:
        """Site-relative file a page URL is written to: ``B/9.8.8.3/index.html``."""
        rel = url[len(self.base):] if url.startswith(self.base) else url.lstrip("/")
        return rel.split("#")[0].split("?")[0] + "index.html"

    def highlight(self, article_url: str, anchors: list[str]) -> str:
        """The Article page with these Sentence anchors highlighted, scrolled to the first."""
        anchors = list(dict.fromkeys(anchors))
        if not anchors:
            return article_url
        return f"{article_url}?hl={','.join(anchors)}#{anchors[0]}"

    # targets ---------------------------------------------------------------
    def target(self, target_id: str) -> str | None:
        """URL (with anchor) of a reference target id, or None when it does not exist.

        Ids: ``B-9.8.8.3.``, ``B-9.8.8.3.(2)(a)(ii)``, ``B-9.8.``, ``B-Part-3``,
        ``B-Table-9.8.7.1.``, ``B-Figure-4.1.7.12.-A``, ``B-A-9.8.8.3.``.
        """
        division, _, rest = target_id.partition("-")
        if rest.startswith("Part-"):
            return self.part(division, rest[5:])
        if rest.startswith("Table-"):
            owner = self.tables.get(target_id)
            if owner is None:
                return None
            c = self.clauses[owner]
            return f"{self.clause(c)}#table-{slug(rest[6:])}"
        if rest.startswith("Figure-"):
            hit = self.figures.get(target_id)
            if hit is None:
                return None
            c = self.clauses[hit[1]]
            return f"{self.clause(c)}#figure-{slug(rest[7:])}"
        if rest.startswith("A-"):
            c = self.clauses.get(target_id)
            return self.clause(c) if c else None
        head, suffixes = P.split_suffixes(rest)
        if P.ARTICLE_RE.match(head):
            c = self.clauses.get(f"{division}-{head}")
            if c is None:
                return None
            url = self.clause(c)
            if suffixes:
                if not _has_part(c, suffixes):
                    return None
                url += "#" + anchor(*suffixes)
            return url
        if self.clauses and not any(k.startswith(f"{division}-{head}") for k in self.clauses):
            return None
        return self.numbered(division, head)


def _has_part(a: Article, suffixes: list[str]) -> bool:
    sentence = next((s for s in a.sentences if str(s.number) == suffixes[0]), None)
    if sentence is None or len(suffixes) == 1:
        return sentence is not None
    clause = next((c for c in sentence.clauses if c.letter == suffixes[1]), None)
    if clause is None or len(suffixes) == 2:
        return clause is not None
    return any(sc.numeral == suffixes[2] for sc in clause.subclauses)
