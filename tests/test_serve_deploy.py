"""The proxy as deployed (issue 10): ``serve`` on a site built for a sub-path, the site's own Code
(a mismatch refused), several workers, the cross-origin API for the listed origins only, a body
that never arrives, and a store that is down. Over real HTTP, servers as subprocesses where the
command is what is tested."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import hostile
import pytest
from hostile import MEASURED_Q
from servers import http_call, serve

from codecite_site.qa.answer import Engine
from codecite_site.serve import Proxy
from codecite_site.store import StoreUnavailable

GUARD_Q = "What is the minimum height of a guard?"
PERSISTENT_CACHE = Path(__file__).resolve().parents[1] / ".codecite" / "cache"


@pytest.fixture(scope="module")
def config_file(config, tmp_path_factory):
    """Settings for the server subprocesses: the session's work folder, no rate limit, BM25 only."""
    f = tmp_path_factory.mktemp("deploy-cfg") / "site_config.toml"
    f.write_text(f'[paths]\nwork = "{config.work_dir.as_posix()}"\ncache = "{PERSISTENT_CACHE.as_posix()}"\n\n'
                 '[serve]\nrate_limit = 0\n\n[retrieval]\nlocal_dense = false\n', encoding="utf-8")
    return f


def run_serve(config_file, *args, timeout=120):
    return subprocess.run([sys.executable, "-m", "codecite_site", "serve", "--config", str(config_file), "--port", "0",
                           *map(str, args)], capture_output=True, text=True, timeout=timeout)


def port_of(server) -> int:
    return int(urlsplit(server.url).port)


# --- the base path the site was built for --------------------------------------------------------------
def test_a_site_built_for_a_sub_path_is_served_there_and_answers_link_under_it(subpath_site_build, config_file,
                                                                               tmp_path):
    site = subpath_site_build[1]
    server = serve(site, config_file, tmp_path / "serve.log", "--offline")
    try:
        port = port_of(server)
        resp, body = http_call(port, "GET", "/codecite/")
        assert resp.status == 200 and b"<html" in body.lower()
        resp, _ = http_call(port, "GET", "/codecite")
        assert resp.status == 301 and resp.getheader("Location") == "/codecite/"
        resp, body = http_call(port, "GET", "/codecite/B/9.8.8.3/")
        assert resp.status == 200 and b'id="s1"' in body
        assert http_call(port, "GET", "/B/9.8.8.3/")[0].status == 404  # not at the root
        resp, data = http_call(port, "POST", "/api/ask", {"question": GUARD_Q})
        answer = json.loads(data)
        urls = [s["url"] for c in answer["citations"] for s in c["sources"]]
        assert resp.status == 200 and urls and all(u.startswith("/codecite/") for u in urls), urls
        url = urlsplit(urls[0])
        resp, page = http_call(port, "GET", f"{url.path}?{url.query}")
        assert resp.status == 200 and f'id="{url.fragment}"'.encode() in page
        hits = [h["url"] for h in answer["hits"]]
        assert hits and all(u.startswith("/codecite/") for u in hits)
    finally:
        server.stop()


# --- the Code the site was built from -------------------------------------------------------------------
def test_serving_a_site_with_another_codes_pdf_is_refused_in_one_line(site_build, fixture_dir, config_file):
    other = fixture_dir / "nbc_fixture_2019.pdf"  # the same Code, another printing: other bytes
    r = run_serve(config_file, "--site", site_build[1], "--pdf", other, "--offline")
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith("error: ") and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
    assert "was built from" in r.stderr and str(other) in r.stderr


def test_a_site_whose_pdf_is_gone_is_refused_not_answered_from_the_fixture(site_build, config_file, tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    shutil.copy(site_build[1] / "index.html", site / "index.html")
    manifest = json.loads((site_build[1] / ".codecite-site.json").read_text(encoding="utf-8"))
    manifest["pdf"] = str(tmp_path / "moved-away.pdf")
    (site / ".codecite-site.json").write_text(json.dumps(manifest), encoding="utf-8")
    r = run_serve(config_file, "--site", site, "--offline")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "moved-away.pdf" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr


def test_the_sites_pdf_under_another_path_is_accepted(site_build, fixture_pdf, config_file, tmp_path):
    copy = tmp_path / "copy-of-the-code.pdf"
    shutil.copy(fixture_pdf, copy)
    server = serve(site_build[1], config_file, tmp_path / "serve.log", "--offline", "--pdf", str(copy))
    try:
        resp, data = http_call(port_of(server), "GET", "/api/health")
        assert resp.status == 200 and json.loads(data)["clauses"] == 232
    finally:
        server.stop()


# --- several workers ---------------------------------------------------------------------------------------
def _children(pid: int) -> list[int]:
    out = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
            cmd = (status.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if f"\nPPid:\t{pid}\n" in text and b"spawn_main" in cmd:
            out.append(int(status.parent.name))
    return out


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="counts worker processes in /proc")
def test_workers_serve_the_site_and_answer_from_the_sites_code(hostile_site, config_file, tmp_path):
    server = serve(hostile_site, config_file, tmp_path / "serve.log", "--offline", "--workers", "2")
    try:
        deadline = time.monotonic() + 60
        while len(_children(server.proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert len(_children(server.proc.pid)) == 2
        port = port_of(server)
        # the answers quote the hostile fixture the site was built from, not the built-in fixture
        resp, data = http_call(port, "POST", "/api/ask", {"question": MEASURED_Q})
        assert resp.status == 200 and hostile.PLAIN["sentence"] in json.loads(data)["answer"]

        def one(i: int) -> int:
            if i % 2:
                return http_call(port, "GET", "/B/9.8.8.3/")[0].status
            return http_call(port, "POST", "/api/ask", {"question": "guard height"})[0].status

        with ThreadPoolExecutor(16) as pool:
            assert set(pool.map(one, range(48))) == {200}
    finally:
        server.stop()
    assert server.proc.returncode is not None and not _children(server.proc.pid)


# --- the cross-origin API ---------------------------------------------------------------------------------
LISTED = "http://127.0.0.1:5173"


@pytest.fixture(scope="module")
def cors_proxy(tree, config, tmp_path_factory):
    site = tmp_path_factory.mktemp("cors-site")
    (site / "index.html").write_text("<!doctype html><title>home</title>")
    p = Proxy(Engine.build(tree, config), site, "127.0.0.1", 0, rate_limit=0, log=lambda line: None,
              allowed_origins=(LISTED,))
    threading.Thread(target=p.serve_forever, daemon=True).start()
    yield p
    p.shutdown()
    p.server_close()


def test_a_listed_origin_gets_cors_for_its_own_origin_only(cors_proxy):
    port = cors_proxy.port
    preflight = {"Origin": LISTED, "Access-Control-Request-Method": "POST",
                 "Access-Control-Request-Headers": "content-type", "Sec-Fetch-Site": "same-site"}
    resp, _ = http_call(port, "OPTIONS", "/api/ask", headers=preflight)
    assert resp.status == 204 and resp.getheader("Access-Control-Allow-Origin") == LISTED
    assert "POST" in resp.getheader("Access-Control-Allow-Methods")
    assert "content-type" in resp.getheader("Access-Control-Allow-Headers").lower()
    assert resp.getheader("Access-Control-Allow-Credentials") is None
    resp, data = http_call(port, "POST", "/api/ask", {"question": GUARD_Q},
                           {"Origin": LISTED, "Sec-Fetch-Site": "cross-site"})
    assert resp.status == 200 and json.loads(data)["citations"]
    assert resp.getheader("Access-Control-Allow-Origin") == LISTED and resp.getheader("Vary") == "Origin"
    resp, _ = http_call(port, "GET", "/api/health", headers={"Origin": LISTED, "Sec-Fetch-Site": "cross-site"})
    assert resp.status == 200 and resp.getheader("Access-Control-Allow-Origin") == LISTED
    # an error the page must be able to read carries it too
    resp, data = http_call(port, "POST", "/api/ask", raw=b"{}", headers={"Origin": LISTED,
                                                                         "Content-Type": "application/json"})
    assert resp.status == 400 and resp.getheader("Access-Control-Allow-Origin") == LISTED


@pytest.mark.parametrize("origin", ["http://127.0.0.1:5174", "https://127.0.0.1:5173", "http://evil.example", "null"])
def test_an_unlisted_origin_gets_no_cors_and_cannot_ask(cors_proxy, origin):
    port = cors_proxy.port
    resp, _ = http_call(port, "OPTIONS", "/api/ask", headers={"Origin": origin, "Access-Control-Request-Method": "POST",
                                                              "Sec-Fetch-Site": "cross-site"})
    assert resp.status == 403 and resp.getheader("Access-Control-Allow-Origin") is None
    resp, data = http_call(port, "POST", "/api/ask", {"question": GUARD_Q}, {"Origin": origin})
    assert resp.status == 403 and json.loads(data)["error"]["code"] == "bad_origin"
    assert resp.getheader("Access-Control-Allow-Origin") is None
    # nor does the site's own page get CORS: no site anywhere reads its files
    resp, _ = http_call(port, "GET", "/", headers={"Origin": origin})
    assert resp.getheader("Access-Control-Allow-Origin") is None


def test_listing_an_origin_changes_no_other_rule(cors_proxy):
    port = cors_proxy.port
    resp, _ = http_call(port, "POST", "/api/ask", headers={"Origin": LISTED, "Host": "evil.example"},
                        body={"question": GUARD_Q})
    assert resp.status == 403 and resp.getheader("Access-Control-Allow-Origin") is None  # Host still checked
    resp, data = http_call(port, "POST", "/api/ask", raw=b'{"question": "guards"}',
                           headers={"Origin": LISTED, "Content-Type": "text/plain"})
    assert resp.status == 415
    resp, _ = http_call(port, "GET", "/.codecite-site.json", headers={"Origin": LISTED})
    assert resp.status == 404


def test_an_allowed_origin_must_be_an_origin(tmp_path):
    cfg = tmp_path / "site_config.toml"
    cfg.write_text('[serve]\nallowed_origins = ["https://codes.example.org/path"]\n', encoding="utf-8")
    r = run_serve(cfg, "--site", tmp_path / "none")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "allowed_origins" in r.stderr, r.stderr


# --- a body that never arrives; a store that is down ---------------------------------------------------------
def test_a_body_that_does_not_arrive_in_time_is_a_408_and_frees_the_connection(tree, config, tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>home</title>")
    p = Proxy(Engine.build(tree, config), tmp_path, "127.0.0.1", 0, rate_limit=0, log=lambda line: None,
              client_timeout=1.0, max_connections=2)
    threading.Thread(target=p.serve_forever, daemon=True).start()
    try:
        socks = []
        for _ in range(2):
            s = socket.create_connection(("127.0.0.1", p.port))
            s.sendall(f"POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1:{p.port}\r\nContent-Type: application/json\r\n"
                      "Content-Length: 40\r\n\r\n{\"question\"".encode())
            socks.append(s)
        t0 = time.monotonic()
        for s in socks:
            s.settimeout(5)
            head = s.recv(4096)
            assert head.startswith(b"HTTP/1.1 408"), head
            s.close()
        assert time.monotonic() - t0 < 3
        assert http_call(p.port, "GET", "/")[0].status == 200  # both slots free again
    finally:
        p.shutdown()
        p.server_close()


class StoreDown(Engine):
    """The engine as it is when its vector store (Postgres) does not answer."""

    def ask(self, question, **kw):
        raise StoreUnavailable("connection refused")


def test_a_store_that_is_down_is_a_503_on_ask_and_the_site_still_serves(tree, config, tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>home</title><p>hello")
    engine = StoreDown.build(tree, config)
    p = Proxy(engine, tmp_path, "127.0.0.1", 0, rate_limit=0, log=lambda line: None)
    threading.Thread(target=p.serve_forever, daemon=True).start()
    try:
        for stream in (False, True):
            resp, data = http_call(p.port, "POST", "/api/ask", {"question": GUARD_Q, "stream": stream})
            error = json.loads(data)["error"]
            assert resp.status == 503 and error["code"] == "store_unavailable" and resp.getheader("Retry-After")
            assert "vector database cannot be reached" in error["message"]  # what is down, never its error text
        resp, body = http_call(p.port, "GET", "/")
        assert resp.status == 200 and b"hello" in body
    finally:
        p.shutdown()
        p.server_close()


def test_headers_without_end_are_refused_before_they_fill_memory(cors_proxy):
    """Within the client timeout (15 s here) the proxy would wait for more: it cuts off at 64 KiB instead."""
    s = socket.create_connection(("127.0.0.1", cors_proxy.port))
    s.settimeout(3)
    s.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{cors_proxy.port}\r\n".encode())
    ended = None
    try:
        for _ in range(200):  # 200 x 1 KiB of headers that never end
            s.sendall(b"X-Filler: " + b"a" * 1014 + b"\r\n")
        got = s.recv(200)
        ended = "431" if got.startswith(b"HTTP/1.1 431") else "closed" if got == b"" else got
    except TimeoutError:
        ended = "still waiting"
    except OSError:
        ended = "reset"  # closed while we were still sending
    s.close()
    assert ended in ("431", "closed", "reset"), ended
    assert http_call(cors_proxy.port, "GET", "/")[0].status == 200


def test_a_symbolic_link_out_of_the_site_is_never_served(tree, config, tmp_path):
    from codecite_site.site.preview import make_server

    outside = tmp_path / "outside"
    (outside / "folder").mkdir(parents=True)
    (outside / "secret.txt").write_text("outside the site")
    (outside / "folder" / "index.html").write_text("outside the site")
    site = tmp_path / "site"
    (site / "inside").mkdir(parents=True)
    (site / "index.html").write_text("<!doctype html><title>home</title>")
    (site / "inside" / "index.html").write_text("inside")
    (site / "secret.txt").symlink_to(outside / "secret.txt")
    (site / "folder").symlink_to(outside / "folder")
    (site / "within").symlink_to(site / "inside")  # a link inside the site is fine
    proxy = Proxy(Engine.build(tree, config), site, "127.0.0.1", 0, rate_limit=0, log=lambda line: None)
    preview, _ = make_server(site, port=0, quiet=True)
    servers = [proxy, preview]
    for s in servers:
        threading.Thread(target=s.serve_forever, daemon=True).start()
    try:
        for s in servers:
            port = s.server_address[1]
            for path in ("/secret.txt", "/folder/", "/folder/index.html"):
                resp, body = http_call(port, "GET", path)
                assert resp.status == 404 and b"outside the site" not in body, (port, path)
            resp, body = http_call(port, "GET", "/within/")
            assert resp.status == 200 and body == b"inside"
    finally:
        for s in servers:
            s.shutdown()
            s.server_close()
