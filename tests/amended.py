"""The amended Code for the site's tests: the fixture's own revisions package applied to the fixture.

``amended_tree`` is what ``codecite-site build --revisions nbc_fixture_revisions.pdf`` shows:
the package (``codecite_site/fixture/revisions.py``: its Change Summary and replacement pages)
read and applied by ``amend.py``, nothing planted by hand. ``PLANTED`` names the changes the
site's tests look at (clause, unit, kind), each checked against the applied tree, so a change
to the fixture package that drops one fails here with its name rather than deep in a test.
"""

from __future__ import annotations

from codecite_site.fixture import revisions
from codecite_site.model import ClauseTree

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
    "removed_article": ("A-1.5.1.1.", "A-1.5.1.1.", "revision"),
    "heading": ("B-9.8.2.", "B-9.8.2.", "revision"),
}
OLD_QTY, NEW_QTY = "920 mm", "900 mm"
NEW_TITLE = "Field Review by the Designer"
NEW_SENTENCE_WORDS = "irrigation and cooling"  # only in the Sentence the package adds
REMOVED_CLAUSE_WORDS = "fire-safety systems fail to perform"  # only in the Clause the package removes
NEW_CELL = "865"


def amended_tree(config, fixture_dir) -> ClauseTree:
    """The fixture Code with its revisions package applied."""
    from codecite_site.ingest import load_tree

    applied, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf", revisions=[fixture_dir / PACKAGE],
                              log=lambda *_: None)
    units = {(a.clause, a.unit, a.kind) for a in applied.amendments}
    for name, planted in PLANTED.items():
        assert planted in units, f"the fixture package no longer makes the {name} change {planted}: {sorted(units)}"
    return applied

