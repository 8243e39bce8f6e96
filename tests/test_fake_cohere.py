"""The fake Cohere API refuses what the real one refuses (issue 11): the documented statuses and
``{"message": ...}`` bodies, no retry header unless asked, and a trial key's rate limits on a clock
the test drives."""

from __future__ import annotations

import http.client
import json
import threading

import pytest
from fake_cohere import GOOD_KEY, PER_MINUTE, FakeCohere, trial_calls_message

GUARD_Q = "What is the minimum height of a guard?"


class Clock:
    def __init__(self):
        self.t = 1000.0
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self.t


@pytest.fixture()
def clock():
    return Clock()


def _post(fake, path: str, body: dict) -> tuple[int, dict, dict]:
    host, port = fake.url.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    conn.request("POST", path, json.dumps(body), {"Authorization": f"Bearer {GOOD_KEY}",
                                                  "Content-Type": "application/json"})
    resp = conn.getresponse()
    data = json.loads(resp.read())
    headers = {k.lower(): v for k, v in resp.getheaders()}
    conn.close()
    return resp.status, data, headers


EMBED = {"model": "embed-v4.0", "input_type": "search_document", "embedding_types": ["float"], "texts": ["a guard"]}
RERANK = {"model": "rerank-v3.5", "query": "guard", "documents": ["a guard", "a stair"], "top_n": 1}
CHAT = {"model": "command-a-03-2025", "messages": [{"role": "user", "content": GUARD_Q}],
        "documents": [{"id": "d1", "data": {"snippet": "a guard"}}, {"id": "d2", "data": {"snippet": "a stair"}}]}


@pytest.mark.parametrize("path, body, status, message", [
    ("/v2/embed", {**EMBED, "texts": ["a guard"] * 97}, 400,
     "invalid request: total number of texts must be at most 96 - received 97"),
    ("/v2/embed", {**EMBED, "output_dimension": 300}, 400,
     "invalid request: output_dimension 300 is not supported for model 'embed-v4.0'; it must be one of 256, 512, "
     "1024, 1536"),
    ("/v2/embed", {k: v for k, v in EMBED.items() if k != "input_type"}, 400,
     "invalid request: valid input_type must be provided with the provided model"),
    ("/v2/embed", {**EMBED, "model": "embed-v9"}, 404,
     "model 'embed-v9' not found, make sure the correct model ID was used and that you have access to the model."),
    ("/v2/rerank", {**RERANK, "model": "rerank-v9"}, 404,
     "model 'rerank-v9' not found, make sure the correct model ID was used and that you have access to the model."),
    ("/v2/rerank", {**RERANK, "documents": [{"text": "a guard"}]}, 400,
     "invalid request: documents must be a list of strings - document at index 0 is a dict"),
    ("/v2/chat", {**CHAT, "model": "command-z"}, 404,
     "model 'command-z' not found, make sure the correct model ID was used and that you have access to the model."),
    ("/v2/chat", {**CHAT, "documents": [CHAT["documents"][0], CHAT["documents"][0]]}, 400,
     "invalid request: duplicate document ID d1 at index 1 and 0"),
])
def test_the_fake_refuses_what_cohere_refuses(cohere_fake, path, body, status, message):
    got, data, _ = _post(cohere_fake, path, body)
    assert (got, data) == (status, {"message": message})
    good = {"/v2/embed": EMBED, "/v2/rerank": RERANK, "/v2/chat": CHAT}[path]
    assert _post(cohere_fake, path, good)[0] == 200


def test_the_fake_sends_no_retry_header_unless_asked(cohere_fake):
    cohere_fake.fail(429)
    status, data, headers = _post(cohere_fake, "/v2/embed", EMBED)
    assert status == 429 and "retry-after-ms" not in headers and "retry-after" not in headers
    assert data == {"message": trial_calls_message(10)}
    cohere_fake.fail(429, retry_after_ms=1500)
    assert _post(cohere_fake, "/v2/embed", EMBED)[2]["retry-after-ms"] == "1500"


def test_the_fake_s_rate_limited_mode_mimics_a_trial_key(cohere_fake, clock):
    limiter = cohere_fake.rate_limit(clock=clock.now)
    for _ in range(20):
        assert _post(cohere_fake, "/v2/embed", {**EMBED, "texts": ["a guard"] * 96})[0] == 200
    status, data, headers = _post(cohere_fake, "/v2/embed", {**EMBED, "texts": ["a guard"] * 96})  # 2,016 > 2,000
    assert (status, data) == (429, {"message": PER_MINUTE}) and "retry-after" not in headers
    assert _post(cohere_fake, "/v2/embed", {**EMBED, "texts": ["a guard"] * 80})[0] == 200  # 2,000 exactly
    for _ in range(10):
        assert _post(cohere_fake, "/v2/rerank", RERANK)[0] == 200
    status, data, _ = _post(cohere_fake, "/v2/rerank", RERANK)
    assert (status, data) == (429, {"message": trial_calls_message(10)})
    clock.t += 60  # a minute later every window has room again
    assert _post(cohere_fake, "/v2/rerank", RERANK)[0] == 200
    limiter.retry_header = True  # the option: say how long until the window has room
    clock.t += 10
    for _ in range(9):
        _post(cohere_fake, "/v2/rerank", RERANK)
    status, _, headers = _post(cohere_fake, "/v2/rerank", RERANK)
    assert status == 429 and float(headers["retry-after"]) == pytest.approx(50.0)
    # 1,000 calls a month: past them every call is refused, whatever the minute
    cohere_fake.rate_limit(clock=clock.now, monthly_calls=3)
    for _ in range(3):
        assert _post(cohere_fake, "/v2/chat", CHAT)[0] == 200
    clock.t += 3600
    status, data, _ = _post(cohere_fake, "/v2/chat", CHAT)
    assert (status, data) == (429, {"message": trial_calls_message(3, "month")})
    assert [s for _, s, _ in cohere_fake.rejected] == [429, 429, 429, 429]


def test_a_fresh_fake_is_as_strict():
    with FakeCohere() as fake:
        assert _post(fake, "/v2/embed", {**EMBED, "texts": ["x"] * 200})[0] == 400
