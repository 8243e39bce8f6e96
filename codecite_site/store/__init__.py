"""Where the precomputed vectors and their manifest are kept: files (the default) or
Postgres with pgvector (``[store]`` in site_config.toml).

One interface, two implementations (``open_store(config)``)::

    store.build(ref, units, embed_documents, model, **how)   # embed what is not cached, replace the set
    store.load(ref, units, model) -> (matrix, manifest)      # the whole set in memory (checked)
    store.index(ref, chunks, model, embed_query) -> (index, manifest)   # what the Cohere engine searches
    store.where(ref) -> str                                  # for messages ("in .codecite/vectors/x")

A set of vectors is named by a ``VectorSet``: its folder (files) and its corpus key and
name (Postgres: one database holds several codes and editions, each row keyed by corpus).
Both vector kinds go through it: Cohere Embed v4 over chunks (``name`` = the model) and the
local model over Sentences (``name`` = the local model). The manifest (model, dimension,
dtype, input type, corpus hash) is written and checked the same way by both
(``qa.vectors.check_manifest``); the files store's ``index`` is today's in-memory exact
cosine, the Postgres store's searches in the database (exact or HNSW, ``[store] search``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


class StoreUnavailable(RuntimeError):
    """The configured store cannot be reached (the database is down): the answer API
    says 503 and the site is still served; the next question tries again."""


class StoreError(RuntimeError):
    """The store is reachable but unusable (a schema newer than this program, no pgvector):
    one line saying what to do."""


@dataclass(frozen=True)
class VectorSet:
    folder: Path  # the files store's folder
    corpus: str  # the Postgres store's corpus key (several codes and editions in one database)
    name: str  # which vectors of that corpus: the embedding model's name

    @property
    def label(self) -> str:
        return f"{self.corpus}/{self.name}"


def corpus_key(config, pdf: Path | None = None) -> str:
    """``[store] corpus``, else the PDF's file name (what names the files store's folder too)."""
    if config.store.corpus:
        return config.store.corpus
    return Path(pdf).stem if pdf else (Path(config.paths.pdf).stem if config.paths.pdf else "nbc_fixture")


def cohere_set(config, pdf: Path | None = None, folder: Path | None = None) -> VectorSet:
    from ..qa.vectors import default_vectors_dir

    return VectorSet(Path(folder) if folder else default_vectors_dir(config, pdf), corpus_key(config, pdf),
                     config.models.embed)


def local_set(config, pdf: Path | None = None, folder: Path | None = None) -> VectorSet:
    from ..qa.local_dense import MODEL_NAME, vectors_dir

    return VectorSet(Path(folder) if folder else vectors_dir(config, pdf), corpus_key(config, pdf), MODEL_NAME)


def open_store(config):
    """The store ``[store] kind`` names (the same object for the same settings in one process)."""
    if config.store.kind == "postgres":
        from .postgres import PostgresStore

        return PostgresStore.for_settings(config.store)
    from .files import FilesStore

    return FilesStore()
