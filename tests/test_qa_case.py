"""The asker's case: the figures a question tells about itself decide which Sentence applies
(issue 13). "Our deck is 2.5 m above grade" is not the deck of a Sentence that applies only
where the deck is not more than 1 800 mm above the ground; words alone cannot tell the two apart.

The passages below are in our own words, written the way the Code writes its conditions and
requirements."""

from __future__ import annotations

from dataclasses import replace

import pytest

from codecite_site.qa import answer as A
from codecite_site.qa import compose as C
from codecite_site.qa import local_dense as L
from codecite_site.qa.case import (Bound, bounds, concerns, dwelling, dwelling_fit, dwelling_scope, fit, held, meets,
                                   not_lived_in, required, table_bounds, told, Told)
from codecite_site.qa.query import imperial

DECK = ("A guard serving one house may be not less than 915 mm high where the deck it protects is "
        "not more than 1 800 mm above the ground below it.")
EVERY = "Every guard shall be not less than 1 070 mm high."


def _told(question: str):
    return told(question, imperial(question))


def test_a_condition_is_read_and_a_requirement_is_not():
    assert bounds(DECK) == [Bound("length", None, 1800.0, sense="level")]
    assert bounds(EVERY) == []
    # the requirement before the modal's clause ends, and the one that names its figure first
    assert bounds("A window shall (a) open without tools, and (b) have its sill not more than 1 050 mm above "
                  "the floor.") == []
    assert bounds("A clear space of not less than 790 mm shall be kept in front of the panel.") == []
    # a Table's figures are what it requires
    assert bounds("Table 9.9.9.9. Spans: up to 4 m | 38 x 140") == []


@pytest.mark.parametrize("text, low, high, inclusive", [
    ("Where the room is more than 50 m² in area, a second door shall be provided.", 50.0, None, False),
    ("This Article applies to boilers whose output is at least 300 kW.", 300e3, None, True),
    ("Where the shop is between 150 m² and 600 m², one exit may serve it.", 150.0, 600.0, True),
    ("Ducts that serve rooms of 20 m2 or less need no damper.", None, 20.0, True),
    ("Where the outdoor temperature is below -20 °C, the coil shall be protected.", None, -20.0, False),
    # what the things are "with", before the modal, says which things: NECB's economizer systems by their capacity
    ("Systems with cooling capacities of 70 kW or more shall incorporate staged cooling equipment.", 70e3, None, True),
])
def test_every_way_a_condition_is_written_is_read(text, low, high, inclusive):
    (b,) = bounds(text)
    assert (b.low, b.high, b.inclusive) == (low, high, inclusive)


def test_the_askers_figures_are_read_in_metric_spelt_and_imperial_units():
    assert [(t.dimension, t.value, t.sense) for t in _told("Our deck is about 1.5 m above the lawn")] == [
        ("length", 1500.0, "level")]
    assert [(t.dimension, t.value) for t in _told("a shop of 150 square metres with a 250 kW boiler")] == [
        ("area", 150.0), ("power", 250e3)]
    (deck,) = _told("My deck is 8 feet above the yard")
    assert deck.dimension == "length" and abs(deck.value - 2438.4) < 1 and deck.sense == "level"
    assert [(t.dimension, t.value) for t in _told("the design temperature is −25 °C")] == [("temperature", -25.0)]
    # an energy code's US units, converted: a heating plant's load, an air system's flow, a fluid's temperature
    assert [(t.dimension, round(t.value)) for t in _told("a 1,500 MBH plant, 3,000 cfm of air, water at 180°F")] == [
        ("power", 439_607), ("airflow", 1416), ("temperature", 82)]
    # a clause number or a range is not a figure of the case
    assert _told("a duct of 150-600 mm") == []
    assert _told("What does 9.8.8.3. say about decks?") == []


def test_a_sentence_whose_condition_the_case_meets_fits_and_one_it_fails_does_not():
    assert fit(_told("Our deck is about 1.5 m above the lawn"), DECK) == 1
    assert fit(_told("Our deck is 2.5 m above grade"), DECK) == -1
    assert fit(_told("Our deck is 8 ft above the yard"), DECK) == -1
    # a requirement is not a condition: the case says nothing about it
    assert fit(_told("Our deck is 2.5 m above grade"), EVERY) == 0
    # nor does a figure of another dimension
    assert fit(_told("a deck of 12 m² above the garage"), DECK) == 0


def test_whose_stairs_are_asked_of_and_whose_a_sentence_rules_are_read():
    # told of a house (or the asker's own unit) or of what others share; a nursing home is no home of one's own
    assert dwelling("What's the minimum width of a landing on the stairs in my house?") == "own"
    assert dwelling("How wide do the stairs inside our condo have to be?") == "own"
    assert dwelling("How much headroom does the shared stairway of an apartment building need?") == "shared"
    assert dwelling("How wide must exits in a nursing home be?") is None
    assert dwelling("the common stair between the two units of our house") is None  # both told: neither read
    own = "Landings in stairs within a dwelling unit shall be not less than 880 mm long."
    others = "Stairs other than those within dwelling units shall have a clear width of not less than 900 mm."
    both = "The headroom shall be not less than (a) 1 960 mm for stairs within a dwelling unit, and (b) 2 070 mm for all other stairs."
    table = "Table 9.8.4.1. Rise and Run\nPrivate stairs within a dwelling unit | 195\nPublic stairs | 185"
    assert [dwelling_scope(t) for t in (own, others, both, table)] == ["own", "shared", "both", "both"]
    # "not within a dwelling unit" is no dwelling's rule; "in the dwelling unit" only describes
    assert dwelling_scope("a fuel-burning appliance in a service room that is not within a dwelling unit") is None
    assert dwelling_scope("Bedrooms in the dwelling unit | Minimum Capacity, L/s") is None
    assert [dwelling_fit("own", t) for t in (own, others, both, "Every stair shall have a handrail.")] == [1, -1, 1, 0]
    assert [dwelling_fit("shared", t) for t in (own, others, both)] == [-1, 1, 1]


def test_a_building_no_one_lives_in_is_read_as_told():
    assert not_lived_in("Can the upstairs of a small 2 storey retail building get by with a single exit?")
    assert not_lived_in("Our office floor is 1,800 sq ft: how many exits?")
    assert not_lived_in("Does the corner store need two exits?")
    # a dwelling told too, or none told, is no such building
    assert not not_lived_in("An apartment above our office: does it need its own exit?")
    assert not not_lived_in("My house has a home office: how many exits?")
    assert not not_lived_in("How many exits does a floor need?")
    assert not not_lived_in("Where do I store the fuel?")


def test_a_conditions_sense_is_read_from_the_noun_it_is_said_of():
    flight = "A landing shall be provided where the vertical height of a flight exceeds 3.6 m."
    assert bounds(flight)[0].sense == "height"
    assert fit(_told("the stair is about 900 mm wide"), flight) == 0  # a width, not a flight's height
    drop = "where the difference in elevation between the deck and the ground is more than 610 mm"
    assert fit(_told("our deck sits 30 inches above the lawn"), drop) == 1


def test_a_figures_sense_is_read_from_the_comparative_it_is_the_term_of(bm25_engine):
    from codecite_site.qa.case import measured

    wells = "Window wells deeper than 1 200 mm shall be provided with a fixed ladder."
    assert measured(wells, wells.index(" shall"), wells.index("1 200")) == "depth"
    assert measured("no wider than 900 mm or", 20, 14) == "width"
    # a house wall 4 feet (1 219 mm) from the lot line is a distance: the 1 200 mm of a window well's depth is
    # not its value, so the well's ladder no longer ranks first for windows in that wall
    conversion = bm25_engine.convert("only about 4 feet from the lot line")[0]
    assert conversion.sense == "distance" and "1 200 mm" not in conversion.matches, conversion


def test_a_figure_of_another_sense_or_at_the_limit_decides_nothing():
    wide = "Where a stair is more than 1 100 mm wide, it shall have a handrail on both sides."
    assert fit(_told("The deck is 40 inches above the patio"), wide) == 0  # a level, not a width
    assert fit(_told("The stair is 1.5 m wide"), wide) == 1
    # "about 1.8 m" may be 1 790 mm or 1 810 mm: the asker rounds
    assert fit(_told("Our deck is about 1.8 m above the lawn"), DECK) == 0


def test_a_sentence_whose_limit_is_the_askers_figure_concerns_them_though_it_decides_nothing():
    drop = "A guard is required where the difference in elevation is more than 610 mm."
    two_feet = _told("my deck is about two feet off the ground")
    assert fit(two_feet, drop) == 0 and concerns(two_feet, drop)
    assert concerns(_told("my deck is 1 m off the ground"), drop)
    assert not concerns(_told("my deck is 0.3 m off the ground"), drop)
    assert not concerns(_told("the stair is 610 mm wide"), "where the deck is more than 610 mm above the ground")


EXIT_WIDTH = ("The width of each exit shall be not less than (a) 1 150 mm for a corridor or passageway, (b) 920 mm "
              "for a stair serving not more than 2 storeys, and (c) 1 060 mm for any other stair or ramp.")


def test_a_buildings_storeys_are_told_and_counted_exactly():
    assert _told("a five-storey office building") == [told("5 storeys")[0]]
    assert [(t.dimension, t.value) for t in _told("our 3-storey walk-up of 450 m2")] == [("area", 450.0), ("storeys", 3.0)]
    stairs = "Where a stair serves not more than 2 storeys, it may be 920 mm wide."
    assert fit(_told("a two-storey house"), stairs) == 1  # at the limit and within it: no rounding in a count
    assert fit(_told("a three-storey house"), stairs) == -1


def test_clauses_listing_a_figure_per_case_fail_only_when_every_case_does():
    """Asked about a five-storey building, (b)'s "not more than 2 storeys" fails, but (c) "any other
    stair" is theirs: the Sentence still applies (it went down, and the Table led the answer)."""
    assert fit(_told("each exit stair of a five-storey office building"), EXIT_WIDTH) == 0
    assert fit(_told("a two-storey office building"), EXIT_WIDTH) == 1
    every_case = ("The width shall be not less than (a) 920 mm for a stair serving not more than 2 storeys, and "
                  "(b) 1 060 mm for a stair serving not more than 4 storeys.")
    assert fit(_told("a five-storey office building"), every_case) == -1


def test_a_buildings_case_meets_conditions_joined_by_and_only_all_together():
    small = ("Part 9 of Division B applies to every building of not more than 3 storeys having a building area "
             "not more than 600 m² and used for a residential occupancy.")
    large = ("Part 3 of Division B applies to every building that (a) is used for an assembly occupancy, "
             "(b) has more than 3 storeys above grade, or (c) has a building area exceeding 600 m².")
    three_big = _told("a 3-storey office building with a footprint of about 750 m²")
    assert meets(three_big, small) is False and meets(three_big, large) is True
    two_small = _told("a two-storey house of 150 m2")
    assert meets(two_small, small) is True and meets(two_small, large) is False
    assert meets(_told("a 5-storey office"), large) is True
    # the area untold: "3 storeys" meets one condition of each, and the area would decide
    assert meets(_told("a 3-storey building"), small) is None and meets(_told("a 3-storey building"), large) is None
    assert meets(_told("a deck 2 m above the lawn"), small) is None  # nothing told it conditions on
    # "or less" belongs to its figure: the conditions are still to be met together
    or_less = "Part 9 applies to every house of 3 storeys or less, with a building area not exceeding 600 m²."
    assert meets(three_big, or_less) is False and meets(two_small, or_less) is True


def test_what_a_sentence_requires_is_its_figures_less_its_conditions():
    ledge = ("Where a ledge between 160 mm and 880 mm high is within 450 mm of a guard, the heights "
             "shall be measured from the top of the ledge.")
    assert "mm" not in required(ledge)
    assert "915 mm" in required(DECK) and "1 800 mm" not in required(DECK)
    assert required(EVERY) == EVERY


def test_a_condition_closed_by_its_comma_leaves_the_figure_after_it_required():
    """A condition set off by commas ("or, where no height is specified, ...") ends at its comma: the figures
    after it are required (asked how high a CO alarm goes, the Sentence with 1 400 mm to 1 800 mm answers).
    A comma inside the condition's subject, or between the Clauses of a list of conditions, ends nothing."""
    co = ("Carbon monoxide alarms shall be mounted at the height recommended by the manufacturer's installation "
          "instructions or, where no height is specified, between 1 400 mm and 1 800 mm above the floor.")
    assert "1 400 mm" in required(co) and bounds(co) == []
    walls = ("Unreinforced concrete foundation walls shall be not less than 200 mm thick where the finished grade is "
             "not more than 1.2 m above the basement floor, and not less than 250 mm thick where it is between 1.2 m "
             "and 2.1 m above that floor.")
    assert "250 mm" in required(walls) and "1.2 m above the basement" not in required(walls)
    subject = "Where a floor, other than the floor of a crawl space, is more than 600 mm above the ground, it shall have a guard."
    assert "600 mm" not in required(subject)
    listed = ("A building may be of combustible construction where (a) it is sprinklered throughout, (b) it is not more "
              "than 4 storeys, and (c) its building area is not more than 1 800 m².")
    assert "storeys" not in required(listed) and "m²" not in required(listed)
    rooms = ("The control shall be an occupant sensor that extinguishes lighting in (i) classrooms and lecture halls, "
             "excluding shop classrooms, (ii) storage rooms up to 100 m², and (iii) washrooms.")
    assert "100 m²" not in required(rooms)


def test_a_share_is_read_as_a_condition_and_as_the_askers_figure():
    # "exceeding 15% of the roof area" says when the Sentence applies: no share is required of the equipment
    area = ("Where a single piece of equipment has a plan area exceeding 15% of the roof area, it shall be treated "
            "as part of the building.")
    assert "15%" not in required(area)
    assert [(b.dimension, b.low, b.high, b.inclusive) for b in bounds(area)] == [("share", 15.0, None, False)]
    assert "30%" in required("The forces may be reduced by not more than 30%.")
    assert [(t.dimension, t.value) for t in told("The unit covers about 20% of the roof.")] == [("share", 20.0)]


def test_a_figure_naming_which_things_a_sentence_is_about_is_not_what_it_requires():
    """"A guard permitted by Subclause 9.8.8.3.(2)(b)(ii) to be 915 mm high": the 915 mm is what that
    Subclause allows, said here to name the guards meant; this Sentence requires no height. "Every
    guard is required to be ..." keeps its figure: the participle follows its verb."""
    other = ("The requirements of Sentence (1) also apply to a guard permitted by Subclause 9.8.8.3.(2)(b)(ii) "
             "to be 915 mm high, where the deck it protects is more than 1 200 mm above the adjacent ground.")
    assert "mm" not in required(other)
    assert "1 070 mm" not in required("Guards required to be not less than 1 070 mm high, other than those "
                                      "serving an industrial building, shall have no member that facilitates climbing.")
    own = "Every guard serving a stair is required to be 920 mm high."
    assert "920 mm" in required(own)


def test_what_a_thing_has_said_before_its_modal_is_a_condition():
    """"Each system that incorporates mechanical cooling and has an air-handling capacity of more than 1 500 L/s or a
    cooling capacity of more than 20 kW shall be designed to use outdoor air": which systems must, not what they must
    have (the told 7.5-ton unit met none of the economizer Article's conditions, and the equipment Table's row went
    before it)."""
    text = ("Each system that incorporates mechanical cooling and has an air-handling capacity of more than 1 500 L/s "
            "or a cooling capacity of more than 20 kW shall be designed to use outdoor air.")
    assert [(b.dimension, b.low) for b in bounds(text)] == [("airflow", 1500.0), ("power", 20000.0)]
    assert "kW" not in required(text)
    assert bounds("Every stair that has a rise of not more than 200 mm shall have a handrail.")[0].high == 200.0
    # so does "having" or "whose", however far before its figure
    text = ("Each air distribution system serving multiple zones having a combined floor surface area of conditioned "
            "space of more than 2 500 m² shall be divided into airflow control areas.")
    assert [(b.dimension, b.low) for b in bounds(text)] == [("area", 2500.0)]
    # what is required of it stays required
    assert bounds("Each system shall have an air-handling capacity of not more than 1 500 L/s.") == []


def test_asked_how_high_a_deck_railing_must_be_the_height_rule_leads_not_a_sentence_quoting_its_figure(bm25_engine):
    """9.8.8.6.(3) names decks, guards and "915 mm high" (the guards Subclause 9.8.8.3.(2)(b)(ii)
    permits at that height): it led the answer before 9.8.8.3.(1), the height every guard must have."""
    order = _order(bm25_engine, "How high does the railing on my deck need to be?")
    assert order[0].startswith("B-9.8.8.3.") and not order[0].startswith("B-9.8.8.6.")


@pytest.fixture(scope="module")
def bm25_engine(tree, config):
    return A.Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))


def _order(engine, question: str) -> list[str]:
    return [s["passage"] for c in engine.ask(question)["citations"] for s in c["sources"]]


def _before(order: list[str], first: str, then: str) -> bool:
    return first in order and (then not in order or order.index(first) < order.index(then))


def test_the_sentence_that_applies_to_the_askers_deck_comes_before_the_one_that_does_not(bm25_engine):
    low = "Our deck is about 1.5 m above the lawn: how tall does the railing have to be?"
    high = "Our deck is 2.5 m above grade: how tall does the railing have to be?"
    assert _before(_order(bm25_engine, low), "B-9.8.8.3.(2)", "B-9.8.8.3.(1)")
    assert _before(_order(bm25_engine, high), "B-9.8.8.3.(1)", "B-9.8.8.3.(2)")
    assert _before(_order(bm25_engine, "My deck is 8 feet above the yard, how high must the guard be?"),
                   "B-9.8.8.3.(1)", "B-9.8.8.3.(2)")


def test_without_the_case_the_words_alone_put_the_lower_decks_sentence_first(bm25_engine, monkeypatch):
    """What the case adds: the same question, its figures unread."""
    monkeypatch.setattr(A, "CASE_BONUS", 0.0)
    order = _order(bm25_engine, "Our deck is 2.5 m above grade: how tall does the railing have to be?")
    assert _before(order, "B-9.8.8.3.(2)", "B-9.8.8.3.(1)")


def test_asked_a_figure_a_sentence_stating_it_only_as_a_condition_is_not_quoted(bm25_engine, monkeypatch):
    """"How tall must a guard be": 9.8.8.3.(4) (where a planter between 160 mm and 880 mm high
    stands near the guard, the heights are measured from its top) states no height a guard must
    have; quoted second, before the stair guard's 920 mm, it only lengthened the answer."""
    question = "How tall must a guard be?"
    order = _order(bm25_engine, question)
    assert order[0] == "B-9.8.8.3.(1)" and "B-9.8.8.3.(4)" not in order
    monkeypatch.setattr(A, "REQUIRED_KIND", False)
    monkeypatch.setitem(bm25_engine.extra, "bonus", {})  # the bonuses remembered for the question
    assert _order(bm25_engine, question)[:2] == ["B-9.8.8.3.(1)", "B-9.8.8.3.(4)"]


def test_a_sentence_whose_condition_the_askers_figures_meet_is_quoted_though_it_requires_no_figure(bm25_engine):
    """Asked how tall a guard must be on a deck 1.5 m up, 9.8.8.1.(1) (a guard is required where
    the drop is more than 610 mm) applies to the asker: it stays in the answer beside the height."""
    question = "Our deck is 1.5 m above the lawn: how tall must the guard be?"
    chosen = [bm25_engine.passages["B-9.8.8.3.(1)"], bm25_engine.passages["B-9.8.8.1.(1)"],
              bm25_engine.passages["B-9.8.8.1.(2)"]]
    kept = [p.id for p in bm25_engine.answering(question, chosen)]
    assert kept == ["B-9.8.8.3.(1)", "B-9.8.8.1.(1)"]  # (2): a drop not exceeding 1 000 mm, not theirs


@pytest.fixture(scope="module")
def fused(tree, config):
    return A.Engine.build(tree, config)


@pytest.mark.skipif(L.missing() is not None, reason=f"{L.missing()}")
def test_a_sentence_that_applies_to_someone_else_does_not_lead_the_answer(fused, monkeypatch):
    """A deck 30 inches up: 9.8.8.6.(3) (guards on decks more than 1 200 mm above the ground) names
    the deck, the railing's height and the ground, and its Article led; it is about another deck.
    The rule for their deck, 9.8.8.1.(1) (a guard where the drop is more than 610 mm), leads: its
    Article is ranked first, and the answer's lead is that Article's best passage unless another
    outscores it by more than a first rank (``LEAD_HIT``). Without that, the Sentence on a deck's
    guard posts led (its words: deck, guards, exterior)."""
    question = "Our back deck sits about 30 inches above the lawn. Does the code make us put a railing around it?"
    order = _order(fused, question)
    assert order[0] == "B-9.8.8.1.(1)" and not any(p.startswith("B-9.8.8.6.") for p in order)
    monkeypatch.setattr(A, "LEAD_HIT", 0.0)
    order = _order(fused, question)
    assert order[0] != "B-9.8.8.1.(1)" and "B-9.8.8.1.(1)" in order


def test_a_sentence_at_whose_limit_the_askers_figure_sits_is_quoted(bm25_engine, monkeypatch):
    """"Exactly 24 inches" is 610 mm, the very limit of 9.8.8.1.(1) ("more than 610 mm"): which side
    the asker is on, the Sentence decides; it gains as a met condition does, within its Article,
    and is quoted (it was not: the exception on low porches led and two other Articles followed)."""
    question = "Our porch is exactly 24 inches above the ground. Is a guard required?"
    assert "B-9.8.8.1.(1)" in _order(bm25_engine, question)
    monkeypatch.setattr(A, "AT_LIMIT_BONUS", False)
    bm25_engine.extra.clear()
    assert "B-9.8.8.1.(1)" not in _order(bm25_engine, question)
    bm25_engine.extra.clear()


# a Table of our own, laid out as the engine holds one: its title, then a line per row, cells split by " | "
PIPES = ("Table 5.2.5.3. Minimum Thickness of Piping Insulation\n"
         "Type of System | Operating Temperature Range, \u00b0C | Nominal Pipe Diameter, inches (mm) |  | \n"
         " |  | \u22641 (25) | 1\u00bc to 2 (32 to 51) | 2\u00bd to 4 (64 to 102)\n"
         "Heating | > 177 | 64 | 76 | 89\n"
         "Heating | 61-93 | 25 | 38 | 38\n"
         "Cooling | 4-16 | 13 | 25 | 25")
HEATERS = ("Table 6.2.2.1. Service Water Heater Performance\n"
           "Component | Input | Standard | Efficiency, %\n"
           "Gas-fired | 22 \u2013 117 kW | CSA 4.3 | 80\n"
           "Gas-fired | \u226519 kW and < 40 kW | CSA 4.3 | 82\n"
           "Electric | 12 | CSA C191 | 98")


def test_a_tables_rows_are_set_by_the_ranges_its_cells_print_in_their_columns_unit():
    got = {(b.dimension, b.low, b.high) for b in table_bounds(PIPES)}
    # a range or a bound in a body cell, of its column's unit; a header spanning columns gives its unit to the
    # empty cells after it, and a unit named in parentheses ("inches (mm)") reads the cells' parenthesized figures
    assert {("temperature", 177.0, None), ("temperature", 61.0, 93.0), ("temperature", 4.0, 16.0)} <= got
    assert {("length", None, 25.0), ("length", 32.0, 51.0), ("length", 64.0, 102.0)} <= got
    assert not [b for b in table_bounds(PIPES) if b.dimension == "length" and b.high in (2.0, 4.0, 1.0)]
    # a bare figure is what the Table requires, never a condition (25, 38, 76 mm of insulation)
    assert ("length", 25.0, 25.0) not in got and not [b for b in table_bounds(PIPES) if b.low == 76.0]
    heaters = {(b.dimension, b.low, b.high, b.inclusive) for b in table_bounds(HEATERS)}
    # the unit printed in the cell, an en dash, "≥ a and < b" read as one range
    assert heaters == {("power", 22000.0, 117000.0, True), ("power", 19000.0, 40000.0, False)}
    # a Sentence is no Table
    assert table_bounds("Where the input is 22-117 kW, the heater shall conform to CSA 4.3.") == ()


def test_an_article_is_held_by_as_many_told_figures_as_its_conditions_are_met_by():
    case = told("a 3-inch chilled water pipe at 44\u00b0F", [c for c in imperial("a 3-inch chilled water pipe at 44\u00b0F")])
    assert {t.dimension for t in case} == {"length", "temperature"}
    service = PIPES.replace(", \u00b0C", "").replace("61-93", "hot").replace("4-16", "cold").replace("> 177", "steam")
    assert held(case, [PIPES]) == 2 and held(case, [service]) == 1
    # a Table's rows only: a Sentence's conditions order its Article's Sentences (``fit``), not the Articles
    assert fit(told("a heating load of 400 kW"), "Where the heating load exceeds 352 kW, the plant shall modulate.") == 1
    assert held(told("a heating load of 400 kW"), ["Where the heating load exceeds 352 kW, the plant shall modulate."]) == 0
    assert held(told("a heating load of 400 kW"), [HEATERS.replace("22 \u2013 117 kW", "> 352 kW")]) == 1
    # unless asked to (the first-ranked Article's own conditions keep it first)
    assert held(told("a heating load of 400 kW"), ["Where the heating load exceeds 352 kW, the plant shall modulate."],
                sentences=True) == 1


@pytest.mark.parametrize("question", [
    "How high on the wall does a carbon monoxide alarm get mounted when the maker gives no height?",
    "At what height above the floor do I put a CO alarm?",
])
def test_asked_how_high_an_alarm_goes_the_sentence_giving_the_height_after_its_condition_leads(bm25_engine, question):
    """9.32.4.2.(1) gives the height after a condition set off by commas ("or, where no height is specified,
    between 1 400 mm and 1 800 mm above the floor"): that height is what it requires, so it leads the answer,
    not the 1.5 m kept from a cooking surface."""
    a = bm25_engine.ask(question)
    assert a["citations"][0]["sources"][0]["passage"] == "B-9.32.4.2.(1)", a["answer"][:300]


def test_asked_a_classrooms_concentrated_load_the_table_row_naming_classrooms_leads(bm25_engine):
    """The Table's "Floors of classrooms" row holds the figure; "floors" is every row's word (and the parking
    structures' Sentence's), "classrooms" this row's alone: the Table leads, not the wheel load of a garage."""
    a = bm25_engine.ask("For a new school, what concentrated load do the classroom floors have to carry, and over "
                        "what area is it applied?")
    first = a["citations"][0]
    assert first["sources"][0]["passage"] == "B-Table-4.1.5.9." and "Floors of classrooms" in first["text"], a["answer"][:300]


def test_asked_how_big_an_opening_must_be_the_sentence_giving_its_two_sides_leads(bm25_engine):
    """A size is an area, two sides "by" each other, or two sides each by its dimension ("not less than 1 150 mm
    high and 580 mm wide"): that Sentence leads, not the one giving how many openings per 15 m of wall."""
    from codecite_site.qa.compose import holds_size

    assert holds_size("shall be not less than 1 150 mm high and 580 mm wide, with a sill")
    assert not holds_size("every guard shall be not less than 1 070 mm high")
    a = bm25_engine.ask("How big do the access openings for firefighters in the outside walls have to be?")
    assert a["citations"][0]["sources"][0]["passage"] == "B-3.2.5.1.(2)", a["answer"][:300]


def test_a_figure_qualifying_the_subject_before_its_modal_is_a_condition():
    """"Smoke alarms located within 3 m of a cooking appliance shall be ...": the 3 m says which alarms, it is
    not required of them; nor "doors having more than 50% glazing" nor "floors that are less than 0.6 m below
    grade". A figure before the modal with no such word stays required ("a clearance of not less than 790 mm
    shall be provided"), and one after the modal too ("shall be located within 45 m of a hydrant")."""
    alarms = "Smoke alarms located within 3 m horizontally of a cooking appliance shall be of the photoelectric type."
    assert [(b.dimension, b.high) for b in bounds(alarms)] == [("length", 3000.0)]
    assert bounds("Doors having more than 50% glazing shall have a U-value of not more than 1.6.")[0].low == 50.0
    assert [b.high for b in bounds("Floors that are less than 0.6 m below grade shall be insulated.")] == [600.0]
    assert bounds("A clearance of not less than 790 mm shall be provided.") == []
    assert bounds("The connection shall be located within 45 m of a hydrant.") == []
    # an asker 8 feet from the stove meets the alarms' condition: the Sentence applies to them
    assert fit(_told("The hallway smoke alarm is about 8 feet from the stove."), alarms) > 0


def test_a_sentence_naming_its_standard_by_the_documents_table_is_quoted_with_that_tables_row(bm25_engine):
    """"Smoke alarms conforming to the standard listed in Table 1.3.1.2.": asked which standard, the answer quotes
    that Table's row whose Code references name the Sentence, right after it, its link highlighting the row."""
    a = bm25_engine.ask("Which standard do smoke alarms in a dwelling have to conform to?")
    passages = [s["passage"] for c in a["citations"] for s in c["sources"]]
    assert "B-9.10.19.1.(1)" in passages and "B-Table-1.3.1.2." in passages, a["answer"][:400]
    assert passages.index("B-Table-1.3.1.2.") == passages.index("B-9.10.19.1.(1)") + 1
    table = a["citations"][passages.index("B-Table-1.3.1.2.")]
    rows = [line for line in table["text"].split("\n") if "9.10.19.1.(1)" in line]
    assert len(rows) == 1 and "Smoke Alarm" in rows[0] and len(table["text"].split("\n")) <= 5
    assert "-r" in table["sources"][0]["url"] and not a["unverified_quantities"]


def test_a_sentence_requiring_what_another_sentence_does_is_quoted_with_that_sentence(bm25_engine):
    """"Doors between an attached garage and a dwelling unit shall conform to Sentence 9.10.9.5.(4).": the
    requirement itself (self-closing, weather-stripped) is that Sentence's, quoted right after it."""
    a = bm25_engine.ask("What kind of door has to go between an attached garage and the house?")
    passages = [s["passage"] for c in a["citations"] for s in c["sources"]]
    assert "B-9.35.2.2.(1)" in passages, a["answer"][:300]
    assert passages[passages.index("B-9.35.2.2.(1)") + 1] == "B-9.10.9.5.(4)", passages
    assert "self-closing" in a["answer"] or "self-closer" in a["answer"]


def test_asked_which_brand_to_buy_the_answer_declines_saying_the_code_names_none(bm25_engine):
    a = bm25_engine.ask("Which brand of carbon monoxide alarm should I buy for my house?")
    assert a["declined"] and "names no brand" in a["answer"].split("\n")[0], a["answer"][:200]
    # a maker's installation instructions, which the Code does name, are answered
    b = bm25_engine.ask("Where do I mount a CO alarm if the manufacturer's instructions give no height?")
    assert not b["declined"]


def test_a_sentence_describing_the_askers_case_without_a_figure_asks_no_quantity(bm25_engine):
    # "sits pretty high", "the taller wall": said of the asker's case, no height is asked, so the answer is not
    # confined to Sentences stating one (the garage foundations' depths): the Note on drifting snow answers
    assert C.asked_kinds("The egress window in my basement bedroom sits pretty high. Can I just put a dresser "
                         "under it for people to climb on?") == set()
    assert C.asked_kinds("Our basement ceiling is 7 ft 4 in high. Is that enough?") == {"length"}  # a figure told
    assert C.asked_kinds("Our deck is high. How tall must the railing be?") == {"length"}  # the asking sentence's
    a = bm25_engine.ask("My attached garage has a low roof that runs into the taller wall of the house. Does snow "
                        "piling up against that wall matter for the garage rafters?")
    assert a["citations"][0]["sources"][0]["id"] == "B-A-9.4.1.2.(2)", a["answer"][:300]


@pytest.mark.skipif(L.missing() is not None, reason=f"{L.missing()}")
def test_asked_how_a_figure_is_worked_out_the_requirement_words_of_its_description_put_no_article_first(fused):
    # "how far people will have to walk": the "have to" describes the walking; asked how designers estimate it,
    # the Note on measuring travel distance that ranked first stays first, not the Article requiring a distance
    question = ("Early in a design, before partitions and furniture are laid out, how do designers usually estimate "
                "how far people will have to walk to reach an exit?")
    assert C.asks_method(question) and not C.asks_method("How far will people have to walk to reach an exit?")
    ranked = [h.clause_id for h in fused.retrieve(question, rerank=False).candidates]
    assert ranked[0] == "B-A-3.4.2.5.(1)", ranked[:3]
    # asked what is required, the Article goes before its Note as before
    ranked = [h.clause_id for h in fused.retrieve("How far may people have to walk to reach an exit in a "
                                                  "sprinklered office?", rerank=False).candidates]
    assert ranked.index("B-3.4.2.5.") < ranked.index("B-A-3.4.2.5.(1)"), ranked[:3]


def test_two_sides_told_as_a_plan_tell_its_area_and_are_read_against_no_height_or_level(bm25_engine):
    shed = "Do I need proper concrete footings under an 8 ft by 10 ft garden shed?"
    case = told(shed, imperial(shed))
    assert [(t.dimension, round(t.value, 1), t.sense) for t in case] == [
        ("length", 2438.4, "size"), ("length", 3048.0, "size"), ("area", 7.4, None)]
    assert [(t.dimension, round(t.value, 2)) for t in told("a window 600 mm by 900 mm")][-1] == ("area", 0.54)
    assert told("a 20 x 24 ft detached garage", imperial("a 20 x 24 ft detached garage"))[-1].dimension == "area"
    # "decks not more than 600 mm above the ground" is a level: the shed's sides do not fail it; its area meets
    # "accessory buildings not more than 10 m² in building area"
    exemption = ("Footings are not required under (a) wood-frame decks not more than 600 mm above the ground that "
                 "are supported on posts bearing on precast concrete pads, and (c) accessory buildings not more "
                 "than 10 m² in building area.")
    assert fit(case, exemption) == 1
    assert fit(told("a deck 2 m above the ground"), exemption) == -1
    # a side is still a width: a 36 by 80 inch door against a condition on a door's width
    door = "a 36 by 80 inch door"
    assert fit(told(door, imperial(door)), "Where a door is more than 860 mm wide, a closer shall be installed.") == 1
    # and the Sentence exempting the shed leads its answer; before, the thickness of footings did
    answer = bm25_engine.ask(shed)
    assert not answer["declined"] and answer["citations"][0]["text"].startswith("Footings are not required")


def test_a_roof_meeting_a_taller_wall_is_answered_by_the_drift_note_not_a_footing_width(fused):
    # "the taller wall" asked no height: before, a footing's "230 mm wide" led, as a length of the kind asked
    question = ("The low roof over my attached garage butts into the two-storey wall of the house. I'm sizing the "
                "rafters straight from the span tables - is there anything extra to check where that roof meets "
                "the taller wall?")
    answer = fused.ask(question)
    assert not answer["declined"]
    assert answer["citations"][0]["text"].startswith("Where a lower roof of a house or attached garage abuts a higher wall")


def test_a_slope_is_told_as_a_pitch_or_a_ratio_and_read_against_the_codes_1_in_n():
    """"A 6/12 pitched roof" tells a slope of 0.5: it fails "where the roof slope is less than 1 in 6", so the
    Sentence for low slopes is about another roof, and the attic's vent area is the other Sentence's (the low-slope
    Sentence led the answer). A fraction of an inch is no slope, and a slope required ("not more than 1 in 12") is
    no condition."""
    assert _told("The attic is over a normal 6/12 pitched roof.") == [Told("slope", 0.5)]
    assert _told("The roof slope is 3 in 12.") == [Told("slope", 0.25)]
    assert _told("Is a 1:12 ramp too steep?") == [Told("slope", 1 / 12)]
    assert all(t.dimension != "slope" for t in _told("Can I use 1/2 inch anchor bolts every 6 ft?"))
    low = ("Where the roof slope is less than 1 in 6, or where the roof is of cathedral construction, the total "
           "unobstructed vent area shall be not less than 1/150 of the insulated ceiling area.")
    assert bounds(low) == [Bound("slope", None, 1 / 6, inclusive=False)]
    assert fit([Told("slope", 0.5)], low) == -1 and fit([Told("slope", 0.1)], low) == 1
    assert bounds("Ramps shall have a slope not more than 1 in 12.") == []


def test_a_figure_or_higher_is_a_condition_from_below():
    """"A vertical obstruction that is 1.5 m or higher" bounds the obstructions meant from below, as "1.5 m or
    more" does; it is no length the Sentence requires (it was, and asked how far a skylight's daylighted area
    reaches, that Sentence's "1.5 m" led the answer over "70% of the ceiling height")."""
    text = ("Where the adjacent primary sidelighted area ends at a vertical obstruction that is 1.5 m or higher, then "
            "no secondary sidelighted area exists beyond such obstruction.")
    assert bounds(text) == [Bound("length", 1500.0, None)]
    assert "1.5 m" not in required(text)
    assert bounds("where the opening is 600 mm or narrower") == [Bound("length", None, 600.0)]


@pytest.mark.skipif(L.missing() is not None, reason=f"{L.missing()}")
def test_asked_the_load_factors_or_an_attics_vent_area_the_answer_quotes_what_states_it(fused):
    """Asked which load factors apply, the answer quoted the Table of concentrated live loads (a load in kN, taken
    for what was asked) and nothing of 4.1.3.2., the Article ranked first. Asked the vent area of an attic over a
    4/12 roof, it quoted the access hatch's "10 m²" alone: "1/300 of the insulated ceiling area" was no area."""
    a = fused.ask("Which load factors do I apply to the dead load and the live load for ultimate limit states?")
    cited = [c["sources"][0]["passage"] for c in a["citations"]]
    assert cited[0] == "B-Table-4.1.3.2." and not any("4.1.5.9." in c for c in cited), cited
    a = fused.ask("Our attic sits over a 4/12 pitched roof and the insulated ceiling is about 1,000 sq ft. "
                  "How much vent area do we need?")
    cited = [c["sources"][0]["passage"] for c in a["citations"]]
    assert cited[0] == "B-9.19.1.1.(1)", cited


def test_asked_which_objectives_a_named_sentence_serves_the_parts_table_of_attributions_answers(fused):
    """The Table closing Part 3 attributes objectives and functional statements to each Article: asked those of a
    Sentence it names, the answer leads with that Table, quoted by the Article's row alone (it ranked fifth, after
    the Article named and three on handrails)."""
    question = "For an alternative solution to 3.4.6.5.(2), which objectives and functional statements does it serve?"
    assert fused.retrieve(question, rerank=False).top[0].chunk_id.startswith("B-3.9.1.1.")
    a = fused.ask(question)
    lead = a["citations"][0]
    assert lead["sources"][0]["passage"] == "B-Table-3.9.1.1." and "3.4.6.5. Handrails |" in lead["text"]
    assert "3.4.6.4." not in lead["text"] and "3.1.1.1." not in lead["text"]
    assert a["citations"][1]["sources"][0]["passage"] == "B-3.4.6.5.(2)"
