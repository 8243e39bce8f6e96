"""extract.py on runs as the genuine NRC files write them: a unit's raised exponent reads as printed.

The runs below are the shapes measured on the genuine NECB pages (PalatinoLinotype 9.9 text with
its 6.5 pt superscript about 2 pt above the baseline; HelveticaLTPro-Narrow 8.9 table cells with
5.8 pt marks); the fixture-level and genuine-file checks are in test_noise.py and test_genuine.py.
"""

from __future__ import annotations

import pytest

from codecite_site.extract import Span, group_lines

TEXT, CELL = "PalatinoLinotype", "HelveticaLTPro-Narrow"


def _line(*runs) -> str:
    lines = group_lines([Span(*r) for r in runs])
    assert len(lines) == 1
    return lines[0].text


@pytest.mark.parametrize("unit, raised, printed", [
    ("0.38 m", "2", "0.38 m²"),
    ("a volume of 2 m", "3", "a volume of 2 m³"),
    ("1.55 W/(m", "2", "1.55 W/(m²"),
    ("a rate of 9.8 m/s", "2", "a rate of 9.8 m/s²"),
    ("a decay of 0.2 s", "−1", "a decay of 0.2 s⁻¹"),
])
def test_a_raised_exponent_after_a_unit_reads_as_printed(unit, raised, printed):
    width = len(unit) * 4.5
    assert _line((unit, TEXT, 9.9, 100.0, 100.0 + width, 500.0),
                 (raised, TEXT, 6.5, 100.0 + width, 100.0 + width + 3.3 * len(raised), 498.0)) == printed


def test_an_exponent_inside_a_compound_unit_and_a_table_cell():
    assert _line(("W/(m", TEXT, 9.9, 100, 122, 500), ("2", TEXT, 6.5, 122, 125.3, 498),
                 ("·K)", TEXT, 9.9, 125.3, 138, 500)) == "W/(m²·K)"
    # a table cell: Narrow 8.9, its superscript 5.8 about 2.3 pt up
    assert _line(("Area, ft.", CELL, 8.9, 60, 90, 300), ("2", CELL, 5.8, 90, 92.9, 297.7)) == "Area, ft.²"


def test_other_raised_text_is_kept_as_it_is():
    # a Table note mark after a unit or a word, a footnote digit after a word, an exponent of a variable
    assert _line(("Pressure, kPa", CELL, 8.9, 60, 110, 300), ("(1)", CELL, 5.8, 110, 117, 297.7)) == "Pressure, kPa(1)"
    assert _line(("the area", TEXT, 9.9, 100, 136, 500), ("2", TEXT, 6.5, 136, 139.3, 498)) == "the area2"
    assert _line(("a span of w", TEXT, 9.9, 100, 150, 500), ("2", TEXT, 6.5, 150, 153.3, 498)) == "a span of w2"
    assert _line(("4 m", TEXT, 9.9, 100, 115, 500), ("st", TEXT, 6.5, 115, 120, 498)) == "4 mst"


def test_a_subscript_or_a_digit_set_apart_is_no_exponent():
    # a subscript sits on or below the baseline: "T" "2" is T₂ in an equation, read as "T2" as today
    assert _line(("T", TEXT, 9.9, 100, 106, 500), ("2", TEXT, 6.5, 106, 109.3, 501.5)) == "T2"
    assert _line(("an area of 3 m", TEXT, 9.9, 100, 160, 500), ("2", TEXT, 6.5, 160, 163.3, 500.4)) == "an area of 3 m2"
    # a small digit after a space is a word of its own, not the unit's exponent
    assert _line(("in m", TEXT, 9.9, 100, 118, 500), ("2", TEXT, 6.5, 119.6, 122.9, 498)) == "in m 2"


def test_a_superscript_joins_the_line_of_the_word_it_touches():
    # two lines of one table cell set 1.9 pt apart: each "2" belongs to the "m" it follows
    lines = group_lines([Span("≥5 m", CELL, 9.0, 65, 84, 301.7), Span("2", CELL, 5.9, 84, 86.6, 299.7),
                         Span("and ≤100 m", CELL, 9.0, 88.6, 130.1, 299.7), Span("2", CELL, 5.9, 130.1, 132.8, 297.7)])
    assert sorted(ln.text for ln in lines) == ["and ≤100 m²", "≥5 m²"]
