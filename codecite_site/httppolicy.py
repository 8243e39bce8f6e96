"""What ``serve`` and ``preview`` share about HTTP safety: one response-header policy, the check
of a request path against the site folder, and the server both run on (uvicorn, with a protocol
that bounds connections and drops slow clients).

The header policy (every response, HTML page or asset, of both servers):

- ``Content-Security-Policy``: scripts, styles, fetches and workers from the site's own origin
  only (fetches also to the answer API's origin when the site was built for a proxy on another
  origin, ``[site] api_url``), no inline script or style, no plugins, no ``<base>``;
  ``'wasm-unsafe-eval'`` because Pagefind compiles its search engine from WebAssembly
  (``WebAssembly.instantiate``), which a policy without it refuses; ``data:`` images for the
  pages' empty favicon; and ``frame-ancestors 'none'``: no other site may frame a page
  (clickjacking the ask panel, or driving the search page of the proxy's origin). The API's JSON
  gets ``default-src 'none'``.
- ``X-Frame-Options: DENY`` for browsers that predate ``frame-ancestors``;
  ``X-Content-Type-Options: nosniff``; ``Referrer-Policy: no-referrer``;
  ``Cross-Origin-Opener-Policy`` and ``Cross-Origin-Resource-Policy: same-origin`` (no other
  site embeds the proxy's files or keeps a handle on its windows).

Built pages also carry the policy as ``<meta http-equiv="Content-Security-Policy">``
(``meta_csp``), for static hosts that cannot set headers. A ``<meta>`` cannot say
``frame-ancestors`` (browsers ignore it there, and Chromium logs an error), nor
``X-Frame-Options``: framing protection needs the headers, which only these two servers (or a
host configured to send them) give.

Slow clients and connections (``GuardedProtocol``, uvicorn's httptools protocol with three
additions): a request's line and headers must arrive within ``client_timeout`` seconds of the
connection (or of the previous response on a kept-alive one), its body within the same
deadline (the application reads it against ``scope["extensions"]["codecite"]["deadline"]``),
and a response the client does not read is cut off after as many seconds; at most
``max_connections`` connections are served at once, one more is answered ``503`` with
``Retry-After`` and the header policy, and closed.
"""

from __future__ import annotations

import asyncio
import os
import socket
import stat
import threading
import time
from pathlib import Path
from urllib.parse import quote, unquote

from .urls import origin_of  # noqa: F401 - re-exported for serve

SITE_DIRECTIVES = (
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",  # Pagefind's WebAssembly
    "style-src 'self'",
    "img-src 'self' data:",  # data: the pages' empty favicon
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
)
META_CSP = "; ".join(SITE_DIRECTIVES)
SITE_CSP = META_CSP + "; frame-ancestors 'none'"
API_CSP = "default-src 'none'; frame-ancestors 'none'"


def meta_csp(api_origin: str = "") -> str:
    """The site's policy for its pages' ``<meta>``: ``connect-src`` also names the answer API's
    origin when the site asks a proxy on another origin."""
    if not api_origin:
        return META_CSP
    return META_CSP.replace("connect-src 'self'", f"connect-src 'self' {api_origin}")


def policy_headers(api: bool = False, api_origin: str = "") -> dict[str, str]:
    """The headers every response carries; ``api`` for the proxy's JSON; ``api_origin``: the
    origin of the answer API the site's pages ask (a proxy on another origin)."""
    return {
        "Content-Security-Policy": API_CSP if api else meta_csp(api_origin) + "; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Resource-Policy": "same-origin",
    }


# --- request paths -----------------------------------------------------------------------------------
def site_segments(rel: str) -> list[str] | None:
    """The decoded segments of ``rel`` (a URL path below the site's base, still percent-encoded),
    or None when it cannot name a file the site publishes.

    Refused: an empty segment (``//``: with the base's slash it makes an absolute path) except
    the last (a folder's trailing slash); a segment starting with a dot (``.``, ``..`` and every
    dotfile, such as the build manifest ``.codecite-site.json``: browsers never send dot segments,
    they resolve them first); a segment that decodes to a slash, a backslash or a control
    character (``%2Ftmp%2Fsite`` must not become an absolute path, ``\\evil.com`` not a host);
    bytes that are not UTF-8."""
    parts = rel.split("/")
    out = []
    for i, part in enumerate(parts):
        if not part:
            if i == len(parts) - 1:
                break
            return None
        try:
            seg = unquote(part, errors="strict")
        except UnicodeDecodeError:
            return None
        if seg.startswith(".") or "/" in seg or "\\" in seg or any(ord(c) < 0x20 or ord(c) == 0x7F for c in seg):
            return None
        out.append(seg)
    return out


def folder_location(base: str, segments: list[str]) -> str:
    """The redirect target for a folder asked for without its slash: built from the checked
    segments, never from the raw request."""
    return base + "".join(quote(s, safe="!$&'()*+,;=:@~") + "/" for s in segments)


def read_once(path: Path) -> tuple[bytes | None, bool]:
    """(content, False) of the file at ``path``, (None, True) for a folder, (None, False) for nothing.

    One lookup of the path, one open: a site swapped in by a rebuild between a check and a read
    (``build._swap``) cannot turn a file that was there into an error; what is read is one whole
    file of one build, whichever build the lookup found."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    except IsADirectoryError:  # Windows cannot open a folder
        return None, True
    except OSError:
        return None, False
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            return None, True
        if not stat.S_ISREG(info.st_mode):
            return None, False
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(), False
    finally:
        os.close(fd)


# --- the server: uvicorn, with slow clients dropped and connections bounded ---------------------------------
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol  # noqa: E402


def _refusal() -> bytes:
    body = b"too many connections: try again in a moment\n"
    head = "".join(f"{k}: {v}\r\n" for k, v in policy_headers(api=True).items())
    return (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
            b"Content-Length: %d\r\nRetry-After: 1\r\nConnection: close\r\n%s\r\n%s"
            % (len(body), head.encode("ascii"), body))


MAX_HEAD = 65536  # bytes of request line and headers (the stdlib server's limit for a line)


class GuardedProtocol(HttpToolsProtocol):
    """uvicorn's HTTP/1.1 protocol (httptools) with the proxy's rules about connections.

    ``config.timeout_keep_alive`` is the client timeout; ``config.codecite_max_connections`` the
    bound (both set by ``server_config``: plain attributes, so the config still pickles for the
    worker processes)."""

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self._deadline_timer = None
        self._refused = len(self.connections) > getattr(self.config, "codecite_max_connections", 32)
        if self._refused:
            # not counted: a flood of refused connections must not keep the served ones out
            self.connections.discard(self)
            transport.write(_refusal())
            # closed once the client's request is read (closing on unread data would reset the
            # connection before the client reads the 503), or after the timeout
            self._deadline_timer = self.loop.call_later(self.timeout_keep_alive, self._drop)
            return
        self._arm()

    def _arm(self) -> None:
        """The next request must arrive (line, headers and body) within the client timeout."""
        if self._deadline_timer is not None:
            self._deadline_timer.cancel()
        self._deadline = time.monotonic() + self.timeout_keep_alive
        self._head = 0  # bytes of the next request's head seen so far
        self._deadline_timer = self.loop.call_later(self.timeout_keep_alive, self._too_slow)

    def _too_slow(self) -> None:
        self._deadline_timer = None
        if self.cycle is None or self.cycle.response_complete:
            # no request in time, or the last response still unread (the application's own
            # deadlines cover a request in progress: its body, each write of its answer)
            self._drop()

    def _drop(self) -> None:
        if self.transport.is_closing():
            return
        if self.transport.get_write_buffer_size():
            self.transport.abort()  # close() would wait for a client that does not read
        else:
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self._refused:
            self._drop()
            return
        if self._head is not None:
            self._head += len(data)
            if self._head > MAX_HEAD:  # headers without end: memory, not only time
                self.transport.write(b"HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\n"
                                     b"Connection: close\r\n\r\n")
                self.transport.close()
                return
        super().data_received(data)

    def on_headers_complete(self) -> None:
        self._head = None  # the body is the application's to bound
        self.scope["extensions"] = {"codecite": {"deadline": self._deadline, "drop": self._drop}}
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._unset_keepalive_if_required()  # our own timer covers the idle time too
            self._arm()

    def connection_lost(self, exc) -> None:
        if self._deadline_timer is not None:
            self._deadline_timer.cancel()
            self._deadline_timer = None
        super().connection_lost(exc)


def server_config(app, client_timeout: float = 15.0, max_connections: int = 32, workers: int = 1,
                  forwarded_allow_ips: str = "", factory: bool = False):
    """A uvicorn Config for ``app`` (an ASGI app, or with ``workers`` > 1 an import string of a
    factory): our protocol, no access log (the app logs one line per request), no Server header;
    client addresses from ``X-Forwarded-For`` only from the listed reverse proxies."""
    import uvicorn

    config = uvicorn.Config(
        app, http=GuardedProtocol, lifespan="off", log_config=None, access_log=False, server_header=False,
        timeout_graceful_shutdown=3, workers=workers, factory=factory, ws="none",
        proxy_headers=bool(forwarded_allow_ips), forwarded_allow_ips=forwarded_allow_ips or None,
        backlog=2048,
    )
    config.timeout_keep_alive = client_timeout  # uvicorn types it int; a fraction of a second works too
    config.codecite_max_connections = max_connections
    return config


def bind(host: str, port: int) -> socket.socket:
    """The listening socket (OSError when the address is taken or not ours)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host.strip("[]"), port))
        sock.listen(2048)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


class Server:
    """A socket bound at once (so the port is known), then ``self.app`` (set by the subclass) on
    uvicorn: ``serve_forever`` (in the main thread it stops on Ctrl-C or SIGTERM; in another
    thread on ``shutdown``), ``server_address``, ``server_close``."""

    app = None

    def __init__(self, host: str, port: int, client_timeout: float = 15.0, max_connections: int = 32,
                 forwarded_allow_ips: str = ""):
        self.socket = bind(host, port)
        self.server_address = self.socket.getsockname()[:2]
        self.client_timeout = float(client_timeout)
        self.max_connections = int(max_connections)
        self.forwarded_allow_ips = forwarded_allow_ips
        self._server = None
        self._exit = False
        self._stopped = threading.Event()

    def serve_forever(self) -> None:
        import uvicorn

        self._server = uvicorn.Server(server_config(self.app, self.client_timeout, self.max_connections,
                                                    forwarded_allow_ips=self.forwarded_allow_ips))
        self._server.should_exit = self._exit
        try:
            self._server.run(sockets=[self.socket])
        finally:
            self._stopped.set()

    def shutdown(self) -> None:
        self._exit = True
        if self._server is not None:
            self._server.should_exit = True
            self._stopped.wait(10)

    def server_close(self) -> None:
        self.socket.close()


async def read_body(receive, deadline: float, limit: int) -> bytes | None:
    """The request body, read against the request's ``deadline`` (``time.monotonic``); None when
    it grows past ``limit`` bytes (checked while reading); TimeoutError when it is late."""
    body = bytearray()
    more = True
    while more:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        message = await asyncio.wait_for(receive(), left)
        if message["type"] == "http.disconnect":
            raise ConnectionResetError
        body += message.get("body", b"")
        if len(body) > limit:
            return None
        more = message.get("more_body", False)
    return bytes(body)
