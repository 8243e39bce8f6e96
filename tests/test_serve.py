"""The local proxy over real HTTP: site files, the answer API, and each safety rule."""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
import threading
import time
from urllib.parse import urlsplit

import pytest
from fake_cohere import GOOD_KEY
from servers import http_call

from codecite_site.qa.answer import Engine
from codecite_site.qa.cohere_client import CohereClient
from codecite_site.serve import Proxy, RateLimiter

GUARD_Q = "What is the minimum height of a guard?"


@pytest.fixture(scope="module")
def site(tmp_path_factory, tree):
    """A tiny site folder: the home page and the guard Article page with its Sentence anchors."""
    root = tmp_path_factory.mktemp("site")
    (root / "index.html").write_text("<!doctype html><title>home</title><p>hello</p>")
    a = tree.by_id()["B-9.8.8.3."]
    page = root / "B" / "9.8.8.3" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text("<!doctype html>" + "".join(f'<p id="s{s.number}">{s.text}</p>' for s in a.sentences))
    (root.parent / "secret.txt").write_text("outside the site")
    return root


def start(engine, site, **kw) -> Proxy:
    proxy = Proxy(engine, site, "127.0.0.1", 0, log=kw.pop("log", lambda line: None), **kw)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    return proxy


@pytest.fixture(scope="module")
def offline_proxy(tree, config, site):
    proxy = start(Engine.build(tree, config), site, rate_limit=0)
    yield proxy
    proxy.shutdown()
    proxy.server_close()


@pytest.fixture(scope="module")
def online_proxy(tree, config, site, fixture_vectors, fake_cohere):
    client = CohereClient(GOOD_KEY, config.models, base_url=fake_cohere.url, timeout=5)
    proxy = start(Engine.build(tree, config, client=client, vectors_dir=fixture_vectors), site, rate_limit=0)
    yield proxy
    proxy.shutdown()
    proxy.server_close()


def call(proxy, method, path, body=None, headers=None, raw: bytes | None = None):
    return http_call(proxy.port, method, path, body, headers, raw)


def ask(proxy, question=GUARD_Q, **extra):
    headers = extra.pop("headers", {"Origin": f"http://127.0.0.1:{proxy.port}"})
    resp, data = call(proxy, "POST", "/api/ask", {"question": question, **extra}, headers)
    return resp, json.loads(data) if data else None


# --- site and API -----------------------------------------------------------------------------
def test_serves_the_site_and_the_api_on_one_origin(offline_proxy):
    resp, data = call(offline_proxy, "GET", "/")
    assert resp.status == 200 and b"hello" in data and resp.getheader("Content-Type").startswith("text/html")
    resp, data = call(offline_proxy, "GET", "/api/health")
    health = json.loads(data)
    assert resp.status == 200 and health["backend"] == "offline" and health["chunks"] > 200
    from codecite_site.qa.local_dense import missing

    # offline retrieval: BM25, fused with the local dense model when the [dense] extra is installed
    assert health["clauses"] == 232 and health["site"] is True
    assert health["models"]["retrieval"] == health["retrieval"] == ("bm25" if missing() else "fused")
    assert resp.getheader("Access-Control-Allow-Origin") is None


def test_offline_ask_answers_with_citations_that_open_pages_at_anchors(offline_proxy, site):
    resp, a = ask(offline_proxy)
    assert resp.status == 200 and a["backend"] == "offline"
    assert set(a) >= {"answer", "citations", "hits", "unverified_quantities", "timings_ms", "models"}
    src = a["citations"][0]["sources"][0]
    assert src["label"] == "Division B, Sentence 9.8.8.3.(1) (Height of Guards), PDF p. 85"
    url = urlsplit(src["url"])
    resp, page = call(offline_proxy, "GET", url.path + "?" + url.query)
    assert resp.status == 200 and f'id="{url.fragment}"'.encode() in page


def test_streamed_ask_sends_stages_then_the_answer(offline_proxy):
    resp, data = call(offline_proxy, "POST", "/api/ask", {"question": GUARD_Q, "stream": True})
    assert resp.status == 200 and resp.getheader("Content-Type").startswith("application/x-ndjson")
    events = [json.loads(line) for line in data.decode().splitlines()]
    from codecite_site.qa.local_dense import missing

    stages = ["search", "generate", "cite"] if missing() else ["embed", "search", "generate", "cite"]
    assert [e["stage"] for e in events if e["event"] == "stage"] == stages
    assert events[-1]["event"] == "answer" and events[-1]["citations"]


def test_path_traversal_and_unknown_files_are_404(offline_proxy):
    for path in ("/../secret.txt", "/%2e%2e/secret.txt", "/nope/", "/api/nope"):
        resp, data = call(offline_proxy, "GET", path)
        assert resp.status == 404 and b"outside the site" not in data, path


# --- safety rules -----------------------------------------------------------------------------
@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "127.0.0.1:1", ""])
def test_a_foreign_host_is_refused(offline_proxy, host):
    resp, data = call(offline_proxy, "GET", "/api/health", headers={"Host": host})
    assert resp.status == 403 and json.loads(data)["error"]["code"] == "bad_host"


def test_localhost_names_are_accepted(offline_proxy):
    for name in ("localhost", "127.0.0.1"):
        resp, _ = call(offline_proxy, "GET", "/api/health", headers={"Host": f"{name}:{offline_proxy.port}"})
        assert resp.status == 200


@pytest.mark.parametrize("headers", [
    {"Origin": "https://evil.example"}, {"Origin": "null"}, {"Origin": "http://127.0.0.1:1"},
    {"Sec-Fetch-Site": "cross-site"},
])
def test_a_foreign_origin_cannot_spend_the_key(offline_proxy, headers):
    resp, a = ask(offline_proxy, headers=headers)
    assert resp.status == 403 and a["error"]["code"] == "bad_origin"
    assert resp.getheader("Access-Control-Allow-Origin") is None


def test_own_origin_is_accepted(offline_proxy):
    resp, _ = ask(offline_proxy, headers={"Origin": f"http://localhost:{offline_proxy.port}",
                                          "Sec-Fetch-Site": "same-origin"})
    assert resp.status == 200


@pytest.mark.parametrize("raw, ctype, status, code", [
    (b'{"question": "guards"}', "text/plain", 415, "bad_content_type"),
    (b"x" * 5000, "application/json", 413, "too_large"),
    (b"not json", "application/json", 400, "bad_json"),
    (b'{"q": 1}', "application/json", 400, "no_question"),
    (b'{"question": "   "}', "application/json", 400, "no_question"),
    (json.dumps({"question": "guard " * 100}).encode(), "application/json", 413, "question_too_long"),
])
def test_bad_requests_are_refused_with_a_reason(offline_proxy, raw, ctype, status, code):
    resp, data = call(offline_proxy, "POST", "/api/ask", raw=raw, headers={"Content-Type": ctype})
    assert resp.status == status and json.loads(data)["error"]["code"] == code


def test_questions_are_rate_limited_per_client(tree, config, site):
    proxy = start(Engine.build(tree, config), site, rate_limit=2)
    try:
        assert [ask(proxy)[0].status for _ in range(3)] == [200, 200, 429]
        resp, a = ask(proxy)
        assert a["error"]["code"] == "too_many_questions" and int(resp.getheader("Retry-After")) >= 1
    finally:
        proxy.shutdown()
        proxy.server_close()


def test_rate_limiter_refills_over_time():
    now = [0.0]
    limiter = RateLimiter(6, clock=lambda: now[0])  # one question per 10 s once the burst is spent
    assert all(limiter.allow("a") is None for _ in range(6))
    assert limiter.allow("a") == pytest.approx(10.0) and limiter.allow("b") is None
    now[0] += 10.0
    assert limiter.allow("a") is None


# --- with Cohere (the fake) -----------------------------------------------------------------
def test_cohere_ask_and_rerank_toggle_over_http(online_proxy, cohere_fake):
    resp, a = ask(online_proxy)
    assert resp.status == 200 and a["backend"] == "cohere" and a["models"]["rerank"] == "rerank-v3.5"
    assert a["citations"] and all(h["rerank_rank"] for h in a["hits"])
    resp, a = ask(online_proxy, rerank=False)
    assert resp.status == 200 and a["models"]["rerank"] is None and all(h["rerank_rank"] is None for h in a["hits"])
    assert [p for p, _ in cohere_fake.requests].count("/v2/rerank") == 1


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("fail, status, code", [(401, 502, "bad_key"), (429, 429, "rate_limited"),
                                                (500, 503, "upstream_unavailable")])
def test_cohere_failures_reach_the_browser_as_status_and_message(online_proxy, cohere_fake, fail, status, code,
                                                                 stream):
    cohere_fake.fail(fail, retry_after_ms=3000)
    resp, a = ask(online_proxy, stream=stream)
    assert resp.status == status and a["error"]["code"] == code
    assert "Cohere" in a["error"]["message"]
    if fail == 429:
        assert resp.getheader("Retry-After") == "3"


def test_a_failure_after_retrieval_is_an_error_event_in_the_stream(online_proxy, cohere_fake):
    # embed and rerank succeed, then chat fails: the 200 and the hits are already sent
    original = cohere_fake.handle

    def failing_chat(h, path, data):
        if path == "/v2/chat":
            return h._json(500, {"message": "boom"})
        return original(h, path, data)

    cohere_fake.handle = failing_chat
    try:
        resp, data = call(online_proxy, "POST", "/api/ask", {"question": GUARD_Q, "stream": True})
    finally:
        cohere_fake.handle = original
    events = [json.loads(line) for line in data.decode().splitlines()]
    assert resp.status == 200 and events[-1] == {"event": "error", "status": 503, "code": "upstream_unavailable",
                                                 "message": "Cohere is unavailable (HTTP 500): try again later"}


# --- the key never leaves the proxy ------------------------------------------------------------
def wait_for(port: int, proc, timeout=60.0) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise AssertionError(proc.stderr.read())
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/api/health")
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("the proxy did not start")


def test_serve_command_never_puts_the_key_in_output(config, site, fixture_vectors, fake_cohere, tmp_path):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cfg = tmp_path / "site_config.toml"
    cfg.write_text(f'[paths]\nwork = "{config.work_dir}"\n')
    env = {**os.environ, "COHERE_API_KEY": GOOD_KEY, "CO_API_URL": fake_cohere.url}
    proc = subprocess.Popen([sys.executable, "-m", "codecite_site", "serve", "--site", str(site), "--port", str(port),
                             "--config", str(cfg)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(port, proc)
        seen = []
        for method, path, body, headers in [
            ("GET", "/api/health", None, {}), ("GET", "/", None, {}), ("GET", "/B/9.8.8.3/", None, {}),
            ("POST", "/api/ask", {"question": GUARD_Q}, {}), ("POST", "/api/ask", {"question": GUARD_Q, "stream": True}, {}),
            ("POST", "/api/ask", {"question": GUARD_Q}, {"Origin": "https://evil.example"}),
        ]:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            raw = json.dumps(body).encode() if body else None
            conn.request(method, path, body=raw, headers={"Host": f"127.0.0.1:{port}", **headers,
                                                          **({"Content-Type": "application/json"} if raw else {})})
            resp = conn.getresponse()
            seen.append(resp.status)
            text = resp.read().decode() + str(resp.getheaders())
            assert GOOD_KEY not in text
        assert seen == [200, 200, 200, 200, 200, 403]
        fake_cohere.fail(401)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("POST", "/api/ask", body=json.dumps({"question": "guards"}).encode(),
                     headers={"Host": f"127.0.0.1:{port}", "Content-Type": "application/json"})
        resp = conn.getresponse()
        assert resp.status == 502 and GOOD_KEY not in resp.read().decode()
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=10)
        fake_cohere.reset()
    assert GOOD_KEY not in out + err
    assert "POST /api/ask 200" in err and "serving" in err and "(cohere)" in err
