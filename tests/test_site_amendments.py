"""The amended Code in the built site (issue 12), without a browser: what each page holds, the word
diff, the pages amendments add, and a build that refuses to publish a page whose badge a template dropped."""

from __future__ import annotations

import copy
import gzip
import json
import re
from dataclasses import replace

import pytest
from amended import DATE, NEW_QTY, NEW_SENTENCE_WORDS, OLD_QTY, PLANTED, REMOVED_CLAUSE_WORDS

from codecite_site.site.amendments import word_diff
from codecite_site.site.build import BuildError, build_site
from codecite_site.site.render import TEMPLATES_DIR
from codecite_site.urls import Urls


def page(site, path: str) -> str:
    return (site / path / "index.html").read_text(encoding="utf-8")


def test_word_diff_marks_words_escapes_and_keeps_a_grouped_number_whole():
    d = str(word_diff("a <b> guard 1 070 mm high", "a <b> guard 1 100 mm high, measured"))
    assert "&lt;b&gt;" in d and "<b>" not in d
    assert ('<del><span class="visually-hidden">[deleted: </span>1 070<span class="visually-hidden">]</span></del>'
            in d)
    assert '<ins><span class="visually-hidden">[inserted: </span>1 100<span class="visually-hidden">]</span></ins>' in d
    assert re.sub(r"<[^>]+>", "", d).count("guard") == 1  # the words both share are printed once
    assert "measured" in re.search(r"<ins>.*?</ins>\s*$", d).group(0)
    assert str(word_diff("same words", "same words")) == "same words"


def test_urls_of_the_amendment_pages(tree):
    urls = Urls("/codecite/", tree)
    a = tree.by_id()["B-9.8.8.3."]
    n = tree.by_id()["B-A-9.8.8.3."]
    assert urls.changes() == "/codecite/changes/"
    assert urls.changes("2025-03") == "/codecite/changes/2025-03/"
    assert urls.original(a) == "/codecite/B/9.8.8.3/original/"
    assert urls.original(n) == "/codecite/B/notes/A-9.8.8.3/original/"


def test_every_amendment_is_badged_where_it_is_and_every_link_resolves(amended_site_build, amended):
    report, site = amended_site_build
    assert report.broken == []
    current = amended.by_id()
    for a in amended.amendments:  # a removed Article keeps its page; a renumbered Note is at its new number
        html = page(site, Urls("/", amended).clause(current.get(a.clause) or amended.original[a.clause]).strip("/"))
        marker = f'data-amendment="{a.package}:{a.unit}:{a.field}"'
        assert marker in html, a
        block = html[html.index(marker):]
        block = block[:block.index("</div>")]
        assert f"Amended {DATE} (" in block
        if a.description:
            assert a.description.replace('"', "&#34;") in block
    # an untouched Article carries no amendment markup
    assert "data-amendment" not in page(site, "B/9.8.8.4") and "amend-badge" not in page(site, "B/9.8.8.4")


def test_original_and_removed_pages_show_the_old_text_and_are_not_indexed(amended_site_build):
    _, site = amended_site_build
    original = page(site, "B/9.8.8.3/original")
    notice = original.split('class="amend-notice')[1].split("</article>")[0]
    s3 = notice[notice.index('id="s3"'):]
    assert OLD_QTY in s3.split("</li>")[0] and NEW_QTY not in notice
    assert "data-pagefind-body" not in original
    assert '<link rel="canonical" href="/B/9.8.8.3/">' in original
    current = page(site, "B/9.8.8.3")
    assert "data-pagefind-body" in current and '<link rel="alternate" href="/B/9.8.8.3/original/" data-original>' in current
    removed = page(site, "A/1.5.1.1")
    assert "data-pagefind-body" not in removed and "Removed." in removed
    # the removed Clause's old words are on its Article's page, but out of the index
    clause_page = page(site, "A/2.2.1.4")
    li = re.search(r'<li id="s2-d" class="clause-item removed-unit" data-pagefind-ignore="all">', clause_page)
    assert li and REMOVED_CLAUSE_WORDS in clause_page[li.end():].split("</li>")[0]
    for path in ("changes", f"changes/{DATE}"):
        assert "data-pagefind-body" not in page(site, path)
    # what Pagefind indexed: the amended text, never an original page or an old word
    fragments = [json.loads(gzip.decompress(f.read_bytes())[len(b"pagefind_dcd"):])
                 for f in (site / "pagefind" / "fragment").iterdir()]
    urls = {f["url"] for f in fragments}
    assert "/B/9.8.8.3/" in urls and not [u for u in urls if "original" in u or "changes" in u]
    assert "/A/1.5.1.1/" not in urls
    guards = next(f for f in fragments if f["url"] == "/B/9.8.8.3/")
    assert "not less than 900 mm high" in guards["content"] and "not less than 920 mm high" not in guards["content"]
    assert REMOVED_CLAUSE_WORDS not in next(f for f in fragments if f["url"] == "/A/2.2.1.4/")["content"]
    assert NEW_SENTENCE_WORDS in next(f for f in fragments if f["url"] == "/A/2.2.1.5/")["content"]


def test_home_and_division_link_to_what_changed(amended_site_build, amended, site_build):
    _, site = amended_site_build
    assert 'href="/changes/"' in page(site, "") and f'href="/changes/{DATE}/"' in page(site, "")
    changed = {a.clause.split("-", 1)[0] for a in amended.amendments}
    assert changed == {"A", "B", "C"}  # the fixture package changes every Division
    for division in changed:
        assert f'href="/changes/#division-{division}"' in page(site, division)
    changes = page(site, "changes")
    assert all(f'id="division-{d}"' in changes for d in changed)
    assert len(re.findall(r'<li class="change" data-kind=', changes)) == len(amended.amendments)
    # the plain site has no amendment pages or links
    _, plain = site_build
    assert not (plain / "changes").exists() and "What changed" not in page(plain, "")
    assert 'href="/changes/' not in page(plain, "B")


def dropping(config, tmp_path, name: str, old: str, new: str = ""):
    """``config`` with a templates override: the built-in ``name`` with ``old`` replaced by ``new``."""
    override = tmp_path / "templates"
    override.mkdir()
    text = (TEMPLATES_DIR / name).read_text(encoding="utf-8")
    assert old in text
    (override / name).write_text(text.replace(old, new), encoding="utf-8")
    return replace(config, site=replace(config.site, templates=str(override)))


def test_a_template_that_drops_an_amendment_badge_fails_the_build(config, fixture_pdf, amended, tmp_path):
    cfg = dropping(config, tmp_path, "article.html", "{{ s.html }}{{ m.amended(s.amended) }}", "{{ s.html }}")
    with pytest.raises(BuildError, match=r"dropped the amendment badge of Sentence [\d.]+\(\d+\) (changed|added)"):
        build_site(cfg, fixture_pdf, tmp_path / "out", tree=amended, log=lambda *_: None)
    assert not (tmp_path / "out").exists()


def test_hostile_amendment_text_is_escaped(config, fixture_pdf, amended, tmp_path):
    t = copy.copy(amended)
    evil = '<img src=x onerror="alert(1)">'
    t.amendments = [replace(a, description=a.description + evil, after=a.after + " " + evil)
                    if a.unit == PLANTED["quantity"][1] else a for a in t.amendments]
    t.packages = [replace(p, title=evil, source=evil) for p in t.packages]
    build_site(config, fixture_pdf, tmp_path / "site", tree=t, log=lambda *_: None)
    for path in ("B/9.8.8.3", "changes", f"changes/{DATE}", ""):
        html = page(tmp_path / "site", path)
        assert "<img" not in html and "&lt;img src=x" in html, path


# --- the fixture's real revisions package, applied by the build (fixture/revisions.py) ------------------

def test_a_retitled_subsection_is_badged_on_its_page_with_its_original_title_a_link_away(package_site_build):
    report, site = package_site_build
    assert report.broken == []
    sub = page(site, "B/9.8.2")
    h1 = re.search(r"<h1>(.*?)</h1>", sub, re.S).group(1)
    assert "Subsection 9.8.2." in h1 and "Stair Width and Headroom Clearance" in h1
    marker = 'data-amendment="2025-03:B-9.8.2.:title"'
    assert marker in sub
    block = sub[sub.index(marker):].split("</details>")[0]
    assert "Amended 2025-03 (revision)" in block and "title of Subsection 9.8.2. changed" in block
    assert "Subsection title was revised to read" in block
    assert re.search(r"Stair Width and Headroom <ins><span class=\"visually-hidden\">\[inserted: </span>Clearance", block)
    assert '<link rel="alternate" href="/B/9.8.2/original/" data-original>' in sub
    # the original title, a link away, and back
    original = page(site, "B/9.8.2/original")
    assert re.search(r"<h1><span class=\"num\">Subsection 9.8.2.</span> Stair Width and Headroom</h1>", original)
    assert '<link rel="canonical" href="/B/9.8.2/">' in original and "Original text, before amendment." in original
    assert 'href="/B/9.8.2.1/"' in original  # its Articles still listed
    # the amended title wherever the heading is listed; the Articles under it carry it; none badged for it
    assert "Stair Width and Headroom Clearance" in page(site, "B/9.8") and "Stair Width and Headroom Clearance" in page(
        site, "B/part-9")
    article = page(site, "B/9.8.2.1")
    assert 'href="/B/9.8.2/">Subsection 9.8.2.</a>' in article and "data-amendment" not in article
    # What changed lists it, under Division B, Part 9, as a revision linking to the heading's page
    changes = page(site, "changes")
    entry = re.search(r'<li class="change" data-kind="(\w+)">\s*<a href="/B/9.8.2/">title of Subsection 9.8.2. changed</a>',
                      changes)
    assert entry and entry.group(1) == "revision"
    part9 = changes[changes.index('id="division-B-part-9"'):]
    assert part9.index('href="/B/9.8.2/"') < part9.index('href="/B/9.8.8.3/#s3"')  # in Code order
    assert 'href="/B/9.8.2/"' in page(site, "changes/2025-03")


def test_a_renumbered_notes_old_url_is_a_redirect_to_its_new_page(package_site_build):
    report, site = package_site_build
    assert report.broken == []  # the link checker read the redirect page too
    old = page(site, "A/notes/A-2.2.1.1-4-e")
    assert '<meta http-equiv="refresh" content="0; url=/A/notes/A-2.2.1.1-4/"' in old
    assert '<link rel="canonical" href="/A/notes/A-2.2.1.1-4/">' in old
    link = re.search(r'<a href="([^"]+)" data-redirect-link>([^<]+)</a>', old)
    assert link and link.groups() == ("/A/notes/A-2.2.1.1-4/", "This Note is now A-2.2.1.1.(4), as amended 2025-03")
    assert "data-pagefind-body" not in old and 'data-pagefind-ignore="all"' in old
    new = page(site, "A/notes/A-2.2.1.1-4")
    assert "data-pagefind-body" in new and "A-2.2.1.1.(4)" in re.search(r"<h1>(.*?)</h1>", new, re.S).group(1)
    fragments = [json.loads(gzip.decompress(f.read_bytes())[len(b"pagefind_dcd"):])
                 for f in (site / "pagefind" / "fragment").iterdir()]
    urls = {f["url"] for f in fragments}
    assert "/A/notes/A-2.2.1.1-4/" in urls and "/A/notes/A-2.2.1.1-4-e/" not in urls


def test_a_renumbered_articles_old_url_is_a_redirect_too(config, fixture_pdf, tree, tmp_path):
    """The package model expresses a renumbered Article as it does a Note (an Amendment of its
    number, the old clause in ``original``); its old page sends the reader on the same way."""
    from codecite_site.model import Amendment, Package

    by = tree.by_id()
    old = by["B-9.8.8.6."]
    moved = replace(old, number="9.8.8.10.")
    assert moved.id not in by
    t = replace(tree, articles=[moved if a.id == old.id else a for a in tree.articles],
                packages=[Package(DATE, "2025 Revisions and Errata Package", tree.code, "p.pdf")],
                amendments=[Amendment(DATE, moved.id, moved.id, "renumbered", "revision", old.number, moved.number,
                                      "Article was renumbered", field="number")],
                original={old.id: old})
    report = build_site(config, fixture_pdf, tmp_path / "site", tree=t, log=lambda *_: None)
    assert report.broken == []
    gone = page(tmp_path / "site", "B/9.8.8.6")
    assert '<meta http-equiv="refresh" content="0; url=/B/9.8.8.10/"' in gone
    assert re.search(r'<a href="/B/9.8.8.10/" data-redirect-link>This Article is now 9.8.8.10., as amended 2025-03</a>',
                     gone)
    assert "data-pagefind-body" in page(tmp_path / "site", "B/9.8.8.10")


def test_a_listing_template_that_drops_a_heading_badge_fails_the_build(config, fixture_dir, tmp_path):
    from codecite_site.ingest import load_tree

    pdf = fixture_dir / "nbc_fixture.pdf"
    tree = load_tree(config, pdf, revisions=[fixture_dir / "nbc_fixture_revisions.pdf"])[0]
    cfg = dropping(config, tmp_path, "listing.html", "{{ m.amend_head(listed.label.split(' ')[0], amend) }}")
    with pytest.raises(BuildError, match=r"dropped the amendment badge of title of Subsection 9\.8\.2\. changed"):
        build_site(cfg, pdf, tmp_path / "out", tree=tree, log=lambda *_: None)
    assert not (tmp_path / "out").exists()


def test_the_jump_finds_a_removed_or_renumbered_clause_by_its_old_number(amended_site_build):
    """A reader types the number they know from the unamended Code: a removed Article leads to its
    old text (marked removed), a renumbered Note's old number to its new page."""
    _, site = amended_site_build
    jump = json.loads((site / "jump.json").read_text(encoding="utf-8"))
    assert jump["A-1.5.1.1."][0] == "/A/1.5.1.1/" and jump["A-1.5.1.1."][1].endswith("(removed)")
    assert jump["A-A-2.2.1.1.(4)(e)"][0] == "/A/notes/A-2.2.1.1-4/"
    assert jump["A-A-2.2.1.1.(4)(e)"][1].endswith("(renumbered)")
    assert jump["A-A-2.2.1.1.(4)"][0] == "/A/notes/A-2.2.1.1-4/"
