"""The search index: Pagefind, through its Python API, over Article and Note pages.

Only the ``data-pagefind-body`` of Article and Note pages is indexed (listing
pages, navigation and "referenced by" lists would only shadow the text); each
page carries its title and its Division, Part and kind filters as
``data-pagefind-meta`` / ``data-pagefind-filter`` tags in its head.
"""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from pagefind.index import IndexConfig, PagefindIndex


class SearchIndexError(Exception):
    """Pagefind failed; the message says how."""


async def _index(site: Path, out_dir: Path) -> int:
    config = IndexConfig(output_path=str(out_dir), force_language="en")
    async with PagefindIndex(config=config) as index:
        # one request for the whole folder: the Python client waits ~0.1 s per
        # reply, so a request per page would cost minutes at NBC scale
        await index.add_directory(str(site))
    entry = json.loads((out_dir / "pagefind-entry.json").read_text(encoding="utf-8"))
    return sum(lang["page_count"] for lang in entry["languages"].values())


def _run(make_coro):
    """Run a coroutine to completion, also from a thread that already runs an event loop
    (a caller inside an async framework, or Playwright's sync API)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(make_coro())
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(make_coro())).result()


def index_site(site: Path, out_dir: Path | None = None) -> int:
    """Index the built pages under ``site`` into ``out_dir`` (default ``site/pagefind``); pages indexed."""
    site = Path(site).resolve()
    out_dir = Path(out_dir).resolve() if out_dir else site / "pagefind"
    try:
        return _run(lambda: _index(site, out_dir))
    except FileNotFoundError as e:
        raise SearchIndexError(f"Pagefind wrote no index ({e}); reinstall it with pip install 'pagefind[bin]'") from None
    except (TimeoutError, OSError, AssertionError, ValueError, KeyError) as e:
        raise SearchIndexError(f"Pagefind failed: {e or type(e).__name__}") from None
