"""Damaged PDFs (issue 11): every outcome of ``codecite-site parse`` on a damaged copy of the fixture
is a parse or a one-line error with exit code 2, never a traceback; nothing is written to the
output path on failure; standard error is valid UTF-8 and holds nothing of MuPDF's own messages
(which it prints to standard output by default, bytes of the damaged file included).

A seeded fuzz: copies of the fixture's PDFs with bytes flipped, truncated, regions zeroed and
chunks spliced (the small excerpt and package files the fixture builder writes alongside the main
one, whose structure they share, so a few hundred parse in seconds, and a few of the main file),
run in-process through the command itself (click's runner, with the process's file descriptors 1
and 2 caught too, where MuPDF writes); a handful again through the real command in a subprocess.
Then damage aimed at the structure that broke before: a page tree that loops or miscounts, an
outline that loops."""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pymupdf
import pytest
from click.testing import CliRunner

from codecite_site.cli import cli

SEED = 11
SMALL = {"nbc_fixture_excerpt.pdf": 80, "nbc_fixture_package.pdf": 80, "nbc_fixture_amended.pdf": 80}
MAIN = 8  # copies of the main fixture (about a second each to parse)
CLI_RUNS = 6  # of the damaged copies, again through a subprocess


def damage(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    """A randomly damaged copy of ``data`` and what was done to it."""
    b = bytearray(data)

    def flip() -> str:
        k = rng.randint(1, 40)
        for _ in range(k):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return f"{k} bytes flipped"

    def zero() -> str:
        i = rng.randrange(len(b))
        k = rng.randint(1, max(1, len(b) // rng.choice([10, 50, 500])))
        b[i:i + k] = bytes(len(b[i:i + k]))
        return f"{k} bytes zeroed at {i}"

    def splice() -> str:
        i, j = rng.randrange(len(b)), rng.randrange(len(b))
        k = rng.randint(1, max(1, len(b) // 20))
        chunk = b[j:j + k]
        if rng.random() < 0.5:
            b[i:i + k] = chunk
            return f"{k} bytes from {j} over {i}"
        b[i:i] = chunk
        return f"{k} bytes from {j} inserted at {i}"

    def truncate() -> str:
        i = rng.randrange(len(b))
        del b[i:]
        return f"truncated to {i} bytes"

    kind = rng.choice([flip, truncate, zero, splice, None])
    if kind is not None:
        what = kind()
    else:
        what = ", ".join(rng.choice([flip, zero, splice])() for _ in range(rng.randint(2, 4)))
    return what, bytes(b)


class FdCapture:
    """What the process writes to file descriptors 1 and 2 (MuPDF's C code and PyMuPDF's messages
    do not go through click's runner)."""

    def __enter__(self):
        self.files = {fd: tempfile.TemporaryFile() for fd in (1, 2)}
        sys.stdout.flush()
        sys.stderr.flush()
        self.saved = {fd: os.dup(fd) for fd in self.files}
        for fd, f in self.files.items():
            os.dup2(f.fileno(), fd)
        return self

    def __exit__(self, *exc):
        for fd, saved in self.saved.items():
            os.dup2(saved, fd)
            os.close(saved)
        self.out = {}
        for fd, f in self.files.items():
            f.seek(0)
            self.out[fd] = f.read()
            f.close()


def check_outcome(code: int, stdout: bytes, stderr: bytes, out: Path, folder: Path) -> str | None:
    """What is wrong with one run of ``parse DAMAGED -o out`` (None: nothing)."""
    try:
        err = stderr.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"stderr is not UTF-8 ({e})"
    if "Traceback" in err or "MuPDF" in err:
        return f"stderr: {err[-600:]}"
    if stdout:
        return f"stdout holds {stdout[:200]!r}"
    leftovers = sorted(p.name for p in folder.iterdir() if p.name != "damaged.pdf" and p != out)
    if leftovers:
        return f"left {leftovers}"
    if code == 0:
        try:
            records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        except (OSError, ValueError) as e:
            return f"exit 0 but the output is not JSON lines ({e})"
        return None if records else "exit 0 and no records"
    if code != 2:
        return f"exit {code}: {err[-600:]}"
    if out.exists():
        return "exit 2, but the output was written"
    lines = err.splitlines()
    if len(lines) != 1 or not lines[0].startswith("error: "):
        return f"exit 2, but stderr is not one error line: {err[-600:]!r}"
    return None


@pytest.fixture(scope="module")
def config_file(tmp_path_factory) -> Path:
    f = tmp_path_factory.mktemp("cfg") / "site_config.toml"
    f.write_text("", encoding="utf-8")
    return f


def run_in_process(pdf: Path, out: Path, config_file: Path) -> tuple[int, bytes, bytes, str]:
    """``codecite-site parse pdf -o out`` through the command's own code, in this process:
    (exit code, stdout, stderr, the traceback of an uncaught exception)."""
    runner = CliRunner()
    messages = io.StringIO()  # PyMuPDF's message stream was fixed when it was imported: caught here
    saved = pymupdf._g_out_message
    pymupdf.set_messages(stream=messages)
    try:
        with FdCapture() as fds:
            result = runner.invoke(cli, ["parse", str(pdf), "-o", str(out), "--config", str(config_file)])
    finally:
        pymupdf._g_out_message = saved
    tb = ""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        tb = "".join(traceback.format_exception(*result.exc_info))
    stdout = result.stdout_bytes + fds.out[1] + messages.getvalue().encode("utf-8", "surrogateescape")
    return result.exit_code, stdout, result.stderr_bytes + fds.out[2], tb


def run_cli(pdf: Path, out: Path | None, config_file: Path) -> subprocess.CompletedProcess:
    args = ["parse", str(pdf), "--config", str(config_file)] + (["-o", str(out)] if out else [])
    return subprocess.run([sys.executable, "-m", "codecite_site", *args], capture_output=True, timeout=120,
                          check=False)


@pytest.fixture(scope="module")
def damaged_copies(fixture_dir) -> list[tuple[str, str, bytes]]:
    """(file, what was done, bytes) of every damaged copy, from one seed."""
    rng = random.Random(SEED)
    copies = []
    for name, n in {**SMALL, "nbc_fixture.pdf": MAIN}.items():
        data = (fixture_dir / name).read_bytes()
        copies += [(name, *damage(data, rng)) for _ in range(n)]
    return copies


def test_damaged_copies_parse_or_fail_in_one_line(damaged_copies, config_file, tmp_path):
    t = time.perf_counter()
    problems, outcomes = [], {0: 0, 2: 0}
    for i, (name, what, data) in enumerate(damaged_copies):
        folder = tmp_path / f"{i:03d}"
        folder.mkdir()
        pdf, out = folder / "damaged.pdf", folder / "out.jsonl"
        pdf.write_bytes(data)
        code, stdout, stderr, tb = run_in_process(pdf, out, config_file)
        problem = tb or check_outcome(code, stdout, stderr, out, folder)
        if problem:
            problems.append(f"#{i} {name}, {what}: {problem}")
        else:
            outcomes[code] += 1
    took = time.perf_counter() - t
    assert not problems, f"{len(problems)} of {len(damaged_copies)}:\n" + "\n\n".join(problems[:5])
    assert outcomes[0] and outcomes[2], outcomes  # the fuzz reaches both outcomes
    print(f"{len(damaged_copies)} damaged copies: {outcomes[0]} parsed, {outcomes[2]} one-line errors, {took:.1f} s")


def test_damaged_copies_through_the_real_command(damaged_copies, config_file, tmp_path):
    """A few of the same copies through a subprocess: what a user's terminal gets."""
    rng = random.Random(SEED + 1)
    cut = [i for i, (_, what, _) in enumerate(damaged_copies) if what.startswith("truncated")]  # mostly errors
    rest = [i for i in range(len(damaged_copies)) if i not in cut]  # mostly parses
    picks = rng.sample(cut, CLI_RUNS // 2) + rng.sample(rest, CLI_RUNS - CLI_RUNS // 2)
    problems = []
    for i in picks:
        name, what, data = damaged_copies[i]
        folder = tmp_path / f"{i:03d}"
        folder.mkdir()
        pdf, out = folder / "damaged.pdf", folder / "out.jsonl"
        pdf.write_bytes(data)
        r = run_cli(pdf, out, config_file)
        if problem := check_outcome(r.returncode, r.stdout, r.stderr, out, folder):
            problems.append(f"#{i} {name}, {what}: {problem}")
    assert not problems, "\n\n".join(problems)


# --- damage aimed at what broke before ---------------------------------------------------------------
def _pages_root(doc: pymupdf.Document) -> int:
    return int(doc.xref_get_key(doc.pdf_catalog(), "Pages")[1].split()[0])


def _page_tree_cycle(doc):
    root = _pages_root(doc)
    kids = doc.xref_get_key(root, "Kids")[1]
    doc.xref_set_key(root, "Kids", kids.replace("[", f"[{root} 0 R ", 1))  # the tree holds itself


def _page_count(value: bytes):
    def change(doc):
        # PyMuPDF will not save a wrong count: the saved file's bytes are changed, at the same length
        return lambda raw: re.sub(rb"/Count \d+", lambda m: (b"/Count " + value).ljust(len(m[0])), raw, count=1)
    return change


def _kid_not_a_page(doc):
    root = _pages_root(doc)
    kids = doc.xref_get_key(root, "Kids")[1]
    doc.xref_set_key(root, "Kids", kids.replace("[", f"[{doc.pdf_catalog()} 0 R ", 1))


def _outline_cycle(doc):
    first = int(doc.xref_get_key(doc.pdf_catalog(), "Outlines")[1].split()[0])
    item = int(doc.xref_get_key(first, "First")[1].split()[0])
    doc.xref_set_key(item, "Next", f"{item} 0 R")  # an entry that is its own next sibling


def _outline_broken(doc):
    doc.xref_set_key(doc.pdf_catalog(), "Outlines", "(not a dictionary)")


STRUCTURE = {"page tree cycle": _page_tree_cycle, "page count negative": _page_count(b"-3"),
             "page count too high": _page_count(b"9999"), "page count zero": _page_count(b"0"),
             "kid not a page": _kid_not_a_page,
             "outline cycle": _outline_cycle, "outline not a dictionary": _outline_broken}


@pytest.mark.parametrize("how", STRUCTURE)
def test_structural_damage_is_a_one_line_error_or_a_parse(how, fixture_dir, config_file, tmp_path):
    # the small package has no outline: the outline's damage is done to the main file
    doc = pymupdf.open(fixture_dir / ("nbc_fixture.pdf" if "outline" in how else "nbc_fixture_package.pdf"))
    edit_bytes = STRUCTURE[how](doc)
    pdf, out = tmp_path / "damaged.pdf", tmp_path / "out.jsonl"
    doc.save(pdf)  # written as is: no garbage collection, no repair
    if edit_bytes:
        pdf.write_bytes(edit_bytes(pdf.read_bytes()))
    code, stdout, stderr, tb = run_in_process(pdf, out, config_file)
    assert not tb, tb
    assert check_outcome(code, stdout, stderr, out, tmp_path) is None, (code, stderr)
    if how == "page tree cycle":  # one through the real command too
        out.unlink(missing_ok=True)
        r = run_cli(pdf, out, config_file)
        assert check_outcome(r.returncode, r.stdout, r.stderr, out, tmp_path) is None, (r.returncode, r.stderr)


def test_a_damaged_file_parsed_to_standard_output_writes_only_json_lines(fixture_dir, config_file, tmp_path):
    """MuPDF prints what it repairs to standard output by default, where ``parse`` writes its JSON lines."""
    data = bytearray((fixture_dir / "nbc_fixture_excerpt.pdf").read_bytes())
    rng = random.Random(SEED)
    pdf = tmp_path / "damaged.pdf"
    for _ in range(50):  # a copy whose content streams are damaged but which still parses
        copy = bytearray(data)
        for _ in range(20):
            copy[rng.randrange(len(copy) // 4, len(copy) * 3 // 4)] = rng.randrange(256)
        pdf.write_bytes(copy)
        if not _mupdf_complains(pdf):
            continue
        code, *_ = run_in_process(pdf, tmp_path / "probe.jsonl", config_file)
        (tmp_path / "probe.jsonl").unlink(missing_ok=True)
        if code == 0:
            break
    else:
        pytest.fail("no damaged copy that MuPDF repairs and that still parses")
    r = run_cli(pdf, None, config_file)
    assert r.returncode == 0, r.stderr
    assert [json.loads(line) for line in r.stdout.decode("utf-8").splitlines()]
    assert b"MuPDF" not in r.stdout + r.stderr


def _mupdf_complains(pdf: Path) -> bool:
    """MuPDF reports something (an error it recovered from) while reading the file's pages."""
    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.mupdf_display_warnings(False)
    pymupdf.TOOLS.reset_mupdf_warnings()
    try:
        with pymupdf.open(pdf) as doc:
            for page in doc:
                page.get_text()
    except Exception:  # noqa: BLE001 - unreadable: not the copy this test needs
        return False
    return bool(pymupdf.TOOLS.mupdf_warnings())


def test_a_page_read_in_a_worker_process_fails_the_same_way(fixture_dir, tmp_path):
    """Large files are read on several processes (``extract._extract_range``): their error crosses back."""
    import pickle
    from concurrent.futures import ProcessPoolExecutor

    from codecite_site import extract

    doc = pymupdf.open(fixture_dir / "nbc_fixture_package.pdf")
    _page_tree_cycle(doc)
    pdf = tmp_path / "damaged.pdf"
    doc.save(pdf)
    with pytest.raises(extract.ExtractError) as direct:
        extract.extract(pdf, workers=1)
    with ProcessPoolExecutor(1) as pool, pytest.raises(extract.ExtractError) as worker:
        pool.submit(extract._extract_range, (str(pdf), 0, 3, extract.PLAIN)).result()
    assert str(worker.value) == str(direct.value) == str(pickle.loads(pickle.dumps(direct.value)))
    assert "cycle in page tree" in str(direct.value) and "\n" not in str(direct.value)
