"""Real servers for the end-to-end tests: subprocesses on free ports, stopped on teardown."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A server process whose output goes to a log file (read it when a test fails)."""

    def __init__(self, cmd: list[str], url: str, log: Path, env: dict | None = None, cwd: Path | None = None):
        self.cmd, self.url, self.log = cmd, url, log
        self._out = open(log, "wb")  # noqa: SIM115 - open for the life of the process, closed in stop()
        self.proc = subprocess.Popen(cmd, stdout=self._out, stderr=subprocess.STDOUT, cwd=cwd,
                                     env={**os.environ, **(env or {})}, start_new_session=True)

    def wait(self, path: str = "", timeout: float = 30.0) -> Server:
        """Until ``url + path`` answers (any HTTP status), or fail with the server's log."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.cmd[:3]} exited {self.proc.returncode}:\n{self.output()}")
            try:
                urllib.request.urlopen(self.url + path, timeout=2).close()
                return self
            except urllib.error.HTTPError:
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"{self.cmd[:3]} did not answer at {self.url + path} in {timeout} s:\n{self.output()}")

    def output(self) -> str:
        self._out.flush()
        return self.log.read_text(encoding="utf-8", errors="replace")[-4000:]

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)  # the CLI's own Ctrl-C path
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self._out.close()


def serve(site: Path, config_file: Path, log: Path, *extra: str, env: dict | None = None) -> Server:
    """``codecite-site serve`` on a free port: the built site and the answer API."""
    port = free_port()
    cmd = [sys.executable, "-m", "codecite_site", "serve", "--config", str(config_file), "--site", str(site),
           "--port", str(port), *extra]
    # the first serve of a fresh work folder computes the local model's vectors before it answers:
    # minutes on a loaded 2-core machine, so the wait is long (a server that exits fails at once)
    return Server(cmd, f"http://127.0.0.1:{port}", log, env=env).wait("/api/health", timeout=300)


def static(root: Path, log: Path) -> Server:
    """A plain static host (``python -m http.server``) on ``root``: no API at all, like GitHub Pages."""
    port = free_port()
    cmd = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(root)]
    return Server(cmd, f"http://127.0.0.1:{port}", log).wait("/")


def http_call(port, method, path, body=None, headers=None, raw: bytes | None = None):
    """One request to 127.0.0.1:port with our own Host header; JSON ``body`` sets the content type."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    hdrs = {"Host": f"127.0.0.1:{port}"}
    if body is not None:
        raw = json.dumps(body).encode()
        hdrs["Content-Type"] = "application/json"
    hdrs.update(headers or {})
    conn.request(method, path, body=raw, headers=hdrs)
    resp = conn.getresponse()
    data = resp.read()
    conn.close()
    return resp, data
