"""How far the parser's clause tree is from the truth for each encoding of the fixture.

Every encoding prints the same pages (fixture/encode.py), so a parser that
reads the printed page gives the same tree for each. For each encoding this
prints the Articles and Notes missing, phantom or with any field unlike the
truth, the number of differing fields, and the headings that differ.

    python scripts/parse_encodings.py [--kind main|excerpt|amended|scale] [ENCODING ...]
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from codecite_site.config import load_config
from codecite_site.fixture.compare import differences
from codecite_site.fixture.encode import COMBINATIONS, VARIANTS
from codecite_site.ingest import variant_pdf
from codecite_site.parse import parse_pdf


def breakage(tree, truth: dict) -> dict:
    diffs = differences(tree, truth)
    kinds = {c["id"]: c["kind"] for c in truth["clauses"]}
    # truth clauses missing or unlike the truth (ids may hold spaces: "A-9.8.8.5.(1) and (3)")
    bad = {cid for cid in kinds if any(d == f"missing {cid}" or d.startswith(f"{cid} ") for d in diffs)}
    kinds_bad = Counter(kinds[c] for c in bad)
    got = [(h.kind, h.division, h.number, h.title, h.page) for h in tree.headings]
    want = [(h["kind"], h["division"], h["number"], h["title"], h["page"]) for h in truth["headings"]]
    return {"articles": kinds_bad["article"], "notes": kinds_bad["note"],
            "missing": sum(d.startswith("missing") for d in diffs), "phantom": sum(d.startswith("phantom") for d in diffs),
            "fields": sum(not d.startswith(("missing", "phantom")) for d in diffs),
            "headings": len(set(want) - set(got))}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("encodings", nargs="*", default=[*VARIANTS, *COMBINATIONS])
    ap.add_argument("--kind", default="main", choices=["main", "scale"])
    args = ap.parse_args()
    config = load_config()
    truth = json.loads(variant_pdf(config, "line", "truth" if args.kind == "main" else "scale-truth").read_text())
    n_art = sum(c["kind"] == "article" for c in truth["clauses"])
    n_note = len(truth["clauses"]) - n_art
    n_head = len(truth["headings"])
    print(f"{'encoding':<22} articles/{n_art:<4} notes/{n_note:<4} missing phantom fields headings/{n_head:<4} parse s")
    for name in args.encodings:
        pdf = variant_pdf(config, name, args.kind)
        t = time.perf_counter()
        try:
            tree, _ = parse_pdf(pdf)
        except Exception as e:  # noqa: BLE001 (a parser that breaks on an encoding is what this reports)
            print(f"{name:<22} parser failed: {type(e).__name__}: {e}")
            continue
        b = breakage(tree, truth)
        print(f"{name:<22} {b['articles']:>13} {b['notes']:>10} {b['missing']:>7} {b['phantom']:>7} {b['fields']:>6} "
              f"{b['headings']:>13} {time.perf_counter() - t:>7.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
