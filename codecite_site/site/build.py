"""``codecite-site build``: parse -> structure -> render -> write -> index -> check -> swap in.

Everything is gathered and rendered in memory, written into a temporary folder
next to the output, indexed and link-checked there, and only then swapped in
for the old site; any failure removes the temporary folder, so the previous
site (if any) is left exactly as it was.

Unchanged rebuilds are cheap: the site keeps a manifest of the content hash of
every file it holds; a page whose new HTML has the same hash is hard-linked
from the old site instead of written, and when no searchable page changed the
old Pagefind bundle is reused instead of indexing again.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from ..config import Config
from ..ingest import load_amended, report_lines, revision_paths
from ..model import ClauseTree
from ..urls import Urls, api_base
from .amendments import Amendments
from .citations import Unresolved, collect
from .linkcheck import Broken, check_links
from .render import Demo, Renderer, VariantDropped, demo_assets, environment, jump_map, static_files
from .search import SearchIndexError, index_site
from .structure import build_structure, url_clashes

MANIFEST = ".codecite-site.json"
GENERATOR = "codecite-site"


def built_from(site: Path) -> Path | None:
    """The PDF a built site was made from (its manifest), when that file is still there."""
    try:
        pdf = json.loads((Path(site) / MANIFEST).read_text(encoding="utf-8")).get("pdf")
    except (OSError, ValueError, AttributeError):
        return None
    return Path(pdf) if pdf and Path(pdf).is_file() else None


def built_revisions(site: Path) -> list[Path] | None:
    """The revisions packages a built site applied (its manifest); None when it records none."""
    try:
        paths = json.loads((Path(site) / MANIFEST).read_text(encoding="utf-8")).get("revisions")
    except (OSError, ValueError, AttributeError):
        return None
    return [Path(p) for p in paths] if isinstance(paths, list) else None


class BuildError(Exception):
    """The build failed; the message is one line saying why and what to do."""


@dataclass
class BuildReport:
    out: Path
    base_path: str
    pages: int = 0
    written: int = 0
    unchanged: int = 0
    indexed: int = 0
    search_reused: bool = False
    links_resolved: int = 0
    unresolved: list[Unresolved] = field(default_factory=list)
    links_checked: int = 0
    broken: list[Broken] = field(default_factory=list)
    stages: dict[str, float] = field(default_factory=dict)  # stage -> seconds
    amend: list = field(default_factory=list)  # an amend.AmendReport per revisions package, in date order

    def summary(self) -> str:
        stages = ", ".join(f"{k} {v:.1f} s" for k, v in self.stages.items())
        search = "search index reused" if self.search_reused else f"{self.indexed} pages indexed"
        return (f"built {self.out} ({self.base_path}): {self.pages} pages ({self.written} written, "
                f"{self.unchanged} unchanged), {search}; cross-references: {self.links_resolved} resolved, "
                f"{len(self.unresolved)} unresolved; links: {self.links_checked} checked, {len(self.broken)} broken; "
                f"{self._revisions()}{stages}; total {sum(self.stages.values()):.1f} s")

    def _revisions(self) -> str:
        applied = [r for r in self.amend if r.applied]
        if not self.amend:
            return ""
        return (f"revisions: {len(applied)} of {len(self.amend)} packages applied "
                f"({', '.join(r.package.date for r in applied) or 'none'}), "
                f"{sum(len(r.amendments) for r in applied)} units changed, "
                f"{sum(len(r.mismatches) for r in applied)} mismatches; ")


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:20]


def read_manifest(site: Path) -> dict | None:
    try:
        data = json.loads((Path(site) / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("generator") == GENERATOR else None


def _check_out_dir(out: Path) -> None:
    """Never replace a folder this command did not write (``--out ~`` must not wipe a home)."""
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and read_manifest(out) is None)):
        raise BuildError(f"{out} exists and is not a site built by codecite-site; choose another --out or remove it")


def _place(tmp: Path, rel: str, data: bytes, old: Path | None) -> bool:
    """Write ``rel`` into the new site, or hard-link the old site's identical copy. True when written."""
    dest = tmp / rel
    dest.parent.mkdir(parents=True, exist_ok=True)
    if old is not None:
        try:
            os.link(old / rel, dest)
            return False
        except OSError:
            pass  # another file system, or gone: write it
    dest.write_bytes(data)
    return True


def _swap(tmp: Path, out: Path) -> None:
    """Put the site in ``tmp`` in place of ``out``; the replaced site is removed in the background.

    Where the system can (Linux ``renameat2(RENAME_EXCHANGE)``, macOS ``renamex_np(RENAME_SWAP)``) the
    two folders trade places in one step, so a server looking up any path of ``out`` at any instant
    finds one whole build, old or new, never no site (a rename of ``out`` away, then of ``tmp`` in,
    leaves a moment with no folder, when every request is a 404). Elsewhere, those two renames."""
    if not out.exists():
        os.replace(tmp, out)
        return
    trash = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.old-"))
    if _exchange(tmp, out):
        os.replace(tmp, trash / "site")  # tmp now holds the old site; nothing serves that path
    else:
        os.replace(out, trash / "site")
        try:
            os.replace(tmp, out)
        except OSError:
            os.replace(trash / "site", out)  # put the old site back
            raise
    _remove_later(trash)


def _exchange(a: Path, b: Path) -> bool:
    """Swap the two paths atomically; False where the system or the file system cannot."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        if sys.platform.startswith("linux"):
            fn, args = libc.renameat2, (_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
            fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
        elif sys.platform == "darwin":
            fn, args = libc.renamex_np, (os.fsencode(a), os.fsencode(b), _RENAME_SWAP)
            fn.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_uint]
        else:
            return False
    except (OSError, AttributeError):  # no such C library function (an old libc)
        return False
    fn.restype = ctypes.c_int
    if fn(*args) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
        return False  # a file system without atomic exchange: the two renames
    raise OSError(err, os.strerror(err), str(b))


_AT_FDCWD, _RENAME_EXCHANGE, _RENAME_SWAP = -100, 2, 2


def _remove_later(path: Path) -> None:
    """Delete the replaced site in a detached process: the new site is already in
    place, and removing thousands of folders can take longer than the build."""
    try:
        subprocess.Popen([sys.executable, "-c", "import shutil, sys; shutil.rmtree(sys.argv[1], True)", str(path)],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)
    except OSError:
        shutil.rmtree(path, ignore_errors=True)


def _sweep(out: Path) -> None:
    """Old sites a previous build replaced but whose removal did not finish."""
    for stale in out.parent.glob(f".{out.name}.old-*"):
        _remove_later(stale)


def build_site(config: Config, pdf: Path | None = None, out: Path | None = None, base_path: str | None = None,
               strict: bool = False, log=print, api_url: str | None = None, demo: Demo | None = None,
               tree: ClauseTree | None = None, revisions: list[Path] | None = None) -> BuildReport:
    """Build the static site; returns the report (raises BuildError / IngestError on failure).

    ``api_url`` (default ``[site] api_url``): the address of an answer proxy on another origin
    that the ask panel asks (its origin is allowed in the pages' ``connect-src``).
    ``demo``: the public demo's page variant (banner, recorded ask mode), rendered into every page.
    ``tree``: the clause tree of ``pdf`` already loaded (and amended), instead of parsing it here.
    ``revisions``: packages applied on top of the Code (default: ``[paths] revisions``)."""
    out = Path(out) if out else config.path(config.paths.site)
    out = out.resolve()
    base = base_path if base_path is not None else config.site.base_path
    api_url = config.site.api_url if api_url is None else api_url
    try:
        api_base(api_url)
    except ValueError as e:
        raise BuildError(f"--api-url: {e}") from None
    _check_out_dir(out)
    if out.parent.is_dir():
        _sweep(out)
    stages: dict[str, float] = {}
    t = time.perf_counter()

    revisions = revision_paths(config) if revisions is None else list(revisions)
    amended = []
    if tree is None:
        tree, parse_report, pdf_path, amended = load_amended(config, pdf, log=log, revisions=revisions)
    else:
        parse_report, pdf_path = None, Path(pdf) if pdf else None
        revisions = [s for s in (p.source for p in tree.packages) if s]
    if not tree.articles:
        raise BuildError(f"{pdf_path}: no Articles found, so there is no site to build")
    stages["parse"] = time.perf_counter() - t
    if parse_report is not None:
        for line in report_lines(parse_report, limit=10):
            log(f"parse: {line}")
        log(f"parse: {pdf_path.name}: {tree.code or 'unnamed Code'}: {parse_report.summary(tree)}; "
            f"{len(tree.headings)} headings ({stages['parse']:.1f} s)")
    for rep in amended:
        for line in rep.lines():
            log(f"revisions: {line}")

    t = time.perf_counter()
    urls = Urls(base, tree)
    structure = build_structure(tree, urls)
    amendments = Amendments.of(tree, urls)
    amendments.add_pages(structure, urls)  # What changed, original and removed clauses' pages
    if amendments.unknown:
        log(f"amendments: {len(amendments.unknown)} name no Article or Note of the Code and are not shown "
            f"(first: {amendments.unknown[0].unit})")
    if clashes := url_clashes(structure):
        # two pages written to one file: one would silently replace the other
        raise BuildError(f"two pages map to one file: {', '.join(sorted(clashes)[:5])}")
    citations = collect(tree, urls)
    stages["links"] = time.perf_counter() - t
    report = BuildReport(out, urls.base, links_resolved=citations.resolved, unresolved=citations.unresolved,
                         amend=amended)
    log(f"cross-references: {citations.resolved} resolved, {len(citations.unresolved)} unresolved "
        f"({stages['links']:.1f} s)")

    t = time.perf_counter()
    override = config.path(config.site.templates) if config.site.templates else None
    if override is not None and not override.is_dir():
        raise BuildError(f"[site] templates: {override} is not a folder")
    static = static_files(override=override)
    if demo is not None:
        static = {**demo_assets(), **static}
    try:
        renderer = Renderer(tree, structure, urls, citations, site_title=config.site.title, env=environment(override),
                            static=static, api_url=api_url, demo=demo, amendments=amendments)
        rendered = []
        for i, page in enumerate(structure.pages, 1):
            rendered.append(renderer.render(page))
            if i % 1000 == 0:
                log(f"render: {i}/{len(structure.pages)} pages")
        rendered.append(renderer.render_not_found())
    except jinja2.TemplateError as e:
        where = f" ({e.filename}:{e.lineno})" if getattr(e, "lineno", None) else ""
        raise BuildError(f"template error{where}: {e.message or e}") from None
    except VariantDropped as e:
        raise BuildError(str(e)) from None
    files: dict[str, bytes] = {r.file: r.html.encode("utf-8") for r in rendered}
    files["jump.json"] = jump_map(structure).encode("utf-8")
    files.update(static)
    stages["render"] = time.perf_counter() - t
    report.pages = len(rendered)
    log(f"render: {len(rendered)} pages ({stages['render']:.1f} s)")

    old = read_manifest(out) if out.exists() else None
    old_files = old.get("files", {}) if old else {}
    hashes = {rel: _digest(data) for rel, data in files.items()}
    searchable = sorted((r.page.url, r.file) for r in rendered if r.searchable)
    search_key = _digest(json.dumps([[url, hashes[f]] for url, f in searchable]).encode()
                         + _pagefind_version().encode())

    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.building-"))
    umask = os.umask(0)
    os.umask(umask)
    tmp.chmod(0o777 & ~umask)  # mkdtemp makes it private; a site is for serving
    try:
        t = time.perf_counter()
        for rel, data in files.items():
            same = old_files.get(rel) == hashes[rel]
            if _place(tmp, rel, data, out if same else None):
                report.written += 1
            else:
                report.unchanged += 1
        stages["write"] = time.perf_counter() - t
        log(f"write: {report.written} written, {report.unchanged} unchanged ({stages['write']:.1f} s)")

        t = time.perf_counter()
        if old and old.get("search") == search_key and _bundle_intact(out, old):
            shutil.copytree(out / "pagefind", tmp / "pagefind", copy_function=_link_or_copy)
            report.search_reused = True
            log("index: no searchable page changed, search index reused")
        else:
            log(f"index: {len(searchable)} Article and Note pages ...")
            try:
                report.indexed = index_site(tmp, log=log)
            except SearchIndexError as e:
                raise BuildError(str(e)) from None
        bundle = {p.relative_to(tmp).as_posix(): _digest(p.read_bytes())
                  for p in (tmp / "pagefind").rglob("*") if p.is_file()}
        stages["index"] = time.perf_counter() - t
        if not report.search_reused:
            log(f"index: {report.indexed} pages ({stages['index']:.1f} s)")

        t = time.perf_counter()
        pages = {r.file: r.html for r in rendered}
        others = {p.relative_to(tmp).as_posix() for p in tmp.rglob("*") if p.is_file()} - pages.keys()
        links = check_links(pages, others, urls.base)
        report.links_checked, report.broken = links.checked, links.broken
        stages["check"] = time.perf_counter() - t
        log(f"check: {links.checked} internal links, {len(links.broken)} broken ({stages['check']:.1f} s)")
        if strict and links.broken:
            raise BuildError(f"{len(links.broken)} broken links (first: {links.broken[0]}); "
                             "the old site was left as it was")

        manifest = {"generator": GENERATOR, "base_path": urls.base, "search": search_key,
                    "files": hashes, "search_files": bundle, "pdf": str(pdf_path) if pdf_path else "",
                    "pdf_sha256": hashlib.sha256(pdf_path.read_bytes()).hexdigest() if pdf_path else "",
                    "api_url": api_url, "revisions": [str(Path(p).resolve()) for p in revisions]}
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=0, sort_keys=True), encoding="utf-8")
        _swap(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    report.stages = stages
    return report


def _bundle_intact(site: Path, manifest: dict) -> bool:
    """The old site's search bundle is exactly what its build verified (``index_site``): no file
    missing, changed or cut off since. A site whose manifest records no bundle is indexed again."""
    recorded = manifest.get("search_files")
    folder = site / "pagefind"
    if not isinstance(recorded, dict) or not recorded or not folder.is_dir():
        return False
    present = {p.relative_to(site).as_posix(): p for p in folder.rglob("*") if p.is_file()}
    if present.keys() != recorded.keys():
        return False
    try:
        return all(_digest(p.read_bytes()) == recorded[rel] for rel, p in present.items())
    except OSError:
        return False


def _link_or_copy(src, dst):
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)
    return dst


def _pagefind_version() -> str:
    try:
        from importlib.metadata import version

        return version("pagefind")
    except Exception:  # noqa: BLE001 - a missing version only costs a re-index
        return "?"
