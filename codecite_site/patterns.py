"""Every clause-number and reference pattern, built from small named pieces.

The Code numbers everything with full stops (``9.8.8.3.``), Sentences with
``(2)``, Clauses with ``(b)`` and Subclauses with ``(ii)``. Stages import the
compiled patterns from here instead of writing their own.
"""

from __future__ import annotations

import re

# --- named pieces ------------------------------------------------------------
DIVISION = r"[ABC]"
N = r"\d{1,2}"
PART = N
SECTION = rf"{N}\.{N}\."
SUBSECTION = rf"{N}\.{N}\.{N}\."
ARTICLE = rf"{N}\.{N}\.{N}\.{N}\."
SENTENCE = r"\(\d{1,2}\)"
CLAUSE = r"\([a-z]\)"
ROMAN = r"(?:i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii)"
SUBCLAUSE = rf"\({ROMAN}\)"
# a table or figure number: an Article number, optionally with a letter suffix
# "5.3.2.8.-A" .. "5.3.2.8.-AA"; the 2010-2011 editions print "4.2.3.1.A."
TABLE_NUMBER = rf"{ARTICLE}(?:-[A-Z]{{1,2}}|[A-Z]{{1,2}}\.)?"
# any clause number with optional Sentence/Clause/Subclause suffixes
CLAUSE_NUMBER = rf"{N}\.{N}\.(?:{N}\.(?:{N}\.)?)?(?:{SENTENCE}(?:{CLAUSE}(?:{SUBCLAUSE})?)?)?"
# "A-9.8.8.3.", "A-9.8.8.5.(1) and (3)", "A-4.1.7.5.(9) and 4.1.7.7.(2)", "A-2.3.4."
NOTE_TARGET = rf"(?:{ARTICLE}|{SUBSECTION})(?:{SENTENCE}(?:{CLAUSE}(?:{SUBCLAUSE})?)?)?"
# a Note may explain a Table: "A-Table 3.2.2.2.", "A-Table 4.3.2.7.-B"
NOTE_SUBJECT = rf"(?:Table {TABLE_NUMBER}|{NOTE_TARGET})"
# lists: "A-9.8.8.5.(1) and (3)", "A-5.2.2.5.(2), 5.2.5.3.(8) and 6.2.3.1.(6)"
NOTE_NUMBER = rf"A-{NOTE_SUBJECT}(?:(?:,| and) (?:{SENTENCE}|{NOTE_SUBJECT}))*"

# --- cross-references (used by refs.py) ---------------------------------------
# the words that open a reference, singular; a trailing "s" makes a list
REF_KIND = r"Article|Sentence|Subclause|Clause|Subsection|Section|Part|Table|Figure|Note"
# a number written relative to the Article it is printed in: "(3)", "(1)(b)", "(2)(a)(ii)", "(c)"
RELATIVE = rf"(?:\((?:\d{{1,2}}|[a-z]|{ROMAN})\)){{1,3}}"
# a figure (or table) printed in a Note: "A-3.4.6.5.", "A-9.9.10.1.(1)(b)", "A-9.10.14.5.-A"
NOTE_FIGURE = rf"A-{NOTE_TARGET}(?:-[A-Z]{{1,2}}|[A-Z]{{1,2}}\.)?"
# the span tables printed with a letter: "Table A-1" (Division B Part 9 in the printed Code)
LETTERED_TABLE = r"[A-Z]-\d{1,2}(?![\d.]\d)"
# the number a reference of each kind may carry; (?!\d) keeps "9.8.8.3.5" from
# matching as "9.8.8.3." and a Part "3.5 m" from matching as Part 3
REF_NUMBER = {
    "Part": rf"{PART}(?![\d.,]\d)(?!\d)",
    "Section": rf"{SECTION}(?!\d)",
    "Subsection": rf"{SUBSECTION}(?!\d)",
    "Article": rf"{ARTICLE}(?!\d)",
    "Sentence": rf"{ARTICLE}{SENTENCE}|{RELATIVE}",
    "Clause": rf"{ARTICLE}{SENTENCE}{CLAUSE}|{RELATIVE}",
    "Subclause": rf"{ARTICLE}{SENTENCE}{CLAUSE}{SUBCLAUSE}|{RELATIVE}",
    "Table": rf"(?:{TABLE_NUMBER}|{NOTE_FIGURE}|{LETTERED_TABLE})(?!\d)",
    "Figure": rf"(?:{TABLE_NUMBER}|{NOTE_FIGURE})(?!\d)",
    # one Note number, up to its own " and ..." (handled as a continuation)
    "Note": rf"A-{NOTE_TARGET}(?!\d)",
}
# what may continue a Note number: "A-9.8.8.5.(1) and (3)", "A-4.1.7.5.(9) and 4.1.7.7.(2)"
NOTE_CONTINUATION = rf"(?:{NOTE_TARGET}|{SENTENCE}(?:{CLAUSE}(?:{SUBCLAUSE})?)?)(?!\d)"
# the words between two numbers of one reference: "(2), (3) and (5)", "(3) to (6)"
REF_JOIN = r",\s+(?:and|or)\s+|,\s+|\s+and\s+|\s+or\s+|\s+to\s+"
REF_DIVISION = rf"\s+of\s+Division\s+({DIVISION})\b"
# a reference into another Code ("Sentence 1.3.3.2.(1) of Division A of the NBC"): not this Code's clause
OTHER_CODE = r"\s+(?:of|in)\s+(?:the\s+)?(?:NBC|NFC|NPC|NECB|NBCC|National\s+[A-Z][a-z]+\s+Code)\b"

# every number a table caption may print: "Table 9.23.6.1.", "Table 5.3.2.8.-AA",
# a Note's "Table A-8.4.3.2.(1)-A", an appendix's "Table C-1"
CAPTION_TABLE = rf"(?:{TABLE_NUMBER}|{NOTE_FIGURE}|{LETTERED_TABLE})"

# the Code's name and edition, as footers and covers print it: "National Building Code of
# Canada 2020", "National Energy Code of Canada for Buildings 2017", "Alberta Building Code 2019"
CODE_NAME = r"((?:National|(?!(?:Amended|Page)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?) [A-Z][a-z]+ Code(?: of Canada)?(?: for [A-Z][a-z]+)? (?:19|20)\d\d)\b"

# --- compiled patterns -------------------------------------------------------
ROMAN_NUMERALS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")

SECTION_RE = re.compile(rf"^{SECTION}$")
SUBSECTION_RE = re.compile(rf"^{SUBSECTION}$")
ARTICLE_RE = re.compile(rf"^{ARTICLE}$")
TABLE_NUMBER_RE = re.compile(rf"^{TABLE_NUMBER}$")
TABLE_CAPTION_RE = re.compile(rf"^Table ({CAPTION_TABLE})( \(Continued\))?$")
NOTE_NUMBER_RE = re.compile(rf"^{NOTE_NUMBER}$")
# a Note number at the start of a line, followed by its title
NOTE_START_RE = re.compile(rf"^({NOTE_NUMBER})\s+(.*)$")

SENTENCE_MARK_RE = re.compile(r"^(\d{1,2})\)$")  # printed "1)" without "("
CLAUSE_MARK_RE = re.compile(r"^([a-z])\)$")
SUBCLAUSE_MARK_RE = re.compile(rf"^({ROMAN})\)$")

# "(See Note A-9.8.8.3.)" at the end of a title or Sentence
SEE_NOTE_RE = re.compile(rf"\s*\(See Note ({NOTE_NUMBER})\)")

# one piece of a Note number: "9.8.8.5.(1)" or a bare "(3)" continuing the previous
NOTE_PIECE_RE = re.compile(rf"({NOTE_TARGET}|{SENTENCE})")
SUFFIX_RE = re.compile(rf"{SENTENCE}|{CLAUSE}|{SUBCLAUSE}")

# references: the kind word, then numbers found one at a time from its end
REF_KIND_RE = re.compile(rf"\b({REF_KIND})(s?)\s+")
REF_NUMBER_RES = {kind: re.compile(rx) for kind, rx in REF_NUMBER.items()}
NOTE_CONTINUATION_RE = re.compile(NOTE_CONTINUATION)
REF_JOIN_RE = re.compile(REF_JOIN)
REF_DIVISION_RE = re.compile(REF_DIVISION)
OTHER_CODE_RE = re.compile(OTHER_CODE)

# table-of-contents and abbreviation lines end in dot leaders and a page label
DOT_LEADER_RE = re.compile(r"\.{4,}\s*[A-Z]?-?\d*-?\d+\s*$|(?:\. ){4,}")
CODE_NAME_RE = re.compile(CODE_NAME)
PAGE_LABEL_RE = re.compile(r"^(?:[A-Z]-)?\d{1,2}-\d{1,3}$|^[A-Z]-\d{1,3}$|^[ivxlc]+$")  # 9-88, A-19 (2010-2011 appendix), xv
# the attribution codes of the Objectives and Functional Statements tables
ATTRIBUTION_RE = re.compile(r"\[F\d{2}-O[A-Z]{1,2}\d")


def split_note_number(number: str) -> list[str]:
    """The clause numbers a Note explains, in full.

    ``A-9.8.8.5.(1) and (3)`` -> ``["9.8.8.5.(1)", "9.8.8.5.(3)"]``;
    ``A-4.1.7.5.(9) and 4.1.7.7.(2)`` -> ``["4.1.7.5.(9)", "4.1.7.7.(2)"]``.
    """
    out: list[str] = []
    base = ""
    for piece in NOTE_PIECE_RE.findall(number[2:]):
        if piece.startswith("("):
            out.append(base + piece)
        else:
            base = piece.split("(", 1)[0]
            out.append(piece)
    return out


def note_place(number: str) -> str:
    """The clause number that places a Note in its Part: ``A-Table 3.2.2.2.`` -> ``3.2.2.2.``."""
    m = NOTE_PIECE_RE.search(number)
    return m.group(1) if m else number[2:]


def split_suffixes(number: str) -> tuple[str, list[str]]:
    """``"9.8.8.1.(4)(b)"`` -> ``("9.8.8.1.", ["4", "b"])``."""
    head, _, tail = number.partition("(")
    tail = "(" + tail if tail else ""
    return head, [s[1:-1] for s in SUFFIX_RE.findall(tail)]
