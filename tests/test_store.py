"""The vector store (issue 10): files and PostgreSQL with pgvector behind one interface.

A real PostgreSQL 16 with pgvector runs for the session (``postgres`` in conftest: the
``pgserver`` wheel); Cohere is the fake HTTP API driven by the real SDK. What a user relies
on: the same answers whichever store holds the vectors; ``embed`` resumable, idempotent and
serialised; the manifest checked; a database that is down at start is one line and exit 2,
and while serving a 503 on /api/ask only, answers coming back with the database.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import psycopg
import pytest
from fake_cohere import GOOD_KEY
from servers import http_call, serve

from codecite_site.config import ConfigError, Store, load_config
from codecite_site.qa.answer import Engine
from codecite_site.qa.chunks import build_chunks
from codecite_site.qa.cohere_client import CohereClient
from codecite_site.qa.vectors import VectorError, embed_corpus
from codecite_site.store import StoreError, cohere_set, open_store
from codecite_site.store import postgres as P

QUESTIONS = [json.loads(line)["question"] for line in
             (Path(__file__).resolve().parents[1] / "eval" / "questions.jsonl").read_text().splitlines()[:12]]


def pg_config(config, url: str, **store):
    return replace(config, store=Store(kind="postgres", url=url, **store))


def client_for(config, fake):
    return CohereClient(GOOD_KEY, config.models, base_url=fake.url)


def rows(url: str, query: str, *params):
    with psycopg.connect(url) as conn:
        return conn.execute(query, params).fetchall()


@pytest.fixture(scope="module")
def pg_url(postgres):
    return postgres.new_database("store")


@pytest.fixture(scope="module")
def pg_vectors(config, tree, fixture_pdf, fake_cohere, pg_url):
    """The fixture's Embed v4 vectors (fake, 256 dims) written into Postgres by ``embed_corpus``."""
    cfg = pg_config(config, pg_url)
    manifest, _ = embed_corpus(cfg, tree, fixture_pdf, dimension=256, client=client_for(cfg, fake_cohere))
    return cfg, manifest


def config_toml(config, tmp_path: Path, store: str = "") -> Path:
    f = tmp_path / "site_config.toml"
    f.write_text(f'[paths]\nwork = "{config.work_dir.as_posix()}"\ncache = "{config.cache_dir.as_posix()}"\n\n'
                 f'[serve]\nrate_limit = 0\n\n{store}', encoding="utf-8")
    return f


def pg_toml(url: str, extra: str = "") -> str:
    return f'[store]\nkind = "postgres"\nurl = "{url}"\n{extra}'


def error_line(r) -> str:
    """The one-line error a failed command ends with (exit 2, no traceback); progress lines may precede it."""
    lines = r.stderr.strip().splitlines()
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert lines and lines[-1].startswith("error: ") and sum(x.startswith("error") for x in lines) == 1, r.stderr
    return lines[-1]


def cli(*args, env: dict | None = None, timeout: float = 180):
    import os

    return subprocess.run([sys.executable, "-m", "codecite_site", *args], capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


# --- the same answers from both stores ---------------------------------------------------------
def test_postgres_exact_search_gives_the_files_stores_hits_and_answers(config, tree, fixture_pdf, fake_cohere,
                                                                       fixture_vectors, pg_vectors):
    cfg, manifest = pg_vectors
    files = Engine.build(tree, config, client=client_for(config, fake_cohere), vectors_dir=fixture_vectors,
                         pdf=fixture_pdf)
    pg = Engine.build(tree, cfg, client=client_for(cfg, fake_cohere), store=open_store(cfg), pdf=fixture_pdf)
    assert pg.health()["store"] == "postgres" and files.health()["store"] == "files"
    assert pg.vector_manifest["corpus_hash"] == files.vector_manifest["corpus_hash"]
    assert not hasattr(pg.dense, "matrix")  # the vectors stay in the database
    for q in QUESTIONS:
        a, b = files.retrieve(q, rerank=False), pg.retrieve(q, rerank=False)
        assert [h.chunk_id for h in b.candidates] == [h.chunk_id for h in a.candidates], q
        assert [h.score for h in b.candidates] == pytest.approx([h.score for h in a.candidates], abs=1e-5)
    # the rerank pool and everything after it: the whole answer
    one, two = files.ask(QUESTIONS[0]), pg.ask(QUESTIONS[0])
    assert two["answer"] == one["answer"] and two["citations"] == one["citations"]
    assert [h["chunk"] for h in two["hits"]] == [h["chunk"] for h in one["hits"]]


def test_hnsw_uses_its_index_and_finds_the_exact_neighbours(config, tree, fixture_pdf, fake_cohere, pg_vectors,
                                                            pg_url):
    cfg, _ = pg_vectors
    exact = Engine.build(tree, cfg, client=client_for(cfg, fake_cohere), store=open_store(cfg), pdf=fixture_pdf)
    hcfg = pg_config(config, pg_url, search="hnsw")
    hnsw = Engine.build(tree, hcfg, client=client_for(hcfg, fake_cohere), store=open_store(hcfg), pdf=fixture_pdf)
    set_id = hnsw.dense.set_id
    index = f"codecite_hnsw_{set_id}_m{Store.hnsw_m}_ef{Store.hnsw_ef_construction}"
    assert rows(pg_url, "SELECT relname FROM pg_class WHERE relname = %s", index) == [(index,)]
    q = client_for(cfg, fake_cohere).embed_query(QUESTIONS[0], 256)
    assert f"Index Scan using {index}" in hnsw.dense.plan(q)
    assert index not in exact.dense.plan(q)  # exact search scans every row of the set
    found = total = 0
    for question in QUESTIONS:
        want = {h.chunk_id for h in exact.retrieve(question, rerank=False).candidates}
        got = {h.chunk_id for h in hnsw.retrieve(question, rerank=False).candidates}
        found, total = found + len(want & got), total + len(want)
    assert found / total >= 0.99


def test_several_codes_share_one_database_by_corpus_key(config, tree, fixture_pdf, fake_cohere, pg_vectors, pg_url):
    cfg, _ = pg_vectors
    other = replace(cfg, store=replace(cfg.store, corpus="nbc-2020-bare"))
    # another corpus (the chunks without headers stand in for another edition) beside the fixture's
    bare = build_chunks(tree, header=False)
    store = open_store(other)
    client = client_for(other, fake_cohere)
    store.build(cohere_set(other, fixture_pdf), bare,
                lambda texts, on_batch: client.embed(texts, "search_document", 256, on_batch),
                other.models.embed, dimension=256, batch=None)
    sets = rows(pg_url, "SELECT corpus, (manifest->>'count')::int FROM codecite_vector_sets "
                        "WHERE name = 'embed-v4.0' ORDER BY corpus")
    assert [c for c, _ in sets] == ["nbc-2020-bare", "nbc_fixture"]
    matrix, m = store.load(cohere_set(other, fixture_pdf), bare, other.models.embed)
    assert matrix.shape == (len(bare), 256)
    # the fixture's own set is untouched and still checks against its chunks
    chunks = build_chunks(tree, header=True)
    matrix, _ = open_store(cfg).load(cohere_set(cfg, fixture_pdf), chunks, cfg.models.embed)
    assert matrix.shape == (len(chunks), 256)


def test_local_model_vectors_in_postgres_answer_as_from_files(config, tree, fixture_pdf, postgres):
    from codecite_site.qa import local_dense

    if local_dense.missing():
        pytest.fail(f"the local model is a core dependency: {local_dense.missing()}")
    url = postgres.new_database("local")
    cfg = pg_config(config, url)
    files = Engine.build(tree, config, local_dir=local_dense.vectors_dir(config, fixture_pdf), pdf=fixture_pdf)
    pg = Engine.build(tree, cfg, local_dir=local_dense.vectors_dir(cfg, fixture_pdf), store=open_store(cfg),
                      pdf=fixture_pdf)
    assert pg.local_model == files.local_model and pg.retrieval == "fused"
    assert rows(url, "SELECT corpus, name FROM codecite_vector_sets") == [("nbc_fixture", local_dense.MODEL_NAME)]
    for q in QUESTIONS[:6]:
        assert pg.ask(q)["answer"] == files.ask(q)["answer"], q


# --- embed: idempotent, resumable, serialised -------------------------------------------------------
def test_a_repeated_embed_embeds_nothing_and_duplicates_nothing(config, tree, fixture_pdf, cohere_fake, pg_vectors,
                                                                pg_url):
    cfg, first = pg_vectors
    before = rows(pg_url, "SELECT count(*) FROM codecite_vectors")[0][0]
    again, _ = embed_corpus(cfg, tree, fixture_pdf, dimension=256, client=client_for(cfg, cohere_fake))
    assert [p for p, _ in cohere_fake.requests] == []  # every vector came from the database's cache
    assert again["corpus_hash"] == first["corpus_hash"]
    assert rows(pg_url, "SELECT count(*) FROM codecite_vectors")[0][0] == before


def test_a_killed_embed_resumes_without_duplicates(config, tree, fixture_pdf, cohere_fake, postgres, tmp_path):
    url = postgres.new_database("killed")
    toml = config_toml(config, tmp_path, pg_toml(url) + "\n[cohere]\nembed_inputs_per_minute = 0\n")
    chunks = build_chunks(tree, header=True)
    unique = len({c.content_hash for c in chunks})
    cohere_fake.delay = 0.5
    env = {"COHERE_API_KEY": GOOD_KEY, "CO_API_URL": cohere_fake.url}
    import os

    proc = subprocess.Popen([sys.executable, "-m", "codecite_site", "embed", "--dimension", "256", "--config",
                             str(toml), "--pdf", str(fixture_pdf)], env={**os.environ, **env},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    cached = 0
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            cached = rows(url, "SELECT count(*) FROM codecite_embedding_cache")[0][0]
        except psycopg.Error:  # the schema is not there yet
            cached = 0
        if cached:
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    assert 0 < cached < unique, "the run was not killed part way"
    assert rows(url, "SELECT count(*) FROM codecite_vector_sets")[0][0] == 0  # nothing half-written
    cohere_fake.reset()
    done = cli("embed", "--dimension", "256", "--config", str(toml), "--pdf", str(fixture_pdf), env=env)
    assert done.returncode == 0, done.stderr
    sent = sum(len(b["texts"]) for p, b in cohere_fake.requests if p == "/v2/embed")
    kept = rows(url, "SELECT count(*) FROM codecite_embedding_cache")[0][0]
    assert kept == unique and sent == unique - cached  # only what the killed run had not committed
    n, distinct = rows(url, "SELECT count(*), count(DISTINCT n) FROM codecite_vectors")[0]
    assert n == distinct == len(chunks)
    assert "postgres postgres@" in done.stderr and "corpus 'nbc_fixture'" in done.stderr


def test_two_embeds_at_once_are_serialised(config, tree, fixture_pdf, cohere_fake, postgres):
    import threading

    url = postgres.new_database("twice")
    cfg = pg_config(config, url)
    cohere_fake.delay = 0.05
    logs, errors, manifests = [], [], []

    def run():
        try:
            m, _ = embed_corpus(cfg, tree, fixture_pdf, dimension=256, client=client_for(cfg, cohere_fake),
                                log=logs.append)
            manifests.append(m)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors and len(manifests) == 2
    unique = len({c.content_hash for c in build_chunks(tree, header=True)})
    assert sum(len(b["texts"]) for p, b in cohere_fake.requests if p == "/v2/embed") == unique
    assert any("waiting for it" in line for line in logs)
    assert rows(url, "SELECT count(*) FROM codecite_vector_sets")[0][0] == 1


# --- the manifest and the schema ---------------------------------------------------------------------
def test_a_manifest_or_dimension_mismatch_is_refused_in_one_line(config, tree, fixture_pdf, fake_cohere, postgres,
                                                                 tmp_path):
    url = postgres.new_database("mismatch")
    cfg = pg_config(config, url)
    embed_corpus(cfg, tree, fixture_pdf, dimension=256, client=client_for(cfg, fake_cohere))
    chunks = build_chunks(tree, header=True)
    store, ref = open_store(cfg), cohere_set(cfg, fixture_pdf)
    with pytest.raises(VectorError, match="built for other text"):
        store.index(ref, build_chunks(tree, header=False), cfg.models.embed)
    with pytest.raises(VectorError, match="built with 'embed-v4.0', not 'embed-english-v3.0'"):
        store.index(ref, chunks, "embed-english-v3.0")
    with psycopg.connect(url) as conn:
        conn.execute("UPDATE codecite_vector_sets SET manifest = jsonb_set(manifest, '{dimension}', '512')")
    with pytest.raises(VectorError, match="do not match their manifest"):
        store.index(ref, chunks, cfg.models.embed)
    toml = config_toml(config, tmp_path, pg_toml(url))
    r = cli("ask", "guard height", "--config", str(toml), "--pdf", str(fixture_pdf),
            env={"COHERE_API_KEY": GOOD_KEY, "CO_API_URL": fake_cohere.url})
    assert "codecite-site embed" in error_line(r)


def test_the_schema_is_versioned_upgraded_or_refused(config, postgres, tmp_path):
    url = postgres.new_database("schema")
    with psycopg.connect(url, autocommit=True) as conn:  # a database left at version 1
        conn.execute("CREATE TABLE codecite_schema (version integer PRIMARY KEY, applied timestamptz "
                     "NOT NULL DEFAULT now())")
        conn.execute(P.MIGRATIONS[0])
        conn.execute("INSERT INTO codecite_schema (version) VALUES (1)")
        conn.execute("INSERT INTO codecite_vector_sets (corpus, name, manifest) VALUES ('old', 'm', "
                     "'{\"dimension\": 8}')")
    store = P.PostgresStore(Store(kind="postgres", url=url))
    store.run(lambda conn: None)  # the first connection upgrades
    assert [v for (v,) in rows(url, "SELECT version FROM codecite_schema ORDER BY version")] == \
        list(range(1, P.SCHEMA_VERSION + 1))
    assert rows(url, "SELECT dimension FROM codecite_vector_sets WHERE corpus = 'old'") == [(8,)]
    with psycopg.connect(url, autocommit=True) as conn:  # written by a later codecite-site
        conn.execute("INSERT INTO codecite_schema (version) VALUES (99)")
    with pytest.raises(StoreError, match="schema version 99, newer than this codecite-site's"):
        P.PostgresStore(Store(kind="postgres", url=url)).run(lambda conn: None)
    r = cli("serve", "--config", str(config_toml(config, tmp_path, pg_toml(url))), "--port", "0", "--offline")
    assert "schema version 99" in error_line(r)


def test_store_settings_are_checked_and_the_password_never_comes_from_the_file(tmp_path):
    f = tmp_path / "site_config.toml"
    for body, message in [
        ('kind = "postgres"\nurl = "postgresql://codecite:hunter2@db/codecite"', "must not hold a password"),
        ('kind = "postgres"\nurl = "host=db password=hunter2"', "must not hold a password"),
        ('kind = "postgres"', "needs a url"),
        ('kind = "sqlite"', "kind must be files or postgres"),
        ('search = "ivfflat"', "search must be exact or hnsw"),
        ('pasword_env = "X"', "unknown key [store] pasword_env"),
    ]:
        f.write_text(f"[store]\n{body}\n")
        with pytest.raises(ConfigError, match=re.escape(message)) as e:
            load_config(f)
        assert "hunter2" not in str(e.value)
    f.write_text('[store]\nkind = "postgres"\nurl = "postgresql://codecite@db:5433/codes"\nsearch = "hnsw"\n')
    s = load_config(f).store
    assert (s.kind, s.search, s.password_env) == ("postgres", "hnsw", "PGPASSWORD")


# --- faults while starting and while serving -------------------------------------------------------------
def free_port() -> int:
    from servers import free_port as free

    return free()


def test_an_unreachable_database_at_start_is_one_line_and_exit_2(config, tmp_path, site_build):
    port = free_port()  # nothing listens there
    toml = config_toml(config, tmp_path, pg_toml(f"postgresql://codecite@127.0.0.1:{port}/codecite",
                                                 'password_env = "CODECITE_DB_PASSWORD"\nconnect_timeout = 2\n'))
    env = {"CODECITE_DB_PASSWORD": "s3cret-pw", "COHERE_API_KEY": GOOD_KEY}
    for args in (["serve", "--site", str(site_build[1]), "--port", "0"], ["ask", "guard height"],
                 ["embed", "--dimension", "256"]):
        r = cli(*args, "--config", str(toml), env=env)
        assert error_line(r).startswith("error: cannot reach the vector store (postgres codecite@127.0.0.1:"), args
        assert "s3cret-pw" not in r.stdout + r.stderr


def test_the_database_stopped_while_serving_is_a_503_and_answers_come_back(config, tmp_path, site_build,
                                                                          fake_cohere, pg_vectors, postgres):
    cfg, _ = pg_vectors
    toml = config_toml(config, tmp_path, pg_toml(cfg.store.url))
    server = serve(site_build[1], toml, tmp_path / "serve.log",
                   env={"COHERE_API_KEY": GOOD_KEY, "CO_API_URL": fake_cohere.url})
    port = int(server.url.rsplit(":", 1)[1])
    ask = {"question": QUESTIONS[1]}
    try:
        resp, body = http_call(port, "POST", "/api/ask", ask)
        assert resp.status == 200, body
        assert json.loads(body)["citations"]
        postgres.stop()
        try:
            for stream in (False, True):
                resp, body = http_call(port, "POST", "/api/ask", {**ask, "stream": stream})
                data = json.loads(body)
                assert resp.status == 503 and data["error"]["code"] == "store_unavailable", body
                assert "vector database cannot be reached" in data["error"]["message"]
                assert resp.getheader("Retry-After") == "5"
            resp, page = http_call(port, "GET", "/B/9.8.8.3/")  # the site is still served
            assert resp.status == 200 and b"9.8.8.3" in page
            resp, _ = http_call(port, "GET", "/api/health")
            assert resp.status == 200
        finally:
            postgres.start()
        resp, body = http_call(port, "POST", "/api/ask", ask)  # the same process, no restart
        assert resp.status == 200, body
        assert json.loads(body)["citations"]
    finally:
        server.stop()
    assert "store unavailable: cannot reach the vector store (postgres" in (tmp_path / "serve.log").read_text()
