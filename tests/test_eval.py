"""The eval harness: the question set's integrity, the metrics, the same-pool rule,
the report and its comparison, skipping Cohere without a key, and the Cohere
configurations against the fake Cohere server."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecite_site.cli import cli
from codecite_site.evaluate import (
    COHERE_CONFIGS, SKIP_NO_KEY, ConfigResult, EvalError, Outcome, PoolError, Question, Retrieved,
    check_questions, compare_reports, first_rank, hit_at, load_questions, mrr, parse_questions, print_summary,
    read_summary, render_report, rerank_pool, rerank_same_pool, run_eval, score, summarize,
)

REPO = Path(__file__).resolve().parents[1]
QUESTIONS = REPO / "eval" / "questions.jsonl"


def q(id_, gold=("B-9.8.8.3.",), sentences=("B-9.8.8.3.(1)",), key="1 070 mm", needs=()):
    return Question(id_, f"question {id_}", tuple(gold), tuple(sentences), "answer", key, tuple(needs))


# --- the question set ---------------------------------------------------------


def test_question_set_is_sound_against_the_parsed_fixture(tree):
    questions = load_questions(QUESTIONS)
    assert check_questions(questions, tree) == []
    assert 60 <= len(questions) <= 70
    needs = Counter(n for x in questions for n in x.needs)
    assert needs["no-answer"] >= 5
    for kind in ("table", "note", "definition", "cross-reference"):
        assert needs[kind] >= 3, kind
    divisions = {g[0] for x in questions for g in x.gold}
    assert divisions == {"A", "B", "C"}
    assert all(not x.gold and not x.key for x in questions if "no-answer" in x.needs)


FROZEN_SHA256 = "380e47bf06c6a13972532054692766acd9cd49cf7e67af01898c0f0adc0361c2"


@pytest.mark.parametrize("name, least, no_answer", [("frozen.jsonl", 60, 10), ("calibration.jsonl", 30, 10)])
def test_the_test_and_calibration_sets_are_sound_and_apart(tree, name, least, no_answer):
    questions = load_questions(REPO / "eval" / name)
    assert check_questions(questions, tree) == []
    assert len(questions) >= least and sum(not x.answerable for x in questions) >= no_answer
    assert {g[0] for x in questions for g in x.gold} == {"A", "B", "C"}
    # no question shared with another set: the calibration set tunes, the frozen set only tests
    others = {x.question.lower() for other in ("questions.jsonl", "frozen.jsonl", "calibration.jsonl")
              if other != name for x in load_questions(REPO / "eval" / other)}
    assert not {x.question.lower() for x in questions} & others


def test_the_frozen_set_is_the_one_whose_hash_the_results_record():
    import hashlib

    assert hashlib.sha256((REPO / "eval" / "frozen.jsonl").read_bytes()).hexdigest() == FROZEN_SHA256
    assert FROZEN_SHA256 in (REPO / "eval" / "results.md").read_text(encoding="utf-8")


def test_integrity_check_catches_unknown_ids_and_keys_not_printed(tree):
    bad = [
        q("unknown", gold=("B-9.99.9.9.",), sentences=("B-9.99.9.9.(1)",)),
        q("wrong key", key="1 080 mm"),  # 9.8.8.3.(1) prints 1 070 mm
        q("stray sentence", sentences=("B-9.8.8.1.(1)",), key="610 mm"),
        q("table cell", gold=("B-9.8.4.1.",), sentences=("B-9.8.4.1.(1)",), key="195"),  # sound: a table cell
        q("note", gold=("B-A-9.8.8.3.",), sentences=("B-A-9.8.8.3.",), key="centre of gravity"),  # sound
        q("definition", gold=("A-1.4.1.2.",), sentences=("A-1.4.1.2.#term-crawl-space",), key="1.8 m"),  # sound
        # 9.9.10.1.(1) prints "0.38 m²": the key may type the exponent (sound), not another number
        q("typed", gold=("B-9.9.10.1.",), sentences=("B-9.9.10.1.(1)",), key="0.38 m2"),
        q("printed", gold=("B-9.9.10.1.",), sentences=("B-9.9.10.1.(1)",), key="0.38 m²"),
        q("wrong area", gold=("B-9.9.10.1.",), sentences=("B-9.9.10.1.(1)",), key="0.35 m²"),
    ]
    problems = check_questions(bad, tree)
    assert not [p for p in problems if p.startswith(("table cell", "note", "definition", "typed", "printed"))], problems
    assert any(p.startswith("wrong area: key '0.35 m²'") for p in problems)
    assert len(problems) == 6, problems  # the unknown id fails three ways: Article, Sentence and key
    assert any(p.startswith("unknown: gold B-9.99.9.9.") for p in problems)
    assert any(p.startswith("wrong key: key '1 080 mm'") for p in problems)
    assert any(p.startswith("stray sentence: gold Sentence B-9.8.8.1.(1) is not in a gold") for p in problems)


@pytest.mark.parametrize("line, message", [
    ("{not json", "line 1: not valid JSON"),
    ('{"id": "a"}', 'line 1: missing "question"'),
    ('{"id": "a", "question": "?", "gold": "B-1.", "gold_sentences": [], "answer": "", "key": ""}',
     '"gold" must be a list'),
    ('{"id": "a", "question": "?", "gold": ["B-1."], "gold_sentences": [], "answer": "", "key": "1 m"}',
     "all set (answerable) or all empty"),
])
def test_bad_question_lines_fail_with_their_line_number(line, message):
    with pytest.raises(EvalError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_questions(line, "q.jsonl")


# --- metrics --------------------------------------------------------------------


def test_metrics_on_a_hand_made_ranking():
    cases = [  # (ranking, gold) -> expected first rank
        (["B-1.", "B-2."], {"B-1."}, 1),
        (["B-3.", "B-4.", "B-2."], {"B-2."}, 3),
        (["B-5.", "B-6."], {"B-9."}, None),
        (["B-5.", "B-8.", "B-7."], {"B-7.", "B-8."}, 2),  # any gold id counts
        (["x"] * 6 + ["B-1."], {"B-1."}, 7),
    ]
    ranks = [first_rank(r, g) for r, g, _ in cases]
    assert ranks == [want for *_, want in cases]
    s = summarize(ranks)
    assert (s["hit@1"], s["hit@3"], s["hit@5"], s["hit@10"]) == (0.2, 0.6, 0.6, 0.8)
    assert s["mrr"] == pytest.approx((1 + 1 / 3 + 0 + 1 / 2 + 1 / 7) / 5)
    assert hit_at([], 1) == 0.0 and mrr([]) == 0.0


def test_sentence_level_counts_a_table_for_its_sentence_and_a_paragraph_for_its_note():
    question = q("t", gold=("B-9.8.4.1.", "B-A-9.8.4.1."), sentences=("B-9.8.4.1.(1)", "B-A-9.8.4.1."))
    got = Retrieved(clauses=["B-9.8.4.2.", "B-9.8.4.1."],
                    units=[["B-9.8.4.2.(1)"], ["B-9.8.4.1.(2)"], ["B-9.8.4.1.(1)"], ["B-A-9.8.4.1."]])
    o = score(question, got)
    assert (o.article_rank, o.sentence_rank) == (2, 3)


# --- the same-pool rule ------------------------------------------------------------


def test_rerank_must_reorder_exactly_the_pool():
    pool = ["a", "b", "c", "d"]
    assert rerank_same_pool(pool, ["c", "a", "d", "b"]) == ["c", "a", "d", "b"]
    for bad in (["c", "a", "d"], ["c", "a", "d", "b", "e"], ["c", "a", "d", "e"], ["c", "c", "a", "b"]):
        with pytest.raises(PoolError):
            rerank_same_pool(pool, bad)
    with pytest.raises(PoolError):
        rerank_same_pool(["a", "a"], ["a", "a"])


class _TruncatingReranker:
    """A reranker that keeps only its top 3: it must not be credited with a smaller pool."""

    def rerank(self, query, documents, top_n):
        return [(i, 1.0 / (i + 1)) for i in range(min(3, len(documents)))]


def test_a_reranker_that_drops_candidates_is_refused(tree, config):
    from dataclasses import replace

    from codecite_site.qa.answer import Engine

    engine = Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    hits = engine.retrieve("height of guards on a deck", rerank=False).candidates[:10]
    engine.client = _TruncatingReranker()  # the eval reranks through the engine, as `ask` does
    with pytest.raises(PoolError):
        rerank_pool(engine, "height of guards on a deck", hits)


class _ReversingReranker:
    def rerank(self, query, documents, top_n):
        return [(i, 1.0 / (len(documents) - i)) for i in reversed(range(len(documents)))][:top_n]


def test_the_eval_scores_what_ask_runs(tree, config):
    """A configuration is the engine's own retrieval: the pool `ask` answers from, and a reranker
    handed exactly that pool."""
    from dataclasses import replace

    from codecite_site.evaluate import Configuration
    from codecite_site.qa.answer import Engine
    from codecite_site.qa.retrieve import whole_articles

    engine = Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    question = "height of guards on a deck"
    pool = Configuration("bm25", "", engine, "bm25").pool(question)
    assert pool.retrieval == engine.retrieval == "bm25" and len(pool.candidates) == config.retrieval.candidates
    answer = engine.ask(question)
    # the answer's hits are the pool's first, each split Article whole (retrieve.whole_articles)
    whole = whole_articles(pool.candidates, engine.clause_index.of_clause)[:config.retrieval.top]
    assert [h["chunk"] for h in answer["hits"]] == [h.chunk_id for h in whole]
    assert set(pool.timings_ms) == {"search"} and "search" in answer["timings_ms"]
    with pytest.raises(ValueError, match="no 'dense' retrieval"):
        engine.retrieve(question, retrieval="dense")
    engine.client = _ReversingReranker()
    hits, timings = rerank_pool(engine, question, pool.candidates)
    assert [h.chunk_id for h in hits] == [h.chunk_id for h in reversed(pool.candidates)]
    assert set(timings) == {"rerank"} and [h.ranks["rerank"] for h in hits] == list(range(1, len(hits) + 1))


def test_an_answer_leads_with_gold_when_its_first_quote_is_a_gold_sentence(tree, config):
    """The issue's ask: the answer leads with the Sentence that holds what was asked. Its first quote
    is checked (a Table counting for the Sentence it forms part of), not only that it cites gold."""
    from dataclasses import replace

    from codecite_site.evaluate.backends import check_answers
    from codecite_site.evaluate.metrics import passage_units_map
    from codecite_site.qa.answer import Engine

    from codecite_site.qa import local_dense

    if local_dense.missing():
        pytest.skip(local_dense.missing())
    engine = Engine.build(tree, config)  # the offline pipeline with the local model
    clauses = {a.id: a for a in tree.articles}
    tables, notes = passage_units_map(tree)
    riser = Question("r", "How tall can a stair riser be in a single family home?", ("B-9.8.4.1.",),
                     ("B-9.8.4.1.(1)",), "a", "195", ())
    result = ConfigResult("fused", "")
    result.outcomes.append(Outcome(riser, 1, 1, {}))
    check_answers(result, engine, clauses, rerank=False, tables=tables, notes=notes)
    first = engine.ask(riser.question)["citations"][0]["sources"][0]["passage"]
    assert first == "B-Table-9.8.4.1." and result.outcomes[0].answer.leads_gold  # the Table, for its Sentence
    assert result.answer_summary()["leads with gold"] == 1.0
    # the same answer, were the gold another Sentence of the Article: it cites gold, does not lead with it
    other = replace(riser, gold_sentences=("B-9.8.4.1.(4)",))
    result.outcomes[0] = Outcome(other, 1, 1, {})
    check_answers(result, engine, clauses, rerank=False, tables=tables, notes=notes)
    assert result.outcomes[0].answer.cites_gold and not result.outcomes[0].answer.leads_gold


# --- the report ------------------------------------------------------------------


def _result(name, ranks):
    r = ConfigResult(name, f"{name} configuration")
    for i, rank in enumerate(ranks):
        r.outcomes.append(Outcome(q(f"q{i}"), rank, rank and rank + 1, {"search": 1.0 + i}))
    return r


def test_report_summary_reads_back_and_two_reports_compare(tmp_path):
    questions = [q(f"q{i}") for i in range(5)]
    before = [_result("bm25", [1, 3, None, 2, 7]), ConfigResult("fused", "x", skipped=SKIP_NO_KEY)]
    after = [_result("bm25", [1, 1, 2, 2, 7])]
    a, b = tmp_path / "before.md", tmp_path / "after.md"
    a.write_text(render_report(before, questions, {"Code": "test"}))
    b.write_text(render_report(after, questions, {"Code": "test"}))
    text = a.read_text()
    assert "Skipped: " + SKIP_NO_KEY in text
    assert "| q0 question q0 |" in text  # per-question table
    rows = read_summary(a)
    assert rows[("bm25", "article")]["hit@3"] == pytest.approx(0.6)
    assert rows[("bm25", "article")]["MRR"] == pytest.approx((1 + 1 / 3 + 1 / 2 + 1 / 7) / 5, abs=1e-3)
    diff = compare_reports(a, b)
    line = next(x for x in diff.splitlines() if x.startswith("bm25") and "article" in x)
    assert "60.0->80.0 (+20.0)" in line  # hit@3
    with pytest.raises(EvalError):
        read_summary(tmp_path / "missing.md")


def _answered(name, declined_no_answer):
    from codecite_site.evaluate.metrics import AnswerCheck

    r = _result(name, [1, 2])
    r.outcomes.append(Outcome(q("none", gold=(), sentences=(), key=""), None, None, {}))
    for o in r.outcomes:
        declined = declined_no_answer if not o.question.answerable else False
        o.answer = AnswerCheck(cites_gold=o.question.answerable, key_verbatim=False, unverified=0, declined=declined)
    return r


def test_hedged_answers_are_counted_apart_from_declines_and_compared_with_older_reports(tmp_path):
    from codecite_site.evaluate import write_report
    from codecite_site.evaluate.metrics import check_answer

    questions = [q("q0"), q("q1"), q("none", gold=(), sentences=(), key="")]
    r = _answered("fused", False)
    none = next(o for o in r.outcomes if not o.question.answerable)
    none.answer = check_answer(none.question, "The Code may not answer this as asked. ...", ["B-9.8.8.3.(1)"], 0,
                               False, {}, hedged=True)
    # a declined answer is never also counted as hedged
    assert not check_answer(none.question, "The Code does not answer this.", [], 0, True, {}, hedged=True).hedged
    text = render_report([r], questions, {})
    assert "| hedged (answerable) | hedged (no answer) |" in text
    assert "| n/a H |" in text  # the per-question flag
    after = tmp_path / "after.md"
    write_report(after, text)
    rows = read_summary(after)
    assert rows[("fused", "answers")]["hedged (no answer)"] == 1.0
    assert rows[("fused", "answers")]["hedged (answerable)"] == 0.0
    # a report written before the hedged columns still reads, and compares on what both hold
    before = tmp_path / "before.md"
    old = [line.rsplit(" | ", 2)[0] + " |" if line.startswith(("| fused | ", "| Configuration | cites"))
           and line.count("|") == 11 else line for line in text.splitlines()]  # the Answers table's rows
    before.write_text("\n".join(old).replace("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
                                              "|---|---:|---:|---:|---:|---:|---:|---:|") + "\n")
    assert "hedged (no answer)" not in read_summary(before)[("fused", "answers")]
    diff = compare_reports(before, after)
    assert "declined (no answer)" in diff and "hedged" not in diff


def test_folders_of_reports_compare_set_by_set_with_the_answers_and_the_hash_section_is_kept(tmp_path):
    from codecite_site.evaluate import write_report

    questions = [q("q0"), q("q1"), q("none", gold=(), sentences=(), key="")]
    before, after = tmp_path / "before", tmp_path / "after"
    for folder, declined in ((before, False), (after, True)):
        folder.mkdir()
        for name in ("results.md", "results-frozen.md"):
            meta = {"Question file": f"eval/{name.replace('results-', '').replace('.md', '.jsonl')}"}
            write_report(folder / name, render_report([_answered("fused", declined)], questions, meta))
    text = compare_reports(before, after)
    assert "== results-frozen.md: eval/frozen.jsonl" in text and "== results.md:" in text
    assert text.count("0.0->100.0 (+100.0)") == 2  # declined (no answer), in each set
    with pytest.raises(EvalError):
        compare_reports(before, after / "results.md")
    # a report rewritten keeps its hand-written sections: the frozen set's hash, and the notes
    report = after / "results.md"
    report.write_text(report.read_text() + "\n## Frozen test set\n\n    abc123  eval/frozen.jsonl\n"
                      "\n## Notes: part 2\n\nwhat changed, on which set\n")
    write_report(report, render_report([_answered("fused", True)], questions, {}))
    text = report.read_text()
    assert text.count("## Frozen test set") == 1 and "abc123" in text
    assert text.count("## Notes: part 2") == 1 and "what changed, on which set" in text
    assert text.index("## Frozen test set") < text.index("## Notes: part 2")  # in their order, at the end


# --- running it -------------------------------------------------------------------


@pytest.fixture(scope="module")
def small_questions(tmp_path_factory) -> Path:
    """A few questions of the set (a table, a Note, a definition, no answer) to keep network runs short."""
    lines = QUESTIONS.read_text(encoding="utf-8").splitlines()
    recs = [json.loads(x) for x in lines]
    pick = [next(r for r in recs if n in r["needs"]) for n in ("table", "note", "definition", "no-answer")]
    pick.append(next(r for r in recs if r["gold_sentences"] == ["B-9.8.8.3.(1)"]))
    path = tmp_path_factory.mktemp("eval") / "small.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in pick), encoding="utf-8")
    return path


def test_cohere_configurations_are_skipped_with_a_clear_line_without_a_key(config, small_questions):
    results, questions, _ = run_eval(config, small_questions, environ={}, log=lambda *_: None)
    from codecite_site.qa.local_dense import missing

    local = {"local-dense", "fused"} if missing() else set()  # the optional [dense] extra, skipped with its own reason
    skipped = {r.name: r.skipped for r in results if r.skipped and r.name not in local}
    assert set(skipped) == set(COHERE_CONFIGS)
    assert set(skipped.values()) == {SKIP_NO_KEY}
    assert all(r.skipped == missing() for r in results if r.name in local)
    ran = {r.name for r in results if not r.skipped}
    assert {"bm25", "bm25-no-header"} <= ran
    summary = print_summary(results)
    assert "skipped cohere-fused+rerank: no Cohere key (set COHERE_API_KEY or CO_API_KEY" in summary
    from codecite_site.qa.local_dense import missing

    # the offline answer is checked, on the configuration `ask` runs: fused when the local model is installed
    answering = next(r for r in results if r.name == ("bm25" if missing() else "fused"))
    assert all(o.answer is not None for o in answering.outcomes)


def test_eval_command_writes_the_report_and_prints_the_summary(config, small_questions, tmp_path, monkeypatch):
    for var in ("COHERE_API_KEY", "CO_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    cfg = tmp_path / "site_config.toml"
    cfg.write_text(f'[paths]\nwork = "{config.work_dir}"\n')
    out = tmp_path / "results.md"
    r = CliRunner().invoke(cli, ["eval", "--config", str(cfg), "--questions", str(small_questions), "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "skipped cohere-embed: no Cohere key" in r.output
    assert r.output.count("bm25 ") >= 2  # article and sentence rows
    assert ("bm25", "sentence") in read_summary(out)
    again = CliRunner().invoke(cli, ["eval", "--compare", str(out), str(out)])
    assert again.exit_code == 0 and "(+0.0)" in again.output


def test_eval_command_refuses_a_question_naming_a_clause_the_code_lacks(config, tmp_path):
    cfg = tmp_path / "site_config.toml"
    cfg.write_text(f'[paths]\nwork = "{config.work_dir}"\n')
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"id": "x", "question": "?", "gold": ["B-9.99.1.1."], "gold_sentences": ["B-9.99.1.1.(1)"],
                               "answer": "", "key": "1 m"}) + "\n")
    out = tmp_path / "results.md"
    r = CliRunner().invoke(cli, ["eval", "--config", str(cfg), "--questions", str(bad), "--out", str(out)])
    assert r.exit_code == 2
    assert "gold B-9.99.1.1. is not an Article or Note" in r.output
    assert len(r.output.strip().splitlines()) == 1 and "Traceback" not in r.output
    assert not out.exists()


def test_cohere_configurations_run_against_the_fake_server(config, small_questions, cohere_fake):
    from codecite_site.qa.cohere_client import CohereClient
    from fake_cohere import GOOD_KEY

    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url)
    results, questions, _ = run_eval(config, small_questions, environ={}, client=client, log=lambda *_: None)
    paths = Counter(path for path, _ in cohere_fake.requests)
    by_name = {r.name: r for r in results}
    assert not any(r.skipped for r in results if r.name not in ("local-dense", "fused"))
    assert set(COHERE_CONFIGS) <= set(by_name)
    assert paths["/v2/embed"] > 0 and paths["/v2/rerank"] > 0 and paths["/v2/chat"] == len(questions)
    for base, reranked in (("cohere-fused", "cohere-fused+rerank"), ("cohere-fused", "cohere-fused+rerank-no-header"),
                           ("bm25", "bm25+rerank"), ("cohere-embed", "cohere-embed+rerank")):
        for a, b in zip(by_name[base].outcomes, by_name[reranked].outcomes):
            assert a.question.id == b.question.id
            assert sorted(a.pool) == sorted(b.pool) and len(a.pool) == len(b.pool)  # the same pool
            assert "rerank" in b.timings_ms and "rerank" not in a.timings_ms
    answered = by_name["cohere-embed+rerank"].answer_summary()
    assert answered is not None and answered["n"] == sum(x.answerable for x in questions)


def test_the_sentence_level_puts_a_sentence_the_question_names_first_as_the_answer_does(tree, config):
    from dataclasses import replace

    from codecite_site.evaluate.backends import PassageOrder
    from codecite_site.qa.answer import Engine

    engine = Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    question = "What does Clause 9.9.10.1.(1)(a) require of a bedroom window's opening?"
    hits = engine.retrieve(question, rerank=False).candidates
    assert hits[0].clause_id == "B-9.9.10.1."
    order = PassageOrder(engine)(question, hits)
    assert order[0].id == "B-9.9.10.1.(1)"
    answer = engine.ask(question)
    assert answer["citations"][0]["sources"][0]["passage"] == "B-9.9.10.1.(1)"
    # without a number the passages keep the scorer's order
    plain = "What must a bedroom window's opening provide?"
    ranked = engine.retrieve(plain, rerank=False).candidates
    scores, _ = engine.passage_scores(plain, list(ranked[0].passages))
    best = max(range(len(scores)), key=lambda j: (scores[j], -j))
    assert PassageOrder(engine)(plain, ranked[:1])[0] == ranked[0].passages[best]


def test_the_sentence_level_reads_a_long_article_whole_as_the_answer_does(tree, config):
    # a long Article is split into parts; a question meeting one part only has the other beyond the pool, yet
    # the answer quotes from the Article whole: its Sentence there counted as no Sentence retrieved at all
    from dataclasses import replace

    from codecite_site.evaluate.backends import PassageOrder, retrieved
    from codecite_site.evaluate.metrics import passage_units, passage_units_map, score
    from codecite_site.qa.answer import Engine

    engine = Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    first, second = engine.clause_index.of_clause["B-9.36.5.15."][:2]
    assert "~" in first.id and "~" in second.id
    pool = [h for h in engine.retrieve("house energy model hot water use and air leakage", rerank=False).candidates
            if h.chunk_id != first.id]
    assert second.id in [h.chunk_id for h in pool]
    tables, notes = passage_units_map(tree)
    held = {u for p in second.passages for u in passage_units(p, tables, notes)}
    # a Sentence of the part left out of the pool (no Table of the other part counting for it)
    gold = next(p.id for p in first.passages if p.id not in held)
    got = retrieved("house energy model hot water use and air leakage", pool, {}, PassageOrder(engine), tables, notes)
    outcome = score(q("x", gold=("B-9.36.5.15.",), sentences=(gold,)), got)
    assert outcome.sentence_rank is not None
    assert [u for units in got.units for u in units].count(gold) == 1
