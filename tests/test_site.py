"""The static site on the fixture: pages, cross-reference links, anchors, the link
checker, the build report, atomic builds, incremental rebuilds, sub-path builds."""

from __future__ import annotations

import itertools
import json
import shutil
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from codecite_site.site.build import BuildError, build_site
from codecite_site.site.linkcheck import check_links
from codecite_site.urls import Urls, anchor, term_slug


class Page(HTMLParser):
    """The parts of a built page the tests look at."""

    def __init__(self, text: str):
        super().__init__()
        self.links: list[tuple[str, dict]] = []  # (href, attrs) of every <a>
        self.ids: set[str] = set()
        self.tags: list[tuple[str, dict]] = []
        self._open_a: list[dict] = []
        self.text_of_a: dict[int, str] = {}
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and "href" in a:
            self.links.append((a["href"], a))

    def hrefs(self) -> set[str]:
        return {h for h, _ in self.links}


def page_at(site: Path, urls: Urls, url: str) -> Page:
    return Page((site / urls.file(url)).read_text(encoding="utf-8"))


def link_targets(hrefs: set[str]) -> set[str]:
    """Every "path#anchor" a set of hrefs lands on; ``?hl=s2,s3#s2`` lands on s2 and s3."""
    out = set()
    for h in hrefs:
        parts = urlsplit(h)
        out.add(parts.path + (f"#{parts.fragment}" if parts.fragment else ""))
        for a in parse_qs(parts.query).get("hl", []):
            out.update(f"{parts.path}#{x}" for x in a.split(","))
    return out


@pytest.fixture(scope="session")
def site(site_build):
    return site_build[1]


@pytest.fixture(scope="session")
def report(site_build):
    return site_build[0]


@pytest.fixture(scope="session")
def urls(tree):
    return Urls("/", tree)


# --- every page -------------------------------------------------------------------------------


def test_every_article_note_and_level_has_its_page(site, tree, urls):
    missing = []
    for c in [*tree.articles, *tree.notes]:
        if not (site / urls.file(urls.clause(c))).is_file():
            missing.append(c.id)
    for h in tree.headings:
        if not (site / urls.file(urls.heading(h))).is_file():
            missing.append(h.id)
    for d in {a.division for a in tree.articles}:
        if not (site / urls.file(urls.division(d))).is_file():
            missing.append(d)
    for fixed in (urls.home(), urls.definitions()):
        if not (site / urls.file(fixed)).is_file():
            missing.append(fixed)
    assert missing == []
    assert len(tree.articles) == 185 and len(tree.notes) == 47


def test_article_page_anchors_every_sentence_clause_and_subclause(site, tree, urls):
    problems = []
    for a in tree.articles:
        page = page_at(site, urls, urls.clause(a))
        wanted = set()
        for s in a.sentences:
            wanted.add(anchor(s.number))
            for c in s.clauses:
                wanted.add(anchor(s.number, c.letter))
                wanted.update(anchor(s.number, c.letter, sc.numeral) for sc in c.subclauses)
        if not wanted <= page.ids:
            problems.append((a.id, sorted(wanted - page.ids)))
        # the visible link-to-here affordance of each one
        if not {f"#{w}" for w in wanted} <= page.hrefs():
            problems.append((a.id, "link-to-here missing"))
    assert problems == []


def test_article_page_has_breadcrumbs_number_title_page_label_and_prev_next(site, tree, urls):
    a = next(a for a in tree.articles if a.id == "B-9.8.8.3.")
    html = (site / urls.file(urls.clause(a))).read_text(encoding="utf-8")
    page = Page(html)
    crumbs = [urls.home(), urls.division("B"), urls.part("B", "9"), urls.numbered("B", "9.8."),
              urls.numbered("B", "9.8.8.")]
    assert set(crumbs) <= page.hrefs()
    assert "9.8.8.3." in html and "Height of Guards" in html
    assert f"PDF page {a.page}" in html and a.page_label in html
    i = tree.articles.index(a)
    rel = {attrs.get("rel"): href for href, attrs in page.links if attrs.get("rel")}
    assert rel == {"prev": urls.clause(tree.articles[i - 1]), "next": urls.clause(tree.articles[i + 1])}


def test_tables_are_real_html_tables(site, tree, urls):
    a = next(a for a in tree.articles if a.tables and len(a.tables[0].rows) > 5)
    page = page_at(site, urls, urls.clause(a))
    table = a.tables[0]
    assert f"table-{table.number.rstrip('.').replace('.-', '-')}" in page.ids
    assert sum(1 for tag, _ in page.tags if tag == "tr") >= len(table.rows)
    assert sum(1 for tag, _ in page.tags if tag == "th") >= len(table.rows[0])
    # every row addressable, so an answer's link can highlight the rows it quotes (?hl=table-...-r3)
    anchor = f"table-{table.number.rstrip('.').replace('.-', '-')}"
    assert {f"{anchor}-r{k}" for k in range(len(table.rows))} <= page.ids


def test_notes_and_articles_link_both_ways(site, tree, urls):
    problems = []
    by_id = tree.by_id()
    for a in tree.articles:
        for n in a.notes:
            note = by_id[n]
            if urls.clause(note) not in page_at(site, urls, urls.clause(a)).hrefs():
                problems.append((a.id, "->", n))
            if urls.clause(a) not in {h.split("#")[0].split("?")[0] for h in page_at(site, urls, urls.clause(note)).hrefs()}:
                problems.append((n, "->", a.id))
    assert problems == []
    assert sum(len(a.notes) for a in tree.articles) > 20


def test_build_report_counts_every_page(report, tree):
    levels = {h.id for h in tree.headings} | {a.division for a in tree.articles}
    # home, definitions, search, 404, every level, Article and Note
    assert report.pages == 4 + len(levels) + len(tree.articles) + len(tree.notes)


# --- cross-references --------------------------------------------------------------------------


def test_every_cross_reference_in_the_truth_is_a_working_link(site, tree, urls, truth):
    """Each target of each non-dangling reference is linked from its source page, and the
    linked anchor exists on the target page."""
    problems = []
    ids_cache: dict[str, set[str]] = {}
    by_id = tree.by_id()
    checked = 0
    for ref in truth["references"]:
        if ref["dangling"]:
            continue
        source = by_id[ref["source"]]
        landed = link_targets(page_at(site, urls, urls.clause(source)).hrefs())
        for target in ref["targets"]:
            want = urls.target(target)
            if want is None or want not in landed:
                problems.append((ref["source"], ref["text"], target, want))
                continue
            path, _, frag = want.partition("#")
            if frag:
                if path not in ids_cache:
                    ids_cache[path] = page_at(site, urls, path).ids
                if frag not in ids_cache[path]:
                    problems.append((ref["source"], ref["text"], target, "anchor missing"))
            checked += 1
    assert problems == []
    assert checked > 500


def test_guard_height_reference_lands_on_the_cited_sentences(site, tree, urls):
    page = page_at(site, urls, urls.numbered("B", "9.8.8.3."))
    landed = link_targets(page.hrefs())
    # "Except as provided in Sentences (2) and (3)": both Sentences of this Article
    assert {"/B/9.8.8.3/#s2", "/B/9.8.8.3/#s3"} <= landed
    assert any("hl=s2,s3" in h for h in page.hrefs())


def test_unresolved_references_are_exactly_the_planted_dangling_ones(report, truth):
    planted = {(r["source"], r["text"]) for r in truth["references"] if r["dangling"]}
    assert len(planted) == 3
    assert {(u.source, u.text) for u in report.unresolved} == planted


def test_dangling_references_stay_plain_text(site, tree, urls, truth):
    for ref in (r for r in truth["references"] if r["dangling"]):
        html = (site / urls.file(urls.clause(tree.by_id()[ref["source"]]))).read_text(encoding="utf-8")
        assert ref["text"] in html  # printed, not linked
        assert f'">{ref["text"]}</a>' not in html


def test_referenced_by_lists_the_citing_clauses(site, tree, urls, truth):
    problems = []
    by_id = tree.by_id()
    for ref in truth["references"]:
        if ref["dangling"]:
            continue
        source_url = urls.clause(by_id[ref["source"]])
        for target in ref["targets"]:
            target_page = (urls.target(target) or "").split("#")[0]
            if target_page == source_url:
                continue  # "Sentence (3)" within one Article
            page = page_at(site, urls, target_page)
            if not any(h.split("#")[0] == source_url for h in page.hrefs()):
                problems.append((ref["source"], target))
    assert problems == []


def test_zero_broken_internal_links(report):
    assert report.broken == []
    assert report.links_checked > 5000


def test_link_checker_finds_missing_pages_and_anchors():
    pages = {
        "index.html": '<a href="/a/">ok</a> <a href="/a/#s2">ok</a> <a href="/a/#s9">bad anchor</a>'
                      ' <a href="/nowhere/">bad page</a> <a href="/a/?hl=s2,s7#s2">bad highlight</a>'
                      ' <a href="https://example.org/">external</a> <a href="/static/x.css">file</a>',
        "a/index.html": '<li id="s2">x</li>',
    }
    found = check_links(pages, {"static/x.css"}, "/")
    assert sorted(b.href for b in found.broken) == ["/a/#s9", "/a/?hl=s2,s7#s2", "/nowhere/"]


# --- defined terms, the jump map, search, size -----------------------------------------------------


def test_defined_terms_link_to_their_definition_with_the_text_on_hover(site, tree, urls):
    page = page_at(site, urls, urls.numbered("B", "9.8.8.3."))
    terms = [attrs for href, attrs in page.links if "term" in attrs.get("class", "")]
    guard = next(t for t in terms if t["href"] == f"{urls.definitions()}#{term_slug('Guard')}")
    assert guard["title"].startswith("Guard means")
    definitions = page_at(site, urls, urls.definitions())
    assert term_slug("Guard") in definitions.ids and term_slug("Dwelling unit") in definitions.ids


def test_jump_map_finds_articles_notes_and_levels(site, tree, urls):
    jump = json.loads((site / "jump.json").read_text(encoding="utf-8"))
    assert jump["B-9.8.8.3."][0] == urls.numbered("B", "9.8.8.3.")
    assert jump["B-A-9.8.8.3."][0] == urls.note("B", "A-9.8.8.3.")
    assert jump["B-Part-9"][0] == urls.part("B", "9")
    # a Note explaining two Sentences is found under each
    note = next(n for n in tree.notes if " and " in n.number)
    first = note.number.split(" and ")[0]
    assert jump[f"{note.division}-{first}"][0] == urls.clause(note)
    # the same number in two Divisions: both listed, so the jump can ask which
    assert "A-1.4.1.2." in jump and "B-1.4.1.2." in jump


def test_search_index_holds_every_article_and_note_and_nothing_else(site, tree, report):
    entry = json.loads((site / "pagefind" / "pagefind-entry.json").read_text())
    assert sum(lang["page_count"] for lang in entry["languages"].values()) == len(tree.articles) + len(tree.notes)
    assert report.indexed == len(tree.articles) + len(tree.notes)
    assert (site / "pagefind" / "pagefind-ui.js").is_file()


def test_pages_and_scripts_are_small(site, tree, urls):
    sizes = sorted((site / urls.file(urls.clause(a))).stat().st_size for a in tree.articles)
    assert sizes[len(sizes) // 2] < 40_000 and sizes[-1] < 80_000
    js = sum(p.stat().st_size for p in site.rglob("*.js") if "pagefind" not in p.parts)
    assert js < 30_000


def test_html_pages_have_landmarks_skip_link_and_ordered_headings(site, tree, urls):
    import re

    for url in (urls.home(), urls.part("B", "9"), urls.numbered("B", "9.8."), urls.numbered("B", "9.8.8.3."),
                urls.clause(tree.notes[0]), urls.definitions()):
        html = (site / urls.file(url)).read_text(encoding="utf-8")
        assert '<main id="main"' in html and 'href="#main"' in html and "<header" in html and "<footer" in html
        levels = [int(x) for x in re.findall(r"<h([1-6])\b", html)]
        assert levels[0] == 1 and levels.count(1) == 1
        assert all(b - a <= 1 for a, b in itertools.pairwise(levels)), (url, levels)


# --- sub-path ------------------------------------------------------------------------------------


def test_subpath_build_links_everything_under_the_prefix(subpath_site_build, tree):
    report, site = subpath_site_build
    assert report.broken == [] and report.base_path == "/codecite/"
    urls = Urls("/codecite/", tree)
    page = page_at(site, urls, urls.numbered("B", "9.8.8.3."))
    internal = [h for h in page.hrefs() if not h.startswith("#")]
    assert internal and all(h.startswith("/codecite/") for h in internal)
    jump = json.loads((site / "jump.json").read_text(encoding="utf-8"))
    assert all(v[0].startswith("/codecite/") for v in jump.values())


# --- atomic builds, bad input, incremental rebuilds, strict --------------------------------------


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _cli(*args, cwd: Path):
    return subprocess.run([sys.executable, "-m", "codecite_site", *args], check=False, capture_output=True, text=True, cwd=cwd,
                          timeout=120)


def test_not_a_pdf_is_one_line_error_and_no_site(tmp_path):
    bad = tmp_path / "code.pdf"
    bad.write_text("this is not a PDF")
    r = _cli("build", "--pdf", str(bad), "--out", str(tmp_path / "site"), cwd=tmp_path)
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("error:") and "Traceback" not in r.stderr
    assert not (tmp_path / "site").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["code.pdf"]  # no temporary folder left either


def test_failed_build_leaves_an_existing_site_untouched(site_build, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(site_build[1], site)
    before = _snapshot(site)
    bad = tmp_path / "code.pdf"
    bad.write_bytes(b"%PDF-1.7 truncated")
    r = _cli("build", "--pdf", str(bad), "--out", str(site), cwd=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert _snapshot(site) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["code.pdf", "site"]


def test_build_refuses_to_replace_a_folder_it_did_not_write(config, fixture_pdf, tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(BuildError, match="not a site built by codecite-site"):
        build_site(config, pdf=fixture_pdf, out=tmp_path, log=lambda *_: None)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_unchanged_rebuild_skips_every_page_and_reuses_the_index(config, fixture_pdf, site_build, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(site_build[1], site)
    before = _snapshot(site)
    again = build_site(config, pdf=fixture_pdf, out=site, log=lambda *_: None)
    assert again.written == 0 and again.unchanged >= again.pages
    assert again.search_reused and again.broken == []
    assert _snapshot(site) == before


def test_changed_template_rewrites_pages_and_strict_fails_on_a_broken_link(config, fixture_pdf, site_build, tmp_path):
    from dataclasses import replace

    site = tmp_path / "site"
    shutil.copytree(site_build[1], site)
    before = _snapshot(site)
    override = tmp_path / "theme"
    override.mkdir()
    note = (Path(__file__).resolve().parents[1] / "templates" / "note.html").read_text(encoding="utf-8")
    (override / "note.html").write_text(note.replace("{% block main %}", '{% block main %}<a href="{{ base }}gone/">x</a>'))
    themed = replace(config, site=replace(config.site, templates=str(override)))
    with pytest.raises(BuildError, match="broken links"):
        build_site(themed, pdf=fixture_pdf, out=site, strict=True, log=lambda *_: None)
    assert _snapshot(site) == before  # the strict failure left the old site as it was
    loose = build_site(themed, pdf=fixture_pdf, out=site, log=lambda *_: None)
    assert len(loose.broken) == len(tree_notes := [p for p in loose.broken if "/notes/" in p.page]) == 47
    assert loose.written == len(tree_notes)  # only the Note pages changed; every other page was kept
    assert not loose.search_reused  # Note pages are searchable, so the index was rebuilt


def test_templates_folder_overrides_static_assets_too(config, fixture_pdf, tmp_path):
    import hashlib
    from dataclasses import replace

    builtin = Path(__file__).resolve().parents[1] / "templates" / "static"
    theme = tmp_path / "theme"
    (theme / "static").mkdir(parents=True)
    css = builtin.joinpath("site.css").read_bytes() + b"\n/* the theme's colours */\n"
    (theme / "static" / "site.css").write_bytes(css)
    themed = replace(config, site=replace(config.site, templates=str(theme)))
    report = build_site(themed, pdf=fixture_pdf, out=tmp_path / "site", log=lambda *_: None)
    site = tmp_path / "site"
    assert (site / "static" / "site.css").read_bytes() == css
    assert (site / "static" / "site.js").read_bytes() == builtin.joinpath("site.js").read_bytes()  # not overridden
    version = hashlib.sha256(css).hexdigest()[:10]
    assert f"/static/site.css?v={version}" in (site / "B" / "9.8.8.3" / "index.html").read_text(encoding="utf-8")
    assert report.broken == []


# --- preview ---------------------------------------------------------------------------------------


def test_preview_serves_a_subpath_site_under_its_prefix(subpath_site_build):
    from codecite_site.site.preview import make_server

    server, url = make_server(subpath_site_build[1], port=0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        assert url.endswith("/codecite/")
        assert b"Height of Guards" in urllib.request.urlopen(url + "B/9.8.8.3/").read()
        with pytest.raises(urllib.error.HTTPError) as e:
            urllib.request.urlopen(url.replace("/codecite/", "/B/9.8.8.3/"))
        assert e.value.code == 404 and b"Page not found" in e.value.read()
    finally:
        server.shutdown()
        server.server_close()


def test_preview_without_a_site_is_a_one_line_error(tmp_path):
    r = _cli("preview", "--site", str(tmp_path / "none"), cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.startswith("error:") and "build first" in r.stderr


def test_superscript_units_show_as_printed(site, tree, urls):
    # the parser reads the raised exponent as printed ("m²"); the page marks it up raised (which
    # Pagefind indexes as "m2": test_browser_site), in compound units too
    a = next(a for a in tree.articles if "0.38 m²" in a.text)
    html = (site / urls.file(urls.clause(a))).read_text(encoding="utf-8")
    main = html.split("<main", 1)[1].split("</main>")[0]
    assert '<span class="qty">0.38 m<sup>2</sup></span>' in main and "0.38 m2" not in main and "m²" not in main
    b = next(a for a in tree.articles if "W/(m²·K)" in a.text)
    main = (site / urls.file(urls.clause(b))).read_text(encoding="utf-8").split("<main", 1)[1]
    assert "W/(m<sup>2</sup>·K)" in main
    # a quantity never breaks across lines
    guard = (site / urls.file(urls.numbered("B", "9.8.8.3."))).read_text(encoding="utf-8")
    assert '<span class="qty">1 070 mm</span>' in guard


def test_note_page_names_each_explained_clause_once_with_its_title(site, tree, urls):
    note = next(n for n in tree.notes if n.id == "B-A-9.8.8.5.(1) and (3)")
    html = (site / urls.file(urls.clause(note))).read_text(encoding="utf-8")
    section = html.split('id="explains-h"', 1)[1].split("</section>", 1)[0]
    article = next(a for a in tree.articles if a.id == "B-9.8.8.5.")
    for s in (1, 3):
        assert section.count(f"Sentence 9.8.8.5.({s}) {article.title}") == 1
        assert f'href="/B/9.8.8.5/#s{s}"' in section
    assert "Also pointed to from" not in section or "Article 9.8.8.5." not in section.split("Also pointed to from")[1]


# --- hand-built trees: one rule each ---------------------------------------------------------------


def _article(number: str, *sentences, division: str = "B", part_title: str = "General", terms=(), definitions=()):
    from codecite_site.model import Article

    pieces = number.split(".")
    return Article(division=division, number=number, title=f"Title of {number}", part=pieces[0], part_title=part_title,
                   section=".".join(pieces[:2]) + ".", section_title="A Section",
                   subsection=".".join(pieces[:3]) + ".", subsection_title="A Subsection",
                   sentences=tuple(sentences), terms=tuple(terms), definitions=tuple(definitions))


def _note(number: str, division: str = "B"):
    from codecite_site.model import Note

    return Note(division, number, f"Title of {number}", number[2:].split(".")[0], "General", ("A paragraph.",), ())


def _collected(articles, notes=()):
    from codecite_site.model import ClauseTree
    from codecite_site.site.citations import collect

    tree = ClauseTree(articles=list(articles), notes=list(notes))
    urls = Urls("/", tree)
    return tree, urls, collect(tree, urls)


def _links(citations, clause_id: str, key: str) -> list[tuple[str, str]]:
    return [(link.text, link.href) for link in citations.links.get((clause_id, key), [])]


def test_each_note_of_a_plural_notes_reference_gets_its_own_link():
    from codecite_site.model import Sentence

    a = _article("1.1.1.1.",
                 Sentence(1, "Values are explained in Notes A-1.1.1.1.(1) and A-1.1.1.2. for each site."),
                 Sentence(2, "See Notes A-1.1.1.3.(1) and (3) and A-1.1.1.2."),
                 Sentence(3, "See Notes A-1.1.1.2. and A-1.9.9.9."))
    notes = [_note("A-1.1.1.1.(1)"), _note("A-1.1.1.2."), _note("A-1.1.1.3.(1) and (3)")]
    _, urls, cites = _collected([a], notes)
    assert _links(cites, a.id, "s1") == [("Notes A-1.1.1.1.(1)", "/B/notes/A-1.1.1.1-1/"),
                                         ("A-1.1.1.2.", "/B/notes/A-1.1.1.2/")]
    # a Note number that holds " and " itself stays one number
    assert _links(cites, a.id, "s2") == [("Notes A-1.1.1.3.(1) and (3)", "/B/notes/A-1.1.1.3-1-and-3/"),
                                         ("A-1.1.1.2.", "/B/notes/A-1.1.1.2/")]
    # each cited Note lists the Article as a referrer
    for n, s in zip(notes, (1, 1, 2)):
        assert (f"Sentence 1.1.1.1.({s})", f"/B/1.1.1.1/#s{s}") in cites.referenced_by[urls.clause(n)]
    # a list with one Note missing: the existing one linked, the reference reported
    assert _links(cites, a.id, "s3") == [("Notes A-1.1.1.2.", "/B/notes/A-1.1.1.2/")]
    assert [(u.source, u.text) for u in cites.unresolved] == [(a.id, "Notes A-1.1.1.2. and A-1.9.9.9.")]


def test_a_range_across_pages_never_links_a_number_to_another_target():
    from codecite_site.model import Sentence

    cited = [_article(f"1.1.1.{i}.", Sentence(1, "Text.")) for i in (2, 3, 4)]
    a = _article("1.1.1.1.", Sentence(1, "As required by Articles 1.1.1.2. to 1.1.1.4. of this Part."),
                 Sentence(2, "Sentences 1.1.1.2.(1) and (2) apply."))
    _, urls, cites = _collected([a, *cited])
    # each printed number links to the Article it names; the one between them is cited, not linked
    assert _links(cites, a.id, "s1") == [("Articles 1.1.1.2.", "/B/1.1.1.2/"), ("1.1.1.4.", "/B/1.1.1.4/")]
    for c in cited:
        assert cites.referenced_by[urls.clause(c)][0] == ("Sentence 1.1.1.1.(1)", "/B/1.1.1.1/#s1")
    # "(2)" does not exist: it stays plain text, and "1.1.1.2.(1)" is linked to the Sentence it names
    assert _links(cites, a.id, "s2") == [("Sentences 1.1.1.2.(1)", "/B/1.1.1.2/#s1")]
    assert [(u.source, u.text) for u in cites.unresolved] == [(a.id, "Sentences 1.1.1.2.(1) and (2)")]


def test_a_relative_subclause_inside_a_clause_continues_that_clause():
    from codecite_site.model import Clause, Sentence, Subclause

    a = _article("1.1.1.1.", Sentence(1, "Every wall shall", (
        Clause("a", "meet Clause (b), or be built as described in Subclause (ii), being", (
            Subclause("i", "a masonry wall, or"),
            Subclause("ii", "a framed wall clad as in Subclause (i)."),
        )),
        Clause("b", "be rated as in Subclause (a)(i)."),
    )))
    _, _, cites = _collected([a])
    assert _links(cites, a.id, "s1-a") == [("Clause (b)", "/B/1.1.1.1/#s1-b"),
                                           ("Subclause (ii)", "/B/1.1.1.1/#s1-a-ii")]
    assert _links(cites, a.id, "s1-a-ii") == [("Subclause (i)", "/B/1.1.1.1/#s1-a-i")]
    assert _links(cites, a.id, "s1-b") == [("Subclause (a)(i)", "/B/1.1.1.1/#s1-a-i")]
    assert cites.unresolved == []


def _renderer(articles, headings=()):
    from codecite_site.model import ClauseTree
    from codecite_site.site.citations import collect
    from codecite_site.site.render import Renderer
    from codecite_site.site.structure import build_structure

    tree = ClauseTree(headings=list(headings), articles=list(articles))
    urls = Urls("/", tree)
    structure = build_structure(tree, urls)
    return Renderer(tree, structure, urls, collect(tree, urls)), structure


def test_part_filter_label_of_a_part_without_a_title():
    from codecite_site.model import Heading, Sentence

    a = _article("3.1.1.1.", Sentence(1, "Text."), part_title="")
    renderer, structure = _renderer([a], [Heading("part", "B", "3", "")])
    page = structure.by_id[a.id]
    assert renderer.filters(page)["Part"] == "Part 3 (Division B)"
    b = _article("3.1.1.1.", Sentence(1, "Text."), part_title="Fire Protection")
    renderer, structure = _renderer([b], [Heading("part", "B", "3", "Fire Protection")])
    assert renderer.filters(structure.by_id[b.id])["Part"] == "Part 3 Fire Protection (Division B)"


def test_only_the_italic_occurrences_of_a_defined_term_are_linked():
    from codecite_site.model import Clause, Definition, Sentence

    glossary = _article("1.4.1.2.", Sentence(1, "Terms in italics are defined below."), division="A",
                        definitions=[Definition("Building", "Building means any structure used for an occupancy.")])
    # printed "A *building* near the building line of a sprinklered *building*": the plain one is not the term
    s1 = "A building near the building line of a sprinklered building."
    last = s1.rindex("building")
    a = _article("1.1.1.1.",
                 Sentence(1, s1, italics=((2, 10), (last, last + 8))),
                 Sentence(2, "Every building shall", (Clause("a", "stand on its building lot.", italics=()),),
                          italics=((6, 14),)),
                 terms=("building",))
    renderer, structure = _renderer([glossary, a])
    href = f"{structure.definitions.url}#{term_slug('Building')}"
    s1 = str(renderer.text(a, "s1", a.sentences[0].text, italics=a.sentences[0].italics))
    assert s1.count('class="term"') == 2
    assert s1.startswith(f'A <a class="term" href="{href}"') and "near the building line" in s1
    assert s1.endswith(f'sprinklered <a class="term" href="{href}" title="Building means any structure used for '
                       'an occupancy.">building</a>.')
    page = structure.by_id[a.id]
    html = renderer.render(page).html
    assert html.count('class="term"') == 3  # s1 twice, s2 once; not Clause (a)'s plain "building lot"
    # a tree whose parser did not record italic runs keeps linking every occurrence of its terms
    old = _article("1.1.1.5.", Sentence(1, "A building near the building line."), terms=("building",))
    renderer, structure = _renderer([glossary, old])
    assert renderer.render(structure.by_id[old.id]).html.count('class="term"') == 2
    # the spans survive the parse cache (JSON records); a record without them is as before
    from codecite_site.model import Note, from_record, to_record

    assert from_record(json.loads(json.dumps(to_record(a)))) == a
    assert "italics" not in json.dumps(to_record(old))
    note = Note("B", "A-1.1.1.1.", "T", "1", "General", ("A building.", "No term."), (),
                paragraph_italics=(((2, 10),), ()))
    assert from_record(json.loads(json.dumps(to_record(note)))) == note


def test_two_pages_mapping_to_one_file_are_caught():
    """A level with no number would be written over its parent's page: the build must refuse."""
    from codecite_site.model import Article, ClauseTree, Sentence
    from codecite_site.site.structure import build_structure, url_clashes
    from codecite_site.urls import Urls

    good = Article(division="B", number="9.8.8.3.", title="Height of Guards", part="9", part_title="",
                   section="9.8.", section_title="", subsection="9.8.8.", subsection_title="",
                   sentences=(Sentence(1, "Guards shall be not less than 1 070 mm high.", ()),))
    assert url_clashes(build_structure(ClauseTree(articles=[good]), Urls("/"))) == []
    bad = Article(division="B", number="9.8.8.4.", title="Openings", part="9", part_title="",
                  section="", section_title="", subsection="", subsection_title="",
                  sentences=(Sentence(1, "Openings shall not permit the passage of a sphere.", ()),))
    tree = ClauseTree(articles=[good, bad])
    assert url_clashes(build_structure(tree, Urls("/", tree)))


def test_serve_answers_from_the_pdf_the_site_was_built_from(site_build, fixture_pdf, tmp_path):
    """`serve --site DIR` reads which Code DIR was built from, so answers cite that Code."""
    from codecite_site.site.build import built_from

    _, out = site_build
    assert built_from(out) == fixture_pdf
    assert built_from(tmp_path / "no-site") is None
