"""Where the precomputed vectors and their manifest are kept: files (the default) or
Postgres with pgvector (``[store]`` in site_config.toml)."""

from __future__ import annotations


class StoreUnavailable(RuntimeError):
    """The configured store cannot be reached (the database is down): the answer API
    says 503 and the site is still served; the next question tries again."""
