"""Every internal href and anchor of the built site, checked.

Runs on the finished build (pages, static files and the search bundle), so a
link to a page, a Sentence anchor, or an asset that does not exist is caught
before the site is swapped in. ``?hl=s2,s3`` highlight lists are checked as
anchors too: a highlight that points at nothing is a broken citation.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, unquote, urlsplit

LINK_RE = re.compile(r'\s(?:href|src)="([^"]*)"')
ID_RE = re.compile(r'\sid="([^"]*)"')


@dataclass(frozen=True)
class Broken:
    page: str  # site-relative file holding the link
    href: str
    why: str

    def __str__(self) -> str:
        return f"{self.page}: {self.href} ({self.why})"


@dataclass
class LinkReport:
    checked: int
    broken: list[Broken]


def ids_of(page_html: str) -> set[str]:
    return {html.unescape(i) for i in ID_RE.findall(page_html)}


def check_links(pages: dict[str, str], files: set[str], base: str) -> LinkReport:
    """``pages``: site-relative HTML file -> its HTML; ``files``: every other
    site-relative file. Links leaving the site (another host, ``mailto:``) are
    not checked; links inside it must start with ``base``."""
    ids: dict[str, set[str]] = {}
    broken: list[Broken] = []
    checked = 0
    for source, text in pages.items():
        for raw in LINK_RE.findall(text):
            href = html.unescape(raw)
            parts = urlsplit(href)
            if parts.scheme or parts.netloc:
                continue
            checked += 1
            if not parts.path:  # "#s2" or "?hl=..": this page
                target = source
            elif not parts.path.startswith(base):
                broken.append(Broken(source, href, f"outside the base path {base}"))
                continue
            else:
                rel = unquote(parts.path[len(base):])
                target = rel + "index.html" if rel == "" or rel.endswith("/") else rel
            if target not in pages:
                if target not in files:
                    broken.append(Broken(source, href, "no such page or file"))
                continue
            wanted = [parts.fragment] if parts.fragment else []
            wanted += [a for v in parse_qs(parts.query).get("hl", []) for a in v.split(",") if a]
            if wanted:
                if target not in ids:
                    ids[target] = ids_of(pages[target])
                for anchor in wanted:
                    if unquote(anchor) not in ids[target]:
                        broken.append(Broken(source, href, f"no anchor #{anchor} on {target}"))
    return LinkReport(checked, broken)
