"""Every cross-reference in the tree, found and resolved once, before rendering.

Each piece of running text that is rendered (a Sentence's own words, a Clause,
a Subclause, a Table's notes, a definition, a Note paragraph: the ``pieces`` of
the tree's units, ``units.units``) has a key. For each piece we keep the
citations ``refs.find_citations`` finds, each with the links it becomes;
rendering then only annotates. The same pass gives the "referenced by" lists
(labelled as the Code cites the unit the piece is in) and the build report's
unresolved references.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from .. import refs
from ..model import ClauseTree, Definition
from ..units import Piece, Unit, units
from ..urls import Urls


@dataclass(frozen=True)
class Link:
    span: tuple[int, int]
    href: str
    targets: tuple[str, ...]  # what the linked words cite (a "to" range's upper number: those between too)
    text: str


@dataclass
class Unresolved:
    source: str  # clause id
    text: str  # the citation as printed
    anchor: str

    def __str__(self) -> str:
        return f"{self.source} ({self.anchor}): {self.text}"


@dataclass
class Citations:
    links: dict[tuple[str, str], list[Link]] = field(default_factory=dict)  # (clause id, piece key)
    # page URL -> [(label, href)] of the units that cite it, in document order
    referenced_by: dict[str, list[tuple[str, str]]] = field(default_factory=lambda: defaultdict(list))
    unresolved: list[Unresolved] = field(default_factory=list)
    resolved: int = 0
    known: set[str] = field(default_factory=set, repr=False)  # every id a reference may point at


def _href(urls: Urls, targets: list[str]) -> str | None:
    """One link to every target: the target itself, or its page with every cited part highlighted.

    None when a target has no page, or when the targets are on different pages: no one
    link shows them all (the caller links each printed number to what it names instead).
    """
    hrefs = [urls.target(t) for t in targets]
    if not hrefs or any(h is None for h in hrefs):
        return None
    if len(hrefs) == 1:
        return hrefs[0]
    pages = {h.split("#")[0] for h in hrefs}
    if len(pages) > 1:
        return None
    anchors = [h.split("#", 1)[1] for h in hrefs if "#" in h]
    return urls.highlight(hrefs[0].split("#")[0], anchors)


def collect(tree: ClauseTree, urls: Urls, clauses: list | None = None, known: set[str] | None = None) -> Citations:
    """Find and resolve every citation in every piece of running text of the tree (or of
    ``clauses``, resolved against the tree: the original text of amended clauses; ``known``: the
    tree's ``refs.known_targets``, when already computed)."""
    known = refs.known_targets(tree) if known is None else known
    out = Citations(known=known)
    for clause in [*tree.articles, *tree.notes] if clauses is None else clauses:
        source_url = urls.clause(clause)
        for unit in units(clause):
            for piece in unit.pieces:
                links: list[Link] = []
                for c in refs.find_citations(piece.text):
                    links.extend(_links(c, unit, piece, known, urls, out))
                if not links:
                    continue
                out.links[(clause.id, piece.key)] = links
                # every page cited, also one a "to" range spans without a link of its own
                cited_pages = dict.fromkeys((urls.target(t) or "").split("#")[0]
                                            for link in links for t in link.targets)
                for page in cited_pages:
                    if page == source_url:
                        continue  # "Sentence (3)" inside the same Article is not a referrer
                    entry = (unit.label, f"{source_url}#{unit.anchor}")
                    if entry not in out.referenced_by[page]:
                        out.referenced_by[page].append(entry)
    return out


def _links(c: refs.Citation, unit: Unit, piece: Piece, known: set[str], urls: Urls, out: Citations) -> list[Link]:
    """The links ``c`` becomes: one over the whole citation when everything it cites exists on
    one page, else one per printed number (a list of Articles, of Notes), each to what it
    names; a number that names nothing stays plain text."""
    clause = unit.clause
    # per printed number: the ids as written, and those that exist (a Note number written
    # "A-9.8.8.5.(1)" exists as the Note "A-9.8.8.5.(1) and (3)" that covers it)
    printed = refs.resolve_numbers(c, clause.division, unit.context)
    existing = refs.resolve_numbers(c, clause.division, unit.context, known)
    found = [bool(p) and (bool(e) if c.kind == "Note" else len(e) == len(p)) for p, e in zip(printed, existing)]
    if not all(found):
        out.unresolved.append(Unresolved(clause.id, c.text, unit.anchor))
    ordered = list(dict.fromkeys(t for targets in existing for t in targets))
    if not ordered:
        return []
    out.resolved += 1
    href = _href(urls, ordered) if all(found) else None
    if href is not None:
        # one page: one link over the whole citation, every cited part highlighted
        return [Link((c.start, c.end), href, tuple(ordered), c.text)]
    if not c.spans:  # a hand-made citation without number spans: only its first number can be linked
        href = _href(urls, list(existing[0])) if existing[0] else None
        return [Link((c.start, c.end), href, existing[0], c.text)] if href else []
    # a list across pages: one link per number, the first taking the word before it and
    # the last the Division after it
    links = []
    for i, (want, targets, span) in enumerate(zip(printed, existing, c.spans)):
        if not targets:
            continue
        href = _href(urls, list(targets))
        if href is None:
            # a "to" range across pages puts the Articles between on its upper number: that
            # number links to the one it names (when it exists), never to another
            href = urls.target(want[-1]) if want and want[-1] in targets else None
        if href is None:
            continue
        start = c.start if i == 0 else span[0]
        end = c.end if i == len(c.spans) - 1 else span[1]
        links.append(Link((start, end), href, tuple(targets), piece.text[start:end]))
    return links


# --- defined terms ------------------------------------------------------------------


class Terms:
    """Defined terms (Division A Article 1.4.1.2.) and where the text uses them."""

    def __init__(self, tree: ClauseTree):
        self.definitions: dict[str, Definition] = {}
        for a in tree.articles:
            if a.definitions and a.division == "A":
                for d in a.definitions:
                    self.definitions[d.term.lower()] = d
        if not self.definitions:  # an excerpt without Division A: take whatever definitions there are
            for a in tree.articles:
                for d in a.definitions:
                    self.definitions.setdefault(d.term.lower(), d)
        self._patterns: dict[tuple[str, ...], re.Pattern | None] = {}

    def lookup(self, term: str) -> Definition | None:
        """The definition of a term as printed, plural or capitalised: ``Guards`` -> Guard."""
        t = term.lower().strip()
        for cand in (t, t[:-1] if t.endswith("s") else None, t[:-2] if t.endswith("es") else None,
                     t[:-3] + "y" if t.endswith("ies") else None):
            if cand and cand in self.definitions:
                return self.definitions[cand]
        return None

    def pattern(self, terms: tuple[str, ...]) -> re.Pattern | None:
        """One regex for the terms a clause prints in italics, longest first."""
        if terms not in self._patterns:
            usable = sorted({t for t in terms if self.lookup(t)}, key=len, reverse=True)
            self._patterns[terms] = (
                re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(t) for t in usable) + r")(?![\w-])")
                if usable else None
            )
        return self._patterns[terms]
