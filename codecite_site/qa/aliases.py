"""The Code's own abbreviations, read from its text, so that a question may use them.

Users and designers write ``U-value``, ``FDWR``, ``STC`` or ``COP`` where the Code's
requirements say "overall thermal transmittance", "fenestration and door area to gross
wall area ratio", "sound transmission class" or "coefficient of performance". The Code
itself says which is which, in two ways, and both are read (``Aliases.build``):

- its list of symbols and other abbreviations (Division A, Article 1.4.2.1. in the NBC
  family), printed as ``U-value ........ overall thermal transmittance``: each entry of
  a passage holding at least ``LIST_MIN`` leader-dot entries;
- a long form followed by its abbreviation in parentheses, ``... a sound transmission
  class (STC) rating ...``, matched by the Schwartz-Hearst algorithm (Schwartz and
  Hearst, "A simple algorithm for identifying abbreviation definitions in biomedical
  text", PSB 2003): the abbreviation's letters are found, last to first, in the words
  before it, the first one starting a word.

Only abbreviations proper are kept: one token of 2 to 10 characters holding two
capitals (``STC``, ``FDWR``, ``HDD``) or a capital and a hyphen (``U-value``), whose
meaning has at least two words (a unit's symbol, ``W ... watt(s)``, is not one: the
imperial conversions handle units). A question naming one (as written: ``COP`` is
an abbreviation, ``cop`` is not) is searched with its meaning beside it
(``expand``), by BM25 and by the local model alike; nothing is taken away.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

LIST_MIN = 3  # leader-dot entries that make a passage a list of abbreviations
_ENTRY = re.compile(r"(?:^|(?<=\s))(?P<short>\S{1,12})\s\.{3,}\s(?P<long>.+?)(?=\s\S{1,12}(?:\s\S{1,8})?\s\.{3,}\s|$)",
                    re.DOTALL)
_PAREN = re.compile(r"\((?P<short>[A-Za-z][\w\-]{1,9})\)")
_WORD = re.compile(r"\S+")


def is_abbreviation(short: str) -> bool:
    """One token of 2 to 10 characters with two capitals, or a capital and a hyphen."""
    if not 2 <= len(short) <= 10 or not short[0].isalnum() or " " in short:
        return False
    capitals = sum(c.isupper() for c in short)
    return capitals >= 2 or (capitals == 1 and "-" in short)


def long_form(short: str, before: str) -> str | None:
    """The long form ``short`` abbreviates at the end of ``before`` (Schwartz-Hearst), or None."""
    # Schwartz-Hearst look back min(|A| + 5, 2|A|) words; one more, for the Code's long compounds
    # ("fenestration and door area to gross wall area ratio (FDWR)": 9 words for 4 letters)
    words = _WORD.findall(before)[-min(len(short) + 6, 2 * len(short) + 1):]
    text = " ".join(words)
    s, i = len(short) - 1, len(text) - 1
    while s >= 0:
        c = short[s].lower()
        if not c.isalnum():
            s -= 1
            continue
        while i >= 0 and (text[i].lower() != c or (s == 0 and i > 0 and text[i - 1].isalnum())):
            i -= 1
        if i < 0:
            return None
        i -= 1
        s -= 1
    start = text.rfind(" ", 0, i + 1) + 1
    found = text[start:].strip(" ,;:\u201c\u201d\"'")
    if "(" in found or ")" in found:  # another abbreviation's parenthesis: not one long form
        return None
    return found if len(found.split()) >= 2 and len(found) > len(short) else None


def _meaning(text: str) -> str:
    """An entry's meaning without its plural mark, a web address or a "(see ..." and trailing
    punctuation: ``British thermal unit(s)`` -> ``British thermal unit``."""
    text = re.sub(r"\(s\)", "", text)
    text = re.sub(r"\s*\((?:www\.|see\b|[\w.-]+\.(?:org|ca|com|gov)\b)[^)]*\)?", "", text)
    if text.count("(") > text.count(")"):  # cut by the next entry: keep what is whole
        text = text[:text.rindex("(")]
    return text.strip(" .,;\u201c\u201d\"'")


@dataclass
class Aliases:
    """Abbreviation -> the Code's words for it."""

    meanings: dict[str, str] = field(default_factory=dict)

    @classmethod
    def build(cls, texts) -> "Aliases":
        found: dict[str, str] = {}
        for text in texts:
            if text.count("...") >= LIST_MIN:
                entries = [(m["short"], _meaning(m["long"])) for m in _ENTRY.finditer(text)]
                if len(entries) >= LIST_MIN:
                    for short, meaning in entries:
                        if is_abbreviation(short) and len(meaning.split()) >= 2:
                            found.setdefault(short, meaning)
            for m in _PAREN.finditer(text):
                short = m["short"]
                if is_abbreviation(short) and short not in found:
                    meaning = long_form(short, text[:m.start()])
                    if meaning:
                        found[short] = meaning
        return cls(found)

    def expand(self, question: str) -> str:
        """``question`` with the meaning of each abbreviation it names beside it (once)."""
        if not self.meanings:
            return question
        out, done = question, set()
        for token in re.findall(r"[A-Za-z][\w\-]{1,9}", question):
            short = token if token in self.meanings else token[:-1] if token.endswith("s") else ""
            if short in self.meanings and short not in done and self.meanings[short].lower() not in question.lower():
                done.add(short)
                out += f" ({self.meanings[short]})"
        return out
