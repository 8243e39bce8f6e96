"""Each noise hazard of NBC_LAYOUT.md on its own, on small typeset documents."""

from __future__ import annotations

from collections import Counter

import pymupdf
import pytest

from codecite_site.extract import extract
from codecite_site.fixture.compare import differences
from codecite_site.fixture.generate import build_fixture
from codecite_site.parse import Para, join_para, parse_pdf

HEAD = "DIVISION B | Acceptable Solutions\nPART 9 | Housing and Small Buildings\n"
A_DIV = """DIVISION A | Compliance
PART 1 | Compliance
SECTION 1.4. | Terms
SUBSECTION 1.4.1. | Definitions
ARTICLE 1.4.1.2. | Defined Terms
(1) The following terms have the meanings given:
DEF Guard | means a protective barrier beside a drop.
DEF Storey | means the space between two floors.
"""


def build(tmp_path, body: str, with_a: bool = False, **kw):
    texts = {"a.txt": A_DIV} if with_a else {}
    texts["b9.txt"] = HEAD + body
    truth = build_fixture(tmp_path, texts, variants=kw.get("variants", False))
    tree, report = parse_pdf(tmp_path / "nbc_fixture.pdf")
    return truth, tree, report


def long_article(number: str, sentences: int, words: int = 60) -> str:
    lines = [f"ARTICLE {number} | Generated Provisions"]
    for i in range(1, sentences + 1):
        lines.append(f"({i}) " + " ".join(f"requirement{j % 7} holds" for j in range(words)) + ".")
    return "\n".join(lines) + "\n"


def all_text(tree) -> str:
    return "\n".join(c.text for c in [*tree.articles, *tree.notes])


def test_running_header_repeats_a_clause_number_without_opening_an_article(tmp_path):
    body = "SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\n" + long_article("9.1.1.1.", 12) + long_article("9.1.1.2.", 3)
    truth, tree, report = build(tmp_path, body)
    assert differences(tree, truth) == []
    a = next(c for c in truth["clauses"] if c["id"] == "B-9.1.1.1.")
    assert a["last_page"] > a["page"], "the Article runs across a page break"
    assert [x.number for x in tree.articles] == ["9.1.1.1.", "9.1.1.2.", "9.2.1.1."]
    assert "Division B" not in all_text(tree)


def test_vertical_watermark_and_footer_never_reach_the_text(tmp_path):
    body = "SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\n" + long_article("9.1.1.1.", 8)
    truth, tree, _ = build(tmp_path, body)
    text = all_text(tree)
    for noise in ("Majesty", "Majesté", "National Building Code of Canada 2020", "9-2"):
        assert noise not in text
    assert differences(tree, truth) == []


def test_horizontal_world_rights_line_never_reaches_the_text(tmp_path):
    body = "SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\n" + long_article("9.1.1.1.", 8)
    build_fixture(tmp_path, {"b9.txt": HEAD + body}, variants=True)
    tree, _ = parse_pdf(tmp_path / "nbc_fixture_2019.pdf")
    assert "Rights" not in all_text(tree) and "CNRC" not in all_text(tree)


def test_table_of_contents_dot_leaders_make_no_phantom_clauses(tmp_path):
    body = "SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\n" + long_article("9.1.1.1.", 1) + long_article("9.1.1.2.", 1)
    truth, tree, report = build(tmp_path, body)
    toc = pymupdf.open(tmp_path / "nbc_fixture.pdf")[truth["page_kinds"].index("toc")].get_text()
    assert "9.1.1.2." in toc and "....." in toc
    assert [a.id for a in tree.articles] == ["B-9.1.1.1.", "B-9.1.1.2.", "B-9.2.1.1."]
    assert report.skipped["table of contents"] >= 1


def test_attribution_table_rows_are_cells_not_articles(tmp_path):
    body = "SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\n" + "".join(
        long_article(f"9.1.1.{i}.", 1, 8) for i in range(1, 6))
    truth, tree, _ = build(tmp_path, body)
    attribution = next(a for a in tree.articles if a.number == "9.2.1.1.")
    assert attribution.title == "Attribution to Acceptable Solutions"
    rows = attribution.tables[0].rows
    assert [r[0] for r in rows[1:]] == [f"9.1.1.{i}. Generated Provisions" for i in range(1, 6)]
    assert all(r[1].startswith("(1) [F") for r in rows[1:])
    assert len(tree.articles) == 6


def test_notes_figure_labels_stay_out_of_the_note(tmp_path):
    body = ("SECTION 9.8. | Stairs\nSUBSECTION 9.8.8. | Guards\nARTICLE 9.8.8.3. | Height of Guards (See [Note A-9.8.8.3.])\n"
            "(1) Every {guard} shall be not less than 1 070 mm high.\nNOTES\nNOTE A-9.8.8.3. | Minimum Heights\n"
            "The height is measured from the walking surface.\n"
            "FIGURE A-9.8.8.3. | Guard Heights | 1 070 mm min.; guard required; EG02058D\n")
    truth, tree, _ = build(tmp_path, body, with_a=True)
    note = tree.notes[0]
    assert note.paragraphs == ("The height is measured from the walking surface.",)
    assert [(f.number, f.title) for f in note.figures] == [("A-9.8.8.3.", "Guard Heights")]
    assert "EG02058D" not in all_text(tree) and "guard required" not in all_text(tree)
    guard = next(a for a in tree.articles if a.number == "9.8.8.3.")
    assert guard.notes == ("B-A-9.8.8.3.",) and guard.title == "Height of Guards"
    assert guard.terms == ("guard",)
    assert differences(tree, truth) == []


def test_table_continued_over_a_page_is_one_table_with_its_notes(tmp_path):
    rows = "\n".join(f"| Location {i} | {i * 10} | {i * 20} |" for i in range(1, 90))
    body = ("SECTION 9.8. | Stairs\nSUBSECTION 9.8.7. | Openings\nARTICLE 9.8.7.1. | Openings in Guards\n"
            "(1) Openings shall conform to [Table 9.8.7.1.].\n"
            "TABLE 9.8.7.1. | Maximum Openings | Sentence 9.8.7.1.(1)\n| Location | Opening, mm | Height, mm |\n"
            + rows + "\nTNOTE (1) Values are placeholders.\nTNOTE (2) See [Sentence 9.8.7.1.(1)].\n"
            + long_article("9.8.7.2.", 2))
    truth, tree, _ = build(tmp_path, body)
    table = tree.articles[0].tables[0]
    assert len(table.rows) == 90 and table.rows[0] == ("Location", "Opening, mm", "Height, mm")
    assert table.rows[-1] == ("Location 89", "890", "1780")
    assert table.notes == ("(1) Values are placeholders.", "(2) See Sentence 9.8.7.1.(1).")
    assert "(Continued)" in pymupdf.open(tmp_path / "nbc_fixture.pdf").load_page(table.page).get_text()
    assert differences(tree, truth) == []


def test_table_belongs_to_the_article_it_forms_part_of(tmp_path):
    body = ("SECTION 9.8. | Stairs\nSUBSECTION 9.8.7. | Openings\nARTICLE 9.8.7.1. | Openings in Guards\n"
            "(1) Openings shall conform to the table.\n"
            "TABLE 9.8.7.1. | Maximum Openings | Sentence 9.8.7.1.(1)\n| Location | Opening, mm |\n| Stair | 100 |\n"
            "ARTICLE 9.8.7.2. | Other Openings\n(1) Text.\n")
    truth, tree, _ = build(tmp_path, body)
    assert [len(a.tables) for a in tree.articles[:2]] == [1, 0]


def test_appendix_c_text_is_skipped_its_landscape_table_read_and_its_cell_is_not_appendix_c(tmp_path):
    # Part 4 of Division B is followed by Appendix C: a page of text, then Table C-2 on landscape pages
    texts = {
        "b4.txt": "DIVISION B | Acceptable Solutions\nPART 4 | Structural Design\nSECTION 4.1. | Loads\n"
                  "SUBSECTION 4.1.1. | Scope\nARTICLE 4.1.1.1. | Scope\n(1) Loads apply.\n",
        "b9.txt": HEAD + "SECTION 9.36. | Energy\nSUBSECTION 9.36.5. | Performance\nARTICLE 9.36.5.15. | Climate Data\n"
                  "(1) Use [Table 9.36.5.15.-C].\nTABLE 9.36.5.15.-C | Climate Inputs | Sentence 9.36.5.15.(1)\n"
                  "| Input | Source |\n| Design temperature | Appendix C, °C |\n"
                  "ARTICLE 9.36.5.16. | After the Table\n(1) Still parsed.\n"
                  "(2) Degree-days are taken from Appendix C for the nearest location.\n",
    }
    truth = build_fixture(tmp_path, texts, variants=False)
    tree, report = parse_pdf(tmp_path / "nbc_fixture.pdf")
    assert differences(tree, truth) == []
    assert not report.problems
    assert "appendix" not in report.skipped  # its text is dropped; its landscape pages hold a Table
    climate = next(a for a in tree.articles if a.number == "9.36.5.15.")
    assert climate.tables[0].rows[1] == ("Design temperature", "Appendix C, °C")
    # the Table is shown in the Article naming Appendix C, the cell naming it is not the appendix
    named = next(a for a in tree.articles if a.number == "9.36.5.16.")
    (c2,) = named.tables
    assert c2.number == "C-2" and not c2.forms_part_of
    assert c2.rows[0][:3] == ("Province and Location", "Elev., m", "Design Temperature")
    assert ("Kamloops",) == tuple(r[0] for r in c2.rows if r[0] == "Kamloops")
    assert len({c2.row_pages[0], c2.row_pages[-1]}) == 2  # continued on a second landscape page
    assert any(a.number == "9.36.5.16." for a in tree.articles)


def test_sentence_number_at_the_foot_of_a_page_keeps_its_text(tmp_path):
    body = ("SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\nARTICLE 9.1.1.1. | Split\n(1) First.\n"
            "!break-after-number\n(2) The text of the second Sentence is on the next page.\n(3) Third.\n")
    truth, tree, _ = build(tmp_path, body)
    a = tree.articles[0]
    assert [s.text for s in a.sentences] == ["First.", "The text of the second Sentence is on the next page.", "Third."]
    assert a.last_page == a.page + 1


def test_clauses_and_subclauses_by_number_and_indent(tmp_path):
    body = ("SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\nARTICLE 9.1.1.1. | Lists\n(1) A stair shall\n"
            "  (a) be straight,\n  (b) have\n    (i) a rise of 200 mm, or\n    (ii) a rise of 180 mm, and\n"
            + "".join(f"  ({c}) clause {c},\n" for c in "cdefghi") + "  (j) end here.\n")
    truth, tree, _ = build(tmp_path, body)
    s = tree.articles[0].sentences[0]
    assert [c.letter for c in s.clauses] == list("abcdefghij")  # (i) is a Clause here, by its indent
    assert [sc.numeral for sc in s.clauses[1].subclauses] == ["i", "ii"]
    assert s.full_text.startswith("A stair shall (a) be straight, (b) have (i) a rise of 200 mm, or (ii)")
    assert differences(tree, truth) == []


def test_superscripts_join_their_unit_as_printed(tmp_path):
    # a unit's raised exponent reads as printed (m², m³, in a compound too); a raised digit after a
    # word (a footnote) or a variable stays a digit; table cells and table notes print them raised too
    body = ("SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\nARTICLE 9.1.1.1. | Area\n"
            "(1) The opening shall have an area of not less than 0.35 m^2 and a volume of 2 m^3.\n"
            "(2) A panel of 1.55 W/(m^2·K) is listed in the tabled^2 values for a span w^2, see [Table 9.1.1.1.].\n"
            "TABLE 9.1.1.1. | Areas | Sentence 9.1.1.1.(2)\n| Room | Area, m^2 |\n| Bedroom | 4.5 |\n"
            "TNOTE (1) Areas in m^2 of floor.\n")
    truth, tree, _ = build(tmp_path, body)
    a = tree.articles[0]
    assert a.sentences[0].text == "The opening shall have an area of not less than 0.35 m² and a volume of 2 m³."
    assert a.sentences[1].text.startswith("A panel of 1.55 W/(m²·K) is listed in the tabled2 values for a span w2,")
    assert a.tables[0].rows[0] == ("Room", "Area, m²") and a.tables[0].notes == ("(1) Areas in m² of floor.",)
    assert differences(tree, truth) == []


def test_adjacent_defined_terms_are_split_with_the_definitions(tmp_path):
    body = ("SECTION 9.1. | General\nSUBSECTION 9.1.1. | Scope\nARTICLE 9.1.1.1. | Terms\n"
            "(1) A {guard} {storey} rule and {guards} on every {storey}.\n")
    _, tree, _ = build(tmp_path, body, with_a=True)
    article = next(a for a in tree.articles if a.number == "9.1.1.1.")
    assert article.terms == ("guard", "storey", "guards")


def vocab(*words):
    return Counter(words)


@pytest.mark.parametrize("lines,words,expected", [
    (["the construc-", "tion of it"], vocab("the", "of", "it"), "the construction of it"),
    (["a fire-", "resistance rating"], vocab("fire-resistance", "a", "rating"), "a fire-resistance rating"),
    (["a fire-", "resistance rating"], vocab("fire", "resistance", "a"), "a fire-resistance rating"),
    (["a load-", "bearing wall"], vocab("loadbearing"), "a loadbearing wall"),
    (["non-combus-", "tible walls"], vocab("non-combustible"), "non-combustible walls"),
    (["ends here.", "Next line"], vocab(), "ends here. Next line"),
])
def test_line_end_hyphens(lines, words, expected):
    para = Para()
    for line in lines:
        para.add_text(line)
    assert join_para(para, words)[0] == expected


def test_two_column_page_is_read_column_by_column(fixture_pdf, truth):
    index_page = truth["page_kinds"].index("index")
    page = extract(fixture_pdf, pages=[index_page])[0]
    assert page.columns == 2
    lines = [ln for ln in page.lines if ln.spans[0].size < 10]
    texts = [ln.text for ln in lines]
    left = [ln.text for ln in lines if ln.x0 < page.width / 2]
    assert 0 < len(left) < len(texts)
    assert texts[:len(left)] == left, "the whole left column comes before the right one"
    assert all(t.count(",") >= 1 for t in texts)  # entries are never two columns glued together
    front = extract(fixture_pdf, pages=[1])[0]
    assert front.columns == 2
    body = extract(fixture_pdf, pages=[truth["clauses"][0]["page"] - 1])[0]
    assert body.columns == 1
