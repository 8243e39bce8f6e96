"""How the offline answer is composed and when it declines, without the models: the question's parts,
a rule before its exception, the quantity of the kind asked for, units as printed, the decision to decline."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from codecite_site.qa import compose as C
from codecite_site.qa.abstain import FEATURES, WEIGHTS, Evidence, declines, hedges, settled


@pytest.mark.parametrize("question, parts", [
    ("How deep must footings be in clay soil, and how wide for a 2-storey house?",
     ["How deep must footings be in clay soil?", "how wide for a 2-storey house?"]),
    ("What counts as a crawl space? How tall can it be before it isn't one?",
     ["What counts as a crawl space?", "How tall can it be before it isn't one?"]),
    # "and" inside one question, and a follow-up with no word of its own, stay one part
    ("Is plain drywall and tape enough to seal a garage?", ["Is plain drywall and tape enough to seal a garage?"]),
    ("Can fixed benches replace a deck guard? How big do they have to be?",
     ["Can fixed benches replace a deck guard? How big do they have to be?"]),
    # what is told after the last question is its case, no question of its own; "also ..." asks more
    ("Our deck is 4 feet up. How tall must the railing be? It's just our own house.",
     ["Our deck is 4 feet up. How tall must the railing be? It's just our own house."]),
    ("How high must a guard be? Also baluster spacing.", ["How high must a guard be?", "Also baluster spacing?"]),
    # two question words before one verb ask one question: "Which standard" alone asks nothing
    ("Which standard, and which edition, do sprinkler systems in houses have to meet?",
     ["Which standard, and which edition, do sprinkler systems in houses have to meet?"]),
    # an instance of the question before asks it again, as retrieval reads it (``query.question_parts``)
    ("How loud must a smoke alarm be? Like what decibel reading at about 10 feet?",
     ["How loud must a smoke alarm be? Like what decibel reading at about 10 feet?"]),
])
def test_a_question_splits_into_the_questions_it_holds(question, parts):
    assert C.split_question(question) == parts


def test_the_retrievals_parts_win_and_the_split_can_be_switched_off(monkeypatch):
    q = "How high must a guard be, and how far apart can the balusters be?"
    assert C.question_parts(q, SimpleNamespace(parts=["a?", "b?"])) == ["a?", "b?"]
    assert len(C.question_parts(q, SimpleNamespace())) == 2
    monkeypatch.setattr(C, "SPLIT", False)
    assert C.question_parts(q) == [q]
    # a part that refers back is matched with the first part's words too
    assert C.scoring_text(["What size are deck posts?", "how far apart can they be?"], 1).endswith("deck posts?")


def _p(id_, text):
    clause, _, n = id_.rpartition("(")
    return SimpleNamespace(id=id_, clause_id=clause, sentence=f"({n}", text=text)


def test_the_rule_leads_before_its_exception_and_the_asked_kind_of_quantity_first():
    rule = _p("B-9.8.2.1.(1)", "Except as permitted by Sentence (3), stairs within a dwelling unit shall have a "
                               "clear width of not less than 880 mm.")
    curved = _p("B-9.8.2.1.(3)", "Curved stairs and spiral stairs within a dwelling unit shall have a clear width "
                                 "of not less than 760 mm.")
    handrails = _p("B-9.8.2.1.(4)", "Handrails may project into the required width of a stair on each side.")
    assert C.lead_first("minimum width of a stair in a house", [curved, rule])[0] is rule
    assert C.lead_first("how wide must curved stairs be", [curved, rule])[0] is curved  # its own words
    assert C.lead_first("how wide must a stair be", [handrails, rule, curved])[0] is rule  # a width, not none
    assert C.excepted("Except as provided in Sentences (2) to (4), every") == {2, 3, 4}
    assert C.asked_kinds("How long is my permit good for?") == {"time"}
    # "how many hours" asks a time, whatever else the question names ("heating load" is no force asked of)
    assert "time" in C.asked_kinds("In the energy model, how many hours of unmet heating load are allowed?")
    assert "time" in C.asked_kinds("How many minutes before the lights switch off?")
    assert "time" not in C.asked_kinds("Do we need to dim the lights after hours?")
    assert "time" not in C.asked_kinds("How many air changes per hour is the house modelled at?")  # a rate
    hours = [_p("B-8.4.2.10.(4)", "The energy model calculations shall determine how many hours the loads are not met."),
             _p("B-8.4.1.2.(3)", "The number of hours during which the heating loads are not met shall not exceed "
                                 "100 hours in a simulated year.")]
    assert C.lead_first("how many hours of heating load not met are allowed?", hours)[0] is hours[1]


def test_a_share_asked_is_a_share_the_code_states_in_per_cent():
    # how much of a whole, or by how much a figure may be cut: the Code states it in per cent
    # a superlative of distance asks a length ("the farthest anybody can be from an exit")
    for asked in ("What's the farthest anybody can be from an exit?", "How close to the furnace can the alarm go?",
                  "What is the furthest a sprinkler head may sit from the wall?", "What's the closest a vent may be?"):
        assert "length" in C.asked_kinds(asked), asked
    assert "share" in C.asked_kinds("What percentage of the roof area can be skylights?")
    assert "share" in C.asked_kinds("What is the most window area I can have as a share of the wall area?")
    assert "share" in C.asked_kinds("How much can I cut the wind load on a rooftop unit behind a screen?")
    assert "share" not in C.asked_kinds("How much insulation goes in an attic?")
    assert "share" not in C.asked_kinds("How much does a permit cost?")
    assert C.holds_kind("The total skylight area shall be less than 2% of the gross roof area.", {"share"})
    assert C.holds_kind("the forces may be reduced by not more than 30 per cent", {"share"})
    assert not C.holds_kind("Skylights shall be of laminated glass.", {"share"})
    assert C.holds_kind("Table 3.2.1.4. Maximum Ratios\nLocation | Ratio, %\nAll | 40", {"share"})


def test_the_offline_answer_quotes_units_as_printed_and_checks_them_as_typed(tree, config):
    # the parse reads the raised exponent as printed; the answer quotes it so, and an answer that
    # types "m2" (Command A may) is still grounded in the Sentence that prints "m²"
    from dataclasses import replace as dc_replace

    from codecite_site.qa import answer as A

    engine = A.Engine.build(tree, dc_replace(config, retrieval=dc_replace(config.retrieval, local_dense=False)))
    a = engine.ask("How much vent area does an unheated crawl space need?")
    assert "0.12 m² for each 50 m²" in a["answer"] and "m2" not in a["answer"]
    cited = [c["text"] for c in a["citations"]]
    assert A.unverified("at least 0.12 m2 of vent area for each 50 m2", cited) == []
    assert [q.text for q in A.unverified("at least 0.15 m² of vent area", cited)] == ["0.15 m²"]


def test_printed_and_typed_exponents_compare_as_one():
    from codecite_site.qa.bm25 import fold_exponents
    from codecite_site.qa.local_dense import plain

    assert plain("0.38 m² of W/(m²·K)") == "0.38 m2 of W/(m2·K)"  # what the local model reads
    assert fold_exponents("1.55 W/(m²·K), 3 m³, 0.2 s⁻¹") == "1.55 W/(m2·K), 3 m3, 0.2 s-1"
    assert C.holds_kind("not less than 0.38 m² in area", {"area"})
    assert not C.holds_kind("not less than 0.38 m² in area", {"length"})


def test_declining_needs_meaning_words_and_content_to_fall_short(config):
    # below the cosine floor always; above it, the calibrated probability that the Code answers decides
    assert declines(Evidence(0.30, 50.0), config)
    assert not declines(Evidence(0.70, 5.0, agree=0.67, margin=0.1, matched=0.7), config)
    weak = Evidence(0.50, 1.0, coverage=0.2, agree=0.0, margin=0.05, matched=0.4)
    assert declines(weak, config) and not declines(replace(weak, overlap=8.0, matched=0.7), config)
    # each measure that says the Code answers raises the probability that it does
    for better in (dict(closest=0.6), dict(overlap=3.0), dict(matched=0.6), dict(agree=1.0), dict(margin=0.2)):
        assert replace(weak, **better).support > weak.support
    # the answer measures matched (a run of the model) only when the decision depends on it
    assert settled(Evidence(0.30, 50.0), config) and settled(Evidence(0.9, 20.0, agree=1.0, margin=0.3), config)
    between = replace(weak, overlap=8.0, matched=0.0)
    assert not settled(between, config) and declines(between, config) != declines(replace(between, matched=1.0), config)
    # and when whether it hedges depends on it: answered either way, hedged only if few words are found by meaning
    # (it was settled, and an answer the model doubted was given as sure: ``matched`` left at its best, 1.0)
    doubted = Evidence(0.6, 12.0, agree=0.33, margin=0.1, matched=0.0)
    sure = replace(doubted, matched=1.0)
    assert not declines(doubted, config) and not declines(sure, config)
    assert hedges(doubted, config) and not hedges(sure, config) and not settled(doubted, config)
    # the question's words found by meaning in one passage took the place of those found as written
    assert "matched" in FEATURES and "coverage" not in FEATURES
    assert replace(weak, coverage=1.0).support == weak.support
    assert 0.0 < weak.support < 1.0 and len(weak.features()) == len(FEATURES) == len(WEIGHTS) - 1
    assert not declines(None, config)
    off = replace(config, retrieval=replace(config.retrieval, decline_support=0.0, decline_below=0.0))
    assert not declines(Evidence(0.1, 0.0, coverage=0.0, agree=0.0), off)


def test_a_unit_the_asker_tells_a_figure_in_asks_nothing():
    """"Our deck sits 30 inches above the lawn. Do we need a railing?" asks whether, not a length: the
    inches are the asker's own figure. A unit word without a figure still asks ("how many feet")."""
    assert C.asked_kinds("Our back deck sits about 30 inches above the lawn. Do we need a railing?") == set()
    assert C.asked_kinds("Our 2,000 sq ft house has one bathroom: does it need a fan?") == {"airflow"}
    assert C.asked_kinds("Can the spindles be 4 inches apart?") == {"length"}
    assert C.asked_kinds("How many feet can the stair rise before a landing?") == {"length"}
    # superlatives and "how low" of a dimension ask a length
    assert C.asked_kinds("What is the shallowest a footing may be?") == {"length"}
    assert C.asked_kinds("How low can the ceiling of a bedroom be?") == {"length"}


def test_what_the_asker_tells_of_their_case_asks_nothing_unless_the_question_points_back_to_it():
    """The sentences that ask say what is asked: "the farthest desk is ~50 ft from the stair" tells, and "Can we
    get away with only one exit?" asks no length (asked one, the answer favoured a Sentence stating a distance over
    the Article on the number of exits). "Is that deep enough?" points back to what was told, and asks it."""
    told = "Small 2 storey office building: the farthest desk is ~50 ft from the stair. "
    assert C.asked_kinds(told + "Can we get away with only one exit from the second floor?") == set()
    assert C.asked_kinds(told + "How far apart must the two exits be?") == {"length"}
    assert C.asked_kinds("The window well is going to be 4 ft deep. Is that deep enough?") == {"length"}
    assert C.asked_kinds("Our footings are 3 feet deep in clay. Is that ok?") == {"length"}
    # a factor of a load is no load: asked the load factors, no figure in kN is asked
    assert C.asked_kinds("What load factors apply to dead load and live load?") == set()
    assert C.asked_kinds("What snow load do I design the roof for?") == {"force"}
    # nor are a curve's coefficients a power, an airflow or a load (the fan's, for NECB 2017's reference model: its
    # answer quoted the fan power limits of the Article after); a "part-load" curve is no load at all, and a heating
    # or plug load is a power
    assert C.asked_kinds("Which part-load fan curve type and A-E coefficients should I use?") == set()
    assert C.asked_kinds("What part-load power vs flow curve coefficients do I plug in for pumps?") == set()
    # nor is the curve a fan or pump is modelled with (NECB 2011's answer quoted another Article's fan power limit)
    assert C.asked_kinds("The reference building has a 40 hp VAV supply fan. What fan type and part-load curve should "
                         "it be modelled with?") == set()
    assert C.asked_kinds("How much airflow must the supply fan deliver?") == {"airflow"}
    assert C.asked_kinds("What is the design heating load of the house?") == {"power"}
    assert C.asked_kinds("How much plug load do I model per m2?") == {"power"}
    # asked which standard (or objective) something meets, a document (a provision) answers, whatever it measures
    assert C.asked_kinds("What standard do the lamps in exit signs have to meet for power use?") == set()
    assert C.asked_kinds("Wich objective covers noise coming through the walls?") == set()
    # a fire-rated wall is described: no rating is asked of it
    assert C.asked_kinds("Can a firestop system tested on metal pipe go around a PVC pipe in a fire rated wall?") \
        == set()
    assert C.asked_kinds("What fire-resistance rating does the wall need?") == {"rating"}


def test_an_area_stated_as_a_share_of_another_area_is_an_area():
    """Asked how much vent area an attic needs, "not less than 1/300 of the insulated ceiling area" states it (it
    was taken for no area, and the access hatch's "10 m²" led the answer)."""
    assert C.holds_kind("a total unobstructed area of not less than 1/300 of the insulated ceiling area", {"area"})
    assert C.holds_kind("glass area of not less than 5% of the floor area of the room", {"area"})
    assert not C.holds_kind("anchor bolts 1/2 inch in diameter spaced not more than 2.4 m apart", {"area"})
    # but no size of a thing: asked whether to measure "the unit size", a share of the roof area says nothing
    assert not C.holds_size("The total skylight area shall be less than 2% of the gross roof area.")
    assert C.holds_size("an unobstructed opening of not less than 0.35 m²")
    # a length too ("the distances extending from that projection ... (a) 70% of the ceiling height")
    assert C.holds_kind("the smallest of the following values: (a) 70% of the ceiling height, (b) the distance to "
                        "any primary sidelighted area", {"length"})
    assert not C.holds_kind("the limits may be increased by 50%", {"length"})
    # a unit's abbreviation ends no sentence: "a 3 in. heating hot water pipe" asks on
    assert C.asked_kinds("Minimum insulation thickness on a 3 in. heating hot water pipe at about 180°F?") \
        == {"length", "thermal"}


@pytest.mark.parametrize("question, kinds", [
    ("How long is my building permit good for?", {"time"}),
    ("How long do I have to fix a defect after an inspection?", {"time"}),
    ("How long before the work must be inspected?", {"time"}),
    # "how long" of a thing is a length, whatever verb follows
    ("How long do the landings on an accessible ramp need to be?", {"length"}),
    ("How long must a ramp landing be?", {"length"}),
    ("How long can a dead-end corridor be?", {"length"}),
])
def test_how_long_asks_for_a_time_only_when_the_question_speaks_of_time(question, kinds):
    from codecite_site.qa.bm25 import query_words, tokenize

    assert C.asked_kinds(question) == kinds
    # searched, a time question's "long" is no dimension: the thesaurus would have read it "length"
    assert ("length" in tokenize(query_words(question))) == (kinds == {"length"})


@pytest.mark.parametrize("question, kinds", [
    # a comparative describes the asker's case: "the taller wall" asks no height
    ("Is there anything extra to check where that roof meets the taller wall?", set()),
    ("We poured a thicker slab and a narrower footing. Is that a problem?", set()),
    ("How tall must a guard be?", {"length"}), ("What's the tallest riser allowed?", {"length"}),
    ("How thick must the slab be?", {"length"}), ("What's the narrowest a stair can be?", {"length"}),
])
def test_a_comparative_describes_and_asks_no_length(question, kinds):
    assert C.asked_kinds(question) == kinds


@pytest.mark.parametrize("question, kinds", [
    # "residential-size" says what kind of heater, no size; an energy factor is a water heater's efficiency
    ("What's the minimum energy factor for a residential-size heat pump water heater?", {"efficiency"}),
    ("Does a full-size water heater need a timer?", set()),
    ("What size of pipe serves the heater?", {"length"}),
])
def test_a_size_before_its_hyphen_describes_and_an_energy_factor_is_an_efficiency(question, kinds):
    assert C.asked_kinds(question) == kinds


def test_reduced_by_how_much_asks_a_share_as_how_much_can_it_be_reduced_does():
    # the Code states a reduction in per cent ("may be reduced by not more than 30%")
    assert "share" in C.asked_kinds("Can the wind forces on a screened unit be reduced, and by how much?")
    assert "share" in C.asked_kinds("How much can I cut the wind load on rooftop units behind a screen?")
    assert "share" not in C.asked_kinds("By how much must the guard exceed the floor height?")


RISE_RUN = ("Table 9.8.4.1. Rise and Run of Steps\n"
            "Stair Type | Maximum Rise, mm | Minimum Rise, mm | Maximum Run, mm | Minimum Tread Depth, mm\n"
            "Private stairs within a dwelling unit | 195 | 120 | 360 | 245\n"
            "Public stairs | 185 | 120 | No limit | 280")
RUNS = "Exterior steps serving a single dwelling unit and having not more than 3 risers may have runs of up to 380 mm."


def test_a_tables_column_headers_say_which_kinds_of_quantity_it_holds():
    assert C.table_columns(RISE_RUN)[0] == ({"length"}, "Maximum Rise")
    assert C.holds_kind(RISE_RUN, {"length"}) and not C.holds_kind(RISE_RUN, {"time"})
    assert C.holds_kind("Table 9.10.8.1. Ratings\nType of building | Floors, min\nHouses | 45", {"rating"})
    assert C.table_columns("Not a table\nA, mm") == []


def test_the_asked_thing_next_to_the_figure_fits_and_another_thing_of_the_title_does_not():
    terms = {t: 1.0 for t in C.tokenize("How tall may a stair riser be in a house?")}
    title = "Dimensions of Rises and Runs"
    topic, things = tuple(C.tokenize(title)), C.title_things(title)
    assert things == ("rise", "run")
    table = C.answer_fit(terms, RISE_RUN, {"length"}, topic, things)
    # "380 mm" is the runs' figure: the Article's other thing, not the riser asked about
    assert C.answer_fit(terms, RUNS, {"length"}, topic, things) == -1.0
    assert table > 0 and C.answer_fit(terms, RUNS, {"length"}) >= 0  # without the title: no such reading
    # the row the question names adds to its column ("Private stairs within a dwelling unit")
    assert C.answer_fit(terms, RISE_RUN, {"length"}, topic, things) > C.answer_fit(
        terms, RISE_RUN.replace("Private stairs within a dwelling unit", "Service stairs"), {"length"}, topic, things)
    assert C.answer_fit(terms, "The rise shall be measured vertically.", {"length"}) == 0.0  # no figure
    assert C.answer_fit({}, RISE_RUN, {"length"}) == 0.0


def test_passage_scores_put_a_rule_before_the_exception_it_names_unless_asked_in_its_words():
    import numpy as np

    rule = _p("B-9.7.2.1.(1)", "Except as provided in Sentence (2), where a window sill is less than 450 mm above "
                               "the floor, the window shall be protected by a guard.")
    exception = _p("B-9.7.2.1.(2)", "Windows that serve as an egress route from a bedroom need not conform to "
                                    "Sentence (1).")
    other = _p("B-9.7.2.1.(3)", "Glass in windows shall be safety glazing.")
    scores = np.array([0.2, 0.5, 0.9])
    got = C.rule_before_exception("What keeps a child from falling out of a window?", [rule, exception, other], scores)
    assert got[0] > got[1] and got[2] == 0.9  # "from" is no word of the exception's own
    got = C.rule_before_exception("Does a bedroom egress window need a guard?", [rule, exception, other], scores)
    assert list(got) == list(scores)  # asked in its own words ("egress", "bedroom"), the exception keeps its place


def test_the_bonus_orders_within_an_article_and_articles_keep_their_best_passages_level():
    import numpy as np

    a1, a2, b1 = _p("B-1.1.1.1.(1)", ""), _p("B-1.1.1.1.(2)", ""), _p("B-2.2.2.2.(1)", "")
    within = np.array([0.30, 0.45, 0.40])  # a2 rises above a1 in its Article ...
    across = np.array([0.30, 0.35, 0.40])  # ... but Article B-1.1.1.1. stands by its best (0.35)
    got = C.by_article([a1, a2, b1], within, across)
    assert got[1] > got[0] and got[1] == 0.35 and got[2] > got[1] and abs((got[1] - got[0]) - 0.15) < 1e-9


def test_what_the_code_counts_as_asks_a_definition():
    assert C.asks_definition("What does the code count as the height of a building?")
    assert not C.asks_definition("How high does a bedroom ceiling need to be?")


def test_asked_how_big_an_area_or_two_sides_is_the_size():
    assert C.asks_size("How big must vents be in a crawl space?") and C.asks_size("What size of window?")
    assert not C.asks_size("How wide must a stair be?")
    assert C.holds_size("a vent area of not less than 0.1 m² for each 50 m²")
    assert C.holds_size("An access opening not less than 550 mm by 750 mm shall be provided.")
    assert not C.holds_size("with at least one vent located within 1.0 m of each corner")


def test_noise_is_a_sound_and_the_slope_of_a_ramp_is_what_how_steep_asks():
    assert "sound" in C.asked_kinds("How noisy can the main exhaust fan be?")
    assert C.holds_kind("a sound rating of not more than 2.0 sones", {"sound"})
    terms = {t: 1.0 for t in C.tokenize("How steep can a ramp be?")}
    title = "Slope and Width of Ramps"
    text = "Ramps serving a single dwelling unit shall have a slope not steeper than 1 in 10."
    assert C.answer_fit(terms, text, {"slope"}, tuple(C.tokenize(title)), C.title_things(title)) > 0
    assert C.answer_fit(terms, "Ramps shall have a clear width of not less than 870 mm.", {"length"},
                        tuple(C.tokenize(title)), C.title_things(title)) == -1.0  # width: not what was asked


# a genuine Code's Table as the parser gives it: headers over three lines (a Note's marks, "in W/(m²·K)")
TRANSMITTANCE = ("Table 3.2.2.2. Overall Thermal Transmittance of Opaque Assemblies\n"
                 "Assembly | Heating Degree-Days,(1) in Celsius Degree-Days |  | \n"
                 " | Zone 4:(2) < 3000 | Zone 5:(2) 3000 to 3999 | Zone 6:(2) ≥ 4000\n"
                 " | Maximum Overall Thermal Transmittance, in W/(m²·K) |  | \n"
                 "Walls | 0.315 | 0.278 | 0.247\nRoofs | 0.227 | 0.183 | 0.183\n(1) See Sentence 1.1.4.1.(1).")


@pytest.mark.parametrize("question, kind", [
    ("How much insulation does a roof need in zone 6?", "thermal"),
    ("what's the max U-value for walls", "thermal"),
    ("What lighting power density may an office have?", "power"),
    ("how many watts per m2 for a library", "power"),
    ("What minimum efficiency must a gas furnace have?", "efficiency"),
    ("How warm can the vestibule be kept?", "temperature"),  # a lay "how warm": a temperature
    ("What is the coldest supply air allowed?", "temperature"),
])
def test_an_energy_codes_measures_are_kinds_asked(question, kind):
    assert kind in C.asked_kinds(question)


@pytest.mark.parametrize("question", [
    "Office building: what's the lighting allowance in W/sq ft?",
    "lighting in watts per square foot for a gym",
    "Is 0.9 W/ft2 acceptable for a warehouse?",
])
def test_a_power_per_area_asks_power_not_an_area_or_a_length(question):
    # a lighting power density asked in US units: its "sq ft" is no area asked, nor its "ft" a length
    assert C.asked_kinds(question) == {"power"}


@pytest.mark.parametrize("question", [
    "Do hot water pipes for the taps need insulation?",  # whether, not how much
    "How do I work out the overall thermal transmittance of a wall with thermal bridges?",  # the method
    "Does a planter change how the railing height is measured?",
    "Before the layout is known, how do designers estimate the travel distance?",  # estimated: the method
    # whether it is worked out apart from another, or taken as it is there
    "Do I figure the daylit area separately, or is it simply the same as in the proposed design?",
    "Should we calculate the wall area on its own for the reference building?",
])
def test_asked_whether_or_how_a_quantity_is_worked_out_asks_no_figure(question):
    assert C.asked_kinds(question) == set()


def test_an_energy_codes_measures_are_held_by_text_and_by_a_tables_headers_however_printed():
    assert C.table_columns(TRANSMITTANCE) == [({"thermal"}, "Maximum Overall Thermal Transmittance")]
    assert C.holds_kind("Table 4.2.1.5. LPD\nBuilding Type | Lighting Power Density, W/m²\nOffice | 9.7", {"power"})
    assert C.holds_kind("Table 5.2.12.1. Units\nEquipment | Capacity, kW (Btu/h)\nFurnace | 65", {"power"})
    assert C.holds_kind("walls shall have an effective thermal resistance of not less than RSI 2.85", {"thermal"})
    assert C.holds_kind("shall have an AFUE ≥ 92%", {"efficiency"})
    assert not C.holds_kind("a slope of 1 in 12", {"power", "thermal"})
    # watts of pump motor per kW of peak load, the subscripts run on into the unit as the genuine Code's text gives them
    assert C.holds_kind("Table 5.2.6.3. Maximum Pumping Power Demand of Pump Motors\nType of Hydronic System | Maximum "
                        "Combined Pumping Power Demand of Pump Motors, Wmotorpower/kWthermalpeak(1)\nHeating | 4.5",
                        {"power"})


def _long_table(rows: list[str]) -> str:
    return "\n".join(["Table 4.2.1.5. Lighting Power Density by Building Type",
                      "Building Type | Lighting Power Density, W/m²", *rows,
                      "(1) Includes the lobby.", "(2) See Note A-4.2.1.5."])


LPD_ROWS = [f"{t} | {v}" for t, v in [("Automotive facility", "8.8"), ("Convention centre", "11.6"),
            ("Courthouse", "11.3"), ("Dormitory", "6.6"), ("Gymnasium", "10.8"), ("Hospital", "13.0"),
            ("Hotel", "10.8(1)"), ("Library", "12.7"), ("Motel", "9.5"), ("Museum", "11.4"), ("Office", "9.7"),
            ("Parking garage", "2.7"), ("Workshop", "12.9")]]


def test_a_long_table_is_quoted_by_its_title_headers_and_the_rows_asked():
    table = _long_table(LPD_ROWS)
    # asked for a hotel's density: the title, the header, the hotel's row and the footnote it marks
    got = C.table_excerpt(table, {"hotel": 3.0, "light": 1.0, "power": 1.0, "densiti": 1.0})
    assert got.split("\n") == ["Table 4.2.1.5. Lighting Power Density by Building Type",
                               "Building Type | Lighting Power Density, W/m²", C.ROWS_OMITTED, "Hotel | 10.8(1)",
                               C.ROWS_OMITTED, "(1) Includes the lobby.", C.ROWS_OMITTED]
    # every line quoted is the Code's own, in its order
    lines = table.split("\n")
    kept = [line for line in got.split("\n") if line != C.ROWS_OMITTED]
    assert [lines.index(line) for line in kept] == sorted(lines.index(line) for line in kept)
    # the header's words choose no row ("lighting" is every row's): no row asked, the whole Table
    assert C.table_excerpt(table, {"light": 1.0, "power": 1.0}) == table
    # a short Table is quoted whole
    short = _long_table(LPD_ROWS[:5])
    assert C.table_excerpt(short, {"hotel": 3.0}) == short


def test_a_table_names_a_row_when_a_rows_label_holds_a_word_of_the_question_beyond_its_headers():
    short = _long_table(LPD_ROWS[:5])  # short or long alike
    assert C.row_words(short, {"courthous": 3.0, "light": 1.0}) == {"courthous"}
    assert C.row_words(_long_table(LPD_ROWS), {"librari": 3.0, "public": 1.0}) == {"librari"}
    # the title's and headers' words are every row's; a Sentence is no Table
    assert C.row_words(short, {"light": 1.0, "densiti": 1.0, "build": 1.0}) == set()
    assert C.row_words("Every Courthouse shall be lit.", {"courthous": 3.0}) == set()
    # of the row's words, those that tell it from the other rows: "Floors of classrooms" among "Floors of offices"
    loads = ("Table 4.1.5.9. Specified Concentrated Live Loads\nArea of Floor or Roof | Minimum Load, kN\n"
             "Roof surfaces | 1.4\nFloors of classrooms | 4.6\nFloors of offices and corridors | 9.5\n"
             "Floors of garages | 11.5")
    assert C.row_words(loads, {"classroom": 6.0, "floor": 2.0, "load": 2.0}) == {"classroom"}
    assert C.row_words(loads, {"floor": 2.0, "garag": 4.0}) == {"garag"}


def test_a_row_named_by_a_group_brings_its_rows_and_a_row_its_further_lines():
    table = _long_table(LPD_ROWS[:6] + ["Dining: | ", "bar lounge/leisure | 10.7", "cafeteria/fast food | 9.7",
                                        "Hospital wards | 9.4", " | 8.1"] + LPD_ROWS[6:])
    got = C.table_excerpt(table, {"dine": 2.0})
    assert "Dining: | \nbar lounge/leisure | 10.7\ncafeteria/fast food | 9.7" in got
    ward = C.table_excerpt(table, {"ward": 2.0})
    assert "Hospital wards | 9.4\n | 8.1" in ward and "Hospital | 13.0" not in ward
    # a row printed as an item of a group (in lower case) is quoted under its group's label; a row of
    # its own after the group (capitalised) is not
    cafe = C.table_excerpt(table, {"cafeteria": 2.0})
    assert "Dining: | \n" + C.ROWS_OMITTED + "\ncafeteria/fast food | 9.7" in cafe
    assert "Dining" not in C.table_excerpt(table, {"ward": 2.0})
    # the rows asked, as indexes into the Table's rows (line i is row i - 1), for the link to highlight
    rows = table.split("\n")[1:]
    assert [rows[k] for k in C.asked_rows(table, {"cafeteria": 2.0})] == ["Dining: | ", "cafeteria/fast food | 9.7"]
    assert C.asked_rows(table, {"light": 1.0}) == []  # quoted whole: no row asked


def test_a_long_table_is_searched_by_groups_of_whole_rows_each_under_its_group_label():
    rows = LPD_ROWS[:6] + ["Dining: | ", "bar lounge/leisure | 10.7", "cafeteria/fast food | 9.7",
                           "Hospital wards | 9.4", " | 8.1"] + LPD_ROWS[6:]
    table = _long_table(rows)
    lines = table.split("\n")
    head, groups = C.table_row_groups(table, 60, 100)
    assert [lines[i] for i in head] == lines[:2]  # the title and the header
    # every row line in exactly one group, in the Code's order; no footnote in any
    body = [i for g in groups for i in g]
    labels = [i for i in body if lines[i] == "Dining: | "]
    assert sorted(set(body)) == list(range(2, 2 + len(rows))) and len(body) == len(rows) + len(labels) - 1
    assert not any(lines[i].startswith("(") for i in body)
    for g in groups:
        assert g == sorted(g) and len(g) >= 1
        # a group is whole rows: it never starts on a row's further line (an empty label)
        assert lines[g[0]].split(" | ")[0].strip(), [lines[i] for i in g]
        # about the size asked: over it only by its first row and the group label above it
        assert sum(len(lines[i]) + 1 for i in g[1:]) <= 60 or len(g) <= 2
    # a lower-case item starting a group comes under its group's label, which is repeated there
    cafe = next(g for g in groups if any(lines[i].startswith("cafeteria") for i in g))
    assert lines[cafe[0]] == "Dining: | "
    ward = next(g for g in groups if any(lines[i].startswith("Hospital wards") for i in g))
    assert lines[ward[ward.index(lines.index("Hospital wards | 9.4")) + 1]] == " | 8.1"
    # a Table no longer than the bound, or a Sentence, is not split
    assert C.table_row_groups(table, 60, len(table)) is None
    assert C.table_row_groups("Every Courthouse shall be lit. " * 20, 60, 100) is None



def test_a_long_tables_row_groups_each_carry_the_label_of_the_part_of_the_table_they_are_in():
    # an equipment Table in parts, each under a label printed across it ("Boilers"): a group of its gas-fired rows
    # read without that label was read under the Table's first header, which names air conditioners
    rows = (["Air Conditioners |  | ", "Air conditioners, air-cooled | < 19 (65 000) | SCOP = 2.20"]
            + [f"Air conditioners, type {k} | ≥19 (65 000) | SCOP = 2.{k}0" for k in range(6)]
            + ["Boilers |  | ", "Electric boilers | — | (3)"]
            + [f"Gas-fired boilers, size {k} | < 88 (300 000) | AFUE = 8{k}%" for k in range(6)]
            + ["Heaters |  | ", "Unit heaters, duct | — | Et ≥ 80%"])
    table = "Table 5.2.12.1. Equipment Performance\nComponent | Capacity, kW (Btu/h) | Minimum Performance\n" \
        + "\n".join(rows)
    lines = table.split("\n")
    head, groups = C.table_row_groups(table, 90, 100)
    section = {i: next(lines[j] for j in range(i, 1, -1) if lines[j].endswith("|  | "))
               for i in range(2, len(lines))}
    for g in groups:
        # each group starts with the label of the part its first row is in, once, and holds no other part's rows
        assert lines[g[0]] == section[g[-1]], [lines[i] for i in g]
        assert all(section[i] == section[g[-1]] for i in g), [lines[i] for i in g]
    assert any(lines[g[0]] == "Boilers |  | " and "Gas-fired boilers, size 5" in lines[g[-1]] for g in groups)
    # quoted by the rows asked, under the label of their part, not the first part's that heads the Table
    # (as genuine Tables print it: the first part's label straight under the title, before the column headers)
    printed = "Table 5.2.12.1. Equipment Performance\n" + rows[0] + "\nComponent | Capacity, kW (Btu/h) | Minimum " \
        "Performance\n" + "\n".join(rows[1:])
    quoted = C.table_excerpt(printed, {t: 1.0 for t in C._stems("gas-fired boilers size 3")})
    assert "Boilers |  | \n" in quoted and "Gas-fired boilers, size 3" in quoted, quoted
    assert "Air Conditioners" not in quoted and "Heaters" not in quoted, quoted
    # a label heading items (lower case below it) is no part of the Table: the row of its own after them has none
    lpd = _long_table(LPD_ROWS[:6] + ["Dining: | ", "bar lounge/leisure | 10.7", "cafeteria/fast food | 9.7",
                                      "Hospital wards | 9.4", " | 8.1"] + LPD_ROWS[6:])
    lpd_lines = lpd.split("\n")
    _, lpd_groups = C.table_row_groups(lpd, 60, 100)
    ward = next(g for g in lpd_groups if any(lpd_lines[i].startswith("Hospital wards") for i in g))
    assert "Dining: | " not in [lpd_lines[i] for i in ward]

def test_a_sentence_number_in_a_tables_header_is_no_footnote_mark():
    table = "\n".join(["Table 4.2.1.6. Lighting Power Density by Space",
                       "Space Type | Lighting Power Density, W/m² | Manual [see 4.2.2.1.(3)]", *LPD_ROWS,
                       "(1) Includes the lobby.", "(2) See Note A-4.2.1.5.", "(3) Only over 20 m²."])
    got = C.table_excerpt(table, {"museum": 3.0}).split("\n")
    assert "Museum | 11.4" in got and "(3) Only over 20 m²." not in got
    got = C.table_excerpt(table, {"hotel": 3.0}).split("\n")
    assert "(1) Includes the lobby." in got  # the mark the Hotel row prints


def test_the_documents_table_is_quoted_by_the_rows_naming_the_sentence_that_refers_to_it():
    table = ("Table 1.3.1.2. Documents Referenced in the Code\n"
             "Issuing Agency | Document Number | Title of Document | Code Reference\n"
             "CSA | A23.1-19 | Concrete Materials | 9.3.1.1.(1)\n"
             "ULC | S531-19 | Residential Smoke Alarms | 3.2.4.20.(1), 9.10.19.1.(1)\n"
             "ULC | S553-14 | Installation of Smoke Alarms | 9.10.19.1.(10), 9.10.19.2.(1)(b)")
    assert C.documents_rows(table, "9.10.19.1.(1)") == [2]  # not the row naming 9.10.19.1.(10)
    assert C.documents_rows(table, "9.10.19.2.(1)") == [3]  # a Clause of the Sentence names it too
    assert C.documents_rows(table, "9.8.8.1.(1)") == []
    assert C.documents_rows("Table 9.5.5.1. Doorway Sizes\nDoorway | Width, mm\nEntrance | 860", "9.5.5.1.(1)") == []
    assert C.rows_excerpt(table, [2]).split("\n") == [
        "Table 1.3.1.2. Documents Referenced in the Code",
        "Issuing Agency | Document Number | Title of Document | Code Reference", C.ROWS_OMITTED,
        "ULC | S531-19 | Residential Smoke Alarms | 3.2.4.20.(1), 9.10.19.1.(1)", C.ROWS_OMITTED]


def test_a_brand_asked_is_read_and_a_makers_instructions_are_not():
    assert C.asks_brand("Which brand of smoke alarm does the code recommend?")
    assert C.asks_brand("Which brands of VRF systems are pre-approved?")
    assert C.asks_brand("What make and model of heat pump should I buy?")
    assert not C.asks_brand("Do I mount the CO alarm where the manufacturer's instructions say?")
    assert not C.asks_brand("Can I use proprietary connectors instead of anchor bolts?")
    assert not C.BRAND_IN_TEXT.search("anchored by straps or proprietary connectors each having a factored uplift")


@pytest.mark.parametrize("question, things", [
    ("How many water closets and lavatories are needed for a 200-person assembly hall?", ["water closets"]),
    ("How many fire extinguishers are needed on each floor?", ["fire extinguishers"]),
    ("how many handrails does a 1 m wide stair need", ["handrails"]),
    ("How many trees must be planted on a new lot?", ["trees"]),
    # a figure asked in a unit or a span of time counts no thing
    ("How many CFM does the bathroom fan need?", []),
    ("how many unmet heating hrs are allowed per zone?", []),
    ("How many square feet of opening does an escape window need?", []),
    ("after how many minutes must the lights shut off?", []),
    ("How many storeys can a Part 9 building have?", []),
    ("What is the maximum riser height?", []),
])
def test_what_a_question_asks_how_many_of(question, things):
    assert C.counted(question) == things


def test_the_rows_attributing_objectives_to_each_article_are_read_however_the_table_is_printed():
    """A Part's closing Table attributes objectives and functional statements to each of its Articles: one row an
    Article (every Sentence in it), or a row for its number and one per Sentence, a Clause's going on in a row whose
    first cell is empty. Each Article's rows are its own, whichever way; another Table has none."""
    one_row = ("Table 3.9.1.1. Objectives and Functional Statements Attributed to the Acceptable Solutions in Part 3\n"
               "Acceptable Solution | Objectives and Functional Statements\n"
               "3.4.6.4. Exit Stairs | (1) [F10-OS3.1]\n"
               "3.4.6.5. Handrails | (1) [F03-OS2.1] (2) [F04-OP2.3]\n"
               "3.4.6.6. Guards | (1) [F30-OS3.1]")
    assert C.attributed_rows(one_row) == {"3.4.6.4.": [1], "3.4.6.5.": [2], "3.4.6.6.": [3]}
    rows = ("Table 8.5.1.1. Objectives and Functional Statements Attributed to the Acceptable Solutions in Part 8\n"
            "Functional Statements and Objectives(1) | \n"
            "8.4.4.20. Heat-Recovery System | \n"
            "(1) | [F99,F100-OE1.1]\n"
            "(3) | (a) [F99-OE1.1]\n"
            " | (b), (c) [F100-OE1.1]\n"
            "8.4.4.21. Service Water Heating Systems | \n"
            "(1) | [F99-OE1.1]\n"
            "(1) See Parts 2 and 3 of Division A.")
    assert C.attributed_rows(rows) == {"8.4.4.20.": [1, 2, 3, 4], "8.4.4.21.": [5, 6]}
    assert C.rows_excerpt(rows, [1, 2, 3, 4]).split("\n")[2:6] == rows.split("\n")[2:6]
    assert C.attributed_rows("Table 9.8.4.1. Rise and Run of Steps\nStair Type | Maximum Rise, mm\n9.8.4.1. | 200") == {}
    assert C.asks_attribution("which functional statements are tied to each Sentence of 8.4.4.20?")
    assert not C.asks_attribution("what does 8.4.4.20 require of heat recovery?")
