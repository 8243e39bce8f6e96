"""Precomputed chunk vectors (Embed v4, ``search_document``): build, cache, store, load.

- Cache and checkpoint: every embedded batch is written at once to
  ``<dir>.cache/<key>/<digest>.npz`` keyed by each chunk's content hash, so an
  interrupted run resumes where it stopped and a rebuild embeds only chunks
  whose text changed. ``<key>`` names every request parameter that changes a
  vector (model, input type, embedding type, output dimension), so vectors
  asked for differently never mix (``cache_key``).
- Storage: ``vectors.npy`` as int8 (one float32 scale per row in
  ``scales.npy``) or float16; the loss is measured against the float vectors
  (mean and worst cosine, top-10 agreement) and kept in the manifest.
- ``manifest.json`` (model, dimension, dtype, input type, embedding type,
  corpus hash, chunk ids) is checked at load: vectors built for another model or other text are
  refused with a message saying how to rebuild them.

Files are written into a temporary folder and swapped in, never half-written.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from .chunks import Chunk, corpus_fingerprint

INPUT_TYPE = "search_document"
EMBEDDING_TYPE = "float"  # what is asked of Cohere (and cached); `dtype` is only how it is stored
DTYPES = ("int8", "float16")


class VectorError(Exception):
    """Vectors missing, unreadable or built for something else: one line saying what to do."""


def quantize(m: np.ndarray, dtype: str) -> tuple[np.ndarray, np.ndarray | None]:
    if dtype == "float16":
        return m.astype(np.float16), None
    if dtype == "int8":
        scale = np.abs(m).max(axis=1, keepdims=True) / 127.0
        scale[scale == 0] = 1.0
        return np.clip(np.rint(m / scale), -127, 127).astype(np.int8), scale.astype(np.float32).ravel()
    raise VectorError(f"unknown vector dtype {dtype!r} (use {' or '.join(DTYPES)})")


def dequantize(q: np.ndarray, scales: np.ndarray | None) -> np.ndarray:
    m = q.astype(np.float32)
    return m * scales[:, None] if scales is not None else m


def _unit(m: np.ndarray) -> np.ndarray:
    n = np.linalg.norm(m, axis=1, keepdims=True)
    return m / np.where(n == 0, 1, n)


def measure_loss(full: np.ndarray, stored: np.ndarray, probes: int = 64) -> dict:
    """How much storage lost: cosine of each stored row to its float original, and
    how often the top 10 for a probe query (a chunk's own vector) stays the same set."""
    a, b = _unit(full.astype(np.float32)), _unit(stored.astype(np.float32))
    cos = (a * b).sum(axis=1) if len(a) else np.ones(0)
    rng = np.random.default_rng(0)
    idx = rng.choice(len(a), size=min(probes, len(a)), replace=False) if len(a) else []
    k = min(10, len(a))
    agree = []
    for i in idx:
        t1 = set(np.argsort(-(a @ a[i]))[:k])
        t2 = set(np.argsort(-(b @ a[i]))[:k])
        agree.append(len(t1 & t2) / k)
    return {"mean_cosine": round(float(cos.mean()), 6) if len(cos) else 1.0,
            "min_cosine": round(float(cos.min()), 6) if len(cos) else 1.0,
            "top10_agreement": round(float(np.mean(agree)), 4) if agree else 1.0}


def cache_key(model: str, dimension: int | None = None, input_type: str = INPUT_TYPE,
              embedding_type: str = EMBEDDING_TYPE) -> str:
    """A folder name made of every parameter that changes a vector ("default": the model's own size)."""
    name = f"{model}--{input_type}--{embedding_type}--{dimension or 'default'}"
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)


class EmbeddingCache:
    """content hash -> float32 vector, persisted one file per embedded batch."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.vectors: dict[str, np.ndarray] = {}
        for f in sorted(self.folder.glob("*.npz")):
            try:
                with np.load(f) as z:
                    for h, v in zip(z["hashes"], z["vectors"]):
                        self.vectors[str(h)] = v
            except (OSError, ValueError, KeyError):
                f.unlink(missing_ok=True)  # a batch cut off mid-write: embed it again

    def add(self, hashes: list[str], vectors: np.ndarray) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha256("".join(hashes).encode()).hexdigest()[:16]
        fd, tmp = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
        os.close(fd)
        with open(tmp, "wb") as fh:
            np.savez(fh, hashes=np.array(hashes), vectors=vectors.astype(np.float32))
        os.replace(tmp, self.folder / f"{digest}.npz")
        for h, v in zip(hashes, vectors):
            self.vectors[h] = v


def build_vectors(chunks: list[Chunk], embed_documents: Callable[..., np.ndarray], out_dir: Path,
                  model: str, dtype: str = "int8", batch: int | None = 96,
                  progress: Callable[[int, int], None] | None = None, dimension: int | None = None,
                  input_type: str = INPUT_TYPE, embedding_type: str = EMBEDDING_TYPE,
                  cache_dir: Path | None = None, sort_key: Callable[[str], float] | None = None,
                  cache=None, write: Callable[[np.ndarray, np.ndarray | None, list, dict], None] | None = None) -> dict:
    """Embed every chunk not already cached, then write vectors + manifest into ``out_dir``.

    ``embed_documents(texts) -> float32 (len(texts), dim)`` is called with at most
    ``batch`` texts at a time (Cohere takes 96). With ``batch=None`` it is called once
    with every text still to embed and ``on_batch=(offset, vectors)``, which it calls
    after each of its own calls (``CohereClient.embed``: it sizes and paces its
    batches itself), so each is checkpointed as it comes. ``dimension``,
    ``input_type`` and ``embedding_type`` say how it embeds (they key the cache;
    None = the model's own dimension). The float vectors are cached by content hash in
    ``cache_dir`` (default: beside ``out_dir``, one folder per way of embedding). ``sort_key``
    orders the texts still to embed (the local model: by length, so that each call gets texts
    of similar lengths and pads little). Returns the manifest.

    Another store (``codecite_site/store``) passes its own ``cache`` (``.vectors``: content hash
    -> vector, ``.add(hashes, vectors)`` checkpointing each batch) and ``write(stored, scales,
    chunks, manifest)``, which replaces the set at once; by default both are files.
    """
    if dtype not in DTYPES:
        raise VectorError(f"unknown vector dtype {dtype!r} (use {' or '.join(DTYPES)})")
    out_dir = Path(out_dir)
    cache_dir = cache_dir or out_dir.parent / f"{out_dir.name}.cache" / cache_key(model, dimension, input_type,
                                                                                  embedding_type)
    cache = cache if cache is not None else EmbeddingCache(cache_dir)
    hashes = [c.content_hash for c in chunks]
    unique = list(dict.fromkeys(hashes))
    todo_hashes = [h for h in unique if h not in cache.vectors]
    text_of = {c.content_hash: c.text for c in chunks}
    if sort_key is not None:
        todo_hashes.sort(key=lambda h: sort_key(text_of[h]))
    done = len(unique) - len(todo_hashes)
    if progress:
        progress(done, len(unique))

    def keep(part: list[str], vecs) -> None:
        nonlocal done
        vecs = np.asarray(vecs, dtype=np.float32)
        if vecs.ndim != 2 or vecs.shape[0] != len(part) or (dimension and vecs.shape[1] != dimension):
            raise VectorError(f"the embedding model returned vectors of shape {vecs.shape} for {len(part)} texts"
                              + (f" at {dimension} dimensions" if dimension else "") + ": they were not stored")
        cache.add(part, vecs)
        done += len(part)
        if progress:
            progress(done, len(unique))

    if batch is None:
        if todo_hashes:
            embed_documents([text_of[h] for h in todo_hashes],
                            on_batch=lambda offset, vecs: keep(todo_hashes[offset:offset + len(vecs)], vecs))
        missing = [h for h in todo_hashes if h not in cache.vectors]
        if missing:
            raise VectorError(f"{len(missing)} chunks came back without vectors: run `codecite-site embed` again")
    else:
        for start in range(0, len(todo_hashes), batch):
            part = todo_hashes[start:start + batch]
            keep(part, embed_documents([text_of[h] for h in part]))
    widths = {int(cache.vectors[h].shape[-1]) for h in unique}
    if len(widths) > 1:  # only a cache written by hand (or by an older version) can mix sizes
        raise VectorError(f"the embedding cache {cache_dir} holds vectors of {len(widths)} sizes "
                          f"({', '.join(map(str, sorted(widths)))}): delete it and run `codecite-site embed` again")
    full = np.vstack([cache.vectors[h] for h in hashes]) if chunks else np.zeros((0, 0), np.float32)
    stored, scales = quantize(full, dtype)
    manifest = {
        "model": model, "dimension": int(full.shape[1]) if full.size else 0, "dtype": dtype,
        "input_type": input_type, "embedding_type": embedding_type, "requested_dimension": dimension,
        "corpus_hash": corpus_fingerprint(chunks), "count": len(chunks),
        "header": bool(chunks and chunks[0].header), "loss": measure_loss(full, dequantize(stored, scales)),
        "built": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    (write or (lambda st, sc, cs, m: write_folder(out_dir, st, sc, cs, m)))(stored, scales, chunks, manifest)
    return manifest


def write_folder(out_dir: Path, stored: np.ndarray, scales: np.ndarray | None, chunks: list, manifest: dict) -> None:
    """The files store: vectors, scales, ids and manifest into a temporary folder, swapped in."""
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=out_dir.parent, prefix=f".{out_dir.name}."))
    try:
        np.save(tmp / "vectors.npy", stored)
        if scales is not None:
            np.save(tmp / "scales.npy", scales)
        (tmp / "ids.json").write_text(json.dumps([c.id for c in chunks]))
        (tmp / "manifest.json").write_text(json.dumps(manifest, indent=2))
        old = out_dir.with_name(f".{out_dir.name}.old")
        if out_dir.exists():
            shutil.rmtree(old, ignore_errors=True)
            out_dir.rename(old)
        tmp.rename(out_dir)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def read_manifest(folder: Path) -> dict:
    try:
        return json.loads((Path(folder) / "manifest.json").read_text())
    except FileNotFoundError:
        raise VectorError(f"no vectors in {folder}: run `codecite-site embed` (needs COHERE_API_KEY)") from None
    except ValueError:
        raise VectorError(f"{folder}/manifest.json is unreadable: run `codecite-site embed` again") from None


def load_vectors(folder: Path, chunks: list[Chunk], model: str) -> tuple[np.ndarray, dict]:
    """The float32 matrix (one row per chunk, in chunk order) and the manifest; refuses a mismatch."""
    folder = Path(folder)
    m = read_manifest(folder)
    rebuild = check_manifest(m, f"vectors in {folder}", chunks, model)
    try:
        stored = np.load(folder / "vectors.npy")
        scales = np.load(folder / "scales.npy") if m.get("dtype") == "int8" else None
    except (OSError, ValueError) as e:
        raise VectorError(f"vectors in {folder} are unreadable ({e}): {rebuild}") from None
    if str(stored.dtype) != m.get("dtype") or stored.shape != (m.get("count"), m.get("dimension")):
        raise VectorError(f"vectors in {folder} do not match their manifest "
                          f"({stored.dtype} {stored.shape}): {rebuild}")
    return dequantize(stored, scales), m


def check_manifest(m: dict, where: str, chunks: list, model: str) -> str:
    """Refuse vectors built for another model, input type or text (every store checks the same);
    returns the hint that ends each such message."""
    rebuild = "run `codecite-site embed` to rebuild them"
    if m.get("model") != model:
        raise VectorError(f"{where} were built with {m.get('model')!r}, not {model!r}: {rebuild}")
    if m.get("input_type") != INPUT_TYPE:
        raise VectorError(f"{where} have input type {m.get('input_type')!r}: {rebuild}")
    if m.get("corpus_hash") != corpus_fingerprint(chunks):
        raise VectorError(f"{where} were built for other text (corpus {m.get('corpus_hash')}, "
                          f"now {corpus_fingerprint(chunks)}): {rebuild}")
    if m.get("dtype") not in DTYPES or not isinstance(m.get("dimension"), int):
        raise VectorError(f"{where} have an unreadable manifest (dtype {m.get('dtype')!r}, dimension "
                          f"{m.get('dimension')!r}): {rebuild}")
    return rebuild


def default_vectors_dir(config, pdf: Path | None = None) -> Path:
    """``<work>/vectors/<pdf name>``: one set of vectors per Code PDF."""
    name = Path(pdf).stem if pdf else (Path(config.paths.pdf).stem if config.paths.pdf else "nbc_fixture")
    return config.work_dir / "vectors" / name


def embed_corpus(config, tree, pdf: Path | None, dtype: str = "int8", dimension: int | None = None,
                 progress: Callable[[int, int], None] | None = None, client=None,
                 log: Callable[[str], None] | None = None) -> tuple[dict, Path]:
    """Build the vectors the proxy loads for this Code PDF with Cohere (key from the environment),
    into the configured store (``[store]``); returns the manifest and the files store's folder
    for them (``store.where(cohere_set(config, pdf))`` says where they are in any store).

    Without ``client``, the batch client: paced by the ``[cohere]`` limits, waiting out rate limits."""
    from ..urls import Urls
    from .chunks import build_chunks
    from .cohere_client import CohereClient, UpstreamError, api_key_from_env, check_dimension

    check_dimension(dimension)
    if client is None:
        key = api_key_from_env()
        if key is None:
            raise UpstreamError("no Cohere API key: set COHERE_API_KEY (or CO_API_KEY) to embed", 503, "no_key")
        client = CohereClient.for_batch(key, config)
    chunks = build_chunks(tree, header=True, urls=Urls(config.site.base_path, tree))
    from ..store import cohere_set, open_store

    store, ref = open_store(config), cohere_set(config, pdf)
    # the client gets every text still to embed: it sizes its batches to the pace, each checkpointed
    how = dict(dtype=dtype, progress=progress, dimension=dimension, batch=None)
    if store.kind != "files":
        how["log"] = log
    manifest = store.build(ref, chunks, lambda texts, on_batch: client.embed(texts, INPUT_TYPE, dimension, on_batch),
                           config.models.embed, **how)
    return manifest, ref.folder
