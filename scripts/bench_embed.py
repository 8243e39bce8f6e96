"""Benchmark: an NBC-sized `embed` against a trial key's rate limits, on a scaled clock.

The fake Cohere API (tests/fake_cohere.py) runs in its rate-limited mode with a
trial key's documented limits (Embed 2,000 inputs in any 60 s, 1,000 calls a
month; a 429 carries no Retry-After), and the batch client (`CohereClient.for_batch`,
paced by the `[cohere]` settings) embeds every chunk of the NBC-scale fixture
corpus (codecite_site/fixture/scale.py: ~5,900 chunks, built straight from its
source text, no PDF) through the real SDK and the real `embed_corpus` path
(cache, checkpoints, quantizing). Both run on one clock scaled by `--minute`
(real seconds per simulated minute), so the run takes seconds; it runs first
on a driven clock, on which only the client's waits take time (the pacing
alone), then on the scaled one. Every time printed is in simulated seconds
unless marked "real".

Printed: the time taken against the theoretical minimum the limits allow
(N inputs at L a minute need ceil(N / L) windows: (ceil(N / L) - 1) x 60 s),
and against that plus the calls of the last window at their measured mean
duration (the calls are sequential, and on a scaled clock their real time is
scaled too: a larger --minute makes them shorter in simulated time),
the ratio (the time runs from the first call to the last answer), the calls made, the 429s met (the target is 0) and the time spent
waiting for room. `--unpaced` also runs the client without pacing (as before
issue 11, but with the new 60 s wait after a 429), to show what pacing saves.

    python scripts/bench_embed.py [--minute 6 (0: driven clock only)] [--dimension 256] [--synthetic N] [--unpaced]
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fake_cohere import GOOD_KEY, TRIAL_LIMITS, FakeCohere  # noqa: E402

from codecite_site.config import Config, Paths  # noqa: E402
from codecite_site.qa.cohere_client import EMBED_BATCH, CohereClient  # noqa: E402
from codecite_site.qa.vectors import embed_corpus  # noqa: E402


class DrivenClock:
    """Simulated seconds that pass only when the client waits: calls take no time, so the result is
    the pacing alone."""

    def __init__(self):
        self.t = 0.0
        self.scale = None

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += max(seconds, 0)


class ScaledClock:
    """Simulated seconds: ``scale`` of them pass each real second."""

    def __init__(self, scale: float):
        self.scale = scale
        self.t0 = time.monotonic()

    def now(self) -> float:
        return (time.monotonic() - self.t0) * self.scale

    def sleep(self, seconds: float) -> None:
        time.sleep(max(seconds, 0) / self.scale)


def nbc_tree():
    """The NBC-scale corpus as a ClauseTree, from its source (page numbers are not needed here)."""
    from codecite_site.fixture.generate import build_truth, prepare
    from codecite_site.fixture.scale import scale_texts
    from codecite_site.fixture.typeset import Placed

    doc = prepare(scale_texts())
    return build_truth(doc, defaultdict(lambda: Placed(1, "1", 1)))


def synthetic_tree(n: int, like):
    """``n`` Articles cut from the NBC-scale text (for a corpus of another size)."""
    from codecite_site.model import ClauseTree

    arts = [a for a in like.articles if a.sentences]
    return ClauseTree(headings=like.headings,
                      articles=[replace(arts[i % len(arts)], number=f"{arts[i % len(arts)].number}{i}.")
                                for i in range(n)])


def run(tree, args, paced: bool, clock) -> dict:
    with FakeCohere() as fake, tempfile.TemporaryDirectory() as work:
        fake.rate_limit(clock=clock.now)
        config = Config(paths=Paths(work=work), root=Path(work))
        if not paced:
            config = replace(config, cohere=replace(config.cohere, embed_inputs_per_minute=0))
        client = CohereClient.for_batch(GOOD_KEY, config, clock=clock.now, sleep=clock.sleep, base_url=fake.url)
        marks: list[tuple[float, float, int]] = []  # (simulated, real, texts done) at the start and after each call

        def progress(done: int, total: int) -> None:
            marks.append((clock.now(), time.perf_counter(), done))

        manifest, _ = embed_corpus(config, tree, None, dimension=args.dimension, client=client, progress=progress)
        (s0, r0, d0), (s1, r1, d1) = marks[0], marks[-1]
        sent = [len(b["texts"]) for p, b in fake.requests if p == "/v2/embed"]
        refused = [p for p, status, _ in fake.rejected if p == "/v2/embed"]
        return {"n": manifest["count"], "texts": d1 - d0, "took": s1 - s0, "real": r1 - r0,
                "calls": len(sent) - len(refused), "rejected": len(refused), "retried": client.retried,
                "waited": client.pacer.waited, "backoff": client.waited}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minute", type=float, default=6.0,
                    help="real seconds per simulated minute (default 6: a call of the fake through the SDK then "
                         "lasts about a second, like Cohere's)")
    ap.add_argument("--dimension", type=int, default=256, help="output dimension (does not change the limits)")
    ap.add_argument("--synthetic", type=int, default=0, help="embed this many synthetic Articles instead")
    ap.add_argument("--unpaced", action="store_true", help="also run without client-side pacing")
    args = ap.parse_args()

    t = time.perf_counter()
    tree = nbc_tree()
    if args.synthetic:
        tree = synthetic_tree(args.synthetic, tree)
    print(f"corpus: {len(tree.articles)} Articles, {len(tree.notes)} Notes ({time.perf_counter() - t:.1f} s real "
          f"to build)")
    limit = TRIAL_LIMITS["embed_inputs"]
    print(f"limits (a trial key's, enforced by the fake): Embed {limit:,} inputs in any 60 s, "
          f"{TRIAL_LIMITS['monthly_calls']:,} calls a month, no Retry-After on a 429")
    clocks = [("driven clock (calls take no simulated time: the pacing alone)", DrivenClock)]
    if args.minute:
        clocks.append((f"scaled clock (1 simulated minute = {args.minute:g} s real, x{60 / args.minute:g})",
                       lambda: ScaledClock(60.0 / args.minute)))
    modes = [("paced", True)] + ([("unpaced", False)] if args.unpaced else [])
    failed = False
    for clock_name, make_clock in clocks:
        print(f"\n== {clock_name}; times in simulated seconds")
        for name, paced in modes:
            r = run(tree, args, paced, make_clock())
            n = r["texts"]
            windows = math.ceil(n / limit)
            minimum = (windows - 1) * 60.0
            whole = (math.ceil(math.ceil(n / EMBED_BATCH) / (limit // EMBED_BATCH)) - 1) * 60.0
            print(f"{name}: {n:,} chunks embedded in {r['calls']} calls ({r['calls'] / 10:.1f} % of a month's "
                  f"1,000), {r['took']:.1f} s ({r['real']:.1f} s real)")
            print(f"  theoretical minimum the limits allow: {minimum:.0f} s ({windows} windows of {limit:,} inputs; "
                  f"whole batches of {EMBED_BATCH} only would need {whole:.0f} s); ratio {r['took'] / minimum:.3f}"
                  if minimum else "  theoretical minimum: 0 s (fits one window)")
            per_call = (r["took"] - r["waited"] - r["backoff"]) / max(r["calls"], 1)
            if per_call > 0.01:
                # the calls are sequential: those of the last window take their own time after it opens,
                # and calls slower than the limit are the bound themselves
                last = math.ceil((n - (windows - 1) * limit) / EMBED_BATCH)
                bound = max(minimum + last * per_call, r["calls"] * per_call)
                print(f"  least time with the calls at their mean {per_call:.2f} s (fake + SDK + cache, "
                      f"{per_call / make_clock().scale:.3f} s real): {bound:.0f} s; ratio {r['took'] / bound:.3f}")
            print(f"  429s met: {r['rejected']}, calls retried: {r['retried']}, waited for room {r['waited']:.1f} s, "
                  f"backed off after 429s {r['backoff']:.1f} s")
            if paced and r["rejected"]:
                print("  FAILED: the paced run met a rate limit")
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
