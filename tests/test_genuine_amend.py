"""Revisions packages made of genuine NRC pages (issue 12): the fixture is not the judge.

The genuine NECB 2011 and 2017 files (``../shared/genuine/``, see test_genuine.py) are
printings with revisions worked in: their reprinted pages carry ``Amended Page`` in the
footer, exactly as the pages of an NRC "Revisions and Errata" package do. A package is
composed here, at test time, from those genuine pages behind a cover and a Change Summary
typeset like the NRC's (nothing of the Code's text is kept in the project):

- the Code's own pages as a package change nothing: every page is known by its Division and
  printed label, every one is flagged, the footers name the Code, and applying it gives no
  amendment and no mismatch (the excerpt's parse agrees with the whole file's, Articles and
  Tables continued onto pages the package does not hold included);
- one number changed on one genuine page gives exactly one amendment, of that Sentence, with
  the new number, and matches the Change Summary record that names it;
- applied to another Code, the genuine footers refuse it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest
from test_genuine import CODES, GENUINE

from codecite_site import amend
from codecite_site.fixture.encode import GENUINE as GENUINE_ENCODING
from codecite_site.fixture.revisions import Row, cover_items, front_pdf, summary_pages
from codecite_site.ingest import load_tree, read_package_cached
from codecite_site.units import units

pytestmark = pytest.mark.skipif(GENUINE is None, reason="no genuine NRC codes here (../shared/genuine/ or "
                                                        "$CODECITE_GENUINE): they are not redistributable")


@pytest.fixture(scope="module", params=sorted(CODES))
def code(request, config):
    path = GENUINE / request.param
    if not path.is_file():
        pytest.skip(f"{path} is not here")
    tree, _, _ = load_tree(config, path, revisions=[], log=lambda *_: None)
    doc = pymupdf.open(path)
    amended_pages = [i + 1 for i in range(len(doc)) if "Amended Page" in doc[i].get_text()]
    assert len(amended_pages) >= 10, "the genuine printing has its reprinted pages"
    return path, tree, amended_pages


def _package(out: Path, code_name: str, source: pymupdf.Document, pages: list[int], rows) -> Path:
    front = front_pdf([cover_items(code_name), [], *summary_pages(code_name, rows)], GENUINE_ENCODING)
    for p in pages:
        front.insert_pdf(source, from_page=p - 1, to_page=p - 1, links=False, annots=False)
    front.save(out)
    return out


PREFACE = [Row("Preface", "n/a", "editorial update", "The Preface was updated.")]


def test_the_codes_own_reprinted_pages_as_a_package_change_nothing(code, config, tmp_path):
    path, tree, pages = code
    package = _package(tmp_path / "own_pages.pdf", tree.code, pymupdf.open(path), pages, PREFACE)
    pf = read_package_cached(config, package)
    assert pf.package.code == tree.code and pf.footer_code == tree.code
    assert pf.unflagged == []  # every reprinted page says Amended Page
    body = [p for p in range(1, len(pymupdf.open(package)) + 1) if p > 2 + len(summary_pages(tree.code, PREFACE))]
    doc = pymupdf.open(package)
    with_division = [p for p in body if re.search(r"\bDivision [ABC]\b", doc[p - 1].get_text())]
    assert sorted(pf.labels) == with_division  # each known by its Division and printed label
    amended, report = amend.apply_package(tree, pf)
    assert report.applied
    assert report.amendments == [], [(a.unit, a.change, a.field, a.before[:60], a.after[:60])
                                     for a in report.amendments[:5]]
    assert report.mismatches == []
    assert [c for c in [*amended.articles, *amended.notes]] == [c for c in [*tree.articles, *tree.notes]]


def _a_number_on_a_reprinted_page(tree, doc, pages):
    """(Article, unit, number): a Sentence or Clause wholly on a reprinted page holding a number of two or
    more digits printed only once on that page."""
    for a in tree.articles:
        if a.page not in pages or a.last_page != a.page:
            continue
        for u in units(a):
            if u.kind not in ("sentence", "clause"):
                continue
            for m in re.finditer(r"(?<![\d.])\d{2,}(?![\d.])", u.text):
                if len(doc[a.page - 1].search_for(m.group(0))) == 1 and u.text.count(m.group(0)) == 1:
                    return a, u, m.group(0)
    raise AssertionError("no number to change on the reprinted pages")


def test_one_number_changed_on_a_genuine_page_is_one_amendment_of_its_sentence(code, config, tmp_path):
    path, tree, pages = code
    doc = pymupdf.open(path)
    article, unit, old = _a_number_on_a_reprinted_page(tree, doc, pages)
    new = str(int(old) + 1)
    page = doc[article.page - 1]
    rect = page.search_for(old)[0]
    size = next(s["size"] for b in page.get_text("dict")["blocks"] for ln in b.get("lines", [])
                for s in ln["spans"] if pymupdf.Rect(s["bbox"]).intersects(rect))
    page.add_redact_annot(rect, text=new, fontname="helv", fontsize=size * 0.95, align=pymupdf.TEXT_ALIGN_LEFT)
    page.apply_redactions(images=pymupdf.PDF_REDACT_IMAGE_NONE)
    reference = unit.id.split("-", 1)[1]
    rows = [*PREFACE, Row(article.division, reference, "erratum", f"The value was corrected to read “{new}”.")]
    pf = read_package_cached(config, _package(tmp_path / "one_change.pdf", tree.code, doc, pages, rows))
    amended, report = amend.apply_package(tree, pf)
    assert [(a.unit, a.change, a.kind) for a in report.amendments] == [(unit.id, "changed", "erratum")]
    assert report.mismatches == []
    after = report.amendments[0].after
    assert re.search(rf"(?<![\d.]){new}(?![\d.])", after) and not re.search(rf"(?<![\d.]){old}(?![\d.])", after)
    assert amended.original[article.id] == article


def test_genuine_footers_refuse_a_package_for_another_code(code, config, tmp_path):
    """The cover names the Code the package is applied to; the genuine reprinted pages' footers do not."""
    path, tree, pages = code
    other = "National Building Code of Canada 2020"
    pf = read_package_cached(config, _package(tmp_path / "mislabelled.pdf", other, pymupdf.open(path), pages,
                                              PREFACE))
    assert pf.package.code == other and pf.footer_code == tree.code
    fake_base = type(tree)(headings=tree.headings, articles=tree.articles, notes=tree.notes, code=other)
    with pytest.raises(amend.AmendError, match=rf"a package for the {re.escape(tree.code)} \(its footers\)"):
        amend.apply_package(fake_base, pf)
