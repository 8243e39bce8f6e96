"""An amended clause tree for the site's tests, made from the parsed fixture tree.

Until the fixture ships a real revisions package (and ``build --revisions`` applies it),
this is the one place that stands in for it: a few planted changes of every kind the
site shows (a quantity in a Sentence, a title, an added Sentence, a removed Clause, a
Table cell, a Note paragraph, a removed Article), with ``packages``, ``amendments`` and
``original`` filled as ``model`` documents them. Point ``amended_tree`` at the applied
fixture package when it exists; the tests read only ``PLANTED`` and the tree.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from codecite_site.model import Amendment, ChangeRecord, ClauseTree, Package

DATE = "2025-03"

# what the tests look for: clause id -> (unit id, kind)
PLANTED = {
    "quantity": ("B-9.8.8.3.", "B-9.8.8.3.(1)", "erratum"),
    "title": ("B-3.1.2.1.", "B-3.1.2.1.", "revision"),
    "added": ("B-9.10.19.1.", "B-9.10.19.1.(8)", "revision"),
    "removed_clause": ("B-1.1.3.1.", "B-1.1.3.1.(1)(c)", "erratum"),
    "table": ("B-1.3.1.2.", "B-Table-1.3.1.2.", "editorial"),
    "note": ("B-A-9.8.8.3.", "B-A-9.8.8.3.#p1", "unlisted"),
    "removed_article": ("B-9.8.8.6.", "B-9.8.8.6.", "revision"),
}
OLD_QTY, NEW_QTY = "1 070 mm", "1 100 mm"
NEW_TITLE = "Classification of Buildings by Major Occupancy"
NEW_SENTENCE = "Where a dwelling unit has more than one storey, the visual signalling components shall be interconnected."
NEW_CELL = "A 436/A 436M-24"
NOTE_ADDED = " The heights were confirmed by the 2024 anthropometric survey."


def amended_tree(tree: ClauseTree) -> ClauseTree:
    """The fixture tree with the planted changes applied and recorded (``tree`` is left as it was)."""
    by = tree.by_id()
    new: dict[str, object] = {}
    amendments: list[Amendment] = []
    records: list[ChangeRecord] = []

    def record(kind: str, refs: tuple[str, ...], description: str, wording: tuple[str, ...] = ()) -> str:
        if kind != "unlisted":
            records.append(ChangeRecord(DATE, "B", refs, kind, description, wording))
        return description if kind != "unlisted" else ""

    # a quantity in a Sentence
    a = by["B-9.8.8.3."]
    s1 = a.sentences[0]
    assert OLD_QTY in s1.text
    s1_new = replace(s1, text=s1.text.replace(OLD_QTY, NEW_QTY), italics=None)
    new[a.id] = replace(a, sentences=(s1_new, *a.sentences[1:]))
    d = record("erratum", ("9.8.8.3.(1)",), f'Sentence was corrected to read "... not less than {NEW_QTY} high ..."',
               (f"not less than {NEW_QTY} high",))
    amendments.append(Amendment(DATE, a.id, "B-9.8.8.3.(1)", "changed", "erratum", s1.text, s1_new.text, d))

    # a title
    a = by["B-3.1.2.1."]
    new[a.id] = replace(a, title=NEW_TITLE)
    d = record("revision", ("3.1.2.1.",), f'Title was revised to read "{NEW_TITLE}"', (NEW_TITLE,))
    amendments.append(Amendment(DATE, a.id, a.id, "changed", "revision", a.title, NEW_TITLE, d, field="title"))

    # an added Sentence
    a = by["B-9.10.19.1."]
    last = a.sentences[-1]
    added = replace(last, number=last.number + 1, text=NEW_SENTENCE, clauses=(), italics=None)
    new[a.id] = replace(a, sentences=(*a.sentences, added))
    d = record("revision", (f"9.10.19.1.({added.number})",), "Sentence was added")
    amendments.append(Amendment(DATE, a.id, f"B-9.10.19.1.({added.number})", "added", "revision", "", NEW_SENTENCE, d))

    # a removed Clause
    a = by["B-1.1.3.1."]
    s = a.sentences[0]
    gone = s.clauses[2]
    new[a.id] = replace(a, sentences=(replace(s, clauses=s.clauses[:2]), *a.sentences[1:]))
    d = record("erratum", ("1.1.3.1.(1)(c)",), "Clause was deleted")
    amendments.append(Amendment(DATE, a.id, "B-1.1.3.1.(1)(c)", "removed", "erratum", gone.full_text, "", d))

    # a Table cell
    a = by["B-1.3.1.2."]
    t = a.tables[0]
    row = t.rows[1]
    new_row = (row[0], NEW_CELL, *row[2:])
    new[a.id] = replace(a, tables=(replace(t, rows=(t.rows[0], new_row, *t.rows[2:])), *a.tables[1:]))
    d = record("editorial", ("Table 1.3.1.2.",), f'Document number was updated to read "{NEW_CELL}"', (NEW_CELL,))
    amendments.append(Amendment(DATE, a.id, "B-Table-1.3.1.2.", "changed", "editorial", " | ".join(row),
                                " | ".join(new_row), d, field="row"))

    # a Note paragraph, changed without the summary naming it
    n = by["B-A-9.8.8.3."]
    p1 = n.paragraphs[0] + NOTE_ADDED
    new[n.id] = replace(n, paragraphs=(p1, *n.paragraphs[1:]), paragraph_italics=None)
    amendments.append(Amendment(DATE, n.id, "B-A-9.8.8.3.#p1", "changed", "unlisted", n.paragraphs[0], p1))

    # a removed Article
    gone_article = by["B-9.8.8.6."]
    d = record("revision", ("9.8.8.6.",), "Article was deleted")
    amendments.append(Amendment(DATE, gone_article.id, gone_article.id, "removed", "revision",
                                gone_article.text, "", d))

    out = copy.copy(tree)
    out.articles = [new.get(x.id, x) for x in tree.articles if x.id != gone_article.id]
    out.notes = [new.get(x.id, x) for x in tree.notes]
    out.packages = [Package(DATE, "2025 Revisions and Errata Package", tree.code, "nbc_fixture_revisions.pdf",
                            tuple(records))]
    out.amendments = amendments
    out.original = {**{k: by[k] for k in new}, gone_article.id: gone_article}
    return out
