"""The ingest jobs behind ``codecite-site fixture`` and ``codecite-site parse``.

Plain functions that take a Config: the CLI only calls them. Outputs are
written to a temporary file and moved into place, so a failure never leaves a
half-written file.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

from .config import Config
from .extract import ExtractError
from .files import atomic_write_text
from .model import ClauseTree, Continuation, Heading, from_record, to_record
from .parse import ParseError, Report, parse_pdf

FIXTURE_NAME = "nbc_fixture"
SCALE_NAME = "nbc_scale"


class IngestError(Exception):
    """A user-facing failure: one line, exit code 2."""


def corpus_hash(texts: dict[str, str] | None = None) -> str:
    """Hash of the corpus source and of the code that typesets it."""
    from .fixture.generate import source_hash

    return source_hash(texts)


def write_fixture(out_dir: Path, scale: bool = False, log=print, encoding=None) -> list[Path]:
    """Write the fixture PDFs and ground truth (and the scale PDF with ``scale``) in ``encoding``
    (default ``line``; see fixture/encode.py)."""
    from .fixture.encode import Encoding
    from .fixture.generate import build_fixture_with_source, build_package, write_revisions
    from .fixture.scale import scale_texts

    enc = Encoding.parse(encoding)
    # the stamp names a non-default encoding, so ensure_fixture never takes such a folder for its own
    mark = "" if enc.name == "line" else f"+{enc.name}"
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    truth = build_package(out_dir, enc)
    written += [out_dir / f"{FIXTURE_NAME}.pdf", out_dir / f"{FIXTURE_NAME}_2019.pdf",
                out_dir / f"{FIXTURE_NAME}.truth.json"]
    written += [out_dir / f"{name}.pdf" for name in excerpt_pages(truth)]
    written += [out_dir / f"{FIXTURE_NAME}_revisions.pdf", out_dir / f"{FIXTURE_NAME}_revisions.truth.json"]
    (out_dir / "corpus.hash").write_text(corpus_hash() + mark)
    log(f"fixture: {truth['pages']} pages, {sum(c['kind'] == 'article' for c in truth['clauses'])} Articles, "
        f"{sum(c['kind'] == 'note' for c in truth['clauses'])} Notes, {len(truth['references'])} references")
    if scale:
        texts = scale_texts()
        t, doc, ts = build_fixture_with_source(out_dir, texts, SCALE_NAME, False, enc)
        write_revisions(out_dir, SCALE_NAME, doc, ts, enc, texts=texts)
        (out_dir / "scale.hash").write_text(corpus_hash(texts) + mark)
        written += [out_dir / f"{SCALE_NAME}.pdf", out_dir / f"{SCALE_NAME}.truth.json",
                    out_dir / f"{SCALE_NAME}_revisions.pdf", out_dir / f"{SCALE_NAME}_revisions.truth.json"]
        log(f"scale: {t['pages']} pages, {sum(c['kind'] == 'article' for c in t['clauses'])} Articles, "
            f"{sum(c['kind'] == 'note' for c in t['clauses'])} Notes")
    return written


def excerpt_pages(truth: dict) -> dict[str, list[int]]:
    """Page lists for the excerpts: a range in the middle of Part 9, and a
    revisions package of scattered amended pages from Divisions B and C."""
    from .fixture.generate import excerpt_pages as shapes

    return shapes(truth)


def fixture_dir(config: Config) -> Path:
    return config.work_dir / "fixture"


def variant_pdf(config: Config, encoding="genuine", kind: str = "main") -> Path:
    """A fixture file written in another encoding (``kind``: main, 2019, excerpt, amended, truth,
    scale, scale-truth), built on first use into the work folder's cache."""
    from .fixture.generate import fixture_pdf

    return fixture_pdf(fixture_dir(config) / "encodings", encoding, kind)


def ensure_fixture(config: Config, scale: bool = False, log=print) -> Path:
    """The built-in fixture, built (or rebuilt when its source changed) on demand."""
    out = fixture_dir(config)
    stamp = out / "corpus.hash"
    need = not (out / f"{FIXTURE_NAME}.pdf").exists() or not stamp.exists() or stamp.read_text() != corpus_hash()
    if scale:
        need = need or not (out / f"{SCALE_NAME}.pdf").exists() or not (out / f"{SCALE_NAME}_revisions.pdf").exists()
    if need:
        log(f"building the fixture corpus into {out} ...")
        write_fixture(out, scale=scale, log=log)
    return out


def default_pdf(config: Config, log=print) -> Path:
    if config.paths.pdf:
        return config.path(config.paths.pdf)
    return ensure_fixture(config, log=log) / f"{FIXTURE_NAME}.pdf"


def parse(pdf: Path) -> tuple[ClauseTree, Report]:
    """Parse, turning every expected failure into an IngestError (one line)."""
    try:
        return parse_pdf(pdf)
    except (ExtractError, ParseError) as e:
        raise IngestError(str(e)) from None


def inspect_file(pdf: Path):
    """``inspection.inspect_pdf``, turning every expected failure into an IngestError (one line)."""
    from .inspection import inspect_pdf

    try:
        return inspect_pdf(pdf)
    except (ExtractError, ParseError) as e:
        raise IngestError(str(e)) from None


def write_jsonl(tree: ClauseTree, out) -> None:
    lines = "".join(json.dumps(to_record(c), ensure_ascii=False) + "\n" for c in [*tree.articles, *tree.notes])
    if out in (None, "-"):
        sys.stdout.write(lines)
    else:
        atomic_write_text(Path(out), lines)


def read_jsonl(path: Path) -> ClauseTree:
    tree = ClauseTree()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        c = from_record(json.loads(line))
        (tree.articles if c.kind == "article" else tree.notes).append(c)
    return tree


def tree_to_json(tree: ClauseTree) -> dict:
    return {
        "code": tree.code,
        "headings": [dataclasses.asdict(h) for h in tree.headings],
        "clauses": [to_record(c, pages=True) for c in [*tree.articles, *tree.notes]],
        "continuations": [{"division": c.division, "page": c.page, "page_label": c.page_label,
                           "header": list(c.header), "clause": to_record(c.clause, pages=True)}
                          for c in tree.continuations],
    }


def tree_from_json(data: dict) -> ClauseTree:
    tree = ClauseTree(headings=[Heading(**h) for h in data["headings"]], code=data.get("code", ""))
    for rec in data["clauses"]:
        c = from_record(rec)
        (tree.articles if c.kind == "article" else tree.notes).append(c)
    tree.continuations = [Continuation(c["division"], c["page"], c["page_label"], tuple(c["header"]),
                                       from_record(c["clause"])) for c in data.get("continuations", [])]
    tree.continuations = [Continuation(c["division"], c["page"], c["page_label"], tuple(c["header"]),
                                       from_record(c["clause"])) for c in data.get("continuations", [])]
    return tree


# the modules whose code decides what a parse gives: a change to any of them is a new parse
_PARSER_MODULES = ("extract.py", "parse.py", "tables.py", "patterns.py", "model.py")


def parser_version() -> str:
    here = Path(__file__).parent
    h = hashlib.sha256()
    for name in _PARSER_MODULES:
        h.update((here / name).read_bytes())
    return h.hexdigest()[:12]


def report_lines(report: Report, limit: int = 20) -> list[str]:
    """What a user should see of a parse: its problems and the outline's disagreements."""
    lines = [f"page {page}: {why}" for page, why in report.problems[:limit]]
    if len(report.problems) > limit:
        lines.append(f"... and {len(report.problems) - limit} more problems")
    lines += [f"outline lists {name}, which the parse did not find" for name in report.outline_missing[:10]]
    lines += [f"parsed {name}, which the outline does not list" for name in report.outline_extra[:10]]
    lines += [f"{cid}: parsed title {got!r}, the outline has {want!r}" for cid, got, want in report.outline_titles[:10]]
    return lines


def report_to_json(report: Report) -> dict:
    return {
        "pages": report.pages, "skipped": dict(report.skipped), "problems": report.problems,
        "outline_missing": report.outline_missing, "outline_extra": report.outline_extra,
        "outline_titles": report.outline_titles, "has_outline": report.has_outline,
        "outline_unlisted_notes": report.outline_unlisted_notes,
    }


def report_from_json(data: dict) -> Report:
    return Report(
        pages=data["pages"], skipped=Counter(data["skipped"]), problems=[tuple(p) for p in data["problems"]],
        outline_missing=data["outline_missing"], outline_extra=data["outline_extra"],
        outline_titles=[tuple(t) for t in data["outline_titles"]], has_outline=data["has_outline"],
        outline_unlisted_notes=data["outline_unlisted_notes"],
    )


def load_tree(config: Config, pdf: Path | None = None, log=print,
              revisions: list[Path] | None = None) -> tuple[ClauseTree, Report, Path]:
    """Parse ``pdf`` (default: configured or built-in), caching the tree and its report by the
    file's bytes and the parser's code (a parser fix reaches everyone who parsed before); then
    apply the revisions packages (default: ``[paths] revisions``), see ``load_amended``."""
    tree, report, pdf, _ = load_amended(config, pdf, log=log, revisions=revisions)
    return tree, report, pdf


def revision_paths(config: Config, extra=()) -> list[Path]:
    """The packages to apply: ``[paths] revisions`` and then ``extra`` (``build --revisions``)."""
    out = []
    for p in [*(config.path(r) for r in config.paths.revisions), *(Path(e) for e in extra)]:
        if p.resolve() not in {q.resolve() for q in out}:
            out.append(p)
    return out


def load_amended(config: Config, pdf: Path | None = None, log=print, revisions: list[Path] | None = None):
    """``(tree, parse report, pdf, amend reports)``: the base Code with each package of ``revisions``
    (default ``[paths] revisions``) applied in date order (``amend.py``). A package is parsed once and
    cached by its bytes and the parser's and amending code, so a changed package is read again."""
    tree, report, pdf = _load_base(config, pdf, log=log)
    paths = revision_paths(config) if revisions is None else list(revisions)
    if not paths:
        return tree, report, pdf, []
    tree, reports = apply_revisions(config, tree, paths)
    return tree, report, pdf, reports


def read_package_cached(config: Config, path: Path):
    """``amend.read_package``, cached like a parse (IngestError for a missing or unreadable file)."""
    from . import amend

    path = Path(path)
    if not path.is_file():
        raise IngestError(f"{path}: no such revisions package")
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    cache = config.work_dir / "parse" / f"package-{digest}-{parser_version()}-{_amend_version()}.json"
    if cache.exists():
        try:
            return _package_from_json(json.loads(cache.read_text(encoding="utf-8")), path)
        except (ValueError, KeyError, TypeError):
            pass  # a damaged cache: read again
    try:
        pf = amend.read_package(path)
    except amend.AmendError as e:
        raise IngestError(str(e)) from None
    atomic_write_text(cache, json.dumps(_package_to_json(pf), ensure_ascii=False))
    return pf


def apply_revisions(config: Config, tree: ClauseTree, paths: list[Path]):
    """``tree`` with the packages at ``paths`` applied in date order; and a report for each."""
    from . import amend

    files = sorted((read_package_cached(config, p) for p in paths), key=lambda pf: pf.package.date)
    reports = []
    for pf in files:
        try:
            tree, rep = amend.apply_package(tree, pf)
        except amend.AmendError as e:
            raise IngestError(str(e)) from None
        reports.append(rep)
    return tree, reports


def _amend_version() -> str:
    return hashlib.sha256((Path(__file__).parent / "amend.py").read_bytes()).hexdigest()[:12]


def _package_to_json(pf) -> dict:
    from .amend import _package_json

    return {"package": _package_json(pf.package), "tree": tree_to_json(pf.tree), "report": report_to_json(pf.report),
            "labels": [[k, *v] for k, v in pf.labels.items()], "footer_code": pf.footer_code,
            "unflagged": pf.unflagged}


def _package_from_json(data: dict, path: Path):
    from .amend import PackageFile
    from .model import ChangeRecord, Package

    p = data["package"]
    records = tuple(ChangeRecord(r["package"], r["division"], tuple(r["references"]), r["kind"], r["description"],
                                 tuple(r["wording"])) for r in p["records"])
    package = Package(p["date"], p["title"], p["code"], path.name, records)
    return PackageFile(package, tree_from_json(data["tree"]), report_from_json(data["report"]),
                       {int(k): (d, lb) for k, d, lb in data["labels"]}, data["footer_code"], data["unflagged"])


def _load_base(config: Config, pdf: Path | None = None, log=print) -> tuple[ClauseTree, Report, Path]:
    pdf = Path(pdf) if pdf else default_pdf(config, log=log)
    if not pdf.is_file():
        raise IngestError(f"{pdf}: no such file")
    digest = hashlib.sha256(pdf.read_bytes()).hexdigest()[:16]
    cache = config.work_dir / "parse" / f"{digest}-{parser_version()}.json"
    if cache.exists():
        try:
            data = json.loads(cache.read_text(encoding="utf-8"))
            return tree_from_json(data["tree"]), report_from_json(data["report"]), pdf
        except (ValueError, KeyError, TypeError):
            pass  # a damaged cache: parse again
    tree, report = parse(pdf)
    atomic_write_text(cache, json.dumps({"tree": tree_to_json(tree), "report": report_to_json(report)},
                                        ensure_ascii=False))
    return tree, report, pdf
