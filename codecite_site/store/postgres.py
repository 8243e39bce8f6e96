"""The Postgres store: vectors in PostgreSQL with pgvector, shared by every proxy worker.

``pip install 'codecite-site[postgres]'`` (psycopg); the server needs the ``vector`` extension
(pgvector >= 0.5 for HNSW). Settings: ``[store]`` in site_config.toml; the password comes
only from the environment (``[store] password_env``, PGPASSWORD by default) and never
appears in a message.

- Schema: created and versioned here (``codecite_schema``, one row per applied migration,
  ``MIGRATIONS``); an older schema is upgraded at the first connection, a newer one (written
  by a later codecite-site) is refused with one line. Migrations run under an advisory lock.
- ``codecite_vector_sets``: one row per corpus key and embedding model, with the manifest
  (model, dimension, dtype, input type, corpus hash, ...) checked exactly as the files' one.
- ``codecite_vectors``: one row per chunk (or Sentence) of a set, in chunk order (``n``),
  with its chunk id and content hash. A set is replaced in one transaction (readers see the
  old set or the new one, never half of one).
- ``codecite_embedding_cache``: Cohere's float vectors by way of embedding and content hash,
  upserted batch by batch as they come: a killed ``embed`` resumes there and never makes a
  duplicate (the primary key). The local model's cache stays in its files cache
  (``[paths] cache``): it is free to recompute and local to the machine that builds.
- Two runs writing the same set at once are serialised by an advisory lock.
- Search (``[store] search``): ``exact`` scans every row of the set (the same hits as the
  files store), ``hnsw`` uses a partial HNSW index (cosine) per set, built when the set is
  written or when the first worker asks for it.
- Columns are ``vector`` (float32). ``halfvec`` would halve the table and the index, but
  needs pgvector 0.7; the pgvector this was built and measured on (0.6.2, bundled with
  ``pgserver``) has none (see ``scripts/bench_store.py`` for the float16 loss measured).

A query that cannot reach the database raises ``StoreUnavailable`` (the answer API's 503);
the next one connects again, so answers come back with the database without a restart.
"""

from __future__ import annotations

import hashlib
import queue
import struct
import threading
from collections.abc import Callable
from contextlib import contextmanager

import numpy as np

from . import StoreError, StoreUnavailable, VectorSet

SCHEMA_LOCK = 0x636F646563697465  # "codecite"
IDLE_CONNECTIONS = 8

# MIGRATIONS[i] takes the schema from version i to i + 1 (each run in one transaction)
MIGRATIONS = [
    # 1: the extension, the sets with their manifest, the vectors, the embedding cache
    """
    CREATE EXTENSION IF NOT EXISTS vector;
    CREATE TABLE codecite_vector_sets (
        id serial PRIMARY KEY,
        corpus text NOT NULL,
        name text NOT NULL,
        manifest jsonb NOT NULL,
        UNIQUE (corpus, name));
    CREATE TABLE codecite_vectors (
        set_id integer NOT NULL REFERENCES codecite_vector_sets (id) ON DELETE CASCADE,
        n integer NOT NULL,
        chunk_id text NOT NULL,
        content_hash text NOT NULL,
        embedding vector NOT NULL,
        PRIMARY KEY (set_id, n));
    CREATE TABLE codecite_embedding_cache (
        space text NOT NULL,
        content_hash text NOT NULL,
        embedding vector NOT NULL,
        PRIMARY KEY (space, content_hash));
    """,
    # 2: each set's dimension as a column (what its HNSW index casts to) and when it was written
    """
    ALTER TABLE codecite_vector_sets ADD COLUMN dimension integer,
        ADD COLUMN written timestamptz NOT NULL DEFAULT now();
    UPDATE codecite_vector_sets SET dimension = (manifest->>'dimension')::integer;
    """,
]
SCHEMA_VERSION = len(MIGRATIONS)


def _import_psycopg():
    try:
        import psycopg
    except ImportError:
        raise StoreError("[store] kind = \"postgres\" needs psycopg: pip install 'codecite-site[postgres]'") from None
    return psycopg


def _lock_key(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big", signed=True)


def _make_adapters(oid: int):
    """pgvector's binary format (int16 dimension, int16 unused, float4 values, big-endian)."""
    from psycopg.adapt import Dumper, Loader
    from psycopg.pq import Format

    class VectorDumper(Dumper):
        format = Format.BINARY

        def dump(self, obj):
            a = np.asarray(obj, dtype=">f4").ravel()
            return struct.pack(">HH", a.size, 0) + a.tobytes()

    VectorDumper.oid = oid

    class VectorLoader(Loader):
        format = Format.BINARY

        def load(self, data):
            dim = struct.unpack_from(">H", data)[0]
            return np.frombuffer(bytes(data), dtype=">f4", count=dim, offset=4).astype(np.float32)

    return VectorDumper, VectorLoader


def _copy_stream(set_id: int, ids: list[str], hashes: list[str], matrix: np.ndarray, every: int = 512):
    """Binary COPY of ``(set_id, n, chunk_id, content_hash, embedding)`` rows, in pieces."""
    dim = matrix.shape[1]
    be = np.ascontiguousarray(matrix, dtype=">f4")
    vec_head = struct.pack(">iHH", 4 + 4 * dim, dim, 0)
    yield b"PGCOPY\n\xff\r\n\x00" + struct.pack(">ii", 0, 0)
    part = []
    for i in range(len(ids)):
        cid, h = ids[i].encode(), hashes[i].encode()
        part.append(struct.pack(">hiiii", 5, 4, set_id, 4, i) + struct.pack(">i", len(cid)) + cid
                    + struct.pack(">i", len(h)) + h + vec_head + be[i].tobytes())
        if len(part) == every:
            yield b"".join(part)
            part = []
    yield b"".join(part) + struct.pack(">h", -1)


class PostgresStore:
    kind = "postgres"
    _instances: dict = {}
    _instances_lock = threading.Lock()

    def __init__(self, settings):
        import os

        from psycopg.conninfo import conninfo_to_dict

        _import_psycopg()
        self.settings = settings
        self.url = settings.url
        self._password = os.environ.get(settings.password_env) if settings.password_env else None
        try:
            info = conninfo_to_dict(settings.url)
        except Exception:  # noqa: BLE001 - psycopg's own message may quote the URL
            raise StoreError("[store] url is not a valid PostgreSQL connection URL") from None
        host = info.get("host") or "localhost"
        self.label = (f"postgres {info.get('user') or ''}{'@' if info.get('user') else ''}{host}"
                      f"{':' + str(info['port']) if info.get('port') else ''}/{info.get('dbname') or ''}")
        self._pool: queue.LifoQueue = queue.LifoQueue()
        self._ready = False
        self._ready_lock = threading.Lock()
        self._oid: int | None = None

    @classmethod
    def for_settings(cls, settings) -> "PostgresStore":
        with cls._instances_lock:
            if settings not in cls._instances:
                cls._instances[settings] = cls(settings)
            return cls._instances[settings]

    def where(self, ref: VectorSet) -> str:
        return f"in {self.label} (corpus {ref.corpus!r})"

    # --- connections -------------------------------------------------------------------
    def _message(self, e: Exception) -> str:
        text = (str(e).strip().splitlines() or [type(e).__name__])[0]
        if self._password:
            text = text.replace(self._password, "***")
        return text

    def _connect(self):
        psycopg = _import_psycopg()
        kwargs = {"password": self._password} if self._password else {}
        try:
            conn = psycopg.connect(self.url, autocommit=True, connect_timeout=self.settings.connect_timeout, **kwargs)
        except psycopg.Error as e:
            raise StoreUnavailable(f"cannot reach the vector store ({self.label}): {self._message(e)}") from None
        try:
            if not self._ready:
                with self._ready_lock:
                    if not self._ready:
                        self._migrate(conn)
                        self._ready = True
            if self._oid is None:
                from psycopg.types import TypeInfo

                info = TypeInfo.fetch(conn, "vector")
                if info is None:
                    raise StoreError(f"the vector store ({self.label}) has no pgvector extension")
                self._oid = info.oid
            dumper, loader = _make_adapters(self._oid)
            conn.adapters.register_dumper(np.ndarray, dumper)
            conn.adapters.register_loader(self._oid, loader)
        except BaseException:
            conn.close()
            raise
        return conn

    def _migrate(self, conn) -> None:
        psycopg = _import_psycopg()
        try:
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                conn.execute("CREATE TABLE IF NOT EXISTS codecite_schema (version integer PRIMARY KEY, "
                             "applied timestamptz NOT NULL DEFAULT now())")
                have = conn.execute("SELECT coalesce(max(version), 0) FROM codecite_schema").fetchone()[0]
                if have > SCHEMA_VERSION:
                    raise StoreError(f"the vector store ({self.label}) has schema version {have}, newer than this "
                                     f"codecite-site's {SCHEMA_VERSION}: upgrade codecite-site")
                for version in range(have + 1, SCHEMA_VERSION + 1):
                    conn.execute(MIGRATIONS[version - 1])
                    conn.execute("INSERT INTO codecite_schema (version) VALUES (%s)", (version,))
        except (psycopg.OperationalError, psycopg.InterfaceError):
            raise
        except psycopg.Error as e:
            raise StoreError(f"cannot set up the vector store ({self.label}): {self._message(e)}") from None

    def run(self, fn: Callable):
        """``fn(connection)`` on a pooled connection; a broken one (the database restarted) is
        dropped and the call tried once more on a new one; unreachable: StoreUnavailable."""
        psycopg = _import_psycopg()
        for attempt in (0, 1):
            try:
                conn, fresh = self._pool.get_nowait(), False
            except queue.Empty:
                conn, fresh = self._connect(), True
            try:
                result = fn(conn)
            except (psycopg.OperationalError, psycopg.InterfaceError) as e:
                conn.close()
                self._drain()
                if fresh or attempt:
                    raise StoreUnavailable(f"the vector store ({self.label}) cannot be reached: "
                                           f"{self._message(e)}") from None
                continue
            except BaseException:
                conn.close()
                raise
            if self._pool.qsize() < IDLE_CONNECTIONS:
                self._pool.put(conn)
            else:
                conn.close()
            return result
        raise AssertionError("unreachable")

    def _drain(self) -> None:
        while True:
            try:
                self._pool.get_nowait().close()
            except queue.Empty:
                return

    def close(self) -> None:
        self._drain()

    @contextmanager
    def _writer_lock(self, ref: VectorSet, log: Callable[[str], None] | None):
        """One writer per set at a time: a session advisory lock, released when the run ends
        (or its process dies)."""
        conn = self._connect()
        key = _lock_key(f"codecite-set:{ref.corpus}:{ref.name}")
        try:
            if not conn.execute("SELECT pg_try_advisory_lock(%s)", (key,)).fetchone()[0]:
                if log:
                    log(f"another run is writing the vectors of {ref.label} {self.label}: waiting for it")
                conn.execute("SELECT pg_advisory_lock(%s)", (key,))
            yield
        finally:
            conn.close()  # ends the session: the lock goes with it

    # --- writing -----------------------------------------------------------------------
    def build(self, ref: VectorSet, units: list, embed_documents: Callable, model: str, cache_dir=None,
              log: Callable[[str], None] | None = None, **how) -> dict:
        from ..qa.vectors import EMBEDDING_TYPE, INPUT_TYPE, build_vectors, cache_key

        with self._writer_lock(ref, log):
            cache = None
            if cache_dir is None:  # Cohere: the cache is in the database (an interrupted embed resumes from it)
                space = cache_key(model, how.get("dimension"), how.get("input_type", INPUT_TYPE),
                                  how.get("embedding_type", EMBEDDING_TYPE))
                cache = DatabaseCache(self, space, [u.content_hash for u in units])
            return build_vectors(units, embed_documents, ref.folder, model, cache_dir=cache_dir, cache=cache,
                                 write=lambda stored, scales, us, manifest: self._write(ref, stored, scales, us,
                                                                                        manifest), **how)

    def _write(self, ref: VectorSet, stored: np.ndarray, scales, units: list, manifest: dict) -> None:
        from psycopg.types.json import Jsonb

        from ..qa.vectors import dequantize

        matrix = dequantize(stored, scales)  # what the files store hands its readers, bit for bit
        dim = int(manifest["dimension"])

        def write(conn):
            with conn.transaction():
                set_id = conn.execute(
                    "INSERT INTO codecite_vector_sets (corpus, name, manifest, dimension, written) "
                    "VALUES (%s, %s, %s, %s, now()) ON CONFLICT (corpus, name) DO UPDATE SET "
                    "manifest = excluded.manifest, dimension = excluded.dimension, written = now() RETURNING id",
                    (ref.corpus, ref.name, Jsonb(manifest), dim)).fetchone()[0]
                conn.execute("DELETE FROM codecite_vectors WHERE set_id = %s", (set_id,))
                self._drop_indexes(conn, set_id)
                if len(units):
                    with conn.cursor().copy("COPY codecite_vectors (set_id, n, chunk_id, content_hash, embedding) "
                                            "FROM STDIN (FORMAT BINARY)") as copy:
                        for piece in _copy_stream(set_id, [u.id for u in units], [u.content_hash for u in units],
                                                  matrix):
                            copy.write(piece)
                if self.settings.search == "hnsw" and len(units):
                    self._create_index(conn, set_id, dim, len(units))
            conn.execute("ANALYZE codecite_vectors")  # the planner's row counts, for the exact scan's plan

        self.run(write)

    # --- the HNSW index, one partial index per set -------------------------------------------
    def _index_name(self, set_id: int) -> str:
        return f"codecite_hnsw_{set_id}_m{self.settings.hnsw_m}_ef{self.settings.hnsw_ef_construction}"

    @staticmethod
    def _drop_indexes(conn, set_id: int, keep: str = "") -> None:
        from psycopg import sql

        for (name,) in conn.execute("SELECT relname FROM pg_class WHERE relkind = 'i' AND relname ~ %s",
                                    (f"^codecite_hnsw_{set_id}_m",)).fetchall():
            if name != keep:
                conn.execute(sql.SQL("DROP INDEX IF EXISTS {}").format(sql.Identifier(name)))

    def _create_index(self, conn, set_id: int, dim: int, rows: int) -> None:
        from psycopg import sql

        name = self._index_name(set_id)
        if conn.execute("SELECT 1 FROM pg_class WHERE relname = %s", (name,)).fetchone():
            return
        self._drop_indexes(conn, set_id)
        # the graph built in memory is much faster than one spilling to disk
        mem_mb = int(min(1024, max(64, rows * dim * 4 * 2 / 2**20)))
        conn.execute(sql.SQL("SET LOCAL maintenance_work_mem = {}").format(sql.Literal(f"{mem_mb}MB")))
        conn.execute(sql.SQL(
            "CREATE INDEX {} ON codecite_vectors USING hnsw ((embedding::vector({})) vector_cosine_ops) "
            "WITH (m = {}, ef_construction = {}) WHERE set_id = {}").format(
            sql.Identifier(name), sql.Literal(dim), sql.Literal(self.settings.hnsw_m),
            sql.Literal(self.settings.hnsw_ef_construction), sql.Literal(set_id)))

    def ensure_index(self, set_id: int, dim: int, rows: int) -> None:
        def ensure(conn):
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_lock_key(f"codecite-index:{set_id}"),))
                self._create_index(conn, set_id, dim, rows)

        self.run(ensure)

    # --- reading ------------------------------------------------------------------------
    def _checked(self, ref: VectorSet, units: list, model: str) -> tuple[int, dict, int]:
        """``(set id, manifest, rows)`` of ``ref``; refuses vectors made for something else."""
        from ..qa.vectors import VectorError, check_manifest

        row = self.run(lambda conn: conn.execute(
            "SELECT s.id, s.manifest, (SELECT count(*) FROM codecite_vectors v WHERE v.set_id = s.id), "
            "(SELECT vector_dims(v.embedding) FROM codecite_vectors v WHERE v.set_id = s.id AND v.n = 0) "
            "FROM codecite_vector_sets s WHERE s.corpus = %s AND s.name = %s", (ref.corpus, ref.name)).fetchone())
        if row is None:
            raise VectorError(f"no vectors of {ref.name} for corpus {ref.corpus!r} in {self.label}: "
                              "run `codecite-site embed` (needs COHERE_API_KEY)")
        set_id, manifest, rows, dims = row
        rebuild = check_manifest(manifest, f"vectors of {ref.label} in {self.label}", units, model)
        if rows and dims != manifest["dimension"]:
            raise VectorError(f"vectors of {ref.label} in {self.label} do not match their manifest ({dims} "
                              f"dimensions, the manifest says {manifest['dimension']}): {rebuild}")
        if rows != manifest.get("count") or rows != len(units):
            raise VectorError(f"vectors of {ref.label} in {self.label}: {rows} rows for "
                              f"{manifest.get('count')} in their manifest and {len(units)} now: {rebuild}")
        return set_id, manifest, rows

    def load(self, ref: VectorSet, units: list, model: str) -> tuple[np.ndarray, dict]:
        from ..qa.vectors import VectorError

        set_id, manifest, rows = self._checked(ref, units, model)

        def fetch(conn):
            cur = conn.cursor(binary=True)
            return cur.execute("SELECT embedding FROM codecite_vectors WHERE set_id = %s ORDER BY n",
                               (set_id,)).fetchall()

        vectors = [r[0] for r in self.run(fetch)]
        matrix = np.vstack(vectors) if vectors else np.zeros((0, manifest["dimension"]), np.float32)
        if matrix.shape != (manifest["count"], manifest["dimension"]):
            raise VectorError(f"vectors of {ref.label} in {self.label} do not match their manifest "
                              f"({matrix.shape}): run `codecite-site embed` to rebuild them")
        return matrix, manifest

    def index(self, ref: VectorSet, chunks: list, model: str, embed_query: Callable | None = None):
        """``(PostgresIndex, manifest)``: searched in the database, nothing held in memory."""
        set_id, manifest, rows = self._checked(ref, chunks, model)
        if self.settings.search == "hnsw" and rows:
            self.ensure_index(set_id, manifest["dimension"], rows)
        return PostgresIndex(self, set_id, manifest["dimension"], chunks, embed_query), manifest


class DatabaseCache:
    """The embedding cache in the database: content hash -> float vector for one way of
    embedding (``space``); every batch is committed as it comes (``add``)."""

    def __init__(self, store: PostgresStore, space: str, hashes: list[str]):
        self.store, self.space = store, space

        def fetch(conn):
            return conn.cursor(binary=True).execute(
                "SELECT content_hash, embedding FROM codecite_embedding_cache "
                "WHERE space = %s AND content_hash = ANY(%s)", (space, list(dict.fromkeys(hashes)))).fetchall()

        self.vectors: dict[str, np.ndarray] = {h: v for h, v in store.run(fetch)}

    def add(self, hashes: list[str], vectors: np.ndarray) -> None:
        rows = [(self.space, h, np.asarray(v, dtype=np.float32)) for h, v in zip(hashes, vectors)]

        def insert(conn):
            with conn.transaction():
                conn.cursor().executemany(
                    "INSERT INTO codecite_embedding_cache (space, content_hash, embedding) VALUES (%s, %s, %b) "
                    "ON CONFLICT (space, content_hash) DO NOTHING", rows)

        self.store.run(insert)
        for h, v in zip(hashes, vectors):
            self.vectors[h] = v


class PostgresIndex:
    """What the Cohere engine searches (``DenseIndex``'s ``search_vector``/``search``): the top
    ``k`` rows of one set by cosine, exact or through its HNSW index (``[store] search``)."""

    def __init__(self, store: PostgresStore, set_id: int, dimension: int, chunks: list,
                 embed_query: Callable | None = None, name: str = "dense"):
        self.store, self.set_id, self._dimension = store, set_id, dimension
        self.chunks, self.embed_query, self.name = chunks, embed_query, name
        self.hnsw = store.settings.search == "hnsw"

    @property
    def dimension(self) -> int:
        return self._dimension

    def _query(self, vector: np.ndarray, k: int):
        """``(settings, query, params)`` of one search."""
        from psycopg import sql

        q = np.asarray(vector, dtype=np.float32)
        if self.hnsw:
            # ef_search bounds what the index returns; without sorting or scanning, the planner has to
            # take the HNSW index even for a set so small that a scan would cost it less
            ef = max(self.store.settings.hnsw_ef_search, k)
            settings = [sql.SQL("SET LOCAL hnsw.ef_search = {}").format(sql.Literal(ef)),
                        sql.SQL("SET LOCAL enable_seqscan = off"), sql.SQL("SET LOCAL enable_sort = off")]
            query = sql.SQL(
                "SELECT n, embedding::vector({d}) <=> %b AS distance FROM codecite_vectors WHERE set_id = {s} "
                "ORDER BY embedding::vector({d}) <=> %b LIMIT %s").format(
                d=sql.Literal(self._dimension), s=sql.Literal(self.set_id))
            return settings, query, (q, q, k)
        # the plain column: the HNSW index (on the cast) never serves an exact search
        query = sql.SQL("SELECT n, embedding <=> %b AS distance FROM codecite_vectors WHERE set_id = %s "
                        "ORDER BY distance, n LIMIT %s")
        return [], query, (q, self.set_id, k)

    def top(self, vector: np.ndarray, k: int = 30) -> list[tuple[int, float]]:
        """``[(row, cosine)]``, best first (ties: the lower row first, as the files store)."""
        settings, query, params = self._query(vector, k)

        def search(conn):
            with conn.transaction():
                for setting in settings:
                    conn.execute(setting)
                return conn.execute(query, params).fetchall()

        return [(int(n), 1.0 - float(d)) for n, d in self.store.run(search)]

    def plan(self, vector: np.ndarray, k: int = 30) -> str:
        """The database's plan of one search (EXPLAIN), to see which index serves it."""
        from psycopg import sql

        settings, query, params = self._query(vector, k)

        def explain(conn):
            with conn.transaction():
                for setting in settings:
                    conn.execute(setting)
                return conn.execute(sql.SQL("EXPLAIN ") + query, params).fetchall()

        return "\n".join(r[0] for r in self.store.run(explain))

    def search_vector(self, vector: np.ndarray, k: int = 30):
        from ..qa.retrieve import _hits

        return _hits(self.chunks, self.top(vector, k), self.name)

    def search(self, query: str, k: int = 30):
        if self.embed_query is None:
            raise ValueError("this index has no query-embedding function")
        return self.search_vector(self.embed_query(query), k)
