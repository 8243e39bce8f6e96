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
        "headings": [dataclasses.asdict(h) for h in tree.headings],
        "clauses": [to_record(c) for c in [*tree.articles, *tree.notes]],
    }


def tree_from_json(data: dict) -> ClauseTree:
    tree = ClauseTree(headings=[Heading(**h) for h in data["headings"]])
    for rec in data["clauses"]:
        c = from_record(rec)
        (tree.articles if c.kind == "article" else tree.notes).append(c)
    return tree


def load_tree(config: Config, pdf: Path | None = None, log=print) -> tuple[ClauseTree, Report, Path]:
    """Parse ``pdf`` (default: configured or built-in), caching the tree by file hash."""
    pdf = Path(pdf) if pdf else default_pdf(config, log=log)
    if not pdf.is_file():
        raise IngestError(f"{pdf}: no such file")
    digest = hashlib.sha256(pdf.read_bytes()).hexdigest()[:16]
    cache = config.work_dir / "parse" / f"{digest}.json"
    if cache.exists():
        try:
            return tree_from_json(json.loads(cache.read_text(encoding="utf-8"))), Report(), pdf
        except (ValueError, KeyError, TypeError):
            pass  # a cache from another version: parse again
    tree, report = parse(pdf)
    atomic_write_text(cache, json.dumps(tree_to_json(tree), ensure_ascii=False))
    return tree, report, pdf
