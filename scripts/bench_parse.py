"""Benchmark: parse the NBC-scale fixture PDF against bare PyMuPDF extraction.

The fixture is written in the genuine NRC file's encoding by default (one run
per word, every word space its own run, kerning splits and ligatures, rules as
filled rectangles, paint order unlike reading order: fixture/encode.py), so
word-level runs cannot make the parse slow unnoticed. Prints pages/s for bare
``page.get_text("dict")`` over every page (one process, the baseline, in the
same run) and for the whole parse (extraction on every core, then the clause
tree), their ratio (target <= 1.5), the parse time scaled to 1,500 pages, and
the parse's peak memory (measured in a fresh process).

    python scripts/bench_parse.py [--encoding genuine|line|...] [--pdf PATH] [--workers N]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import pymupdf

from codecite_site.config import load_config
from codecite_site.ingest import variant_pdf

CHILD = """
import json, resource, sys, time
from codecite_site.parse import parse_pdf
t = time.perf_counter()
tree, report = parse_pdf(sys.argv[1], workers=int(sys.argv[2]) if sys.argv[2] != "auto" else None)
elapsed = time.perf_counter() - t
peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
print(json.dumps({"seconds": elapsed, "peak_kb": peak, "articles": len(tree.articles), "notes": len(tree.notes),
                  "problems": len(report.problems), "summary": report.summary(tree)}))
"""


def bare(pdf: Path) -> tuple[int, float]:
    doc = pymupdf.open(pdf)
    t = time.perf_counter()
    for page in doc:
        page.get_text("dict")
    return doc.page_count, time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pdf", type=Path, help="PDF to parse (default: the NBC-scale fixture, built if missing)")
    ap.add_argument("--workers", default="auto", help="extraction processes (default: one per core, at most 4)")
    ap.add_argument("--encoding", default="genuine", help="how the fixture PDF is written (default: genuine)")
    args = ap.parse_args()
    pdf = args.pdf or variant_pdf(load_config(), args.encoding, "scale")
    pages, bare_s = bare(pdf)
    out = subprocess.run([sys.executable, "-c", CHILD, str(pdf), args.workers], capture_output=True, text=True)
    if out.returncode:
        print(out.stderr, file=sys.stderr)
        return 1
    r = json.loads(out.stdout)
    print(f"pdf: {pdf} ({pages} pages)")
    print(f"bare get_text('dict'), 1 process: {bare_s:6.2f} s  {pages / bare_s:7.1f} pages/s")
    print(f"parse (extract + tree):            {r['seconds']:6.2f} s  {pages / r['seconds']:7.1f} pages/s")
    print(f"ratio parse / bare:                {r['seconds'] / bare_s:6.2f}  (target <= 1.5)")
    print(f"parse time for 1,500 pages:        {r['seconds'] * 1500 / pages:6.2f} s  (target < 6 s)")
    print(f"peak memory of the parse:          {r['peak_kb'] / 1024:6.0f} MB  (target < 1024 MB)")
    print(f"result: {r['summary']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
