"""A ruled Table's words and rules -> its rows (``tables.grid_rows``), on grids drawn as genuine NRC files draw them."""

from codecite_site.extract import Span
from codecite_site.tables import grid_rows

COLUMNS = (72.0, 150.0, 240.0, 564.0)  # x of the vertical rules: three columns


def _words(text: str, x: float, y: float) -> list[Span]:
    out, at = [], x
    for k, word in enumerate(text.split()):
        out.append(Span(word, "HelveticaLTPro-Narrow", 8.9, at, at + 4.5 * len(word), y, k > 0))
        at += 4.5 * len(word) + 2.5
    return out


def _header() -> list[Span]:
    return _words("Application", 76, 113) + _words("Zone 0", 154, 113) + _words("Allowance", 244, 113)


HEADER = ("Application", "Zone 0", "Allowance")


def _grid(rules_under: list[tuple[float, list[tuple[float, float]]]], bottom: float):
    """Horizontal rules (y, pieces (x0, x1)) and the vertical rules of ``COLUMNS`` from the first rule down."""
    top = rules_under[0][0]
    hrules = [(y, x0, x1) for y, pieces in rules_under for x0, x1 in pieces]
    vrules = [(x, top, bottom) for x in COLUMNS]
    return hrules, vrules


def test_a_rule_under_some_columns_parts_their_rows_beside_a_cell_spanning_them():
    # NECB's exterior lighting Table: each application is a row, its rule drawn under the first column and the
    # last only, since the middle column's allowance is one cell down every row ("A single luminaire ..."). Read
    # only by rules across most of the Table, the six applications ran together in one cell
    whole = [(COLUMNS[0], COLUMNS[-1])]
    parts = [(COLUMNS[0], COLUMNS[1]), (COLUMNS[2], COLUMNS[3])]
    hrules, vrules = _grid([(100.0, whole), (120.0, whole), (150.0, parts), (180.0, parts), (210.0, whole)], 210.0)
    atm = "135 W per location plus 45 W per additional ATM per location"
    spans = (_header() + _words("ATM locations", 76, 133) + _words(atm, 244, 133)
             + _words("One luminaire", 154, 160) + _words("of 60 W", 154, 170)
             + _words("Drive-up windows", 76, 163) + _words("200 W per drive-through", 244, 163)
             + _words("Parking lots", 76, 193) + _words("400 W per main entry", 244, 193))
    rows = grid_rows(spans, hrules, vrules)
    assert rows == [
        HEADER,
        ("ATM locations", "One luminaire of 60 W", atm),
        ("Drive-up windows", "", "200 W per drive-through"),
        ("Parking lots", "", "400 W per main entry"),
    ]


def test_a_short_rule_not_from_column_to_column_parts_no_row():
    # a rule inside a cell (an underline, a fraction bar of a drawn equation) ends on no column rule: the cell's
    # lines stay one row
    whole = [(COLUMNS[0], COLUMNS[-1])]
    hrules, vrules = _grid([(100.0, whole), (120.0, whole), (160.0, whole)], 160.0)
    hrules.append((135.0, 80.0, 112.0))
    spans = (_header() + _words("Loading areas", 76, 133) + _words("for ambulances", 76, 144)
             + _words("—", 154, 133) + _words("3.8 W/m2 of area", 244, 133))
    rows = grid_rows(spans, hrules, vrules)
    assert rows == [HEADER, ("Loading areas for ambulances", "—", "3.8 W/m2 of area")]
