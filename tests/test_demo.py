"""The demo build: fixture only, a banner on every page, recorded answers whose citations resolve."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from click.testing import CliRunner

from codecite_site.cli import cli
from codecite_site.demo import QUESTIONS_FILE, build_demo, read_questions

BASE = "/codecite/"
ANSWER_KEYS = {"answer", "citations", "hits", "unverified_quantities", "timings_ms", "models", "backend", "readings",
               "hedged", "support"}


@pytest.fixture(scope="session")
def demo_site(demo_build) -> tuple[Path, object]:
    report, out = demo_build
    assert report.base_path == BASE
    return out, report


def _file_of(site: Path, url: str) -> Path:
    path = urlsplit(url).path
    assert path.startswith(BASE), url
    return site / path[len(BASE):] / "index.html"


def test_every_page_carries_the_banner_and_the_recorded_mode(demo_site):
    site, report = demo_site
    pages = [p for p in site.rglob("*.html") if "pagefind" not in p.parts]
    assert len(pages) == report.pages > 300
    for p in pages:
        html = p.read_text(encoding="utf-8")
        assert "not the National Building Code of Canada" in html, p
        assert "as parsed from its PDF" not in html, p  # the site's footer claim, false here
        assert "offline backend" in html, p
        assert f'data-ask-recorded="{BASE}recorded/index.json"' in html, p
        # the skip link stays the first thing a keyboard reaches
        assert html.index('class="skip"') < html.index('class="demo-banner"'), p


def test_every_sample_question_is_recorded_with_and_without_rerank(demo_site):
    site, _ = demo_site
    index = json.loads((site / "recorded" / "index.json").read_text(encoding="utf-8"))
    assert index["backend"] == "offline"
    questions = read_questions(QUESTIONS_FILE)
    assert [q["question"] for q in index["questions"]] == questions
    assert 10 <= len(questions) <= 15
    # the shorthand question shows how it was read, and the one near the Code's topics is hedged
    recorded = {e["question"]: json.loads((site / urlsplit(e["url"]).path[len(BASE):]).read_text(encoding="utf-8"))
                for e in index["questions"]}
    shorthand = recorded["Guard ht req'd on a deck about 2 m above grade?"]["no_rerank"]
    assert [r["shown"] for r in shorthand["readings"]][0] == "ht read as height (shorthand)"
    assert recorded["What colour do the exit signs in an office building have to be?"]["no_rerank"]["hedged"]
    # the one asking a figure in a unit the fixture states none in is declined, saying why
    ppm = recorded["What CO2 level in ppm must the air in a bedroom stay under?"]["no_rerank"]
    assert ppm["declined"] and "It states no figure in parts per million." in ppm["answer"]
    for entry in index["questions"]:
        rec = json.loads((site / urlsplit(entry["url"]).path[len(BASE):]).read_text(encoding="utf-8"))
        assert rec["question"] == entry["question"]
        for variant in ("rerank", "no_rerank"):
            assert ANSWER_KEYS <= rec[variant].keys(), (entry["question"], variant)


def test_recorded_citations_open_existing_sentences_under_the_sub_path(demo_site):
    site, _ = demo_site
    cited = 0
    for rec_file in sorted((site / "recorded").glob("q*.json")):
        rec = json.loads(rec_file.read_text(encoding="utf-8"))
        for c in rec["rerank"]["citations"]:
            for src in c["sources"]:
                url = src["url"]
                page = _file_of(site, url)
                assert page.is_file(), url
                anchor = urlsplit(url).fragment
                # opens highlighted where it cites: at the first of the ids it lights (a Table's rows quoted, with
                # their group's label row: the province over a place's climatic data), each on the page
                lit = urlsplit(url).query.removeprefix("hl=").split(",")
                assert anchor and urlsplit(url).query.startswith("hl=") and lit[0] == anchor, url
                for one in lit:
                    assert re.search(rf'\bid="{re.escape(one)}"', page.read_text(encoding="utf-8")), url
                cited += 1
        for h in rec["rerank"]["hits"]:
            assert _file_of(site, h["url"]).is_file(), h["url"]
    assert cited >= 20


def test_the_guard_question_cites_the_height_of_guards(demo_site):
    site, _ = demo_site
    index = json.loads((site / "recorded" / "index.json").read_text(encoding="utf-8"))
    entry = next(q for q in index["questions"] if "guard on a deck" in q["question"])
    rec = json.loads((site / urlsplit(entry["url"]).path[len(BASE):]).read_text(encoding="utf-8"))
    ids = {s["id"] for c in rec["rerank"]["citations"] for s in c["sources"]}
    assert "B-9.8.8.3." in ids


def test_a_configured_pdf_is_never_used(config, fixture_dir, tmp_path):
    logs = []
    real = replace(config, paths=replace(config.paths, pdf=str(tmp_path / "NBC2020.pdf")))
    report = build_demo(real, tmp_path / "dist", "/", log=logs.append)
    assert report.ignored_pdf.endswith("NBC2020.pdf")
    assert any("ignoring the configured PDF" in m for m in logs)
    assert (tmp_path / "dist" / "B" / "9.8.8.3" / "index.html").is_file()
    rec = json.loads((tmp_path / "dist" / "recorded" / "q01.json").read_text(encoding="utf-8"))
    assert all(urlsplit(s["url"]).path.startswith("/B/") for c in rec["rerank"]["citations"] for s in c["sources"])


def _run(args, config_file: Path):
    return CliRunner().invoke(cli, ["demo", "--config", str(config_file), *args])


@pytest.fixture
def config_file(config, tmp_path) -> Path:
    f = tmp_path / "site_config.toml"
    f.write_text(f'[paths]\nwork = "{config.work_dir.as_posix()}"\n', encoding="utf-8")
    return f


def test_cli_builds_and_a_failed_rebuild_leaves_the_old_demo(fixture_dir, config_file, tmp_path):
    out = tmp_path / "dist"
    ok = _run(["--out", str(out), "--base-path", "/x/"], config_file)
    assert ok.exit_code == 0, ok.output
    count = len(read_questions())
    assert f"{count} questions recorded with and without Rerank (offline backend)" in ok.output
    assert len(list((out / "recorded").glob("q*.json"))) == count
    before = (out / "index.html").read_text(encoding="utf-8")

    bad = tmp_path / "questions.txt"
    bad.write_text("# only a comment\n", encoding="utf-8")
    r = _run(["--out", str(out), "--questions", str(bad)], config_file)
    assert r.exit_code == 2
    assert r.output.strip().count("\n") == 0 and "no questions" in r.output and "Traceback" not in r.output
    assert (out / "index.html").read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".dist")] == []


def test_cli_refuses_to_replace_a_folder_it_did_not_write(config_file, tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me", encoding="utf-8")
    r = _run(["--out", str(out)], config_file)
    assert r.exit_code == 2 and "not a site built by codecite-site" in r.output
    assert (out / "notes.txt").read_text(encoding="utf-8") == "keep me"


def test_cohere_backend_records_both_rerank_settings(cohere_demo_build):
    """With a key, the recordings come from Cohere (here its fake, through the real SDK)."""
    report, site, called = cohere_demo_build
    assert report.backend == "cohere" and report.base_path == "/"
    assert "/v2/embed" in called and "/v2/rerank" in called and "/v2/chat" in called
    html = (site / "index.html").read_text(encoding="utf-8")
    assert "recorded at build time with Cohere" in html and "rerank-v3.5" in html
    assert 'data-ask-recorded="/recorded/index.json"' in html
    rec = json.loads((site / "recorded" / "q01.json").read_text(encoding="utf-8"))
    assert rec["rerank"]["backend"] == "cohere"
    assert "rerank" in rec["rerank"]["timings_ms"] and "rerank" not in rec["no_rerank"]["timings_ms"]
    assert rec["rerank"]["citations"], "the fake's chat cites a document"
    for c in rec["rerank"]["citations"]:
        for src in c["sources"]:
            assert (site / urlsplit(src["url"]).path.lstrip("/") / "index.html").is_file(), src["url"]


def test_a_template_that_drops_the_demo_banner_fails_the_build(config, fixture_pdf, tmp_path):
    """The banner is rendered by the templates, not patched in: an override of base.html that
    leaves it out stops the build (nothing written) instead of publishing pages without it."""
    from codecite_site.site.build import BuildError, build_site
    from codecite_site.site.render import TEMPLATES_DIR, Demo

    override = tmp_path / "templates"
    override.mkdir()
    base = (TEMPLATES_DIR / "base.html").read_text(encoding="utf-8")
    assert '{% include "_demo_banner.html" %}' in base
    (override / "base.html").write_text(base.replace('{% include "_demo_banner.html" %}', ""), encoding="utf-8")
    cfg = replace(config, site=replace(config.site, templates=str(override)))
    demo = Demo("offline", {}, "/recorded/index.json")
    with pytest.raises(BuildError, match="dropped the demo banner"):
        build_site(cfg, fixture_pdf, tmp_path / "out", demo=demo, log=lambda *_: None)
    assert not (tmp_path / "out").exists()
    # the same override without the demo variant builds: only the variant needs the banner
    build_site(cfg, fixture_pdf, tmp_path / "plain", log=lambda *_: None)
    assert "demo-banner" not in (tmp_path / "plain" / "index.html").read_text(encoding="utf-8")
