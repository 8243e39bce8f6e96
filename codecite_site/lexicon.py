"""General English words, for the decisions a document's own words cannot settle.

A hyphen at a line end is kept only where it is a real one (``fuel-fired``,
``fire-resistance``). The parser first asks the document itself (has it printed
the word whole, or hyphenated mid-line?); an excerpt of a few pages often has
no such evidence. Then both halves being English words says "a compound", and
a half that is no word ("con-" / "struction") says "a word broken at a line
end". The words come from the WordPiece vocabulary of the local model's
tokenizer (all-MiniLM-L6-v2, Apache-2.0), already shipped in ``qa/data``.
"""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path

_TOKENIZER = Path(__file__).parent / "qa" / "data" / "all-MiniLM-L6-v2.tokenizer.json.gz"
# word pieces that are tokens of their own in the vocabulary but, after a line-end hyphen,
# are the end of a broken word, not a word
_ENDINGS = frozenset("""
ing ings ed er ers es ly al als tion tions sion sions ment ments ness able ible ity ive ives ous ure ures
ance ence ant ants ent ents ist ists ism ize ise ized ised ated ation ations ful less ial ical ally ward wards
""".split())


@cache
def words() -> frozenset[str]:
    try:
        vocab = json.loads(gzip.open(_TOKENIZER).read())["model"]["vocab"]
    except (OSError, ValueError, KeyError):
        return frozenset()
    return frozenset(w for w in vocab if w.isalpha() and w.islower() and len(w) >= 2)


def is_word(word: str) -> bool:
    """A whole English word (lower case), not a word ending such as ``ing`` or ``tion``."""
    w = word.lower()
    return w not in _ENDINGS and w in words()
