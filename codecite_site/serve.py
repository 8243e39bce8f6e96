"""The local proxy: the built site and the answer API on one origin.

``GET /api/health`` (corpus size, backend, models, vector manifest) and
``POST /api/ask`` ``{"question": ..., "rerank": true, "stream": false}``;
everything else is a file of the site folder, mounted at the configured base
path. With ``"stream": true`` the answer comes as JSON lines (``stage``,
``hits``, ``text`` pieces, then ``answer``), so the ask panel can show the
stages live.

It holds the user's Cohere key, so it is strict about who may spend it:

- binds 127.0.0.1 unless told otherwise;
- answers only requests whose Host is its own address (DNS rebinding) and,
  on the API, whose Origin (when sent) is its own origin: a page elsewhere
  cannot make the browser ask on its behalf; no CORS headers are ever sent;
- ``POST /api/ask`` needs ``Content-Type: application/json`` (a form post
  cannot send it without a CORS preflight), a body of at most ``max_body``
  bytes and a question of at most ``max_question`` characters;
- rate-limits questions per client, times out upstream calls and maps Cohere
  failures to clear messages and statuses (see ``qa.cohere_client``);
- logs one line per request (method, path, status, time) and never a body,
  a header or the key; error messages are masked of the key;
- serves only files the site publishes: no absolute path, dot segment or
  dotfile (the build manifest names the PDF's path), and a folder's redirect is
  built from the checked path, never the raw one;
- sends every response with one header policy (``httppolicy``: a
  Content-Security-Policy, no framing by other sites, nosniff, no referrer),
  drops a client that has not sent its request within ``client_timeout``
  seconds and serves at most ``max_connections`` at once (``503`` beyond).
"""

from __future__ import annotations

import json
import mimetypes
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import urlsplit

from .httppolicy import GuardedHandler, GuardedServer, folder_location, read_once, site_segments
from .qa.answer import Engine
from .qa.cohere_client import UpstreamError
from .store import StoreUnavailable

LOCAL_NAMES = ("127.0.0.1", "localhost", "[::1]")


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


class Proxy(GuardedServer):
    def __init__(self, engine: Engine, site: Path | None, host: str = "127.0.0.1", port: int = 8000,
                 base_path: str = "/", rate_limit: int = 30, max_question: int = 500, max_body: int = 4096,
                 allowed_hosts: tuple[str, ...] = (), log: Callable[[str], None] = print,
                 client_timeout: float = 15.0, max_connections: int = 32):
        super().__init__((host, port), Handler, client_timeout=client_timeout, max_connections=max_connections)
        self.engine = engine
        self.site = Path(site).resolve() if site else None
        self.base = "/" + base_path.strip("/") + "/" if base_path.strip("/") else "/"
        self.limiter = RateLimiter(rate_limit)
        self.max_question = max_question
        self.max_body = max_body
        self.log = log
        self.port = self.server_address[1]
        names = set(allowed_hosts) | {host}
        if host in ("127.0.0.1", "localhost", "::1"):
            names |= set(LOCAL_NAMES)
        names = {f"[{n}]" if ":" in n and not n.startswith("[") else n for n in names}
        self.hosts = {f"{n}:{self.port}" for n in names}
        self.origins = {f"http://{h}" for h in self.hosts}

    def handle_error(self, request, client_address) -> None:
        # socketserver would print a traceback to stderr; one line is enough (and holds no request data)
        import sys

        self.log(f"connection error: {sys.exc_info()[0].__name__}")

    @property
    def url(self) -> str:
        host = self.server_address[0]
        return f"http://{'127.0.0.1' if host in ('0.0.0.0', '') else host}:{self.port}{self.base}"


class Handler(GuardedHandler, BaseHTTPRequestHandler):
    server: Proxy
    server_version = "codecite"
    sys_version = ""

    # --- plumbing ---------------------------------------------------------------
    def log_message(self, fmt, *args):  # the default would log the raw request line
        pass

    def _log(self, status: int) -> None:
        ms = (time.perf_counter() - self._t0) * 1000
        path = urlsplit(self.path).path[:200]
        self.server.log(f"{self.command} {path} {status} {ms:.1f} ms")

    def is_api(self) -> bool:
        """The API's JSON gets the API's header policy (``default-src 'none'``), the site's files the site's."""
        return urlsplit(getattr(self, "path", "") or "").path.startswith("/api/")

    def _send(self, status: int, body: bytes, ctype: str, headers: dict | None = None) -> None:
        self.send_response(status)  # with the header policy (GuardedHandler)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self._log(status)

    def _json(self, status: int, obj: dict, headers: dict | None = None) -> None:
        body = json.dumps(obj, ensure_ascii=False).encode("utf-8", "replace")  # a lone surrogate from upstream: "?"
        self._send(status, body, "application/json; charset=utf-8",
                   {"Cache-Control": "no-store", **(headers or {})})

    def _error(self, e: ApiError) -> None:
        self._json(e.status, {"error": {"code": e.code, "message": e.message}}, e.headers)

    def _check_host(self) -> None:
        host = (self.headers.get("Host") or "").lower()
        if host not in self.server.hosts:
            raise ApiError(403, "bad_host", f"this server answers only as {sorted(self.server.hosts)[0]}")

    def _check_origin(self) -> None:
        origin = self.headers.get("Origin")
        if origin is not None and origin.lower() not in self.server.origins:
            raise ApiError(403, "bad_origin", "requests from other sites are refused: open the site served "
                                              "by this proxy instead")
        site = self.headers.get("Sec-Fetch-Site")
        if site is not None and site not in ("same-origin", "none"):
            raise ApiError(403, "bad_origin", "requests from other sites are refused")

    def _dispatch(self, fn) -> None:
        self._t0 = time.perf_counter()
        try:
            self._check_host()
            fn()
        except ApiError as e:
            self._error(e)
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            self.close_connection = True  # the client is gone, or too slow to answer
        except Exception as e:  # noqa: BLE001 - a bug must not kill the server or leak a traceback
            self.server.log(f"internal error: {type(e).__name__}")
            self._error(ApiError(500, "internal", "internal error; see the proxy's log"))

    def do_GET(self):
        self._dispatch(self._get)

    def do_HEAD(self):
        self._dispatch(self._get)

    def do_POST(self):
        self._dispatch(self._post)

    def do_OPTIONS(self):
        # No CORS: a preflight from another origin gets nothing that would allow it.
        self._dispatch(lambda: (self._check_origin(), self._send(204, b"", "text/plain", {"Allow": "GET, POST"})))

    # --- routes ------------------------------------------------------------------
    def _get(self) -> None:
        path = urlsplit(self.path).path
        if path == "/api/health":
            self._check_origin()
            health = self.server.engine.health()
            health["site"] = bool(self.server.site and self.server.site.is_dir())
            return self._json(200, health)
        if path.startswith("/api/"):
            raise ApiError(404, "not_found", f"no API route {path}")
        self._static(path)

    def _post(self) -> None:
        path = urlsplit(self.path).path
        if path != "/api/ask":
            raise ApiError(404 if path.startswith("/api/") else 405, "not_found", f"cannot POST {path}")
        self._check_origin()
        ctype = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if ctype != "application/json":
            raise ApiError(415, "bad_content_type", "send the question as JSON (Content-Type: application/json)")
        try:
            length = int(self.headers.get("Content-Length") or "")
        except ValueError:
            raise ApiError(411, "length_required", "Content-Length is required") from None
        if length > self.server.max_body or length < 0:
            raise ApiError(413, "too_large", f"request body over {self.server.max_body} bytes")
        try:
            body = self.rfile.read(length)
        except TimeoutError:
            raise ApiError(408, "timeout", f"the request did not arrive within {self.server.client_timeout:g} s") from None
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
        if len(question) > self.server.max_question:
            raise ApiError(413, "question_too_long", f"the question is over {self.server.max_question} characters")
        wait = self.server.limiter.allow(self.client_address[0])
        if wait is not None:
            raise ApiError(429, "too_many_questions", f"too many questions: wait {wait:.0f} s",
                           {"Retry-After": str(max(1, round(wait)))})
        rerank = data.get("rerank", True) is not False
        if data.get("stream"):
            return self._ask_stream(question, rerank)
        try:
            answer = self.server.engine.ask(question, rerank=rerank)
        except UpstreamError as e:
            headers = {"Retry-After": str(max(1, round(e.retry_after)))} if e.retry_after else {}
            raise ApiError(e.status, e.code, e.message, headers) from None
        except StoreUnavailable as e:
            raise self._store_down(e) from None
        self._json(200, answer)

    def _store_down(self, e: Exception) -> ApiError:
        """The vector database is down: 503 (the site is still served; the next question reconnects)."""
        self.server.log(f"store unavailable: {e}")
        return ApiError(503, "store_unavailable", "answers are unavailable for a moment: the vector database "
                                                  "cannot be reached (the site still works; try again shortly)",
                        {"Retry-After": "5"})

    def _ask_stream(self, question: str, rerank: bool) -> None:
        """JSON lines. Events are held back until retrieval is done, so a failing
        embed or rerank still gets its own status; a later failure is an ``error`` event."""
        held: list[dict] = []
        started = False

        def write(event: dict) -> None:
            line = json.dumps(event, ensure_ascii=False).encode("utf-8", "replace") + b"\n"
            self.wfile.write(b"%x\r\n%s\r\n" % (len(line), line))
            self.wfile.flush()

        def start() -> None:
            nonlocal started
            # chunked HTTP/1.1 with a final empty chunk: browsers see a complete response,
            # not one cut off by the connection closing
            self.protocol_version = "HTTP/1.1"
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.send_header("Connection", "close")
            self.send_header("Content-Type", "application/x-ndjson; charset=utf-8")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            started = True
            for e in held:
                write(e)

        def on_event(event: dict) -> None:
            if started:
                write(event)
            else:
                held.append(event)
                if event["event"] == "hits":
                    start()

        try:
            answer = self.server.engine.ask(question, rerank=rerank, on_event=on_event, stream=True)
        except StoreUnavailable as e:  # raised by the search, before anything is sent
            raise self._store_down(e) from None
        except UpstreamError as e:
            if not started:
                headers = {"Retry-After": str(max(1, round(e.retry_after)))} if e.retry_after else {}
                raise ApiError(e.status, e.code, e.message, headers) from None
            write({"event": "error", "status": e.status, "code": e.code, "message": e.message})
            self.wfile.write(b"0\r\n\r\n")
            self.close_connection = True
            self._log(e.status)
            return
        if not started:
            start()
        write({"event": "answer", **answer})
        self.wfile.write(b"0\r\n\r\n")
        self.close_connection = True
        self._log(200)

    def _static(self, path: str) -> None:
        site, base = self.server.site, self.server.base
        if site is None or not site.is_dir():
            raise ApiError(404, "no_site", "no site folder: build one with `codecite-site build` and pass --site")
        if path == base.rstrip("/"):
            return self._send(301, b"", "text/plain", {"Location": base})
        if not path.startswith(base):
            raise ApiError(404, "not_found", f"the site is served under {base}")
        segments = site_segments(path[len(base):])
        if segments is None:  # an absolute path, a dot segment or dotfile, a backslash: nothing the site publishes
            raise ApiError(404, "not_found", "not found")
        target = site.joinpath(*segments).resolve()
        if not target.is_relative_to(site):  # a symbolic link out of the site
            raise ApiError(404, "not_found", "not found")
        body, is_dir = read_once(target)
        if is_dir:
            if not path.endswith("/"):
                return self._send(301, b"", "text/plain", {"Location": folder_location(base, segments)})
            target = (target / "index.html").resolve()
            if not target.is_relative_to(site):
                raise ApiError(404, "not_found", "not found")
            body, is_dir = read_once(target)
        if body is None or is_dir:
            missing, _ = read_once(site / "404.html")
            if missing is not None:
                return self._send(404, missing, "text/html; charset=utf-8")
            raise ApiError(404, "not_found", f"no page {path}")
        ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype in ("application/javascript", "application/json"):
            ctype += "; charset=utf-8"
        self._send(200, body, ctype)


def make_proxy(engine: Engine, config, site: Path | None, host: str | None = None, port: int | None = None,
               log: Callable[[str], None] = print) -> Proxy:
    s = config.serve
    return Proxy(engine, site, host or s.host, s.port if port is None else port, config.site.base_path,
                 rate_limit=s.rate_limit, max_question=s.max_question, max_body=s.max_body, log=log,
                 client_timeout=s.client_timeout, max_connections=s.max_connections)
