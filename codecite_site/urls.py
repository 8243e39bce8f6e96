"""The one place that knows page paths, anchors and the base path.

Scheme (``base`` is the configured base path, ``/`` or ``/codecite/``):

- home ``{base}``; definitions ``{base}definitions/``
- Division ``{base}B/``; Part ``{base}B/part-9/``
- Section, Subsection, Article: ``{base}B/9.8/``, ``{base}B/9.8.8/``, ``{base}B/9.8.8.3/``
- Note ``{base}B/notes/A-9.8.8.5-1-and-3/`` (for ``A-9.8.8.5.(1) and (3)``)
- anchors on an Article page: Sentence ``#s2``, Clause ``#s2-a``, Subclause
  ``#s2-a-ii``, Table ``#table-9.36.5.15-C`` (its rows ``#table-9.36.5.15-C-r3``: the
  index into the Table's rows, 0 the header row), Figure ``#figure-4.1.7.12-A``;
  on a Note page, paragraph ``#p2``; on the definitions page ``#term-dwelling-unit``
- highlighting cited Sentences: ``{article}?hl=s2,s3#s2``
- amendments (a revisions package applied): "What changed" in every package
  ``{base}changes/``, in one package ``{base}changes/2025-03/`` (filtered by
  kind with ``?kind=erratum``, or the page's own radio buttons without
  JavaScript); the unamended text of an amended Article or Note at
  ``{article}original/`` (``{base}B/9.8.8.3/original/``, same anchors; not in
  the search index; a retitled Section's or Subsection's old title at
  ``{base}B/9.8.2/original/``). A static site cannot answer ``?original`` itself: an
  amended page names its original with ``<link rel="alternate"
  data-original>``, and site.js turns ``{article}?original#s2`` into
  ``{article}original/#s2``. A removed Article or Note keeps its own URL, a
  page showing its old text as removed; a renumbered one's old URL is a
  redirect page to its new URL.

Every page is written to ``<site>/<path>index.html``, so any static host
serves it at the URL above. Which targets exist, and on which page, is the one
walk over the tree's units (``units.Index``); this module only spells the URLs.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from . import patterns as P
from .model import Article, ClauseTree, Heading, Note


def slug(number: str) -> str:
    """``9.8.8.3.`` -> ``9.8.8.3``; ``A-9.8.8.5.(1) and (3)`` -> ``A-9.8.8.5-1-and-3``."""
    s = number.strip().replace(".(", "(").replace(".-", "-").rstrip(".")
    s = re.sub(r"\s+", "-", s.replace("(", "-").replace(")", "").replace(",", ""))
    s = re.sub(r"-+", "-", s)
    return s


def term_slug(term: str) -> str:
    return "term-" + re.sub(r"[^a-z0-9]+", "-", term.lower()).strip("-")


def anchor(sentence: int | str | None = None, clause: str | None = None, subclause: str | None = None) -> str:
    """``anchor(2, "a", "ii") == "s2-a-ii"``."""
    parts = [f"s{sentence}"] if sentence is not None else []
    if clause:
        parts.append(clause)
    if subclause:
        parts.append(subclause)
    return "-".join(parts)


class Urls:
    """The scheme above, and (given the tree) where each reference target is: ``target``."""

    def __init__(self, base_path: str = "/", tree: ClauseTree | None = None):
        from .units import Index  # the one walk over the tree; it reads its anchors from this module

        base = "/" + base_path.strip("/") + "/" if base_path.strip("/") else "/"
        self.base = base
        self.index = Index(tree)

    # pages -----------------------------------------------------------------
    def home(self) -> str:
        return self.base

    def definitions(self) -> str:
        return f"{self.base}definitions/"

    def division(self, division: str) -> str:
        return f"{self.base}{division}/"

    def part(self, division: str, part: str) -> str:
        return f"{self.base}{division}/part-{part}/"

    def numbered(self, division: str, number: str) -> str:
        """Section, Subsection or Article page."""
        return f"{self.base}{division}/{slug(number)}/"

    def note(self, division: str, number: str) -> str:
        return f"{self.base}{division}/notes/{slug(number)}/"

    def heading(self, h: Heading) -> str:
        if h.kind == "division":
            return self.division(h.division)
        if h.kind == "part":
            return self.part(h.division, h.number)
        return self.numbered(h.division, h.number)

    def changes(self, package: str | None = None) -> str:
        """What changed: in every applied package, or in one (``2025-03``)."""
        return f"{self.base}changes/" + (f"{slug(package)}/" if package else "")

    def original(self, c: Article | Note) -> str:
        """The unamended text of an amended Article or Note (anchors as on its page)."""
        return f"{self.clause(c)}original/"

    def clause(self, c: Article | Note) -> str:
        return self.note(c.division, c.number) if c.kind == "note" else self.numbered(c.division, c.number)

    def file(self, url: str) -> str:
        """Site-relative file a page URL is written to: ``B/9.8.8.3/index.html``."""
        rel = url[len(self.base):] if url.startswith(self.base) else url.lstrip("/")
        return rel.split("#")[0].split("?")[0] + "index.html"

    def highlight(self, article_url: str, anchors: list[str]) -> str:
        """The Article page with these Sentence anchors highlighted, scrolled to the first."""
        anchors = list(dict.fromkeys(anchors))
        if not anchors:
            return article_url
        return f"{article_url}?hl={','.join(anchors)}#{anchors[0]}"

    # targets ---------------------------------------------------------------
    def target(self, target_id: str) -> str | None:
        """URL (with anchor) of a reference target id, or None when it does not exist.

        Ids: ``B-9.8.8.3.``, ``B-9.8.8.3.(2)(a)(ii)``, ``B-9.8.``, ``B-Part-3``,
        ``B-Table-9.8.7.1.``, ``B-Figure-4.1.7.12.-A``, ``B-A-9.8.8.3.``.
        """
        division, _, rest = target_id.partition("-")
        if rest.startswith("Part-"):
            return self.part(division, rest[5:])
        clauses, targets = self.index.clauses, self.index.targets
        if rest.startswith(("Table-", "Figure-")):
            unit = targets.get(target_id)
            return f"{self.clause(unit.clause)}#{unit.anchor}" if unit else None
        if rest.startswith("A-"):
            c = clauses.get(target_id)
            return self.clause(c) if c else None
        head, suffixes = P.split_suffixes(rest)
        if P.ARTICLE_RE.match(head):
            c = clauses.get(f"{division}-{head}")
            if c is None or not suffixes:
                return self.clause(c) if c else None
            unit = targets.get(f"{division}-{head}" + "".join(f"({x})" for x in suffixes))
            return f"{self.clause(c)}#{unit.anchor}" if unit else None
        if clauses and not any(k.startswith(f"{division}-{head}") for k in clauses):
            return None
        return self.numbered(division, head)


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of an absolute http(s) URL, lower-cased; ValueError for anything else."""
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.username or parts.password:
        raise ValueError(f"{url!r} is not an http:// or https:// address")
    port = f":{parts.port}" if parts.port and parts.port != {"http": 80, "https": 443}[parts.scheme] else ""
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{parts.scheme}://{host}{port}".lower()


def api_base(api_url: str) -> str:
    """The ask panel's API prefix for a proxy at ``api_url`` (``https://api.example.org/`` ->
    ``https://api.example.org/api/``); ``/api/`` on the site's own origin when empty."""
    if not api_url:
        return "/api/"
    origin_of(api_url)  # an http(s) address, or ValueError
    return api_url.split("?", 1)[0].split("#", 1)[0].rstrip("/") + "/api/"
