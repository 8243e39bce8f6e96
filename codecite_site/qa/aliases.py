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
# an entry's meaning runs to the next entry's abbreviation: one word ("EER"), or two when the first is short ("US
# gal.", "U.S. EPA"), never a meaning's last word taken with it ("thermal efficiency EER")
_ENTRY = re.compile(r"(?:^|(?<=\s))(?P<short>\S{1,12})\s\.{3,}\s(?P<long>.+?)"
                    r"(?=\s\S{1,12}\s\.{3,}\s|\s\S{1,4}\s\S{1,8}\s\.{3,}\s|$)", re.DOTALL)
_PAREN = re.compile(r"\((?P<short>[A-Za-z][\w\-]{1,9})\)")
_WORD = re.compile(r"\S+")
_SUCH_AS = re.compile(r"\bsuch as\s+(?P<list>[^.;:()]+)")
_LIST_SPLIT = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
_LEADING = re.compile(r"^(?:an?|the|individual|other)\s+", re.IGNORECASE)
KIND_MIN = 2  # passages of the Code naming an example with its term, at least
KIND_SHARE = 0.1  # ... and at least this share of the passages naming the example
# an acronym the Code does not define, read by its initials (``Aliases.initials``): the phrase of the Code
# whose words begin with its letters (three at least: two begin too many phrases, "CO" the "carried out"
# of the NBC's text before its "carbon monoxide"), written at least INITIALS_MIN times and INITIALS_LEAD
# times as often as any other, and not nearly always (FRAGMENT) followed by one same word: then it is
# part of a longer term ("air conditioner heat" pumps, for "ACH")
INITIALS_MIN = 3
INITIALS_LEAD = 2
FRAGMENT = 0.9
# units typed in capitals, never a phrase's initials ("1,200 CFM": the imperial conversions read them)
UNIT_SYMBOLS = frozenset({"cfm", "gpm", "mbh", "btu", "btuh", "kbtu", "kw", "kva", "va", "hp", "psi", "psf",
                          "sf", "ft", "in", "mm", "cm", "rpm", "hz", "lm", "fc"})
_TYPED_ACRONYM = re.compile(r"(?<![\w'\u2019])(?P<letters>[A-Z]{3,6})(?P<plural>s)?(?![\w'\u2019])")


def listed(text: str) -> list[tuple[str, str]]:
    """The entries of a list of abbreviations (``short .......... meaning``, at least ``LIST_MIN``), as printed
    ("SL", "Et", "No."); [] for any other text."""
    if text.count("...") < LIST_MIN:
        return []
    entries = [(m["short"], _meaning(m["long"])) for m in _ENTRY.finditer(text)]
    return entries if len(entries) >= LIST_MIN else []


def list_excerpt(text: str, shorts) -> str | None:
    """A list of abbreviations (``listed``) as an answer quotes it when asked what some of them stand for: those
    entries as printed ("SL ................. standby losses"), each gap shown by an ellipsis; None when it
    lists none of ``shorts``."""
    found = [m for m in _ENTRY.finditer(text) if m["short"] in shorts] if listed(text) else []
    if not found:
        return None
    out, end = [], 0
    for m in found:
        if m.start() > end:
            out.append("\u2026")
        out.append(text[m.start():m.end()].strip())
        end = m.end()
    if end < len(text.rstrip()):
        out.append("\u2026")
    return " ".join(out)


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
    """An entry's meaning without its plural mark, a "(see ..." or an organisation's address (a
    parenthesis holding a web address: "CSA Group (5060 Spectrum Way, ...; www.csagroup.ca)"), a qualifier in
    parentheses ("thermal resistance value ( metric unit)", "dry bulb (temperature)": the words the question is
    searched with beside the abbreviation) and trailing punctuation: ``British thermal unit(s)`` -> ``British
    thermal unit``."""
    text = re.sub(r"\(s\)", "", text)
    text = re.sub(r"\s*\((?:see\b|[^()]*?(?:www\.|https?://|[\w.-]+\.(?:org|ca|com|gov)\b))[^)]*\)?", "", text)
    if text.count("(") > text.count(")"):  # cut by the next entry: keep what is whole
        text = text[:text.rindex("(")]
    text = re.sub(r"\s*\([^()]*\)", "", text)
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
    corpus: str = ""  # the Code's passages, lower-cased, one per line: for ``initials``
    _initials: dict = field(default_factory=dict, repr=False)  # acronym -> its reading (or None), once read

    @classmethod
    def build(cls, texts, definitions=(), words=None) -> "Aliases":
        """From the Code's passages ``texts`` (abbreviations); and from ``definitions``, (term,
        definition) pairs, the examples named with their term in at least ``KIND_MIN`` of the
        other passages, read by ``words`` (a text's words, in order, as the engine's BM25 reads them)."""
        texts = list(texts)
        found: dict[str, str] = {}
        for text in texts:
            for short, meaning in listed(text):
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
        return cls(found, kinds, "\n".join(t.lower() for t in texts))

    def initials(self, acronym: str, words, context=frozenset()) -> str | None:
        """The Code's words an acronym it never defines stands for, by its initials: "VAV" the
        "variable air volume" the NECB writes 17 times (as "Variable-Air-Volume" in a title), "HRV"
        its "heat recovery ventilators". Designers type their trade's acronyms; a Code writes the
        words out. Read from the Code's text, not from a glossary: the run of words (split at spaces
        and hyphens, none of them a word BM25 leaves out: "energy model shall" is no term) whose first
        letters spell the acronym, counted by their stems ("ventilator", "ventilators" one), kept
        when it is written at least ``INITIALS_MIN`` times and ``INITIALS_LEAD`` times as often as
        any other run of those initials, is not a longer term's beginning (``FRAGMENT``) and is
        written more often than the acronym itself: "SHGC" (one "solar heat gain coefficient") and
        "CSA" (the standards body, 127 times) read as nothing. And only beside the question's other
        words (``context``, as ``words`` reads them): a passage holding the phrase holds one of them,
        as the shorthand is read (``Speller.shorthand``). Initials alone do not tell a meaning: the
        NECB's "space temperature control" is not the "STC" of "an STC rating for party walls" (a
        sound transmission class, which the NECB never names); its passages name no sound, rating
        or wall. ``words``: a text's words as BM25 reads them (stemmed, without its stop words)."""
        letters = acronym.lower()
        if letters not in self._initials:
            if len(self._initials) > 256:
                self._initials.clear()
            self._initials[letters] = self._read_initials(letters, words)
        read, beside = self._initials[letters]
        return read if read and {t for t in context if not t.isdigit()} & beside else None

    def _read_initials(self, letters: str, words) -> tuple[str | None, frozenset]:
        """``initials``' phrase for ``letters`` (or None) and the words of the passages holding it."""
        pattern = re.compile(r"(?<![a-z0-9])(?P<run>" + r"[ \-]+".join(f"{c}[a-z]+" for c in letters)
                             + r")(?![a-z0-9])(?:[ \-]+(?P<next>[a-z]+))?")
        counts: dict[tuple, int] = {}
        shown: dict[tuple, str] = {}
        at: dict[tuple, list[int]] = {}  # where it is written
        after: dict[tuple, dict[str, int]] = {}  # the word that follows it in the same run of words
        for m in pattern.finditer(self.corpus) if self.corpus and len(letters) >= 3 else ():
            phrase = re.sub(r"[ \-]+", " ", m["run"])
            key = tuple(words(phrase))
            if len(key) == len(letters):  # a stop word inside ("or all", "energy model shall") breaks a term
                counts[key] = counts.get(key, 0) + 1
                shown.setdefault(key, phrase)
                at.setdefault(key, []).append(m.start())
                following = after.setdefault(key, {})  # a stop word ("shall") extends no term
                nxt = m["next"] if m["next"] and words(m["next"]) else None
                following[nxt] = following.get(nxt, 0) + 1
        ranked = sorted(counts.items(), key=lambda kv: -kv[1])
        if not ranked or ranked[0][1] < INITIALS_MIN or (len(ranked) > 1 and ranked[0][1] < INITIALS_LEAD * ranked[1][1]):
            return None, frozenset()
        key, n = ranked[0]
        # the Code writing the acronym itself as often uses it as its own word ("CSA" the standards
        # body, 127 times in the NECB 2017, not its "cooling supply air"): BM25 finds it as typed
        own = len(re.findall(rf"(?<![a-z0-9]){letters}s?(?![a-z0-9])", self.corpus))
        if own >= n or max((c for w, c in after[key].items() if w is not None), default=0) >= FRAGMENT * n:
            return None, frozenset()
        beside: set[str] = set()
        for start in at[key]:  # the passages holding it: one per line of ``corpus``
            end = self.corpus.find("\n", start)
            beside.update(words(self.corpus[self.corpus.rfind("\n", 0, start) + 1:end if end >= 0 else None]))
        return shown[key], frozenset(beside - set(key))

    def expand(self, question: str, words=None) -> str:
        """``question`` with the meaning of each abbreviation it names beside it (once), and the
        defined term of each example it names (``words``: as for ``build``)."""
        read = self.readings(question, words)
        out = question + "".join(f" ({meaning})" for how, _, meaning in read if how in ("abbreviation", "initials"))
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
        # an acronym typed in capitals (in a question not all in capitals) that the Code does not define,
        # nor a unit's symbol (after a number or a slash: "1,200 cfm", "W/cfm"): read by its initials
        shouted = not re.search(r"[a-z]", _TYPED_ACRONYM.sub(" ", question))
        for m in () if shouted or words is None else _TYPED_ACRONYM.finditer(question):
            letters = m["letters"]
            if (letters in done or letters in self.meanings or letters.lower() in UNIT_SYMBOLS
                    or re.search(r"[\d/]\s?$", question[:m.start()])):
                continue
            done.add(letters)
            context = set(words(question[:m.start()] + " " + question[m.end():]))
            read = self.initials(letters, words, context)
            if read and read not in question.lower():
                out.append(("initials", m.group(0), read))
        if self.kinds and words is not None:
            asked = f" {' '.join(words(question))} "
            terms: dict[str, str] = {}
            for e, t in self.kinds.items():
                if f" {' '.join(words(e))} " in asked and f" {' '.join(words(t))} " not in asked:
                    terms.setdefault(t, e)
            out += [("example", e, t) for t, e in terms.items()]
        return out
