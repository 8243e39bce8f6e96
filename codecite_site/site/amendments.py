"""The amended Code as the site shows it: what each applied revisions package changed.

Read from the tree's records (``ClauseTree.packages``, ``.amendments``,
``.original``; see ``model``), once, before rendering: each ``Amendment``
becomes a ``Change``, placed on the page and unit it concerns (a Sentence,
Clause, Table, Note paragraph, or the clause as a whole for its title or
number), with its badge (``Amended 2025-03 (erratum)``), the summary's
description and a word-level diff against the original wording. A unit or a
clause the package removed is found in the original clause and shown, as
removed, where it stood.

A Section's or Subsection's title change (an ``Amendment`` on the heading's
id, ``B-9.8.2.``) is shown on that heading's listing page, badge and diff, and
listed in What changed like any other.

The pages it adds (paths from ``urls``): "What changed" in every package and
in each one, the original text of each amended Article and Note (and the
original title of each retitled Section or Subsection), a page for each
removed Article or Note at its old URL, and, at the old URL of a renumbered
Article or Note, a redirect to its new page (so a link or bookmark to the old
number does not break). None of them is in the search index: search and
answers read the amended text only.
"""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from dataclasses import dataclass, field

from markupsafe import Markup, escape

from ..model import Amendment, Article, ClauseTree, Heading, Note, Package, clause_id
from ..units import Unit, units
from ..urls import Urls
from .structure import KIND_LABELS as PAGE_KINDS
from .structure import Page, Structure

# the kinds a change is filtered by, in this order; "unlisted": the Change Summary does not name it
KINDS = ("revision", "erratum", "editorial", "unlisted")
KIND_LABELS = {"revision": "revision", "erratum": "erratum", "editorial": "editorial",
               "unlisted": "not in the Change Summary"}


def badge(package: str, kind: str) -> str:
    """``Amended 2025-03 (erratum)``."""
    return f"Amended {package} ({KIND_LABELS.get(kind, kind)})"


# a word, or a number printed with thin-space groups ("1 070"): one token, so "1 070" -> "1 100" is one change
_WORD = re.compile(r"\d{1,3}(?: \d{3})+(?:\.\d+)?(?![\d])|\S+")


def word_diff(before: str, after: str) -> Markup:
    """The two wordings word by word: words only in ``before`` in ``<del>``, only in ``after`` in
    ``<ins>``, each with a text label for screen readers (which announce neither element); escaped."""
    a, b = _WORD.findall(before), _WORD.findall(after)
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(str(escape(" ".join(a[i1:i2]))))
            continue
        if i2 > i1:
            out.append(f'<del><span class="visually-hidden">[deleted: </span>{escape(" ".join(a[i1:i2]))}'
                       '<span class="visually-hidden">]</span></del>')
        if j2 > j1:
            out.append(f'<ins><span class="visually-hidden">[inserted: </span>{escape(" ".join(b[j1:j2]))}'
                       '<span class="visually-hidden">]</span></ins>')
    return Markup(" ".join(out))


@dataclass(frozen=True, eq=False)
class Change:
    """One ``Amendment`` as the site shows it."""

    amendment: Amendment
    clause: Article | Note | Heading  # what it is shown on: the amended clause (the original when
    #                                   removed), or the retitled Section or Subsection
    subject: str  # "Sentence 9.8.8.3.(1)", "Article 9.8.8.3.", "Table 9.8.7.1.", "Subsection 9.8.2."
    what: str  # "Sentence 9.8.8.3.(1) changed", "title of Article 9.8.8.3. changed"
    anchor: str  # its element id on the clause's page; "" for the clause as a whole
    url: str  # the clause's page, at the anchor
    order: tuple  # Code order: (Division, Part, clause position, unit position)
    unit: Unit | None = None  # the unit it changed (the original one when removed); None: the whole clause
    part: str = ""  # the Part it is in, and its title (What changed groups by them)
    part_title: str = ""

    @property
    def kind(self) -> str:
        return self.amendment.kind

    @property
    def package(self) -> str:
        return self.amendment.package

    @property
    def badge(self) -> str:
        return badge(self.package, self.kind)

    @property
    def description(self) -> str:
        return self.amendment.description

    @property
    def removed(self) -> bool:
        return self.amendment.change == "removed"

    @property
    def marker(self) -> str:
        """``data-amendment`` of its badge: the build checks every page shows each of its changes."""
        a = self.amendment
        return f"{a.package}:{a.unit}:{a.field}"

    @property
    def diff(self) -> Markup:
        return word_diff(self.amendment.before, self.amendment.after)


def _part_key(part: str) -> tuple:
    return tuple(int(x) if x.isdigit() else x for x in re.split(r"(\d+)", part))


@dataclass(frozen=True)
class Redirect:
    """The old URL of a renumbered Article or Note, sending the reader to its new page."""

    url: str  # the old page: "/A/notes/A-2.2.1.1-4-e/"
    target: str  # the new page: "/A/notes/A-2.2.1.1-4/"
    old: Article | Note  # the clause under its old number
    new: Article | Note  # the clause under its new number
    package: str  # the package that renumbered it: "2025-03"

    @property
    def message(self) -> str:
        """``This Note is now A-2.2.1.1.(4), as amended 2025-03``."""
        return f"This {'Note' if self.new.kind == 'note' else 'Article'} is now {self.new.number}, as amended {self.package}"


@dataclass
class Amendments:
    """Every change of the tree's packages, by clause and unit, and the pages they add."""

    packages: list[Package] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)  # in Code order
    by_unit: dict[tuple[str, str], list[Change]] = field(default_factory=lambda: defaultdict(list))
    # amended clause (or retitled heading) id -> its original
    originals: dict[str, Article | Note | Heading] = field(default_factory=dict)
    redirects: list[Redirect] = field(default_factory=list)  # renumbered clauses' old URLs
    removed_clauses: dict[str, Article | Note] = field(default_factory=dict)  # id -> the removed clause
    removed_units: dict[str, list[Change]] = field(default_factory=lambda: defaultdict(list))  # clause id ->
    unknown: list[Amendment] = field(default_factory=list)  # naming no clause of the tree or the original
    _by_clause: dict[str, list[Change]] = field(default_factory=dict)

    @classmethod
    def of(cls, tree: ClauseTree, urls: Urls) -> Amendments:
        out = cls(packages=sorted(tree.packages, key=lambda p: p.date))
        if not tree.amendments:
            return out
        current = tree.by_id()
        order = {c.id: i for i, c in enumerate([*tree.articles, *tree.notes])}
        walks: dict[int, dict[str, tuple[int, Unit]]] = {}

        def unit_of(c: Article | Note, unit_id: str) -> tuple[int, Unit] | None:
            if id(c) not in walks:
                walks[id(c)] = {u.id: (i, u) for i, u in enumerate(units(c))}
            return walks[id(c)].get(unit_id)

        headings = {h.id: h for h in tree.headings}
        part_titles = {(h.division, h.number): h.title for h in tree.headings if h.kind == "part"}
        for a in tree.amendments:
            division = a.clause.split("-", 1)[0]
            if isinstance(tree.original.get(a.clause), Heading) or (a.clause in headings and a.clause not in current):
                out._heading_change(a, headings.get(a.clause), tree, urls, order, part_titles)
                continue
            amended = current.get(a.clause)
            if amended is None and a.change == "renumbered" and a.after:
                amended = current.get(clause_id(division, a.after))
            original = tree.original.get(a.clause)
            if original is None and a.change == "renumbered" and a.before:
                original = tree.original.get(clause_id(division, a.before))
            shown = amended or original
            if shown is None:
                out.unknown.append(a)
                continue
            if amended is None:
                out.removed_clauses[shown.id] = shown
            elif original is not None:
                out.originals[amended.id] = original
            found = None
            if a.unit not in (a.clause, shown.id):
                found = unit_of(amended, a.unit) if amended is not None else None
                if found is None and original is not None:
                    found = unit_of(original, a.unit)  # a removed unit: where it stood
            kind_name = "Article" if isinstance(shown, Article) else "Note"
            position, unit = found if found else (-1, None)
            if unit is not None:
                subject = unit.label + (f" ({unit.detail})" if unit.detail else "")
            elif a.unit not in (a.clause, shown.id):
                subject = a.unit  # a unit neither text holds: named as the record names it
            else:
                subject = f"{kind_name} {shown.number}"
            if a.field == "title":
                what = f"title of {subject} {a.change}"
            elif a.field == "row":
                what = f"{subject}: a row {a.change}"
            elif a.change == "renumbered":
                what = f"{subject} renumbered" + (f" (was {a.before})" if a.before else "")
            else:
                what = f"{subject} {a.change}"
            anchor = unit.anchor if unit is not None else ""
            url = urls.clause(shown) + (f"#{anchor}" if anchor else "")
            rank = order.get(shown.id, order.get(a.clause, len(order)))
            change = Change(a, shown, subject, what, anchor, url,
                            (shown.division, _part_key(shown.part), rank, position), unit, shown.part,
                            shown.part_title)
            out.changes.append(change)
            if a.change == "renumbered" and a.field == "number" and amended is not None and original is not None:
                out.redirects.append(Redirect(urls.clause(original), urls.clause(amended), original, amended,
                                              a.package))
            key = (shown.id, a.unit if unit is not None else shown.id)
            out.by_unit[key].append(change)
            if unit is not None and amended is not None and unit.clause is original and a.change == "removed":
                out.removed_units[amended.id].append(change)
        out.changes.sort(key=lambda c: c.order)
        for c in out.changes:
            out._by_clause.setdefault(c.clause.id, []).append(c)
        return out

    def _heading_change(self, a: Amendment, amended: Heading | None, tree: ClauseTree, urls: Urls,
                        order: dict[str, int], part_titles: dict) -> None:
        """A Section's or Subsection's title change, shown on the heading's page (placed in Code order
        before the first Article under it)."""
        original = tree.original.get(a.clause)
        shown = amended or original
        if not isinstance(shown, Heading):
            self.unknown.append(a)
            return
        if amended is not None and isinstance(original, Heading):
            self.originals[amended.id] = original
        subject = f"{PAGE_KINDS[shown.kind]} {shown.number}"
        what = f"title of {subject} {a.change}"
        part = shown.number.split(".", 1)[0]
        under = [order[c.id] for c in tree.articles if c.division == shown.division and
                 (c.section if shown.kind == "section" else c.subsection) == shown.number]
        rank = min(under) - 0.5 if under else len(order)
        title = part_titles.get((shown.division, part)) or next(
            (c.part_title for c in tree.articles if (c.division, c.part) == (shown.division, part)), "")
        change = Change(a, shown, subject, what, "", urls.heading(shown), (shown.division, _part_key(part), rank, -1),
                        None, part, title)
        self.changes.append(change)
        self.by_unit[(shown.id, shown.id)].append(change)

    def __bool__(self) -> bool:
        return bool(self.packages or self.changes)

    def at(self, clause: Article | Note, unit_id: str | None = None) -> list[Change]:
        """The changes shown at a unit of ``clause`` (``None``: at the clause as a whole)."""
        return self.by_unit.get((clause.id, unit_id or clause.id), [])

    def of_clause(self, clause: Article | Note) -> list[Change]:
        """Every change shown on ``clause``'s page, in Code order."""
        return self._by_clause.get(clause.id, [])

    def kinds(self, changes: list[Change]) -> list[dict]:
        counts = {k: sum(c.kind == k for c in changes) for k in KINDS}
        return [{"kind": k, "label": KIND_LABELS[k], "count": n} for k, n in counts.items() if n]

    def groups(self, changes: list[Change]) -> list[dict]:
        """``changes`` by Division, then Part, in Code order."""
        out: list[dict] = []
        for c in changes:
            if not out or out[-1]["division"] != c.clause.division:
                out.append({"division": c.clause.division, "id": f"division-{c.clause.division}", "parts": []})
            parts = out[-1]["parts"]
            if not parts or parts[-1]["part"] != c.part:
                parts.append({"part": c.part, "title": c.part_title,
                              "id": f"division-{c.clause.division}-part-{c.part}", "changes": []})
            parts[-1]["changes"].append(c)
        return out

    def in_package(self, date: str | None) -> list[Change]:
        return [c for c in self.changes if date is None or c.package == date]

    def add_pages(self, structure: Structure, urls: Urls) -> list[Page]:
        """The pages the amendments add, appended to ``structure.pages``."""
        if not self:
            return []
        home = structure.home
        every = Page("changes", urls.changes(), title="What changed", parent=home)
        pages = [every]
        for p in self.packages:
            pages.append(Page("changes", urls.changes(p.date), number=p.date,
                              title=f"What changed in the {p.date} package", parent=every))
        for amended_id, original in self.originals.items():
            amended_page = structure.by_id.get(amended_id)
            if amended_page is not None:
                pages.append(Page("original", urls.original(amended_page.clause), original.number, original.title,
                                  original.division, original, amended_page))
        for original in self.removed_clauses.values():
            parent = structure.by_id.get(f"{original.division}-Part-{original.part}") or home
            pages.append(Page("removed", urls.clause(original), original.number, original.title,
                              original.division, original, parent))
        taken = {p.url for p in [*structure.pages, *pages]}
        for r in self.redirects:
            target = structure.by_id.get(r.new.id)
            if target is not None and r.url not in taken:  # an old number another clause now has keeps its page
                taken.add(r.url)
                pages.append(Page("redirect", r.url, r.old.number, r.old.title, r.old.division, r.old, target))
        structure.pages.extend(pages)
        return pages

    def redirect_of(self, page: Page) -> Redirect | None:
        return next((r for r in self.redirects if r.url == page.url), None)
