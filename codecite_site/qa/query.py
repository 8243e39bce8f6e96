"""What a question says besides its words, read before it is searched (``Engine.read``, ``Query``):

- clause numbers (``what does 9.8.8.3 say about ...``) put that clause first (below);
- the questions it asks (``question_parts``): each part is searched and the rankings
  ``interleave``d, so that each part has its answer near the top;
- imperial lengths and areas (``imperial``): converted to mm or m2, then matched by the
  engine to the values the Code prints (``TOLERANCE``), which are what is searched
  (``metric_text``); a ``Conversion`` says how it is shown, marked as a conversion;
- whether it asks what a word means (``asks_definition``, ``what_is``): the engine then puts
  the term's definition first.

Clause numbers:

Recognised, with or without the final dot and the word before them:

- an Article: ``9.8.8.3``, ``Article 9.8.8.3.``, ``B-9.8.8.3`` (Division B only);
- a Sentence: ``9.8.8.3.(2)``, ``9.8.8.3(2)``, ``Sentence 9.8.8.3.(2)``, ``9.8.8.3.(2)(a)``
  (a Clause is read as its Sentence);
- a Note: ``A-9.8.8.3``, ``A-9.8.8.5.(1)``, ``Note A-9.8.8.3.``;
- a Table: ``Table 9.8.7.1``, ``Table 9.10.3.1.-A``;
- a Section or Subsection (``section_refs``): ``Section 9.8``, ``Subsection 3.3.3.``, or a bare
  three-part ``3.3.3`` (a bare two-part number is a decimal, unless a word of the Section's heading
  follows it: "the 6.4 performance path", Section 6.4. (Performance Path); ``bare_sections``): the
  question is asked of its Articles (``Engine.section_first``), none of which it names alone.

A bare number the Code has in several Divisions (``1.4.1.2.``: Division A's
Defined Terms and Division B's Abbreviations) names all of them, in Division
order; a ``Division B`` / ``B-`` in the question narrows it to one, and so does
a Sentence or Clause named that only some of them have (``1.2.1.1.(1)(b)``:
Division A's, the only one whose Sentence (1) has a Clause (b)). A number
the Code does not have names nothing (the question is then searched without it).
``A-`` before a number is the Code's way of naming a Note; where Division A
also has an Article of that number, both are offered, the Note first.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from .chunks import Chunk
from .retrieve import Hit

_NUM = r"\d{1,2}(?:\.\d{1,2}){3,5}"
_REF = re.compile(
    rf"(?:\b(?P<word>Sentences?|Articles?|Clauses?|Notes?|Tables?)\s+)?"
    rf"(?:\bDivision\s+(?P<division>[ABC])\s*,?\s*)?"
    rf"(?<![\w.\-])(?:(?P<prefix>[ABC])-)?(?:(?P<note>A)-)?(?P<number>{_NUM})\.?"
    rf"(?P<table>-[A-Z]\b)?"
    rf"(?:\s?\.?\((?P<sentence>\d{{1,2}})\))?(?:\((?P<clause>[a-z]{{1,4}})\))?(?:\((?:[a-z]{{1,4}}|[ivx]{{1,6}})\))*",
    re.IGNORECASE,
)
_DIVISION = re.compile(r"\bDivision\s+([ABC])\b", re.IGNORECASE)


@dataclass(frozen=True)
class Ref:
    """A clause number as the question writes it: ``kind`` "article", "note" or "table"."""

    kind: str
    number: str  # "9.8.8.3." (an Article's, a Note's without "A-", a Table's)
    sentence: str = ""  # "2" for Sentence 9.8.8.3.(2)
    division: str = ""  # "B" when the question says which Division
    start: int = 0
    end: int = 0
    text: str = ""
    clause: str = ""  # "b" for Clause 1.2.1.1.(1)(b)


def clause_refs(question: str) -> list[Ref]:
    """Every clause number of ``question``, in the order written."""
    out = []
    divisions = {m.group(1).upper() for m in _DIVISION.finditer(question)}
    for m in _REF.finditer(question):
        word = (m.group("word") or "").lower().rstrip("s")
        number = m.group("number") + "."
        prefix = (m.group("prefix") or "").upper()
        note = bool(m.group("note"))
        division = (m.group("division") or "").upper()
        if prefix == "A" and not note and word != "article":
            note, prefix = True, ""  # "A-9.8.8.3": the Code's name of a Note
        division = division or prefix or (next(iter(divisions)) if len(divisions) == 1 else "")
        if word == "table" or m.group("table"):
            kind = "table"
            number += "-" + m.group("table").lstrip("-").upper() if m.group("table") else ""
        elif note or word == "note":
            kind = "note"
        else:
            kind = "article"
        out.append(Ref(kind, number, m.group("sentence") or "", division, m.start(), m.end(), m.group(0),
                       (m.group("clause") or "").lower() if m.group("sentence") else ""))
    return out


_SECTION = re.compile(
    r"(?:\b(?P<word>Sub-?sections?|Sections?)\s+)?(?:\bDivision\s+(?P<division>[ABC])\s*,?\s*)?"
    r"(?<![\w.\-])(?:(?P<prefix>[ABC])-)?(?P<number>\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\.?(?![\d.(]|\s?\d)",
    re.IGNORECASE)


def section_refs(question: str) -> list[tuple[str, str]]:
    """The Sections and Subsections ``question`` names, ``(division or "", "3.3.3.")``, in the
    order written: after the word Section or Subsection, two or three numbers ("Section 9.8",
    "Subsection 3.3.3."); without it, three ("the simple trade-off in 3.3.3"): two alone are a
    decimal ("3.5 m"). An Article's number (four or more) is a clause number (``clause_refs``)."""
    divisions = {m.group(1).upper() for m in _DIVISION.finditer(question)}
    out = []
    for m in _SECTION.finditer(question):
        number = m.group("number")
        if not m.group("word") and number.count(".") < 2:
            continue
        division = (m.group("division") or m.group("prefix") or "").upper() or (
            next(iter(divisions)) if len(divisions) == 1 else "")
        if (division, number + ".") not in out:
            out.append((division, number + "."))
    return out


_BARE_SECTION = re.compile(r"(?<![\w.\-])(?:(?P<prefix>[ABC])-)?(?P<number>\d{1,2}\.\d{1,2})(?![\d.(]|\s?\d)"
                           r"(?P<after>(?:\s+[A-Za-z][\w\-]*){1,3})")


def bare_sections(question: str) -> list[tuple[str, str, str]]:
    """The two-part numbers of ``question`` that may name a Section ("the 6.4 performance path"),
    ``(division or "", "6.4.", the three words after it)``: a Section only if those words name it
    (``Engine.named_sections`` reads its heading); else a decimal ("1.5 million Btu/h")."""
    return [((m.group("prefix") or "").upper(), m.group("number") + ".", m.group("after"))
            for m in _BARE_SECTION.finditer(question)]


def without_refs(question: str, refs: list[Ref]) -> str:
    """``question`` without the clause numbers (their digits would only add noise to BM25)."""
    for r in sorted(refs, key=lambda r: -r.start):
        question = question[: r.start] + " " + question[r.end:]
    return re.sub(r"\s+", " ", question).strip()


@dataclass(frozen=True)
class Target:
    clause_id: str
    passage_id: str = ""  # the Sentence or Table named, when one is


@dataclass
class ClauseIndex:
    """Clause numbers -> the chunks that hold them, for ``targets`` and ``pin``."""

    chunks: list[Chunk]
    articles: dict[str, list[str]] = field(default_factory=dict)  # "9.8.8.3." -> ["B-9.8.8.3."]
    notes: list[tuple[str, str, str]] = field(default_factory=list)  # (division, "A-9.8.8.5.(1) and (3)", id)
    tables: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # "9.8.7.1." -> [(clause, passage)]
    of_clause: dict[str, list[Chunk]] = field(default_factory=dict)
    of_passage: dict[str, Chunk] = field(default_factory=dict)

    @classmethod
    def build(cls, chunks: list[Chunk]) -> "ClauseIndex":
        index = cls(chunks)
        for c in chunks:
            index.of_clause.setdefault(c.clause_id, []).append(c)
            division, _, number = c.clause_id.partition("-")
            for p in c.passages:
                index.of_passage[p.id] = c
                if p.anchor.startswith("table-"):
                    table = p.id.split("-Table-", 1)[1]
                    index.tables.setdefault(table.upper(), []).append((c.clause_id, p.id))
            if len(index.of_clause[c.clause_id]) > 1:
                continue
            if c.kind == "article":
                index.articles.setdefault(number, []).append(c.clause_id)
            else:
                index.notes.append((division, number, c.clause_id))
        order = {"A": 0, "B": 1, "C": 2}
        for ids in index.articles.values():
            ids.sort(key=lambda i: order.get(i[0], 9))
        return index

    def targets(self, refs: list[Ref]) -> list[Target]:
        """The clauses (and Sentences) ``refs`` name, in order, each once."""
        out: list[Target] = []
        for r in refs:
            found: list[Target] = []
            if r.kind == "table":
                found = [Target(c, p) for c, p in self.tables.get(r.number.upper(), [])
                         if not r.division or c.startswith(r.division + "-")]
            elif r.kind == "note":
                head = f"A-{r.number}" + (f"({r.sentence})" if r.sentence else "")
                found = [Target(i) for d, n, i in self.notes
                         if (n == head or n.startswith(head) and n[len(head)] in "( ")
                         and (not r.division or d == r.division)]
                if not r.sentence and not r.division:
                    found += [Target(i) for i in self.articles.get(r.number, []) if i.startswith("A-")]
            else:
                for i in self.articles.get(r.number, []):
                    if r.division and not i.startswith(r.division + "-"):
                        continue
                    passage = f"{i}({r.sentence})" if r.sentence else ""
                    found.append(Target(i, passage if passage in self.of_passage else ""))
                # a number in several Divisions with the Sentence (and Clause) named: those that have it
                # ("Clause 1.2.1.1.(1)(b)": Division A's; Division B's and C's 1.2.1.1.(1) have no Clause (b))
                having = [t for t in found if t.passage_id and self.holds_clause(t.passage_id, r.clause)]
                if r.sentence and having:
                    found = having
            out += [t for t in found if t not in out]
        return out

    def holds_clause(self, passage_id: str, clause: str) -> bool:
        """Whether the Sentence ``passage_id`` has Clause ``clause`` ("b"; any Sentence when "")."""
        if not clause:
            return True
        chunk = self.of_passage.get(passage_id)
        text = next((p.text for p in chunk.passages if p.id == passage_id), "") if chunk else ""
        return re.search(rf"(?<![\w(])\({re.escape(clause)}\)\s", text) is not None

    def chunk_of(self, target: Target, hits: list[Hit]) -> Chunk | None:
        """The chunk to put first for ``target``: the one holding the Sentence named; else the
        clause's best-ranked chunk among ``hits`` (a Defined Terms Article: the definition that
        matches), else its first."""
        if target.passage_id:
            return self.of_passage.get(target.passage_id)
        for h in hits:
            if h.clause_id == target.clause_id:
                return h.chunk
        chunks = self.of_clause.get(target.clause_id)
        return chunks[0] if chunks else None

    def by_rank(self, targets: list[Target], hits: list[Hit]) -> list[Target]:
        """``targets`` with a number the question gives without its Division, where several Divisions have it
        ("Sentence 3.1.1.1.(2)": Division A's and B's), in the order ``hits`` rank them: the one matching the
        rest of the question first; the others keep their order."""
        number = [t.clause_id.partition("-")[2] for t in targets]
        if len(set(number)) == len(number):
            return targets
        rank = {}
        for i, h in enumerate(hits):
            rank.setdefault(h.clause_id, i)
        out = list(targets)
        for n in {n for n in number if number.count(n) > 1}:
            places = [i for i, m in enumerate(number) if m == n]
            ordered = sorted((targets[i] for i in places), key=lambda t: rank.get(t.clause_id, len(hits)))
            for i, t in zip(places, ordered):
                out[i] = t
        return out

    def pin(self, hits: list[Hit], targets: list[Target]) -> list[Hit]:
        """``hits`` with the chunks ``targets`` name first (rank "clause"), the rest in their order."""
        if not targets:
            return hits
        by_id = {h.chunk_id: h for h in hits}
        first: list[Hit] = []
        for t in targets:
            c = self.chunk_of(t, hits)
            if c is None or any(h.chunk_id == c.id for h in first):
                continue
            h = by_id.get(c.id) or Hit(c, 0.0, {})
            first.append(replace(h, ranks={**h.ranks, "clause": len(first) + 1}))
        taken = {h.chunk_id for h in first}
        rest = [h for h in hits if h.chunk_id not in taken]
        return (first + rest)[: max(len(hits), len(first))]


# --- parts of a question ------------------------------------------------------------------
# Words that open a question of their own: "..., and how far apart ...", "...? What ...".
_ASKS = (r"how|what|what's|whats|where|when|which|who|why|can|could|do|does|did|is|are|must|should|shall|may|will"
         r"|would|has|have")
_PART_BREAK = re.compile(
    rf"(?<=\?)\s+(?=\S)|\s*;\s*|\s*,?\s+(?:and|also|plus)\s+(?=(?:also\s+)?(?:{_ASKS})\b)", re.IGNORECASE)
# how an asker tells their case: "we're putting ...", "my deck is ...", "our shop has ..."
_TELLING = re.compile(r"\W*(?:we|we're|we've|we'll|i|i'm|i've|i'll|our|my|us|me|there)\b", re.IGNORECASE)
_MORE = re.compile(r"\W*(?:and|also|plus)\b", re.IGNORECASE)  # "...? Also the baluster spacing." asks more
_ASKING = re.compile(rf"\W*(?:and\s+|also\s+|plus\s+|so\s+)*(?:{_ASKS})\b", re.IGNORECASE)
# a piece that gives an instance of the question before it, by its first words
_INSTANCE = re.compile(r"\W*(?:like|e\.?g\.?|i\.?e\.?|say|for\s+(?:example|instance)|as\s+in|such\s+as|"
                       r"in\s+other\s+words)(?![\w'\u2019])", re.IGNORECASE)


def gives_instance(piece: str) -> bool:
    """Whether a piece of a question gives an instance of the question before it ("Like what decibel reading at
    10 feet?", "e.g. do they want the U-values shown?"): it asks that one again, no question of its own."""
    return bool(_INSTANCE.match(piece))


# a part that points back ("how tall can it be?", "do they need ...") is about what the part before names
_BACK = re.compile(r"\b(?:it|its|they|them|their|this|that|these|those|one|ones|there)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Part:
    """One question of a question that asks several: ``text`` as asked, ``search`` what is
    searched for it (the part before it too when it points back to it: "How tall can it be?")."""

    text: str
    search: str


def tells_only(piece: str) -> bool:
    """Whether what follows a question asks nothing: no question mark, no question word, no "also
    ...". What is told after the last question ("How tall must the railing be? It's just our own
    house.") is more of its case, no question of its own: it goes with the question before it
    (here, and in the answer's own split, ``compose.split_question``)."""
    return "?" not in piece and not _ASKING.match(piece) and not _MORE.match(piece)


def question_parts(question: str, words: Callable[[str], list[str]]) -> list[Part]:
    """The questions ``question`` asks, in order: split after a question mark followed by more,
    at a semicolon, and at "and"/"also" followed by a question word ("what is the minimum guard
    height and how far apart can balusters be?"). ``words``: the search words of a text (the
    BM25 tokenizer); a piece with fewer than two is no question of its own and stays with the
    one before. One part (the whole question) when it asks one thing."""
    pieces = [p.strip(" ,;") for p in _PART_BREAK.split(question) if p and p.strip(" ,;?")]
    if len(pieces) > 1 and pieces[-2].endswith("?") and tells_only(pieces[-1]):
        pieces[-2:] = [f"{pieces[-2]} {pieces[-1]}"]
    # a piece that asks nothing ("we're putting 4 steps into a sunken living room; the stair is 900 mm
    # wide. Do we need a handrail?") is the case the next one asks about: it goes with it
    told: list[str] = []
    for i, p in enumerate(pieces[:-1]):
        if "?" not in p and _TELLING.match(p) and not any(_ASKING.match(x) for x in re.split(r"(?<=[.!:])\s+", p)):
            told.append(p)
            pieces[i] = ""
        elif told:
            pieces[i], told = "; ".join([*told, p]), []
    if told:
        pieces[-1] = "; ".join([*told, pieces[-1]])
    pieces = [p for p in pieces if p]
    # a piece giving an instance of what the one before asks ("How loud does a smoke alarm have to be? Like what
    # decibel reading at 10 feet?", "... shown? e.g. do they want the U-values shown?") asks it again: one part
    for i in range(len(pieces) - 1, 0, -1):
        if gives_instance(pieces[i]):
            pieces[i - 1:i + 1] = [f"{pieces[i - 1]} {pieces[i]}"]
    # a first piece with fewer than two words is no question of its own either: it shares the next one's words
    # ("Which standard, and which edition, do sprinkler systems have to meet?")
    if len(pieces) > 1 and len(words(pieces[0])) < 2:
        pieces[:2] = [f"{pieces[0]}, and {pieces[1]}"]
    parts: list[Part] = []
    for p in pieces:
        if parts and len(words(p)) < 2:
            last = parts.pop()
            parts.append(Part(f"{last.text} {p}", f"{last.search} {p}"))
        elif parts and _BACK.search(p):
            parts.append(Part(p, f"{parts[-1].text} {p}"))
        else:
            parts.append(Part(p, p))
    return parts or [Part(question, question)]


TURN_RRF_K = 60  # as the first stage's fusion


def interleave(rankings: list[list[Hit]], top: int) -> list[Hit]:
    """Several rankings as one: the first of each in turn, then the second of each, ..., each
    chunk once (at its best turn), so that every ranking has its best hits near the top. Within a
    turn, the hits go in the order all the rankings agree on (the sum of their reciprocal ranks,
    ``TURN_RRF_K``): asked "how often does field review have to happen during structural work, and
    how long must the owner keep the design calculations?", the Article holding both (Division B's
    1.2.1.1.), first for the second part and high for the first and the whole question, goes before
    the first part's own first. The last ranking (the whole question's) votes, but its own hit of a
    turn goes after the parts' (the answer quotes from the three first hits: each part's best stays
    among them).
    Measured: 13 more questions first over the genuine and fixture sets, 3 fewer."""
    agreed: dict[str, float] = {}
    for r in rankings:
        for i, h in enumerate(r):
            agreed[h.chunk_id] = agreed.get(h.chunk_id, 0.0) + 1.0 / (TURN_RRF_K + i + 1)
    out: list[Hit] = []
    seen: set[str] = set()
    for turn in range(max((len(r) for r in rankings), default=0)):
        new = []
        for r in rankings:
            if turn < len(r) and r[turn].chunk_id not in seen:
                seen.add(r[turn].chunk_id)
                new.append((r is rankings[-1] and len(rankings) > 1, r[turn]))
        out += [h for _, h in sorted(new, key=lambda x: (x[0], -agreed[x[1].chunk_id]))]
    return out[:top]


# --- imperial quantities ----------------------------------------------------------------------
_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen").split()
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_WORD_NUMBERS = {**{w: i for i, w in enumerate(_UNITS)}, **_TENS, "a": 1, "an": 1, "hundred": 100}
_FRACTIONS = {"half": 0.5, "quarter": 0.25, "third": 1 / 3, "quarters": 0.25, "halves": 0.5, "thirds": 1 / 3}
_UNIT_WORD = "|".join(sorted(_UNITS[1:], key=len, reverse=True))
# a number as a user spells it: "forty-two", "thirty six", "two hundred", "one hundred and twenty"
_SPELT = (rf"(?:(?:{_UNIT_WORD}|a|an)\s+hundred(?:\s+(?:and\s+)?(?:{'|'.join(_TENS)})(?:[\s-]+(?:{_UNIT_WORD}))?"
          rf"|\s+(?:and\s+)?(?:{_UNIT_WORD}))?"
          rf"|(?:{'|'.join(_TENS)})(?:[\s-]+(?:{_UNIT_WORD}))?|{_UNIT_WORD})")
# a part of one, after a whole number ("two and a half", "3 and three quarters") or alone ("half an", "a quarter")
_PART = r"(?:a|an|one|two|three)[\s-]+(?:halves|half|quarters|quarter|thirds|third)"
# a figure with its thousands grouped by commas, read whole ("2,800 sq ft", not its "800")
_THOUSANDS = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?"
_AMOUNT = (rf"(?:(?:\d+(?:\.\d+)?|{_SPELT})\s+and\s+{_PART}"
           r"|\d+(?:\.\d+)?(?:\s+|\s*-\s*)\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d+(?:\.\d+)?\s*[\u00bd\u00bc\u00be]|[\u00bd\u00bc\u00be]"
           rf"|{_THOUSANDS}|\d+(?:\.\d+)?"
           rf"|half\s+an?|{_PART}|{_SPELT})")
# "in" is an inch only after figures and where a length's words follow it ("4 in. wide", '36 in high'):
# "a ramp of 1 in 12" is a slope and "one in ten" no length; a spelt number takes "inch(es)" or '"'
_IN = (r"in(?:\.(?!\d)|(?=\s*(?:$|[?!,;:)]|\s(?:wide|high|tall|thick|deep|long|apart|clear|above|below|from|off|"
       r"max|min|maximum|minimum|or|and|to|by|x|gap|opening|space|spacing|of|on|o\.?c)\b)))")
_INCH = rf"(?:\"|''|\u2033|\u201d|inch(?:es)?\b|(?<=[\d\u00bd\u00bc\u00be])\s*{_IN}|(?<=[\d\u00bd\u00bc\u00be]\s){_IN})"
# "ft." an abbreviation's period, not a sentence's ("about 2,800 sq ft. Can I ...": shown without it)
_ABBR_DOT = r"(?:\.(?!\s+[A-Z]|\s*$))?"
_FOOT = rf"(?:'|\u2032|\u2019|ft\b{_ABBR_DOT}|feet\b|foot\b)"
# a square foot as written alone ("2,800 sq ft", "600 sf", "ft²") and inside a unit ("W/ft²", "Btu/(h·sq ft·°F)");
# alone, "ft 2" is a foot then a figure ("6 ft 2 storeys"), not "ft²" printed apart
_SQ_FT = r"(?:sq\.?\s*f(?:ee)?t|square\s+f(?:ee|oo)t|ft\s?(?:2|\u00b2)|sf)"
_SQFT = rf"(?:(?!ft\s){_SQ_FT}\b{_ABBR_DOT})"
_HALF_MORE = r"(?:\s+and\s+(?P<more>a\s+half|a\s+quarter))?"  # "a foot and a half"
# feet then inches, the inches' unit left out as people say it ("6 foot 8", "five foot two"): up to 11
_BARE_INCHES = (r"(?P<bare>1[01]|\d|eleven|ten|nine|eight|seven|six|five|four|three|two|one)"
                r"(?!\s*(?:[\d/.,\u00bd\u00bc\u00be]|and\b|\w*\s*(?:mm|cm|m|storeys?|stor(?:y|ies)|%|percent)\b))")
_IMPERIAL = re.compile(
    rf"(?<![\w.])(?:(?P<feet>\d+|{_SPELT})\s*{_FOOT}\s*(?:-|and)?\s*(?:(?P<inches>{_AMOUNT})\s*{_INCH}|{_BARE_INCHES})"
    rf"|(?:(?:(?P<of>{_PART}|half)\s+of\s+)?(?P<an>an?)\s+(?=(?:foot|inch)\b)|(?P<amount>{_AMOUNT})\s*-?\s*)"
    rf"(?:(?P<sqft>{_SQFT})|(?P<ft>{_FOOT})|(?P<inch>{_INCH})){_HALF_MORE})",
    re.IGNORECASE)
MM_PER = {"in": 25.4, "ft": 304.8}
# the first figure of a pair whose unit is written once, after the second: "20 by 30 inch", "15 x 24 in."
_BY = re.compile(r"(?<![\w.])(?P<first>\d+(?:\.\d+)?)\s*(?:by|x|\u00d7)\s*$", re.IGNORECASE)
_MIL = re.compile(r"(?<![\w.$])(?P<mils>\d{1,3}(?:\.\d+)?)\s*-?\s*mils?\b(?!\w)", re.IGNORECASE)
M2_PER_SQFT = 0.09290304
TOLERANCE = 0.03  # a Code value within 3 % of a converted one is taken as meant (36" = 914 mm: 915 mm; a metric
# value rounded to imperial with 25 mm to the inch, 100 mm as 4", is 1.6 % off)


_SENTENCE_END = re.compile(r"[.!?](?=\s+[\"'\u2018\u201c(]?[A-Z])")


def asked_from(text: str) -> int:
    """Where the sentence that asks begins: the last one ending in "?" (0 without one). What comes
    before it tells the asker's case ("the contractor wants to insulate only 4 feet down."), which
    the Code's rules are about, not the figure asked for."""
    q = text.rfind("?")
    if q < 0:
        return 0
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, q)]
    return ends[-1] if ends else 0


@dataclass(frozen=True)
class Conversion:
    """An imperial quantity of the question in the Code's units: ``36"`` -> 914.4 mm.

    ``shown``: the conversion as an answer may show it, marked as one (it is never Code text);
    ``matches``: the Code's own values within ``TOLERANCE`` of it (filled by the engine)."""

    text: str
    start: int
    end: int
    value: float  # in mm for a length (a piece of lumber's width), m2 for an area, (m²·K)/W for a thermal resistance,
    # and in the unit itself for the rest (``US_CONVERTED_UNITS``)
    unit: str  # "mm" | "m2" | "RSI" | "lumber" | "W" | "L/s" | "L/min" | "°C" | "W/m2" | "W/(m2·K)" | "kPa" | "km/h" | "L" | "m3"
    matches: tuple[str, ...] = ()
    thickness: float = 0.0  # a piece of lumber's dressed thickness, mm (its width is ``value``)
    sense: str | None = None  # what it measures, when the word after it says ("off the ground": level)

    def measures(self, sense: str | None) -> bool:
        """Whether a Code value measuring ``sense`` can be this quantity's: the same, or either unsaid."""
        return self.sense is None or sense is None or self.sense == sense

    @property
    def dressed(self) -> str:
        """A piece of lumber as the Code prints its size: ``38 × 235 mm``."""
        return f"{self.thickness:.0f} \u00d7 {self.value:.0f} mm"

    @property
    def shown(self) -> str:
        if self.unit == "lumber":
            return f"{self.text.strip()} \u2248 {self.dressed} dressed (converted, not Code text)"
        if self.unit == "RSI":
            return (f"{self.text.strip()} \u2248 RSI {self.value:.2f} (m\u00b2\u00b7K)/W, a U-value of "
                    f"{1 / self.value:.3f} W/(m\u00b2\u00b7K) (converted, not Code text)")
        if self.unit == "m2":
            return f"{self.text.strip()} \u2248 {self.value:.2f} m\u00b2 (converted, not Code text)"
        if self.unit in US_CONVERTED_UNITS:
            return f"{self.text.strip()} \u2248 {self.metric} (converted, not Code text)"
        return f"{self.text.strip()} \u2248 {_mm(self.value)} (converted, not Code text)"

    @property
    def metric(self) -> str:
        """The value as the Code prints one of its unit: ``293 kW``, ``1 416 L/s``, ``82 °C``."""
        if self.unit == "W":
            kw = self.value / 1000
            return f"{_figure(kw, 0 if kw >= 100 else 1)} kW" if kw >= 1 else f"{_figure(self.value, 0)} W"
        if self.unit == "kPa" and self.value >= 1000:
            return f"{_figure(self.value / 1000, 1)} MPa"
        decimals = {"L/s": 1 if self.value < 100 else 0, "L/min": 1, "\u00b0C": 0, "W/m2": 1, "W/(m2\u00b7K)": 2,
                    "kPa": 2 if self.value < 10 else 1, "km/h": 0, "L": 0 if self.value >= 10 else 1, "m3": 2}
        unit = self.unit.replace("m2", "m\u00b2").replace("m3", "m\u00b3")
        return f"{_figure(self.value, decimals.get(self.unit, 1))} {unit}"


def _figure(value: float, decimals: int) -> str:
    """A figure as the Code prints it: digit groups with a space (``1 416``), no trailing zeros."""
    text = f"{value:,.{decimals}f}".replace(",", " ")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _mm(value: float) -> str:
    """A length as the Code prints it: ``1 067 mm`` (digit groups with a space), metres past 10 m,
    two figures below 10 mm (``0.15 mm``, ``3.2 mm``)."""
    if value < 10:
        return f"{value:.2g} mm"
    return f"{value / 1000:.1f} m" if value >= 10_000 else f"{round(value):,} mm".replace(",", " ")


def _spelt(text: str) -> float:
    """A number spelt in words: "forty-two" 42, "one hundred and twenty" 120, "a" 1."""
    total = 0.0
    for word in re.split(r"[\s-]+", text.strip().lower()):
        if word == "hundred":
            total = (total or 1.0) * 100
        elif word in _WORD_NUMBERS:
            total += _WORD_NUMBERS[word]
    return total


def _amount(text: str) -> float:
    """An amount as the question writes it: ``36``, ``1.5``, ``1 1/2``, ``2-1/2``, ``2½``, ``forty-two``,
    ``two and a half``, ``half a``, ``three quarters``."""
    text = re.sub(r"\s+", " ", text.strip().lower())
    if re.fullmatch(_THOUSANDS, text):  # "2,800": thousands grouped
        return float(text.replace(",", ""))
    whole, _, part = text.partition(" and ")
    if part:
        return _amount(whole) + _amount(part)
    for sign, value in (("\u00bd", 0.5), ("\u00bc", 0.25), ("\u00be", 0.75)):
        if text.endswith(sign):
            return (float(text[:-1]) if text[:-1].strip() else 0.0) + value
    if re.fullmatch(r"half an?", text):
        return 0.5
    words = re.split(r"[\s-]+", text)
    if words[-1] in _FRACTIONS:  # "a half", "three quarters", "one third"
        return _spelt(" ".join(words[:-1])) * _FRACTIONS[words[-1]]
    if not re.match(r"[\d.]", text):
        return _spelt(text)
    if "/" in text:
        whole, _, fraction = text.replace("-", " ").rpartition(" ") if re.search(r"[\s-]\d+\s*/", text) \
            else ("", "", text)
        num, den = (float(x) for x in fraction.replace(" ", "").split("/"))
        return (float(whole) if whole.strip() else 0.0) + (num / den if den else 0.0)
    return float(text)


# an insulation's R-value as sold and spoken in Canada ("R-20 walls", "R40 in the attic"): ft²·°F·h/Btu
_R_VALUE = re.compile(r"(?<![\w.\-])(?<!Group )(?<!group )R-?(?P<r>\d{1,2}(?:\.\d)?)(?![\w.\-]*\d)(?!\s*(?:mm|cm|m|ft|in)\b)")
RSI_PER_R = 0.1761102  # (m²·K)/W per ft²·°F·h/Btu
# a piece of lumber by its nominal size ("2x10 joists", "a 2 by 4"), which the Code prints dressed, in mm
# (CSA O141: "38 × 235 mm"); a 4x8 is a sheet, and sizes followed by a unit are a room's or a deck's
DRESSED_MM = {1: 19, 2: 38, 3: 64, 4: 89, 5: 114, 6: 140, 8: 184, 10: 235, 12: 286}
_LUMBER = re.compile(r"(?<![\w.\-])(?P<t>[1-6])\s*(?:x|×|by)\s*(?P<w>1[02]|[2-8])(?:'?s\b)?(?![\w.\-]*\d)"
                     r"(?!\s*(?:['\"\u2032\u2033]|(?:mm|cm|m|ft|feet|foot|in|inch|inches|metres?|meters?|sq)\b))",
                     re.IGNORECASE)


# US units as designers write them, each to the unit the Code prints (NECB: kW, L/s for air, L/min for a
# fixture's water, °C, W/m² of lighting, W/(m²·K) for a U-value; NBC: kPa for loads): (pattern, unit, factor)
_US_NUMBER = (rf"(?P<sign>[-\u2212](?=\d))?(?P<n>{_THOUSANDS}|\d+(?:\.\d+)?)"
              r"(?P<million>\s*(?:million|mil)\b)?")
US_CONVERTED_UNITS = ("W", "L/s", "L/min", "\u00b0C", "W/m2", "W/(m2\u00b7K)", "kPa", "km/h", "L", "m3")
_ENERGY = [
    (rf"btu\s?/\s?\(?\s?h(?:r|our)?\s?[\u00b7.*\s]?\s?{_SQ_FT}\.?\s?[\u00b7.*\s]?\s?\u00b0?\s?f\s?\)?", "W/(m2\u00b7K)", 5.678263),
    (r"(?:mbh|mbtu\s?/?\s?h(?:r)?|kbtu\s?/?\s?h(?:r)?|kbtuh|mbtuh)\b", "W", 293.07107),
    (r"(?:btu\s?/\s?h(?:r|our)?|btuh|btu\s+(?:per|an|a)\s+hour)\b", "W", 0.29307107),
    (r"(?:-|\s)?tons?\b(?:\s+of\s+(?:cooling|refrigeration))?", "W", 3516.8525),
    (r"cfm\b", "L/s", 0.47194745),
    (r"(?:us\s?)?gpm\b|gal(?:lon)?s?\s?(?:/|per)\s?min(?:ute)?\b", "L/min", 3.785411784),
    # "180°F", "180 deg F", and "180 F" as designers type it (a capital F alone after a figure)
    (r"(?:(?:\u00b0|\u00ba|deg\.?|degrees?)\s?f(?:ahrenheit)?|(?-i:F))\b(?![/\-])", "\u00b0C", None),
    (rf"w(?:atts?)?\s?(?:/|per)\s?{_SQ_FT}\.?", "W/m2", 10.7639104),
    # a building code's loads and pressures (kPa; a concrete's strength shown in MPa), wind speeds, a tank's
    # volume and a room's: "40 psf", "3,000 psi", "100 mph", "a 50-gallon water heater", "1,000 cu ft"
    (rf"(?:psf|lbs?\.?\s?(?:/|per)\s?{_SQ_FT}|pounds?\s+(?:/|per)\s+{_SQ_FT})\b", "kPa", 0.04788026),
    (r"(?:psi|lbs?\.?\s?(?:/|per)\s?(?:sq\.?\s?in|in\s?(?:2|\u00b2))|pounds?\s+per\s+square\s+inch(?:es)?)\b", "kPa",
     6.894757),
    (r"(?:mph|miles?\s+(?:per|an)\s+hour)\b", "km/h", 1.609344),
    (r"(?:-|\s)?(?:us\s?)?gal(?:lon)?s?\b(?!\s?(?:/|per)\s?min)", "L", 3.785411784),
    (r"(?:cu\.?\s?ft|ft\s?(?:3|\u00b3)|cubic\s+f(?:ee|oo)t)\b", "m3", 0.028316847),
]
_ENERGY_RE = re.compile(rf"(?<![\w.,\-\u2212]){_US_NUMBER}\s?(?P<u>{'|'.join(f'(?:{p})' for p, _, _ in _ENERGY)})",
                        re.IGNORECASE)
# a ton is cooling only beside the words of cooling equipment (a 2-ton truck is no air conditioner)
_COOLING = re.compile(r"\b(?:cool\w*|air[- ]?condition\w*|a/?c|rtus?|rooftop|heat\s+pumps?|chillers?|refrigera\w*|"
                      r"hvac|dx|condens\w*|split|unit|units|capacity|tonnage)\b", re.IGNORECASE)


# a temperature told (or printed) as a difference, not a reading: "+/- 2 deg F", "within 1 °C", "a setback of
# 10 °F", "lowered by 1 °C", "5 °F warmer": converted without the 32 °F offset (±2 °F is ±1.1 °C, not -17 °C)
_DIFFERENCE_WORDS = r"set[- ]?backs?|dead[- ]?bands?|differences?|differentials?|delta|rise|drop|swing|"
_DIFFERENCE_BEFORE = re.compile(
    rf"(?:\u00b1|\+\s?/\s?-?|\+-|\bplus\s+or\s+minus|\bwithin|\bby|\bper|\b(?:{_DIFFERENCE_WORDS}accuracy|tolerance|"
    r"offset)\s+(?:of\s+)?(?:about\s+|roughly\s+|around\s+|only\s+|at\s+least\s+|up\s+to\s+)?)\s*$", re.IGNORECASE)
_DIFFERENCE_AFTER = re.compile(rf"\s*(?:of\s+)?(?:{_DIFFERENCE_WORDS}lower|higher|warmer|cooler|colder|above|below)\b",
                               re.IGNORECASE)


def temperature_difference(text: str, start: int, end: int) -> bool:
    """Whether the temperature at ``text[start:end]`` (its figure and unit) is a difference ("within 1 °C",
    "+/- 2 deg F", "a 10 °F setback"), not a reading ("water at 60 °C")."""
    return bool(_DIFFERENCE_BEFORE.search(text, max(0, start - 40), start) or _DIFFERENCE_AFTER.match(text, end))


def energy_units(question: str) -> list[Conversion]:
    """The US units of an energy code's questions (``1,000 MBH``, ``100,000 Btu/h``, ``7.5 ton``,
    ``3,000 cfm``, ``2.5 gpm``, ``180°F``, ``-25°F``, ``1.2 W/ft²``, ``0.30 Btu/(h·ft²·°F)``) in the Code's."""
    out = []
    for m in _ENERGY_RE.finditer(question):
        said = m.group("u")
        unit, factor = next((u, f) for pattern, u, f in _ENERGY if re.fullmatch(pattern, said, re.IGNORECASE))
        if "ton" in said.lower() and not _COOLING.search(question):
            continue
        if m.group("sign") and factor is not None:
            continue  # below zero is a temperature's only ("-20°F"); before another figure, a dash
        amount = float(m.group("n").replace(",", "")) * (1e6 if m.group("million") else 1.0)
        amount = -amount if m.group("sign") else amount
        if factor is None and temperature_difference(question, m.start("n"), m.end()):
            value = abs(amount) * 5 / 9  # a difference ("+/- 2 deg F"): no offset, no sign
        else:
            value = (amount - 32) * 5 / 9 if factor is None else amount * factor
        if amount > 0 or factor is None:
            out.append(Conversion(m.group(0), m.start(), m.end(), value, unit))
    return out


def imperial(question: str) -> list[Conversion]:
    """The imperial lengths and areas of ``question`` (``4 inches``, ``7 ft``, ``36"``, ``3'-6"``,
    ``1/2 in.``, ``two feet``, ``200 sq ft``), converted to mm or m2, its R-values (``R-20``)
    converted to RSI, the Code's thermal resistance, and its lumber by nominal size (``2x10``)
    to the dressed size the Code prints (``38 × 235 mm``); an energy code's US units too (``energy_units``)."""
    out = energy_units(question) + [Conversion(m.group(0), m.start(), m.end(), float(m.group("r")) * RSI_PER_R, "RSI")
           for m in _R_VALUE.finditer(question) if 1 <= float(m.group("r")) <= 80]
    for m in _LUMBER.finditer(question):
        t, w = int(m.group("t")), int(m.group("w"))
        if w in DRESSED_MM and w >= t and (t, w) != (4, 8):
            out.append(Conversion(m.group(0), m.start(), m.end(), float(DRESSED_MM[w]), "lumber",
                                  thickness=float(DRESSED_MM[t])))
    for m in _MIL.finditer(question):  # "6 mil poly": thousandths of an inch, a film's or a sheet's thickness
        out.append(Conversion(m.group(0), m.start(), m.end(), float(m.group("mils")) * MM_PER["in"] / 1000, "mm"))
    for m in _IMPERIAL.finditer(question):
        if m.group("amount") and not m.group("sqft") and (pair := _BY.search(question, 0, m.start())):
            # "a 20 by 30 inch opening": both figures in the unit written once, after the second
            value = _amount(pair.group("first")) * MM_PER["ft" if m.group("ft") else "in"]
            if value > 0:
                out.append(Conversion(pair.group("first"), pair.start("first"), pair.end("first"), value, "mm"))
        if m.group("feet"):
            inches = _amount(m.group("inches")) if m.group("inches") else _amount(m.group("bare"))
            value, unit = _amount(m.group("feet")) * MM_PER["ft"] + inches * MM_PER["in"], "mm"
        else:
            # "an inch" is one, "three quarters of an inch" that share of one
            amount = (_amount(m.group("of")) if m.group("of") else 1.0) if m.group("an") else _amount(m.group("amount"))
            amount += _amount(m.group("more")) if m.group("more") else 0.0
            if m.group("sqft"):
                value, unit = amount * M2_PER_SQFT, "m2"
            else:
                value, unit = amount * MM_PER["ft" if m.group("ft") else "in"], "mm"
        if value > 0:
            out.append(Conversion(m.group(0), m.start(), m.end(), value, unit))
    return sorted(out, key=lambda c: c.start)


def metric_text(question: str, conversions: list[Conversion]) -> str:
    """``question`` with each imperial quantity followed by the Code's value nearest to it (or by
    its conversion when the Code prints none near it): ``two feet (610 mm)``, what BM25 and the
    model read. (Only the nearest: a list of numbers says little to the model; the engine moves
    up the hits holding any of the values matched.)"""
    for c in sorted(conversions, key=lambda c: -c.start):
        said = c.matches[0] if c.matches else (_mm(c.value) if c.unit == "mm" else f"RSI {c.value:.2f}"
                                               if c.unit == "RSI" else c.dressed if c.unit == "lumber"
                                               else c.metric if c.unit in US_CONVERTED_UNITS else f"{c.value:.1f} m2")
        question = f"{question[:c.end]} ({said}){question[c.end:]}"
    return question


# --- the Code's figures in the asker's units ---------------------------------------------------
# asked in US units ("how tall, in feet?", "max LPD in W/ft2"), or told its figures in them ("a 36\" door"),
# the asker reads the Code's figures beside their conversion
_ASKS_IMPERIAL = re.compile(
    r"\bin\s+(?:inches|inch|feet|foot|ft|psf|psi|fahrenheit|cfm|gpm|btu(?:/h|h)?|mbh|sq(?:uare)?\.?\s*f(?:ee|oo)?t|"
    r"w/ft2|w/ft\u00b2|imperial(?:\s+units)?|us\s+units|gallons?|mph|pounds|lbs?)(?!\w)"
    r"|\bin\s+(?:\u00b0|deg(?:rees)?\.?\s*)f\b", re.IGNORECASE)


def speaks_imperial(question: str, conversions: list[Conversion]) -> bool:
    """Whether the asker reads US units: the question tells a figure in them or asks for one."""
    return bool(conversions) or bool(_ASKS_IMPERIAL.search(question))


def in_imperial(value: float, unit: str) -> str | None:
    """A figure of the Code in US units, as a designer reads it, or None for a unit without one here:
    ``1070 mm`` -> ``42.1 in (3 ft 6 in)``, ``2.4 kPa`` -> ``50 psf``, ``60 °C`` -> ``140 °F``, ``10 m2`` ->
    ``108 sq ft``."""
    def figure(x: float) -> str:
        return f"{x:,.1f}" if x < 10 else f"{x:,.0f}"

    length = {"mm": 1.0, "cm": 10.0, "m": 1000.0}
    if unit in length:
        inches = value * length[unit] / MM_PER["in"]
        if inches >= 120:
            return f"{inches / 12:,.1f} ft"
        feet, rest = divmod(round(inches), 12)
        return f"{inches:.1f}".removesuffix(".0") + " in" + (
            f" ({feet} ft{f' {rest} in' if rest else ''})" if feet else "")
    per_unit = {"m2": (1 / M2_PER_SQFT, "sq ft"), "L": (1 / 3.785411784, "US gal"), "kW": (3412.1416, "Btu/h"),
                "W/m2": (1 / 10.7639104, "W/ft\u00b2"), "kN": (224.80894, "lbf"), "kg": (2.2046226, "lb")}
    if unit == "kPa":
        return f"{figure(value / 0.04788026)} psf" if value < 50 else f"{figure(value / 6.894757)} psi"
    if unit == "\u00b0C":
        return f"{value * 9 / 5 + 32:.0f} \u00b0F"
    if unit in per_unit:
        factor, name = per_unit[unit]
        return f"{figure(value * factor)} {name}"
    return None


# --- definition questions -------------------------------------------------------------------
_DEFINITION_ASKED = re.compile(
    r"\b(?:what|who)\s+(?:counts|qualifies|is\s+considered|are\s+considered|is\s+meant\s+by|are\s+meant\s+by)\b"
    # ("meant to apply", "meant for": intended, not what a word means)
    r"|\b(?:meaning|meant(?!\s+(?:to|for)\b)|definition|defined|define|defines)\b"
    # "what does 'grade' mean", not the adjective: "a mean roof height", "the mean rating temperature"
    r"|(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)(?<!\bof\s)(?<!\bits\s)\bmean\b"
    # "what 'grade' means", not the noun: "means of egress", "provide the means to add them later"
    r"|(?<!\bthe\s)(?<!\bany\s)(?<!\ba\s)(?<!\bno\s)(?<!\bother\s)\bmeans\b(?!\s+(?:of|to|for)\b)"
    # "is a smoke alarm the same as a smoke detector", not "modelled the same as in our design" (the same
    # way: a term follows, not a preposition or a pronoun)
    r"|\bthe\s+same(?:\s+thing)?\s+as\b(?!\s+(?:in|on|at|for|with|by|before|after|when|where|if|it|they|those|"
    r"that|this|we|i|you|our|my|your|their|its)\b)|\bwhat\s+exactly\s+(?:is|are)\b"
    # "what kind of building is a garage", not "what kind of door is required" (a requirement)
    r"|\bwhat\s+kind\s+of\s+\w+\s+is\b(?!\s+(?:required|needed|necessary|allowed|permitted|acceptable|"
    r"called\s+for|expected|used|installed|best)\b)",
    re.IGNORECASE)
_WHAT_IS = re.compile(r"^\s*(?:so\s+)?what(?:'s|\u2019s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?(?P<rest>.+?)\s*\?*\s*$",
                      re.IGNORECASE)


# "does that mean my engineer doesn't have to ...": what follows from something, not what a word means
# ("what does that mean?" still asks it)
_IMPLIES = re.compile(r"(?<!\bwhat\s)\b(?:does|do|did|would|will|doesn't|does\s+not)\s+(?:that|this|it)\s+mean\b",
                      re.IGNORECASE)
# what follows the words naming the term asked: "what does the NECB mean by purchased energy", "what is meant
# by a storey in ...", "the definition (meaning) of ..."
_TERM_AFTER = re.compile(r"\b(?:mean|means|meant)\s+by\s+|\b(?:definition|meaning)\s+of\s+", re.IGNORECASE)
_SAME_AS = re.compile(r"\bthe\s+same(?:\s+thing)?\s+as\s+", re.IGNORECASE)


def asks_definition(part: str) -> bool:
    """Does ``part`` ask what a word means ("what counts as a storey", "who counts as the owner",
    "what does 'grade' mean",
    "is a smoke alarm the same as a smoke detector")? "What is a guard?" (nothing but the term
    after "what is") is checked by the caller against the defined terms (``what_is``). Not "does
    that mean the engineer need not come" (what follows from something), nor the noun ("means of
    egress")."""
    return bool(_DEFINITION_ASKED.search(_IMPLIES.sub(" ", part)))


# where the phrase naming the term asked ends: "roof-mounted equipment | for wind design"
_PHRASE_END = re.compile(r"[?,.;:()!]|\s(?:for|in|on|of|at|to|under|with|by|from|within|and|or|but|that|which|who|"
                         r"when|where|if|so|is|are|was|were|does|do|has|have|can|could|must|should|would|will)\b",
                         re.IGNORECASE)


def term_openings(part: str) -> list[tuple[str, bool | str]]:
    """The phrase after each of ``part``'s words naming the term asked, up to its first preposition, verb or
    punctuation (``_PHRASE_END``), in order, each with whether the term asked may be anywhere in it:
    - after "counts as" (``counts_as_all``) the term opens the phrase: "what counts as roof-mounted
      equipment for wind design" asks of "roof-mounted equipment", "what counts as a 'small building'" not of
      what a building is;
    - after "mean by", "is meant by", "the definition of" it is anywhere in it: "what does the Code mean by a
      walk-out storey?" asks what a storey is, "what does the NECB mean by purchased energy" asks of neither
      "building" nor "energy" alone;
    - either side of "the same as": the term opens what follows, and ends what precedes ("end")."""
    rests: list[tuple[str, bool | str]] = [(rest, False) for rest in counts_as_all(part)] + [
        (part[m.end():].lstrip(" '\"\u2018\u2019\u201c\u201d"), True) for m in _TERM_AFTER.finditer(part)]
    for m in _SAME_AS.finditer(part):
        # "is a smoke alarm the same as a smoke detector?": the two terms on either side; "is the non-daylit
        # area taken the same as the proposed?" asks of none (no term opens what follows, nor ends what precedes)
        rests.append((part[m.end():].lstrip(" '\"\u2018\u2019\u201c\u201d"), False))
        before = re.split(r"\b(?:is|are|isn't|aren't|was|were|be|'s)\s+", part[:m.start()], flags=re.IGNORECASE)[-1]
        rests.append((before.strip(" '\"\u2018\u2019\u201c\u201d"), "end"))
    out = []
    for rest, anywhere in rests:
        rest = re.sub(r"^(?:an?|the)\s+", "", rest, flags=re.IGNORECASE)
        rest = _POSSESSOR.sub("", rest)
        end = _PHRASE_END.search(rest)
        out.append((rest[:end.start()] if end else rest, anywhere))
    return out


_OBJECT = r"(?:me|us|it|him|her|them|this|that|these|those|(?:my|our|the|a|an)\s+\w+)"
_COUNTS_AS = re.compile(r"\b(?:(?:counts?|counted|counting|qualif(?:y|ies|ying)|treats?|treated|treating|classed|classified|"
                        r"regards?|regarded|taken)\s+as\s+"
                        r"|(?:considered|deemed|called)\s+(?:as\s+|to\s+be\s+)?"
                        # "does the Code consider me the constructor", "does it treat my shed as a building",
                        # "does the code call that a crawl space" (the Code calls: not "we call it the attic")
                        # (treated or counted only "as": "how do we treat the existing boilers" asks how to handle them)
                        rf"|(?:(?:consider|considers|(?<=code\s)calls?)\s+{_OBJECT}\s+(?:as\s+|to\s+be\s+)?"
                        rf"|(?:treat|treats|count|counts|class|classes)\s+{_OBJECT}\s+(?:as|to\s+be)\s+))"
                        r"(?:(?:an?\s+)?(?:part|one|kind|type|form|sort)\s+of\s+)?(?:an?\s+|the\s+|its\s+|their\s+)?(?P<rest>.+)",
                        re.IGNORECASE)


# a possessor is not the term: "count as the building's fire alarm system" asks of the system
_POSSESSOR = re.compile(r"^[\w\-]+(?:['\u2019]s|s['\u2019])\s+(?=\w)")


def counts_as(part: str) -> str | None:
    """What follows "counts as (a)" ("does it count as a skylight", "that counts as an 'addition',
    right?", "does the wall count as part of the building envelope", "is it considered part of the
    building envelope", "deemed a storey", "does the Code consider me the constructor"): the caller checks whether a
    term the Code defines starts it. None without one."""
    found = counts_as_all(part)
    return found[0] if found else None


def counts_as_all(part: str) -> list[str]:
    """What follows each "counts as" of ``part``, in order: "stop being treated as a window and start
    counting as a skylight" asks of both (the caller keeps those a defined term starts)."""
    out, start = [], 0
    while m := _COUNTS_AS.search(part, start):
        out.append(_POSSESSOR.sub("", m.group("rest").lstrip(" '\"\u2018\u2019\u201c\u201d")))
        start = m.start("rest")
    return out


_QUOTED = re.compile(r"(?<!\w)['\u2018\"\u201c](?P<term>[A-Za-z][A-Za-z \-]{1,40}?)['\u2019\"\u201d](?!\w)")


def quoted(part: str) -> list[str]:
    """The words a question puts in quotes ("is that the 'first storey'?", "am I the 'constructor'"):
    a term the Code defines, quoted, is asked as the Code's term; the caller checks which are."""
    return [m.group("term").strip() for m in _QUOTED.finditer(part)]


_EITHER_OR = re.compile(r"\b(?:is|are)\s+(?:it|that|this|these|they|those)\s+(?:an?\s+|the\s+)?(?P<a>[\w\- ]{2,40}?)"
                        r"\s+or\s+(?:just\s+|simply\s+|only\s+|merely\s+|really\s+)?(?:an?\s+|the\s+)?"
                        r"(?P<b>[\w\- ]{2,40}?)\s*\?", re.IGNORECASE)


def either_or(part: str) -> tuple[str, str] | None:
    """The two things a question asks which of ("is that a skylight or just a window?"), else None:
    the caller checks whether the Code defines either."""
    m = _EITHER_OR.search(part)
    return (m.group("a").strip(), m.group("b").strip()) if m else None


def what_is(part: str) -> str | None:
    """What follows "what is (a)" when that is the whole question ("what is a guard?"), else None."""
    m = _WHAT_IS.match(part)
    return m.group("rest").strip(" '\"\u2018\u2019\u201c\u201d") if m else None


# --- questions of the Code's own scope ------------------------------------------------------
# "does the energy code even apply to the new dairy barn", "is a farm building exempt from the
# code", "does my garage have to meet the NBC": the Code's own Articles on what it applies to
# answer them (Division A, Subsection 1.1.1. in the NBC family), not a requirement sharing their
# words. "Does Part 3 apply" and "the code's electrical section" ask about a Part, not the Code, and
# "which objective (part) of the code covers" what in the Code says something.
_CODE = (r"(?:(?:(?:the|this|our|your)\s+(?:[\w\-]+\s+){0,2}?(?:code|NECB|NBC)|NECB|NBC)(?:\s+(?:19|20)\d\d\b)?"  # "NECB 2011"
         # the Code by its subject: "the energy-efficiency rules", "the building regulations" (not "the guard rules")
         r"|(?:the|our|your)\s+(?:national\s+)?(?:energy|building)(?:[\s\-]efficiency)?\s+(?:rules|regulations|requirements))(?!['\u2019]s)")
_SCOPE_ASKED = re.compile(
    # (not "the electrical part of the NECB cover": a Part's scope, ``_PART_SCOPE_ASKED``)
    rf"(?<![Oo]f )(?<![Ii]n )(?<![Oo]f the )(?<![Ii]n the )\b{_CODE}\s+"
    rf"(?:even\s+|really\s+|actually\s+|still\s+|also\s+)?"
    rf"(?:apply|applies|cover|covers|regulate|regulates|govern|governs)\b"
    rf"|\b(?:exempt|excluded)\s+from\s+{_CODE}"
    rf"|\b(?:covered|regulated|governed)\s+by\s+{_CODE}",
    re.IGNORECASE)
# "does a barn have to meet the NBC?" asks whether the Code applies; "how many charging stations do we need to
# meet the energy code?" or "what R-value does the wall need to comply with the NECB?" asks what it requires
_MEETS_CODE = re.compile(rf"\b(?:meet|comply\s+with|follow|satisfy|fall\s+under)\s+{_CODE}"
                         rf"(?:\s+for\s+(?:it|this|that|them|these|those))?\s*(?:[?.!,]|$)",
                         re.IGNORECASE)
# the sentence asks what, which or how much ("which pushes the occupant load up" in the middle of one asks nothing)
_ASKS_WHAT = re.compile(r"\W*(?:(?:so|and|then|ok|okay)\W+)?"
                        r"(?:how\s+(?:many|much|big|large|far|long|wide|high|tall|thick|deep|often|low|close)|what|which)\b",
                        re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.?!;:]\s+")  # where a sentence (or a clause of one) ends


def asks_scope(question: str) -> bool:
    """Does ``question`` ask whether the Code applies to something ("does the energy code apply to
    farm buildings", "is my shed exempt from the code", "does a barn have to meet the NBC?")? Not one
    asking what meeting it takes ("how many outlets do we need to meet the energy code?", "do they reach beyond
    what is needed to comply with the Code?")."""
    if _SCOPE_ASKED.search(question):
        return True
    meets = _MEETS_CODE.search(question)
    if not meets:
        return False
    starts = [m.end() for m in _CLAUSE_END.finditer(question, 0, meets.start())]
    start = starts[-1] if starts else 0
    return not _ASKS_WHAT.match(question, start) and not _WHAT_IT_TAKES.search(question, start, meets.start())


# what meeting the Code takes, asked of in the middle of a sentence: "beyond what is needed to comply with the Code"
_WHAT_IT_TAKES = re.compile(r"\bwhat\s+(?:is|are|it\s+takes|we\s+need|you\s+need)\b[^?.!;:]{0,20}$", re.IGNORECASE)


# asked whether a Part's requirements (a section of the Code, its rules or limits) apply to something: "does the
# hot water / water pumping section of the energy code apply to the fire pump?", "do the lighting wattage limits
# apply to the fixtures inside each apartment?": the Part's Article on what it applies to answers (what it leaves
# out: "systems used exclusively for firefighting", "lighting within dwelling units"), not a requirement that
# shares the thing's words
_PART_SCOPE_ASKED = re.compile(
    r"\b(?:sections?|parts?|requirements?|rules|limits|provisions|allowances?)\b[^?.]{0,40}?\bappl(?:y|ies)\s+to\b"
    # "does the lighting part cover the parking lot poles?", "do the HVAC requirements also cover ...",
    # "does the electrical part of the NECB cover motors out on the site?"
    # (the Code's: "the ... part", not "can one section cover two floors?")
    r"|\bthe\s+(?:[\w'\u2019-]+\s+){0,3}(?:section|part|requirements|rules|provisions)\s+"
    r"(?:of\s+(?:the\s+)?(?:[\w-]+\s+){1,2}?)?(?:(?:also|even|still)\s+)?cover\b"
    # "does it still have to meet the envelope insulation part of the code?", "is it subject to that section?"
    r"|\b(?:(?:have|has|need)\s+to|must)\s+(?:[\w-]+\s+){0,4}?(?:meet|comply\s+with|follow|conform\s+to|satisfy)\s+"
    r"(?:the\s+|that\s+|this\s+)?(?:[\w-]+\s+){0,3}(?:section|part)\b"
    r"|\bsubject\s+to\s+(?:the\s+|that\s+|this\s+)?(?:[\w-]+\s+){0,3}(?:section|part)\b"
    # what it would apply to told before ("Our shed has a small heater. Do the envelope insulation requirements still
    # apply?")
    r"|\b(?:do|does|would|will)\s+(?:the\s+|these\s+|those\s+|its\s+)?(?:[\w'\u2019-]+\s+){0,4}(?:sections?|parts?"
    r"|requirements?|rules|limits|provisions)\s+(?:(?:still|even|also|then)\s+)?appl(?:y|ies)\s*(?:[?.]|$|at\s+all\b"
    r"|here\b)",
    re.IGNORECASE)


def asks_part_scope(question: str) -> bool:
    """Does ``question`` ask whether a Part's requirements apply to something ("does the hot water section of
    the code apply to the fire pump?")?"""
    return bool(_PART_SCOPE_ASKED.search(question))


# asked which of two conflicting requirements prevails: "the CSA standard contradicts the NECB, which
# document wins?", "our by-law differs from the code's rules: which one do we follow?", "does the
# provincial regulation take precedence where it conflicts?": a word of conflict, one asking which
# prevails, and another document that rules (a by-law, a regulation, a standard: "which requirements
# apply to different occupancies?" asks no precedence; nor does a lighting control's manual override)
_PRECEDENCE_ASKED = re.compile(
    r"\bwhich\b.{0,40}?\b(?:wins?|governs?|prevails?|applies|apply|follow|takes?\s+precedence|overrides?"
    r"|has\s+priority|comes?\s+first)\b|\b(?:takes?\s+precedence|prevails?)\b", re.IGNORECASE)
_CONFLICT_TOLD = re.compile(r"\b(?:contradict\w*|conflict\w*|differ\w*|disagree\w*|clash\w*|inconsistent|stricter"
                            r"|looser|tougher|precedence|mismatch\w*)\b"
                            r"|\bsays?\s+(?:one\s+thing|another|something\s+(?:else|different))\b"
                            # "if the two don't match", "they do not agree", "doesn't line up with"
                            r"|\b(?:do|does|did)\s*n[o'\u2019]?t\s+(?:match|agree|line\s+up|align)\b|\bat\s+odds\b",
                            re.IGNORECASE)
# the other document told of is either the rules of a government (a by-law, a regulation: "our town's own rules") or a
# document the Code references (a standard, a spec: "the CSA standard"); the Code settles each conflict in its own
# Sentence
_LOCAL_RULES = re.compile(r"\b(?:by-?laws?|regulations?|ordinances?|provincial|municipal|local)\b"
                          r"|\b(?:city|town|municipality|province|state|county)(?:['\u2019]s)?\s+(?:own\s+)?"
                          r"(?:rules|codes?|laws?|requirements)\b", re.IGNORECASE)
_REFERENCED_RULES = re.compile(r"\b(?:standards?|documents?|specs?|specifications?|CSA|ASHRAE|ASTM|ULC|NFPA|ANSI"
                               r"|manufacturer'?s?)\b", re.IGNORECASE)
# the Code's own words for it: "In the case of conflict between the provisions of this Code and those of
# a referenced document, the provisions of this Code shall govern"
PRECEDENCE_WORDS = ("conflict", "govern")


# asked what a compliance path cannot trade away: the path spoken of ("if we go the performance path", "the
# whole-building energy model passes", "the trade-off route") and whether a requirement still holds on it ("do the
# boilers still have to meet the federal efficiency regulations?", "can we install a furnace below the federal
# minimum?", "off the hook", "can that be traded away?"): the Code's Articles on the path's limitations answer
# ("Notwithstanding use of the performance path, all HVAC appliances and equipment shall comply with the applicable ...
# energy efficiency act")
_PATH_TOLD = re.compile(r"\b(?:performance|trade-?off)\s+(?:path|route|compliance|approach|option)"
                        r"|\b(?:energy\s+)?(?:model|simulation)\s+(?:passes|shows|complies|meets)"
                        r"|\bwhole[- ]building\s+(?:energy\s+)?(?:model\w*|performance|simulation)", re.IGNORECASE)
_STILL_HOLDS = re.compile(r"\bstill\s+(?:have|has|need|needs|must|required|apply|applies)\b"
                          r"|\bbelow\s+(?:the\s+)?(?:federal|provincial|minimum|required|regulated)"
                          r"|\btraded?\s+away\b|\boff\s+the\s+hook\b|\bget\s+away\s+with\b"
                          r"|\b(?:not|don'?t|doesn'?t)\s+(?:have|need)\s+to\s+(?:meet|comply)", re.IGNORECASE)
# the Code's own word for them (its Articles titled "Limitations", "Application Limitation")
PATH_LIMITS_WORDS = ("limitations",)


def asks_path_limits(question: str) -> bool:
    """Does ``question`` ask whether a requirement still holds on a compliance path it speaks of (what the path
    cannot trade away)?"""
    return bool(_PATH_TOLD.search(question) and _STILL_HOLDS.search(question))


# asked what an abbreviation or symbol stands for: "what does the abbreviation 'lx' stand for?", "what does kPa mean in
# the code?", "what is CCMC short for?": the symbol asked, as typed
_ABBREVIATION_ASKED = re.compile(
    r"\bwhat\s+(?:does|do|is|are)\s+(?:the\s+)?(?:abbreviation|symbol|acronym|initials|letters|unit)?\s*"
    r"['\"\u2018\u201c]?(?P<symbol>[^\s'\"\u2019\u201d?]{1,12}?)['\"\u2019\u201d]?\s+"
    r"(?:stand\s+for|mean|short\s+for|refer\s+to)\b(?!\s+by\b)", re.IGNORECASE)  # not "what does the NECB mean by"


def asked_abbreviation(question: str) -> str | None:
    """The abbreviation or symbol ``question`` asks the meaning of ("what does 'lx' stand for?" -> "lx"), as typed;
    None when it asks none."""
    m = _ABBREVIATION_ASKED.search(question)
    return m.group("symbol") if m else None


# asked whether the authority may waive a requirement: "can the building official let us off the window rules?",
# "could the city waive the energy code for a temporary site office?", "can we get an exemption?", "can any of the
# documents be waived?" (not whether the Code itself exempts something: "is a VAV system exempt from that?")
_WAIVER_ASKED = re.compile(
    r"\b(?:offici?al|officer|inspector|authority|AHJ|city|town|municipality|department|province|they)s?\b"
    r"(?:\s+[\w'\u2019]+){0,3}?\s+(?:waive|exempt|excuse|relax|let\s+(?:us|me|them|it|him|her)\s+off"
    r"|make\s+an?\s+exception"
    r"|(?:grant|give)\s+(?:us\s+|me\s+|them\s+)?(?:an?\s+)?(?:exemption|waiver|variance|exception))\b"
    r"|\b(?:get|obtain|ask\s+for|apply\s+for|request)\s+(?:an?\s+)?(?:exemption|waiver|variance)\b"
    r"|\bbe\s+waived\b", re.IGNORECASE)
# the Code's own words for it: "The authority having jurisdiction may exempt a building ...", "that document may be
# waived in writing"
WAIVER_WORDS = ("exempt", "waived")


def asks_waiver(question: str) -> bool:
    """Does ``question`` ask whether the authority may waive (exempt from) a requirement?"""
    return bool(_WAIVER_ASKED.search(question))


def asks_precedence(question: str) -> bool:
    """Does ``question`` ask which of two requirements in conflict prevails (this Code or a referenced
    document, a by-law, another code)?"""
    return bool(_PRECEDENCE_ASKED.search(question) and _CONFLICT_TOLD.search(question)
                and (_LOCAL_RULES.search(question) or _REFERENCED_RULES.search(question)))


def precedence_told(question: str) -> str | None:
    """The kind of document ``question`` (one asking which prevails, ``asks_precedence``) tells of beside the Code:
    "local" for the rules of a government (a by-law, a regulation, the city's own rules), "referenced" for a
    document the Code references (a standard, a spec); None when it tells of both or neither."""
    local, referenced = bool(_LOCAL_RULES.search(question)), bool(_REFERENCED_RULES.search(question))
    return "local" if local and not referenced else "referenced" if referenced and not local else None


# asked which Part a building falls under: "which part of the code covers a four-storey apartment
# building", "can it (still) be designed under the simpler small-building (Part 9) rules", "is there any way it
# can be built to Part 9", "Part 3 or Part 9?"
# (not "an apartment building designed under Part 3, how far ...": that names the Part it is asked of)
_PART_ASKED = re.compile(
    r"\b(?:which|what)\s+part\s+of\s+(?:the\s+)?(?:code|NBC|Division\s+B)\s+(?:covers|applies|governs|is\s+used)\b"
    r"|\bwhich\s+part\s+(?:applies|covers|governs)\b"
    r"|\bPart\s+\d{1,2}\s+or\s+(?:Part\s+)?\d{1,2}\s*\?"
    r"|\b(?:can\s+(?:it|we|I|this|the\s+\w+)|(?:it|we|I|this|the\s+\w+)\s+can)\s+(?:still\s+|also\s+|even\s+|just\s+|really\s+)?"
    r"(?:be\s+)?(?:designed|built)\s+"
    r"(?:under|to|using)\b[^?]{0,40}?\bPart\s+\d{1,2}\b"
    r"|\bdoes\s+Part\s+\d{1,2}\s+(?:of\s+Division\s+B\s+)?apply\b",
    re.IGNORECASE)


def asks_part(question: str) -> bool:
    """Does ``question`` ask which Part of the Code a building falls under?"""
    return bool(_PART_ASKED.search(question))


# --- what the engine read in a question -----------------------------------------------------
@dataclass
class Query:
    """A question as retrieval reads it (``Engine.read``)."""

    question: str
    refs: list[Ref]  # the clause numbers written in it
    targets: list[Target]  # the clauses of this Code they name
    text: str  # what is searched: without the clause numbers, imperial quantities as the Code's values, the
    # meaning of each abbreviation of the Code beside it (``qa.aliases``)
    parts: list[Part]  # the questions it asks (one: itself), each searched in the same form
    conversions: list[Conversion]  # its imperial quantities, with the Code's values they match
    definitions: list[Chunk] = field(default_factory=list)  # the definitions it asks for, then their Notes
    scope: list[Target] = field(default_factory=list)  # asked whether the Code applies: its Articles on that
    scope_whole: bool = False  # asked which Part applies: every Article of ``scope`` answers, not only those ranked
    scope_ranked: bool = False  # asked whether a Part applies: only an Article of ``scope`` ranked near the top answers
    building: set = field(default_factory=set)  # the Parts the building told of falls in (``Engine.building_parts``)
    readings: list = field(default_factory=list)  # how its words were read (``Engine.readings``)
