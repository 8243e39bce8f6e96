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
- the passage order itself (``Engine.passage_scores``, which the eval's Sentence
  level uses too): a passage holding a quantity of the kind asked for (a Table
  by its column headers' units, "Maximum Rise, mm"; a Sentence also by the
  Table it names) gains, and gains more the more of the question's words are
  read next to that figure (``answer_fit``: its words nearby, a Table's column
  header and the row the question names), the Article's title words counting
  less (every passage there shares them); a figure that is another of the
  things the title names side by side ("runs" in "Rise and Run of Steps",
  asked about risers) does not count; a rule is scored above the exception it
  names (``rule_before_exception``); the gain moves a passage within its
  Article, and an Article above another only by what its best passage states
  (``by_article``); asked "how big" or "what size", a passage stating an area
  (or "550 mm by 750 mm") gains once more (``asks_size``). The answer then quotes, after its lead, only the passages
  that state the kind asked for (``Engine.answering``), not those that only
  share the question's words.
- units as printed: the parse reads a unit's raised exponent as printed (``m²``,
  ``W/(m²·K)``: extract.py), so the answer quotes it so; ``bm25.fold_exponents``
  reads ``m²`` and ``m2`` as one (BM25, the local model, the eval's key check;
  the grounding check folds units itself: answer.quantities).
- what no Sentence can answer: a price (``asks_money``), how often when no
  passage states an interval (``asks_frequency``), a figure in a unit the Code
  states none in, or of a measure it gives no figure of (``asked_measures``
  against ``measures_stated``: "what ACH50", "how many cfm of outdoor air per
  person", "the maximum SHGC"); the offline answer declines those, saying why.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from .bm25 import _token, asks_duration, fold_accents, query_words, tokenize

SPLIT = True  # the fallback split when retrieval gives no parts; False: answer the whole question as one part

# --- parts ---------------------------------------------------------------------------------
_ASKING = re.compile(r"^(?:what|what's|whats|how|is|are|can|could|do|does|must|should|which|where|when|who|why|"
                     r"will|would|may|if|in|for)\b", re.IGNORECASE)


def split_question(question: str) -> list[str]:
    """The questions a question holds: split at "?" and at ", and" / " and " where what follows
    starts a question of its own ("How deep ... and how wide ...?"); one part otherwise."""
    pieces = [p.strip() for p in re.split(r"\?+", question) if p.strip()]
    from .query import gives_instance, tells_only  # (here: qa.query imports this module through qa.retrieve)

    told = pieces.pop() if len(pieces) > 1 and not question.rstrip().endswith("?") and tells_only(pieces[-1]) else ""
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
        # no word of its own ("How big do they have to be?"), or an instance of the last ("Like what decibel reading
        # at 10 feet?"): part of the last
        if merged and (not tokenize(p) or gives_instance(p)):
            merged[-1] = f"{merged[-1].rstrip('?')}? {p}"
        elif len(merged) == 1 and len(tokenize(merged[0])) < 2 and not merged[0].endswith("?"):
            # a first piece of one word shares the next one's ("Which standard, and which edition, do ...")
            merged[0] = f"{merged[0]}, and {p}"
        else:
            merged.append(p)
    parts = [p if p.endswith("?") else p.rstrip(".!") + "?" for p in merged]
    if told and parts:
        parts[-1] = f"{parts[-1]} {told}"
    return parts or [question]


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
_AREA_FIGURE = re.compile(rf"{_NUM}\s?(?:mm|cm|m)(?:2|²)(?![\w²³])|square metre")  # an area of its own: a size
KIND_IN_TEXT = {
    # or as a share of another length ("70% of the ceiling height", "0.5 times the width of the opening")
    "length": re.compile(rf"{_NUM}\s?(?:mm|cm|m|km)(?![\w²³/])|"
                         rf"(?:\b1\s?/\s?\d+|{_NUM}\s?%|{_NUM}\s+times)\s+(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+){{0,3}}?"
                         r"(?:height|width|depth|length|distance|thickness|span)s?\b"),
    # or as a share of another area ("not less than 1/300 of the insulated ceiling area", "5% of the floor area")
    "area": re.compile(rf"{_NUM}\s?(?:mm|cm|m)(?:2|²)(?![\w²³])|square metre|"
                       rf"(?:\b1\s?/\s?\d+|{_NUM}\s?%)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){{0,3}}?areas?\b"),
    "time": re.compile(rf"{_NUM}\s?(?:working\s+)?(?:days?|months?|years?|weeks?|min|h|hours?|minutes?)\b"),
    "force": re.compile(rf"{_NUM}\s?(?:kN/m|kN|N|kPa|Pa)\b"),
    "airflow": re.compile(rf"{_NUM}\s?L/s\b"),
    "slope": re.compile(r"\b1 in \d+|\d\s?%"),
    # an angle in degrees ("turns through an angle of not less than 29°"; not a temperature, "20 °C"): not a
    # slope, which a Code states as a ratio (a ramp's Note on a change of direction of more than 30° is no slope)
    "angle": re.compile(r"\d\s?°(?!\s?[CF]\b)"),
    "temperature": re.compile(r"°C"),
    "sound": re.compile(rf"{_NUM}\s?(?:dBA?|sones?)\b|\b(?:STC|ASTC)\b[^.]*\d"),
    "rating": re.compile(rf"{_NUM}\s?(?:min|h)\b"),
    # an energy code's (and Section 9.36's) measures: insulation as RSI or a U-value, power (of lighting
    # per area, of equipment), an equipment's efficiency as its rating's figure
    "thermal": re.compile(rf"\bRSI\s?{_NUM}|{_NUM}\s?(?:W/\(m(?:2|²)·K\)|W/m(?:2|²)·K|m(?:2|²)·(?:°C|K)/W)"),
    "power": re.compile(rf"{_NUM}\s?(?:W|kW|MW)(?:/(?:m(?:2|²)|person|occupant))?(?![\w²³/(])"),
    "efficiency": re.compile(r"\b(?:SEER|EER|IEER|COP|ICOP|IPLV|AFUE|HSPF|Et|Ec|EF|SRE)\s?(?:=|≥|of)?\s?\d|\d\s?%"),
    "share": re.compile(r"\d\s?%|\d\s?per\s?cent\b"),
}
# the loads an energy code states in kW, not in kN ("the heating load", "plug loads")
_POWER_LOAD_WORDS = ("heating", "cooling", "plug", "lighting", "electrical", "thermal", "peak", "process")
_NOT_A_POWER_LOAD = "".join(f"(?<!{w} )" for w in _POWER_LOAD_WORDS)
_ASKED = [
    # (not the name of a method: the "building area method" of lighting power asks no area)
    ("area", r"\barea\b(?!\s+method)|\bsquare\b|\bsq\.? ?(?:ft|feet|m)\b|how big"),
    # (a comparative describes: "where the roof meets the taller wall", as "wider" and "higher" do)
    ("length", r"\bwide\b|\bwidest\b|\bwidth\b|\bnarrow(?!er\b)|\bhigh\b|\bheight|\btall(?!er\b)|\bdeep\b|\bdeepest\b|\bdepth|"
               r"\bshallow(?!er\b)|\bshortest\b|\bhow low\b|\bthick(?!er\b)|\bfar\b|\bfarthest\b|\bfurthest\b|\bclosest\b|"
               r"\bdistance|\bclose\b|\bapart\b|\bgaps?\b|\bclearance|\bheadroom|(?:much|enough|more) (?:clear )?(?:space|room)\b|"
               r"\bdiameter|\bspacing|"
               # ("residential-size", "full-size": what kind of thing, no size asked)
               r"\blength\b|\blong\b|how big|(?<!-)\bsize\b|"
               r"\binch|\bfeet\b|\bfoot\b|\bft\b"),
    ("time", r"\bdays?\b|\bmonths?\b|\byears?\b|\bhow many (?:\w+\s+){0,3}?(?<!per )(?:hours?|minutes?)\b|"
             r"\bhow soon|\bquickly\b|\bdeadline|\bexpire|\bduration|\bhow often|\bnotice\b"),
    # (a "fire-rated wall" is described, no rating asked of it)
    ("rating", r"fire[- ]?(?:resistance|rating)s?\b(?![- ]rated)|\brating\b"),
    # (a "part-load" curve is no load; a heating, cooling or plug load is a power)
    ("force", rf"(?<!-){_NOT_A_POWER_LOAD}\bloads?\b|\bforce\b|\bstrong\b|\bhold\b|\bweight\b|\bwithstand|\bpressure\b"),
    ("airflow", r"\bfan\b|\bexhaust\b|\bairflow\b|\bpowerful\b|\bventilat"),
    ("sound", r"\bloud\b|\bsound\b|\bnois[ey]|\bquiet|\bSTC\b|\bASTC\b"),
    ("slope", r"\bslope|\bsteep|\bpitch\b"),
    ("angle", r"\bangles?\b|\bdegrees? of turn"),
    ("temperature", r"\btemperature|\bset-?point|\bdegrees?\b|\bhow (?:warm|hot|cold|cool)\b|"
                    r"\b(?:warm|hott|cold|cool)est\b"),
    # "how much insulation", "insulation value": not "do the pipes need insulation" (whether, not how much)
    ("thermal", r"\b(?:much|amount of|level of|thick\w*|minimum|maximum|required|least)\s+(?:\w+\s+)?insulat|"
                r"\binsulat\w*\s+(?:value|level|rating)s?\b|\b[RU]-?values?\b|\bU-?factors?\b|\bRSI\b|\bR-?\d{1,2}\b|"
                r"\bthermal (?:resistance|transmittance)|\bheat loss"),
    ("power", rf"\bpower\b|\bwatts?\b|\bwattage|\bW(?:/m2|/m²| per m2| per square)|\bkW\b|"
              rf"\b(?:{'|'.join(_POWER_LOAD_WORDS)})\s+loads?\b"),
    ("efficiency", r"\befficien|\bSEER\b|\bEER\b|\bCOP\b|\bAFUE\b|\bHSPF\b|\benergy factors?\b|"
                   r"\bperformance (?:rating|requirement)"),
    # a share of a whole ("what percentage", "as a share of the wall area", "how much can I cut the load"): the
    # Code states it in per cent ("reduced by not more than 30%", "not more than 40% of the gross wall area")
    ("share", r"\bper\s?cent|%|\bshare of\b|\bproportion\b|\bfraction\b|"
              r"\bhow much\b(?:\s+\w+){0,5}?\s+(?:reduc\w*|cut|lower\w*|decreas\w*|increas\w*|knock\w*)\b|"
              # "can the wind forces be reduced, and by how much?"
              r"\b(?:reduc\w*|cut|lower\w*|decreas\w*|increas\w*)\b[^?.]{0,40}?\bby how much\b"),
]
_ASKED = [(k, re.compile(p, re.IGNORECASE)) for k, p in _ASKED]


# asked how a quantity is measured or worked out, the question asks for the method, not a figure
_METHOD = re.compile(r"\bhow\s+(?!many\b|much\b|far\b|long\b|high\b|wide\b|big\b|deep\b|tall\b|thick\b|often\b|"
                     r"soon\b|steep\b|close\b|large\b|small\b|low\b)[^?.]{0,60}?\b(?:measured|calculated|determined|"
                     r"computed|estimated|worked\s+out|work\s+out|calculate|determine|measure|compute|estimate)\b"
                     # "do I figure the daylit area separately, or is it the same as the proposed design's?"
                     r"|\b(?:do|does|should|must)\s+(?:i|we|you|they)\s+(?:figure|calculate|determine|compute|work\s+out|"
                     r"measure|estimate)\b",
                     re.IGNORECASE)


_TOLD_FIGURE = re.compile(r"(?<![\w.])\d[\d,./ ]*\s?(?:-\s?)?(?:inch(?:es)?|in\.|feet|foot|ft|sq\.? ?(?:ft|feet|m)|square (?:feet|foot|metres?|meters?)|"
                          r"days?|months?|years?)\b", re.IGNORECASE)


# a power per area ("W/sq ft", "watts per square foot", "W/m2"): a lighting power density, power asked
# (its "sq ft" no area asked, nor its "ft" a length)
_PER_AREA = re.compile(r"\b(?:k?W|watts?)\s?(?:/|per)\s?(?:sq\.?\s?(?:ft|feet|foot|m)\b|square\s+(?:feet|foot|metres?|meters?)\b|"
                       r"(?:ft|m)(?:2|²)|m\b)", re.IGNORECASE)


# a question proposing something in place of what a requirement asks for ("can we use our own weather records
# instead of the published values", "instead of a railing, could we line the edge with benches"): whether the
# Code accepts it, which the Note on that requirement often tells (the ways to comply), not the requirement again
_PROPOSES = re.compile(r"\b(?:instead\s+of|in\s+place\s+of|rather\s+than|in\s+lieu\s+of)\b", re.IGNORECASE)
# ... asked whether it may be done (not "instead of the acceptable solutions, what must it show")
_MAY = re.compile(r"\b(?:can|could|may|might|ok|okay|acceptable(?!\s+solutions?)|accept(?:s|ed|ing)?|allowed)\b",
                  re.IGNORECASE)


def asks_method(question: str) -> bool:
    """Whether ``question`` asks how a quantity is measured or worked out ("how do designers estimate how far
    people will have to walk"): a method, not a figure (``_METHOD``)."""
    return bool(_METHOD.search(question))


def proposes(question: str) -> bool:
    """Whether ``question`` asks if something may be done in place of what is required: a sentence
    of it proposes it ("instead of", "rather than": ``_PROPOSES``) and asks whether it may (``_MAY``)."""
    return any(_PROPOSES.search(s) and _MAY.search(s) for s in re.split(r"(?<=[?.!])\s+", question))


# a sentence of a question that tells (it asks nothing: no "?"), of the asker's case without a figure ("The egress
# window in my basement bedroom sits pretty high."): its "high" describes, it asks no height
_TOLD_SENTENCE = re.compile(r"[^.!?]*[.!](?=\s|$)")
_FIGURE_OR_ASKING = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|couple|"
                               r"feet|foot|ft|inch(?:es)?|metres?|meters?|mm|cm|how|what|which|minimum|maximum|least|"
                               r"most|required|requirements?|need|needs|must|allowed|permitted|limit)\b", re.IGNORECASE)


def asking_text(question: str) -> str:
    """``question`` without the sentences that only describe the asker's case (no figure, no asking word),
    when another sentence asks ("... sits pretty high. Can I put a dresser under it?")."""
    if "?" not in question:
        return question
    return _TOLD_SENTENCE.sub(lambda m: m.group(0) if _FIGURE_OR_ASKING.search(m.group(0)) else " ", question)


def asked_kinds(question: str) -> set[str]:
    """The kinds of quantity the question asks for ("how wide" -> length), possibly none: none
    when it asks how one is measured or worked out ("how is a guard's height measured"), or whether
    something may stand in for a requirement (``proposes``). A sentence only describing the asker's case
    asks none (``asking_text``: "The window sits pretty high. Can I put a dresser under it?")."""
    if asks_method(question) or proposes(question):
        return set()
    question = asking_text(question)
    # (a sentence ends where the next begins with a capital: "a 3 in. heating pipe" goes on)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[^a-z])", question) if s.strip(" .!?")]
    asking = [s for s in sentences if s.rstrip().endswith("?") or _ASKING.match(s.strip())]
    if asking and len(asking) < len(sentences):
        # the sentences that ask say what is asked; those telling the asker's case ("the farthest desk is ~50 ft
        # from the stair") ask it only when an asking one points back to them ("Is that far enough?")
        kinds = set().union(*(_kinds(s) for s in asking))
        return kinds if kinds or not any(_POINTS_BACK.search(s) for s in asking) else _kinds(question)
    return _kinds(question)


# an asking sentence that points back to what the asker told ("Is that enough?", "is 6 mil thick enough?")
_POINTS_BACK = re.compile(r"\b(?:that|this|it|enough|ok|okay|fine|sufficient|too)\b", re.IGNORECASE)


# a factor (coefficient, combination) of a load is no load: "what load factors apply to dead load and live load"
# asks figures with no unit (1.25, 1.5), and the loads it names are what they apply to, not a load in kN asked
_OF_A_FORCE = re.compile(r"\b(?:loads?|force|pressure)\s+(?:factors?|coefficients?|combinations?)\b", re.IGNORECASE)


# asked which standard (edition, document) something has to meet, or which objective or functional statement covers
# it: the answer is a document or a provision, no figure ("what standard ... for power use", "which objective covers
# noise")
_STANDARD_ASKED = re.compile(r"\b(?:what|wh?ich)\s+(?:[\w-]+\s+){0,2}?(?:standards?|editions?|documents?|(?:sub-)?objectives?|"
                             r"functional\s+statements?|goals?)\b(?!\s+(?:of|for)\s+(?:the\s+)?(?:minimum|maximum))",
                             re.IGNORECASE)
# a curve's coefficients have no unit: asked those of a fan's or pump's part-load curve ("part-load power vs flow
# curve coefficients"), no power, airflow or load is asked; nor of the curve a fan or pump is modelled with ("what fan
# type and part-load curve")
_CURVE_COEFFICIENTS = re.compile(r"\bcurves?\b[^?.]{0,40}?\bcoefficients?\b|\bcoefficients?\b[^?.]{0,40}?\bcurves?\b|"
                                 r"\b(?:part-?load|performance|fan|pump)\s+curves?\b", re.IGNORECASE)


def _kinds(question: str) -> set[str]:
    """The kinds of quantity ``question`` names (``asked_kinds``: of the sentences that ask)."""
    question = _PER_AREA.sub(" watts ", question)
    # a unit the asker gives a figure in tells, it does not ask ("our deck sits 30 inches up": not a length asked)
    question = _TOLD_FIGURE.sub(" ", question)
    if _STANDARD_ASKED.search(question):
        return set()  # a document's name answers, whatever it measures ("what standard ... for power use")
    if asks_duration(question):  # "how long is a permit good for": a time, "long" no length
        kinds = {k for k, pattern in _ASKED if pattern.search(query_words(question))} | {"time"}
    else:
        kinds = {k for k, pattern in _ASKED if pattern.search(question)}
    if _CURVE_COEFFICIENTS.search(question):
        return kinds - {"force", "power", "airflow"}
    return kinds - {"force"} if _OF_A_FORCE.search(question) else kinds


# asked what something costs (a permit's fee, a subsidy, a tax): a Code sets requirements, not prices;
# "cost-effective" is a reason a Note gives, not a price asked for, nor is an argument "on cost grounds"
_MONEY_ASKED = re.compile(r"\b(?:costs?(?!-)(?!\s+(?:grounds|basis|reasons?|considerations?|savings?|benefits?)\b)|costing|price[sd]?|fees?|subsid(?:y|ies|ised|ized)|rebates?|"
                          r"tax(?:es)?|dollars?|incentives?|fined)\b|\b(?:the|a|any|what|which)\s+fines?\b(?![-\w])"
                          r"(?!\s+(?:aggregate|sand|grain|gravel|soil|content|particles))|\$\s?\d|"
                          r"\bcharg(?:e|es|ed|ing)\s+(?:me|us|you|them|the\s+owner)\b|\bhow much\b[^?.]*\bpay\b", re.IGNORECASE)
MONEY_IN_TEXT = re.compile(rf"\$\s?{_NUM}|{_NUM}\s?dollars?\b", re.IGNORECASE)


# a cost spoken of as a reason ("could the extra cost of compliance be a reason for that?", "exempt because of the
# cost") asks no price
_COST_AS_REASON = re.compile(r"\b(?:because\s+of|due\s+to|on\s+account\s+of)\s+(?:the\s+)?(?:\w+\s+)?costs?\b"
                             r"|\bcosts?\b[^.?,;]{0,40}?\b(?:reasons?|justif\w*|grounds?|excuse|argument|factor)\b(?!-)",
                             re.IGNORECASE)


def asks_money(question: str) -> bool:
    """Whether ``question`` asks what something costs ("how much is the permit fee", "is there a
    subsidy"), which a Code that states no amount of money (``MONEY_IN_TEXT``) cannot answer; a cost spoken of as a
    reason (``_COST_AS_REASON``) asks none."""
    return bool(_MONEY_ASKED.search(_COST_AS_REASON.sub(" ", question)))


# asked which brand (make, maker) of a product to use: a Code sets the requirements and the standards a product
# meets, it names no brand ("which brand of smoke alarm", "which brands of VRF systems are pre-approved"); the
# maker's installation instructions it does name are no brand asked
_BRAND_ASKED = re.compile(r"\bbrands?\b|\bbrand[- ]names?\b|\bmakes?\s+and\s+models?\b|\bwhich\s+(?:manufacturers?|makers?|"
                          r"companies|company|suppliers?)\b|\bwho\s+(?:makes|sells|manufactures)\b", re.IGNORECASE)
BRAND_IN_TEXT = re.compile(r"\bbrands?\b|\btrade[- ]?names?\b", re.IGNORECASE)  # ("proprietary connectors" name none)


def asks_brand(question: str) -> bool:
    """Whether ``question`` asks which brand (make, maker) of product to use, which a Code naming none
    (``BRAND_IN_TEXT``) cannot answer."""
    return bool(_BRAND_ASKED.search(question))


# asked how often something is done (replaced, tested, serviced): an interval, which a passage states
# as one ("at intervals not exceeding 14 days", "every 5 years", "annually"); a figure of another
# time ("a battery capable of 9 days of operation", "within 15 working days") is not how often
_FREQUENCY_ASKED = re.compile(r"\bhow (?:often|frequently)\b|\bat what intervals?\b|"
                              r"\b(?:after )?how many (?:years|months)\b[^?.]*\b(?:replac|renew|re-?test|re-?inspect|servic|swap)\w*",
                              re.IGNORECASE)
_EVERY = r"(?:\d+|two|three|four|five|six|ten|twelve)"
FREQUENCY_IN_TEXT = re.compile(
    rf"\bevery\s+(?:{_EVERY}\s+)?(?:days?|weeks?|months?|years?|hours?)\b|"
    rf"\bintervals?\s+(?:of|not\s+exceeding|not\s+more\s+than|not\s+greater\s+than)\s+{_NUM}\s?(?:days?|weeks?|months?|years?)|"
    r"\b(?:annually|yearly|monthly|weekly|daily)\b(?!\s+(?:profiles?|schedules?|values?))|"
    r"\bonce\s+(?:a|per|every|each)\s+(?:day|week|month|year)\b|\bperiodic(?:ally)?\b", re.IGNORECASE)


def asks_frequency(question: str) -> bool:
    """Whether ``question`` asks how often something is done ("how often must smoke alarms be
    replaced", "after how many years ... replaced"): answered only by a passage stating an interval
    (``FREQUENCY_IN_TEXT``)."""
    return bool(_FREQUENCY_ASKED.search(question))


# asked how many of a thing there must be ("how many water closets and lavatories", "how many fire extinguishers
# are needed on each floor"): the words naming it, up to the first verb, preposition or conjunction
_HOW_MANY = re.compile(
    r"\bhow\s+many\s+(?:more\s+|separate\s+|individual\s+|different\s+)?(?P<things>(?:[A-Za-z][\w\-']*\s+){0,3}?"
    r"[A-Za-z][\w\-']*?)(?=\s+(?:do|does|did|are|is|can|could|should|shall|must|need|needs|have|has|would|will|of|in|"
    r"on|for|per|at|to|from|between|go|get|we|i|you|it|they|there|and|or|that|which|under|above|below|along|around)\b"
    r"|\s*[?,.;:!]|\s*$)", re.IGNORECASE)
# units and spans of time counted ("how many inches", "after how many minits", "how many unmet heating hrs"): a
# figure asked in a unit, not a thing counted
_COUNTED_UNIT = re.compile(
    r"(?:inch(?:es)?|in|feet|foot|ft|yards?|yds?|miles?|mm|cm|metres?|meters?|m|km|sq|square|acres?|cfm|gpm|gph|"
    r"gallons?|gals?|litres?|liters?|l|watts?|w|kw|kwh|kilowatts?|btus?|btuh|mbh|tons?|hp|horsepower|amps?|amperes?|"
    r"volts?|kva|va|lux|lumens?|foot-?candles?|psf|psi|pa|kpa|pounds?|lbs?|kg|kn|ounces?|oz|hours?|hrs?|minutes?|"
    r"mins?|seconds?|secs?|days?|weeks?|months?|years?|yrs?|degrees?|percent|times|decibels?|db|dba|r|rsi|"
    r"storeys?|stories|floors?|levels?|people|persons?|occupants?|units?)", re.IGNORECASE)


def counted(question: str) -> list[str]:
    """The things ``question`` asks how many of ("how many water closets and lavatories are needed" ->
    ["water closets"]), not a unit or a span of time it asks a figure in ("how many inches", "how
    many hours"): the caller tells which the Code never names."""
    out = []
    for m in _HOW_MANY.finditer(question):
        things = m.group("things")
        # a unit anywhere asks a figure in it ("how many inches apart")
        if not any(_COUNTED_UNIT.fullmatch(w.strip("'")) for w in things.split()) and things not in out:
            out.append(things)
    return out



# asked a size, a height, a spacing ... of a thing ("how tall does the fence around a pool have to be", "what size lag
# screws"): the caller tells whether the Code never names that thing. Each how-word or size-word -> the measure named
_MEASURED_AS = {"high": "height", "tall": "height", "low": "height", "thick": "thickness", "wide": "width",
                "deep": "depth", "big": "size", "large": "size", "heavy": "weight", "strong": "strength",
                "far apart": "spacing", "colour": "colour", "color": "colour"}
_THING_END = (r"(?=\s+(?:do|does|did|are|is|can|could|should|shall|must|need|needs|have|has|would|will|be|go|goes|sit|"
              r"extend|run|of|in|on|for|per|at|to|from|between|around|over|under|above|below|along|inside|outside|with|"
              r"when|where|if|and|or|that|which|we|i|you|it|they|there)\b|\s*[?,.;:!(]|\s*$)")
_THING_DET = r"(?:(?:the|a|an|my|our|their|your|each|every|this|that|these|those)\s+)?"
_THING_WORDS = (r"(?!(?:are|is|do|does|should|must|can|will|would|have|has|i|we|you|they|it)\b)"
                r"(?:[A-Za-z][\w\-']*\s+){0,3}?[A-Za-z][\w\-']*?")
_MEASURED = re.compile(
    r"\bhow\s+(?P<how>high|tall|thick|wide|deep|big|large|low|far\s+apart|heavy|strong)\s+"
    rf"(?:does|do|must|should|can|is|are|has|have|will|would)\s+{_THING_DET}(?P<thing>{_THING_WORDS}){_THING_END}"
    r"|(?<!over )(?<!on )(?<!in )(?<!across )(?<!within )\bwhat\s+(?:(?:minimum|maximum|min|max)\s+)?"
    r"(?P<what>size|height|width|thickness|diameter|length|depth|gauge|spacing|colou?r)\s+(?:of\s+)?"
    rf"{_THING_DET}(?P<thing2>{_THING_WORDS}){_THING_END}"
    r"|\b(?:minimum|maximum|min|max|required|allowable|allowed)\s+(?P<of>size|height|width|thickness|diameter|depth|"
    rf"spacing)\s+of\s+{_THING_DET}(?P<thing3>{_THING_WORDS}){_THING_END}", re.IGNORECASE)


def measured_things(question: str) -> list[tuple[str, str]]:
    """What ``question`` asks a size, a height, a spacing ... of, each with that measure's name ("how tall does the
    fence around a pool have to be" -> [("height", "fence")], "what size lag screws" -> [("size", "lag screws")]):
    the caller tells which the Code never names. Not "how long" (a time as often as a length), nor the size of where
    something is applied ("over what size patch": the Code's "an area of 750 mm by 750 mm")."""
    out = []
    for m in _MEASURED.finditer(question):
        how = re.sub(r"\s+", " ", (m.group("how") or m.group("what") or m.group("of")).lower())
        pair = (_MEASURED_AS.get(how, how), m.group("thing") or m.group("thing2") or m.group("thing3"))
        if pair not in out:
            out.append(pair)
    return out

# a figure asked in a unit of measure ("what CO2 setpoint in ppm", "what ACH50", "how many cfm of outdoor air per
# person"): a Code that states no figure in that unit, nor in its metric equivalent, cannot answer it, however
# near its words come (an energy code that never counts air changes; one that states W/occupant for water
# heating states no airflow per person). Each: (what the answer names, the unit as a question writes it, a
# figure the Code states in it)
_PER_PERSON = r"\s?(?:\bper\s+|\ba\s+|\beach\s+|/\s?)(?:person|occupant|head)\b"
MEASURES = tuple((name, re.compile(asked, re.IGNORECASE), re.compile(stated)) for name, asked, stated in (
    ("figure in air changes per hour", r"\bACH\s?(?:50)?\b|\bair[- ]changes?\b", r"\bair[- ]changes?\b|\d\s?ACH\b"),
    ("figure in parts per million", r"\bppm\b|\bparts per million\b", r"\d\s?ppm\b|parts per million"),
    ("energy in kWh, MJ or GJ", r"\bkWh\b|\bkilowatt[- ]hours?\b", r"\d\s?(?:kWh|MJ|GJ)\b|\bin\s+(?:kWh|MJ|GJ)\b"),
    # an energy use (or demand) intensity: energy per floor area
    ("energy per floor area", r"\b(?:kWh|MJ|GJ|kBtu)\s?(?:/|per)\s?(?:m2|m\u00b2|sq\.?\s?ft|ft2|ft\u00b2|square\s+(?:metre|meter|foot|feet))|"
     r"\b(?:EUI|TEDI|TEUI)\b|\benergy\s+(?:use|demand)\s+intensity", r"(?:kWh|MJ|GJ)\s?/\s?\(?\s?m(?:2|\u00b2)|(?:kWh|MJ|GJ)\s+per\s+square\s+met"),
    ("air speed", r"\bfpm\b|\bfeet per minute\b|\bft/min\b|\bm/s\b", r"\d\s?m/s\b"),
    ("efficacy in lumens per watt", r"\blm/W\b|\blumens? per watt\b", r"\d\s?lm/W\b"),
    ("volume per flush", r"\bgpf\b|\blpf\b|\bper flush\b|\bL/flush\b", r"per flush|/flush\b|\bLpf\b"),
    ("sound level in decibels", r"\bdBA?\b|\bdecibels?\b", r"\d\s?dBA?\b"),
    ("vapour permeance", r"\bperms?\b", r"ng/\(Pa\s?\u00b7\s?s\s?\u00b7\s?m|\bperms?\b"),
    ("illuminance", r"\bfoot-?candles?\b|\blux\b", r"\d\s?(?:lux|lx)\b"),
    ("wind speed", r"\bmph\b|\bkm/h\b|\bmiles per hour\b", r"\d\s?(?:km/h|m/s)\b"),
    # a rate per person is stated of what is per person: air, floor area, width, power
    ("airflow per person", rf"(?:\bcfm|L/s|\bair|\bairflow|\bventilation){_PER_PERSON}",
     rf"(?:L/s|\bair|\bairflow|\bventilation){_PER_PERSON}"),
    ("floor area per person", rf"(?:\bm2|m\u00b2|\bsq\.?\s?ft|\bft2|ft\u00b2|\bsquare\s+(?:metres|meters|feet)|\barea){_PER_PERSON}",
     rf"(?:m2|m\u00b2|\barea){_PER_PERSON}"),
    ("width per person", rf"(?:\bmm|\bwidth|\binch(?:es)?){_PER_PERSON}", rf"(?:mm|\bwidth){_PER_PERSON}"),
    ("power per person", rf"(?:\bW|\bkW|\bwatts?){_PER_PERSON}", rf"(?:W|kW){_PER_PERSON}"),
))
# a measure asked by its name ("what fire-resistance rating", "the maximum SHGC"): stated where the Code gives a
# figure of it (its name, then a figure in the same clause, not a clause's number, a document's ("S102") or a
# reference in brackets after it: "a fire-resistance rating of not less than 45 min"),
# or names it in a Table (not the Table of documents referenced); named without a figure ("has a fire-resistance rating as prescribed in the NBC",
# "the actual solar heat gain coefficient ... multiplied by an adjustment factor of 0.8") it states none
_NAMED_MEASURES = (
    ("figure of a fire-resistance rating", r"\bfire[- ]?(?:resistance(?:\s+ratings?)?|ratings?)\b"),
    ("figure of a flame-spread rating", r"\bflame[- ]spread(?:\s+ratings?)?\b"),
    ("figure of a solar heat gain coefficient", r"\bsolar\s+heat\s+gain\s+coefficients?\b|\bSHGC\b"),
    ("figure of a visible transmittance", r"\bvisible\s+(?:light\s+)?transmittance\b"),
    ("figure of a solar reflectance or emittance", r"\bsolar\s+reflectance(?:\s+index)?\b|\bSRI\b|\b(?:thermal\s+)?emittance\b"),
    ("figure of a colour temperature or colour rendering index", r"\bcolou?r\s+(?:temperature|rendering(?:\s+index)?)\b|\bCRI\b"),
    ("figure of a sound transmission class", r"\bsound\s+transmission\s+class\b|\bA?STC\b"),
    ("figure of a fan efficiency grade", r"\bfan\s+efficiency\s+grades?\b|\bFEG\b"),
    ("figure of a vapour permeance", r"\b(?:water\s+)?vapou?r\s+permeance\b|\bpermeance\b"),
    ("figure of a condensation resistance or temperature index",
     r"\bcondensation\s+resistance(?:\s+(?:factor|rating))?\b|\btemperature\s+index\b"),
    ("figure of a turndown ratio", r"\bturn-?down(?:\s+ratio)?\b"),
    ("figure of a deadband", r"\bdead-?\s?bands?\b"),
    # a thermal bridge's heat flow per length or per point: "psi-value" (never "psi", a pressure's unit)
    ("figure of a linear or point thermal transmittance (psi- or chi-value)",
     r"\b(?:psi|chi)[- ]?values?\b|[\u03c8\u03c7]-?values?\b|\b(?:linear|point)\s+(?:thermal\s+)?transmittances?\b"),
    ("figure of a snow load", r"\bsnow\s+loads?\b"),
    ("figure of a wind pressure or wind load", r"\bwind\s+(?:pressures?|loads?)\b"),
    ("figure of a design temperature", r"\bdesign\s+temperatures?\b"),
)
# what asks a figure of a measure named after it ("what", "how many hours of", "the minimum")
_FIGURE_ASKED = re.compile(r"\b(?:what|which|how\s+(?:much|many|high|low|good)|max(?:imum)?|min(?:imum)?|least|most|"
                           r"lowest|highest|required|requirements?)\b(?:\W+\w+){0,5}?\W+$", re.IGNORECASE)
NAMED_MEASURES = tuple((name, re.compile(asked, re.IGNORECASE), re.compile(rf"(?:{asked})[^.;(\n\d]{{0,40}}(?<![\w-])\d(?!\d*\.\d+\.)", re.IGNORECASE))
                       for name, asked in _NAMED_MEASURES)
# a Table listing the documents the Code refers to names measures in their titles ("... Flame Spread ..."), no figure
_DOCUMENTS_TABLE = re.compile(r"\A[^\n]*(?:\bDocuments?\s+Referenced\b|\bReferenced\s+(?:Documents?|Standards?)\b|\bEditions\b)",
                              re.IGNORECASE)
# the unit told of the asker's case, after its figure ("our sensor reads 1 000 ppm", "10 L/s per person"), or
# of a test's condition ("ACH at 50 Pa" is asked; "at 50 Pa" is the condition), is not asked
_TOLD_BEFORE = re.compile(r"\d[\d,.]*\s?(?:[^\W\d]+(?:/[^\W\d]+)?\s?)?$")


def asked_measures(question: str) -> list[str]:
    """The measures ``question`` asks a figure in, by a unit (``MEASURES``: "in ppm", "what ACH50",
    "how many cfm of outdoor air per person"), not one it tells a figure in ("at 1 000 ppm")."""
    out = []
    for name, asked, _ in MEASURES:
        if any(not _TOLD_BEFORE.search(question[:m.start()]) for m in asked.finditer(question)):
            out.append(name)
    for name, asked, _ in NAMED_MEASURES:  # by its name, after what asks a figure ("what fire-resistance rating")
        if any(_FIGURE_ASKED.search(question[:m.start()]) and not _TOLD_BEFORE.search(question[:m.start()])
               for m in asked.finditer(question)):
            out.append(name)
    return out


# between the Code's passages, joined to be searched in one pass: no pattern above matches across it (each
# match runs within a passage's words, its spaces at most one newline)
_APART = "\n\0\n"


def measures_stated(texts, names=None) -> frozenset[str]:
    """The measures of ``MEASURES`` a figure is stated in somewhere in ``texts`` (the Code's passages), and
    of ``NAMED_MEASURES`` a figure is given of, or that a Table names; of ``names`` only, when given (each
    measure is one search over the whole text: the Engine asks of those a question asks, once each)."""
    texts = list(texts)
    corpus = _APART.join(texts)
    tables = _APART.join(t for t in texts if t.startswith("Table ") and not _DOCUMENTS_TABLE.search(t))
    named = {name: asked for name, asked, _ in NAMED_MEASURES}
    return frozenset(name for name, _, stated in MEASURES + NAMED_MEASURES if (names is None or name in names) and (
        stated.search(corpus) or (name in named and named[name].search(tables))))


def holds_kind(text: str, kinds: set[str]) -> bool:
    """Whether ``text`` states a quantity of one of ``kinds``; a Table by the units its column
    headers print ("Maximum Rise, mm": a length)."""
    if text.startswith("Table ") and any(ks & kinds for ks, _ in table_columns(text)):
        return True
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


_DEFINING = re.compile(r"\bwhat (?:counts as|does (?:the code )?count as|is meant by|does\b.*\bmean)|\bmeaning\b|\bdefin(?:e|ed|ition)\b|"
                       r"^\W*what(?: i|')s an? \w+\W*$|\bwhat (?:exactly )?is ['\"]", re.IGNORECASE)


def asks_definition(question: str) -> bool:
    """"What counts as a crawl space?", "What does 'grade' mean?": the question asks what a term means."""
    return bool(_DEFINING.search(question))


def exceptions_of(passages: Sequence) -> dict:
    """Passage id -> the rule among ``passages`` (of the same Article) that names it as its
    exception ("Except as permitted by Sentence (3)")."""
    rule_of = {}
    for rule in passages:
        for n in excepted(rule.text):
            for p in passages:
                if p is not rule and p.clause_id == rule.clause_id and _sentence_number(p) == n:
                    rule_of.setdefault(p.id, rule)
    return rule_of


def asks_for_exception(question: str, exception, rule) -> bool:
    """Whether ``question`` uses the exception's own words, those its rule does not have
    ("curved" stairs)."""
    own = set(tokenize(exception.text)) - set(tokenize(rule.text)) - _NOT_OWN
    return any(not w.isdigit() for w in own & set(tokenize(question)))


# words an exception shares with a question without being about the same thing: prepositions and
# the Code's references ("from", "see Note")
_NOT_OWN = frozenset(tokenize("from into onto over under above below between within without out off up down near "
                              "see note clause sentence article table part section subsection"))


def lead_first(question: str, passages: Sequence, look: int = 5, states: Callable | None = None) -> list:
    """``passages`` (best first) with the one that holds what was asked moved to the front (see the
    module docstring); the others keep their order. Only the first ``look`` are considered. ``states(p,
    kinds)``: whether a passage states a figure of the kinds asked (``holds_kind`` of its text by default;
    the answer's counts a Table the Sentence names)."""
    passages = list(passages)
    if len(passages) < 2:
        return passages
    kinds = asked_kinds(question)
    head = passages[:look]
    rule_of = exceptions_of(head)

    def demoted(p) -> bool:
        return p.id in rule_of and not asks_for_exception(question, p, rule_of[p.id])

    ok = [p for p in head if not demoted(p)]
    if asks_definition(question):
        defined = [p for p in ok if "#term-" in p.id]
        if defined:
            return [defined[0], *[p for p in passages if p is not defined[0]]]
    with_kind = [p for p in ok if kinds and (states(p, kinds) if states is not None else holds_kind(p.text, kinds))]
    if asks_frequency(question):  # how often: the passage stating an interval, before other times
        with_kind = [p for p in ok if FREQUENCY_IN_TEXT.search(p.text)] or with_kind
    lead = (with_kind or ok or head)[0]
    rest = [p for p in passages if p is not lead]
    return [lead, *rest]


# --- how well a passage answers: the asked kind, the asked thing next to its quantity ---------
# a Table's column header names its unit after a comma ("Maximum Rise, mm"): the kinds it holds
_UNIT_KINDS = [
    ("area", re.compile(r"^(?:mm|cm|m)(?:2|²)$")),
    ("length", re.compile(r"^(?:mm|cm|m|km)$")),
    ("rating", re.compile(r"^(?:min|h)$")),
    ("time", re.compile(r"^(?:(?:working )?days?|months?|years?|weeks?|min|h|hours?)$")),
    ("force", re.compile(r"^(?:kN/m|kN|N|kPa|Pa)$")),
    ("airflow", re.compile(r"^L/s$")),
    ("slope", re.compile(r"^%$")),
    ("sound", re.compile(r"^(?:dBA?|STC|ASTC)$")),
    ("thermal", re.compile(r"^(?:RSI|W/\(m(?:2|²)·K\)|W/m(?:2|²)·K|m(?:2|²)·(?:°C|K)/W)$")),
    # (a power per power, its subscripts printed run on: "Wmotorpower/kWthermalpeak", pump motors' watts per kW of load)
    ("power", re.compile(r"^(?:W|kW|MW)(?:/(?:m(?:2|²)|person|occupant)|[a-z]+/kW[a-z]+)?$")),
    ("efficiency", re.compile(r"^%$")),
    ("share", re.compile(r"^%$")),
]
# what a header prints around its unit on a genuine Code: a Note's mark ("(1) mm", "Pa(1)"), "in W/m²",
# the imperial unit beside it ("kW (Btu/h)", "mm (inches)")
_UNIT_NOISE = re.compile(r"^\(\d+\)\s*|\(\d+\)$|^in\s+|\s+\([^()]*\)$")
HEADER_LINES = 3  # the lines after a Table's title that may be its column headers (a genuine Code's span two or three)
_WORD = re.compile(r"[A-Za-z]+")
NEAR_BEFORE, NEAR_AFTER = 6, 3  # the words read with a quantity: before it (its subject), after it ("high")


def _stems(text: str) -> list[str]:
    text = text if text.isascii() else fold_accents(text)  # "Montréal" one word, as the question's "Montreal"
    return [t for t in (_token(w.lower()) for w in _WORD.findall(text)) if t is not None]


def table_columns(text: str) -> list[tuple[set[str], str]]:
    """A Table passage's columns that print a unit in their header: ``(the header's kinds, its
    words)``, e.g. "Maximum Rise, mm" -> ({"length"}, "Maximum Rise")."""
    lines = text.split("\n")
    if len(lines) < 2 or not lines[0].startswith("Table "):
        return []
    out = []
    for cell in (c for line in lines[1:1 + HEADER_LINES] for c in line.split(" | ")):
        name, _, unit = cell.rpartition(",")
        unit = _UNIT_NOISE.sub("", unit.strip()).strip()
        kinds = {k for k, pattern in _UNIT_KINDS if pattern.match(unit)}
        if name and kinds:
            out.append((kinds, name.strip()))
        elif re.search(r"\b(?:STC|ASTC)\b", cell):
            out.append(({"sound"}, cell))
    return out


def quantity_contexts(text: str, kinds: set[str]) -> tuple[tuple[tuple[str, float], ...], ...]:
    """The words read with each quantity of the kinds asked for in ``text``, as BM25 stems with a
    weight by nearness (1 for the two words next to it, 0.5 further): a Sentence's words around
    the figure ("guard ... 1 070 mm high"), a Table's column header ("Maximum Rise, mm")."""
    return _contexts(text, frozenset(kinds))


@lru_cache(maxsize=20_000)  # the Code's passages are read again for every question asking the same kinds
def _contexts(text: str, kinds: frozenset) -> tuple[tuple[tuple[str, float], ...], ...]:
    if text.startswith("Table "):
        return tuple(tuple((t, 1.0) for t in _stems(name)) for ks, name in table_columns(text) if ks & kinds)
    words = [(m.start(), m.end(), t) for m in _WORD.finditer(text)
             for t in [_token(m.group().lower())] if t is not None]
    out = []
    for k in kinds:
        for m in KIND_IN_TEXT[k].finditer(text):
            before = [t for s, e, t in words if e <= m.start()][-NEAR_BEFORE:]
            after = [t for s, e, t in words if s >= m.end()][:NEAR_AFTER]
            near = [(t, 1.0 if i >= len(before) - 2 else 0.5) for i, t in enumerate(before)]
            near += [(t, 1.0 if i < 2 else 0.5) for i, t in enumerate(after)]
            out.append(tuple(near))
    return tuple(out)


@lru_cache(maxsize=100_000)
def _same_stem(a: str, b: str) -> bool:
    """Two stems for one word: equal, or one the other with an ending ("rise", "riser")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and long_.startswith(short) and len(long_) - len(short) <= 2


_KIND_NOUNS = {"slope": ("slope",), "area": ("area",)}  # the noun that names a kind of quantity
TABLE_ROW_WEIGHT = 0.5  # a Table's row label naming what was asked, beside its column header (``answer_fit``)
TOPIC_WEIGHT = 0.25  # a question word that is the Article's topic (in its title) counts this much in ``answer_fit``


def title_things(title: str) -> tuple[str, ...]:
    """The things an Article's title names side by side, as stems: "Dimensions of Rises and Runs"
    -> ("rise", "run"), "Number and Height of Handrails" -> ("number", "height")."""
    out = []
    for m in re.finditer(r"([A-Za-z]+),?\s+and\s+([A-Za-z]+)", title):
        out += [t for t in (_token(w.lower()) for w in m.groups()) if t is not None]
    return tuple(dict.fromkeys(out))


def answer_fit(terms: dict[str, float], text: str, kinds: set[str], topic: Sequence[str] = (),
               things: Sequence[str] = ()) -> float:
    """How much of what was asked ``text`` states next to a quantity of the kind asked for: the
    best share, over its quantities of those kinds, of the question's content words ``terms``
    (stem -> weight, e.g. IDF) read with the quantity (``quantity_contexts``); 0 when it holds
    none, -1 when each of its quantities is that of another of the things the Article's title
    names side by side (``things``, ``title_things``) than the one asked for. Asked how tall a riser may be, the Table's "Maximum Rise, mm" fits, "runs of up to
    380 mm" does not."""
    total = sum(terms.values())
    if not kinds or total <= 0:
        return 0.0
    # the Article's topic words are shared by all its passages: they say little about which answers
    weight = {t: v * (TOPIC_WEIGHT if any(_same_stem(t, x) for x in topic) else 1.0) for t, v in terms.items()}

    def share(near) -> float:
        got = 0.0
        for t, v in weight.items():
            w = 0.0
            for s, ws in near:
                if ws > w and _same_stem(s, t):
                    w = ws
            got += v * w
        return got / total

    def other_thing(near) -> bool:
        # the figure is that of another of the things the Article's title names ("runs", asked
        # about risers in "Rise and Run of Steps"): its nearest words hold a title word not asked
        return any(w == 1.0 and any(_same_stem(s, x) for x in things) and not any(_same_stem(s, t) for t in terms)
                   and s not in named for s, w in near)

    named = {n for k in kinds for n in _KIND_NOUNS.get(k, ())}  # "slope" is what "how steep" asks for

    contexts = quantity_contexts(text, kinds)
    asked = [near for near in contexts if not other_thing(near)]
    if contexts and not asked:
        return -1.0
    best = max((share(near) for near in asked), default=0.0)
    if best and text.startswith("Table "):
        # and the row the question names ("Bedroom", "Stair within a dwelling unit"), read with less weight
        rows = [line.split(" | ")[0] for line in text.split("\n")[2:] if " | " in line]
        best += TABLE_ROW_WEIGHT * max((share([(t, 1.0) for t in _stems(r)]) for r in rows), default=0.0)
    return min(best, 1.0)


EXCEPTION_ORDER = True  # passage_scores: a rule before the exception it names, unless the exception is asked for


def rule_before_exception(question: str, passages: Sequence, order):
    """``order`` (the passages' scores) with each exception, when the question does not use its own
    words, scored just below the rule that names it (asked in its own words, "curved" stairs, it
    keeps its score). Asked for the height of a bedroom ceiling, the rule citing the Table comes before
    its exception for sloped ceilings."""
    order = order.copy()
    if not EXCEPTION_ORDER:
        return order
    index = {p.id: i for i, p in enumerate(passages)}
    rule_of = exceptions_of(passages)
    for pid, rule in rule_of.items():
        e, r = index[pid], index[rule.id]
        if not asks_for_exception(question, passages[e], rule):
            order[e] = min(order[e], order[r] - 1e-9)
    return order


def by_article(passages: Sequence, within, across):
    """One score per passage from two: ``within`` orders the passages of one Article (or Note),
    ``across`` sets each Article's level (its best passage's); each passage scores its Article's
    level less its distance below the best of its Article by ``within``."""
    out = within.copy()
    groups: dict[str, list[int]] = {}
    for i, p in enumerate(passages):
        groups.setdefault(p.clause_id, []).append(i)
    for idx in groups.values():
        level = max(across[i] for i in idx)
        top = max(within[i] for i in idx)
        for i in idx:
            out[i] = level - (top - within[i])
    return out


# --- a size asked for -----------------------------------------------------------------------
_SIZE = re.compile(r"\bhow (?:big|large)\b|\bsize\b", re.IGNORECASE)
_BY = re.compile(rf"{_NUM}\s?mm by {_NUM}\s?mm")
# or two sides, each by its dimension ("not less than 1 150 mm high and 580 mm wide")
_SIDE = r"\s?(?:mm|m)\s+(?:high|wide|long|deep|in\s+(?:height|width|length))\b"
_TWO_SIDES = re.compile(rf"{_NUM}{_SIDE}[^.;]{{0,30}}?{_NUM}{_SIDE}")


# the dimension a question asks ("how tall", "the minimum width") and the noun an Article's title
# names it by ("Height of Guards"): English's own pairs of adjective and noun, not the eval's words
_DIMENSIONS = [
    (re.compile(r"\bhow\s+(?:high|tall|low)\b|\b(?:tallest|highest|lowest|heights?)\b", re.IGNORECASE),
     re.compile(r"\bHeights?\b")),
    (re.compile(r"\bhow\s+(?:wide|narrow)\b|\b(?:widest|narrowest|widths?)\b", re.IGNORECASE),
     re.compile(r"\bWidths?\b")),
    (re.compile(r"\bhow\s+(?:deep|shallow)\b|\b(?:deepest|shallowest|depths?)\b", re.IGNORECASE),
     re.compile(r"\bDepths?\b")),
    (re.compile(r"\bhow\s+thick\b|\b(?:thickest|thinnest|thickness)\b", re.IGNORECASE), re.compile(r"\bThickness\b")),
    (re.compile(r"\bhow\s+far\s+apart\b|\bspacing\b", re.IGNORECASE), re.compile(r"\bSpacing\b")),
]


def asked_dimension(question: str) -> re.Pattern | None:
    """The title noun of the dimension ``question`` asks ("how tall must a guard be": Height), as
    a pattern over titles; None when it asks none, or asks how one is measured."""
    if asks_method(question):
        return None
    return next((title for asked, title in _DIMENSIONS if asked.search(question)), None)


def asks_size(question: str) -> bool:
    """"How big", "what size": an area (or the two sides, "550 mm by 750 mm") is what was asked first."""
    return bool(_SIZE.search(question))


def holds_size(text: str) -> bool:
    # (an area of its own: "5% of the floor area" is no size)
    return bool(_AREA_FIGURE.search(text) or _BY.search(text) or _TWO_SIDES.search(text)) or (
        text.startswith("Table ") and any("area" in ks for ks, _ in table_columns(text)))


# --- a long Table quoted by the rows asked about --------------------------------------------
TABLE_QUOTE_LINES = 12  # a Table of more lines than this is quoted by its title, headers and the rows asked
ROWS_OMITTED = "…"  # the line that stands for rows left out of a quoted Table
GROUP_ROWS = 6  # the rows quoted after a group's label that is asked about ("Dining:")
_MARK = re.compile(r"(?<!\.)\(\d+\)")  # a footnote mark, not a Sentence number ("4.2.2.1.(3)")
_FOOTNOTE = re.compile(r"^\((\d+)\)\s")


def _is_value(cell: str) -> bool:
    return bool(re.search(r"\d", _MARK.sub("", cell)))


def table_layout(text: str) -> tuple[list[str], list[bool], list[int], list[int], int] | None:
    """How a Table passage's lines are laid out: ``(label, valued, head, rows, end)``: each line's
    label (first cell) and whether it prints a value, the title and header lines, the row lines
    (with group labels and further lines), and where its footnotes start; None when it is no
    Table or prints no row with a value (see ``_excerpt`` for how rows and headers are told)."""
    lines = text.split("\n")
    if not text.startswith("Table "):
        return None
    cells = [line.split(" | ") for line in lines]
    label = [c[0].strip() for c in cells]
    valued = [any(_is_value(x) for x in c[1:]) for c in cells]
    notes = [i for i in range(len(lines)) if _FOOTNOTE.match(lines[i])]
    end = notes[0] if notes and all(j >= notes[0] for j in notes) else len(lines)
    body = next((i for i in range(2, end) if label[i] and valued[i]), None)
    if body is None:
        return None
    head = [0, 1] + [i for i in range(2, body) if not label[i] or table_columns(f"{lines[0]}\n{lines[i]}")]
    rows = [i for i in range(2, end) if label[i] and i not in head]
    return label, valued, head, rows, end


def _part_labels(lines: list[str], label: list[str], end: int) -> dict[int, int]:
    """Each line of a Table passage (up to ``end``, its footnotes) under a label printed alone across the Table
    for the part it is in ("Boilers", "Warm-Air Furnaces ..."), that label's line; a label alone heading items
    (lower case below it: "Dining:" over "cafeteria") is no part's. A part's label is its own line's."""
    out: dict[int, int] = {}
    part = None
    for i in range(1, end):
        after = next((label[j] for j in range(i + 1, end) if label[j]), "")
        if label[i] and not any(c.strip() for c in lines[i].split(" | ")[1:]) and not after[:1].islower():
            part = i
        if part is not None:
            out[i] = part
    return out


def _rows_named(text: str, terms: dict[str, float]):
    """How much of the question's words ``terms`` each row label of a Table passage holds (the
    words of its title and headers left out): ``(label, valued, head, rows, scores, end)`` by
    line, or None when no row holds any (``table_layout``)."""
    layout = table_layout(text) if terms else None
    if layout is None:
        return None
    label, valued, head, rows, end = layout
    lines = text.split("\n")
    shown = {t for i in head for t in _stems(lines[i])}
    asked = {t: v for t, v in terms.items() if not any(_same_stem(t, s) for s in shown)}
    total = sum(asked.values())
    if total <= 0:
        return None

    def score(i: int) -> float:
        words = set(_stems(label[i]))
        return sum(v for t, v in asked.items() if any(_same_stem(t, s) for s in words)) / total

    scores = {i: score(i) for i in rows}
    if max(scores.values(), default=0.0) <= 0:
        return None
    return label, valued, head, rows, scores, end


def table_row_groups(text: str, size: int, longer: int) -> tuple[list[int], list[list[int]]] | None:
    """A long Table passage as retrieval reads it: ``(head, groups)``, its title and header lines
    and its rows in groups of about ``size`` characters, each group whole rows (a row with its
    further lines) and, for rows printed as items of a group ("operating room"), that group's
    label first ("Hospital:"); each group under the label printed alone across the Table for the
    part it is in ("Boilers", which starts a group of its own), when that is not its first line;
    its footnotes in none. None when the passage is no longer than
    ``longer`` characters or no Table (``table_layout``)."""
    if len(text) <= longer:
        return None
    layout = table_layout(text)
    if layout is None:
        return None
    label, valued, head, rows, end = layout
    lines = text.split("\n")
    first = rows[0] if rows else end
    body = [i for i in range(first, end) if i not in head]
    # each row with its further lines (an empty label) is one unit of the groups
    units: list[list[int]] = []
    for i in body:
        if units and not label[i]:
            units[-1].append(i)
        else:
            units.append([i])
    groups: list[list[int]] = []
    length = 0
    group_label: int | None = None
    parts = _part_labels(lines, label, end)  # the line naming the part of the Table a row is in ("Boilers")
    for unit in units:
        i = unit[0]
        n = sum(len(lines[j]) + 1 for j in unit)
        section = parts.get(i) if parts.get(i) not in head else None  # a head line is every group's already
        if groups and length + n <= size and section != i:
            groups[-1] += unit
            length += n
        else:
            start = [group_label] if group_label is not None and label[i][:1].islower() else []
            if section is not None and section != i and section not in start:
                start = [section] + start
            groups.append(start + unit)
            length = n + sum(len(lines[j]) + 1 for j in start)
        if not valued[i]:
            group_label = i  # a label with no values heads the item rows below it
        elif not label[i][:1].islower():
            group_label = None  # a row of its own ends the group
    return head, [g for g in groups if g]


def row_words(text: str, terms: dict[str, float]) -> set[str]:
    """The question's words (of ``terms``) that name a row of this Table passage ("a public
    library": "librari", its "Library" row), beyond the words of its title and headers: those
    the best-named rows' labels hold. Empty when no row is named (or it is no Table)."""
    got = _rows_named(text, terms)
    if got is None:
        return set()
    label, _, _, _, scores, _ = got
    best = max(scores.values())
    named = {s for i, v in scores.items() if v == best for s in _stems(label[i])}
    # of those, the words that tell the best rows from the others ("Floors of classrooms" among "Floors of
    # offices ...": classroom, not floor), when any does
    others = {s for i, v in scores.items() if v < best for s in _stems(label[i])}
    named = (named - others) or named
    return {t for t in terms if any(_same_stem(t, s) for s in named)}


def _excerpt(text: str, terms: dict[str, float]) -> tuple[list[int], set[int], int] | None:
    """A Table passage as an answer quotes it: whole when it is short or when the question names
    none of its rows; else its title, its column headers, the rows whose label (first cell) holds
    most of the question's content words ``terms`` (stem -> weight), each with its further lines
    (an empty label) and, for a row printed as an item of a group (its label in lower case,
    "operating room"), the label of the group above it (a line with a label and no values,
    "Hospital:"), a group's label asked for with its rows, and the footnotes those lines mark,
    each gap shown by ``ROWS_OMITTED``. Asked the lighting power density of an office, Table
    4.2.1.5.'s 33 building types give way to "Office | 9.7".

    The words of the title and the headers do not choose a row (they are what every row
    states). The rows start at the first line after the first header line whose label is not
    empty and which prints a value (a Note's mark "(2)" is none); of the lines before, those
    with an empty label or a unit after a comma are headers ("Zone 6", "Lighting Power
    Density, W/m²"), the others group labels."""
    lines = text.split("\n")
    if len(lines) <= TABLE_QUOTE_LINES:
        return None
    got = _rows_named(text, terms)
    if got is None:
        return None
    label, valued, head, rows, scores, end = got
    best = max(scores.values())
    keep = set(head)
    for i in (i for i in rows if scores[i] == best):
        keep.add(i)
        group = [g for g in rows if g < i and not valued[g]]
        if group and label[i][:1].islower():
            keep.add(group[-1])  # the group a row printed as one of its items ("operating room") is in
        j = i + 1
        while j < end and (not label[j] or (not valued[i] and j - i <= GROUP_ROWS and valued[j])):
            keep.add(j)  # the row's further lines, or the asked group's rows
            j += 1
    # the label of the part of the Table the rows are in ("Boilers"), not another part's that heads the Table
    parts = _part_labels(lines, label, end)
    named = {parts[i] for i in keep if i in parts and i not in head}
    keep = (keep - {i for i in head if parts.get(i) == i and i not in named}) | named
    marks = {m for i in keep for m in _MARK.findall(lines[i])}
    keep |= {i for i in range(end, len(lines)) if (m := _FOOTNOTE.match(lines[i])) and f"({m.group(1)})" in marks}
    return sorted(keep), set(head), end


def table_excerpt(text: str, terms: dict[str, float]) -> str:
    """A Table passage as an answer quotes it (``_excerpt``): whole, or by the rows asked with
    its title and headers, each gap shown by ``ROWS_OMITTED``."""
    got = _excerpt(text, terms)
    if got is None:
        return text
    return _quoted_lines(text.split("\n"), got[0])


def _quoted_lines(lines: list[str], keep: list[int]) -> str:
    """The lines ``keep`` of a Table passage (sorted indexes), each gap shown by ``ROWS_OMITTED``."""
    out, last = [], -1
    for i in keep:
        if i != last + 1:
            out.append(ROWS_OMITTED)
        out.append(lines[i])
        last = i
    if last != len(lines) - 1:
        out.append(ROWS_OMITTED)
    return "\n".join(out)


# asked which objectives or functional statements the clause it names is attributed (``Engine.attributions_asked``)
_ATTRIBUTION_ASKED = re.compile(r"\b(?:objectives?|functional\s+statements?)\b", re.IGNORECASE)
# a Part's Table attributing objectives and functional statements to its acceptable solutions ("Objectives and
# Functional Statements Attributed to the Acceptable Solutions in Part 3"), and a row opening with an Article's number
_ATTRIBUTION_TABLE = re.compile(r"\bObjectives?\b.*\bFunctional\s+Statements?\b|\bFunctional\s+Statements?\b.*\bObjectives?\b",
                                re.IGNORECASE)
_ROW_ARTICLE = re.compile(r"^(\d{1,2}\.\d{1,2}\.\d{1,2}\.\d{1,2}\.)(?![\d(])")


def asks_attribution(question: str) -> bool:
    """Whether ``question`` speaks of objectives or functional statements (of the clause it names: "which functional
    statements are tied to each Sentence of 8.4.4.20")."""
    return bool(_ATTRIBUTION_ASKED.search(question))


def attributed_rows(text: str) -> dict[str, list[int]]:
    """Of a Table attributing objectives and functional statements to the Articles of its Part (``_ATTRIBUTION_TABLE``,
    by its title), each Article number -> its rows: the row opening with its number, and the rows of its Sentences
    after it ("(2) | [F30-OS3.1]", and " | (b), (c) [F100-OE1.1]" going on with one) up to the next Article's
    (indexes into its rows: line i is row i - 1, as ``rows_excerpt`` reads them); {} for another Table. Printed with every Sentence in the Article's row, or in rows
    of their own, it reads the same."""
    lines = text.split("\n")
    if not _ATTRIBUTION_TABLE.search(lines[0]):
        return {}
    out: dict[str, list[int]] = {}
    current = None
    for i in range(2, len(lines)):
        if " | " not in lines[i]:
            current = None  # the Table's notes
        elif m := _ROW_ARTICLE.match(lines[i]):
            current = m.group(1)
            out.setdefault(current, []).append(i - 1)
        elif current and (not (first := lines[i].split(" | ")[0].strip()) or first.startswith("(")):
            out[current].append(i - 1)  # a Sentence's row, or the rest of one (its first cell empty)
    return out


def documents_rows(text: str, sentence: str) -> list[int]:
    """Of the Code's Table of the documents it refers to (``_DOCUMENTS_TABLE``: "Issuing Agency | Document
    Number | Title of Document | Code Reference"), the rows whose Code references (the last cell) name the
    Sentence ``sentence`` ("9.10.19.1.(1)", or one of its Clauses), as indexes into its rows (line i is row
    i - 1); [] for another Table. "Smoke alarms conforming to the standard listed in Table 1.3.1.2." names
    the standard only there."""
    if not _DOCUMENTS_TABLE.search(text):
        return []
    named = re.compile(rf"(?<![\w.]){re.escape(sentence)}")
    lines = text.split("\n")
    return [i - 1 for i in range(2, len(lines)) if " | " in lines[i] and named.search(lines[i].rsplit(" | ", 1)[-1])]


def rows_excerpt(text: str, rows: list[int]) -> str:
    """A Table passage quoted by its title, its header line and ``rows`` (``documents_rows``)."""
    lines = text.split("\n")
    return _quoted_lines(lines, sorted({0, 1} | {r + 1 for r in rows}))


def named_rows(text: str, terms: dict[str, float]) -> list[int]:
    """The lines of a Table passage whose label (first cell) holds most of the question's words ``terms``
    ("Walls" of "the U-value for walls"), however short the Table: indexes into its lines; [] when no label
    holds any (``_rows_named``)."""
    got = _rows_named(text, terms)
    if got is None:
        return []
    scores = got[4]
    best = max(scores.values())
    return [i for i, v in scores.items() if v == best]


def asked_rows(text: str, terms: dict[str, float]) -> list[int]:
    """The rows of a Table passage its excerpt quotes for what was asked (with their groups' labels,
    not its headers nor its footnotes), as indexes into the Table's rows (the passage's line i is
    row i - 1: the site anchors them ``table-4.2.1.5-r12``); [] when it is quoted whole."""
    got = _excerpt(text, terms)
    if got is None:
        return []
    keep, head, end = got
    return [i - 1 for i in keep if i not in head and 1 <= i < end]
