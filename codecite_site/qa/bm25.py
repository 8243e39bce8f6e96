"""BM25 over chunk text (bm25s): the offline retriever, always available.

Tokenising is ours, not bm25s's default, because the Code's quantities matter:
``1 070 mm`` becomes the one token ``1070`` (its digit groups joined), single
digits are kept, a unit's exponent as printed (``m²``) is the word a user types
(``m2``, and ``sq m`` / ``square metres`` too), and the Snowball English stemmer (PyStemmer, the stemmer
bm25s itself uses) lets ``guards`` find ``guard`` and ``ventilated`` find
``ventilation``. Questions carry many function words ("my", "I", "should",
"have") that the Code never uses for meaning: they are dropped on both sides.

A small thesaurus maps the building words people use to the Code's own
(``railing`` -> ``guard``); it holds general vocabulary only, never words
picked to fix a particular question, and is kept small on purpose. It never
rewrites a word of one of the Code's defined terms (``keep``): "residential
occupancy" stays the Code's term, while "a residential lot" reads "dwelling".

Misspellings (``guardrial``, ``egres``) are matched to the corpus's own words
(``Speller``): a question word that is neither a word of the corpus nor an
English word (the WordPiece vocabulary of the local model, ``lexicon.words``)
is replaced by the corpus words nearest to it in edit distance (1 for words up
to 7 letters, 2 beyond; a transposition counts 1), the commonest first, each
weighted by how far it is (``FUZZY_WEIGHTS``). A misspelt form of a Code word the Code
never writes that way ("dynamicaly": the Code has "dynamic", three edits away) has no corpus
word near it: it is read as the commonest English word one edit away ("dynamical", pyspellchecker's
frequency list) when that word has the stem of a Code word (``english_near``).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from functools import cache, cached_property, lru_cache

import bm25s
import Stemmer
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

_DIGIT_GROUPS = re.compile(r"(?<=\d)[ \u00a0\u2009\u202f](?=\d{3}\b)")
_TOKEN = re.compile(r"[a-z0-9]+")
_STOP = frozenset(STOPWORDS_EN) | {
    # the Code's modal and requirement words, and the question words: present in every Article or in none
    "shall", "may", "must", "minimum", "maximum", "required", "requirement", "what", "how", "when", "where", "which",
    "who", "whom", "why", "need", "needs", "does", "do", "can", "much", "many", "big", "code", "least", "allowed",
    "permitted", "than",
    # function words of questions (pronouns, auxiliaries, determiners): they carry no topic
    "i", "me", "my", "mine", "we", "our", "us", "you", "your", "he", "she", "him", "her", "his", "its", "them",
    "am", "been", "being", "were", "has", "have", "had", "having", "did", "done", "doing", "would", "should",
    "could", "might", "s", "t", "d", "ll", "re", "ve", "m", "isn", "aren", "don", "doesn", "didn", "haven", "hasn",
    "so", "just", "also", "very", "too", "any", "some", "all", "each", "every", "this", "those", "here", "about",
    "get", "got", "go", "goes", "going", "put", "thing", "things", "someone", "somebody", "anyone", "exactly"}
# Synonyms users type that the Code does not use; mapped to the Code's word.
_SYNONYMS = {"guardrail": "guard", "guardrails": "guard", "railing": "guard", "banister": "handrail",
             "detector": "alarm", "detectors": "alarm", "basement": "basement", "residential": "dwelling",
             "house": "dwelling", "home": "dwelling", "steps": "stair", "staircase": "stair",
             # adjectives the Code uses for dimensions -> the noun users ask with
             "high": "height", "tall": "height", "wide": "width", "deep": "depth", "long": "length",
             "thick": "thickness", "heights": "height", "widths": "width",
             # and their comparatives and superlatives ("the tallest riser", "deeper footings")
             "higher": "height", "highest": "height", "taller": "height", "tallest": "height", "wider": "width",
             "widest": "width", "deeper": "depth", "deepest": "depth", "longer": "length", "longest": "length",
             "thicker": "thickness", "thickest": "thickness",
             # the Code's aims are its objectives ("which of the code's goals covers saving energy?")
             "goal": "objective", "goals": "objective"}
# Words users type for which the Code has a word of its own, while also using theirs in its own sense
# ("outdoor air", "the outside of a wall"): searched as typed and, at RELATED_WEIGHT, as the Code's
# word ("outdoor lighting" reaches "Exterior Lighting"); a rewrite would lose the Code's own use.
_RELATED = {"outdoor": "exterior", "outdoors": "exterior", "outside": "exterior",
            "indoor": "interior", "indoors": "interior", "inside": "interior"}
RELATED_WEIGHT = 0.5
_STEMMER = Stemmer.Stemmer("english")


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    """Snowball's stem; a noun in "-acy" as its adjective in "-ate", which Snowball stems apart ("accuracy" ->
    accuraci, "accurate" -> accur): asked for a thermostat's accuracy, the Code's "accurate to within 1°C"."""
    if word.isdigit():
        return word
    if len(word) > 6 and word.endswith("acy"):
        word = word[:-3] + "ate"
    return _STEMMER.stemWord(word)


# a unit's exponent as printed (``m²``) and as typed (``m2``, ``sq m``, ``square metres``) are one word
_EXPONENTS = str.maketrans({"²": "2", "³": "3", "¹": "1", "⁻": "-"})


def fold_exponents(text: str) -> str:
    """A unit's exponent as printed, read as typed: ``m²`` -> ``m2``, ``s⁻¹`` -> ``s-1``."""
    return text.translate(_EXPONENTS)


_SQUARE_METRES = re.compile(r"\b(?:sq\.?\s*m|square\s+met(?:re|er)s?)(?![\w.])")


def words(text: str) -> list[str]:
    """The lower-case words and numbers of ``text`` (digit groups joined: ``1 070`` -> ``1070``;
    ``m²``, ``sq m`` and ``square metre`` -> ``m2``)."""
    text = fold_exponents(text.lower())
    if "sq" in text or "square" in text:
        text = _SQUARE_METRES.sub("m2", text)
    if not text.isascii():
        text = fold_accents(text)
    return _TOKEN.findall(_DIGIT_GROUPS.sub("", text))


def fold_accents(text: str) -> str:
    """``text`` with its letters' accents dropped ("Montréal" -> "Montreal", "Trois-Rivières" -> "Trois-Rivieres"):
    one word whether or not its accents are typed, never split at an accented letter ("montr", "al")."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def _token(w: str, rewrite: bool = True) -> str | None:
    w = _SYNONYMS.get(w, w) if rewrite else w
    return None if w in _STOP else _stem(w)


Terms = frozenset  # of word tuples: the Code's defined terms, ("residential", "occupancy")


def defined_words(ws: list[str], keep: Terms) -> set[int]:
    """The indices of ``ws`` that are part of one of the defined terms ``keep`` (word tuples)."""
    out: set[int] = set()
    if not keep:
        return out
    starting = _by_first_word(keep)
    for i, w in enumerate(ws):
        for term in starting.get(w, ()):
            if tuple(ws[i:i + len(term)]) == term:
                out.update(range(i, i + len(term)))
    return out


@lru_cache(maxsize=16)
def _by_first_word(keep: Terms) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The defined terms ``keep`` by their first word (a word is looked up, not every term tried)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for term in keep:
        out.setdefault(term[0], []).append(term)
    return {w: tuple(ts) for w, ts in out.items()}


# "how long" asks for a time, not a length, when the question speaks of time ("how long is my
# permit good for", "how long do I have to ...", "how long before ..."); otherwise it asks for a
# length ("how long must a ramp landing be")
_HOW_LONG = re.compile(r"\bhow\s+long\b", re.IGNORECASE)
_TIME_CUE = re.compile(
    r"\b(?:good|valid|last|lasts|take|takes|wait|before|until|till|after|expire|expires|remain|remains|stay|stays|"
    r"keep|kept|retain|retained|stored|notice|period|ago|seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b"
    r"|\bhave\s+to\s+(?!be\b)\w+", re.IGNORECASE)


def asks_duration(question: str) -> bool:
    """True when ``question`` asks "how long" of a time: ``long`` is then no dimension."""
    m = _HOW_LONG.search(question)
    return bool(m and _TIME_CUE.search(question, m.end()))


def query_words(question: str) -> str:
    """A question as it is searched: "how long" asking for a time loses ``long`` (the thesaurus
    would read it as ``length``, the word of dimensions)."""
    return _HOW_LONG.sub("how", question) if asks_duration(question) else question


def tokenize(text: str, keep: Terms = frozenset()) -> list[str]:
    """The BM25 tokens of ``text``. A word of one of the defined terms ``keep`` is never rewritten by
    the thesaurus: "residential occupancy" is the Code's term, not "dwelling occupancy"."""
    ws = words(text)
    kept = defined_words(ws, keep)
    return [t for t in (_token(w, i not in kept) for i, w in enumerate(ws)) if t is not None]


# --- misspellings ------------------------------------------------------------------------
FUZZY_WEIGHTS = {1: 0.8, 2: 0.5}  # a word matched at edit distance 1 or 2 counts this much
FUZZY_MIN_LENGTH = 4  # shorter words have too many neighbours to guess from
FUZZY_CHOICES = 2  # corpus words kept per misspelt word (the commonest at the smallest distance)
ENGLISH_NEAR_MIN_LENGTH = 6  # shorter misspellings are too often another word's abbreviation ("equiv")
COMPOUND_PART = 3  # letters, at least, of each word of a compound written the other way ("crawlspace")
# a word negated by its prefix that the Code writes with "not" ("unmet": the Code's "loads ... are not met")
NEGATING = ("non", "un")
_NOT_NEGATED = frozenset({"unless", "unlike", "until", "unto", "none", "nonetheless"})  # function words
# shorthand: a practitioner's contraction ("ht", "bsmt", "clg", "req'd") or a word cut short before a
# period ("approx.", "dia."): see ``Speller.shorthand``
SHORTHAND_LETTERS = (2, 6)  # letters of a contraction or a cut word, at least and at most
CLIPPED_LETTERS = (5, 6)  # letters of a word cut short without a period ("combi", "insul"), at least and at most
_CONTRACTED = re.compile(r"(?<![\w'\u2019.])([A-Za-z]+)(?:['\u2019]([A-Za-z]{1,2}))?(?![\w'\u2019])")
_VOWELS = re.compile(r"[aeiouy]")
_AFTER_NUMBER = re.compile(r"\d\s?$")  # what a unit's symbol follows
# a word typed in capitals ("DOAS", "VD", "ERVs") in a text that is not all capitals: an acronym, never a
# misspelt or shortened word ("DOAS" is not "does", "VD" not "ventilated"); ``qa.aliases`` reads it
_ACRONYM = re.compile(r"(?<![\w'\u2019])[A-Z]{2,6}(?:s\b)?(?![\w'\u2019])")


def acronyms(text: str) -> frozenset[str]:
    """The words of ``text`` typed as acronyms, lower-cased: in capitals (2 to 6, a plural's "s"
    kept), in a text with lower-case letters elsewhere (a question typed all in capitals shouts)."""
    found = [m.group(0) for m in _ACRONYM.finditer(text)]
    if not found or not re.search(r"[a-z]", _ACRONYM.sub(" ", text)):
        return frozenset()
    return frozenset(w.lower() for w in found)
_CONTRACTION_ENDS = frozenset({"s", "t", "m", "ve", "re", "ll"})  # English's: "that's", "we'll"
# not shorthand: English contractions typed without their apostrophe ("isnt" is not "insignificant") and US
# units' symbols typed without a number ("how many cfm" is not "conform")
_NOT_SHORTHAND = frozenset({"isnt", "dont", "doesnt", "didnt", "wont", "wouldnt", "shouldnt", "couldnt", "cant", "arent",
                            "wasnt", "werent", "hasnt", "havent", "hadnt", "mustnt", "neednt", "thats", "whats", "im",
                            "ive", "cfm", "gpm", "psf", "psi", "mph", "btu", "btuh", "kwh", "sqft", "sf", "ft", "lbs",
                            "lb", "yd", "hp"})
_CUT = re.compile(r"(?<![\w'\u2019.])([A-Za-z]+)\.(?=\s+[a-z0-9])")


def edit_distance(a: str, b: str, most: int = 2) -> int:
    """Levenshtein distance with adjacent transpositions counted as one edit (optimal string
    alignment); anything above ``most`` is returned as ``most + 1``."""
    if abs(len(a) - len(b)) > most:
        return most + 1
    prev2, prev = None, list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if prev2 is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > most:
            return most + 1
        prev2, prev = prev, cur
    return min(prev[-1], most + 1)


def _fits(code_word: str, short: str, cut: bool) -> bool:
    """Whether ``short`` may be ``code_word`` written short: its beginning (``cut``), or its first
    and last letters with letters of it between, in order (a contraction)."""
    c = code_word
    if not c.isalpha() or len(c) < len(short) + (1 if cut else 2) or c[0] != short[0]:
        return False
    if cut:
        return c.startswith(short)
    letters = iter(c)
    return c[-1] == short[-1] and all(ch in letters for ch in short)


def _deletes(word: str) -> set[str]:
    return {word} | {word[:i] + word[i + 1:] for i in range(len(word))}


def _english(word: str, frequent: bool = True) -> bool:
    """Whether ``word`` is English: a word of the model's vocabulary (or one inflected from it) or, with
    ``frequent``, a word frequent in English (``common_english``)."""
    from ..lexicon import words as english

    vocab = english()
    if word in vocab or (frequent and common_english(word)):
        return True
    # an inflection of a word of the vocabulary, unless the English frequency list never sees it written so:
    # "chiled" is not Chile's, but "chilled" misspelt; "acess" is "access"
    frequency = _english_frequency()
    for suffix, base in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e")):
        if word.endswith(suffix) and word[: -len(suffix)] + base in vocab and (not frequency or word in frequency):
            return True
    return False


# an English word at least this frequent in pyspellchecker's English frequency list (counts from the
# OpenSubtitles corpus) is a word, never a misspelling of the Code's: "blower" (818) is not "lower",
# "scald" (297) not "scale"; a misspelling is 0 there ("hieght", "insualtion") and a rare form near one
# ("gest", 50) stays correctable. The model's WordPiece vocabulary, 21 722 words, lacks them
ENGLISH_MIN_FREQUENCY = 100


@cache
def _english_frequency() -> dict:
    try:
        from spellchecker import SpellChecker
    except ImportError:  # the vocabulary alone then
        return {}
    return SpellChecker(language="en", distance=1).word_frequency.dictionary


# a word less frequent than this in pyspellchecker's English list is rare in English ("balusters" 50, "lattice"
# 348; "furnace" 2 489, "routes" 4 622, "decision" 75 095): ``Engine.note_word_first``
RARE_IN_ENGLISH = 1000


def rare_in_english(word: str) -> bool:
    """Whether ``word`` (lower case) is rare in English (``RARE_IN_ENGLISH``); never without the frequency list."""
    frequency = _english_frequency()
    return bool(frequency) and frequency.get(word, 0) < RARE_IN_ENGLISH


def common_english(word: str) -> bool:
    """Whether ``word`` (lower case) is an English word frequent enough never to be taken for a misspelling."""
    return ENGLISH_MIN_FREQUENCY > 0 and _english_frequency().get(word, 0) >= ENGLISH_MIN_FREQUENCY


@cache
def _english_checker():
    try:
        from spellchecker import SpellChecker
    except ImportError:
        return None
    return SpellChecker(language="en", distance=1)


def english_near(word: str) -> str | None:
    """The commonest English word one edit from ``word`` (lower case), in pyspellchecker's frequency list."""
    checker = _english_checker()
    if checker is None or len(word) < ENGLISH_NEAR_MIN_LENGTH:
        return None
    frequency = _english_frequency()
    near = sorted(checker.candidates(word) or (), key=lambda w: (-frequency.get(w, 0), w))
    return near[0] if near and near[0] != word else None


class Speller:
    """The corpus's vocabulary, for matching misspelt question words to it.

    Candidates come from an index of each corpus word with one letter deleted (any two words
    within two edits share such a form, except for two substitutions, checked directly among
    words of the same length), then are checked with ``edit_distance``. Built on first use."""

    def __init__(self, counts: Counter, pairs: frozenset = frozenset()):
        self.pairs = pairs  # "crawl space": two words the Code writes side by side
        self.stems = {_stem(w) for w in counts}
        # corpus word -> number of texts holding it; the thesaurus's words count as their Code word
        # (a misspelt "guardrial" is near the user's "guardrail", which means the Code's "guard")
        self.counts = Counter(counts)
        for word, code in _SYNONYMS.items():
            if word not in self.counts and (code in counts or _stem(code) in self.stems):
                self.counts[word] = counts.get(code, 1)
        self._index: dict[str, list[str]] | None = None
        self._by_length: dict[int, list[str]] = {}
        # the texts holding a BM25 token, and how many texts there are: for ``shorthand``'s co-occurrences
        # (``Bm25Index.build`` gives its index's own; else read from ``texts`` when first needed)
        self.texts: list[str] = []
        self.holding: Callable[[str], frozenset[int]] | None = None
        self.size = 0

    @classmethod
    def build(cls, texts: list[str]) -> "Speller":
        counts: Counter = Counter()
        pairs: set[str] = set()
        for t in texts:
            ws = words(t)
            counts.update({w for w in ws if w.isalpha() and len(w) >= 2})
            pairs.update(f"{a} {b}" for a, b in zip(ws, ws[1:])
                         if len(a) >= COMPOUND_PART and len(b) >= COMPOUND_PART and a.isalpha() and b.isalpha())
        speller = cls(counts, frozenset(pairs))
        speller.texts = list(texts)
        return speller

    def texts_holding(self, token: str) -> frozenset[int]:
        """The indexes of the texts holding a BM25 token (``tokenize``'s: stemmed)."""
        if self.holding is None:
            held: dict[str, set[int]] = {}
            for i, t in enumerate(self.texts):
                for w in set(tokenize(t)):
                    held.setdefault(w, set()).add(i)
            postings = {w: frozenset(ix) for w, ix in held.items()}
            self.holding, self.size = (lambda w: postings.get(w, frozenset())), len(self.texts)
        return self.holding(token)

    def shorthand(self, text: str) -> list[tuple[int, int, str]]:
        """The words of ``text`` written short, each ``(start, end, the Code's word)``, in order.

        Inspectors and designers write "guard ht req'd", "bsmt clg", "approx. 2.3 m". Read from
        the Code's own words, two forms only, so that no real word is taken for one:

        - a contraction: a word of ``SHORTHAND_LETTERS`` letters with no vowel after its first
          letter ("ht", "bsmt", "clg"; a word the vocabulary lacks, "sag", has vowels), or with
          an apostrophe inside ("req'd"), that is neither a word of the Code nor English (the
          local model's vocabulary), not typed in capitals (``SFD``, ``VD``: an acronym, read by
          ``qa.aliases``; ``acronyms``) nor after a number ("2.5 gpm", "3000 cfm":
          a unit's symbol); the Code's words starting with its first
          letter, ending with its last and holding its letters in order ("ht": height, heat, hot);
        - a cut word: a word the Code does not use, followed by a period and then a lower-case
          word or a number (not a sentence's end: "approx. 2.3 m", "min. width"); the Code's
          words it begins ("approx": approximately).

        Of those, one of the words BM25 leaves out (``_STOP``: "required", "minimum") is read first,
        the commonest; else the one the Code uses most often beside the question's other words:
        each other word weighs by how rare it is (ln of the texts over those holding it), times
        ln(1 + the texts holding both). None is read when no candidate shares a text with them,
        unless it is the only one."""
        lo, hi = SHORTHAND_LETTERS
        found: list[tuple[int, int, str, bool]] = []  # (start, end, letters, cut)
        for m in _CUT.finditer(text):
            w = m.group(1).lower()
            if lo + 1 <= len(w) <= hi and w not in self.counts and w not in _STOP:
                found.append((m.start(1), m.end(0), w, True))  # the period read with it
        cut_at = {a for a, *_ in found}
        typed_acronyms = acronyms(text)
        for m in _CONTRACTED.finditer(text):
            typed = m.group(0)
            w = (m.group(1) + (m.group(2) or "")).lower()
            if (m.start() in cut_at or not lo <= len(w) <= hi or typed.lower() in typed_acronyms
                    or _AFTER_NUMBER.search(text, 0, m.start())  # "2.5 gpm", "3000 cfm": a unit
                    or w in self.counts or w in _SYNONYMS or w in _STOP or _english(w) or w in _NOT_SHORTHAND
                    or (m.group(2) and (len(m.group(1)) < 2 or _english(m.group(1).lower())  # "I've", "don't"
                                        or m.group(2).lower() in _CONTRACTION_ENDS))
                    or (not m.group(2) and _VOWELS.search(w[1:]))):  # "sag", "bbq"? a word, not shorthand
                continue
            found.append((m.start(), m.end(), w, False))
        for m in _CONTRACTED.finditer(text) if CLIPPED_LETTERS else ():
            # a word clipped without a period ("combi boiler", "insul", "mech room"): of ``CLIPPED_LETTERS``
            # letters, with a vowel, neither a word of the Code nor English, not typed in capitals nor after a number
            w = m.group(1).lower()
            if (m.group(2) or m.start() in cut_at or not CLIPPED_LETTERS[0] <= len(w) <= CLIPPED_LETTERS[1]
                    or m.group(0).lower() in typed_acronyms or _AFTER_NUMBER.search(text, 0, m.start())
                    or w in self.counts or w in _SYNONYMS or w in _STOP or _english(w) or _stem(w) in self.stems
                    or not _VOWELS.search(w[1:]) or any(a == m.start() for a, *_ in found)
                    # a letter or two short of a word of the Code is a misspelling ("egres", "volum"): the speller's
                    or any(c.startswith(w) and len(c) - len(w) <= 2 for c in self.counts)):
                continue
            found.append((m.start(), m.end(), w, True))
        if not found:
            return []
        # the question's other words, each with the texts holding it
        context = {t: h for t in dict.fromkeys(tokenize(text)) if (h := self.texts_holding(t))}
        n = max(self.size, 1)
        candidates = {(a, b): [c for c in self.counts if _fits(c, w, cut)] for a, b, w, cut in found}
        read: dict[tuple[int, int], str] = {}
        # the word with the fewest readings first, each read one then standing beside the others
        # ("bsmt clg ht": basement, then ceiling beside it, then height beside both)
        for span in sorted(candidates, key=lambda k: (len(candidates[k]), k)):
            best, score = None, 0.0
            # a word the index leaves out (the Code's requirement words, "required", "minimum") is what
            # "req'd" and "min." stand for: the commonest such reading, without co-occurrences to weigh
            common = [c for c in candidates[span] if c in _STOP]
            if common:
                best = max(sorted(common), key=lambda c: self.counts[c])
            for c in sorted(candidates[span]) if best is None else ():
                token = _token(c) or c
                held = self.texts_holding(token)
                s = sum(math.log(n / len(h)) * math.log1p(len(held & h)) for t, h in context.items() if t != token)
                if s > score:
                    best, score = c, s
            if best is None and len(candidates[span]) == 1:  # one reading: no context needed
                best = candidates[span][0]
            if best is not None:
                read[span] = best
                token = _token(best) or best
                if held := self.texts_holding(token):  # a word the index leaves out stands beside none
                    context[token] = held
        return [(a, b, w) for (a, b), w in sorted(read.items())]

    def expand_shorthand(self, text: str, changes: list | None = None) -> str:
        """``text`` with each word written short (``shorthand``) written as the Code's word.
        ``changes``: each appended as ``("shorthand", as typed, as read)``, in order."""
        read = self.shorthand(text)
        if changes is not None:
            changes += [("shorthand", text[start:end], word) for start, end, word in read]
        for start, end, word in reversed(read):
            text = text[:start] + word + text[end:]
        return text

    def negated(self, word: str) -> str | None:
        """The Code's word that ``word`` negates by its prefix (``NEGATING``), where the Code never
        uses ``word`` itself but uses the rest: "unmet" -> "met" (the Code's "loads ... are not met"),
        "uninsulated" -> "insulated"; None for any other word ("unheated", a word of the Code;
        "unless", whose rest "less" says nothing of a topic)."""
        low = word.lower()
        if low in self.counts or _stem(low) in self.stems or low in _NOT_NEGATED:
            return None
        for prefix in NEGATING:
            rest = low[len(prefix):]
            if (low.startswith(prefix) and len(rest) >= COMPOUND_PART and rest.isalpha() and rest in self.counts
                    and rest not in _STOP):
                return rest
        return None

    def compounds(self, text: str, changes: list | None = None) -> str:
        """``text`` with a compound written as the Code does not write it written as it does: one
        word the Code never uses that is two words it writes side by side ("crawlspace": "crawl
        space"), two words it never writes side by side that it writes as one ("hand rail":
        "handrail"), and a word negated by its prefix that the Code never uses written with "not"
        ("unmet": "not met", ``negated``). ``changes``: each appended ``(as typed, as written now)``."""

        def split(m: re.Match) -> str:
            w = m.group(0)
            low = w.lower()
            rest = self.negated(low)
            if rest is not None:
                read = ("Not " if w[0].isupper() else "not ") + w[len(w) - len(rest):]
                if changes is not None:
                    changes.append((w, read))
                return read
            # (a compound is split even when frequent in English: "crawlspace" is the Code's "crawl space")
            if not self.pairs or len(low) < 2 * COMPOUND_PART or low in self.counts or self.known(low, frequent=False):
                return w
            for i in range(COMPOUND_PART, len(low) - COMPOUND_PART + 1):
                if f"{low[:i]} {low[i:]}" in self.pairs:
                    if changes is not None:
                        changes.append((w, f"{w[:i]} {w[i:]}"))
                    return f"{w[:i]} {w[i:]}"
            return w

        text = re.sub(r"[A-Za-z]+", split, text)
        if not self.pairs:
            return text
        out, last = [], 0
        found = list(re.finditer(r"[A-Za-z]+", text))
        i = 0
        while i < len(found) - 1:
            a, b = found[i], found[i + 1]
            joined = (a.group() + b.group()).lower()
            if (text[a.end():b.start()] == " " and min(len(a.group()), len(b.group())) >= COMPOUND_PART
                    and joined in self.counts and f"{a.group().lower()} {b.group().lower()}" not in self.pairs):
                out += [text[last:a.end()], b.group()]  # "hand rail" -> "handrail"
                if changes is not None:
                    changes.append((text[a.start():b.end()], a.group() + b.group()))
                last = b.end()
                i += 2
            else:
                i += 1
        return "".join(out) + text[last:]

    def known(self, word: str, frequent: bool = True) -> bool:
        return (word in self.counts or word in _SYNONYMS or word in _STOP or not word.isalpha()
                or len(word) < FUZZY_MIN_LENGTH or _stem(word) in self.stems or _english(word, frequent))

    def index(self) -> dict[str, list[str]]:
        if self._index is None:
            index: dict[str, list[str]] = {}
            for w in self.counts:
                if len(w) >= FUZZY_MIN_LENGTH - 1:
                    for d in _deletes(w):
                        index.setdefault(d, []).append(w)
                    self._by_length.setdefault(len(w), []).append(w)
            self._index = index
        return self._index

    def candidates(self, word: str) -> list[tuple[str, int]]:
        """The corpus words nearest ``word``, ``(word, distance)``, commonest first; [] for a known word."""
        if self.known(word):
            return []
        most = 1 if len(word) <= 7 else 2
        index = self.index()
        pool = {w for d in _deletes(word) for w in index.get(d, ())}
        if most == 2:  # two substitutions: same length, no shared deletion form needed
            pool |= {w for w in self._by_length.get(len(word), ()) if sum(x != y for x, y in zip(w, word)) == 2}
        near = [(w, edit_distance(word, w, most)) for w in pool]
        near = [(w, d) for w, d in near if d <= most]
        if not near:
            # no Code word near: an English word one edit away, when the Code has its stem ("dynamicaly":
            # "dynamical", as the Code's "dynamic")
            english = english_near(word)
            return [(english, 1)] if english is not None and _stem(english) in self.stems else []
        best = min(d for _, d in near)
        near = sorted((x for x in near if x[1] == best), key=lambda x: (-self.counts[x[0]], x[0]))
        return near[:FUZZY_CHOICES]

    def correct(self, text: str, changes: list | None = None) -> str:
        """``text`` with each word written short as the Code's word (``shorthand``), compounds
        written as the Code writes them (``compounds``) and each misspelt word replaced by its
        nearest corpus word (for the dense model). ``changes``: each appended as ``(how, as
        typed, as read)``, ``how`` one of "shorthand", "compound", "spelling"."""
        text = self.expand_shorthand(text, changes)
        joined: list = []
        text = self.compounds(text, joined)
        if changes is not None:
            changes += [("compound", typed, read) for typed, read in joined]

        typed_acronyms = acronyms(text)

        def fix(m: re.Match) -> str:
            w = m.group(0)
            near = self.candidates(w.lower()) if w.isalpha() and w.lower() not in typed_acronyms else []
            if near and changes is not None:
                changes.append(("spelling", w, near[0][0]))
            return near[0][0] if near else w

        return re.sub(r"[A-Za-z]+", fix, text)

    def weighted_tokens(self, text: str, keep: Terms = frozenset()) -> list[tuple[str, float]]:
        """The query's BM25 tokens with a weight each: 1 for a word as typed, ``FUZZY_WEIGHTS[d]``
        for a corpus word standing in for a misspelt one at distance d (``keep``: as ``tokenize``)."""
        out: list[tuple[str, float]] = []
        ws = words(self.compounds(text))
        kept = defined_words(ws, keep)
        typed_acronyms = acronyms(text)
        for i, w in enumerate(ws):
            near = self.candidates(w) if w not in typed_acronyms else []
            if not near:
                t = _token(w, i not in kept)
                if t is not None:
                    out.append((t, 1.0))
                    if w in _RELATED and i not in kept:
                        out.append((_stem(_RELATED[w]), RELATED_WEIGHT))
                continue
            for c, d in near:
                t = _token(c)
                if t is not None:
                    out.append((t, FUZZY_WEIGHTS[d]))
        return out


class Bm25Index:
    """``Bm25Index.build(texts)``; ``.search(query, k) -> [(index, score), ...]`` best first."""

    def __init__(self, model: bm25s.BM25, size: int, speller: Speller | None = None, keep: Terms = frozenset()):
        self.model = model
        self.size = size
        self.speller = speller
        self.keep = keep

    @classmethod
    def build(cls, texts: list[str], keep: Terms = frozenset()) -> "Bm25Index":
        """``keep``: the Code's defined terms (word tuples), never rewritten by the thesaurus, in
        the texts and in the queries alike."""
        model = bm25s.BM25()
        model.index([tokenize(t, keep) or ["\0"] for t in texts], show_progress=False)
        speller = Speller.build(texts)
        columns, ids = model.scores, model.vocab_dict
        # the texts holding a token are its column of the index (no second pass over the texts)
        speller.holding = lambda t: frozenset(columns["indices"][columns["indptr"][ids[t]]:columns["indptr"][ids[t] + 1]]
                                              .tolist()) if t in ids else frozenset()
        speller.size = len(texts)
        return cls(model, len(texts), speller, keep)

    @cached_property
    def document_frequency(self) -> dict[str, int]:
        """Token -> the number of texts holding it: the length of its column of the index."""
        counts = np.diff(self.model.scores["indptr"]).tolist()
        return {t: counts[i] for t, i in self.model.vocab_dict.items() if i < len(counts)}

    @cached_property
    def _rows(self) -> tuple[np.ndarray, np.ndarray, list[str]]:
        """The index's columns (a token's texts) turned into rows (a text's tokens): the tokens' ids by
        text, each text's start among them, and the tokens by id."""
        columns = self.model.scores
        texts = np.asarray(columns["indices"])
        tokens = np.repeat(np.arange(len(columns["indptr"]) - 1), np.diff(columns["indptr"]))
        order = np.argsort(texts, kind="stable")
        starts = np.searchsorted(texts[order], np.arange(self.size + 1))
        vocab = [""] * len(self.model.vocab_dict)
        for t, i in self.model.vocab_dict.items():
            vocab[i] = t
        return tokens[order], starts, vocab

    def terms(self, i: int) -> frozenset[str]:
        """The tokens of the ``i``-th text, as indexed (read from the index, not tokenised again)."""
        tokens, starts, vocab = self._rows
        return frozenset(vocab[j] for j in tokens[starts[i]:starts[i + 1]].tolist())

    def tokens(self, query: str) -> list[tuple[str, float]]:
        """The query's tokens as this index reads them, with their weights (``Speller.weighted_tokens``)."""
        query = query_words(query)
        if self.speller:
            return self.speller.weighted_tokens(query, self.keep)
        return [(t, 1.0) for t in tokenize(query, self.keep)]

    def scores(self, query: str) -> np.ndarray:
        pairs = self.tokens(query)
        pairs = [(t, w) for t, w in pairs if t in self.model.vocab_dict]
        if not pairs:
            return np.zeros(self.size, dtype=np.float32)
        exact = [t for t, w in pairs if w == 1.0]
        out = np.asarray(self.model.get_scores(exact), dtype=np.float32) if exact else np.zeros(self.size, np.float32)
        for t, w in pairs:
            if w != 1.0:
                out = out + w * np.asarray(self.model.get_scores([t]), dtype=np.float32)
        return out

    def search(self, query: str, k: int = 30) -> list[tuple[int, float]]:
        return top_k(self.scores(query), k)


def top_k(scores: np.ndarray, k: int) -> list[tuple[int, float]]:
    """The ``k`` best of ``scores`` with a score above 0, ``(index, score)`` best first (ties: the
    lower index first)."""
    k = min(k, len(scores))
    top = np.argpartition(-scores, k - 1)[:k] if k < len(scores) else np.arange(len(scores))
    top = top[np.argsort(-scores[top], kind="stable")]
    return [(int(i), float(scores[i])) for i in top if scores[i] > 0]
