"""``codecite-site preview``: serve a built site over HTTP on 127.0.0.1.

Pagefind loads its index with ``fetch``, which browsers refuse from
``file://``, so the site needs a server even on one's own machine. A site built
with ``--base-path /codecite/`` is served under that prefix, exactly as a
static host would, so what works here works there.

It sends the proxy's header policy (``httppolicy``) with every response,
refuses what the site does not publish (dot segments and dotfiles, such as the
build manifest, encoded slashes and backslashes), builds a folder's redirect
from the checked path, and has the proxy's per-connection timeout and bound on
connections.
"""

from __future__ import annotations

import functools
import http.server
import io
import socket
from pathlib import Path

from ..httppolicy import GuardedHandler, GuardedServer, folder_location, read_once, site_segments
from .build import read_manifest


class PreviewError(Exception):
    """No site to serve or no port to serve it on."""


class _Handler(GuardedHandler, http.server.SimpleHTTPRequestHandler):
    base = "/"

    def _under_base(self) -> bool:
        clean = self.path.split("?", 1)[0].split("#", 1)[0]
        return clean.startswith(self.base) or clean + "/" == self.base

    def send_head(self):
        # the site's files live at the base path; anything else is not part of it
        if not self._under_base():
            self.send_error(404)
            return None
        clean = self.path.split("?", 1)[0].split("#", 1)[0]
        segments = site_segments(clean[len(self.base):])
        if segments is None:  # a dot segment or dotfile, an encoded slash, a backslash
            self.send_error(404)
            return None
        # one lookup and one open per response (``read_once``): a rebuild swapping the site in between
        # a check and a read cannot turn a file that was there into a 404 or an error
        target = Path(self.directory, *segments)
        body, is_dir = read_once(target)
        if is_dir:
            if not clean.endswith("/"):
                self.send_response(301)  # from the checked segments: SimpleHTTPRequestHandler echoes the raw path
                self.send_header("Location", folder_location(self.base, segments))
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            target = target / "index.html"
            body, is_dir = read_once(target)
        if body is None or is_dir:
            self.send_error(404)  # a folder without index.html is not a page of the site
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(target)))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def send_error(self, code, message=None, explain=None):
        body = read_once(Path(self.directory) / "404.html")[0] if code == 404 else None
        if body is not None:
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            return
        super().send_error(code, message, explain)

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")  # a rebuilt page shows on reload
        super().end_headers()

    def log_message(self, format, *args):
        if self.server.quiet:
            return
        super().log_message(format, *args)


class PreviewServer(GuardedServer):
    quiet = False


def make_server(site: Path, port: int = 8001, host: str = "127.0.0.1", quiet: bool = False,
                client_timeout: float | None = None, max_connections: int | None = None) -> tuple[PreviewServer, str]:
    """A server for ``site`` (not yet serving) and the URL of its home page; ``client_timeout`` and
    ``max_connections`` as for the proxy (default: ``GuardedServer``'s, 15 s and 32)."""
    site = Path(site).resolve()
    if not (site / "index.html").is_file():
        raise PreviewError(f"{site} holds no built site; run codecite-site build first")
    manifest = read_manifest(site) or {}
    base = manifest.get("base_path", "/")
    handler = type("Handler", (_Handler,), {"base": base})
    try:
        server = PreviewServer((host, port), functools.partial(handler, directory=str(site)),
                               client_timeout=client_timeout, max_connections=max_connections)
    except OSError as e:
        raise PreviewError(f"cannot listen on {host}:{port} ({e.strerror or e}); choose another --port") from None
    server.quiet = quiet
    return server, f"http://{host}:{server.server_address[1]}{base}"


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]
