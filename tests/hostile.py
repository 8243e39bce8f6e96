"""A hostile fixture (issue 11): the built-in corpus with markup and Markdown payloads in a Part
title, an Article title, a Sentence, a table cell, a definition and a Note paragraph, typeset into
a PDF by the normal fixture machinery (``fixture.generate.build_fixture`` with modified texts).

Every payload calls ``alert`` / ``confirm`` / ``prompt`` or loads something from outside
127.0.0.1 if it ever becomes markup; shown as text, it does nothing.
"""

from __future__ import annotations

from pathlib import Path

OUTSIDE = "http://elsewhere.test"
# offline questions whose answers quote the Sentence's and the Note's payloads (BM25 alone and fused)
MEASURED_Q = "How is the height of a guard measured from the walking surface?"
NOTE_Q = "Why are guard heights chosen above the centre of gravity of most adults?"

# field -> (the corpus line as it is, the same line with its payload)
PART_TITLE = "Housing <img src=x onerror=alert(1)> Buildings"
ARTICLE_TITLE = "Height <svg onload=confirm(2)> of Guards"
SENTENCE = (f"every {{guard}} shall be not less than 1 070 mm high ![t]({OUTSIDE}/x.png) <img src=x "
            f"onerror=prompt(3)> *star* _under_ &amp; [link]({OUTSIDE}/page) measured")
CELL = "Stair <img src=x onerror=alert(5)> within"
DEFINITION = "to keep persons <script>alert(6)</script> from falling"
NOTE = f"The heights of {{guards}} \"><img src=x onerror=alert(7)> ![n]({OUTSIDE}/n.png) are chosen"

EDITS = {
    "b9.txt": [
        ("PART 9 | Housing and Small Buildings", f"PART 9 | {PART_TITLE}"),
        ("ARTICLE 9.8.8.3. | Height of Guards (See", f"ARTICLE 9.8.8.3. | {ARTICLE_TITLE} (See"),
        ("every {guard} shall be not less than 1 070 mm high, measured", SENTENCE),
        ("| Stair within a {dwelling unit}, 2 risers", f"| {CELL} a {{dwelling unit}}, 2 risers"),
        ("The heights of {guards} are chosen", NOTE),
    ],
    "a.txt": [
        ("to keep persons from falling", DEFINITION),
    ],
}

# what the parsed Code must hold, so the test knows the payloads reached the site
PLAIN = {
    "part": PART_TITLE,
    "article": ARTICLE_TITLE,
    "sentence": SENTENCE.replace("{guard}", "guard"),
    "cell": CELL,
    "definition": DEFINITION,
    "note": NOTE.replace("{guards}", "guards"),
}


def bm25_config(config):
    """``config`` without the local dense model: the hostile corpus is not worth embedding."""
    from dataclasses import replace

    return replace(config, retrieval=replace(config.retrieval, local_dense=False))


def hostile_texts() -> dict[str, str]:
    from codecite_site.fixture.source import CORPUS_DIR, CORPUS_FILES

    texts = {name: (CORPUS_DIR / name).read_text(encoding="utf-8") for name in CORPUS_FILES}
    for name, edits in EDITS.items():
        for old, new in edits:
            assert texts[name].count(old) == 1, (name, old)
            texts[name] = texts[name].replace(old, new)
    return texts


def build_hostile_pdf(out_dir: Path) -> Path:
    from codecite_site.fixture.generate import build_fixture

    build_fixture(out_dir, texts=hostile_texts(), name="hostile", variants=False)
    return out_dir / "hostile.pdf"
