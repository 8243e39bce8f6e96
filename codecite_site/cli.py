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


def log(msg: str) -> None:
    click.echo(msg, err=True)


@click.group()
@click.version_option(package_name="codecite-site")
def cli() -> None:
    """codecite-site: the building code as a linked, searchable site with cited answers."""


@cli.command()
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder for the PDFs and ground truth (default: <work>/fixture).")
@click.option("--scale", is_flag=True, help="Also build the NBC-sized corpus for benchmarks.")
@config_option
@user_errors
def fixture(out: Path | None, scale: bool, config) -> None:
    """Write the synthetic fixture PDF(s), excerpts and their ground truth."""
    from .ingest import fixture_dir, write_fixture

    out = out or fixture_dir(config)
    t = time.perf_counter()
    for path in write_fixture(out, scale=scale, log=log):
        click.echo(str(path))
    log(f"done in {time.perf_counter() - t:.1f} s")


@cli.command()
@click.argument("pdf", required=False, type=click.Path(path_type=Path))
@click.option("-o", "--output", default="-", help="Where to write the JSON lines (default: standard output).")
@config_option
@user_errors
def parse(pdf: Path | None, output: str, config) -> None:
    """Parse a Code PDF (default: the built-in fixture) into one JSON object per Article and Note."""
    from .ingest import default_pdf, parse as parse_file, write_jsonl

    pdf = pdf or default_pdf(config, log=log)
    t = time.perf_counter()
    tree, report = parse_file(pdf)
    write_jsonl(tree, output)
    for page, why in report.problems[:20]:
        log(f"page {page}: {why}")
    if len(report.problems) > 20:
        log(f"... and {len(report.problems) - 20} more problems")
    for name in report.outline_missing[:10]:
        log(f"outline lists {name}, which the parse did not find")
    for name in report.outline_extra[:10]:
        log(f"parsed {name}, which the outline does not list")
    log(f"{report.summary(tree)} ({time.perf_counter() - t:.1f} s)")


def main() -> None:
    try:
        cli(prog_name="codecite-site")
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)


if __name__ == "__main__":
    main()
