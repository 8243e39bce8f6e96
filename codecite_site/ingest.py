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
from .model import ClauseTree, Heading, from_record, to_record
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
    from .fixture.generate import build_fixture, build_package
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
    (out_dir / "corpus.hash").write_text(corpus_hash() + mark)
    log(f"fixture: {truth['pages']} pages, {sum(c['kind'] == 'article' for c in truth['clauses'])} Articles, "
        f"{sum(c['kind'] == 'note' for c in truth['clauses'])} Notes, {len(truth['references'])} references")
    if scale:
        texts = scale_texts()
        t = build_fixture(out_dir, texts, name=SCALE_NAME, variants=False, encoding=enc)
        (out_dir / "scale.hash").write_text(corpus_hash(texts) + mark)
        written += [out_dir / f"{SCALE_NAME}.pdf", out_dir / f"{SCALE_NAME}.truth.json"]
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
        need = need or not (out / f"{SCALE_NAME}.pdf").exists()
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
        "clauses": [to_record(c) for c in [*tree.articles, *tree.notes]],
    }


def tree_from_json(data: dict) -> ClauseTree:
    tree = ClauseTree(headings=[Heading(**h) for h in data["headings"]], code=data.get("code", ""))
    for rec in data["clauses"]:
        c = from_record(rec)
        (tree.articles if c.kind == "article" else tree.notes).append(c)
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


def load_tree(config: Config, pdf: Path | None = None, log=print) -> tuple[ClauseTree, Report, Path]:
    """Parse ``pdf`` (default: configured or built-in), caching the tree and its report by the
    file's bytes and the parser's code (a parser fix reaches everyone who parsed before)."""
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
