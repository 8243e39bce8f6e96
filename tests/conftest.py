"""Shared fixtures: the built-in fixture corpus, built once per test session."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from codecite_site.config import Config, Paths


@pytest.fixture(scope="session")
def work_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("work")


# Content-keyed caches outlive a session: a vector is keyed by the model's fingerprint and its
# text's hash, so it can never be stale, and the local model embeds the fixture once per checkout
# instead of once per session (~20 s).
PERSISTENT_CACHE = Path(__file__).resolve().parents[1] / ".codecite" / "cache"


@pytest.fixture(scope="session")
def config(work_dir) -> Config:
    """A Config whose work folder is a session temp dir (never the user's .codecite); only the
    content-keyed cache is shared, in the project's .codecite/cache."""
    return Config(paths=Paths(work=str(work_dir), cache=str(PERSISTENT_CACHE)), root=work_dir)


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


# --- the fake Cohere API (issue 4): the real SDK talks to it over HTTP ----------------
@pytest.fixture(scope="session")
def fake_cohere():
    from fake_cohere import FakeCohere

    with FakeCohere() as fake:
        yield fake


@pytest.fixture()
def cohere_fake(fake_cohere):
    """The session's fake, reset before and after each test (no failure leaks into the next)."""
    fake_cohere.reset()
    yield fake_cohere
    fake_cohere.reset()


@pytest.fixture(scope="session")
def fixture_vectors(config, tree, fixture_pdf, fake_cohere):
    """Vectors of the fixture chunks, embedded through the fake (256 dims keeps it quick)."""
    from fake_cohere import GOOD_KEY

    from codecite_site.qa.cohere_client import CohereClient
    from codecite_site.qa.vectors import embed_corpus

    client = CohereClient(GOOD_KEY, config.models, base_url=fake_cohere.url)
    manifest, folder = embed_corpus(config, tree, fixture_pdf, dimension=256, client=client)
    return folder


# --- the static site (issue 3): built once per session, at the root and under a sub-path ----------
@pytest.fixture(scope="session")
def site_build(config, fixture_pdf, tmp_path_factory):
    """(BuildReport, folder) of the fixture site served at the root."""
    from codecite_site.site.build import build_site

    out = tmp_path_factory.mktemp("site") / "site"
    return build_site(config, pdf=fixture_pdf, out=out, log=lambda *_: None), out


@pytest.fixture(scope="session")
def subpath_site_build(config, fixture_pdf, tmp_path_factory):
    """(BuildReport, folder) of the fixture site built for ``/codecite/``."""
    from codecite_site.site.build import build_site

    out = tmp_path_factory.mktemp("subsite") / "site"
    return build_site(config, pdf=fixture_pdf, out=out, base_path="/codecite/", log=lambda *_: None), out


# --- browsers: Debian's Chromium through Playwright (playwright install cannot download here) ---------
CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"],
    }


def run_preview(site: Path):
    """Start ``codecite-site preview`` on a free port; returns (process, home URL) once it answers."""
    import subprocess
    import sys
    import time
    import urllib.request

    from codecite_site.site.preview import free_port

    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "codecite_site", "preview", "--site", str(site), "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    manifest = json.loads((site / ".codecite-site.json").read_text())
    url = f"http://127.0.0.1:{port}{manifest['base_path']}"
    deadline = time.monotonic() + 20
    while True:
        try:
            urllib.request.urlopen(url, timeout=1).read()
            return proc, url
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"preview did not start: {proc.stderr.read()}") from None
            time.sleep(0.1)


def previewed(site: Path):
    """A session fixture's body: the URL of ``site`` under ``preview``, stopped afterwards."""
    proc, url = run_preview(site)
    yield url
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def site_url(site_build):
    yield from previewed(site_build[1])


@pytest.fixture(scope="session")
def subpath_site_url(subpath_site_build):
    yield from previewed(subpath_site_build[1])


# --- end-to-end flows (issue 5): screenshots and a watch on every page's console and requests ----------
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"


@pytest.fixture
def shot(request):
    """``shot(page, "step")`` saves ``test-artifacts/<test>/<nn>-step.png`` for a person to look at."""
    folder = ARTIFACTS / re.sub(r"[^\w.-]+", "-", re.sub(r"\[chromium-?", "[", request.node.name)).strip("-")
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    count = iter(range(1, 100))

    def take(page, step: str) -> Path:
        path = folder / f"{next(count):02d}-{step}.png"
        page.screenshot(path=str(path), full_page=False)
        return path

    return take


class PageWatch:
    """Console errors, uncaught exceptions, failed requests and HTTP errors seen by a page.

    A test that provokes a failure on purpose names what it expects with ``allow(substring)``."""

    def __init__(self, page):
        self.problems: list[str] = []
        self.requests: list[str] = []
        # the browser itself asks the host's root for /favicon.ico when a page names no icon
        self.allowed: list[str] = ["/favicon.ico"]
        page.on("console", lambda m: m.type == "error" and self.problems.append(f"console: {m.text} ({m.location})"))
        page.on("pageerror", lambda e: self.problems.append(f"uncaught: {e}"))
        self._streamed: list = []
        self._navigations = 0  # navigations of the page's main frame started so far
        self._made_after: dict = {}  # a request -> the navigations started before it
        self._closed = False
        page.on("request", self._request)
        page.on("close", lambda _: setattr(self, "_closed", True))
        page.on("requestfailed", self._failed)
        page.on("response", self._response)

    def _request(self, r) -> None:
        self.requests.append(r.url)
        if r.is_navigation_request() and r.frame.parent_frame is None:
            self._navigations += 1
        self._made_after[r] = self._navigations

    def _left(self, r) -> bool:
        """Whether the page went on to another document, or was closed, after ``r`` was made: a request in
        flight then is cut off by the test ("GET /api/health", the ask panel's, when the next page.goto came
        first), not lost."""
        return self._closed or self._made_after.get(r, self._navigations) < self._navigations

    def _response(self, r) -> None:
        if r.status >= 400:
            self.problems.append(f"HTTP {r.status}: {r.url}")
        elif "ndjson" in (r.headers.get("content-type") or ""):
            self._streamed.append(r.request)

    def _failed(self, r) -> None:
        # Chromium under Playwright reports a streamed no-store response that the page read to its
        # end with getReader() as ERR_ABORTED (microsoft/playwright#42742); the page saw it succeed
        if r.failure == "net::ERR_ABORTED" and any(r is s for s in self._streamed):
            return
        if r.failure == "net::ERR_ABORTED" and self._left(r):
            return
        self.problems.append(f"failed: {r.method} {r.url} {r.failure}")

    def allow(self, substring: str) -> None:
        self.allowed.append(substring)

    def unexpected(self) -> list[str]:
        return [p for p in self.problems if not any(a in p for a in self.allowed)]


@pytest.fixture
def watch(page):
    """The test's page, watched: the test fails if any page logged an error or lost a request."""
    w = PageWatch(page)
    yield w
    assert not w.unexpected(), "\n".join(w.unexpected())


@pytest.fixture(scope="session")
def demo_build(config, fixture_dir, tmp_path_factory):
    """(DemoReport, folder) of the demo built for ``/codecite/``; the folder is ``<parent>/codecite``,
    so a plain static server on the parent serves it under its sub-path."""
    from codecite_site.demo import build_demo

    out = tmp_path_factory.mktemp("demo") / "codecite"
    return build_demo(config, out, "/codecite/", log=lambda *_: None), out


@pytest.fixture(scope="session")
def cohere_demo_build(config, fixture_dir, fake_cohere, tmp_path_factory):
    """(DemoReport, folder, Cohere paths called) of a demo recorded with Cohere (its fake, through the
    real SDK), served at the root, for three sample questions. Its own cache, so its 1536-dim vectors
    never replace the session's; the built fixture is shared."""
    from dataclasses import replace

    from fake_cohere import GOOD_KEY

    from codecite_site.demo import build_demo

    root = tmp_path_factory.mktemp("cohere-demo")
    (root / "work").mkdir()
    (root / "work" / "fixture").symlink_to(fixture_dir)
    work = replace(config, paths=replace(config.paths, work=str(root / "work")))
    questions = root / "questions.txt"
    questions.write_text("What is the minimum height of a guard on a deck?\n"
                         "Where must smoke alarms be installed in a house?\n"
                         "How deep must footings be below the ground?\n", encoding="utf-8")
    fake_cohere.reset()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("COHERE_API_KEY", GOOD_KEY)
        mp.setenv("CO_API_URL", fake_cohere.url)
        report = build_demo(work, root / "dist", "/", questions_file=questions, log=lambda *_: None)
    called = [p for p, _ in fake_cohere.requests]
    fake_cohere.reset()
    return report, root / "dist", called


# --- the hostile fixture (issue 11): payloads in every field, built into a site by the normal build ----------
@pytest.fixture(scope="session")
def hostile_pdf(tmp_path_factory) -> Path:
    from hostile import build_hostile_pdf

    return build_hostile_pdf(tmp_path_factory.mktemp("hostile"))


@pytest.fixture(scope="session")
def hostile_tree(config, hostile_pdf):
    from codecite_site.ingest import load_tree

    return load_tree(config, hostile_pdf, log=lambda *_: None)[0]


@pytest.fixture(scope="session")
def hostile_site(config, hostile_pdf, tmp_path_factory) -> Path:
    """The hostile fixture's site folder, built at the root.

    Pagefind's service now and then leaves a file of its bundle empty (``pagefind-entry.json``,
    which fails the build, or ``pagefind-ui.js``, which does not) when the machine is busy; these
    tests are about what the site does with hostile text, so such a build is retried (twice)."""
    from codecite_site.site.build import BuildError, build_site

    root = tmp_path_factory.mktemp("hostile-site")
    for attempt in range(3):
        out = root / f"site{attempt}"  # a new folder: a rebuild in place would reuse the broken index
        try:
            build_site(config, pdf=hostile_pdf, out=out, log=lambda *_: None)
        except BuildError as e:
            if "Pagefind" not in str(e) or attempt == 2:
                raise
            continue
        if all(p.stat().st_size for p in (out / "pagefind").rglob("*") if p.is_file()) or attempt == 2:
            return out


# --- the amended site (issue 12): the fixture's revisions package applied (tests/amended.py) ----------
@pytest.fixture(scope="session")
def amended(config, fixture_dir):
    from amended import amended_tree

    return amended_tree(config, fixture_dir)


@pytest.fixture(scope="session")
def amended_site_build(config, fixture_pdf, amended, tmp_path_factory):
    """(BuildReport, folder) of the fixture site with its revisions package applied, at the root."""
    from codecite_site.site.build import build_site

    out = tmp_path_factory.mktemp("amended") / "site"
    return build_site(config, pdf=fixture_pdf, out=out, tree=amended, log=lambda *_: None), out


@pytest.fixture(scope="session")
def amended_site_url(amended_site_build):
    yield from previewed(amended_site_build[1])


@pytest.fixture(scope="session")
def package_site_build(config, fixture_dir, tmp_path_factory):
    """(BuildReport, folder) of the fixture site with the fixture's real revisions package applied
    (``build --revisions``: its retitled Subsection, its renumbered Note), at the root."""
    from codecite_site.site.build import build_site

    out = tmp_path_factory.mktemp("package") / "site"
    return build_site(config, pdf=fixture_dir / "nbc_fixture.pdf", out=out, log=lambda *_: None,
                      revisions=[fixture_dir / "nbc_fixture_revisions.pdf"]), out


@pytest.fixture(scope="session")
def package_site_url(package_site_build):
    yield from previewed(package_site_build[1])


@pytest.fixture(scope="session")
def demo_url(demo_build, tmp_path_factory):
    """The offline-recorded demo, built for /codecite/, on a plain static host serving its parent folder."""
    from servers import static

    _, folder = demo_build
    server = static(folder.parent, tmp_path_factory.mktemp("logs") / "static.log")
    yield f"{server.url}/codecite/"
    server.stop()


# --- a real PostgreSQL with pgvector (issue 10): the pgserver wheel, one server per session -----------
class Postgres:
    """PostgreSQL 16 with pgvector 0.6.2 from the ``pgserver`` wheel, in a temporary folder,
    listening on a Unix socket only. As root (CI) pgserver runs it as its own system user
    (``pgserver``, made with useradd): PostgreSQL refuses to run as root."""

    def __init__(self, folder: Path):
        import pgserver

        self.server = pgserver.get_server(folder, cleanup_mode="delete")
        self.socket = self.server.get_postmaster_info().socket_dir
        self._n = 0

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://postgres@/{db}?host={self.socket}"

    def new_database(self, prefix: str = "t") -> str:
        """A fresh empty database; its connection URL."""
        import psycopg

        self._n += 1
        name = f"{prefix}{self._n}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        from pgserver._commands import pg_ctl

        pg_ctl(["-w", "-m", "fast", "stop"], pgdata=self.server.pgdata, user=self.server.system_user)

    def start(self) -> None:
        with self.server._lock:
            self.server.ensure_postgres_running()


@pytest.fixture(scope="session")
def postgres(tmp_path_factory):
    import os

    os.environ.setdefault("XDG_RUNTIME_DIR", str(tmp_path_factory.mktemp("runtime")))
    pg = Postgres(tmp_path_factory.mktemp("postgres") / "data")
    yield pg
    pg.server.cleanup()
