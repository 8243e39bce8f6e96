"""The answer proxy: the built site and the answer API, an ASGI application served by uvicorn.

``GET /api/health`` (corpus size, backend, models, vector manifest) and
``POST /api/ask`` ``{"question": ..., "rerank": true, "stream": false}``;
everything else is a file of the site folder, mounted at the base path the site
was built for (its manifest). With ``"stream": true`` the answer comes as JSON
lines (``stage``, ``hits``, ``text`` pieces, then ``answer``), so the ask panel
can show the stages live. ``preview`` is the same application without the API.

It holds the user's Cohere key, so it is strict about who may spend it:

- binds 127.0.0.1 unless told otherwise;
- answers only requests whose Host is its own address or one of ``[serve]
  allowed_hosts`` (DNS rebinding) and, on the API, whose Origin (when sent) is
  its own origin or one of ``[serve] allowed_origins``: a page elsewhere cannot
  make the browser ask on its behalf. CORS headers go to the listed origins
  only (the exact origin, never ``*``, no credentials); a preflight from any
  other origin is refused;
- ``POST /api/ask`` needs ``Content-Type: application/json`` (a form post
  cannot send it without a CORS preflight), a ``Content-Length`` of at most
  ``max_body`` bytes (and a body no longer, checked while reading) and a
  question of at most ``max_question`` characters;
- rate-limits questions per client address (per worker process: see the
  README), times out upstream calls and maps Cohere failures to clear messages
  and statuses (see ``qa.cohere_client``), and a store that is down
  (``StoreUnavailable``) to a 503 while the site is still served;
- logs one line per request (method, path, status, time) and never a body,
  a header or the key; error messages are masked of the key;
- serves only files the site publishes: no absolute path, dot segment or
  dotfile (the build manifest names the PDF's path), and a folder's redirect is
  built from the checked path, never the raw one;
- sends every response with one header policy (``httppolicy``: a
  Content-Security-Policy, no framing by other sites, nosniff, no referrer),
  drops a client that has not sent its request within ``client_timeout``
  seconds and serves at most ``max_connections`` at once (``503`` beyond).

``codecite-site serve --workers N`` runs N processes of it on one socket
(uvicorn's supervisor); each builds its own Engine in ``worker_app`` from the
settings the command passes in ``CODECITE_SERVE``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import mimetypes
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .httppolicy import Server, folder_location, origin_of, policy_headers, read_body, read_once, site_segments
from .qa.cohere_client import UpstreamError
from .store import StoreUnavailable

LOCAL_NAMES = ("127.0.0.1", "localhost", "[::1]")
SPEC_ENV = "CODECITE_SERVE"


class RateLimiter:
    """A token bucket per client address: ``per_minute`` questions, refilled evenly."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic):
        self.per_minute = per_minute
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}
        self.lock = threading.Lock()

    def allow(self, client: str) -> float | None:
        """None when allowed, else seconds until the next question is."""
        if self.per_minute <= 0:
            return None
        now = self.clock()
        rate = self.per_minute / 60.0
        with self.lock:
            if len(self.buckets) > 100_000:  # many addresses: forget the full buckets
                self.buckets = {k: v for k, v in self.buckets.items()
                                if v[0] + (now - v[1]) * rate < self.per_minute}
            tokens, last = self.buckets.get(client, (float(self.per_minute), now))
            tokens = min(float(self.per_minute), tokens + (now - last) * rate)
            if tokens < 1.0:
                self.buckets[client] = (tokens, now)
                return (1.0 - tokens) / rate
            self.buckets[client] = (tokens - 1.0, now)
            return None


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, headers: dict | None = None):
        super().__init__(message)
        self.status, self.code, self.message, self.headers = status, code, message, headers or {}


class _Gone(Exception):
    """The client went away, or stopped reading: nothing more to send."""


class _Request:
    __slots__ = ("method", "path", "headers", "client", "api", "cors", "t0", "send", "receive", "ext", "started")

    def __init__(self, scope, receive, send):
        self.method = scope["method"]
        self.path = scope.get("raw_path", scope["path"].encode()).decode("latin-1")  # still percent-encoded
        self.headers: dict[str, str] = {}
        for k, v in scope["headers"]:
            self.headers.setdefault(k.decode("latin-1"), v.decode("latin-1"))
        self.client = (scope.get("client") or ("?", 0))[0]
        self.api = self.path.startswith("/api/")
        self.cors: str | None = None  # the listed origin to answer with CORS headers
        self.t0 = time.perf_counter()
        self.send, self.receive = send, receive
        self.ext = (scope.get("extensions") or {}).get("codecite") or {}
        self.started = False


class App:
    """The ASGI application. ``engine`` None: the site only (``preview``)."""

    def __init__(self, engine, site: Path | None, base_path: str = "/", port: int = 8000, host: str = "127.0.0.1",
                 rate_limit: int = 30, max_question: int = 500, max_body: int = 4096,
                 allowed_hosts: tuple[str, ...] = (), allowed_origins: tuple[str, ...] = (),
                 api_origin: str = "", client_timeout: float = 15.0, log: Callable[[str], None] = print,
                 no_cache: bool = False):
        self.engine = engine
        self.site = Path(site).resolve() if site else None
        self._root = str(self.site) if site else ""
        self._real_root = os.path.realpath(self._root) + os.sep if site else ""
        self.base = "/" + base_path.strip("/") + "/" if base_path.strip("/") else "/"
        self.limiter = RateLimiter(rate_limit)
        self.max_question, self.max_body = max_question, max_body
        self.client_timeout = float(client_timeout)
        self.log = log
        self.no_cache = no_cache
        self.api_origin = api_origin
        names = {host}
        if host in ("127.0.0.1", "localhost", "::1"):
            names |= set(LOCAL_NAMES)
        names = {f"[{n}]" if ":" in n and not n.startswith("[") else n for n in names}
        self.hosts = {f"{n}:{port}".lower() for n in names}
        self.origins = {f"http://{h}" for h in self.hosts}
        for h in allowed_hosts:  # the names a reverse proxy forwards with: as given, port or none
            self.hosts.add(h.lower())
            self.origins |= {f"http://{h.lower()}", f"https://{h.lower()}"}
        self.cors_origins = {origin_of(o) for o in allowed_origins}
        self.executor = ThreadPoolExecutor(max_workers=8, thread_name_prefix="ask") if engine is not None else None

    # --- plumbing -------------------------------------------------------------------------------
    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return
        req = _Request(scope, receive, send)
        try:
            try:
                self._check_host(req)
                await self._route(req)
            except ApiError as e:
                if req.started:
                    raise _Gone from None
                await self._error(req, e)
            except Exception as e:  # noqa: BLE001 - a bug must not kill the server or leak a traceback
                if isinstance(e, _Gone):
                    raise
                self.log(f"internal error: {type(e).__name__}")
                if req.started:
                    raise _Gone from None
                await self._error(req, ApiError(500, "internal", "internal error; see the proxy's log"))
        except _Gone:
            drop = req.ext.get("drop")
            if drop is not None:
                drop()

    def _line(self, req: _Request, status: int) -> None:
        ms = (time.perf_counter() - req.t0) * 1000
        self.log(f"{req.method} {req.path.split('?', 1)[0][:200]} {status} {ms:.1f} ms")

    async def _send(self, req: _Request, message: dict) -> None:
        """One write; a client that does not take it within the client timeout is dropped."""
        try:
            async with asyncio.timeout(self.client_timeout):  # a timer, not a task per write as wait_for
                await req.send(message)
        except (TimeoutError, OSError):
            raise _Gone from None

    def _headers(self, req: _Request, ctype: str, extra: dict | None) -> list[tuple[bytes, bytes]]:
        h = policy_headers(req.api and self.engine is not None, self.api_origin)
        h["Content-Type"] = ctype
        if self.no_cache:
            h["Cache-Control"] = "no-cache"  # a rebuilt page shows on reload
        if req.cors:
            h["Access-Control-Allow-Origin"] = req.cors
            h["Vary"] = "Origin"
        h.update(extra or {})
        return [(k.lower().encode("latin-1"), str(v).encode("latin-1")) for k, v in h.items()]

    async def _respond(self, req: _Request, status: int, body: bytes, ctype: str, headers: dict | None = None) -> None:
        hdrs = self._headers(req, ctype, headers)
        hdrs.append((b"content-length", str(len(body)).encode()))
        req.started = True
        await self._send(req, {"type": "http.response.start", "status": status, "headers": hdrs})
        await self._send(req, {"type": "http.response.body", "body": b"" if req.method == "HEAD" else body})
        self._line(req, status)

    async def _json(self, req: _Request, status: int, obj: dict, headers: dict | None = None) -> None:
        body = json.dumps(obj, ensure_ascii=False).encode("utf-8", "replace")  # a lone surrogate from upstream: "?"
        await self._respond(req, status, body, "application/json; charset=utf-8",
                            {"Cache-Control": "no-store", **(headers or {})})

    async def _error(self, req: _Request, e: ApiError) -> None:
        if self.engine is None and not e.code.startswith("bad_"):  # preview: plain text, as a static host
            return await self._respond(req, e.status, (e.message + "\n").encode(), "text/plain; charset=utf-8",
                                       e.headers)
        await self._json(req, e.status, {"error": {"code": e.code, "message": e.message}}, e.headers)

    def _check_host(self, req: _Request) -> None:
        host = req.headers.get("host", "").lower()
        if host not in self.hosts:
            raise ApiError(403, "bad_host", f"this server answers only as {sorted(self.hosts)[0]}")

    def _check_origin(self, req: _Request) -> None:
        origin = req.headers.get("origin")
        if origin is not None:
            if origin.lower() in self.cors_origins:
                req.cors = origin.lower()  # a listed site on another origin: any Sec-Fetch-Site
                return
            if origin.lower() not in self.origins:
                raise ApiError(403, "bad_origin", "requests from other sites are refused: open the site served "
                                                  "by this proxy instead")
        site = req.headers.get("sec-fetch-site")
        if site is not None and site not in ("same-origin", "none"):
            raise ApiError(403, "bad_origin", "requests from other sites are refused")

    # --- routes ---------------------------------------------------------------------------------
    async def _route(self, req: _Request) -> None:
        path = req.path.split("?", 1)[0]
        if self.engine is None:
            if req.method not in ("GET", "HEAD"):
                raise ApiError(405, "not_allowed", f"cannot {req.method} {path}", {"Allow": "GET, HEAD"})
            return await self._static(req, path)
        if req.method == "OPTIONS":
            self._check_origin(req)
            headers = {"Allow": "GET, POST"}
            if req.cors:  # the preflight of a listed origin: what it may send
                headers.update({"Access-Control-Allow-Methods": "GET, POST",
                                "Access-Control-Allow-Headers": "Content-Type", "Access-Control-Max-Age": "600"})
            return await self._respond(req, 204, b"", "text/plain", headers)
        if req.method in ("GET", "HEAD"):
            if path == "/api/health":
                self._check_origin(req)
                health = self.engine.health()
                health["site"] = bool(self.site and self.site.is_dir())
                return await self._json(req, 200, health)
            if req.api:
                raise ApiError(404, "not_found", f"no API route {path}")
            return await self._static(req, path)
        if req.method != "POST":
            raise ApiError(405, "not_allowed", f"cannot {req.method} {path}", {"Allow": "GET, HEAD, POST, OPTIONS"})
        if path != "/api/ask":
            raise ApiError(404 if req.api else 405, "not_found", f"cannot POST {path}")
        await self._ask(req)

    async def _ask(self, req: _Request) -> None:
        self._check_origin(req)
        ctype = req.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "application/json":
            raise ApiError(415, "bad_content_type", "send the question as JSON (Content-Type: application/json)")
        try:
            length = int(req.headers.get("content-length", ""))
        except ValueError:
            raise ApiError(411, "length_required", "Content-Length is required") from None
        if length > self.max_body or length < 0:
            raise ApiError(413, "too_large", f"request body over {self.max_body} bytes")
        deadline = req.ext.get("deadline", time.monotonic() + self.client_timeout)
        try:
            body = await read_body(req.receive, deadline, self.max_body)
        except TimeoutError:
            raise ApiError(408, "timeout", f"the request did not arrive within {self.client_timeout:g} s",
                           {"Connection": "close"}) from None
        except ConnectionResetError:
            raise _Gone from None
        if body is None:
            raise ApiError(413, "too_large", f"request body over {self.max_body} bytes", {"Connection": "close"})
        try:
            data = json.loads(body or b"null")
        except RecursionError:
            raise ApiError(400, "bad_json", "the JSON is nested too deeply") from None
        except ValueError:
            raise ApiError(400, "bad_json", "the body is not valid JSON") from None
        if not isinstance(data, dict) or not isinstance(data.get("question"), str):
            raise ApiError(400, "no_question", 'send {"question": "..."}')
        try:
            data["question"].encode("utf-8")
        except UnicodeEncodeError:
            raise ApiError(400, "bad_text", "the question holds a character that is not text "
                                            "(an unpaired surrogate escape such as \\ud800)") from None
        question = " ".join(data["question"].split())
        if not question:
            raise ApiError(400, "no_question", "the question is empty")
        if len(question) > self.max_question:
            raise ApiError(413, "question_too_long", f"the question is over {self.max_question} characters")
        wait = self.limiter.allow(req.client)
        if wait is not None:
            raise ApiError(429, "too_many_questions", f"too many questions: wait {wait:.0f} s",
                           {"Retry-After": str(max(1, round(wait)))})
        rerank = data.get("rerank", True) is not False
        if data.get("stream"):
            return await self._ask_stream(req, question, rerank)
        loop = asyncio.get_running_loop()
        try:
            answer = await loop.run_in_executor(self.executor, lambda: self.engine.ask(question, rerank=rerank))
        except (UpstreamError, StoreUnavailable) as e:
            raise self._api_error(e) from None
        await self._json(req, 200, answer)

    def _api_error(self, e: Exception) -> ApiError:
        if isinstance(e, StoreUnavailable):
            self.log(f"store unavailable: {e}")  # the server's own log: which store (never a password)
        return _api_error(e)

    async def _ask_stream(self, req: _Request, question: str, rerank: bool) -> None:
        """JSON lines. Events are held back until retrieval is done, so a failing
        embed or rerank still gets its own status; a later failure is an ``error`` event."""
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue = asyncio.Queue()

        def put(kind: str, item) -> None:
            loop.call_soon_threadsafe(queue.put_nowait, (kind, item))

        def run() -> None:
            try:
                put("done", self.engine.ask(question, rerank=rerank, on_event=lambda e: put("event", e), stream=True))
            except BaseException as e:  # noqa: BLE001 - handed to the event loop, which decides
                put("fail", e)

        loop.run_in_executor(self.executor, run)
        held: list[dict] = []

        async def write(event: dict, more: bool = True) -> None:
            line = json.dumps(event, ensure_ascii=False).encode("utf-8", "replace") + b"\n"
            await self._send(req, {"type": "http.response.body", "body": line, "more_body": more})

        async def start() -> None:
            req.started = True
            hdrs = self._headers(req, "application/x-ndjson; charset=utf-8", {"Cache-Control": "no-store"})
            await self._send(req, {"type": "http.response.start", "status": 200, "headers": hdrs})
            for e in held:
                await write(e)

        while True:
            kind, item = await queue.get()
            if kind == "event":
                if req.started:
                    await write(item)
                else:
                    held.append(item)
                    if item["event"] == "hits":
                        await start()
            elif kind == "done":
                if not req.started:
                    await start()
                await write({"event": "answer", **item}, more=False)
                return self._line(req, 200)
            elif isinstance(item, (UpstreamError, StoreUnavailable)):
                e = self._api_error(item)
                if not req.started:
                    raise e
                await write({"event": "error", "status": e.status, "code": e.code, "message": e.message}, more=False)
                return self._line(req, e.status)
            else:
                raise item

    async def _static(self, req: _Request, path: str) -> None:
        site, base = self.site, self.base
        if site is None or not os.path.isdir(site):
            raise ApiError(404, "no_site", "no site folder: build one with `codecite-site build` and pass --site")
        if path == base.rstrip("/"):
            return await self._respond(req, 301, b"", "text/plain", {"Location": base})
        if not path.startswith(base):
            return await self._not_found(req, f"the site is served under {base}")
        segments = site_segments(path[len(base):])
        if segments is None:  # an absolute path, a dot segment or dotfile, a backslash: nothing the site publishes
            return await self._not_found(req, "not found")
        # one lookup and one open per response (``read_once``): a rebuild swapping the site in between
        # a check and a read cannot turn a file that was there into a 404 or an error
        target = os.path.join(self._root, *segments)
        body, is_dir = read_once(target)
        if is_dir:
            if not path.endswith("/"):
                return await self._respond(req, 301, b"", "text/plain",
                                           {"Location": folder_location(base, segments)})
            target = os.path.join(target, "index.html")
            body, is_dir = read_once(target)
        if body is None or is_dir:
            return await self._not_found(req, f"no page {path}")
        if not (os.path.realpath(target) + os.sep).startswith(self._real_root):
            return await self._not_found(req, "not found")  # a symbolic link out of the site: read, never sent
        ctype = mimetypes.guess_type(target)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype in ("application/javascript", "application/json"):
            ctype += "; charset=utf-8"
        await self._respond(req, 200, body, ctype)

    async def _not_found(self, req: _Request, message: str) -> None:
        missing = read_once(self.site / "404.html")[0] if self.site else None
        if missing is not None:
            return await self._respond(req, 404, missing, "text/html; charset=utf-8")
        raise ApiError(404, "not_found", message)


def _api_error(e: Exception) -> ApiError:
    if isinstance(e, StoreUnavailable):
        # not the exception's text: a database error may name its connection
        return ApiError(503, "store_unavailable", "answers are unavailable for a moment: the vector database "
                                                  "cannot be reached (the site still works; try again shortly)",
                        {"Retry-After": "5"})
    headers = {"Retry-After": str(max(1, round(e.retry_after)))} if e.retry_after else {}
    return ApiError(e.status, e.code, e.message, headers)


# --- one process -------------------------------------------------------------------------------------------
class Proxy(Server):
    """The app on its own socket: ``serve_forever`` (in a thread for tests), ``port``, ``url``."""

    def __init__(self, engine, site: Path | None, host: str = "127.0.0.1", port: int = 8000,
                 base_path: str = "/", rate_limit: int = 30, max_question: int = 500, max_body: int = 4096,
                 allowed_hosts: tuple[str, ...] = (), log: Callable[[str], None] = print,
                 client_timeout: float = 15.0, max_connections: int = 32, allowed_origins: tuple[str, ...] = (),
                 api_origin: str = "", forwarded_allow_ips: str = "", no_cache: bool = False):
        super().__init__(host, port, client_timeout=client_timeout, max_connections=max_connections,
                         forwarded_allow_ips=forwarded_allow_ips)
        self.port = self.server_address[1]
        self.app = App(engine, site, base_path, self.port, host, rate_limit, max_question, max_body, allowed_hosts,
                       allowed_origins, api_origin, client_timeout, log, no_cache)
        self.engine, self.site, self.base = engine, self.app.site, self.app.base

    @property
    def url(self) -> str:
        host = self.server_address[0]
        host = "127.0.0.1" if host in ("0.0.0.0", "") else f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}{self.base}"


def make_proxy(engine, config, site: Path | None, host: str | None = None, port: int | None = None,
               log: Callable[[str], None] = print, api_origin: str = "") -> Proxy:
    s = config.serve
    return Proxy(engine, site, host or s.host, s.port if port is None else port, config.site.base_path,
                 rate_limit=s.rate_limit, max_question=s.max_question, max_body=s.max_body, log=log,
                 client_timeout=s.client_timeout, max_connections=s.max_connections,
                 allowed_hosts=tuple(s.allowed_hosts), allowed_origins=tuple(s.allowed_origins),
                 api_origin=api_origin, forwarded_allow_ips=s.forwarded_allow_ips)


# --- what a site was built for ------------------------------------------------------------------------------
class ServeError(Exception):
    """The site and the corpus do not go together, or the site is unusable: one line."""


def pdf_digest(pdf: Path) -> str:
    return hashlib.sha256(Path(pdf).read_bytes()).hexdigest()


def for_site(config, site: Path, pdf: Path | None) -> tuple[object, Path | None, str]:
    """(config with the site's base path, the PDF to answer from, the origin of the site's API).

    A built site names the PDF it was built from (and its digest) and its base path in its
    manifest: answers come from that PDF and their URLs carry that prefix. ``pdf`` given and not
    the site's PDF: ServeError. The site's PDF gone and no ``pdf``: ServeError (answering from
    another Code would cite clauses the site does not show). No manifest: the configured base
    path and PDF (an API without a built site)."""
    from .site.build import read_manifest

    manifest = read_manifest(site) if site is not None else None
    if manifest is None:
        return config, pdf, ""
    config = dataclasses.replace(config, site=dataclasses.replace(config.site, base_path=manifest.get("base_path", "/")))
    api = manifest.get("api_url") or ""
    api_origin = origin_of(api) if api else ""
    recorded = manifest.get("pdf")
    digest = manifest.get("pdf_sha256")
    if not recorded:
        return config, pdf, api_origin
    if pdf is None:
        if not Path(recorded).is_file():
            raise ServeError(f"{site} was built from {recorded}, which is gone: pass --pdf with that file "
                             "or rebuild the site")
        pdf = Path(recorded)
        if digest and pdf_digest(pdf) != digest:
            raise ServeError(f"{recorded} changed since {site} was built from it: rebuild the site "
                             "(codecite-site build) before serving it")
        return config, pdf, api_origin
    if not Path(pdf).is_file():
        return config, pdf, api_origin  # load_tree says "no such file"
    want = digest or (pdf_digest(Path(recorded)) if Path(recorded).is_file() else None)
    if want is None:
        if Path(pdf).resolve() != Path(recorded).resolve():
            raise ServeError(f"{site} was built from {recorded}, not {pdf}: serve it without --pdf, "
                             "or rebuild it from that file")
    elif pdf_digest(Path(pdf)) != want:
        raise ServeError(f"{site} was built from {recorded}, not {pdf} (another file): serve it without --pdf, "
                         "or rebuild it from that file")
    return config, Path(pdf), api_origin


# --- several processes -------------------------------------------------------------------------------------
def worker_app():
    """The uvicorn factory of each worker process: the Engine built here, from ``CODECITE_SERVE``."""
    import sys

    from .config import load_config
    from .ingest import load_tree
    from .qa.answer import engine_for

    spec = json.loads(os.environ[SPEC_ENV])
    config = load_config(Path(spec["config"]) if spec["config"] else None)
    config = dataclasses.replace(config, site=dataclasses.replace(config.site, base_path=spec["base_path"]))

    def log(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    revisions = None if spec.get("revisions") is None else [Path(r) for r in spec["revisions"]]
    tree, _, pdf = load_tree(config, Path(spec["pdf"]) if spec["pdf"] else None, log=log, revisions=revisions)
    engine = engine_for(config, tree, offline=spec["offline"], pdf=pdf, timeout=config.serve.timeout)
    s = config.serve
    return App(engine, Path(spec["site"]), spec["base_path"], spec["port"], spec["host"], s.rate_limit,
               s.max_question, s.max_body, tuple(s.allowed_hosts), tuple(s.allowed_origins), spec["api_origin"],
               s.client_timeout, log)


def serve_workers(config, config_path: Path | None, site: Path, pdf: Path | None, offline: bool, host: str,
                  port: int, workers: int, api_origin: str, log: Callable[[str], None] = print,
                  revisions: list[Path] | None = None) -> None:
    """``workers`` processes on one socket, each with its own Engine; until Ctrl-C or SIGTERM.
    ``revisions``: the packages the served site applied (None: the configured ones)."""
    from uvicorn.supervisors import Multiprocess

    from .httppolicy import bind, server_config

    s = config.serve
    sock = bind(host, port)
    port = sock.getsockname()[1]
    os.environ[SPEC_ENV] = json.dumps({
        "config": str(Path(config_path).resolve()) if config_path else "", "site": str(Path(site).resolve()),
        "pdf": str(Path(pdf).resolve()) if pdf else "", "offline": offline, "host": host, "port": port,
        "base_path": config.site.base_path, "api_origin": api_origin,
        "revisions": None if revisions is None else [str(Path(r).resolve()) for r in revisions]})
    ucfg = server_config("codecite_site.serve:worker_app", s.client_timeout, s.max_connections, workers=workers,
                         forwarded_allow_ips=s.forwarded_allow_ips, factory=True)
    base = "/" + config.site.base_path.strip("/") + "/" if config.site.base_path.strip("/") else "/"
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else f"[{host}]" if ":" in host else host
    log(f"serving {site} and the answer API with {workers} workers at http://{shown}:{port}{base}  (Ctrl-C stops)")
    try:
        Multiprocess(ucfg, sockets=[sock]).run()
    finally:
        sock.close()
