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

The Code's defined terms are read the same way, for the examples their definitions
give: "*Fenestration* means all areas ... that transfer visible light, such as windows,
clerestories, skylights ...". A user asks about skylights and windows; the requirement
says "fenestration" ("the maximum skylight area" is the fenestration and door area of
Article 3.2.1.4. in the NECB). A question naming an example is searched with its term
beside it (``kinds``). A "such as" list does not always give kinds of the term itself
("an enclosed space ... surrounded by solid surfaces such as walls, floors, ceilings";
"landscape lighting: lighting of natural features such as trees, shrubs, rocks and
pools"), so an example is kept only where the Code's other passages name it with its
term: in at least ``KIND_MIN`` passages and ``KIND_SHARE`` of those naming it (NECB 2017:
windows and skylights are kept for fenestration, 7 and 5 passages of 25 and 20; floors,
partitions and pools are not, in 1, 0 and 0 of 52, 6 and 16).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

LIST_MIN = 3  # leader-dot entries that make a passage a list of abbreviations
_ENTRY = re.compile(r"(?:^|(?<=\s))(?P<short>\S{1,12})\s\.{3,}\s(?P<long>.+?)(?=\s\S{1,12}(?:\s\S{1,8})?\s\.{3,}\s|$)",
                    re.DOTALL)
_PAREN = re.compile(r"\((?P<short>[A-Za-z][\w\-]{1,9})\)")
_WORD = re.compile(r"\S+")
_SUCH_AS = re.compile(r"\bsuch as\s+(?P<list>[^.;:()]+)")
_LIST_SPLIT = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_LEADING = re.compile(r"^(?:an?|the|individual|other)\s+", re.IGNORECASE)
KIND_MIN = 2  # passages of the Code naming an example with its term, at least
KIND_SHARE = 0.1  # ... and at least this share of the passages naming the example


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


def examples(definition: str) -> list[str]:
    """The examples a definition gives after "such as", as printed, of one or two words each
    (``windows``, ``dwelling unit``; "etc." and longer phrases left out)."""
    m = _SUCH_AS.search(definition)
    if not m:
        return []
    out = []
    for item in _LIST_SPLIT.split(m["list"]):
        item = _LEADING.sub("", item.strip()).strip()
        if item and len(item.split()) <= 2 and "etc" not in item:
            out.append(item.lower())
    return out


@dataclass
class Aliases:
    """Abbreviation -> the Code's words for it; an example a definition gives -> its defined term."""

    meanings: dict[str, str] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)

    @classmethod
    def build(cls, texts, definitions=(), words=None) -> "Aliases":
        """From the Code's passages ``texts`` (abbreviations); and from ``definitions``, (term,
        definition) pairs, the examples named with their term in at least ``KIND_MIN`` of the
        other passages, read by ``words`` (a text's words, in order, as the engine's BM25 reads them)."""
        texts = list(texts)
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
        kinds: dict[str, str] = {}
        if definitions and words is not None:
            defining = {d for _, d in definitions}
            others = [t for t in texts if t not in defining]  # a definition names both by construction
            lowered = [t.lower() for t in others]
            held: dict[int, str] = {}  # a passage's words as one string, to find a phrase in; read when needed

            def words_of(i: int) -> str:
                if i not in held:
                    held[i] = f" {' '.join(words(others[i]))} "
                return held[i]

            for term, definition in definitions:
                term_words = f" {' '.join(words(term))} "
                for example in examples(definition):
                    stems = words(example)
                    example_words = f" {' '.join(stems)} "
                    if not stems or example in kinds or term_words in example_words:
                        continue
                    # only the passages whose text holds the example's first stem ("skylight") are read
                    naming = [i for i, t in enumerate(lowered) if stems[0] in t and example_words in words_of(i)]
                    both = sum(1 for i in naming if term_words in words_of(i))
                    if both >= KIND_MIN and both >= KIND_SHARE * len(naming):
                        kinds[example] = term
        return cls(found, kinds)

    def expand(self, question: str, words=None) -> str:
        """``question`` with the meaning of each abbreviation it names beside it (once), and the
        defined term of each example it names (``words``: as for ``build``)."""
        read = self.readings(question, words)
        out = question + "".join(f" ({meaning})" for how, _, meaning in read if how == "abbreviation")
        terms = [term for how, _, term in read if how == "example"]
        return out + (f" ({', '.join(terms)})" if terms else "")

    def readings(self, question: str, words=None) -> list[tuple[str, str, str]]:
        """What ``expand`` adds, each ``(how, as typed, the Code's words)``: "abbreviation" for an
        abbreviation of the Code and its meaning, "example" for an example a definition gives and
        its defined term (once each)."""
        out: list[tuple[str, str, str]] = []
        done: set[str] = set()
        for token in re.findall(r"[A-Za-z][\w\-]{1,9}", question) if self.meanings else ():
            short = token if token in self.meanings else token[:-1] if token.endswith("s") else ""
            if short in self.meanings and short not in done and self.meanings[short].lower() not in question.lower():
                done.add(short)
                out.append(("abbreviation", token, self.meanings[short]))
        if self.kinds and words is not None:
            asked = f" {' '.join(words(question))} "
            terms: dict[str, str] = {}
            for e, t in self.kinds.items():
                if f" {' '.join(words(e))} " in asked and f" {' '.join(words(t))} " not in asked:
                    terms.setdefault(t, e)
            out += [("example", e, t) for t, e in terms.items()]
        return out
