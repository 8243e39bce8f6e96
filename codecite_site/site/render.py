"""Pages -> HTML, with the Jinja2 templates of the top-level ``templates/`` folder.

The text of the Code is escaped and annotated here (cross-reference and
defined-term links, one pass of slices through ``refs.annotate``); the
templates only lay it out. Rendering is pure: the same tree, templates and
base path always give the same bytes, which is what lets the build skip
unchanged pages by content hash.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import jinja2
from markupsafe import Markup, escape

from .. import patterns as P
from .. import refs
from ..extract import EQUATION_TEXT
from ..httppolicy import meta_csp
from ..model import Article, ClauseTree, Heading, Italics, Note
from ..units import Piece, Unit, units
from ..urls import Urls, api_base, origin_of, term_slug
from .amendments import Amendments
from .citations import Citations, Terms, collect
from .structure import Page, Structure

# the key under which an Article page's item lists the units printed inside it
_NESTED = {"sentence": "clauses", "clause": "subclauses"}

# a unit's exponent as the parse reads it (``m²``, ``s⁻¹``: raised in the PDF) is marked up raised:
# the page shows it as printed, and Pagefind indexes ``m<sup>2</sup>`` as the word ``m2``, so a
# search for ``m2`` finds it (the search page folds ``m²`` typed in a query to ``m2``: site.js)
_EXPONENT_RE = re.compile(r"[¹²³⁻]+")
_LOWERED = str.maketrans({"¹": "1", "²": "2", "³": "3", "⁻": "\u2212"})
_TAG_RE = re.compile(r"(<[^>]*>)")


# a quantity never breaks across lines: "1 070 mm" is one requirement, not "1" and "070 mm"
_QTY_RE = re.compile(r"\d{1,3}(?: \d{3})*(?:\.\d+)? (?:mm|cm|m[²³]|m|km|kPa|Pa|kN|N|kg|L/s|L|min|h|°C)(?![\w/])"
                     r"|\d{1,3}(?: \d{3})+(?![\d])")


# what the parse writes where a page draws an equation instead of printing it (extract.EQUATION_TEXT):
# shown as the tool's word, not the Code's
_EQUATION_RE = re.compile(re.escape(EQUATION_TEXT))


def _text_segment(text: str) -> str:
    text = _QTY_RE.sub(lambda m: f'<span class="qty">{m.group(0)}</span>', text)
    text = _EQUATION_RE.sub(lambda m: f'<span class="not-reproduced" title="The PDF draws this equation; '
                                      f'it has no text to reproduce">{m.group(0)}</span>', text)
    return _EXPONENT_RE.sub(lambda m: f"<sup>{m.group(0).translate(_LOWERED)}</sup>", text)


def superscript_units(html: str) -> str:
    """In text, never inside a tag or attribute: ``0.35 m²`` -> ``0.35 m<sup>2</sup>``
    and each quantity (``1 070 mm``) kept on one line."""
    parts = _TAG_RE.split(html)
    return "".join(p if i % 2 else _text_segment(p) for i, p in enumerate(parts))


# Pagefind reads a filter value from its attribute (decoding the entities the template wrote) and
# its search UI inserts filter values into the page as HTML: a Part titled "Housing <img src=x
# onerror=...> Buildings" would run in the search page. So a filter value holds no character
# markup is made of, even once decoded: each is shown as its nearest look-alike.
_FILTER_SAFE = str.maketrans({"<": "\u2039", ">": "\u203a", "&": "\uff06", '"': "\u201d", "'": "\u2019",
                              "`": "\u2018"})


def filter_value(text: str) -> str:
    """A Pagefind filter value that is text however it is inserted: ``<`` -> ``‹``, ``>`` -> ``›``,
    ``&`` -> ``＆``, quotes -> typographic quotes, control characters and runs of spaces -> one space."""
    return " ".join("".join(c if c.isprintable() else " " for c in text.translate(_FILTER_SAFE)).split())


TEMPLATES_DIR = Path(__file__).resolve().parents[2] / "templates"
STATIC_DIR = TEMPLATES_DIR / "static"
DEMO_DIR = TEMPLATES_DIR / "demo"  # the demo variant's own assets: demo.css, demo.js


@dataclass(frozen=True)
class Demo:
    """The public demo's page variant (``codecite-site demo``): every page says the corpus is
    synthetic and which backend recorded the answers, and its ask panel answers from the recordings.
    base.html renders it; ``Renderer.render`` refuses a page that dropped it (``VariantDropped``)."""

    backend: str  # "offline" | "cohere"
    models: dict  # the recording engine's models ({"embed", "rerank", "chat"} with Cohere)
    recorded: str  # URL of the recordings' index: "/codecite/recorded/index.json"


# the site's footer vouches for the text as the Code's; on the demo that would be false
DEMO_FOOTER = "Synthetic demo text, typeset like the National Building Code of Canada 2020 but not its wording."


class VariantDropped(Exception):
    """A template left out what a page variant must show (the demo banner, an amendment badge):
    the build stops rather than publish a page without it. The message is one line."""


def demo_assets() -> dict[str, bytes]:
    """The demo variant's static files, site-relative (``static/demo.css``, ``static/demo.js``)."""
    return {f"static/{p.name}": p.read_bytes() for p in sorted(DEMO_DIR.iterdir()) if p.is_file()}


@dataclass
class RenderedPage:
    page: Page
    file: str  # site-relative: "B/9.8.8.3/index.html"
    html: str
    searchable: bool  # Article and Note pages go into the Pagefind index


def environment(override: Path | None = None) -> jinja2.Environment:
    """The built-in templates, with those of ``override`` (same names) taking precedence."""
    folders = ([str(override)] if override else []) + [str(TEMPLATES_DIR)]
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(folders),
        autoescape=True,
        auto_reload=False,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )


def static_files(static: Path = STATIC_DIR, override: Path | None = None) -> dict[str, bytes]:
    """Site-relative path -> bytes of every static asset (CSS, JS, and the ask panel's);
    the ``static/`` folder of a templates ``override`` replaces (or adds) files by name."""
    out: dict[str, bytes] = {}
    for folder in (static, Path(override) / "static" if override else None):
        if folder is not None and folder.is_dir():
            out.update({f"static/{p.relative_to(folder).as_posix()}": p.read_bytes()
                        for p in sorted(folder.rglob("*")) if p.is_file()})
    return out


def footer_claim(code: str) -> str:
    """What every page says of its source: the PDF is the authority."""
    return f"Text of the {code} as parsed from its PDF; the PDF is the authority."


class Renderer:
    def __init__(self, tree: ClauseTree, structure: Structure, urls: Urls, citations: Citations,
                 site_title: str = "codecite", env: jinja2.Environment | None = None,
                 static: dict[str, bytes] | None = None, api_url: str = "", demo: Demo | None = None,
                 amendments: Amendments | None = None):
        self.tree, self.structure, self.urls, self.citations = tree, structure, urls, citations
        self.demo = demo
        self.amendments = amendments if amendments is not None else Amendments.of(tree, urls)
        # the unamended text of amended and removed clauses: its own citations (spans into its own words)
        old = [c for c in [*self.amendments.originals.values(), *self.amendments.removed_clauses.values()]
               if isinstance(c, (Article, Note))]
        self.original_citations = collect(tree, urls, old, known=citations.known or None) if old else Citations()
        self._old = {id(c) for c in old}
        self.terms = Terms(tree)
        self.env = env or environment()
        static = static_files() if static is None else static
        # a content hash in asset URLs: a changed stylesheet is a changed page, and caches never go stale
        self.asset_versions = {k[len("static/"):]: hashlib.sha256(v).hexdigest()[:10] for k, v in static.items()}
        self.env.globals.update(
            base=urls.base, site_title=site_title, urls=urls, asset=self.asset,
            code=tree.code or "Code", code_short=tree.code_short, footer_claim=footer_claim,
            search_url=structure.search.url, definitions_url=structure.definitions.url,
            jump_url=f"{urls.base}jump.json", csp=meta_csp(origin_of(api_url) if api_url else ""),
            api=api_base(api_url),
            demo=demo, demo_footer=DEMO_FOOTER, packages=self.amendments.packages,
            changes_url=urls.changes() if self.amendments else "",
            changed_divisions={c.clause.division for c in self.amendments.changes},
        )
        self._templates = {name: self.env.get_template(f"{name}.html")
                           for name in ("home", "listing", "article", "note", "definitions", "search", "not_found",
                                        "changes", "redirect")}

    def asset(self, name: str) -> str:
        v = self.asset_versions.get(name)
        return f"{self.urls.base}static/{name}" + (f"?v={v}" if v else "")

    # --- text ------------------------------------------------------------------
    def text(self, clause: Article | Note, key: str, text: str, terms: bool = True,
             italics: Italics = None) -> Markup:
        """A passage as HTML: escaped, its citations and defined terms made links.

        A defined term is linked where the passage prints it in italics (``italics``, its
        spans); the same word in roman is the plain word. Without spans (a parser that did
        not record them) every occurrence of a term the clause prints in italics is linked.
        """
        inserts: list[tuple[tuple[int, int], str, str]] = []
        citations = self.original_citations if id(clause) in self._old else self.citations
        for link in citations.links.get((clause.id, key), ()):
            inserts.append((link.span, f'<a class="xref" href="{escape(link.href)}">', "</a>"))
        pattern = self.terms.pattern(clause.terms) if terms else None
        if pattern is not None:
            for m in pattern.finditer(text):
                if italics is not None and not any(s <= m.start() and m.end() <= e for s, e in italics):
                    continue
                d = self.terms.lookup(m.group(0))
                href = f"{self.structure.definitions.url}#{term_slug(d.term)}"
                inserts.append((m.span(), f'<a class="term" href="{href}" title="{escape(d.text)}">', "</a>"))
        html = refs.annotate(text, inserts, nested=False) if inserts else str(escape(text))
        return Markup(superscript_units(html))

    # --- pages -----------------------------------------------------------------
    def render_all(self) -> list[RenderedPage]:
        return [self.render(p) for p in self.structure.pages] + [self.render_not_found()]

    def render(self, page: Page) -> RenderedPage:
        rendered = self._render(page)
        self.check_variants(rendered)
        return rendered

    def check_variants(self, r: RenderedPage) -> None:
        """Raise ``VariantDropped`` when the page lacks what its variant must show."""
        if self.demo is not None and ('class="demo-banner"' not in r.html or 'data-ask-mode="recorded"' not in r.html):
            raise VariantDropped(f"the templates dropped the demo banner or the recorded ask mode from {r.file}; "
                                 "base.html must render them (see templates/_demo_banner.html)")
        if r.page.kind in ("article", "note", "section", "subsection"):
            for c in self.amendments.of_clause(r.page.clause):
                if f'data-amendment="{escape(c.marker)}"' not in r.html:
                    raise VariantDropped(f"the templates dropped the amendment badge of {c.what} ({c.badge}) "
                                         f"from {r.file}; article.html, note.html and listing.html must render it "
                                         "(the amended macro of _macros.html)")

    def _render(self, page: Page) -> RenderedPage:
        ctx = {"page": page, "crumbs": page.ancestors}
        if page.kind == "home":
            html = self._templates["home"].render(ctx)
        elif page.kind in ("division", "part", "section", "subsection") or (
                page.kind == "original" and isinstance(page.clause, Heading)):
            current = page.kind != "original"
            html = self._templates["listing"].render(
                ctx, referenced_by=self.citations.referenced_by.get(page.url, []) if current else [],
                listed=page if current else page.parent, **self.amendment_context(page))
        elif page.kind == "redirect":
            html = self._templates["redirect"].render({**ctx, "crumbs": []}, redirect=self.amendments.redirect_of(page))
        elif page.kind == "article" or (page.kind in ("original", "removed") and isinstance(page.clause, Article)):
            html = self._templates["article"].render(ctx, **self.article_context(page))
        elif page.kind in ("note", "original", "removed"):
            html = self._templates["note"].render(ctx, **self.note_context(page))
        elif page.kind == "changes":
            html = self._templates["changes"].render(ctx, **self.changes_context(page))
        elif page.kind == "definitions":
            html = self._templates["definitions"].render(ctx, definitions=self.definitions())
        elif page.kind == "search":
            html = self._templates["search"].render(ctx)
        else:
            raise ValueError(f"no template for a {page.kind} page")
        return RenderedPage(page, self.urls.file(page.url), html, page.kind in ("article", "note"))

    def render_not_found(self) -> RenderedPage:
        page = Page("not_found", f"{self.urls.base}404.html", title="Page not found", parent=self.structure.home)
        rendered = RenderedPage(page, "404.html", self._templates["not_found"].render(page=page, crumbs=[]), False)
        self.check_variants(rendered)
        return rendered

    def piece(self, clause: Article | Note, piece: Piece) -> Markup:
        """One piece of a unit's running text as HTML (see ``text``)."""
        return self.text(clause, piece.key, piece.text, terms=piece.terms, italics=piece.italics)

    def article_context(self, page: Page) -> dict:
        a: Article = page.clause
        walk = units(a)
        inside: dict[Unit, list[Unit]] = defaultdict(list)  # a Sentence's Clauses, a Clause's Subclauses
        for u in walk:
            if u.parent is not None:
                inside[u.parent].append(u)

        current = page.kind == "article"  # not an original or removed clause's page
        changed = self.amendments.at if current else (lambda *_: [])

        def item(u: Unit) -> dict:
            out = {"id": u.anchor, "mark": u.mark, "label": u.label, "html": self.piece(a, u.pieces[0]),
                   "amended": changed(a, u.id)}
            if u.kind in _NESTED:
                out[_NESTED[u.kind]] = [item(x) for x in inside[u]]
            return out

        sentences = [item(u) for u in walk if u.kind == "sentence"]
        if current:
            self._place_removed(a, sentences)
        return {
            "article": a, "sentences": sentences,
            "tables": self.tables(walk, changed), "figures": self.figures(walk),
            "definitions": [{"id": u.anchor, "term": u.node.term, "html": self.piece(a, u.pieces[0]),
                             "amended": changed(a, u.id)} for u in walk if u.kind == "definition"],
            "notes": [self.structure.by_id[n] for n in a.notes if n in self.structure.by_id],
            "referenced_by": self.citations.referenced_by.get(page.url, []) if current else [],
            "filters": self.filters(page) if current else {},
            **self.amendment_context(page),
        }

    def _place_removed(self, a: Article, sentences: list[dict]) -> None:
        """Sentences and Clauses a package removed, shown as removed where they stood."""
        for c in self.amendments.removed_units.get(a.id, []):
            u = c.unit
            entry = {"id": u.anchor, "mark": u.mark, "label": u.label, "removed": True,
                     "html": Markup(superscript_units(str(escape(u.full_text)))), "amended": self.amendments.at(a, u.id),
                     "clauses": [], "subclauses": []}
            siblings, p, chain = sentences, u.parent, []
            while p is not None:  # the anchors of the Sentence (and Clause) it was printed in
                chain.insert(0, p.anchor)
                p = p.parent
            for anchor in chain:
                holder = next((x for x in siblings if x["id"] == anchor), None)
                if holder is None:
                    break
                siblings = holder["clauses"] if "clauses" in holder else holder["subclauses"]
            else:
                holder = True
            if holder is None:
                continue  # its Sentence is gone too: shown with it
            if any(s["id"] == u.anchor for s in siblings):
                continue  # the amended text has a unit of that number again
            at = next((i for i, s in enumerate(siblings) if _after(s["id"], u.anchor)), len(siblings))
            siblings.insert(at, entry)

    def amendment_context(self, page: Page) -> dict:
        """What an Article, Note or heading page says of amendments: on the current text, its badges,
        the changes to the clause (heading) as a whole and the link to the original; on an original
        or removed clause's (heading's) page, which text it is and where the current one is."""
        clause = page.clause
        current = page.kind in ("article", "note", "division", "part", "section", "subsection")
        changes = self.amendments.of_clause(clause if current or page.kind == "removed" else page.parent.clause)
        v = {"variant": "" if current else page.kind, "badges": list(dict.fromkeys(c.badge for c in changes)),
             "clause_changes": self.amendments.at(clause) if current else changes if page.kind == "removed" else [],
             "original_url": self.urls.original(clause) if current and clause.id in self.amendments.originals else "",
             "current_url": page.parent.url if page.kind == "original" else "",
             "change_pages": [(p.date, self.urls.changes(p.date)) for p in self.amendments.packages
                              if any(c.package == p.date for c in changes)]}
        return {"amend": v, "variant": v["variant"], "indexed": current, "original_url": v["original_url"],
                "current_url": v["current_url"]}

    def changes_context(self, page: Page) -> dict:
        date = page.number or None
        changes = self.amendments.in_package(date)
        package = next((p for p in self.amendments.packages if p.date == date), None)
        return {"package": package, "groups": self.amendments.groups(changes), "kinds": self.amendments.kinds(changes),
                "count": len(changes),
                "package_pages": [(p, self.urls.changes(p.date)) for p in self.amendments.packages]}

    def tables(self, walk: list[Unit], changed=lambda *_: []) -> list[dict]:
        return [{"id": u.anchor, "table": u.node, "forms_part_of": self.piece(u.clause, u.pieces[0]),
                 "notes": [self.piece(u.clause, x) for x in u.pieces[1:]], "amended": changed(u.clause, u.id)}
                for u in walk if u.kind == "table"]

    @staticmethod
    def figures(walk: list[Unit]) -> list[dict]:
        return [{"id": u.anchor, "figure": u.node} for u in walk if u.kind == "figure"]

    def note_context(self, page: Page) -> dict:
        n: Note = page.clause
        walk = units(n)
        current = page.kind == "note"
        changed = self.amendments.at if current else (lambda *_: [])
        paragraphs = [{"id": u.anchor, "html": self.piece(n, u.pieces[0]), "amended": changed(n, u.id),
                       "heading": u.kind == "heading"} for u in walk if u.kind in ("paragraph", "heading")]
        explains = []
        explained = set()  # the Articles whose words the Note explains
        for target in n.explains:
            url = self.urls.target(target)
            if not url:
                continue
            number = target.split("-", 1)[1]
            head, suffixes = P.split_suffixes(number)
            article = self.urls.index.clauses.get(f"{n.division}-{head}")
            kind = ("Sentence", "Clause", "Subclause")[len(suffixes) - 1] if suffixes else \
                ("Article" if article else "Subsection")
            title = f" {article.title}" if article else ""
            explains.append((f"{kind} {number}{title}", url))
            if article:
                explained.add(article.id)
        # other Articles whose title or a Sentence says "See Note" for it
        pointed_from = [p for p in self.structure.articles_citing_note(n.id) if p.clause.id not in explained]
        return {
            "note": n, "paragraphs": paragraphs, "explains": explains, "pointed_from": pointed_from,
            "tables": self.tables(walk, changed), "figures": self.figures(walk),
            "referenced_by": self.citations.referenced_by.get(page.url, []) if current else [],
            "filters": self.filters(page) if current else {},
            **self.amendment_context(page),
        }

    def filters(self, page: Page) -> dict[str, str]:
        """Pagefind filters: Division, Part and kind, each value plain text (``filter_value``)."""
        part = page.part_page
        values = {
            "Division": f"Division {page.division}",
            "Part": " ".join(x for x in (f"Part {part.number}", part.title, f"(Division {page.division})") if x)
                    if part else "",
            "Kind": "Article" if page.kind == "article" else "Note",
        }
        return {k: filter_value(v) for k, v in values.items()}

    def definitions(self) -> list[dict]:
        source = next((a for a in self.tree.articles if a.definitions and a.division == "A"),
                      next((a for a in self.tree.articles if a.definitions), None))
        if source is None:
            return []
        return [{"id": u.anchor, "term": u.node.term, "html": self.piece(source, u.pieces[0])}
                for u in units(source) if u.kind == "definition"]


def _after(anchor: str, removed: str) -> bool:
    """Whether the unit at ``anchor`` comes after the removed unit at ``removed`` (same level):
    ``s3`` after ``s2``, ``s2-c`` after ``s2-b``."""
    def key(x: str) -> tuple:
        last = x.rsplit("-", 1)[-1].lstrip("s")
        return (0, int(last), "") if last.isdigit() else (1, len(last), last)
    return key(anchor) > key(removed)


def jump_map(structure: Structure) -> str:
    """The clause-number jump's map: id -> [url, title], ids as in the model
    (``B-9.8.8.3.``, ``B-Part-9``, ``B-9.8.``, ``B-A-9.8.8.3.``). A Note that
    explains several clauses (``A-9.8.8.5.(1) and (3)``) is also listed under
    each of them, so typing either finds it; a removed or renumbered clause under
    its old number."""
    from .. import patterns as P

    out: dict[str, list[str]] = {}
    for key, page in structure.by_id.items():
        if page.kind == "division":
            continue
        out[key] = [page.url, page.heading]
        if page.kind == "note" and " and " in page.number:
            for piece in P.split_note_number(page.number):
                out.setdefault(f"{page.division}-A-{piece}", [page.url, page.heading])
    # a clause a revisions package removed or renumbered is still found by the number the reader knows:
    # its old text, or its new page ("Note A-2.2.1.1.(4)(e) ... (renumbered)" leading to A-2.2.1.1.(4))
    for page in structure.pages:
        if page.kind in ("removed", "redirect") and page.clause is not None:
            url = page.parent.url if page.kind == "redirect" and page.parent is not None else page.url
            out.setdefault(page.clause.id, [url, page.heading])
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
