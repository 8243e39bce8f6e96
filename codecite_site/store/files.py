"""The files store (the default): ``<work>/vectors/<corpus>[.<model>]/`` with ``vectors.npy``,
``manifest.json`` and ``ids.json``, the embedding cache beside it (``qa/vectors.py``). Each
process holds its vectors in memory and searches them by exact cosine (``DenseIndex``)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from . import VectorSet


class FilesStore:
    kind = "files"

    def where(self, ref: VectorSet) -> str:
        return f"in {ref.folder}"

    def build(self, ref: VectorSet, units: list, embed_documents: Callable, model: str, **how) -> dict:
        from ..qa.vectors import build_vectors

        return build_vectors(units, embed_documents, ref.folder, model, **how)

    def load(self, ref: VectorSet, units: list, model: str) -> tuple[np.ndarray, dict]:
        from ..qa.vectors import load_vectors

        return load_vectors(ref.folder, units, model)

    def index(self, ref: VectorSet, chunks: list, model: str, embed_query: Callable | None = None):
        """``(DenseIndex, manifest)``: exact cosine in this process's memory."""
        from ..qa.retrieve import DenseIndex

        matrix, manifest = self.load(ref, chunks, model)
        return DenseIndex(chunks, matrix, embed_query), manifest
