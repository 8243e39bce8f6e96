"""``codecite-site preview``: serve a built site over HTTP on 127.0.0.1.

Pagefind loads its index with ``fetch``, which browsers refuse from
``file://``, so the site needs a server even on one's own machine. A site built
with ``--base-path /codecite/`` is served under that prefix, exactly as a
static host would, so what works here works there.

It is the proxy's application without the answer API (``serve.App`` with no
Engine) on the same server: the same header policy (``httppolicy``; a site built
for a proxy on another origin, ``--api-url``, may connect to that origin), the
same refusal of what the site does not publish (dot segments and dotfiles, such
as the build manifest, encoded slashes and backslashes), folder redirects built
from the checked path, the per-connection timeout and bound on connections.
"""

from __future__ import annotations

import socket
from pathlib import Path

from .build import read_manifest


class PreviewError(Exception):
    """No site to serve or no port to serve it on."""


def make_server(site: Path, port: int = 8001, host: str = "127.0.0.1", quiet: bool = False,
                client_timeout: float | None = None, max_connections: int | None = None, log=None):
    """A server for ``site`` (not yet serving: ``serve_forever``) and the URL of its home page;
    ``client_timeout`` and ``max_connections`` as for the proxy (default 15 s and 256)."""
    from ..serve import Proxy
    from ..urls import origin_of

    site = Path(site).resolve()
    if not (site / "index.html").is_file():
        raise PreviewError(f"{site} holds no built site; run codecite-site build first")
    manifest = read_manifest(site) or {}
    base = manifest.get("base_path", "/")
    api = manifest.get("api_url") or ""
    try:
        server = Proxy(None, site, host, port, base, client_timeout=15.0 if client_timeout is None else client_timeout,
                       max_connections=256 if max_connections is None else max_connections,
                       api_origin=origin_of(api) if api else "", no_cache=True,
                       log=(lambda line: None) if quiet else (log or print))
    except OSError as e:
        raise PreviewError(f"cannot listen on {host}:{port} ({e.strerror or e}); choose another --port") from None
    return server, f"http://{host}:{server.server_address[1]}{base}"


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]
