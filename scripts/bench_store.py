"""Benchmark: the vector store, files vs Postgres exact vs Postgres HNSW, side by side in one run.

Two corpora of Embed-v4-sized vectors (1,536 dims, stored int8 as `codecite-site embed` does):

- the NBC-scale fixture's chunks (from its source text, as scripts/bench_embed.py), embedded
  by the fake Cohere's model (a hashed bag of words: real text, real overlaps between chunks);
- a synthetic corpus about ten times larger (``--synthetic``, default 60,000 chunks): random
  vectors around 600 random centres (clustered, as a real corpus is: a chunk has a cosine of about 0.65 to its centre).

For each store, one worker process (what one proxy worker holds and does): the time to load
(open the store and check the manifest; files: read and normalise the matrix), its memory
(RSS after loading, and above a worker that loads no vectors), and the query time p50/p95 of
the first stage (top 30) over ``--queries`` query vectors. HNSW: recall@30 against the exact
top 30, for each ``--ef`` (hnsw.ef_search); exact Postgres against files (should be 1.0). The
set is written once per store (time printed) and the HNSW index built once (time printed).

halfvec (2 bytes a dimension) needs pgvector >= 0.7; the server here (pgserver's pgvector
0.6.2) has none, so it is measured as far as it can be: what float16 rounding does to the
exact top 30 (numpy), and the size of the table and index with vector.

    python scripts/bench_store.py [--synthetic 60000] [--queries 100] [--ef 100,200,400] [--m 24] [--ef-construction 128] [--url URL]

Without ``--url`` a PostgreSQL 16 with pgvector is started from the pgserver wheel in a temp folder.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

MODEL = "embed-v4.0"
DIM = 1536
K = 30


@dataclass(frozen=True)
class Unit:
    """One chunk as the store sees it: id, text (the corpus hash), content hash."""

    id: str
    text: str
    header: str = ""

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()[:20]


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def pct(values, p: float) -> float:
    return float(np.percentile(np.asarray(values), p)) if len(values) else float("nan")


# --- the corpora -------------------------------------------------------------------------------
def nbc_corpus(n_queries: int) -> tuple[list[Unit], np.ndarray, np.ndarray]:
    from bench_embed import nbc_tree
    from fake_cohere import fake_vector

    from codecite_site.qa.chunks import build_chunks

    chunks = build_chunks(nbc_tree(), header=True)
    units = [Unit(c.id, c.text) for c in chunks]
    matrix = np.array([fake_vector(u.text, DIM) for u in units], dtype=np.float32)
    # questions made of a chunk's own words, some of them: queries that meet the corpus
    rng = np.random.default_rng(1)
    queries = []
    for i in rng.choice(len(units), n_queries, replace=False):
        words = units[i].text.split()
        pick = rng.choice(len(words), min(8, len(words)), replace=False)
        queries.append(fake_vector(" ".join(words[j] for j in sorted(pick)), DIM))
    return units, matrix, np.array(queries, dtype=np.float32)


def synthetic_corpus(n: int, n_queries: int, centres: int = 600) -> tuple[list[Unit], np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    c = rng.standard_normal((centres, DIM)).astype(np.float32)
    c /= np.linalg.norm(c, axis=1, keepdims=True)
    which = rng.integers(0, centres, n)
    m = c[which] + 0.03 * rng.standard_normal((n, DIM)).astype(np.float32)  # noise of norm ~1.2: cosine ~0.65 to its centre
    units = [Unit(f"S-{i}", f"synthetic chunk {i}") for i in range(n)]
    q = c[rng.integers(0, centres, n_queries)] + 0.03 * rng.standard_normal((n_queries, DIM)).astype(np.float32)
    return units, m, q.astype(np.float32)


# --- the worker: one process per store -------------------------------------------------------------
def worker(spec: dict) -> dict:
    from codecite_site.config import Store
    from codecite_site.store import VectorSet

    units = [Unit(i, t) for i, t in json.loads(Path(spec["units"]).read_text())]
    queries = np.load(spec["queries"])
    before = rss_mb()
    t0 = time.perf_counter()
    ref = VectorSet(Path(spec["folder"]), spec["corpus"], MODEL)
    if spec["kind"] == "none":
        return {"rss_before": before, "rss": rss_mb()}
    if spec["kind"] == "files":
        from codecite_site.store.files import FilesStore

        store = FilesStore()
    else:
        from codecite_site.store.postgres import PostgresStore

        store = PostgresStore(Store(kind="postgres", url=spec["url"], search=spec["kind"],
                                    hnsw_ef_search=spec.get("ef", 100), hnsw_m=spec["m"],
                                    hnsw_ef_construction=spec["ef_construction"]))
    index, _ = store.index(ref, units, MODEL)
    load = time.perf_counter() - t0
    after = rss_mb()
    index.search_vector(queries[0], K)  # the first query opens connections, warms caches
    times, tops = [], []
    for q in queries:
        t = time.perf_counter()
        hits = index.search_vector(q, K)
        times.append((time.perf_counter() - t) * 1000)
        tops.append([h.chunk_id for h in hits])
    return {"load_s": load, "rss_before": before, "rss": after, "p50": pct(times, 50), "p95": pct(times, 95),
            "tops": tops}


def run_worker(spec: dict, tmp: Path) -> dict:
    f = tmp / f"spec-{spec['kind']}-{spec.get('ef', 0)}.json"
    f.write_text(json.dumps(spec))
    out = subprocess.run([sys.executable, __file__, "--worker", str(f)], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    if out.returncode:
        raise SystemExit(f"worker {spec['kind']} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def recall(got: list[list[str]], want: list[list[str]]) -> float:
    return float(np.mean([len(set(g) & set(w)) / len(w) for g, w in zip(got, want)]))


def float16_recall(matrix: np.ndarray, queries: np.ndarray) -> float:
    """What halfvec's rounding would do to the exact top 30: float16 rows against float32 rows."""
    a = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
    b = a.astype(np.float16).astype(np.float32)
    out = []
    for q in queries:
        q = q / np.linalg.norm(q)
        t1 = set(np.argpartition(-(a @ q), K)[:K])
        t2 = set(np.argpartition(-(b @ q), K)[:K])
        out.append(len(t1 & t2) / K)
    return float(np.mean(out))


def bench(name: str, units: list[Unit], matrix: np.ndarray, queries: np.ndarray, url: str, efs: list[int],
          tmp: Path, m: int = 16, ef_construction: int = 64) -> None:
    import psycopg

    from codecite_site.config import Store
    from codecite_site.qa.vectors import dequantize, quantize
    from codecite_site.store import VectorSet
    from codecite_site.store.files import FilesStore
    from codecite_site.store.postgres import PostgresStore

    print(f"\n== {name}: {len(units):,} chunks x {matrix.shape[1]} dims, {len(queries)} queries, top {K} ==")
    corpus = f"bench-{name}"
    folder = tmp / f"vectors-{name}"
    by_text = {u.text: matrix[i] for i, u in enumerate(units)}

    def embed(texts):
        return np.array([by_text[t] for t in texts], dtype=np.float32)

    ref = VectorSet(folder, corpus, MODEL)
    how = dict(dtype="int8", batch=4096, cache_dir=tmp / f"cache-{name}")
    t = time.perf_counter()
    FilesStore().build(ref, units, embed, MODEL, **how)
    print(f"write: files {time.perf_counter() - t:.1f} s", end="", flush=True)
    exact_store = PostgresStore(Store(kind="postgres", url=url))
    t = time.perf_counter()
    exact_store.build(ref, units, embed, MODEL, **how)  # the same embedding cache: only the write is timed
    print(f", postgres {time.perf_counter() - t:.1f} s", end="", flush=True)
    hnsw_store = PostgresStore(Store(kind="postgres", url=url, search="hnsw", hnsw_m=m,
                                     hnsw_ef_construction=ef_construction))
    t = time.perf_counter()
    hnsw_store.index(ref, units, MODEL)
    print(f", HNSW index (m {m}, ef_construction {ef_construction}) {time.perf_counter() - t:.1f} s")
    with psycopg.connect(url) as conn:
        table = conn.execute("SELECT pg_total_relation_size('codecite_vectors')").fetchone()[0]
        idx = conn.execute("SELECT coalesce(sum(pg_relation_size(indexrelid)), 0) FROM pg_index i JOIN pg_class c "
                           "ON c.oid = i.indexrelid WHERE c.relname LIKE 'codecite_hnsw_%'").fetchone()[0]
    print(f"postgres size (all sets so far): vectors table {table / 2**20:.0f} MB, HNSW indexes {idx / 2**20:.0f} MB "
          f"(halfvec would be about half of each)")

    (tmp / "units.json").write_text(json.dumps([[u.id, u.text] for u in units]))
    np.save(tmp / "queries.npy", queries)
    spec = {"units": str(tmp / "units.json"), "queries": str(tmp / "queries.npy"), "folder": str(folder),
            "corpus": corpus, "url": url, "m": m, "ef_construction": ef_construction}
    empty = run_worker({**spec, "kind": "none"}, tmp)
    files = run_worker({**spec, "kind": "files"}, tmp)
    exact = run_worker({**spec, "kind": "exact"}, tmp)
    base = empty["rss"]
    print(f"{'store':<26}{'load s':>8}{'RSS MB':>9}{'+vectors':>10}{'p50 ms':>9}{'p95 ms':>9}{'recall@30':>11}")

    def line(label, r, rec):
        print(f"{label:<26}{r['load_s']:8.2f}{r['rss']:9.0f}{r['rss'] - base:10.0f}{r['p50']:9.2f}{r['p95']:9.2f}"
              f"{rec:>11}")

    print(f"{'(worker, no vectors)':<26}{'':>8}{base:9.0f}")
    line("files (exact, in memory)", files, "1 (ref.)")
    line("postgres exact", exact, f"{recall(exact['tops'], files['tops']):.4f}")
    for ef in efs:
        h = run_worker({**spec, "kind": "hnsw", "ef": ef}, tmp)
        line(f"postgres hnsw ef_search {ef}", h, f"{recall(h['tops'], exact['tops']):.4f}")
    stored = dequantize(*quantize(matrix, "int8"))
    print(f"halfvec, emulated: float16 rows give {float16_recall(stored, queries):.4f} of the exact top {K}")


def main() -> None:
    from codecite_site.config import Store

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--synthetic", type=int, default=60_000, help="Chunks of the synthetic corpus (0: skip it).")
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--ef", default="100,200,400", help="hnsw.ef_search values to measure.")
    ap.add_argument("--m", type=int, default=Store.hnsw_m, help="HNSW m (default: [store] hnsw_m's).")
    ap.add_argument("--ef-construction", type=int, default=Store.hnsw_ef_construction,
                    help="HNSW ef_construction (default: [store] hnsw_ef_construction's).")
    ap.add_argument("--skip-nbc", action="store_true", help="Only the synthetic corpus.")
    ap.add_argument("--url", default="", help="A PostgreSQL with pgvector (default: start one from pgserver).")
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(json.loads(Path(args.worker).read_text()))))
        return
    efs = [int(x) for x in args.ef.split(",")]
    print(f"machine: {os.cpu_count()} cores (shared with other work: figures vary between runs)")
    with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
        tmp = Path(tmp)
        server = None
        url = args.url
        if not url:
            os.environ.setdefault("XDG_RUNTIME_DIR", str(tmp))
            import pgserver

            server = pgserver.get_server(tmp / "pg", cleanup_mode="delete")
            url = f"postgresql://postgres@/postgres?host={server.get_postmaster_info().socket_dir}"
            print("postgres: PostgreSQL 16 + pgvector 0.6.2 from pgserver, in a temp folder (Unix socket)")
        try:
            how = dict(m=args.m, ef_construction=args.ef_construction)
            if not args.skip_nbc:
                units, matrix, queries = nbc_corpus(args.queries)
                bench("nbc-scale", units, matrix, queries, url, efs, tmp, **how)
            if args.synthetic:
                units, matrix, queries = synthetic_corpus(args.synthetic, args.queries)
                bench("synthetic", units, matrix, queries, url, efs, tmp, **how)
        finally:
            if server is not None:
                server.cleanup()


if __name__ == "__main__":
    main()
