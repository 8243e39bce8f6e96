"""Benchmark: the proxy under a bounded load on 127.0.0.1, the old server against the new in one run.

The old server is the stdlib ``ThreadingHTTPServer`` proxy as it was before issue 10 (its
modules read with ``git show`` from commit OLD_COMMIT into a temporary package, for this
benchmark only); the new one is ``codecite-site serve`` (uvicorn), with one worker and with
``--workers 2``. Each runs in its own process, on the same built fixture site, with the same
settings (offline BM25 answers, ``[serve] rate_limit = 0`` so the load is not refused,
``max_connections = 1024``).

The load: 16, 64 and 256 concurrent keep-alive clients (asyncio on raw sockets, cheap enough to
share the machine's cores with the server; a client whose connection the server closes
reconnects, and the reconnection counts in its request's time), once asking only Article pages
and once asking only offline questions (``POST /api/ask``). Per run (at most ``--seconds``): requests/s,
p50/p95/max of a request, connection errors (refused, reset, cut off, timed out after 60 s), HTTP
errors (status >= 400), and the CPU time per answered request of the server (its processes, from
/proc) and of the load generator: on a machine others share, the latencies measure the queue for
the cores, the CPU per request what the server costs.

Targets: zero connection errors at 256 clients; p95 of a page under 50 ms at 64 clients.

    python scripts/bench_serve.py [--pages N] [--asks N] [--clients 16,64,256] [--seconds S] [--skip-old]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

OLD_COMMIT = "770bc08ef6c634c3012a32ed13a9c59dd57f39d8"  # the last commit with the stdlib proxy
OLD_MODULES = ("serve.py", "httppolicy.py")


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --- the servers ----------------------------------------------------------------------------------------
OLD_RUNNER = textwrap.dedent('''
    import sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[1])
    from codecite_site.config import load_config
    from codecite_site.ingest import load_tree
    from codecite_site.qa.answer import Engine
    from oldserve.serve import make_proxy
    config = load_config(Path(sys.argv[2]))
    tree, _, pdf = load_tree(config, Path(sys.argv[4]), log=lambda *_: None)
    proxy = make_proxy(Engine.build(tree, config), config, Path(sys.argv[3]), "127.0.0.1", int(sys.argv[5]),
                       log=lambda line: None)
    print("serving", proxy.url, file=sys.stderr, flush=True)
    try:
        proxy.serve_forever()
    except KeyboardInterrupt:
        pass
''')


def old_package(folder: Path) -> Path:
    """The old proxy's modules as the package ``oldserve``, importing the rest from codecite_site."""
    pkg = folder / "oldserve"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for name in OLD_MODULES:
        text = subprocess.run(["git", "show", f"{OLD_COMMIT}:codecite_site/{name}"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout
        text = re.sub(r"from \.(qa|config|site)", r"from codecite_site.\1", text)
        (pkg / name).write_text(text)
    (folder / "run_old.py").write_text(OLD_RUNNER)
    return folder


class Proc:
    def __init__(self, name: str, cmd: list[str], port: int, log: Path):
        self.name, self.port = name, port
        self.log = open(log, "wb")  # noqa: SIM115 - closed in stop()
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        env.pop("COHERE_API_KEY", None)
        env.pop("CO_API_KEY", None)
        self.proc = subprocess.Popen(cmd, stdout=self.log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
        deadline = time.monotonic() + 180
        while True:
            try:
                req = urllib.request.Request(f"http://127.0.0.1:{port}/api/health")
                urllib.request.urlopen(req, timeout=2).read()
                break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise SystemExit(f"{name} did not start: see {log}")
                time.sleep(0.2)

    def cpu(self) -> float:
        """CPU seconds used so far by the server process and its worker processes (Linux /proc)."""
        total = 0.0
        tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            pid, ppid = int(stat.parent.name), int(fields[1])
            if pid == self.proc.pid or ppid == self.proc.pid:
                total += (int(fields[11]) + int(fields[12])) / tick
        return total

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()


# --- the load ---------------------------------------------------------------------------------------------
class Result:
    def __init__(self):
        self.times: list[float] = []
        self.conn_errors: dict[str, int] = {}
        self.http_errors: dict[int, int] = {}
        self.elapsed = 0.0
        self.server_cpu = float("nan")  # CPU ms per answered request, server side
        self.client_cpu = float("nan")  # and in this load generator

    def error(self, kind: str) -> None:
        self.conn_errors[kind] = self.conn_errors.get(kind, 0) + 1


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, bool]:
    """(status, the server keeps the connection) of one response, read to its end."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    version, status = lines[0].split(" ", 2)[:2]
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            k, v = line.split(":", 1)
            headers[k.strip().lower()] = v.strip().lower()
    keep = version == "HTTP/1.1" and headers.get("connection") != "close"
    if "content-length" in headers:
        await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding") == "chunked":
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    else:
        await reader.read()  # to the end of the connection
        keep = False
    return int(status), keep


async def client(port: int, requests: asyncio.Queue, result: Result, timeout: float, stop_at: float) -> None:
    reader = writer = None
    while time.perf_counter() < stop_at:
        try:
            raw = requests.get_nowait()
        except asyncio.QueueEmpty:
            break
        t0 = time.perf_counter()
        try:
            if writer is None:
                reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), timeout)
            writer.write(raw)
            status, keep = await asyncio.wait_for(_read_response(reader), timeout)
        except (ConnectionResetError, BrokenPipeError) as e:
            result.error(type(e).__name__)
            status = None
        except ConnectionRefusedError:
            result.error("ConnectionRefusedError")
            status = None
        except asyncio.IncompleteReadError:
            result.error("cut off")
            status = None
        except TimeoutError:
            result.error("timeout")
            status = None
        except OSError as e:
            result.error(type(e).__name__)
            status = None
        if status is None:
            keep = False
        else:
            result.times.append((time.perf_counter() - t0) * 1000)
            if status >= 400:
                result.http_errors[status] = result.http_errors.get(status, 0) + 1
        if not keep and writer is not None:
            writer.close()
            reader = writer = None
    if writer is not None:
        writer.close()


async def load(port: int, raws: list[bytes], clients: int, timeout: float = 60.0, seconds: float = 1e9) -> Result:
    """``raws`` sent by ``clients`` at once, each taking the next; none started after ``seconds``."""
    queue: asyncio.Queue = asyncio.Queue()
    for raw in raws:
        queue.put_nowait(raw)
    result = Result()
    t0 = time.perf_counter()
    await asyncio.gather(*(client(port, queue, result, timeout, t0 + seconds) for _ in range(clients)))
    result.elapsed = time.perf_counter() - t0
    return result


def page_request(port: int, path: str) -> bytes:
    return (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/html\r\n"
            f"Connection: keep-alive\r\n\r\n").encode()


def ask_request(port: int, question: str) -> bytes:
    body = json.dumps({"question": question}).encode()
    return (f"POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"Origin: http://127.0.0.1:{port}\r\nContent-Length: {len(body)}\r\n"
            f"Connection: keep-alive\r\n\r\n").encode() + body


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=3000, help="Page requests per run (default 3000).")
    ap.add_argument("--asks", type=int, default=400, help="Questions per run (default 400).")
    ap.add_argument("--clients", default="16,64,256")
    ap.add_argument("--seconds", type=float, default=30.0,
                    help="No request is started after this many seconds of a run (default 30): the old server "
                         "at 256 clients would take many minutes for all of them.")
    ap.add_argument("--skip-old", action="store_true")
    args = ap.parse_args()
    levels = [int(x) for x in args.clients.split(",")]
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass

    from bench_ask import QUESTIONS

    from codecite_site.config import Config, Paths, Retrieval
    from codecite_site.ingest import default_pdf
    from codecite_site.site.build import build_site, read_manifest

    tmp = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    work = ROOT / ".codecite"
    cfg = tmp / "site_config.toml"
    cfg.write_text(f'[paths]\nwork = "{work.as_posix()}"\n\n[serve]\nrate_limit = 0\nmax_connections = 1024\n\n'
                   '[retrieval]\nlocal_dense = false\n', encoding="utf-8")
    config = Config(paths=Paths(work=str(work)), retrieval=Retrieval(local_dense=False), root=ROOT)
    pdf = default_pdf(config, log=print)
    t = time.perf_counter()
    site = tmp / "site"
    build_site(config, pdf=pdf, out=site, log=lambda *_: None)
    pages = sorted("/" + rel[: -len("index.html")] for rel in read_manifest(site)["files"]
                   if re.fullmatch(r"[A-C]/\d+(\.\d+){3}/index\.html", rel))
    print(f"site: {len(pages)} Article pages, built in {time.perf_counter() - t:.1f} s ({tmp})")
    print(f"machine: {os.cpu_count()} cores, shared by the load generator and the server "
          f"(and whatever else runs: load average {os.getloadavg()[0]:.1f} now)\n")

    servers = []
    if not args.skip_old:
        old = old_package(tmp)
        servers.append(("old: stdlib ThreadingHTTPServer", lambda port: [
            sys.executable, str(old / "run_old.py"), str(old), str(cfg), str(site), str(pdf), str(port)]))
    for workers in (1, 2):
        servers.append((f"new: uvicorn, {workers} worker{'s' if workers > 1 else ''}", lambda port, w=workers: [
            sys.executable, "-m", "codecite_site", "serve", "--offline", "--config", str(cfg), "--site", str(site),
            "--pdf", str(pdf), "--port", str(port), "--workers", str(w)]))

    rng = random.Random(10)
    rows = []
    for name, cmd in servers:
        port = free_port()
        proc = Proc(name, cmd(port), port, tmp / f"{name.split(':')[0]}-{len(rows)}.log")
        try:
            asyncio.run(load(port, [page_request(port, p) for p in pages[:50]], 8))  # warm up
            asyncio.run(load(port, [ask_request(port, q) for q in QUESTIONS], 4))
            for kind, count in (("page", args.pages), ("ask", args.asks)):
                for clients in levels:
                    raws = ([page_request(port, rng.choice(pages)) for _ in range(count)] if kind == "page" else
                            [ask_request(port, rng.choice(QUESTIONS)) for _ in range(count)])
                    cpu0, own0 = proc.cpu(), time.process_time()
                    r = asyncio.run(load(port, raws, clients, seconds=args.seconds))
                    done = max(1, len(r.times))
                    r.server_cpu = (proc.cpu() - cpu0) * 1000 / done
                    r.client_cpu = (time.process_time() - own0) * 1000 / done
                    rows.append((name, kind, clients, r))
                    print(f"{name:<36} {kind:<4} {clients:>4} clients: {len(r.times) / r.elapsed:7.0f} req/s  "
                          f"p50 {pct(r.times, 50):7.1f}  p95 {pct(r.times, 95):7.1f}  max {max(r.times, default=0):8.1f} ms"
                          f"  conn errors {sum(r.conn_errors.values())} {r.conn_errors or ''}"
                          f"  HTTP errors {sum(r.http_errors.values())} {r.http_errors or ''}"
                          f"  CPU/req server {r.server_cpu:.2f} ms, load {r.client_cpu:.2f} ms", flush=True)
        finally:
            proc.stop()

    print("\n| server | load | clients | requests | req/s | p50 ms | p95 ms | max ms | connection errors | HTTP errors "
          "| server CPU ms/req | load CPU ms/req |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, kind, clients, r in rows:
        sent = len(r.times) + sum(r.conn_errors.values())
        print(f"| {name} | {kind} | {clients} | {sent} | {len(r.times) / r.elapsed:.0f} | {pct(r.times, 50):.1f} | "
              f"{pct(r.times, 95):.1f} | {max(r.times, default=0):.1f} | {sum(r.conn_errors.values())} | "
              f"{sum(r.http_errors.values())} | {r.server_cpu:.2f} | {r.client_cpu:.2f} |")
    new = [(n, k, c, r) for n, k, c, r in rows if n.startswith("new")]
    worst_256 = max((sum(r.conn_errors.values()) for n, k, c, r in new if c == 256), default=None)
    page_64 = [pct(r.times, 95) for n, k, c, r in new if k == "page" and c == 64]
    print()
    if worst_256 is not None:
        print(f"target: zero connection errors at 256 clients (new): {'met' if worst_256 == 0 else 'MISSED'} "
              f"({worst_256})")
    if page_64:
        print(f"target: p95 of a page under 50 ms at 64 clients (new): "
              f"{'met' if max(page_64) < 50 else 'MISSED'} ({', '.join(f'{v:.1f} ms' for v in page_64)})")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} (the CPU per request does not depend on it; "
          "the latencies do)")
    old_rows = {(k, c): r for n, k, c, r in rows if n.startswith("old")}
    one = {(k, c): r for n, k, c, r in rows if n == "new: uvicorn, 1 worker"}
    if old_rows and one:
        print("ratio new (1 worker) / old, requests/s: " + ", ".join(
            f"{k} {c}: {len(one[k, c].times) / one[k, c].elapsed / max(1e-9, len(o.times) / o.elapsed):.1f}x"
            for (k, c), o in old_rows.items() if (k, c) in one))


if __name__ == "__main__":
    main()
