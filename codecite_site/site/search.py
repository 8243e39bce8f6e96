"""The search index: Pagefind, through its Python API, over Article and Note pages.

Only the ``data-pagefind-body`` of Article and Note pages is indexed (listing
pages, navigation and "referenced by" lists would only shadow the text); each
page carries its title and its Division, Part and kind filters as
``data-pagefind-meta`` / ``data-pagefind-filter`` tags in its head.

Pagefind's service answers "written" before its writes have finished, and the
client then terminates it: on a busy machine a file of the bundle is left
empty or cut off at a buffer boundary (``pagefind-entry.json`` at 0 bytes
fails the build, ``pagefind.js`` at 32,768 of 45,555 bytes does not, and
breaks search in the browser with "Invalid or unexpected token"). So the
bundle is checked (``verify_bundle``) while the service still runs, until its
writes have landed, and once more after it stopped; a bundle still damaged is
indexed again, a bounded number of times, and then the build fails saying so.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import shutil
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from pagefind.index import IndexConfig
from pagefind.service import PagefindService, get_executable

ATTEMPTS = 3  # index runs before giving up on a bundle that stays damaged
SETTLE = 5.0  # seconds to wait, with the service still running, for its writes to land
SIGNATURE = b"pagefind_dcd"  # what every decompressed .pf_* and wasm file starts with
ENTRY = "pagefind-entry.json"
# what the site's pages load (search.html) and what pagefind-ui.js loads in turn
REQUIRED = (ENTRY, "pagefind.js", "pagefind-ui.js", "pagefind-ui.css", "pagefind-worker.js", "wasm.unknown.pagefind")


class SearchIndexError(Exception):
    """Pagefind failed; the message says how."""


# --- checking a bundle -----------------------------------------------------------------------------
def _cbor(data: bytes, i: int = 0):
    """(value, next offset) of the CBOR item at ``data[i]``: the subset Pagefind's metadata uses."""
    if i >= len(data):
        raise ValueError("truncated CBOR")
    head = data[i]
    major, info = head >> 5, head & 31
    i += 1
    if info < 24:
        n = info
    elif info <= 27:
        size = 1 << (info - 24)
        if i + size > len(data):
            raise ValueError("truncated CBOR")
        n = int.from_bytes(data[i:i + size], "big")
        i += size
    else:
        raise ValueError(f"unsupported CBOR item {head:#x}")
    if major == 0:
        return n, i
    if major == 1:
        return -1 - n, i
    if major in (2, 3):
        if i + n > len(data):
            raise ValueError("truncated CBOR")
        raw = data[i:i + n]
        return (raw if major == 2 else raw.decode("utf-8")), i + n
    if major == 4:
        items = []
        for _ in range(n):
            value, i = _cbor(data, i)
            items.append(value)
        return items, i
    if major == 5:
        mapping = {}
        for _ in range(n):
            key, i = _cbor(data, i)
            mapping[key], i = _cbor(data, i)
        return mapping, i
    if major == 7:
        return {20: False, 21: True, 22: None}.get(n, n), i
    raise ValueError(f"unsupported CBOR major type {major}")


def _unpack(data: bytes) -> bytes:
    """A Pagefind data file's content after its signature; ValueError when cut off or not one."""
    try:
        raw = gzip.decompress(data)  # checks the trailer's CRC and length: a cut-off file fails here
    except (OSError, EOFError, zlib.error) as e:
        raise ValueError(f"not a complete gzip stream ({e})") from None
    if not raw.startswith(SIGNATURE):
        raise ValueError("no Pagefind signature")
    return raw[len(SIGNATURE):]


def verify_bundle(bundle: Path, reference: dict[str, bytes] | None = None) -> list[str]:
    """What is wrong with the Pagefind bundle in folder ``bundle`` (empty list: nothing).

    Checked: the files the site loads exist; no file is empty; the entry file is JSON naming
    each language's metadata and WebAssembly, which exist; every compressed file decompresses
    whole (gzip's CRC and length) to Pagefind's signature; each language's metadata lists as
    many pages as the entry counts, and every fragment, index chunk and filter file it names
    exists. ``reference``: Pagefind's fixed assets (scripts, styles, WebAssembly) by name, as
    Pagefind returned them; each written copy must equal its reference byte for byte (a script
    cut off at a buffer boundary is still a non-empty file)."""
    bundle = Path(bundle)
    if not bundle.is_dir():
        return [f"{bundle.name}/ was not written"]
    problems: list[str] = []
    files = {p.relative_to(bundle).as_posix(): p for p in bundle.rglob("*") if p.is_file()}
    for name in REQUIRED:
        if name not in files:
            problems.append(f"{name} is missing")
    for name, path in sorted(files.items()):
        data = path.read_bytes()
        if not data:
            problems.append(f"{name} is empty")
        elif reference is not None and name in reference and data != reference[name]:
            problems.append(f"{name} differs from Pagefind's copy ({len(data)} bytes, not {len(reference[name])})")
        elif name.endswith(".pagefind") or ".pf_" in name:
            try:
                _unpack(data)
            except ValueError as e:
                problems.append(f"{name}: {e}")
    if reference is not None:
        problems += [f"{name} is missing" for name in sorted(reference)
                     if _fixed(name) and name not in files and name not in REQUIRED]
    if ENTRY not in files or not files[ENTRY].stat().st_size:
        return problems
    try:
        entry = json.loads(files[ENTRY].read_bytes())
        languages = entry["languages"]
        assert isinstance(languages, dict) and languages
    except (ValueError, KeyError, TypeError, AssertionError):
        return problems + [f"{ENTRY} is not Pagefind's entry JSON"]
    for lang, info in languages.items():
        try:
            meta_name, wasm_name, count = f"pagefind.{info['hash']}.pf_meta", f"wasm.{info['wasm']}.pagefind", \
                int(info["page_count"])
        except (KeyError, TypeError, ValueError):
            problems.append(f"{ENTRY}: language {lang!r} is incomplete")
            continue
        if wasm_name not in files:
            problems.append(f"{wasm_name} is missing")
        if meta_name not in files:
            problems.append(f"{meta_name} is missing")
            continue
        try:
            meta, _ = _cbor(_unpack(files[meta_name].read_bytes()))
            pages, chunks, filters = meta[1], meta[2], meta[3]
            wanted = ([f"fragment/{p[0]}.pf_fragment" for p in pages] + [f"index/{c[2]}.pf_index" for c in chunks]
                      + [f"filter/{f[1]}.pf_filter" for f in filters])
        except (ValueError, IndexError, KeyError, TypeError):
            continue  # already reported as damaged above
        if len(pages) != count:
            problems.append(f"{meta_name} lists {len(pages)} pages, {ENTRY} {count}")
        missing = [name for name in wanted if name not in files]
        if missing:
            problems.append(f"{len(missing)} files {meta_name} names are missing (first: {missing[0]})")
    return problems


def _fixed(name: str) -> bool:
    """One of Pagefind's fixed assets (the same for every site), not a file of this site's index."""
    return name != ENTRY and ".pf_" not in name


# --- indexing ----------------------------------------------------------------------------------------
_references: dict[str, dict[str, bytes]] = {}  # Pagefind's fixed assets, by executable


async def _reference(service: PagefindService) -> dict[str, bytes]:
    """Pagefind's fixed assets as its service returns them: one reply over its pipe (complete, or
    no reply at all), from a one-page index; asked once per executable and process."""
    key = str(get_executable())
    if key not in _references:
        small = await service.create_index(IndexConfig(force_language="en"))
        await small.add_html_file(content="<html lang='en'><body><main>x</main></body></html>", url="/x/")
        files = await small.get_files()
        await small.delete_index()
        _references[key] = {f["path"]: f["content"] for f in files if _fixed(f["path"])}
    return _references[key]


async def _index(site: Path, out_dir: Path, settle: float) -> tuple[int, list[str]]:
    """Index once: (pages indexed, what is wrong with the bundle written)."""
    config = IndexConfig(output_path=str(out_dir), force_language="en")
    async with PagefindService() as service:
        reference = await _reference(service)
        index = await service.create_index(config)
        # one request for the whole folder: the Python client waits ~0.1 s per
        # reply, so a request per page would cost minutes at NBC scale
        await index.add_directory(str(site))
        await index.write_files()
        deadline = time.monotonic() + settle
        while verify_bundle(out_dir, reference) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)  # the service is still writing: let it finish before it is stopped
    problems = verify_bundle(out_dir, reference)  # the service has stopped: what is there now stays
    if problems:
        return 0, problems
    entry = json.loads((out_dir / ENTRY).read_bytes())
    return sum(lang["page_count"] for lang in entry["languages"].values()), []


def _run(make_coro):
    """Run a coroutine to completion, also from a thread that already runs an event loop
    (a caller inside an async framework, or Playwright's sync API)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(make_coro())
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(make_coro())).result()


def index_site(site: Path, out_dir: Path | None = None, attempts: int | None = None, settle: float | None = None,
               log=None) -> int:
    """Index the built pages under ``site`` into ``out_dir`` (default ``site/pagefind``); pages indexed.

    A bundle that fails ``verify_bundle`` is removed and indexed again, up to ``attempts`` runs in all;
    then SearchIndexError says what stayed wrong. ``attempts`` and ``settle``: default ``ATTEMPTS``, ``SETTLE``."""
    attempts = ATTEMPTS if attempts is None else attempts
    settle = SETTLE if settle is None else settle
    site = Path(site).resolve()
    out_dir = Path(out_dir).resolve() if out_dir else site / "pagefind"
    problems: list[str] = []
    for attempt in range(1, attempts + 1):
        if out_dir.exists():
            shutil.rmtree(out_dir)  # nothing of a damaged run may survive into the next
        try:
            pages, problems = _run(lambda: _index(site, out_dir, settle))
        except FileNotFoundError as e:
            raise SearchIndexError(f"Pagefind wrote no index ({e}); reinstall it with pip install 'pagefind[bin]'") \
                from None
        except Exception as e:  # noqa: BLE001 - the service's own errors are plain Exceptions
            raise SearchIndexError(f"Pagefind failed: {e.args[0] if e.args else type(e).__name__}") from None
        if not problems:
            return pages
        if log is not None and attempt < attempts:
            log(f"index: Pagefind wrote a damaged bundle ({'; '.join(problems[:3])}); indexing again")
    raise SearchIndexError(f"Pagefind wrote a damaged search index {attempts} times "
                           f"({'; '.join(problems[:3])}); the machine may be short of disk space or memory")
