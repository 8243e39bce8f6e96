"""The fixture's encodings (fixture/encode.py): the same printed pages, written differently.

For every encoding: a sample of pages renders to the same pixels as the default
``line`` encoding, the encoding really is different where PyMuPDF looks, the
build is reproducible and the ground truth is the one of ``line``.
"""

from __future__ import annotations

import json
import re
from itertools import pairwise

import numpy as np
import pymupdf
import pytest
from click.testing import CliRunner

from codecite_site.fixture.encode import GENUINE, LINE, Encoding
from codecite_site.fixture.generate import build_fixture, fixture_pdf

ENCODINGS = ["line", "words", "nospace", "kern", "rects", "mixedrules", "paintorder", "genuine"]
DPI = 100
# Painting overlapping anti-aliased edges (two glyphs sharing a pixel, a label over a figure line) in
# another order rounds the 8-bit compositing differently: measured at most 2 of 255, on ~1 % of the
# pixels of a page. Nothing else may differ.
PAINT_ORDER_TOLERANCE = 2
# parser's flags (extract.py) and the layout measurements' (NBC_LAYOUT.md)
FLAGS = pymupdf.TEXT_PRESERVE_WHITESPACE | pymupdf.TEXT_PRESERVE_LIGATURES
LIGATURES = "\ufb01\ufb02"


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> dict[str, tuple]:
    """encoding -> (PDF path, truth) of the main fixture PDF in that encoding."""
    out = {}
    for name in ENCODINGS:
        folder = tmp_path_factory.mktemp(name.replace("+", "-"))
        truth = build_fixture(folder, variants=False, encoding=name)
        out[name] = folder / "nbc_fixture.pdf", truth
    return out


@pytest.fixture(scope="module")
def sample(builds) -> list[int]:
    """12 pages (0-based) covering every kind of page the typesetter writes."""
    truth = builds["line"][1]
    kinds = truth["page_kinds"]
    clauses = {c["id"]: c for c in truth["clauses"]}
    articles = [c for c in truth["clauses"] if c["kind"] == "article"]
    tables = [t["page"] for a in articles for t in a["tables"]]
    note_figures = [f["page"] for c in truth["clauses"] if c["kind"] == "note" for f in c["figures"]]
    pages = {
        1, 2,  # title page; the two-column committee list
        kinds.index("toc") + 1,  # a per-Part table of contents (dot leaders)
        clauses["A-1.4.1.2."]["page"],  # the defined terms: italics, "Defined" (a ligature)
        next(a["page"] for a in articles if a["id"].startswith("B-9.")),  # Part 9 Articles
        tables[0], tables[0] + 1,  # Table 1.3.1.2. and its continuation
        tables[len(tables) // 2],  # another table
        note_figures[0], note_figures[-1],  # Notes with figures
        kinds.index("appendix") + 2,  # a landscape Appendix C page
        len(kinds),  # the Index, two columns
    }
    assert len(pages) == 12
    return sorted(p - 1 for p in pages)


def render(pdf, pages: list[int]) -> dict[int, np.ndarray]:
    doc = pymupdf.open(pdf)
    out = {}
    for i in pages:
        pix = doc[i].get_pixmap(dpi=DPI)
        out[i] = np.frombuffer(pix.samples, np.uint8).reshape(pix.h, pix.w, pix.n).astype(np.int16)
    return out


def ligature_mask(page: pymupdf.Page, shape: tuple) -> np.ndarray:
    """Pixels of the fi and fl ligature glyphs (their shape is not that of f + i), with 2 pt around
    each for the letters' overhang and the gap the narrower glyph leaves before the next letter."""
    mask = np.zeros(shape[:2], bool)
    scale = DPI / 72
    for block in page.get_text("rawdict", flags=FLAGS)["blocks"]:
        for line in block.get("lines", ()):
            for span in line["spans"]:
                for ch in span["chars"]:
                    if ch["c"] in LIGATURES:
                        x0, y0, x1, y1 = ((v + d) * scale for v, d in zip(ch["bbox"], (-2, -2, 2, 2), strict=True))
                        mask[max(0, int(y0)):int(y1) + 1, max(0, int(x0)):int(x1) + 1] = True
    return mask


@pytest.fixture(scope="module")
def line_pixels(builds, sample):
    return render(builds["line"][0], sample)


@pytest.mark.parametrize("name", ENCODINGS[1:])
def test_every_encoding_prints_the_same_pages(builds, sample, line_pixels, name):
    enc = Encoding.parse(name)
    doc = pymupdf.open(builds[name][0])
    tolerance = PAINT_ORDER_TOLERANCE if enc.paintorder else 0
    masked = 0
    for i, pixels in render(builds[name][0], sample).items():
        diff = np.abs(pixels - line_pixels[i]).max(axis=2)
        if enc.kern:
            mask = ligature_mask(doc[i], pixels.shape)
            masked += mask.sum()
            diff[mask] = 0
        assert diff.max() <= tolerance, f"page {i + 1}: {(diff > tolerance).sum()} pixels differ by up to {diff.max()}"
    if enc.kern:  # the mask hides only the ligatures, a sliver of the sample
        assert 0 < masked < 0.002 * sum(p.shape[0] * p.shape[1] for p in line_pixels.values())


def spans(page: pymupdf.Page, flags: int = FLAGS) -> list[dict]:
    return [s for b in page.get_text("dict", flags=flags)["blocks"] for ln in b.get("lines", ()) for s in ln["spans"]]


def whitespace_share(pdf, pages) -> float:
    doc = pymupdf.open(pdf)
    found = [s["text"].isspace() for i in pages for s in spans(doc[i])]
    return sum(found) / len(found)


def test_words_writes_each_word_space_as_its_own_span(builds, sample):
    assert whitespace_share(builds["line"][0], sample) < 0.03  # MuPDF's own gap spaces after a) and 1)
    for name in ("words", "genuine"):
        assert whitespace_share(builds[name][0], sample) > 0.2, name  # the genuine file: 20 %
    # heading words one span each
    doc = pymupdf.open(builds["words"][0])
    texts = [s["text"] for p in doc for s in spans(p)]
    i = texts.index("Section")
    assert texts[i:i + 3] == ["Section", " ", texts[i + 2]] and re.fullmatch(r"\d+\.\d+\.", texts[i + 2])


def test_nospace_writes_no_space_glyph(builds, sample):
    # MuPDF makes up a space at each gap unless told not to; those are flagged synthetic
    def spaces(name: str) -> tuple[int, int]:
        doc = pymupdf.open(builds[name][0])
        chars = [c for i in sample for b in doc[i].get_text("rawdict", flags=FLAGS)["blocks"]
                 for ln in b.get("lines", ()) for s in ln["spans"] for c in s["chars"] if c["c"] == " "]
        return sum(not c["synthetic"] for c in chars), sum(c["synthetic"] for c in chars)

    real, made_up = spaces("nospace")
    assert real == 0 and made_up > 1000
    assert spaces("line")[0] > 1000
    doc = pymupdf.open(builds["nospace"][0])
    inhibited = [s["text"] for s in spans(doc[sample[4]], FLAGS | pymupdf.TEXT_INHIBIT_SPACES)]
    assert not any(" " in t for t in inhibited) and any(len(t) > 3 for t in inhibited)


def mid_word_splits(pdf, pages) -> int:
    """Runs that end inside a word: the next run on the baseline starts where it ends, both letters.
    (TEXT_PRESERVE_SPANS keeps PyMuPDF from merging runs of the same font, as it merges a kerned TJ.)"""
    doc = pymupdf.open(pdf)
    count = 0
    for i in pages:
        runs = sorted(spans(doc[i], FLAGS | pymupdf.TEXT_PRESERVE_SPANS), key=lambda s: (round(s["origin"][1], 1), s["bbox"][0]))
        for a, b in pairwise(runs):
            same_line = round(a["origin"][1], 1) == round(b["origin"][1], 1) and abs(b["bbox"][0] - a["bbox"][2]) < 0.6
            if same_line and a["text"][-1:].isalpha() and b["text"][:1].isalpha():
                count += 1
    return count


def test_kern_splits_words_and_prints_ligatures(builds, sample):
    line, kern = mid_word_splits(builds["line"][0], sample), mid_word_splits(builds["kern"][0], sample)
    assert kern > line + 300
    doc = pymupdf.open(builds["kern"][0])
    page = doc[sample[3]]  # the defined terms
    assert LIGATURES[0] in page.get_text(flags=FLAGS)  # TEXT_PRESERVE_LIGATURES: U+FB01
    expanded = page.get_text(flags=0)  # without TEXT_PRESERVE_LIGATURES (PyMuPDF's own default keeps them)
    assert not any(c in expanded for c in LIGATURES) and "Defined" in expanded
    # the glyph prints with its own advance (Times fi: 556 units, f + i: 611)
    size, ch = next((s["size"], c) for b in page.get_text("rawdict", flags=FLAGS)["blocks"]
                    for ln in b.get("lines", ()) for s in ln["spans"] if s["font"] == "PalatinoLinotype"
                    for c in s["chars"] if c["c"] == LIGATURES[0])
    assert ch["bbox"][2] - ch["bbox"][0] == pytest.approx(0.556 * size, abs=0.01)


def rule_items(pdf, page: int) -> tuple[list, list]:
    """The page's drawing items: rectangles and lines."""
    items = [it for d in pymupdf.open(pdf)[page].get_drawings() for it in d["items"]]
    return [it for it in items if it[0] == "re"], [it for it in items if it[0] == "l"]


def test_rects_draws_table_rules_as_thin_filled_rectangles(builds):
    clauses = builds["line"][1]["clauses"]
    table = next(t["page"] for a in clauses if a["kind"] == "article" for t in a["tables"]) - 1  # no figure
    rects, lines = rule_items(builds["line"][0], table)
    assert lines and not rects
    rects, lines = rule_items(builds["rects"][0], table)
    assert rects and not lines
    assert all(min(r[1].width, r[1].height) == pytest.approx(0.5, abs=0.01) for r in rects)
    rects, lines = rule_items(builds["mixedrules"][0], table)
    assert rects and lines
    assert all(r[1].height < 1 for r in rects) and all(a.x == b.x for _, a, b in lines)  # horizontal / vertical


def test_paintorder_paints_header_first_watermark_last_body_shuffled(builds, sample):
    def trace(name: str) -> list[dict]:
        return pymupdf.open(builds[name][0])[sample[4]].get_texttrace()

    def backward_steps(tr: list[dict]) -> int:
        ys = [s["bbox"][3] for s in tr if s["dir"] == (1.0, 0.0) and 60 < s["bbox"][3] < 760]
        return sum(b < a - 1 for a, b in pairwise(ys))

    for name in ("paintorder", "genuine"):
        tr = trace(name)
        assert tr[0]["bbox"][3] < 60 or tr[0]["bbox"][1] > 760, name  # the running header or the footer
        assert tr[-1]["dir"] == (0.0, -1.0), name  # the vertical watermark
        assert backward_steps(tr) > 10 * max(1, backward_steps(trace("line"))), name
    assert trace("line")[-1]["dir"] == (0.0, -1.0)  # today's order: body, header, footer, watermark


@pytest.mark.parametrize("name", ENCODINGS[1:])
def test_truth_is_the_same_for_every_encoding(builds, name):
    assert builds[name][1] == builds["line"][1]  # same clauses, headings, pages and page labels
    assert builds[name][0].read_bytes() != builds["line"][0].read_bytes()


# between them, every variant (rects and mixedrules exclude each other)
@pytest.mark.parametrize("name", ["genuine", "nospace+kern+mixedrules+paintorder"])
def test_build_is_reproducible(builds, tmp_path, name):
    first = builds[name][0] if name in builds else None
    if first is None:
        build_fixture(tmp_path / "first", variants=False, encoding=name)
        first = tmp_path / "first" / "nbc_fixture.pdf"
    build_fixture(tmp_path / "again", variants=False, encoding=name)
    assert (tmp_path / "again" / "nbc_fixture.pdf").read_bytes() == first.read_bytes()


def test_fixture_pdf_caches_every_file_of_an_encoding(builds, tmp_path):
    main = fixture_pdf(tmp_path, "genuine", "main")
    assert main.read_bytes() == builds["genuine"][0].read_bytes()
    assert main.parent.name.startswith("fixture-genuine-")
    stamp = main.stat().st_mtime_ns
    assert fixture_pdf(tmp_path, GENUINE) == main and main.stat().st_mtime_ns == stamp  # cached
    assert "World Rights Reserved" in pymupdf.open(fixture_pdf(tmp_path, "genuine", "2019"))[10].get_text()
    excerpt = pymupdf.open(fixture_pdf(tmp_path, "genuine", "excerpt"))
    amended = pymupdf.open(fixture_pdf(tmp_path, "words,kern,rects,paintorder", "amended"))
    assert excerpt.page_count == 6 and excerpt.get_toc() == []
    for page in amended:
        texts = [s["text"] for s in spans(page)]
        assert "Amended" in texts and " " in texts  # the mark is written in the encoding too
    truth = json.loads(fixture_pdf(tmp_path, "genuine", "truth").read_text())
    assert truth == builds["line"][1]
    with pytest.raises(ValueError):
        fixture_pdf(tmp_path, "genuine", "poster")


def test_encoding_names():
    assert Encoding.parse(None) == Encoding.parse("line") == LINE and LINE.name == "line"
    assert Encoding.parse("genuine") == Encoding.parse("paintorder,rects,kern,words") == GENUINE
    assert GENUINE.name == "genuine" and GENUINE.names == ("words", "kern", "rects", "paintorder")
    assert Encoding.parse(["kern", "words"]).name == "words+kern" == Encoding.parse("words+kern").name
    for bad in ("rects,mixedrules", "serif"):
        with pytest.raises(ValueError):
            Encoding.parse(bad)


def test_cli_rejects_an_unknown_encoding(tmp_path):
    from codecite_site.cli import cli

    r = CliRunner().invoke(cli, ["fixture", "--out", str(tmp_path), "--encoding", "words,serif"])
    assert r.exit_code == 2 and "unknown encoding 'serif'" in r.output
    assert not any(tmp_path.iterdir())
