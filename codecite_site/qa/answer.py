"""Answers with citations: the pipeline, citation mapping, the grounding check, the offline answer.

``Engine`` holds everything an answer needs (chunks, indexes, optional Cohere
client and vectors) and answers with ``Engine.ask(question, rerank=True)``;
its retrieval alone is ``Engine.retrieve``, which the eval scores (each first
stage on its own, and a reranker over a given pool):

- with Cohere: embed the query (``search_query``) -> exact cosine over the
  precomputed vectors -> top ``candidates`` -> Rerank -> top ``top`` -> Command A
  with ``documents=`` one per Sentence / Note paragraph / Table, each titled
  with its clause path, so Cohere's span citations resolve to Sentences;
- offline: BM25, fused by reciprocal rank with the local dense model when it
  is installed (``qa.local_dense``) -> the same hits -> an extractive answer
  quoting the best Sentences verbatim (chosen by BM25 over passages, fused with
  the local model's cosine per Sentence when installed), with the same citation structure,
  labelled as such, or declining when the Code does not answer (see
  ``Engine.extractive``).

Every citation becomes ``{start, end, text, sources: [{id, sentence, label,
url, ...}]}``, once ``answer[start:end] == text`` holds: a citation whose
offsets do not hold its text is moved to where that text is in the answer
(nearest its offsets), or, when it is nowhere, left out of ``citations``
(its sources do not count as cited) and listed in ``citation_problems``.
The grounding check then looks for every quantity of the answer
(``1 070 mm``, ``0.35 m2``, ``47``) in the Sentences it cites; those not found
are returned in ``unverified_quantities`` and marked in ``answer_html`` (not
the asker's own figures in the question's parts an offline answer repeats above
their answers: ``Extract.asked_spans``). An answer Cohere cut short (``finish_reason`` ``MAX_TOKENS``, ``ERROR``,
``TIMEOUT``) is returned with ``incomplete`` saying why (else None).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

import numpy as np
from markdown_it import MarkdownIt
from markupsafe import escape

from ..config import Config
from ..model import ClauseTree
from ..refs import find_citations, resolve_citation
from ..urls import Urls
from .abstain import Evidence, declines, hedges, settled
from .aliases import Aliases, list_excerpt, listed
from .case import (HOUSE, OTHER_THAN_SENTENCE, Told, bounds, concerns, dwelling, dwelling_scope, fit, held, measured,
                   meets, not_lived_in, required, scope_fit, told)
from .lay import LayTerms
from .places import TOLD_WORDS, Places, appendix_places, zone_figures
from .bm25 import Bm25Index, rare_in_english, tokenize, words as _words
from .chunks import Chunk, Passage, build_chunks, corpus_fingerprint, explained_articles
from .query import (
    PRECEDENCE_WORDS,
    WAIVER_WORDS,
    PATH_LIMITS_WORDS,
    TOLERANCE,
    ClauseIndex,
    Conversion,
    Part,
    Query,
    Ref,
    Target,
    asked_from,
    asks_definition,
    asks_part,
    asked_abbreviation,
    asks_path_limits,
    asks_precedence,
    asks_waiver,
    precedence_told,
    asks_part_scope,
    asks_scope,
    clause_refs,
    counts_as,
    counts_as_all,
    term_openings,
    either_or,
    imperial,
    in_imperial,
    interleave,
    metric_text,
    question_parts,
    quoted,
    bare_sections,
    section_refs,
    speaks_imperial,
    temperature_difference,
    what_is,
    without_refs,
)
from .compose import (
    answer_fit,
    asked_dimension,
    asked_kinds,
    asked_measures,
    asked_rows,
    asking_text,
    asks_attribution,
    attributed_rows,
    documents_rows,
    asks_for_exception,
    asks_frequency,
    asks_brand,
    asks_method,
    asks_money,
    counted,
    measured_things,
    asks_size,
    by_article,
    excepted,
    exceptions_of,
    holds_kind,
    holds_size,
    lead_first,
    measures_stated,
    proposes,
    FREQUENCY_IN_TEXT,
    BRAND_IN_TEXT,
    MONEY_IN_TEXT,
    row_words,
    rule_before_exception,
    scoring_text,
    rows_excerpt,
    table_excerpt,
    title_things,
)
from .compose import question_parts as answer_parts
from .retrieve import (Bm25Retriever, DenseIndex, Hit, notes_with_articles, rerank as rerank_hits, rrf,
                       whole_articles)
from .vectors import default_vectors_dir

OFFLINE_LEAD = "Offline extractive answer (quoted from the Code; no model wrote this):"
# the lead of an answer the calibrated model doubts (``[retrieval] hedge_support``): the Sentences nearest the
# question, quoted all the same, the reader warned first
OFFLINE_HEDGE = ("The Code may not answer this as asked. The nearest Sentences it has "
                 "(quoted from the Code; no model wrote this):")
NO_ANSWER = "The excerpts do not answer this."  # what the model says when the excerpts it was given do not
NO_ANSWER_OFFLINE = "The Code does not answer this."  # the offline answer searched the whole Code
# Reciprocal-rank fusion constant for choosing passages: the usual 60, as for chunks. A sweep
# on the fixture's eval (`fused`, answers citing gold / key quantity verbatim) favoured smaller
# values (k = 60: 82.5 % / 73.0 %, 10: 85.7 % / 74.6 %, 5: 88.9 % / 76.2 %), but a constant
# chosen on the eval's own questions would overstate the eval, so it is not taken.
PASSAGE_RRF_K = 60
# what passage_scores adds for a passage stating a quantity of the kind asked for, and for the
# question's words read with it (``Engine.answer_bonus``), in units of a first rank in one ranking
KIND_BONUS = 0.5
FIT_BONUS = 1.0
CASE_BONUS = 0.5  # a passage whose condition the question's own figures meet (fails: minus it), per ``qa.case``
# within an Article, a Sentence on the stairs (doors, guards) of whom the question asks (a house's own or those others
# share: ``qa.case.dwelling``) gains this much, one on the others' loses it
DWELLING_BONUS = 0.5
AT_LIMIT_BONUS = True  # within an Article, a Sentence at whose limit the asker's figure sits gains as if met
CASE_ACROSS = "fails"  # across Articles: a Sentence whose every condition the case fails goes down (met: no lift)
REQUIRED_KIND = True  # the kind asked counts in a figure a passage requires, not in one of its conditions
QUOTE_ONLY_ANSWERS = True  # the extractive answer quotes, after its lead, only passages stating the asked kind
ROW_LEAD = True  # a Table of the kind asked naming, in a row, what the question names leads its Article (``row_asked_first``)
SIZE_FIRST = True  # 'how big', 'what size': a passage stating an area (or 'W mm by H mm') gains once more
LEAD_HIT = 1.0  # first ranks the best passage of the first-ranked Article gains in the answer's order
LEAD_TABLES = True  # the first Article's best passage states a figure by a Table it names, found or not
ARTICLE_BONUS = True  # across Articles too: an Article's level is its best passage's score with the bonus
MATCHED_PASSAGES = 5  # the passages the answer would quote first, read word by word for abstain's ``matched``
# questions asking for reasons, explanations or examples: what Notes give
_EXPLAINS = re.compile(r"\b(?:why|reasons?|reasoning|rationale|explain\w*|examples?|purpose|difference|intent|what for)\b",
                       re.IGNORECASE)
# asked how a requirement is read: what it includes or counts, what it means, where it is measured from ("do I
# include the stud thermal bridging", "which box fans count toward the allowance", "does it mean I have to install
# submeters", "is that measured from grade"): what the Article's Note explains
_READS = re.compile(r"\b(?:do\s+(?:I|we|you)\s+(?:still\s+)?(?:have\s+to\s+|need\s+to\s+)?(?:include|count)"
                    r"|(?:have|has|need|needs)\s+to\s+be\s+(?:included|counted)|count(?:s|ed)?\s+(?:toward|towards|against)"
                    r"|does\s+(?:that|it|this)\s+(?:mean|include|cover)|(?:is|are)\s+(?:that|it|this|they)(?:\s+\w+)?\s+measured\s+(?:from|to)"
                    r"|mean\s+by)\b", re.IGNORECASE)


def figure_kinds(question: str) -> set[str]:
    """The kinds of figure ``question`` asks (``compose.asked_kinds``); none when it asks how a requirement is read,
    what it includes or counts (``_READS``: "do I include the stud thermal bridging in the wall's U-value?")."""
    return set() if _READS.search(question) else asked_kinds(question)


NOTE_WORD_WITHIN = 10  # hits among which the one Note using a rare word of the question goes first (``note_word_first``)
NOTE_WORD_LENGTH = 6  # letters, at least, of such a word
EXPLAIN_WITHIN = 3  # hits among which a question asking why takes the best Note first
# asked whether something counts as something, that Note goes first only when its best passage scores at least this
# share of the first hit's best for the question
EXPLAIN_NOTE_SHARE = 0.8
# a Note stays above the Article it explains when its best passage scores this many times the Article's
# best for the question (``passage_scores``): it answers what was asked better, whatever words ask it
NOTE_ANSWERS_BETTER = 1.2
ARTICLE_ANSWERS_BETTER = 1.2  # and an Article goes above its Note ranked first when its best passage scores this many times the Note's
# asked for advice, not a requirement: what designers usually assume, what to aim for, a rule of thumb, what is
# recommended: the Notes give it ("a rise of 180 mm and a run of 280 mm are comfortable"), not the limits
_ADVICE = re.compile(r"\b(?:guidance|advice|advise[ds]?|recommend\w*|suggest\w*|rules?\s+of\s+thumb|good\s+practice|"
                     r"(?:usually|typically|normally|commonly)\s+(?:assumed?|used?|taken|done)|(?:aim|shoot)(?:ing)?\s+for|"
                     r"comfortable|best\s+practice)\b",
                     re.IGNORECASE)


def asks_advice(question: str) -> bool:
    """Whether ``question`` asks for advice (``_ADVICE``) and not in the words of a requirement."""
    return bool(_ADVICE.search(question)) and not _REQUIRES.search(question)


# The Codes of the NBC's family give two ways to comply with their energy requirements: the prescriptive
# requirements, and a performance path whose Articles say how the energy model of the building and of
# its reference is made (NECB Part 8, Section 8.4. "Performance Path"; NBC Subsection 9.36.5. "Energy
# Performance Compliance"). Those Articles name the same equipment, assemblies and values as the
# requirements ("the reference building's boilers shall have the efficiency ..."), so a question about a
# requirement often ranks them first (NECB 2011 and 2017: a boiler's or a water heater's efficiency, a
# pump's power, a space-conditioning system). So do the Articles of each Part's trade-off path (NECB
# Sections 3.3. to 7.3., "Trade-off Path": 6.3.2.2.'s "average flow of all faucets" before the faucets'
# requirement). A question that speaks neither of modelling nor of such a path (``_ASKS_PATH``) finds them
# ``PATH_DEMOTE`` places lower.
_PATH_HEADING = re.compile(r"\bperformance\s+(?:path|compliance)\b|\btrade-?off\s+path\b", re.IGNORECASE)
_ASKS_PATH = re.compile(r"\b(?:model\w*|modl\w*|modle\w*|simulat\w*|performance|compliance path|trade-?offs?|"
                        r"(?:reference|ref\.?|proposed) (?:building|bldg|house)s?|energy (?:target|consumption|use)|unmet)\b",
                        re.IGNORECASE)
PATH_DEMOTE = 3
_TRADE_OFF_HEADING = re.compile(r"\btrade-?off\b", re.IGNORECASE)
_MODELLED = re.compile(r"\b(?:model\w*|simulat\w*|performance)\b", re.IGNORECASE)  # the performance path spoken of
_ASKS_TRADE_OFF = re.compile(r"\btrade[- ]?offs?\b", re.IGNORECASE)
# a Sentence whose whole requirement is another Sentence's ("... shall conform to Sentence 9.10.9.5.(4)."): what
# stands before its one reference, and after it (``refs.find_citations`` reads the reference itself)
_POINTS_TO = re.compile(r"^[^.]{0,200}?\bshall\s+(?:also\s+)?(?:conform\s+to|comply\s+with|be\s+(?:\w+\s+)?in\s+accordance\s+with)\s+$")
_POINTER_END = re.compile(r"^\.?(?:\s*\(See[^)]*\)\.?)?$")
# the Code's lists of the documents it refers to and of its abbreviations (``Engine.references_last``), each by
# its title, and what a question asking what it lists says (an edition of a document; what an abbreviation means)
_REFERENCE_LISTS = (
    (re.compile(r"\bEditions\b", re.IGNORECASE),
     re.compile(r"\beditions?\b|\bversions?\b|\bwhat\s+year\b|\bref(?:erence)?['\u2019]?d\b|\breferenced\b", re.IGNORECASE)),
    (re.compile(r"\bAbbreviations\b", re.IGNORECASE),
     re.compile(r"\babbreviat\w*|\bacronyms?\b|\bsymbols?\b|\bstands?\s+for\b", re.IGNORECASE)),
)
REFERENCE_DEMOTE = 3
# a question asking what an abbreviation stands for (``Engine.abbreviations_asked``), and a word as typed
_ASKS_SHORT_FOR = re.compile(r"\bstands?\s+for\b|\bshort\s+for\b|\babbreviat\w*|\bacronyms?\b"
                             # "what organization is CTI?", "who are ASHRAE?"
                             r"|\b(?:what|which)\s+(?:organi[sz]ation|body|agency|association|institute|society|group)\s+"
                             r"(?:is|are)\b|\bwho\s+(?:is|are)\b", re.IGNORECASE)
_TOKEN_TYPED = re.compile(r"[^\s,;:?!()\[\]\"'\u201c\u201d\u2018\u2019]+")
# an assembly's requirements titled by where it is (``Engine.above_ground_first``): in contact with the ground,
# or above it; a question telling of the ground (a basement, a slab, a foundation, below grade) asks of the first
_GROUND_TITLE = re.compile(r"\bin\s+contact\s+with\s+the\s+ground\b|\bbelow[- ](?:grade|ground)\b", re.IGNORECASE)
_ABOVE_GROUND_TITLE = re.compile(r"\babove[- ](?:ground|grade)\b", re.IGNORECASE)
_GROUND_TOLD = re.compile(r"\b(?<!above[- ])(?:ground|grade)\b|\b(?:below|under)[- ]?(?:grade|ground)\b|\bbasements?\b|"
                          r"\bfoundations?\b|\bslabs?\b|\bburied\b|\bsoil\b|\bearth\b|\bcrawl\s*spaces?\b|\bin\s+contact\b",
                          re.IGNORECASE)
GROUND_WITHIN = 5
# asked whether the Code applies to something (``query.asks_scope``), its Articles on what it applies to
# (``Engine.scope_articles``) that rank among the first SCOPE_WITHIN go first; none there, the first of them
_SCOPE_TITLE = re.compile(r"\b(?:application of|covered by) (?:this|the) code\b", re.IGNORECASE)
SCOPE_WITHIN = 10
_APPLICATION_TITLE = re.compile(r"(?:Application|Scope)(?: and (?:Application|Scope))?", re.IGNORECASE)
# asked which of two requirements in conflict prevails, the Article among the first PRECEDENCE_WITHIN hits
# whose Sentence settles a conflict goes first (``precedence_first``)
PRECEDENCE_WITHIN = 10
LIMITS_WITHIN = 10  # asked what a compliance path cannot trade away: its Limitations Article, among the first ten
_LIMITATIONS_TITLE = re.compile(r"\bLimitations?\b")  # "Limitations", "Application Limitation"
_STATES_PRECEDENCE = re.compile(
    r"\b(?:conflicts?|differences?|differs?|inconsisten\w*)\b.*?\b(?:govern\w*|prevails?|shall apply|appl(?:y|ies))\b"
    r"|\b(?:govern\w*|prevails?)\b.*?\b(?:conflicts?|differences?)\b", re.IGNORECASE | re.DOTALL)
# a question speaking of objectives or functional statements asks which a requirement serves when it asks which (what,
# where) they are, or what they are attributed (tied, linked) to ("which objective is tied to ...", "where do I find
# the functional statements for ...", "the objectives attributed to 3.2.1.1."); ATTRIBUTION_WITHIN: see
# ``Engine.attributions_last``
_WHICH_ATTRIBUTED = re.compile(
    r"\b(?:which|what|where)\b[^.?]{0,80}?\b(?:objectives?|functional\s+statements?)\b"
    r"|\b(?:objectives?|functional\s+statements?)\b[^.?]{0,60}?\b(?:attribut\w*|tied|linked|assigned)\b"
    r"|\battribut\w*", re.IGNORECASE)
ATTRIBUTION_WITHIN = 5


def asks_which_attributed(question: str) -> bool:
    """Does ``question`` ask which objectives or functional statements a requirement serves (``_WHICH_ATTRIBUTED``)?"""
    return bool(_WHICH_ATTRIBUTED.search(question))


# asked what ways there are to comply ("what compliance routes are there for the HVAC part?", "other ways to show
# compliance?"), and the Sentence listing them ("Compliance with this Part shall be achieved by following (a) ...";
# the NBC's "Conformance with this Section shall be achieved by (a) ...")
_WAYS_TO_COMPLY_ASKED = re.compile(
    r"\b(?:compliance|conformance)\s+(?:paths|routes|options|approaches|methods)\b"
    r"|\b(?:other|another|different|alternative|any|what|which)\s+(?:ways?|options?|routes?|paths?|approaches|methods)"
    r"\s+(?:(?:are\s+there|is\s+there|do\s+I\s+have)\s+)?(?:to|of|for)\s+(?:show(?:ing)?\s+|demonstrat\w+\s+|"
    r"achiev\w+\s+)?(?:compl(?:y|iance)|conform(?:ance|ing)?)\b"
    # whether there is a way other than the prescriptive one ("is there a trade-off option for the motors part?")
    r"|\b(?:is|are)\s+there\s+(?:a|an|any)\s+(?:trade-?off|performance|alternative)\s+(?:options?|paths?|routes?|"
    r"approach(?:es)?|methods?)\b", re.IGNORECASE)
# "Application of Objectives", "Application to Small Buildings" (``Engine.application_of_first``), and the verb asking
# whether something applies
_APPLICATION_OF = re.compile(r"Application\s+(?:of|to)\s+(.+)$")
_APPLY_VERB = re.compile(r"\bappl(?:y|ies|ied)\b", re.IGNORECASE)
_WHICH = re.compile(r"\b(?:which|what)\b", re.IGNORECASE)
_WAYS_TO_COMPLY = re.compile(r"\b(?:compliance|conformance)\s+with\s+this\s+(?:Code|Division|Part|Section|Subsection)"
                             r"\s+(?:shall|is\s+permitted\s+to)\s+be\s+achieved\s+by\b", re.IGNORECASE)


def asks_ways_to_comply(question: str) -> bool:
    """Does ``question`` ask what ways there are to comply (``_WAYS_TO_COMPLY_ASKED``)?"""
    return bool(_WAYS_TO_COMPLY_ASKED.search(question))


# a Sentence letting the authority waive a requirement: "The authority having jurisdiction may exempt a building or part
# thereof from some or all of the requirements of this Code where ...", "where the authority having jurisdiction is
# satisfied that ... that document may be waived in writing" (``waiver_first``)
_GRANTS_WAIVER = re.compile(r"\bauthority\s+having\s+jurisdiction\b"
                            r"(?=.{0,300}?\b(?:may|is\s+permitted\s+to)\s+(?:\w+\s+){0,2}?(?:exempt|waive)\b"
                            r"|.{0,300}?\bmay\s+be\s+(?:waived|exempted)\b)", re.IGNORECASE)
# what such a Sentence settles a conflict with: a government's rules ("the regulations or bylaws referred to in
# Sentence (1)") or a document the Code references ("a referenced document", "a standard listed in Table 1.3.1.2.");
# one of "this Part" only for that Part
_SETTLES = {"local": re.compile(r"\b(?:by-?laws?|regulations?)\b", re.IGNORECASE),
            "referenced": re.compile(r"\breferenced\s+documents?\b|\bdocuments?\s+(?:listed|referenced)\b"
                                     r"|\bstandards?\b", re.IGNORECASE)}
_OF_THIS_PART = re.compile(r"\bthis\s+Part\b", re.IGNORECASE)
# a question about a house (``qa.case.HOUSE``) is asked of the Part of houses (``Engine.housing_part``), like one
# naming it
_HOUSING_TITLE = re.compile(r"\bHous(?:ing|es?)\b")
# told of a building no one lives in, an Article titled for dwelling units (or houses) ranked first goes below the
# first of the next DWELLING_TITLE_WITHIN hits that is not (``dwellings_last``)
DWELLING_TITLE_WITHIN = 3
_DWELLING_TITLE = re.compile(r"\bDwelling\s+Units?\b|\bHouses?\b", re.IGNORECASE)
DIVISION_WITHIN = 5  # hits among which the first of a Division the question names on its own goes first
PART_WITHIN = 3  # hits among which the first of a Part the question names goes first (``part_first``)
# hits among which the first in a Subsection whose title the question's asking words name goes before a first
# hit in a sibling Subsection (of the same Section) whose title they do not (``subsection_asked_first``)
SUBSECTION_WITHIN = 5
PARALLEL_TITLES = 2  # Article titles two sibling Subsections have in common, at least, to be parallel
# a question telling that the word it asks of is not one the Code defines ("'vestibule' is not in the list of
# defined words", "I can't find it in the definitions"), and a Sentence saying what such a word means ("Words ...
# not included in the list of definitions in Article 1.4.1.2. shall have the meanings commonly assigned to them")
_UNDEFINED_ASKED = re.compile(
    r"\b(?:not|isn'?t|is\s+not|aren'?t|are\s+not|never)\s+(?:a\s+|one\s+of\s+the\s+)?(?:defined|listed\s+(?:in|among)"
    r"\s+the\s+(?:list\s+of\s+)?defin|(?:in|among)\s+the\s+(?:\w+['\u2019]s\s+)?(?:list\s+of\s+)?defin)|\bno\s+definition|\bundefined\b|"
    r"\bcan'?t\s+find\s+(?:it|that|this|them|the\s+\w+)\s+in\s+the\s+(?:list\s+of\s+)?defin|\bdoes(?:n'?t|\s+not)\s+define\b",
    re.IGNORECASE)
_UNDEFINED_IN_TEXT = re.compile(r"\bnot\s+(?:defined|included\s+in\s+the\s+list\s+of\s+definitions)\b", re.IGNORECASE)
CASE_WITHIN = 3  # hits among which the Article set by more of the asker's told figures goes first (``case_first``)
BUILDING_PART = True  # a building's told storeys and area pick the Parts whose scope it meets (``building_parts``)
DIMENSION_FIRST = True  # a hit first when its title names the dimension asked (``dimension_first``)
DIMENSION_WITHIN = 3  # ... among the first three
DOCUMENTS_COMMON = 0.25  # ... counting the words of its title in at most this share of the Code's passages
DOCUMENTS_WITHIN = 5  # asked what to hand in for a permit: the Article titled by its documents, among the first five
# a title naming what is handed in ("Documentation on Lighting Systems", "Structural Design Documents", "Site Plans")
_DOCUMENTS_TITLE = re.compile(r"\b(?:Documentation|Documents|Drawings|Plans|Information)\b", re.IGNORECASE)
_DIMENSIONS_TITLE = re.compile(r"\b(?:Dimensions|Sizes?)\b")  # a title naming every dimension of its subject
_ABBREVIATIONS_TITLE = re.compile(r"\bAbbreviations\b")  # the Code's lists of symbols and abbreviations
ALTERNATIVE_WITHIN = 3  # hits among which the Article titled by the alternative the question names goes first
# a passage saying what a term is, at its opening: "A rooftop monitor is fenestration with ...", "An alternative
# solution is any design that ..." (not "A screen that is ...", "A firestop system is tested ...", "is of little use")
_DESCRIBES = re.compile(r"^An?\s+(?P<term>(?:(?!(?:that|which|who|where|when|with|of|in|for)\b)[\w\-]+\s+){0,3}?"
                        r"(?!(?:that|which|who)\b)[\w\-]+)\s+(?:is|are|means|refers\s+to)\s+"
                        r"(?!(?:not|of|to|also|only|often|typically|generally|usually|then|still|more|less|so|too|"
                        r"the\s+same|required|permitted|intended|needed|based|used|provided|shown|located|installed)\b|\w+ed\b)")
# a Note's example ("For instance, an indoor pool might be allowed the density of an exercise centre
# (9.5 W/m²)"): its figures illustrate, they are not what the Note states of the question's kind
_EXAMPLES = re.compile(r"(?:(?<=^)|(?<=[.:;]\s))(?:For (?:instance|example)|As an example|E\.g\.)\b.*?(?:\.(?=\s+[A-Z])|$)",
                       re.DOTALL)
# the words of a requirement, in a question: it asks what the Code requires (an Article), not why
_REQUIRES = re.compile(r"\b(?:must|shall|ha(?:ve|s) to|needs?(?: to)?|needed|requires?|required|requirements?|"
                       r"allowed|permitted|maximum|minimum|max|min|at (?:least|most)|no (?:more|less) than)\b",
                       re.IGNORECASE)

# --- quantities and the grounding check ---------------------------------------------
_GAP = r"[ \u00a0\u2009\u202f]"
_NUMBER = rf"\d{{1,3}}(?:{_GAP}\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNIT = (r"mm2|mm²|mm|cm|m2|m²|m3|m³|m|km|kPa|Pa|kN|N|kg|g|L|°C|%|min|h|s|W/m2|W/m²|W|kW|lx|dB|Hz|"
         r"ACH|RSI|U|storeys?|persons?|dwelling units?")
_QUANTITY = re.compile(rf"(?<![\w.\-/])({_NUMBER})(?:{_GAP}?({_UNIT})(?![\w²³]))?")
# clause numbers and Sentence numbers are references, not quantities
_REFERENCE = re.compile(
    r"\b(?:Parts?|Sections?|Subsections?|Articles?|Sentences?|Clauses?|Tables?|Figures?|Notes?|Division)"
    r"\s+[A-Z]?-?[\d.]+(?:\([\w]+\))*(?:-[A-Z])?"
    r"|\b[A-C]?-?\d{1,2}\.\d{1,2}\.(?:\d{1,2}\.)*(?:\(\d{1,2}\))*(?:\([a-z]{1,4}\))*"
    r"|\(\d{1,2}\)|PDF p\. \d+|paragraph \d+")


@dataclass(frozen=True)
class Quantity:
    start: int
    end: int
    text: str
    number: str  # digits only, "1070", "0.35"
    unit: str  # normalised, "mm", "m2", "" for a bare count


def quantities(text: str) -> list[Quantity]:
    masked = _REFERENCE.sub(lambda m: " " * len(m.group()), text)
    out = []
    for m in _QUANTITY.finditer(masked):
        number = re.sub(_GAP, "", m.group(1))
        unit = (m.group(2) or "").replace("²", "2").replace("³", "3").rstrip("s") if m.group(2) else ""
        out.append(Quantity(m.start(), m.end(), text[m.start():m.end()], number, unit))
    return out


IMPERIAL_FIGURES = 4  # the figures of an answer shown in the asker's US units, at most


def figures_in_imperial(answer: str, flagged: list[dict]) -> list[str]:
    """The figures ``answer`` gives (``quantities``), each once, in US units, marked as conversions:
    ``1 070 mm ≈ 42.1 in (3 ft 6 in) (converted, not Code text)``. Not a figure the grounding check
    flagged, a rate's first unit ("L/s"), nor a temperature difference ("lowered by 1 °C", "within 1 °C": not
    a reading, 34 °F)."""
    skip = {(f["start"], f["end"]) for f in flagged}
    out: dict[tuple[str, str], str] = {}
    for q in quantities(answer):
        if (q.start, q.end) in skip or answer[q.end:q.end + 1] == "/" or (
                q.unit == "\u00b0C" and temperature_difference(answer, q.start, q.end)):
            continue
        shown = in_imperial(float(q.number), q.unit)
        if shown and (q.number, q.unit) not in out:
            out[(q.number, q.unit)] = f"{q.text.strip()} \u2248 {shown} (converted, not Code text)"
    return list(out.values())[:IMPERIAL_FIGURES]


def unverified(answer: str, cited_texts: list[str]) -> list[Quantity]:
    """Quantities of ``answer`` that no cited text contains (same number, and same unit when one is given)."""
    found = [q for t in cited_texts for q in quantities(t)]
    with_unit = {(q.number, q.unit) for q in found}
    numbers = {q.number for q in found}
    return [q for q in quantities(answer)
            if (q.number, q.unit) not in with_unit and not (not q.unit and q.number in numbers)]


# --- rendering ----------------------------------------------------------------------
def _same_origin_link(url: str) -> bool:
    """A link the model may make: into this site (a path from its root, or a fragment), never to
    another host (``http:``, ``//host``, ``/\\host``, which browsers read as ``//host``)."""
    if any(ord(c) <= 0x20 or ord(c) == 0x7F for c in url) or "\\" in url or "%5c" in url.lower():
        return False
    return url.startswith("#") or url.startswith("/") and not url.startswith("//")


# The model's Markdown: raw HTML off (it cannot inject markup), no images (the browser would fetch
# them from wherever the model, or a prompt injection in the Code, says), links only into the site
# (any other link stays its Markdown text), and entities left as written.
_MD = MarkdownIt("commonmark", {"html": False, "linkify": False}).disable(["image", "entity"])
_MD.validateLink = _same_origin_link
_OPEN, _MID, _CLOSE, _QOPEN, _QCLOSE = "\ue000", "\ue001", "\ue002", "\ue003", "\ue004"
_PUNCT = re.compile(r"([!-/:-@\[-`{-~])")  # ASCII punctuation: what a backslash makes literal in CommonMark


def _plain_html(marked: str) -> str:
    """Text as HTML: escaped, a paragraph per blank-line-separated block, a ``<br>`` per line break."""
    out = []
    for block in re.split(r"\n[ \t]*\n", marked):
        if block.strip():
            out.append("<p>" + "<br>\n".join(str(escape(line)) for line in block.strip().split("\n")) + "</p>\n")
    return "".join(out)


def render_answer_html(text: str, citations: list[dict], flagged: list[dict], markdown: bool = True,
                       verbatim: list[tuple[int, int]] = ()) -> str:
    """The answer as HTML: citation spans as ``<mark class="cite" data-cite="i">`` and unverified
    quantities as ``<span class="unverified">``.

    ``markdown``: the model's answer, read as Markdown (``_MD``: no raw HTML, no images, links only
    into the site), except the ``verbatim`` spans (the model's quotes of the Code), which stay
    their text. Without it (the offline answer, which quotes the Code), all of it is text, escaped:
    a quoted Sentence is shown exactly as the PDF prints it, ``*``, ``_``, ``&amp;`` and all."""
    inserts: list[tuple[int, int, str]] = []  # (position, order, marker)
    taken: list[tuple[int, int]] = []
    for i, c in enumerate(citations):
        s, e = c["start"], c["end"]
        if any(s < b and a < e for a, b in taken):
            continue  # overlapping spans cannot both be marked
        taken.append((s, e))
        inserts.append((s, 1, f"{_OPEN}{i}{_MID}"))
        for nl in (m.start() for m in re.finditer(r"\n", text[s:e])):
            inserts.append((s + nl, 0, _CLOSE))
            inserts.append((s + nl + 1, 1, f"{_OPEN}{i}{_MID}"))
        inserts.append((e, 0, _CLOSE))
    for q in flagged:
        s, e = q["start"], q["end"]
        if any(a < s < b and not a < e <= b or a < e < b and not a <= s < b for a, b in taken):
            continue  # would cross a citation boundary
        inserts += [(s, 2, _QOPEN), (e, -1, _QCLOSE)]
    spans = [(a, b) for a, b in verbatim if a < b] if markdown else []
    cuts = sorted({0, len(text)} | {p for p, _, _ in inserts} | {p for span in spans for p in span})
    markers = sorted(inserts, key=lambda x: (x[0], x[1]))
    out, last, m = [], 0, 0
    for pos in cuts:
        piece = text[last:pos]
        if piece and any(a <= last and pos <= b for a, b in spans):
            piece = _PUNCT.sub(r"\\\1", piece)  # a quote of the Code: every punctuation mark literal
        out.append(piece)
        while m < len(markers) and markers[m][0] == pos:
            out.append(markers[m][2])
            m += 1
        last = max(last, pos)
    marked = "".join(out)
    html = _MD.render(marked) if markdown else _plain_html(marked)
    html = re.sub(f"{_OPEN}(\\d+){_MID}", r'<mark class="cite" data-cite="\1" tabindex="0">', html)
    html = html.replace(_CLOSE, "</mark>").replace(_QOPEN, '<span class="unverified" title="not found in the '
                                                           'cited Sentences">').replace(_QCLOSE, "</span>")
    return html


# --- the engine -----------------------------------------------------------------------
@dataclass
class Retrieval:
    """What ``Engine.retrieve`` found for one question."""

    candidates: list[Hit]  # the candidate pool, best first
    top: list[Hit]  # what the answer is written from: the pool reranked, or cut, to ``top`` (split Articles whole)
    retrieval: str  # the first stage that ran (``Engine.retrievals``), "pool" for a pool given
    reranked: bool
    timings_ms: dict[str, float]
    closest: float | None = None  # the local model's best Sentence similarity, for the decision to decline
    cosine: np.ndarray | None = None  # the local model's cosine of every passage to the question
    # a question that asks several things: each part with its own first stage, ``(text, hits)``
    # (``PartHits``, which also holds that part's ``closest`` and ``cosine``); [] for one question
    parts: list["PartHits"] = field(default_factory=list)
    conversions: list[Conversion] = field(default_factory=list)  # imperial quantities, converted (marked so)
    named: list[Target] = field(default_factory=list)  # the clauses the question names by number


@dataclass(frozen=True)
class PartHits:
    """One part of a question that asks several, with what its own first stage found."""

    text: str
    hits: list[Hit]
    closest: float | None = None
    cosine: np.ndarray | None = None

    def __iter__(self):  # ``for text, hits in retrieval.parts``
        return iter((self.text, self.hits))


class _Stages:
    """One question's stage timings in ms (``with stages("embed", model, remote=True): ...``),
    each also emitted as a ``stage`` event; ``upstream``: the time spent waiting for Cohere."""

    def __init__(self, emit: Callable[[dict], None] | None = None):
        self.ms: dict[str, float] = {}
        self.upstream = 0.0
        self.emit = emit or (lambda e: None)

    @contextmanager
    def __call__(self, name: str, model: str | None = None, remote: bool = False):
        t0 = time.perf_counter()
        yield
        ms = (time.perf_counter() - t0) * 1000
        self.ms[name] = round(self.ms.get(name, 0.0) + ms, 3)  # a stage run once per part adds up
        if remote:
            self.upstream += ms
        self.emit({"event": "stage", "stage": name, "ms": round(ms, 3), "model": model})


def asked_quantities(question: str, conversions: list[Conversion]) -> list[Conversion]:
    """The imperial quantities of the sentence that asks. One told before it is the asker's case
    when the asking sentence names a quantity of its own ("Our deck is about 4 feet off the ground.
    How tall must the railing be?": the 1 200 mm a 4 feet meets is a condition of other Sentences,
    not the height asked), not when it refers back to the told one ("31 inches between the window
    and the well. Is that enough?", "7 3/4 inch risers. Is that too steep?")."""
    start = asked_from(question)
    start = start if asked_kinds(question[start:]) and not _ASKS_OF_TOLD.search(question[start:]) else 0
    return [c for c in conversions if c.start >= start]


# a figure said to be what something is ("can the openings be 4 inches?", "the ceiling is only 7 ft 2 in",
# "Is 4 ft deep enough"): the one the asker compares with the Code's, not a condition of their case
_COMPARED_FIGURE = re.compile(r"\b(?:be|is|are|was|were|being)\s+(?:only\s+|just\s+|about\s+|around\s+|roughly\s+|"
                              r"approximately\s+|exactly\s+|under\s+|over\s+|~\s?)?\d", re.IGNORECASE)

# an asking sentence about what was told before it: "Is that too steep?", "is it enough", "that's ok?"
_ASKS_OF_TOLD = re.compile(r"\b(?:is|are|was|were|would|will)\s+(?:that|it|this|these|those|they)\b"
                           r"|\b(?:that|this|it)(?:\s+is|'s)\s+(?:ok|okay|enough|too|fine|allowed|legal|acceptable)\b",
                           re.IGNORECASE)


def performance_path(tree: ClauseTree, explains: dict, heading: re.Pattern | None = None) -> frozenset:
    """The Articles under a heading of a performance path (``_PATH_HEADING``; or of what ``heading`` finds: a
    trade-off path, ``_TRADE_OFF_HEADING``) and the Notes that explain only such Articles (``explains``: Note id ->
    the Articles it explains)."""
    heading = heading or _PATH_HEADING
    path = {a.id for a in tree.articles
            if any(heading.search(t or "") for t in (a.part_title, a.section_title, a.subsection_title))}
    return frozenset(path | {n for n, articles in explains.items() if articles and set(articles) <= path})


def _first(hits: list[Hit], i: int | None) -> list[Hit]:
    """``hits`` with the one at ``i`` moved first, the others' order kept; as they are for None."""
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1:]]


def _demoted(hits: list[Hit], lower, places: int) -> list[Hit]:
    """``hits`` with each that ``lower`` picks moved ``places`` places down (below the hit then
    there: ties go to the one not moved), the others' order kept."""
    key = {id(h): i + (places + 0.5 if lower(h) else 0) for i, h in enumerate(hits)}
    return sorted(hits, key=lambda h: key[id(h)])


def _parts_titled(tree: ClauseTree, title: re.Pattern) -> frozenset:
    """The Parts whose title ``title`` finds, as ``(division, part)``."""
    return frozenset((a.division, str(a.part)) for a in tree.articles if a.part and title.search(a.part_title or ""))


def path_parts(tree: ClauseTree) -> frozenset:
    """The Parts whose title names a performance path (NECB Part 8, "Building Energy Performance
    Compliance Path"): a question naming one asks of the path."""
    return _parts_titled(tree, _PATH_HEADING)


def administrative_divisions(tree: ClauseTree) -> frozenset[str]:
    """The Divisions holding a Part titled for administration (the NBC family's Division C: "Administrative
    Provisions"): they answer a question only when it speaks of administering the Code."""
    return frozenset(division for division, _ in _parts_titled(tree, _ADMINISTRATIVE_TITLE))


def housing_part(tree: ClauseTree) -> tuple[str, str] | None:
    """The one Part of Division B whose title names houses (the NBC's Part 9, "Housing and Small
    Buildings"), as ``(division, part)``; None when no Part (an energy code) or more than one does."""
    parts = {part for part in _parts_titled(tree, _HOUSING_TITLE) if part[0] == "B"}
    return parts.pop() if len(parts) == 1 else None


# words that may follow a term asked of without making it part of a longer name ("count as a crawl space
# rather than a basement", "a storey toward the limit"): prepositions and conjunctions BM25 keeps
_AFTER_TERM = frozenset(tokenize("from under toward towards rather than within without instead like unless "
                                 "versus vs per across against during"))


def _term_ends(rest: str, n: int) -> bool:
    """Whether a defined term of ``n`` words opening ``rest`` ends there: not when the next word goes on
    naming something ("count as the occupancy control" asks of an occupancy control, not of the defined term
    occupancy)."""
    words = re.findall(r"[\w'\-]+", _TERM_ASIDE.sub("", rest))  # "interior lighting (corridor LPD) or ...": an aside
    used = k = 0
    while k < len(words) and used < n:
        used += len(tokenize(words[k]))
        k += 1
    after = tokenize(words[k]) if k < len(words) else []
    return not after or after[0] in _AFTER_TERM


def note_terms(tree: ClauseTree) -> dict[str, tuple[str, ...]]:
    """Each Note's defined terms, lower-case: those it prints in italics and those its sub-headings are
    (``Note.headings``: "Interior Lighting", "Overall Thermal Transmittance (U-value)"): the NECB's Note on
    its Defined Terms prints none in italics and explains each term under such a heading."""
    defined = {_TERM_ASIDE.sub("", d.term).strip().lower() for a in tree.articles for d in a.definitions}
    out = {}
    for n in tree.notes:
        headed = [_TERM_ASIDE.sub("", n.paragraphs[i]).strip().lower() for i in n.headings]
        out[n.id] = tuple(dict.fromkeys([t.lower() for t in n.terms] + [t for t in headed if t in defined]))
    return out


_TERM_ASIDE = re.compile(r"\s*\(.*?\)")


def defined_terms(passages: list[Passage]) -> frozenset:
    """The Code's defined terms as word tuples (``("residential", "occupancy")``), from its
    definitions (the passages ``definition of ...``): the thesaurus never rewrites them."""
    out = set()
    for p in passages:
        if p.anchor.startswith("term-"):
            term = _TERM_ASIDE.sub("", p.name.removeprefix("definition of "))
            if _words(term):
                out.add(tuple(_words(term)))
    return frozenset(out)


_PART = re.compile(r"\b(?:(?:Division|Div\.?)\s+(?P<before>[ABC])\s*,?\s*)?Part\s+(?P<part>\d{1,2})\b"
                   r"(?:\s+of\s+(?:the\s+)?(?:Division|Div\.?)\s+(?P<after>[ABC])\b)?", re.IGNORECASE)


# a Sentence saying which buildings a Part applies to (Division A: "Part 9 of Division B applies to ...")
_APPLIES = re.compile(r"\bPart\s+(\d{1,2})\s+of\s+Division\s+([ABC])\s+applies\s+to\b")


def named_part(question: str) -> tuple[str, str] | None:
    """The Part a question names, with its Division (Division B when it names none: the Parts
    of technical requirements): "a Part 3 building" -> ("B", "3"), "Part 2 of Division C" ->
    ("C", "2"); None for none."""
    m = _PART.search(question)
    if m is None:
        return None
    return (m.group("before") or m.group("after") or "B").upper(), m.group("part")


_DIVISION_NAMED = re.compile(r"\b(?:Division|Div\.?)\s+([ABC])\b(?!-)", re.IGNORECASE)


def named_division(question: str) -> str | None:
    """The Division a question names on its own, not as a Part's ("Per Division A, what puts a
    building under Part 9?", "Div C: who may design a house?") -> "A", "C"; None for none."""
    m = _DIVISION_NAMED.search(_PART.sub(lambda p: " " if p.group("before") or p.group("after") else p.group(0), question))
    return m.group(1).upper() if m else None


# asked what to hand in with a permit application: documents, drawings, information submitted ("what documentation
# do we have to hand in with the permit application", "what does the plan reviewer expect on the structural drawings
# submitted for the permit"): the administrative provisions answer, Division C in the NBC family, not the technical
# requirement on the thing documented
_SUBMISSION_ASKED = re.compile(r"\b(?:submit\w*|hand(?:ed|ing)?\s+(?:in|over)|turn(?:ed)?\s+in|send\s+in|"
                               # applying for one: "pulling a permit", "when we apply for the building permit"
                               # (not "before they can pull the permit": revoking it)
                               r"(?:pull\w*\s+(?:a|our|my)|(?:apply\w*|applied)\s+for\s+(?:a|the|our|my))\s+"
                               r"(?:building\s+)?permit|"
                               r"permit\s+(?:application|submission|drawings|documents|package|set))\b", re.IGNORECASE)
_DOCUMENTS = re.compile(r"\b(?:document\w*|drawings?|plans?|paperwork|information|info|details?|reports?|submittals?|"
                        r"schedules?|diagrams?|calculations?|show\w*|expect\w*)\b", re.IGNORECASE)


# a Part's title saying it holds the administrative provisions (NBC and NECB Division C, Part 2)
_ADMINISTRATIVE_TITLE = re.compile(r"\badministrati(?:ve|on)\b", re.IGNORECASE)
# what a question speaks of when it asks of administering the Code: permits and their documents, who reviews, inspects
# or designs, alternative solutions, waivers and records (``administration_last``); a question speaking of none asks
# of a technical requirement ("the side wall will be 1.25 m from the lot line: how much of it can be windows?" is not
# asked of what a site plan shows of the distance to a property line)
_ADMINISTRATION_TOLD = re.compile(
    r"\b(?:permits?|applications?|apply\w*|applied|inspect\w*|offici?als?|officers?|authorit\w*|AHJ|jurisdictions?|"
    r"document\w*|drawings?|plans?|submi\w*|hand(?:ed|ing)?\s+(?:in|over)|approv\w*|review\w*|examiners?|city|town|"
    r"municipal\w*|department|dept|paperwork|administ\w*|Div(?:ision|\.)?\s+C|records?|revok\w*|revoc\w*|"
    r"field|site\s+visits?|supervis\w*|engineers?|architects?|designers?|professionals?|sign(?:ed|s)?\s+off|"
    r"demoli\w*|notif\w*|notice|waive\w*|exempt\w*|let\s+(?:us|me|them|it|him|her)?\s*off|relief|relax\w*|"
    r"alternative\s+(?:solutions?|designs?)|equivalent|compliance\s+reports?|on\s+file|reports?|information|info|"
    r"by-?laws?|regulations?|provinc\w*|fees?|occup(?:y|ied|ancy\s+permit)|move\s+in|stop[- ]work|orders?|"
    r"constructors?|owners?|responsib\w*|deviat\w*|abbreviations?|symbols?|terms?|defin\w*|meaning)\b",
    re.IGNORECASE)
ADMINISTRATION_WITHIN = 5  # a first hit in the administrative Division, unasked: the first of the five best outside it


# and to whom, or for what: a permit, the authority reviewing it ("what does the supporting analysis have to show, and
# when is it handed in?" asks of the analysis, not of a permit's documents)
_PERMIT_TOLD = re.compile(r"\b(?:permits?|submittals?|plans?\s+(?:examiner|reviewer)s?|plan\s+review\w*|reviewers?|"
                          r"examiners?|building\s+(?:department|dept|official)s?|city|municipality|authority|AHJ)\b",
                          re.IGNORECASE)


def submission_division(question: str) -> str | None:
    """"C" when ``question`` asks what documents to submit for a permit (``_SUBMISSION_ASKED``, a word of documents
    and one of a permit or of who reviews it), else None."""
    return "C" if _SUBMISSION_ASKED.search(question) and _DOCUMENTS.search(question) \
        and _PERMIT_TOLD.search(question) else None


def asked_division(question: str) -> str | None:
    """The Division a question is asked of on its own: the one it names (``named_division``), else Division C when
    it asks what to submit for a permit (``submission_division``)."""
    return named_division(question) or submission_division(question)


# a building told of as large ("in a large office building", "a larger apartment building", "our mid-rise"): beyond
# the small buildings' limits, read as a case of LARGE_STOREYS storeys against the Parts' scopes (``building_parts``);
# not "how big can the building be?", which asks
_LARGE_BUILDING = re.compile(r"\b(?:a|an|the|our|my|this|that|in|of)\s+(?:very\s+)?(?:large|larger|big|bigger|"
                             r"high-?rise|mid-?rise)\s+(?:[\w-]+\s+){0,2}?(?:building|buildings|block|complex)\b"
                             r"|\b(?:high|mid)-?rises?\b", re.IGNORECASE)
LARGE_STOREYS = 10.0  # storeys of a building told of as large: more than any small-building limit


def _part(h: Hit) -> tuple[str, str]:
    """The Division and Part of a hit: "B-9.8.8.3." and the Note "B-A-9.8.8.1.(4)": ("B", "9")."""
    return _clause_part(h.clause_id)


def _subsection(h: Hit) -> tuple[str, ...]:
    """The Division and Subsection of a hit: "B-4.2.1.5." and the Note "B-A-4.2.1.5.(1)": ("B", "4", "2", "1")."""
    division, numbers = _clause_numbers(h.clause_id)
    return (division, *numbers[:3])


def _in_section(clause_id: str, division: str, number: str) -> bool:
    """Whether a clause is in the Section or Subsection ``number`` ("3.3.3.") of ``division`` (any
    Division when ""): "B-3.3.3.1." and its Note "B-A-3.3.3.1.(1)" are in Subsection 3.3.3. and Section 3.3."""
    clause_division, numbers = _clause_numbers(clause_id)
    depth = number.count(".")
    return (not division or division == clause_division) and len(numbers) > depth \
        and ".".join(numbers[:depth]) + "." == number


def _in_sections(clause_id: str, sections: list[tuple[str, str]]) -> bool:
    """Whether a clause is in any of ``sections`` (``(division, number)``, as ``_in_section``)."""
    return any(_in_section(clause_id, division, number) for division, number in sections)


def _places(length: int, n: int, where: bool | str) -> range:
    """Where in a phrase of ``length`` words a term of ``n`` may stand (``query.term_openings``): anywhere
    (True), opening it (False) or ending it ("end")."""
    if where == "end":
        return range(max(length - n, 0), max(length - n + 1, 0))
    return range(length - n + 1 if where else 1)


def _clause_part(clause_id: str) -> tuple[str, str]:
    division, numbers = _clause_numbers(clause_id)
    return division, numbers[0]


def _clause_numbers(clause_id: str) -> tuple[str, list[str]]:
    """A clause id's Division and numbers, a Note's as its Article's:
    "B-A-9.8.8.1.(4)" -> ("B", ["9", "8", "8", "1", "(4)"])."""
    division, _, number = clause_id.partition("-")
    return division, number.removeprefix("A-").split(".")


@dataclass
class Engine:
    config: Config
    chunks: list[Chunk]
    bm25: Bm25Retriever
    passages: dict[str, Passage]
    passage_index: Bm25Index
    passage_list: list[Passage]
    dense: DenseIndex | None = None
    client: object | None = None  # CohereClient
    vector_manifest: dict | None = None
    local: DenseIndex | None = None  # the local dense model over Sentences (offline, when installed)
    local_model: str | None = None
    local_status: str = ""  # why the local model is not used, when it is not
    clauses: int = 0
    code: str = ""  # the Code the answers cite: "National Energy Code of Canada for Buildings 2017"
    explains: dict = field(default_factory=dict)  # Note id -> the Articles it explains
    note_terms: dict = field(default_factory=dict)  # Note id -> the defined terms it prints in italics
    performance_path: frozenset = frozenset()  # the Articles (and their Notes) of a performance path
    trade_off_path: frozenset = frozenset()  # those of a trade-off path
    path_parts: frozenset = frozenset()  # the Parts whose title names a performance path (``path_parts``)
    housing_part: tuple[str, str] | None = None  # the Part of houses ("Housing and Small Buildings"), if one
    administrative: frozenset[str] = frozenset()  # the Divisions of administrative provisions (``administration_last``)
    # Article id -> (its Section, Subsection, Subsection title, its Part's and Section's titles)
    subsections: dict = field(default_factory=dict)
    places: tuple = ()  # the appendix Tables listing places (``Places``), found by a place named
    amended: dict = field(default_factory=dict)  # passage id -> date of the revisions package that changed it
    extra: dict = field(default_factory=dict)
    store: object | None = None  # where the vectors are (codecite_site/store); None: files
    pdf: Path | None = None  # the Code PDF (names its vectors in the store)

    @classmethod
    def build(cls, tree: ClauseTree, config: Config, client=None, vectors_dir: Path | None = None,
              local_dir: Path | None = None, log: Callable[[str], None] | None = None,
              header: bool = True, store=None, pdf: Path | None = None) -> "Engine":
        """Offline when ``client`` is None; otherwise opens (and checks) the vectors in ``vectors_dir``.

        Offline, the local dense model is used when installed and ``[retrieval] local_dense`` is
        on; its vectors live in ``local_dir`` and are built there the first time (logged).
        ``store``: where the vectors are (``store.open_store``; default the files in those
        folders), named by the Code ``pdf``'s corpus key.
        ``header=False`` builds the chunks without their context headers (the eval's ablation)."""
        urls = Urls(config.site.base_path, tree)
        chunks = build_chunks(tree, header=header, urls=urls)
        passage_list = [p for c in chunks for p in c.passages]
        keep = defined_terms(passage_list)
        explains = explained_articles(tree)
        engine = cls(config=config, chunks=chunks, bm25=Bm25Retriever.build(chunks, keep),
                     passages={p.id: p for p in passage_list},
                     passage_index=Bm25Index.build([f"{p.title} {p.text}" for p in passage_list], keep),
                     passage_list=passage_list, clauses=len(tree.articles) + len(tree.notes),
                     code=tree.code, explains=explains,
                     note_terms=note_terms(tree),
                     performance_path=performance_path(tree, explains), path_parts=path_parts(tree),
                     trade_off_path=performance_path(tree, explains, _TRADE_OFF_HEADING),
                     housing_part=housing_part(tree), administrative=administrative_divisions(tree),
                     subsections={a.id: (f"{a.division}-{a.section}", a.subsection, a.subsection_title,
                                         f"{a.part_title} {a.section_title}")
                                  for a in tree.articles if a.subsection},
                     places=appendix_places(tree, urls), store=store, pdf=pdf)
        engine.passages.update({x.passage.id: x.passage for x in engine.places})
        if tree.amendments:
            from ..amend import amended_passages

            engine.amended = amended_passages(tree, [(p.id, p.clause_id) for p in passage_list])
        if client is not None:
            from ..store import cohere_set

            ref = cohere_set(config, pdf, folder=vectors_dir)
            engine.dense, manifest = engine.vector_store.index(
                ref, chunks, config.models.embed, lambda q: client.embed_query(q, manifest["dimension"]))
            engine.client = client
            engine.vector_manifest = manifest
        elif config.retrieval.local_dense:
            engine.attach_local(local_dir, log)
        else:
            engine.local_status = "switched off ([retrieval] local_dense = false)"
        return engine

    @property
    def vector_store(self):
        if self.store is None:
            from ..store.files import FilesStore

            self.store = FilesStore()
        return self.store

    def attach_local(self, folder: Path | None = None, log: Callable[[str], None] | None = None) -> None:
        from ..store import local_set
        from . import local_dense

        reason = local_dense.missing()
        if reason:
            self.local_status = reason
            return
        folder = Path(folder) if folder else local_dense.vectors_dir(self.config, self.pdf)
        lm = local_dense.model()
        into = self.vector_store.where(local_set(self.config, self.pdf, folder)).removeprefix("in ")
        with ProgressBar(f"local vectors ({lm.name})", "Sentences", log,
                         f"embedding {{todo}} Sentences with {lm.name}, once, into {into}") as progress:
            self.local = local_dense.local_index(self.chunks, folder, progress=progress, lm=lm,
                                                 cache=local_dense.cache_dir(self.config, lm),
                                                 store=self.vector_store,
                                                 ref=local_set(self.config, self.pdf, folder))
        # one score per passage, in passage_list order: passage_scores reads row_scores by that index
        assert len(self.local.rows) == len(self.passage_list)
        # the model reads the question with its misspelt words matched to the Code's (as BM25 does)
        speller = self.bm25.index.speller
        self.local.embed_query = lambda q: lm.embed_query(speller.correct(q))
        self.local_model = lm.name

    @property
    def backend(self) -> str:
        return "cohere" if self.client is not None else "offline"

    @property
    def retrieval(self) -> str:
        """What ranks the chunks: "dense" (Cohere), "fused" (BM25 + local dense) or "bm25"."""
        return "dense" if self.client is not None else "fused" if self.local is not None else "bm25"

    def models(self, rerank: bool = True) -> dict:
        if self.client is None:
            return {"retrieval": self.retrieval, "embed": self.local_model, "rerank": None, "chat": None,
                    "answer": "extractive"}
        m = self.config.models
        return {"retrieval": "dense", "embed": m.embed, "rerank": m.rerank if rerank else None, "chat": m.chat,
                "answer": "generated"}

    def health(self) -> dict:
        return {"status": "ok", "backend": self.backend, "clauses": self.clauses, "chunks": len(self.chunks),
                "passages": len(self.passage_list), "corpus_hash": corpus_fingerprint(self.chunks),
                "models": self.models(), "vectors": self.vector_manifest, "retrieval": self.retrieval,
                "local_dense": self.local_model or self.local_status,
                "store": self.vector_store.kind,
                "rerank_available": self.client is not None}

    # the pipeline ----------------------------------------------------------------
    @property
    def retrievals(self) -> tuple[str, ...]:
        """The first stages ``retrieve`` can run here. ``ask`` runs ``retrieval``: "dense" (Embed v4
        over chunks, exact cosine) with Cohere, "fused" (BM25 and the local dense model fused by
        reciprocal rank) offline with the local model, "bm25" without it; "local" (the local model
        alone) and "dense+bm25" (BM25 and Embed v4 fused) are parts the eval scores on their own."""
        return ("bm25",) + (("local", "fused") if self.local is not None else ()) + (
            ("dense", "dense+bm25") if self.dense is not None else ())

    def retrieve(self, question: str, rerank: bool = True, retrieval: str | None = None,
                 pool: list[Hit] | None = None, top: int | None = None, header: bool = True,
                 stages: _Stages | None = None) -> Retrieval:
        """The retrieval of ``ask``: a first stage finds the candidate pool (``[retrieval]
        candidates`` chunks), then Rerank (with Cohere, when ``rerank``) or a cut keeps the
        ``top`` (``[retrieval] top``) the answer is written from.

        ``ask`` runs it as it is. The eval also scores each first stage on its own
        (``retrieval``: one of ``retrievals``, by default the one ``ask`` runs), reranks exactly
        the pool of another configuration (``pool``, taken as the candidates, with
        ``top=len(pool)``) and, as an ablation, without context headers (``header=False``: the
        reranker reads each chunk without its header). ``stages``: where ``ask`` times (and
        emits) the stages of the whole question."""
        stage = stages or _Stages()
        top = self.config.retrieval.top if top is None else top
        q = self.read(question)
        closest = cosine = None
        parts: list[PartHits] = []
        if pool is not None:
            candidates, retrieval = list(pool), "pool"
        else:
            retrieval = retrieval or self.retrieval
            if retrieval not in self.retrievals:
                raise ValueError(f"no {retrieval!r} retrieval in this engine (it has {', '.join(self.retrievals)})")
            candidates, closest, cosine = self._first_stage(q.text, retrieval, stage)
            whole = candidates
            candidates = self.boost_quantities(candidates, asked_quantities(q.question, q.conversions))
            if len(q.parts) > 1:
                # each part searched on its own, the rankings interleaved so that every part has its
                # best hits near the top (the whole question's ranking last, to break ties)
                for part in q.parts:
                    hits, c, cos = self._first_stage(part.search, retrieval, stage)
                    hits = self.boost_quantities(hits, asked_quantities(part.text, self.convert(part.text)))
                    parts.append(PartHits(part.text, hits, c, cos))
                k = self.config.retrieval.candidates
                candidates = self.keep_notes_with_articles(interleave([p.hits for p in parts] + [candidates], k))
                if closest is not None:
                    closest = max([closest] + [p.closest for p in parts if p.closest is not None])
            candidates = self.with_explained(self.arrange_query(q, candidates))
            first = self.with_explained(self.arrange_query(q, self.keep_notes_with_articles(whole)))[:1] if parts else []
            if first:
                # the whole question's own first, ranked as if it had one part, leads: the Article that answers
                # what the parts share ("what floor live load in a house, and the roof snow load for rafters?":
                # Part 9's loads, not the first part's Part 4 Article), each part's best right after it
                candidates = first + [h for h in candidates if h.clause_id != first[0].clause_id]
        reranked = rerank and self.client is not None
        # what the answer is written from holds each split Article whole (its Table with its Sentences);
        # a pool given (the eval reranking another configuration's) is reordered as it is, chunk by chunk
        def whole(hits: list[Hit]) -> list[Hit]:
            return whole_articles(hits, self.clause_index.of_clause) if pool is None else hits

        if reranked:
            with stage("rerank", self.config.models.rerank, remote=True):
                # the clauses (or the Section) the question names stay first, whatever Rerank thinks of them
                reranked_hits = rerank_hits(self.client, question, candidates, top, header=header)
                chosen = whole(self.section_first(q, self.pin(reranked_hits, self.named_in_order(q, reranked_hits))))
        else:
            chosen = whole(candidates)[:top]
        return Retrieval(candidates, chosen, retrieval, reranked, dict(stage.ms), closest, cosine, parts,
                         q.conversions, self.named_in_order(q, candidates))

    # what a question says besides its words ------------------------------------------------
    def read(self, question: str) -> Query:
        """``question`` as retrieval reads it (``qa.query``): the clause numbers it names, the
        text searched, its parts, its imperial quantities and the definitions it asks for.
        Remembered for the last few questions (the answer writer and the eval read it again)."""
        memo = self.extra.setdefault("read", {})
        known = memo.get(question)  # one lookup: serve's threads share the memo
        if known is not None:
            return known
        typed, question = question, self.asked(question)
        refs, targets = self.named(question)
        conversions = self.convert(question)

        def searched(text: str) -> str:
            # an imperial quantity asked about is searched as the Code's value it meets ("42 inches" as
            # 1 070 mm); one the asker tells of their case as itself ("4 feet off the ground" as 1 219 mm,
            # not as the 1 200 mm of other Sentences' conditions: ``asked_quantities``)
            conversions = self.convert(text)
            asked = asked_quantities(text, conversions)
            conversions = [c if c in asked else replace(c, matches=()) for c in conversions]
            out = self.aliases.expand(self.search_text(metric_text(text, conversions), clause_refs(text),
                                                       targets), self._words)
            terms = self.lay_terms.bridged(text, self._unknown) if self.lay_terms is not None else []
            if asks_precedence(text):  # "contradicts ... which wins": searched in the Code's words too
                terms = [*terms, *PRECEDENCE_WORDS]
            if asks_waiver(text):  # "can the building official let us off ...?": in the Code's words, "may exempt"
                terms = [*terms, *WAIVER_WORDS]
            if asks_path_limits(text):  # "do the boilers still have to meet ... on the performance path?"
                terms = [*terms, *PATH_LIMITS_WORDS]
            return f"{out} ({', '.join(terms)})" if terms else out

        text = searched(question)
        parts = [Part(p.text, searched(p.search)) for p in question_parts(question, tokenize)]
        if len(parts) == 1:
            parts = [Part(question, text)]
        q = Query(question, refs, targets, text, parts, conversions)
        q.definitions = self.definitions_asked(q)
        q.readings = self.readings(typed)
        # asked whether a Part it names applies to something ("Does Div C Part 2 apply to every building covered
        # by the NECB?"): that Part's Article on what it applies to, of whichever Division, when ranked near the
        # top (``scope_first``), before the Code's own scope its words may also ask of ("covered by the NECB")
        named = named_part(question) if not targets and asks_part_scope(question) and counts_as(question) is None \
            else None
        q.scope = [Target(c) for c in self.application_articles if named and _clause_part(c) == named]
        if not q.scope and not targets and asks_part_scope(question) and named is None and counts_as(question) is None \
                and (division := named_division(question)):
            # asked whether the parts of a Division it names apply ("do the administrative parts of Division C apply
            # to every building?"): that Division's Articles on what its Parts apply to, ranked near the top
            q.scope = [Target(c) for c in self.application_articles if c.startswith(f"{division}-")]
        q.scope_ranked = bool(q.scope)
        if not q.scope:
            q.scope = [Target(c) for c in self.scope_articles] if asks_scope(question) and not targets else []
        q.building = self.building_parts(question, conversions) if BUILDING_PART else set()
        if not q.scope and not targets and asks_part(question) and self._part_scopes:
            # asked which Part a building falls under: the Articles saying which buildings each Part
            # applies to; those of the Parts whose scope the building told of meets, each with the
            # Sentence that says so (it leads the answer), when what is told decides
            met = [Target(c, pid) for p, c, pid, _ in self._part_scopes if p in q.building]
            # undecided, the Sentences whose storeys and area would decide it: the asker sees each limit
            deciding = [Target(c, pid) for _, c, pid, text in self._part_scopes
                        if any(b.dimension in ("storeys", "area") for b in bounds(text))]
            q.scope = met or deciding or [Target(c) for c in dict.fromkeys(c for _, c, _, _ in self._part_scopes)]
            q.scope_whole = True
        if not q.scope and not targets and asks_part_scope(question) and counts_as(question) is None \
                and self.part_application_articles:
            # asked whether a Part's requirements apply to something: its Article on what it applies to, when
            # ranked near the top (``scope_first``; which Part is the ranking's to say); not when it asks whether
            # something counts as what the Part names ("does that count as a space-conditioning system, so the
            # envelope requirements apply to us?"): the Note saying what one is answers that
            q.scope = [Target(c) for c in self.part_application_articles]
            q.scope_ranked = True
        if len(memo) > 64:
            memo.clear()
        memo[typed] = q
        if question != typed:  # the answer writer reads the question written out: read once, its own readings
            memo[question] = replace(q, readings=self.readings(question))
        return q

    def located(self, question: str) -> list[Target]:
        """The appendix Tables a question asks of by place (``Places``): it names a place one lists, as printed,
        and asks, in a sentence that asks (ends with a question mark; its abbreviations read), for one of that
        Table's columns or what the Code's Tables give by one ("what are Kelowna's heating degree-days?", "HDD for
        Kelowna?", "what climate zone is Edmonton in?", "what HRV efficiency in Iqaluit?"); not when the question
        tells a figure of one of its columns ("Saskatoon, roughly 5,700 heating degree-days. What U-value ...?").
        Such a Table leads the answer as a clause named by number does (its rows of that place quoted; never
        declined), and the Article showing it ranks first (``arrange_query``: the Table itself is in no ranking)."""
        return [Target(x.passage.clause_id, x.passage.id) for x in self._located(question)[0]]

    def read_off(self, question: str) -> list[Target]:
        """The Sentences a question is answered from as a clause named by number is, though it names none: an
        appendix Table asked of by place (``located``), else the entry of a list of abbreviations asked of
        (``abbreviated``)."""
        return self.located(question) or self.abbreviated(question)

    def abbreviated(self, question: str) -> list[Target]:
        """Asked what an abbreviation or symbol stands for (``query.asked_abbreviation``: "what does 'lx' stand for?"),
        the Sentences of the Code's lists of abbreviations (Articles titled "Symbols and Other Abbreviations",
        "Abbreviations of Proper Names") holding it as an entry ("(i) lx: lux", "kPa ...... kilopascal(s)"): typed as
        printed, else in any case. They answer as a clause named by number does (quoted; never declined), their
        Article first."""
        symbol = asked_abbreviation(question)
        if not symbol:
            return []
        for flags in (0, re.IGNORECASE):
            # an entry: "(i) lx: lux", "kPa ...... kilopascal(s)"
            entry = re.compile(rf"(?:^|(?<=[\s(,;]))(?:\([a-z]{{1,2}}\)\s*)?{re.escape(symbol)}"
                               rf"\s*(?::|\.{{2,}}|\u2026)\s*\S", flags)
            found = [Target(p.clause_id, p.id) for p in self._abbreviation_lists if entry.search(p.text)]
            if found:
                return found
        return []

    @cached_property
    def _abbreviation_lists(self) -> list[Passage]:
        """The Sentences of the Code's lists of abbreviations (``abbreviated``)."""
        return [p for p in self.passage_list if p.sentence and _ABBREVIATIONS_TITLE.search(p.title or "")]

    def worked_out(self, question: str) -> list[str]:
        """Asked a place's climate zone (or what the Code's Tables give by zone), the zone its value falls in
        (``Places.zoned_in``) and what that zone's column gives the rows the question names (``zone_figures``; its
        words as searched: "windows" read as fenestration): shown beside the answer, never taken for Code text."""
        found, asked = self._located(question)
        terms = self.content_terms(self.read(question).text) if found else {}
        out = []
        for x in found:
            for row, j, zones, label, printed in x.zoned_in(question, asked):
                division = x.passage.clause_id.split("-")[0]
                tables = {n: t.text for n in zones.tables if (t := self.passages.get(f"{division}-Table-{n}"))}
                out.append(x.worked_out(row, j, zones, label, printed, zone_figures(tables, label, terms)))
        return out

    def _located(self, question: str) -> tuple[list[Places], set[str]]:
        """``located``'s Tables, and the words the question asks with; read once a question (the answer's lead and
        what it works out beside it both ask)."""
        if not self.places:
            return [], set()
        memo = self.extra.setdefault("located", {})
        known = memo.get(question)
        if known is None:
            if len(memo) > 64:
                memo.clear()
            known = memo[question] = self._read_places(question)
        return known

    def _read_places(self, question: str) -> tuple[list[Places], set[str]]:
        text = self.asked(question)
        # a sentence ends at its stop, not at an abbreviation's ("St. John's", "Mt. Pearl")
        sentences = re.split(r"(?<=[.?!])(?<![A-Z][a-z]\.)(?<!\b[A-Z]\.)\s+", text.strip())
        asking = " ".join(s for s in sentences if s.endswith("?")) or " ".join(sentences)
        readings = self.read(question).readings
        asking += " " + " ".join(r["read"] for r in readings if r["typed"] in asking)
        asked = set(tokenize(asking))
        out = []
        for x in self.places:
            # the words right after each figure the question tells, its abbreviations read ("3400 HDD"); not after
            # one the Table's headings print ("the 1/50 wind pressure", "the 2.5% January design temperature")
            told = " ".join(m.group(2) for m in TOLD_WORDS.finditer(text) if m.group(1) not in x.qualifiers)
            told = set(tokenize(" ".join([told, *(r["read"] for r in readings if r["typed"] in told)])))
            if asked & x.columns and not told & x.told and x.named(question):
                out.append(x)
        return out, asked

    def asked(self, question: str) -> str:
        """The question as the offline answer reads it, its words written short written out
        (``Speller.shorthand``: "guard ht" asks a height, as "guard height" does, of every reading
        of the question, not only of its search); as typed with Cohere (its models read shorthand)."""
        return self.bm25.index.speller.expand_shorthand(question) if self.client is None else question

    def readings(self, question: str) -> list[dict]:
        """How retrieval read the question's words where it did not take them as typed, in the
        question's order: ``{"how", "typed", "read", "shown"}``, ``how`` one of "shorthand" ("ht":
        height), "spelling" ("egres": egress), "compound" ("crawlspace": crawl space; these three
        only where the speller reads the question: offline), "abbreviation" (one of the Code's,
        searched with its meaning), "initials" (an acronym the Code does not define, searched with
        the Code's words it spells: ``Aliases.initials``), "example" (a thing a definition names, searched with its
        term) and "term" (lay words searched with the defined term nearest in meaning,
        ``qa.lay``). Shown beside the answer, so that a misreading is seen."""
        found: list[tuple[str, str, str]] = []
        if self.client is None:
            self.bm25.index.speller.correct(question, found)
        found += self.aliases.readings(question, self._words)
        if self.lay_terms is not None:
            found += [("term", run, term) for run, term in self.lay_terms.readings(question, self._unknown)]
        for division, number in self.named_sections(question):
            typed = re.search(rf"(?<![\w.])(?:{division or '[ABC]'}-)?{re.escape(number.rstrip('.'))}\.?(?![\d.])", question)
            if typed is not None:
                found.append(("section", typed.group(0), self.section_name(division, number)))
        lower = question.lower()
        found.sort(key=lambda r: (lower.find(r[1].lower()) % (len(lower) + 1), r[0] != "shorthand"))
        return [{"how": how, "typed": typed, "read": read, "shown": reading_shown(how, typed, read)}
                for how, typed, read in found]

    @cached_property
    def aliases(self) -> Aliases:
        """The Code's abbreviations and their meanings, and the examples its definitions give of
        their terms, read from its text (``qa.aliases``)."""
        definitions = [(p.name.removeprefix("definition of ").lower(), p.text) for p in self.passage_list
                       if p.anchor.startswith("term-")]
        return Aliases.build((p.text for p in self.passage_list), definitions, self._words)

    @cached_property
    def lay_terms(self) -> LayTerms | None:
        """The Code's defined terms by their definitions' vectors, for the lay words of a question
        (``qa.lay``); None without the local model."""
        if self.local is None:
            return None
        at = [i for i, p in enumerate(self.passage_list) if p.anchor.startswith("term-")]
        rows = self.local.rows[at] if self.local.rows is not None else np.asarray(at, dtype=np.int64)
        terms = [self.passage_list[i].name.removeprefix("definition of ").lower() for i in at]
        return LayTerms(terms, self.local.matrix[rows], self.local.embed_query)

    def _unknown(self, word: str) -> bool | None:
        """True for a word the Code never uses (as BM25 reads it: stemmed, after the speller), False
        for one of its words, None for neither (a stop word, a number)."""
        tokens = [t for t, _ in self.passage_index.tokens(word) if not t.isdigit()]
        return all(t not in self._term_df for t in tokens) if tokens else None

    @cached_property
    def application_articles(self) -> list[str]:
        """The Articles saying what a Part applies to: titled "Application" or "Scope" (NECB 2017 6.1.1.2.,
        "Except for systems and equipment used exclusively for firefighting services, this Part applies to ...";
        the NBC's 9.1.1.1.; Division C's 2.1.1.1.), in the Code's order."""
        return list(dict.fromkeys(c.clause_id for c in self.chunks if c.kind == "article"
                                  and _APPLICATION_TITLE.fullmatch(c.title.strip())))

    @cached_property
    def part_application_articles(self) -> list[str]:
        """``application_articles`` of Division B's Parts (the technical requirements)."""
        return [c for c in self.application_articles if c.startswith("B-")]

    @cached_property
    def scope_articles(self) -> list[str]:
        """The Code's Articles on what it applies to: Division A's Articles titled, or under a
        Subsection titled, "Application of this Code" or "... Covered by this Code" (NBC, NECB:
        Subsection 1.1.1.), in the Code's order."""
        seen = {}
        for c in self.chunks:
            if c.kind == "article" and c.clause_id.startswith("A-") and (
                    _SCOPE_TITLE.search(c.title) or _SCOPE_TITLE.search(c.header.split(", Article ")[0])):
                seen.setdefault(c.clause_id, None)
        return list(seen)

    def _words(self, text: str) -> list[str]:
        """The words of ``text`` as BM25 reads them (stemmed), in order."""
        return tokenize(text, self.passage_index.keep)

    @cached_property
    def clause_index(self) -> ClauseIndex:
        return ClauseIndex.build(self.chunks)

    def named(self, question: str) -> tuple[list[Ref], list[Target]]:
        """The clause numbers of ``question`` and the clauses (Sentences) of this Code they name."""
        refs = clause_refs(question)
        return refs, self.clause_index.targets(refs) if refs else []

    def search_text(self, question: str, refs: list[Ref], targets: list[Target]) -> str:
        """What is searched for ``question``: without its clause numbers; when nothing else is
        asked ("9.8.8.6", "what does 9.8.8.6 say?"), the named clauses' titles, so that what
        follows them is related to them."""
        if not refs:
            return question
        rest = without_refs(question, clause_refs(question))
        if tokenize(rest) or not targets:
            return rest or question
        titles = [c.title for t in targets for c in self.clause_index.of_clause.get(t.clause_id, [])[:1]]
        return " ".join(dict.fromkeys(titles)) or question

    def pin(self, hits: list[Hit], targets: list[Target]) -> list[Hit]:
        """The clauses the question names first (see ``qa.query``), the rest in their order."""
        if not targets:
            return hits
        # a Note named brings the Articles it explains right after it
        with_articles = []
        for t in targets:
            with_articles += [t] + [Target(a) for a in self.explains.get(t.clause_id, ()) if not t.passage_id]
        return self.keep_notes_with_articles(self.clause_index.pin(hits, list(dict.fromkeys(with_articles))))

    def named_in_order(self, q: Query, hits: list[Hit]) -> list[Target]:
        """The clauses the question names, in its order; a number several Divisions have, given without its
        Division, the one ``hits`` rank best first when the question asks something of it ("What does Sentence
        3.1.1.1.(2) send me to for sprinklers?": Division B's), in the Divisions' order when it asks nothing
        else ("what is in 1.4.1.2.?")."""
        if not q.targets or not tokenize(without_refs(q.question, q.refs)):
            return q.targets
        return self.clause_index.by_rank(q.targets, hits)

    def arrange_query(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A first stage's ranking ordered by what the question says besides its words: an Article
        stating the quantity asked for before its Note (``requirement_first``), the definitions the
        question asks for (and their Notes) first, and before them the clauses it names. (Sentences holding the Code's value of an imperial quantity have moved up
        already, in the ranking of the part that asks with it: ``boost_quantities``.)"""
        hits = self.requirement_first(q.question, self.prescriptive_first(q.question, self.references_last(
            q.question, self.case_first(q, hits))))
        for step in (self.administration_last, self.dimension_first, self.alternative_first, self.above_ground_first,
                     self.part_first, self.documents_first, self.dwellings_last, self.subsection_asked_first,
                     self.precedence_first, self.waiver_first, self.limits_first, self.ways_to_comply_first,
                     self.section_first, self.undefined_first, self.note_titled_first, self.application_of_first):
            hits = step(q, hits)
        if q.definitions:
            by_id = {h.chunk_id: h for h in hits}
            first = [replace(by_id.get(c.id) or Hit(c, 0.0, {}), ranks={**(by_id[c.id].ranks if c.id in by_id
                                                                              else {}), "definition": i})
                     for i, c in enumerate(q.definitions, 1)]
            taken = {c.id for c in q.definitions}
            hits = (first + [h for h in hits if h.chunk_id not in taken])[:max(len(hits), len(first))]
        # the Article holding an appendix Table the question asks of by place ranks first, as the answer leads with
        # that Table (``located``)
        pinned = self.named_in_order(q, hits) or [Target(t.clause_id) for t in self.read_off(q.question)] \
            or self.scope_first(q, hits)
        return self.attribution_first(q, self.note_word_first(q, self.pin(self.attributions_last(q, hits), pinned)))

    @cached_property
    def _attributions(self) -> dict[tuple[str, str], tuple[str, list[int]]]:
        """(Division, Article number) -> the Table passage attributing objectives and functional statements to that
        Article (``compose.attributed_rows``: the Table closing its Part), and the Article's rows there."""
        out: dict[tuple[str, str], tuple[str, list[int]]] = {}
        for p in self.passage_list:
            if p.anchor.startswith("table-"):
                for number, rows in attributed_rows(p.text).items():
                    out.setdefault((p.clause_id.partition("-")[0], number), (p.id, rows))
        return out

    def attributions_asked(self, q: Query) -> list[tuple[Passage, list[int]]]:
        """Asked which objectives and functional statements the clauses it names are attributed ("which functional
        statements are tied to each Sentence of 8.4.4.20"), the Table of its Part that attributes them, with the
        rows of each Article named: what an alternative solution to it must meet (Clause 1.2.1.1.(1)(b) of
        Division A). [] for any other question."""
        if not q.targets or not asks_attribution(q.question):
            return []
        out: dict[str, list[int]] = {}
        for t in q.targets:
            division, _, number = t.clause_id.partition("-")
            article = re.match(r"\d+\.\d+\.\d+\.\d+\.", number)  # a Note named is attributed nothing
            if article and (got := self._attributions.get((division, article.group()))):
                out[got[0]] = sorted(set(out.get(got[0], [])) | set(got[1]))
        return [(self.passages[pid], rows) for pid, rows in out.items()]

    def attributions_last(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A Part's Table attributing objectives and functional statements to its acceptable solutions answers which
        of them a requirement serves (``asks_which_attributed``: "which objective is tied to 7.2.2.1.?", "where do I
        find the functional statements of the envelope requirements?"); a question speaking of them otherwise ("if
        the design meets every acceptable solution, do I still have to go through the objectives and functional
        statements?") is not asked of it: when its Article ranks first, the first of the next
        ``ATTRIBUTION_WITHIN`` that is no such Article goes before it. Not for a question naming a clause."""
        if q.targets or not hits or hits[0].clause_id not in self._attribution_articles \
                or asks_which_attributed(q.question):
            return hits
        i = next((i for i, h in enumerate(hits[1:ATTRIBUTION_WITHIN], 1)
                  if h.clause_id not in self._attribution_articles), None)
        return _first(hits, i)

    @cached_property
    def _attribution_articles(self) -> frozenset[str]:
        """The Articles holding a Table that attributes objectives and functional statements (``_attributions``)."""
        return frozenset(self.passages[pid].clause_id for pid, _ in self._attributions.values())

    def attribution_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """The Tables attributing objectives and functional statements to the clauses a question names, when it asks
        of them (``attributions_asked``), first: then the clauses named. The Article named ranked first and its
        attributions fifth."""
        asked = self.attributions_asked(q)
        if not asked:
            return hits
        by_id = {h.chunk_id: h for h in hits}
        first = []
        for i, (p, _) in enumerate(asked, 1):
            c = next(c for c in self.clause_index.of_clause[p.clause_id] if p in c.passages)
            h = by_id.get(c.id) or Hit(c, 0.0, {})
            first.append(replace(h, ranks={**h.ranks, "attribution": i}))
        taken = {h.chunk_id for h in first}
        return (first + [h for h in hits if h.chunk_id not in taken])[:max(len(hits), len(first))]

    @cached_property
    def _clauses_using(self) -> dict[str, frozenset[str]]:
        """Each BM25 token of the Code, the clauses (Articles and Notes) using it (the passage index's terms)."""
        using: dict[str, set[str]] = {}
        for i, p in enumerate(self.passage_list):
            for t in self.passage_index.terms(i):
                using.setdefault(t, set()).add(p.clause_id)
        return {t: frozenset(cs) for t, cs in using.items()}

    def note_word_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A word of the question rare in English (``bm25.rare_in_english``: "balusters", "lattice") that one
        Note alone of the Code uses: that Note, when among the first ``NOTE_WORD_WITHIN`` hits and first by BM25,
        goes first, the Article it explains (if just below) before it. A Note is written in the words a user
        asks in ("the spaces between balusters"), its Article in the Code's ("openings through a guard"): asked
        how far apart balusters may be, the Articles on guards in general ranked above Openings in Guards.
        A word everyday English uses often ("furnace", "routes") tells the Note nothing. Not for a question
        naming a clause, asking what a term means or whether the Code applies."""
        if len(hits) < 2 or q.targets or q.definitions or q.scope:
            return hits
        notes = {c for w in set(_words(q.question)) if w.isalpha() and len(w) >= NOTE_WORD_LENGTH and rare_in_english(w)
                 for t in self._words(w) if len(using := self._clauses_using.get(t, ())) == 1
                 for c in using if self.clause_index.of_clause[c][0].kind == "note"}
        if len(notes) != 1:
            return hits
        (note,) = notes
        i = next((i for i, h in enumerate(hits[:NOTE_WORD_WITHIN]) if h.clause_id == note), None)
        if not i or hits[i].ranks.get("bm25", 1) != 1:
            return hits
        articles = self.explains.get(note, ())
        j = next((j for j, h in enumerate(hits[:i + 3]) if h.clause_id in articles), None)
        first = ([hits[j]] if j is not None else []) + [replace(hits[i], ranks={**hits[i].ranks, "note_word": 1})]
        taken = {h.chunk_id for h in first}
        return first + [h for h in hits if h.chunk_id not in taken]

    def article_passages(self, h: Hit) -> list[Passage]:
        """The passages of a hit's Article (or Note) whole, across the chunks a long one is split into."""
        return self.article_passages_of(h.clause_id) or list(h.chunk.passages)

    def case_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Told of the asker's case in figures ("a 3-inch pipe running at 180°F"), the Article among the
        first ``CASE_WITHIN`` hits whose Table's rows more of those figures meet (``case.held``: rows by
        operating temperature, 61-93 °C, and by pipe size) goes before the first when the first is set
        by fewer (counting its own Sentences' conditions too): the Code's Table for heating piping before the one for
        service water piping, whose words and meaning are as near (both "Minimum Thickness of Piping
        Insulation"). Not a length told when a length is asked (asked whether a ceiling 7 ft 4 in high
        is high enough, or how thick the insulation of a 3-inch pipe must be, the length told is what
        the asker compares, or what does not tell the Articles apart), nor any figure of a question
        saying what something is ("can the openings be 4 inches?", "Is that enough?"), nor a
        building's storeys: they choose a Part (``building_parts``), not an Article of it. Not for a
        question naming a clause or asking what a term means. (Measured in eval/results.md, part 15.)"""
        if len(hits) < 2 or q.targets or q.definitions or _ASKS_OF_TOLD.search(q.question) \
                or _COMPARED_FIGURE.search(q.question):
            return hits  # "Is that enough?", "can the openings be 4 inches?": the figure is asked about
        compared = {"length"} & asked_kinds(q.question)
        case = [t for t in self.asker_case(q.question) if t.dimension not in compared | {"storeys"}]
        if not case:
            return hits
        # an Article's conditions; a Note's figures explain ("Part 9 applies to houses of not more than
        # 600 m2"), they set no requirement's case
        # the first hit counts its Sentences' conditions too: an Article whose own Sentences the told
        # figures meet is set by them already, and stays first
        counts = [held(case, [p.text for p in self.article_passages(h)], sentences=i == 0) if h.chunk.kind == "article"
                  else 0 for i, h in enumerate(hits[:CASE_WITHIN])]
        best = max(counts)
        if counts[0] == best:
            return hits
        i = counts.index(best)
        return [replace(hits[i], ranks={**hits[i].ranks, "case": 1}), *hits[:i], *hits[i + 1:]]

    def dimension_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked for a dimension ("how tall must the railing on my deck be"), the first of the next
        hits (within ``DIMENSION_WITHIN``) whose title names that dimension (``compose.asked_dimension``:
        "Height of Guards") and the thing the question asks it of (a word of the rest of the title in
        the text searched, as the speller reads it: "guard", read from "railing" or "guardrial") goes
        first when the first's title names neither it nor every dimension ("Dimensions of Landings"),
        within one Part of one Division. Neighbouring Articles on one thing share the question's words ("Design of
        Guards to Prevent Climbing" names the deck, its height above the ground and the 915 mm
        a guard may be); the one titled by what is asked states it. Only an Article moves (a Note
        titled "Mounting Height of Thermostats" explains; its Article states). Not across Parts: a Part's
        scope (Part 3's buildings, Part 9's houses) is not the title's to overrule; nor for a
        question asking why (the Note answers) or naming a clause."""
        title = asked_dimension(q.question) if DIMENSION_FIRST else None
        if title is None or len(hits) < 2 or q.targets or q.definitions or _EXPLAINS.search(q.question):
            return hits
        first = hits[0]
        if title.search(first.chunk.title or "") or _DIMENSIONS_TITLE.search(first.chunk.title or ""):
            return hits  # "Dimensions of Landings" states a landing's width
        # the question's words as the speller reads them ("guardrial height": the guard's)
        asked = set(tokenize(self.bm25.index.speller.correct(q.text), self.passage_index.keep))
        for i, other in enumerate(hits[1:DIMENSION_WITHIN], start=1):
            # a Note's title does not state: its Article does
            if other.chunk.kind != "article" or not title.search(other.chunk.title or "") or _part(first) != _part(other):
                continue
            if set(tokenize(title.sub(" ", other.chunk.title), self.passage_index.keep)) & asked:
                return _first(hits, i)
        return hits

    def alternative_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Sibling Articles often carry parallel titles that differ only in the alternative each
        covers: "Calculation of Interior Lighting Power Allowance Using the Building Area Method" and
        "... Using the Space-by-Space Method", "Thermal Characteristics of Walls in Contact with the
        Ground" and "... of Floors ...". Their Sentences share the question's words, so either may
        rank first. Among the first ``ALTERNATIVE_WITHIN`` hits, an Article of the first's
        Subsection goes first when its title's own words (those the first's title lacks) are all
        in the question (as the speller reads it), the first's own words none, and the two titles
        share at least as many words as they differ in (a family of parallel titles: "Constant-Volume
        Fan Systems" and "Variable-Air-Volume Fan Systems"; not two titles that merely share "permit"
        or "guards"). Not for a question asking why (a Note answers), naming a clause or asking what
        a term means, nor when a Note ranks first. (Measured in eval/results.md, parts 17 and 41.)"""
        if len(hits) < 2 or q.targets or q.definitions or _EXPLAINS.search(q.question):
            return hits
        first = hits[0]
        if first.chunk.kind != "article":
            return hits  # (a Note first: the ranking read the question as asking what it explains)
        keep = self.passage_index.keep
        asked: set[str] | None = None
        mine = set(tokenize(first.chunk.title or "", keep))
        for i, other in enumerate(hits[1:ALTERNATIVE_WITHIN], start=1):
            if other.chunk.kind != "article" or _subsection(other) != _subsection(first):
                continue
            theirs = set(tokenize(other.chunk.title or "", keep))
            named, passed = theirs - mine, mine - theirs
            if not named or not passed or len(mine & theirs) < len(named) + len(passed):
                continue
            if asked is None:
                asked = set(tokenize(self.bm25.index.speller.correct(q.text), keep))
            if named <= asked and not passed & asked:
                return _first(hits, i)
        return hits

    def limits_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked whether a requirement still holds on a compliance path the question speaks of
        (``query.asks_path_limits``: "if we go the performance path for the HVAC, do the boilers still have to meet
        the federal efficiency regulations?"), the first Article among the first ``LIMITS_WITHIN`` titled for a
        path's limitations ("Limitations", "Application Limitation": what the path cannot trade away) goes first: of
        a trade-off path when the question speaks of a trade-off and not of modelling, else of none (the performance
        path's, Part 8's). Its Sentence ("Notwithstanding use of the performance path, all HVAC appliances and
        equipment shall comply with the applicable ... energy efficiency act") shares few of the question's words; the
        equipment's efficiency Tables share them all."""
        if not asks_path_limits(q.question) or q.targets or q.definitions or not hits:
            return hits
        # of the path spoken of: a trade-off path's limitations, or (the performance path, a model) none of theirs
        trade_off = bool(_ASKS_TRADE_OFF.search(q.question)) and not _MODELLED.search(q.question)

        def limits(h: Hit) -> bool:
            return h.chunk.kind == "article" and bool(_LIMITATIONS_TITLE.search(h.chunk.title or "")) \
                and (h.clause_id in self.trade_off_path) == trade_off

        return _first(hits, next((i for i, h in enumerate(hits[:LIMITS_WITHIN]) if limits(h)), None))

    def precedence_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked which of two requirements in conflict prevails (``query.asks_precedence``: "the CSA
        standard contradicts the NECB, which document wins?"), the Article among the first
        ``PRECEDENCE_WITHIN`` hits with a Sentence that settles a conflict (``_STATES_PRECEDENCE``: "In
        the case of conflict between the provisions of this Code and those of a referenced document, the
        provisions of this Code shall govern") goes first; of several, the one whose such Sentence holds
        more of the asker's own words, weighted by rarity ("referenced document" for a standard, "bylaws"
        for a by-law: the Code settles each conflict in its own Article). The question names no
        Code word for it ("contradicts", "wins", "which do we follow"), so the words alone rank the
        Articles on the documents named (the referenced standards' list) first."""
        if not asks_precedence(q.question) or q.targets or q.definitions:
            return hits
        terms = self.asker_terms(q.question)
        kind = precedence_told(q.question)
        if kind is not None:
            # the document told of is a government's rules or one the Code references: the Code's Sentences settling
            # a conflict with that kind of document answer, wherever ranked ("the CSA standard says something
            # different, which do I follow?" shares no word with "the provisions of this Code shall govern"); a
            # Part's own ("where a provision of this Part conflicts with a standard") only when that Part is named.
            # Of several, the one holding more of the asker's words, then the first ranked, then the Code's first
            named = named_part(q.question)
            settling = [p for p in self._precedence_sentences if _SETTLES[kind].search(p.text)
                        and (not _OF_THIS_PART.search(p.text) or _clause_part(p.clause_id) == named)]
            settling = [p for p in settling if named and _clause_part(p.clause_id) == named] or settling
            if settling:
                ranked = {h.clause_id: i for i, h in reversed(list(enumerate(hits)))}
                best = max(settling, key=lambda p: (self.held(terms, p), -ranked.get(p.clause_id, len(hits))))
                return self._lifted(hits, best.clause_id, "precedence")
        best, at = -1.0, None
        for i, h in enumerate(hits[:PRECEDENCE_WITHIN]):
            if h.chunk.kind != "article":
                continue
            for p in self.article_passages(h):
                if _STATES_PRECEDENCE.search(p.text):
                    held = self.held(terms, p)
                    if held > best:
                        best, at = held, i
        return _first(hits, at)

    def waiver_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked whether the authority may waive a requirement (``query.asks_waiver``: "can the building official let
        us off the window rules for a greenhouse?"), the Article whose Sentence lets the authority having jurisdiction
        exempt or waive (``_GRANTS_WAIVER``: "The authority having jurisdiction may exempt a building ... where ... the
        nature or duration of the occupancy makes it impractical") goes first, wherever ranked: the question's words
        name the requirement to be waived ("window U-value", "glazing"), whose Articles they rank first. Of several,
        the one ranked first, then the one holding more of the asker's words. Not for a question naming a clause."""
        if not asks_waiver(q.question) or q.targets or q.definitions or not self._waiver_articles:
            return hits
        ranked = {h.clause_id: i for i, h in reversed(list(enumerate(hits)))}
        terms = self.asker_terms(q.question)
        best = min(self._waiver_articles, key=lambda c: (ranked.get(c, len(hits)), -max(
            self.held(terms, p) for p in self.article_passages_of(c))))
        return self._lifted(hits, best, "waiver")

    @cached_property
    def _waiver_articles(self) -> list[str]:
        """The Articles with a Sentence letting the authority having jurisdiction exempt or waive
        (``_GRANTS_WAIVER``), in the Code's order."""
        return self._articles_saying(_GRANTS_WAIVER)

    def note_titled_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked whether something counts as what a Note is titled by, a term the Code does not define ("do balcony
        slabs and columns passing through the insulation count as major structural elements?": Note A-3.1.1.7.(1)(b),
        "Major Structural Elements", lists them), that Note goes first, from anywhere in the Code: its title is the
        Code's name for what it explains. A defined term asked goes by its definition instead (``q.definitions``), and
        a Note off the compliance path asked of (``off_asked_path``) explains another path; not for a question naming
        a clause."""
        if q.targets or q.definitions or not hits:
            return hits
        off = self.off_asked_path(q.question)  # a Note off the compliance path asked of explains another path's
        for rest in counts_as_all(q.question):
            rest = re.sub(r"^(?:an?|the)\s+", "", re.sub(r"\s+", " ", rest.lower()))
            titled = [(title, c) for title, c in self._note_titles.items()
                      if rest.startswith(title) and not rest[len(title):len(title) + 1].isalnum()
                      and not (off and off(c))]
            if titled:
                note = max(titled, key=lambda t: len(t[0]))[1]  # the longest title the words start with
                return self._lifted(hits, note, "note title")
        return hits

    def _note_titled_lead(self, question: str, hits: list[Hit], cosine: np.ndarray | None) -> list[Passage]:
        """What leads an answer to a question asking whether something counts as what a Note is titled by, when the
        ranking put that Note first (``note_titled_first``): its passage best matching the question (the Note lists
        what the title covers, "balconies, ..., columns"; the Sentence pointing to it only names the title), then the
        Sentence it explains (what the Code requires of what the title covers): the Note's number names it (Note
        A-3.1.1.7.(1)(b), Sentence (1) of its Article), however the Sentence points to it ("see Note ...", NECB
        2011's "See Appendix A")."""
        if not hits or hits[0].ranks.get("note title") != 1:
            return []
        note = hits[0].clause_id
        passages = self.article_passages_of(note)
        if not passages:
            return []
        order, _ = self.passage_scores(question, passages, cosine)
        sentence = re.search(r"\(\d+\)", note.partition("-")[2])
        explained = [self.passages[pid] for a in self.explains.get(note, ())[:1] if sentence
                     for pid in [f"{a}{sentence.group(0)}"] if pid in self.passages]
        return [passages[max(range(len(passages)), key=lambda i: (order[i], -i))], *explained]

    def application_of_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked whether what an Article titled "Application of ..." (or "... to ...") names applies, that thing the
        subject of "apply" (its title's words among the six before it, in one clause: "are the NECB's stated objectives
        meant to apply to every building?" -> "Application of Objectives"; "whether the small-building rules apply"
        -> "Application to Small Buildings"), that Article goes first from anywhere in the Code (the compliance Notes
        sharing the question's words ranked first). Not for a question asking which apply ("which objectives apply
        here?"), naming a clause or asking what a term means."""
        if q.targets or q.definitions or not hits:
            return hits
        keep = self.passage_index.keep
        for m in _APPLY_VERB.finditer(q.question):
            before = " ".join(re.split(r"[.?!;:,()]", q.question[:m.start()])[-1].split()[-6:])
            if _WHICH.search(before):
                continue  # "which objectives apply here?" asks which, not whether
            window = set(tokenize(before, keep))
            for clause_id, words in self._applications_of:
                if words <= window:
                    return self._lifted(hits, clause_id, "application of")
        return hits

    @cached_property
    def _applications_of(self) -> list[tuple[str, frozenset[str]]]:
        """The Articles titled "Application of ..." or "Application to ...", each with the words of what the title
        names (not "this Code", "Parts 1 to 8", "this Section": the Code's own parts), in the Code's order."""
        keep = self.passage_index.keep
        generic = set(tokenize("this code part parts section", keep))
        out = []
        for clause_id, chunks in self.clause_index.of_clause.items():
            m = _APPLICATION_OF.match((chunks[0].title or "").strip())
            if chunks[0].kind == "article" and m:
                words = frozenset(w for w in tokenize(m.group(1), keep) if w not in generic and not w.isdigit())
                if words:
                    out.append((clause_id, words))
        return out

    @cached_property
    def _note_titles(self) -> dict[str, str]:
        """Each Note's title of two words or more, lowercased, -> the Note (the first of a title two Notes share)."""
        out: dict[str, str] = {}
        for clause_id, chunks in self.clause_index.of_clause.items():
            title = re.sub(r"\s+", " ", (chunks[0].title or "").lower().strip())
            if chunks[0].kind == "note" and len(title.split()) >= 2:
                out.setdefault(title, clause_id)
        return out

    def ways_to_comply_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked what ways there are to comply (``asks_ways_to_comply``: "what compliance routes are there for the HVAC
        part?", "are there other ways to show compliance?"), the Article whose Sentence lists them (``_WAYS_TO_COMPLY``:
        "Compliance with this Part shall be achieved by following (a) the prescriptive path ..., (b) the trade-off path
        ... or (c) the performance path ...") goes first, from anywhere in the pool: of several, the one whose Part's
        title the asker's words hold more of (by share, then by count), then whose Sentence holds more of them, then
        the first ranked.
        Asked whether there is a way other than the prescriptive one ("is there a trade-off option for the motors?"),
        the same. Not for a question naming a clause."""
        if q.targets or not hits or not asks_ways_to_comply(q.question):
            return hits
        if hits[0].chunk.kind == "note" and any(_WAYS_TO_COMPLY.search(p.text) for a in self.explains.get(
                hits[0].clause_id, ()) for p in self.article_passages_of(a)):
            return hits  # the Note on the ways listed first ("is there a flowchart of the compliance paths?")
        terms = self.asker_terms(q.question)
        keep = self.passage_index.keep
        ranked = [h.clause_id for h in hits]
        best, chosen = None, None
        # the pool's Articles, then the Code's others listing the ways, which count only by their titles
        for clause_id in [c for c in ranked if c in self._ways_articles] + [
                c for c in self._ways_articles if c not in ranked]:
            # the Part whose title the asker's words hold more of first ("the motors part": Part 7, "Electrical Power
            # Systems and Motors", not Part 8's "Compliance with this Code is permitted to be achieved by ..."), by
            # share (asked of "interior lighting power limits": "Lighting" whole, not "Power" of four), the words the
            # Sentences listing the ways use aside ("path", "trade-off", "performance")
            part_title = self.clause_index.of_clause[clause_id][0].titles.split(" > ")[0]
            words = set(tokenize(part_title, keep)) - self._ways_words
            shared = len(words & terms.keys())
            titled = (shared / len(words), shared) if words else (0.0, 0)
            if clause_id not in ranked and not titled[1]:
                continue
            for p in self.article_passages_of(clause_id):
                if _WAYS_TO_COMPLY.search(p.text):
                    held = (titled, self.held(terms, p))
                    if best is None or held > best:
                        best, chosen = held, clause_id
        return self._lifted(hits, chosen, "ways") if chosen else hits

    def _articles_saying(self, pattern: re.Pattern) -> list[str]:
        """The Articles (not Notes) with a Sentence ``pattern`` finds, in the Code's order."""
        return list(dict.fromkeys(p.clause_id for p in self.passage_list if pattern.search(p.text)
                                  and self.clause_index.of_passage[p.id].kind == "article"))

    def ways_first(self, question: str, hits: list[Hit]) -> bool:
        """Whether ``question`` asks what ways there are to comply and an Article listing them ranks first
        (``ways_to_comply_first``): the Code answers it, as it answers whether it applies."""
        return bool(hits) and hits[0].clause_id in self._ways_articles and asks_ways_to_comply(question)

    @cached_property
    def _ways_words(self) -> frozenset[str]:
        """The words of the Sentences listing the ways to comply (the ways' own: "prescriptive", "path")."""
        return frozenset(t for c in self._ways_articles for p in self.article_passages_of(c)
                         if _WAYS_TO_COMPLY.search(p.text) for t in self._passage_terms(p.id))

    @cached_property
    def _ways_articles(self) -> list[str]:
        """The Articles with a Sentence listing the ways to comply (``_WAYS_TO_COMPLY``), in the Code's order."""
        return self._articles_saying(_WAYS_TO_COMPLY)

    def asker_terms(self, question: str) -> dict[str, float]:
        """The content words of ``question`` as the asker typed them (not those read beside them: an abbreviation's
        meaning, the Code's words for what it asks), with their weights (``content_terms``)."""
        typed = set(tokenize(question, self.passage_index.keep))
        return {t: v for t, v in self.content_terms(question).items() if t in typed}

    def held(self, terms: dict[str, float], p: Passage) -> float:
        """How much of ``terms`` (``asker_terms``) passage ``p`` holds: the sum of the weights of those it uses."""
        return sum(v for t, v in terms.items() if t in self._passage_terms(p.id))

    def _lifted(self, hits: list[Hit], clause_id: str, reading: str) -> list[Hit]:
        """``hits`` with the clause ``clause_id`` first, from wherever it was ranked (its first chunk when the ranking
        lacks it), marked by ``reading``; as they are when it is first already."""
        i = next((i for i, h in enumerate(hits) if h.clause_id == clause_id), None)
        if i == 0:
            return hits
        first = hits[i] if i is not None else Hit(self.clause_index.of_clause[clause_id][0], 0.0, {})
        return [replace(first, ranks={**first.ranks, reading: 1}), *(h for h in hits if h is not first)]

    @cached_property
    def _precedence_sentences(self) -> list[Passage]:
        """The Sentences of Articles (not Notes) that settle a conflict between the Code and another document
        (``_STATES_PRECEDENCE``), in the Code's order."""
        return [p for p in self.passage_list if _STATES_PRECEDENCE.search(p.text)
                and self.clause_index.of_passage[p.id].kind == "article"]

    def above_ground_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """The Code titles an assembly's requirements by where it is: "Above-ground Opaque Building
        Assemblies" and "Roofs (Walls, Floors) in Contact with the Ground" (NECB 3.2.2.2. and 3.2.3.;
        NBC 9.36.2.6. and 9.36.2.8.). A question that tells of no ground (no basement, slab, foundation,
        nothing buried or below grade) asks of the assembly above it: when an Article titled for the
        ground ranks first, the first titled for above the ground among the first ``GROUND_WITHIN`` goes
        before it ("the maximum U-value for the roof" named the roof in the ground's title, and its Table
        row "Roofs" of the above-ground Article ranked below). And the other way: a question telling of the ground,
        and not of above it, asks of the assembly in contact with it ("a basement 10 ft deep: the max U-value for
        the foundation walls" ranked the above-ground Article first). Not for a question naming a clause."""
        if q.targets or not hits:
            return hits
        title = hits[0].chunk.title or ""
        if _GROUND_TITLE.search(title) and not _GROUND_TOLD.search(q.question):
            wanted = _ABOVE_GROUND_TITLE
        elif _ABOVE_GROUND_TITLE.search(title) and _GROUND_TOLD.search(q.question) \
                and not _ABOVE_GROUND_TITLE.search(q.question):
            wanted = _GROUND_TITLE
        else:
            return hits
        i = next((i for i, h in enumerate(hits[:GROUND_WITHIN]) if wanted.search(h.chunk.title or "")), None)
        return _first(hits, i)

    def administration_last(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A question speaking of nothing administrative (no permit, document, inspection, review, waiver, alternative
        solution ...: ``_ADMINISTRATION_TOLD``) asks of a technical requirement: when an Article (or Note) of the
        administrative Division (``administrative_divisions``: the NBC family's Division C) ranks first, the first of
        the ``ADMINISTRATION_WITHIN`` best outside it goes before it ("the side wall of our new house will be 1.25 m
        from the lot line: how much of it can be windows?" ranked the Article on site plans first, which shows each
        building's "distance from each property line"). Not for a question naming a clause."""
        if q.targets or q.definitions or len(hits) < 2 or _ADMINISTRATION_TOLD.search(q.question):
            return hits
        if _part(hits[0])[0] not in self.administrative:
            return hits
        return _first(hits, next((i for i, h in enumerate(hits[:ADMINISTRATION_WITHIN])
                                  if _part(h)[0] not in self.administrative), None))

    def documents_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Asked what to hand in for a permit (``submission_division``): of the Articles among the first
        ``DOCUMENTS_WITHIN`` titled by what is handed in ("Documentation on Lighting Systems", "Structural Design
        Documents": ``_DOCUMENTS_TITLE``), the one whose title's other words the question holds the most of (as the
        speller reads it: "lighting"; not a word in more than ``DOCUMENTS_COMMON`` of the passages: "building")
        goes first, when the first hit's title holds fewer. Division C has one such Article per system documented,
        and one on documenting an alternative solution ("Documentation") that shares every word of such a question
        but the system's."""
        if q.targets or len(hits) < 2 or not submission_division(q.question):
            return hits
        # the words typed (the Code's name written out, "... for Buildings", would hold a title's "Building")
        asked = set(tokenize(self.bm25.index.speller.correct(q.question), self.passage_index.keep))
        # not a word a quarter of the Code's passages use ("building", "system"): it names no system
        specific = {t for t in asked if self._term_df.get(t, 0) <= DOCUMENTS_COMMON * len(self.passage_list)}

        def held(h: Hit) -> int:
            title = h.chunk.title or ""
            if h.chunk.kind != "article" or not _DOCUMENTS_TITLE.search(title):
                return 0
            return len(set(tokenize(_DOCUMENTS_TITLE.sub(" ", title), self.passage_index.keep)) & specific)

        counts = [held(h) for h in hits[:DOCUMENTS_WITHIN]]
        best = max(counts)
        if best == 0 or counts[0] >= best:
            return hits
        i = counts.index(best)
        return _first(hits, i)

    def part_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A question that names a Part ("a mezzanine guard in a Part 3 building", "designed under
        Part 3", "Part 2 of Division C") is asked of that Part: the first of its Articles and Notes
        among the first ``PART_WITHIN`` hits goes first (of a Division named on its own, "a word used in
        Division B", among the first ``DIVISION_WITHIN``: its Parts are all its Articles). Part 9's houses and Part 3's buildings
        share most words (guards, smoke alarms, exits); the Part named tells them apart. A Part read
        from the building told of (``building_parts``) is a Part of Division B: it does not move an
        Article of Division B above a first of Division A or C (who may draw a house's plans). A first hit
        saying what it says of a Part asked (``names_part``) stays first only when the question names that
        Part or its Division: a six-storey condo's smoke alarms are Part 3's, though Part 9's Article on them
        mentions Part 3 in passing."""
        parts = self.asked_parts(q, hits)
        if not parts or q.targets or not hits or _part(hits[0]) in parts \
                or ((named_part(q.question) or named_division(q.question)) and self.names_part(hits[0], parts)):
            return hits
        within = DIVISION_WITHIN if asked_division(q.question) and not named_part(q.question) else PART_WITHIN
        i = next((i for i, h in enumerate(hits[:within]) if _part(h) in parts), None)
        return _first(hits, i)

    def subsection_asked_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Sibling Subsections of one Section say the same things of different objects, and their
        titles tell which: NECB 8.4.3. "Annual Energy Consumption of Proposed Building" and 8.4.4.
        "Building Energy Target of the Reference Building" each have an Article on ice-making
        machines, on heat recovery, on service water heating. When the first hit's Subsection title
        holds none of the words the question asks with (``compose.asking_text``: without the sentences
        only telling of the case, "the proposed design has an ice plant ... how is the machine set up in
        the reference model?" asks of the reference), the first of the next ``SUBSECTION_WITHIN`` hits in a sibling Subsection
        whose title holds one of them (not in the first's title) goes first. Not for a question naming
        a clause or asking what a term means."""
        if len(hits) < 2 or q.targets or q.definitions:
            return hits
        read = self._parallels_asked(q.question, hits)
        if read is None or read[0]:
            return hits
        for i, asked_of in read[1]:
            if asked_of:
                return _first(hits, i)
        return hits

    def unasked_parallels(self, question: str, hits: list[Hit]) -> set[str]:
        """The clauses among the first ``SUBSECTION_WITHIN`` hits in a Subsection parallel to the first hit's, when the
        question asks with a word of the first's title that tells it from its siblings' and with none of theirs
        (``subsection_asked_first``'s reading): asked of the proposed building's model, those on the reference
        building's."""
        read = self._parallels_asked(question, hits)
        return {hits[i].clause_id for i, asked_of in read[1] if not asked_of} if read and read[0] else set()

    def _parallels_asked(self, question: str, hits: list[Hit]) -> tuple[bool, list[tuple[int, bool]]] | None:
        """Whether ``question`` asks (``compose.asking_text``) with a word of the first hit's Subsection title that
        tells it from its siblings', and the place in ``hits`` of each of the next ``SUBSECTION_WITHIN`` hits in a
        Subsection parallel to it with whether it asks with a word of that one's title (not the first's); None when
        the first has no Subsection."""
        first = self._subsection(hits[0]) if hits else None
        if first is None:
            return None
        asked = set(self._words(asking_text(question)))
        # the words of the title that tell it from its siblings': not those of its Part's and Section's titles
        # ("Building Energy Target of the Reference Building" under "Building Energy Performance Compliance Path")
        above = set(self._words(first[3]))
        first_words = set(self._words(first[2])) - above
        parallels = []
        for i, h in enumerate(hits[1:SUBSECTION_WITHIN], 1):
            other = self._subsection(h)
            if other and (first[:2], other[:2]) in self.parallel_subsections:
                parallels.append((i, bool((set(self._words(other[2])) - first_words - above) & asked)))
        return bool(first_words & asked), parallels

    @cached_property
    def parallel_subsections(self) -> frozenset:
        """Pairs of sibling Subsections (of one Section; each ``(Section, Subsection)``) that say the same
        things of different objects: at least ``PARALLEL_TITLES`` of their Articles' titles the same
        ("Operating Schedules", "Internal and Service Water Heating Loads" in both NECB 8.4.3. and 8.4.4.)."""
        titles: dict[tuple[str, str], set[str]] = {}
        chunks = {c.clause_id: c for c in self.chunks if c.kind != "note"}
        for article, (section, subsection, _, _) in self.subsections.items():
            if article in chunks:
                titles.setdefault((section, subsection), set()).add(chunks[article].title.lower())
        return frozenset((a, b) for a in titles for b in titles
                         if a[0] == b[0] and a != b and len(titles[a] & titles[b]) >= PARALLEL_TITLES)

    def _subsection(self, h: Hit) -> tuple[str, str, str, str] | None:
        """The Section, Subsection, Subsection title and the titles above it of a hit's Article (of a
        Note, of the first Article it explains); None when it has none."""
        articles = (h.clause_id,) if h.chunk.kind != "note" else self.explains.get(h.clause_id, ())
        return next((self.subsections[a] for a in articles if a in self.subsections), None)

    def dwellings_last(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """Told of a building no one lives in (``qa.case.not_lived_in``: "Can the upstairs of a small 2 storey
        retail building get by with a single exit?"), an Article titled for dwelling units (or houses) ranked
        first ("Exits from Dwelling Units") goes below the first of the next ``DWELLING_TITLE_WITHIN`` hits that
        is not ("Minimum Number of Exits"). Not for a question naming a clause or asking what a term means."""
        if len(hits) < 2 or q.targets or q.definitions or not _DWELLING_TITLE.search(hits[0].chunk.title) \
                or not not_lived_in(q.question):
            return hits
        i = next((i for i, h in enumerate(hits[1:DWELLING_TITLE_WITHIN], 1)
                  if not _DWELLING_TITLE.search(h.chunk.title)), None)
        return hits if i is None else [hits[i]] + hits[:i] + hits[i + 1:]

    def names_part(self, h: Hit, parts: set[tuple[str, str]]) -> bool:
        """Whether an Article (or Note) outside the Parts asked says what it says of one of them: "If Part 8
        of Division B is used to demonstrate compliance, a ... report shall be produced" (Division C's
        documents of the performance path) is asked of by "the Part 8 compliance report"."""
        division = h.clause_id[0]
        for d, number in parts:
            pattern = rf"\bPart\s+{re.escape(number)}(?!\.?\d)(?:\s+of\s+(?:the\s+)?Divi\w*on\s+{d}\b" + \
                      (")" if d != division else ")?")
            if any(re.search(pattern, p.text) for p in self.article_passages(h)):
                return True
        return False

    def undefined_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A question telling that the word it asks of is one the Code does not define ("'Vestibule' is not
        in the list of defined words: what meaning is an inspector to give it?") is answered by the Article
        saying what such words mean (``_UNDEFINED_IN_TEXT``: Division A's "Non-defined Terms", or Division C's
        word on the words of permits it leaves undefined) goes first: the one naming the word the question
        quotes ("'permit'": Division C's, "such as 'permit', 'by-law' or 'inspector'"), else the first of them
        in the ranking, else the Code's first."""
        if q.targets or not hits or not self.asks_undefined(q.question):
            return hits
        held = self._undefined_articles
        quoted_words = [w.lower() for w in quoted(q.question)]
        naming = [c for c in held if any(re.search(rf"\b{re.escape(w)}\b", p.text, re.IGNORECASE) for w in quoted_words
                                         for p in self.article_passages_of(c) if _UNDEFINED_IN_TEXT.search(p.text))]
        chosen = naming or held
        ranked = next((h.clause_id for h in hits if h.clause_id in chosen), chosen[0])
        return self._lifted(hits, ranked, "undefined")

    def _undefined_lead(self, question: str, hits: list[Hit]) -> list[Passage]:
        """What leads an answer to a question telling that the word it asks of is not defined, when the
        ranking put an Article on such words first (``undefined_first``): its Sentence saying what they mean."""
        if not hits or not self.asks_undefined(question) or hits[0].clause_id not in self._undefined_articles:
            return []
        return [p for p in self.article_passages_of(hits[0].clause_id) if _UNDEFINED_IN_TEXT.search(p.text)][:1]

    def _waiver_lead(self, question: str, hits: list[Hit]) -> list[Passage]:
        """What leads an answer to a question asking whether the authority may waive a requirement, when the ranking
        put an Article letting it do so first (``waiver_first``): that Sentence (not the requirement asked to be
        waived, whose words the question shares)."""
        if not hits or hits[0].clause_id not in self._waiver_articles or not asks_waiver(question):
            return []
        return [p for p in self.article_passages_of(hits[0].clause_id) if _GRANTS_WAIVER.search(p.text)][:1]

    def article_passages_of(self, clause_id: str) -> list[Passage]:
        """The passages of an Article (or Note) whole, across the chunks a long one is split into."""
        return [p for c in self.clause_index.of_clause.get(clause_id, []) for p in c.passages]

    def asks_undefined(self, question: str) -> bool:
        """Whether ``question`` tells that the word it asks of is not defined (``_UNDEFINED_ASKED``), of a Code
        with an Article saying what such words mean."""
        return bool(self._undefined_articles) and bool(
            _UNDEFINED_ASKED.search(question) or _UNDEFINED_ASKED.search(self.bm25.index.speller.correct(question)))

    @cached_property
    def _undefined_articles(self) -> list[str]:
        """The Articles (not Notes) with a Sentence saying what a word the Code does not define means, in the
        Code's order."""
        return self._articles_saying(_UNDEFINED_IN_TEXT)

    def section_first(self, q: Query, hits: list[Hit]) -> list[Hit]:
        """A question that names a Section or Subsection ("the simple trade-off in 3.3.3", "Section 9.8",
        ``section_refs``) is asked of its Articles and Notes: those of the pool go first, in their order.
        None in the pool, the one of its passages BM25 scores best for the question goes first (else its
        first Article). Not for a question naming a clause (``pin`` puts that first)."""
        named = self.named_sections(q.question)
        if not named or q.targets or not hits:
            return hits

        def inside(clause_id: str) -> bool:
            return _in_sections(clause_id, named)

        if inside(hits[0].clause_id):
            return hits
        first = [h for h in hits if inside(h.clause_id)]
        if not first:
            scores = self.passage_index.scores(q.text)
            held = [i for i, p in enumerate(self.passage_list) if inside(self.clause_index.of_passage[p.id].clause_id)]
            if not held:
                return hits
            best = max(held, key=lambda i: scores[i])  # the first of the best: the Section's first Article
            first = [Hit(self.clause_index.of_passage[self.passage_list[best].id], 0.0, {})]
        taken = {h.chunk_id for h in first}
        return [replace(h, ranks={**h.ranks, "section": i}) for i, h in enumerate(first, 1)] + [
            h for h in hits if h.chunk_id not in taken]

    def named_sections(self, question: str) -> list[tuple[str, str]]:
        """The Sections and Subsections ``question`` names (``section_refs``) that this Code has; a bare
        two-part number too when a word of the Section's heading follows it (``bare_sections``: "the 6.4
        performance path", Section 6.4. (Performance Path); "1.5 million Btu/h" names no Section)."""
        def held(division: str, number: str) -> bool:
            return any(_in_section(c, division, number) for c in self.clause_index.of_clause)

        named = [(division, number) for division, number in section_refs(question) if held(division, number)]
        for division, number, after in bare_sections(question):
            if (division, number) in named or not held(division, number):
                continue
            heading = self.section_name(division, number).partition("(")[2]
            if set(tokenize(heading)) & set(tokenize(after)):
                named.append((division, number))
        return named

    def section_name(self, division: str, number: str) -> str:
        """A Section or Subsection as the Code heads it: "Subsection 3.3.3. (Simple Trade-off Path)" (its
        Division too when the Code has that number in more than one), from its Articles' context headers."""
        kind = "Subsection" if number.count(".") == 3 else "Section"
        heading = re.compile(rf"\b{kind} {re.escape(number.rstrip('.'))}\.? \((.*?)\)(?=, |$)")
        found = {}
        for c in self.chunks:
            if c.kind == "article" and _in_section(c.clause_id, division, number):
                m = heading.search(c.header)
                found.setdefault(c.clause_id[0], m.group(1) if m else "")
        named = [f"{kind} {number}" + (f" of Division {d}" if len(found) > 1 else "") + (f" ({t})" if t else "")
                 for d, t in found.items()]
        return "; ".join(named) or f"{kind} {number}"

    def asked_parts(self, q: Query, hits: list[Hit]) -> set[tuple[str, str]]:
        """The Parts a question is asked of: the one it names, else those the building it tells of
        falls under (``building_parts``), else, for a question about a house ("the floors inside a
        house", "my bungalow"), the Part whose title names houses (``housing_part``: the NBC's Part 9,
        "Housing and Small Buildings"); Parts of Division B: none when the ranking puts an Article of
        Division A or C first (asked whether the owner may draw "our two-storey house"'s plans, Part 9's
        footings are not asked of). A Division asked of on its own (``asked_division``: named, or Division C
        asked what to submit for a permit) is asked whole, before a Part it only tells of."""
        named, division = named_part(q.question), asked_division(q.question)
        if division and (not named or named[0] != division):
            # "Per Division A, what two size limits put a building under Part 9": Division A is asked
            # (Part 9 is what it tells of, in Division B only by default)
            return {part for part in self._parts if part[0] == division}
        if named:
            return {named}
        if not hits or _part(hits[0])[0] != "B":
            return set()
        if not q.building and self.housing_part and HOUSE.search(q.question):
            return {self.housing_part}
        return q.building

    @cached_property
    def _parts(self) -> frozenset:
        """Every Part of the Code that holds an Article or Note: ``(division, part)``."""
        return frozenset(_clause_part(c) for c in self.clause_index.of_clause)

    @cached_property
    def _part_scopes(self) -> list[tuple[tuple[str, str], str, str, str]]:
        """Division A's Sentences saying which buildings a Part applies to ("Part 9 of Division B
        applies to every building of not more than 3 storeys having a building area not more than
        600 m² ..."), each with its Part, Article and id: ``((division, part), clause_id, passage_id,
        text)``."""
        return [((m.group(2), m.group(1)), p.clause_id, p.id, p.text) for p in self.passage_list
                if p.clause_id.startswith("A-") and p.sentence and (m := _APPLIES.search(p.text))]

    def building_parts(self, question: str, conversions: list[Conversion]) -> set[tuple[str, str]]:
        """The Parts a question's building falls in by what the asker tells of it ("a 5-storey office
        building", "our 150 m² shop", "a two-storey house"): its storeys and area read against the
        conditions of the Sentences saying which buildings each Part applies to (``_part_scopes``,
        ``case.meets``); the Parts whose scope the building meets (Part 3 and Part 4 both, for a
        large building, where the Code sets both by size), none when what is told decides none. A building
        told of as large ("in a large office building", ``_LARGE_BUILDING``) is read as one of
        ``LARGE_STOREYS`` storeys."""
        case = [t for t in told(question, conversions) if t.dimension in ("storeys", "area")]
        if not case and _LARGE_BUILDING.search(question):
            case = [Told("storeys", LARGE_STOREYS)]
        if not case:
            return set()
        return {part for part, _, _, text in self._part_scopes if meets(case, text)}

    def scope_first(self, q: Query, hits: list[Hit]) -> list[Target]:
        """Asked whether the Code applies to something: its Articles on what it applies to that rank
        among the first ``SCOPE_WITHIN`` hits, in their order; none there, the first of them. Asked
        which Part a building falls under (``Query.scope_whole``), every Article saying which
        buildings a Part applies to that the building may meet: those ranked first, in their order. Asked
        whether a Part's requirements apply to something (``Query.scope_ranked``), the Parts' Articles on what
        they apply to that rank among the first ``SCOPE_WITHIN``; none there, none."""
        if not q.scope:
            return []
        wanted = {t.clause_id for t in q.scope}
        ranked = list(dict.fromkeys(h.clause_id for h in hits[:SCOPE_WITHIN] if h.clause_id in wanted))
        if q.scope_whole:
            return [Target(c) for c in dict.fromkeys([*ranked, *(t.clause_id for t in q.scope)])]
        return [Target(c) for c in ranked] or ([] if q.scope_ranked else q.scope[:1])

    def _scope_lead(self, question: str, scope: list[Target]) -> list[Target]:
        """What leads an answer on the Code's or a Part's scope (``scope``: ``scope_first``'s): the
        Sentences saying which Parts the building told of falls in, when it decides (``read``), else
        the best passage of the first Article on it."""
        return [t for t in self.read(question).scope if t.passage_id] or scope[:1]

    def references_last(self, question: str, hits: list[Hit]) -> list[Hit]:
        """The Code's lists of what it refers to (its "Applicable Editions" of referenced documents, its
        "Abbreviations of Proper Names", "Symbols and Other Abbreviations": ``_REFERENCE_LISTS``) name every
        standard and body the Code cites, so a question's rarer words (a standard's subject, "thermal
        bridging", "psi-values", "simulation") often find them first: each goes ``REFERENCE_DEMOTE`` places
        lower, unless the question asks what it lists (``_REFERENCE_LISTS``: "which edition of NFRC 100" of
        the editions, "what does HVI stand for" of the abbreviations)."""
        lists = [title for title, asks in _REFERENCE_LISTS if not asks.search(question)]
        if not lists:
            return hits
        return _demoted(hits, lambda h: any(t.search(h.chunk.title or "") for t in lists), REFERENCE_DEMOTE)

    def prescriptive_first(self, question: str, hits: list[Hit]) -> list[Hit]:
        """The Articles of a performance path (and their Notes) ``PATH_DEMOTE`` places lower, unless
        the question speaks of modelling or of that path (``_ASKS_PATH``). A question speaking of a trade-off
        ("in the lighting trade-off, can I count both daylit areas?") asks of the Code's trade-off paths (Articles
        under a heading naming one, ``trade_off_path``): the others go ``PATH_DEMOTE`` places lower (the prescriptive
        Article on daylit areas came first). Not so for a question speaking of modelling or of the performance path:
        measured on the genuine Codes' tuning questions it put the prescriptive requirements a model follows
        below it (-10 questions first); the trade-off rule, +3."""
        off = self.off_asked_path(question)
        return _demoted(hits, lambda h: off(h.clause_id), PATH_DEMOTE) if off else hits

    def off_asked_path(self, question: str):
        """What ``prescriptive_first`` places lower, as a test of a clause id: off the trade-off paths when the
        question speaks of a trade-off, on a performance path it does not ask of (``off_path``); None for
        nothing."""
        if _ASKS_TRADE_OFF.search(question) and self.trade_off_path:
            return lambda clause_id: clause_id not in self.trade_off_path
        off = self.off_path(question)
        return off.__contains__ if off else None

    def off_path(self, question: str) -> frozenset:
        """The Articles of a performance path (and their Notes) when ``question`` does not ask of modelling or of
        that path, nor names the Part whose title names it, else none: those ``prescriptive_first`` places lower,
        and the answer quotes last."""
        if not self.performance_path or _ASKS_PATH.search(question) or named_part(question) in self.path_parts:
            return frozenset()
        return self.performance_path

    def requirement_first(self, question: str, hits: list[Hit]) -> list[Hit]:
        """A Note followed by the Article it explains trades places with it when the question asks
        what is required and not why: it asks in the words of a requirement (must, have to, need,
        required, maximum ...: ``_REQUIRES``), or it asks for a quantity (``compose.asked_kinds``:
        how wide, how far, how long ...) that the Article states (in any of its parts) and the Note
        does not, but in an example ("For instance, ... (9.5 W/m²)": ``_EXAMPLES``). The
        requirement is the Article's; its Note gives the reasons, examples and ways to comply.
        (Notes repeat their Article's words and explain them in plainer ones, so they often rank
        just above it: on a genuine Code, NECB 2017, a third of the misses at rank 2.) A question
        asking why, for an example, a difference or what something is for (``_EXPLAINS``) is
        answered by a Note: the best Note among the first ``EXPLAIN_WITHIN`` hits goes first; so is one
        asking whether something counts as (is considered, treated as) what a Note explains ("does a
        window air conditioner count as a space-conditioning system": the Note says what one is), when the Note's
        best passage scores at least ``EXPLAIN_NOTE_SHARE`` of the first hit's best (it is about what was asked). A question
        proposing something in place of what is required ("can we use our town's records instead of the
        published values": ``compose.proposes``) asks whether the Code accepts it, which the Note's ways to
        comply tell: the two stages' order stands. Whatever the words, a Note whose best passage scores
        ``NOTE_ANSWERS_BETTER`` times its Article's best for the question stays first, and an Article whose
        best scores ``ARTICLE_ANSWERS_BETTER`` times its Note's goes first (``best_passage_scores``)."""
        explains = bool(_EXPLAINS.search(question) or asks_advice(question))
        if explains or counts_as(question) is not None:
            # a Note off the path asked of (``prescriptive_first`` placed it lower) is not the one explaining
            off = self.off_asked_path(question) or (lambda _: False)
            first_note = next((i for i, h in enumerate(hits[:EXPLAIN_WITHIN]) if h.chunk.kind == "note"
                               and not off(h.clause_id)), None)
            if not first_note:
                return hits
            # asked whether something counts as something, a Note on something else sharing a word ("do the slab
            # edges count as wall?": a Note on walls with embedded radiant heating, not the modelling Article on how
            # wall areas are measured) stays below; asked why or for advice, reasons and advice are a Note's whatever
            # its score (a Note paragraph's words weigh less than a Sentence's)
            if not explains:
                best_note, best_first = self.best_passage_scores(question, list(hits[first_note].passages),
                                                                 list(hits[0].passages))
                if best_note < EXPLAIN_NOTE_SHARE * best_first:
                    return hits
            return [hits[first_note]] + hits[:first_note] + hits[first_note + 1:]
        reads = bool(_READS.search(question))
        if hits and hits[0].chunk.kind == "article" and reads:
            # asked how the first Article is read: its Note among the first EXPLAIN_WITHIN goes first
            note = next((i for i, h in enumerate(hits[1:EXPLAIN_WITHIN], 1) if h.chunk.kind == "note"
                         and hits[0].clause_id in self.explains.get(h.clause_id, ())), None)
            if note:
                return [hits[note]] + hits[:note] + hits[note + 1:]
        spelled = self.bm25.index.speller.correct(question)  # "mountng hieght": a height asked
        if proposes(spelled) or asks_method(spelled):
            # asked how a figure is worked out ("how do designers estimate how far people will have to walk"),
            # no requirement is asked of, whatever requirement words its description holds: the order stands
            return hits
        kinds = asked_kinds(spelled)
        requires = bool(_REQUIRES.search(spelled))
        out = list(hits)
        for i in range(len(out) - 1):
            note, article = out[i], out[i + 1]
            if note.chunk.kind != "note" or article.clause_id not in self.explains.get(note.clause_id, ()):
                continue
            # the Article whole: a long one's Table may be in a part other than the one ranked
            whole = self.article_passages(article)
            best_note, best_article = self.best_passage_scores(question, list(note.passages), whole)
            note_better = NOTE_ANSWERS_BETTER and best_note >= NOTE_ANSWERS_BETTER * best_article > 0
            article_better = ARTICLE_ANSWERS_BETTER and best_article >= ARTICLE_ANSWERS_BETTER * best_note > 0
            asked_of_article = requires or (any(holds_kind(p.text, kinds) for p in whole) and not any(
                holds_kind(_EXAMPLES.sub(" ", p.text), kinds) for p in note.passages))
            # (asked how the Article is read, what it includes or counts, its Note explains it however well the
            # Article's own words match: "do I include the stud thermal bridging in the wall's U-value?")
            if not reads and ((asked_of_article and not note_better) or article_better):
                out[i], out[i + 1] = article, note
        return self.definition_after_figure(kinds, out)

    def best_passage_scores(self, question: str, note: list[Passage], article: list[Passage]) -> tuple[float, float]:
        """The best score for ``question`` of a Note's passages and of its Article's (``passage_scores``, one run
        over both: a Note paragraph's words weighed less than a Sentence's, a passage stating the kind asked
        lifted). A Note whose best is ``NOTE_ANSWERS_BETTER`` times its Article's holds what was asked, in
        whatever words of a requirement it was asked ("do I need to include the interior roller blinds in the
        energy model": the Note on interior shading, not the Article's Sentence on shading calculations; the
        dew point and dry bulb at which an economizer shuts off: the Note's Table); an Article whose best is
        ``ARTICLE_ANSWERS_BETTER`` times its Note's states it ("8 inch risers, is that over the limit": the
        Table's maximum rise, not the Note on stair geometry). (0, 0) when either has no passage."""
        if not note or not article:
            return 0.0, 0.0
        order, _ = self.passage_scores(question, note + article, self.query_cosine(question))
        return float(order[:len(note)].max()), float(order[len(note):].max())

    def definition_after_figure(self, kinds: set[str], hits: list[Hit]) -> list[Hit]:
        """Asked for a quantity, a definition (which states none) ranked among the first
        ``EXPLAIN_WITHIN`` goes just below the first hit after it there that states one of the kind
        asked: "what U-value must windows meet" is not answered by the definition of overall
        thermal transmittance, its abbreviation's meaning, that ranked first. A Sentence states the figures
        of a Table it names ("shall be not more than that shown in Table 3.2.2.2."), as ``answer_bonus`` reads it."""
        def states(h: Hit) -> bool:
            return any(holds_kind(text, kinds) for p in h.passages
                       for text in [p.text] + [self.passages[t].text for t in self._tables_named(p)])

        if not kinds:
            return hits
        window = min(EXPLAIN_WITHIN, len(hits))
        for i in range(window - 1):
            if "#term-" in hits[i].chunk_id and not states(hits[i]):
                j = next((j for j in range(i + 1, window) if "#term-" not in hits[j].chunk_id and states(hits[j])), None)
                if j is not None:
                    out = list(hits)
                    out.insert(j, out.pop(i))
                    return out
        return hits

    def arrange(self, question: str, hits: list[Hit]) -> list[Hit]:
        """The offline pipeline's last ordering of a ranking for ``question``: each Note followed
        by the Article it explains, the hits holding the Code's value of an imperial quantity
        moved up, then ``arrange_query`` (the eval harness can call this to score what ``ask``
        ranks over a ranking of its own)."""
        q = self.read(question)
        return self.with_explained(self.arrange_query(q, self.boost_quantities(
            self.keep_notes_with_articles(hits), asked_quantities(q.question, q.conversions))))

    # imperial quantities ----------------------------------------------------------------------
    @cached_property
    def _code_quantities(self) -> list[tuple[float, str, str, int, str | None]]:
        """Every length and area the Code's passages print: ``(value in mm or m2, unit, as
        printed, passage index, what it measures)``, the last as ``case.measured`` reads it (``915 mm
        high``: height, ``1 200 mm above the adjacent ground``: level; None when the words do not say)."""
        scale = {"mm": (1.0, "mm"), "cm": (10.0, "mm"), "m": (1000.0, "mm"), "m2": (1.0, "m2"),
                 "mm2": (1e-6, "m2")}
        out = []
        for i, p in enumerate(self.passage_list):
            for qty in quantities(p.text):
                if qty.unit in scale:
                    f, unit = scale[qty.unit]
                    out.append((float(qty.number) * f, unit, re.sub(_GAP + "+", " ", qty.text), i,
                                measured(p.text, qty.end, qty.start)))
        return out

    def convert(self, question: str) -> list[Conversion]:
        """The imperial quantities of ``question`` (``qa.query.imperial``), each with the Code's
        printed values within ``TOLERANCE`` of it, the closest first (at most three), of what it
        measures where both say: "3 ft off the ground" (a level) is not the "915 mm high" of a guard."""
        out = []
        for c in imperial(question):
            c = replace(c, sense=measured(question, c.end))
            near = sorted({(abs(v - c.value) / c.value, shown) for v, unit, shown, _, what in self._code_quantities
                           if unit == c.unit and abs(v - c.value) <= TOLERANCE * c.value and c.measures(what)})
            out.append(replace(c, matches=tuple(dict.fromkeys(shown for _, shown in near))[:3]))
        return out

    def boost_quantities(self, hits: list[Hit], conversions: list[Conversion]) -> list[Hit]:
        """A hit holding a Sentence that prints the Code's value of one of the question's imperial
        quantities (of what it measures) counts as ranked twice as high (rank 6 as 3; an equal rank
        stays before it), so it moves above some of the hits before it, never far: the value is
        evidence, the words and the meaning still decide the topic."""
        printing = {self.passage_list[i].id for c in conversions for v, unit, shown, i, what in self._code_quantities
                    if shown in c.matches and unit == c.unit and c.measures(what)}
        if not printing:
            return hits
        matched = [h for h in hits if any(p.id in printing for p in h.passages)]
        if not matched:
            return hits
        second = {h.chunk_id: r for r, h in enumerate(matched, 1)}
        scored = sorted(enumerate(hits, 1), key=lambda x: ((x[0] / 2, 1) if x[1].chunk_id in second else (x[0], 0)))
        return [replace(h, ranks={**h.ranks, "quantity": second[h.chunk_id]}) if h.chunk_id in second else h
                for _, h in scored]

    # definitions ----------------------------------------------------------------------------
    @cached_property
    def _defined_terms(self) -> list[tuple[tuple[str, ...], Chunk]]:
        """Each definition chunk with its term's search words, the longest terms first."""
        out = []
        for c in self.chunks:
            if "#term-" in c.id and c.passages:
                term = c.passages[0].name.removeprefix("definition of ")
                words = tuple(tokenize(term))
                if words:
                    out.append((words, c))
        return sorted(out, key=lambda x: -len(x[0]))

    @cached_property
    def _described_terms(self) -> list[tuple[tuple[str, ...], Chunk]]:
        """Each chunk with a passage that opens by saying what a term the Code does not define is ("A
        rooftop monitor is fenestration with glazing more or less in the vertical plane ...": a Note on
        a genuine NECB), with the term's search words, the longest terms first."""
        defined = {words for words, _ in self._defined_terms}
        out = {}
        for c in self.chunks:
            if "#term-" in c.id:
                continue
            for p in c.passages:
                m = _DESCRIBES.match(p.text)
                words = tuple(tokenize(m.group("term"))) if m else ()
                if words and words not in defined:
                    out.setdefault(words, c)
        return sorted(out.items(), key=lambda x: -len(x[0]))

    def describes(self, p: Passage) -> bool:
        """Whether ``p`` opens by saying what a term the Code does not define is (``_described_terms``)."""
        m = _DESCRIBES.match(p.text)
        return bool(m) and tuple(tokenize(m.group("term"))) in self._described_words

    @cached_property
    def _described_words(self) -> frozenset:
        return frozenset(words for words, _ in self._described_terms)

    def described(self, question: str) -> list[Chunk]:
        """The chunk describing a term ``question`` names (``_described_terms``): the longest such term."""
        tokens = tuple(tokenize(question))
        for words, c in self._described_terms:
            n = len(words)
            if any(tokens[i:i + n] == words for i in range(len(tokens) - n + 1)):
                return [c]
        return []

    def definitions_asked(self, q: Query) -> list[Chunk]:
        """The definitions a question asks for, each followed by the Notes that explain the
        definitions and print that term: "what counts as a storey", "what does 'grade' mean",
        "is a smoke alarm the same as a smoke detector", "does it count as a skylight" (the defined
        term right after "count as"), "is that a skylight or just a window" (those of the two the
        Code defines), and "what is a guard" where what follows "what is" is a defined term and
        nothing else. [] when it asks for none."""
        speller = self.bm25.index.speller
        out: list[Chunk] = []
        for part in q.parts:
            out += self.abbreviations_asked(part.text)
            text = speller.correct(part.text)
            rest = what_is(text)
            in_quotes = self._defined_as(quoted(text))  # a term in quotes the Code defines
            if rest is not None and (named := self._defined_as([rest])):
                found = named
            elif asks_definition(text):
                # a term in quotes is the one asked ("what does the NECB mean by a 'semi-heated' building"):
                # a defined term beside it ("building") is not, and one the Code does not define asks none
                found, tokens = [], tokenize(" ".join(quoted(text)) or text)
                covered: set[int] = set()
                # asked what counts as something (what is meant by it), the term asked is in the phrase that follows
                # (``term_openings``): "what counts as roof-mounted equipment for wind design" asks of no defined term
                # ("designer" shares the stem of "design"), "what does the NECB mean by purchased energy" not of
                # "building"
                phrases = [(tuple(tokenize(phrase)), anywhere) for phrase, anywhere in term_openings(text)]
                # a term the Code defines in quotes is the one asked, wherever it stands ("is a detector on the panel
                # the same thing as what the code calls a 'smoke alarm'?")
                for words, c in self._defined_terms if not in_quotes else ():
                    n = len(words)
                    if phrases and not any(phrase[i:i + n] == words for phrase, where in phrases
                                           for i in _places(len(phrase), n, where)):
                        continue
                    for i in range(len(tokens) - n + 1):
                        if tuple(tokens[i:i + n]) == words and not covered & set(range(i, i + n)):
                            covered |= set(range(i, i + n))
                            found.append(c)
                            break
                found = in_quotes or found
            elif (pair := either_or(text)) is not None and (named := self._defined_as(pair)):
                # "is that a skylight or just a window?": the definitions of those the Code defines
                found = named
            elif after := [c for rest in counts_as_all(text) for words, c in self._defined_terms
                           if tuple(tokenize(rest))[:len(words)] == words and _term_ends(rest, len(words))][:1]:
                # "does sloped glazing count as a skylight": the definition it falls under, when one
                # the Code defines is what follows (the longest), not "count as the platform under ..."; of
                # several ("stop being treated as a window and start counting as a skylight"), the first so
                found = after
            elif in_quotes:
                # "which floor is the 'first storey'", "does the Code still see me as the 'constructor'"
                found = in_quotes
            else:
                found = []
            if not found and (rest is not None or asks_definition(text)):
                # a term the Code does not define, but a Note describes ("rooftop monitor meaning")
                found = self.described(text)
            for c in found:
                out.append(c)
                if "#term-" not in c.id:
                    continue
                term = c.passages[0].name.removeprefix("definition of ").lower()
                notes = [n for n in self.chunks if n.kind == "note" and c.clause_id in self.explains.get(n.clause_id, ())
                         and any(t == term or t == term + "s" for t in self.note_terms.get(n.clause_id, ()))]
                # of a long Note in parts, the parts that print the term
                out += [n for n in notes if term in n.text.lower()] or notes
        return list(dict.fromkeys(out))

    def _defined_as(self, phrases) -> list[Chunk]:
        """The definitions of the terms the Code defines that ``phrases`` are, each whole (as BM25 reads them)."""
        return [c for x in phrases for words, c in self._defined_terms if tuple(tokenize(x)) == words]

    @cached_property
    def _listed_abbreviations(self) -> dict[str, Chunk]:
        """Each abbreviation the Code's lists of abbreviations print (``aliases.listed``: "SL .......... standby
        losses"), as printed, with the chunk of its list (its "Symbols and Other Abbreviations", its
        "Abbreviations of Proper Names")."""
        out: dict[str, Chunk] = {}
        for c in self.chunks:
            for p in c.passages:
                for short, _ in listed(p.text):
                    out.setdefault(short, c)
        return out

    def abbreviations_asked(self, text: str) -> list[Chunk]:
        """The lists holding the abbreviations a question asks what they stand for (``_ASKS_SHORT_FOR``: "what do
        SL, Et and EF stand for", "what does the abbreviation HVI mean"), each an abbreviation as the list prints it
        (two characters or more, a capital among them: "Et", "kVA"; not a lone "a" or "m") and as typed."""
        return list(dict.fromkeys(self._listed_abbreviations[t] for t in self.abbreviations_typed(text)))

    def abbreviations_typed(self, text: str) -> list[str]:
        """The abbreviations of the Code's lists ``text`` asks what they stand for (``abbreviations_asked``), or
        is nothing but ("what is CTI?")."""
        def listed(token: str | None) -> bool:
            return token in self._listed_abbreviations and len(token) >= 2 and any(ch.isupper() for ch in token)

        if not _ASKS_SHORT_FOR.search(text):
            rest = what_is(text)
            return [rest] if listed(rest) else []
        found = []
        for m in _TOKEN_TYPED.finditer(text):
            for token in dict.fromkeys((m.group(), m.group().rstrip("."))):  # "EF." ending a sentence, "No."
                if listed(token):
                    found.append(token)
                    break
        return found

    def _first_stage(self, question: str, retrieval: str, stage: _Stages):
        """``(candidates, closest, cosine)``: the pool of ``retrieval`` and, with the local dense
        model, its best Sentence similarity (for the decision to decline) and its cosine of every
        passage to the question (for the choice of Sentences). Offline, each Note is followed by
        the Article it explains."""
        k = self.config.retrieval.candidates
        if retrieval in ("dense", "dense+bm25"):
            with stage("embed", self.config.models.embed, remote=True):
                vector = self.dense.embed_query(question)
            fused = retrieval == "dense+bm25"
            with stage("search", "bm25 + exact cosine, reciprocal rank fusion" if fused else "exact cosine"):
                hits = self.dense.search_vector(vector, k)
                if fused:
                    hits = rrf([self.bm25.search(question, k), hits], top=k)
            return hits, None, None
        if retrieval in ("local", "fused"):
            with stage("embed", self.local_model):
                vector = self.local.embed_query(question)
            fused = retrieval == "fused"
            with stage("search", "bm25 + exact cosine, reciprocal rank fusion" if fused else "exact cosine"):
                cosine = self.local.row_scores(vector)
                closest = float(cosine.max()) if len(cosine) else 0.0
                hits = self.local.search_rows(cosine, k)
                hits = self.fuse([self.bm25.search(question, k), hits], k) if fused \
                    else self.keep_notes_with_articles(hits)
            return hits, closest, cosine
        with stage("search", "bm25"):
            hits = self.keep_notes_with_articles(self.bm25.search(question, k))
        return hits, None, None

    def ask(self, question: str, rerank: bool = True, on_event: Callable[[dict], None] | None = None,
            stream: bool = False) -> dict:
        emit = on_event or (lambda e: None)
        t_all = time.perf_counter()
        stage = _Stages(emit)
        got = self.retrieve(question, rerank=rerank, stages=stage)
        top = got.top
        emit({"event": "hits", "hits": [self._hit_json(h) for h in top]})

        finish = None  # Cohere's finish_reason (None offline)
        stream_error = None
        if self.client is not None:
            with stage("generate", self.config.models.chat, remote=True):
                documents = self.documents(top, [self.passages[t.passage_id] for t in self.read_off(question)])
                parts = answer_parts(question, got)
                if stream:
                    text, raw = "", []
                    for piece in self.client.chat_stream(question, documents, parts):
                        if piece.kind == "text":
                            text += piece.value
                            emit({"event": "text", "text": piece.value})
                        elif piece.kind == "end":
                            finish, stream_error = piece.value.get("finish_reason"), piece.value.get("error")
                        else:
                            raw.append(piece.value)
                else:
                    text, raw, finish = self.client.chat(question, documents, parts)
        else:
            with stage("generate", "extractive"):
                asked = self.asked(question)  # its shorthand written out, as retrieval read it
                got_text = self.extractive(asked, top, closest=got.closest, cosine=got.cosine,
                                           parts=answer_parts(asked, got), targets=got.named or self.read_off(question))
                text, raw = got_text.text, got_text.citations

        with stage("cite", "grounding check"):
            citations, problems = self.place_citations(text, self.map_citations(raw))
            cited = list({s["passage"]: self.passages[s["passage"]].text
                          for c in citations for s in c["sources"]}.values())
            declined = got_text.declined if self.client is None else declined_text(text)
            nearest = got_text.nearest if self.client is None else []
            support = got_text.support if self.client is None else None
            hedged = got_text.hedged if self.client is None else False
            # a declining answer claims nothing: the clause titles it names are not checked
            checked = text
            for start, end in (got_text.asked_spans if self.client is None else []):
                checked = checked[:start] + " " * (end - start) + checked[end:]  # the offsets kept
            flagged = [] if declined and self.client is None else [
                {"text": q.text, "start": q.start, "end": q.end} for q in unverified(checked, cited)]
            # the answer's figures in the asker's US units, beside it (never in it: never taken for Code text)
            in_your_units = figures_in_imperial(checked, flagged) if not declined and not nearest \
                and speaks_imperial(question, got.conversions) else []
            # a span the model cites word for word from its source is a quote of the Code: text, not Markdown
            verbatim = [(c["start"], c["end"]) for c in citations
                        if text[c["start"]:c["end"]].strip()
                        and any(text[c["start"]:c["end"]] in self.passages[s["passage"]].text for s in c["sources"])]
            html = render_answer_html(text, citations, flagged, markdown=self.client is not None, verbatim=verbatim)
            if nearest:
                # what it says first (the Code does not answer, and why when it can tell), then the clauses
                html = _plain_html(text.partition("\n\n")[0]) + "<p>The nearest clauses it has:</p>\n<ul>\n" + "".join(
                    f'<li><a href="{escape(n["url"])}">{escape(n["label"])}</a></li>\n' for n in nearest) + "</ul>\n"
        timings = stage.ms
        timings["total"] = round((time.perf_counter() - t_all) * 1000, 3)
        timings["proxy"] = round(timings["total"] - stage.upstream, 3)
        return {
            "question": question, "code": self.code, "answer": text, "answer_html": html, "citations": citations,
            "hits": [self._hit_json(h) for h in top], "unverified_quantities": flagged,
            "citation_problems": problems, "finish_reason": finish, "declined": declined, "nearest": nearest,
            # offline: the calibrated probability that the Code answers (qa/abstain.py; None where not measured:
            # a clause named, a definition or the Code's scope asked; where neither decision depends on ``matched``,
            # ``abstain.settled``, taken at its most favourable), and whether the answer says it may not
            "support": None if support is None else round(support, 3), "hedged": hedged,
            "incomplete": incomplete(finish, stream_error),
            # the question's imperial quantities in the Code's units: shown beside the answer, marked as
            # conversions, never in its text (so never taken for Code text nor checked as a quote)
            "conversions": [c.shown for c in got.conversions],
            # asked in US units (or told its figures in them), the answer's figures in those: the same
            "in_your_units": in_your_units,
            # asked a place's climate zone, the zone worked out from the two Tables: the same
            "worked_out": [] if declined else self.worked_out(question),
            # how the question's words were read where not as typed (shorthand, spelling, the Code's
            # abbreviations and terms): shown beside the answer so that a misreading is seen
            "readings": self.read(question).readings,
            "timings_ms": timings, "models": self.models(got.reranked), "backend": self.backend,
            "retrieval": self.retrieval,
            "rerank": got.reranked, "offline": self.client is None,
        }

    def keep_notes_with_articles(self, hits: list[Hit]) -> list[Hit]:
        return notes_with_articles(hits, self.explains)

    def fuse(self, rankings: list[list[Hit]], top: int) -> list[Hit]:
        """The offline ranking: reciprocal-rank fusion (the parts of a split Article as one), each
        Note followed by the Article it explains, then the first ``top``. The Note draws its Article
        up from wherever the two rankings put it, not only from within the first ``top``: a Note
        holding the question's lay word ("balusters") ranks high where its Article, in the Code's
        own words ("openings through a guard"), is fused below the cut."""
        return self.keep_notes_with_articles(rrf(rankings, top=sum(map(len, rankings)), by_article=True))[:top]

    def with_explained(self, hits: list[Hit]) -> list[Hit]:
        """``hits`` with the Articles a Note ranked first explains, when neither ranking found them,
        right after it (a Note on a genuine Code is often worded as the question is, its Article in
        the Code's terms: "greenhouses used for research could be exempted" explains Division C's
        Article 2.2.1.1., which neither BM25 nor the dense model ranked among their first 30). Only
        the first of the final ranking: a Note further down, or one the ranking's last steps moved
        down, is as often beside the point, and its Article with it."""
        if not hits or hits[0].chunk.kind != "note":
            return hits
        present = {h.clause_id for h in hits}
        found = [Hit(chunks[0], hits[0].score, {"note": 1}) for article in self.explains.get(hits[0].clause_id, ())
                 if article not in present and (chunks := self.clause_index.of_clause.get(article))]
        return hits[:1] + found + hits[1:]

    def _hit_json(self, h: Hit) -> dict:
        first = "fused" if "fused" in h.ranks else "dense" if "dense" in h.ranks else "bm25"
        division, _, number = h.clause_id.partition("-")
        kind = "Note" if h.chunk.kind == "note" else "Article"
        return {"id": h.clause_id, "chunk": h.chunk_id, "title": h.chunk.title, "url": h.chunk.url,
                "label": f"Division {division}, {kind} {number} ({h.chunk.title})", "path": h.chunk.header,
                "score": round(h.score, 6),
                "dense_rank": h.ranks.get("dense"), "bm25_rank": h.ranks.get("bm25"),
                "fused_rank": h.ranks.get("fused"),
                "first_rank": h.ranks.get(first), "rerank_rank": h.ranks.get("rerank"),
                "clause_rank": h.ranks.get("clause"),  # set when the question names the clause by number
                "definition_rank": h.ranks.get("definition"),  # set when the question asks what a term means
                "anchors": list(h.anchors)}

    def documents(self, hits: list[Hit], first: list[Passage] = ()) -> list[dict]:
        """One chat document per Sentence / Note paragraph / Table of the hits, titled with its clause path;
        ``first``: passages in no hit that lead (an appendix Table the question asks of by place)."""
        docs, seen = [{"id": p.id, "data": {"title": f"{p.label}, {p.name}", "snippet": p.text}} for p in first], \
            {p.id for p in first}
        for h in hits:
            for p in h.passages:
                if p.id in seen:
                    continue
                seen.add(p.id)
                path = h.chunk.header or h.chunk.title
                docs.append({"id": p.id, "data": {"title": f"{path}, {p.name}", "snippet": p.text}})
        return docs

    def map_citations(self, raw: list[dict]) -> list[dict]:
        out = []
        for c in raw:
            sources = []
            for sid in c.get("sources", []):
                p = self.passages.get(sid)
                if p is None:
                    continue
                # the parts of the passage cited (a Table's rows), when the citation names them
                parts = (c.get("anchors") or {}).get(sid)
                url = f"{p.url.split('?')[0].split('#')[0]}?hl={','.join(parts)}#{parts[0]}" if parts else p.url
                sources.append({"id": p.clause_id, "sentence": p.sentence, "passage": p.id, "anchor": p.anchor,
                                "name": p.name, "label": p.label, "url": url})
                if p.id in self.amended:  # its words come from a revisions package
                    sources[-1]["amended"] = self.amended[p.id]
            if sources and c.get("start") is not None and c.get("end") is not None:
                out.append({"start": c["start"], "end": c["end"], "text": c.get("text", ""), "sources": sources})
        out.sort(key=lambda c: c["start"])
        return out

    @staticmethod
    def place_citations(text: str, citations: list[dict]) -> tuple[list[dict], list[dict]]:
        """Keep the citations whose span holds their text; move the others to that text where it
        is in the answer (the occurrence nearest their offsets); drop those whose text is nowhere
        (or empty). Returns ``(citations, problems)``, each problem ``{text, start, end, sources,
        problem}`` with the offsets Cohere gave."""
        kept, problems = [], []
        for c in citations:
            s, e, quoted = c["start"], c["end"], c.get("text") or ""
            if quoted and 0 <= s <= e <= len(text) and text[s:e] == quoted:
                kept.append(c)
                continue
            found = [m.start() for m in re.finditer(re.escape(quoted), text)] if quoted else []
            if found:
                at = min(found, key=lambda i: (abs(i - s), i))
                kept.append({**c, "start": at, "end": at + len(quoted)})
                problems.append({"text": quoted, "start": s, "end": e, "sources": c["sources"],
                                 "problem": f"offsets did not hold the cited text: moved to {at}-{at + len(quoted)}"})
            else:
                problems.append({"text": quoted, "start": s, "end": e, "sources": c["sources"],
                                 "problem": "the cited text is not in the answer: span dropped, its sources not "
                                            "counted as cited"})
        kept.sort(key=lambda c: c["start"])
        return kept, problems

    def passage_scores(self, question: str, passages: list[Passage],
                       cosine: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """How well each of ``passages`` answers ``question``: ``(order, bm25)``, ``order`` the
        score to rank them by, ``bm25`` their BM25 score.

        BM25 over passages (a Note paragraph weighted 0.6: Notes explain, Sentences require, so a
        Sentence wins when both match about as well); with the local dense model (``cosine``:
        its cosine of every passage of the Code to the question, ``DenseIndex.row_scores``)
        fused by reciprocal rank with it. BM25 alone quotes the Sentence that repeats the
        question's words most often, which is seldom the one with the figure: asked how big a
        basement bedroom's escape window must be, it quoted the Sentences about basements and
        window wells before (or instead of) the one giving the opening's area.
        Ranks are over every passage of the Code, so a passage's score does not depend on which
        chunks were retrieved (the eval's Sentence level orders passages with the same scores).
        Then what was asked: ``answer_bonus`` (a quantity of the kind asked for, the question's
        words next to it) reorders the passages of each Article, each Article keeping the level
        of its best passage (``compose.by_article``), and a rule is scored above the exception
        it names (``compose.rule_before_exception``); ``bm25`` is returned as it was."""
        index = np.array([self._index_of[p.id] for p in passages], dtype=np.int64)
        searched = self.read(question).text  # without clause numbers, imperial quantities as the Code's values
        bm25 = self.passage_bm25(question)
        if cosine is None or self.local is None:
            order = bm25[index].copy()
            scale = float(order.max()) if len(order) else 0.0
        else:
            order = 1.0 / (PASSAGE_RRF_K + _ranks(bm25, index)) + 1.0 / (PASSAGE_RRF_K + _ranks(cosine, index))
            scale = 1.0 / (PASSAGE_RRF_K + 1)
        within = order + scale * self.answer_bonus(question, passages)
        across = order + scale * self.answer_bonus(question, passages, topic=False) if ARTICLE_BONUS else order
        case = self.asker_case(question)
        if case:  # the Sentence whose condition the asker's figures meet applies to them (``qa.case``)
            fits = scale * CASE_BONUS * np.array([fit(case, p.text) for p in passages], dtype=float)
            # within its Article, a Sentence at whose very limit the asker's figure sits ("exactly 24 inches"
            # against "more than 610 mm") decides their case as much as one whose condition they meet
            at_limit = scale * CASE_BONUS * np.array([AT_LIMIT_BONUS and f == 0 and concerns(case, p.text)
                                                       for f, p in zip(fits, passages)], dtype=float)
            within = within + fits + at_limit
            if CASE_ACROSS:
                across = across + (np.minimum(fits, 0.0) if CASE_ACROSS == "fails" else fits)
        whose = dwelling(question) if DWELLING_BONUS else None
        if whose:  # the stairs of a house are not those others share (``qa.case.dwelling``)
            within = within + scale * DWELLING_BONUS * np.array([self.dwelling_fit(whose, p) for p in passages])
        scores = self.row_asked_first(question, passages, by_article(passages, within, across))
        return rule_before_exception(searched, passages, scores), bm25[index]

    def passage_bm25(self, question: str) -> np.ndarray:
        """BM25 of every passage of the Code for ``question`` as searched (``Engine.read``: without clause numbers,
        imperial quantities as the Code's values), a Note paragraph weighted 0.6; read once a question (the
        answer's passage order and the Tables its lead names both ask)."""
        memo = self.extra.setdefault("passage_bm25", {})
        if question not in memo:
            if len(memo) > 16:
                memo.clear()
            searched = self.read(question).text
            memo[question] = np.asarray(self.passage_index.scores(searched), dtype=np.float64) * self._note_weights
        return memo[question]

    def dwelling_fit(self, whose: str, p: Passage) -> int:
        """Whether a passage's rule is for the dwelling told of (``qa.case.scope_fit``); a Sentence on the
        stairs "other than those described in Sentence (1)" of its Article is the others', when that Sentence
        is a dwelling's own."""
        scope = dwelling_scope(p.text)
        if scope is None and p.sentence and (m := OTHER_THAN_SENTENCE.search(p.text)):
            named = next((q for q in self.article_passages_of(p.clause_id) if q.sentence == f"({m.group(1)})"), None)
            scope = "shared" if named is not None and dwelling_scope(named.text) == "own" else None
        return scope_fit(whose, scope)

    def row_asked_first(self, question: str, passages: list[Passage], scores: np.ndarray) -> np.ndarray:
        """A Table of the kind asked whose row the question names ("a public library": its "Library"
        row) holds the very figure: it leads its Article's passages, before the Sentence that calls
        it up (its score just above its Article's best; the others' unchanged).

        Within an Article only (across Articles the Exit Width Table's "Stair" row came before the
        Sentence on the stairs of a house), and only when no other passage of the Article names the
        row's word (the Sentence giving each exit stair's width comes before the per-person widths)."""
        kinds = asked_kinds(question)
        if not ROW_LEAD or not kinds or _EXPLAINS.search(question):
            return scores
        out = np.asarray(scores, dtype=float).copy()
        terms = self.content_terms(question)
        for i, p in enumerate(passages):
            if not p.anchor.startswith("table-") or not holds_kind(p.text, kinds):
                continue
            named = row_words(p.text, terms)
            others = [q for q in self.article_passages_of(p.clause_id) if not q.anchor.startswith("table-")]
            if named and not any(named & self._passage_terms(q.id) for q in others):
                mine = [j for j, q in enumerate(passages) if q.clause_id == p.clause_id]
                out[i] = max(out[i], max(out[j] for j in mine) + 1e-9)
        return out

    def asker_case(self, question: str) -> list:
        """The quantities ``question`` tells about the asker's own case (``qa.case.told``: its metric
        figures and its imperial ones converted); [] with ``CASE_BONUS`` off."""
        return told(question, self.read(question).conversions) if CASE_BONUS else []

    def answer_bonus(self, question: str, passages: list[Passage], topic: bool = True) -> np.ndarray:
        """What ``passage_scores`` adds for a passage that states what was asked, in units of a
        first rank in one of the fused rankings: ``KIND_BONUS`` when it holds a quantity of the
        kind asked for (a Table by its column headers' units), and ``FIT_BONUS`` times
        ``compose.answer_fit`` (the IDF-weighted share of the question's words read with that
        quantity: the Table's "Maximum Rise, mm" for how tall a riser may be). ``topic``: the
        words of the passage's Article title count less (they are every passage's there)."""
        out = np.zeros(len(passages))
        kinds = figure_kinds(question)
        if not kinds or not (KIND_BONUS or FIT_BONUS) or _EXPLAINS.search(question):
            return out  # "why ...", "do I include ...": the reasons and the reading are in a Note, not next to a figure
        memo = self.extra.setdefault("bonus", {})
        if len(memo) > 64:
            memo.clear()
        known = memo.setdefault((question, topic), {})  # a passage's bonus for a question is the same each time
        terms = self.content_terms(question)
        # an imperial quantity of the sentence that asks; one told before it is the asker's case when the
        # asking sentence names a quantity of its own ("how deep must it go?"), not when it refers back
        # to the told one ("31 inches between the window and the well. Is that enough?")
        matches = {m for c in asked_quantities(question, self.read(question).conversions) for m in c.matches}
        size = SIZE_FIRST and asks_size(question)
        case = self.asker_case(question)
        for i, p in enumerate(passages):
            if p.id in known:
                out[i] = known[p.id]
                continue
            # a Sentence that sets its values by a Table ("shall conform to Table 9.8.7.1.") states them
            texts = [p.text] + [self.passages[t].text for t in self._tables_named(p)]
            for text in texts:
                # a quantity it requires, not one of its conditions ("where a ledge between 160 mm and
                # 880 mm high is within 450 mm of a guard, the heights are measured from its top")
                # (whole when the asker's own figures meet its condition: what it says applies to them)
                if holds_kind(required(text) if REQUIRED_KIND and p.sentence and not (case and concerns(case, text))
                              else text, kinds):
                    share = answer_fit(terms, text, kinds, *self._topic_of(p.id))
                    if share >= 0 and not topic:  # across Articles every word counts alike
                        share = answer_fit(terms, text, kinds)
                    if share >= 0:
                        out[i] = max(out[i], KIND_BONUS + FIT_BONUS * share)
            if size and holds_size(p.text):
                out[i] += KIND_BONUS
            # the Code's value of the question's imperial quantity ("31 inches": 790 mm) is what was asked
            if matches and any(m in re.sub(_GAP + "+", " ", p.text) for m in matches):
                out[i] += KIND_BONUS
            known[p.id] = out[i]
        return out

    def answering(self, question: str, chosen: list[Passage], keep: int = 0) -> list[Passage]:
        """Of the passages an answer would quote (its lead first), those that answer: asked for a
        quantity, the lead and the others that state one of that kind (``answer_bonus``), not
        those that only share the question's words; the first ``keep`` (named clauses) always."""
        if not QUOTE_ONLY_ANSWERS or len(chosen) <= max(1, keep) or not asked_kinds(question) \
                or _EXPLAINS.search(question) or asks_definition(question):
            return chosen
        bonus = self.answer_bonus(question, chosen, topic=False)
        if not bonus[max(keep, 1) - 1] and not keep:
            return chosen  # the lead states no such quantity: nothing to tell the others by
        # a Sentence whose condition the asker's figures meet applies to them, whatever it requires
        # ("a heating load of 400 kW": where the load exceeds 352 kW, the plant shall modulate)
        case = self.asker_case(question)
        return [p for i, p in enumerate(chosen) if i < max(keep, 1) or bonus[i] > 0 or (case and concerns(case, p.text))]

    def with_referred(self, chosen: list[Passage], documents: dict[str, list[int]], taken: set[str],
                      kinds: set[str] = frozenset(), near: set[str] = frozenset()) -> list[Passage]:
        """``chosen`` with, after each Sentence that requires only what another Sentence does, that Sentence; and
        after each Sentence that names a document only by the Table listing the documents
        the Code refers to ("Smoke alarms conforming to the standard listed in Table 1.3.1.2."), that Table's
        rows naming the Sentence among their Code references: the standard, its number and edition. The rows
        go in ``documents`` (the Table's passage id -> rows), by which the Table is quoted. Asked a figure of
        ``kinds`` that a Sentence states only by a Table it names ("shall not exceed the value in Table
        3.4.2.5."), that Table just before it, when the Table states one and is ``near`` enough the question to be
        quoted (``Engine.states_kind``; by the rows asked): the figures first, the Sentence saying what they
        limit after them."""
        out: list[Passage] = []
        for p in chosen:
            if p.id in {q.id for q in out}:
                continue  # a Table quoted already, before the Sentence stating its figures by it
            at = len(out)
            out.append(p)
            if not p.sentence:
                continue
            # a Sentence whose requirement is another Sentence's ("Doors between an attached garage and a dwelling
            # unit shall conform to Sentence 9.10.9.5.(4)."): that Sentence after it
            q = self._pointed(p)
            if q is not None and q.id not in taken and q.id not in {x.id for x in chosen + out}:
                out.append(q)
            number = f"{p.clause_id.partition('-')[2]}{p.sentence}"
            for t in self._tables_named(p):
                rows = documents_rows(self.passages[t].text, number)
                if rows and t not in taken:
                    documents[t] = sorted(set(documents.get(t, [])) | set(rows))  # two Sentences: both their rows
                    if t not in {q.id for q in chosen + out}:
                        out.append(self.passages[t])
            if kinds and not holds_kind(p.text, kinds):  # its Table just before it, if quoted further down
                tables = [self.passages[t] for t in self._tables_named(p) if t in near and t not in taken
                          and t not in documents and t not in {q.id for q in out} and holds_kind(self.passages[t].text, kinds)]
                out[at:at] = tables
        return out

    def states_kind(self, p: Passage, kinds: set[str], among: set[str]) -> bool:
        """Whether a passage states a figure of ``kinds``, itself or by a Table it names that does ("shall not
        exceed the value in Table 3.4.2.5.": the travel distances, in m) and is ``among`` the passages the answer
        may quote (one matching the question poorly does not answer it: asked the lighting power density of an
        office, the space-by-space method's Sentence names its Table, whose rows do not name an office)."""
        return holds_kind(p.text, kinds) or any(t in among and holds_kind(self.passages[t].text, kinds)
                                                for t in self._tables_named(p))

    def _pointed(self, p: Passage) -> Passage | None:
        """The Sentence a Sentence requires conformity to and nothing else (``_POINTS_TO``), else None."""
        cited = find_citations(p.text)
        if len(cited) != 1 or cited[0].kind != "Sentence" or not _POINTS_TO.match(p.text[:cited[0].start]) \
                or not _POINTER_END.match(p.text[cited[0].end:]):
            return None
        targets = resolve_citation(cited[0], p.clause_id.partition("-")[0], f"{p.clause_id}{p.sentence}")
        return self.passages.get(targets[0]) if len(targets) == 1 else None

    def _tables_named(self, p: Passage) -> list[str]:
        """The Table passages a Sentence names ("... conform to Table 9.8.7.1."), of its Division."""
        if not p.sentence or "Table" not in p.text:
            return []
        division = p.clause_id.partition("-")[0]
        ids = [f"{division}-Table-{n}" for n in re.findall(r"\bTable\s+(\d+(?:\.\d+)+\.(?:-[A-Z])?)", p.text)]
        return [t for t in dict.fromkeys(ids) if t in self.passages]

    def _topic_of(self, passage_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The stems of the title of the Article (or Note) a passage belongs to, and of the things
        it names side by side (``compose.title_things``)."""
        memo = self.extra.setdefault("topic", {})
        if passage_id not in memo:
            p = self.passages[passage_id]
            title = self._clause_titles.get(p.clause_id, p.title)
            memo[passage_id] = (tuple(tokenize(title, self.passage_index.keep)), title_things(title))
        return memo[passage_id]

    @cached_property
    def _clause_titles(self) -> dict[str, str]:
        return {c.clause_id: c.title for c in self.chunks if c.passages and "#term-" not in c.id}

    @cached_property
    def _note_weights(self) -> np.ndarray:
        return np.array([0.6 if p.anchor.startswith("p") else 1.0 for p in self.passage_list])

    @cached_property
    def _index_of(self) -> dict[str, int]:
        return {p.id: i for i, p in enumerate(self.passage_list)}

    def _lead(self, question: str, targets: list[Target], cosine: np.ndarray | None) -> list[Passage]:
        """The passages that lead an answer to a question naming clauses by number (``extractive``)."""
        out: list[Passage] = []
        for t in targets[:3]:
            if t.passage_id:
                p = self.passages.get(t.passage_id)
            else:
                passages = self.article_passages_of(t.clause_id)
                if not passages:
                    continue
                order, bm25 = self.passage_scores(question, passages, cosine)
                i = max(range(len(passages)), key=lambda i: (bm25[i] > 0, order[i], -i))
                p = passages[i] if bm25[i] > 0 or cosine is not None else passages[0]
            if p is not None and p not in out:
                out.append(p)
        return out

    def with_exceptions_asked(self, question: str, lead: list[Passage]) -> list[Passage]:
        """``lead`` with, after each Sentence naming exceptions of its Article ("Except as permitted by Sentence
        (2), Part 3 of Division B applies to every building that ... has a building area exceeding 600 m²"), those
        the question asks in their own words (``compose.asks_for_exception``: "is there any way it can still be
        designed under Part 9?", which Sentence (2) permits of a residential building divided by fire
        separations). A rule told without the way out asked of it answers half the question."""
        out: list[Passage] = []
        for p in lead:
            out.append(p)
            passages = self.article_passages_of(p.clause_id) if p.sentence and excepted(p.text) else []
            rule_of = exceptions_of(passages)
            out += [q for q in passages
                    if rule_of.get(q.id) == p and q not in out and asks_for_exception(question, q, p)]
        return out

    def lead_part(self, parts: list[str], p: Passage) -> int:
        """Which of a question's ``parts`` a leading passage answers: the first that names its clause or asks
        the definition it is ("combi boiler size cap, and what is an alternative solution?": the Note saying
        what an alternative solution is leads the second part), else the first part."""
        if len(parts) < 2:
            return 0
        for i, part in enumerate(parts):
            q = self.read(part)
            if any(p in c.passages for c in q.definitions) or any(t.clause_id == p.clause_id for t in q.targets):
                return i
        return 0

    def query_cosine(self, question: str) -> np.ndarray | None:
        """The local model's cosine of every passage to ``question`` (None without the model)."""
        return None if self.local is None else self.local.row_scores(self.local.embed_query(self.read(question).text))

    def extractive(self, question: str, hits: list[Hit], best_hits: int = 3,
                   most: int = 3, closest: float | None = None,
                   cosine: np.ndarray | None = None, parts: list[str] | None = None,
                   targets: list[Target] = ()) -> "Extract":
        """Quote the Sentences of the best hits that answer the question verbatim, each cited;
        or decline (``NO_ANSWER_OFFLINE``, then the nearest clauses found).

        Passages are taken in the order of ``passage_scores`` (BM25 fused with the local model
        when ``cosine`` is given), among those sharing a word with the question and scoring at
        least half the best BM25 score of the pool (so a passage the words barely touch is
        never quoted on its meaning alone); the best passage of the first-ranked Article gains
        ``LEAD_HIT`` first ranks (the Article ranking reads more than one passage can: titles, the
        dimension and Part asked, a requirement before its Note), unless the ranking tied its first
        two; then the one that holds what was asked leads (``compose.lead_first``: a quantity of
        the kind asked for, a rule before its exception). A question of several parts (``parts``, else ``compose.question_parts``)
        is answered part by part, each under its own line, its lead first.

        Declines when nothing matches, and, with the local dense model, when the question's
        support (``abstain``: the best Sentence cosine and the best BM25 score of a passage it
        would quote) is below the calibrated threshold: BM25 always finds some shared word
        ("height" of a fence), so only the two together tell that the Code is about something
        else. Declines too, saying why, a question asking a price of a Code stating no amount of money,
        how often when no passage found states an interval, or a figure in a unit (or of a measure) the
        Code states none of (``compose.asked_measures``: "what ACH50", "the maximum SHGC"; of a question of
        several parts, that part says so and the others are answered). The declining answer names the
        nearest clauses it found.

        ``targets``: the clauses the question names by number (``Engine.named``). The Sentence
        named (or, for an Article or Note, its passage that best matches the rest of the
        question, else its first) leads the answer, and the question is never declined."""
        if not hits and not targets:
            return Extract(NO_ANSWER_OFFLINE, [], True, [])
        parts = parts or answer_parts(question)
        ranked = [(rank, p) for rank, h in enumerate(hits[:best_hits]) for p in h.passages]
        order, bm25 = self.passage_scores(question, [p for _, p in ranked], cosine)
        # asked which objectives a clause it names is attributed, the Table attributing them leads, by that clause's rows
        attributed = {p.id: rows for p, rows in self.attributions_asked(self.read(question))} if targets else {}
        lead = [self.passages[pid] for pid in attributed] + self._lead(question, targets, cosine)
        # asked whether the Code applies to something, the passage of its Articles on that which best
        # matches the question leads ("This Code does not apply to farm buildings")
        scope = [] if targets else self.scope_first(self.read(question), hits)
        if not targets:
            # asked what a term the Code defines means, its definition answers first (the Sentences
            # that use the term share the question's words, "crawl space shall be considered ...")
            # (or the passage of a Note saying what a term it does not define is)
            definitions = self.read(question).definitions
            lead = [p for c in definitions if c.kind != "note" for p in c.passages
                    if p.anchor.startswith("term-")][:2] or [p for c in definitions for p in c.passages
                                                             if self.describes(p)][:1] \
                or self._undefined_lead(question, hits) or self._waiver_lead(question, hits) \
                or self._note_titled_lead(question, hits, cosine) \
                or self.with_exceptions_asked(question, self._lead(question, self._scope_lead(question, scope), cosine))
        # a question naming a clause, asking what a defined term means, whether the Code applies or what ways there are
        # to comply (the Article listing them first), is answered by it, never declined; so is one telling that the
        # word it asks of is not defined (the Code says what such a word means: ``undefined_first``); any other may be
        open_question = not targets and not self.read(question).definitions and not scope and not \
            self.asks_undefined(question) and not self.ways_first(question, hits)
        # one asking a price, of a Code that states none, is declined (with the local model or without
        # it: no Sentence can hold the answer however near its words come); so is one asking how often
        # something is done when no passage found states an interval (the battery's "9 days" of a smoke
        # alarm is no replacement interval: a figure of another time would mislead)
        if open_question and asks_money(question) and not self._states_money:
            return self._decline(hits, reason="It states no amount of money.")
        if open_question and asks_brand(question) and not self._names_brands:
            return self._decline(hits, reason="It names no brand or maker of a product, only the requirements "
                                              "(and the standards) a product has to meet.")
        # of a question of several parts, only the later ones asking how often say so ("what lateral force ..., and
        # how often do the partitions have to be braced?": the force is answered); one that asks it first asks it
        # whole, what follows going into it ("How often do smoke alarms have to be replaced? Is there a 10-year rule?")
        often: list[str] = []
        if open_question and asks_frequency(question):
            often = [part for part in parts if asks_frequency(part)]
            if not often or often[0] == parts[0]:
                often = list(parts)  # asked first, or by no one part alone: the whole question asks it
        if often and any(FREQUENCY_IN_TEXT.search(p.text) for _, p in ranked):
            often = []  # a passage found states an interval: every part is answered
        if often and len(often) == len(parts):
            return self._decline(hits, reason="None of the Sentences nearest the question states how often.")
        # one asking a figure in a unit the Code states none in ("what CO2 setpoint in ppm", "what ACH50"), nor its
        # metric equivalent, or of a measure it gives no figure of ("the maximum SHGC"), is declined, saying so;
        # of a question of several parts, that part is. So is one also read as asking the Code's scope ("what
        # ACH50 must a building reach to comply with the NECB"): no Article on its scope gives the figure
        figure_open = not targets and not self.read(question).definitions
        support = None  # the calibrated probability that the Code answers, where it was measured
        evidence: Evidence | None = None
        # asked a size, a height, a spacing ... of a thing the Code never names ("how tall must the fence around a pool
        # be": it has guards, never fences), the part says the Code states none when the calibrated support falls below
        # ``unnamed_support`` (a lay word the support finds answered, "how thick must the drywall be", is answered)
        # (of a question of several parts, by that part's own support: "..., and how high must the guard on my deck
        # be?" is answered, the whole question's support with it)
        bar = self.config.retrieval.unnamed_support
        unmeasured = {part: self.unmeasured(part) for part in parts} if figure_open and open_question else {}
        bars = (bar,) if len(parts) == 1 and any(unmeasured.values()) else ()
        passages = [p for _, p in ranked]
        if open_question and closest is not None:
            evidence = self.evidence(question, hits, passages, bm25, closest, cosine, order, matched=False)
            # the one measure that runs the model again, when it decides (to decline, or to hedge)
            if not settled(evidence, self.config, bars):
                evidence = replace(evidence, matched=self.matched_share(question, passages, cosine, order))
        unmeasured = {part: things for part, things in unmeasured.items() if things and evidence is not None and (
            evidence.support if len(parts) == 1 else self._part_support(part, hits, passages)) < bar}
        unstated = {part: [m for m in asked_measures(part) if not self.states_measure(m)]
                    + [f"number of {things}: it never names them" for things in self.uncounted(part)]
                    + [f"{measure} of {things} ({'a word' if len(words) == 1 else 'words'} it never uses)"
                       for measure, things, words in unmeasured.get(part, ())]
                    + (["interval: none of the Sentences nearest the question states how often"]
                       if part in often else [])
                    for part in parts}
        if figure_open and all(unstated.values()):
            return self._decline(hits, evidence.support if evidence else None,
                                 reason=self._unstated(unstated[parts[0]], "It"))
        if evidence is not None:
            if declines(evidence, self.config):
                return self._decline(hits, evidence.support)
            support = evidence.support
        whole_order, whole_bm25 = order, bm25
        asked = self.asked_parts(self.read(question), hits)
        # the ranking put one Article first, not two tied (equal fused scores: it has no opinion which)
        decided = len(hits) < 2 or hits[0].score != hits[1].score
        answered: list[tuple[str, list[Passage]]] = []
        owners = {p.id: self.lead_part(parts, p) for p in lead}
        sections = [] if targets else self.named_sections(question)
        # the Table of documents referenced -> its rows the quotes name (and a Table of attributions, its rows asked)
        documents: dict[str, list[int]] = dict(attributed)
        # a performance path's passage answers no question not asking of modelling (asked a combination boiler's
        # efficiency, the reference plant's 80% led), nor one of a Subsection parallel to the first-ranked Article's
        # that the question does not ask of (asked of the proposed building's model, the reference building's plant
        # led): they come after the others and state no figure asked; not the first-ranked Article's own (the
        # ranking read the question as asking of it all the same)
        off_path = (self.off_path(question) | self.unasked_parallels(question, hits)) - {h.clause_id
                                                                                         for h in hits[:1]}
        for i, part in enumerate(parts):
            words = scoring_text(parts, i)
            part_order, part_bm25 = whole_order, whole_bm25
            if len(parts) > 1:
                # the part's own match, fused by reciprocal rank with the whole question's (which knows
                # what "it" and "they" are, and what the parts share)
                part_cosine = self.query_cosine(words) if cosine is not None else None
                own, part_bm25 = self.passage_scores(words, [p for _, p in ranked], part_cosine)
                index = np.arange(len(ranked))
                part_order = (1.0 / (PASSAGE_RRF_K + _ranks(np.asarray(own, float), index))
                              + 1.0 / (PASSAGE_RRF_K + _ranks(np.asarray(whole_order, float), index)))
            order, bm25 = part_order, part_bm25
            if figure_open and unstated[part]:
                answered.append((part, []))  # said in the answer: the Code states no figure in the unit asked
                continue
            pool = [(float(o), float(b), rank, p) for o, b, (rank, p) in zip(order, bm25, ranked)]
            pool = [x for x in pool if x[1] > 0]
            # the named clauses (the definitions asked) lead the part that names (asks) them, else the first
            first = [p for p in lead if owners[p.id] == i]
            best = max((x[1] for x in pool), default=0.0)
            firsts = [j for j, x in enumerate(pool) if x[2] == 0]
            j = max(firsts, key=lambda j: pool[j][0]) if firsts else None
            # (asked how a requirement is read, no figure is asked: the first Article's or Note's best passage leads as
            # it would for a method asked)
            kinds = figure_kinds(words)
            # the passages matching the question well enough to be quoted: a Sentence states the kind asked by a
            # Table it names only when that Table is one of them
            near = {x[3].id for x in pool if x[1] >= 0.5 * best}
            if LEAD_TABLES and i == 0 and j is not None and decided:
                # the first Article's best passage states the figure by a Table it names wherever that Table is (the
                # ranking chose its Article: "the values in Table 3.2.3.1." for a roof below ground), when the Table
                # matches the question as well as the passages quoted do
                scores = self.passage_bm25(words)
                near |= {t for t in self._tables_named(pool[j][3]) if scores[self._index_of[t]] >= 0.5 * best}
            led = None  # the first Article's best passage, when it is offered as the lead
            if LEAD_HIT and i == 0 and j is not None and decided and (not kinds or self.states_kind(pool[j][3], kinds, near)):
                # the Article ranked first (by all the ranking reads: titles, the dimension and Part asked,
                # a requirement before its Note) offers its best passage as the lead, when it states the
                # kind of figure asked; another Article's passage leads only by outscoring it by more than
                # that. The first part only: a later part asks about something else ("..., and how
                # airtight must doors be?"), which the whole question's first Article is not about
                scale = 1.0 / (PASSAGE_RRF_K + 1) if cosine is not None and self.local is not None \
                    else max(x[0] for x in pool)
                pool[j] = (pool[j][0] + LEAD_HIT * scale, *pool[j][1:])
                led = None if targets else pool[j][3]  # (a clause named ranks first by its number, not its words)
            pool.sort(key=lambda x: (-x[0], x[2]))
            if i == 0 and any(_clause_part(x[3].clause_id) in asked for x in pool):
                # a question naming its Part ("Part 9 dwelling - smoke alarm battery backup"), or telling of a
                # building ("a 5-storey office"), is answered from the Parts it is asked of first
                pool.sort(key=lambda x: _clause_part(x[3].clause_id) not in asked)
            if sections and any(_in_sections(x[3].clause_id, sections) for x in pool):
                # so is one naming a Section or Subsection ("the simple trade-off in 3.3.3"), every part of it
                # ("... and can I use that method for an addition?")
                pool.sort(key=lambda x: not _in_sections(x[3].clause_id, sections))
            taken = {p.id for _, ps in answered for p in ps} | {p.id for p in first}
            # (the lead offered is quoted though its words match less than half as well as another passage's: asked
            # the reference water heater's efficiency, the Sentence setting it shares fewer words than those naming
            # the trade-off path, and went unquoted)
            quotable = [x[3] for x in pool if x[1] >= 0.5 * best or x[3] is led]
            quotable.sort(key=lambda p: p.clause_id in off_path)
            rest = [p for p in lead_first(words, quotable, states=lambda p, kinds: p.clause_id not in off_path
                                          and self.states_kind(p, kinds, near)) if p.id not in taken]
            if hits and hits[0].chunk.kind == "note" and (_EXPLAINS.search(words) or asks_advice(words)):
                # asked why (or for an example, or for advice), and a Note ranks first: its best paragraph
                # leads (a plain-worded reason may share fewer of the question's words than half the best)
                reason = [x[3] for x in pool if x[3].clause_id == hits[0].clause_id and x[3].id not in taken][:1]
                rest = reason + [p for p in rest if p not in reason]
            chosen = (first + rest)[:max(most if len(parts) == 1 else 1, len(first))]
            chosen = self.answering(words, chosen, len(first))
            chosen = self.with_referred(chosen, documents, taken, kinds, near)
            if chosen:
                answered.append((part, chosen))
        if not any(chosen for _, chosen in answered):
            return self._decline(hits, support)
        hedged = hedges(evidence, self.config)
        text = (OFFLINE_HEDGE if hedged else OFFLINE_LEAD) + "\n\n"
        citations = []
        quoted_ids = [p.clause_id for _, ps in answered for p in ps]
        numbers = [c.partition("-")[2] for c in quoted_ids]
        asked_spans = []
        for part, chosen in answered:
            if len(answered) > 1:
                asked_spans.append((len(text), len(text) + len(part)))
                text += f"{part}\n"
            if not chosen:
                text += f"{self._unstated(unstated[part])}\n\n"
            for p in chosen:
                # the same number in two Divisions (1.4.1.2.: A and B) says which is which
                number = p.clause_id.partition("-")[2]
                twice = len({c for c, n in zip(quoted_ids, numbers) if n == number}) > 1
                division = f"Division {p.clause_id[0]}, " if twice else ""
                prefix = f"{division}{p.name}{'' if not p.name.startswith('Note') else ', ' + p.anchor.replace('p', 'paragraph ')}: \u201c"
                text += prefix
                start = len(text)
                # a long Table by the rows asked about (its title and headers kept, the gaps marked), its
                # citation's link highlighting those rows
                rows = []
                if p.id in documents:
                    rows = documents[p.id]
                    quoted = rows_excerpt(p.text, rows)
                elif p.anchor.startswith("table-"):
                    terms = self.content_terms(part)
                    quoted, rows = table_excerpt(p.text, terms), asked_rows(p.text, terms)
                else:
                    # asked what some abbreviations stand for, their list by those entries ("SL ... standby losses")
                    quoted = list_excerpt(p.text, self.abbreviations_typed(part)) or p.text
                text += quoted
                citations.append({"start": start, "end": len(text), "text": quoted, "sources": [p.id]})
                if rows:
                    citations[-1]["anchors"] = {p.id: [f"{p.anchor}-r{k}" for k in rows]}
                text += "\u201d\n\n"
        return Extract(text.rstrip() + "\n", citations, False, [], support, hedged, asked_spans)

    def uncounted(self, part: str) -> list[str]:
        """The things ``part`` asks how many of (``compose.counted``) that the Code never names, so that no
        Sentence of it can say how many there must be ("how many water closets" of an energy code): the last
        word (after the speller) is none of the Code's words, nor the end of one ("soil test holes": it has
        boreholes), nor a lay word for a term it defines (``lay_terms``)."""
        if not counted(part):  # most questions ask how many of nothing: no spelling to correct
            return []
        text = self.bm25.index.speller.correct(part)
        return [things for things in counted(text) if self._unnamed(text, things)]

    def unmeasured(self, part: str) -> list[tuple[str, str, list[str]]]:
        """What ``part`` asks a size, a height, a spacing ... of (``compose.measured_things``: "how tall does the fence
        around a pool have to be") that the Code never names, as ``uncounted`` tells (a word in capitals aside: an
        abbreviation, "AFF"): each (the measure, the thing, its words the Code never uses)."""
        if not measured_things(part):
            return []
        text = self.bm25.index.speller.correct(part)
        return [(measure, things, unnamed) for measure, things in measured_things(text)
                for unnamed in [self._unnamed(text, things, acronyms=False)] if unnamed]

    def _unnamed(self, text: str, things: str, acronyms: bool = True) -> list[str]:
        """The words of ``things`` (asked of in ``text``) the Code never names: the thing's own word, or a word naming
        its kind ("bicycle parking spaces": the Code has spaces and parking, never bicycles), unknown to the Code
        (the last not the end of one of its words) and to its lay terms; none when one is read as a lay term. Words in
        capitals count only with ``acronyms``."""
        words = [w.strip("'").lower() for w in things.split() if acronyms or not w.isupper()]
        unnamed = [w for w in words if self._unknown(w) is True and (w != words[-1] or not self._ends_word(w))]
        if unnamed and self.lay_terms is not None and any(w in run.lower().split() for w in unnamed
                                                          for run, _ in self.lay_terms.readings(text, self._unknown)):
            return []
        return unnamed

    def _ends_word(self, word: str) -> bool:
        """Whether a word of the Code ends with ``word`` or its singular after a word of three letters or more
        ("holes": "boreholes"; not "stalls": "installs")."""
        stems = {word, word[:-1]} if word.endswith("s") else {word}
        return any(w.endswith(stem) and len(w) - len(stem) >= 3 for w in self._surface_words for stem in stems)

    @cached_property
    def _surface_words(self) -> frozenset[str]:
        """Every word of the Code's passages as written, in lower case."""
        return frozenset(w for p in self.passage_list for w in re.findall(r"[a-z]+", p.text.lower()))

    def states_measure(self, measure: str) -> bool:
        """Whether the Code states a figure in ``measure`` (``compose.MEASURES``, ``NAMED_MEASURES``):
        searched the first time a question asks it, not at start-up (one search of every passage)."""
        if measure not in self._measures_searched:
            self._measures_searched[measure] = bool(measures_stated((p.text for p in self.passage_list), {measure}))
        return self._measures_searched[measure]

    @cached_property
    def _measures_searched(self) -> dict[str, bool]:
        return {}

    @staticmethod
    def _unstated(measures: list[str], subject: str = "The Code") -> str:
        return f"{subject} states no {' and no '.join(measures)}."

    @cached_property
    def _states_money(self) -> bool:
        """Whether any passage of the Code states an amount of money (``compose.MONEY_IN_TEXT``)."""
        return any(MONEY_IN_TEXT.search(p.text) for p in self.passage_list)

    @cached_property
    def _names_brands(self) -> bool:
        """Whether any passage of the Code names a brand (``compose.BRAND_IN_TEXT``)."""
        return any(BRAND_IN_TEXT.search(p.text) for p in self.passage_list)

    @property
    def _term_df(self) -> dict[str, int]:
        """Stemmed word -> the number of passages (with their titles) that hold it."""
        return self.passage_index.document_frequency

    def _passage_terms(self, passage_id: str) -> frozenset[str]:
        """The stemmed words of a passage with its titles (none for one not indexed)."""
        at = self._index_of.get(passage_id)
        return self.passage_index.terms(at) if at is not None else frozenset()

    def content_terms(self, question: str) -> dict[str, float]:
        """The question's content words as the Code's stems, each with its IDF over the passages
        (times the Speller's weight for a word standing in for a misspelt one); numbers left out
        (the Code's values of imperial quantities are matched apart)."""
        searched = self.read(question).text
        pairs = self.passage_index.tokens(searched)
        n = len(self.passage_list)
        out: dict[str, float] = {}
        for t, w in pairs:
            if t.isdigit():
                continue
            df = self._term_df.get(t, 0)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            out[t] = max(out.get(t, 0.0), w * idf)
        return out

    def evidence(self, question: str, hits: list[Hit], passages: list[Passage], bm25: np.ndarray,
                 closest: float, cosine: np.ndarray | None, order: np.ndarray | None = None,
                 matched: bool = True) -> Evidence:
        """What the decision to decline rests on (``qa.abstain``): ``passages`` are those the answer
        would quote from (the best hits'), ``bm25`` their BM25 scores, ``order`` the scores the
        answer ranks them by (``passage_scores``; computed when not given), ``hits`` the ranking.
        ``matched`` False: without that measure (left 1.0; ``matched_share`` measures it)."""
        terms = self.content_terms(question)
        total = sum(terms.values())
        coverage, unknown = 1.0, 0.0
        if total > 0:
            held = [sum(v for t, v in terms.items() if t in self._passage_terms(p.id)) for p in passages]
            coverage = max(held, default=0.0) / total
            unknown = sum(v for t, v in terms.items() if t not in self._term_df) / total
        dense = self.local.name if self.local is not None else "dense"
        by_bm25 = {h.clause_id for h in hits if h.ranks.get("bm25", 99) <= 3}
        by_dense = {h.clause_id for h in hits if h.ranks.get(dense, 99) <= 3}
        agree = len(by_bm25 & by_dense) / 3
        margin = 0.0
        if cosine is not None and len(cosine) >= 10:
            margin = float(cosine.max() - np.partition(cosine, -10)[-10])
        share = self.matched_share(question, passages, cosine, order) if matched else 1.0
        return Evidence(closest, float(bm25.max()) if len(bm25) else 0.0, coverage, unknown, agree, margin, share)

    def _part_support(self, part: str, hits: list[Hit], passages: list[Passage]) -> float:
        """The calibrated support of one part of a question (``evidence`` by that part's own words, over the passages
        the whole question's answer would quote from)."""
        cosine = self.query_cosine(part)
        order, bm25 = self.passage_scores(part, passages, cosine)
        closest = float(cosine.max()) if cosine is not None and len(cosine) else 0.0
        return self.evidence(part, hits, passages, np.asarray(bm25, float), closest, cosine, order).support

    def matched_share(self, question: str, passages: list[Passage], cosine: np.ndarray | None,
                      order: np.ndarray | None = None) -> float:
        """abstain's ``matched``: the question's words found by meaning in the best of the
        ``MATCHED_PASSAGES`` passages the answer would quote first (``qa.matching``; 1.0 without
        the local model). A long Table is read as the answer quotes it (``table_excerpt``: its title,
        headers and the rows asked), not by its first window: asked the minimum efficiency of a
        gas-fired boiler, Table 5.2.12.1.'s first 256 tokens are air conditioners, and the question
        read against them was hedged ("may not answer this as asked") above the very row."""
        if self.local is None or not passages:
            return 1.0
        from . import local_dense, matching

        if order is None:
            order, _ = self.passage_scores(question, passages, cosine)
        best = [passages[i] for i in np.argsort(-np.asarray(order, dtype=float), kind="stable")[:MATCHED_PASSAGES]]
        if any(p.anchor.startswith("table-") for p in best):
            terms = self.content_terms(question)
            best = [replace(p, text=table_excerpt(p.text, terms)) if p.anchor.startswith("table-") else p for p in best]
        return matching.matched(local_dense.model(), self.read(question).text, best,
                                matching.idf_of(self._term_df, len(self.passage_list)))

    def _decline(self, hits: list[Hit], support: float | None = None, most: int = 3, reason: str = "") -> "Extract":
        """The declining answer: it says so plainly (and why, when ``reason`` tells) and names the nearest
        clauses it found."""
        nearest: list[dict] = []
        for h in hits:
            if h.clause_id not in {n["id"] for n in nearest}:
                j = self._hit_json(h)
                nearest.append({"id": j["id"], "label": j["label"], "url": j["url"]})
            if len(nearest) == most:
                break
        said = f"{NO_ANSWER_OFFLINE} {reason}".strip()
        if not nearest:
            return Extract(said, [], True, [], support)
        return Extract(said + "\n\nThe nearest clauses it has:\n" + "".join(
            f"- {n['label']}\n" for n in nearest), [], True, nearest, support)


@dataclass(frozen=True)
class Extract:
    """The offline answer: its text, its citations (``{start, end, text, sources}``), whether it
    declines, and then the nearest clauses found (``{id, label, url}``); the calibrated support
    it rests on, and whether it is hedged."""

    text: str
    citations: list[dict]
    declined: bool
    nearest: list[dict]
    support: float | None = None  # the calibrated probability that the Code answers (None: not measured)
    hedged: bool = False  # answered, but led by "the Code may not answer this as asked" (``hedge_support``)
    # where the answer repeats the question's parts, each above its answer: the asker's words, not a claim the
    # grounding check verifies ("a rooftop unit weighs 2,000 lb": no cited Sentence holds 2,000)
    asked_spans: list[tuple[int, int]] = field(default_factory=list)


_READ_AS = {"shorthand": "read as {read} (shorthand)", "spelling": "read as {read} (spelling)",
            "compound": "read as {read}", "abbreviation": "read as {read} (the Code's abbreviation)",
            "initials": "read as {read} (the Code's words with those initials)",
            "example": "searched with {read} too (the defined term naming it)",
            "term": "searched with {read} too (the defined term nearest in meaning)",
            "section": "read as {read}: its Articles first"}


def reading_shown(how: str, typed: str, read: str) -> str:
    """One reading of ``Engine.readings`` as the answer shows it: "ht read as height (shorthand)"."""
    return f"{typed} " + _READ_AS[how].format(read=read)


def declined_text(text: str) -> bool:
    """Whether an answer says the Code (or the excerpts) does not answer."""
    t = text.strip().lower()
    return any(x.rstrip(".").lower() in t for x in (NO_ANSWER, NO_ANSWER_OFFLINE))


class ProgressBar:
    """Long work as one progress bar on stderr (tqdm: count, rate, ETA), used as ``progress(done,
    total)``; nothing until there is work to do. On a terminal only: when stderr is not one (a log
    file, a pipe, the tests) the bar is off and ``log`` gets one line before and one after.
    Without ``log`` (a library call) it is silent."""

    def __init__(self, desc: str, unit: str, log: Callable[[str], None] | None, start: str = ""):
        self.desc, self.unit, self.log, self.start = desc, unit, log, start
        self.bar = None
        self.began = None
        self.first = 0

    def __enter__(self) -> "ProgressBar":
        return self

    def __call__(self, done: int, total: int) -> None:
        if self.log is None or (self.began is None and done >= total):
            return
        if self.began is None:
            import sys

            from tqdm import tqdm

            self.began, self.first = time.perf_counter(), done
            # disable=None: off when stderr is not a terminal
            self.bar = tqdm(total=total, initial=done, desc=self.desc, unit=f" {self.unit}", file=sys.stderr,
                            disable=None, dynamic_ncols=True, mininterval=0.5, smoothing=0.1)
            if self.bar.disable and self.start:
                self.log(self.start.format(todo=total - done, total=total))
        self.bar.n = done
        self.bar.refresh() if done >= total else self.bar.update(0)

    def __exit__(self, *exc) -> None:
        if self.bar is None:
            return
        disabled = self.bar.disable
        n = self.bar.n - self.first
        self.bar.close()
        if disabled and exc[0] is None:
            seconds = time.perf_counter() - self.began
            self.log(f"{self.desc}: {n} {self.unit} in {seconds:.1f} s ({n / max(seconds, 1e-9):.0f}/s)")


def incomplete(finish_reason: str | None, error: str | None = None) -> dict | None:
    """``{finish_reason, message}`` when Cohere cut the answer short, else None."""
    from .cohere_client import incomplete_reason

    why = incomplete_reason(finish_reason)
    if why is None:
        return None
    message = f"The answer is incomplete: {why} (finish reason {finish_reason})."
    return {"finish_reason": finish_reason, "message": message + (f" Cohere says: {error}" if error else "")}


def _ranks(scores: np.ndarray, index: np.ndarray) -> np.ndarray:
    """The 1-based rank among all ``scores`` (best first) of the scores at ``index``; equal
    scores share the better rank. Counting beats sorting: only a few dozen are asked for."""
    return (scores[None, :] > scores[index][:, None]).sum(axis=1) + 1.0


def engine_for(config: Config, tree: ClauseTree, offline: bool = False, pdf: Path | None = None,
               vectors_dir: Path | None = None, timeout: float = 30.0) -> Engine:
    """The Cohere engine when a key is set (and ``offline`` is not asked for), else the offline one."""
    from .cohere_client import api_key_from_env

    from ..store import open_store

    store = open_store(config)
    key = None if offline else api_key_from_env()
    if key is None:
        from .local_dense import vectors_dir

        return Engine.build(tree, config, local_dir=vectors_dir(config, pdf), log=_log, store=store, pdf=pdf)
    from .cohere_client import CohereClient

    client = CohereClient(key, config.models, timeout=timeout, rate_limit_wait=config.cohere.rate_limit_wait)
    return Engine.build(tree, config, client=client, vectors_dir=vectors_dir or default_vectors_dir(config, pdf),
                        store=store, pdf=pdf)


def _log(message: str) -> None:
    import sys

    print(message, file=sys.stderr, flush=True)


def site_url(config: Config) -> str:
    """Where the site the citations open is served: ``[site] url``, else the local ``serve`` address."""
    if config.site.url:
        return config.site.url if config.site.url.endswith("/") else config.site.url + "/"
    host = config.serve.host if config.serve.host not in ("0.0.0.0", "::", "") else "127.0.0.1"
    host = f"[{host}]" if ":" in host else host
    return f"http://{host}:{config.serve.port}/"


def link(url: str, site: str | None, text: str | None = None, terminal: bool = False) -> str:
    """A citation's page as a link a terminal can open: the site path joined to ``site`` (the
    configured site URL), as an OSC 8 hyperlink on a terminal (the text shown is the address),
    the plain address otherwise; the path alone without ``site``."""
    from urllib.parse import urljoin

    address = urljoin(site, url) if site else url
    shown = text or address
    if terminal and site:
        return f"\033]8;;{address}\033\\{shown}\033]8;;\033\\"
    return shown


def answer_text(answer: dict, show_hits: bool = False, site: str | None = None, terminal: bool = False) -> str:
    """The answer as the CLI prints it: text, flagged quantities, one label per cited clause with
    its link (``site``: the site URL the links open; ``terminal``: OSC 8 hyperlinks), the nearest
    clauses of a declining answer, hits."""
    lines = [answer["answer"].rstrip(), ""]
    if answer.get("incomplete"):
        lines += [f"!! {answer['incomplete']['message']}", ""]
    problems = answer.get("citation_problems") or []
    dropped = [p for p in problems if "dropped" in p["problem"]]
    if dropped:
        lines += [f"!! {len(dropped)} citation{'s' if len(dropped) > 1 else ''} dropped: the cited text is not in "
                  f"the answer (" + "; ".join(f"\u201c{p['text'][:60]}\u201d" for p in dropped) + ")", ""]
    if answer["unverified_quantities"]:
        flagged = ", ".join(q["text"] for q in answer["unverified_quantities"])
        lines += [f"!! Not found in the cited Sentences: {flagged}", ""]
    if answer.get("conversions"):
        lines += ["Your units in the Code's: " + "; ".join(answer["conversions"]), ""]
    if answer.get("in_your_units"):
        lines += ["The Code's figures in your units: " + "; ".join(answer["in_your_units"]), ""]
    if answer.get("worked_out"):
        lines += ["Worked out: " + "; ".join(answer["worked_out"]), ""]
    if answer.get("readings"):
        lines += ["Your words as searched: " + "; ".join(r["shown"] for r in answer["readings"]), ""]
    lines.append("--- Citations ---")
    seen = {}
    for c in answer["citations"]:
        for src in c["sources"]:
            label = src["label"] + (f" (as amended {src['amended']})" if src.get("amended") else "")
            seen.setdefault(label, src["url"])
    lines += [f"{label}  {link(url, site, terminal=terminal)}" for label, url in seen.items()] or ["(none)"]
    if answer.get("nearest"):
        lines += ["", "--- Nearest clauses (they do not answer it) ---"]
        lines += [f"{n['label']}  {link(n['url'], site, terminal=terminal)}" for n in answer["nearest"]]
    if show_hits:
        lines += ["", "--- Hits ---"]
        for h in answer["hits"]:
            if h.get("fused_rank"):
                first = f"fused {h['fused_rank']} (bm25 {h['bm25_rank'] or '-'}, dense {h['dense_rank'] or '-'})"
            else:
                first = f"dense {h['dense_rank']}" if h["dense_rank"] else f"bm25 {h['bm25_rank']}"
            if not (h.get("fused_rank") or h["dense_rank"] or h["bm25_rank"]):
                first = "-"
            if h.get("definition_rank"):
                first = f"the definition asked for, {first}"
            if h.get("clause_rank"):
                first = f"named in the question, {first}"
            rr = f", reranked {h['rerank_rank']}" if h["rerank_rank"] else ""
            lines.append(f"{first}{rr}  {h['score']:.3f}  {h['label']}  {link(h['url'], site, terminal=terminal)}")
    t = answer["timings_ms"]
    stages = ", ".join(f"{k} {v:.1f} ms" for k, v in t.items() if k not in ("total", "proxy"))
    models = ", ".join(f"{k} {v}" for k, v in answer["models"].items() if v)
    lines += ["", f"[{answer['backend']}: {stages}; total {t['total']:.1f} ms; {models}]"]
    return "\n".join(lines)
