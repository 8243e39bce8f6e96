"""A fake of Cohere's HTTP API (v2 embed, rerank, chat incl. streaming) for tests and benchmarks.

The real ``cohere`` SDK talks to it through ``ClientV2(base_url=fake.url)`` (or
``CO_API_URL``), so the whole path from our client through the SDK's request
and response handling is exercised; only Cohere's models are replaced:

- embed: a hashed bag of words (deterministic, unit length, any dimension);
- rerank: share of the query's words found in each document;
- chat: quotes the document that best matches the question, citing it, with
  the span offsets Cohere would return; ``stream: true`` sends the same as
  server-sent events (``content-delta``, ``citation-start``, ``message-end``).

Failures are injected with ``fake.fail(status, times=1, retry_after_ms=None)``
(or ``POST /_fake/fail`` when it runs as its own process); ``fake.delay``
slows every answer; ``fake.answer`` overrides the chat text. Only the keys in
``fake.keys`` are accepted; any other gets 401 like Cohere.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np

GOOD_KEY = "test-key-0123456789abcdef"
_WORD = re.compile(r"[a-z0-9]+")


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


def overlap(query: str, doc: str) -> float:
    q = set(words(query))
    d = set(words(doc))
    return len(q & d) / len(q) if q else 0.0


class FakeCohere:
    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self.keys = {GOOD_KEY}
        self.failures: list[tuple[int, float | None]] = []
        self.delay = 0.0
        self.answer: str | None = None
        self.requests: list[tuple[str, dict]] = []
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

    # control -------------------------------------------------------------------
    def fail(self, status: int, times: int = 1, retry_after_ms: float | None = None) -> None:
        with self._lock:
            self.failures += [(status, retry_after_ms)] * times

    def reset(self) -> None:
        with self._lock:
            self.failures.clear()
            self.requests.clear()
        self.delay = 0.0
        self.answer = None

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
            self.fail(int(data["status"]), int(data.get("times", 1)), data.get("retry_after_ms"))
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
            status, retry_ms = failure
            headers = {"retry-after-ms": str(retry_ms)} if retry_ms is not None else {}
            msg = {429: "You are using a Trial key, which is limited to 10 API calls / minute.",
                   500: "internal server error"}.get(status, f"error {status}")
            return h._json(status, {"message": msg}, headers)
        if path == "/v2/embed":
            return h._json(200, self.embed(data))
        if path == "/v2/rerank":
            return h._json(200, self.rerank(data))
        if path == "/v2/chat":
            if data.get("stream"):
                return self.chat_stream(h, data)
            return h._json(200, self.chat(data))
        h._json(404, {"message": f"no route {path}"})

    def embed(self, data: dict) -> dict:
        texts = data.get("texts") or []
        if len(texts) > 96:
            return {"message": "too many texts"}  # Cohere answers 400; the test checks batches instead
        dim = int(data.get("output_dimension") or 1536)
        return {"id": "fake-embed", "response_type": "embeddings_by_type", "texts": texts,
                "embeddings": {"float": [fake_vector(t, dim) for t in texts]},
                "meta": {"api_version": {"version": "2"}, "billed_units": {"input_tokens": len(texts)}}}

    def rerank(self, data: dict) -> dict:
        docs = data.get("documents") or []
        docs = [d if isinstance(d, str) else d.get("text", "") for d in docs]
        scored = sorted(((overlap(data["query"], d), i) for i, d in enumerate(docs)), key=lambda x: (-x[0], x[1]))
        top = int(data.get("top_n") or len(docs))
        return {"id": "fake-rerank", "results": [{"index": i, "relevance_score": round(s, 6)} for s, i in scored[:top]],
                "meta": {"api_version": {"version": "2"}}}

    def _compose(self, data: dict) -> tuple[str, list[dict]]:
        question = next((m["content"] for m in reversed(data.get("messages", [])) if m.get("role") == "user"), "")
        docs = data.get("documents") or []
        if self.answer is not None:
            return self.answer, []
        if not docs:
            return "The excerpts do not answer this.", []
        def text_of(d):
            return d["data"].get("snippet", "") if isinstance(d, dict) and "data" in d else str(d)
        best = max(range(len(docs)), key=lambda i: (overlap(question, text_of(docs[i])), -i))
        doc = docs[best]
        snippet = text_of(doc)
        lead = "According to the Code, "
        text = f"{lead}{snippet}"
        doc_id = doc.get("id", f"doc:{best}") if isinstance(doc, dict) else f"doc:{best}"
        document = {"id": doc_id, **(doc.get("data", {}) if isinstance(doc, dict) else {"snippet": snippet})}
        citation = {"start": len(lead), "end": len(text), "text": snippet, "type": "TEXT_CONTENT",
                    "sources": [{"type": "document", "id": doc_id, "document": document}]}
        return text, [citation]

    def chat(self, data: dict) -> dict:
        text, citations = self._compose(data)
        return {"id": "fake-chat", "finish_reason": "COMPLETE",
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
        events.append({"type": "message-end", "delta": {"finish_reason": "COMPLETE"}})
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
