"""How the offline answer is composed: the question's parts, which Sentence leads, units as printed.

- ``question_parts``: the parts of a question answered one by one. When the
  retrieval result carries ``parts`` (the retrieval's own split) they are taken;
  otherwise ``split_question`` splits on question marks and on " and " between
  two questions. ``SPLIT`` switches the fallback off (one part: the whole
  question).
- ``lead_first``: among the passages the answer may quote, the one that holds
  what was asked goes first: a Sentence holding a quantity of the kind asked for
  (a width for "how wide", a time for "how long ... good for") before one that
  does not, and a rule before its exception (a Sentence the rule itself names
  with "Except as permitted by Sentence (3)"), unless the question uses the
  exception's own words ("curved"). Asked for the minimum width of a stair in a
  house, the 880 mm rule leads, not the 760 mm for curved stairs. A question
  asking what a term means ("What counts as a crawl space?") leads with its
  definition.
- units as printed: the parse reads a unit's raised exponent as printed (``m²``,
  ``W/(m²·K)``: extract.py), so the answer quotes it so; ``bm25.fold_exponents``
  reads ``m²`` and ``m2`` as one (BM25, the local model, the eval's key check;
  the grounding check folds units itself: answer.quantities).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .bm25 import asks_duration, query_words, tokenize

SPLIT = True  # the fallback split when retrieval gives no parts; False: answer the whole question as one part

# --- parts ---------------------------------------------------------------------------------
_ASKING = re.compile(r"^(?:what|what's|whats|how|is|are|can|could|do|does|must|should|which|where|when|who|why|"
                     r"will|would|may|if|in|for)\b", re.IGNORECASE)


def split_question(question: str) -> list[str]:
    """The questions a question holds: split at "?" and at ", and" / " and " where what follows
    starts a question of its own ("How deep ... and how wide ...?"); one part otherwise."""
    pieces = [p.strip() for p in re.split(r"\?+", question) if p.strip()]
    out: list[str] = []
    for piece in pieces:
        cut = [m for m in re.finditer(r",?\s+and\s+", piece) if _ASKING.match(piece[m.end():])]
        start = 0
        for m in cut:
            out.append(piece[start:m.start()].strip(" ,"))
            start = m.end()
        out.append(piece[start:].strip(" ,"))
    merged: list[str] = []
    for p in (p for p in out if p):
        if merged and not tokenize(p):  # no word of its own ("How big do they have to be?"): part of the last
            merged[-1] = f"{merged[-1].rstrip('?')}? {p}"
        else:
            merged.append(p)
    return [p if p.endswith("?") else p + "?" for p in merged] or [question]


_REFERS_BACK = re.compile(r"\b(?:it|its|they|them|their|that|this|these|those|one)\b", re.IGNORECASE)


def scoring_text(parts: Sequence[str], i: int) -> str:
    """What part ``i`` is matched with: its own words, and the first part's too when it refers back
    to it ("... deck railing, and how far apart can they be?")."""
    part = parts[i]
    return f"{part} {parts[0]}" if i and _REFERS_BACK.search(part) else part


def question_parts(question: str, retrieved=None) -> list[str]:
    """The parts to answer one by one: the retrieval's ``parts`` when it has them, else
    ``split_question`` (or the whole question when ``SPLIT`` is off)."""
    parts = list(getattr(retrieved, "parts", None) or [])
    parts = [p if isinstance(p, str) else getattr(p, "text", str(p)) for p in parts]
    if parts:
        return parts
    return split_question(question) if SPLIT else [question]


# --- what kind of quantity is asked for, and which passages hold one --------------------------
_NUM = r"\d[\d \u00a0\u2009\u202f]*(?:\.\d+)?"
KIND_IN_TEXT = {
    "length": re.compile(rf"{_NUM}\s?(?:mm|cm|m|km)(?![\w²³/])"),
    "area": re.compile(rf"{_NUM}\s?(?:mm|cm|m)(?:2|²)(?![\w²³])|square metre"),
    "time": re.compile(rf"{_NUM}\s?(?:working\s+)?(?:days?|months?|years?|weeks?|min|h|hours?|minutes?)\b"),
    "force": re.compile(rf"{_NUM}\s?(?:kN/m|kN|N|kPa|Pa)\b"),
    "airflow": re.compile(rf"{_NUM}\s?L/s\b"),
    "slope": re.compile(r"\b1 in \d+|\d\s?%"),
    "temperature": re.compile(r"°C"),
    "sound": re.compile(rf"{_NUM}\s?dBA?\b|\b(?:STC|ASTC)\b[^.]*\d"),
    "rating": re.compile(rf"{_NUM}\s?(?:min|h)\b"),
}
_ASKED = [
    ("area", r"\barea\b|\bsquare\b|\bsq\.? ?(?:ft|feet|m)\b|how big"),
    ("length", r"\bwide\b|\bwidth\b|\bnarrow|\bhigh\b|\bheight|\btall|\bdeep\b|\bdepth|\bthick|\bfar\b|"
               r"\bdistance|\bclose\b|\bapart\b|\bgaps?\b|\bclearance|\bheadroom|\bspace\b|\bdiameter|\bspacing|"
               r"\blength\b|\blong\b|how big|\bsize\b|"
               r"\binch|\bfeet\b|\bfoot\b|\bft\b"),
    ("time", r"\bdays?\b|\bmonths?\b|\byears?\b|"
             r"\bhow soon|\bquickly\b|\bdeadline|\bexpire|\bduration|\bhow often|\bnotice\b"),
    ("rating", r"fire[- ]?(?:resistance|rating|rated)|\brating\b"),
    ("force", r"\bload\b|\bloads\b|\bforce\b|\bstrong\b|\bhold\b|\bweight\b|\bwithstand|\bpressure\b"),
    ("airflow", r"\bfan\b|\bexhaust\b|\bairflow\b|\bpowerful\b|\bventilat"),
    ("sound", r"\bloud\b|\bsound\b|\bnoise\b|\bSTC\b|\bASTC\b"),
    ("slope", r"\bslope|\bsteep"),
    ("temperature", r"\btemperature|\bset-?point|\bdegrees?\b"),
]
_ASKED = [(k, re.compile(p, re.IGNORECASE)) for k, p in _ASKED]


def asked_kinds(question: str) -> set[str]:
    """The kinds of quantity the question asks for ("how wide" -> length), possibly none."""
    if asks_duration(question):  # "how long is a permit good for": a time, "long" no length
        return {k for k, pattern in _ASKED if pattern.search(query_words(question))} | {"time"}
    return {k for k, pattern in _ASKED if pattern.search(question)}


def holds_kind(text: str, kinds: set[str]) -> bool:
    return any(KIND_IN_TEXT[k].search(text) for k in kinds)


# --- rules and their exceptions --------------------------------------------------------------
_EXCEPT = re.compile(r"\bExcept (?:as|where|for)\b[^,]*?\b(?:Sentences?|Clauses?)\s+((?:\(\d+\)(?:\s*(?:to|and|,)\s*)?)+)")


def excepted(text: str) -> set[int]:
    """Sentence numbers a rule names as its exceptions: "Except as permitted by Sentence (3)" -> {3},
    "Except as provided in Sentences (2) to (4)" -> {2, 3, 4}."""
    out: set[int] = set()
    for m in _EXCEPT.finditer(text):
        nums = [int(n) for n in re.findall(r"\((\d+)\)", m.group(1))]
        if len(nums) == 2 and " to " in m.group(1):
            out.update(range(nums[0], nums[1] + 1))
        else:
            out.update(nums)
    return out


def _sentence_number(p) -> int | None:
    m = re.fullmatch(r"\((\d+)\)", p.sentence or "")
    return int(m.group(1)) if m else None


_DEFINING = re.compile(r"\bwhat (?:counts as|is meant by|does\b.*\bmean)|\bmeaning\b|\bdefin(?:e|ed|ition)\b|"
                       r"^\W*what(?: i|')s an? \w+\W*$|\bwhat (?:exactly )?is ['\"]", re.IGNORECASE)


def asks_definition(question: str) -> bool:
    """"What counts as a crawl space?", "What does 'grade' mean?": the question asks what a term means."""
    return bool(_DEFINING.search(question))


def lead_first(question: str, passages: Sequence, look: int = 5) -> list:
    """``passages`` (best first) with the one that holds what was asked moved to the front (see the
    module docstring); the others keep their order. Only the first ``look`` are considered."""
    passages = list(passages)
    if len(passages) < 2:
        return passages
    words = set(tokenize(question))
    kinds = asked_kinds(question)
    head = passages[:look]
    # exceptions: passage -> the rule (of the same Article, among the candidates) that names it
    rule_of = {}
    for rule in head:
        for n in excepted(rule.text):
            for p in head:
                if p.clause_id == rule.clause_id and _sentence_number(p) == n:
                    rule_of.setdefault(p.id, rule)

    def asks_for_exception(p) -> bool:
        own = set(tokenize(p.text)) - set(tokenize(rule_of[p.id].text))
        return bool(own & words)

    def demoted(p) -> bool:
        return p.id in rule_of and not asks_for_exception(p)

    ok = [p for p in head if not demoted(p)]
    if asks_definition(question):
        defined = [p for p in ok if "#term-" in p.id]
        if defined:
            return [defined[0], *[p for p in passages if p is not defined[0]]]
    with_kind = [p for p in ok if kinds and holds_kind(p.text, kinds)]
    lead = (with_kind or ok or head)[0]
    rest = [p for p in passages if p is not lead]
    return [lead, *rest]
