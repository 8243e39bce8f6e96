"""Cross-references: find -> resolve -> annotate, table-driven like eyecite's tests."""

from __future__ import annotations

from collections import Counter

import pytest

from codecite_site import patterns as P
from codecite_site.model import Article
from codecite_site.refs import (
    Citation, annotate, find_citations, known_targets, resolve_citation, resolve_numbers,
)

# --- find ---------------------------------------------------------------------

# (text, [(citation text, kind, numbers, division), ...])
FIND_CASES = [
    ("Except as provided in Sentences (2) and (3), every guard",
     [("Sentences (2) and (3)", "Sentence", ("(2)", "(3)"), None)]),
    # one full stop serves both the number and the sentence
    ("shall conform to Article 9.8.8.3.", [("Article 9.8.8.3.", "Article", ("9.8.8.3.",), None)]),
    ("shall conform to Sentence 9.8.8.3.(2).", [("Sentence 9.8.8.3.(2)", "Sentence", ("9.8.8.3.(2)",), None)]),
    ("as required in Part 3.", [("Part 3", "Part", ("3",), None)]),
    ("Clause 9.8.8.1.(4)(b)", [("Clause 9.8.8.1.(4)(b)", "Clause", ("9.8.8.1.(4)(b)",), None)]),
    ("Subclause 9.10.14.5.(2)(a)(ii)",
     [("Subclause 9.10.14.5.(2)(a)(ii)", "Subclause", ("9.10.14.5.(2)(a)(ii)",), None)]),
    ("in Subsection 9.8.8. and Section 9.10.",
     [("Subsection 9.8.8.", "Subsection", ("9.8.8.",), None), ("Section 9.10.", "Section", ("9.10.",), None)]),
    ("Table 9.8.7.1. and Table 9.36.5.15.-C",
     [("Table 9.8.7.1.", "Table", ("9.8.7.1.",), None), ("Table 9.36.5.15.-C", "Table", ("9.36.5.15.-C",), None)]),
    ("(see Figure 4.1.7.12.-A)", [("Figure 4.1.7.12.-A", "Figure", ("4.1.7.12.-A",), None)]),
    ("shown in Figure A-3.4.6.5. below", [("Figure A-3.4.6.5.", "Figure", ("A-3.4.6.5.",), None)]),
    ("(See Note A-9.8.8.3.)", [("Note A-9.8.8.3.", "Note", ("A-9.8.8.3.",), None)]),
    # a Note number holds " and " itself
    ("(See Note A-9.8.8.5.(1) and (3))",
     [("Note A-9.8.8.5.(1) and (3)", "Note", ("A-9.8.8.5.(1) and (3)",), None)]),
    ("(See Note A-4.1.7.5.(9) and 4.1.7.7.(2))",
     [("Note A-4.1.7.5.(9) and 4.1.7.7.(2)", "Note", ("A-4.1.7.5.(9) and 4.1.7.7.(2)",), None)]),
    # ... but the next word ends it
    ("Note A-9.8.8.3. and Sentence (2) apply",
     [("Note A-9.8.8.3.", "Note", ("A-9.8.8.3.",), None), ("Sentence (2)", "Sentence", ("(2)",), None)]),
    ("Notes A-9.8.8.3. and A-9.8.8.5.(1) and (3)",
     [("Notes A-9.8.8.3. and A-9.8.8.5.(1) and (3)", "Note", ("A-9.8.8.3.", "A-9.8.8.5.(1) and (3)"), None)]),
    ("Articles 9.32.3.4. and 9.32.3.5.",
     [("Articles 9.32.3.4. and 9.32.3.5.", "Article", ("9.32.3.4.", "9.32.3.5."), None)]),
    ("Sentences (2), (3) and (5)", [("Sentences (2), (3) and (5)", "Sentence", ("(2)", "(3)", "(5)"), None)]),
    ("Sentences (3) to (6)", [("Sentences (3) to (6)", "Sentence", ("(3)", "(6)"), None)]),
    ("Clause (1)(b)", [("Clause (1)(b)", "Clause", ("(1)(b)",), None)]),
    ("Clauses (2)(a) and (c)", [("Clauses (2)(a) and (c)", "Clause", ("(2)(a)", "(c)"), None)]),
    ("Sentences 9.9.10.1.(3) and (4)", [("Sentences 9.9.10.1.(3) and (4)", "Sentence", ("9.9.10.1.(3)", "(4)"), None)]),
    ("described in Article 1.4.1.2. of Division A.",
     [("Article 1.4.1.2. of Division A", "Article", ("1.4.1.2.",), "A")]),
    ("Part 9 of Division B", [("Part 9 of Division B", "Part", ("9",), "B")]),
    ("Parts 3, 4 and 9 of Division B", [("Parts 3, 4 and 9 of Division B", "Part", ("3", "4", "9"), "B")]),
    # "Part" as a plain word, and a Part followed by a plain word
    ("the requirements of this Part apply", []),
    ("Part 9 buildings", [("Part 9", "Part", ("9",), None)]),
    ("Electrical Safety Practice, Part I", []),
    ("a slab 3.5 m wide under Part 3.5 m", []),
    # a singular kind takes one number: "Sentence (1) or Sentence (2)" are two references
    ("conform to Sentence (1) or Sentence (2).",
     [("Sentence (1)", "Sentence", ("(1)",), None), ("Sentence (2)", "Sentence", ("(2)",), None)]),
    ("Sentence (1) and 2 m", [("Sentence (1)", "Sentence", ("(1)",), None)]),
    ("buildings of Part 9 and 3 storeys or less", [("Part 9", "Part", ("9",), None)]),
    ("the spans in Tables A-1 to A-4.", [("Tables A-1 to A-4", "Table", ("A-1", "A-4"), None)]),
    # bare clause numbers in a table cell are not references
    ("4.1.3.2.(1), 9.23.4.3.(2), A-3.2.4.20.(1) and (3)", []),
    ("Table of Contents; Section headings; Article titles", []),
    ("Article 9.8.8.35", []),
    ("", []),
]


@pytest.mark.parametrize("text,expected", FIND_CASES, ids=[c[0][:40] or "empty" for c in FIND_CASES])
def test_find_citations(text, expected):
    found = find_citations(text)
    assert [(c.text, c.kind, c.numbers, c.division) for c in found] == expected
    for c in found:
        assert text[c.start:c.end] == c.text
        assert len(c.spans) == len(c.numbers) and len(c.joins) == len(c.numbers) - 1
        for (s, e), number in zip(c.spans, c.numbers):
            assert text[s:e] == number


# --- resolve ------------------------------------------------------------------

# (text, division, article, expected targets)
RESOLVE_CASES = [
    ("Sentences (2) and (3)", "B", "9.8.8.3.", ("B-9.8.8.3.(2)", "B-9.8.8.3.(3)")),
    ("Sentences (2) and (3)", "B", "B-9.8.8.3.", ("B-9.8.8.3.(2)", "B-9.8.8.3.(3)")),
    ("Sentence (3)", "C", "2.2.1.1.", ("C-2.2.1.1.(3)",)),
    ("Sentences (3) to (6)", "B", "9.8.8.3.",
     ("B-9.8.8.3.(3)", "B-9.8.8.3.(4)", "B-9.8.8.3.(5)", "B-9.8.8.3.(6)")),
    ("Sentences (2), (3) and (5)", "B", "9.8.8.3.", ("B-9.8.8.3.(2)", "B-9.8.8.3.(3)", "B-9.8.8.3.(5)")),
    ("Clause (1)(b)", "A", "1.2.1.1.", ("A-1.2.1.1.(1)(b)",)),
    ("Clauses (2)(a) and (c)", "A", "2.2.1.1.", ("A-2.2.1.1.(2)(a)", "A-2.2.1.1.(2)(c)")),
    ("Clauses (1)(a) to (c)", "B", "9.8.7.4.", ("B-9.8.7.4.(1)(a)", "B-9.8.7.4.(1)(b)", "B-9.8.7.4.(1)(c)")),
    ("Subclauses (2)(b)(i) to (iii)", "B", "9.8.8.3.",
     ("B-9.8.8.3.(2)(b)(i)", "B-9.8.8.3.(2)(b)(ii)", "B-9.8.8.3.(2)(b)(iii)")),
    # a relative number continues the previous number of the same reference
    ("Sentences 9.9.10.1.(3) and (4)", "B", None, ("B-9.9.10.1.(3)", "B-9.9.10.1.(4)")),
    ("Clauses 9.8.8.1.(4)(a) and (b)", "B", "3.1.1.1.", ("B-9.8.8.1.(4)(a)", "B-9.8.8.1.(4)(b)")),
    # "Clause (b)" needs a Sentence to hang on: given one, it resolves
    ("Clause (b)", "B", "9.8.8.3.", ()),
    ("Clause (b)", "B", "9.8.8.3.(2)", ("B-9.8.8.3.(2)(b)",)),
    # in a Note there is no Article: relative numbers stay unresolved
    ("Sentence (2)", "B", None, ()),
    ("Article 9.8.8.3.", "B", None, ("B-9.8.8.3.",)),
    ("Articles 9.32.3.4. and 9.32.3.5.", "B", None, ("B-9.32.3.4.", "B-9.32.3.5.")),
    ("Articles 9.8.1.1. to 9.8.1.3.", "B", None, ("B-9.8.1.1.", "B-9.8.1.2.", "B-9.8.1.3.")),
    ("Article 1.4.1.2. of Division A", "B", "1.1.1.1.", ("A-1.4.1.2.",)),
    ("Sentence 9.8.8.3.(2) of Division B", "C", "2.2.1.1.", ("B-9.8.8.3.(2)",)),
    ("Part 3", "B", "9.1.1.1.", ("B-Part-3",)),
    ("Parts 3 and 9 of Division B", "A", None, ("B-Part-3", "B-Part-9")),
    ("Section 9.10.", "B", None, ("B-9.10.",)),
    ("Subsection 1.4.1. of Division A", "B", None, ("A-1.4.1.",)),
    ("Table 9.8.7.1.", "B", None, ("B-Table-9.8.7.1.",)),
    ("Tables A-1 to A-3", "B", "9.23.4.2.", ("B-Table-A-1", "B-Table-A-2", "B-Table-A-3")),
    ("Tables 4.1.6.2.-A to 4.1.6.2.-C", "B", None,
     ("B-Table-4.1.6.2.-A", "B-Table-4.1.6.2.-B", "B-Table-4.1.6.2.-C")),
    ("Figure 4.1.7.12.-A of Division B", "C", None, ("B-Figure-4.1.7.12.-A",)),
    ("Note A-9.8.8.3.", "B", "9.8.8.3.", ("B-A-9.8.8.3.",)),
    ("Note A-9.8.8.5.(1) and (3)", "B", None, ("B-A-9.8.8.5.(1) and (3)",)),
    ("Note A-1.4.1.2. of Division A", "B", None, ("A-A-1.4.1.2.",)),
    ("Note A-9.8.8.5.(1)\nand (3)", "B", None, ("B-A-9.8.8.5.(1) and (3)",)),
]


@pytest.mark.parametrize("text,division,article,expected", RESOLVE_CASES, ids=[c[0].replace("\n", " ") for c in RESOLVE_CASES])
def test_resolve_citation(text, division, article, expected):
    [c] = find_citations(text)
    assert resolve_citation(c, division, article) == expected


def test_known_drops_dangling_and_keeps_existing():
    [c] = find_citations("Articles 9.8.8.3. and 9.99.1.1.")
    known = {"B-9.8.8.3."}
    assert resolve_citation(c, "B", None, known) == ("B-9.8.8.3.",)
    assert resolve_citation(c, "B", None, set()) == ()


def test_note_reference_finds_the_note_that_explains_it():
    # "Note A-9.8.8.5.(1)" points into the Note printed as "A-9.8.8.5.(1) and (3)"
    [c] = find_citations("See Note A-9.8.8.5.(1).")
    known = {"B-A-9.8.8.5.(1) and (3)", "B-A-9.8.8.3."}
    assert resolve_citation(c, "B", None, known) == ("B-A-9.8.8.5.(1) and (3)",)
    [c] = find_citations("See Note A-9.8.8.6.")
    assert resolve_citation(c, "B", None, known) == ()


def test_hand_built_citation_without_joins_resolves():
    c = Citation(0, 21, "Sentences (2) and (3)", "Sentence", ("(2)", "(3)"), None)
    assert resolve_citation(c, "B", "9.8.8.3.") == ("B-9.8.8.3.(2)", "B-9.8.8.3.(3)")


# --- against the fixture ground truth ----------------------------------------


def _printed_texts(clause) -> list[tuple[str, str | None]]:
    """Every piece of printed text of an Article or Note the truth's references come from,
    with the number its relative references continue: the Article's, or the Sentence's or
    Clause's it is printed in (None in a Note)."""
    if not isinstance(clause, Article):
        return [(p, None) for p in clause.paragraphs]
    number = clause.number
    # the parse moves "(See Note ...)" out of the title into `notes`; print it back
    in_sentences = {f"{clause.division}-{m}" for s in clause.sentences for m in P.SEE_NOTE_RE.findall(s.full_text)}
    title_notes = [n for n in clause.notes if n not in in_sentences]
    out = [(clause.title + "".join(f" (See Note {n.split('-', 1)[1]})" for n in title_notes), number)]
    for s in clause.sentences:
        sentence = f"{number}({s.number})"
        out.append((s.text, sentence))
        for c in s.clauses:
            out.append((c.text, f"{sentence}({c.letter})"))
            out += [(sc.text, f"{sentence}({c.letter})") for sc in c.subclauses]
    for t in clause.tables:
        out += [(cell, number) for row in t.rows for cell in row]
        out += [(note, number) for note in t.notes]
    out += [(d.text, number) for d in clause.definitions]
    return out


@pytest.fixture(scope="module")
def known(tree):
    return known_targets(tree)


@pytest.fixture(scope="module")
def found_in_tree(tree, known):
    """{clause id: Counter((citation text, resolved targets))} over the whole parsed tree."""
    out = {}
    for clause in [*tree.articles, *tree.notes]:
        got = Counter()
        for text, context in _printed_texts(clause):
            for c in find_citations(text):
                assert text[c.start:c.end] == c.text
                got[(c.text, resolve_citation(c, clause.division, context, known))] += 1
        out[clause.id] = got
    return out


def test_every_truth_reference_is_found_and_resolved(truth, found_in_tree):
    refs = truth["references"]
    assert len(refs) >= 500 and sum(r["dangling"] for r in refs) == 3
    want: dict[str, Counter] = {}
    for r in refs:
        targets = () if r["dangling"] else tuple(r["targets"])
        want.setdefault(r["source"], Counter())[(r["text"], targets)] += 1
    missing = {src: w - found_in_tree.get(src, Counter()) for src, w in want.items()}
    assert {src: m for src, m in missing.items() if m} == {}


def test_no_reference_the_truth_does_not_list(truth, found_in_tree):
    want = Counter((r["source"], r["text"]) for r in truth["references"])
    got = Counter((src, text) for src, c in found_in_tree.items() for (text, _), n in c.items() for _ in range(n))
    assert got - want == Counter()
    assert sum(got.values()) == len(truth["references"])


def test_dangling_references_resolve_to_nothing(truth, tree, known):
    by_id = tree.by_id()
    for r in [r for r in truth["references"] if r["dangling"]]:
        clause = by_id[r["source"]]
        c, context = next((c, ctx) for t, ctx in _printed_texts(clause) for c in find_citations(t)
                          if c.text == r["text"])
        assert resolve_citation(c, clause.division, context, known) == ()
        # without `known` the printed target comes back, so the drop is the known set's doing
        assert resolve_citation(c, clause.division, context) == tuple(r["targets"])


def test_known_targets_cover_every_kind(tree, known):
    assert {"B-Part-9", "B-9.8.", "B-9.8.8.", "B-9.8.8.3.", "B-9.8.8.3.(2)", "B-9.8.8.3.(2)(b)",
            "B-9.8.8.3.(2)(b)(ii)", "B-Table-9.8.7.1.", "B-Figure-4.1.7.12.-A", "B-A-9.8.8.3.",
            "A-1.4.1.2."} <= known
    assert "B" not in known and "B-9.99.1.1." not in known
    assert len(known) > len(tree.articles) + len(tree.notes)


# --- annotate -----------------------------------------------------------------

A = "<a>", "</a>"
# (text, insertions, expected html)
ANNOTATE_CASES = [
    ("a <script>alert(1)</script> & b", [], "a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b"),
    ("see Sentence (2) <b>", [((4, 16), *A)], "see <a>Sentence (2)</a> &lt;b&gt;"),
    ("x<y", [((0, 3), "<em>", "</em>")], "<em>x&lt;y</em>"),
    # spans at 0 and at len(text)
    ("Part 3 and Part 4", [((0, 6), *A), ((11, 17), *A)], "<a>Part 3</a> and <a>Part 4</a>"),
    ("abc", [((3, 3), "<i>", "</i>"), ((0, 0), "[", "]")], "[]abc<i></i>"),
    # unsorted input, adjacent spans: the first closes before the second opens
    ("abcdef", [((3, 6), "<2>", "</2>"), ((0, 3), "<1>", "</1>")], "<1>abc</1><2>def</2>"),
    # a span inside another is nested, inner closing first
    ("guard height", [((0, 12), *A), ((0, 5), "<i>", "</i>")], "<a><i>guard</i> height</a>"),
    ("guard height", [((6, 12), "<i>", "</i>"), ((0, 12), *A)], "<a>guard <i>height</i></a>"),
    # a span crossing an earlier one is dropped, never interleaved
    ("abcdef", [((0, 4), "<1>", "</1>"), ((2, 6), "<2>", "</2>")], "<1>abcd</1>ef"),
    # spans outside the text are dropped
    ("abc", [((2, 9), "<1>", "</1>"), ((-1, 1), "<2>", "</2>"), ((2, 1), "<3>", "</3>")], "abc"),
    ("", [((0, 0), "<1>", "</1>")], "<1></1>"),
    ("", [], ""),
]


@pytest.mark.parametrize("text,insertions,expected", ANNOTATE_CASES, ids=[str(i) for i in range(len(ANNOTATE_CASES))])
def test_annotate(text, insertions, expected):
    assert annotate(text, insertions) == expected


def test_annotate_without_nesting_drops_the_inner_span():
    assert annotate("guard height", [((0, 12), *A), ((0, 5), "<a2>", "</a2>")], nested=False) == "<a>guard height</a>"


def test_annotate_links_found_citations_without_drift():
    text = "Except as provided in Sentences (2) & (3) or Article 9.8.8.3. <of> Division B"
    ins = [((c.start, c.end), f'<a href="#{i}">', "</a>") for i, c in enumerate(find_citations(text))]
    out = annotate(text, ins)
    assert out == ('Except as provided in <a href="#0">Sentences (2)</a> &amp; (3) or '
                   '<a href="#1">Article 9.8.8.3.</a> &lt;of&gt; Division B')


def test_resolve_numbers_is_parallel_to_the_numbers_and_their_spans():
    text = "see Articles 9.32.3.4. and 9.99.1.1. and Sentences (1) to (3)"
    first, second = find_citations(text)
    known = {"B-9.32.3.4.", "B-9.8.8.3.(1)", "B-9.8.8.3.(2)", "B-9.8.8.3.(3)"}
    assert [text[s:e] for s, e in first.spans] == ["9.32.3.4.", "9.99.1.1."]
    assert resolve_numbers(first, "B", "9.8.8.3.", known) == [("B-9.32.3.4.",), ()]
    assert resolve_numbers(second, "B", "9.8.8.3.", known) == [("B-9.8.8.3.(1)",), ("B-9.8.8.3.(2)", "B-9.8.8.3.(3)")]


@pytest.mark.parametrize("text", [
    "described in Sentence 1.3.3.2.(1) of Division A of the NBC, are not covered",
    "as required by Article 9.8.8.3. of the NFC",
    "see Subsection 9.32.3. of Division B of the National Building Code",
])
def test_a_clause_of_another_code_is_not_a_cross_reference(text):
    """The NECB cites the NBC's clauses: linking them into this Code would name the wrong clause."""
    assert find_citations(text) == []


def test_this_codes_own_division_reference_still_counts():
    [c] = find_citations("Article 1.4.1.2. of Division A applies, and the NBC too")
    assert c.numbers == ("1.4.1.2.",) and c.division == "A"
