"""``codecite-site demo``: the public demo, built from the synthetic fixture corpus only.

A static site anyone can host (GitHub Pages included), with no proxy and no
key. It is the site ``codecite-site build`` makes from the fixture, plus:

- a banner on every page saying that the corpus is synthetic, not the NBC,
  and which backend recorded the answers (the ``Demo`` page variant: the
  templates render it, and the build refuses a page that drops it);
- recorded answers: every question of ``demo/questions.txt`` is run through
  the real pipeline at build time (Cohere when a key is set, the offline
  backend otherwise), with and without Rerank, and each response is stored
  as the JSON ``POST /api/ask`` would have returned;
- the ask panel switched to its recorded mode (``data-ask-mode="recorded"``
  on ``<body>``, ``data-ask-recorded`` naming the recordings' index), so it
  answers from those recordings and never calls ``/api``.

Recordings (site-relative, under the base path):
``recorded/index.json`` ``{"backend", "models", "corpus", "questions":
[{"question", "url"}]}`` and one ``recorded/qNN.json`` per question
``{"question", "rerank": <answer>, "no_rerank": <answer>}``.

A configured Code PDF is never used: the demo is public, and the Code's text
is not ours to publish. Everything is built into a temporary folder next to
the output and swapped in only when complete.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from .config import Config
from .site.render import Demo

QUESTIONS_FILE = Path(__file__).resolve().parents[1] / "demo" / "questions.txt"
RECORDED = "recorded"  # site-relative folder of the recorded answers


class DemoError(Exception):
    """The demo cannot be built; the message is one line saying why and what to do."""


@dataclass
class DemoReport:
    out: Path
    base_path: str
    backend: str
    questions: int
    pages: int = 0
    ignored_pdf: str = ""
    stages: dict[str, float] = field(default_factory=dict)

    def summary(self) -> str:
        stages = ", ".join(f"{k} {v:.1f} s" for k, v in self.stages.items())
        return (f"demo built in {self.out} ({self.base_path}): {self.pages} pages, {self.questions} questions "
                f"recorded with and without Rerank ({self.backend} backend); {stages}; "
                f"total {sum(self.stages.values()):.1f} s")


def read_questions(path: Path = QUESTIONS_FILE) -> list[str]:
    """One question a line; blank lines and ``#`` comments skipped; duplicates refused."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise DemoError(f"{path}: cannot read the sample questions ({e.strerror or e})") from None
    questions: list[str] = []
    for n, line in enumerate(lines, 1):
        q = " ".join(line.split())
        if not q or q.startswith("#"):
            continue
        if q in questions:
            raise DemoError(f"{path}:{n}: the question is listed twice: {q}")
        questions.append(q)
    if not questions:
        raise DemoError(f"{path}: no questions (one a line; # starts a comment)")
    return questions


def demo_config(config: Config, base_path: str | None) -> Config:
    """The config with the fixture as corpus and the demo's base path (citation URLs depend on it)."""
    base = base_path if base_path is not None else config.site.base_path
    return replace(config, paths=replace(config.paths, pdf=""),
                   site=replace(config.site, base_path=base, title=f"{config.site.title} demo"))


def record_answers(config: Config, questions: list[str], log=print) -> tuple[str, dict, list[dict]]:
    """Ask every question with and without Rerank through the real pipeline.

    Returns (backend, models, [{"question", "rerank", "no_rerank"}]). With a
    Cohere key the fixture's vectors are embedded first (cached by content
    hash, so a second build embeds nothing)."""
    from .ingest import load_tree
    from .qa.answer import engine_for
    from .qa.cohere_client import api_key_from_env

    tree, _, pdf = load_tree(config, None, log=log)
    if api_key_from_env() is not None:
        from .qa.vectors import embed_corpus

        log("record: embedding the fixture corpus with Cohere (cached after the first build)")
        embed_corpus(config, tree, pdf)
    engine = engine_for(config, tree, pdf=pdf, timeout=config.serve.timeout)
    recordings = []
    for i, q in enumerate(questions, 1):
        recordings.append({"question": q, "rerank": engine.ask(q, rerank=True),
                           "no_rerank": engine.ask(q, rerank=False)})
        log(f"record: {i}/{len(questions)} {q}")
    return engine.backend, engine.models(), recordings


def build_demo(config: Config, out: Path | None = None, base_path: str | None = None,
               questions_file: Path | None = None, log=print) -> DemoReport:
    """Build the demo site into ``out`` (default ``dist``); returns the report.

    Raises DemoError (and the site build's BuildError / IngestError, the
    answers' UpstreamError / VectorError) with one-line messages."""
    from .site.build import MANIFEST, _check_out_dir, _swap, build_site
    from .urls import Urls

    ignored = config.paths.pdf
    if ignored:
        log(f"note: ignoring the configured PDF {ignored}: the demo is public, so it is built from the "
            "synthetic fixture corpus only")
    config = demo_config(config, base_path)
    questions = read_questions(questions_file or QUESTIONS_FILE)
    out = (Path(out) if out else config.path("dist")).resolve()
    _check_out_dir(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    stages: dict[str, float] = {}

    tmp = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.demo-"))
    try:
        # the answers first: the banner every page renders says which backend recorded them
        t = time.perf_counter()
        backend, models, recordings = record_answers(config, questions, log=log)
        stages["record"] = time.perf_counter() - t

        t = time.perf_counter()
        site = tmp / "site"
        base = Urls(config.site.base_path).base
        demo = Demo(backend=backend, models=models, recorded=f"{base}{RECORDED}/index.json")
        built = build_site(config, None, site, config.site.base_path, strict=True, log=log, demo=demo)
        stages["site"] = time.perf_counter() - t
        pages = built.pages

        rec_dir = site / RECORDED
        rec_dir.mkdir()
        index = {"backend": backend, "models": models, "base_path": base,
                 "corpus": "synthetic fixture corpus (not the NBC)", "questions": []}
        for i, r in enumerate(recordings, 1):
            name = f"q{i:02d}.json"
            (rec_dir / name).write_text(json.dumps(r, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
            index["questions"].append({"question": r["question"], "url": f"{base}{RECORDED}/{name}"})
        (rec_dir / "index.json").write_text(json.dumps(index, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest = json.loads((site / MANIFEST).read_text(encoding="utf-8"))
        manifest.update(demo={"backend": backend, "questions": len(recordings)})
        (site / MANIFEST).write_text(json.dumps(manifest, indent=0, sort_keys=True), encoding="utf-8")

        _swap(site, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report = DemoReport(out, base, backend, len(recordings), pages, ignored, stages)
    return report
