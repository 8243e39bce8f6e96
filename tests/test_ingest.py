"""The parse of the fixture PDF equals the ground truth the generator typeset."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pymupdf
import pytest

from codecite_site import patterns as P
from codecite_site.fixture.compare import differences
from codecite_site.fixture.generate import build_fixture
from codecite_site.parse import parse_pdf


def test_parse_equals_ground_truth(parsed, truth):
    tree, report = parsed
    assert differences(tree, truth) == []
    assert report.problems == []
    assert report.has_outline and not report.outline_missing and not report.outline_extra


def test_headings_equal_ground_truth(tree, truth):
    got = [(h.kind, h.division, h.number, h.title, h.page, h.page_label) for h in tree.headings]
    want = [(h["kind"], h["division"], h["number"], h["title"], h["page"], h["page_label"]) for h in truth["headings"]]
    assert got == want


def test_world_rights_reserved_printing_parses_the_same(fixture_dir, truth):
    tree, report = parse_pdf(fixture_dir / "nbc_fixture_2019.pdf")
    assert differences(tree, truth) == []
    doc = pymupdf.open(fixture_dir / "nbc_fixture_2019.pdf")
    assert "World Rights Reserved" in doc[10].get_text()


def test_fixture_is_rich_enough(truth):
    clauses = truth["clauses"]
    articles = [c for c in clauses if c["kind"] == "article"]
    notes = [c for c in clauses if c["kind"] == "note"]
    assert len(articles) >= 150 and len(notes) >= 30
    assert {c["division"] for c in articles} == {"A", "B", "C"}
    assert {c["part"] for c in articles if c["division"] == "B"} >= {"1", "3", "4", "9"}
    assert all(1 <= len(a["sentences"]) <= 12 for a in articles if a["sentences"])
    assert any(len(a["sentences"]) >= 10 for a in articles)
    assert any(sc for a in articles for s in a["sentences"] for c in s["clauses"] for sc in c["subclauses"])
    definitions = next(a for a in articles if a["id"] == "A-1.4.1.2.")["definitions"]
    assert len(definitions) >= 20
    tables = [t for a in articles for t in a["tables"]]
    assert len(tables) >= 8
    # the same clause number in two Divisions
    numbers = Counter(a["number"] for a in articles)
    assert any(n > 1 for n in numbers.values())
    # every Note number shape of NBC_LAYOUT.md
    shapes = {
        "article": rf"^A-{P.ARTICLE}$", "sentence": rf"^A-{P.ARTICLE}{P.SENTENCE}$",
        "two sentences": rf"^A-{P.ARTICLE}{P.SENTENCE} and {P.SENTENCE}$",
        "clause": rf"^A-{P.ARTICLE}{P.SENTENCE}{P.CLAUSE}$",
        "two articles": rf"^A-{P.ARTICLE}{P.SENTENCE} and {P.ARTICLE}{P.SENTENCE}$",
        "subsection": rf"^A-{P.SUBSECTION}$",
    }
    for shape, rx in shapes.items():
        assert any(re.match(rx, n["number"]) for n in notes), shape
    # every citation form, relative and Division-qualified ones included
    texts = [r["text"] for r in truth["references"]]
    forms = [r"^Article \d", r"^Sentence \d", r"^Clause \d", r"^Subclause \d", r"^Subsection \d", r"^Section \d",
             r"^Part \d", r"^Table \d+(\.\d+)+\.$", r"^Table .*-[A-Z]$", r"^Figure ", r"^Note A-",
             r"^Sentence \(\d+\)$", r"^Sentences \(\d+\) to \(\d+\)$", r"^Clause \(\d+\)\([a-z]\)$",
             r"^Articles .* and ", r"^Notes A-.* and A-", r"^Subclause \([ivx]+\)$", r" of Division [AC]$"]
    for form in forms:
        assert any(re.search(form, t) for t in texts), form
    assert 1 <= sum(r["dangling"] for r in truth["references"]) <= 3


def test_fixture_carries_every_noise_hazard(fixture_pdf, truth):
    doc = pymupdf.open(fixture_pdf)
    kinds = truth["page_kinds"]
    assert "toc" in kinds and "appendix" in kinds and "index" in kinds
    assert any(p.rotation == 90 for p in doc)  # landscape Appendix C pages
    text = "\n".join(p.get_text() for p in doc)
    assert "His Majesty the King in Right of Canada" in text  # the vertical watermark
    assert "Objectives and Functional Statements" in text and "[F" in text
    assert "Notes to Part 9" in text
    assert "(Continued)" in text and "Notes to Table" in text
    assert "Appendix C, °C" in text
    assert re.search(r"\.{10,} \d-\d+", text)  # dot leaders in the per-Part tables of contents
    # a Sentence number alone at the foot of a page, its text on the next
    foot = False
    for page in doc:
        lines = [b for b in page.get_text("dict")["blocks"] for b in b.get("lines", [])
                 if b["dir"] == (1.0, 0.0) and 60 < b["spans"][0]["origin"][1] < 760]
        if lines and re.fullmatch(r"\d+\)", lines[-1]["spans"][0]["text"].strip()) and len(lines[-1]["spans"]) == 1:
            foot = True
    assert foot
    # line-end hyphens: artefacts to remove beside real hyphens to keep
    from codecite_site.extract import extract

    ends = [ln.text.rstrip().split()[-1] for p in extract(fixture_pdf) for ln in p.lines
            if ln.text.rstrip().endswith("-") and ln.spans[0].size < 10]
    words = set(re.findall(r"[A-Za-z]+-[A-Za-z]+", " ".join(c["text"] for c in truth["clauses"])))
    real = [e for e in ends if any(w.startswith(e) for w in words)]
    assert len(ends) - len(real) >= 10 and real
    # heading font carries no bold flag, like the real Code
    spans = [s for b in doc[20].get_text("dict")["blocks"] for ln in b.get("lines", []) for s in ln["spans"]]
    black = [s for s in spans if s["font"] == "HelveticaLTPro-Black"]
    assert black and all(not s["flags"] & 16 for s in black)


def test_fixture_build_is_reproducible(tmp_path):
    a = build_fixture(tmp_path / "a", variants=False)
    b = build_fixture(tmp_path / "b", variants=False)
    assert a == b
    assert (tmp_path / "a" / "nbc_fixture.pdf").read_bytes() == (tmp_path / "b" / "nbc_fixture.pdf").read_bytes()


def test_the_fixture_cache_key_covers_the_excerpt_pages(monkeypatch, tmp_path):
    """The excerpts are cut by ``fixture.generate.excerpt_pages``: changing that code (or any
    other of the generator's) must rebuild the fixture."""
    from codecite_site import ingest
    from codecite_site.fixture import generate

    before = ingest.corpus_hash()
    assert ingest.corpus_hash() == before
    assert "def excerpt_pages(" in Path(generate.__file__).read_text(encoding="utf-8")
    changed = tmp_path / "generate.py"
    changed.write_text(Path(generate.__file__).read_text(encoding="utf-8").replace(
        "def excerpt_pages(", "def excerpt_pages(  ", 1), encoding="utf-8")
    monkeypatch.setattr(generate, "__file__", str(changed))
    assert ingest.corpus_hash() != before


def _contained(truth: dict, pages: list[int]) -> dict[str, dict]:
    """Truth clauses typeset entirely on consecutive pages of the excerpt."""
    out = {}
    for c in truth["clauses"]:
        span = list(range(c["page"], c["last_page"] + 1))
        if all(p in pages for p in span):
            out[c["id"]] = c
    return out


@pytest.mark.parametrize("name", ["nbc_fixture_excerpt", "nbc_fixture_amended", "nbc_fixture_notes",
                                  "nbc_fixture_package"])
def test_excerpts(fixture_dir, truth, name):
    from codecite_site.ingest import excerpt_pages

    pages = excerpt_pages(truth)[name]
    tree, report = parse_pdf(fixture_dir / f"{name}.pdf")
    got = {c.id: c for c in [*tree.articles, *tree.notes]}
    want = _contained(truth, pages)
    assert want, "the excerpt holds whole clauses"
    # page numbers restart in an excerpt; compare the words
    for cid, rec in want.items():
        assert cid in got, cid
        assert got[cid].text == rec["text"], cid
    # nothing glued: every parsed clause's heading is on one of the excerpt's pages
    heading_pages = {c["id"]: c["page"] for c in truth["clauses"]}
    for cid in got:
        assert heading_pages[cid] in pages, cid
    if name.endswith("amended"):
        # text at the top of a page after a gap belongs to an Article not in the file: reported, not glued
        assert any("does not contain" in why for _, why in report.problems)
        assert "Amended Page" in pymupdf.open(fixture_dir / f"{name}.pdf")[0].get_text()


@pytest.mark.parametrize("name", ["nbc_fixture_excerpt", "nbc_fixture_amended", "nbc_fixture_notes",
                                  "nbc_fixture_package"])
def test_excerpts_place_each_article_in_its_part_section_and_subsection(fixture_dir, truth, name):
    """An excerpt that starts mid-Section, or skips pages, still puts each Article in its
    own Part, Section and Subsection (its number says which), as the whole Code does."""
    from codecite_site.ingest import excerpt_pages

    tree, _ = parse_pdf(fixture_dir / f"{name}.pdf")
    got = {c.id: c for c in [*tree.articles, *tree.notes]}
    contained = _contained(truth, excerpt_pages(truth)[name])
    assert contained and contained.keys() <= got.keys()
    # a Note is placed in its Part by its own number too
    assert {cid: got[cid].part for cid in contained} == {cid: rec["part"] for cid, rec in contained.items()}
    want = {cid: rec for cid, rec in contained.items() if rec["kind"] == "article"}
    levels = ("part", "section", "subsection")
    assert {cid: tuple(getattr(got[cid], f) for f in levels) for cid in want} == \
        {cid: tuple(rec[f] for f in levels) for cid, rec in want.items()}
    # a title is the one printed for that very place, or empty: never borrowed from another Part
    for cid, rec in want.items():
        for f in ("part_title", "section_title", "subsection_title"):
            assert getattr(got[cid], f) in (rec[f], ""), (cid, f, getattr(got[cid], f))


def test_outline_cross_check_reports_disagreement(fixture_pdf, tmp_path):
    doc = pymupdf.open(fixture_pdf)
    toc = doc.get_toc()
    dropped = next(e for e in toc if e[1].startswith("9.8.8.3. "))
    toc.remove(dropped)
    toc.append([2, "9.99.9.9. Phantom Article", 10])
    doc.set_toc(toc)
    out = tmp_path / "outline.pdf"
    doc.save(out)
    _, report = parse_pdf(out)
    assert report.outline_missing == ["B-9.99.9.9."]
    assert report.outline_extra == ["B-9.8.8.3."]


def run_cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "codecite_site", *args], capture_output=True, text=True, cwd=cwd)


def test_cli_parse_writes_json_lines(fixture_pdf, tmp_path, truth):
    out = tmp_path / "clauses.jsonl"
    r = run_cli("parse", str(fixture_pdf), "-o", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == len(truth["clauses"])
    guard = next(x for x in records if x["id"] == "B-9.8.8.3.")
    for key in ("id", "division", "kind", "number", "title", "part", "section", "subsection", "section_title",
                "subsection_title", "page", "page_label", "text", "sentences", "tables", "notes"):
        assert key in guard
    assert guard["kind"] == "article" and guard["notes"] == ["B-A-9.8.8.3."]
    note = next(x for x in records if x["id"] == "B-A-9.8.8.5.(1) and (3)")
    assert note["explains"] == ["B-9.8.8.5.(1)", "B-9.8.8.5.(3)"]
    summary = r.stderr.strip().splitlines()[-1]
    assert "B:" in summary and "Articles" in summary and "outline agrees" in summary


def _encrypted(path: Path, src: Path) -> None:
    doc = pymupdf.open(src)
    doc.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")


def _no_structure(path: Path, src: Path) -> None:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "A grocery list: apples, bread, milk.")
    doc.save(path)


def _truncated(path: Path, src: Path) -> None:
    path.write_bytes(src.read_bytes()[:4000])


def _not_pdf(path: Path, src: Path) -> None:
    path.write_text("<html>not a pdf</html>")


@pytest.mark.parametrize("make,message", [
    (_not_pdf, "not a PDF"), (_truncated, "cannot open"), (_encrypted, "encrypted"),
    (_no_structure, "no Code structure"),
])
def test_bad_input_one_line_exit_2_nothing_written(make, message, tmp_path, fixture_pdf):
    bad = tmp_path / "bad.pdf"
    make(bad, fixture_pdf)
    out = tmp_path / "out.jsonl"
    r = run_cli("parse", str(bad), "-o", str(out), cwd=tmp_path)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in r.stderr
    assert not out.exists()


def test_unknown_config_key_is_an_error(tmp_path):
    (tmp_path / "site_config.toml").write_text("[paths]\npdf = ''\ncolour = 'blue'\n")
    r = run_cli("parse", cwd=tmp_path)
    assert r.returncode == 2
    assert "unknown key [paths] colour" in r.stderr and "Traceback" not in r.stderr
    (tmp_path / "site_config.toml").write_text("[retrieval]\ncandidates = 'many'\n")
    r = run_cli("parse", cwd=tmp_path)
    assert r.returncode == 2 and "must be of type int" in r.stderr


def test_an_int_is_a_float_in_the_config(tmp_path):
    from codecite_site.config import ConfigError, load_config

    f = tmp_path / "site_config.toml"
    f.write_text("[retrieval]\ndecline_below = 0\n")  # what the option's own documentation suggests
    value = load_config(f).retrieval.decline_below
    assert value == 0.0 and type(value) is float
    f.write_text("[retrieval]\ndecline_below = true\n")
    with pytest.raises(ConfigError, match="must be of type float"):
        load_config(f)
    f.write_text("[retrieval]\ncandidates = 30.0\n")  # but a float is not an int
    with pytest.raises(ConfigError, match="must be of type int"):
        load_config(f)


def test_inspect_shows_the_parsers_own_roles(fixture_pdf, truth, tmp_path):
    """`inspect` gives each line the role the parser gave it, draws them, and counts the file."""
    article = next(c for c in truth["clauses"] if c["id"] == "B-9.8.8.3.")
    r = run_cli("inspect", str(fixture_pdf), "--page", str(article["page"]), "--json",
                "--png", str(tmp_path / "page.png"))
    assert r.returncode == 0, r.stderr
    info = json.loads(r.stdout)
    roles = {ln["text"]: ln["role"] for ln in info["lines"]}
    assert any(t.startswith("9.8.8.3.") and role == "Article heading" for t, role in roles.items())
    assert any(role == "Sentence" for role in roles.values())
    assert info["division"] == "B" and "Division B" in info["header"]
    assert pymupdf.open(tmp_path / "page.png").page_count == 1
    toc_page = truth["page_kinds"].index("toc") + 1
    r = run_cli("inspect", str(fixture_pdf), "--page", str(toc_page), "--json")
    lines = json.loads(r.stdout)["lines"]
    # the Part's own heading opens its table of contents; every entry is noise
    assert all(ln["role"].startswith("noise") for ln in lines if ln["role"] != "big heading"), "a TOC page is noise"
    assert sum(ln["role"] == "noise: table-of-contents entry" for ln in lines) >= 10
    r = run_cli("inspect", str(fixture_pdf), "--json")
    summary = json.loads(r.stdout)
    assert summary["articles"] == sum(c["kind"] == "article" for c in truth["clauses"])
    assert summary["problems"] == 0 and summary["lines by role"]["Sentence"] > 100
    r = run_cli("inspect", str(fixture_pdf), "--page", "9999")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_output_into_a_pipe_or_device_is_written_into_it_and_never_replaces_it(tmp_path):
    """`parse -o /dev/null` (or a named pipe: every file the project writes goes through
    files.atomic_write) must write into it: the atomic move of a finished
    file onto it would replace the device itself (it once turned /dev/null into a root-only file)."""
    import os
    import stat
    import threading

    from codecite_site.files import atomic_write_text

    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    atomic_write_text(fifo, "one line\n")
    reader.join(10)
    assert got == [b"one line\n"] and stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert not list(tmp_path.glob(".out.fifo.*"))  # no temporary file left beside it
