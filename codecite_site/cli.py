"""The command line: click only. Every command is a thin call into a plain function.

Expected failures (bad input, bad config) print one line and exit non-zero;
nothing here prints a traceback for them.
"""

from __future__ import annotations

import functools
import sys
import time
from pathlib import Path

import click

from .config import ConfigError, load_config


class UserError(click.ClickException):
    """One-line message, exit code 2."""

    exit_code = 2

    def show(self, file=None) -> None:
        click.echo(f"error: {self.message}", err=True)


def config_option(f):
    @click.option("--config", "config_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
                  help="Settings file (default: ./site_config.toml if present).")
    @functools.wraps(f)
    def wrapper(*args, config_path=None, **kwargs):
        try:
            config = load_config(config_path)
        except ConfigError as e:
            raise UserError(str(e)) from None
        return f(*args, config=config, **kwargs)

    return wrapper


def user_errors(f):
    """Turn the package's one-line failures into UserError."""

    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        from .ingest import IngestError
        from .fixture.source import SourceError

        try:
            return f(*args, **kwargs)
        except (IngestError, SourceError) as e:
            raise UserError(str(e).splitlines()[0]) from None

    return wrapper


def qa_errors(f):
    """Cohere, vector and store failures are one-line errors too (the key and the database
    password are never in them)."""

    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        from .qa.cohere_client import UpstreamError
        from .qa.vectors import VectorError
        from .store import StoreError, StoreUnavailable

        try:
            return f(*args, **kwargs)
        except UpstreamError as e:
            raise UserError(e.message) from None
        except (VectorError, StoreError, StoreUnavailable) as e:
            raise UserError(str(e).splitlines()[0]) from None

    return wrapper


def log(msg: str) -> None:
    click.echo(msg, err=True)


def _encoding(ctx, param, value: str):
    """--encoding: a fixture encoding name or comma list (fixture/encode.py)."""
    from .fixture.encode import Encoding

    try:
        return Encoding.parse(value)
    except ValueError as e:
        raise click.BadParameter(str(e)) from None


@click.group()
@click.version_option(package_name="codecite-site")
def cli() -> None:
    """codecite-site: the building code as a linked, searchable site with cited answers."""


@cli.command()
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder for the PDFs and ground truth (default: <work>/fixture).")
@click.option("--scale", is_flag=True, help="Also build the NBC-sized corpus for benchmarks.")
@click.option("--encoding", default="line", callback=_encoding,
              help="How the PDFs are written (the printed pages never change): line (default), words, nospace, "
                   "kern, rects, mixedrules, paintorder, genuine, or a comma list such as words,kern. "
                   "Other than line, the default folder is <work>/fixture/encodings/<encoding>.")
@config_option
@user_errors
def fixture(out: Path | None, scale: bool, encoding, config) -> None:
    """Write the synthetic fixture PDF(s), excerpts and their ground truth."""
    from .ingest import fixture_dir, write_fixture

    out = out or (fixture_dir(config) if encoding.name == "line" else
                  fixture_dir(config) / "encodings" / encoding.name)
    t = time.perf_counter()
    for path in write_fixture(out, scale=scale, log=log, encoding=encoding):
        click.echo(str(path))
    log(f"done in {time.perf_counter() - t:.1f} s")


@cli.command()
@click.argument("pdf", required=False, type=click.Path(path_type=Path))
@click.option("--page", "page", type=int, default=None, help="Show this page (1-based) line by line.")
@click.option("--png", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="With --page: write the page rendered with a box round each line, coloured by its role.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@config_option
@user_errors
def inspect(pdf: Path | None, page: int | None, png: Path | None, as_json: bool, config) -> None:
    """What the parser saw: each line's role (heading, Sentence, Clause, Note, table cell, noise and why),
    the running header's Division and clause, the problems; without --page, counts for the whole file."""
    import json

    from .ingest import default_pdf, inspect_file
    from .inspection import page_text, summary_text

    pdf = pdf or default_pdf(config, log=log)
    seen = inspect_file(pdf)
    if page is not None and not 1 <= page <= len(seen.pages):
        raise UserError(f"--page {page}: {pdf} has pages 1 to {len(seen.pages)}")
    if png is not None and page is None:
        raise UserError("--png draws one page: give --page N too")
    if page is None:
        click.echo(json.dumps(seen.summary(), ensure_ascii=False, indent=1) if as_json else summary_text(seen.summary()))
        return
    info = seen.page(page)
    click.echo(json.dumps(info, ensure_ascii=False, indent=1) if as_json else page_text(info))
    if png is not None:
        seen.png(page, png)
        log(f"wrote {png}")


@cli.command()
@click.argument("pdf", required=False, type=click.Path(path_type=Path))
@click.option("-o", "--output", default="-", help="Where to write the JSON lines (default: standard output).")
@config_option
@user_errors
def parse(pdf: Path | None, output: str, config) -> None:
    """Parse a Code PDF (default: the built-in fixture) into one JSON object per Article and Note."""
    from .ingest import default_pdf, parse as parse_file, report_lines, write_jsonl

    pdf = pdf or default_pdf(config, log=log)
    t = time.perf_counter()
    tree, report = parse_file(pdf)
    write_jsonl(tree, output)
    for line in report_lines(report):
        log(line)
    log(f"{report.summary(tree)} ({time.perf_counter() - t:.1f} s)")


@cli.command()
@click.option("--pdf", type=click.Path(path_type=Path), default=None, help="Code PDF (default: configured or fixture).")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Site folder (default: [paths] site).")
@click.option("--base-path", default=None, help="URL prefix the site is served under, e.g. /codecite/ (default: [site] base_path).")
@click.option("--strict", is_flag=True, help="Fail the build on any broken internal link or anchor.")
@click.option("--api-url", default=None, metavar="URL",
              help="Address of an answer proxy on another origin for the ask panel, e.g. https://api.example.org/ "
                   "(default: [site] api_url; empty = the site's own origin).")
@click.option("--revisions", "revisions", multiple=True, type=click.Path(dir_okay=False, path_type=Path),
              help="An NRC revisions-and-errata package PDF to apply on top of the Code (repeatable; added to "
                   "[paths] revisions; applied in the date order of their Change Summaries).")
@config_option
@user_errors
@qa_errors
def build(pdf: Path | None, out: Path | None, base_path: str | None, strict: bool, api_url: str | None,
          revisions: tuple[Path, ...], config) -> None:
    """Build the static site: one page per Article and Note, cross-references linked, Pagefind search."""
    from .ingest import revision_paths
    from .site.build import BuildError, build_site

    packages = revision_paths(config, revisions)
    try:
        report = build_site(config, pdf=pdf, out=out, base_path=base_path, strict=strict, log=log, api_url=api_url,
                            revisions=packages)
    except BuildError as e:
        raise UserError(str(e)) from None
    for u in report.unresolved:
        log(f"unresolved: {u}")
    for b in report.broken[:20]:
        log(f"broken link: {b}")
    log(report.summary())
    if config.retrieval.local_dense:
        # precompute the offline answers' local vectors now, so `serve` starts at once
        from .ingest import load_tree
        from .qa.answer import Engine
        from .qa.local_dense import vectors_dir
        from .store import open_store

        tree, _, pdf_path = load_tree(config, pdf, log=log, revisions=packages)
        engine = Engine.build(tree, config, local_dir=vectors_dir(config, pdf_path), log=log,
                              store=open_store(config), pdf=pdf_path)
        log(f"answers: offline retrieval {engine.retrieval}"
            + (f" ({engine.local_model} vectors ready)" if engine.local_model else f" ({engine.local_status})"))


@cli.command()
@click.argument("package", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--pdf", type=click.Path(path_type=Path), default=None,
              help="The base Code PDF (default: configured or fixture).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
@config_option
@user_errors
def changes(package: Path, pdf: Path | None, as_json: bool, config) -> None:
    """A revisions package's Change Summary and what applying it changes (and the mismatches between
    the two), without building. Packages of [paths] revisions dated before it are applied first."""
    import json

    from .ingest import apply_revisions, load_tree, read_package_cached, revision_paths

    pf = read_package_cached(config, package)
    base, _, _ = load_tree(config, pdf, log=log, revisions=[])
    earlier = [p for p in revision_paths(config) if p.resolve() != package.resolve()
               and read_package_cached(config, p).package.date < pf.package.date]
    tree, _ = apply_revisions(config, base, earlier)
    _, (report,) = apply_revisions(config, tree, [package])
    if as_json:
        click.echo(json.dumps(report.to_json(), ensure_ascii=False, indent=1))
        return
    p = pf.package
    click.echo(f"{p.code or 'unnamed Code'}: {p.title}, Change Summary (Date: {p.date}): {len(p.records)} records")
    for r in p.records:
        click.echo(f"  {r.division:<8} {', '.join(r.references) or 'n/a':<32} {r.kind:<10} {r.description}")
    for line in report.lines():
        click.echo(line)


@cli.command()
@click.option("--site", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Built site folder (default: [paths] site).")
@click.option("--port", type=int, default=8001, show_default=True, help="Port on 127.0.0.1 (0 = any free port).")
@config_option
def preview(site: Path | None, port: int, config) -> None:
    """Serve a built site on 127.0.0.1 for browsing (search needs HTTP, not file://)."""
    from .site.preview import PreviewError, make_server

    try:
        server, url = make_server(site or config.path(config.paths.site), port=port,
                                  client_timeout=config.serve.client_timeout,
                                  max_connections=config.serve.max_connections, log=log)
    except PreviewError as e:
        raise UserError(str(e)) from None
    log(f"serving {url}  (Ctrl-C stops)")
    try:
        server.serve_forever()
    finally:
        server.server_close()


@cli.command("eval")
@click.option("--questions", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Question file, JSON lines (default: eval/questions.jsonl).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Where to write the report (default: eval/results.md; eval/results-NAME.md for "
                   "another question file NAME.jsonl).")
@click.option("--compare", nargs=2, type=click.Path(path_type=Path), default=None,
              metavar="BEFORE AFTER", help="Compare two reports, or two folders of reports (each results*.md "
                                           "in both: every question set), and exit.")
@click.option("--no-answers", is_flag=True, help="Score retrieval only, skip the answer checks.")
@config_option
@user_errors
def eval_(questions: Path | None, out: Path | None, compare, no_answers: bool, config) -> None:
    """Score retrieval (hit@k, MRR) and answers per configuration on a question file."""
    from .evaluate import EvalError, compare_reports, evaluate

    try:
        if compare:
            click.echo(compare_reports(*compare))
            return
        click.echo(evaluate(config, questions, out, log=log, answers=not no_answers))
    except EvalError as e:
        raise UserError(str(e)) from None


@cli.command()
@click.argument("question")
@click.option("--no-rerank", is_flag=True, help="Skip the reranker (Cohere backend only).")
@click.option("--show-hits", is_flag=True, help="Also list the retrieved clauses with their ranks.")
@click.option("--json", "as_json", is_flag=True, help="Print the whole answer as JSON.")
@click.option("--offline", is_flag=True, help="Answer offline (BM25 + quoted Sentences) even with a Cohere key.")
@click.option("--pdf", type=click.Path(path_type=Path), default=None, help="Code PDF (default: configured or fixture).")
@config_option
@user_errors
@qa_errors
def ask(question: str, no_rerank: bool, show_hits: bool, as_json: bool, offline: bool, pdf: Path | None,
        config) -> None:
    """Answer a question from the Code, citing the Sentences it rests on."""
    import json

    import sys

    from .ingest import default_pdf, load_tree
    from .qa.answer import answer_text, engine_for, site_url
    from .site.build import built_from, built_revisions

    if not question.strip():
        raise UserError("the question is empty")
    pdf = pdf or default_pdf(config, log=log)
    site = config.path(config.paths.site)
    built = built_from(site)
    # the Code as the built site shows it: with the revisions packages that build applied
    revisions = built_revisions(site) if built is not None and built.resolve() == Path(pdf).resolve() else None
    tree, _, pdf = load_tree(config, pdf, log=log, revisions=revisions)
    engine = engine_for(config, tree, offline=offline, pdf=pdf)
    answer = engine.ask(question, rerank=not no_rerank)
    if as_json:
        click.echo(json.dumps(answer, ensure_ascii=False, indent=2))
    else:  # links the terminal opens: OSC 8 hyperlinks on a terminal, plain URLs in a pipe or file
        click.echo(answer_text(answer, show_hits, site=site_url(config), terminal=sys.stdout.isatty()))


@cli.command()
@click.option("--site", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Built site folder to serve (default: [paths] site).")
@click.option("--host", default=None, help="Address to bind (default: [serve] host, 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Port (default: [serve] port, 8000; 0 = any free port).")
@click.option("--workers", type=click.IntRange(1, 64), default=None,
              help="Processes serving on the one port, each with its own copy of the Engine (default: [serve] workers, 1).")
@click.option("--offline", is_flag=True, help="Answer offline even with a Cohere key.")
@click.option("--pdf", type=click.Path(path_type=Path), default=None,
              help="Code PDF (default: the one the site was built from, else configured or fixture).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Settings file (default: ./site_config.toml if present).")
@user_errors
@qa_errors
def serve(site: Path | None, host: str | None, port: int | None, workers: int | None, offline: bool,
          pdf: Path | None, config_path: Path | None) -> None:
    """Serve the built site and the answer API (/api/health, /api/ask) on one origin."""
    from .ingest import load_tree
    from .qa.answer import engine_for
    from .serve import ServeError, for_site, make_proxy, serve_workers
    from .site.build import built_revisions

    try:
        config = load_config(config_path)
    except ConfigError as e:
        raise UserError(str(e)) from None
    site = site or config.path(config.paths.site)
    try:
        # the site's base path, and the Code it was built from (a mismatch is refused)
        config, pdf, api_origin = for_site(config, site, pdf)
    except ServeError as e:
        raise UserError(str(e)) from None
    host = host or config.serve.host
    port = config.serve.port if port is None else port
    workers = workers or config.serve.workers
    # the Code as the site shows it: with the revisions packages its build applied
    revisions = built_revisions(site)
    tree, _, pdf = load_tree(config, pdf, log=log, revisions=revisions)
    engine = engine_for(config, tree, offline=offline, pdf=pdf, timeout=config.serve.timeout)
    if not site.is_dir():
        log(f"note: no site in {site} (build it with `codecite-site build`); serving the API only")
    if workers > 1:
        # checked here once (the corpus, the vectors' manifest); each worker builds its own
        del engine, tree
        try:
            serve_workers(config, config_path, site, pdf, offline, host, port, workers, api_origin, log=log,
                          revisions=revisions)
        except OSError as e:
            raise UserError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
        return
    try:
        proxy = make_proxy(engine, config, site, host, port, log=log, api_origin=api_origin)
    except OSError as e:
        raise UserError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    log(f"serving {site} and the answer API ({engine.backend}) at {proxy.url}  (Ctrl-C stops)")
    try:
        proxy.serve_forever()
    finally:
        proxy.server_close()


def _dimension(ctx, param, value: int | None) -> int | None:
    """Only the sizes Embed v4 offers: a one-line error (exit 2) for any other, before any work."""
    from .qa.cohere_client import OUTPUT_DIMENSIONS

    if value is not None and value not in OUTPUT_DIMENSIONS:
        sizes = ", ".join(map(str, OUTPUT_DIMENSIONS[:-1])) + f" or {OUTPUT_DIMENSIONS[-1]}"
        raise UserError(f"--dimension must be {sizes} (the sizes Embed v4 offers), not {value}")
    return value


@cli.command()
@click.option("--dtype", type=click.Choice(["int8", "float16"]), default="int8", help="Stored vector type.")
@click.option("--dimension", type=int, default=None, callback=_dimension, metavar="[256|512|1024|1536]",
              help="Embedding size: 256, 512, 1024 or 1536 (default: the model's, 1536 for Embed v4).")
@click.option("--pdf", type=click.Path(path_type=Path), default=None, help="Code PDF (default: configured or fixture).")
@config_option
@user_errors
@qa_errors
def embed(dtype: str, dimension: int | None, pdf: Path | None, config) -> None:
    """Precompute the chunk vectors with Cohere Embed (needs COHERE_API_KEY); resumes where it stopped.

    Paced to [cohere] embed_inputs_per_minute (a trial key's 2,000 inputs a minute by default)."""
    from .ingest import load_tree
    from .qa.vectors import embed_corpus

    tree, _, pdf = load_tree(config, pdf, log=log)
    pace = config.cohere.embed_inputs_per_minute
    log(f"embedding at most {pace:,} texts a minute ([cohere] embed_inputs_per_minute)" if pace
        else "embedding unpaced ([cohere] embed_inputs_per_minute = 0)")
    with click.progressbar(length=1, label="embedding chunks", file=sys.stderr) as bar:
        def progress(done: int, total: int) -> None:
            bar.length = max(total, 1)
            bar.update(done - bar.pos)

        manifest, _ = embed_corpus(config, tree, pdf, dtype=dtype, dimension=dimension, progress=progress, log=log)
    from .store import cohere_set, open_store

    loss = manifest["loss"]
    log(f"{manifest['count']} vectors ({manifest['model']}, {manifest['dimension']} dims, {manifest['dtype']}) "
        f"{open_store(config).where(cohere_set(config, pdf))}; storage loss: mean cosine {loss['mean_cosine']}, worst {loss['min_cosine']}, "
        f"top-10 agreement {loss['top10_agreement']}")


@cli.command()
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("dist"), show_default=True,
              help="Folder to write the demo site into (replaced only when the build succeeds).")
@click.option("--base-path", default=None, help="URL prefix the demo is served under, e.g. /codecite/ (default: [site] base_path).")
@click.option("--questions", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Sample questions, one a line (default: demo/questions.txt).")
@config_option
@user_errors
@qa_errors
def demo(out: Path, base_path: str | None, questions: Path | None, config) -> None:
    """Build the public demo: the synthetic fixture corpus only, with recorded answers (no proxy, no key)."""
    from .demo import DemoError, build_demo
    from .site.build import BuildError

    try:
        report = build_demo(config, out, base_path, questions, log=log)
    except (DemoError, BuildError) as e:
        raise UserError(str(e)) from None
    click.echo(report.summary())


def main() -> None:
    try:
        cli(prog_name="codecite-site")
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)


if __name__ == "__main__":
    main()
