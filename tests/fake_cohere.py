"""A fake of Cohere's HTTP API (v2 embed, rerank, chat incl. streaming) for tests and benchmarks.

The real ``cohere`` SDK talks to it through ``ClientV2(base_url=fake.url)`` (or
``CO_API_URL``), so the whole path from our client through the SDK's request
and response handling is exercised; only Cohere's models are replaced:

- embed: a hashed bag of words (deterministic, unit length, any dimension);
- rerank: share of the query's words found in each document;
- chat: quotes the document that best matches the question, citing it, with
  the span offsets Cohere would return; declines (``DECLINE``, no citation) when
  no document shares a content word with the question; ``stream: true`` sends
  the same as server-sent events (``content-delta``, ``citation-start``,
  ``message-end``). ``fake.chats`` lists what each chat call asked of the model
  (system prompt, user turn, documents), for tests to assert on.

It refuses what the real API refuses, with the real status and a body of
the documented shape ``{"message": ...}`` (wording from Cohere's error
reference where it gives one, docs.cohere.com/reference/errors):

- an unknown model: 404 ``model 'x' not found, make sure ...``;
- embed: more than 96 texts (400 ``invalid request: total number of texts
  must be at most 96 - received N``), a missing or unknown ``input_type``,
  an empty text, an ``output_dimension`` the model does not offer (Embed v4:
  256, 512, 1024, 1536; the v3 models none);
- rerank: documents that are not strings (the v2 API takes strings only),
  no documents, an empty query;
- chat: two documents with the same id (400 ``invalid request: duplicate
  document ID x at index j and i``).

Rate limits: ``fake.rate_limit(...)`` (defaults: a trial key's documented
limits, Embed 2,000 inputs, Rerank 10 and Chat 20 calls in any 60 s, 1,000
calls a month) answers 429 past them, on a clock the test drives or scales
(``clock=``, seconds). Like Cohere, a 429 carries no ``Retry-After`` unless
``retry_header=True`` (then ``retry-after``: seconds until the window has
room). ``fake.rejected`` lists every refusal (path, status, message).

Failures are injected with ``fake.fail(status, times=1, retry_after_ms=None,
message=None)`` (or ``POST /_fake/fail`` when it runs as its own process):
no retry header unless ``retry_after_ms`` is given. ``fake.delay`` slows
every answer; ``fake.answer`` overrides the chat text; ``fake.citations``
the chat citations (raw, as Cohere sends them) and ``fake.finish_reason``
its finish reason (``MAX_TOKENS``, ``ERROR``: the answer is cut short). Only
the keys in ``fake.keys`` are accepted; any other gets 401 like Cohere.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np

GOOD_KEY = "test-key-0123456789abcdef"
_WORD = re.compile(r"[a-z0-9]+")

# models per endpoint, with the output dimensions each embed model offers (first = its default)
EMBED_MODELS = {"embed-v4.0": (1536, 256, 512, 1024), "embed-english-v3.0": (1024,),
                "embed-multilingual-v3.0": (1024,), "embed-english-light-v3.0": (384,),
                "embed-multilingual-light-v3.0": (384,)}
RERANK_MODELS = {"rerank-v3.5", "rerank-english-v3.0", "rerank-multilingual-v3.0"}
CHAT_MODELS = {"command-a-03-2025", "command-r-plus-08-2024", "command-r-08-2024", "command-r7b-12-2024"}
INPUT_TYPES = {"search_document", "search_query", "classification", "clustering", "image"}
MAX_TEXTS = 96
# a trial key's documented limits (docs.cohere.com/docs/rate-limits)
TRIAL_LIMITS = {"embed_inputs": 2000, "rerank_calls": 10, "chat_calls": 20, "monthly_calls": 1000}
PER_MINUTE = "You are past the per minute request limit, please wait and try again later."
TRIAL_TAIL = ("You can continue to use the Trial key for free or upgrade to a Production key with higher rate limits "
              "at 'https://dashboard.cohere.com/api-keys'. Contact us on 'https://discord.gg/XW44jPfYJu' or email us "
              "at support@cohere.com with any questions")


def trial_calls_message(n: int, per: str = "minute") -> str:
    """Cohere's documented trial-key 429 wording (the monthly one follows the same pattern)."""
    return f"You are using a Trial key, which is limited to {n} API calls / {per}. {TRIAL_TAIL}"


class Refused(Exception):
    def __init__(self, status: int, message: str, headers: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


def _model_not_found(model) -> Refused:
    if not model:
        return Refused(400, "a model parameter is required for this endpoint.")
    return Refused(404, f"model '{model}' not found, make sure the correct model ID was used and that you have "
                        f"access to the model.")


class RateLimiter:
    """Cohere's limits as the fake applies them: per endpoint, what arrived in any ``window`` seconds
    of ``clock`` (the strictest reading of "per minute"), and calls since ``reset`` for the month."""

    def __init__(self, embed_inputs: int = 2000, rerank_calls: int = 10, chat_calls: int = 20,
                 monthly_calls: int = 1000, clock: Callable[[], float] = time.monotonic, window: float = 60.0,
                 retry_header: bool = False):
        self.limits = {"/v2/embed": embed_inputs, "/v2/rerank": rerank_calls, "/v2/chat": chat_calls}
        self.monthly = monthly_calls
        self.clock, self.window, self.retry_header = clock, window, retry_header
        self.sent = {path: deque() for path in self.limits}
        self.calls = 0
        self._lock = threading.Lock()

    def admit(self, path: str, cost: int) -> None:
        """Count the call, or raise Refused(429) as Cohere would."""
        with self._lock:
            if self.monthly and self.calls >= self.monthly:
                raise Refused(429, trial_calls_message(self.monthly, "month"))
            limit = self.limits.get(path, 0)
            now = self.clock()
            sent = self.sent.setdefault(path, deque())
            while sent and sent[0][0] <= now - self.window:
                sent.popleft()
            if limit and sum(c for _, c in sent) + cost > limit:
                headers = {}
                if self.retry_header:
                    used, free_at = sum(c for _, c in sent) + cost - limit, now
                    for t, c in sent:
                        used -= c
                        free_at = t + self.window
                        if used <= 0:
                            break
                    headers["retry-after"] = f"{max(free_at - now, 0):.3f}"
                message = PER_MINUTE if path == "/v2/embed" else trial_calls_message(limit)
                raise Refused(429, message, headers)
            sent.append((now, cost))
            self.calls += 1


def words(text: str) -> list[str]:
    text = re.sub(r"(?<=\d) (?=\d{3}\b)", "", text.lower())
    return [w[:-1] if len(w) > 4 and w.endswith("s") else w for w in _WORD.findall(text)]


def fake_vector(text: str, dim: int) -> list[float]:
    v = np.zeros(dim, dtype=np.float64)
    for w in words(text):
        h = int.from_bytes(hashlib.blake2b(w.encode(), digest_size=8).digest(), "little")
        v[h % dim] += 1.0 if (h >> 32) & 1 else -1.0
    n = np.linalg.norm(v)
    return (v / n if n else v).round(6).tolist()


# what Command A says, as the system prompt asks, when the excerpts do not answer: no citation
DECLINE = "The excerpts do not answer this."
_FUNCTION_WORDS = frozenset("""a an and are as at be by can do does for from has have how i if in is it its my of on or
shall should so that the their there this to was what when where which who why will with would you your much many
need needs must may""".split())


def content_words(text: str) -> set[str]:
    """The words of ``text`` that carry its topic (not function words, three letters or more)."""
    return {w for w in words(text) if len(w) >= 3 and w not in _FUNCTION_WORDS}


def overlap(query: str, doc: str) -> float:
    q = set(words(query))
    d = set(words(doc))
    return len(q & d) / len(q) if q else 0.0


class FakeCohere:
    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self.keys = {GOOD_KEY}
        self.failures: list[tuple[int, float | None, str | None]] = []
        self.delay = 0.0
        self.answer: str | None = None
        self.citations: list[dict] | None = None
        self.finish_reason = "COMPLETE"
        self.limiter: RateLimiter | None = None
        self.requests: list[tuple[str, dict]] = []
        self.rejected: list[tuple[str, int, str]] = []
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # quiet
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                try:
                    data = json.loads(body or b"{}")
                except ValueError:
                    return self._json(400, {"message": "invalid JSON"})
                fake.handle(self, self.path, data)

            def _json(self, status, obj, headers=None):
                raw = json.dumps(obj).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(raw)))
                for k, v in (headers or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(raw)

        class Server(ThreadingHTTPServer):
            def handle_error(self, request, client_address):
                pass  # a client that gave up (timeout tests) is not an error of the fake

        self.server = Server((host, port), Handler)
        self.server.daemon_threads = True
        self.url = f"http://{host}:{self.server.server_address[1]}"
        self._thread: threading.Thread | None = None

    @property
    def chats(self) -> list[dict]:
        """What each chat call asked of the model, in order: ``{system, user, documents, stream}``
        (the system prompt, the user turn, the documents as sent)."""
        out = []
        for path, data in list(self.requests):
            if path != "/v2/chat":
                continue
            messages = data.get("messages") or []
            pick = lambda role: next((m.get("content") for m in messages if m.get("role") == role), None)  # noqa: E731
            out.append({"system": pick("system"), "user": pick("user"), "documents": data.get("documents") or [],
                        "stream": bool(data.get("stream"))})
        return out

    # control -------------------------------------------------------------------
    def fail(self, status: int, times: int = 1, retry_after_ms: float | None = None,
             message: str | None = None) -> None:
        """The next ``times`` calls answer ``status``; a retry header only when ``retry_after_ms`` is given."""
        with self._lock:
            self.failures += [(status, retry_after_ms, message)] * times

    def rate_limit(self, **limits) -> RateLimiter:
        """Enforce rate limits from now on (``RateLimiter`` arguments; default: a trial key's)."""
        self.limiter = RateLimiter(**{**TRIAL_LIMITS, **limits})
        return self.limiter

    def reset(self) -> None:
        with self._lock:
            self.failures.clear()
            self.requests.clear()
            self.rejected.clear()
        self.delay = 0.0
        self.answer = None
        self.citations = None
        self.finish_reason = "COMPLETE"
        self.limiter = None

    def start(self) -> "FakeCohere":
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # the API -------------------------------------------------------------------
    def handle(self, h, path: str, data: dict) -> None:
        if path == "/_fake/fail":
            self.fail(int(data["status"]), int(data.get("times", 1)), data.get("retry_after_ms"), data.get("message"))
            return h._json(200, {"ok": True})
        if path == "/_fake/reset":
            self.reset()
            return h._json(200, {"ok": True})
        with self._lock:
            self.requests.append((path, data))
            failure = self.failures.pop(0) if self.failures else None
        if self.delay:
            time.sleep(self.delay)
        auth = h.headers.get("authorization", "")
        if auth.removeprefix("Bearer ") not in self.keys:
            return h._json(401, {"message": "invalid api token"})
        if failure:
            status, retry_ms, msg = failure
            headers = {"retry-after-ms": str(retry_ms)} if retry_ms is not None else {}
            msg = msg or {429: trial_calls_message(10), 500: "internal server error"}.get(status, f"error {status}")
            return self._refuse(h, path, Refused(status, msg, headers))
        check = {"/v2/embed": self.check_embed, "/v2/rerank": self.check_rerank, "/v2/chat": self.check_chat}.get(path)
        if check is None:
            return h._json(404, {"message": "404 page not found"})
        try:
            check(data)
            if self.limiter is not None:
                self.limiter.admit(path, len(data.get("texts") or []) if path == "/v2/embed" else 1)
        except Refused as e:
            return self._refuse(h, path, e)
        if path == "/v2/embed":
            return h._json(200, self.embed(data))
        if path == "/v2/rerank":
            return h._json(200, self.rerank(data))
        if data.get("stream"):
            return self.chat_stream(h, data)
        return h._json(200, self.chat(data))

    def _refuse(self, h, path: str, e: Refused) -> None:
        with self._lock:
            self.rejected.append((path, e.status, e.message))
        h._json(e.status, {"message": e.message}, e.headers)

    # what the real API refuses -----------------------------------------------------
    def check_embed(self, data: dict) -> None:
        model = data.get("model")
        if model not in EMBED_MODELS:
            raise _model_not_found(model)
        if data.get("input_type") not in INPUT_TYPES:
            raise Refused(400, "invalid request: valid input_type must be provided with the provided model")
        texts = data.get("texts") or []
        if len(texts) > MAX_TEXTS:
            raise Refused(400, f"invalid request: total number of texts must be at most {MAX_TEXTS} - "
                               f"received {len(texts)}")
        for i, t in enumerate(texts):
            if not isinstance(t, str) or not t:
                raise Refused(400, f"invalid request: inputs contains an element that is the empty string at index {i}")
        dim = data.get("output_dimension")
        offered = EMBED_MODELS[model]
        if dim is not None and (len(offered) == 1 or dim not in offered):
            allowed = ", ".join(str(d) for d in sorted(offered))
            raise Refused(400, f"invalid request: output_dimension {dim} is not supported for model '{model}'"
                               + (f"; it must be one of {allowed}" if len(offered) > 1 else ""))

    def check_rerank(self, data: dict) -> None:
        model = data.get("model")
        if model not in RERANK_MODELS:
            raise _model_not_found(model)
        if not str(data.get("query") or "").strip():
            raise Refused(400, "invalid request: query must not be empty or be only whitespace")
        docs = data.get("documents")
        if not docs:
            raise Refused(400, "invalid request: list of documents must not be empty")
        for i, d in enumerate(docs):
            if not isinstance(d, str):
                raise Refused(400, f"invalid request: documents must be a list of strings - document at index {i} "
                                   f"is a {type(d).__name__}")
            if not d.strip():
                raise Refused(400, f"invalid request: document at index {i} cannot be empty")

    def check_chat(self, data: dict) -> None:
        model = data.get("model")
        if model not in CHAT_MODELS:
            raise _model_not_found(model)
        seen: dict[str, int] = {}
        for i, d in enumerate(data.get("documents") or []):
            doc_id = d.get("id") if isinstance(d, dict) else None
            if doc_id is None:
                continue
            if doc_id in seen:
                raise Refused(400, f"invalid request: duplicate document ID {doc_id} at index {i} and {seen[doc_id]}")
            seen[doc_id] = i

    # the models -------------------------------------------------------------------
    def embed(self, data: dict) -> dict:
        texts = data.get("texts") or []
        dim = int(data.get("output_dimension") or EMBED_MODELS[data["model"]][0])
        return {"id": "fake-embed", "response_type": "embeddings_by_type", "texts": texts,
                "embeddings": {"float": [fake_vector(t, dim) for t in texts]},
                "meta": {"api_version": {"version": "2"}, "billed_units": {"input_tokens": len(texts)}}}

    def rerank(self, data: dict) -> dict:
        docs = data.get("documents") or []
        scored = sorted(((overlap(data["query"], d), i) for i, d in enumerate(docs)), key=lambda x: (-x[0], x[1]))
        top = int(data.get("top_n") or len(docs))
        return {"id": "fake-rerank", "results": [{"index": i, "relevance_score": round(s, 6)} for s, i in scored[:top]],
                "meta": {"api_version": {"version": "2"}}}

    def _compose(self, data: dict) -> tuple[str, list[dict]]:
        question = next((m["content"] for m in reversed(data.get("messages", [])) if m.get("role") == "user"), "")
        docs = data.get("documents") or []
        if self.answer is not None:
            return self.answer, list(self.citations or [])
        if not docs:
            return DECLINE, []
        def text_of(d):
            return d["data"].get("snippet", "") if isinstance(d, dict) and "data" in d else str(d)
        best = max(range(len(docs)), key=lambda i: (overlap(question, text_of(docs[i])), -i))
        if not content_words(question) & content_words(text_of(docs[best])):
            return DECLINE, []  # as Command A does when the excerpts are about something else
        doc = docs[best]
        snippet = text_of(doc)
        lead = "According to the Code, "
        text = f"{lead}{snippet}"
        doc_id = doc.get("id", f"doc:{best}") if isinstance(doc, dict) else f"doc:{best}"
        document = {"id": doc_id, **(doc.get("data", {}) if isinstance(doc, dict) else {"snippet": snippet})}
        citation = {"start": len(lead), "end": len(text), "text": snippet, "type": "TEXT_CONTENT",
                    "sources": [{"type": "document", "id": doc_id, "document": document}]}
        return text, [citation] if self.citations is None else list(self.citations)

    def chat(self, data: dict) -> dict:
        text, citations = self._compose(data)
        return {"id": "fake-chat", "finish_reason": self.finish_reason,
                "message": {"role": "assistant", "content": [{"type": "text", "text": text}], "citations": citations},
                "usage": {"billed_units": {"input_tokens": 10, "output_tokens": len(text.split())}}}

    def chat_stream(self, h, data: dict) -> None:
        text, citations = self._compose(data)
        h.send_response(200)
        h.send_header("content-type", "text/event-stream")
        h.send_header("connection", "close")
        h.end_headers()
        events = [{"type": "message-start", "id": "fake-chat", "delta": {"message": {"role": "assistant"}}},
                  {"type": "content-start", "index": 0, "delta": {"message": {"content": {"type": "text", "text": ""}}}}]
        for piece in re.findall(r"\S+\s*", text):
            events.append({"type": "content-delta", "index": 0, "delta": {"message": {"content": {"text": piece}}}})
        events.append({"type": "content-end", "index": 0})
        for i, c in enumerate(citations):
            events.append({"type": "citation-start", "index": i, "delta": {"message": {"citations": c}}})
            events.append({"type": "citation-end", "index": i})
        end = {"finish_reason": self.finish_reason}
        if self.finish_reason == "ERROR":
            end["error"] = "internal error while generating the answer"
        events.append({"type": "message-end", "delta": end})
        for e in events:
            h.wfile.write(f"data: {json.dumps(e)}\n\n".encode())
            h.wfile.flush()
        h.wfile.write(b"data: [DONE]\n\n")
        h.close_connection = True


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(description="Run the fake Cohere API.")
    ap.add_argument("--port", type=int, default=8787)
    args = ap.parse_args()
    fake = FakeCohere(port=args.port)
    print(f"fake Cohere at {fake.url} (key {GOOD_KEY})", flush=True)
    fake.server.serve_forever()
