"""A site rebuilt while it is served never serves a half file (issue 11, flaky runs).

``build_site`` rebuilds the fixture site into one folder in a loop, each time with another title
(so every page, and the search index, changes), while clients fetch every page and asset of it,
over and over, from the real servers: ``codecite-site preview`` and ``codecite-site serve``,
subprocesses on free ports. Every response must be a whole file of one build: 200 with exactly
the bytes some build wrote at that path (an HTML page ending in ``</html>``), or 404 only for a
path some build did not have (Pagefind's hashed file names change between builds)."""

from __future__ import annotations

import hashlib
import http.client
import sys
import threading
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

import pytest
from servers import Server, free_port, serve

from codecite_site.site.build import build_site

LOOP = 6.0  # seconds of rebuilding (at least two rebuilds)
CLIENTS = 2  # fetching threads per server
SLOW = 0.05  # seconds each rename of the build takes: a busy machine, and a gap wide enough to be seen


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _snapshot(site: Path) -> dict[str, str]:
    """Every published file of the site now in place: URL path -> digest (what a build wrote there)."""
    out = {}
    for p in site.rglob("*"):
        rel = p.relative_to(site).as_posix()
        if p.is_file() and not any(part.startswith(".") for part in rel.split("/")):
            out["/" + rel] = _digest(p.read_bytes())
            if p.name == "index.html":
                out["/" + rel[: -len("index.html")]] = out["/" + rel]  # the folder's URL serves it
    return out


class Client(threading.Thread):
    """Fetches every path of the newest snapshot, round after round, over one server; records
    (path, status, digest of the body, whether it was whole by Content-Length, HTML end tag)."""

    def __init__(self, name: str, port: int, paths: list, stop: threading.Event, offset: int):
        super().__init__(daemon=True)
        self.name, self.port, self.paths, self.stop, self.offset = name, port, paths, stop, offset
        self.seen: list[tuple] = []
        self.errors: list[str] = []

    def run(self) -> None:
        while not self.stop.is_set():
            paths = self.paths[-1]
            for path in paths[self.offset:] + paths[: self.offset]:
                if self.stop.is_set():
                    return
                try:
                    conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
                    conn.request("GET", path, headers={"Host": f"127.0.0.1:{self.port}"})
                    resp = conn.getresponse()
                    body = resp.read()
                    length = resp.getheader("Content-Length")
                    conn.close()
                except (OSError, http.client.HTTPException) as e:
                    self.errors.append(f"{self.name} {path}: {type(e).__name__}: {e}")
                    continue
                whole = length is not None and int(length) == len(body)
                html_end = not path.endswith(("/", ".html")) or body.rstrip().endswith(b"</html>")
                self.seen.append((path, resp.status, _digest(body), whole, html_end))


@pytest.fixture()
def site(site_build, tmp_path) -> Path:
    import shutil

    out = tmp_path / "site"
    shutil.copytree(site_build[1], out)
    return out


def _preview(site: Path, log: Path) -> Server:
    port = free_port()
    cmd = [sys.executable, "-m", "codecite_site", "preview", "--site", str(site), "--port", str(port)]
    return Server(cmd, f"http://127.0.0.1:{port}", log).wait("/")


def test_a_site_rebuilt_while_served_never_serves_a_half_file(config, fixture_pdf, site, tmp_path, monkeypatch):
    import os

    replace_now = os.replace

    def slow_replace(*args, **kw):
        # the build's renames each take a while (this process only: the servers are other processes);
        # a swap that leaves the folder missing or half replaced between two of them is seen
        replace_now(*args, **kw)
        time.sleep(SLOW)

    monkeypatch.setattr(os, "replace", slow_replace)
    config_file = tmp_path / "site_config.toml"
    config_file.write_text(f'[paths]\nwork = "{config.work_dir.as_posix()}"\n\n[serve]\nrate_limit = 0\n'
                           f'max_connections = 64\n\n[retrieval]\nlocal_dense = false\n', encoding="utf-8")
    versions: dict[str, set[str]] = defaultdict(set)  # path -> every digest a build put there
    builds: list[dict[str, str]] = []

    def record() -> list[str]:
        snap = _snapshot(site)
        builds.append(snap)
        for path, digest in snap.items():
            versions[path].add(digest)
        return sorted(snap)

    paths = [record()]
    servers = [_preview(site, tmp_path / "preview.log"),
               serve(site, config_file, tmp_path / "serve.log", "--offline")]
    stop = threading.Event()
    clients = [Client(name, int(s.url.rsplit(":", 1)[1]), paths, stop, offset=i * 97)
               for name, s in zip(("preview", "serve"), servers) for i in range(CLIENTS)]
    rebuilt = 0
    try:
        for c in clients:
            c.start()
        deadline = time.monotonic() + LOOP
        while time.monotonic() < deadline or rebuilt < 2:
            title = f"codecite rebuild {rebuilt}"
            build_site(replace(config, site=replace(config.site, title=title)), pdf=fixture_pdf, out=site,
                       log=lambda *_: None)
            rebuilt += 1
            paths.append(record())
        time.sleep(0.3)  # the clients see the last build too
    finally:
        stop.set()
        for c in clients:
            c.join(15)
        for s in servers:
            s.stop()

    problems = [e for c in clients for e in c.errors]
    kinds: dict[str, int] = defaultdict(int)
    fetched = 0
    for c in clients:
        for path, status, digest, whole, html_end in c.seen:
            fetched += 1
            if status == 200:
                if digest not in versions.get(path, ()):
                    kind = "200 with bytes no build wrote there"
                elif not (whole and html_end):
                    kind = "200 but cut off"
                else:
                    continue
            elif status == 404:
                if not all(path in b for b in builds):
                    continue
                kind = "404 for a file every build has"
            else:
                kind = f"HTTP {status}"
            kinds[f"{c.name}: {kind}"] += 1
            problems.append(f"{c.name} {path}: {kind}")
    assert rebuilt >= 2 and fetched > 2 * len(paths[0]), (rebuilt, fetched)
    assert not problems, (f"{len(problems)} bad of {fetched} responses over {rebuilt} rebuilds: {dict(kinds)}\n"
                          + "\n".join(problems[:20]))
    # no replaced site is left behind once its detached removal has run
    deadline = time.monotonic() + 10
    while any(site.parent.glob(".site.*")) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert sorted(p.name for p in site.parent.iterdir() if p.name.startswith(".site")) == []


def test_the_swap_trades_the_folders_in_one_step_or_falls_back_to_two_renames(tmp_path, monkeypatch):
    from codecite_site.site import build

    out, new = tmp_path / "site", tmp_path / ".site.building-x"
    for folder, text in ((out, "old"), (new, "new")):
        folder.mkdir()
        (folder / "index.html").write_text(text)
    assert build._exchange(new, out)  # Linux (renameat2) on this file system: one step
    assert (out / "index.html").read_text() == "new" and (new / "index.html").read_text() == "old"
    build._exchange(new, out)  # and back

    build._swap(new, out)
    assert (out / "index.html").read_text() == "new" and not new.exists()
    monkeypatch.setattr(build, "_exchange", lambda a, b: False)  # a system or file system without it
    new.mkdir()
    (new / "index.html").write_text("newer")
    build._swap(new, out)
    assert (out / "index.html").read_text() == "newer" and not new.exists()
    deadline = time.monotonic() + 10
    while list(tmp_path.glob(".site.old-*")) and time.monotonic() < deadline:
        time.sleep(0.05)  # the replaced sites, removed by a detached process
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
