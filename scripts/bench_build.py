#!/usr/bin/env python3
"""Benchmark `codecite-site build` on the NBC-scale corpus (~1,965 pages, 2,484 Articles, 900 Notes).

Prints, from one run on this machine:
- full build with a cold parse cache (parse + render + index + check), and its stages;
- render and indexing throughput in pages/s;
- the same build into a new folder with the parse cached (the baseline the
  incremental build is measured against: everything rendered, written, indexed);
- an unchanged rebuild into the existing site (pages skipped by content hash,
  search index reused);
- the same baseline build with the NBC-scale revisions package applied
  (``nbc_scale_revisions.pdf``: 52 Change Summary records, 82 replacement
  pages), its package already read once (the package parse is cached like
  the Code's), against the plain baseline.
Targets: full build < 30 s; unchanged rebuild < 1/3 of the full build; a build with a
package applied within 10 % of the plain one.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from codecite_site.config import Config, Paths, load_config
from codecite_site.ingest import SCALE_NAME, ensure_fixture
from codecite_site.site.build import build_site


def quiet(*_):
    pass


def timed(config: Config, pdf: Path, out: Path, revisions: list[Path] | None = None):
    t = time.perf_counter()
    report = build_site(config, pdf=pdf, out=out, log=quiet, revisions=revisions or [])
    return report, time.perf_counter() - t


def main() -> None:
    base = load_config()
    folder = ensure_fixture(base, scale=True)
    pdf, package = folder / f"{SCALE_NAME}.pdf", folder / f"{SCALE_NAME}_revisions.pdf"
    with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
        tmp = Path(tmp)
        # a fresh cache folder, so the first build really parses the PDF
        config = Config(paths=Paths(work=str(tmp / "work")), site=base.site, root=tmp)
        full, full_s = timed(config, pdf, tmp / "site")
        warm, warm_s = timed(config, pdf, tmp / "site2")
        again, again_s = timed(config, pdf, tmp / "site")
        first, first_s = timed(config, pdf, tmp / "site3", [package])  # reads (and caches) the package
        amended, amended_s = timed(config, pdf, tmp / "site4", [package])

    st = full.stages
    print(f"corpus: {pdf.name}: {full.pages} pages rendered, {full.indexed} indexed, "
          f"{full.links_resolved} cross-references resolved, {len(full.broken)} broken links")
    print("full build (cold parse cache): " + ", ".join(f"{k} {v:.2f} s" for k, v in st.items())
          + f"; total {full_s:.2f} s  (target < 30 s: {'OK' if full_s < 30 else 'MISSED'})")
    print(f"render: {full.pages / st['render']:.0f} pages/s; "
          f"index: {full.indexed / st['index']:.0f} pages/s")
    print(f"baseline, full build with parse cached into a new folder: {warm_s:.2f} s "
          f"({warm.written} files written, {warm.indexed} pages indexed; "
          + ", ".join(f"{k} {v:.2f} s" for k, v in warm.stages.items()) + ")")
    ratio = again_s / full_s
    print(f"unchanged rebuild: {again_s:.2f} s = {ratio:.2f} of the full build "
          f"({again.written} written, {again.unchanged} unchanged, "
          f"search index {'reused' if again.search_reused else 'rebuilt'}; target < 0.33: "
          f"{'OK' if ratio < 1 / 3 else 'MISSED'}; "
          + ", ".join(f"{k} {v:.2f} s" for k, v in again.stages.items()) + ")")
    rep = amended.amend[0]
    ratio = amended_s / warm_s
    print(f"with {package.name} applied ({len(rep.package.records)} records, {len(rep.amendments)} units changed, "
          f"{len(rep.mismatches)} mismatches): {amended_s:.2f} s = {ratio:.3f} of the plain baseline {warm_s:.2f} s "
          f"(target <= 1.10: {'OK' if ratio <= 1.10 else 'MISSED'}; "
          + ", ".join(f"{k} {v:.2f} s" for k, v in amended.stages.items())
          + f"); the first such build, reading the package: {first_s:.2f} s")


if __name__ == "__main__":
    main()
