"""The Cohere path against Cohere's documented API (issue 11): rate limits and pacing, the
embedding cache's key, output dimensions, citation offsets and finish reasons (the fake's own
strictness: test_fake_cohere.py). Nothing here really waits: the pacing runs on a clock the test
drives, shared with the fake's rate-limited mode."""

from __future__ import annotations

import http.client
import json
import threading
from dataclasses import replace

import numpy as np
import pytest
from click.testing import CliRunner
from fake_cohere import GOOD_KEY, PER_MINUTE, trial_calls_message

from codecite_site.model import ClauseTree
from codecite_site.qa import answer as A
from codecite_site.qa.cohere_client import CohereClient, UpstreamError
from codecite_site.qa.vectors import embed_corpus

GUARD_Q = "What is the minimum height of a guard?"


class Clock:
    """A clock the test drives: ``sleep`` advances it instead of waiting."""

    def __init__(self):
        self.t = 1000.0
        self.slept: list[float] = []
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self.t

    def sleep(self, seconds: float) -> None:
        with self._lock:
            self.slept.append(seconds)
            self.t += seconds


@pytest.fixture()
def clock():
    return Clock()


def batch_client(config, fake, clock, **cohere):
    cfg = replace(config, cohere=replace(config.cohere, **cohere)) if cohere else config
    return CohereClient.for_batch(GOOD_KEY, cfg, clock=clock.now, sleep=clock.sleep, base_url=fake.url)


def texts(n: int) -> list[str]:
    return [f"Every guard number {i} shall be not less than {900 + i % 300} mm high." for i in range(n)]


# --- 1. rate limits ----------------------------------------------------------------------------
def test_nbc_sized_embed_is_paced_under_a_trial_keys_limits_without_a_429(config, cohere_fake, clock):
    cohere_fake.rate_limit(clock=clock.now)  # a trial key: 2,000 inputs in any 60 s
    client = batch_client(config, cohere_fake, clock)
    n = 5000  # an NBC-sized corpus is 3,600-5,900 chunks
    vectors = client.embed(texts(n), "search_document", 256)
    assert vectors.shape == (n, 256)
    assert cohere_fake.rejected == [] and client.retried == 0  # not one failed call
    calls = [len(b["texts"]) for p, b in cohere_fake.requests if p == "/v2/embed"]
    assert sum(calls) == n and max(calls) <= 96
    # 5,000 inputs need three windows: the run cannot end before 120 s, and pacing adds ~1 s a window
    elapsed = clock.now() - 1000.0
    assert 120 <= elapsed <= 125, elapsed
    assert len(calls) <= 5000 // 96 + 4  # a batch is cut to fill a window, not split ever after


def test_reranks_and_chats_of_batch_work_keep_to_their_calls_per_minute(config, cohere_fake, clock):
    cohere_fake.rate_limit(clock=clock.now)  # Rerank 10, Chat 20 calls in any 60 s
    client = batch_client(config, cohere_fake, clock)
    for i in range(25):
        assert client.rerank(f"guard height {i}", ["a guard", "a stair"], 2)
    for i in range(21):
        client.chat(GUARD_Q, [{"id": "d1", "data": {"snippet": "Guards shall be 1 070 mm high."}}])
    assert cohere_fake.rejected == [] and client.retried == 0
    assert clock.now() - 1000.0 >= 180  # 25 reranks: three windows; then 21 chats: two more


def test_the_pace_is_set_in_site_config_for_production_keys(tmp_path):
    from codecite_site.config import ConfigError, load_config
    from codecite_site.qa.cohere_client import Pacer

    f = tmp_path / "site_config.toml"
    f.write_text("[cohere]\nrerank_calls_per_minute = 1000\nchat_calls_per_minute = 500\nrate_limit_wait = 90\n")
    config = load_config(f)
    pacer = Pacer.from_settings(config.cohere)
    assert pacer.limits == {"embed": 2000, "rerank": 1000, "chat": 500}
    client = CohereClient.for_batch(GOOD_KEY, config)
    assert client.rate_limit_wait == 90 and client.retries == config.cohere.retries == 6
    f.write_text('[cohere]\nembed_inputs_per_minute = "lots"\n')
    with pytest.raises(ConfigError, match=r"\[cohere\] embed_inputs_per_minute must be of type int"):
        load_config(f)


def test_a_429_without_retry_header_waits_at_least_a_minute(config, cohere_fake):
    waits = []
    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url, retries=3, sleep=waits.append)
    cohere_fake.fail(429, times=2, message=PER_MINUTE)  # Cohere documents no Retry-After: the fake sends none
    assert client.embed(texts(3), "search_document", 256).shape == (3, 256)
    assert waits == [60, 60]
    # as long as Cohere asks when it does say
    cohere_fake.fail(429, retry_after_ms=1250)
    client.embed(texts(3), "search_document", 256)
    assert waits[-1] == 1.25


def test_a_per_minute_limit_is_told_from_a_used_up_monthly_quota_with_cohere_s_message(config, cohere_fake):
    waits = []
    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url, retries=3, sleep=waits.append)
    monthly = trial_calls_message(1000, "month")
    cohere_fake.fail(429, times=3, message=monthly)
    with pytest.raises(UpstreamError) as e:
        client.embed_query("guard")
    assert e.value.code == "quota_exhausted" and e.value.status == 429 and e.value.retry_after is None
    assert waits == []  # never retried: waiting a minute cannot bring the month's calls back
    assert "monthly" in e.value.message and "1000 API calls / month" in e.value.message
    assert len([p for p, _ in cohere_fake.requests]) == 1
    cohere_fake.reset()
    cohere_fake.fail(429, message=PER_MINUTE)
    interactive = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url)
    with pytest.raises(UpstreamError) as e:
        interactive.rerank("guard", ["a guard"], 1)
    assert (e.value.code, e.value.retry_after) == ("rate_limited", 60)
    assert e.value.message == ("Cohere per-minute rate limit reached (HTTP 429): try again in 60 s. "
                               f"Cohere says: {PER_MINUTE}")


def test_pacer_cuts_a_batch_to_fill_the_window_and_counts_calls_from_their_end(clock):
    from codecite_site.qa.cohere_client import Pacer

    pacer = Pacer({"embed": 200, "rerank": 2}, clock=clock.now, sleep=clock.sleep, margin=0)
    got, t1 = pacer.acquire("embed", 96, at_least=24)
    pacer.release(t1)
    got2, t2 = pacer.acquire("embed", 96, at_least=24)
    pacer.release(t2)
    got3, t3 = pacer.acquire("embed", 96, at_least=24)  # 8 left: under at_least, so wait a window
    assert (got, got2, got3) == (96, 96, 96) and clock.slept == [60.0]
    pacer.release(t3)
    clock.t += 30
    got4, t4 = pacer.acquire("embed", 96, at_least=24)  # 104 used in the window, 96 fit
    assert got4 == 96 and clock.slept == [60.0]
    pacer.release(t4)
    got5, _ = pacer.acquire("embed", 96, at_least=24)  # 8 left: wait for the third call to leave
    assert got5 == 96 and clock.slept == [60.0, 30.0]
    with pacer.slot("rerank"):
        clock.t += 5  # a call lasting 5 s counts from its end
    with pacer.slot("rerank"):
        ended = clock.now()
    with pacer.slot("rerank"):  # no room: wait until a call that ended leaves the window
        assert clock.now() == ended + 60
    assert clock.slept[-1] == 60.0
    assert pacer.minimum_seconds("embed", 5000) == 24 * 60 and pacer.minimum_seconds("chat", 99) == 0


# --- 2. the embedding cache is keyed by every parameter that changes a vector -------------------
def _amended(tree) -> ClauseTree:
    first = tree.articles[0]
    return ClauseTree(headings=tree.headings, articles=[replace(first, title=first.title + " (amended)"),
                                                        *tree.articles[1:]], notes=tree.notes)


def test_embedding_at_another_dimension_never_reuses_or_mixes_cached_vectors(config, tree, cohere_fake, tmp_path):
    cfg = replace(config, paths=replace(config.paths, work=str(tmp_path)), root=tmp_path)
    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url)
    first, folder = embed_corpus(cfg, tree, None, client=client)
    assert first["dimension"] == 1536
    second, _ = embed_corpus(cfg, tree, None, dimension=256, client=client)
    assert second["dimension"] == 256 and np.load(folder / "vectors.npy").shape[1] == 256
    # a text change, then back at 1536: only the changed chunk is embedded, and nothing mixes
    before = len(cohere_fake.requests)
    third, _ = embed_corpus(cfg, _amended(tree), None, dimension=256, client=client)
    assert third["dimension"] == 256 and len(cohere_fake.requests) == before + 1
    fourth, _ = embed_corpus(cfg, _amended(tree), None, client=client)
    assert fourth["dimension"] == 1536 and len(cohere_fake.requests) == before + 2
    assert fourth["embedding_type"] == "float" and fourth["input_type"] == "search_document"
    caches = sorted(p.name for p in (folder.parent / f"{folder.name}.cache").iterdir())
    assert caches == ["embed-v4.0--search_document--float--256", "embed-v4.0--search_document--float--default"]


# --- 3. --dimension takes only what the API takes ---------------------------------------------
@pytest.mark.parametrize("bad", ["300", "0", "2048"])
def test_embed_dimension_must_be_one_embed_v4_offers(config, cohere_fake, monkeypatch, tmp_path, bad):
    from codecite_site.cli import cli

    cfg = tmp_path / "site_config.toml"
    cfg.write_text(f'[paths]\nwork = "{config.work_dir}"\n')
    monkeypatch.setenv("COHERE_API_KEY", GOOD_KEY)
    monkeypatch.setenv("CO_API_URL", cohere_fake.url)
    r = CliRunner().invoke(cli, ["embed", "--dimension", bad, "--config", str(cfg)])
    assert r.exit_code == 2, r.output
    assert r.stderr == f"error: --dimension must be 256, 512, 1024 or 1536 (the sizes Embed v4 offers), not {bad}\n"
    assert cohere_fake.requests == []
    with pytest.raises(UpstreamError, match="must be 256, 512, 1024 or 1536, not 300"):
        embed_corpus(config, None, None, dimension=300, client=object())


# --- 4. citation offsets and finish reasons -----------------------------------------------------
@pytest.fixture(scope="module")
def online(tree, config, fixture_vectors, fake_cohere):
    client = CohereClient(GOOD_KEY, config.models, base_url=fake_cohere.url)
    return A.Engine.build(tree, config, client=client, vectors_dir=fixture_vectors)


def _source(passage: str) -> list[dict]:
    return [{"type": "document", "id": passage, "document": {"id": passage}}]


def test_citation_offsets_are_checked_against_the_answer_text(tree, online, cohere_fake):
    s1 = tree.by_id()["B-9.8.8.3."].sentences[0].full_text
    cohere_fake.answer = f"Guards (\u00e9t\u00e9 \U0001f6a7): {s1} That is all."
    at = cohere_fake.answer.index(s1)
    cohere_fake.citations = [
        # offsets counted another way (a character outside the BMP counted twice): three off
        {"start": at + 3, "end": at + 3 + len(s1), "text": s1, "sources": _source("B-9.8.8.3.(1)")},
        # text that is nowhere in the answer: the span is dropped, its source not counted as cited
        {"start": 0, "end": 6, "text": "Ramps shall be 1 234 mm wide.", "sources": _source("B-9.8.8.3.(2)")},
    ]
    for stream in (False, True):
        a = online.ask(GUARD_Q, stream=stream)
        assert [(c["start"], c["end"]) for c in a["citations"]] == [(at, at + len(s1))]
        assert all(a["answer"][c["start"]:c["end"]] == c["text"] for c in a["citations"])
        assert [p["problem"].split(":")[0] for p in a["citation_problems"]] == [  # in the order of their offsets
            "the cited text is not in the answer", "offsets did not hold the cited text"]
        assert [s["passage"] for c in a["citations"] for s in c["sources"]] == ["B-9.8.8.3.(1)"]
        assert f'<mark class="cite" data-cite="0" tabindex="0">{s1}' in a["answer_html"].replace("&quot;", '"')
    assert "!! 1 citation dropped: the cited text is not in the answer" in A.answer_text(a)


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("reason", ["MAX_TOKENS", "ERROR"])
def test_an_answer_cut_short_is_flagged_incomplete(online, cohere_fake, reason, stream):
    cohere_fake.finish_reason = reason
    a = online.ask(GUARD_Q, stream=stream)
    assert a["finish_reason"] == reason and a["citations"]
    assert a["incomplete"]["finish_reason"] == reason
    assert a["incomplete"]["message"].startswith("The answer is incomplete: ")
    assert "!! The answer is incomplete: " in A.answer_text(a)
    cohere_fake.finish_reason = "COMPLETE"
    a = online.ask(GUARD_Q, stream=stream)
    assert a["finish_reason"] == "COMPLETE" and a["incomplete"] is None and a["citation_problems"] == []
    assert "!!" not in A.answer_text(a)


def test_incomplete_answers_reach_the_cli_json_and_the_panel(online, cohere_fake, config, fixture_vectors, tree,
                                                             tmp_path, monkeypatch):
    from codecite_site.cli import cli
    from codecite_site.serve import Proxy

    cohere_fake.finish_reason = "MAX_TOKENS"
    cfg = tmp_path / "site_config.toml"
    cfg.write_text(f'[paths]\nwork = "{config.work_dir}"\n')
    monkeypatch.setenv("COHERE_API_KEY", GOOD_KEY)
    monkeypatch.setenv("CO_API_URL", cohere_fake.url)
    r = CliRunner().invoke(cli, ["ask", GUARD_Q, "--config", str(cfg)])
    assert r.exit_code == 0, r.output
    assert "!! The answer is incomplete: it reached the output token limit (finish reason MAX_TOKENS)." in r.stdout
    r = CliRunner().invoke(cli, ["ask", GUARD_Q, "--json", "--config", str(cfg)])
    assert json.loads(r.stdout)["incomplete"]["finish_reason"] == "MAX_TOKENS"
    # the panel's data: the proxy's streamed answer event
    proxy = Proxy(online, tmp_path, "127.0.0.1", 0, log=lambda line: None, rate_limit=0)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", proxy.port, timeout=10)
        conn.request("POST", "/api/ask", json.dumps({"question": GUARD_Q, "stream": True}),
                     {"Host": f"127.0.0.1:{proxy.port}", "Content-Type": "application/json",
                      "Origin": f"http://127.0.0.1:{proxy.port}"})
        events = [json.loads(line) for line in conn.getresponse().read().decode().splitlines()]
        conn.close()
    finally:
        proxy.shutdown()
        proxy.server_close()
    answer = next(e for e in events if e["event"] == "answer")
    assert answer["incomplete"]["finish_reason"] == "MAX_TOKENS" and answer["citation_problems"] == []
