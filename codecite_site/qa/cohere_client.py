"""The only module that imports ``cohere``: embed, rerank and chat through ``ClientV2``.

Every Cohere failure leaves this module as an ``UpstreamError`` carrying a
one-line message that says what to do, the HTTP status the proxy answers with
and a short code:

==============================  ======  ==========================================
Cohere says                     status  code
==============================  ======  ==========================================
401 / 403 (bad or revoked key)  502     ``bad_key``
429, per-minute limit           429     ``rate_limited`` (+ retry_after seconds)
429, monthly calls used up      429     ``quota_exhausted`` (never retried)
500, 502, 503, 504              503     ``upstream_unavailable``
other 4xx                       502     ``upstream_rejected``
no answer within the timeout    504     ``upstream_timeout``
cannot connect                  503     ``upstream_unreachable``
==============================  ======  ==========================================

Every 4xx message quotes Cohere's own (its ``message``, key masked). A 429
is a per-minute limit unless Cohere's message speaks of a month (a trial
key's 1,000 calls a month): waiting a minute cannot help with that one.

Retries are ours, not the SDK's (its own are switched off), so that batch work
(precomputing vectors, the eval) can wait out a rate limit while the
interactive proxy fails fast. Cohere documents no ``Retry-After`` on a 429;
when it sends one (``retry-after-ms`` / ``retry-after``) we wait that long,
otherwise ``rate_limit_wait`` (60 s: its limits are per minute).

Batch work is also paced so that it does not meet the limits at all: a
``Pacer`` (``CohereClient.for_batch``, limits from ``[cohere]`` in
site_config.toml) lets through at most so many Embed inputs, Rerank calls
and Chat calls in any 60 s. The API key never appears in a message: it is
masked out of anything we raise.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import cohere
import httpx
import numpy as np
from cohere.core.api_error import ApiError

from ..config import Models

EMBED_BATCH = 96  # Cohere's limit of texts per embed call
OUTPUT_DIMENSIONS = (256, 512, 1024, 1536)  # what Embed v4 takes as output_dimension
EMBEDDING_TYPE = "float"  # the one embedding type we ask for (and the cache keys by)
# finish reasons that mean the answer stopped before the model finished it
INCOMPLETE = {"MAX_TOKENS": "it reached the output token limit", "ERROR": "Cohere reported an error while writing it",
              "TIMEOUT": "Cohere timed out while writing it"}
RETRYABLE = ("rate_limited", "upstream_unavailable", "upstream_timeout")
_MONTHLY = re.compile(r"/\s*month|per[ -]month|monthly|a month\b|calls? this month", re.I)
_PER_MINUTE = re.compile(r"per[ -]minute|/\s*minute|\bminute\b", re.I)
KEY_VARS = ("COHERE_API_KEY", "CO_API_KEY")
BASE_URL_VAR = "CO_API_URL"  # the SDK's own variable; tests point it at the fake server

SYSTEM_PROMPT = """You answer questions about a building code using only the excerpts provided as documents.
Rules:
- Use only what the excerpts say. Do not add requirements, exceptions or numbers from memory.
- Quote every quantity (dimensions, areas, loads, times, counts) exactly as written in the excerpt, with its unit.
- Name the Sentence or Article each statement comes from, e.g. "Sentence 9.8.8.3.(1)".
- If the excerpts do not answer the question, say exactly: "The excerpts do not answer this." and, if useful, \
say what they do cover. Never answer from an excerpt about something else.
- Lead with the Sentence that holds what was asked (the quantity of the kind asked for), then its conditions; \
an exception comes after the rule it qualifies, unless the question is about the exception.
- When the question has several parts, answer each part in turn, in the order asked, each with its own \
Sentence; for a part the excerpts do not answer, say so for that part.
- Be brief: a direct answer first, then any conditions or exceptions."""


def user_message(question: str, parts: list[str] | None = None) -> str:
    """The user turn: the question, and, when it has several parts, the parts to answer one by one."""
    if not parts or len(parts) < 2:
        return question
    listed = "\n".join(f"{i}. {p}" for i, p in enumerate(parts, 1))
    return f"{question}\n\nThis question has {len(parts)} parts; answer each in turn:\n{listed}"


def api_key_from_env(environ=os.environ) -> str | None:
    for var in KEY_VARS:
        if environ.get(var, "").strip():
            return environ[var].strip()
    return None


class UpstreamError(Exception):
    def __init__(self, message: str, status: int, code: str, retry_after: float | None = None,
                 detail: str = ""):
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.retry_after = retry_after
        self.detail = detail  # Cohere's own message, when it sent one


def _seconds(s: float) -> str:
    return f"{s:.1f}".removesuffix(".0")


class Pacer:
    """Client-side pacing from per-minute limits: before a call, wait until what was sent to that
    endpoint in the last ``window`` seconds leaves room for it.

    ``limits`` maps an endpoint ("embed", "rerank", "chat") to what it allows per window (Embed:
    inputs, the others: calls); 0 or absent = unpaced. A call counts from when it *ends* (so
    from no earlier than Cohere saw it), plus ``margin`` seconds, and in any window, never per
    clock minute, so this holds whichever way Cohere counts. ``clock`` and ``sleep`` are
    injectable: tests and benchmarks run it on a clock they drive or scale.
    """

    def __init__(self, limits: dict[str, int], window: float = 60.0, margin: float = 1.0,
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep):
        self.limits = {k: int(v) for k, v in limits.items() if v and v > 0}
        self.window, self.margin = window, margin
        self.clock, self.sleep = clock, sleep
        self.waited = 0.0  # seconds spent waiting for room, in all
        self._sent: dict[str, list[list]] = {k: [] for k in self.limits}  # [ended at (None: running), cost]
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings, **kwargs) -> "Pacer":
        """From the ``[cohere]`` settings (``config.Cohere``)."""
        return cls({"embed": settings.embed_inputs_per_minute, "rerank": settings.rerank_calls_per_minute,
                    "chat": settings.chat_calls_per_minute}, **kwargs)

    def limit(self, endpoint: str) -> int:
        return self.limits.get(endpoint, 0)

    def _room(self, endpoint: str, now: float) -> tuple[int, float | None]:
        """Room left now, and when the next finished call leaves the window (None: none finished)."""
        span = self.window + self.margin
        sent = self._sent[endpoint] = [e for e in self._sent[endpoint] if e[0] is None or e[0] + span > now]
        ends = [t for t, _ in sent if t is not None]
        return self.limits[endpoint] - sum(c for _, c in sent), (min(ends) + span if ends else None)

    def acquire(self, endpoint: str, cost: int = 1, at_least: int | None = None) -> tuple[int, list]:
        """Wait for room, then reserve it: ``(granted, token)``. ``granted`` is ``cost``, or, when
        ``at_least`` is given, as much of ``cost`` as fits once ``at_least`` does (so a batch can be
        cut to fill the window instead of waiting for a whole one). Pass ``token`` to ``release``."""
        if endpoint not in self.limits:
            return cost, []
        limit = self.limits[endpoint]
        cost = max(1, cost)
        need = min(cost if at_least is None else max(1, min(at_least, cost)), limit)
        while True:
            with self._lock:
                now = self.clock()
                room, frees_at = self._room(endpoint, now)
                if room >= need:
                    granted = min(cost, room) if at_least is not None else min(cost, limit)
                    token = [None, granted]
                    self._sent[endpoint].append(token)
                    return granted, token
            wait = (frees_at - now) if frees_at is not None else 0.05
            wait = max(wait, 0.001)
            self.waited += wait
            self.sleep(wait)

    def release(self, token: list) -> None:
        """The call has ended: it counts from now."""
        if token:
            with self._lock:
                token[0] = self.clock()

    @contextmanager
    def slot(self, endpoint: str, cost: int = 1):
        _, token = self.acquire(endpoint, cost)
        try:
            yield
        finally:
            self.release(token)

    def minimum_seconds(self, endpoint: str, total: int) -> float:
        """The least time the limit allows for ``total`` inputs or calls: whole windows after the first."""
        limit = self.limit(endpoint)
        return 0.0 if not limit or total <= limit else ((total - 1) // limit) * self.window


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
    """What ``chat_stream`` yields: ("text", str) pieces and ("citation", dict) as they come, then
    ("end", {"finish_reason", "error"})."""

    kind: str
    value: object


class CohereClient:
    def __init__(self, api_key: str, models: Models, base_url: str | None = None, timeout: float = 30.0,
                 retries: int = 0, sleep: Callable[[float], None] | None = None, max_wait: float = 600.0,
                 pacer: Pacer | None = None, rate_limit_wait: float = 60.0):
        if not api_key:
            raise UpstreamError("no Cohere API key: set COHERE_API_KEY (or CO_API_KEY)", 503, "no_key")
        self._key = api_key
        self.models = models
        self.base_url = base_url or os.environ.get(BASE_URL_VAR) or None
        self.timeout = timeout
        self.retries = retries
        self.pacer = pacer
        self.sleep = sleep or (pacer.sleep if pacer else time.sleep)
        self.max_wait = max_wait
        self.rate_limit_wait = max(0.0, float(rate_limit_wait))
        self.waited = 0.0  # seconds spent waiting before retries, in all
        self.retried = 0  # calls made again after a failure
        self._client = cohere.ClientV2(api_key=api_key, base_url=self.base_url, timeout=timeout, max_retries=0,
                                       log_warning_experimental_features=False)

    @classmethod
    def for_batch(cls, api_key: str, config, clock: Callable[[], float] = time.monotonic,
                  sleep: Callable[[float], None] = time.sleep, **kwargs) -> "CohereClient":
        """The client for batch work (embed, eval): paced by ``[cohere]``'s limits, retrying after
        rate limits and outages (``[cohere] retries``, ``rate_limit_wait``)."""
        settings = config.cohere
        kwargs.setdefault("timeout", config.serve.timeout)
        return cls(api_key, config.models, retries=settings.retries, rate_limit_wait=settings.rate_limit_wait,
                   pacer=Pacer.from_settings(settings, clock=clock, sleep=sleep), **kwargs)

    # errors ------------------------------------------------------------------
    def _mask(self, text: str) -> str:
        return text.replace(self._key, "***") if self._key else text

    def _error(self, e: Exception) -> UpstreamError:
        if isinstance(e, ApiError):
            status = e.status_code or 0
            detail = e.body.get("message", "") if isinstance(e.body, dict) else str(e.body or "")
            detail = " ".join(self._mask(str(detail)).split())[:400]
            says = f" Cohere says: {detail}" if detail else ""
            if status in (401, 403):
                return UpstreamError(f"Cohere rejected the API key (HTTP {status}): check COHERE_API_KEY",
                                     502, "bad_key", detail=detail)
            if status == 429:
                if _MONTHLY.search(detail):
                    return UpstreamError("Cohere's monthly call limit for this key is used up (HTTP 429): waiting "
                                         "will not help; use a production key or wait for the month to turn."
                                         + says, 429, "quota_exhausted", detail=detail)
                asked = _retry_after(e.headers)
                wait = asked if asked is not None else self.rate_limit_wait
                kind = "per-minute rate limit" if _PER_MINUTE.search(detail) else "rate limit"
                return UpstreamError(f"Cohere {kind} reached (HTTP 429): try again in {_seconds(wait)} s." + says,
                                     429, "rate_limited", wait, detail=detail)
            if status >= 500:
                return UpstreamError(f"Cohere is unavailable (HTTP {status}): try again later", 503,
                                     "upstream_unavailable", _retry_after(e.headers), detail=detail)
            return UpstreamError(f"Cohere refused the request (HTTP {status}): {detail}", 502, "upstream_rejected",
                                 detail=detail)
        if isinstance(e, httpx.TimeoutException):
            return UpstreamError(f"Cohere did not answer within {self.timeout:g} s", 504, "upstream_timeout")
        if isinstance(e, httpx.TransportError):
            where = self.base_url or "api.cohere.com"
            return UpstreamError(f"cannot reach Cohere at {where}: {type(e).__name__}", 503, "upstream_unreachable")
        return UpstreamError(self._mask(f"Cohere call failed: {type(e).__name__}: {e}")[:300], 502, "upstream_error")

    def _call(self, fn: Callable, endpoint: str, cost: int = 1, retries: int | None = None, paced: bool = True):
        """Call ``fn`` (paced, unless the caller already holds the room); on a 429, an outage or a
        timeout wait (as long as Cohere asks; after a 429 without a header ``rate_limit_wait``; else
        exponentially) and retry. A used-up monthly quota is never retried."""
        retries = self.retries if retries is None else retries
        for attempt in range(retries + 1):
            token = self.pacer.acquire(endpoint, cost)[1] if paced and self.pacer else []
            try:
                return fn()
            except Exception as e:  # noqa: BLE001 - every failure is mapped to one UpstreamError
                err = self._error(e)
            finally:
                if self.pacer:
                    self.pacer.release(token)
                paced = True  # a retry waits for room like any call
            if attempt >= retries or err.code not in RETRYABLE:
                raise err from None
            if err.code == "rate_limited":
                wait = err.retry_after if err.retry_after is not None else self.rate_limit_wait
            else:
                wait = err.retry_after if err.retry_after is not None else 0.5 * 2 ** attempt
            wait = min(wait, self.max_wait)
            self.waited += wait
            self.retried += 1
            self.sleep(wait)
        raise AssertionError("unreachable")

    # embed -------------------------------------------------------------------
    def embed(self, texts: list[str], input_type: str, dimension: int | None = None,
              on_batch: Callable[[int, np.ndarray], None] | None = None) -> np.ndarray:
        """float32 vectors, one row per text, in batches of at most 96 (paced: a batch is cut short
        to what the minute still allows rather than wait for a whole one)."""
        check_dimension(dimension)
        rows = []
        start = 0
        while start < len(texts):
            want = min(EMBED_BATCH, len(texts) - start)
            token = []
            if self.pacer and self.pacer.limit("embed"):
                want, token = self.pacer.acquire("embed", want, at_least=min(want, EMBED_BATCH // 4))
            batch = texts[start:start + want]
            kwargs = dict(model=self.models.embed, input_type=input_type, texts=batch,
                          embedding_types=[EMBEDDING_TYPE])
            if dimension:
                kwargs["output_dimension"] = dimension

            def call(kwargs=kwargs, held=[token] if token else []):
                try:
                    return self._client.embed(**kwargs)
                finally:
                    if held:  # the room reserved above, for the first attempt only
                        self.pacer.release(held.pop())

            resp = self._call(call, "embed", len(batch), paced=not token)
            vecs = np.asarray(resp.embeddings.float_, dtype=np.float32)
            if vecs.shape[0] != len(batch):
                raise UpstreamError(f"Cohere returned {vecs.shape[0]} vectors for {len(batch)} texts", 502,
                                    "upstream_error")
            if on_batch:
                on_batch(start, vecs)
            rows.append(vecs)
            start += len(batch)
        return np.vstack(rows) if rows else np.zeros((0, dimension or 0), dtype=np.float32)

    def embed_query(self, text: str, dimension: int | None = None) -> np.ndarray:
        return self.embed([text], "search_query", dimension)[0]

    # rerank ------------------------------------------------------------------
    def rerank(self, query: str, documents: list[str], top_n: int) -> list[tuple[int, float]]:
        """``[(index into documents, relevance), ...]`` best first."""
        if not documents:
            return []
        resp = self._call(lambda: self._client.rerank(model=self.models.rerank, query=query, documents=documents,
                                                      top_n=min(top_n, len(documents))), "rerank")
        return [(r.index, float(r.relevance_score)) for r in resp.results]

    # chat --------------------------------------------------------------------
    def _chat_args(self, question: str, documents: list[dict], parts: list[str] | None = None) -> dict:
        return dict(
            model=self.models.chat,
            messages=[{"role": "system", "content": SYSTEM_PROMPT},
                      {"role": "user", "content": user_message(question, parts)}],
            documents=documents, temperature=0.0,
        )

    def chat(self, question: str, documents: list[dict], parts: list[str] | None = None
             ) -> tuple[str, list[dict], str | None]:
        """The answer text, its citations ``[{start, end, text, sources: [document id, ...]}]`` and
        Cohere's ``finish_reason`` (``COMPLETE``; ``MAX_TOKENS`` / ``ERROR``: cut short, see ``INCOMPLETE``)."""
        resp = self._call(lambda: self._client.chat(**self._chat_args(question, documents, parts)), "chat")
        content = resp.message.content or []
        text = "".join(getattr(c, "text", "") or "" for c in content)
        return text, [_citation(c) for c in resp.message.citations or []], _reason(resp.finish_reason)

    def chat_stream(self, question: str, documents: list[dict], parts: list[str] | None = None) -> Iterator[Stream]:
        """Yields Stream("text", piece) and Stream("citation", {...}) as Cohere sends them, then
        Stream("end", {"finish_reason", "error"}). An error before any text raises UpstreamError;
        after some, the answer ends there and its finish reason says so."""
        token = self.pacer.acquire("chat")[1] if self.pacer else []
        wrote = False
        try:
            for event in self._client.chat_stream(**self._chat_args(question, documents, parts)):
                kind = getattr(event, "type", "")
                if kind == "content-delta":
                    piece = event.delta.message.content.text if event.delta and event.delta.message else None
                    if piece:
                        wrote = True
                        yield Stream("text", piece)
                elif kind == "citation-start":
                    c = event.delta.message.citations if event.delta and event.delta.message else None
                    for one in c if isinstance(c, list) else [c] if c else []:
                        yield Stream("citation", _citation(one))
                elif kind == "message-end":
                    delta = event.delta
                    error = self._mask(delta.error)[:200] if delta and delta.error else None
                    reason = _reason(delta.finish_reason if delta else None) or ("ERROR" if error else None)
                    if error and not wrote:
                        raise UpstreamError(f"Cohere stopped the answer: {error}", 502, "upstream_error")
                    yield Stream("end", {"finish_reason": reason, "error": error})
        except UpstreamError:
            raise
        except Exception as e:  # noqa: BLE001
            raise self._error(e) from None
        finally:
            if self.pacer:
                self.pacer.release(token)


def check_dimension(dimension: int | None) -> None:
    """Embed v4 takes only these output dimensions: refuse any other before calling Cohere."""
    if dimension is not None and dimension not in OUTPUT_DIMENSIONS:
        sizes = ", ".join(str(d) for d in OUTPUT_DIMENSIONS[:-1]) + f" or {OUTPUT_DIMENSIONS[-1]}"
        raise UpstreamError(f"embedding dimension must be {sizes}, not {dimension}", 400, "bad_dimension")


def _reason(value) -> str | None:
    """A finish reason as its name ("COMPLETE", "MAX_TOKENS", ...), whatever the SDK parsed it into."""
    if value is None:
        return None
    return str(getattr(value, "value", value)).upper()


def incomplete_reason(finish_reason: str | None) -> str | None:
    """Why an answer with this finish reason is incomplete, or None when it is not."""
    return INCOMPLETE.get(finish_reason or "")


def _citation(c) -> dict:
    ids = []
    for s in c.sources or []:
        sid = getattr(s, "id", None)
        doc = getattr(s, "document", None) or {}
        ids.append(doc.get("id") or sid)
    return {"start": c.start, "end": c.end, "text": c.text, "sources": [i for i in ids if i]}
