"""Typed settings, loaded from ``site_config.toml`` and checked up front.

Every option is declared once here, with its meaning; a key the file holds
that is not declared here is an error (a typo must not pass silently).
"""

from __future__ import annotations

import tomllib
from dataclasses import MISSING, dataclass, field, fields
from pathlib import Path


class ConfigError(ValueError):
    """site_config.toml is unreadable or holds an unknown or ill-typed key."""


def _opt(default, doc: str):
    return field(default=default, metadata={"doc": doc})


@dataclass(frozen=True)
class Paths:
    pdf: str = _opt("", "The Code PDF to read; empty means the built-in fixture corpus.")
    work: str = _opt(".codecite", "Cache folder: the built fixture, parses, vectors.")
    cache: str = _opt("", "Content-keyed caches any work folder may share (the local model's vectors, keyed "
                          "by model and text hash); empty means <work>/cache.")
    site: str = _opt("site", "Where `build` writes the static site.")
    revisions: list = field(default_factory=list, metadata={"doc": (
        "NRC revisions-and-errata package PDFs applied on top of the Code (applied in the date order of their "
        "Change Summaries, whatever the order here), e.g. [\"nbc2020_revisions_2025-03.pdf\"]; `build --revisions` "
        "adds more. The site, search and answers then show the amended Code.")})


@dataclass(frozen=True)
class Site:
    base_path: str = _opt("/", "URL prefix the site is served under, e.g. /codecite/.")
    url: str = _opt("", "Address of the site, for the links `ask` prints (e.g. https://example.org/codecite/); "
                        "empty means the local `serve` address, http://[serve] host:[serve] port/.")
    title: str = _opt("codecite", "Site name shown in the header.")
    templates: str = _opt("", "Folder of Jinja2 templates that override the built-in ones of the same name; "
                               "its static/ folder overrides (or adds) static assets the same way.")
    api_url: str = _opt("", "Address of the answer proxy the site's ask panel asks when the proxy runs on another "
                            "origin than the site (a static host or CDN), e.g. https://api.example.org/ (its /api/ "
                            "routes); that proxy must list the site's origin in [serve] allowed_origins. "
                            "Empty = the site's own origin (the site served by `serve`).")


@dataclass(frozen=True)
class Models:
    embed: str = _opt("embed-v4.0", "Cohere embedding model for chunks and queries.")
    rerank: str = _opt("rerank-v3.5", "Cohere reranker.")
    chat: str = _opt("command-a-03-2025", "Cohere chat model that writes grounded answers.")


@dataclass(frozen=True)
class Retrieval:
    candidates: int = _opt(30, "Chunks taken from dense or BM25 retrieval before reranking.")
    top: int = _opt(8, "Chunks kept after reranking and sent to the chat model.")
    local_dense: bool = _opt(True, "Offline, fuse BM25 with the local dense model when it is installed "
                                   "(pip install 'codecite-site[dense]'); its vectors are built once and cached.")
    decline_below: float = _opt(0.42, "Offline with the local dense model: decline to answer when no Sentence's cosine "
                                      "similarity to the question reaches this (0 = never decline).")
    decline_support: float = _opt(0.227, "Offline with the local dense model: decline to answer when the calibrated "
                                         "probability that the Code answers (a logistic model over the best Sentence "
                                         "cosine, the best BM25 score of a quoted passage, how much of the question's "
                                         "content the best passage holds, ..., qa/abstain.py) is below this; chosen "
                                         "on the tuning questions by scripts/calibrate_abstention.py (0 = off).")
    hedge_support: float = _opt(0.5, "Offline with the local dense model: an answer whose calibrated probability that "
                                     "the Code answers is below this (but not below decline_support) says first that "
                                     "the Code may not answer the question as asked, then quotes the nearest Sentences "
                                     "(0 = never).")
    unnamed_support: float = _opt(0.7, "Offline with the local dense model: a question asking a size, a height, a "
                                       "spacing ... of a thing the Code never names (\"how tall must the fence around "
                                       "a pool be\") is told the Code states none when the calibrated probability "
                                       "that the Code answers is below this; chosen on the tuning questions, below "
                                       "every answerable one's (0 = never).")


@dataclass(frozen=True)
class Serve:
    host: str = _opt("127.0.0.1", "Address the local proxy binds to.")
    port: int = _opt(8000, "Port of the local proxy.")
    rate_limit: int = _opt(30, "Questions per minute one client may ask the proxy; 0 = no limit.")
    max_question: int = _opt(500, "Longest question (characters) the proxy accepts.")
    max_body: int = _opt(4096, "Largest request body (bytes) the proxy reads.")
    timeout: int = _opt(30, "Seconds the proxy waits for each Cohere call before giving up.")
    client_timeout: int = _opt(15, "Seconds a client has to send its whole request (and each write of the "
                                   "answer to finish) before the proxy or preview drops it.")
    max_connections: int = _opt(256, "Connections the proxy and preview serve at once (per worker); one more gets "
                                     "503.")
    workers: int = _opt(1, "Proxy processes (`serve --workers`), each with its own copy of the Engine, sharing "
                           "one socket.")
    allowed_origins: tuple = _opt((), "Origins (scheme://host[:port]) of sites on another origin whose pages may "
                                      "ask this proxy (CORS for exactly these, never *), e.g. "
                                      '["https://codes.example.org"]. Empty = the proxy\'s own origin only.')
    allowed_hosts: tuple = _opt((), "Host names (with :port unless 80/443) this proxy also answers as, besides its "
                                    "bind address: the public name a reverse proxy forwards, e.g. "
                                    '["codes.example.org"].')
    forwarded_allow_ips: str = _opt("", "Comma list of reverse proxy addresses whose X-Forwarded-For names the "
                                        "client (for the per-client rate limit), e.g. 127.0.0.1; empty = trust "
                                        "none: the connection's address is the client.")


@dataclass(frozen=True)
class Cohere:
    """How batch work (``embed``, ``eval``) paces its Cohere calls. The defaults are the documented
    limits of a trial key (docs.cohere.com/docs/rate-limits); a production key allows Embed
    2,000 inputs/min, Rerank 1,000 calls/min and Chat 500 calls/min. 0 = do not pace that endpoint.
    Trial keys are also limited to 1,000 calls a month, which no pacing can stretch."""

    embed_inputs_per_minute: int = _opt(2000, "Texts sent to Embed in any 60 s (trial and production keys: 2,000).")
    rerank_calls_per_minute: int = _opt(10, "Rerank calls in any 60 s (trial key: 10; production: 1,000).")
    chat_calls_per_minute: int = _opt(20, "Chat calls in any 60 s (trial key: 20; production: 500).")
    rate_limit_wait: int = _opt(60, "Seconds batch work waits after a 429 that names no wait (Cohere documents no "
                                    "Retry-After, and its limits are per minute, so at least 60).")
    retries: int = _opt(6, "How often batch work retries one call after a rate limit, an outage or a timeout.")


STORE_KINDS = ("files", "postgres")
SEARCH_KINDS = ("exact", "hnsw")


@dataclass(frozen=True)
class Store:
    """Where the precomputed vectors and their manifest live (``codecite_site/store/``)."""

    kind: str = _opt("files", "files (default: <work>/vectors, nothing to install) or postgres (PostgreSQL with "
                              "pgvector, shared by every proxy worker and machine; pip install 'codecite-site[postgres]').")
    url: str = _opt("", "postgres: the libpq connection URL, e.g. postgresql://codecite@db.example:5432/codecite "
                        "(a socket: postgresql://codecite@/codecite?host=/run/postgresql). Never a password: "
                        "see password_env.")
    password_env: str = _opt("PGPASSWORD", "postgres: the environment variable holding the password (empty: none; "
                                           "libpq also reads PGPASSWORD and ~/.pgpass itself). Never logged.")
    corpus: str = _opt("", "postgres: the key of this Code's rows, so several codes and editions share one "
                           "database; empty means the PDF's file name (nbc_fixture for the fixture).")
    search: str = _opt("exact", "postgres: exact (every row, the same hits as files) or hnsw (pgvector's HNSW "
                                "index, cosine; approximate, faster on large corpora).")
    # defaults measured by scripts/bench_store.py: recall@30 >= 0.99 against exact at NBC scale
    hnsw_m: int = _opt(24, "postgres, hnsw: links per node of the index (pgvector's m; its default is 16).")
    hnsw_ef_construction: int = _opt(128, "postgres, hnsw: candidate list while building the index "
                                          "(pgvector's default is 64).")
    hnsw_ef_search: int = _opt(200, "postgres, hnsw: candidate list per query (higher: better recall, slower; "
                                    "never below the top k asked for).")
    connect_timeout: int = _opt(5, "postgres: seconds to wait for a connection before the answer API says 503.")

    def __post_init__(self):
        if self.kind not in STORE_KINDS:
            raise ConfigError(f"[store] kind must be {' or '.join(STORE_KINDS)}, not {self.kind!r}")
        if self.search not in SEARCH_KINDS:
            raise ConfigError(f"[store] search must be {' or '.join(SEARCH_KINDS)}, not {self.search!r}")
        if self.kind == "postgres" and not self.url:
            raise ConfigError("[store] kind = \"postgres\" needs a url, e.g. postgresql://codecite@localhost/codecite")
        if _has_password(self.url):
            raise ConfigError("[store] url must not hold a password: put it in the environment "
                              f"(${self.password_env or 'PGPASSWORD'})")
        for key in ("hnsw_m", "hnsw_ef_construction", "hnsw_ef_search", "connect_timeout"):
            if getattr(self, key) < 1:
                raise ConfigError(f"[store] {key} must be at least 1")


def _has_password(url: str) -> bool:
    import re
    from urllib.parse import urlsplit

    try:
        if urlsplit(url).password:  # "user:@host" (an empty one) is no password
            return True
    except ValueError:
        pass
    return re.search(r"(^|[\s?&])password\s*=\s*[^\s&]", url) is not None


@dataclass(frozen=True)
class Config:
    paths: Paths = field(default_factory=Paths)
    site: Site = field(default_factory=Site)
    models: Models = field(default_factory=Models)
    retrieval: Retrieval = field(default_factory=Retrieval)
    serve: Serve = field(default_factory=Serve)
    cohere: Cohere = field(default_factory=Cohere)
    store: Store = field(default_factory=Store)
    root: Path = field(default=Path("."), compare=False)  # folder relative paths are taken from

    def path(self, value: str) -> Path:
        p = Path(value)
        return p if p.is_absolute() else self.root / p

    @property
    def work_dir(self) -> Path:
        return self.path(self.paths.work)

    @property
    def cache_dir(self) -> Path:
        return self.path(self.paths.cache) if self.paths.cache else self.work_dir / "cache"


def _section(cls, data: dict, name: str):
    known = {f.name: f for f in fields(cls)}
    values = {}
    for key, value in data.items():
        if key not in known:
            raise ConfigError(f"unknown key [{name}] {key} (known: {', '.join(known)})")
        f = known[key]
        expected = type(f.default if f.default is not MISSING else f.default_factory())
        if expected is tuple and isinstance(value, list) and all(isinstance(v, str) for v in value):
            value = tuple(value)  # a list of strings
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)  # TOML's 0 is an integer; a float option takes it
        if not isinstance(value, expected) or isinstance(value, bool) and expected is not bool:
            kind = "a list of strings" if expected in (tuple, list) else f"of type {expected.__name__}"
            raise ConfigError(f"[{name}] {key} must be {kind}, not {value!r}")
        if expected is list and not all(isinstance(v, str) for v in value):
            raise ConfigError(f"[{name}] {key} must be a list of strings, not {value!r}")
        values[key] = value
    return cls(**values)


def load_config(path: Path | None = None) -> Config:
    """Read ``path`` (default ``./site_config.toml`` if present) into a Config."""
    if path is None:
        path = Path("site_config.toml")
        if not path.exists():
            return Config(root=Path.cwd())
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such config file") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{path}: not valid TOML ({e})") from None
    sections = {f.name: f for f in fields(Config) if f.name != "root"}
    parts = {}
    for name, value in data.items():
        if name not in sections:
            raise ConfigError(f"{path}: unknown section [{name}] (known: {', '.join(sections)})")
        if not isinstance(value, dict):
            raise ConfigError(f"{path}: [{name}] must be a table")
        try:
            parts[name] = _section(sections[name].default_factory, value, name)
        except ConfigError as e:
            raise ConfigError(f"{path}: {e}") from None
    config = Config(**parts, root=Path(path).resolve().parent)
    try:
        check_addresses(config)
    except ConfigError as e:
        raise ConfigError(f"{path}: {e}") from None
    return config


def check_addresses(config: Config) -> None:
    """``[site] api_url`` and ``[serve] allowed_origins`` must be http(s) addresses; an origin has no path."""
    from .urls import origin_of

    if config.site.api_url:
        try:
            origin_of(config.site.api_url)
        except ValueError as e:
            raise ConfigError(f"[site] api_url: {e}") from None
    for o in config.serve.allowed_origins:
        try:
            ok = origin_of(o) == o.lower().rstrip("/")
        except ValueError as e:
            raise ConfigError(f"[serve] allowed_origins: {e}") from None
        if not ok:
            raise ConfigError(f"[serve] allowed_origins: {o!r} is not an origin (scheme://host[:port], no path)")
