"""The one walk over the tree (``units``): what it gives, and that the references, the
citations, the pages, the retrieval passages and the URLs all read it."""

from __future__ import annotations

from collections import Counter

from codecite_site.model import (
    Article,
    Clause,
    ClauseTree,
    Definition,
    Figure,
    Note,
    Sentence,
    Subclause,
    Table,
)
from codecite_site.qa.chunks import build_chunks
from codecite_site.refs import known_targets
from codecite_site.site.citations import collect
from codecite_site.units import REFERABLE, Index, units
from codecite_site.urls import Urls


def _article() -> Article:
    return Article(
        division="B", number="1.1.1.1.", title="Walls", part="1", part_title="General",
        section="1.1.", section_title="S", subsection="1.1.1.", subsection_title="SS", page=7,
        sentences=(
            Sentence(1, "Every wall shall", (
                Clause("a", "be built as in Subclause (ii), being", (
                    Subclause("i", "a masonry wall, or"), Subclause("ii", "a framed wall."))),
                Clause("b", "meet Table 1.1.1.1."))),
            Sentence(2, "Sentence (1) applies."),
        ),
        tables=(Table("1.1.1.1.", "Wall heights", "Sentence 1.1.1.1.(1)", (("Wall", "Height"), ("a", "2 m")),
                      ("(1) See Sentence (2).",), page=8),),
        figures=(Figure("1.1.1.1.-A", "A wall"),),
        definitions=(Definition("Wall", "Wall means a wall."),),
    )


def _note() -> Note:
    table = Table("A-1.1.1.1.(1)", "Typical walls", "", (("Wall", "Use"), ("masonry", "any")),
                  ("(1) As in Sentence 1.1.1.1.(2).",))
    return Note("B", "A-1.1.1.1.(1)", "Walls", "1", "General", ("Walls are explained.", "See Clause 1.1.1.1.(1)(b)."),
                ("B-1.1.1.1.(1)",), figures=(Figure("A-1.1.1.1.(1)", "A Note figure"),), tables=(table,), page=9)


def test_an_article_walks_in_page_order_with_ids_anchors_labels_and_contexts():
    walk = units(_article())
    assert [(u.kind, u.id, u.anchor, u.label) for u in walk] == [
        ("sentence", "B-1.1.1.1.(1)", "s1", "Sentence 1.1.1.1.(1)"),
        ("clause", "B-1.1.1.1.(1)(a)", "s1-a", "Clause 1.1.1.1.(1)(a)"),
        ("subclause", "B-1.1.1.1.(1)(a)(i)", "s1-a-i", "Subclause 1.1.1.1.(1)(a)(i)"),
        ("subclause", "B-1.1.1.1.(1)(a)(ii)", "s1-a-ii", "Subclause 1.1.1.1.(1)(a)(ii)"),
        ("clause", "B-1.1.1.1.(1)(b)", "s1-b", "Clause 1.1.1.1.(1)(b)"),
        ("sentence", "B-1.1.1.1.(2)", "s2", "Sentence 1.1.1.1.(2)"),
        ("table", "B-Table-1.1.1.1.", "table-1.1.1.1", "Table 1.1.1.1."),
        ("figure", "B-Figure-1.1.1.1.-A", "figure-1.1.1.1-A", "Figure 1.1.1.1.-A"),
        ("definition", "B-1.1.1.1.#term-wall", "term-wall", "Article 1.1.1.1."),
    ]
    by_id = {u.id: u for u in walk}
    sub, clause, sentence = by_id["B-1.1.1.1.(1)(a)(ii)"], by_id["B-1.1.1.1.(1)(a)"], by_id["B-1.1.1.1.(1)"]
    assert sub.parent is clause and clause.parent is sentence and sentence.parent is None
    # relative references continue the Clause inside a Clause or Subclause, the Article in a Table
    assert (sub.context, clause.context, sentence.context) == ("1.1.1.1.(1)(a)", "1.1.1.1.(1)(a)", "1.1.1.1.(1)")
    assert by_id["B-Table-1.1.1.1."].context == "1.1.1.1."
    assert [u.mark for u in (sentence, clause, sub)] == ["(1)", "(a)", "(ii)"]
    assert sentence.text == "Every wall shall" and sentence.full_text.startswith("Every wall shall (a) be built")
    table = by_id["B-Table-1.1.1.1."]
    assert [(p.key, p.terms) for p in table.pieces] == [("table-1.1.1.1:forms", False), ("table-1.1.1.1:note-1", True)]
    assert (table.title, table.page) == ("Wall heights", 8) and "a | 2 m" in table.full_text
    assert by_id["B-1.1.1.1.#term-wall"].detail == "definition of Wall"
    assert {u.kind for u in walk if u.referable} == REFERABLE


def test_a_note_walks_its_paragraphs_tables_and_figures():
    walk = units(_note())
    assert [(u.kind, u.id, u.anchor, u.label, u.detail) for u in walk] == [
        ("paragraph", "B-A-1.1.1.1.(1)#p1", "p1", "Note A-1.1.1.1.(1)", "paragraph 1"),
        ("paragraph", "B-A-1.1.1.1.(1)#p2", "p2", "Note A-1.1.1.1.(1)", "paragraph 2"),
        ("table", "B-Table-A-1.1.1.1.(1)", "table-A-1.1.1.1-1", "Table A-1.1.1.1.(1)", ""),
        ("figure", "B-Figure-A-1.1.1.1.(1)", "figure-A-1.1.1.1-1", "Figure A-1.1.1.1.(1)", ""),
    ]
    assert all(u.context is None for u in walk)  # "Sentence (2)" in a Note names nothing


def test_a_notes_sub_heading_is_no_passage_and_titles_the_paragraphs_under_it():
    # the NECB's Note on its Defined Terms explains each term under a heading line ("Storage Garage")
    import json

    from codecite_site.model import from_record, to_record
    from codecite_site.site.render import Renderer
    from codecite_site.site.structure import build_structure

    note = Note("A", "A-1.4.1.2.(1)", "Defined Terms", "1", "General",
                ("Some terms are explained below.", "Storage Garage", "A canopy where cars stop is not one.",
                 "It is still a building."), ("A-1.4.1.2.(1)",), headings=(1,))
    walk = units(note)
    assert [(u.kind, u.anchor, u.title) for u in walk] == [
        ("paragraph", "p1", "Defined Terms"), ("heading", "p2", "Defined Terms"),
        ("paragraph", "p3", "Defined Terms: Storage Garage"), ("paragraph", "p4", "Defined Terms: Storage Garage")]
    # an answer never quotes the heading alone: it is no passage, and the paragraphs under it carry it
    tree = ClauseTree(notes=[note])
    urls = Urls("/", tree)
    passages = [p for c in build_chunks(tree, urls=urls) for p in c.passages]
    assert [p.anchor for p in passages] == ["p1", "p3", "p4"]
    assert "(Defined Terms: Storage Garage), paragraph 3" in passages[1].label
    # the Note's page prints it as a heading, at its own anchor; the parse cache keeps it
    structure = build_structure(tree, urls)
    html = Renderer(tree, structure, urls, collect(tree, urls)).render(structure.by_id[note.id]).html
    assert '<h2 id="p2" class="para note-subheading">Storage Garage</h2>' in html
    assert '<p id="p3" class="para">' in html
    assert from_record(json.loads(json.dumps(to_record(note)))) == note


def test_the_references_the_citations_the_pages_and_the_passages_read_one_walk():
    a, n = _article(), _note()
    tree = ClauseTree(articles=[a], notes=[n])
    urls = Urls("/", tree)
    walk = [*units(a), *units(n)]
    # every referable unit is a known target, and its URL is its clause's page at its anchor
    assert {u.id for u in walk if u.referable} <= known_targets(tree)
    for u in walk:
        assert (urls.target(u.id) == f"{urls.clause(u.clause)}#{u.anchor}") is u.referable, u.id
    assert urls.target("B-1.1.1.1.(3)") is None and urls.target("B-1.1.1.1.(1)(c)") is None
    # the text of a Note's table is searched for references too
    cites = collect(tree, urls)
    assert [x.href for x in cites.links[(n.id, "table-A-1.1.1.1-1:note-1")]] == ["/B/1.1.1.1/#s2"]
    assert [x.href for x in cites.links[(a.id, "s1-a")]] == ["/B/1.1.1.1/#s1-a-ii"]
    assert ("Table A-1.1.1.1.(1)", "/B/notes/A-1.1.1.1-1/#table-A-1.1.1.1-1") in cites.referenced_by["/B/1.1.1.1/"]
    # and a Note's table is retrieved and cited like an Article's
    passages = {p.id: p for c in build_chunks(tree, urls=urls) for p in c.passages}
    assert set(passages) == {u.id for u in walk if u.kind in ("sentence", "table", "definition", "paragraph")}
    assert passages["B-Table-A-1.1.1.1.(1)"].url == "/B/notes/A-1.1.1.1-1/?hl=table-A-1.1.1.1-1#table-A-1.1.1.1-1"
    assert passages["B-1.1.1.1.#term-wall"].url == "/definitions/?hl=term-wall#term-wall"


def test_on_the_fixture_ids_are_unique_and_every_target_resolves(tree):
    urls = Urls("/", tree)
    index = Index(tree)
    ids = Counter(u.id for c in [*tree.articles, *tree.notes] for u in units(c))
    assert [i for i, n in ids.items() if n > 1] == []
    for c in [*tree.articles, *tree.notes]:
        walk = units(c)
        assert len({u.anchor for u in walk}) == len(walk), c.id
        keys = [p.key for u in walk for p in u.pieces]
        assert len(set(keys)) == len(keys), c.id
    assert all(urls.target(i) for i in index.ids())
    assert len(index.targets) > 3 * len(tree.articles)
