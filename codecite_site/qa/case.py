"""The asker's case: the quantities a question tells about itself, read against the conditions
the Code's Sentences state.

Users describe their case in figures: "our deck is about 1.5 m off the ground", "a 150 m²
shop", "a heating load of about 250 kW", "8 feet above the yard" (converted: ``query.imperial``).
The Code sets its rules by conditions in the same figures: a guard may be 915 mm high *where
the walking surface it protects is not more than 1 800 mm above the adjacent ground*; a guard
is not required along a deck *not more than 1 200 mm above the ground*. The Sentence whose
condition the asker's figure meets is the one that applies to them; one whose condition it
fails applies to someone else. Words alone cannot tell them apart: both name the deck, the
ground and the guard.

``told(question)``: the question's metric quantities and its imperial ones in the Code's units.
``bounds(text)``: the conditions a passage states (``more than``, ``not more than``, ``at
least``, ``between ... and ...``, ``X or less`` ...), and not its requirements: a figure that
follows *shall*, *may* or *must* in its clause is what is required ("every guard shall be not
less than 1 070 mm high"), not when the rule applies. ``fit(told, text)``: +1 when a told
quantity meets one of the passage's conditions of its dimension and fails none, -1 when one
fails, 0 when none is of a dimension told (``Engine.passage_scores`` weighs it by
``CASE_BONUS``). ``required(text)``: the text less its conditions' figures, what it requires: asked
for a height, a Sentence whose only heights are conditions ("where a ledge between 160 mm and
880 mm high ...") does not state one (``Engine.answer_bonus``). The dimension is all that is compared: "the deck is 1.5 m above the yard"
is read against every length a Sentence conditions on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .query import Conversion

_GAP = r"[ \u00a0\u2009\u202f]"
# a sign only where it stands alone before the figure ("below -20 °C", not "150-600")
_NUMBER = rf"(?:(?<![\w.])[-\u2212])?(?:\d{{1,3}}(?:(?:{_GAP}|,)\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
# a unit -> (dimension, factor to the dimension's base unit: mm, m2, W, VA, degC, L/s)
UNITS = {"mm": ("length", 1.0), "cm": ("length", 10.0), "m": ("length", 1000.0), "km": ("length", 1e6),
         "m2": ("area", 1.0), "m²": ("area", 1.0), "W": ("power", 1.0), "kW": ("power", 1e3),
         "MW": ("power", 1e6), "kVA": ("apparent power", 1e3), "VA": ("apparent power", 1.0),
         "°C": ("temperature", 1.0), "L/s": ("airflow", 1.0), "storeys": ("storeys", 1.0), "storey": ("storeys", 1.0),
         "%": ("share", 1.0)}
_UNIT = "|".join(sorted((re.escape(u) for u in UNITS), key=len, reverse=True))
_QUANTITY = rf"(?P<n>{_NUMBER}){_GAP}?(?P<u>{_UNIT})(?![\w²³/])"
# as a question may write them
SPELT = {"millimetres": "mm", "millimeters": "mm", "millimetre": "mm", "millimeter": "mm", "metres": "m",
         "meters": "m", "metre": "m", "meter": "m", "square metres": "m2", "square meters": "m2", "sq m": "m2",
         "sq. m": "m2", "kilowatts": "kW", "kilowatt": "kW", "watts": "W", "degrees C": "°C", "° C": "°C"}
_SPELT = "|".join(sorted((re.escape(u) for u in SPELT), key=len, reverse=True))
_TOLD = re.compile(rf"(?<![\w./])(?<!\d-)(?P<n>{_NUMBER}){_GAP}?(?P<u>{_SPELT}|{_UNIT})(?![\w²³/])", re.IGNORECASE)

# the conditions of a passage: an operator before its quantity, or "X or less" / "X or more" after it
_OPERATORS = [
    ("le", (r"not\s+more\s+than|no\s+more\s+than|not\s+exceeding|not\s+greater\s+than|does\s+not\s+exceed|"
            r"do\s+not\s+exceed|up\s+to|within|less\s+than\s+or\s+equal\s+to|at\s+most|maximum\s+of")),
    ("ge", r"not\s+less\s+than|no\s+less\s+than|at\s+least|greater\s+than\s+or\s+equal\s+to|minimum\s+of"),
    ("lt", r"less\s+than|below|under"),
    ("gt", r"more\s+than|greater\s+than|exceeding|exceeds|exceed|over|above"),
]
_BOUND = re.compile(
    rf"\bbetween\s+(?P<lo>{_NUMBER}){_GAP}?(?P<lu>{_UNIT})?\s+and\s+{_QUANTITY.replace('<n>', '<hi>').replace('<u>', '<hu>')}"
    rf"|\b(?P<op>{'|'.join(f'(?P<{k}>{p})' for k, p in _OPERATORS)})\s+{_QUANTITY}"
    rf"|{_QUANTITY.replace('<n>', '<n2>').replace('<u>', '<u2>')}\s+or\s+(?P<after>less|more|greater|higher|taller|longer|wider|deeper|larger|lower|shorter|narrower|smaller)\b",
    re.IGNORECASE)
# a slope, which the Code states as a ratio ("where the roof slope is less than 1 in 6"): its rise over its run
_SLOPE_BOUND = re.compile(rf"\b(?P<op>{'|'.join(f'(?P<{k}>{p})' for k, p in _OPERATORS)})\s+1\s+in\s+(?P<run>\d+(?:\.\d+)?)\b",
                          re.IGNORECASE)
# "X or less" and its likes ("1.5 m or lower"); the others ("or more", "or higher") bound it from below
_OR_LESS = frozenset({"less", "lower", "shorter", "narrower", "smaller"})
# a figure is a condition when the nearest word before it that opens a condition ("where", "provided",
# "whose" ...) is nearer than the nearest modal verb, and no modal follows it in its clause; else it
# is what is required ("shall be not less than 1 070 mm", "shall (a) ..., and (b) have its sill not
# more than 1 050 mm", "a clearance of not less than 790 mm shall be provided")
_CONDITION = re.compile(r"\b(?:where|if|provided|unless|when|while|that|which|whose|serving|having)\b", re.IGNORECASE)
_MODAL = re.compile(r"\b(?:shall|may|must)\b", re.IGNORECASE)
# what a thing has, said of it before its modal, is which things a Sentence is about, though its modal follows: "each
# system that has a cooling capacity of more than 20 kW shall be designed to use outdoor air" (not "a landing that is
# not less than 790 mm long shall be provided", which requires it): "that" or "which" and, within a few words, "has"
# or "have" ("that incorporates mechanical cooling and has an air-handling capacity of more than 1 500 L/s"), or
# "having", "whose" ("each air distribution system ... having a combined floor surface area of conditioned space of
# more than 2 500 m² shall be divided")
_HAS_CONDITION = re.compile(r"\b(?:(?:that|which)\s+(?:\w+\s+){0,4}?(?:and\s+)?(?:has|have)|having|whose)\s+[^,;.]*$",
                            re.IGNORECASE)
_CLAUSE_END = re.compile(r"(?<!\d),(?!\d)|[;:()]|\.(?:\s|$)|\b(?:where|if|provided|unless|when|while)\b", re.IGNORECASE)
# what a figure measures, by the word after it: "1.5 m above the yard" (a level) is not "1 050 mm wide"
SENSES = {"high": "height", "tall": "height", "height": "height", "above": "level", "below": "level",
          "off": "level", "beneath": "level", "under": "level", "up": "level", "down": "level",
          "wide": "width", "width": "width", "deep": "depth", "depth": "depth", "long": "length",
          "length": "length", "thick": "thickness", "thickness": "thickness", "apart": "spacing",
          "from": "distance", "away": "distance", "of": "distance"}
_SENSE = re.compile(r"\s*(?:in\s+)?(\w+)")
PENALTY = True  # a Sentence whose every condition the case fails applies to someone else: it loses as much
TOLERANCE = 0.03  # a told figure this close to a condition's limit is the limit, as the asker rounds


# or by the noun it is said of, a few words before: "the vertical height of a flight exceeds 3.6 m",
# "the difference in elevation between that surface and the ground is more than 610 mm"
NOUN_SENSES = {"height": "height", "heights": "height", "width": "width", "widths": "width", "depth": "depth",
               "length": "length", "thickness": "thickness", "spacing": "spacing", "elevation": "level"}
_NOUN = re.compile(r"\b(" + "|".join(NOUN_SENSES) + r")\b", re.IGNORECASE)
# or by the comparative it is the term of, right before it: "deeper than 1 200 mm" (a depth)
COMPARED_SENSES = {"higher": "height", "taller": "height", "deeper": "depth", "shallower": "depth", "wider": "width",
                   "narrower": "width", "longer": "length", "shorter": "length", "thicker": "thickness",
                   "thinner": "thickness", "farther": "distance", "further": "distance", "closer": "distance",
                   "nearer": "distance"}
_COMPARED = re.compile(r"\b(" + "|".join(COMPARED_SENSES) + r")\s+than\s+(?:about\s+|approximately\s+)?$",
                       re.IGNORECASE)
BEFORE = 80  # characters before a condition's operator searched for the noun it is said of


def measured(text: str, end: int, start: int | None = None) -> str | None:
    """What the figure of ``text`` ending at ``end`` measures (``SENSES``: "915 mm high" height, "1 200 mm
    above the ground" level), by the word after it, else by the noun it is said of before ``start``;
    None when the words do not say."""
    m = _SENSE.match(text, end)
    sense = SENSES.get(m.group(1).lower()) if m else None
    if sense is None and start is not None:
        compared = _COMPARED.search(text, max(0, start - 40), start)  # "window wells deeper than 1 200 mm"
        sense = COMPARED_SENSES[compared.group(1).lower()] if compared else None
    if sense is None and start is not None:
        opened = max((x.end() for x in _CLAUSE_END.finditer(text, max(0, start - BEFORE), start)), default=max(0, start - BEFORE))
        nouns = list(_NOUN.finditer(text, opened, start))
        sense = NOUN_SENSES[nouns[-1].group(1).lower()] if nouns else None
    return sense


@dataclass(frozen=True)
class Told:
    """A quantity of the asker's case, in its dimension's base unit."""

    dimension: str
    value: float
    sense: str | None = None  # what it measures, when the word after it says (``SENSES``)


@dataclass(frozen=True)
class Bound:
    """A condition a passage states: ``low < x < high`` (``inclusive``: ``<=``), in base units."""

    dimension: str
    low: float | None
    high: float | None
    inclusive: bool = True
    sense: str | None = None

    def holds(self, x: float) -> bool:
        if self.inclusive:
            return (self.low is None or x >= self.low) and (self.high is None or x <= self.high)
        return (self.low is None or x > self.low) and (self.high is None or x < self.high)


def _number(text: str) -> float:
    return float(re.sub(rf"(?:{_GAP}|,)", "", text).replace("\u2212", "-"))


def _base(number: str, unit: str) -> tuple[str, float]:
    unit = next((v for k, v in SPELT.items() if k.lower() == unit.lower()), unit)
    dimension, factor = UNITS[unit] if unit in UNITS else next(v for k, v in UNITS.items() if k.lower() == unit.lower())
    return dimension, _number(number) * factor


# a building's height in storeys as a question tells it: "a 5-storey office building", "four storeys"
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30}
_TOLD_STOREYS = re.compile(rf"(?<![\w.])(?P<n>\d{{1,3}}|{'|'.join(_NUMBER_WORDS)})[- ]?(?:storeys?|stor(?:y|ies))\b",
                           re.IGNORECASE)


# a conversion's unit (``query.imperial``) -> the dimension it tells, in that dimension's base unit
_CONVERTED = {"mm": "length", "m2": "area", "W": "power", "L/s": "airflow", "\u00b0C": "temperature"}


def told(question: str, conversions: list[Conversion] = ()) -> list[Told]:
    """The quantities ``question`` tells: its metric ones (``1.5 m``, ``150 m2``, ``250 kW``), its
    imperial lengths and areas, and an energy code's US units, converted (``conversions``,
    ``query.imperial``: Btu/h as W, cfm as L/s, °F as °C) and a building's
    storeys ("a four-storey apartment building")."""
    pairs = [(m.start(), m.end(), area) for m in _PAIR.finditer(question) if (area := _pair_area(m)) is not None]
    lengths = [c for c in conversions if c.unit == "mm"]
    pairs += [(a.start, b.end, a.value * b.value / 1e6) for a, b in zip(lengths, lengths[1:])
              if _BETWEEN_PAIR.fullmatch(question, a.end, b.start)]  # imperial: "8 ft by 10 ft", "20 x 24 ft"

    def sense(start: int, end: int) -> str | None:
        # a side of a plan told as "8 ft by 10 ft" is a size, not the height or depth a condition is of
        return SIZE if any(a <= start and end <= b for a, b, _ in pairs) else measured(question, end)

    out = [Told(*_base(m.group("n"), m.group("u")), sense(m.start(), m.end())) for m in _TOLD.finditer(question)
           if m.group("u").lower() not in ("storey", "storeys")]
    out += [Told("storeys", float(_NUMBER_WORDS.get(m.group("n").lower()) or m.group("n")))
            for m in _TOLD_STOREYS.finditer(question)]
    out += [Told(_CONVERTED[c.unit], c.value, sense(c.start, c.end)) for c in conversions if c.unit in _CONVERTED]
    out += [Told("area", area) for *_, area in pairs]
    out += [Told("slope", slope) for m in _TOLD_SLOPE.finditer(question) if (slope := _slope(question, m)) is not None]
    return out


# a slope as a question tells it: a roof's pitch "6/12" or "4 in 12", a ramp's "1:12" or "1 in 10" (rise, then run),
# with a word of slopes next to it ("a 6/12 pitched roof", "the roof slope is 3 in 12"; not "1/2 inch bolts")
_TOLD_SLOPE = re.compile(r"(?<![\w./:])(?P<rise>\d{1,2}(?:\.\d+)?)\s*(?:/|:|\s+in\s+)\s*(?P<run>\d{1,3}(?:\.\d+)?)(?![\w/:\"'\u2033]|\.\d)",
                         re.IGNORECASE)
_SLOPE_WORD = re.compile(r"\b(?:pitch(?:ed)?|slopes?|sloped|sloping|grades?|ramps?|roofs?)\b", re.IGNORECASE)


def _slope(question: str, m: re.Match) -> float | None:
    """The slope (rise over run) told by ``m`` (``_TOLD_SLOPE``), when a word of slopes stands within a few words
    of it; None for any other pair of figures (a fraction, a date, a score)."""
    rise, run = float(m.group("rise")), float(m.group("run"))
    near = question[max(0, m.start() - 30):m.start()] + " " + question[m.end():m.end() + 20]
    if not run or rise >= run * 4 or not _SLOPE_WORD.search(near):
        return None
    return rise / run


# two lengths told as a plan or an opening: "an 8 ft by 10 ft shed", "20 x 24 ft", "600 mm by 900 mm": its area is told
# too, and each side is a size (``SIZE``), read against no condition of a height, depth or level
SIZE = "size"
SIZE_SENSES = frozenset({"width", "length", "height"})  # the conditions a side of a pair may be read against
_PAIR = re.compile(rf"(?<![\w./])(?P<a>{_NUMBER})(?:{_GAP}?(?P<ua>{_SPELT}|{_UNIT}))?{_GAP}*(?:by|x|\u00d7){_GAP}*"
                   rf"(?P<b>{_NUMBER}){_GAP}?(?P<ub>{_SPELT}|{_UNIT})(?![\w\u00b2\u00b3/])", re.IGNORECASE)

_BETWEEN_PAIR = re.compile(rf"{_GAP}*(?:by|x|\u00d7){_GAP}*", re.IGNORECASE)


def _pair_area(m: re.Match) -> float | None:
    """The area (m2) of a pair of lengths (``_PAIR``), None when they are no lengths."""
    try:
        a = _base(m.group("a"), m.group("ua") or m.group("ub"))
        b = _base(m.group("b"), m.group("ub"))
    except (StopIteration, KeyError, ValueError):
        return None
    return a[1] * b[1] / 1e6 if a[0] == b[0] == "length" else None


# a condition's clause closes at a comma once it has its verb ("..., where no height is specified, between 1 400 mm
# and 1 800 mm above the floor": a height required), not at one inside its subject ("where a floor, other than
# ..., is more than 600 mm above") nor between the Clauses of a list ("where (a) it is sprinklered, (b) it is not
# more than 4 storeys"; "(iii) lunch rooms, (iv) storage rooms up to 100 m²")
_LABEL = r"\([a-z]+\)"  # a Clause's "(b)" or a Subclause's "(iv)"
_COMMA = re.compile(rf"(?<!\d),(?!\d)(?!\s*(?:and\s+|or\s+)?{_LABEL})")
_VERB = re.compile(r"\b(?:is|are|was|were|has|have|does|do|exceeds?|serves?|contains?|applies|apply|can|will|\w+ed)\b",
                   re.IGNORECASE)


# a figure in a participle or relative clause of the subject, before any modal ("Smoke alarms located within 3 m of
# a cooking appliance shall be of the photoelectric type", "doors having more than 50% glazing shall have ...") says
# which things the Sentence is about, though a modal follows it in its clause ("a clearance of not less than 790 mm
# shall be provided" is required: no such word before it); so does one after "with" ("systems with cooling
# capacities of 70 kW or more shall incorporate ...")
_QUALIFYING = re.compile(r"\b(?:located|situated|installed|placed|positioned|serving|having|that\s+(?:is|are)|"
                         r"which\s+(?:is|are))\s+(?:\w+\s+)?$"
                         # "systems ... with cooling capacities of more than 25 kW ... shall incorporate ..."
                         r"|\bwith\s+(?:[\w\-]+\s+){0,3}$", re.IGNORECASE)


def _closed(text: str, after: int, figure: int) -> bool:
    """Whether the condition opened just before ``after`` closed before the figure at ``figure``."""
    comma = _COMMA.search(text, after, figure)
    return bool(comma and _VERB.search(text, after, comma.start()) and not re.match(r"\s*\(", text[after:])
                and not re.search(_LABEL, text[comma.end():figure]))


def _conditions(text: str) -> list[re.Match]:
    """The figures of ``text`` that state when it applies, not what it requires (none in a Table)."""
    if text.startswith("Table "):
        return []
    out = []
    for m in sorted([*_BOUND.finditer(text), *_SLOPE_BOUND.finditer(text)], key=lambda m: m.start()):
        modal = max((x.end() for x in _MODAL.finditer(text, 0, m.start())), default=-1)
        word = max(_CONDITION.finditer(text, 0, m.start()), key=lambda x: x.end(), default=None)
        condition = word.end() if word else -1
        if condition >= 0 and _closed(text, condition, m.start()):
            condition = -1
        if modal < 0 and _QUALIFYING.search(text, max(0, m.start() - 40), m.start()):
            out.append(m)  # said of the subject, before its modal: which things the Sentence is about
            continue
        end = _CLAUSE_END.search(text, m.end())
        if modal > condition or (_MODAL.search(text, m.end(), end.start() if end else len(text))
                                 and not (condition >= 0 and _HAS_CONDITION.search(text, word.start(), m.start()))):
            continue  # what is required ("shall be not less than", "not less than 790 mm shall be"), not when
        out.append(m)
    return out


# a figure that says which things a Sentence is about, as a participle after their noun ("a guard
# permitted by Subclause 9.8.8.3.(2)(b)(ii) to be 915 mm high", "guards required to be not less than
# 1 070 mm high, other than ..."): what another clause requires of them, not this one ("every guard is
# required to be ..." keeps its figure: the participle there follows its verb)
_QUALIFIER = re.compile(rf"(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bbeen )\b(?:required|permitted|allowed)\s+"
                        rf"(?:(?:by|in|under)\s+[^,;]{{0,80}}?\s+)?to\s+(?:be|have)\s+[^,;.]{{0,40}}?{_QUANTITY}",
                        re.IGNORECASE)


def required(text: str) -> str:
    """``text`` without the figures of its conditions: what it requires. "Where a ledge between
    160 mm and 880 mm high is within 450 mm of a guard, the heights shall be measured from its
    top" requires no length; "a guard may be not less than 915 mm high where the deck is not
    more than 1 800 mm above the ground" requires 915 mm; "the requirements of Sentence (1) also
    apply to a guard permitted by Subclause 9.8.8.3.(2)(b)(ii) to be 915 mm high" requires none
    (the figure is Subclause 9.8.8.3.(2)(b)(ii)'s)."""
    spans = sorted([(m.start(), m.end()) for m in _conditions(text)]
                   + [(m.start(), m.end()) for m in _QUALIFIER.finditer(text)])
    out, last = [], 0
    for start, end in spans:
        if start >= last:
            out.append(text[last:start])
        last = max(last, end)
    return " ".join([*out, text[last:]])


def bounds(text: str) -> list[Bound]:
    """The conditions ``text`` states, not its requirements (see the module docstring). A Table
    states none: its figures are what it requires."""
    return [b for _, b in _placed_bounds(text)]


def _placed_bounds(text: str) -> list[tuple[re.Match, Bound]]:
    """``bounds`` each with the figure of ``text`` it was read from."""
    out = []
    for m in _conditions(text):
        sense = measured(text, m.end(), m.start())
        if m.re is _SLOPE_BOUND:
            out.append((m, _operated(m, "slope", 1.0 / float(m.group("run")))))
        elif m.group("lo"):
            dimension, high = _base(m.group("hi"), m.group("hu"))
            _, low = _base(m.group("lo"), m.group("lu") or m.group("hu"))
            out.append((m, Bound(dimension, low, high, sense=sense)))
        elif m.group("op"):
            out.append((m, _operated(m, *_base(m.group("n"), m.group("u")), sense=sense)))
        else:
            dimension, x = _base(m.group("n2"), m.group("u2"))
            below = m.group("after").lower() in _OR_LESS
            out.append((m, Bound(dimension, None if below else x, x if below else None, sense=sense)))
    return out


def _operated(m: re.Match, dimension: str, x: float, sense: str | None = None) -> Bound:
    """The condition an operator before a figure states ("not more than 1 800 mm", "less than 1 in 6")."""
    op = next(k for k, _ in _OPERATORS if m.group(k))
    return Bound(dimension, x if op in ("ge", "gt") else None, x if op in ("le", "lt") else None,
                 inclusive=op in ("le", "ge"), sense=sense)


def _readings(case: list[Told], text: str):
    """Each told quantity against each condition of ``text`` it can be read against (its dimension,
    and its sense where both say one): ``(at_limit, holds, figure)``, the figure the condition was
    read from."""
    for m, b in _placed_bounds(text) if case else ():
        for t in case:
            if t.dimension != b.dimension or (t.sense and b.sense and t.sense != b.sense
                                              and not (t.sense == SIZE and b.sense in SIZE_SENSES)):
                continue
            # a count of storeys is exact: "3 storeys" is not "about" the limit of "more than 3 storeys"
            at_limit = t.dimension != "storeys" and any(
                limit is not None and abs(t.value - limit) <= TOLERANCE * abs(limit) for limit in (b.low, b.high))
            yield at_limit, b.holds(t.value), m


# where a Sentence's Clauses begin: "(a) ", "(b) "
_CLAUSE = re.compile(r"(?<![\w)])\([a-z]\)\s+")


def fit(case: list[Told], text: str) -> int:
    """+1 when a quantity of ``case`` meets one of the conditions ``text`` states of its dimension
    and sense (the Clauses of a Sentence are often alternatives: one met is enough), -1 when it
    fails every one, 0 when ``text`` conditions on nothing told. A figure within ``TOLERANCE`` of a
    condition's limit decides nothing ("about 150 m²" against "less than 150 m²")."""
    decided = [holds for at_limit, holds, _ in _readings(case, text) if not at_limit]
    if any(decided):
        return 1
    if not decided or not PENALTY:
        return 0
    # Clauses listing the figure required in each case ("not less than (a) 1 150 mm for a corridor,
    # (b) 920 mm for a stair serving not more than 2 storeys, and (c) 1 060 mm for any other stair"):
    # one conditioned on nothing the asker told applies to them, whatever the others' limits
    told_dimensions = {t.dimension for t in case}
    for clause in _CLAUSE.split(text)[1:]:
        if re.match(_QUANTITY, clause) and not any(b.dimension in told_dimensions for b in bounds(clause)):
            return 0
    return -1


def meets(case: list[Told], text: str) -> bool | None:
    """Whether the asker's case meets the conditions of ``text`` taken together, each told quantity
    read against each condition of its dimension (a count of storeys exactly, another figure within
    ``TOLERANCE`` of a limit deciding nothing). Conditions joined by "or" ("more than 3 storeys, or
    a building area exceeding 600 m²") are met by one; otherwise ("not more than 3 storeys having a
    building area not more than 600 m²") by all. None when the case cannot tell: a condition on
    something the asker did not tell (the area of "a 3-storey building") would decide, or ``text``
    conditions on nothing told."""
    placed = _placed_bounds(text) if case else []
    readings = [(m, holds) for at_limit, holds, m in _readings(case, text) if not at_limit]
    if not readings:
        return None
    untold = any(b.dimension not in {t.dimension for t in case} for _, b in placed)
    spans = sorted((m.start(), m.end()) for m, _ in placed)
    gaps = [text[a_end:b_start] for (_, a_end), (b_start, _) in zip(spans, spans[1:])]
    if any(re.search(r"\bor\b", gap) for gap in gaps):  # alternatives (not "3 storeys or less": a figure's own)
        return True if any(h for _, h in readings) else None if untold else False
    return False if not all(h for _, h in readings) else None if untold else True


def concerns(case: list[Told], text: str) -> bool:
    """Whether ``text`` is about the asker's case: a told quantity meets one of its conditions, or
    sits at a condition's very limit ("about two feet off the ground" against "more than 610 mm":
    which side the asker is on their rounding cannot tell, but the Sentence is the one that decides)."""
    return any(at_limit or holds for at_limit, holds, _ in _readings(case, text))


# A Table's rows are set by conditions too: "Design Operating Temperature Range, °C" over rows of
# "122-177", "61-93", "< 5"; "Input" over "≤12 kW", "22 – 117 kW", "> 117 kW"; "≥19 kW and < 40 kW".
# A range or a bound in a cell, of the unit printed with it or, else, in its column's header
# ("..., °C", "... (mm)"); a bare figure in a cell is what the Table requires, never a condition.
_OP = {"<": "lt", "\u2264": "le", "<=": "le", ">": "gt", "\u2265": "ge", ">=": "ge"}
_CELL_RANGE = re.compile(
    rf"(?P<lo>{_NUMBER}){_GAP}?(?P<lu>{_UNIT})?{_GAP}?(?:[-\u2013]|\bto\b){_GAP}?(?P<hi>{_NUMBER}){_GAP}?(?P<hu>{_UNIT})?(?![\w/])"
    rf"|(?P<o1>[>\u2265]=?){_GAP}?(?P<a>{_NUMBER}){_GAP}?(?P<au>{_UNIT})?(?![\w/])(?:{_GAP}?\([^)]*\))?"
    rf"{_GAP}?and{_GAP}?(?P<o2>[<\u2264]=?){_GAP}?(?P<b>{_NUMBER}){_GAP}?(?P<bu>{_UNIT})?(?![\w/])"
    rf"|(?P<op>[<>\u2264\u2265]=?){_GAP}?(?P<n>{_NUMBER}){_GAP}?(?P<u>{_UNIT})?(?![\w/])")
_HEADER_UNIT = re.compile(rf"(?:,|\bin){_GAP}*(?P<u>{_UNIT})(?![\w²³/])|\((?P<p>{_UNIT})\)")


@lru_cache(maxsize=2048)
def table_bounds(text: str) -> tuple[Bound, ...]:
    """The row conditions of a Table (``text`` as the engine holds it: its title, then one line per
    row, cells split by " | "), each of the dimension of its unit (see above); () for any other text.
    Read once per Table (remembered): every question telling a figure reads the Tables of its first
    three Articles."""
    if not text.startswith("Table "):
        return ()
    rows = [line.split(" | ") for line in text.split("\n")[1:]]
    # a column's unit, from the first cell of the column naming one (and the empty cells after it in its
    # row: a header spanning columns), and whether it names it in parentheses after another unit's
    # ("Nominal Pipe Diameter, inches (mm)": the cells print "2½ to 4 (64 to 102)")
    header: dict[int, tuple[str, bool]] = {}
    for cells in rows:
        for j, cell in enumerate(cells):
            if j not in header and (m := _HEADER_UNIT.search(cell)):
                header[j] = (m["u"] or m["p"], m["p"] is not None)
                k = j + 1
                while k < len(cells) and not cells[k].strip():
                    header.setdefault(k, header[j])
                    k += 1
    out = []
    for cells in rows:
        for j, cell in enumerate(cells):
            column, bracketed = header.get(j, (None, False))
            for m in _CELL_RANGE.finditer(_bracketed(cell) if bracketed else cell):
                unit = m["lu"] or m["hu"] or m["au"] or m["bu"] or m["u"] or column
                if unit is None:
                    continue
                if m["lo"]:
                    dimension, low = _base(m["lo"], unit)
                    _, high = _base(m["hi"], unit)
                    if low < high:
                        out.append(Bound(dimension, low, high))
                elif m["o1"]:
                    dimension, low = _base(m["a"], unit)
                    _, high = _base(m["b"], unit)
                    out.append(Bound(dimension, low, high, inclusive=_OP[m["o1"]] == "ge" and _OP[m["o2"]] == "le"))
                else:
                    dimension, x = _base(m["n"], unit)
                    op = _OP[m["op"]]
                    out.append(Bound(dimension, x if op in ("ge", "gt") else None, x if op in ("le", "lt") else None,
                                     inclusive=op in ("le", "ge")))
    return tuple(out)


_BRACKETED = re.compile(r"(?<![\w)])\((?P<inner>[^()]*\d[^()]*)\)")  # not a footnote's mark: "Runouts(1)"


def _bracketed(cell: str) -> str:
    """The figures a cell prints in parentheses, in the unit its column names there: "2½ to 4 (64 to
    102)" -> "64 to 102"; a bound's sign before the figure outside kept: "≤2 (51)" -> "≤ 51"."""
    out, last = [], 0
    for m in _BRACKETED.finditer(cell):
        inner = m["inner"]
        sign = re.search(r"([<>\u2264\u2265]=?)[^<>\u2264\u2265]*$", cell[last:m.start()])
        out.append(f"{sign.group(1)} {inner}" if sign and not re.search(r"[<>\u2264\u2265]|\bto\b|\d\s?[-\u2013]", inner)
                   else inner)
        last = m.end()
    return " ; ".join(out)


def held(case: list[Told], texts, sentences: bool = False) -> int:
    """How many of the asker's told quantities the rows of a Table among ``texts`` (an Article's
    passages) are set by, met by it ("61-93" °C). The Article whose Table is set by more of what the
    asker told is the one their case is read in: told "a 3-inch pipe running at 180°F", the Table of
    heating piping (rows by operating temperature and by pipe size) over that of service water piping
    (by size alone). A Sentence's conditions are not counted here (they order an Article's Sentences,
    ``fit``): across Articles they moved more questions wrongly than rightly, a 45-inch sill meeting
    "where the sill is more than 1 000 mm above the floor" of another Article, a ceiling's 1,200 sq ft
    an attic hatch's "attics of more than 10 m²" (measured: eval/results.md, part 15). With
    ``sentences``, the Sentences' conditions count too: for the Article ranked first, which the rule
    keeps first when its own Sentences are set by the told figures ("where the heating load exceeds
    ...": the Article on boiler plants, not the equipment Table's boiler row, for a 440 kW load)."""
    conditions = [b for text in texts for b in (table_bounds(text) if text.startswith("Table ") or not sentences
                                                else bounds(text))]
    return sum(1 for t in case if any(b.dimension == t.dimension and not (t.sense and b.sense and t.sense != b.sense)
                                      and b.holds(t.value) for b in conditions))


# --- the asker's dwelling ---------------------------------------------------------------------
# A house's own stairs, landings, guards and doors are set apart from those others share: "landings in
# stairs within a dwelling unit shall be not less than 880 mm long", "landings in stairs other than those
# described in Sentence (1) ... not less than 1 100 mm long"; "stairs serving a single dwelling unit" and
# "required exit stairs and public stairs". Told of a house ("the stairs in my house"), the Sentence on a
# dwelling's own applies; told of stairs or halls others share ("the shared stairwell of our apartment
# building"), the one on the others.
# a house (not a "nursing home" or a "funeral home": care and assembly occupancies; nor "to house" equipment)
HOUSE = re.compile(r"(?<!\bto )\b(?:house|houses|bungalow|cottage|duplex|townhouse|single[- ]family)\b"
                   r"|(?<!nursing )(?<!care )(?<!retirement )(?<!funeral )(?<!group )(?<!seniors' )\bhomes?\b",
                   re.IGNORECASE)
_OWN_UNIT = re.compile(r"\b(?:my|our)\s+(?:own\s+)?(?:apartment|condo|suite|unit|dwelling)\b", re.IGNORECASE)
_SHARED = re.compile(
    r"\b(?:shared|common|communal|public)\b|\bapartment\s+(?:building|block|complex)s?\b|\bmulti-?unit\b"
    r"|\b(?:several|more\s+than\s+one|two|three|four|\d+)\s+(?:dwelling\s+)?(?:units|suites|apartments)\b",
    re.IGNORECASE)
_DWELLING_ONLY = re.compile(
    r"(?<!\bnot )\b(?:within|inside)\s+(?:a\s+|each\s+)?dwelling\s+units?\b"
    r"|\bserving\s+(?:only\s+|not\s+more\s+than\s+)?(?:a\s+single|one|1)\s+dwelling\s+unit\b"
    r"|\bprivate\s+stair", re.IGNORECASE)
_NOT_DWELLING = re.compile(
    r"\bother\s+than\s+(?:those\s+)?(?:within\s+|in\s+|serving\s+)?(?:a\s+|single\s+)?dwelling\s+units?\b"
    r"|\bserving\s+more\s+than\s+one\s+(?:dwelling\s+unit|suite)\b|\bpublic\s+stair|\ball\s+other\s+stairs\b",
    re.IGNORECASE)
# "other than those described in Sentence (1)": the others, when that Sentence is a dwelling's own
OTHER_THAN_SENTENCE = re.compile(r"\bother\s+than\s+(?:those|that|the\s+ones?)\s+(?:described|referred\s+to)\s+in\s+"
                                 r"Sentence\s+\((\d+)\)", re.IGNORECASE)


def dwelling(question: str) -> str | None:
    """Whose the thing asked of is, as the question tells: "own" (a house's, a dwelling unit's own),
    "shared" (stairs, halls, entrances others share), or None (neither told, or both)."""
    own, shared = bool(HOUSE.search(question) or _OWN_UNIT.search(question)), bool(_SHARED.search(question))
    return "own" if own and not shared else "shared" if shared and not own else None


# a building no one lives in, told of ("a small 2 storey retail building", "our office floor"), and words of a
# building someone does
_NOT_LIVED_IN = re.compile(
    r"\b(?:offices?|retail|restaurants?|warehouses?|factory|factories|commercial|mercantile|industrial|schools?"
    r"|hospitals?|churche?s?|arenas?|clinics?)\b|\b(?:a|the|our|my|convenience|grocery|retail|corner)\s+stores?\b",
    re.IGNORECASE)
_LIVED_IN = re.compile(r"\b(?:dwelling|apartment|condo|suite|residential|bedroom|rooming|hotel|motel)s?\b",
                       re.IGNORECASE)


def not_lived_in(question: str) -> bool:
    """Whether the question tells of a building no one lives in (an office, a store, a school ...) and of
    nothing someone lives in (a house, a dwelling unit, a bedroom ...): its rules are not a dwelling's."""
    return bool(_NOT_LIVED_IN.search(question)) and not (HOUSE.search(question) or _OWN_UNIT.search(question)
                                                         or _LIVED_IN.search(question))


def dwelling_scope(text: str) -> str | None:
    """Whose a Sentence's rule is: "own" (within a dwelling unit, serving a single one), "shared" (other
    than those, serving more than one), "both" (a Clause or a Table row for each: "(a) 1 960 mm for stairs
    within a dwelling unit, and (b) 2 070 mm for all other stairs"), or None (neither stated)."""
    others = [m.span() for m in _NOT_DWELLING.finditer(text)]
    # "other than those within dwelling units" is the others' alone
    own = any(not any(a <= m.start() < b for a, b in others) for m in _DWELLING_ONLY.finditer(text))
    if own and (others or (text.startswith("Table ") and re.search(r"\bpublic\b|\bother\b", text, re.IGNORECASE))):
        return "both"
    return "own" if own else "shared" if others else None


def dwelling_fit(whose: str, text: str) -> int:
    """+1 when a passage's rule is for the dwelling told of (``dwelling``: "own" or "shared") or holds a rule
    for each, -1 when it is for the others, 0 when it does not say."""
    return scope_fit(whose, dwelling_scope(text))


def scope_fit(whose: str, scope: str | None) -> int:
    """``dwelling_fit`` of a rule whose scope (``dwelling_scope``) is read already."""
    return 0 if scope is None else 1 if scope in (whose, "both") else -1
