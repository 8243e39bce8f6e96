"""Shared fixtures: the built-in fixture corpus, built once per test session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codecite_site.config import Config, Paths


@pytest.fixture(scope="session")
def work_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("work")


@pytest.fixture(scope="session")
def config(work_dir) -> Config:
    """A Config whose cache lives in a session temp dir (never the user's .codecite)."""
    return Config(paths=Paths(work=str(work_dir)), root=work_dir)


@pytest.fixture(scope="session")
def fixture_dir(config) -> Path:
    from codecite_site.ingest import ensure_fixture

    return ensure_fixture(config, log=lambda *_: None)


@pytest.fixture(scope="session")
def fixture_pdf(fixture_dir) -> Path:
    return fixture_dir / "nbc_fixture.pdf"


@pytest.fixture(scope="session")
def truth(fixture_dir) -> dict:
    return json.loads((fixture_dir / "nbc_fixture.truth.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def parsed(fixture_pdf):
    """(ClauseTree, Report) of the fixture PDF."""
    from codecite_site.parse import parse_pdf

    return parse_pdf(fixture_pdf)


@pytest.fixture(scope="session")
def tree(parsed):
    return parsed[0]
