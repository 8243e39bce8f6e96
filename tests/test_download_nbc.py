"""Tests for scripts/download_nbc.py against a real local HTTP server.

No mocks of urllib: a ThreadingHTTPServer on 127.0.0.1 serves a generated
fake PDF with Range support and a Referer check, and can misbehave on demand
(ignore Range, send HTML, cut the transfer short).
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import random
import re
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "download_nbc.py"


def _load_script():
    spec = importlib.util.spec_from_file_location("download_nbc", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


dl = _load_script()

PDF = b"%PDF-1.7\n" + random.Random(2020).randbytes(300_000) + b"\n%%EOF\n"
PDF_SHA = hashlib.sha256(PDF).hexdigest()
HTML = b"<!DOCTYPE html>\n<html><head><title>Access denied</title></head><body>no</body></html>\n"


class FakeServer:
    """Serves PDF at /NR24-28-2020-eng.pdf; behaviour switched by ``mode``."""

    def __init__(self) -> None:
        self.mode = "normal"  # normal | ignore_range | html | html_body | truncate_once
        self.data = PDF
        self.expected_referer = dl.DEFAULT_REFERER
        self.requests: list[dict[str, str]] = []
        self.lock = threading.Lock()
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def do_GET(self):
                owner.handle(self)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/NR24-28-2020-eng.pdf"
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    def handle(self, h: BaseHTTPRequestHandler) -> None:
        with self.lock:
            self.requests.append({k.lower(): v for k, v in h.headers.items()})
            mode = self.mode
            if mode == "truncate_once":
                self.mode = "normal"
        data = self.data

        if h.headers.get("Referer") != self.expected_referer:
            self._send(h, 403, HTML, "text/html; charset=utf-8")
            return
        if mode == "html":
            self._send(h, 200, HTML, "text/html; charset=utf-8")
            return
        if mode == "html_body":  # lies about its type
            self._send(h, 200, HTML, "application/pdf")
            return

        rng = h.headers.get("Range")
        if rng and mode != "ignore_range":
            m = re.fullmatch(r"bytes=(\d+)-", rng)
            assert m, rng
            start = int(m.group(1))
            if start >= len(data):
                self._send(h, 416, b"", "text/plain",
                           {"Content-Range": f"bytes */{len(data)}"})
                return
            self._send(h, 206, data[start:], "application/pdf",
                       {"Content-Range": f"bytes {start}-{len(data) - 1}/{len(data)}"})
            return

        if mode == "truncate_once":
            # Announce the full length, send a part, then hang up.
            h.send_response(200)
            h.send_header("Content-Type", "application/pdf")
            h.send_header("Content-Length", str(len(data)))
            h.end_headers()
            h.wfile.write(data[: len(data) // 2])
            h.wfile.flush()
            h.close_connection = True
            return
        self._send(h, 200, data, "application/pdf")

    @staticmethod
    def _send(h, status, body, ctype, extra=None):
        h.send_response(status)
        h.send_header("Content-Type", ctype)
        h.send_header("Content-Length", str(len(body)))
        h.send_header("Accept-Ranges", "bytes")
        for k, v in (extra or {}).items():
            h.send_header(k, v)
        h.end_headers()
        h.wfile.write(body)


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch):
    for var in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")


@pytest.fixture
def server():
    srv = FakeServer()
    srv.thread.start()
    try:
        yield srv
    finally:
        srv.httpd.shutdown()
        srv.httpd.server_close()
        srv.thread.join(timeout=5)


@pytest.fixture
def out(tmp_path):
    return tmp_path / "data" / "NR24-28-2020-eng.pdf"


def part_of(path: Path) -> Path:
    return path.with_name(path.name + ".part")


def run(server, out, *extra):
    return dl.main(["--url", server.url, "--out", str(out), "--timeout", "5", *extra])


def error_line(stderr: str) -> str:
    """The error message: exactly one line starting with 'error:'."""
    assert "Traceback" not in stderr
    lines = [ln for ln in stderr.splitlines() if ln.startswith("error:")]
    assert len(lines) == 1, stderr
    return lines[0]


def test_full_download(server, out, capsys):
    assert run(server, out, "--sha256", PDF_SHA.upper()) == 0
    assert out.read_bytes() == PDF
    assert not part_of(out).exists()
    (req,) = server.requests
    assert req["referer"] == dl.DEFAULT_REFERER
    assert "Mozilla/5.0" in req["user-agent"]
    assert "range" not in req
    captured = capsys.readouterr()
    assert "100.0%" in captured.err  # final progress line
    assert "saved" in captured.out and PDF_SHA in captured.out


def test_resume_from_partial(server, out, capsys):
    out.parent.mkdir(parents=True)
    part_of(out).write_bytes(PDF[:100_000])
    assert run(server, out) == 0
    (req,) = server.requests
    assert req["range"] == "bytes=100000-"
    assert out.read_bytes() == PDF
    assert not part_of(out).exists()
    assert "resuming" in capsys.readouterr().err


def test_server_ignoring_range_restarts_from_zero(server, out, capsys):
    server.mode = "ignore_range"
    out.parent.mkdir(parents=True)
    part_of(out).write_bytes(PDF[:100_000])
    assert run(server, out) == 0
    (req,) = server.requests
    assert req["range"] == "bytes=100000-"
    assert out.read_bytes() == PDF  # not the prefix + the whole file again
    assert "starting over from zero" in capsys.readouterr().err


def test_complete_part_gets_416_and_is_finalised(server, out):
    out.parent.mkdir(parents=True)
    part_of(out).write_bytes(PDF)
    assert run(server, out) == 0
    assert server.requests[0]["range"] == f"bytes={len(PDF)}-"
    assert out.read_bytes() == PDF
    assert not part_of(out).exists()


def test_bad_part_gets_416_and_restarts(server, out):
    out.parent.mkdir(parents=True)
    part_of(out).write_bytes(b"%PDF-" + b"x" * (len(PDF) + 10))  # too long, no %%EOF
    assert run(server, out) == 0
    assert len(server.requests) == 2
    assert "range" not in server.requests[1]
    assert out.read_bytes() == PDF


def test_non_pdf_part_is_discarded(server, out):
    out.parent.mkdir(parents=True)
    part_of(out).write_bytes(HTML)
    assert run(server, out) == 0
    (req,) = server.requests
    assert "range" not in req
    assert out.read_bytes() == PDF


@pytest.mark.parametrize("mode", ["html", "html_body"])
def test_html_answer_is_refused(server, out, capsys, mode):
    server.mode = mode
    assert run(server, out) == 2
    assert not out.exists()
    assert not part_of(out).exists()
    assert "HTML page" in error_line(capsys.readouterr().err)


def test_html_answer_to_resume_deletes_part(server, out, capsys):
    server.mode = "html"
    out.parent.mkdir(parents=True)
    part_of(out).write_bytes(PDF[:1000])
    assert run(server, out) == 2
    assert not out.exists()
    assert not part_of(out).exists()
    error_line(capsys.readouterr().err)


@pytest.mark.parametrize("referer", ["", "https://example.invalid/"])
def test_wrong_or_missing_referer_gets_403(server, out, capsys, referer):
    assert run(server, out, "--referer", referer) == 1
    if referer:
        assert server.requests[0]["referer"] == referer
    else:
        assert "referer" not in server.requests[0]
    line = error_line(capsys.readouterr().err)
    assert "403" in line and "Referer" in line
    assert not out.exists()
    assert not part_of(out).exists()


def test_sha256_mismatch(server, out, capsys):
    assert run(server, out, "--sha256", "0" * 64) == 2
    line = error_line(capsys.readouterr().err)
    assert "SHA-256 mismatch" in line and PDF_SHA in line
    assert not out.exists()
    assert not part_of(out).exists()


def test_invalid_sha256_argument_is_a_usage_error(server, out):
    with pytest.raises(SystemExit) as exc:
        run(server, out, "--sha256", "abc")
    assert exc.value.code == 2
    assert server.requests == []


def test_existing_valid_file_makes_no_request(server, out, capsys):
    out.parent.mkdir(parents=True)
    out.write_bytes(PDF)
    assert run(server, out, "--sha256", PDF_SHA) == 0
    assert server.requests == []
    assert "already exists" in capsys.readouterr().out


def test_existing_file_with_wrong_sha256(server, out, capsys):
    out.parent.mkdir(parents=True)
    out.write_bytes(PDF)
    assert run(server, out, "--sha256", "f" * 64) == 2
    assert server.requests == []
    assert "--force" in error_line(capsys.readouterr().err)


def test_force_redownloads(server, out):
    out.parent.mkdir(parents=True)
    out.write_bytes(b"%PDF-1.4\nold\n%%EOF\n")
    part_of(out).write_bytes(b"%PDF-1.4 stale")
    assert run(server, out, "--force") == 0
    (req,) = server.requests
    assert "range" not in req
    assert out.read_bytes() == PDF


def test_existing_invalid_file_is_replaced(server, out):
    out.parent.mkdir(parents=True)
    out.write_bytes(HTML)
    assert run(server, out) == 0
    assert len(server.requests) == 1
    assert out.read_bytes() == PDF


def test_truncated_transfer_keeps_part_then_resumes(server, out, capsys):
    server.mode = "truncate_once"
    assert run(server, out) == 1
    line = error_line(capsys.readouterr().err)
    assert "run the same command again" in line
    assert not out.exists()
    assert part_of(out).read_bytes() == PDF[: len(PDF) // 2]

    assert run(server, out) == 0
    assert server.requests[1]["range"] == f"bytes={len(PDF) // 2}-"
    assert out.read_bytes() == PDF
    assert not part_of(out).exists()


def test_connection_refused_is_one_line_exit_1(out, capsys):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    rc = dl.main(["--url", f"http://127.0.0.1:{port}/x.pdf", "--out", str(out), "--timeout", "5"])
    assert rc == 1
    line = error_line(capsys.readouterr().err)
    assert "network error" in line and "run the same command again" in line


def test_runs_as_a_script(server, out):
    env = dict(os.environ)
    for var in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        env.pop(var, None)
    env["no_proxy"] = env["NO_PROXY"] = "127.0.0.1,localhost"
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), "--url", server.url, "--out", str(out)],
        capture_output=True, text=True, timeout=30, env=env, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == PDF
