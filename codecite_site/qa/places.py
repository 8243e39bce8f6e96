"""A Code's data by place: an appendix Table listing places, a row each, asked of by a place's name.

NECB 2017 prints the climatic data of 680 locations in its Table C-1, the NBC in its Table C-2 (on
Appendix C's landscape pages). Such a Table is kept out of the passages the answers search
(``chunks._data_table``: its place names would read as the Code's words) and found instead by a
place its first column lists, named as printed in the question, its accents typed or not, or in
lower case when no English word spells it (``Places``; ``Engine.located``); its columns are asked by
their headings' words or the symbols they print ("Ss").

The Code's other Tables give figures by one of its columns: NECB's thermal Tables by the heating
degree-days of the building's location, in climate zones printed as ranges over its columns
("Zone 4: < 3000", "Zone 7A: 5000 to 5999", "Zone 8: ≥7000"). Asked a place's zone (or a figure
those Tables give), the answer works out which zone the place's value falls in (``Zones``,
``Places.zoned_in``) and what that zone's column gives the rows the question names
(``Engine.worked_out``), shown beside the answer as worked out from the Tables, never as Code text.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..model import ClauseTree
from ..urls import Urls
from .bm25 import fold_accents, rare_in_english, tokenize
from .chunks import Passage, data_table_passages
from .compose import named_rows, table_layout

# a figure told and the words right after it ("roughly 5,700 heating degree-days", "3400 HDD")
FIGURE = re.compile(r"\d[\d,./]*\d|\d")
TOLD_WORDS = re.compile(rf"({FIGURE.pattern})\s*%?\s*((?:[A-Za-z°\-]+\s*){{1,3}})")
# the first column's heading of a Table listing places ("Province and Location")
_PLACE_HEADINGS = frozenset(tokenize("location locations place places municipality city town"))
# words of column headings that name no quantity ("Design Data for Selected Locations", "Below 18°C")
_GENERIC_COLUMNS = frozenset(tokenize("design data selected canada below"))
# a heading naming a class of a figure by its range ("Zone 7A:(2) 5000 to 5999", "Zone 4 < 3000", "Zone 8: ≥7000",
# "Zone 5: 3000 or more"): the class, then the range (a note mark between them)
_ZONE, _ZONE_MARK = r"Zone\s+[0-9][0-9A-Z]*", r"\s*:?\s*(?:\(\d+\))?\s*:?"
_LABEL = re.compile(_ZONE + _ZONE_MARK)  # a label alone, its range below it
_RANGED = re.compile(rf"^(?P<label>{_ZONE}){_ZONE_MARK}\s*(?P<range>[<>≤≥\d].*)$")
_NUMBER = r"\d[\d ,]*\d|\d"
_RANGE = re.compile(rf"^(?:(?P<op>[<>≤≥])\s*(?P<a>{_NUMBER})|(?P<lo>{_NUMBER})\s*to\s*(?P<hi>{_NUMBER})|"
                    rf"(?P<b>{_NUMBER})\s*or\s*(?P<side>more|less))$")


def _plain(text: str) -> str:
    """``text`` as a place name is matched: its accents dropped, its apostrophes straight."""
    return fold_accents(text).replace("\u2019", "'")


def _uncommon(name: str) -> bool:
    """Whether no word of a place's name is an English word of any frequency ("Kelowna", "Thunder Bay" is not)."""
    words = re.findall(r"[a-z]+", _plain(name).lower())
    return bool(words) and all(rare_in_english(w) for w in words)


def _words_of(text: str) -> set[str]:
    """The words of a Table heading that may name what is asked: BM25's, letters only, not ``_GENERIC_COLUMNS``;
    of two letters, only a symbol (``_SYMBOL``: "Ss" and "Sr" of the NBC's ground snow load), not a unit ("mm")."""
    words = {w for w in tokenize(text) if w.isalpha() and len(w) > 2}
    words |= {w for symbol in _SYMBOL.findall(text) for w in tokenize(symbol) if w.isalpha()}
    return words - _GENERIC_COLUMNS


_SYMBOL = re.compile(r"(?<![\w.])[A-Z][a-z](?![\w.])")  # "Ss", "Sr", "Sa" of "Sa(0.2)"


def _header_rows(table) -> list:
    """A Table's heading rows: its first, and those after it whose first cell is empty."""
    rows = list(table.rows[:1])
    for r in table.rows[1:]:
        if r[0].strip():
            break
        rows.append(r)
    return rows


def _number(text: str) -> float | None:
    try:
        return float(re.sub(r"[ ,]", "", text.strip()))
    except ValueError:
        return None


def _bounds(printed: str) -> tuple[float, float, bool, bool] | None:
    """A range as printed -> (low, high, low included, high included); None when it is no range."""
    m = _RANGE.match(printed.strip())
    if m is None:
        return None
    if m.group("op"):
        a = _number(m.group("a"))
        return {"<": (-math.inf, a, False, False), "≤": (-math.inf, a, False, True),
                ">": (a, math.inf, False, False), "≥": (a, math.inf, True, False)}[m.group("op")]
    if m.group("lo"):
        return _number(m.group("lo")), _number(m.group("hi")), True, True
    b = _number(m.group("b"))
    return (b, math.inf, True, False) if m.group("side") == "more" else (-math.inf, b, False, True)


@dataclass(frozen=True)
class Zones:
    """The classes a Code Table's headings print as ranges of one figure (its climate zones by heading
    degree-days), and the words of the headings over them ("Heating Degree-Days of Building Location")."""

    tables: tuple[str, ...]  # the Tables printing them ("3.2.2.2.", "3.2.2.3.", ...)
    # the words of each of the Tables' other heading cells: the figure ranged ("Heating Degree-Days of Building
    # Location"), what is given by class ("Maximum Overall Thermal Transmittance")
    cells: frozenset
    classes: tuple[tuple[str, str, tuple], ...]  # (label, range as printed, bounds) each

    @classmethod
    def of(cls, table) -> "Zones | None":
        classes, cells = [], set()
        header = _header_rows(table)
        ranges = set()  # (row, column) of a range printed under its label, in the heading row below it
        for k, row in enumerate(header):
            for j, cell in enumerate(c.strip() for c in row):
                m = _RANGED.match(cell)
                if m is None and _LABEL.fullmatch(cell) and k + 1 < len(header):
                    # the label and its range in two heading rows ("Zone 4" over "< 3000")
                    m = _RANGED.match(f"{cell} {header[k + 1][j].strip()}")
                    ranges.add((k + 1, j))
                got = _bounds(m.group("range")) if m else None
                if got is not None and not any(label == m.group("label") for label, _, _ in classes):
                    classes.append((m.group("label"), m.group("range").strip(), got))
                elif m is None and (k, j) not in ranges and _words_of(cell):
                    cells.add(frozenset(_words_of(cell)))
        if len(classes) < 2:
            return None
        return cls((table.number,), frozenset(cells), tuple(classes))

    @property
    def words(self) -> set[str]:
        return set().union(*self.cells)

    def given(self, figure: set[str]) -> set[str]:
        """The words of what its Tables give by class: of its heading cells but the one naming the figure ranged
        (holding the words ``figure`` of a place Table's column heading), and of its labels ("zone")."""
        return set().union(*(c for c in self.cells if not figure <= c)) | self.labels

    @property
    def labels(self) -> set[str]:
        """The words of its classes' labels ("zone")."""
        return _words_of(" ".join(label for label, _, _ in self.classes))

    def of_value(self, value: float) -> tuple[str, str] | None:
        """The class whose range holds ``value``: (label, range as printed)."""
        for label, printed, (low, high, with_low, with_high) in self.classes:
            above = value >= low if with_low else value > low
            below = value <= high if with_high else value < high
            if above and below:
                return label, printed
        return None


@dataclass(frozen=True)
class Places:
    """An appendix Table listing places, a row each (NECB 2017's Table C-1: the climatic data of 680 locations),
    kept out of the passages answers search (``chunks._data_table``): found by a place its first column lists,
    named as printed in the question ("Kelowna", "Rankin Inlet" or its other name "Kangiqiniq")."""

    passage: Passage
    names: re.Pattern  # the places its first column lists, accents dropped (``named``)
    # the words asking of it: of its column headings and title (not the place column's), and of the headings of
    # the Code's Tables that give figures by one of its columns ("Heating Degree-Days of Building Location" over
    # "Zone 4", "Maximum Overall Thermal Transmittance": a place's zone and U-value are read by its degree-days)
    columns: frozenset
    told: frozenset  # the words of its own column headings: a figure told with one ("5,700 heating degree-days")
    qualifiers: frozenset  # the figures its headings print ("1/50", "2.5" of "2.5% °C"): a column's name, not told
    number: str = ""  # the Table's number ("C-1")
    rows: tuple = ()  # its rows listing a place (a place's name first)
    headings: tuple = ()  # each column's heading, its heading rows' cells joined ("Degree-Days Below 18°C")
    figures: tuple = ()  # each column's heading words (``_words_of``; the place column's: none)
    # the classes the Code's Tables print by one of its columns: (column, Zones) each
    zoned: tuple[tuple[int, Zones], ...] = ()

    @classmethod
    def of(cls, passage: Passage, table, others=()) -> "Places | None":
        listed = [r for r in table.rows if r[0].strip() and any(c.strip() for c in r[1:])]
        header = table.rows[:table.rows.index(listed[1])] if len(listed) > 1 else []
        names = {n.strip() for r in listed[1:] for n in re.split(r"[()]", r[0]) if len(n.strip()) > 2}
        if not header or len(names) < 10:
            return None
        place_words = set(tokenize(" ".join(r[0] for r in header)))
        if not place_words & _PLACE_HEADINGS:
            return None  # a Table by assembly, material or use (Appendix D's ratings): its rows name no place
        headings = [_words_of(" ".join(r[j] for r in header)) - place_words for j in range(1, len(header[0]))]
        columns = _words_of(table.title) | set().union(*headings)
        for other in others:
            words = set().union(*(_words_of(" ".join(r)) for r in _header_rows(other)))
            if any(len(h) > 1 and h <= words for h in headings):
                columns |= words
        # the zones the Code's Tables print over a figure of one of its columns (the first column it fits: NECB's
        # "Degree-Days Below 18°C" before "Below 15°C")
        schemes: dict[tuple, Zones] = {}
        for other in others:
            z = Zones.of(other)
            if z is not None:
                known = schemes.get(z.classes)
                schemes[z.classes] = Zones(known.tables + z.tables, known.cells | z.cells, z.classes) if known else z
        zoned = tuple((1 + j, z) for z in schemes.values()
                      for j in [next((j for j, h in enumerate(headings) if len(h) > 1 and h <= z.words), None)]
                      if j is not None)
        for _, z in zoned:
            columns |= z.words | z.labels
        # a name no English word spells is matched typed in lower case too ("kelowna"); one that is ("Hope",
        # "Terrace", "London"), only as printed
        pattern = "|".join(f"(?i:{re.escape(_plain(n))})" if _uncommon(n) else re.escape(_plain(n))
                           for n in sorted(names, key=len, reverse=True))
        return cls(passage, re.compile(rf"(?<![\w\-])(?:{pattern})(?![\w\-])"), frozenset(columns - place_words),
                   frozenset().union(*headings), frozenset(FIGURE.findall(" ".join(c for r in header for c in r))),
                   table.number, tuple(listed[1:]),
                   tuple(" ".join(c for c in (r[j].strip() for r in header) if c) for j in range(len(header[0]))),
                   (frozenset(), *map(frozenset, headings)), zoned)

    def named(self, question: str) -> re.Match | None:
        """The place ``question`` names, as printed (or in lower case, a name no English word spells: ``_uncommon``),
        its accents typed or not ("Montreal" for "Montréal"), its apostrophe straight or curly ("Val-d’Or")."""
        return self.names.search(_plain(question))

    def row(self, name: str) -> tuple | None:
        """The row of the place ``name`` (as its first cell prints it, or one of its names in brackets; accents
        aside)."""
        name = _plain(name).lower()
        return next((r for r in self.rows if name in (_plain(n.strip()).lower() for n in re.split(r"[()]", r[0]))),
                    None)

    def zoned_in(self, question: str, asked: set[str]) -> list[tuple[tuple, int, "Zones", str, str]]:
        """Asked of a place's class (its climate zone: ``asked`` holds a word of the zones' Tables' headings,
        or of their labels, that its own columns do not print), the class its value falls in: ``(its row, the
        column, the Zones, the class's label, its range as printed)`` each."""
        m = self.named(question)
        row = self.row(m.group(0)) if m else None
        out = []
        for j, zones in self.zoned if row else ():
            value = _number(row[j]) if j < len(row) else None
            if not asked & (zones.given(self.figures[j]) - self.told) or value is None:
                continue
            got = zones.of_value(value)
            if got is not None:
                out.append((row, j, zones, *got))
        return out

    def worked_out(self, row: tuple, j: int, zones: "Zones", label: str, printed: str,
                   values: list[str] = ()) -> str:
        """A class ``zoned_in`` found, as the answer shows it, with the figures of the rows asked in that class's
        column (``values``, "Walls: 0.278 (Table 3.2.2.2.)"): "Edmonton: 5120 Degree-Days Below 18°C (Table
        C-1) falls in Zone 7A (5000 to 5999) of Tables 3.2.2.2., 3.2.2.3. (worked out from the Tables, not Code
        text)"."""
        tables = ", ".join(zones.tables[:3]) + (f" and {len(zones.tables) - 3} more" if len(zones.tables) > 3 else "")
        given = f"; in {label}, {'; '.join(values)}" if values else ""
        return (f"{row[0]}: {row[j]} {self.headings[j]} (Table {self.number}) falls in {label} ({printed}) of "
                f"Table{'s' if len(zones.tables) > 1 else ''} {tables}{given} (worked out from the Tables, not Code "
                f"text)")


def zone_figures(tables: dict[str, str], label: str, terms: dict[str, float]) -> list[str]:
    """What the zones' Tables (``tables``: number -> passage text) give in the column of the zone ``label``: of the
    rows the question's words ``terms`` name ("Walls"), or of a Table's one row when its title's own words (not
    those every zones' Table's title has) name what is asked ("windows" read as fenestration: "All fenestration"),
    each "Walls: 0.278 (Table 3.2.2.2., its title)"."""
    titles = {n: set(tokenize(text.split("\n")[0])) for n, text in tables.items()}
    shared = set.intersection(*titles.values()) if titles else set()
    out = []
    for number, text in tables.items():
        column = zone_column(text, label)
        layout = table_layout(text) if column is not None else None
        if layout is None:
            continue
        lines, valued, rows = text.split("\n"), layout[1], named_rows(text, terms)
        alone = [i for i in layout[3] if valued[i]]
        if not rows and len(alone) == 1 and (titles[number] - shared) & set(terms):
            rows = alone
        title = lines[0].removeprefix(f"Table {number}").strip()
        out += [f"{cells[0].strip()}: {cells[column].strip()} (Table {number}, {title})"
                for cells in (lines[i].split(" | ") for i in rows) if column < len(cells) and cells[column].strip()]
    return out


def zone_column(text: str, label: str) -> int | None:
    """The column of a Table passage whose heading prints the class ``label`` ("Zone 7A:(2) 5000 to 5999", or
    "Zone 7A" over its range): its index in the passage's cells (`` | ``), or None."""
    at = re.compile(rf"{re.escape(label)}(?![0-9A-Za-z])")
    for line in text.split("\n")[1:1 + 4]:
        for j, cell in enumerate(line.split(" | ")):
            if at.match(cell.strip()):
                return j
    return None


def appendix_places(tree: ClauseTree, urls: Urls) -> tuple[Places, ...]:
    tables = {f"{a.division}-Table-{t.number}": t for a in tree.articles for t in a.tables}
    others = [t for c in [*tree.articles, *tree.notes] for t in c.tables if not t.appendix]
    found = (Places.of(p, tables[p.id], others) for p in data_table_passages(tree, urls) if p.id in tables)
    return tuple(x for x in found if x is not None)
