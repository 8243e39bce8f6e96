"""One truth, many encodings: the parse is the same whichever way the PDF writes its pages.

Each encoding of the fixture (codecite_site/fixture/encode.py) prints the same
pages and writes them differently: one run per word with every space its own
run, no space glyphs at all, words split by kerning and ligature glyphs, table
rules as filled rectangles, a paint order unlike the reading order, and the
genuine NRC file's mix of them. For every one, the main fixture, the 2019
printing and both excerpts must parse exactly as the default encoding does:
equal to the ground truth, with no problems.
"""

from __future__ import annotations

import json
import subprocess

import pytest

from codecite_site.fixture.compare import differences
from codecite_site.fixture.encode import COMBINATIONS, VARIANTS
from codecite_site.ingest import excerpt_pages, variant_pdf
from codecite_site.parse import parse_pdf

ENCODINGS = [*VARIANTS, *COMBINATIONS, "nospace,kern,mixedrules,paintorder"]


def _truth(config, encoding) -> dict:
    return json.loads(variant_pdf(config, encoding, "truth").read_text(encoding="utf-8"))


def _headings(tree) -> list[tuple]:
    return [(h.kind, h.division, h.number, h.title, h.page, h.page_label) for h in tree.headings]


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_every_encoding_parses_to_the_truth(config, encoding):
    truth = _truth(config, encoding)
    tree, report = parse_pdf(variant_pdf(config, encoding, "main"))
    assert differences(tree, truth) == []
    assert _headings(tree) == [(h["kind"], h["division"], h["number"], h["title"], h["page"], h["page_label"])
                               for h in truth["headings"]]
    assert report.problems == []
    assert report.has_outline and not report.outline_missing and not report.outline_extra
    assert not report.outline_titles


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_2019_printing_in_each_encoding(config, encoding):
    truth = _truth(config, encoding)
    tree, report = parse_pdf(variant_pdf(config, encoding, "2019"))
    assert differences(tree, truth) == []
    assert report.problems == []


def _contained(truth: dict, pages: list[int]) -> dict[str, dict]:
    return {c["id"]: c for c in truth["clauses"]
            if all(p in pages for p in range(c["page"], c["last_page"] + 1))}


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("kind", ["excerpt", "amended", "notes", "package"])
def test_excerpts_in_each_encoding(config, encoding, kind):
    """Every clause wholly inside an excerpt comes out as in the whole Code, placed by its own number."""
    truth = _truth(config, encoding)
    pages = excerpt_pages(truth)[f"nbc_fixture_{kind}"]
    tree, _ = parse_pdf(variant_pdf(config, encoding, kind))
    got = {c.id: c for c in [*tree.articles, *tree.notes]}
    want = _contained(truth, pages)
    assert want
    for cid, rec in want.items():
        assert cid in got, cid
        assert got[cid].text == rec["text"], cid
        for f in ("part", "section", "subsection"):
            if f in rec:
                assert getattr(got[cid], f) == rec[f], (cid, f)
    if kind in ("notes", "package"):
        # Notes pages without their "Notes to Part" heading: every Note on them is found
        assert any(rec["kind"] == "note" for rec in want.values())
    heading_pages = {c["id"]: c["page"] for c in truth["clauses"]}
    assert all(heading_pages[cid] in pages for cid in got), "nothing glued from outside the excerpt"


@pytest.mark.parametrize("paper, scale", [((595.3, 841.9), None), ((612, 792), 0.94), ((595.3, 841.9), 1.0)],
                         ids=["A4, fit to page", "letter, shrunk to the printable area", "A4, actual size"])
def test_the_code_printed_to_another_paper_or_scale_parses_to_the_truth(fixture_pdf, truth, tmp_path, paper, scale):
    # a Code printed to a PDF (a print dialog's "fit to page" on A4: every coordinate 0.973 of the letter page's,
    # the footer 16 pt lower; or shrunk on letter; or centred on A4 as printed) reads as the Code itself: the
    # running header and footer were read as body text, the Subclauses' indents and the Tables' rules measured in
    # the letter page's points (the whole fixture's landscape Appendix C printed the same way)
    from codecite_site.fixture.generate import build_printed

    build_printed(fixture_pdf, tmp_path / "printed.pdf", paper, scale)
    tree, report = parse_pdf(tmp_path / "printed.pdf")
    assert differences(tree, truth) == []
    assert not report.problems


def test_the_code_rewritten_by_ghostscript_parses_to_the_truth(fixture_pdf, truth, tmp_path):
    # a user's copy re-saved through another PDF producer (Ghostscript's pdfwrite re-encodes every font and text
    # run, and redraws the rules) reads as the Code itself
    subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=pdfwrite", f"-sOutputFile={tmp_path / 'gs.pdf'}",
                    str(fixture_pdf)], check=True)
    tree, report = parse_pdf(tmp_path / "gs.pdf")
    assert differences(tree, truth) == []
    assert not report.problems


@pytest.mark.parametrize("turn", [90, -90])
def test_every_page_drawn_up_or_down_and_turned_for_display_parses_to_the_truth(fixture_pdf, truth, tmp_path, turn):
    # every coordinate is read on the page as drawn, before its /Rotate: the whole fixture drawn up (or down) its
    # pages and turned back for display, as the NBC's landscape pages are, reads as printed upright
    from codecite_site.fixture.generate import build_turned

    build_turned(fixture_pdf, tmp_path / "turned.pdf", turn)  # Appendix C's landscape pages left as they are
    tree, report = parse_pdf(tmp_path / "turned.pdf")
    assert differences(tree, truth) == []
    assert not report.problems
