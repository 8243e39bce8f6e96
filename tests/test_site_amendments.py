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
    removed = page(site, "B/9.8.8.6")
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
    assert "/B/9.8.8.6/" not in urls
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


def test_a_template_that_drops_an_amendment_badge_fails_the_build(config, fixture_pdf, amended, tmp_path):
    override = tmp_path / "templates"
    override.mkdir()
    article = (TEMPLATES_DIR / "article.html").read_text(encoding="utf-8")
    dropped = article.replace("{{ s.html }}{{ m.amended(s.amended) }}", "{{ s.html }}")
    assert dropped != article
    (override / "article.html").write_text(dropped, encoding="utf-8")
    cfg = replace(config, site=replace(config.site, templates=str(override)))
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
