"""The amended Code for the site's tests: the fixture's own revisions package applied to the fixture.

``amended_tree`` is what ``codecite-site build --revisions nbc_fixture_revisions.pdf`` shows:
the package (``codecite_site/fixture/revisions.py``: its Change Summary and replacement pages)
read and applied by ``amend.py``, nothing planted by hand. ``PLANTED`` names the changes the
site's tests look at (clause, unit, kind), each checked against the applied tree, so a change
to the fixture package that drops one fails here with its name rather than deep in a test.

One kind the site shows is not in the fixture package: a removed Article (the package may only
reprint pages whose reflow moves nothing else, and no Article of the fixture can go without
moving the pages after it). ``amended_tree`` adds that one removal on top of the applied tree,
with its own Change Summary record, and says so in ``REMOVED_ARTICLE``.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from codecite_site.fixture import revisions
from codecite_site.model import Amendment, ChangeRecord, ClauseTree

DATE = revisions.DATE
PACKAGE = "nbc_fixture_revisions.pdf"

# what the tests look for: name -> (clause id, unit id, kind), all from the fixture package
PLANTED = {
    "quantity": ("B-9.8.8.3.", "B-9.8.8.3.(3)", "erratum"),
    "title": ("C-2.4.1.2.", "C-2.4.1.2.", "revision"),
    "added": ("A-2.2.1.5.", "A-2.2.1.5.(2)", "revision"),
    "removed_clause": ("A-2.2.1.4.", "A-2.2.1.4.(2)(d)", "revision"),
    "table": ("B-9.8.7.1.", "B-Table-9.8.7.1.", "erratum"),
    "note": ("A-A-3.1.1.1.", "A-A-3.1.1.1.#p2", "editorial"),
    "unlisted": ("B-9.8.8.1.", "B-9.8.8.1.(2)", "unlisted"),
    "renumbered": ("A-A-2.2.1.1.(4)", "A-A-2.2.1.1.(4)", "erratum"),
}
OLD_QTY, NEW_QTY = "920 mm", "900 mm"
NEW_TITLE = "Field Review by the Designer"
NEW_SENTENCE_WORDS = "irrigation and cooling"  # only in the Sentence the package adds
REMOVED_CLAUSE_WORDS = "fire-safety systems fail to perform"  # only in the Clause the package removes
NEW_CELL = "865"

# the one removal planted on top of the package (see the module's docstring)
REMOVED_ARTICLE = ("B-9.8.8.6.", "revision", "Article was deleted")


def amended_tree(config, fixture_dir) -> ClauseTree:
    """The fixture Code with its revisions package applied, plus the planted Article removal."""
    from codecite_site.ingest import load_tree

    applied, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf", revisions=[fixture_dir / PACKAGE],
                              log=lambda *_: None)
    units = {(a.clause, a.unit, a.kind) for a in applied.amendments}
    for name, planted in PLANTED.items():
        assert planted in units, f"the fixture package no longer makes the {name} change {planted}: {sorted(units)}"
    return remove_article(applied, *REMOVED_ARTICLE)


def remove_article(tree: ClauseTree, clause: str, kind: str, description: str) -> ClauseTree:
    """``tree`` with the Article ``clause`` removed by its newest package, recorded as ``amend.py`` does."""
    by = tree.by_id()
    gone = by[clause]
    package = tree.packages[-1]
    ref = clause.split("-", 1)[1]
    record = ChangeRecord(package.date, clause.split("-", 1)[0], (ref,), kind, description)
    out = copy.copy(tree)
    out.articles = [a for a in tree.articles if a.id != clause]
    out.packages = [*tree.packages[:-1], replace(package, records=(*package.records, record))]
    out.amendments = [*tree.amendments,
                      Amendment(package.date, clause, clause, "removed", kind, gone.text, "", description)]
    out.original = {**tree.original, clause: gone}
    return out
