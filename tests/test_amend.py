"""Revisions packages (issue 12): the fixture's package applied to the fixture gives exactly the
amended tree its truth lists, and reports exactly the planted mismatches.

The package (``fixture/revisions.py``) is cut from an amended copy of the corpus behind an ArialMT
cover and a Change Summary; its planted changes cover every case ``amend.py`` handles (a quantity,
a Sentence added, a Clause removed, a title, a Note renumbered, a Table cell, an Article continued
onto an unreplaced page, a Sentence cut by a replacement page's end, an Article continued at the top
of a replacement page (a Clause, a Sentence whose number ends the page before), an editorial-only
change, a record whose change the pages do not show, a change the summary forgets).
"""

from __future__ import annotations

import re

import dataclasses
import functools
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest
from click.testing import CliRunner

from codecite_site import amend
from codecite_site.cli import cli
from codecite_site.config import Config, Paths
from codecite_site.ingest import IngestError, load_tree, read_package_cached, variant_pdf
from codecite_site.model import to_record


def _truth(config, encoding: str) -> dict:
    return json.loads(variant_pdf(config, encoding, "revisions-truth").read_text(encoding="utf-8"))


def _applied(config, encoding: str):
    """(base tree, amended tree, package file, report) in ``encoding``."""
    base_pdf, package = variant_pdf(config, encoding, "main"), variant_pdf(config, encoding, "revisions")
    base, _, _ = load_tree(config, base_pdf, revisions=[])
    pf = read_package_cached(config, package)
    tree, report = amend.apply_package(base, pf)
    return base, tree, pf, report


@pytest.mark.parametrize("encoding", ["line", "genuine"])
def test_applying_the_fixture_package_gives_the_amended_truth(config, encoding):
    truth = _truth(config, encoding)
    base, tree, _, report = _applied(config, encoding)
    assert report.applied
    got = [to_record(c) for c in [*tree.articles, *tree.notes]]
    assert [c["id"] for c in got] == [c["id"] for c in truth["clauses"]]
    for g, w in zip(got, truth["clauses"]):
        assert g == w, g["id"]
    want = {(a["unit"], a["change"], a["kind"], a["field"]) for a in truth["amendments"]}
    have = [(a.unit, a.change, a.kind, a.field) for a in report.amendments]
    assert sorted(have) == sorted(want)  # one Amendment per changed unit, none twice
    assert {(m.what, m.where) for m in report.mismatches} == {(m["what"], m["where"]) for m in truth["mismatches"]}
    assert len(report.mismatches) == len(truth["mismatches"])
    # the amended headings: a retitled Subsection has its new title, every other heading its own
    heads = [(h.kind, h.division, h.number, h.title) for h in tree.headings]
    assert heads == [(h["kind"], h["division"], h["number"], h["title"]) for h in truth["headings"]]
    assert heads != [(h.kind, h.division, h.number, h.title) for h in base.headings]
    # the unamended text of every changed clause (and heading) stays reachable, exactly as the base had it
    base_by = {**base.by_id(), **{h.id: h for h in base.headings}}
    renamed = {"A-A-2.2.1.1.(4)": "A-A-2.2.1.1.(4)(e)"}  # the renumbered Note, under its old number
    assert set(tree.original) == {renamed.get(a.clause, a.clause) for a in report.amendments}
    assert all(tree.original[cid] == base_by[cid] for cid in tree.original)
    assert tree.packages[-1].date == "2025-03" and tree.amendments == report.amendments


def test_the_amendments_carry_the_wording_before_and_after(config):
    _, tree, _, report = _applied(config, "line")
    by = {a.unit: a for a in report.amendments}
    q = by["B-9.8.8.3.(3)"]
    assert "920 mm" in q.before and "900 mm" in q.after and "900 mm" in q.description
    assert by["A-2.2.1.4.(2)(d)"].after == "" and "OP1.4" in by["A-2.2.1.4.(2)(d)"].before
    assert by["A-2.2.1.5.(2)"].before == "" and "OE2" in by["A-2.2.1.5.(2)"].after
    assert (by["C-2.4.1.2."].before, by["C-2.4.1.2."].after) == ("Field Review", "Field Review by the Designer")
    # a Subsection's title: the heading's own id, and the title every Article under it carries
    head = by["B-9.8.2."]
    assert (head.clause, head.field, head.kind) == ("B-9.8.2.", "title", "revision")
    assert (head.before, head.after) == ("Stair Width and Headroom", "Stair Width and Headroom Clearance")
    assert "Stair Width and Headroom Clearance" in head.description
    assert tree.original["B-9.8.2."].title == "Stair Width and Headroom"
    under = [a for a in tree.articles if (a.division, a.subsection) == ("B", "9.8.2.")]
    assert len(under) == 2 and {a.subsection_title for a in under} == {"Stair Width and Headroom Clearance"}
    assert all(a.page not in _replaced_base_pages(config) for a in under)  # on pages the package does not hold
    row = by["B-Table-9.8.7.1."]
    assert row.before.endswith("| 850 | 1 070") and row.after.endswith("| 865 | 1 070")
    assert (by["A-A-2.2.1.1.(4)"].before, by["A-A-2.2.1.1.(4)"].after) == ("A-2.2.1.1.(4)(e)", "A-2.2.1.1.(4)")
    assert by["B-9.8.8.1.(2)"].kind == "unlisted" and by["B-9.8.8.1.(2)"].description == ""
    # the Article continued onto a page the package does not replace: its later Sentences are the base's
    merged = tree.by_id()["B-9.9.10.1."]
    assert "1 000 mm above the floor" in merged.sentences[0].full_text
    base = load_tree(config, variant_pdf(config, "line", "main"), revisions=[])[0].by_id()["B-9.9.10.1."]
    assert merged.sentences[1:] == base.sentences[1:] and merged.last_page == base.last_page


def _replaced_base_pages(config) -> set[int]:
    return set(_truth(config, "line")["pages"])


@pytest.mark.parametrize("encoding", ["line", "genuine"])
def test_the_change_summary_is_read_as_printed(config, encoding):
    truth = _truth(config, encoding)
    pf = read_package_cached(config, variant_pdf(config, encoding, "revisions"))
    p = pf.package
    assert (p.date, p.title, p.code) == ("2025-03", "2025 Revisions and Errata Package",
                                         "National Building Code of Canada 2020")
    kinds = {"errata": "erratum", "editorial update": "editorial", "editorial change": "editorial"}
    want = [(r["division"], () if r["reference"] == "n/a" else tuple(r["reference"].split(", ")),
             kinds.get(r["change"], r["change"]), r["description"]) for r in truth["records"]]
    assert [(r.division, r.references, r.kind, r.description) for r in p.records] == want
    renumber = next(r for r in p.records if len(r.references) == 2)
    assert renumber.wording == ("A-2.2.1.1.(4)",)
    # the replacement pages are known by Division and printed label; the editorial-only one is not flagged
    assert pf.unflagged == ["A 3-4"]


def test_applying_twice_or_an_older_package_changes_nothing(config):
    _, tree, pf, _ = _applied(config, "line")
    again, report = amend.apply_package(tree, pf)
    assert again is tree and not report.applied and "already applied" in report.notes[0]
    older = dataclasses.replace(pf, package=dataclasses.replace(pf.package, date="2024-09"))
    same, report = amend.apply_package(tree, older)
    assert same is tree and not report.applied and "older than the 2025-03 package" in report.notes[0]
    assert "not applied" in report.lines()[0]


def test_packages_are_applied_in_date_order(config, fixture_dir, tmp_path):
    """Given newest first, an older package is still applied first (then the newer on top)."""
    from codecite_site.ingest import apply_revisions

    older = _package(tmp_path / "older_revisions.pdf", date="2024-09")
    base, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf", revisions=[])
    tree, reports = apply_revisions(config, base, [fixture_dir / "nbc_fixture_revisions.pdf", older])
    assert [r.package.date for r in reports] == ["2024-09", "2025-03"] and all(r.applied for r in reports)
    assert [p.date for p in tree.packages] == ["2024-09", "2025-03"]
    assert reports[0].amendments and not reports[1].amendments  # the same changes: made by the first
    assert {a.package for a in tree.amendments} == {"2024-09"}
    assert "Change Summary (Date: 2024-09)" in pymupdf.open(older)[2].get_text()


@functools.cache
def _base_typeset():
    from codecite_site.fixture.generate import prepare, typeset_corpus

    doc = prepare()
    return doc, typeset_corpus(doc)[0]


def _package(path: Path, **kw) -> Path:
    """A fixture package like the built-in one, but for another ``code`` or of another ``date``."""
    from codecite_site.fixture.encode import LINE
    from codecite_site.fixture.revisions import build_revisions

    build_revisions(path, *_base_typeset(), LINE, **kw)
    return path


def _cli_config(tmp_path: Path, config: Config) -> Path:
    path = tmp_path / "site_config.toml"
    path.write_text(f'[paths]\nwork = "{config.work_dir}"\ncache = "{config.cache_dir}"\n'
                    f'site = "{tmp_path / "site"}"\n[retrieval]\nlocal_dense = false\n')
    return path


@pytest.mark.parametrize("code", ["National Fire Code of Canada 2020", "National Building Code of Canada 2015"])
def test_a_package_for_another_code_is_refused(config, fixture_pdf, tmp_path, code):
    bad = _package(tmp_path / "other_revisions.pdf", code=code)
    cfg = _cli_config(tmp_path, config)
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["build", "--config", str(cfg), "--pdf", str(fixture_pdf), "--out", str(out),
                                      "--revisions", str(bad)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and code in lines[0] and "Traceback" not in result.output
    assert not out.exists() and not (tmp_path / "site").exists()
    result = CliRunner().invoke(cli, ["changes", "--config", str(cfg), "--pdf", str(fixture_pdf), str(bad)])
    assert result.exit_code == 2 and code in result.output


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {str(f.relative_to(folder)): (hashlib.sha256(f.read_bytes()).digest(), f.stat().st_mtime_ns)
            for f in sorted(folder.rglob("*")) if f.is_file()}


@pytest.mark.parametrize("footer", ["National Fire Code of Canada 2020", "National Building Code of Canada 2015"])
def test_a_package_whose_footers_alone_name_another_code_is_refused(config, fixture_pdf, site_build, tmp_path, footer):
    """The cover and the Change Summary name the right Code; only the replacement pages' footers name
    another Code or edition. The real CLI refuses it in one line, exit 2, and leaves the site it would
    have replaced as it was."""
    bad = _package(tmp_path / "footer_revisions.pdf", footer_code=footer)
    pdf = pymupdf.open(bad)
    assert "National Building Code of Canada 2020 (NBC)" in pdf[0].get_text() and footer not in pdf[0].get_text()
    assert "— National Building Code of Canada 2020" in pdf[2].get_text()  # the Change Summary's title
    assert footer in pdf[-1].get_text()  # a replacement page's footer
    pdf.close()
    out = tmp_path / "out"
    shutil.copytree(site_build[1], out)  # a site built before, which this build would replace
    cfg = _cli_config(tmp_path, config)
    before = _snapshot(out)
    siblings = sorted(p.name for p in tmp_path.iterdir())
    proc = subprocess.run([sys.executable, "-m", "codecite_site", "build", "--config", str(cfg),
                           "--pdf", str(fixture_pdf), "--out", str(out), "--revisions", str(bad)],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert lines[0].startswith("error: ") and footer in lines[0] and "its footers" in lines[0]
    assert _snapshot(out) == before  # the output folder untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == siblings  # no half-built folder beside it


def test_a_file_that_is_no_package_is_refused(config, fixture_pdf, tmp_path):
    with pytest.raises(IngestError, match="no Change Summary"):
        read_package_cached(config, fixture_pdf)
    with pytest.raises(IngestError, match="no such revisions package"):
        read_package_cached(config, tmp_path / "missing.pdf")


def test_changes_json(config, fixture_dir, tmp_path):
    truth = json.loads((fixture_dir / "nbc_fixture_revisions.truth.json").read_text(encoding="utf-8"))
    cfg = _cli_config(tmp_path, config)
    package = fixture_dir / "nbc_fixture_revisions.pdf"
    result = CliRunner().invoke(cli, ["changes", "--config", str(cfg), "--pdf", str(fixture_dir / "nbc_fixture.pdf"),
                                      str(package), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["applied"] and data["package"]["date"] == "2025-03"
    assert len(data["package"]["records"]) == len(truth["records"])
    assert sorted((a["unit"], a["change"], a["kind"]) for a in data["amendments"]) == sorted(
        (a["unit"], a["change"], a["kind"]) for a in truth["amendments"])
    assert {(m["what"], m["where"]) for m in data["mismatches"]} == {(m["what"], m["where"]) for m in truth["mismatches"]}
    text = CliRunner().invoke(cli, ["changes", "--config", str(cfg), "--pdf", str(fixture_dir / "nbc_fixture.pdf"),
                                    str(package)])
    assert text.exit_code == 0 and "Change Summary (Date: 2025-03)" in text.stdout
    assert "mismatch: the Change Summary lists B 9.8.8.4.(1)(b)" in text.stdout


def test_build_with_revisions_shows_the_amended_code(config, fixture_dir, tmp_path):
    from codecite_site.site.build import build_site, built_revisions

    package = fixture_dir / "nbc_fixture_revisions.pdf"
    out = tmp_path / "site"
    logs: list[str] = []
    report = build_site(config, pdf=fixture_dir / "nbc_fixture.pdf", out=out, log=logs.append, revisions=[package])
    assert [r.package.date for r in report.amend] == ["2025-03"] and len(report.amend[0].mismatches) == 2
    assert any(line.startswith("revisions: ") and "2 mismatches" in line for line in logs)
    assert any("mismatch: B-9.8.8.1.(2)" in line for line in logs)
    truth = json.loads((fixture_dir / "nbc_fixture_revisions.truth.json").read_text(encoding="utf-8"))
    assert (f"revisions: 1 of 1 packages applied (2025-03), {len(truth['amendments'])} units changed, "
            "2 mismatches") in report.summary()
    page = (out / "B" / "9.8.8.3" / "index.html").read_text(encoding="utf-8")
    assert '<span class="qty">900 mm</span> high, measured vertically' in page and "920 mm" not in page
    removed = (out / "A" / "2.2.1.4" / "index.html").read_text(encoding="utf-8")
    # the removed Clause is no longer Code text: only struck through where it stood, and in the diff
    live = re.sub(r"<del\b.*?</del>|<details\b.*?</details>|<div class=\"amend\".*?</div>", "", removed, flags=re.S)
    assert "OP1.4" not in live and re.search(r"<del\b[^>]*>(?:(?!</del>).)*OP1\.4", removed, re.S)
    assert (out / "A" / "notes").is_dir() and any("A-2.2.1.1-4" in p.name for p in (out / "A" / "notes").iterdir())
    assert built_revisions(out) == [package.resolve()]
    # `ask` answers from the Code as that site shows it, and says which Sentence is amended
    cfg = _cli_config(tmp_path, config)
    cfg.write_text(cfg.read_text().replace(f'site = "{tmp_path / "site"}"', f'site = "{out}"'))
    result = CliRunner().invoke(cli, ["ask", "--config", str(cfg), "--offline", "--pdf", str(fixture_dir / "nbc_fixture.pdf"),
                                      "How high must guards on the open sides of stairs be?"])
    assert result.exit_code == 0, result.output
    assert "Sentence 9.8.8.3.(3) (Height of Guards), PDF p. 85 (as amended 2025-03)" in result.stdout


def test_a_citation_of_an_amended_sentence_says_so(config, fixture_dir):
    from codecite_site.qa.answer import Engine, answer_text

    tree, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf", revisions=[fixture_dir / "nbc_fixture_revisions.pdf"])
    offline = dataclasses.replace(config, retrieval=dataclasses.replace(config.retrieval, local_dense=False))
    engine = Engine.build(tree, offline)
    answer = engine.ask("How high must guards on the open sides of stairs be?", rerank=False)
    sources = {s["passage"]: s for c in answer["citations"] for s in c["sources"]}
    assert sources["B-9.8.8.3.(3)"]["amended"] == "2025-03"
    assert "900 mm" in answer["answer"] and "920 mm" not in answer["answer"]  # search uses the amended text
    assert all("amended" not in s for pid, s in sources.items() if pid != "B-9.8.8.3.(3)")
    assert "Sentence 9.8.8.3.(3) (Height of Guards), PDF p. 85 (as amended 2025-03)" in answer_text(answer)
    # a Clause's change marks the Sentence it belongs to, the passage an answer cites
    assert engine.amended["B-9.9.10.1.(1)"] == "2025-03" and "B-9.9.10.1.(2)" not in engine.amended


def test_only_the_changed_chunks_are_embedded_again(tmp_path, fixture_dir, cohere_fake):
    from fake_cohere import GOOD_KEY

    from codecite_site.qa.chunks import build_chunks
    from codecite_site.qa.cohere_client import CohereClient
    from codecite_site.qa.vectors import embed_corpus

    cfg = Config(paths=Paths(work=str(tmp_path / "work")), root=tmp_path)  # an empty cache
    pdf = fixture_dir / "nbc_fixture.pdf"
    base, _, _ = load_tree(cfg, pdf, revisions=[])
    amended, _, _ = load_tree(cfg, pdf, revisions=[fixture_dir / "nbc_fixture_revisions.pdf"])
    client = CohereClient(GOOD_KEY, cfg.models, base_url=cohere_fake.url)

    def embedded() -> int:
        n = sum(len(data.get("texts") or []) for path, data in cohere_fake.requests if path == "/v2/embed")
        cohere_fake.requests.clear()
        return n

    embed_corpus(cfg, base, pdf, dimension=256, client=client)
    first = embedded()
    embed_corpus(cfg, amended, pdf, dimension=256, client=client)
    again = embedded()
    old = {c.content_hash for c in build_chunks(base)}
    changed = [c for c in build_chunks(amended) if c.content_hash not in old]
    assert first == len(old) and again == len({c.content_hash for c in changed})
    # exactly the chunks of the clauses the package changed, and of the Articles under the Subsection it
    # retitled (their context header names it): nothing else is embedded again
    retitled = {a.clause for a in amended.amendments} & {h.id for h in amended.headings}
    under = {a.id for a in amended.articles if f"{a.division}-{a.subsection}" in retitled}
    assert {c.clause_id for c in changed} == ({a.clause for a in amended.amendments} - retitled
                                              - {a.clause for a in amended.amendments if a.change == "removed"
                                                 and a.clause == a.unit}) | under
    assert 0 < again < first / 10


def test_configured_revisions_apply_by_default(config, fixture_dir, tmp_path):
    from codecite_site.config import ConfigError, load_config

    path = tmp_path / "site_config.toml"
    path.write_text(f'[paths]\nwork = "{config.work_dir}"\nrevisions = ["{fixture_dir / "nbc_fixture_revisions.pdf"}"]\n')
    cfg = load_config(path)
    tree, _, _ = load_tree(cfg, fixture_dir / "nbc_fixture.pdf")
    assert [p.date for p in tree.packages] == ["2025-03"]
    assert load_tree(cfg, fixture_dir / "nbc_fixture.pdf", revisions=[])[0].packages == []
    path.write_text('[paths]\nrevisions = "one.pdf"\n')
    with pytest.raises(ConfigError, match="revisions must be a list of strings"):
        load_config(path)


# --- what the built-in package does not plant: a Note and an Article removed, a Table row added or removed ---
def _corpus(name: str) -> str:
    from codecite_site.fixture.source import CORPUS_DIR

    return (CORPUS_DIR / name).read_text(encoding="utf-8")


def _between(text: str, start: str, end: str) -> str:
    return text[text.index(start):text.index(end, text.index(start))]


def _custom_cases():
    from codecite_site.fixture.revisions import Edit, Row

    a, b9 = _corpus("a.txt"), _corpus("b9.txt")
    note = b9[b9.index("NOTE A-9.36.5.15.(3)"):]  # the last Note of the file
    return {
        # the last Note of Part 9 and the reference to it
        "removed Note": (
            [Edit("b9.txt", note, ""), Edit("b9.txt", "[Table 9.36.5.15.-C]. (See [Note A-9.36.5.15.(3)])",
                                            "[Table 9.36.5.15.-C].")],
            [Row("B", "9.36.5.15.(3), A-9.36.5.15.(3)", "revision", "Note was deleted.")],
            ("B-A-9.32.4.1.", "B-9.36.5.15."),
            {("B-9.36.5.15.(3)", "changed", "revision", "text"), ("B-A-9.36.5.15.(3)", "removed", "revision", "text")},
            "B-A-9.36.5.15.(3)"),
        "added Table row": (
            [Edit("b9.txt", "| Air leakage at 50 Pa, air changes per hour | 2.5 | 3.2 (2) | Test or default |\n",
                  "| Air leakage at 50 Pa, air changes per hour | 2.5 | 3.2 (2) | Test or default |\n"
                  "| Ground reflectance | 0.20 | 0.20 | – |\n")],
            [Row("B", "Table 9.36.5.15.-C", "revision", "A row was added for the ground reflectance.")],
            ("B-9.36.5.15.",),
            {("B-Table-9.36.5.15.-C", "added", "revision", "row")}, None),
        "removed Table row": (
            [Edit("b9.txt", "| Solar reflectance of roof | 0.20 | As built | – |\n", "")],
            [Row("B", "Table 9.36.5.15.-C", "revision", "The row for the solar reflectance of roofs was deleted.")],
            ("B-9.36.5.15.",),
            {("B-Table-9.36.5.15.-C", "removed", "revision", "row")}, None),
        # the last Article of Division A's Part 1: its page is replaced, nothing after it moves
        "removed Article": (
            [Edit("a.txt", _between(a, "ARTICLE 1.5.1.1.", "NOTES\n"), "")],
            [Row("A", "1.5.1.1.", "revision", "Article was deleted.")],
            ("A-1.4.1.2.",),
            {("A-1.5.1.1.", "removed", "revision", "text")}, "A-1.5.1.1."),
    }


@pytest.mark.parametrize("case", ["removed Note", "added Table row", "removed Table row", "removed Article"])
def test_removed_and_added_units_the_builtin_package_does_not_plant(config, fixture_dir, tmp_path, case):
    edits, rows, pages_of, want, gone = _custom_cases()[case]
    path = _package(tmp_path / "custom_revisions.pdf", edits=edits, rows=rows, pages_of=pages_of, first_only=(),
                    editorial_only=())
    base, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf", revisions=[])
    tree, report = amend.apply_package(base, read_package_cached(config, path))
    assert report.applied and report.mismatches == []
    assert {(a.unit, a.change, a.kind, a.field) for a in report.amendments} == want
    assert len(report.amendments) == len(want)  # a row added or removed is that one row, not the rows after it
    if gone:
        assert gone not in tree.by_id() and tree.original[gone] == base.by_id()[gone]
    for a in report.amendments:
        if a.field == "row":
            table = next(t for t in tree.by_id()[a.clause].tables if f"Table-{t.number}" in a.unit)
            rows_now = [" | ".join(r) for r in table.rows]
            assert (a.after in rows_now) if a.change == "added" else (a.before not in rows_now)


# --- the continuation gaps: a clause cut by a replacement page's end or continued at its top ---------


def _amended(config, encoding: str, cid: str):
    """(base clause, amended clause, truth record) of ``cid`` with the fixture package applied."""
    base, tree, _, _ = _applied(config, encoding)
    truth = {c["id"]: c for c in _truth(config, encoding)["clauses"]}
    return base.by_id()[cid], tree.by_id()[cid], truth[cid]


@pytest.mark.parametrize("encoding", ["line", "genuine"])
def test_a_sentence_cut_by_the_page_end_is_made_whole_from_the_base(config, encoding):
    """3.2.4.20.(4) starts on a replacement page and ends on a page the package does not replace: the
    change is in the words the page shows, the rest of the Sentence comes from the base."""
    base, got, want = _amended(config, encoding, "B-3.2.4.20.")
    s = got.sentences[3]
    assert s.full_text == want["sentences"][3]["text"]
    assert s.full_text.endswith("battery backup capable of 7 days of standby operation followed by 6 min of alarm.")
    assert base.sentences[3].full_text.replace("5 days", "7 days") == s.full_text
    assert got.sentences[4:] == base.sentences[4:] and got.last_page == base.last_page
    pf = read_package_cached(config, variant_pdf(config, encoding, "revisions"))
    labels = _labels_of(base)
    assert ("B", labels[0]) in pf.labels.values() and ("B", labels[1]) not in pf.labels.values()


def _labels_of(c) -> list[str]:
    """The printed labels of the pages a base clause runs over."""
    return amend._Labels.labels_of(c)


@pytest.mark.parametrize("encoding", ["line", "genuine"])
def test_a_clause_continued_at_the_top_of_a_replacement_page_is_merged(config, encoding):
    """9.8.6.1. starts on a page the package does not replace; the replacement page begins with its
    Clause (1)(c) (letter printed) and Sentences (2) to (4): the page wins for those, the base keeps
    the words before the page break."""
    base, got, want = _amended(config, encoding, "B-9.8.6.1.")
    pf = read_package_cached(config, variant_pdf(config, encoding, "revisions"))
    cont = next(c for c in pf.tree.continuations if c.page_label == _labels_of(base)[1])
    assert cont.division == "B" and cont.header and cont.clause.kind == "article"
    assert [(s.number, [c.letter for c in s.clauses]) for s in cont.clause.sentences] == [(0, ["c"]), (2, []),
                                                                                          (3, []), (4, [])]
    first = got.sentences[0]
    assert first.full_text == want["sentences"][0]["text"]
    assert first.full_text.endswith("(c) where the vertical height of a flight would otherwise exceed 3.7 m.")
    assert (first.text, first.clauses[:2]) == (base.sentences[0].text, base.sentences[0].clauses[:2])
    assert to_record(got) == want


@pytest.mark.parametrize("encoding", ["line", "genuine"])
def test_a_sentence_whose_number_ends_the_page_before_is_merged(config, encoding):
    """9.10.9.5.(7): its number is the last line of a page the package does not replace, its words the
    first lines of a replacement page (no number printed there)."""
    base, got, want = _amended(config, encoding, "B-9.10.9.5.")
    pf = read_package_cached(config, variant_pdf(config, encoding, "revisions"))
    cont = next(c for c in pf.tree.continuations if c.page_label == _labels_of(base)[-1])
    head = cont.clause.sentences[0]
    assert head.number == 0 and head.text.startswith("A fuel-fired heating appliance")
    s = got.sentences[6]
    assert s.number == 7 and s.full_text == want["sentences"][6]["text"]
    assert "not less than 460 mm above the garage floor." in s.full_text and "450 mm" not in s.full_text
    assert got.sentences[:6] == base.sentences[:6] and to_record(got) == want


def _one_change(tmp_path: Path, name: str, file: str, old: str, new: str, reference: str, cid: str) -> tuple:
    """A package of one planted change, replacing only the last page of ``cid``: (package, truth)."""
    from codecite_site.fixture.encode import LINE
    from codecite_site.fixture.revisions import Edit, Row, build_revisions

    truth = build_revisions(tmp_path / f"{name}_revisions.pdf", *_base_typeset(), LINE, edits=(Edit(file, old, new),),
                            rows=(Row(cid.split("-")[0], reference, "erratum", f"Corrected to read “{new}”."),),
                            pages_of=(cid,), first_only=(), last_only=(cid,), editorial_only=())
    return tmp_path / f"{name}_revisions.pdf", truth


@pytest.mark.parametrize("case", ["sentence tail", "note paragraph"])
def test_a_passage_cut_at_the_top_of_a_replacement_page_keeps_the_words_before_the_break(
        config, fixture_dir, tmp_path, case):
    """A package whose replacement page begins mid-Sentence (3.2.4.20.(4): "standby operation ..."),
    or with a Note's last paragraph: only the words after the page break are the page's."""
    if case == "sentence tail":
        cid, unit = "B-3.2.4.20.", "B-3.2.4.20.(4)"
        pkg, truth = _one_change(tmp_path, "tail", "b3.txt", "followed by 6 min of alarm.",
                                 "followed by 4 min of alarm.", "3.2.4.20.(4)", cid)
    else:
        cid, unit = "B-A-3.4.6.5.", "B-A-3.4.6.5.#p3"
        pkg, truth = _one_change(tmp_path, "note", "b3.txt", "the wall or post to which they are fastened.",
                                 "the wall or stud to which they are fastened.", "A-3.4.6.5.", cid)
    base, _, _ = load_tree(config, fixture_dir / "nbc_fixture.pdf", revisions=[])
    tree, report = amend.apply_package(base, amend.read_package(pkg))
    want = next(c for c in truth["clauses"] if c["id"] == cid)
    assert to_record(tree.by_id()[cid]) == want
    assert [(a.unit, a.change, a.kind) for a in report.amendments] == [(unit, "changed", "erratum")]
    assert not report.mismatches
    a = report.amendments[0]
    if case == "sentence tail":
        assert a.before.replace("6 min", "4 min") == a.after and a.after.startswith("Smoke alarms shall be connected")
    else:
        assert a.before.replace("post", "stud") == a.after
    assert any(f"continues {cid}: merged" in n for n in report.notes)


def test_a_page_top_tail_continues_the_last_sentence_of_a_clause_that_ends_there():
    """The top of a replacement page shows only the end of the Article begun on the page before (no
    number printed), and another Article starts below it: the words belong to the base's last
    Sentence, even where an earlier Sentence ends with the same words (the NBC-scale package: three
    Sentences were dropped as "removed" before)."""
    from codecite_site.model import Article, Sentence

    ending = "applies in addition to Sentence (1)."
    base = Article("B", "1.6.3.2.", "Stairs", "1", "General", "1.6.", "", "1.6.3.", "", (
        Sentence(1, "A stair shall be anchored."),
        Sentence(2, f"A guard need not be installed where the landing {ending}"),
        Sentence(3, "Every landing shall be level."),
        Sentence(4, f"The required clearance of a stair in a farm building {ending}")),
        page=102, page_label="1-95", last_page=103)
    shown = Article("B", "", "", "1", "", "", "", "", "", (Sentence(0, ending),))
    merged = amend._merge_top(base, shown, goes_on=False)
    assert [s.number for s in merged.sentences] == [1, 2, 3, 4]
    assert merged.sentences == base.sentences  # the page shows what the base says
    changed = Article("B", "", "", "1", "", "", "", "", "", (Sentence(0, "in a barn applies in addition to "
                                                                         "Sentence (1)."),))
    merged = amend._merge_top(base, changed, goes_on=False)
    assert merged.sentences[:3] == base.sentences[:3]
    assert merged.sentences[3].text == f"The required clearance of a stair in a barn {ending}"
