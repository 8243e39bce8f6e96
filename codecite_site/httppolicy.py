"""What ``serve`` and ``preview`` share about HTTP safety: one response-header policy, the check
of a request path against the site folder, a per-connection timeout and a bound on threads.

The header policy (every response, HTML page or asset, of both servers):

- ``Content-Security-Policy``: scripts, styles, fetches and workers from the site's own origin
  only, no inline script or style, no plugins, no ``<base>``; ``'wasm-unsafe-eval'`` because
  Pagefind compiles its search engine from WebAssembly (``WebAssembly.instantiate``), which a
  policy without it refuses; ``data:`` images for the pages' empty favicon; and
  ``frame-ancestors 'none'``: no other site may frame a page (clickjacking the ask panel, or
  driving the search page of the proxy's origin). The API's JSON gets ``default-src 'none'``.
- ``X-Frame-Options: DENY`` for browsers that predate ``frame-ancestors``;
  ``X-Content-Type-Options: nosniff``; ``Referrer-Policy: no-referrer``;
  ``Cross-Origin-Opener-Policy`` and ``Cross-Origin-Resource-Policy: same-origin`` (no other
  site embeds the proxy's files or keeps a handle on its windows).

Built pages also carry the policy as ``<meta http-equiv="Content-Security-Policy">``
(``META_CSP``), for static hosts that cannot set headers. A ``<meta>`` cannot say
``frame-ancestors`` (browsers ignore it there, and Chromium logs an error), nor
``X-Frame-Options``: framing protection needs the headers, which only these two servers (or a
host configured to send them) give.
"""

from __future__ import annotations

import io
import os
import socket
import stat
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote

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


def policy_headers(api: bool = False) -> dict[str, str]:
    """The headers every response carries; ``api`` for the proxy's JSON."""
    return {
        "Content-Security-Policy": API_CSP if api else SITE_CSP,
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


# --- slow clients and threads -------------------------------------------------------------------------------
class _DeadlineReader(io.RawIOBase):
    """The socket's reading side with a deadline for the whole request: a client that sends a
    byte now and then cannot hold a thread past it (a per-read timeout alone would let it)."""

    def __init__(self, sock: socket.socket, deadline: float, idle: float):
        self.sock, self.deadline, self.idle = sock, deadline, idle

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the request took too long to arrive")
        self.sock.settimeout(min(left, self.idle))
        try:
            return self.sock.recv_into(buffer)
        finally:
            self.sock.settimeout(self.idle)  # for the response's writes


class GuardedHandler:
    """Mixed into a ``BaseHTTPRequestHandler``: the request must arrive within the server's
    ``client_timeout`` seconds, each write of the response finish within as many, and every
    response carries ``policy_headers``."""

    server: GuardedServer

    def setup(self) -> None:
        super().setup()
        limit = self.server.client_timeout
        self.connection.settimeout(limit)
        self.rfile = io.BufferedReader(_DeadlineReader(self.connection, time.monotonic() + limit, limit))

    def is_api(self) -> bool:
        return False

    def send_response(self, code, message=None) -> None:
        super().send_response(code, message)
        for k, v in policy_headers(self.is_api()).items():
            self.send_header(k, v)


class GuardedServer(ThreadingHTTPServer):
    """A ``ThreadingHTTPServer`` with at most ``max_connections`` connections served at once;
    one more is answered ``503`` with ``Retry-After`` from the accepting thread and closed."""

    daemon_threads = True
    client_timeout = 15.0
    max_connections = 32

    def __init__(self, address, handler, client_timeout: float | None = None, max_connections: int | None = None):
        if client_timeout is not None:
            self.client_timeout = float(client_timeout)
        if max_connections is not None:
            self.max_connections = int(max_connections)
        self._slots = threading.BoundedSemaphore(self.max_connections)
        super().__init__(address, handler)

    def process_request(self, request, client_address) -> None:
        if not self._slots.acquire(blocking=False):
            self._refuse(request)
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()

    def _refuse(self, request: socket.socket) -> None:
        body = b"too many connections: try again in a moment\n"
        head = "".join(f"{k}: {v}\r\n" for k, v in policy_headers(api=True).items())
        try:
            request.settimeout(0.05)
            request.sendall(b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
                            b"Content-Length: %d\r\nRetry-After: 1\r\nConnection: close\r\n%s\r\n%s"
                            % (len(body), head.encode("ascii"), body))
            request.shutdown(socket.SHUT_WR)
            request.recv(65536)  # what the client already sent: closing on unread data would reset the
            # connection before the client reads the 503
        except OSError:
            pass
