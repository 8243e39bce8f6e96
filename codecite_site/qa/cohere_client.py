"""The only module that imports ``cohere``: embed, rerank and chat through ``ClientV2``.

Every Cohere failure leaves this module as an ``UpstreamError`` carrying a
one-line message that says what to do, the HTTP status the proxy answers with
and a short code:

==============================  ======  ========================
Cohere says                     status  code
==============================  ======  ========================
401 / 403 (bad or revoked key)  502     ``bad_key``
429 (rate limit)                429     ``rate_limited`` (+ retry_after seconds)
500, 502, 503, 504              503     ``upstream_unavailable``
other 4xx                       502     ``upstream_rejected``
no answer within the timeout    504     ``upstream_timeout``
cannot connect                  503     ``upstream_unreachable``
==============================  ======  ========================

Retries are ours, not the SDK's (its own are switched off), so that batch work
(precomputing vectors) can wait out a rate limit for as long as Cohere asks
(``retry-after-ms`` / ``retry-after``) while the interactive proxy fails fast.
The API key never appears in a message: it is masked out of anything we raise.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import cohere
import httpx
import numpy as np
from cohere.core.api_error import ApiError

from ..config import Models

EMBED_BATCH = 96  # Cohere's limit of texts per embed call
KEY_VARS = ("COHERE_API_KEY", "CO_API_KEY")
BASE_URL_VAR = "CO_API_URL"  # the SDK's own variable; tests point it at the fake server

SYSTEM_PROMPT = """You answer questions about a building code using only the excerpts provided as documents.
Rules:
- Use only what the excerpts say. Do not add requirements, exceptions or numbers from memory.
- Quote every quantity (dimensions, areas, loads, times, counts) exactly as written in the excerpt, with its unit.
- Name the Sentence or Article each statement comes from, e.g. "Sentence 9.8.8.3.(1)".
- If the excerpts do not answer the question, say exactly: "The excerpts do not answer this." and, if useful, \
say what they do cover.
- Be brief: a direct answer first, then any conditions or exceptions."""


def api_key_from_env(environ=os.environ) -> str | None:
    for var in KEY_VARS:
        if environ.get(var, "").strip():
            return environ[var].strip()
    return None


class UpstreamError(Exception):
    def __init__(self, message: str, status: int, code: str, retry_after: float | None = None):
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.retry_after = retry_after


def _retry_after(headers) -> float | None:
    headers = {k.lower(): v for k, v in (headers or {}).items()}
    for name, scale in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        try:
            value = float(headers[name]) / scale
        except (KeyError, TypeError, ValueError):
            continue
        if value >= 0:
            return value
    return None


@dataclass
class Stream:
    """What ``chat_stream`` yields: ("text", str) pieces and ("citation", dict) as they come."""

    kind: str
    value: object


class CohereClient:
    def __init__(self, api_key: str, models: Models, base_url: str | None = None, timeout: float = 30.0,
                 retries: int = 0, sleep: Callable[[float], None] = time.sleep, max_wait: float = 60.0):
        if not api_key:
            raise UpstreamError("no Cohere API key: set COHERE_API_KEY (or CO_API_KEY)", 503, "no_key")
        self._key = api_key
        self.models = models
        self.base_url = base_url or os.environ.get(BASE_URL_VAR) or None
        self.timeout = timeout
        self.retries = retries
        self.sleep = sleep
        self.max_wait = max_wait
        self._client = cohere.ClientV2(api_key=api_key, base_url=self.base_url, timeout=timeout, max_retries=0,
                                       log_warning_experimental_features=False)

    # errors ------------------------------------------------------------------
    def _mask(self, text: str) -> str:
        return text.replace(self._key, "***") if self._key else text

    def _error(self, e: Exception) -> UpstreamError:
        if isinstance(e, ApiError):
            status = e.status_code or 0
            detail = e.body.get("message", "") if isinstance(e.body, dict) else str(e.body or "")
            detail = self._mask(str(detail))[:200]
            if status in (401, 403):
                return UpstreamError(f"Cohere rejected the API key (HTTP {status}): check COHERE_API_KEY",
                                     502, "bad_key")
            if status == 429:
                wait = _retry_after(e.headers)
                after = f" in {wait:.1f} s" if wait is not None else " shortly"
                return UpstreamError(f"Cohere rate limit reached (HTTP 429): try again{after}", 429,
                                     "rate_limited", wait)
            if status >= 500:
                return UpstreamError(f"Cohere is unavailable (HTTP {status}): try again later", 503,
                                     "upstream_unavailable", _retry_after(e.headers))
            return UpstreamError(f"Cohere refused the request (HTTP {status}): {detail}", 502, "upstream_rejected")
        if isinstance(e, httpx.TimeoutException):
            return UpstreamError(f"Cohere did not answer within {self.timeout:g} s", 504, "upstream_timeout")
        if isinstance(e, httpx.TransportError):
            where = self.base_url or "api.cohere.com"
            return UpstreamError(f"cannot reach Cohere at {where}: {type(e).__name__}", 503, "upstream_unreachable")
        return UpstreamError(self._mask(f"Cohere call failed: {type(e).__name__}: {e}")[:300], 502, "upstream_error")

    def _call(self, fn: Callable, retries: int | None = None):
        """Call ``fn``; on 429/5xx wait (as long as Cohere asks, else exponentially) and retry."""
        retries = self.retries if retries is None else retries
        for attempt in range(retries + 1):
            try:
                return fn()
            except Exception as e:  # noqa: BLE001 - every failure is mapped to one UpstreamError
                err = self._error(e)
                if attempt >= retries or err.code not in ("rate_limited", "upstream_unavailable", "upstream_timeout"):
                    raise err from None
                wait = err.retry_after if err.retry_after is not None else 0.5 * 2 ** attempt
                self.sleep(min(wait, self.max_wait))
        raise AssertionError("unreachable")

    # embed -------------------------------------------------------------------
    def embed(self, texts: list[str], input_type: str, dimension: int | None = None,
              on_batch: Callable[[int, np.ndarray], None] | None = None) -> np.ndarray:
        """float32 vectors, one row per text, in batches of at most 96."""
        rows = []
        for start in range(0, len(texts), EMBED_BATCH):
            batch = texts[start:start + EMBED_BATCH]
            kwargs = dict(model=self.models.embed, input_type=input_type, texts=batch, embedding_types=["float"])
            if dimension:
                kwargs["output_dimension"] = dimension
            resp = self._call(lambda: self._client.embed(**kwargs))
            vecs = np.asarray(resp.embeddings.float_, dtype=np.float32)
            if vecs.shape[0] != len(batch):
                raise UpstreamError(f"Cohere returned {vecs.shape[0]} vectors for {len(batch)} texts", 502,
                                    "upstream_error")
            if on_batch:
                on_batch(start, vecs)
            rows.append(vecs)
        return np.vstack(rows) if rows else np.zeros((0, dimension or 0), dtype=np.float32)

    def embed_query(self, text: str, dimension: int | None = None) -> np.ndarray:
        return self.embed([text], "search_query", dimension)[0]

    # rerank ------------------------------------------------------------------
    def rerank(self, query: str, documents: list[str], top_n: int) -> list[tuple[int, float]]:
        """``[(index into documents, relevance), ...]`` best first."""
        if not documents:
            return []
        resp = self._call(lambda: self._client.rerank(model=self.models.rerank, query=query, documents=documents,
                                                      top_n=min(top_n, len(documents))))
        return [(r.index, float(r.relevance_score)) for r in resp.results]

    # chat --------------------------------------------------------------------
    def _chat_args(self, question: str, documents: list[dict]) -> dict:
        return dict(
            model=self.models.chat,
            messages=[{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": question}],
            documents=documents, temperature=0.0,
        )

    def chat(self, question: str, documents: list[dict]) -> tuple[str, list[dict]]:
        """The answer text and its citations ``[{start, end, text, sources: [document id, ...]}]``."""
        resp = self._call(lambda: self._client.chat(**self._chat_args(question, documents)))
        content = resp.message.content or []
        text = "".join(getattr(c, "text", "") or "" for c in content)
        return text, [_citation(c) for c in resp.message.citations or []]

    def chat_stream(self, question: str, documents: list[dict]) -> Iterator[Stream]:
        """Yields Stream("text", piece) and Stream("citation", {...}) as Cohere sends them."""
        try:
            for event in self._client.chat_stream(**self._chat_args(question, documents)):
                kind = getattr(event, "type", "")
                if kind == "content-delta":
                    piece = event.delta.message.content.text if event.delta and event.delta.message else None
                    if piece:
                        yield Stream("text", piece)
                elif kind == "citation-start":
                    c = event.delta.message.citations if event.delta and event.delta.message else None
                    for one in c if isinstance(c, list) else [c] if c else []:
                        yield Stream("citation", _citation(one))
                elif kind == "message-end" and event.delta and event.delta.error:
                    raise UpstreamError(f"Cohere stopped the answer: {self._mask(event.delta.error)[:200]}", 502,
                                        "upstream_error")
        except UpstreamError:
            raise
        except Exception as e:  # noqa: BLE001
            raise self._error(e) from None


def _citation(c) -> dict:
    ids = []
    for s in c.sources or []:
        sid = getattr(s, "id", None)
        doc = getattr(s, "document", None) or {}
        ids.append(doc.get("id") or sid)
    return {"start": c.start, "end": c.end, "text": c.text, "sources": [i for i in ids if i]}
