#!/usr/bin/env python3
"""Download the official National Building Code of Canada 2020 PDF.

The PDF (``NR24-28-2020-eng.pdf``) is published by the Government of Canada
on publications.gc.ca. This script fetches it with a browser-like request
(User-Agent + Referer, which the server expects), resumes interrupted
downloads from ``<out>.part`` with HTTP Range requests, and only moves the
file into place once it is complete and really is a PDF.

Usage::

    python scripts/download_nbc.py                  # -> data/NR24-28-2020-eng.pdf
    python scripts/download_nbc.py --out /tmp/nbc.pdf --sha256 <hex>
    python scripts/download_nbc.py --force          # download again

Exit codes: 0 success (or already present), 1 network / HTTP / local I/O
problem (the partial download is kept; run the same command again to
resume), 2 the server sent something that is not the PDF or the checksum
does not match (nothing is kept), 130 interrupted.

Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import os
import re
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Callable, TextIO

DEFAULT_URL = (
    "https://publications.gc.ca/collections/collection_2022/cnrc-nrc/"
    "NR24-28-2020-eng.pdf"
)
DEFAULT_REFERER = "https://publications.gc.ca/site/eng/9.894831/publication.html"
DEFAULT_OUT = Path("data") / "NR24-28-2020-eng.pdf"
USER_AGENT = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 "
    "(KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
)
DEFAULT_TIMEOUT = 60.0

CHUNK_SIZE = 64 * 1024
EOF_WINDOW = 2048  # "%%EOF" must appear within this many bytes of the end
MIB = 1024 * 1024

EXIT_OK = 0
EXIT_RETRY = 1  # network/HTTP/local I/O: fix the cause and run again
EXIT_BAD = 2  # wrong content or checksum mismatch
EXIT_INTERRUPTED = 130


class DownloadError(Exception):
    """An expected failure: reported as one line, with an exit code."""

    def __init__(self, message: str, code: int = EXIT_RETRY) -> None:
        super().__init__(" ".join(message.split()))  # always a single line
        self.code = code


class _ConnectionLost(Exception):
    """Reading the response body failed."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.cause = cause


# --------------------------------------------------------------------------
# Content checks


def looks_like_html(data: bytes) -> bool:
    """True when the bytes look like the start of an HTML/XML document."""
    stripped = data.lstrip(b"\xef\xbb\xbf \t\r\n\f")
    return stripped[:1] == b"<"


def _is_html_type(content_type: str) -> bool:
    ctype = content_type.split(";", 1)[0].strip().lower()
    return ctype in ("text/html", "application/xhtml+xml")


def pdf_problem(path: Path) -> str | None:
    """Return why ``path`` is not a complete PDF, or None when it looks fine."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            head = f.read(1024)
            f.seek(max(0, size - EOF_WINDOW))
            tail = f.read()
    except OSError as exc:
        return f"cannot read it ({exc.strerror or exc})"
    if looks_like_html(head):
        return "it is an HTML page, not a PDF"
    if not head.startswith(b"%PDF-"):
        return "it does not start with %PDF-"
    if b"%%EOF" not in tail:
        return "no %%EOF marker near the end (truncated?)"
    return None


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1024 * 1024), b""):
            digest.update(block)
    return digest.hexdigest()


# --------------------------------------------------------------------------
# Progress


class Progress:
    """Throttled ``done / total (pct)`` reporting on a text stream."""

    def __init__(self, stream: TextIO, total: int | None, interval: float | None = None):
        self.stream = stream
        self.total = total
        try:
            self.tty = bool(stream.isatty())
        except (AttributeError, ValueError):
            self.tty = False
        self.interval = interval if interval is not None else (0.25 if self.tty else 5.0)
        self._last = float("-inf")
        self._open_line = False

    def _text(self, done: int) -> str:
        if self.total:
            pct = 100.0 * done / self.total
            return (
                f"downloading: {done / MIB:.1f} / {self.total / MIB:.1f} MiB "
                f"({done:,} / {self.total:,} bytes, {pct:.1f}%)"
            )
        return f"downloading: {done / MIB:.1f} MiB ({done:,} bytes)"

    def update(self, done: int, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self._last < self.interval:
            return
        self._last = now
        text = self._text(done)
        if self.tty:
            self.stream.write("\r" + text.ljust(79))
            self._open_line = True
        else:
            self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self._open_line:
            self.stream.write("\n")
            self.stream.flush()
            self._open_line = False


# --------------------------------------------------------------------------
# HTTP


def _build_request(url: str, referer: str, user_agent: str, offset: int) -> urllib.request.Request:
    headers = {
        "User-Agent": user_agent,
        "Accept": "application/pdf,application/octet-stream;q=0.9,*/*;q=0.8",
        "Accept-Language": "en-CA,en;q=0.9",
        "Accept-Encoding": "identity",
    }
    if referer:
        headers["Referer"] = referer
    if offset > 0:
        headers["Range"] = f"bytes={offset}-"
    return urllib.request.Request(url, headers=headers)


_RANGE_RE = re.compile(r"^\s*bytes\s+(\d+)-(\d+)/(\d+|\*)\s*$", re.IGNORECASE)
_UNSAT_RANGE_RE = re.compile(r"^\s*bytes\s+\*/(\d+)\s*$", re.IGNORECASE)


def _parse_content_range(value: str | None) -> tuple[int, int | None] | None:
    """``bytes START-END/TOTAL`` -> (START, TOTAL or None)."""
    m = _RANGE_RE.match(value or "")
    if not m:
        return None
    total = None if m.group(3) == "*" else int(m.group(3))
    return int(m.group(1)), total


def _unsatisfied_total(value: str | None) -> int | None:
    m = _UNSAT_RANGE_RE.match(value or "")
    return int(m.group(1)) if m else None


def _content_length(headers) -> int | None:
    value = headers.get("Content-Length")
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


def _oneline(obj: object) -> str:
    return " ".join(str(obj).split()) or obj.__class__.__name__


def _html_error(where: str, out: Path) -> DownloadError:
    return DownloadError(
        f"the server sent an HTML page ({where}) instead of the PDF; it may want a "
        f"browser visit first - open {DEFAULT_REFERER} in a browser and save the PDF "
        f"as {out}, or pass the direct PDF link with --url",
        EXIT_BAD,
    )


def _http_error(exc: urllib.error.HTTPError, url: str, referer: str) -> DownloadError:
    code, reason = exc.code, _oneline(exc.reason or "")
    if code == 403:
        return DownloadError(
            f"the server refused the download (HTTP 403 {reason}); it expects a "
            f"browser-like request with a Referer from publications.gc.ca (sent: "
            f"{referer or 'no Referer'}) - check --referer / --user-agent, or open "
            f"{DEFAULT_REFERER} in a browser and download the PDF manually"
        )
    if code in (404, 410):
        return DownloadError(
            f"HTTP {code} {reason} for {url}; the file may have moved - find the "
            f"current PDF link on {DEFAULT_REFERER} and pass it with --url"
        )
    if code == 429 or code >= 500:
        return DownloadError(
            f"the server is busy or failing (HTTP {code} {reason}); try again later - "
            f"the same command resumes any partial download"
        )
    return DownloadError(f"HTTP {code} {reason} for {url}; check --url and try again")


def _network_error(exc: BaseException, url: str, part: Path, done: int | None = None,
                   total: int | None = None) -> DownloadError:
    reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
    reason = _oneline(reason)
    where = ""
    if done is not None:
        where = f" after {done:,}" + (f" of {total:,}" if total else "") + " bytes"
    keep = (
        f"; partial data kept in {part}" if part.exists() and part.stat().st_size else ""
    )
    return DownloadError(
        f"network error while downloading {url}{where}: {reason}{keep}; check your "
        f"internet connection (and HTTPS_PROXY if you use a proxy) and run the same "
        f"command again to resume"
    )


def _read(resp, size: int = CHUNK_SIZE) -> bytes:
    try:
        return resp.read(size)
    except (OSError, http.client.HTTPException) as exc:
        raise _ConnectionLost(exc) from None


def _usable_part_size(part: Path, log: Callable[[str], None]) -> int:
    """Size of an existing partial download that can be resumed (0 if none)."""
    try:
        size = part.stat().st_size
        if size == 0:
            return 0
        with part.open("rb") as f:
            head = f.read(5)
    except FileNotFoundError:
        return 0
    except OSError as exc:
        raise DownloadError(f"cannot read {part}: {exc.strerror or exc}") from None
    if not b"%PDF-".startswith(head):
        log(f"discarding {part}: it does not start like a PDF")
        part.unlink()
        return 0
    return size


def fetch(url: str, part: Path, out: Path, *, referer: str, user_agent: str,
          timeout: float, log: Callable[[str], None], stream: TextIO) -> None:
    """Download ``url`` into ``part``, resuming what is there.

    Returns when ``part`` holds the complete body (as far as the server's
    Content-Length / Content-Range tell); raises DownloadError otherwise.
    """
    for _attempt in range(3):
        offset = _usable_part_size(part, log)
        if offset:
            log(f"resuming {part} from byte {offset:,}")
        request = _build_request(url, referer, user_agent, offset)
        try:
            resp = urllib.request.urlopen(request, timeout=timeout)
        except urllib.error.HTTPError as exc:
            headers = exc.headers
            exc.close()
            if exc.code == 416 and offset > 0:
                total = _unsatisfied_total(headers.get("Content-Range") if headers else None)
                problem = pdf_problem(part)
                if problem is None and total in (None, offset):
                    log("the server reports nothing left to download; checking the partial file")
                    return
                why = problem or f"it has {offset:,} bytes but the file has {total:,}"
                log(f"discarding {part} ({why}); starting over")
                part.unlink(missing_ok=True)
                continue
            raise _http_error(exc, url, referer) from None
        except (urllib.error.URLError, OSError, http.client.HTTPException) as exc:
            raise _network_error(exc, url, part) from None
        with resp:
            if not _receive(resp, url, part, out, offset, log, stream):
                return
    raise DownloadError(
        f"the server keeps answering with inconsistent byte ranges; delete {part} "
        f"and try again later"
    )


def _receive(resp, url: str, part: Path, out: Path, offset: int,
             log: Callable[[str], None], stream: TextIO) -> bool:
    """Write one response body into ``part``. Returns True to start over."""
    status = resp.status
    content_type = resp.headers.get("Content-Type", "")
    if _is_html_type(content_type):
        part.unlink(missing_ok=True)
        raise _html_error(f"Content-Type: {content_type}", out)

    if status == 206:
        parsed = _parse_content_range(resp.headers.get("Content-Range"))
        if parsed is None or parsed[0] != offset:
            log(f"the server sent an unexpected range "
                f"({resp.headers.get('Content-Range') or 'no Content-Range'}); starting over")
            part.unlink(missing_ok=True)
            return True
        total = parsed[1]
        mode = "ab"
    elif status == 200:
        if offset:
            log("the server ignored the resume request (HTTP 200); starting over from zero")
        offset = 0
        total = _content_length(resp.headers)
        mode = "wb"
    else:
        raise DownloadError(
            f"unexpected HTTP {status} {_oneline(resp.reason or '')} from {url}; "
            f"try again later or check --url"
        )

    done = offset
    progress = Progress(stream, total)
    try:
        first = _read(resp)
        if offset == 0 and looks_like_html(first):
            part.unlink(missing_ok=True)
            raise _html_error("the body starts with '<'", out)
        try:
            f = part.open(mode)
        except OSError as exc:
            raise DownloadError(f"cannot write {part}: {exc.strerror or exc}") from None
        with f:
            chunk = first
            while chunk:
                try:
                    f.write(chunk)
                except OSError as exc:
                    raise DownloadError(f"cannot write {part}: {exc.strerror or exc}") from None
                done += len(chunk)
                progress.update(done)
                chunk = _read(resp)
        progress.update(done, force=True)
    except _ConnectionLost as lost:
        progress.close()
        raise _network_error(lost.cause, url, part, done, total) from None
    finally:
        progress.close()

    if total is not None and done < total:
        raise DownloadError(
            f"the transfer ended early: got {done:,} of {total:,} bytes; partial data "
            f"kept in {part} - run the same command again to resume"
        )
    if total is not None and done > total:
        part.unlink(missing_ok=True)
        raise DownloadError(
            f"received {done:,} bytes but the server announced {total:,}; discarded "
            f"{part} - run the same command again"
        )
    return False


# --------------------------------------------------------------------------
# Command line


def _sha256_arg(value: str) -> str:
    value = value.strip().lower()
    if not re.fullmatch(r"[0-9a-f]{64}", value):
        raise argparse.ArgumentTypeError("expected 64 hexadecimal characters")
    return value


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Download the National Building Code of Canada 2020 PDF "
        "(NR24-28-2020-eng.pdf) from publications.gc.ca, resuming if interrupted.",
    )
    parser.add_argument("--url", default=DEFAULT_URL, help="PDF URL (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="where to save the PDF (default: %(default)s)")
    parser.add_argument("--referer", default=DEFAULT_REFERER,
                        help="Referer header to send; '' sends none (default: %(default)s)")
    parser.add_argument("--user-agent", default=USER_AGENT, help="User-Agent header to send")
    parser.add_argument("--sha256", type=_sha256_arg, metavar="HEX",
                        help="expected SHA-256 of the PDF; verified after download")
    parser.add_argument("--force", action="store_true",
                        help="download again even if --out already holds a valid PDF")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                        help="network timeout in seconds (default: %(default)s)")
    return parser.parse_args(argv)


def _run(args: argparse.Namespace) -> int:
    out: Path = args.out
    part = out.with_name(out.name + ".part")

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    if out.exists() and not args.force:
        problem = pdf_problem(out)
        if problem is None:
            existing = sha256_of(out) if args.sha256 else None
            if existing is not None and existing != args.sha256:
                raise DownloadError(
                    f"{out} exists but its SHA-256 is {existing}, expected "
                    f"{args.sha256}; rerun with --force to download it again",
                    EXIT_BAD,
                )
            print(f"{out} already exists and is a valid PDF ({out.stat().st_size:,} bytes); "
                  f"nothing to do (use --force to download again)")
            return EXIT_OK
        log(f"{out} exists but is not a valid PDF ({problem}); downloading it again")

    if args.force and part.exists():
        part.unlink()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise DownloadError(f"cannot create {out.parent}: {exc.strerror or exc}") from None

    log(f"downloading {args.url} -> {out}")
    fetch(args.url, part, out, referer=args.referer, user_agent=args.user_agent,
          timeout=args.timeout, log=log, stream=sys.stderr)

    problem = pdf_problem(part)
    if problem is not None:
        part.unlink(missing_ok=True)
        if problem.startswith("it is an HTML page"):
            raise _html_error("the downloaded body", out)
        raise DownloadError(
            f"the downloaded file is not a valid PDF: {problem}; removed it - check "
            f"--url and run again",
            EXIT_BAD,
        )
    digest = sha256_of(part)
    if args.sha256 and digest != args.sha256:
        part.unlink(missing_ok=True)
        raise DownloadError(
            f"SHA-256 mismatch: got {digest}, expected {args.sha256}; removed the "
            f"download - check --sha256 (the publication may have been updated)",
            EXIT_BAD,
        )
    try:
        os.replace(part, out)
    except OSError as exc:
        raise DownloadError(f"cannot move {part} to {out}: {exc.strerror or exc}") from None
    print(f"saved {out} ({out.stat().st_size:,} bytes, sha256 {digest})")
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        return _run(args)
    except DownloadError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print("\ninterrupted; run the same command again to resume the download",
              file=sys.stderr)
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
