"""Offline answers on a genuine Code: retrieval and the decision to decline generalise beyond the fixture.

Everything the offline answers rest on (the context headers, BM25's words, the local
model's vectors, the calibrated decline) was chosen on the fixture corpus. Here it runs,
unchanged, on a genuine NRC code of the NBC's family, the National Energy Code of
Canada for Buildings 2017 (read from ``../shared/genuine/`` or ``$CODECITE_GENUINE``,
skipped where it is absent; nothing of its text is kept in the project): questions in
our own words about what it requires, and questions about what only the National
Building Code covers (guards, exits, footings, smoke alarms), which it must decline.

Figures when written (2026-12-01), fused offline, 26 answerable questions: Article hit@1
69.2 %, hit@3 88.5 %, MRR 0.790 (57.7 %, 84.6 %, 0.716 before an Article asked for in the
words of a requirement came before its Note and the Code's abbreviations were read); 8 of 10
declined, none of the 26 wrongly declined. Then 73.1 %, 92.3 %, 0.829 once a definition's
examples were searched with its term (skylights, windows: fenestration); 76.9 %, 92.3 %, 0.848 once a Table
forming part of several Articles was shown in the one it is numbered after; 84.6 %, 92.3 %, 0.897 (2026-12-03)
once a definition that states no figure went below the Article that does. The bounds below leave a margin for
another CPU's rounding of the vectors.
"""

from __future__ import annotations

import re

import pytest

from tests.genuine_engine import as_measured, engine_on, rank_of
from tests.test_genuine import GENUINE

pytestmark = pytest.mark.skipif(GENUINE is None, reason="no genuine NRC codes here (../shared/genuine/ or "
                                                        "$CODECITE_GENUINE): they are not redistributable")

# (question, the Article that answers it): written from the Article titles, in our own words
ANSWERABLE = [
    ("What is the most window and door area I can have as a share of the wall area?", "B-3.2.1.4."),
    ("Does the main entrance of an office building need a vestibule?", "B-3.2.2.1."),
    ("What U-value do windows have to meet in zone 7A?", "B-3.2.2.3."),
    ("How much insulation is needed under a heated slab on grade?", "B-3.2.3.3."),
    ("How do I work out the overall thermal transmittance of a wall that has thermal bridges?", "B-3.1.1.7."),
    ("What is the lighting power allowance for an office with the building area method?", "B-4.2.1.5."),
    ("Do lights in offices have to turn off automatically when nobody is there?", "B-4.2.2.1."),
    ("What lighting controls does a parking garage need?", "B-4.2.2.2."),
    ("How must outdoor lighting on a building be controlled at night?", "B-4.2.3.1."),
    ("How many watts can an exit sign use?", "B-4.2.1.1."),
    ("When does an air handler need an air economizer?", "B-5.2.2.8."),
    ("Do supply ducts need to be tested for leaks?", "B-5.2.2.4."),
    ("How thick must the insulation on heating hot water pipes be?", "B-5.2.5.3."),
    ("When must exhaust air heat be recovered?", "B-5.2.10.1."),
    ("Does an indoor pool need to recover heat from its dehumidification?", "B-5.2.10.2."),
    ("What controls must shut the heating and cooling down when the building is empty at night?", "B-5.2.11.1."),
    ("How efficient does a gas storage water heater have to be?", "B-6.2.2.1."),
    ("Do hot water pipes for the taps need insulation?", "B-6.2.3.1."),
    ("Does a snow melting system need automatic controls?", "B-5.2.8.7."),
    ("What is the maximum flow of a shower head?", "B-6.2.6.1."),
    ("Does an outdoor pool need a cover?", "B-6.2.7.2."),
    ("Does the building need to be able to monitor its electricity use?", "B-7.2.1.1."),
    ("How much voltage drop is allowed in feeders?", "B-7.2.2.1."),
    ("How is an addition to an existing building treated in the performance path?", "B-8.4.1.4."),
    ("Does the energy code apply to farm buildings?", "A-1.1.1.1."),
    ("What is the maximum skylight area?", "B-3.2.1.4."),
]
# what the National Building Code answers and the energy code does not
NOT_ANSWERED = [
    "How high must a guard on a balcony be?",
    "How many exits does a nightclub need?",
    "What fire-resistance rating does the floor between two apartments need?",
    "How deep must footings go below the frost line?",
    "Where do smoke alarms go in a house?",
    "What is the minimum ceiling height of a bedroom?",
    "What is the steepest slope allowed for a wheelchair ramp?",
    "How far apart can sprinkler heads be?",
    "How wide must a corridor in a school be?",
    "What is the minimum size of a bathroom exhaust fan?",
]


@pytest.fixture(scope="module")
def necb(tmp_path_factory):
    return engine_on(tmp_path_factory, "NECB-2017.pdf")


def test_the_offline_retrieval_finds_what_a_genuine_code_requires(necb):
    assert necb.local is not None and necb.retrieval == "fused"
    ranks = {q: rank_of(necb, q, article) for q, article in ANSWERABLE}
    n = len(ranks)
    hit1 = sum(r == 1 for r in ranks.values()) / n
    hit3 = sum(1 for r in ranks.values() if r and r <= 3) / n
    mrr = sum(1 / r for r in ranks.values() if r) / n
    missed = {q: r for q, r in ranks.items() if r != 1}
    assert hit1 >= 0.80 and hit3 >= 0.88 and mrr >= 0.86, (hit1, hit3, mrr, missed)


def test_the_examples_a_genuine_definition_gives_are_searched_with_its_term(necb):
    # "Fenestration means ... such as windows, clerestories, skylights ...": asked about skylights, the
    # requirement says fenestration (the NECB's 3.2.1.4., its maximum fenestration and door area)
    assert necb.aliases.kinds["skylights"] == "fenestration" and necb.aliases.kinds["windows"] == "fenestration"
    # a "such as" that gives what surrounds a space, or lit natural features, gives no kinds of the term
    assert not {"floors", "partitions", "pools", "trees"} & set(necb.aliases.kinds)
    assert "(fenestration)" in necb.read("What is the maximum skylight area?").text
    assert rank_of(necb, "What is the maximum skylight area?", "B-3.2.1.4.") <= 2


def test_an_article_asked_for_in_the_words_of_a_requirement_comes_before_its_note(necb):
    # on the genuine Code each of these Notes ranked just above the Article it explains
    for question, article in (("Do supply ducts need to be tested for leaks?", "B-5.2.2.4."),
                              ("When does an air handler need an air economizer?", "B-5.2.2.8."),
                              ("Does the building need to be able to monitor its electricity use?", "B-7.2.1.1.")):
        top = necb.retrieve(question, rerank=False).candidates[:2]
        assert top[0].clause_id == article and top[1].chunk.kind == "note", question


def test_a_note_holding_what_was_asked_stays_above_its_article_whatever_words_of_a_requirement_ask_it(necb):
    # "need" is a requirement's word, but the Note's own passage holds the answer (its Table of
    # high-limit settings; its paragraph on interior blinds): the Article went first, the Note second
    for question, note, article in (
            ("what outdoor conditions should a dew point / dry bulb high limit shut off the econimizer at? "
             "need it in °F for the sequence of operations", "B-A-5.2.2.8.(2)", "B-5.2.2.8."),
            ("Do I need to include the interior roller blinds in the proposed energy model?",
             "B-A-8.4.3.3.(2)", "B-8.4.3.3.")):
        assert rank_of(necb, question, note) < rank_of(necb, question, article), question


def test_a_term_a_genuine_codes_note_says_what_it_is_is_answered_by_that_note(necb, necb2011):
    # neither edition defines the monitor; a Note opens "A roof(top) monitor is fenestration ...": asked
    # what one means, the definition of toplighting (which names it as an example) ranked first
    for engine, question, note in ((necb2011, "rooftop monitor meaning", "B-A-4.2.2.6."),
                                   (necb2011, "what is a rooftop monitor", "B-A-4.2.2.6."),
                                   (necb, "What is a roof monitor?", "B-A-4.2.2.4.")):
        assert rank_of(engine, question, note) == 1, question
        assert engine.ask(question)["citations"][0]["text"].startswith(("A rooftop monitor is", "A roof monitor is"))


def test_asked_whether_something_counts_as_what_a_note_explains_the_note_comes_first(necb):
    # "count as": what the Note explains (what a space-conditioning system is), not the Article's
    # requirement, although the question speaks of the requirements that would apply
    question = ("Would one window air conditioner count as a space-conditioning system that makes the "
                "envelope requirements apply?")
    top = necb.retrieve(question, rerank=False).candidates[:2]
    assert [h.clause_id for h in top] == ["B-A-3.1.1.2.(1)(a)", "B-3.1.1.2."]


def test_asked_when_something_stops_counting_as_one_term_and_counts_as_another_the_defined_one_answers(necb):
    # the NECB defines a skylight (by its slope), not a window: of the two "counts as", the defined term's
    question = "At what slope does a glazed roof panel stop being treated as a window and start counting as a skylight?"
    assert [c.id for c in necb.read(question).definitions][:1] == ["A-1.4.1.2.#term-skylight"]
    assert necb.retrieve(question, rerank=False).candidates[0].clause_id == "A-1.4.1.2."


def test_asked_which_of_two_terms_something_is_or_what_is_taken_as_one_the_definition_comes_first(necb):
    for question, term in (
            ("A glazed roof panel tilted at 70 degrees from horizontal: under this code is it a skylight or a "
             "window?", "A-1.4.1.2.#term-skylight"),
            ("In a warehouse with no ceiling, what is taken as the ceiling height for the daylighting rules?",
             "A-1.4.1.2.#term-ceiling-height")):
        assert necb.retrieve(question, rerank=False).candidates[0].chunk_id == term, question


def test_asked_for_a_u_value_the_requirement_comes_before_the_definition_its_abbreviation_means(necb):
    # "U-value" is searched with "overall thermal transmittance", whose definition states no value
    top = necb.retrieve("What overall U-value must a roof meet in zone 5?", rerank=False).candidates
    ids = [h.clause_id for h in top]
    assert ids.index("B-3.1.1.7.") < ids.index("A-1.4.1.2.") and ids.index("B-3.2.2.2.") <= 3


def test_a_genuine_code_declines_what_it_does_not_cover_and_answers_what_it_does(necb):
    declined = [q for q in NOT_ANSWERED if necb.ask(q)["declined"]]
    assert len(declined) >= 7, sorted(set(NOT_ANSWERED) - set(declined))
    wrongly = [q for q, _ in ANSWERABLE if necb.ask(q)["declined"]]
    assert len(wrongly) <= 1, wrongly
    # an answer quotes the Sentence that states the requirement and links to it
    a = necb.ask("How many watts can an exit sign use?")
    assert not a["declined"] and a["citations"]
    sources = [s for c in a["citations"] for s in c["sources"]]
    assert any(s["id"] == "B-4.2.1.1." and s["url"].endswith("#" + s["anchor"]) for s in sources), sources


def test_asked_what_share_of_the_roof_may_be_skylights_the_per_cent_limit_leads(necb):
    # a share asked is stated in per cent: the 2 % of the gross roof area leads, before the Sentence on how
    # that roof area is calculated
    got = necb.ask("What percentage of the roof area can be skylights?")
    first = got["citations"][0]
    assert first["sources"][0]["passage"] == "B-3.2.1.4.(2)" and "2%" in first["text"], got["answer"][:300]


def test_an_askers_share_of_the_floor_area_meets_the_per_cent_condition_it_is_read_against(necb2011):
    # the shops' 15 % of a hotel's lighted area is more than the 10 % beyond which the space-by-space method must
    # be used: the Note (or Sentence) setting that 10 % leads, not how the building area method multiplies
    got = necb2011.ask("A hotel whose shops and restaurant make up about 15% of the lighted floor area: may its "
                       "lighting allowance still be worked out by the building area method?")
    first = got["citations"][0]
    assert first["sources"][0]["passage"] in ("B-A-4.2.1.5.#p2", "B-4.2.1.5.(3)") and "10%" in first["text"], \
        got["answer"][:300]


def test_a_long_tables_row_asked_for_is_quoted_from_the_whole_of_a_split_article(necb):
    from codecite_site.qa.compose import ROWS_OMITTED

    # the Article that sets lighting power by building type is longer than one chunk, its Table in a
    # later part than its Sentences: the answer reads the Article whole and quotes the row asked
    parts = [c for c in necb.clause_index.of_clause["B-4.2.1.5."] if "~" in c.id]
    assert len(parts) >= 2 and not any(p.anchor.startswith("table-") for p in parts[0].passages)
    got = necb.ask("What is the maximum lighting power density for an office?")
    # (the space-by-space method's Table, whose Article ranks first, may lead: its best passage is offered as the
    # lead though it shares fewer words than the building area method's; issue 13 part 34)
    first = next(c for c in got["citations"] if c["sources"][0]["passage"] == "B-Table-4.2.1.5.")
    lines = first["text"].split("\n")
    assert lines[0].startswith("Table 4.2.1.5.") and ROWS_OMITTED in lines
    rows = [line.split(" | ")[0] for line in lines[2:] if " | " in line]
    assert "Office" in rows and "Warehouse" not in rows and len(rows) <= 4, rows
    assert not got["unverified_quantities"]
    # its link highlights the rows quoted: the Office row among them, as the page anchors it
    url = first["sources"][0]["url"]
    assert "?hl=table-4.2.1.5-r" in url, url
    table_rows = necb.passages["B-Table-4.2.1.5."].text.split("\n")[1:]
    highlighted = [table_rows[int(a.rsplit("-r", 1)[1])] for a in url.split("?hl=")[1].split("#")[0].split(",")]
    assert any(r.startswith("Office |") for r in highlighted), highlighted
    # asked in many words of which one names the row, the Table still leads its Article's Sentences
    got = necb.ask("lighting budget for a new public library using the whole-building method - how many W per m2?")
    first = got["citations"][0]
    assert first["sources"][0]["passage"] == "B-Table-4.2.1.5.", got["answer"][:300]
    assert "Library |" in first["text"]


def test_a_requirement_comes_before_the_performance_paths_model_of_it(necb):
    # Part 8's Articles say how the reference building's boilers, pumps and water heaters are modelled;
    # each ranked first, above the requirement asked for, before they were put PATH_DEMOTE places lower
    for question, article in (
            ("What is the most pump motor power allowed per kW of peak cooling load in a chilled-water loop?",
             "B-5.2.6.3."),
            ("Which boiler efficiency must a 60 kW gas-fired hot water boiler meet?", "B-5.2.12.1."),
            ("What energy factor must a heat pump water heater reach?", "B-6.2.2.1.")):
        assert rank_of(necb, question, article) == 1, question
    # a question about the energy model still finds Part 8
    assert rank_of(necb, "How many unmet heating load hours does the simulation allow?", "B-8.4.1.2.") == 1


def test_a_question_naming_the_performance_paths_part_or_its_reference_building_asks_of_that_path(necb, necb2011):
    # Part 8's title names the path ("Building Energy Performance Compliance Path"): named, or its reference
    # building in a designer's shorthand ("Ref bldg"), Part 8 is asked of; before, its Article 8.4.4.7. ranked
    # first by both stages was demoted below Part 5's load calculations
    assert necb.path_parts == necb2011.path_parts == frozenset({("B", "8")})
    for question in ("Ref bldg HVAC system type for a 6-storey office, Part 8?",
                     "HVAC system type for a 6-storey office in the ref bldg?"):
        assert rank_of(necb, question, "B-8.4.4.7.") == 1, question


def test_an_article_outside_the_part_named_that_says_what_it_says_of_that_part_stays_first(necb, necb2011):
    # Division C's report of the performance path ("If Part 8 of Division B is used ..., a building performance
    # compliance calculation report shall be produced"; the header of its every page in Sentence (2)) is what
    # "the Part 8 compliance report" asks of: a Part 8 Article was moved above it
    question = "What has to appear in the header of every page of the Part 8 performance compliance report?"
    for engine in (necb, necb2011):
        assert rank_of(engine, question, "C-2.2.2.8.") == 1
    # a Part named still goes first over an Article that does not name it
    assert rank_of(necb, "Ref bldg HVAC system type for a 6-storey office, Part 8?", "B-8.4.4.7.") == 1


def test_a_requirement_comes_before_a_trade_off_paths_articles_unless_that_path_is_asked_about(necb2011):
    # each Part's trade-off path (NECB Sections 3.3. to 7.3., "Trade-off Path") computes with the requirements'
    # quantities (6.3.2.2.'s average flow of all faucets): asked the most hot water lavatory faucets may put out,
    # the requirement 6.2.6.2. comes first; asked of the trade-off path, its Articles
    assert {"B-6.3.2.2.", "B-5.3.2.8.", "B-3.3.1.1."} <= necb2011.performance_path
    assert rank_of(necb2011, "What's the most hot water the bathroom sink taps are allowed to put out, in gallons per "
                           "minute?", "B-6.2.6.2.") == 1
    assert rank_of(necb2011, "In the service water heating trade-off path, how is the peak daily flow ratio "
                           "calculated?", "B-6.3.2.2.") == 1


def test_a_barn_is_read_as_the_farm_building_the_code_does_not_apply_to(necb):
    # "dairy", "barn", "cattle" are words the Code never uses: the definition nearest in meaning,
    # "Farm building means ... the housing of equipment or livestock ...", gives its term to the search
    assert "(farm building)" in necb.read("Our family farm is adding a cattle barn. Does the NECB apply to it?").text
    for question in ("Our family farm is adding a cattle barn. Does the NECB apply to it?",
                     "Does a new dairy barn have to meet the energy code?",
                     # "follow the code for it": whether it applies, still (it was declined)
                     "I'm putting up a new barn for my cattle. Do I have to follow the energy code for it?"):
        a = necb.ask(question)
        assert not a["declined"] and a["hits"][0]["id"] == "A-1.1.1.1.", question
        assert a["citations"][0]["sources"][0]["passage"] == "A-1.1.1.1.(2)", question  # "does not apply to farm buildings"
        # and the answer says the words were searched with the defined term
        assert "farm building" in {r["read"] for r in a["readings"] if r["how"] == "term"}, question
    # a lay word near several definitions alike ("apartments": suite, dwelling unit) is searched as it is
    assert necb.lay_terms.bridged("apartments", necb._unknown) == []


def test_a_note_sharing_a_word_does_not_go_first_for_asking_what_counts_as_one(necb):
    # "do the slab edges count as wall?": the Note on walls with embedded radiant heating ranked among the
    # first three and went first; the modelling Article on how wall areas are measured ("exclusive of the perimeter
    # areas where floor or roof slabs interrupt the wall construction") ranked first by both stages
    assert rank_of(necb, "When I do the take-off of above grade wall area for the energy model, do I mesure to the "
                       "outside or inside face, and do the slab edges count as wall?", "B-8.4.2.8.") == 1


def test_asked_what_meeting_the_code_takes_is_no_question_of_its_scope(necb):
    # "... do we need ... to meet the energy code?" asks a requirement (the Code states none on car charging),
    # not whether the Code applies: it was answered with "this Code applies to the design and construction of
    # all new buildings", never weighed for declining. (Since part 40 it declines before weighing: the Code never
    # names EV charging stations, a kind of station it has no word for)
    a = necb.ask("How many EV charging stations or energized outlets do we need in the underground parkade "
                 "to meet the energy code?")
    assert a["declined"] and (a["support"] is not None or "it never names them" in a["answer"]), a["answer"][:200]
    assert "applies to the design and construction" not in a["answer"], a["answer"][:300]


def test_a_row_among_a_long_tables_hundred_finds_its_article_and_is_quoted(necb):
    # Table 4.2.1.6. lists over a hundred space types: read whole, its one row asked weighed nothing and
    # the Article ranked tenth; searched by groups of rows, and its two parts fused as one Article
    question = "How many watts per square metre for the server room, space by space?"
    rank = rank_of(necb, question, "B-4.2.1.6.")
    assert rank is not None and rank <= 2, rank
    first = necb.ask(question)["citations"][0]
    assert first["sources"][0]["passage"] == "B-Table-4.2.1.6."
    assert any(line.startswith("Computer/Server room |") for line in first["text"].split("\n")), first["text"][:400]


def test_an_r_value_is_answered_from_the_codes_u_values_with_the_conversion_beside(necb):
    got = necb.ask("Is R-24 enough for the above-ground walls of a new office in zone 7A?")
    assert not got["declined"] and got["citations"][0]["sources"][0]["passage"] == "B-Table-3.2.2.2."
    assert got["conversions"] == ["R-24 \u2248 RSI 4.23 (m\u00b2\u00b7K)/W, a U-value of 0.237 W/(m\u00b2\u00b7K) "
                                  "(converted, not Code text)"]


# a second set, written by a helper from the Code alone who never saw the first nor the tests, run once
# (held out) after the session's changes: Article hit@1 78.6 %, hit@3 85.7 %, MRR 0.837 (75.0 %, 82.1 %,
# 0.805 before them), 6 of 12 declined, none of 28 wrongly; then 82.1 %, 89.3 %, 0.868 once "count as
# part of the building envelope" asked its definition (p17); 96.4 %, 96.4 %, 0.970 on 2026-12-03 (a
# performance path's Articles after the requirements, "is that a skylight or a window" asking the
# definitions, scope questions). Each with the Articles (or Notes) that answer it.
HELD_OUT = [
    ("We're building a community centre in a town that gets roughly 5,600 heating degree-days a year. What is the highest U-value the above-grade walls are allowed to have?", ('B-3.2.2.2.',)),
    ("If I use the whole-building method for lighting, what lighting power density is allowed for a high school?", ('B-4.2.1.5.',)),
    ("Does the energy code even apply to the new dairy barn we're putting up on our farm?", ('A-1.1.1.1.',)),
    ("Doing the lighting calc room by room (space-by-space), how many watts per square metre can go into the server room?", ('B-4.2.1.6.',)),
    ("Our building's heating load works out to about 250 kW and the contractor wants one big on/off boiler to keep it simple. That's fine under the code, isn't it?", ('B-5.2.11.4.',)),
    ("What's the limit on pump motor power for a chilled water cooling loop, expressed per kW of peak load?", ('B-5.2.6.3.',)),
    ("Our corner store sits in a neighbourhood business district. How much basic site allowance do we get for outdoor lighting?", ('B-4.2.3.1.',)),
    ("The storage building I'm designing has no heating at all; the only conditioning is a plug-in window air conditioner in the little office. Does that count as a space-conditioning system that would make the building envelope requirements apply?", ('B-A-3.1.1.2.(1)(a)', 'B-3.1.1.2.')),
    ("Why does the code push for a separate booster heater for the kitchen dishwasher instead of just cranking the main water heater up to the temperature the dishwasher needs?", ('B-A-6.2.5.1.(1)', 'B-6.2.5.1.')),
    ("What does a heat trap actually look like? Can you give me a few examples of arrangements that qualify?", ('B-A-6.2.3.1.(1)',)),
    ("Our atrium has sloped glazing tilted about 70 degrees from the horizontal. For the energy code, is that a skylight or just a window?", ('A-1.4.1.2.',)),
    ("We're tacking an 8 m² heated entry vestibule onto an existing school. Does that count as an addition under the energy code?", ('A-1.4.1.2.',)),
    ("Our warehouse is kept at about 10°C and the attached office at 21°C. Does the wall between them count as part of the building envelope?", ('A-1.4.1.2.',)),
    ("We're putting a 100,000 BTU/h gas-fired furnace in a small retail unit. What AFUE does it need?", ('B-5.2.12.1.',)),
    ("Can we use 2.5 gpm shower heads in the gym locker rooms?", ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)')),
    ("do i need a vestibul at the front entrance of a 150 m2 retial shop?", ('B-3.2.2.1.',)),
    ("whats the max voltge drop alowed on feeders", ('B-7.2.2.1.',)),
    ("What does Article 5.2.2.7. require? At what size does a cooling system have to use outdoor air to cut mechanical cooling?", ('B-5.2.2.7.',)),
    ("Under Sentence 8.4.1.2.(3), how many unmet heating-load hours are allowed per thermal block in the simulation?", ('B-8.4.1.2.',)),
    ("Two questions about the public washrooms in our hockey arena: what's the maximum flow rate for the lavatory faucets, and do those lavatories need automatic shut-off?", ('B-6.2.6.2.',)),
    ("For a project up north with more than 7,000 heating degree-days: what U-value do the windows have to meet, and how much air leakage is allowed for the operable ones?", ('B-3.2.2.3.', 'B-3.2.4.3.')),
    ("If we go the alternative solution route, who has to supply the documentation showing it complies, and what does it need to include?", ('C-2.3.1.1.',)),
    ("What lighting documentation will the plans examiner expect from us with the permit application?", ('C-2.2.2.4.',)),
    ("The lights in our underground parking garage: do they have to turn down by themselves when nobody's around, and by how much?", ('B-4.2.2.2.',)),
    ("How high on the wall should we mount the thermostat sensors?", ('B-5.2.8.4.',)),
    ("In the energy model our proposed boilers are oversized by 50%, so I assume the reference building gets the same 50% oversizing, correct?", ('B-8.4.4.8.',)),
    ("The electrical service for our new office building is about 400 kVA. Do we have to provide for separately monitoring the HVAC and lighting energy use?", ('B-7.2.1.1.',)),
    ("How far down does the insulation on a basement wall have to go?", ('B-3.2.3.1.',)),
]
HELD_OUT_NOT_ANSWERED = [
    "What's the maximum riser height and minimum tread depth for the exit stairs in a three-storey office building?",
    "What fire-resistance rating, in hours, does the separation between the underground parking garage and the apartments above it need?",
    "What is the maximum solar heat gain coefficient allowed for windows in climate zone 4?",
    "What minimum efficacy, in lumens per watt, do the LED fixtures in an office have to meet?",
    "What roof snow load should our structural engineer design for on a warehouse in Winnipeg?",
    "How many toilets and urinals are required for a 200-seat restaurant?",
    "We're putting snow-melting cables under the concrete of the front sidewalk. How much insulation, in RSI, has to go under them?",
    "Is there a federal rebate if we install cold-climate heat pumps in our new office building, and how much is it?",
    "What blower-door result, in air changes per hour at 50 Pa, does the whole building have to achieve when construction is finished?",
    "How tall do the guards on the apartment balconies have to be?",
    "How many litres per second of outdoor air per person does the Code require for office spaces?",
    "What minimum efficiency, as a percentage, must a 75 kVA dry-type transformer have?",
]


def test_a_second_set_of_questions_on_the_genuine_code_is_answered_and_declined_as_measured(necb):
    as_measured(necb, HELD_OUT, HELD_OUT_NOT_ANSWERED, hit1=0.92, hit3=0.92, mrr=0.93, declined=10, wrongly=1)


# a third set, by a third helper from the Code alone (it saw neither other set nor the tests), run
# once before and once after the session's changes (issue 13 part 8): Article hit@1 82.1 % both times,
# hit@3 92.9 %, MRR 0.877 -> 0.869; 6 of 12 declined, none of 28 wrongly. On 2026-12-03: 89.3 %, 92.9 %,
# 0.916 (a Note first when asked whether something counts as what it explains, "what is taken as").
THIRD_SET = [
    ("We're putting up a two-storey office building in climate zone 7A and following the prescriptive route. What's the highest U-value allowed for the above-grade exterior walls?", ('B-3.2.2.2.',)),
    ('Doing the space-by-space lighting calc for a medical clinic. What lighting power density am I allowed in the exam / treatment rooms?', ('B-4.2.1.6.',)),
    ('Our site is in a normal suburban commercial area, which I believe puts it in exterior lighting zone 3. How many watts do we get as the basic site allowance for outdoor lighting?', ('B-4.2.3.1.',)),
    ("I'm the mechanical designer on a restaurant fit-out. The town has about 4500 heating degree-days and the kitchen hood exhaust fan is sized at roughly 2000 L/s. Am I forced to put demand-controlled ventilation on the kitchen exhaust, and what airflow is the cut-off for my climate?", ('B-5.2.3.4.',)),
    ('A heating supply duct runs through a mechanical space, and at design conditions the air inside the duct is about 25 degrees C warmer than the space around it. What minimum insulation value (thermal resistance) does that duct need?', ('B-5.2.2.5.',)),
    ('Our warehouse has no furnace, just a couple of window air conditioners in the small office. Does that count as having a space-conditioning system, so that the building envelope requirements apply to us?', ('B-A-3.1.1.2.(1)(a)',)),
    ("The rule for the maximum window and door to wall ratio uses heating degree-days in a formula I can't read on the page. For a location at 5500 degree-days, what ratio does that work out to? Is there an example table?", ('B-A-3.2.1.4.(1)',)),
    ("Why doesn't the code just let me raise the setpoint on the main water heater to feed the dishwasher's very hot water, instead of making me add a booster heater?", ('B-A-6.2.5.1.(1)',)),
    ("We want to add a small heated enclosed entry onto an existing store. How big does a heated add-on have to be before it counts as an 'addition' under this code?", ('A-1.4.1.2.',)),
    ("What counts as a skylight rather than a window? We have sloped glazing on the roof of a sunroom and I'm not sure which limits apply.", ('A-1.4.1.2.',)),
    ("Open-structure warehouse with no ceiling at all. For the lighting and daylighting calcs, what is taken as the 'ceiling height'?", ('A-1.4.1.2.',)),
    ('The electrician wants to mount all the wall thermostats at 5 feet (60 inches) above the floor. Is that OK under the energy code?', ('B-5.2.8.4.',)),
    ('Heating load for our new school comes out around 1,500,000 Btu/h. Can we just install one big single-stage boiler?', ('B-5.2.11.4.',)),
    ('whats the max air leakage rate for an air barier assembley in the opaque walls', ('B-3.2.4.2.',)),
    ('do i need a vestibul at the front door of a small retial shop, about 150 m2?', ('B-3.2.2.1.',)),
    ('Sentence 5.2.3.2.(1) lets a constant-volume supply and return fan system draw up to 2.65 W per L/s, right?', ('B-5.2.3.2.',)),
    ("What does 4.2.2.1.(18) say about how large an area one automatic shut-off control (e.g. an occupancy sensor) can cover in the 'full off' spaces, and how fast the lights must go off?", ('B-4.2.2.1.',)),
    ('What voltage drop should feeders be sized for, and is the limit the same for branch circuits?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Community rec centre with an indoor pool and a hockey rink: how much heat has the pool exhaust system got to recover, and do we also have to capture the reject heat from the ice plant?', ('B-5.2.10.2.', 'B-5.2.10.3.')),
    ('If we go the energy modelling (performance) route, what has to appear in the header of every page of the compliance report?', ('C-2.2.2.8.',)),
    ('Who is responsible for supplying the documentation when a design uses an alternative solution instead of the acceptable solutions?', ('C-2.3.1.1.',)),
    ('How far down do I have to run the insulation on a basement wall?', ('B-3.2.3.1.',)),
    ('The lights in our underground parking garage: do they have to dim down when nobody is around, and by how much?', ('B-4.2.2.2.',)),
    ('Context: small office, one rooftop unit moving about 1,200 L/s with roughly 35 kW of cooling. The owner wants to drop the economizer to save money, and I thought free cooling with outdoor air was only required on much bigger systems. Do we need it here?', ('B-5.2.2.7.',)),
    ("What's the maximum flow rate allowed for faucets in public washrooms?", ('B-6.2.6.2.',)),
    ('At what size of electrical distribution system do we have to make provision for monitoring the HVAC, interior lighting and exterior lighting energy separately?', ('B-7.2.1.1.',)),
    ('In the whole-building energy model, how many hours of unmet heating load per thermal block is the simulation allowed to show?', ('B-8.4.1.2.',)),
    ("I'm designing a new heated dairy barn with a milking parlour. Which climate-zone table do I use for the wall insulation under the NECB?", ('A-1.1.1.1.',)),
]
THIRD_SET_NOT_ANSWERED = [
    "What's the maximum riser height and minimum tread depth for the exit stairs in our office building?",
    'How many hours of fire-resistance rating does the floor between the parking garage and the apartments above need?',
    'What roof snow load should our structural engineer design for on a warehouse in Winnipeg?',
    'How many toilets and urinals does a 150-seat restaurant need?',
    "What's the minimum guard height for balconies on a high-rise apartment building?",
    'What STC sound rating do the party walls between apartments need?',
    "What's the minimum full-load efficiency, as a percentage, for a 15 kW (20 hp) three-phase motor driving a pump?",
    'What minimum efficiency percentage does a 75 kVA dry-type transformer have to meet?',
    'The code says fireplaces need doors. What maximum air leakage rate do those fireplace doors have to meet?',
    "How deep does an entrance vestibule have to be, i.e. what's the minimum distance between the inner and outer doors?",
    'What minimum collector efficiency do the solar panels on a solar hot water system need?',
    'At what outdoor temperature do the snow-melting heaters on our ramp have to shut off automatically?',
]


def test_a_third_set_of_questions_on_the_genuine_code_is_answered_and_declined_as_measured(necb):
    as_measured(necb, THIRD_SET, THIRD_SET_NOT_ANSWERED, hit1=0.92, hit3=0.89, mrr=0.93, declined=5, wrongly=1)


# a fourth set on NECB 2017 and a first on NECB 2011, by two more helpers from the Codes alone (they
# saw neither the other sets nor the tests), written 2026-12-04 (issue 13 part 10), 28 answerable and 12
# the Code does not answer each. Run before the session's changes: NECB 2017 Article hit@1 75.0 %,
# hit@3 96.4 %, MRR 0.858, 7 of 12 declined, none of 28 wrongly; NECB 2011 85.7 %, 96.4 %, 0.911, 6 of
# 12, none wrongly; after: the same at Article level (Sentence hit@1 78.6 -> 82.1 % on NECB 2011).
FOURTH_SET = [
    ("What counts as an 'addition'? We're enclosing an 8 m² entry porch as heated space. Is that an addition under the energy code?", ('A-1.4.1.2.',)),
    ('We have a 400 kVA electrical service. Does the code make us install meters on the lighting and HVAC, or only leave room for them?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('In hotel guest rooms, how quickly after the guest leaves must the lights go off, and how quickly must the heating drop to a set-back temperature?', ('B-4.2.2.6.', 'B-5.2.8.3.')),
    ('What counts as a skylight? Our atrium has sloped glazing tilted 70 degrees from horizontal.', ('A-1.4.1.2.',)),
    ('Our basement walls go 10 feet below ground. How far down the wall does the insulation have to run?', ('B-3.2.3.1.',)),
    ("We're designing an office in a city with about 4 500 heating degree-days. What's the highest U-value our above-grade exterior walls are allowed to have?", ('B-3.2.2.2.',)),
    ('Do I have to build an airlock entry at the front door of a 150 m² corner shop?', ('B-3.2.2.1.',)),
    ('Our rooftop unit supplies 3 000 L/s with about 35% outdoor air. It runs roughly 4 000 hours a year and the building is in climate zone 6. Does it need heat/energy recovery on the exhaust?', ('B-5.2.10.1.',)),
    ('The rule about protecting insulation: does that stop us from using an inverted (protected membrane) roof or a green roof where the insulation sits outside the membrane?', ('B-A-3.2.1.1.(1)',)),
    ('What does 6.2.4.2 require for shutting off a hot water system, and does it apply to an 80 L tank?', ('B-6.2.4.2.',)),
    ('In the performance-path energy model, how many hours of unmet heating load are allowed?', ('B-8.4.1.2.',)),
    ('What standard do the lamps in internaly lit exit signs have to meet for power use?', ('B-4.2.1.1.',)),
    ("I'm putting up a heated machine shed and a livestock barn on my farm. Does the energy code apply to them?", ('A-1.1.1.1.',)),
    ('Using the whole-building method, what lighting power can an office building have, in watts per square foot?', ('B-4.2.1.5.',)),
    ('Our underground parking garage is 1 000 m². How big can each lighting control zone be, and what do the lights have to do when nobody is around?', ('B-4.2.2.2.',)),
    ('What does 3.2.1.4 say about skylights, how much of the roof can be skylight?', ('B-3.2.1.4.',)),
    ('When modelling the reference building, how much can its heating and cooling equipment be oversized?', ('B-8.4.4.8.',)),
    ('What does 5.2.2.8 say about cooling stages? Our economizer rooftop unit has 100 kW of cooling. How small does its lowest stage have to be?', ('B-5.2.2.8.',)),
    ('What counts as a semi-heated building? Would a warehouse kept at 10°C qualify?', ('B-1.2.1.2.',)),
    ("What's the maximum voltage drop allowed on feeders, and what's the maximum on branch circuits?", ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('How thick does the insulation need to be on a 2-inch heating hot water main that runs at about 180°F?', ('B-5.2.5.3.',)),
    ('A recirculating domestic hot water line, 1-inch pipe, runs through an unheated crawlspace. How thick must its insulation be?', ('B-6.2.3.1.',)),
    ('For the permit submission, what information about the building envelope do we have to hand in? Is the window-to-wall ratio part of it?', ('C-2.2.2.3.',)),
    ('For a heated outdoor pool, how much of the water must the cover be able to cover, and do the pool pump and heater need timers?', ('B-6.2.7.2.', 'B-6.2.7.1.')),
    ('At what hieght do wall thermostats have to be mounted?', ('B-5.2.8.4.',)),
    ("What's the maximum gpm allowed for a shower head?", ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)')),
    ('The heating load for our building is 400 kW. Can we just put in one big on/off boiler?', ('B-5.2.11.4.',)),
    ('Our main entrance is an automatic sliding glass door, which I understand is exempt from the door U-value limit. Do we still have to count its glass when working out the window-to-wall ratio?', ('B-A-3.2.2.4.(5)',)),
]
FOURTH_SET_NOT_ANSWERED = [
    'What radon or soil-gas barrier is required under an insulated slab-on-ground?',
    'Does the code require electric vehicle charging stations in a new parking garage, and if so how many?',
    'What fire-resistance rating do the walls around the boiler room need?',
    'How much is the building permit fee for a deep energy retrofit of a 2 000 m² school?',
    'How many toilets per occupant does a new office building with low-flow fixtures need?',
    "What's the minimum width of the exit stairs in a 6-storey office building with energy-efficient stairwell lighting?",
    'Is there a government subsidy for putting solar panels on the roof of a new commercial building, and how much is it?',
    'Where do carbon monoxide alarms have to go near a gas-fired furnace in an apartment building?',
    'How far from the property line does a rooftop condensing unit or air-source heat pump have to be set back to meet noise limits?',
    'What minimum travel speed is required for passenger elevators in a 12-storey energy-efficient office tower?',
    'How high does the guard have to be around the rooftop platform where our HVAC units sit?',
    'Our underground parking garage has demand-controlled ventilation. Does it also need sprinklers, and at what spacing?',
]


NECB2011_SET = [
    ("We're building in a town with roughly 4500 heating degree-days. What's the highest U-value I can have for the above-grade exterior walls?", ('B-3.2.2.2.',)),
    ('Our basement walls are 8 feet deep. Does the insulation have to run all the way down to the footing?', ('B-3.2.3.1.',)),
    ("We're opening a 180 m² retail store with its own door straight onto the street. Does that door need an enclosed vestibule?", ('B-3.2.2.1.',)),
    ('How airtight must fixed windows be, and how airtight must ordinary exterior swing doors be?', ('B-3.2.4.3.', 'B-3.2.4.4.')),
    ('Do the rules for insulating floors on ground also cover a crawl space with just a dirt floor?', ('B-A-3.2.3.3.',)),
    ('If we use the whole-building method for lighting, how many watts per square metre are we allowed for an office building?', ('B-4.2.1.5.',)),
    ('Our new hotel has about 15% of its lighted floor area taken up by shops and a restaurant. Can we still use the simple whole-building lighting allowance?', ('B-4.2.1.5.',)),
    ('What does 4.2.2.1 say about how quickly occupancy sensors have to turn the lights off?', ('B-4.2.2.1.',)),
    ("For a store in a busy downtown commercial district, what's the basic site allowance for outdoor lighting power?", ('B-4.2.3.1.',)),
    ("An indoor swimming pool isn't one of the building types in the lighting density table. Which value could we use instead?", ('B-A-4.2.1.5.',)),
    ('A supply duct runs through an unheated attic, and the air in it is about 55°F warmer than the attic at design conditions. What minimum insulation R-value does the duct need?', ('B-5.2.2.5.',)),
    ('How thick does the insulation have to be on a 3-inch heating water pipe carrying 180°F water?', ('B-5.2.5.3.',)),
    ('Our rooftop unit has an air-side economizer and about 50 kW of cooling. How low does its smallest cooling stage have to go?', ('B-5.2.2.8.',)),
    ("What does 5.2.11.4 require of the boiler plant when the building's heating load is 400 kW?", ('B-5.2.11.4.',)),
    ('At what hieght are wall thermostats supposed to be mounted?', ('B-5.2.8.3.',)),
    ("Where the 2.5% January design temperature is -20°C, what sensible heat recovery efficiency does a suite's heat-recovery ventilator need?", ('B-5.2.10.4.',)),
    ("What's the fan power limit for a constant-volume system, and what's the limit for a VAV system?", ('B-5.2.3.2.', 'B-5.2.3.3.')),
    ('Can I install the standard 2.5 gpm shower heads in a new fitness centre?', ('B-6.2.6.1.',)),
    ('We have a gas water heater. Does setting its control to the low standby position count as the required way to shut the system down?', ('B-A-6.2.4.2.(1)',)),
    ("We're heating an outdoor pool to 34°C. What kind of cover do we need?", ('B-6.2.7.2.',)),
    ('What is the maximum voltage drop for feeder conductors, and what is it for branch circuits?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Does the code make me install sub-meters for the lighting and HVAC loads, or just leave room for them?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('In an energy model for the performance route, how many hours a year can the heating loads go unmet?', ('B-8.4.1.2.',)),
    ("What does 8.4.4.9 say about how much oversizing the reference building's heating and cooling equipment gets?", ('B-8.4.4.9.',)),
    ('What counts as an addition under this code? Would an 8 m² heated vestibule added to an existing building count?', ('A-1.4.1.2.',)),
    ('What counts as a skylight? At what slope does sloped glazing stop being treated as a window?', ('A-1.4.1.2.',)),
    ('What counts as servise water? Does the water in a hydronic heating loop count?', ('A-1.4.1.2.',)),
    ('Is a small single-family house covered by this energy code?', ('A-A-1.1.1.1.(1)',)),
]
NECB2011_SET_NOT_ANSWERED = [
    'What is the minimum clear width for an exit stair in a four-storey office building?',
    'What fire-resistance rating does the wall around a boiler room need in a commercial building?',
    'How much of a rebate can we get for putting in a ground-source heat pump in a new commercial building?',
    'What design wind pressure should our curtain wall glazing be designed for on a 20-storey tower in Toronto?',
    'How many water closets and lavatories are needed for a 200-person assembly hall?',
    'Does an underground parking garage under an apartment building have to be sprinklered?',
    'How far back from the property line do rooftop condensing units have to be set under the zoning rules?',
    'Where must carbon monoxide alarms be installed near a gas-fired furnace in a multi-unit building?',
    'What snow load should we design the roof framing for when we add a rooftop solar PV array?',
    'How big does the combustion air opening to a gas boiler room have to be?',
    'What sound transmission class must the party walls between apartments achieve?',
    'How many electric vehicle charging stations does a new office parking lot need?',
]

# a second blind set on NECB 2011 (r01-r40, written 2026-12-04 by a helper who saw neither the other sets nor the
# retrieval code; measured first at e7b5475, before this session's changes: Article hit@1 82.1 %, hit@3 92.9 %,
# MRR 0.879; 7 of 12 declined, none of 28 wrongly)
NECB2011_SECOND_SET = [
    ('Our building is in a place with about 5000 degree-days. Under the prescriptive path, what is the highest U-value I can have for the above-grade exterior walls, and what about the floor that sits over our unheated parking garage?', ('B-3.2.2.2.',)),
    ('Designing a small clinic way up north, roughly 7500 heating degree days. What U-factor do the windows need to hit, and is there a cap on how much skylight I can put in the roof?', ('B-3.2.2.3.', 'B-3.2.1.4.')),
    ("Site has 4500 HDD. What's the maximum window-and-door to gross wall area ratio (FDWR) we're allowed before we have to go trade-off or performance?", ('B-3.2.1.4.', 'B-A-3.2.1.4.(1)')),
    ('Reading 3.2.2.1.(3)(f) — does the front entrance of my 1,800 sq ft retail store need a vestibule?', ('B-3.2.2.1.',)),
    ('our basment walls go about 10 ft below ground. do i have to run the insulation all the way to the footing or can it stop part way down?', ('B-3.2.3.1.',)),
    ("We're pouring a slab on grade with hydronic in-floor heating pipes cast in it, in an area with about 4500 degree-days. Is perimeter insulation enough or does the whole slab need insulating, and to what U-value?", ('B-3.2.3.3.', 'B-3.2.3.1.')),
    ("It's a storage warehouse with just a couple of unit heaters, total heating output works out to roughly 8 W per square metre of floor. Do the Part 3 envelope insulation requirements apply to it at all?", ('B-3.1.1.2.',)),
    ("When the energy code says 'fenestration', does that include glass block, translucent wall panels and glazed doors, or only windows?", ('A-1.4.1.2.',)),
    ("We are adding a small 8 m2 entry bump-out to an existing office. Does that count as an 'addition' as the NECB defines the word?", ('A-1.4.1.2.',)),
    ("The plumber mentioned a 'heat trap' on the water heater. What exactly is that, and what does one look like in practice?", ('A-1.4.1.2.', 'B-A-6.2.3.1.(1)')),
    ('Using the building area method, how many watts of interior lighting am I allowed for a 10,000 square foot office building?', ('B-4.2.1.5.',)),
    ('Our hotel has shops on the ground floor that take up about 15% of the lighted floor area. Can we still just use the single hotel lighting power density for the whole building?', ('B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ('do the lights in a confrence room have to turn off automaticaly when nobody is in there, and how long can they stay on after people leave?', ('B-4.2.2.2.', 'B-4.2.2.1.')),
    ('We have 12 m of line-voltage track lighting in a boutique. Under clause 4.2.1.4.(3)(c), what wattage do I count for the track in the installed lighting power?', ('B-4.2.1.4.',)),
    ('Open office with a long wall of windows; the primary sidelighted floor area comes out around 1,500 sq ft. Is a daylight-responsive photocontrol mandatory there, and what dimming steps must it have?', ('B-4.2.2.8.',)),
    ('Store is downtown in a busy high-activity commercial district. What basic site allowance do I get for exterior lighting power?', ('B-4.2.3.1.',)),
    ('A 15-ton rooftop unit serves an office floor. Does it need an air-side economizer, and is there a rule about how low its cooling can stage down?', ('B-5.2.2.7.', 'B-5.2.2.8.')),
    ('Each suite in our building has its own ventilation system. The site has a January 2.5% design temperature of -32 C and about 6500 degree-days. Does the exhaust need heat recovery, and what sensible efficiency does the HRV have to test at?', ('B-5.2.10.4.',)),
    ('How thick does the insulation have to be on a 4 inch hot water heating main running at about 180 F?', ('B-5.2.5.3.',)),
    ('Our design heating load is 400 kW. Can the mechanical engineer use one big on/off boiler?', ('B-5.2.11.4.',)),
    ('Two HVAC questions: how warm are we allowed to heat the entrance vestibule, and at what height do wall thermostats have to be mounted?', ('B-5.2.8.5.', 'B-5.2.8.3.')),
    ("Are 2.5 gpm shower heds and 2.2 gpm lavatory faucets acceptable under the energy code's water heating rules?", ('B-6.2.6.1.', 'B-6.2.6.2.')),
    ('Apartment building with a 600 kVA service. Does every unit need its own way to track electricity use, and do we actually have to install meters for the HVAC and lighting loads?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('What maximum voltage drop do feeders and branch circuits have to be sized for?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ("I'm an energy modeller doing the performance path. How many unmet heating hours are allowed in the simulation before the model fails?", ('B-8.4.1.2.',)),
    ("Our project connects to a distict heating and cooling plant. How do I represent that bought-in heat and chilled water in the proposed building's energy model?", ('B-8.4.3.6.',)),
    ('What envelope information has to go in the permit submission to show the building meets the energy code?', ('C-2.2.2.3.',)),
    ('Does the NECB apply to a new dairy barn on our farm?', ('A-1.1.1.1.', 'A-1.4.1.2.')),
]
NECB2011_SECOND_SET_NOT_ANSWERED = [
    'How tall does the guard around our rooftop terrace have to be?',
    "What's the maximum riser height and minimum tread depth for the exit stairs in a 3-storey office?",
    'How many toilets and sinks do we need for a 120-seat restaurant?',
    'What fire-resistance rating is needed for the wall between the underground parking garage and the apartments above it?',
    'What snow load should I design the roof joists for in a place with about 6000 degree-days?',
    'Does a new 4-storey office building have to be sprinklered?',
    'How many years payback would we get switching from double to triple-pane windows in climate zone 7A?',
    "What minimum efficiency rating do the clothes dryers in our apartment building's laundry room need?",
    "What's the maximum solar heat gain coefficient allowed for south-facing windows?",
    'What annual energy use intensity, in kWh per square metre, does a new office have to stay under to comply?',
    'What is the step-by-step procedure for a whole-building blower door test — what pressure, how many test points, and how do we seal the HVAC openings?',
    'Does the code require rooftop solar PV panels or some minimum percentage of renewable energy on new commercial buildings?',
]


def test_a_fourth_set_of_questions_on_the_genuine_code_is_answered_and_declined_as_measured(necb):
    as_measured(necb, FOURTH_SET, FOURTH_SET_NOT_ANSWERED, hit1=0.89, hit3=0.96, mrr=0.93, declined=9, wrongly=1)


@pytest.fixture(scope="module")
def necb2011(tmp_path_factory):
    """The National Energy Code of Canada for Buildings 2011: the same engine on another edition."""
    return engine_on(tmp_path_factory, "NECB-2011.pdf")


def test_a_set_of_questions_on_another_edition_is_answered_and_declined_as_measured(necb2011):
    as_measured(necb2011, NECB2011_SET, NECB2011_SET_NOT_ANSWERED,
                hit1=0.92, hit3=0.96, mrr=0.94, declined=10, wrongly=1)


def test_a_second_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    """Its figures at the session it came (2026-12-04), before and after that session's changes:
    Article hit@1 82.1 %, hit@3 92.9 %, MRR 0.879 (unchanged); 7 of 12 declined, none wrongly."""
    as_measured(necb2011, NECB2011_SECOND_SET, NECB2011_SECOND_SET_NOT_ANSWERED,
                hit1=0.89, hit3=0.96, mrr=0.92, declined=9, wrongly=1)


# a fifth set on NECB 2017, by a helper from the Code alone (2026-12-04, issue 13 part 11: it saw no other
# set, no code, no output), run once before and once after that session's changes, not looked at since:
# Article hit@1 78.6 % both, hit@3 96.4 %, MRR 0.879; 6 -> 7 of 12 declined (how often the air barrier
# is re-tested: an interval no passage states), none of 28 wrongly
FIFTH_SET = [
    ("We're putting up a two-storey office building in a town that gets about 4,500 heating degree-days a year. If we follow the prescriptive route, what's the highest U-value the above-grade exterior walls can have?", ('B-3.2.2.2.',)),
    ('For a new commercial building in the far north where heating degree-days are over 7000, what is the worst U-factor the windows are allowed to have?', ('B-3.2.2.3.',)),
    ('Our restaurant is in a city with roughly 5,100 heating degree-days and the kitchen hood exhaust fan is sized for 3,500 cfm. Does the energy code force us to put in demand-controlled kitchen ventilation?', ('B-5.2.3.4.',)),
    ('How thick does the pipe insulation have to be on a 2-inch heating hot-water main carrying water at around 180°F?', ('B-5.2.5.3.',)),
    ('Is there a cap on how many gallons per minute a shower head can put out?', ('B-6.2.6.1.',)),
    ('If I do the whole-building lighting calculation for a school, how many watts per square metre of lighting am I allowed?', ('B-4.2.1.5.',)),
    ('Doing the lighting allowance room by room, what lighting power density do I get for a private enclosed office?', ('B-4.2.1.6.',)),
    ("In an underground parkade, how big can each lighting control zone be, and how much do the lights have to dim when there's no activity?", ('B-4.2.2.2.',)),
    ("What's the maximum voltage drop allowed on feeder conductors at design load, and what about branch circuits?", ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ("What design temperature makes a building count as 'semi-heated', and for a building like that, which degree-day base do I use to pick the wall U-value from the table?", ('B-1.2.1.2.', 'B-3.2.2.2.')),
    ("We're adding a heated 12 m² mudroom to the front of an existing store. Does that count as an 'addition' for the energy code?", ('A-1.4.1.2.',)),
    ('At what slope does a glazed roof panel stop being treated as a window and start counting as a skylight?', ('A-1.4.1.2.',)),
    ("What's the most air the air barrier in an opaque wall or roof assembly is allowed to let through?", ('B-3.2.4.2.',)),
    ('do little shops need an entry vestibuel at the front door? is there some size below which you can skip it?', ('B-3.2.2.1.',)),
    ('how high off the floor should a wall thermostst be mounted?', ('B-5.2.8.4.',)),
    ('whats the max flow allowed for a lavatroy faucet in a public washroom?', ('B-6.2.6.2.',)),
    ("Under Sentence 8.4.1.2.(3), how many hours a year can a thermal block's heating load go unmet in the simulation?", ('B-8.4.1.2.',)),
    ('Article 5.2.11.4 deals with boiler plants. Above what heating load does the plant have to be fully modulating?', ('B-5.2.11.4.',)),
    ('Does having a window air conditioner or a cooking stove mean a building counts as having a space-conditioning system, so the envelope rules kick in?', ('B-A-3.1.1.2.(1)(a)',)),
    ('The rule on monitoring electrical consumption for big distribution systems: does it mean I actually have to install submeters on the HVAC and lighting?', ('B-A-7.2.1.1.',)),
    ('Can a research greenhouse be let off the window performance and window area limits?', ('C-A-2.2.1.1.(2)',)),
    ("For a gas-fired water heater, can turning the control down to the 'pilot' position count as the shut-off the code asks for?", ('B-A-6.2.4.2.(1)',)),
    ('If we light a covered outdoor walkway between two buildings, does that count as interior or exterior lighting?', ('A-A-1.4.1.2.(1)',)),
    ('Does this energy code cover a new livestock barn on a farm?', ('A-1.1.1.1.',)),
    ('If our municipal bylaw and the energy code disagree on a requirement, which one do we follow?', ('A-1.1.1.3.',)),
    ('When we submit an energy-model compliance report, what information has to be in the header of every page?', ('C-2.2.2.8.',)),
    ('When modelling the reference building, how much can its heating equipment be oversized?', ('B-8.4.4.8.',)),
    ('In an apartment building where heat recovery is required on the suite ventilation, what minimum sensible heat-recovery efficiency must the units reach?', ('B-5.2.10.4.',)),
]
FIFTH_SET_NOT_ANSWERED = [
    "What's the minimum guard height needed around the rooftop area where the mechanical units sit?",
    'What fire-resistance rating does the wall between an attached parking garage and the offices need?',
    'How many years would triple-glazed windows take to pay back their extra cost over windows that just meet the code U-value?',
    'How often does the code say HRV filters and cores in an apartment building have to be cleaned or replaced?',
    'Once the building is occupied, how often does the air barrier have to be re-tested for leakage?',
    "What's the hottest the water can be at a bathtub spout to avoid scalding?",
    'How much credit do rooftop solar PV panels earn toward meeting the building energy target on the performance path?',
    'What minimum amount of outdoor ventilation air per person does an open office need?',
    "What's the minimum window area a bedroom in a new apartment must have for natural light?",
    'How many electric-vehicle charging stalls does a new underground parkade need to provide?',
    'What sound transmission class do the walls between condo units have to achieve?',
    "What's the cap on yearly greenhouse-gas emissions per square metre for a new office building?",
]


def test_a_fifth_set_of_questions_on_the_genuine_code_is_answered_and_declined_as_measured(necb):
    as_measured(necb, FIFTH_SET, FIFTH_SET_NOT_ANSWERED, hit1=0.85, hit3=0.96, mrr=0.92, declined=9, wrongly=1)


# a third blind set on NECB 2011 (w01-w40), written 2026-12-04 (issue 13 part 12) by a helper who saw only the
# Code (no other set, no code, no output), held out: run once when it came, before that session's measurements
# of other models (none kept, nothing else changed): Article hit@1 76.7 %, hit@3 96.7 %, MRR 0.865; 4 of 10
# declined (its six near misses were all answered: a figure the Code states for something nearby), none of
# 30 wrongly
NECB2011_THIRD_SET = [
    ('Under 5.2.11.1.(3), which zones are allowed to use manual controls rather than automatic setback or shutdown controls?', ('B-5.2.11.1.',)),
    ('Each townhouse unit has its own self-contained ventilation system, and the location has a 2.5% January design temperature of -35°C. What sensible heat recovery efficiency does the heat recovery ventilator need to achieve?', ('B-5.2.10.4.',)),
    ('For the permit submission, what envelope numbers do I have to show on the drawings or in the report — wall and window areas, U-values, window-to-wall ratio, and so on?', ('C-2.2.2.3.',)),
    ('How thick does the insulation need to be on a 3-inch chilled water line running at about 44°F?', ('B-5.2.5.3.',)),
    ("As used in the NECB, what does the term 'addition' mean? Is there a minimum size?", ('A-1.4.1.2.',)),
    ('Our architect drew a vestibule at the front entrance of our new 3-storey office building, but the site only gets about 3200 heating degree-days. Is the energy code actually forcing us to build that vestibule, or can we drop it to save space?', ('B-3.2.2.1.',)),
    ('Do I have to put occupancy sensers in confrence rooms and small private offices, and how fast do they have to turn the lights off once people leave?', ('B-4.2.2.2.',)),
    ("We're building a multi-tenant commercial plaza. Does each tenant need its own way to monitor electricity use?", ('B-7.2.1.1.',)),
    ("We're specifying windows with an NFRC U-factor of 0.30 Btu/(h·ft²·°F) for a project in a location above 7000 degree-days. Do they meet the prescriptive fenestration limit?", ('B-3.2.2.3.',)),
    ('If I use the whole-building energy simulation path, what does the compliance report have to contain, e.g. page headers, energy breakdown and certification?', ('C-2.2.2.8.',)),
    ('In my performance path model, how many unmet heating load hours per thermal block are allowed in the simulated year?', ('B-8.4.1.2.',)),
    ('Max U-value for above-grade exterior walls at a site with 4500 heating degree-days?', ('B-3.2.2.2.',)),
    ('Minimum efficiency for a gas-fired hot water boiler of about 290 kW input?', ('B-5.2.12.1.',)),
    ('The interior designer wants the wall thermostats at 5 feet above the floor so they line up with the light switches. Is that allowed by the code?', ('B-5.2.8.3.',)),
    ('At what air-handling or cooling capacity does an air system with mechanical cooling have to be designed to use outdoor air for free cooling (economizer)?', ('B-5.2.2.7.',)),
    ('What does Sentence 3.2.1.4.(2) of Division B limit with respect to skylights?', ('B-3.2.1.4.',)),
    ('If our provincial building regulation and the NECB say different things about the same requirement, which one do we follow?', ('A-1.1.1.3.',)),
    ("Our building will buy its heat from the city's district steam/hot water loop instead of having its own boilers. How do I model that heat source for the proposed building in the energy simulation?", ('B-8.4.3.6.',)),
    ('Using the space-by-space method, what W/m2 can I use for a hospital operating room?', ('B-4.2.1.6.',)),
    ("I'm a student reading Part 8 and keep seeing 'thermal block'. What is the code's definition of that term?", ('A-1.4.1.2.',)),
    ('Building area method: lighting power density allowed for an office building?', ('B-4.2.1.5.',)),
    ('We want to propose an alternative solution instead of meeting the acceptable solutions. What documentation does the person proposing it have to provide?', ('C-2.3.1.1.',)),
    ('For a site in exterior lighting zone 3, what is the basic site allowance and how many W/m2 are allowed for an uncovered parking lot?', ('B-4.2.3.1.',)),
    ("I'm the owner of a small commercial building going up in a town with roughly 5,500 Celsius heating degree-days. The contractor says the roof assembly works out to about R-30 effective (imperial). Is that good enough for the energy code's maximum roof U-value, or do we need more insulation?", ('B-3.2.2.2.',)),
    ('Does the NECB 2011 apply to a new barn or machinery storage building on a farm?', ('A-1.1.1.1.',)),
    ('Two questions for a building in zone 7A: (1) what is the highest overall U-value allowed for the windows, and (2) what air leakage rate must the operable windows meet when tested?', ('B-3.2.2.3.', 'B-3.2.4.3.')),
    ('Are 2.5 gpm showerheads acceptable under the NECB, or do we need lower-flow heads?', ('B-6.2.6.1.',)),
    ('Minimum insulation thermal resistance for a supply duct where the design temperature difference between the air inside and the surrounding space is about 30°C?', ('B-5.2.2.5.',)),
    ("I'm an electrical engineer sizing conductors. What is the maximum voltage drop permitted at design load for the feeders, and what is it for the branch circuits?", ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Our heating plant has a design load of around 1.5 million Btu/h. Can we just install one big single-stage boiler, or does the code require staging or modulation?', ('B-5.2.11.4.',)),
]
NECB2011_THIRD_SET_NOT_ANSWERED = [
    'What is the maximum riser height and minimum tread depth for exit stairs in a six-storey office building?',
    'How many L/s of outdoor air per person does the NECB require for an open-plan office?',
    'How high does the guard have to be on a residential balcony that is 3 m above the ground?',
    'What fire-resistance rating is needed for the floor assemblies of a four-storey sprinklered apartment building?',
    'What is the maximum solar heat gain coefficient allowed for windows on the prescriptive path in a cooling-dominated part of the building?',
    'What uniformly distributed live load should office floors be designed for?',
    'Does the prescriptive path require CO2-based demand-controlled ventilation in high-occupancy spaces like auditoriums and gymnasiums?',
    'What whole-building air leakage result, measured by a blower-door test at 75 Pa, must a new building achieve before occupancy?',
    'What minimum solar reflectance or emittance does a low-slope roof membrane need to meet (cool roof requirement)?',
    "Is there a minimum percentage of the building's annual energy that must come from on-site renewables such as rooftop solar PV?",
]


def test_a_third_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    as_measured(necb2011, NECB2011_THIRD_SET, NECB2011_THIRD_SET_NOT_ANSWERED,
                hit1=0.80, hit3=0.93, mrr=0.87, declined=7, wrongly=1)


def _hedged(engine, sets) -> tuple[int, int, int, int]:
    """Over ``sets`` ((answerable pairs, not answered questions) each): answerable questions hedged,
    their number, and of the questions the Code does not answer, those hedged or declined and those
    answered plainly (neither declined nor hedged)."""
    answerable = [engine.ask(q) for ans, _ in sets for q, _ in ans]
    not_answered = [engine.ask(q) for _, no in sets for q in no]
    return (sum(a["hedged"] for a in answerable), len(answerable),
            sum(a["hedged"] or a["declined"] for a in not_answered),
            sum(not a["declined"] and not a["hedged"] for a in not_answered))


# Measured when the hedge came (issue 13 part 13; [retrieval] hedge_support 0.5, the calibrated model's
# even odds, chosen before any genuine question was looked at): NECB 2017's five sets, of 58 questions
# the Code does not answer, 35 declined, 10 hedged and 13 answered plainly (before: 23), at 4 of 138
# answerable questions hedged; NECB 2011's three, of 34, 18, 7 and 9, at 2 of 86. Since a figure asked in a
# unit, or of a measure, the Code states none of is declined (part 20), some hedged ones are declined instead,
# so a question the Code does not answer counts as caught hedged or declined (part 30: NECB 2017 48 of 58 and
# 10 answered plainly, at 5 of 138 hedged; NECB 2011 30 of 34 and 4, at 1 of 86).
def test_a_genuine_codes_doubtful_answers_say_so_and_its_sure_ones_do_not(necb, necb2011):
    hedged, n, caught, plain = _hedged(necb, [(ANSWERABLE, NOT_ANSWERED), (HELD_OUT, HELD_OUT_NOT_ANSWERED),
                                              (THIRD_SET, THIRD_SET_NOT_ANSWERED), (FOURTH_SET, FOURTH_SET_NOT_ANSWERED),
                                              (FIFTH_SET, FIFTH_SET_NOT_ANSWERED)])
    assert hedged <= 6 and caught >= 46 and plain <= 10, (hedged, n, caught, plain)
    hedged, n, caught, plain = _hedged(necb2011, [(NECB2011_SET, NECB2011_SET_NOT_ANSWERED),
                                                  (NECB2011_SECOND_SET, NECB2011_SECOND_SET_NOT_ANSWERED),
                                                  (NECB2011_THIRD_SET, NECB2011_THIRD_SET_NOT_ANSWERED)])
    assert hedged <= 4 and caught >= 28 and plain <= 6, (hedged, n, caught, plain)


def test_a_designers_shorthand_is_read_as_the_genuine_codes_words(necb):
    # read from the Code's own words and what it prints them beside, not from a list of abbreviations
    def shorthand(question):
        return [(r["typed"], r["read"]) for r in necb.read(question).readings if r["how"] == "shorthand"]

    assert shorthand("min eff. of a gas-fired blr") == [("blr", "boiler")]
    assert shorthand("req'd thermal resistance of a flr over an unheated space") == [("req'd", "required"),
                                                                                      ("flr", "floor")]
    assert shorthand("ht loss through an ext. wall") == [("ht", "heat"), ("ext.", "exterior")]
    assert shorthand("max ltg pwr density for an office") == [("ltg", "lighting"), ("pwr", "power")]
    # a unit's symbol after a number is no shorthand: "cfm" is not read as "conform"; nor is one without a number
    assert shorthand("a kitchen hood exhaust fan sized for 3,500 cfm") == []
    assert shorthand("How many cfm of outdoor air per person do I need?") == []
    # a word clipped without a period: "combi boiler" (the Code's combination equipment), "recirc line"
    assert shorthand("combi boiler size cap") == [("combi", "combination")]
    assert shorthand("hot water recirc line insulation") == [("recirc", "recirculating")]
    # and finds the lighting power Articles (the building area and space-by-space methods) first
    first = necb.retrieve("max ltg pwr density for an office", rerank=False).candidates[0].clause_id
    assert first in ("B-4.2.1.5.", "B-4.2.1.6."), first


# a sixth blind set on NECB 2017, written 2026-12-05 (issue 13 part 14) by a helper who saw only the
# Code, run once at 6ca0146 before the session's changes: Article hit@1 63.3 %, hit@3 83.3 %, MRR 0.751; 4 of
# 10 declined, 3 of 30 wrongly. Its misses were then looked at (it is a tuning set now): an energy code's US
# units (MBH, ton, cfm), a Note whose Article neither ranking found, a quoted term that is not the defined
# term beside it. After: hit@1 66.7 %, hit@3 90.0 %, MRR 0.797; 4 of 10 declined, 2 wrongly. Then (part 15:
# an acronym typed in capitals is no misspelt word, and one the Code never defines is read by its initials)
# 70.0 %, 93.3 %, 0.827; 4 of 10 declined, 1 wrongly; and with the Article set by more of the asker's told
# figures first (the heating pipe's Table by operating temperature): 73.3 %, 93.3 %, 0.843.
SIXTH_SET = [
    ("We're putting up a new barn for our dairy cows with a small heated milk room. Does the national energy code even apply to farm buildings?", ('A-1.1.1.1.',)),
    ("I'm tacking a little heated mudroom, about 90 sq ft, onto the back of my shop. Does that count as an 'addition' that has to meet the energy code?", ('A-1.4.1.2.',)),
    ("For energy modelling, how does NECB 2017 define a 'thermal block'? Am I allowed to lump several temperature zones together into one?", ('A-1.4.1.2.',)),
    ("Our city has its own energy bylaw that's stricter than the national code in some places and looser in others. When the two conflict, which requirement do we follow?", ('A-1.1.1.3.',)),
    ("Project site is a small town that isn't listed in the climate data table. Where are we supposed to get the heating degree-days and design temperatures from?", ('B-1.1.4.1.',)),
    ("For my building science course: what does the NECB mean by a 'semi-heated' building, temperature-wise?", ('B-1.2.1.2.',)),
    ("Warehouse in Saskatoon, roughly 5,700 heating degree-days. What's the maximum U-value for the above-grade walls, and roughly what R-value does that work out to?", ('B-3.2.2.2.',)),
    ('FDWR max @ 4500 HDD? + max fenestration U at same site', ('B-3.2.1.4.', 'B-3.2.2.3.')),
    ('Re 3.2.2.1.(3)(g): 4-storey office building in Victoria. Do we still need a vestibuel at the main entrance door?', ('B-3.2.2.1.',)),
    ('Do we have to insulate the basement walls all the way down to the footing, or can we stop around 8 ft below ground?', ('B-3.2.3.1.',)),
    ('Using the simple trade-off path for the envelope, can I make up for windows that miss the U-value target by adding extra insulation to the roof?', ('B-3.3.1.1.',)),
    ('What interior lighting power allowance do we get for a high school using the whole-building (building area) method? Ideally in W/ft².', ('B-4.2.1.5.',)),
    ('Space-by-space method: what lighting power density is allowed for a hospital operating room?', ('B-4.2.1.6.',)),
    ("Underground parkade lighting: how big can each control zone be, and what do the sensors have to do when there's no activity?", ('B-4.2.2.2.',)),
    ('Does the lighting for our parking lot and pylon sign need to be able to dim down automatically late at night?', ('B-4.2.4.1.',)),
    ("Hotel guest rooms: what's required for shutting the lights off and for setting back the room temperature once the guest has left the room?", ('B-4.2.2.6.', 'B-5.2.8.3.')),
    ('Do I need an ecconomizer on a 7.5 ton rooftop unit moving about 3,000 cfm that serves an office floor?', ('B-5.2.2.7.',)),
    ('Minimum efficiency for a gas-fired hot water boiler rated at 1,000 MBH input?', ('B-5.2.12.1.',)),
    ('How thick does the insullation need to be on 3-inch heating hot water pipe running at 180°F?', ('B-5.2.5.3.',)),
    ('Building heating load is about 1,500 MBH. Can the plant be a single on/off boiler, or does it need staging or modulation?', ('B-5.2.11.4.',)),
    ("ERV req'd? 100% OA DOAS, runs 24/7, Edmonton, ~1,200 cfm", ('B-5.2.10.1.',)),
    ("What's the most water a shower head is allowed to use? Are the 2.5 gpm ones still OK?", ('B-6.2.6.1.',)),
    ("We're adding a heated outdoor pool and a hot tub at our hotel. Do we have to provide covers for them?", ('B-6.2.7.2.',)),
    ('VD limits feeders / branch ckts?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ("We're building a strip mall with six tenants. Does the code make us put in submeterring so each tenant's electricity use can be tracked separately?", ('B-7.2.1.1.',)),
    ('Per 8.4.1.2., how many unmet heating load hours are allowed in the proposed and reference energy models?', ('B-8.4.1.2.',)),
    ('In the performance path model, what infiltration rate am I supposed to assume through the building envelope?', ('B-8.4.3.3.',)),
    ('Ref bldg HVAC system type for a 6-storey office, Part 8?', ('B-8.4.4.7.',)),
    ('What has to appear in the page header of the Part 8 energy modelling compliance report we submit with the permit application?', ('C-2.2.2.8.',)),
    ("We're building a research greenhouse. Can the building official let us off the window requirments because of what the building is used for?", ('C-2.2.1.1.',)),
]
SIXTH_SET_NOT_ANSWERED = [
    "What's the maximum solar heat gain coefficient allowed for windows on the prescriptive path in climate zone 5?",
    'Does NECB 2017 require a whole-building blower door test once the building is finished, and what ACH50 do we need to hit to pass?',
    'How many EV charging stations or EV-ready parking stalls does the code require for a new 100-stall office parkade?',
    "What's the maximum greenhouse gas intensity, in kg CO2e per m² per year, allowed for a new office building?",
    'What MERV rating do the filters in our air handling units have to be?',
    "What's the maximum hot water temperature allowed at public washroom faucets to prevent scalding, 43°C or 49°C?",
    'Minimum outdoor air ventilation rate in cfm per person for open office space?',
    "What's the maximum litres per flush for toilets and urinals in a new office building?",
    'What STC sound rating is needed for the walls between suites in a condo building?',
    'Do new commercial buildings have to include rooftop solar panels or be designed solar-ready?',
]


def test_a_sixth_set_with_an_energy_codes_us_units_is_answered_as_measured(necb):
    # hit@1, hit@3, MRR: 0.76 before part 23
    as_measured(necb, SIXTH_SET, SIXTH_SET_NOT_ANSWERED, hit1=0.80, hit3=0.96, mrr=0.88, declined=6, wrongly=1)


def test_a_designers_acronym_is_read_as_the_genuine_codes_words_with_its_initials(necb):
    # "VAV": the NECB writes "variable air volume" (its Article 5.2.3.3. is titled "Variable-Air-Volume Fan
    # Systems") and never defines the acronym; read from the Code's text beside the question's other words
    vav = "VAV fan power limit: what's the max W per L/s for the combined supply and return fans?"
    assert ("VAV", "variable air volume") in [(r["typed"], r["read"]) for r in necb.read(vav).readings]
    assert necb.retrieve(vav, rerank=False).candidates[0].clause_id == "B-5.2.3.3."
    # "STC" spells the NECB's "space temperature control" too, whose passages name no sound, rating or wall:
    # not read so, and the Code (which never rates sound) declines
    stc = "What STC sound rating do the party walls between apartments need?"
    assert not [r for r in necb.read(stc).readings if r["how"] == "initials"]
    assert necb.ask(stc)["declined"]
    # typed in capitals, "DOAS" is no misspelt "does", nor "VD" a shortened "ventilated"
    readings = necb.read("ERV req'd? 100% OA DOAS. VD limits feeders?").readings
    assert ("req'd", "required") in [(r["typed"], r["read"]) for r in readings]
    assert not [r for r in readings if r["typed"] in ("DOAS", "VD")], readings


# a seventh blind set on NECB 2017, written 2026-12-05 (issue 13 part 15) by a helper who saw only the Code,
# with as many questions it does not answer as it does (near misses: a figure another code or a referenced
# standard sets). Run once before the session's changes (at cfa9a2d): Article hit@1 84.0 %, hit@3 96.0 %, MRR
# 0.893; 5 of 25 declined, none of 25 wrongly. Its misses were then looked at (a tuning set now): "VAV" is
# read by its initials. After: 88.0 %, 96.0 %, 0.913; 5 of 25 declined, none wrongly.
SEVENTH_SET = [
    ("We're putting up a new barn on our farm to store tractors and hay. Does the national energy code for buildings even apply to it?", ('A-1.1.1.1.', 'A-1.4.1.2.')),
    ("We're adding a heated mudroom of about 86 sq ft onto an existing school. Is that big enough to be treated as an 'addition' under the NECB?", ('A-1.4.1.2.',)),
    ('If our municipal bylaw and the NECB set different requirements for the same item, which one do we have to follow?', ('A-1.1.1.3.',)),
    ('Max U-value for an above-grade opaque wall in a location with roughly 5,500 heating degree-days?', ('B-3.2.2.2.',)),
    ('When I work out the effective U-value of a wall for the prescriptive path, which thermal bridges (slab edges, parapets, shelf angles, girts) have to be counted, and can I leave out fasteners and pipe penetrations?', ('B-3.1.1.7.',)),
    ('Do we need an entrance vestibule on a 3-storey office building in a city with fewer than 3,500 HDD?', ('B-3.2.2.1.',)),
    ('How many feet below ground level does the insulation on a heated basement wall need to go?', ('B-3.2.3.1.',)),
    ('whats the air leakge limit for opperable windows vs fixed windows at 75 Pa?', ('B-3.2.4.3.',)),
    ('What LPD does the building area method allow for an entire office building? Our lighting designer usually works in W/ft2.', ('B-4.2.1.5.',)),
    ('In an underground parkade, how big can each lighting control zone be, and by how much must the lights dim automatically when no activity is detected?', ('B-4.2.2.2.',)),
    ('For hotel guest rooms, how soon after the guest leaves must the lights switch off and the room temperature drop back to a setback setting?', ('B-4.2.2.6.', 'B-5.2.8.3.')),
    ('Do parking lot and sign lights have to be able to cut their power automatically, and by what percentage?', ('B-4.2.4.1.',)),
    ('Does a 3,500 cfm rooftop unit with DX cooling have to be designed to use outdoor air for free cooling (economizer)?', ('B-5.2.2.7.',)),
    ("VAV fan power limit: what's the max W per L/s (or W/cfm) for the combined supply and return fans at design conditions?", ('B-5.2.3.3.',)),
    ('How high above the floor should wall thermostats be mounted, in inches?', ('B-5.2.8.4.',)),
    ('Our hot-water boiler plant load is about 1.5 MMBtu/h. Can we put in a single on/off boiler, or does it have to stage or modulate?', ('B-5.2.11.4.',)),
    ('Under Sentence 5.2.2.5.(5), how much insulation is needed on supply ductwork that runs across the roof outside the building envelope?', ('B-5.2.2.5.',)),
    ("What's the max flow allowed for a showerhead, in gpm?", ('B-6.2.6.1.',)),
    ('The commercial dishwasher needs 180°F water but the rest of the building only needs 120°F. Can we run the whole DHW system hot, or do we need a booster heater?', ('B-6.2.5.1.',)),
    ("What's the maximum voltage drop allowed on feeders and on branch circuits at design load?", ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('In a condo building, does each unit need a way to track its electricity use separately from the common areas?', ('B-7.2.1.1.',)),
    ('For the performance path model, how many unmet heating hours per thermal block are allowed in the simulated year?', ('B-8.4.1.2.',)),
    ('What infiltration rate do I enter in the energy model for the proposed building and for the reference building?', ('B-8.4.3.3.', 'B-8.4.4.3.')),
    ('Which envelope figures have to be submitted with the permit documents? Do they include a heat loss coefficient normalized by floor area?', ('C-2.2.2.3.',)),
    ('what does the energy modeling complaince report for the performance path have to contain, e.g. page headers and a certification statment?', ('C-2.2.2.8.',)),
]
SEVENTH_SET_NOT_ANSWERED = [
    "What's the maximum riser height and minimum tread run for an exit stair in an office building?",
    'What fire-resistance rating does the separation between an underground parkade and the apartments above need?',
    'How tall does the guard around a rooftop amenity deck have to be?',
    'Does a four-storey wood-frame apartment building need to be sprinklered?',
    'How many accessible parking stalls do we need for a 200-space retail lot?',
    'What whole-building air leakage rate do we have to achieve on the blower door test at 75 Pa before occupancy?',
    'What maximum solar heat gain coefficient is allowed for west-facing glazing under the prescriptive path?',
    'What default psi-value should I use for an uninsulated cantilevered concrete balcony slab when calculating the effective wall U-value?',
    'What minimum condensation resistance (temperature index) rating do windows need for a hospital in a cold climate?',
    "What's the maximum water vapour permeance allowed for the vapour barrier in an insulated steel stud exterior wall?",
    'Is there a minimum solar reflectance or SRI that a low-slope roof membrane must meet to count as a cool roof?',
    'What minimum IPLV in kW/ton applies to a 300-ton water-cooled centrifugal chiller?',
    "What's the minimum nominal full-load efficiency, as a percentage, for a 25 hp four-pole motor driving an air handler fan?",
    'Do individual tenant suites need their own natural gas sub-meters for space and water heating?',
    'What minimum outdoor air rate in cfm per person has to be supplied to an open-plan office?',
    'What CO2 setpoint in ppm should demand-controlled ventilation in classrooms be controlled to?',
    'At what carbon monoxide concentration (ppm) should the parkade exhaust fans stage on?',
    "What's the maximum air velocity in fpm allowed in the main supply air trunk duct?",
    'What maximum exhaust airflow per linear foot of hood is allowed for a wall-mounted canopy kitchen hood over a fryer line?',
    'Above what pavement temperature (°F) must the controls of a snow-melting system automatically shut it off?',
    'What minimum tank temperature must a domestic hot water heater be set to for Legionella control?',
    'What minimum fan efficiency grade (FEG) must the supply fan of a new air handler meet?',
    'What percentage of the general-purpose receptacles in private offices must be on automatically controlled (occupancy-switched) circuits?',
    'How many stalls in a new office parking garage must be EV-ready with energized outlets for car charging?',
    'What maximum thermal energy demand intensity (TEDI) in kWh/m2 per year does an office building have to meet?',
]


def test_a_seventh_set_half_near_misses_is_answered_and_declined_as_measured(necb):
    # declined: 15 before a psi-value was a measure
    as_measured(necb, SEVENTH_SET, SEVENTH_SET_NOT_ANSWERED, hit1=0.96, hit3=0.96, mrr=0.96, declined=16)


def test_the_table_whose_rows_the_askers_told_figures_fall_in_comes_first(necb, necb2011):
    # a heating or chilled water pipe's insulation is set by Table 5.2.5.3. (rows by operating temperature and
    # pipe size); service water piping's by Table 6.2.3.1. (by size alone), whose words and meaning are as near
    for engine in (necb, necb2011):
        for question in ("How thick does the insulation need to be on a 2-inch heating hot water main at about 180°F?",
                         "How thick does the insulation need to be on a 3-inch chilled water line running at about 44°F?"):
            # put first by ``case_first`` (on NECB 2011 the first stage ranks it first itself since part 29 reads
            # the Table's stacked rows one by one)
            first = engine.retrieve(question, rerank=False).candidates[0]
            assert first.clause_id == "B-5.2.5.3.", (question, first.clause_id)
            assert engine is necb2011 or first.ranks.get("case") == 1, (question, first.ranks)
        # told no temperature, the service water pipe's Article stays first; asked whether a figure is enough,
        # the figure told is what is asked about, not a condition
        assert engine.retrieve("How thick must the insulation be on a 3-inch service hot water pipe?",
                               rerank=False).candidates[0].clause_id == "B-6.2.3.1."
    # an Article first whose own Sentences the told figures meet ("where the heating load exceeds ...") stays
    # first: a 440 kW load asks of boiler plants, not the equipment Table's row for a boiler of that size
    boiler = "Heating load for our new school comes out around 1,500,000 Btu/h. Can we just install one big single-stage boiler?"
    assert necb.retrieve(boiler, rerank=False).candidates[0].clause_id == "B-5.2.11.4."


def test_of_sibling_articles_with_parallel_titles_the_one_naming_the_alternative_asked_comes_first(necb, necb2011):
    # the building area method's Article and the space-by-space method's share every word of the question but
    # the method's name; the title naming it decides (NECB 2011 ranked the space-by-space method first)
    for engine in (necb, necb2011):
        for question in ("max LPD school/university, building area method?",
                         "How far down do I have to run the insulation on the below-grade foundation walls?"):
            first = engine.retrieve(question, rerank=False).candidates[0].clause_id
            assert first == ("B-4.2.1.5." if "LPD" in question else "B-3.2.3.1."), (question, first)


def test_a_row_of_a_long_table_that_answers_is_not_hedged_as_if_the_code_did_not_answer(necb, necb2011):
    # whether the quoted passages hold the question's words is read where the answer quotes them: a long
    # Table's asked rows, not its first 256 tokens (Table 5.2.12.1. starts with air conditioners); both were
    # hedged, "The Code may not answer this as asked", above the row that answers
    for engine, question, row in ((necb2011, "What is the minimum efficiency of a gas-fired boiler?", "Gas-fired boilers"),
                                  (necb, "What's the minimum efficiency of an oil-fired furnace?", "Oil-fired")):
        answer = engine.ask(question, rerank=False)
        assert not answer["declined"] and not answer.get("hedged"), (question, answer.get("support"))
        assert row in answer["answer"] and "may not answer" not in answer["answer"], answer["answer"][:300]
        # under the label of the Table's part the row is in, not the first part's ("Air-cooled Unitary Air
        # Conditioners and Heat Pumps" heads Table 5.2.12.1.)
        assert "Air-cooled Unitary" not in answer["answer"], answer["answer"][:400]
    assert "\nBoilers |" in necb2011.ask("What is the minimum efficiency of a gas-fired boiler?", rerank=False)["answer"]


def test_asked_which_of_two_conflicting_requirements_prevails_the_codes_article_settling_that_conflict_answers(necb, necb2011):
    # each edition settles a conflict with a referenced document in Article 1.5.1.2. of Division A ("the
    # provisions of this Code shall govern") and one with a by-law or regulation in 1.1.1.3.: of the two, the
    # Sentence holding the asker's words ("references ... document"; "bylaw") goes first
    for engine in (necb, necb2011):
        for question, article in (("The ASHRAE standard our spec references says something that contradicts the energy "
                                   "code. Which document takes precedence?", "A-1.5.1.2."),
                                  ("The municipal bylaw and the energy code disagree on a requirement. Which one do we "
                                   "follow?", "A-1.1.1.3.")):
            first = engine.retrieve(question, rerank=False).candidates[0].clause_id
            assert first == article, (question, first)
        # a standard told of by its publishers' initials, which the Code's list of abbreviations expands to names
        # its list of referenced documents holds: the Sentence settling a conflict with a referenced document
        # answers, though no word of it was asked (it was beyond the first 30 chunks of NECB 2011)
        question = ("One of the CSA or ASHRAE standards our energy code points to says something different from the "
                    "code. Which one do I follow?")
        answer = engine.ask(question, rerank=False)
        assert answer["hits"][0]["id"] == "A-1.5.1.2." and not answer["declined"], answer["hits"][:3]
        assert answer["citations"][0]["sources"][0]["passage"] == "A-1.5.1.2.(1)", answer["citations"][:1]


def test_asked_whether_a_requirement_still_holds_on_a_compliance_path_its_limitations_answer(necb, necb2011):
    """"If we go the performance path, do the boilers still have to meet the federal efficiency regulations?": the
    path's Article titled "Limitations" ("Notwithstanding use of the performance path, all HVAC appliances and equipment
    shall comply with the applicable ... energy efficiency act") answers, not the efficiency Table that shares every
    word of the question (part 38: 7 -> 1 on NECB 2011; a water heater 16 -> 1, the lighting trade-off's 16 -> 1 on
    NECB 2017). Of a trade-off path when the question speaks of one, of the performance path when it speaks of
    modelling."""
    from codecite_site.qa.query import asks_path_limits

    assert asks_path_limits("If the energy model passes, can we put in a furnace below the federal minimum?")
    assert not asks_path_limits("What does the performance path require of the reference building's fans?")
    assert not asks_path_limits("Do the boilers still have to meet the efficiency table?")
    assert rank_of(necb2011, "If we use the performance path for the HVAC system, do the boilers still have to meet the "
                           "federal equipment efficiency regulations?", "B-5.4.1.2.") == 1
    assert rank_of(necb, "On the whole-building performance route, can we install a gas water heater that is below the "
                       "federal efficiency regulations?", "B-6.4.1.2.") == 1
    assert rank_of(necb, "Using the lighting trade-off path, which of the prescriptive lighting requirements do we still "
                       "have to meet?", "B-4.3.1.2.") == 1


def test_asked_of_the_reference_buildings_model_its_subsection_answers_not_the_proposed_buildings(necb2011):
    # Part 8's 8.4.3. (the proposed building's energy model) and 8.4.4. (the reference building's) say the same things
    # of the two: told of the proposed design and asked how the reference model holds it, 8.4.4.'s Article answers
    # (it ranked fourth, after the proposed building's Article on ice-making machines)
    assert rank_of(necb2011, "Performance path for a community arena: the proposed design has an ice plant plus hot water "
                           "for flooding the ice. How is the ice-making machine supposed to be set up in the reference "
                           "(baseline) model?", "B-8.4.4.20.") == 1
    assert rank_of(necb2011, "Our project connects to a distict heating and cooling plant. How do I represent that "
                           "bought-in heat and chilled water in the proposed building's energy model?",
                 "B-8.4.3.6.") == 1  # and the other way round (third before)


def test_an_energy_code_has_no_part_of_houses_so_a_house_moves_nothing(necb, necb2011):
    # the NECB's Parts are envelope, lighting, HVAC, ...: no title names houses, so no Part is asked of
    assert necb.housing_part is None and necb2011.housing_part is None


# an eighth blind set on NECB 2017 and a sixth on NECB 2011, written 2026-12-05 (issue 13 part 18) by two helpers
# who saw only each Code's text (all Parts of Division B, a few of A and C; lay wording, US units, typos,
# definitions, Table rows, Notes, clause numbers, multi-part; half the no-answer questions near misses). Run once
# at the session's start (89fb9e1): NECB 2017 eighth Article hit@1 70.0 %, hit@3 86.7 %, MRR 0.804, 4 of 12
# declined, 4 of 30 wrongly; NECB 2011 sixth 70.0 %, 83.3 %, 0.786, 6 of 12 declined, 3 of 30 wrongly. Looked at
# since (tuning sets now): a power per area asked in W/sq ft read as an area, a misspelt "hieght" not read as a
# height asked, "Per Division A" not read, "the energy-efficiency rules" not read as the Code, "the city's own
# rules say one thing" not read as a conflict with another's rules.
EIGHTH_SET = [
    ("Do the energy-efficiency rules cover the new dairy barn we're putting up on our farm?", ('A-1.1.1.1.',)),
    ('NECB definition of thermal block', ('A-1.4.1.2.',)),
    ("We're tacking a small sunroom onto an existing store. How much floor area does new heated space have to add before the NECB treats it as an 'addition'?", ('A-1.4.1.2.',)),
    ("There's a roofed but open walkway between our two buildings. If the fixtures only light the walkway itself, does that count as interior or exterior lighting for the lighting power limits?", ('A-1.4.1.2.', 'A-A-1.4.1.2.(1)')),
    ('Is an R-20 effective (overall) above-grade wall good enough under the prescriptive envelope path for a site with about 4,500 heating degree-days?', ('B-3.2.2.2.',)),
    ('max U-value windows prescriptive, location 7200 HDD', ('B-3.2.2.3.',)),
    ("We're opening a 400 m2 office in Edmonton on the ground floor of a 3-storey building. Does the front entrance need an airlock with two sets of doors, or is a single door fine?", ('B-3.2.2.1.',)),
    ('What kind of lighting does Clause 4.2.1.4.(4)(g) let you leave out of the installed interior lighting power?', ('B-4.2.1.4.',)),
    ('Our remote field office is warmed only by a wood cooking stove, plus a window air conditioner in summer. Do the NECB insulation and window rules still kick in for a building like that?', ('B-3.1.1.2.', 'B-A-3.1.1.2.(1)(a)')),
    ('Air leakage limits at 75 Pa: (a) fixed windows, (b) operable windows, (c) regular swing doors and (d) overhead doors?', ('B-3.2.4.3.', 'B-3.2.4.4.')),
    ('Building area method: is 0.9 W/sq ft acceptable for a whole office building?', ('B-4.2.1.5.',)),
    ('Space-by-space method - what LPD in W/ft2 am I allowed for a computer/server room?', ('B-4.2.1.6.',)),
    ('Our underground parkade has fixtures burning at full output around the clock. Do they have to turn themselves down when no one is moving around down there, and by how much?', ('B-4.2.2.2.',)),
    ('Hotel owner here: when the occupant steps out, how fast must the lights go dark and the heat back off on its own?', ('B-4.2.2.6.', 'B-5.2.8.3.')),
    ('Office RTU with 60,000 Btu/h of cooling moving 2,000 cfm. Does it have to be designed to use outdoor air for free cooling?', ('B-5.2.2.7.',)),
    ('max power demand constant volum fan sytem W per L/s', ('B-5.2.3.2.',)),
    ('Under Clause 5.2.3.1.(1)(b), what total of fan motor nameplate ratings brings a fan system under the fan power limits?', ('B-5.2.3.1.',)),
    ('Minimum insulation thickness on a DN 80 hot water heating pipe running at 70 C, insulation conductivity about 0.04 W/m.C?', ('B-5.2.5.3.',)),
    ('nECB thermostat mountng hieght above floor', ('B-5.2.8.4.',)),
    ("We're building a hockey barn with a warm lobby and change rooms. Can all the warmth coming off the refrigeration plant just be dumped outdoors?", ('B-5.2.10.3.',)),
    ("The restaurant's dishwasher needs really hot water. Can we just set the building's main hot water tank to 82 C for every tap instead of buying another unit?", ('B-6.2.5.1.', 'B-A-6.2.5.1.(1)')),
    ('Is a 2.5 gpm showerhead compliant?', ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)')),
    ('lavatroy faucet max flow rate in a public washrom', ('B-6.2.6.2.',)),
    ('Max voltage drop allowed on feeders, and on branch circuits, at design load?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Our new building has a 300 kVA service. Does the NECB make us actually install sub-meters for HVAC and lighting, or only provide the means to add them later?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('energy simulaton - how many unmet heating load hours are allowed per thermal block?', ('B-8.4.1.2.',)),
    ('Proposed building is served by a district heating and chilled water loop. How is that purchased energy represented in the proposed model and in the reference building?', ('B-8.4.3.5.', 'B-8.4.4.6.')),
    ("What does Clause 8.4.4.9.(6)(d) require of the reference building's boiler?", ('B-8.4.4.9.',)),
    ("We're building a greenhouse for plant research. Can the building official let us off the window performance and glazing-area rules?", ('C-2.2.1.1.', 'C-A-2.2.1.1.(2)')),
    ('If we go the whole-building energy modelling route, what has to appear in the report we hand the city - page headers, summary sections, certification?', ('C-2.2.2.8.',)),
]
EIGHTH_SET_NOT_ANSWERED = [
    'What fire-resistance rating does a firewall between two attached buildings need?',
    'Minimum guard height around a rooftop mechanical platform?',
    'How many barrier-free parking stalls are required for a 120-space surface lot?',
    'What size trap arm and vent does a commercial floor drain need?',
    'Do I need sprinklers in a 3-storey wood-frame apartment building?',
    'design snow load for a flat roof in Sudbury',
    "What's the maximum solar heat gain coefficient (SHGC) allowed for windows under the prescriptive envelope path?",
    'Minimum outdoor air ventilation rate in L/s per person for an open-plan office?',
    'What whole-building blower-door result (ACH at 50 Pa) does a new commercial building have to meet to pass?',
    'Maximum flush volume for water closets and urinals in a public washroom?',
    'What minimum AFUE or efficiency rating does a gas fireplace need?',
    'Minimum solar reflectance required for a low-slope cool roof membrane?',
]


def test_an_eighth_set_is_answered_and_declined_as_measured(necb):
    # MRR 0.885 -> 0.875 (part 29) once the footnote ending the first page of a Part's Notes (what Notes are) was
    # no longer read as its Note's text: its words had put
    # Note A-3.1.1.2.(1)(a) first for the wood-stove field office (now third)
    # 2 -> 3 (part 29, the same footnote): the hotel owner's lights and heat, support 0.2270 at the threshold 0.227
    as_measured(necb, EIGHTH_SET, EIGHTH_SET_NOT_ANSWERED, hit1=0.83, hit3=0.89, mrr=0.87, declined=9, wrongly=3)


def test_a_lighting_power_asked_in_watts_per_square_foot_is_the_articles_not_its_notes(necb, necb2011):
    # "W/sq ft" asks a power (its "sq ft" no area, its "ft" no length): the Article's Table states it, its Note
    # does not, so the Article goes before the Note that ranked above it
    for engine in (necb, necb2011):
        for question in ("Office building, building area method: what's the lighting allowance in W/sq ft?",
                         "Building area method: is 0.9 W/sq ft acceptable for a whole office building?"):
            top = [h.clause_id for h in engine.retrieve(question, rerank=False).candidates[:2]]
            assert top == ["B-4.2.1.5.", "B-A-4.2.1.5."], (question, top)


def test_a_misspelt_height_asked_is_read_as_one(necb):
    top = [h.clause_id for h in necb.retrieve("nECB thermostat mountng hieght above floor", rerank=False).candidates[:2]]
    assert top == ["B-5.2.8.4.", "B-A-5.2.8.4.(1)"], top


def test_the_code_named_by_its_subject_or_a_citys_own_rules_in_conflict_are_read_so(necb, necb2011):
    # "the energy-efficiency rules" is the Code: asked whether they cover a dairy barn, its application answers
    # ("This Code does not apply to farm buildings"); "the city's own rules say one thing" is a conflict with
    # another's rules: the Article on the Code's relationship to other regulations answers
    for engine in (necb, necb2011):
        for question, article in (
                ("Do the energy-efficiency rules cover the new dairy barn we're putting up on our farm?", "A-1.1.1.1."),
                ("The city's own rules say one thing and the national energy code says another. Which one do I follow?",
                 "A-1.1.1.3.")):
            first = engine.retrieve(question, rerank=False).candidates[0].clause_id
            assert first == article, (question, first)
        # a standard told of by its publishers' initials, which the Code's list of abbreviations expands to names
        # its list of referenced documents holds: the Sentence settling a conflict with a referenced document
        # answers, though no word of it was asked (it was beyond the first 30 chunks of NECB 2011)
        question = ("One of the CSA or ASHRAE standards our energy code points to says something different from the "
                    "code. Which one do I follow?")
        answer = engine.ask(question, rerank=False)
        assert answer["hits"][0]["id"] == "A-1.5.1.2." and not answer["declined"], answer["hits"][:3]
        assert answer["citations"][0]["sources"][0]["passage"] == "A-1.5.1.2.(1)", answer["citations"][:1]


def test_asked_what_a_requirement_includes_its_note_stays_first(necb, necb2011):
    # "do I include the studs and the air films in the wall's U-value?" asks how the Article is read, which its Note
    # explains: the Note stays above the Article however well the Article's own words match (part 36: the Article
    # went first, rank 2)
    question = ("When I work out the overall U-value of a steel stud wall for the prescriptive path, do I include the "
                "stud thermal bridging and the air films, or just the batt R-value? Does the above grade wall value "
                "also apply to the part of the concrete foundation wall that sticks out above grade?")
    assert rank_of(necb, question, "B-A-3.2.2.2.(1)") == 1
    # and no figure being asked, no Sentence or Table is lifted for stating one: the Note leads (the Table did)
    assert necb.ask(question)["citations"][0]["sources"][0]["passage"].startswith("B-A-3.2.2.2.(1)")
    # the fan power Note on which fans count (rank 6 before)
    assert rank_of(necb2011, "VAV air handler fan power check: do I use the motor nameplate hp or the actual power "
                           "drawn, and do the little fans in series fan-powered boxes count toward the total?",
                 "B-A-5.2.3.3.(1)") == 1


def test_told_a_units_size_the_article_whose_conditions_it_meets_comes_before_an_equipment_tables_row(necb, necb2011):
    # the economizer Article's "each system that ... has an air-handling capacity of more than 1 500 L/s or a cooling
    # capacity of more than 20 kW shall ...": what a system has is which systems must (part 36: read as required,
    # the 7.5-ton unit met none of its conditions and the equipment efficiency Table's row ranked first)
    for engine in (necb, necb2011):
        assert rank_of(engine, "Is an air-side economizer required on a 3,000 cfm, 7.5-ton rooftop unit serving a retail "
                             "store?", "B-5.2.2.7.") == 1
    # "each air distribution system serving ... zones having a combined floor surface area ... of more than 2 500 m²
    # shall be divided into airflow control areas" (the lighting Table's rows by area ranked first)
    assert rank_of(necb, "A single air handler serves a 6,000 m² office floor. How must it be split so that the empty "
                       "parts of the floor can be shut down?", "B-5.2.11.2.") == 1


def test_a_question_telling_of_no_ground_asks_of_the_assembly_above_it(necb, necb2011):
    # the roof's U-value: "Roofs in Contact with the Ground" (3.2.3.2.) named the roof in its title and ranked
    # first; the above-ground Article's Table row "Roofs" answers a roof that is not buried
    assert rank_of(necb2011, "Our site is about 5,500 heating degree-days. What's the maximum U-value allowed for the "
                           "roof, and roughly what R-value does that work out to?", "B-3.2.2.2.") == 1
    # an "above-grade" wall is above the ground, not in contact with it (3.2.3.1. ranked first)
    assert rank_of(necb, "Is an R-20 effective (overall) above-grade wall good enough under the prescriptive "
                       "envelope path for a site with about 4,500 heating degree-days?", "B-3.2.2.2.") == 1
    # told of a basement, the walls in contact with the ground (part 36: the above-ground Article ranked first)
    assert rank_of(necb2011, "The basement of our Zone 6 project goes 10 ft down. What's the maximum U-value for its "
                           "foundation walls, and how deep must their insulation go?", "B-3.2.3.1.") == 1
    # told of the ground, the ground's Article answers
    for engine in (necb, necb2011):
        assert rank_of(engine, "What's the maximum U-value for a roof in contact with the ground, 5,500 heating "
                             "degree-days?", "B-3.2.3.2.") == 1


# a ninth blind set on NECB 2017, written 2026-12-05 (issue 13 part 18) by a helper who saw only the Code's text,
# its answerable questions mostly from pages chosen at random, a third in lay words. Held out for the session: run
# at its start (89fb9e1) and at its end, its figures only, its misses not looked at: Article hit@1 86.7 %, hit@3
# 93.3 %, MRR 0.917, 4 of 12 declined, 1 of 30 wrongly, both times.
NINTH_SET = [
    ("Our building's design heating load works out to about 1.4 million Btu/h and the mechanical contractor wants to put in one big on/off gas boiler. Is a single-stage boiler allowed at that size, or does it have to modulate?", ('B-5.2.11.4.',)),
    ('Minimum thermal efficiency for a gas-fired hot water boiler with a 1,000,000 Btu/h input?', ('B-5.2.12.1.',)),
    ('Can the duct installer just use tape to seal all the joints in the supply ductwork?', ('B-5.2.2.3.',)),
    ('The rooftop units on our new store are 7.5 tons each and move about 3,000 cfm. Do they need to be able to cool with outside air (economizer), or are they too small for that rule?', ('B-5.2.2.7.',)),
    ("Restaurant in a city with roughly 4,500 heating degree-days; the kitchen hood exhaust fan is designed for 4,200 cfm. Does the kitchen ventilation need demand control that turns the exhaust and make-up air down when the appliances aren't in use?", ('B-5.2.3.4.',)),
    ('how far down do i hav to insulate the basment walls that are below ground', ('B-3.2.3.1.',)),
    ('At our warehouse the trucks back right up against the loading dock doors. Does the energy code say anything about sealing the gap around the truck?', ('B-3.2.4.4.',)),
    ('If the only heat in a small workshop is a pot heater, or the only cooling is a window air conditioner, does that count as a space-conditioning system that brings in the building envelope requirements?', ('B-3.1.1.2.', 'B-A-3.1.1.2.(1)(a)')),
    ('What is the largest window-and-door to gross wall area ratio allowed under the prescriptive path for a building at 5500 heating degree-days?', ('B-3.2.1.4.', 'B-A-3.2.1.4.(1)')),
    ('Under Sentence 3.1.1.7.(4), what overall thermal transmittance may be assumed for an enclosed, unheated sun porch that shelters part of the wall?', ('B-3.1.1.7.',)),
    ('The hotel wants an outdoor hot tub kept at around 102°F. What does the energy code require for its cover?', ('B-6.2.7.2.',)),
    ('What is the maximum flow in gpm for shower heads, and what is it for faucets in a public washroom?', ('B-6.2.6.1.', 'B-6.2.6.2.', 'B-A-6.2.6.1.(1)')),
    ('For our electric hot water tank, is the breaker in the electrical panel good enough as the labelled shut-off the code wants for the water heating system?', ('B-6.2.4.2.', 'B-A-6.2.4.2.(1)')),
    ('Maximum voltage drop at design load: (a) for feeder conductors, (b) for branch circuit conductors?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('The parking lot lights are on a time clock. If the power goes out, how long does the controller have to hold its programming and the time?', ('B-4.2.4.1.',)),
    ('What basic site allowance for exterior lighting applies in lighting zone 3?', ('B-4.2.3.1.',)),
    ('Using the whole-building (building area) method, roughly how many W/ft2 of interior lighting is a warehouse allowed?', ('B-4.2.1.5.',)),
    ("We have grow lights over the plants in the lobby. Do they count toward the building's lighting wattage limit, and do they need their own switch separate from the regular lights?", ('B-4.2.1.4.', 'B-4.2.2.6.')),
    ('What does Sentence 4.2.2.1.(22) limit for a manual override of the scheduled lighting shut-off?', ('B-4.2.2.1.',)),
    ('hotel guest room thermostat setbak - how soon after the room empties does it have to kick in, and how do we pick the setback temperture?', ('B-5.2.8.3.', 'B-A-5.2.8.3.(1)')),
    ('do heat pumps with electric backup strips need controls so the strips dont come on when the heatpump can carry the load by itslef?', ('B-5.2.8.5.',)),
    ('What sensible-heat-recovery efficiency must a heat-recovery ventilator serving a dwelling unit achieve where the 2.5% January design temperature is -25°C, and at what test temperature?', ('B-5.2.10.4.',)),
    ("In the performance path, how many hours of unmet heating load are allowed per thermal block, and how close must the proposed building's unmet cooling hours be to the reference building's?", ('B-8.4.1.2.',)),
    ("Our building is hooked up to the city's district heating loop, so we buy heat instead of having a boiler. How is that heat handled in the energy simulation for the performance path?", ('B-8.4.3.5.', 'B-8.4.4.6.', 'B-A-8.4.3.5.')),
    ('whats the defintion of an addition in the NECB - is there a minimum size before it counts?', ('A-1.4.1.2.',)),
    ('What is a thermal block?', ('A-1.4.1.2.',)),
    ('How does the NECB define a skylight, i.e. at what slope does glazing become a skylight?', ('A-1.4.1.2.',)),
    ("I'm putting up a new barn for my cattle. Do I have to follow the energy code for it?", ('A-1.1.1.1.', 'A-1.4.1.2.')),
    ("We're building a glass greenhouse for plant research. Could the building official let us off the window performance and window area limits, given it's basically all glass?", ('C-2.2.1.1.', 'C-A-2.2.1.1.(2)')),
    ('Per Division C Sentence 2.2.2.8.(2), what has to be in the header of every page of the building performance compliance calculation report?', ('C-2.2.2.8.',)),
]
NINTH_SET_NOT_ANSWERED = [
    'What fire-resistance rating does a firewall between two attached retail units need?',
    'How many water closets are required for a 150-seat restaurant?',
    'What is the minimum outdoor air ventilation rate in cfm per person for an open-plan office?',
    'How many receptacles are required along a kitchen counter in an apartment?',
    'What is the maximum riser height for stairs in an office building?',
    'How far apart can sprinkler heads be spaced in a light hazard occupancy?',
    'What is the maximum solar heat gain coefficient allowed for windows in climate zone 5?',
    'What whole-building air leakage rate, in air changes per hour at 50 Pa from a blower door test, must a new office building achieve?',
    'What minimum full-load efficiency percentage must a 10 hp three-phase motor meet?',
    'What is the minimum efficiency in kW/ton for a 300-ton water-cooled centrifugal chiller?',
    "What's the maximum air velocity allowed in supply ductwork, in feet per minute?",
    'How many years does the owner have to keep the performance path compliance report on file after the building is occupied?',
]


def test_a_ninth_set_held_out_for_a_session_is_answered_and_declined_as_measured(necb):
    as_measured(necb, NINTH_SET, NINTH_SET_NOT_ANSWERED, hit1=0.86, hit3=0.93, mrr=0.91, declined=9, wrongly=1)


# a tenth blind set on NECB 2017 and a seventh on NECB 2011, written 2026-12-05 (issue 13 part 19) by helpers who
# saw only the Codes' text, their answerable questions mostly from pages chosen at random, a third in lay words.
# The tenth, run at the session's start (7c3a4f2): Article hit@1 80.0 %, hit@3 96.7 %, MRR 0.879, 5 of 12 declined, 1
# of 30 wrongly; its misses looked at since (a tuning set now). The seventh held out for the session, its figures only,
# its misses not looked at: 90.0 %, 100 %, 0.950, 5 of 12 declined, none wrongly, at the start and at the end alike.
TENTH_SET = [
    ('Lighting energy-allowance path, daylight calc: our north-facing office windows have a design illuminance of only 200 lux. Which raw daylight supply factor do I pull from the sidelighting table?', ('B-4.3.2.8.', 'B-A-Table 4.3.2.8.')),
    ('Where do I get the alpha1-alpha3 and beta1-beta3 coefficients for a built-up variable-volume system (HVAC-1) when doing the HVAC trade-off calculation - is that Table 5.3.2.8.-A?', ('B-5.3.2.8.',)),
    ('Our gym has a raised box on the roof with upright glass panes along its sides to bring daylight in. Does the code treat that as a roof monitor or as a skylight?', ('B-A-4.2.2.4.',)),
    ('Minimum insulation thickness for a 3 in. heating hot-water pipe running at 180°F, using standard fibreglass pipe insulation?', ('B-5.2.5.3.',)),
    ('When I work out what percentage of the wall is windows and doors, do I measure just the glass, the window unit, or the rough opening in the wall?', ('B-3.1.1.6.', 'B-A-3.1.1.6.(1)')),
    ('What value of the HVAC trade-off index (HVACTOI) does our system have to reach to be deemed to comply under the HVAC trade-off path?', ('B-5.3.1.3.',)),
    ("Performance path modelling: our proposed boiler is sized 20% over the 2,000,000 Btu/h design load and the 300-ton chiller 15% over. How much oversizing do I give the reference building's heating and cooling equipment, and why are there caps at all?", ('B-8.4.4.8.', 'B-A-8.4.4.8.')),
    ('For the reference building energy model, how do I model a 40 hp variable-air-volume supply fan - which fan type / part-load curve coefficients apply?', ('B-8.4.4.17.',)),
    ('Installer wants to put the wall thermostst 48 inches off the floor on an outside wall. What mounting height does the NECB want, and is an exterior wall even OK?', ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ('Our chiled water pumps only run in the summer months. Do they need some kind of automatic control or labelled switch so they can be turned off the rest of the year?', ('B-5.2.11.3.',)),
    ('Per Sentence 6.2.8.2.(2), can we put a pressure-reducing valve on the domestic water booster pump set, and what kind of pressure sensing does the booster need?', ('B-6.2.8.2.',)),
    ("HRV for the caretaker's suite (the only dwelling unit) inside a warehouse, with its own ventilation system, in a town whose January 2.5% design temperature is about -27°F: what sensible heat recovery efficiency does the unit have to show, and at what test temperatures?", ('B-5.2.10.4.',)),
    ('In the proposed-building energy model (not the reference), what lighting power density do I assume for the apartments themselves, roughly in W/ft²?', ('B-8.4.3.4.',)),
    ("What documention do I have to hand over about the building's hot water heaters and hot water piping - descriptions, diagrams, start-up instructions?", ('C-2.2.2.6.',)),
    ("In the HVAC trade-off section, what does 'total degree-days' (TDD) mean - what base temperatures are used?", ('B-5.3.1.4.',)),
    ("Why does the energy model have to use an infiltration rate of 0.25 L/s per m² - what pressure difference is that at, and is it supposed to match the real building's leakage?", ('B-8.4.3.3.', 'B-A-8.4.3.3.(3)')),
    ("Re 5.2.10.4.(1): what is the 'principal exhaust component' of a suite's ventilation system - what share of the total ventilation capacity is it?", ('B-A-5.2.10.4.(1)',)),
    ('Once the building is finished, why would the city keep our alternative solution reports on file for years? What is the point of keeping them?', ('C-A-2.3.1.',)),
    ('Does 8.4.4.13.(1) cover a heat pump we use only for heat recovery, or just heat pumps used for space conditioning?', ('B-A-8.4.4.13.(1)',)),
    ("We're doing an upside-down roof with the foam boards on top of the waterproofing, where they'll get wet. Does the rule about keeping insualtion dry and out of the air stream ban that kind of roof?", ('B-3.2.1.1.', 'B-A-3.2.1.1.(1)')),
    ("Warehouse with 14 ft ceilings, skylights and no tall racking: how far out past the edge of each skylight's footprint does the daylit area extend for the lighting control rules?", ('B-4.2.2.5.',)),
    ("What's the max flow allowed for shower heads in gpm, and does that also apply to emergency showers?", ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)')),
    ('How does the NECB define a skylight - at what slope does sloped glazing stop counting as a window and become a skylight?', ('A-1.4.1.2.',)),
    ("We're adding a small 90 sq ft heated mudroom onto an existing building. Does that even count as an adition under the energy code?", ('A-1.4.1.2.',)),
    ("Does the energy code apply to a new dairy barn we're putting up on our farm?", ('A-1.1.1.1.',)),
    ("What's the max U-value for above-grade walls at a site with 5,500 heating degree-days, and roughly what R-value is that?", ('B-3.2.2.2.',)),
    ('For a building in zone 8 (over 7000 HDD), what maximum U-values apply to (a) the windows and (b) the exterior doors?', ('B-3.2.2.3.', 'B-3.2.2.4.')),
    ("We're building an outdoor hotel pool kept at 90°F. (1) Do we need a pool cover, and how well insulated must it be? (2) Do the pool heater and pump need shut-offs or timers?", ('B-6.2.7.2.', 'B-6.2.7.1.')),
    ('Strip mall with several tenant units and a 400 kVA electrical service: (a) what provisions for electricity metering/monitoring are needed, and (b) do the three-phase pump motors have to meet a minimum efficiency?', ('B-7.2.1.1.', 'B-7.2.4.1.')),
    ('Restaurant in Edmonton (about 5,100 HDD) with a kitchen hood exhaust of 3,500 cfm. Is demand control ventilation required on the kitchen exhaust, and how far must it be able to turn down?', ('B-5.2.3.4.',)),
]
TENTH_SET_NOT_ANSWERED = [
    'What whole-building air leakage in ACH at 50 Pa must a new building reach on a blower-door test to comply with the NECB?',
    "What is the maximum flush volume in gallons per flush for toilets and urinals under the NECB's water-saving fixture rules?",
    'What is the maximum solar heat gain coefficient (SHGC) allowed for windows in climate zone 5 under the prescriptive path?',
    'Does the NECB require rooftop solar PV panels or a minimum percentage of on-site renewable electricity on new buildings?',
    'How many cfm of outdoor air per person does the NECB require for an open-plan office?',
    'What maximum colour temperature (Kelvin) and minimum CRI must LED fixtures in offices have under the lighting requirements?',
    'What fire-resistance rating is required for the floor assemblies of a 4-storey wood-frame apartment building?',
    'How many water closets and lavatories are required for a 150-seat restaurant?',
    'What is the maximum slope allowed for a barrier-free ramp at a building entrance?',
    'What roof snow load should we design for in Calgary?',
    'Does a 6-storey wood-frame residential building have to be sprinklered?',
    'What is the minimum guard height for a balcony that is 3 m above grade?',
]


def test_a_tenth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TENTH_SET, TENTH_SET_NOT_ANSWERED, hit1=0.80, hit3=0.96, mrr=0.87, declined=10, wrongly=1)


def test_a_figure_asked_in_a_unit_the_genuine_code_states_none_in_is_declined_saying_so(necb, necb2011):
    """Neither edition counts air changes or states an airflow per person (NECB 2011's "W/person" is a
    water-heating load per person, no airflow), nor gives a figure of a solar heat gain coefficient: asked
    an ACH50, cfm per person or a maximum SHGC, each is declined saying why, however near its airtightness,
    ventilation and fenestration Sentences come (all were answered before, at a support of 0.96-0.995).
    Asked in a unit it states (a U-value, W/(m²·K)), it answers."""
    for engine in (necb, necb2011):
        a = engine.ask("What whole-building air leakage rate, in air changes per hour at 50 Pa from a blower "
                       "door test, must a new office building achieve?")
        assert a["declined"] and "It states no figure in air changes per hour." in a["answer"], a["answer"]
        # asked "to comply with the NECB" too: a figure, which no Article on the Code's scope gives
        a = engine.ask("What whole-building air leakage in ACH at 50 Pa must a new building reach on a blower-door "
                       "test to comply with the NECB?")
        assert a["declined"] and "It states no figure in air changes per hour." in a["answer"], a["answer"]
        a = engine.ask("How many cfm of outdoor air per person does the NECB require for an open-plan office?")
        assert a["declined"] and "It states no airflow per person." in a["answer"], a["answer"]
        # asked by its name: a solar heat gain coefficient NECB names only to adjust a model's (by 0.8)
        a = engine.ask("What's the maximum solar heat gain coefficient (SHGC) allowed for windows in climate zone 5?")
        assert a["declined"] and "It states no figure of a solar heat gain coefficient." in a["answer"], a["answer"]
        a = engine.ask("What maximum U-value, in W/(m2·K), must an above-ground wall meet in zone 6?")
        assert not a["declined"] and a["hits"][0]["id"] == "B-3.2.2.2.", a["hits"][0]["id"]


def test_asked_how_many_of_a_thing_the_genuine_code_never_names_it_declines_saying_so(necb, necb2011):
    """Neither edition says "water closet" (or "urinal"; "toilet" it does): asked how many a restaurant needs, no
    Sentence can say, however near its service water heating Sentences come (answered before at a support of
    0.35-0.65). Asked how many of a thing it names, it answers."""
    for engine in (necb, necb2011):
        a = engine.ask("How many water closets and lavatories do I need for a 120-seat restaurant?")
        assert a["declined"] and "It states no number of water closets: it never names them." in a["answer"], a["answer"]
        assert engine.uncounted("How many urinals does an assembly hall need?") == ["urinals"]
        assert engine.uncounted("How many thermostats does each zone need?") == []
        # a word naming the thing's kind counts too (part 40: the Codes have parking and spaces, never bicycles); a
        # unit asks a figure ("how many inches apart")
        a = engine.ask("How many bicycle parking spaces does a new 8 000 m2 office building need?")
        assert a["declined"] and "It states no number of bicycle parking spaces" in a["answer"], a["answer"]
        assert engine.uncounted("How many inches apart can the thermostats be?") == []


def test_asked_a_size_of_a_thing_the_genuine_code_never_names_it_says_so_when_support_is_low(necb, necb2011):
    """Neither edition says "borehole" (part 41): asked how deep a geothermal field's boreholes go, it says it states
    no depth of them (a blind question was answered from the heat pumps' Sentences); asked the thickness of the pipe
    insulation it sets, it answers."""
    for engine in (necb, necb2011):
        a = engine.ask("How deep do the boreholes for a ground-source heat pump field need to be?")
        assert a["declined"] and "It states no depth of boreholes" in a["answer"], a["answer"][:200]
        a = engine.ask("What thickness of pipe insulation does a heating hot water loop at 180°F need?")
        assert not a["declined"] and engine.unmeasured("What thickness of pipe insulation is needed?") == []

# Written in session part 20 by a helper who saw only the Code's text (20 Articles and Notes drawn at random,
# the rest chosen to cover Tables, Notes, Divisions A and C, a clause number, US units, typos, two-part questions;
# 6 near misses grep-checked, 6 outside an energy code). Run blind at the session's start: 53.3 % hit@1, hit@3
# 80.0 %, 8 of 12 declined, 0 of 30 wrongly. Looked at since (tuning): 56.7 %, 12 declined at the end (the psi-values
# question no longer finds the lists of editions and abbreviations first); its other misses are practitioners'
# paraphrases ("combi boiler", "district energy", "salvaged equipment") no change of the session moved.
ELEVENTH_SET = [
    ('Thinking of one combi boiler to do both the domestic hot water and the baseboard heat in a small apartment block. Is there a size cap on doing it that way?', ('B-6.2.2.4.',)),
    ("Mechanical sub squeezed the duct wrap really tight to fit above the ceiling. Label says 2 inches but it's crushed to about one. Does it still count as the labelled thickness?", ('B-A-5.2.2.5.(2), 5.2.5.3.(8) and 6.2.3.1.(6)', 'B-5.2.2.5.')),
    ("There's an unheated glassed-in sunporch in front of part of our exterior wall. Can I take any credit for it when working out the wall U-value, and how much?", ('B-3.1.1.7.', 'B-A-3.1.1.7.(5)')),
    ('Minimum insulation thickness on a 3 in. heating hot water pipe running at about 180°F?', ('B-5.2.5.3.',)),
    ('Energy modeller here. For the reference building daylighting, how am I supposed to lay out the glazing in each thermal block (sill height, window height) and how deep do I take the sidelit zone?', ('B-8.4.4.5.', 'B-A-8.4.4.5.(6)')),
    ("My simulation shows a couple of thermal blocks with about 250 hours where heating isn't met. What's the allowable number and what am I expected to do about it?", ('B-8.4.1.2.',)),
    ('The owner wants to reinstall pumps and light fixtures salvaged from the old building in the new one. Does the energy code allow used equipment?', ('A-1.2.2.3.',)),
    ('Where do people get psi-values for slab edges, balconies and window interfaces when doing the thermal bridging calc for NECB?', ('B-A-3.1.1.5.(5)(a)', 'B-3.1.1.5.')),
    ('In the lighting trade-off path, how is the allowed annual lighting energy figured? Is it summed space by space from power density, daylit and non-daylit areas and hours?', ('B-4.3.3.1.',)),
    ('small office heated only by a domestic-type tank water heater feeding fan coils... which efficiency standard does that heater have to meet?', ('B-5.2.12.4.',)),
    ('Why does the code want a hydropneumatic tank on the domestic water booster pumps in a high-rise, and what cycling rate is the sizing meant to give?', ('B-A-6.2.8.1.', 'B-6.2.8.1.')),
    ('Our project ties into a district energy hot water loop. In the reference building model what do I put in place of the district heat, and how is it sized?', ('B-8.4.4.6.',)),
    ("Chiller supplier won't give me part-load performance curves for the proposed design model. What am I allowed to use instead?", ('B-8.4.3.8.', 'B-8.4.4.21.')),
    ('Do we have to follow the Division B requirements to the letter, or can we propose our own design? If so what performance level does it need to hit?', ('A-1.2.1.1.', 'A-A-1.2.1.1.(1)(b)')),
    ('Office building with roughly 15% retail on the ground floor. Can we still use the whole-building lighting number for offices, and what is that number anyway?', ('B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ('We have a covered walkway between two buildings with fixtures in the canopy. For lighting power limits is that interior or exterior lighting?', ('A-A-1.4.1.2.(1)',)),
    ("If the whole-building energy model passes, can I install a gas furnace that's below the federal minimum efficiency?", ('B-5.4.1.2.',)),
    ('Daylight harvesting factor: what does automatic on/off photocell switching get compared with continuous dimming?', ('B-4.3.2.7.',)),
    ('Heating load is about 1.5 million Btu/h. Can we just put in one big single-stage boiler?', ('B-5.2.11.4.',)),
    ('One air handler serves a 6,000 m² floor plate. How should it be split up so parts of the floor that are empty can be shut down?', ('B-A-5.2.11.2.(3)', 'B-5.2.11.2.')),
    ('Two things for the permit package: do we have to report a whole-building heat loss coefficient (and normalized how?), and do we need to describe the air barrier and where it is?', ('C-2.2.2.3.', 'C-A-2.2.2.1.(1)')),
    ("We're building a commercial greenhouse and obviously can't meet the window U-value and glazing area limits. Can the building official let us off?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('What wall R-value do I need above grade for a site with about 5,400 heating degree days? Looking for the imperial equivalent of the max U.', ('B-3.2.2.2.',)),
    ('Per 5.2.8.4, how high do thermostat sensors go, and is it OK to put them on an outside wall?', ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ('Is a 2.5 gpm shower head acceptable in the hotel rooms?', ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)')),
    ('do we need a vestibul at the front door of a 150 m2 corner store?', ('B-3.2.2.1.',)),
    ('whats the max air leakge rate alowed for the air barier assembly in walls and roofs', ('B-3.2.4.2.',)),
    ('AHU runs only during occupied hours, about 50% outside air, 4,000 cfm, in a 4,500 degree-day city. Do we need heat recovery on the exhaust?', ('B-5.2.10.1.',)),
    ("Does the NECB cover a new dairy barn? And what about an addition we're putting on an existing school?", ('A-1.1.1.1.', 'A-A-1.1.1.1.(1)')),
    ('Strip mall in a mostly residential neighbourhood: how many watts per square metre can I light the open parking lot with?', ('B-4.2.3.1.',)),
]
ELEVENTH_SET_NOT_ANSWERED = [
    "What's the maximum energy use intensity, in kWh per square metre per year, an office building can have to pass?",
    'What minimum solar reflectance index does a low-slope roof membrane need to meet?',
    'What CO2 level in ppm should the demand-controlled ventilation hold in meeting rooms?',
    'What winter indoor relative humidity percentage should humidifiers be set to under the energy code?',
    "What's the minimum burner turndown ratio required for a modulating condensing boiler?",
    'How many degrees of deadband must there be between the heating and cooling setpoints on a zone thermostat?',
    'Our high-bay warehouse meets the lighting control rules; does it also need sprinklers, and at what head spacing?',
    'If we add 6 in. of rigid insulation and new membrane on the roof, what design snow load do the joists have to be checked for?',
    'What size drain line do I need for the condensate from a high-efficiency condensing furnace?',
    "What's the maximum slope for the wheelchair ramp leading up to the entrance vestibule?",
    'How far from the property line does the rooftop condensing unit or heat pump have to be?',
    "Are there government rebates if we beat the NECB energy target by 25%, and what's the typical payback on triple glazing?",
]


def test_an_eleventh_set_of_practitioners_paraphrases_is_answered_and_declined_as_measured(necb):
    # hit@3 83.3 -> 80.0 % (part 29) once the footnote of a Part's Notes was no longer read as Note text (eleven
    # Notes of NECB 2017 lost its words): the commercial greenhouse question's gold 3 -> 4
    as_measured(necb, ELEVENTH_SET, ELEVENTH_SET_NOT_ANSWERED, hit1=0.60, hit3=0.80, mrr=0.72, declined=12)


# Written in session part 21 by a helper who saw only NECB 2017's text (18 random Articles and Notes, 12 hand
# picked: Tables, Notes, Divisions A and C, clause numbers, imperial units, typos, two-part questions); held out
# until the session's last changes were measured: 66.7 % hit@1, hit@3 90.0 %, MRR 0.783, declined 8 of 12, 3 of 30
# wrongly at the start and after the session's answer changes (its misses were then read: Part 8's reference and
# proposed buildings); 9 of 12 declined once a brand asked was declined, 2 of 30 wrongly once an argument "on cost
# grounds" no longer read as a price asked.
TWELFTH_SET = [
    ('If we go the performance route, is that one energy model or two? What are we actually comparing to show we comply?', ('B-A-1.1.2.1.', 'B-8.4.1.2.')),
    ("The code doesn't spell out a method for one of the calcs I need to do. What references am I allowed to lean on instead?", ('B-1.1.4.2.',)),
    ('lighting trade-off path, reference building side: which factors go into the effective daytime operating hours of the daylit area?', ('B-4.3.3.5.',)),
    ('For a room type that needs automatic full-off lighting control, how quickly do the lights have to shut off once people leave? And can one occupancy sensor handle a 700 sq ft room?', ('B-4.2.2.1.',)),
    ('Can I just leave infiltration out of my Part 8 simulation since the envelope is supposed to be airtight?', ('B-8.4.2.9.', 'B-8.4.3.3.')),
    ('When I take off window areas for the FDWR, do I measure the glass, the unit size or the rough opening?', ('B-3.1.1.6.', 'B-A-3.1.1.6.(1)')),
    ('Energy modeller here. Does the reference-building heat pump rule in 8.4.4.13 kick in for a heat pump we only use for heat recovery?', ('B-A-8.4.4.13.(1)',)),
    ('Can we use the whole-building LPD for the office floors and space-by-space for the gym in the same building?', ('B-4.2.1.3.', 'B-A-4.2.1.3.')),
    ('The daytime/nighttime operating hour tables in the lighting trade-off, how many operating days a year are they based on? Our clinic is open 360 days.', ('B-4.3.2.6.',)),
    ('Our building will be hooked to the campus district steam plant. What does the NECB mean by purchased energy, and does that count?', ('B-A-8.4.3.5.',)),
    ("The mech specs don't say anything about thermostat throttling range. What do I put in the proposed model, and does the reference model use the same thing?", ('B-8.4.3.7.', 'B-8.4.4.16.')),
    ('How do you figure the daylit zone under a roof monitor - how far beyond the glazing does it go on each side?', ('B-4.2.2.4.',)),
    ('We have a dozen lab fume hood exhaust fans. In the reference building do those get modeled the same as in our design or do they get penalized?', ('B-A-8.4.4.17.(1)', 'B-8.4.4.17.')),
    ('For DHW pipe insulation, how is the mean rating temperature worked out?', ('B-A-6.2.3.1.(2) and (3)',)),
    ("doing the toplighting daylight factor calc and I don't know the skylight framing ratio or a dirt factor - what defaults does the code give?", ('B-4.3.2.9.',)),
    ('how far out from the edge of a skylight does the daylit area extend?', ('B-4.2.2.5.',)),
    ('Which edition of CSA C439 for rating HRVs does NECB 2017 reference?', ('B-1.3.1.2.',)),
    ('In the lighting trade-off, do I recalculate the daylit area for the reference building or just reuse what I got for the proposed?', ('B-4.3.3.3.',)),
    ('whats the lightng power densty alowance for an ofice bldg using the whole building method?', ('B-4.2.1.5.',)),
    ('Our atrium has sloped glazing at about 70 degrees from horizontal. Does the code treat that as a skylight or as vertical fenestration?', ('A-1.4.1.2.',)),
    ('Does NECB 2017 apply to a new dairy barn on our farm?', ('A-1.1.1.1.',)),
    ('For the performance compliance report that goes to the building official: what has to appear in the header of every page, and what units are the energy results reported in?', ('C-2.2.2.8.',)),
    ('What does 5.2.2.8. say about compressor staging on a 25-ton rooftop unit with an air-side economizer?', ('B-5.2.2.8.',)),
    ('Membrane supplier says their air barrier assembly tested at 0.05 cfm/sq ft at 75 Pa. Good enough for the NECB?', ('B-3.2.4.2.',)),
    ('3 inch hot water recirc line running through an unheated parkade - how thick does the insulation need to be, and does it need a jacket or anything?', ('B-6.2.3.1.',)),
    ("Reference building sizing: does the 30% heating oversizing allowance already include morning pick-up load, and what's the cap on cooling?", ('B-A-8.4.4.8.', 'B-8.4.4.8.')),
    ('Can the building official give a research greenhouse an exemtion from the window requirements? And could we argue it on cost grounds?', ('C-2.2.1.1.', 'C-A-2.2.1.1.(2)')),
    ("What's the air leakage limit for a revolving door, and is there a cap on how much main entrance door area can use the looser leakage rate?", ('B-3.2.4.4.',)),
    ('Owner wants an outdoor hot tub on the roof deck kept at 104°F. Any code requirement for the cover?', ('B-6.2.7.2.',)),
    ('Heating load is about 1,500,000 Btu/h. Can I just put in one on/off boiler?', ('B-5.2.11.4.',)),
]

TWELFTH_SET_NOT_ANSWERED = [
    'What is the maximum solar heat gain coefficient allowed for windows in climate zone 6 under the prescriptive envelope path?',
    'What blower-door result at 50 Pa does the finished building have to hit before occupancy?',
    "How far below the reference building's energy use do we need to be to qualify for Tier 3?",
    'Once the electrical energy monitoring is hooked up, how many years of consumption data must the owner keep?',
    'What outdoor air rate in L/s per person does the NECB require for an open-plan office?',
    'What are the minimum insulation and refrigeration efficiency requirements for a walk-in cooler in a grocery store?',
    'How often do the filters in the suite HRVs have to be changed?',
    'What fire-resistance rating is required for a firewall splitting our warehouse into two?',
    'What roof snow load do I design for when adding rooftop units in Winnipeg?',
    'How many barrier-free washrooms does a new three-storey office building need?',
    'Roughly how much more per square foot does triple glazing cost compared with code-minimum double glazing?',
    'Which brands of VRF systems are pre-approved as NECB 2017 compliant?',
]


def test_a_twelfth_set_written_blind_is_answered_and_declined_as_measured(necb):
    # 0.66 before part 23; 70.0 -> 66.7 %, MRR 0.799 -> 0.783 in part 24: a multi-part question's hits of one turn
    # go in the order its rankings agree on (13 more questions first over all sets, 3 fewer), and "thermostat
    # throttling range: proposed model, and the reference?" ranks another Part 8 Article (8.4.4.3.) first
    # declined: 8 before brands asked were declined, 9 before 'blower' stopped being read as 'lower'
    # wrongly: 3 before "argue it on cost grounds" stopped reading as a price asked
    as_measured(necb, TWELFTH_SET, TWELFTH_SET_NOT_ANSWERED, hit1=0.66, hit3=0.90, mrr=0.78, declined=10, wrongly=2)


def test_the_codes_lists_of_editions_and_abbreviations_come_first_only_when_asked_what_they_list(necb, necb2011):
    """The lists of referenced documents' editions and of abbreviations name every standard and body the
    Code cites, so a question's rare words find them first ("psi-values", "thermal bridging": both lists
    ranked above the Note on thermal bridging calculations). They go three places lower unless the question
    asks what they list: an edition (the editions' list first, before the abbreviations'), or what an
    abbreviation stands for (the abbreviations' list)."""
    def top(engine, question):
        return [h["id"] for h in engine.ask(question)["hits"]][:3]

    assert top(necb, "Where do people get psi-values for slab edges, balconies and window interfaces when "
                     "doing the thermal bridging calc for NECB?")[0] == "B-A-3.1.1.5.(5)(a)"
    assert top(necb2011, "Which edition of ANSI/ASHRAE 140 does NECB 2011 reference for checking the energy "
                         "simulation program used for compliance?")[0] == "B-1.3.1.2."
    assert top(necb2011, "What organization does the abbreviation HVI stand for in the NECB?")[0] == "B-1.3.2.1."


def test_asked_what_abbreviations_stand_for_the_codes_list_answers_with_those_entries(necb, necb2011):
    # abbreviations a Table prints ("SL", "Et": one capital, no defined term) asked what they stand for: the Code's
    # list of symbols and other abbreviations first (it was eleventh, below the defined terms and the water heater
    # Tables the meanings read into the question find), and the answer quotes those entries of it, not the list
    from codecite_site.qa.aliases import listed

    for engine in (necb, necb2011):
        answer = engine.ask("The water heater table shows SL and Et next to the efficiency figures. What do those "
                            "abbreviations stand for?")
        assert answer["hits"][0]["id"] == "A-1.4.2.1."
        first = answer["citations"][0]
        assert first["sources"][0]["id"] == "A-1.4.2.1."
        printed = next(p.text for p in engine.passage_list if p.id == first["sources"][0]["passage"])
        meanings = dict(listed(printed))
        assert meanings["SL"] in first["text"] and meanings["Et"] in first["text"]
        assert meanings["EF"] not in first["text"] and len(first["text"]) < len(printed) / 5
    # asked what organization an abbreviation is, or nothing but "what is" it (part 36: the Table naming it ranked
    # first), the list answers with its entry
    for question in ("What organization is CTI?", "What is CTI?"):
        answer = necb2011.ask(question)
        assert answer["hits"][0]["id"] == "B-1.3.2.1.", question
        first = answer["citations"][0]
        printed = next(p.text for p in necb2011.passage_list if p.id == first["sources"][0]["passage"])
        assert dict(listed(printed))["CTI"] in first["text"] and len(first["text"]) < len(printed) / 5


def test_a_question_speaking_of_a_trade_off_is_asked_of_the_codes_trade_off_path(necb, necb2011):
    # "lighting trade-off: ... do both daylit areas count?": the trade-off path's Article on daylighted areas
    # (4.3.2.3.), not the prescriptive path's (4.2.2.5., first before), which shares every other word
    question = "Lighting trade-off: our gym gets daylight through sidelights and through skylights. Do both daylit areas count?"
    for engine in (necb, necb2011):
        first = engine.retrieve(question, rerank=False).candidates[0]
        assert first.clause_id == "B-4.3.2.3." and "Trade-off" in first.chunk.header
        # without the trade-off, the prescriptive path's Articles are asked of
        plain = engine.retrieve(question.replace("Lighting trade-off", "Lighting design"), rerank=False)
        assert "Trade-off" not in plain.candidates[0].chunk.header


def test_asked_what_counts_as_something_a_note_off_the_path_asked_of_does_not_go_first(necb):
    # asked what counts as semi-heated, a Note of the performance path (on modelling semi-heated spaces), which the
    # question does not ask of, stayed first though the path's Articles and Notes go lower: the Article defining
    # the temperatures goes first. (Measured: +3 questions first on the genuine Codes' tuning sets, none lower.)
    question = "Would a storage building kept at 50\u00b0F count as semi-heated under the energy code?"
    assert necb.retrieve(question, rerank=False).candidates[0].clause_id == "B-1.2.1.2."
    # asked of that path, its Articles go first
    modelled = "In the performance path energy model, what counts as a semi-heated space?"
    assert necb.retrieve(modelled, rerank=False).candidates[0].clause_id.startswith("B-8.4.")

def test_unmet_hours_are_the_codes_loads_not_met_and_a_subsection_named_is_asked_of(necb, necb2011):
    # "unmet" is a word neither edition uses: read as "not met", the limit on hours of unmet load (8.4.1.2.(3),
    # "... are not met shall not exceed 100 hours") leads, not the 8 760 hours of a simulated year (8.4.2.2.)
    for engine in (necb, necb2011):
        question = "In the performance-path energy model, how many hours of unmet heating load are allowed?"
        first = engine.retrieve(question, rerank=False).candidates[0].clause_id
        assert first == "B-8.4.1.2.", first
        answer = engine.ask(question)
        assert "100 hours" in answer["answer"], answer["answer"]
        assert any(r["how"] == "compound" and r["typed"] == "unmet" for r in engine.readings(question))
    # the simple trade-off of Subsection 3.3.3. named by its number: its Articles lead, not Section 3.3.'s
    # general calculation procedures (3.3.1.3.) that share the question's words
    question = ("Using the simple UA tradeoff in 3.3.3, can I beef up the roof insulation to pay for extra glazing on "
                "the walls? And can I use that method for an addition?")
    top = [h.clause_id for h in necb2011.retrieve(question, rerank=False).candidates[:3]]
    assert top[0].startswith("B-3.3.3.") and "B-3.3.3.1." in top, top


def test_a_word_told_not_to_be_defined_is_answered_by_the_genuine_codes_non_defined_terms(necb, necb2011):
    # "vestibule" is used in the envelope requirements (3.2.2.1.) and defined nowhere: Division A's Non-defined
    # Terms says what it means, not the Article on vestibules that shares the question's word
    question = ("'Vestibule' is used in the envelope requirements but it's not in the list of defined words. What "
                "meaning is an inspector supposed to give it?")
    for engine in (necb, necb2011):
        assert engine._undefined_articles[:1] == ["A-1.4.1.1."], engine._undefined_articles
        assert engine.retrieve(question, rerank=False).candidates[0].clause_id == "A-1.4.1.1."
        answer = engine.ask(question)
        assert answer["citations"][0]["sources"][0]["passage"] == "A-1.4.1.1.(1)", answer["answer"]


# Written in session part 22 by a helper who saw only NECB 2017's text (13 random Articles and Notes, 7 hand picked:
# Division A, Division C, a Table's row, a Note, Part 6, Part 8, a Subsection named); held out for the session (its
# misses never read): 55.0 % hit@1, hit@3 85.0 %, MRR 0.699, declined 7 of 10, 1 of 20 wrongly at the start (b1b7273);
# 65.0 %, 95.0 %, 0.785, 7 of 10, 1 of 20 at the end.
THIRTEENTH_SET = [
    ('what outdoor conditions should a dew point / dry bulb high limit shut off the econimizer at? need it in °F for the sequence of operations', ('B-A-5.2.2.8.(2)',)),
    ('Reference model pumps on VFDs - what part-load power vs flow curve coefficients do I plug in?', ('B-8.4.4.14.',)),
    ('Plumber wants to add a PRV downstream of the domestic water booster pump package. Is that allowed under the energy code?', ('B-6.2.8.2.',)),
    ('RTU with bypass VAV dampers - do I check it against the constant volume fan power limit, and do the exhaust fans count toward the W per L/s?', ('B-A-5.2.3.2.(1)',)),
    ('In the reference building, is the envelope modelled as heavy or light construction, and do I keep the same interior mass (partitions, furniture, library stacks) as the proposed design?', ('B-8.4.4.4.', 'B-A-8.4.4.4.(2)')),
    ('What value does the service hot water trade-off index have to hit for the DHW system to pass the trade-off route?', ('B-6.3.1.3.',)),
    ("Can the building official waive the energy code for a temporary site office that's only going to be occupied for a few months?", ('C-2.2.1.1.', 'C-A-2.2.1.1.(2)')),
    ("Under Subsection 5.2.6, what's the max pump power allowed on a water source heat pump loop with a peak load of about 600,000 Btu/h?", ('B-5.2.6.3.',)),
    ("Our simulation software can't model the arena ice plant or its heat recovery. How are we supposed to represent it in the performance path model?", ('B-8.4.3.9.', 'B-A-8.4.3.9.')),
    ('Big box store wants 4,000 sq ft of skylights on a 150,000 sq ft roof. Does that fly under the prescriptive envelope requirements?', ('B-3.2.1.4.',)),
    ('Can I take the unheated buffer space credit for the floor over a vented crawlspace when working out the assembly U-value?', ('B-A-3.1.1.7.(5)',)),
    ('Roughly how many pump starts per hour does the booster system hydropnuematic tank sizing rule end up giving you?', ('B-A-6.2.8.1.',)),
    ('Do I need to include the interior roller blinds in the proposed energy model?', ('B-A-8.4.3.3.(2)',)),
    ("We're adding a 120 sq ft heated storage room onto an existing building. Is that big enough to count as an addition for NECB purposes?", ('A-1.4.1.2.',)),
    ('If our municipal bylaw and the NECB say different things on an energy requirement, which one wins?', ('A-1.1.1.3.',)),
    ('max U-vlaue for above grade walls in zone 7B, and what about the roof?', ('B-3.2.2.2.',)),
    ("Is a 0.5 gpm aerator good enough for the public washroom sinks, and what's the limit for private lavs in the condo units?", ('B-6.2.6.2.',)),
    ('how many unmet heating hrs are allowed per zone in the compliance energy model?', ('B-8.4.1.2.',)),
    ('The main entrance is a revolving door. Does it have to meet the door U-value, and does its glass count in the window-to-wall ratio?', ('B-A-3.2.2.4.(5)', 'B-3.2.2.4.')),
    ('What has to be shown in the header of every page of the performance path compliance report we submit?', ('C-2.2.2.8.',)),
]
THIRTEENTH_SET_NOT_ANSWERED = [
    "What's the minimum outdoor air in cfm per person for an open office?",
    'What minimum temperature do we have to store domestic hot water at to control legionella?',
    "What's the max mounting height for a thermostat along a barrier-free path?",
    'What ACH50 does the whole-building blower door test need to hit to comply?',
    "What's the maximum hot water temperature allowed at a lavatory faucet to prevent scalding, in °F?",
    'What fire-resistance rating is needed for the wall between an attached garage and the house?',
    'What roof snow load should I design for in Calgary?',
    'How many water closets are required for a 200 seat restaurant?',
    "What's the maximum slope for a wheelchair ramp at the main entrance?",
    "What's the typical cost per sq ft to upgrade from double to triple glazed windows?",
]


def test_a_thirteenth_set_held_out_for_a_session_is_answered_and_declined_as_measured(necb):
    # 0.65 before part 23; MRR 0.81 -> 0.810 (a rounding below 0.81) with the whole question's own first (part 27)
    # 1 -> 2 (part 29): the trade-off Tables' cells read with their spaces moved a question near the threshold
    as_measured(necb, THIRTEENTH_SET, THIRTEENTH_SET_NOT_ANSWERED,
                hit1=0.70, hit3=0.95, mrr=0.80, declined=7, wrongly=2)


# Written at the start of session part 23 by a helper who saw only NECB 2017's text (seed-picked Articles and
# Notes; 6 answered by a Note, 2 by Division A or C, 3 by a Table's figure; 7 in US units). Held out all that session:
# only its summaries were printed, 55.0 % hit@1, hit@3 95.0 %, MRR 0.728, declined 7 of 10, 0 of 20 wrongly at the
# start; 60.0 %, 95.0 %, 0.753, declined 8 of 10, 0 wrongly at its end.
FOURTEENTH_SET = [
    ('Plan reviewer here - for a Part 8 energy model submission, what info is supposed to be printed at the top of every single page of the compliance report?', ('C-2.2.2.8.',)),
    ('Energy modeller question: can I spin the baseline building through four orientations and average them like ASHRAE 90.1 Appendix G, or does the NECB reference model have to face the same way as the actual design?', ('B-8.4.4.1.',)),
    ("We have rectangular supply ductwork running at about 3 in. w.c. static that wasn't sealed to the SMACNA seal class, so it has to be leak tested. What leakage class number goes into the allowable leakage formula?", ('B-5.2.2.4.',)),
    ("Two things for my NECB performance-path model: (1) what solar absorptance do I assign to the walls and roof when I don't know the cladding colour, and (2) what infiltration rate am I supposed to input?", ('B-8.4.3.3.', 'B-A-8.4.3.3.(3)')),
    ('how do i work out the mean rating temp for checking the conductivity of domestic hot water pipe insulation, is it just the water temp or something else?', ('B-A-6.2.3.1.(2) and (3)',)),
    ('Doing the VAV fan power check in W per L/s. Do the small fans in series fan-powered boxes have to be included? What about parallel fan-powered boxes? And do I use the motor nameplate hp or the actual draw?', ('B-A-5.2.3.3.(1)',)),
    ('Does the hot water / water pumping section of the energy code apply to the fire pump and standpipe system in our building?', ('B-6.1.1.2.',)),
    ('One big air handler serves a 3-storey office with roughly 30,000 sq ft per floor. How large can each section that can be shut down independently be, and is one of those sections allowed to cover two floors?', ('B-5.2.11.2.', 'B-A-5.2.11.2.(3)')),
    ('ToV6 airflow control value VSD HVAC system 12 trade-off', ('B-5.3.2.7.',)),
    ('Our new school has a 600 kVA electrical service. Does the NECB make us actually install energy submeters on lighting and HVAC, or just leave provisions so meters can be added later?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('what does 5.2.11.5 say about outdoor reset on a heating hot water loop? ours is only 250,000 Btu/h, do i need it?', ('B-5.2.11.5.',)),
    ('snow melt heater controls requirement', ('B-5.2.8.7.',)),
    ('Where should the pressure transducer go on a variable speed domestic water booster pump package - at the pump skid or somewhere out in the system?', ('B-A-6.2.8.2.(1)', 'B-6.2.8.2.')),
    ('Do the light fixtures inside the individual condo units count towards the lighting power allowence on a highrise residential job?', ('B-4.1.1.2.',)),
    ('Modelling a semi-heated warehouse where the heaters are sized at just the peak load plus 5%. What thermostat setpoint in °F does the reference building get?', ('B-8.4.4.2.', 'B-A-8.4.4.2.(3)')),
    ('Can I use the whole-building-type method for the office portion and the room-by-room method for the warehouse portion of the same building when working out the allowed lighting watts?', ('B-4.2.1.3.', 'B-A-4.2.1.3.')),
    ('For an economizer with dew point plus dry bulb high limit shutoff, at what outdoor conditions in °F should it lock out free cooling?', ('B-A-5.2.2.8.(2)',)),
    ("We're tacking a 90 sq ft heated entry vestibule onto an existing store. Is that big enough to count as an 'addition' under the energy code?", ('A-1.4.1.2.',)),
    ('max air barrier assembly leakage cfm/ft2 @ 75 Pa', ('B-3.2.4.2.',)),
    ('What does 6.3.2.6 say the reference heat generator efficency should be in the SWH trade off calc?', ('B-6.3.2.6.',)),
]
FOURTEENTH_SET_NOT_ANSWERED = [
    'How many cfm of outdoor air per person does the NECB 2017 require for an open office?',
    'What maximum whole-building air leakage result (cfm/ft2 at 75 Pa or ACH50) does a blower door test have to achieve to pass NECB 2017?',
    'What minimum solar reflectance index (SRI) does a low-slope roof membrane need to meet under NECB 2017?',
    "What's the minimum MERV rating required for the filters in a rooftop air handling unit per NECB 2017?",
    'Is there a maximum refrigerant GWP allowed for new chillers under the NECB 2017?',
    'How many kW of rooftop solar PV does the NECB 2017 require on a new commercial building?',
    'What fire-resistance rating is required for the corridor walls in a 3 storey hospital?',
    'What design roof snow load should I use for a flat roof in Winnipeg?',
    'How many toilets do I need for an 80-seat restaurant?',
    'Roughly how much extra per square foot does it cost to build to NECB 2017 compared to the 2011 edition?',
]


def test_a_fourteenth_set_held_out_for_a_session_is_answered_and_declined_as_measured(necb):
    as_measured(necb, FOURTEENTH_SET, FOURTEENTH_SET_NOT_ANSWERED, hit1=0.65, hit3=0.95, mrr=0.78, declined=8)


# Written at the start of session part 24 by a helper who saw only NECB 2017's text (targets drawn with a seed; Notes,
# two Tables, five Part 8 questions, Divisions A and C; 5 near misses and 5 outside the Code not answered). Held out
# all that session: only its summaries were printed, 77.3 % hit@1, hit@3 100.0 %, MRR 0.864, declined 7 of 10, 0 of
# 22 wrongly at the start; 81.8 %, 100.0 %, 0.902, declined 7 of 10, 0 wrongly at its end. Part 31: 77.3 %, 100.0 %,
# 0.879 once a Note's sub-headings were no passages of their own: the Note on the Defined Terms, split in parts
# anew, ranks its paragraph on converting U-values to imperial units above the window U-value Article for a question
# asking for one in Btu/h·ft²·°F (1 -> 2), while other U-value questions rose (3 -> 1 in the sixth set)
FIFTEENTH_SET = [
    ("I'm a plan reviewer checking a permit package for NECB compliance. Beyond the floor plans and wall sections, can I ask the designer for things like the duct pressure class and leakage class, the pipe and duct insulation, and the reasoning behind their ventilation design?", ('C-A-2.2.2.1.(1)', 'C-2.2.2.1.')),
    ("Setting up the reference building for a Part 8 model of a mixed-use tower. (a) What lighting power density do I give the apartments in the reference model? (b) Our proposed design has no daylight sensors anywhere - what light level should the reference building's photocontrols be set to, and is there a table of typical lux values I can use?", ('B-8.4.4.5.', 'B-A-8.4.4.5.(11)', 'B-A-8.4.3.2.(2)')),
    ("Question on Clause 5.2.8.6.(2)(a). We have perimeter hot-water fin-tube along a 60 ft long south facade, run off an outdoor-air reset sensor. Is that outdoor sensor acceptable as the only control, or do we need a thermostat for that exposure? And separately, what's the highest heating setpoint allowed in the entrance vestibule, in deg F?", ('B-5.2.8.6.', 'B-A-5.2.8.6.(2)(a)')),
    ('whats the max voltage drop alowed on branch circuits under the energy code?', ('B-7.2.2.2.',)),
    ("Fan power check on an AHU that's technically a bypass VAV - the fan airflow never actually changes. Do I treat it under the constant-volume limit? Should the washroom exhaust fan be added into the total, and do I use the motor nameplate hp or the power the motors actually draw?", ('B-5.2.3.2.', 'B-A-5.2.3.2.(1)', 'B-A-5.2.3.1.(2)')),
    ('Doing the lighting trade-off calcs for a classroom whose only windows face dead southeast. The sidelighting daylight supply table only has north, east, south and west columns - which one am I supposed to use?', ('B-A-4.3.2.3.(2)', 'B-4.3.2.3.')),
    ('Does the NECB actually regulate the energy use of manufacturing equipment in a plant, or only the building itself? What systems does it cover?', ('A-1.1.1.2.', 'B-A-8.4.2.7.(1)')),
    ('Our retail entrance has a revolving door and a pair of automatic sliding glass doors. I know they get a pass on the door U-value, but does their glass still have to be counted when we work out the window-to-wall ratio?', ('B-A-3.2.2.4.(5)', 'B-3.2.2.4.')),
    ('For the lighting trade-off calc, what kind of window shading do we asume the refernce building has, and what daylight system control factor does that work out to?', ('B-A-4.3.3.7.(4)', 'B-4.3.3.7.', 'B-4.3.2.7.')),
    ('In my whole-building energy model, the office has return-air troffers so a good share of the fixture heat goes straight into the ceiling plenum. What does the simulation have to capture about lighting heat gain to be acceptable for performance compliance?', ('B-8.4.2.7.', 'B-8.4.2.10.')),
    ("Mechanical oversized our boilers by about 50% and the chillers by 25% (safety factors plus future capacity). For the performance path, how much oversizing do I carry into the reference building's heating and cooling equipment?", ('B-8.4.4.8.', 'B-A-8.4.4.8.')),
    ("What counts as an 'addition' in the energy code? We're enclosing a heated 100 sq ft entry on the front of an existing store - is that big enough to qualify?", ('A-1.4.1.2.',)),
    ('Lighting trade-off for a skylit warehouse: my room cavity ratio came out to 4. What utilization factor do I use in the toplighting daylight factor calculation?', ('B-4.3.2.9.',)),
    ("Per 6.4.1.2, if we take the performance route for the domestic hot water, can we put in a cheaper water heater that's below the federal efficiency regulation minimum and make up the difference elsewhere in the model?", ('B-6.4.1.2.',)),
    ("Two framing questions for an insulated exterior stud wall: (1) we're running a duct chase and recessing an electrical panel inside it - is there any rule about that? (2) do we have to fill the gap between the window frames and the rough opening with insulation?", ('B-3.2.1.2.', 'B-A-3.2.1.2.(2)')),
    ('Each condo suite has its own fan coil with roughly 24,000 Btu/h of heating. Do the suites need automatic setback controls, and would a programmable thermostat in each unit be good enough?', ('B-5.2.11.1.', 'B-A-5.2.11.1.(1)')),
    ("The spec says duct and pipe insulation must be installed to 'good practice' as the NECB requires. Is there a particular industry guide (and which edition) that counts as good practice?", ('B-A-5.2.2.5.(7) and 5.2.5.3.(7)', 'B-5.2.2.5.', 'B-5.2.5.3.', 'B-1.3.1.2.')),
    ('Owner wants heating cables under the front walkway and ramp to keep them clear of ice in winter. Does the energy code say anything about how those have to be controlled?', ('B-5.2.8.7.',)),
    ('Our air handler has an enthalpy wheel and an airside economizer. On mild days the wheel keeps heating the outdoor air we want for free cooling. What does the code expect us to do about that?', ('B-5.2.10.1.', 'B-A-5.2.10.1.(6)')),
    ("Performance path modelling: the proposed roof is a white membrane and I used its actual solar absorptance; the south face also has fixed exterior sunshades. What absorptance goes on the reference building's roof, and do the sunshades get copied into the reference model?", ('B-8.4.4.3.',)),
    ('Part 8 reference building: the chilled water plant capacity works out to about 700 tons. How many chillers do I model, at what chilled water supply temperature, and how far down do they modulate?', ('B-8.4.4.10.',)),
    ("Site is about 7,400 heating degree-days (Celsius). What's the maximum window U-factor allowed prescriptively? Our supplier quotes in Btu/h.ft2.F so a conversion would help.", ('B-3.2.2.3.',)),
]
FIFTEENTH_SET_NOT_ANSWERED = [
    'How many of the parking stalls have to be EV-ready or have charging stations installed under NECB 2017?',
    "What emission factor in kg CO2e per kWh do I have to use for grid electricity versus natural gas when showing the proposed building's greenhouse gas intensity beats the reference?",
    "What's the maximum gallons per flush allowed for toilets and urinals in a new office building?",
    "Do the parking lot pole lights need to be full-cutoff or meet a BUG rating to limit uplight and light spilling onto the neighbour's property?",
    'Is there a maximum power usage effectiveness (PUE) the data centre in our office tower has to meet?',
    'What fire-resistance rating is required for the corridor walls on a residential floor of a six-storey apartment building?',
    'What roof snow load should I design the steel joists for on a warehouse in Winnipeg?',
    'What minimum slope is required for a 3 inch sanitary drain pipe under the slab?',
    'How far back from the side lot line does a commercial building have to be in a residential zone?',
    'Roughly how much more per square foot does it cost to build to NECB 2017 compared with NECB 2011?',
]


def test_a_fifteenth_set_held_out_for_a_session_is_answered_and_declined_as_measured(necb):
    as_measured(necb, FIFTEENTH_SET, FIFTEENTH_SET_NOT_ANSWERED, hit1=0.77, hit3=0.99, mrr=0.87, declined=7)


def test_asked_for_a_thermostats_accuracy_in_us_units_the_article_saying_how_accurate_a_control_must_be_comes_first(
        necb2011):
    """"Accuracy is +/- 2 deg F": a tolerance, 1.1 °C (not -17 °C), and "accuracy" is the Code's "accurate to within
    1°C" (Snowball stems the noun and the adjective apart). Before, the Article on zone thermostats ranked first."""
    question = ("Client wants to use cheap thermostst for a small office fit-out, spec sheet says accuracy is +/- 2 deg F. "
                "Does the NECB have any accuracy requirement for space temperature controls?")
    assert "(1 \u00b0C)" in necb2011.read(question).text or "(1.1 \u00b0C)" in necb2011.read(question).text
    assert rank_of(necb2011, question, "B-5.2.8.1.") == 1


def test_asked_whether_a_parts_requirements_apply_to_something_that_parts_article_on_what_it_applies_to_comes_first(
        necb, necb2011):
    """"Does the hot water section of the energy code apply to the fire pump?": Part 6's Application Article
    ("Except for systems and equipment used exclusively for firefighting services, this Part applies to ...")
    answers, not a Part 8 pump Sentence sharing its words (rank 3 before); the lighting Part's leaves out lighting
    within dwelling units (rank 10 before). A question asking whether something counts as what a Part names keeps
    the Note saying what one is first."""
    from codecite_site.qa.query import asks_part_scope

    assert asks_part_scope("Do the lighting wattage limits apply to the light fixtures inside each apartment?")
    assert not asks_part_scope("What lighting power limits apply?") and not asks_part_scope("Are elevator motors exempt?")
    # asked whether it has to meet a Part, or is subject to it (part 30: the shed with a wood stove, rank 3 before)
    assert asks_part_scope("Does it still have to meet the envelope insulation part of the code?")
    assert asks_part_scope("Is our parkade subject to the lighting section?")
    assert not asks_part_scope("Does the wall have to meet the U-value in the table?")
    assert rank_of(necb, "Small storage shed that's only heated by a pot-bellied wood stove, plus a window AC unit in the "
                       "office corner. Does it still have to meet the envelope insulation part of the code?",
                 "B-3.1.1.2.") == 1
    question = ("Does the hot water / water pumping section of the energy code apply to the fire pump and standpipe "
                "system in our building?")
    assert rank_of(necb, question, "B-6.1.1.2.") == 1
    assert necb.ask(question)["citations"][0]["sources"][0]["passage"] == "B-6.1.1.2.(1)"
    assert rank_of(necb2011, "I'm developing a condo building. Do the lighting wattage limits apply to the light "
                           "fixtures inside each of the apartments?", "B-4.1.1.2.") == 1
    # asked whether the Part covers something (part 36: the parking lot's pole lights, rank 13 before)
    assert rank_of(necb2011, "Does the NECB lighting part cover the pole lights of the parking lot, fed from the "
                           "building's panel, and which kinds of lighting does it leave out?", "B-4.1.1.2.") == 1
    # the Part named with its Code between (part 37: the Code's own scope Article ranked first, Part 7's second)
    assert rank_of(necb2011, "Does the electrical part of the NECB cover the motors out on the site, like a pump house, "
                           "if they're fed from the building's service?", "B-7.1.1.2.") == 1
    assert rank_of(necb, "Our warehouse has no furnace, just a couple of window air conditioners in the small office. "
                       "Does that count as having a space-conditioning system, so that the building envelope "
                       "requirements apply to us?", "B-A-3.1.1.2.(1)(a)") == 1
    # the parts of a Division named without a number (part 38: the Code's own scope Article ranked first, Division
    # C's Application 5th); "parts" and "sections" ask as "part" and "section" do
    assert asks_part_scope("Do the admin sections of Division C apply to every building?")
    for engine in (necb, necb2011):
        assert rank_of(engine, "Do the administrative parts of Division C apply to every building the NECB covers?",
                     "C-2.1.1.1.") == 1
    # what they would apply to told before, the question ends at "apply?" (part 40: a shed heated at 0.5 W/ft², the
    # envelope's Application Article 5th behind the insulation Articles); "what requirements apply?" asks none
    assert asks_part_scope("Our shed has a small heater. Do the building envelope insulation requirements still apply?")
    assert not asks_part_scope("Which fire separation requirements apply?")
    assert rank_of(necb, "Our cold storage shed has only a small heater against freezing, about 0.4 W per square foot "
                         "of floor. Would the envelope insulation requirements even apply?", "B-3.1.1.2.") == 1


def test_asked_what_to_hand_in_for_a_permit_division_cs_documentation_comes_first(necb2011):
    """Asked what documents to submit with the permit application, Division C's Article on the documentation of
    that system answers (part 37: the DHW documents 2 -> 1, behind Part 6's solar water heaters; the lighting
    submittal 4 -> 1; the envelope figures to show on the drawings 2 -> 1), not the technical requirement on it."""
    assert rank_of(necb2011, "What documents about the domestic hot water system do we have to hand in with the permit "
                           "application?", "C-2.2.2.6.") == 1
    assert rank_of(necb2011, "For the lighitng submittal, if we used the space-by-space method what does the plan "
                           "reviewer expect to see on paper?", "C-2.2.2.4.") == 1


def test_asked_what_to_hand_in_for_a_permit_the_article_titled_by_that_systems_documentation_comes_first(necb,
                                                                                                         necb2011):
    """Of Division C's Articles titled by what is handed in, the one titled by the system asked of ("Documentation on
    Lighting Systems") comes before "Documentation", on an alternative solution's, which shares every other word of
    the question (part 38: 5 -> 1 and 3 -> 1 on NECB 2017)."""
    for engine in (necb, necb2011):
        assert rank_of(engine, "Which lighting documentation does the plans examiner expect with our permit application?",
                     "C-2.2.2.4.") == 1
        assert rank_of(engine, "As the plan reviewer, what documentation should I ask the designer to submit with the "
                             "permit application for the service hot water system?", "C-2.2.2.6.") == 1


# a sixteenth set, written blind at the start of issue 13 part 25 by a helper who saw only the Code's text (seed
# 251716); its misses were read after its first run (a tuning set): Article hit@1 81.8 -> 86.4 %, hit@3 95.5 %, MRR
# 0.890 -> 0.913; declined 5 -> 6 of 10 (the EV question read as one of the Code's scope), none of 22 wrongly.
SIXTEENTH_SET = [
    ("Electrical designer here. What's the max voltage drop the NECB lets me size feeders for at design load? And is the branch circuit number different?", ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('What routes do I have to show the building envelope meets Part 3? If we pick the whole-building energy modelling route for the envelope, can we still do the lighting prescriptively?', ('B-3.1.1.3.', 'B-A-3.1.1.3.(1)(c)')),
    ('Do the minimum pipe insualtion thicknesses in the energy code already take care of sweating on chilled water lines and keeping hot pipes safe to touch, or is that a separate thing I have to design for?', ('B-A-5.2.5.3.(1)',)),
    ("We've got one big VAV air handler serving about 60,000 sq ft of offices over three floors. Does the code make us break it into sections that can be shut down separately? If so, how big can each section be, and can one section cover two floors?", ('B-5.2.11.2.',)),
    ("Building area method for lighting power: it's a hotel, but retail takes up about 15% of the lit floor area. Can I still use the hotel LPD for the whole building? And a separate question: an indoor pool isn't listed in the table, so what building type could it use?", ('B-A-4.2.1.5.', 'B-4.2.1.5.')),
    ('Energy modelling a cast-in-place concrete building under Part 8. Does the reference building get the same heavy concrete walls, or something else? How should I set up the reference wall layers? And what about the interior mass (partitions, furniture, etc.)?', ('B-8.4.4.4.', 'B-A-8.4.4.4.(1)')),
    ("Doing the energy model for a hockey arena and our software can't simulate the ice refridgeration plant or the heat we recover from it. How are we supposed to represent it? Also, should the hot water for flooding the ice be in the model?", ('B-A-8.4.3.9.', 'B-8.4.3.9.')),
    ("Architect question: when the lighting section talks about a 'roof monitor', what exactly counts as one?", ('B-A-4.2.2.4.',)),
    ('Proposed design has a primary/secondary heating hot water loop with three pumps. In the reference building model that becomes a single pump. How do I pick its head and efficiency so the power lines up?', ('B-A-8.4.4.14.(2)', 'B-8.4.4.14.')),
    ('For the proposed building model, what outdoor air cfm do I put in: the design OA from the mechanical schedules or something else? And can I take credit for CO2-based demand control ventilation?', ('B-8.4.3.6.', 'B-A-8.4.3.6.(1)')),
    ('Re 5.2.8.6.(2)(a): can a perimeter fin-tube radiation system be run purely off an outdoor air temperature sensor, with no thermostat in the space? And how long does a facade have to be, in feet, before it needs its own control?', ('B-A-5.2.8.6.(2)(a)', 'B-5.2.8.6.')),
    ("how many unmet heating hours are alowed in the simulation for performance path compliance, and what's the rule for unmet cooling hours? what do I do if I'm over?", ('B-8.4.1.2.',)),
    ('Domestic water booster pump package with VFDs, design flow 120 gpm. How big does the hydropneumatic tank have to be under the energy code, and why does the energy code even care about the tank?', ('B-6.2.8.1.', 'B-A-6.2.8.1.')),
    ('We have to leak test some round supply duct that runs at about 3 in. w.c. static. What leakage class do I plug into the max leakage formula, and what test manual is it done to?', ('B-5.2.2.4.',)),
    ('Which kinds of domestic hot water systems and fuels can use the Section 6.3 trade-off path? Would a solar thermal system qualify, and does the path cover the back-up heater?', ('B-6.3.1.1.', 'B-6.3.1.2.')),
    ('Condo building with an HRV in each suite. What sensible recovery efficiency do they need? Can we use ERVs instead? And is there a concern about air from one suite ending up in another?', ('B-A-5.2.10.4.(5)', 'B-5.2.10.4.', 'B-A-5.2.10.4.(2)')),
    ('When I do the take-off of above grade wall area for the energy model, do I mesure to the outside or inside face, and do the slab edges count as wall? How is the roof area measured?', ('B-8.4.2.8.',)),
    ('An open office area gets daylight from both the windows and a skylight above. Can I count that floor area as both sidelit and toplit? And if the primary sidelit zones from two windows overlap, how is that handled?', ('B-A-4.2.2.3.(1) and (5)', 'B-4.2.2.3.')),
    ("Per 8.4.3.3.(3) the model uses 0.25 L/s per m2 for infiltration. Is that meant to be the building's real leakage, at what pressure, and what area is it applied to? Our blower door result came in lower. Can we use that instead?", ('B-A-8.4.3.3.(3)', 'B-8.4.3.3.')),
    ("Lighting energy calc with skylights (performance path for lighting): if I don't know the skylight framing ratio or the dirt allowance, what defaults go into the toplighting daylight factor? And for a 500 lux design with a mean daylight factor of 5%, what daylight supply factor do I get?", ('B-4.3.2.9.',)),
    ('Hydronic heating with 2-way valves at every fan coil: do I have to go variable flow? Does that mean VFDs on the pumps, or are there other ways? Any exemptions, e.g. the boiler needs a minimum flow?', ('B-5.2.6.2.', 'B-A-5.2.6.2.(1)')),
    ("What does 'auxiliary HVAC equipment' mean in the list of energy uses the model has to include? And can I leave the standby boiler out of the model?", ('B-A-8.4.2.2.(1)(g)', 'B-8.4.2.2.')),
]
SIXTEENTH_SET_NOT_ANSWERED = [
    'What absolute energy use intensity (kWh per m2 per year) or TEDI target does an office building have to hit under NECB 2017?',
    'How many EV charging stations or energized outlets do we need in the underground parkade to meet the energy code?',
    'Does the NECB require rooftop solar PV panels, or at least conduit and roof space set aside for future PV?',
    'What minimum efficiency does a drain water heat recovery unit on the showers need in a multi-unit residential building?',
    'What are the minimum energy requirements for walk-in coolers and freezers (door insulation, evaporator fan motors) in a grocery store?',
    'How many toilets and urinals are needed for a 150-seat restaurant?',
    "What's the minimum side-yard setback and max building height for a lot in a residential zone?",
    'How is the building permit fee calculated for a 20,000 sq ft warehouse?',
    'What design snow load do I use for a flat roof in Calgary, and how deep do the steel joists need to be?',
    "How high must a balcony guard be, and what's the max gap allowed between pickets?",
]


def test_a_sixteenth_set_written_blind_is_answered_and_declined_as_measured(necb):
    as_measured(necb, SIXTEENTH_SET, SIXTEENTH_SET_NOT_ANSWERED, hit1=0.86, hit3=0.95, mrr=0.91, declined=6)


# a seventeenth set, written blind at the start of issue 13 part 26 by a helper who saw only the Code's text (seed
# 261717); a tuning set (its misses were read after its first run): Article hit@1 63.6 -> 68.2 %, hit@3 77.3 %, MRR
# 0.739 -> 0.762 (a roof monitor read as the term "what counts as" asks of: the Note describing one, not a
# definition sharing a later word); declined 8 -> 9 of 10 (how many water closets: a thing this Code never names),
# none of 22 wrongly.
SEVENTEENTH_SET = [
    ('Working on the LPD calc for a museum reno. Do I have to count the gallery display/accent lights and the exit signs in installed interior lighting power? And for line voltage track how many watts per foot am I supposed to assume?', ('B-4.2.1.4.',)),
    ('our AHU has both an air side economizer and an enthalpy wheel. How is the heat recovery supposed to play with the economizer so we arent reheating/recooling - do we need face and bypass dampers?', ('B-A-5.2.10.1.(6)', 'B-5.2.10.1.')),
    ('Does the energy code actually require manual balancing dampers in the supply duct mains and branches, or is a VAV system exempt from that?', ('B-5.2.2.2.', 'B-A-5.2.2.2.(1)')),
    ('For the performance path energy model, what has to be kept the same between the reference building and my proposed design? Orientation, floor area, massing? Do I use the same weather file for both, and does part load have to be modelled?', ('B-8.4.4.1.',)),
    ('When I work out the overall U-value of a steel stud wall for the prescriptive path, do I include the stud thermal bridging and the air films, or just the batt R-value? Does the above grade wall value also apply to the part of the concrete foundation wall that sticks out above grade?', ('B-A-3.2.2.2.(1)',)),
    ('condo building with in-suite HRVs - what minimum sensible recovery efficiency do they need, how is it calculated, and is there anything about air leaking across from one suite to another?', ('B-A-5.2.10.4.(5)', 'B-5.2.10.4.')),
    ('Restaurant in a zone 6 location (about 4500 HDD). The kitchen hood exhaust fan is 4,200 cfm. Do we need demand control ventilation on it and how much turndown does it have to have? Also, the owners heated warehouse uses propane forklifts now and then, does that need sensors too?', ('B-5.2.3.4.',)),
    ('At what size does the fan power limit section kick in? We have a system with roughly 8 hp of fan motors total. And when figuring fan power demand do the toilet exhaust fans and fan powered boxes count?', ('B-5.2.3.1.', 'B-A-5.2.3.1.(2)')),
    ('What counts as a roof monitor (vs a skylight) for the daylighting rules, and how far does the daylit area extend past each side of the monitor glazing - is it 2 ft?', ('B-A-4.2.2.4.', 'B-4.2.2.4.')),
    ("Lighting trade-off path: office runs 8am to 6pm. What daytime and nighttime operating hours do I take from the table? We're actually open about 300 days a year, not 250 - how do I ajust?", ('B-4.3.2.6.',)),
    ('Hotel project - how fast does the guest room thermostst have to go into setback once the guest leaves? Is a keycard switch good enough for that and is there a prescribed setback temperature?', ('B-5.2.8.3.', 'B-A-5.2.8.3.(1)')),
    ("Whats the max pump motor power allowed per kW for a hydronic heating loop? We have a 1,000 MBH boiler plant with 4 hp of heating pumps - does that pass? And what's the limit for a chilled water loop?", ('B-5.2.6.3.',)),
    ("Energy model question: the proposed system has to have an economizer under 5.2.2.7. For the reference building, if it's system type 5 do I give it an air economizer or a water side economizer? What about heat pump systems?", ('B-8.4.4.12.',)),
    ('Do the 3 phase motors on our elevator and the ones inside the packaged rooftop units have to meet a minimum efficency? Which standard sets the motor efficiency levels?', ('B-7.2.4.1.',)),
    ('Which edition of ASHRAE 90.1 and of CSA C439 (HRV/ERV rating) is referenced by NECB 2017?', ('B-1.3.1.2.',)),
    ('Domestic water booster pump set with VFDs - where is the pressure sensor supposed to be located? And can we install a PRV downstream of the booster?', ('B-A-6.2.8.2.(1)', 'B-6.2.8.2.')),
    ("Our building is hooked up to a district energy system for heating and chilled water. Is that treated as 'purchased energy' for Part 8, and what equipment do we model for it in the reference building?", ('B-A-8.4.3.5.', 'B-8.4.3.5.')),
    ('Clause 5.2.11.1 - for a storage room with a 15,000 Btu/h unit heater, do I need automatic setback or is a manual switch ok? And what does the off-hours control have to do for heat pumps coming out of setback?', ('B-5.2.11.1.',)),
    ("What does 'hydronic systems shall be designed so they can be ballanced' actually require at the pumps and main branches? Is there a reference standard for the TAB work?", ('B-A-5.2.5.2.(1)', 'B-5.2.5.2.')),
    ("We're using self-regulating heat trace on the DHW lines instead of a recirc loop. Any control requirement for the heat trace, and do those pipes still need insulation?", ('B-6.2.4.3.', 'B-6.2.3.1.')),
    ('Can I use the performance path only for the envelope and go prescriptive for the lighting and HVAC?', ('B-A-3.1.1.3.(1)(c)',)),
    ('what kinds of energy recovry systems does the code recognise (glycol runaround, heat pipe, wheel?) and what should we consider in picking one for an office AHU?', ('B-A-5.2.10.1.(1)',)),
]

SEVENTEENTH_SET_NOT_ANSWERED = [
    'Is there a cap on the embodied carbon of the concrete and steel for a new office building under NECB 2017?',
    'What minimum solar reflectance index (SRI) does a low-slope roof membrane need to meet to count as a cool roof?',
    'If we put in a 500 kWh battery energy storage system, can it be credited in the performance path energy model?',
    'Do the thermostats in a new retail store have to be able to take demand response signals from the utility to limit peak demand?',
    "What's the maximum GWP refrigerant allowed for a new VRF system, and is refrigerant leak detection required?",
    "How far back from the front property line does a 3-storey commercial building have to be set, and what's the max height?",
    'How many water closets and lavatories do I need for a 120-seat restaurant?',
    'Does a 4-storey wood frame apartment building need to be fully sprinklered, and does it need a fire alarm system?',
    'What roof snow load should I design the 2x10 joists for on a house in Ottawa, and what seismic category applies?',
    "What's the minimum guard height on a rooftop terrace, and how high do the handrails have to be?",
]


def test_a_seventeenth_set_written_blind_is_answered_and_declined_as_measured(necb):
    as_measured(necb, SEVENTEENTH_SET, SEVENTEENTH_SET_NOT_ANSWERED, hit1=0.68, hit3=0.77, mrr=0.76, declined=9)


# an eighteenth set, written blind at the start of issue 13 part 27 by a helper who saw only the Code's text (seed
# 271718; 10 of its 22 targets are Notes); a tuning set (its misses were read after its first run): Article hit@1
# 50.0 -> 63.6 %, hit@3 86.4 -> 90.9 %, MRR 0.705 -> 0.785 (a question of several parts led by the whole question's
# own first; "the same as" asking of the terms beside it); declined 6 of 10 (EV charging, on-site renewables, refrigerant GWP and a zoning setback are answered,
# hedged), 1 of 22 wrongly (HVAC piping asked as "hydronic heating piping": its Article ranks 10th).
EIGHTEENTH_SET = [
    ("In a performance path model, if the proposed design has no daylight sensors, what illuminance set-point do I give the reference building's photocontrols, and where can I find typical lux levels to use?", ('B-A-8.4.4.5.(11)', 'B-8.4.4.5.')),
    ("Do I have to model the interior roller blinds in my NECB energy model? They're manual, not motorized.", ('B-A-8.4.3.3.(2)',)),
    ('Does the energy code have its own rules for how hydronic heating piping is designed and installed, or does it just defer to the National Building Code?', ('B-5.2.5.1.',)),
    ('When I account for thermal bridging in the effective wall U-value, what counts as a major structural element going through the envelope - would balcony slabs, beams and roof curbs count?', ('B-A-3.1.1.7.(1)(b)',)),
    ('is a continous air barrier system mandatory around the whole building envelope?', ('B-3.2.4.1.',)),
    ('For the VAV fan power limit, do I include the exhaust fans and the fans in parallel fan-powered boxes, and should I use the motor nameplate hp or the actual power drawn?', ('B-A-5.2.3.3.(1)',)),
    ("We're using electric heat trace on the domestic hot water piping instead of a recirc pump - does the heat tape need any kind of control?", ('B-6.2.4.3.',)),
    ('Parking lot lights and facade lighting: what controls are needed, do they have to be able to dim down by some percentage at night, and how long does the time clock have to hold its programming during a power outage?', ('B-4.2.4.1.',)),
    ('Natatorium with a 400 sq ft pool - is heat recovery on the exhaust air required, what percent of sensible heat, and can we use a dehumidifier unit instead?', ('B-5.2.10.2.',)),
    ('Under the simple trade-off path can I offset extra window area on the walls with more roof insulaton? And can that path be used for an addition?', ('B-3.3.1.1.',)),
    ("Using the space-by-space method, what lighting power density is allowed for a courtroom and a hospital corridor (W/sq ft), and how do I measure each room's floor area?", ('B-4.2.1.6.',)),
    ('Modelling an addition on its own under the performance path: do I include the existing central boiler plant, and can I take credit for replacing the old windows in the existing building to make up for poor glazing on the addition?', ('B-A-8.4.1.4.',)),
    ('In the lighting energy trade-off calc, is the non-daylit area of each space recalculated for the reference building or just taken the same as the proposed?', ('B-4.3.3.4.',)),
    ('What kinds of occupancy sensors qualify as automatic lighting control devices, and can we use controllable circuit breakers as the automatic shutoff?', ('B-A-4.2.2.1.',)),
    ("If the ductwork isn't sealed to the required SMACNA seal class, what leakage test standard applies and what leakage class goes into Sentence 5.2.2.4.(2) for round duct at 3 in. w.c.?", ('B-5.2.2.4.',)),
    ('In the service water heating trade-off path, what efficiency do I use for the reference water heater?', ('B-6.3.2.6.',)),
    ('Basement wall insulation has to go 8 ft down from ground level - on a sloping site is that measured from grade or does it follow the actual ground contour along the wall?', ('B-A-3.2.3.1.(3)',)),
    ('For the daylight supply factor on sidelighting, my design illuminance is only 200 lux - what value do I use, and can I extrapolate for spaces designed above 1000 lx?', ('B-A-Table 4.3.2.8.',)),
    ("How should air systems be split so we don't have to condition the whole building when only part of it is occupied - does each floor need to be isolatable, and what's the max area per control area in sq ft?", ('B-A-5.2.11.2.(3)', 'B-5.2.11.2.')),
    ('For performance path modeling can I just use default schedules, or do the occupancy, lighting and plug load schedules have to match the building type? And for a semi-heated warehouse what heating setpoint goes in the proposed model?', ('B-8.4.3.2.',)),
    ('Kitchen dishwasher needs 180F rinse water - can we just turn up the main domestic hot water heater or is a booster heater expected?', ('B-A-6.2.5.1.(1)', 'B-6.2.5.1.')),
    ("Per 5.2.11.1, do rooftop units serving offices need automatic setback controls for unoccupied hours, what's the size cutoff in Btu/h, and what should the controls do with outdoor air?", ('B-5.2.11.1.',)),
]

EIGHTEENTH_SET_NOT_ANSWERED = [
    'What whole-building blower door result (air changes per hour at 50 Pa) does a new office building have to achieve?',
    'How many EV-ready parking stalls and charging circuits must a new commercial parking garage provide?',
    "What percentage of the building's annual energy has to come from on-site renewables like rooftop solar PV?",
    'What is the embodied carbon limit in kg CO2e per m2 for the structure and envelope materials?',
    "What's the minimum outdoor air ventilation rate in cfm per person for an open-plan office?",
    'What refrigerant GWP limits apply to new chillers and VRF systems?',
    'How many water closets and lavatories are required for a 120-seat restaurant?',
    'Does a 4-storey combustible office building need sprinklers, and what fire-resistance rating do the floor assemblies need?',
    'What design snow load should I use for a flat roof in Ottawa?',
    'What are the minimum side yard setbacks and maximum building height in a commercial zone?',
]


def test_an_eighteenth_set_written_blind_is_answered_and_declined_as_measured(necb):
    as_measured(necb, EIGHTEENTH_SET, EIGHTEENTH_SET_NOT_ANSWERED,
                hit1=0.63, hit3=0.90, mrr=0.78, declined=6, wrongly=1)


# a nineteenth set, written blind at the start of issue 13 part 28 by a helper who saw only the Code's text (seed
# 281719; 11 of its 22 questions have several parts, 5 target Notes); a tuning set (its misses were read after its
# first run): Article hit@1 63.6 -> 72.7 %, hit@3 86.4 -> 90.9 %, MRR 0.751 -> 0.820 (a bare "6.4" followed by words of
# Section 6.4.'s heading names it; "dynamicaly" read as "dynamical"); declined 6 of 10 (EV-ready stalls, solar-ready
# roof area, drain water heat recovery and a performance tier are answered, hedged), none of 22 wrongly.
NINETEENTH_SET = [
    ('Apart from pointing us to the NBC for ductwork, does the energy code recommend any ASHRAE or SMACNA publications as guidance for duct design and fibreglass duct construction?', ('B-A-5.2.2.1.(1)',)),
    ('Our electrical service is 400 kVA. Under 7.2.1.1 do we actually have to install submeters on HVAC and lighting on day one, or is providing a meter socket / CT access on the load side of the main panel enough?', ('B-A-7.2.1.1.', 'B-7.2.1.1.')),
    ('Per Div C 2.2.2.7, what electrical documentation has to be handed over - does the as-built single-line diagram need to show where the energy monitoring points are?', ('C-2.2.2.7.',)),
    ('Proposed building is on district cooling with a peak of about 2.4 million Btu/h. How do I represent that purchased chilled water in the proposed energy model - what chiller type, COP and IPLV?', ('B-8.4.3.5.',)),
    ('If we take the 6.4 performance path for service water heating, do the water heaters still need to meet the minimum efficiency regulations, and how is the back-up water heater treated?', ('B-6.4.1.2.',)),
    ('Does the simulaton software have to calculate space temperatures dynamicaly, or can I just assume each zone sits at setpoint all year?', ('B-8.4.2.5.',)),
    ('If we use the interior lighting trade-off path in Section 4.3 (annual lighting energy), which of the prescriptive lighting requirements do we still have to meet anyway?', ('B-4.3.1.2.',)),
    ('Site is about 5,600 heating degree-days. Is an effective R-25 wall and R-40 roof good enough prescriptively, or what overall U-values do walls, roofs and exposed floors need to hit?', ('B-3.2.2.2.',)),
    ("In the proposed model we have daylight dimming in perimeter offices but our software can't do detailed daylighting calcs - how do I credit the daylight controls, and what illuminance setpoint should the photocontrols use?", ('B-8.4.3.4.',)),
    ("What's the max air leakage allowed for the wall air barrier assembly in cfm/sq ft at 75 Pa, and when are we allowed to test it to ASTM E2357 instead of CAN/ULC-S742?", ('B-3.2.4.2.',)),
    ('What compliance routes are available for the building envelope, and can we do just the envelope by whole-building energy modelling while the rest of the building goes prescriptive?', ('B-3.1.1.3.', 'B-A-3.1.1.3.(1)(c)')),
    ('An electrical panel and a recessed cabinet heater are going into an exterior stud wall. Are we allowed to reduce the insulation behind them?', ('B-3.2.1.2.',)),
    ('The reference building has a 40 hp VAV supply fan. Which part-load fan curve type and A-E coefficients should I model it with?', ('B-8.4.4.17.',)),
    ('Is there actually a requirement in the energy code that hydronic heating and chilled water loops be designed so they can be balanced?', ('B-5.2.5.2.',)),
    ('Retail store in a neighbourhood business district - which exterior lighting zone does that fall in, and how many watts of basic site allowance do we get?', ('B-4.2.3.1.',)),
    ("For an alternative solution submission where several designers are responsible for different parts, who has to coordinate the code analysis, and do we need to include the designers' qualifications and experience?", ('C-2.3.1.1.',)),
    ("Our town isn't listed in Table C-1. Where are we supposed to get design climate data, and where can hourly weather files for the energy simulation come from?", ('B-A-1.1.4.1.(1)', 'B-1.1.4.1.')),
    ("How do you stop the heat recovery wheel from fighting the air-side economizer so we're not reheating or recooling? What does the code suggest as the usual fix?", ('B-A-5.2.10.1.(6)',)),
    ('Main entrance doors tested at about 0.9 cfm/sq ft at 75 Pa. Is that acceptable for an environmental separator, and is there a limit on how much of the wall those doors can make up?', ('B-3.2.4.4.',)),
    ('In the reference building, how do occupancy sensor controls get reflected in the lighting power, and where Subsection 4.2.2 gives a choice of control options, which one am I supposed to assume?', ('B-A-8.4.4.5.(3)', 'B-8.4.4.5.')),
    ('Kitchen hood exhaust is 4,200 cfm and the project is at about 4,500 HDD. Do we need demand control ventilation on it, and how much does it have to be able to turn down the exhaust and make-up air?', ('B-5.2.3.4.',)),
    ('Parking lot lightng: by how much do the controls need to be able to cut the connected power automatically, and how long does the lighting timeclock have to hold its programming during a power outage?', ('B-4.2.4.1.',)),
]

NINETEENTH_SET_NOT_ANSWERED = [
    'What maximum air leakage result (ACH50) from a whole-building blower door test does the completed building have to achieve to comply?',
    'How many parking stalls in a new office parkade must be EV-ready with energized outlets for electric vehicle charging?',
    'What embodied carbon limit in kgCO2e per m2 applies to the structure and envelope materials?',
    'Is there a maximum global warming potential (GWP) for the refrigerant in new rooftop units?',
    'How much roof area has to be reserved as solar-ready, and do we need to rough in conduit for future photovoltaic panels?',
    'What minimum MERV rating is required for the filters in central air handling units?',
    'What minimum solar reflectance index (SRI) does a low-slope roof membrane need under the prescriptive path to count as a cool roof?',
    'Are drain water heat recovery units required on the showers in multi-unit residential buildings, and what minimum effectiveness?',
    'Which performance tier (e.g. Tier 3) requires what percentage better than the reference building energy use?',
    'What maximum power usage effectiveness (PUE) must a new data centre demonstrate?',
]


def test_a_nineteenth_set_written_blind_is_answered_and_declined_as_measured(necb):
    as_measured(necb, NINETEENTH_SET, NINETEENTH_SET_NOT_ANSWERED, hit1=0.72, hit3=0.90, mrr=0.81, declined=6)


# a twentieth set on NECB 2017, written blind at the start of part 29 by a helper who saw only the Code's text (seed
# 291220: 22 clauses drawn at random; practitioners' shorthand, US units, two-part questions, clause numbers; nine of
# the ten without an answer near misses); a tuning set: Article hit@1 68.2 -> 72.7 %, hit@3 81.8 -> 86.4 %, MRR
# 0.774 -> 0.809 ("Div C Part 2" read as Division C's Part, asked whether it applies; a Note asked how its
# requirement is read); declined 6 of 10 (a BUG rating, an indoor pool cover, a heat pump's COP at -25 °C and a
# daylight autonomy target are answered, hedged), none of 22 wrongly.
TWENTIETH_SET = [
    ('Quick one - which edition year of the SMACNA 016 duct leakage test manual does NECB 2017 actually reference? Spec writer wants to cite the right year in div 23.', ('B-1.3.1.2.',)),
    ('Mixed-use bldg: retail podium, offices above, a fitness centre. Is the whole-building LPD approach or the space by space approach the better fit for something this complex, and are those allowances meant to be used to lay out the lighting design?', ('B-A-4.2.1.3.',)),
    ('Energy model q: proposed DHW is a CO2 air-to-water heat pump with an electric resistance backup. What do I put in the reference bldg for the SWH energy type, and how do I split capacity between the two sources?', ('B-8.4.4.20.',)),
    ('Do the 3-phase motor min efficiencies (CSA C390) apply to the elevator machine motor and to the fan motors that come inside a packaged RTU, or only to standalone motors?', ('B-7.2.4.1.',)),
    ('Client is building a university research greenhouse. Can the building official waive the glazing area / window performance requirements because of the use? Does the code give any examples of that kind of exemption?', ('C-A-2.2.1.1.(2)',)),
    ('Plans examiner here - applicant swapped the glazing package partway through construction. Do they have to submit updated info, and do the permit drawings have to be drawn to scale under the NECB?', ('C-2.2.2.1.',)),
    ('For the daylight photocontrols, can we hit the two intermediate light levels with stepped-dimming ballasts or lamp switching instead of continuous dimming? Also is a handheld remote ok for calibrating the sensor?', ('B-A-4.2.2.1.(11) and (14)',)),
    ('Putting together an alternative solution for a nonstandard envelope. Where in Div B are the objectives and functional statements tied to each acceptable solution listed - which sections?', ('B-1.1.3.1.',)),
    ("3-storey office in zone 6: two 5 hp HHW pumps running duty/duty plus one standby, and a 3 hp glycol pump. Does the pumping system design subsection kick in? What's the hp threshold and does the standby count toward it?", ('B-5.2.6.1.',)),
    ('We have a changeover-bypass VAV rooftop unit. For the fan power limit do we treat it as constant volume? And do we include the exhaust fan hp, and is it nameplate hp or bhp?', ('B-A-5.2.3.2.(1)',)),
    ("Ducts won't be sealed per the SMACNA construction standard so we're leak testing instead. Rectangular supply duct, max static around 3 in. w.c. (750 Pa) - what leakage class CL goes in the allowable leakage calc? Round duct at same pressure?", ('B-5.2.2.4.',)),
    ('Proposed is heavy concrete and masonry. In the Part 8 reference building do I model the envelope with the same mass or as lightweight construction? And what about interior mass like partitions and furniture?', ('B-8.4.4.4.',)),
    ('What height range AFF (inches) are wall thermostats supposed to go at, and can we put one on an exterior wall or does it have to be an interior partition?', ('B-5.2.8.4.',)),
    ("Lighting trade-off path (4.3): when calculating the reference lighting energy allowance do I recalc the daylit area for the reference case or just reuse the proposed design's number?", ('B-4.3.3.3.',)),
    ('What kinds of heat recovery tech count for the exhaust energy recovery requirement? Would a glycol runaround loop be reasonable for a lab with cross-contamination concerns, or is it expected to be a wheel?', ('B-A-5.2.10.1.(1)',)),
    ('Adjusting DHW pipe insulation thickness for a foam with a different k-value - how do I figure out the mean rating temp? Is it just the average of the room temp and the water temp?', ('B-A-6.2.3.1.(2) and (3)',)),
    ('SWH trade-off path: for a tankless (SWH-2) system which ToV terms go into the trade-off index equation? i assume tank insulation drops out?', ('B-6.3.2.1.',)),
    ('Does Div C Part 2 (the admin provisions) apply to every building and system covered by the NECB, or only to projects going the performance route?', ('C-2.1.1.1.',)),
    ('What electrical documentation do we owe the AHJ under NECB 2017? Is an as-built single line showing where energy use is monitored required, and do the equiptment manuals have to be handed over too?', ('C-2.2.2.7.',)),
    ('Re 5.2.3.3: VAV system with mostly series fan-powered boxes and a few parallel ones. Which box fans count toward the ~1.25 W/cfm allowance? Relief fan in or out?', ('B-A-5.2.3.3.(1)',)),
    ('Wall assembly where the mineral wool could get convective looping / air wash from a vented cavity behind it. Does the code make us account for that in the effective U-value, or do we just have to design it out?', ('B-3.2.1.1.',)),
    ('Can I use a simple steady-state / degree-day calc for the Part 8 energy model, or does the simulation have to capture thermal mass effects?', ('B-8.4.2.4.',)),
]

TWENTIETH_SET_NOT_ANSWERED = [
    "What's the minimum outdoor air in cfm per person for an open office under NECB 2017?",
    'Is there a minimum condensation resistance (CR or I-value) for curtain wall in zone 7A?',
    'Max BUG rating / uplight limit for parking lot pole lights in exterior lighting zone 2?',
    'Does the NECB require a pool cover on an indoor pool when the natatorium is unoccupied overnight?',
    "What's the min heating COP at -13°F (-25°C) for a cold-climate air source heat pump under NECB 2017?",
    'What slab sensor setpoint and outdoor temperature lockout are required on a hydronic snowmelt system for a parkade ramp?',
    'Do we need power factor correction on large motor loads - is there a minimum PF like 0.9 for the building service?',
    'Do the appliances in the MURB suites (fridges, dishwashers, washers) have to be ENERGY STAR certified?',
    'What spatial daylight autonomy target (sDA 300/50%) do classrooms need to meet for the daylighting requirements?',
    "What's the radon mitigation rough-in requirement for a slab-on-grade school in zone 6?",
]


def test_a_twentieth_set_written_blind_is_answered_and_declined_as_measured(necb):
    # part 42: hit@1 72.7 -> 68.2 %, MRR 0.809 -> 0.788: the greenhouse question whose only gold is the Note on
    # exemptions (C-A-2.2.1.1.(2)) now ranks first the Article it explains, whose Sentence lets the authority exempt a
    # building (C-2.2.1.1.(2), asked whether the building official may waive: ``waiver_first``), the Note second
    as_measured(necb, TWENTIETH_SET, TWENTIETH_SET_NOT_ANSWERED, hit1=0.68, hit3=0.86, mrr=0.78, declined=6)


# a twenty-first set on NECB 2017, written blind at the start of part 30 by a helper who saw only the Code's text (seed
# 3021: 22 clauses drawn at random over every Part and Division; practitioners' shorthand, US units, two-part questions);
# a tuning set: Article hit@1 68.2 -> 72.7 %, hit@3 90.9 % (unchanged), MRR 0.782 -> 0.812; declined 5 -> 7 of 10, 1
# of 22 wrongly (a food plant's production machinery: "process loads", which Division A leaves out, shares no word
# with it) both times
TWENTY_FIRST_SET = [
    ('We run a food processing plant. Does the energy code put any limits on the power used by our production line machinery, or is it only about the building itself?', ('A-1.1.1.2.',)),
    ('What are the different ways I can show my building meets the NECB? If I go the energy modelling route, what exactly is my design being compared against?', ('B-1.1.2.1.', 'B-A-1.1.2.1.')),
    ('Using the simple envelope trade-off, can I make up for extra window area on the walls by beefing up the roof insulation? And can I use that trade-off for an addition to an existing school?', ('B-3.3.1.1.',)),
    ("Our storefront has automatic sliding glass doors. I know they don't have to meet the door U-value, but does the glass in them still count toward the window-to-wall ratio?", ('B-A-3.2.2.4.(5)', 'B-3.2.2.4.')),
    ("What's the max U-factor allowed for windows on a project up north with about 7500 heating degree days? Please give it in Btu/hr-ft2-F too.", ('B-3.2.2.3.',)),
    ("Small storage shed that's only heated by a pot-bellied wood stove, plus a window AC unit in the office corner. Does it still have to meet the envelope insulation part of the code?", ('B-A-3.1.1.2.(1)(a)', 'B-3.1.1.2.')),
    ("We're not lighting the building facade, so can we move that unused facade lighting wattage over to the parking lot poles instead?", ('B-A-4.2.3.1.(3)', 'B-4.2.3.1.')),
    ('Hotel guest rooms: do the switched outlets that feed the floor lamps have to cut off when the guest leaves, how fast, and is a little bathroom night light allowed to stay on?', ('B-4.2.2.6.', 'B-A-4.2.2.6.(2)')),
    ("In 4.3.2.9, for the toplighting daylight supply calc, what default values do I plug in if I don't know the skylite framing factor, the dirt factor and the light-angle factor?", ('B-4.3.2.9.',)),
    ('I did the LPD calc space-by-space. Do the lighting control requirements have to follow those same space types? And how much floor area can a single manual switch cover in a 600 m2 open office?', ('B-4.2.2.1.',)),
    ("What's the maximum pump motor power per kW of peak load for a HHW heating loop, and how does that compare to a condenser water (heat rejection) loop?", ('B-5.2.6.3.',)),
    ('How warm are we allowed to heat the entrance vestibuel, in Fahrenheit? Also, for perimeter radiation, how long a stretch of wall facing one way before it needs its own thermostat?', ('B-5.2.8.6.',)),
    ('Our supply ductwork is 3 in. w.g. pressure class. What SMACNA seal class does that need, and can we just use duct tape for the joints?', ('B-5.2.2.3.', 'B-A-5.2.2.3.(1)')),
    ('Putting a 7.5 ton RTU on a retail unit moving about 3000 cfm. Does it need an economizer? What about the units that only serve the apartments upstairs?', ('B-5.2.2.7.',)),
    ('What height AFF should wall thermastats be mounted at, and is it OK to put one on an exterior wall?', ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ("What's the max gpm for bathroom faucets in a public washroom vs a private one? And do the sinks in an arena washroom need automatic shut-off?", ('B-6.2.6.2.',)),
    ('What actually counts as a heat trap on a DHW storage tank, and if we have them, how far past the trap do we have to insulate the hot outlet pipe?', ('B-A-6.2.3.1.(1)', 'B-6.2.3.1.')),
    ('New strip mall with a 600 kVA electrical service. Do we have to install energy meters on the HVAC and lighting, and does each tenant need separate metering?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('For a Part 8 energy model, how many unmet heating load hours are allowed per thermal block, and how close do the proposed cooling unmet hours have to be to the reference building?', ('B-8.4.1.2.',)),
    ('Our building is hooked up to a district steam and chilled water plant. How do I represent that purchased heating and cooling in the proposed building energy model?', ('B-8.4.3.5.',)),
    ('Div C 2.2.2.8 - what has to go in the header on every page of the performance path compliance report, and does the report need a signed-off certification statement?', ('C-2.2.2.8.',)),
    ('What drawings and info can the building official ask for to prove NECB compliance? Do they need things like elevations and wall sections with R-values?', ('C-2.2.2.1.', 'C-A-2.2.2.1.(1)')),
]

TWENTY_FIRST_SET_NOT_ANSWERED = [
    'How many parking stalls in a new office building have to be EV-ready or have Level 2 chargers installed?',
    'Does the code make new commercial buildings put solar PV panels on the roof or get a minimum percentage of their energy from renewables?',
    "What's the maximum greenhouse gas intensity (kg CO2e per m2 per year) allowed for a new building?",
    'Do I need to submit an embodied carbon or whole-building life-cycle assessment for the concrete and steel in the structure?',
    'Do building owners have to report their annual energy use to the city or benchmark it in ENERGY STAR Portfolio Manager?',
    'Which step code tier or net-zero-ready level do I have to reach for a mid-rise office, and how is the tier measured?',
    'Is there a limit on refrigerant GWP for new heat pumps and chillers, e.g. is R-410A still allowed?',
    'Are there rebates or tax credits if my building beats the energy code by 20%?',
    'How deep do the boreholes need to be, and how many per ton, for a geothermal heat pump field?',
    'How often does an existing office building have to be re-commissioned or retro-commissioned to keep its HVAC running efficiently?',
]


def test_a_twenty_first_set_is_answered_and_declined_as_measured(necb):
    # part 33: the list of abbreviations read whole gives "LPD" its whole meaning, "lighting power density" (it was
    # "lighting power", the last word taken for the next entry's): "I did the LPD calc space-by-space. Do the
    # lighting controls have to follow those space types?" now finds the space-by-space Article before the
    # controls' (1 -> 2); hit@1 0.72 -> 0.68, MRR 0.81 -> 0.79
    as_measured(necb, TWENTY_FIRST_SET, TWENTY_FIRST_SET_NOT_ANSWERED,
                hit1=0.68, hit3=0.90, mrr=0.78, declined=7, wrongly=1)


def test_a_definitions_note_that_heads_a_paragraph_with_the_term_follows_the_definition(necb, necb2011):
    # the NECB's Note on its Defined Terms prints no term in italics: it explains each under a heading line that is
    # the term alone ("Interior Lighting"), and a question asking what the term means gets that Note after it
    for engine in (necb, necb2011):
        asked = engine.read("What does the code mean by interior lighting?").definitions
        assert [c.id for c in asked][:1] == ["A-1.4.1.2.#term-interior-lighting"]
        assert any(c.clause_id == "A-A-1.4.1.2.(1)" for c in asked[1:])
        # a term the Note gives no heading keeps its definition alone
        assert all(c.clause_id == "A-1.4.1.2." for c in engine.read("What does the code mean by addition?").definitions)


def test_asked_whether_the_code_named_with_its_edition_applies_its_article_on_what_it_applies_to_comes_first(
        necb2011):
    question = ("We're designing a 25,000 ft² heated machinery storage and repair shop for a grain farm. Does NECB 2011 "
                "apply to it?")
    assert rank_of(necb2011, question, "A-1.1.1.1.") == 1  # was 12: "NECB 2011" was not read as the Code


def test_a_defined_word_naming_something_longer_is_no_definition_asked(necb):
    # "count as the occupancy control": the question asks of a control, not of the defined term "occupancy"
    question = ("Hotel guest rooms need to set back when nobody's in them. Would a key-card switch at the door count "
                "as the occupancy control, and how do we pick the setback temperature?")
    assert not necb.read(question).definitions
    assert rank_of(necb, question, "B-A-5.2.8.3.(1)") == 1  # was 2, below Division A's definitions


# a twenty-second set on NECB 2017, written blind at the start of part 31 by a helper who saw only the Code's text
# (seed 3122; the draw went further down its shuffled list for Part 7 and Divisions A and C); a tuning set: Article
# hit@1 86.4 -> 90.9 %, hit@3 100 %, MRR 0.924 -> 0.947; declined 10 of 10, none of 22 wrongly, both times
TWENTY_SECOND_SET = [
    ("We've got a mixed-use complex that's split into 3 buildings by firewalls. Going the Part 8 performance route, do we need a seperate energy model for each building or can we run the whole structure as one? And if the design changes during construction, do we have to redo the compliance run?", ('B-8.1.1.2.',)),
    ('Domestic water booster pump package with VFDs for a 20-storey condo - where is the pressure sensor supposed to be located, right at the pump discharge header or out near the fixtures?', ('B-A-6.2.8.2.(1)', 'B-6.2.8.2.')),
    ("VAV air handler with a supply fan drawing about 30 hp (roughly 22 kW). What's the required fan power at half airflow - how much of design wattage can it draw at 50% flow? Would the answer change if the fan were 40 hp?", ('B-5.2.3.3.',)),
    ("in 5.2.3.2, what's the fan power cap for a constant volume rooftop unit in W per cfm? Do I have to include the exhaust fan in the total, and is it motor nameplate hp or actual power draw?", ('B-5.2.3.2.', 'B-A-5.2.3.2.(1)')),
    ("Why does 8.4.4.2.(3) make us model the reference building for our semi-heated warehouse at an 18 C setpoint when the real building is only held at 15 C (59°F)? Isn't that penalizing the reference?", ('B-A-8.4.4.2.(3)', 'B-8.4.4.2.')),
    ('How do I work out the daylit area under a sawtooth roof monitor for the toplighting control requirement? How far out from the glass does it extend sideways and back from the glazing?', ('B-4.2.2.4.',)),
    ('Electrical contractor wants to use smart / controllable circuit breakers in the panel as the automatic shut-off for the office lighting instead of occupancy sensors. Is that acceptable?', ('B-A-4.2.2.1.', 'B-4.2.2.1.')),
    ('Small storage building, the only cooling is a couple of through-the-wall window AC units. Does that count as a space conditioning system that would trigger the envelope requirements? What if we put electric baseboards in the main rooms instead?', ('B-A-3.1.1.2.(1)(a)', 'B-3.1.1.2.')),
    ("40 ton rooftop unit with an air-side economizer: how low does the first stage of cooling capacity have to go? And since it's DX, are we allowed to cut back outdoor air at the low stage to keep the coil from frosting?", ('B-5.2.2.8.', 'B-A-5.2.2.8.(6)')),
    ('Supply ductwork rated for 3 in. w.c. static pressure class - which SMACNA seal class does Table 5.2.2.3 require, and can the installer just use foil duct tape on the joints?', ('B-5.2.2.3.', 'B-A-5.2.2.3.(1)')),
    ('What\'s the minimum insulation thickness on 2" chilled water piping with 44°F supply? And is insulating to that minimum enough to stop the pipe sweating in a humid mechanical room?', ('B-5.2.5.3.', 'B-A-5.2.5.3.(1)')),
    ('Chilled water pumps only run in summer. Does the code require an automatic control to shut them off for the winter or is a manual switch on the starter ok?', ('B-5.2.11.3.',)),
    ("We're designing a TV broadcast studio with very specialized lighting. Can we claim the whole space is exempt from the Part 4 lighting requirments because of its function?", ('B-A-4.1.1.2.(2)(c)', 'B-4.1.1.2.')),
    ('When calculating the effective U-value of a rainscreen wall, do I have to account for the z-girts and clip system holding up the cladding? What exactly counts as a secondary structural member?', ('B-A-3.1.1.7.(1)(d)', 'B-3.1.1.7.')),
    ('Max flow rate for lavatory faucets in a public washroom - roughly 0.5 gpm? And do the sinks in hospital patient areas have to meet the same limit?', ('B-6.2.6.2.',)),
    ("We're using one condensing boiler for both space heating and an indirect DHW tank. Which efficiency requirement does the boiler have to meet, the space-heating one or the water heater one?", ('B-6.2.2.5.',)),
    ("Hotel guest rooms need to set back when nobody's in them. Would a key-card switch at the door count as the occupancy control, and how do we pick the setback temperature?", ('B-A-5.2.8.3.(1)', 'B-5.2.8.3.')),
    ('Energy modelling question: for the reference building, do I keep the same orientation, footprint and thermal blocks as the proposed design, or can it be a generic box? And which weather file does the reference use?', ('B-8.4.4.1.',)),
    ('Do elevator motors need to meet the CSA C390 premium efficiency levels? What about a 20 hp motor that comes factory-installed in a packaged rooftop unit?', ('B-7.2.4.1.',)),
    ('Plan reviewer here - what documentation should the designer submit with the permit application for the domestic hot water system?', ('C-2.2.2.6.',)),
    ('Does the energy code apply to a new dairy barn? And what about an addtion to an existing office building?', ('A-1.1.1.1.', 'A-A-1.1.1.1.(1)')),
    ('For a hot box test of a custom spandrel panel to get its U-value for NECB compliance, what indoor and outdoor air temperatures should the lab use (in °F)?', ('B-3.1.1.5.',)),
]

TWENTY_SECOND_SET_NOT_ANSWERED = [
    'What minimum MERV rating is required for the filters in a central air handling unit?',
    'What NC level or max dBA are VAV boxes and fan coils allowed to produce in open offices?',
    'Can spray foam insulation be left exposed on the underside of a parkade slab, or does it need a thermal barrier / flame spread rating?',
    'How do rooftop HVAC units and their curbs have to be seismically restrained?',
    'What minimum CRI and maximum colour temperature (K) are required for LED fixtures in offices and classrooms?',
    'How many foot-candles of maintained illuminance do we have to provide in warehouse aisles?',
    "What's the max air velocity in fpm allowed in low-pressure supply ductwork?",
    'What condensation resistance rating (CR or I-value) do windows need for an indoor pool enclosure?',
    'At what CO concentration in ppm should the parking garage exhaust fans stage up?',
    "What's the minimum lap width for self-adhered air barrier membrane at sheathing joints and transitions, 2 in or 3 in?",
]


def test_a_twenty_second_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_SECOND_SET, TWENTY_SECOND_SET_NOT_ANSWERED,
                hit1=0.90, hit3=0.99, mrr=0.94, declined=10)


# a twenty-third set on NECB 2017, written blind at the start of part 32 by a helper who saw only the Code's text
# (seed 3223); a tuning set: Article hit@1 72.7 -> 77.3 %, hit@3 86.4 %, MRR 0.806 -> 0.828 (a 40 kW economizer
# unit's Article kept first: its Sentences' "with cooling capacities of ... kW" read as conditions); declined 8 of
# 10, 2 of 22 wrongly (a new wing modelled on its own, an extension seen as a new building), both times. Castlegar's
# degree-days rank 18 by the retrieval alone: the answer leads with its row of Table C-1 (``located``)
TWENTY_THIRD_SET = [
    ("We're putting a variable-speed domestic water booster set in a 12-storey condo. Where should the pressure sensor go, and can we put a pressure-reducing valve on the booster discharge?", ('B-6.2.8.2.', 'B-A-6.2.8.2.(1)')),
    ("What's the max U-value for the insulation jacket on a separate hot water storgae tank (not the heater itself, just the extra storage tank)?", ('B-6.2.2.2.',)),
    ('Community rink with seating for about 3,500 people that hosts junior league hockey games - which sports arena class does it fall under when I pick the lighting space type?', ('B-A-Table 4.2.1.6.', 'B-4.2.1.6.')),
    ('Project is in Castlegar, BC. What heating degree-days below 18 C should I use to figure out the climate zone?', ('B-1.1.4.1.',)),
    ('Running the lighting trade-off calc: what factor for relative absence of occupants do I plug in for a server room?', ('B-4.3.2.10.',)),
    ('Our heating plant is primary-secondary with three pumps. How do I set up the pumping for the reference building in the energy model?', ('B-8.4.4.14.', 'B-A-8.4.4.14.(2)')),
    ("We're modelling a new wing on an existing school under the performance path. Can we model the wing on its own instead of the whole school, and if the school's old windows get replaced at the same time, can that saving offset the wing's weak envelope?", ('B-8.4.1.4.', 'B-A-8.4.1.4.')),
    ('Client is building a research greenhouse. Is there any route to get relief from the window U-value and glazing area limits?', ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('One air handler will serve roughly 30,000 sq ft of offices over three floors. Do I need to be able to shut down parts of the system separately, and can one shut-off zone cover two floors?', ('B-5.2.11.2.', 'B-A-5.2.11.2.(3)')),
    ('The tenant spaces only have rough-ins for cooling, no equipment yet. In the proposed model do I treat those zones as heated only, or heated and cooled?', ('B-8.4.3.1.',)),
    ('If the economizer uses a combined dew point and dry bulb high limit, at what outdoor conditions should it lock out and go back to minimum outside air?', ('B-A-5.2.2.8.(2)', 'B-5.2.2.8.')),
    ('Our heating loop has three 3 hp pumps that all run at design. Does the pumping system design section of the code even apply to us?', ('B-5.2.6.1.', 'B-5.2.6.3.')),
    ("We're adding a two-storey extension onto a 1970s warehouse. Does the energy code look at that extension as a new building?", ('A-A-1.1.1.1.(1)', 'A-1.1.1.1.')),
    ('Re 3.1.1.7.(1)(c): does that mean my effective wall U-value has to include the slab edges and parapets, not just the studs?', ('B-3.1.1.7.',)),
    ('What electrical paperwork has to be handed over to show energy code compliance - is an as-built single line diagram enough on its own?', ('C-2.2.2.7.',)),
    ('Underground parkade roof with the top of slab about 3 feet below finished grade - does that deck have to meet a maximum U-value?', ('B-3.2.3.2.', 'B-A-3.2.3.2.(1)')),
    ('Do I need to provide separate electricity metering for each suite in a new apartment building?', ('B-7.2.1.1.',)),
    ('When I check the VAV fan power limit, do the fans in series fan-powered boxes count? What about parallel boxes and the general exhaust fans?', ('B-A-5.2.3.3.(1)', 'B-5.2.3.3.')),
    ('40 kW rooftop unit with an economizer: how small does the first stage of cooling need to be?', ('B-5.2.2.8.',)),
    ('Whats the most skylihgt area I can have, as a percentage of the roof, if I stay prescriptive?', ('B-3.2.1.4.',)),
    ('Do the elevator motors have to meet the minimum motor effciency requirement too?', ('B-7.2.4.1.',)),
    ('Do the lighting power limits apply to the light fixtures inside the suites of a condo building?', ('B-4.1.1.2.',)),
]
TWENTY_THIRD_SET_NOT_ANSWERED = [
    "What's the maximum solar heat gain coefficient allowed for west-facing windows under the prescriptive envelope path?",
    'What blower-door result, in air changes per hour at 50 Pa, does a finished commercial building have to hit to pass?',
    'What MERV rating do the filters in a new air handling unit need to have?',
    'How many EV charging stalls do we have to rough in for an underground parkade?',
    "What's the maximum flush volume, in litres per flush, for toilets in a new office building?",
    'Is there a GWP limit on the refrigerant we can use in a new water-cooled chiller?',
    'What fire-resistance rating does the mechanical shaft carrying the supply and return ducts need?',
    'What minimum solar reflectance index does a cool roof membrane need on a low-slope roof?',
    'What minimum condensation resistance or temperature index is required for curtain wall glazing in a cold climate?',
    'What pipe diameter do I need for a domestic hot water riser serving about 40 fixture units?',
]


def test_a_twenty_third_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_THIRD_SET, TWENTY_THIRD_SET_NOT_ANSWERED,
                hit1=0.77, hit3=0.86, mrr=0.82, declined=8, wrongly=2)


def test_asked_a_locations_climatic_data_the_appendix_table_row_answers(necb):
    # NECB 2017's Table C-1 (its Appendix C's climatic data for 680 locations), shown in Article 1.1.4.1.: asked a
    # location's heating degree-days, the answer leads with that location's row (it declined, support 0.21)
    for question, place in (("What is the heating degree-day value for Kelowna?", "Kelowna"),
                            ("What's the HDD for Kelowna?", "Kelowna"),
                            # a zone is given by degree-days in the envelope Tables' headings: that place's row first
                            ("What climate zone is Edmonton in?", "Edmonton")):
        a = necb.ask(question)
        assert not a["declined"], question
        lead = a["citations"][0]["sources"][0]
        assert lead["passage"] == "B-Table-C-1" and lead["url"].startswith("/B/1.1.4.1/?hl=table-C-1-r")
        rows = [line for line in a["answer"].splitlines() if line.startswith(f"{place} |")]
        assert len(rows) == 1 and len(rows[0].split(" | ")) == 10, a["answer"]
    # the zone is worked out beside the answer; the quotes give the Table's row, where the climatic values come from
    # (1.1.4.1.(1): its Article ranks first, below) and the Note giving each zone's degree-days ("7A (5000 to 5999
    # HDD)"), no longer a Table of U-values by zone
    zoned = necb.ask("What climate zone is Edmonton in?")
    assert "Zone 7A" in " ".join(zoned["worked_out"]) and "7A (5000 to 5999" in zoned["answer"], zoned["answer"]
    # the Article showing the Table ranks first, as its Table leads the answer (it ranked below the Articles using
    # degree-days: the Table is in no ranking)
    for question in ("What is the heating degree-day value for Kelowna?", "What are the heating degree-days for "
                     "Kamloops?", "Our town isn't in Table C-1. Where do its degree-days come from, and what HDD "
                     "does the table give for Kamloops?"):
        assert necb.retrieve(question, rerank=False).top[0].clause_id == "B-1.1.4.1.", question
    assert necb.located("What is the 1/50 hourly wind pressure in Halifax?")  # "1/50" names a column, tells nothing
    # told the degree-days, asked a U-value: the answer is the requirement's, as before
    assert not necb.located("Warehouse in Saskatoon, roughly 5,700 heating degree-days. What's the maximum U-value for "
                            "the above-grade walls?")


def test_asked_a_locations_climate_zone_the_zone_its_degree_days_fall_in_is_worked_out(necb):
    # the thermal Tables print their zones as ranges of degree-days ("Zone 7A: 5000 to 5999"), Table C-1 a place's
    # degree-days: the answer quoted the row and left the reading of the ranges to the asker; it is worked out,
    # beside the answer, from the place's own figure and the printed ranges
    (c1,) = necb.places
    zones = necb.passages["B-Table-3.2.2.2."].text.split(" | ")  # its heading cells among its text's
    for question, place in (("What climate zone is Edmonton in?", "Edmonton"), ("Which zone is Whitehorse?",
                                                                                 "Whitehorse")):
        a = necb.ask(question)
        (line,) = a["worked_out"]
        row = c1.row(place)
        m = re.match(rf"^{place}: (\d+) Degree-Days Below 18°C \(Table C-1\) falls in (Zone \w+) \((\d+) to (\d+)\) "
                     r"of Tables 3\.2\.2\.2\., .* \(worked out from the Tables, not Code text\)$", line)
        assert m and m.group(1) == row[6].replace(" ", ""), line
        assert int(m.group(3)) <= int(m.group(1)) <= int(m.group(4))
        assert any(z.startswith(m.group(2)) and f"{m.group(3)} to {m.group(4)}" in z for z in zones), zones
        assert line not in a["answer"]
    assert necb.worked_out("What's the HDD for Kelowna?") == []  # its own figure asked: the row answers
    # asked a U-value of walls: the zone's column of the walls' row, in each zones' Table naming walls in a row
    (line,) = necb.worked_out("What's the max U-value for walls in Kelowna?")
    zone = re.search(r"falls in (Zone \w+) ", line).group(1)
    table = necb.passages["B-Table-3.2.2.2."].text.split("\n")
    column = next(j for j, cell in enumerate(table[2].split(" | ")) if cell.startswith(zone + ":"))
    walls = next(r.split(" | ") for r in table if r.startswith("Walls |"))
    assert f"; in {zone}, Walls: {walls[column]} (Table 3.2.2.2., " in line, line
    # a Table of one row whose title's own words name what is asked ("windows": its Fenestration), that row
    (line,) = necb.worked_out("What U-value do windows need in Whitehorse?")
    zone = re.search(r"falls in (Zone \w+) ", line).group(1)
    table = necb.passages["B-Table-3.2.2.3."].text.split("\n")
    column = next(j for j, cell in enumerate(table[2].split(" | ")) if cell.startswith(zone + ":"))
    (only,) = [c for c in (r.split(" | ") for r in table[3:] if " | " in r) if c[0].strip() and c[1].strip()]
    assert f"; in {zone}, {only[0]}: {only[column]} (Table 3.2.2.3., " in line and "Table 3.2.2.4." not in line.split(
        "; in ")[1], line


# Part 33's blind sets, written at the session's start by helpers who saw only a text dump of each Code (seeds 2424 and
# 2020, entries drawn at random, practitioners' wording, near misses for the questions the Code does not answer); tuning
# sets from the start. Measured at the start: NECB 2017 0.818 / 0.864 / 0.859, 5 of 10 declined, 1 wrongly; NECB 2011
# 0.818 / 0.909 / 0.863, 6 of 10, none wrongly. At the end ("chiled" read as "chilled", the list of abbreviations
# asked what SL and Et stand for, a trade-off asked of the trade-off paths) as below.
TWENTY_FOURTH_SET = [
    ("Doing a perfomance path model for an office - am I allowed to leave the parking lot and site lighting out of the energy simulation, and if so what's the catch?", ('B-8.4.1.1.',)),
    ('What HVAC information does the building department expect in the permit submission - do they want control schematics and a written sequence of operations?', ('C-2.2.2.5.',)),
    ('In the HVAC trade-off calculation, what trade-off value do I use for ToV6 when the supply fan has a variable speed drive and the system is HVAC system ID 12?', ('B-5.3.2.7.',)),
    ('One VAV air handler is going to serve roughly 30,000 sq ft of conditioned floor area split into many thermostat zones. Does it have to be divided into separately shut-off areas, and can one of those areas cover two floors?', ('B-5.2.11.2.',)),
    ('For the fan power cap on constant volume systems: do I include the exhaust fans, do I use motor nameplate or actual drawn power, and what is the W per L/s limit?', ('B-A-5.2.3.2.(1)', 'B-5.2.3.2.')),
    ('What are acceptable control strategies to stop a heat pump from bringing on its electric backup heat when it comes out of night setback in the morning?', ('B-A-5.2.11.1.(2)(e)', 'B-5.2.11.1.')),
    ('When running the service water heating trade-off index, where do I get the efficiency of the reference water heater from?', ('B-6.3.2.6.', 'B-6.2.2.1.')),
    ('Chiled water lines running across the roof and through a mechanical room - does the insulation need a vapour retarder jacket, and does it need a protective cover?', ('B-5.2.5.4.',)),
    ("We're modelling a new wing on its own under the performance path, but the existing boiler plant is being extended to heat it. How should that existing plant be represented in the proposed model?", ('B-8.4.1.4.', 'B-A-8.4.1.4.(2)(b)')),
    ('Does the energy code actually require the shim space between a window frame and the rough framing to be insulated?', ('B-A-3.2.1.2.(2)', 'B-3.2.1.2.')),
    ('Two energy model simplifications: can a small wall type that is only about 3% of the total wall area be lumped into the neighbouring wall, and should the occupant-operated roller blinds be modelled?', ('B-8.4.3.1.',)),
    ('Lighting trade-off path: a space with south-facing windows is designed for only 200 lux. What raw daylight supply factor do I take for the rough opening?', ('B-A-Table 4.3.2.8.', 'B-4.3.2.8.')),
    ('What does the envelope section say about keeping insulation from losing performance to air movement and getting wet, and does that rule out an inverted (protected membrane) roof?', ('B-3.2.1.1.', 'B-A-3.2.1.1.(1)')),
    ('For the window-to-wall ratio, do I take the window area from the glass, the frame size the manufacturer lists, or the rough opening?', ('B-A-3.1.1.6.(1)', 'B-3.1.1.6.')),
    ("Skylight daylighting in the lighting trade-off path: if I don't know the framing ratio, the dirt factor or the light-incidence factor for the roof glazing, what default values do I plug in for each?", ('B-4.3.2.9.',)),
    ('Exterior lighting: can I take the unused watts from the ATM allowance and put them toward the building facade lighting?', ('B-A-4.2.3.1.(3)', 'B-4.2.3.1.')),
    ('Given the backup-system provision in 6.1.1.3.(2), can a standby domestic hot water heater be shown to comply through the SWH trade-off path instead?', ('B-6.3.1.2.', 'B-6.1.1.3.')),
    ('What minimum thermal efficiency does a gas-fired storage water heater rated at 150,000 Btu/h input need to meet?', ('B-6.2.2.1.',)),
    ("We're designing a research greenhouse. Can the building official waive the window performance and glazing area limits for it?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('Which efficiency standards do dry-type and liquid-filled distribution transfromers have to comply with?', ('B-7.2.3.1.',)),
    ('Our municipal bylaw and the NECB disagree on an envelope requirement - what does Division A 1.1.1.3.(2) say about which one wins?', ('A-1.1.1.3.',)),
    ("We're adding a 100 sq ft heated vestibule to an existing store. Does that count as an 'addition' for NECB purposes?", ('A-1.4.1.2.',)),
]
TWENTY_FOURTH_SET_NOT_ANSWERED = [
    "How many parking stalls in a new office building's garage must be EV-ready or have electric vehicle charging installed?",
    'What percentage of the roof area has to be kept clear and structurally ready for future rooftop photovoltaic panels?',
    'What is the maximum greenhouse gas emissions intensity, in kg CO2e per square metre per year, allowed for a new office building?',
    'What thermal energy demand intensity (TEDI) limit in kWh/m2 per year applies to a multi-unit residential building in climate zone 6?',
    'Is there a maximum global warming potential (GWP) allowed for the refrigerant in a new water-cooled chiller?',
    'What ACH50 result does a whole-building blower door test have to achieve before occupancy?',
    'What minimum solar reflectance or SRI does a low-slope roof membrane need to meet as a cool roof?',
    'Do I need to submit an embodied carbon or whole-building life cycle assessment with the energy compliance package?',
    'Do thermostats in a new commercial building have to be demand-response capable so the utility can curtail peak load?',
    'What is the maximum power usage effectiveness (PUE) permitted for a new data centre?',
]


def test_a_twenty_fourth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_FOURTH_SET, TWENTY_FOURTH_SET_NOT_ANSWERED,
                hit1=0.86, hit3=0.90, mrr=0.89, declined=5, wrongly=0)


def test_asked_which_objectives_an_article_named_serves_the_parts_table_of_attributions_answers_by_its_rows(necb,
                                                                                                         necb2011):
    """Each Part closes with a Table attributing objectives and functional statements to its Articles, in rows: the
    Article's number, then one per Sentence. Asked those of an Article it names, the answer leads with that Table by
    the Article's rows alone (NECB 2011's Table 8.5.1.1. ranked fifth, after the Article named)."""
    for engine, number, table in ((necb2011, "8.4.4.20.", "B-Table-8.5.1.1."), (necb, "5.2.3.2.", "B-Table-5.5.1.1.")):
        question = f"Writing an alternative solution to {number}: which functional statements and objectives are " \
                   f"tied to each of its Sentences?"
        assert engine.retrieve(question, rerank=False).top[0].chunk_id.startswith(table[:2] + table[8:]), number
        lead = engine.ask(question)["citations"][0]
        rows = [r for r in lead["text"].split("\n") if re.match(r"\d+\.\d+\.\d+\.\d+\. ", r)]
        assert lead["sources"][0]["passage"] == table and rows and all(r.startswith(number) for r in rows), lead["text"]
        assert re.search(r"\(1\) \| \[F\d+", lead["text"]), lead["text"]


def test_asked_how_far_a_skylights_daylighted_area_reaches_the_answer_quotes_the_article_on_skylights(necb, necb2011):
    """The daylighted area under a skylight reaches past its projection by "70% of the ceiling height" (or less): a
    length, stated as a share of another. It was read as no length, and NECB 2017's answer quoted the daylighted
    area under roof monitors instead; NECB 2011's led with it too."""
    question = "How far past the edge of a skylight's footprint on the floor does its daylighted area reach?"
    for engine in (necb, necb2011):
        cited = [c["sources"][0]["passage"] for c in engine.ask(question)["citations"]]
        assert cited[0] == "B-4.2.2.5.(2)", cited


def test_asked_a_reference_fans_part_load_curve_the_answer_quotes_the_article_on_it(necb):
    """The reference model's fans: 8.4.4.17. gives the part-load curve of each fan type (a Table of coefficients).
    Read as asking a load ("part-load") and an airflow ("fan"), the answer quoted the fan power limits of 8.4.4.18.,
    though 8.4.4.17. ranked first."""
    a = necb.ask("Modelling the reference building: a 30 hp VAV supply fan - which part-load curve and coefficients?")
    cited = [c["sources"][0]["passage"] for c in a["citations"]]
    assert cited and cited[0].startswith(("B-8.4.4.17.", "B-Table-8.4.4.17.")), cited


def test_the_first_ranked_articles_best_passage_is_quoted_though_another_shares_more_of_the_questions_words(necb,
                                                                                                            necb2011):
    """The answer quotes only passages whose words match at least half as well as the best one's; the best passage of
    the Article ranked first is offered as the lead all the same. It was cut: asked how big a parkade's lighting
    control zone may be, the Sentence naming the parkade's zones shared fewer words than a Sentence on other spaces,
    and only that one was quoted; asked what a 'supplementary heater' means, the Note saying so went unquoted."""
    cited = [c["sources"][0]["passage"] for c in necb.ask(
        "In an underground parkade, how big can each lighting control zone be, and by how much must the lights dim "
        "automatically when no activity is detected?")["citations"]]
    assert cited[0] == "B-4.2.2.2.(1)", cited
    cited = [c["sources"][0]["passage"] for c in necb2011.ask(
        "What does the NECB mean by a 'supplementary heater' when it talks about heat pump controls?")["citations"]]
    assert cited[0].startswith("B-A-5.2.8.4.(1)"), cited


def test_an_article_that_only_points_elsewhere_ranks_by_the_titles_it_points_at(necb, necb2011):
    """NECB 2017's 6.3.1.3. says only that the service water heating trade-off index is calculated by Subsection
    6.3.2.: its title is what the question asks (it ranked third). NECB 2011's 4.3.1.2. says the exit signs,
    ballasts and exterior lighting Articles still apply on the lighting trade-off path, by their numbers alone (it
    ranked 23rd)."""
    top = [h.clause_id for h in necb.retrieve("What value does the service hot water trade-off index have to hit for "
                                               "the DHW system to pass the trade-off route?", rerank=False).top]
    assert top[0] == "B-6.3.1.3.", top[:3]
    top = [h.clause_id for h in necb2011.retrieve(
        "If we use the interior lighting trade-off route instead of the LPD tables, are we still on the hook for the "
        "exit sign and exterior lighting requirements?", rerank=False).top]
    assert "B-4.3.1.2." in top[:5], top[:5]


def test_the_first_ranked_articles_sentence_states_its_figure_by_the_table_it_names_found_or_not(necb, necb2011):
    """The first-ranked Article's best passage leads when it states the kind of figure asked; one stating it by a
    Table it names counted only when that Table was among the passages found. Asked the U-value of a roof below
    ground, 3.2.3.2.(1) ("... the values in Table 3.2.3.1.") was passed over for the above-ground assemblies' Table;
    asked the reference water heater's efficiency in the trade-off path, 6.3.2.6.(1) went unquoted (its Table
    6.2.2.1. is another Article's). The Table now comes first, the Sentence saying what its figures limit after it;
    and a pump's watts per kW of load are read as a power (the Table prints "Wmotorpower/kWthermalpeak")."""
    cited = [c["sources"][0]["passage"] for c in necb.ask(
        "The roof of our underground parkade is about 3 feet below finished grade. What is the maximum U-value for "
        "it?")["citations"]]
    assert cited[:2] == ["B-Table-3.2.3.1.", "B-3.2.3.2.(1)"], cited
    # NECB 2011, asked in its nineteenth set's words (3.2.3.2. ranks first there; on the words above, 3.2.2.2.)
    cited = [c["sources"][0]["passage"] for c in necb2011.ask(
        "The underground parkade roof has about 3 feet of soil and pavers over it and the site is around 5,500 "
        "degree-days. What's the maximum U-value for that roof?")["citations"]]
    assert cited[:2] == ["B-Table-3.2.3.1.", "B-3.2.3.2.(1)"], cited
    cited = [c["sources"][0]["passage"] for c in necb.ask(
        "In the service water heating trade-off path, what efficiency do I use for the reference water heater?")[
        "citations"]]
    assert "B-6.3.2.6.(1)" in cited[:2], cited
    cited = [c["sources"][0]["passage"] for c in necb.ask(
        "What is the maximum pump motor power per kW of peak load for a chilled water loop?")["citations"]]
    assert cited[0] == "B-Table-5.2.6.3.", cited


def test_a_performance_paths_sentence_gives_no_figure_of_a_question_not_asking_of_modelling(necb, necb2011):
    """Asked which efficiency a combination boiler must meet, the Sentence saying so (6.2.2.5.(1): the greater of the
    two, by the standards its Tables list) states no figure; the reference building's heating plant does (its
    boilers' 80%), and it led, though the question asks nothing of modelling."""
    for engine in (necb, necb2011):
        cited = [c["sources"][0]["passage"] for c in engine.ask(
            "One condensing boiler will heat the building and an indirect domestic hot water tank. Which minimum "
            "efficiency does it have to meet, the water heater's or the boiler's?")["citations"]]
        assert cited[0] == "B-6.2.2.5.(1)", cited


def test_asked_of_the_proposed_buildings_model_the_reference_buildings_sentences_are_not_quoted_first(necb, necb2011):
    """Part 8's Subsections on the proposed building and on the reference building say the same things of each
    (purchased energy, the heating and cooling plant). Asked of the proposed building, with its Article ranked first,
    the answer quoted the reference building's plant (8.4.4.10.(6), 8.4.4.11.) as well, or instead."""
    cited = [c["sources"][0]["passage"] for c in necb2011.ask(
        "Our proposed building buys chilled water from a district cooling plant. How is that purchased energy "
        "modelled for the proposed building?")["citations"]]
    assert cited and not any(c.startswith("B-8.4.4.") for c in cited), cited
    cited = [c["sources"][0]["passage"] for c in necb.ask(
        "Proposed building is on district cooling with a peak of about 2.4 million Btu/h. How do I represent that "
        "purchased chilled water in the proposed energy model?")["citations"]]
    assert cited and not any(c.startswith("B-8.4.4.") for c in cited), cited


# Part 34's blind sets, written at the session's start by helpers who saw only a text dump of each Code (seeds 2525
# and 2121, entries drawn at random with a quota per Part, practitioners' wording, near misses for the questions the
# Code does not answer); tuning sets from the start. Measured at the start: NECB 2017 0.818 / 0.955 / 0.871, 3 of 10
# declined, none wrongly; NECB 2011 0.727 / 0.909 / 0.823, 6 of 10, 1 wrongly. At the end (the Part's Table of
# attributions asked which objectives 8.4.4.20 serves) as below.
TWENTY_FIFTH_SET = [
    ('We have one big open-plan office floor of roughly 19,000 sq ft. How large can each manually switched lighting zone be, and does the wall switch have to be somewhere people can actually see the lights it turns on?', ('B-4.2.2.1.',)),
    ('If I go the lighting trade-off route instead of straight LPD limits, how is the annual lighting energy budget for the interior worked out - what goes into the calculation for each room?', ('B-4.3.3.1.', 'B-4.3.3.5.')),
    ("Energy modelling a school: what lux level should I set the daylight sensor set-point to in the classrooms when the lighting designer hasn't given me a target illuminance?", ('B-A-8.4.3.4.(4)', 'B-A-8.4.3.2.(2)', 'B-8.4.3.4.')),
    ('For the proposed building in a performance-path model, do I put in the design outdoor air cfm from the mechanical schedule or the minimum ventilation rate, and can I take credit for CO2 demand-controlled ventilation?', ('B-8.4.3.6.', 'B-A-8.4.3.6.(1)')),
    ('Hotel guest rooms: do the table and floor lamps plugged into wall-switched outlets also have to go off automatically when the room is empty, and is it OK if the control kills the lights while a guest is still in the room?', ('B-A-4.2.2.6.(2)', 'B-4.2.2.6.')),
    ("Re 5.2.11.2.(3): on a multi-tenant office floor, how should the zones be grouped into airflow control areas so we don't have to run the whole floor's air handling when one tenant comes in on a Saturday?", ('B-A-5.2.11.2.(3)', 'B-5.2.11.2.')),
    ("Does the NECB apply to a new wing we're adding onto an existing 1970s school, and would it apply to a new dairy barn on the same client's farm?", ('A-1.1.1.1.', 'A-A-1.1.1.1.(1)')),
    ('Packaged rooftop unit with an air-side econimizer, 12 tons (about 144,000 Btu/h) of cooling - how low does the first stage of compressor capacity have to go?', ('B-5.2.2.8.',)),
    ('Under Article 5.2.12.1, do I as plan reviewer need to check the SEER/EER figures for split ACs that already carry a federal energy efficiency certification label?', ('B-A-5.2.12.1.(1)', 'B-5.2.12.1.')),
    ("Roof slab over a below-grade mechanical room ends up about 3 ft under the finished landscaping, project is in Kitchener area (~4,200 degree-days). What's the max U-value for that buried roof?", ('B-3.2.3.2.', 'B-3.2.3.1.')),
    ("We're running a supply duct chase inside the exterior wall. Is the wall allowed to have a worse U-value where the chase is?", ('B-3.2.1.2.',)),
    ('Does the NECB have its own rules for how HVAC ductwork is designed and installed, or does it send you somewhere else for that?', ('B-5.2.2.1.', 'B-A-5.2.2.1.(1)')),
    ("What counts as a 'semi-heated' building in the energy code? Would a warehouse held at 55°F in winter qualify?", ('B-1.2.1.2.',)),
    ('When I compare a steel stud wall to the envelope U-value limits, is that just the batt insulation value or the whole wall including studs, sheathing, finishes and air films?', ('B-A-3.2.2.2.(1)', 'B-3.2.2.2.', 'B-3.1.1.7.')),
    ('Multi-tenant strip mall with a 400 kVA electrical service - what does the energy code require for metering or monitoring electricity use?', ('B-7.2.1.1.',)),
    ('The abbreviation MBH shows up in the equipment tables - what does the NECB say it stands for?', ('A-1.4.2.1.',)),
    ("Do the motor and electrical requirements also cover pumps in a detached pump house on the site if it's fed off the main building's electrical service?", ('B-A-7.1.1.2.(1)', 'B-7.1.1.2.')),
    ("Can the building offical exempt a university research greenhouse from the fenestration requirements under Div C 2.2.1.1.(2), given what it's used for?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ("Why would the municipality want to keep our alternative-solution compliance report on file for years after occupancy - what's it actually used for later?", ('C-A-2.3.1.', 'C-2.3.1.1.')),
    ('Separate hot water storge tank (not the heater itself) in the boiler room - what insulation level does it need? Our spec writer wants it in R-value.', ('B-6.2.2.2.',)),
    ('Is a breaker in the electrical panel good enough as the required shut-off for an electric domestic hot water tank?', ('B-A-6.2.4.2.(1)', 'B-6.2.4.2.')),
    ('How big does the hydropnuematic tank have to be on a variable-speed domestic water booster pump package?', ('B-6.2.8.1.', 'B-A-6.2.8.1.')),
]
TWENTY_FIFTH_SET_NOT_ANSWERED = [
    "What's the maximum flush volume allowed for toilets and urinals in a new office washroom, like the flow limit on shower heads?",
    'Do supply and return fans need a minimum fan efficiency grade (FEG) or fan energy index (FEI) rating?',
    'What BUG (backlight-uplight-glare) ratings are required for parking lot pole lights near a residential property line to limit light trespass?',
    'What minimum temperature index or condensation resistance factor (CRF) do windows need for a hospital in climate zone 7A?',
    'Is drain water heat recovery required on the showers in a multi-unit residential building?',
    'What minimum cycles of concentration or blowdown control does the code require for cooling tower water treatment?',
    'Does the NECB require a commissioning agent to do functional performance testing of the HVAC and lighting controls before occupancy, and what goes in the Cx report?',
    'Does each condo suite need its own BTU meter for the hydronic heating and its own domestic water meter?',
    'Do escalators need to slow down or go to standby when no one is riding, and must elevator cab lights and fans shut off automatically when the cab is idle?',
    'If an office has operable windows, do they need contact switches that shut off heating and cooling to the zone whenever a window is opened?',
]


def test_a_twenty_fifth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_FIFTH_SET, TWENTY_FIFTH_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.95, mrr=0.87, declined=3, wrongly=0)


# Part 35's blind sets, written at the session's start by helpers who saw only a text dump of each Code (seeds 2626
# and 2222, entries drawn at random with a quota per Part, practitioners' wording, near misses for the questions the
# Code does not answer); tuning sets from the start. Measured at the start: NECB 2017 0.591 / 0.727 / 0.684, 2 of 10
# declined, none wrongly; NECB 2011 0.818 / 0.864 / 0.856, 4 of 10, none wrongly. At the end (an Article that only
# points elsewhere searched by the titles it points at; the Article showing Table C-1 first when a place is asked):
# NECB 2017 0.636 / 0.773 / 0.721, NECB 2011 0.818 / 0.864 / 0.866, declines unchanged.
TWENTY_SIXTH_SET = [
    ("We're proposing an alternative solution instead of meeting the feeder voltage-drop limit in 7.2.2.1. Which objective and functional statements does our alternative have to be measured against?", ('B-7.5.1.1.', 'A-1.2.1.1.')),
    ("Division C keeps talking about 'plans' and 'proposed work' for the permit submission, but I can't find those words in the definitions list. What meaning am I supposed to give to terms the Code doesn't define?", ('C-1.2.1.1.',)),
    ('Lighting trade-off calc: one classroom is about 1,000 sq ft gross and the sidelit daylight zone is 350 sq ft. What do I enter as the non-daylighted area, and how is the daylit part supposed to be figured out?', ('B-4.3.2.4.', 'B-4.3.2.3.')),
    ('Re 8.4.4.20.(6): in the reference building do I model the same 140°F hot water supply temperature we designed for, and where are the maximum temperatures at the fixtures actually set?', ('B-A-8.4.4.20.(6)', 'B-8.4.4.20.')),
    ('Under 5.3.1.2, can the standby boiler and the backup chiller be lumped into our HVAC trade-off calculation, or how are backup systems supposed to comply?', ('B-5.3.1.2.', 'B-5.1.1.3.', 'B-A-5.1.1.3.(2)')),
    ('Doing the service hot water trade-off for tankless instantaneous heaters. Which component values go into the index (does tank insulation matter at all?) and what result do I need to pass?', ('B-6.3.2.1.', 'B-6.3.1.3.')),
    ("If we go the whole-building performance route, can the model include a rooftop unit that's below the minimum efficency in the equipment tables, since the envelope is way better than required?", ('B-8.4.1.3.', 'B-5.4.1.2.')),
    ('Hotel of about 85,000 sq ft with a ground-floor retail and restaurant area taking up roughly 12% of the lit floor area. Can I just use the whole-building LPD for a hotel, and what is that LPD?', ('B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ('Want to use one condensing combi boiler for both space heating and domestic hot water: 199,000 Btu/h input, DHW design load about 120 MBH. Is that allowed, and which efficiency requirement does it have to meet, the space-heating one or the water heater one?', ('B-6.2.2.4.',)),
    ('Condensing units are going in an unheated parkade and a couple of rooftop units sit outside. Is there any energy code requirement on the equipment itself for those locations?', ('B-5.2.7.1.',)),
    ('HVAC trade-off path, water-loop heat pump system: do the air-side econimizer and the water-side economizer both count as components in the index, or is one of them zeroed out for that system type?', ('B-5.3.2.2.', 'B-5.3.1.1.', 'B-5.3.2.3.')),
    ("For the proposed design's lighting energy in the trade-off path, is it just LPD x area x hours per room, or do daylit and non-daylit areas and daytime/night-time hours get handled separately?", ('B-4.3.2.1.', 'B-4.3.2.5.')),
    ("Instead of a recirc loop we're putting self-regulating electric heat trace on the domestic hot water mains. Does the NECB require any kind of control on it?", ('B-6.2.4.3.',)),
    ("Is SMACNA's duct construction standard mandatory under the NECB or just a reference? Which code actually governs how ductwork is designed, installed and sealed?", ('B-5.2.2.1.', 'B-A-5.2.2.1.(1)', 'B-5.2.2.3.')),
    ('Our insulation supplier quotes R-5 per inch. At what mean temperature and temperature difference does the Code expect thermal resistance to be determined, and can we use the BC Hydro thermal bridging guide for the slab-edge details?', ('B-3.1.1.5.', 'B-A-3.1.1.5.(5)(a)')),
    ('Reading the service water heater tables - what do SL, Vt and Et stand for?', ('A-1.4.2.1.',)),
    ('Owner wants to reinstall salvaged rooftop units and light fixtures from their old store in the new building. Is used equipment allowed under the energy code?', ('A-1.2.2.3.',)),
    ('Plan reviewer here: what HVAC documentation should the permit package include for NECB compliance? Can I insist on sequences of operation?', ('C-2.2.2.5.',)),
    ('With a protected membrane (inverted) roof the XPS sits above the waterproofing and gets wet. Does the requirement to protect insulation from wetting rule that roof type out?', ('B-A-3.2.1.1.(1)', 'B-3.2.1.1.')),
    ("Project is in a small BC town that isn't listed in Table C-1. Where am I supposed to get the degree-days from, and what HDD does the table give for Kamloops for comparison?", ('B-1.1.4.1.', 'B-A-1.1.4.1.(1)')),
    ('If the envelope misses the prescriptive U-values and we show compliance by whole-building energy modelling, are we also off the hook for the continuous air barrier requirements?', ('B-3.4.1.2.', 'B-3.4.1.1.', 'B-3.2.4.1.')),
    ("Per 7.2.2.2, what's the max voltage drop on a 120 V branch circut at design load, in volts, and is the feeder limit the same?", ('B-7.2.2.2.', 'B-7.2.2.1.')),
]
TWENTY_SIXTH_SET_NOT_ANSWERED = [
    "What's the maximum solar heat gain coefficient (SHGC) allowed for west-facing curtain wall glazing in climate zone 6 under the prescriptive envelope path?",
    'What minimum solar reflectance or SRI does a low-slope roof membrane need to have (cool roof requirement)?',
    'What whole-building airtightness result do we have to hit on the blower door test, in cfm per sq ft of envelope at 75 Pa?',
    'How deep does an entrance vestibule have to be - is there a minimum distance like 7 ft between the outer and inner doors?',
    'At what outdoor temperature must a snow-melting system for a ramp lock out (e.g. above 40°F), and is a slab moisture sensor required?',
    'What setback temperature in °F should the hotel room thermostat drop to when the guest room is unoccupied?',
    'What minimum nominal full-load efficiency, in percent, does a 25 hp, 4-pole premium-efficiency motor need?',
    "What's the maximum linear transmittance (psi-value) allowed at a concrete balcony slab edge, and is a structural thermal break mandatory?",
    "Can the kWh from a rooftop solar PV array be subtracted from the proposed building's annual energy use when doing the performance path comparison?",
    'Does the NECB require EV charger rough-ins or energized outlets for a percentage of parking stalls in the parkade?',
]


def test_a_twenty_sixth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_SIXTH_SET, TWENTY_SIXTH_SET_NOT_ANSWERED,
                hit1=0.63, hit3=0.77, mrr=0.72, declined=2, wrongly=0)


# a twenty-seventh set, written blind at the start of issue 13 part 36 by a helper who saw only the Code's text (seed
# 2727, a quota per Part); a tuning set, its misses read after its first run: Article hit@1 86.4 %, hit@3 90.9 %,
# MRR 0.896, declined 5 of 10 near misses, none of 22 wrongly, at the start and at the end; the lighting trade-off's
# daylit area now leads with its gold Sentence (asked whether it is worked out apart: a method)
TWENTY_SEVENTH_SET = [
    ('Mechanical engineer here: does the NECB itself say how hydronic heating and chilled water piping must be designed and installed, or does it send you to another code? And is there any rule that the water loops have to be set up so they can be balanced?', ('B-5.2.5.1.', 'B-5.2.5.2.', 'B-A-5.2.5.2.(1)')),
    ('We have a 1,000,000 Btu/h hot water boiler plant feeding perimeter radiation. Is outdoor reset of the supply water temperature mandatory, and does designing the pumps for variable flow with VFDs let us leave the reset out?', ('B-5.2.11.5.', 'B-5.2.6.2.', 'B-A-5.2.6.2.(1)')),
    ("Energy modelling question: what storage temperature do I give the reference building's domestic hot water tank, and which code actually sets a minimum temperature the tank water has to be kept at?", ('B-A-8.4.4.20.(7)', 'B-8.4.4.20.')),
    ('Our airtightness test came in around 0.15 cfm/sq ft. For the performance path model do I put that in as the infiltration, or is there a fixed value both the proposed and reference models must use? And what pressure is that fixed value supposed to reflect?', ('B-A-8.4.3.3.(3)', 'B-8.4.3.3.', 'B-8.4.4.3.')),
    ('When I add up the installed lighting watts for a lab building, do plug-in desk lamps and floor lamps have to be counted? And can I leave out the exit signs and the lights built into lab instruments by the manufacturer?', ('B-4.2.1.4.', 'B-A-4.2.1.4.(2)')),
    ("Our warehouse will only be heated to about 55°F. Does that make it a semi-heated building for NECB purposes - what's the temperature cutoff?", ('B-1.2.1.2.',)),
    ('Does Subsection 5.2.6 on pump system design apply to a small heating loop with two 3 hp duty pumps plus a 3 hp standby pump? How is the pump horsepower added up to check against the threshold?', ('B-5.2.6.1.',)),
    ("Are the NECB's stated objectives meant to apply to every building within the Code's scope, and do they reach beyond what is needed to comply with the Code?", ('A-2.1.1.2.', 'A-2.1.1.1.')),
    ('On the lighting trade-off route, when I work out the allowance side of the calculation, do I figure the daylit area separately, or is it simply the same daylit area as in the proposed design?', ('B-4.3.3.3.', 'B-4.3.2.3.')),
    ('What standard do fluorescent lamp balasts have to meet for efficacy, and what applies to high-frequency electronic ones that fall outside that standard?', ('B-4.2.1.2.',)),
    ('Per A-1.1.1.3, if our provincial building regulation and the NECB disagree on an envelope requirement, which one wins? And where there is no provincial or municipal regulation, what code is the NECB meant to be used together with?', ('A-1.1.1.3.',)),
    ("In Division C (the administrative part), a word I'm reading isn't in the list of defined terms. What meaning does it take? And when Division C mentions acceptable solutions, which provisions does that mean?", ('C-1.2.1.1.', 'A-1.4.1.1.')),
    ('Why might the minimum efficiencies in the NECB tables for rooftop units and water heaters not match what NRCan currently requires, and when did the federal efficiency Act and its Regulations come in?', ('B-A-5.2.12.1.(1) and 6.2.2.1.(1)',)),
    ('Do the hard-wired three-phase 15 hp motors on our pumps need to meet a minimum efficiency, and under which standard? Are the elevator motors and the fan motors inside packaged rooftop units covered too?', ('B-7.2.4.1.',)),
    ("Our domestic hot water design can't meet either the prescriptive or the trade-off requirements. Can we use whole-building energy modelling for it instead, and if so do the water heaters still have to meet the federal appliance efficiency rules?", ('B-6.4.1.1.', 'B-6.4.1.2.', 'B-6.1.1.3.', 'B-8.1.1.1.', 'B-1.1.2.1.')),
    ("Sentence 3.2.3.1.(3) says foundation wall insulation has to go down 2.4 m (about 8 ft). On a sloping site, is that measured from 'grade' as the code defines it, or does it follow the actual ground surface along the wall? And what if the wall is shorter?", ('B-A-3.2.3.1.(3)', 'B-3.2.3.1.')),
    ('Does a tank-type water heater need an adjustable thermostat under the NECB, and where should I look for the right hot water temperatures for different uses like kitchens and handwashing?', ('B-6.2.4.1.', 'B-A-6.2.4.1.(1)')),
    ('Is there a quick lookup table for the maximum window-to-wall ratio by heating degree days? What would it be for a site at about 5500 HDD, and for one above 7000?', ('B-A-3.2.1.4.(1)', 'B-3.2.1.4.')),
    ('Filling in Table 6.3.2.5 for the hot water trade-off: our showers are 1.5 gpm, so what unit does the table want shower flow in, and how is the heat recovery ratio worked out?', ('B-6.3.2.5.',)),
    ('What efficiency standards do new transfomers have to meet? We have dry-type units in the electrical rooms and one liquid-filled unit outside.', ('B-7.2.3.1.',)),
    ('For thermal bridging in the envelope U-value calc, what counts as a major structural element passing through the envelope - do balconies, columns and roof curbs count?', ('B-A-3.1.1.7.(1)(b)', 'B-3.1.1.7.')),
    ('Plan reviewer here: does the NECB require the mechanical submission to include a written description of each HVAC system, control schematics and the sequence of operation, plus start/stop and adjustment procedures?', ('C-2.2.2.5.',)),
]
TWENTY_SEVENTH_SET_NOT_ANSWERED = [
    'Do half of the receptacles at open-office workstations have to be on automatic shut-off control after hours (plug load control)?',
    'What minimum R-value do the panels of a walk-in freezer need, and are automatic door closers or strip curtains required?',
    'Is there a maximum global warming potential (GWP) for the refrigerant in new rooftop units and heat pumps?',
    'What STC rating do exterior walls and windows need for an apartment building beside a highway?',
    'Does spray foam insulation on the inside of a concrete foundation wall have to be covered with drywall as a thermal barrier, and what flame-spread rating must it have?',
    "What's the minimum deadband, e.g. 5°F, required between the heating and cooling setpoints on a zone thermostat?",
    'What maximum power usage effectiveness (PUE) does a new data centre have to achieve?',
    'For a geothermal heat pump system, what minimum borehole depth and spacing, and what grout conductivity, does the code require for the ground loop?',
    'When we insulate under the slab-on-grade, do we also need a radon barrier and a sub-slab depressurization rough-in?',
    'Do the LED fixtures in an office need a minimum CRI of 80 or a particular colour temperature like 3500 K?',
]


def test_a_twenty_seventh_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_SEVENTH_SET, TWENTY_SEVENTH_SET_NOT_ANSWERED,
                hit1=0.86, hit3=0.90, mrr=0.89, declined=5, wrongly=0)


# a twenty-eighth set, written blind at the start of issue 13 part 37 by a helper who saw only the Code's text (seed
# 2828, a quota per Part); a tuning set, its misses read after its first run: Article hit@1 77.3 %, hit@3 77.3 %,
# MRR 0.791, declined 6 of 10 near misses, 1 of 22 wrongly (a two-part modelling question just below the threshold),
# at the start and at the end. Its misses are lay words for the Code's ("the performance route", "unheated attic"
# for an unconditioned space) and thin Division A Notes that BM25 ranks first and the dense model misses
TWENTY_EIGHTH_SET = [
    ('Energy modeller here. Our proposed building makes domestic hot water with a ground-source heat pump and has three water heaters. For the reference building on the performance path, what DHW energy type do I model, and do I keep three heaters?', ('B-8.4.4.20.',)),
    ('How thick does the insulation need to be on a 3 inch heating hot water pipe running at about 180°F?', ('B-5.2.5.3.',)),
    ('If a CSA standard that the NECB 2017 references got an addendum in 2019, does that addendum apply, or is there a cut-off date for amendments to referenced documents?', ('B-1.3.1.1.', 'B-1.3.1.2.')),
    ("For the performance path simulation, what's the largest time step I'm allowed to use, and can I leave the standby backup boiler out of the model?", ('B-8.4.2.2.',)),
    ('If we go the whole-building performance route, can we use a gas water heater that falls below the federal energy efficiency regulations and just make up the difference with better windows in the model?', ('B-6.4.1.2.',)),
    ("We've got a standby domestic hot water heater that only kicks in if the main one fails. Can we cover it with the trade-off calculation, or which requirements does a back-up system like that have to meet?", ('B-6.1.1.3.', 'B-6.4.1.2.')),
    ('Can the contractor put a regular indoor-type air handling unit in the unheated attic space, or are there rules for HVAC equipment located outside the conditioned area?', ('B-5.2.7.1.',)),
    ('For lighting control purposes, how far into the room does the primary sidelit zone go from a window whose head is 8 ft above the floor with nothing blocking it, and how much wider than the window is that zone?', ('B-4.2.2.3.', 'B-A-4.2.2.3.')),
    ('Our distribution warehouse has several propane forklifts running almost nonstop all shift. Do we still have to put in CO/NOx sensors and demand-controlled ventilation, or is there an exemption?', ('B-A-5.2.3.4.(1)', 'B-5.2.3.4.')),
    ('Do the electric snow melt cables in the parkade entrance ramp need any kind of control to turn them off, or can they just be hard-wired on all winter?', ('B-5.2.8.7.',)),
    ('whats required in the header on every page of the performance compliance calculation report we submit with the permit?', ('C-2.2.2.8.',)),
    ('The warehouse side of our building is only heated enough to keep it above freezing, while the attached office is kept at 21°C. Does the wall between the two sections have to meet any thermal requirement?', ('B-3.2.1.3.', 'B-A-3.2.1.3.(1)')),
    ('For a code course assignment: which functional statement and objective does the NECB attribute to the fireplace door requirement in Article 3.2.4.5.?', ('B-3.5.1.1.',)),
    ('How big does the hydropneumatic tank have to be on a variable-speed domestic water booster pump set, and why is it smaller than for a constant-speed set?', ('B-6.2.8.1.', 'B-A-6.2.8.1.')),
    ('In the interior lighting trade-off calculation, what daylight system control factor is assumed for the reference building, and what kind of shading does that represent?', ('B-A-4.3.3.7.(4)', 'B-4.3.3.7.', 'B-4.3.2.7.')),
    ("Our automatic sliding glass entrance doors don't have to meet the door U-value limit. Do I still have to count their glass in the window-to-wall ratio?", ('B-A-3.2.2.4.(5)', 'B-3.2.2.4.', 'B-3.1.1.6.')),
    ('We have sloped glazing tilted 70 degrees from horizontal on the atrium. Does the code treat that as a skylight or as a window?', ('A-1.4.1.2.',)),
    ("Under 4.3.1.3., can I calculate lighting energy for the trade-off path with CSA C873.4 instead of the NECB's own method, and are there any parts of the CSA standard I have to swap out?", ('B-4.3.1.3.',)),
    ("We want to propose an alternative solution for our envelope. What does the building department need to see in the documentation, and do they need info about the designers' qualifications?", ('C-2.3.1.1.',)),
    ('A standard referenced in the NECB points to another standard that contains fire-safety provisons. Do those provisions become enforceable through the energy code?', ('A-A-1.5.1.1.(1)', 'A-1.5.1.1.')),
    ('Is there a trade-off path for the electrical power and motors part like there is for the envelope, or what are the options for showing compliance?', ('B-7.1.1.3.', 'B-A-7.1.1.3.(1)')),
    ("A few of our long branch circuits exceed the voltage drop limits and one transformer doesn't meet the prescriptive requirements. Is there another way to show the electrical design complies?", ('B-7.4.1.1.', 'B-7.1.1.3.')),
]
TWENTY_EIGHTH_SET_NOT_ANSWERED = [
    'How much service clearance do we need to leave in front of and beside the new condensing boilers in the mechanical room?',
    'What fire-protection rating do the fire dampers need where the supply duct passes through the 1-hour rated corridor wall?',
    "What's the minimum slope a flat roof needs so it drains to the roof drains?",
    "What size gas line do I need to run to a 400,000 Btu/h boiler that's about 60 ft from the meter?",
    'How many minutes do the battery packs for the emergency lighting in the exit stairs have to run?',
    'Does the make-up water line to the hydronic heating boiler need a backflow preventer, and what type?',
    'How many LEED energy points would we get if our building beats the NECB reference building by 20%?',
    'How high above the roof does the exhaust vent from our gas-fired condensing boiler have to terminate?',
    "What's the maximum hanger spacing for 2-inch copper hydronic heating pipe?",
    'How big does the combustion air opening into the boiler room have to be for 1,000,000 Btu/h of gas-fired boilers?',
]


def test_a_twenty_eighth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_EIGHTH_SET, TWENTY_EIGHTH_SET_NOT_ANSWERED,
                hit1=0.77, hit3=0.77, mrr=0.79, declined=6, wrongly=1)


# a twenty-ninth set, written blind at the start of part 38 (seed 2929); a tuning set: Article hit@1
# 86.4 -> 90.9 %, hit@3 90.9 -> 95.5 %, MRR 0.903 -> 0.941 (Division C's parts asked whether they apply; the documentation on lighting asked for the permit); declined 9 of 10 near misses, none of 22 wrongly, both times
TWENTY_NINTH_SET = [
    ('Plan reviewer question: do the admin and submission-documentation parts of Division C apply to every building the NECB covers, or only to some building types or compliance paths?', ('A-1.3.4.1.', 'C-2.1.1.1.', 'C-1.1.1.1.')),
    ('GC here. Our batt insulation, rigid boards and a couple of rooftop units will be sitting on site for weeks before the envelope is closed in. Does the energy code say anything about how we have to store materials and equipment on the building site?', ('A-1.2.2.2.',)),
    ('Im a student trying to get my head around NECB compliance - whats the difference between the prescriptive, trade-off and performance routes, and how do you actually prove compliance on the performance one?', ('B-A-1.1.2.1.', 'B-1.1.2.1.')),
    ("What's the max air leakage the air barrier assembly in our opaque walls can have (is it around 0.04 cfm/sq ft at 75 Pa?), and when are we allowed to test it to ASTM E2357 instead of CAN/ULC-S742?", ('B-3.2.4.2.', 'B-A-3.2.4.2.(2)')),
    ("We're designing a semi-heated storage warehouse that will only be kept at about 59°F. When I look up the maximum window U-value, which heating degree-day basis am I supposed to use?", ('B-3.2.2.3.',)),
    ('Sloped site: the ground outside our basement wall is higher on one side than the other. The foundation wall insulation has to go down about 8 ft - do I measure that from grade, or does the bottom edge of the insulation have to follow the actual ground line?', ('B-A-3.2.3.1.(3)', 'B-3.2.3.1.')),
    ("For interior spaces that need bi-level lighting control, what range does the intermediate light level have to fall in as a percent of full power? And where 'automatic full off' applies, how soon after the room empties must lights go off and how much floor area can one sensor cover (in sq ft)?", ('B-4.2.2.1.',)),
    ("Exterior lighting calc for a strip mall: if we don't use all of the basic site allowance on the specific applications like entrances and canopies, can the leftover be pooled with the general exterior allowances and traded around between those applications?", ('B-A-4.2.3.1.(4)', 'B-4.2.3.1.')),
    ('If we show interior lighting compliance with the lighting energy trade-off method instead of the LPD limits, do we still have to meet the exit sign, ballast and exterior lighting requirements, or does the trade-off cover everything?', ('B-4.3.1.2.',)),
    ('Looking at Table 5.2.5.3 for pipe insulation: does our condenser water loop running at about 85°F need insulation where it runs through conditioned space? And what about fan coil piping inside an apartment that only serves that one suite?', ('B-5.2.5.3.',)),
    ("Constant volume AHU with a supply and a return fan - what's the max fan motor power allowed per cfm (I think the code states it per L/s)? Do exhaust fans count toward it, and do I use the motor nameplate hp?", ('B-5.2.3.2.', 'B-A-5.2.3.2.(1)')),
    ("We've got electric heating cables for snow melting on the loading dock ramp. Does the code require an automatic controller on them, or is a manual switch good enough?", ('B-5.2.8.7.',)),
    ('When does an air-side economizer have to fall back to minimum outside air, and is there guidance on the high-limit shutoff setting for each type of economizer? Also, does the NECB itself set the minimum OA quantity?', ('B-A-5.2.2.8.(2)', 'B-5.2.2.8.')),
    ('Domestic water booster pump package for a 15-storey condo: what controls does the energy code want on it, can we put a pressure reducing valve downstream of it, and where should the pressure sensor be located?', ('B-6.2.8.2.', 'B-A-6.2.8.2.(1)')),
    ("Doing the service water heating trade-off calculation - what efficiency do I use for the reference building's water heater (the eta ref value)?", ('B-6.3.2.6.',)),
    ('Our domestic hot water is heated off a district steam loop. Are we allowed to use the Part 6 service water heating trade-off path, or what conditions does a building have to meet to use it?', ('B-6.3.1.1.',)),
    ("Does Part 7 on electrical power and motors also cover things out on the site, like the motors for the parking gate and a pump house out back, if they're fed from the building's electrical service?", ('B-A-7.1.1.2.(1)', 'B-7.1.1.2.')),
    ('whats the maximum voltage drop allowed on branch circuit conductors at design load, 3% or 5%?', ('B-7.2.2.2.',)),
    ("Performance path model: the reference building gets daylight photocontrols but our proposed design doesn't have any. What illuminance setpoint should I give the reference building's photocontrols?", ('B-A-8.4.4.5.(11)', 'B-8.4.4.5.')),
    ("Energy modeller here - the owner can't give me real occupancy, lighting or plug load schedules. Are there default operating schedules I can use in the simulation, and what do I do if my space type isn't in the tables?", ('B-A-8.4.3.2.(1)', 'B-8.4.3.2.')),
    ('What lighting info has to be submitted with the permit documents? Is a single-line diagram of the lighting controls needed, and which numbers (kW, W per sq ft, exterior lighting) do they want to see?', ('C-2.2.2.4.',)),
    ('For the performance compliance calculation report, what info has to be printed in the header of every page?', ('C-2.2.2.8.',)),
]
TWENTY_NINTH_SET_NOT_ANSWERED = [
    'How big does the grease interceptor need to be for a 120-seat restaurant kitchen with two dishwashers?',
    'Does a 20-storey office tower need a lightning protection system, and how far apart do the air terminals on the roof have to be?',
    'How far apart do the roof anchors or davits for window washing have to be, and what load must each one resist?',
    'How many hours of fuel does the tank for our diesel emergency generator have to hold?',
    'Do the lower floors of a glass office tower need bird-friendly glazing, like a frit pattern with a maximum spacing between dots?',
    'What size main electrical service, in amps, do I need for a 40-unit condo building with electric baseboard heat?',
    'How big does the rooftop stormwater detention or rainwater cistern have to be for a 30,000 sq ft roof?',
    'What percentage of construction and demolition waste has to be diverted from landfill on a new commercial project?',
    'What minimum slip resistance (coefficient of friction) do the lobby floor tiles need?',
    'What wind uplift pressure do the rooftop PV racking and its ballast have to be designed for on a 6-storey building?',
]


def test_a_twenty_ninth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, TWENTY_NINTH_SET, TWENTY_NINTH_SET_NOT_ANSWERED,
                hit1=0.9, hit3=0.95, mrr=0.94, declined=9, wrongly=0)


# a thirtieth set, written blind at the start of part 39 (seed 3030); a tuning set: Article hit@1
# 72.7 -> 77.3 %, hit@3 100 %, MRR 0.856 -> 0.879 (a Note off the trade-off path asked of no longer first when asked
# what counts); declined 7 of 10 near misses, none of 22 wrongly, both times
THIRTIETH_SET = [
    ("The word 'partition' shows up in the NECB but it's not in the list of defined terms. How am I supposed to interpret words that aren't defined?", ('A-1.4.1.1.', 'B-1.2.1.1.')),
    ('The NECB references a bunch of CSA and ASHRAE standards. Do I use whatever the latest edition of those standards is, or is a specific edition locked in somewhere?', ('A-1.5.1.3.', 'B-1.3.1.2.')),
    ('For the permit submission, what do we have to hand in documenting the HVAC systems? Do they want control diagrams and the sequence of operations?', ('C-2.2.2.5.',)),
    ("We're proposing an alternative solution for part of the envelope. What does the submission need to include, and since three different engineers are designing different bits of it, does one person have to coordinate?", ('C-2.3.1.1.',)),
    ("If CSA publishes an amendment to one of the referenced standards in 2019, does it automatically apply under NECB 2017? What's the cut-off date for amendments to referenced documents?", ('B-1.3.1.1.',)),
    ('Doing the simple envelope trade-off: do the total areas of the above-grade assemblies in the proposed and reference building have to be the same, and what are we actually comparing in the equation?', ('B-3.3.1.2.',)),
    ("Sentence 3.2.1.1.(1) says insulation has to be protected from wetting and air movement. Does that mean an inverted (protected membrane) roof or EIFS with the insulaton on the outside isn't allowed?", ('B-A-3.2.1.1.(1)', 'B-3.2.1.1.')),
    ("What's the max air leakage allowed for curtain wall versus operable windows, in cfm/ft2 at 75 Pa, and which test do they use?", ('B-3.2.4.3.',)),
    ('In the interior lighting energy trade-off, how do I get the non-daylit area for the reference building? Is it calculated differently than for the proposed design?', ('B-4.3.3.4.', 'B-4.3.2.4.')),
    ('Open warehouse space gets daylight from both clerestory windows along one wall and skylights. For the lighting trade-off calcs can I count the daylit area from both?', ('B-4.3.2.3.', 'B-A-4.3.2.3.(2)')),
    ('When working out the lighting power density of a space for the lighting trade-off path, do I divide the watts by the net or the gross floor area?', ('B-4.3.2.2.',)),
    ('I sized the chilled water pipe insulation straight from the NECB table. Does that thickness also take care of condensation and sweating on the pipes?', ('B-A-5.2.5.3.(1)',)),
    ('Hydronic heating loop with 2-way control valves at every fan coil. Does it have to be variable flow, and if we have outdoor reset on the supply water temp does that get us out of it?', ('B-5.2.6.2.', 'B-A-5.2.6.2.(1)')),
    ('Plan reviewer here: the rooftop units carry the federal energy efficiency verification label. Do I still need to check their efficiency numbers against the table myself?', ('B-A-5.2.12.1.(1)', 'B-5.2.12.1.')),
    ('One air handler serves about 30,000 sq ft of offices over two floors with lots of thermostat zones. Do we need to break it up into airflow control areas, and can one area cover both floors?', ('B-5.2.11.2.',)),
    ("If we go the performance route for the domestic hot water, can we use a water heater that's below the federal minimum efficiency and make it up somewhere else in the model?", ('B-6.4.1.2.',)),
    ('For the SWH trade-off index on a tankless system (SWH-2), which trade-off values go into the equation? Is tank insulation part of it?', ('B-6.3.2.1.',)),
    ('What counts as the shut-off device for a gas-fired hot water tank? Is just turning the temp control down to pilot/vacation good enough?', ('B-A-6.2.4.2.(1)', 'B-6.2.4.2.')),
    ('Were preparing an alternative solution for the electrical power requirements. Where do I find which objectives and functional statements are attributed to each requirement in Part 7?', ('B-7.5.1.1.', 'B-1.1.3.1.')),
    ('Do the elevator motors and the motors that come built into packaged rooftop units have to meet the CSA C390 efficiency levels?', ('B-7.2.4.1.',)),
    ("Modelling a hockey arena and our simulation software can't model the ice plant or its heat recovery. How should it be modelled for the performance path?", ('B-8.4.3.9.', 'B-A-8.4.3.9.')),
    ('What illuminance set-point should I use for the daylight photocontrols in the energy model of the proposed building? Is there a table of values to use?', ('B-A-8.4.3.4.(4)', 'B-8.4.3.4.')),
]
THIRTIETH_SET_NOT_ANSWERED = [
    "What's the maximum total harmonic distortion our VFDs and LED drivers are allowed to put on the building's electrical distribution?",
    'What minimum efficiency does the double-conversion UPS in our server room need to meet at 50% load?',
    'What minimum discharge velocity in fpm does an air curtain over a shipping door have to have to satisfy the energy code?',
    'Do commercial clothes dryers in a laundromat need moisture sensors or have to meet a minimum energy efficiency?',
    'What maximum design return water temperature, like 120°F, does a hydronic system with condensing boilers have to be designed for so the boilers actually condense?',
    'What maximum drift rate, as a percent of circulating water flow, must the drift eliminators on a new cooling tower achieve?',
    "What's the max flow in gpm allowed for kitchen sink faucets in the apartment suites?",
    "What minimum compressive strength in psi does the XPS board need when it's used under a slab or on a protected membrane roof?",
    "How far apart does the HRV's fresh air intake hood have to be from its exhaust hood on the outside wall of each suite?",
    "Does the sauna heater in our fitness centre need an automatic timer shut-off, and what's the max run time before it turns itself off?",
]


def test_a_thirtieth_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, THIRTIETH_SET, THIRTIETH_SET_NOT_ANSWERED,
                hit1=0.77, hit3=1.0, mrr=0.87, declined=7, wrongly=0)




def test_asked_whether_the_objectives_must_still_be_met_no_table_attributing_them_answers(necb, necb2011):
    # each Part closes with a Table attributing objectives and functional statements to its acceptable solutions
    # ("Attributions to Acceptable Solutions"); it answers which of them a requirement serves, not whether a design
    # meeting every acceptable solution must still be checked against them (Division A's compliance Article and its
    # Note: "there is no need to consult the objectives and functional statements")
    from codecite_site.qa.answer import asks_which_attributed

    question = ("Our design meets all the acceptable solutions in Division B. Do we also have to prove it against the "
                "objectives and functional statements?")
    assert not asks_which_attributed(question)
    for engine in (necb, necb2011):
        first = engine.retrieve(question, rerank=False).candidates[0].clause_id
        assert first in ("A-1.2.1.1.", "A-A-1.2.1.1.(1)(a)"), first
        # asked which, a Table attributing them stays first
        asked = "Which objectives and functional statements are attributed to the acceptable solutions for HVAC?"
        assert asks_which_attributed(asked)
        first = engine.retrieve(asked, rerank=False).candidates[0].clause_id
        assert first in engine._attribution_articles, (asked, first)


def test_asked_what_ways_there_are_to_comply_the_sentence_listing_them_answers(necb, necb2011):
    # "Compliance with this Part shall be achieved by following (a) the prescriptive path ..., (b) the trade-off path
    # ... or (c) the performance path ...": the Part's Article listing its ways answers, from anywhere in the pool (the
    # lighting power Articles shared the question's words); a Note on those ways ranked first stays first
    from codecite_site.qa.answer import asks_ways_to_comply

    question = ("For the lighting, is the prescriptive power limit the only option, or are there other ways to show "
                "compliance, like trading off or modelling?")
    assert asks_ways_to_comply(question)
    assert not asks_ways_to_comply("What has to be in the performance path compliance report?")
    for engine in (necb, necb2011):
        first = engine.retrieve(question, rerank=False).candidates[0].clause_id
        assert first == "B-4.1.1.3.", first
        flowchart = "Is there a flowchart showing the lighting compliance paths?"
        assert engine.retrieve(flowchart, rerank=False).candidates[0].clause_id == "B-A-4.1.1.3.(1)", flowchart


def test_asked_whether_a_part_has_a_trade_off_option_the_parts_own_ways_to_comply_answer(necb, necb2011):
    # "is there a trade-off option?" asks what ways there are: Part 7 lists only the prescriptive and the performance
    # paths ("Compliance with this Part shall be achieved by following (a) ... or (b) ..."), and the Part whose titles
    # hold the asker's words ("Electrical Power Systems and Motors") is the one asked of, from anywhere in the Code:
    # Part 8's "Compliance with this Code is permitted to be achieved by ..." and Part 5's fan Articles ranked first
    # (part 41, blind questions of part 37 ranked 7th to 17th)
    from codecite_site.qa.answer import asks_ways_to_comply

    assert asks_ways_to_comply("Is there a trade-off option for the motors?")
    assert not asks_ways_to_comply("Is there a trade-off value for a condensing boiler?")
    for engine in (necb, necb2011):
        for question in ("For the motors and transformers part, is there a trade-off option like there is for HVAC?",
                         "A couple of our transformers miss the prescriptive electrical requirements: is there a "
                         "trade-off path for them?"):
            first = engine.retrieve(question, rerank=False).candidates[0].clause_id
            assert first == "B-7.1.1.3.", (question, first)
        # answered by the Sentence listing the ways, as whether the Code applies is, never declined (the calibrated
        # support fell to 0.15 once the Part's own Article ranked first)
        a = engine.ask("Some of our motors and transformers dont meet the prescriptive electrical requirements. "
                       "Is there a trade-off option for them?", rerank=False)
        assert not a["declined"] and a["citations"][0]["sources"][0]["passage"] == "B-7.1.1.3.(1)", a["answer"][:200]
        # asked of interior lighting's power limits, the Lighting Part's, not Part 7 ("Electrical Power ...": one word)
        question = ("For interior lighting, am I stuck with the prescriptive lighting power limits, or is there "
                    "another way to show compliance, like energy modelling?")
        assert engine.retrieve(question, rerank=False).candidates[0].clause_id == "B-4.1.1.3."


def test_asked_whether_the_objectives_apply_the_article_on_their_application_answers(necb, necb2011):
    # "Application of Objectives" (A-2.1.1.2.: "apply (a) to all buildings covered in this Code ... and (b) only to the
    # extent that they relate to compliance"): blind questions of parts 36 and 37 ranked it 9th and 10th (part 41)
    for engine in (necb, necb2011):
        question = "Are the NECB's objectives supposed to apply to every building, or only to some aspects of it?"
        assert engine.retrieve(question, rerank=False).candidates[0].clause_id == "A-2.1.1.2."

def test_asked_whether_the_building_official_may_waive_a_requirement_the_sentence_letting_it_answers(necb, necb2011):
    # "let us off", "waive": the Code's words are "The authority having jurisdiction may exempt a building ... where ...
    # the nature or duration of the occupancy makes it impractical to apply them" (C-2.2.1.1.(2)); the question's words
    # name the requirement to be waived (window U-values, glazing) and ranked its Articles first: a blind question of
    # part 42 ranked C-2.2.1.1. beyond the tenth, one of part 21 sixth and declined (part 42)
    question = ("We're building a commercial greenhouse to grow vegetables. Surely we don't have to meet the window "
                "U-value and glazing percentage limits? Can the building official let us off those?")
    answer = necb2011.ask(question, rerank=False)
    assert answer["hits"][0]["id"] == "C-2.2.1.1.", [h["id"] for h in answer["hits"][:3]]
    assert answer["citations"][0]["sources"][0]["passage"] == "C-2.2.1.1.(2)", answer["answer"][:300]
    answer = necb.ask("Can the building official waive the energy code for a temporary site office that's only going "
                      "to be occupied for a few months?", rerank=False)
    assert not answer["declined"] and answer["hits"][0]["id"] == "C-2.2.1.1.", answer["answer"][:300]
    assert answer["citations"][0]["sources"][0]["passage"] == "C-2.2.1.1.(2)"


def test_asked_whether_something_counts_as_what_a_note_is_titled_by_that_note_answers(necb):
    # "Major Structural Elements" (Note A-3.1.1.7.(1)(b)) is no defined term; the Note so titled lists what counts as
    # one ("walls, floors, roofs, balconies, joists, beams, girders, columns, and curbs"), from anywhere in the Code:
    # the U-value Note sharing the question's words ranked first before (part 40, blind)
    question = ("Working out a wall's overall U-value: do the steel beams and floor slabs running through the insulation "
                "count as major structural elements?")
    answer = necb.ask(question, rerank=False)
    assert answer["hits"][0]["id"] == "B-A-3.1.1.7.(1)(b)", [h["id"] for h in answer["hits"][:3]]
    # the answer leads with the Note's list, then the Sentence pointing to it ("the effect of thermal bridging shall be
    # considered for ... (b) major structural elements that penetrate or intersect the building envelope"); it led with
    # that Sentence, which only names them (part 41)
    quoted = [c["sources"][0]["passage"] for c in answer["citations"]]
    assert quoted[:2] == ["B-A-3.1.1.7.(1)(b)#p1", "B-3.1.1.7.(1)"], quoted
    assert "balconies, joists, beams, girders, columns" in answer["answer"].split("Sentence 3.1.1.7.(1)")[0]


# a thirty-first set, written blind at the start of part 40 (seed 3131); a tuning set: Article hit@1
# 72.7 -> 90.9 %, hit@3 86.4 -> 95.5 %, MRR 0.813 -> 0.937 (the Sentence listing the ways to comply, no objectives Table
# when not asked which, a shed whose Part may not apply, a Note titled by what is asked); declined 6 of 10, none of 22
# wrongly, both times
THIRTY_FIRST_SET = [
    ("We're building a new dairy barn with a heated milking parlour. Does the NECB apply to it at all?", ('A-1.1.1.1.',)),
    ('If I can show my design meets every applicable prescriptive requirement in Division B, do I still have to go through the objectives and functional statements to prove compliance?', ('A-A-1.2.1.1.(1)(a)', 'A-1.2.1.1.')),
    ("Can the building official let a research greenhouse skip some of the energy requirements, like the window performance and area limits, because of what it's used for?", ('C-2.2.1.1.', 'C-A-2.2.1.1.(2)')),
    ('For the electrical side, what do we have to hand over as documentation? Does it have to include an as-built single-line diagram showing where the energy monitoring points are, and what about equipment manuals?', ('C-2.2.2.7.',)),
    ("The NECB points to a lot of CSA and ASHRAE standards. Which amendments and revisions of those referenced documents count, i.e. what's the cut-off date?", ('B-1.3.1.1.',)),
    ('how leaky can automatic sliding doors at a mall entrance be compared with ordinary swing doors, and what test pressure is that rating at?', ('B-3.2.4.4.',)),
    ('Our unheated storage shed just has a small heater to keep things from freezing, around 0.5 W/ft² of floor. Do the building envelope insulation requirements still apply?', ('B-3.1.1.2.', 'B-A-3.1.1.2.(1)(a)')),
    ('When I work out the effective U-value of a wall, do concrete balcony slabs and columns that pass through the insulation count as major structural elements I have to account for?', ('B-A-3.1.1.7.(1)(b)', 'B-3.1.1.7.')),
    ("Why does the code want the lights at the parkade entrance and exit ramp turned down at night? I'd have thought you'd want them bright.", ('B-A-4.2.2.2.(3)', 'B-4.2.2.2.')),
    ('For interior lighting, am I stuck with the prescriptive lighting power limits, or are there other ways to show compliance, like trading off between spaces or using energy modelling?', ('B-4.1.1.3.', 'B-A-4.1.1.3.(1)')),
    ("How do I calculate how much floor area counts as daylit under a roof monitor, and what if two monitors' areas overlap?", ('B-4.2.2.4.', 'B-A-4.2.2.4.(1)')),
    ('The pipe insulation we want to use has a higher thermal conductivity than the range the code table assumes. How do I adjust the required thickness?', ('B-5.2.5.3.',)),
    ("New community hockey arena with a heated lobby and change rooms. Do we have to recover the heat from the ice plant's refrigeration system, and what can that heat be used for?", ('B-5.2.10.3.', 'B-A-5.2.10.3.(1)')),
    ('If I follow the minimum HVAC pipe insulation thicknesses, is that enough to stop condensation on chilled water lines and protect people from burns?', ('B-A-5.2.5.3.(1)', 'B-5.2.5.3.')),
    ('Cold supply air ducts run through a humid ceiling space and some ductwork is on the roof. Beyond insulating them, what else does the code want?', ('B-5.2.2.6.',)),
    ('Our domestic hot water is heated by district steam. Can we still use the simplified trade-off route for service water heating, or are only certain fuels and system types allowed?', ('B-6.3.1.1.', 'B-6.3.1.2.')),
    ("wats the max flow for bathroom faucets in an office's public washrooms, is a 0.5 gpm aerator ok? and do they need auto shut-off sensors?", ('B-6.2.6.2.', 'B-A-6.2.6.1.(2)')),
    ("Showerhead spec sheets are in gallons per minute. What does the code's shower flow limit work out to in US gpm, and where should I look about scalding or thermal shock?", ('B-A-6.2.6.1.(1)', 'B-6.2.6.1.')),
    ('What does 7.2.2.1 say about sizing feeder conductors?', ('B-7.2.2.1.',)),
    ("A pump house out on the site gets its power from the main building's service. Are its motors covered by the electrical power requirements?", ('B-7.1.1.2.', 'B-A-7.1.1.2.(1)')),
    ("Energy modelling question: our site is remote and there's no weather station anywhere near it. What weather data am I allowed to use for the simulation?", ('B-8.4.2.3.',)),
    ('For a semi-heated warehouse on the performance path, what heating set-point should go into the proposed building model?', ('B-8.4.3.2.',)),
]
THIRTY_FIRST_SET_NOT_ANSWERED = [
    'Do the plug-in block-heater outlets in our outdoor staff parking lot need a timer or thermostatic controller to limit their energy use?',
    'Water lines in an unheated loading area are protected with electric heat tracing. Does the heat tracing need ambient-sensing or pipe-temperature controls?',
    'Does the landscape irrigation system have to include rain sensors or a weather-based smart controller?',
    'How many bicycle parking spaces and end-of-trip change rooms does a new office building have to provide?',
    'What minimum seasonal efficiency does a wood pellet boiler heating a rural school have to meet?',
    'Our site is next to a planned district energy network. Does the building have to be designed to connect to it later (district-energy ready)?',
    "How much on-site battery storage capacity must be installed to shave the building's peak electrical demand?",
    "What's the maximum VOC content allowed for the sealants and adhesives used inside the building?",
    'What maximum energy use per 100 kg of ice applies to the self-contained ice machines in a hotel?',
    'What water penetration test pressure do the windows and curtain wall have to pass?',
]


def test_a_thirty_first_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, THIRTY_FIRST_SET, THIRTY_FIRST_SET_NOT_ANSWERED,
                hit1=0.9, hit3=0.95, mrr=0.93, declined=6, wrongly=0)


# a thirty-second set, written blind at the start of part 41 (seed 3232); a tuning set: Article hit@1
# 90.9 -> 95.5 %, hit@3 100 % both times, MRR 0.955 -> 0.977 (a VAV system's fan power: titles sharing as many words
# as they differ in are parallel alternatives); declined 7 of 10, none of 22 wrongly, both times
THIRTY_SECOND_SET = [
    ('Our windows and batt insulation are going to sit out on the site for a few weeks before install. Does the code say anything about how materials have to be stored on site?', ('A-1.2.2.2.',)),
    ("If our city's energy bylaw and the NECB say different things on the same requirement, which one wins?", ('A-1.1.1.3.',)),
    ('What envelope info do I need to hand in with the compliance docs? Do I have to show the building heat loss coefficient normalized per floor area?', ('C-2.2.2.3.',)),
    ('For the electrical side (not HVAC or lighting), what documentation has to be provided, e.g. an as-built single line diagram showing where energy use is monitored?', ('C-2.2.2.7.',)),
    ("Our storage warehouse will only be heated to about 55°F. Does that make it a semi-heated building under the code, and what's the cutoff temperature?", ('B-1.2.1.2.',)),
    ('When calculating the window-to-wall ratio, do I measure window area to the glass, the frame, or the rough opening? And why does the code do it that way instead of the CSA A440 method?', ('B-3.1.1.6.', 'B-A-3.1.1.6.(1)')),
    ('Which table sets the max U-value for windows, and for a semi-heated building which heating degree-day basis do I use to read it?', ('B-3.2.2.3.',)),
    ('Why does the code only credit an unheated sunroom or vestibule in front of a wall with 6.25 W/m2K, basically one pane of glass, even if the enclosure is well built?', ('B-A-3.1.1.7.(5)', 'B-3.1.1.7.')),
    ('Doing the lighting trade-off calc: our window wall faces exactly south-east and the table only has N/E/S/W. Which direction do I use, and what if the room has both skylights and windows?', ('B-A-4.3.2.3.(2)', 'B-4.3.2.3.')),
    ('The staff lounge design uses movable plug-in floor lamps that will get swapped out over the years. What wattage are we supposed to count for them in installed interior lighting power?', ('B-A-4.2.1.4.(2)', 'B-4.2.1.4.')),
    ("When using the lamp/auxiliary input wattage for a luminaire, what counts as 'auxiliary'? Do LED drivers, sensors and active heat sinks count?", ('B-A-4.2.1.4.(3)(a)', 'B-4.2.1.4.')),
    ('Our HVAC system is field assembled, chiller from one manufacturer and the coils and fans from others. How do we show it meets the equipment efficency requirements?', ('B-5.2.12.3.',)),
    ("What's the max combined supply+return fan power allowed for a VAV system (in W per cfm or W per L/s), and do exhaust fans get counted in it?", ('B-5.2.3.3.', 'B-A-5.2.3.3.(1)')),
    ('what does 5.2.2.1 say about ductwork design and installation - which code governs and are there SMACNA references?', ('B-5.2.2.1.', 'B-A-5.2.2.1.(1)')),
    ('Can we put ERVs instead of HRVs in the apartment suites to meet the heat recovery requirement, and where do I find the tested efficiency for a given model?', ('B-A-5.2.10.4.(2)', 'B-5.2.10.4.')),
    ("Our DHW recirc pipe insulation has a lower conductivity than the range in the table. Can we go thinner than the tabulated thickness, and is thickness measured before or after it's installed?", ('B-6.2.3.1.',)),
    ('The code wants a shut-off device on the service hot water system. For a gas water heater, is turning the control down to pilot/standby good enough?', ('B-A-6.2.4.2.(1)', 'B-6.2.4.2.')),
    ('Where do I find the minimum efficiency requirements for a gas pool heater and the storage water heaters?', ('B-6.2.2.1.',)),
    ('Whats the maximum voltge drop allowed on feeder conductors at design load?', ('B-7.2.2.1.',)),
    ("Does Part 7 apply to motors out on the site, like a pump house fed from the building's electrical service?", ('B-A-7.1.1.2.(1)', 'B-7.1.1.2.')),
    ("We're connecting to a district heating loop. Does that count as purchased energy in the performance path model, and what is it modelled as in the reference building?", ('B-A-8.4.3.5.', 'B-8.4.3.5.')),
    ("The proposed design has radiant in-floor heating but our simulation software can't model radiant effects. How do I adjust the reference building's thermostat schedules?", ('B-8.4.4.16.',)),
]
THIRTY_SECOND_SET_NOT_ANSWERED = [
    'What uniformly distributed live load, in kPa (or psf), do the office floors have to be designed for?',
    "What's the maximum travel distance to a portable fire extinguisher in an underground parking garage?",
    "What's the max spacing between cleanouts on a 4 in. horizontal building drain?",
    'Is there a minimum skylight area, like 3% of the roof, that a big-box warehouse has to provide for daylighting?',
    'How deep do the fixed exterior overhangs or sunshades over south-facing windows have to be?',
    'Does the code require a minimum warranty period, say 10 years, on the air barrier membrane and the windows?',
    'Do the tub and shower surrounds in the apartments need mould-resistant drywall or cement board?',
    'Roughly what fee should we budget for an energy modeller to do the performance-path model on a 5,000 m² school?',
    'Who is liable if the finished building ends up using more energy than the compliance model predicted, the modeller or the owner?',
    'How many storeys can a mass-timber office building go?',
]


def test_a_thirty_second_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, THIRTY_SECOND_SET, THIRTY_SECOND_SET_NOT_ANSWERED,
                hit1=0.95, hit3=1.0, mrr=0.97, declined=7, wrongly=0)


# a thirty-third set, written blind at the start of part 42 (seed 3333); a tuning set: Article hit@1
# 81.8 -> 86.4 %, hit@3 95.5 % both times, MRR 0.886 -> 0.917 ("how do we treat the existing boilers" asks how to
# handle them, not the definition of boiler); declined 6 of 10, none of 22 wrongly, both times
THIRTY_THIRD_SET = [
    ("Our insulation boards and windows got delivered 3 weeks early and are sitting outside on site. Does the energy code say anything about how we have to store them untill they're installed?", ('A-1.2.2.2.',)),
    ("The city's green building bylaw and the NECB ask for different roof insulation levels on our project. Which one wins?", ('A-1.1.1.3.',)),
    ("We're building a research greenhouse for the university. Can the building official let us off the window performance and glazing-area rules, since it's basically all glass?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ("We're going with an alternative solution for part of the envelope instead of the prescriptive route. What has to go into the documentation package we hand the building department?", ('C-2.3.1.1.',)),
    ("Our project is in a small town that isn't listed in the climate data table at the back of the code. Where are we supposed to get the heating degree-days and design temps from?", ('B-1.1.4.1.', 'B-A-1.1.4.1.(1)')),
    ('What air leakage rate, roughly in cfm/ft², do the overhead doors at our loading docks have to meet?', ('B-3.2.4.4.',)),
    ('Slab on grade with in-floor radiant tubing: can I just insulate the first 4 ft around the perimiter, or does the whole slab need insulation under it?', ('B-3.2.3.3.',)),
    ('We have an intensive green roof over the podium. Do the requirements for roofs in contact with the ground apply to it?', ('B-A-3.2.3.2.(1)', 'B-3.2.3.2.')),
    ('The tenant is bringing plug-in floor lamps and desk lamps for the lounge. Do those count toward the installed interior lighting power, or only the hard-wired fixtures?', ('B-4.2.1.4.', 'B-A-4.2.1.4.(2)')),
    ('What does 4.2.1.6 say about working out the lighting allowance room by room? Do I measure the floor area to the inside face of the walls?', ('B-4.2.1.6.',)),
    ("I'm doing the lighting trade-off calc for an atrium that gets daylight from both skylights and clerestory windows, and the glazing faces exactly southeast. Which daylight source do I count, and which orientation do I use for the daylight supply factor?", ('B-A-4.3.2.3.(2)', 'B-4.3.2.3.')),
    ('We have a bypass VAV system on a rooftop unit. Does it count as constant volume for the fan power limit, what is that limit per cfm, do the washroom exhaust fans count toward it, and do I use the motor nameplate hp or the actual draw?', ('B-5.2.3.2.', 'B-A-5.2.3.2.(1)')),
    ('Our museum galleries need tight humidity control. Is the air handler allowed to reheat the air after the cooling coil dehumidifies it, or is reheat banned?', ('B-5.2.8.8.', 'B-A-5.2.8.8.(2)')),
    ('The chilled water pumps only run in the summer months. Do they need automatic controls to shut them off in winter, or is a labelled manual switch good enough?', ('B-5.2.11.3.',)),
    ('What does 5.2.2.6 require for the insulaton on supply ducts that run across the roof out in the weather, and on cold supply ducts in the ceiling space?', ('B-5.2.2.6.',)),
    ('Sizing the hydropneumatic tank for a variable speed domestic water booster pump in a 20-storey condo. How much storage does it need?', ('B-6.2.8.1.', 'B-A-6.2.8.1.')),
    ('For an 80-gallon electric water heater, do we need a dedicated labelled shut-off switch, or can the breaker in the panel count as the shutoff?', ('B-A-6.2.4.2.(1)', 'B-6.2.4.2.')),
    ('Can we use one gas boiler for both the space heating and the domestic hot water? Boiler input is about 150,000 Btu/h and the DHW load is fairly small.', ('B-6.2.2.4.',)),
    ('Section 7.2.2: what max voltage drop do I have to size the feeders and the branch circuit conductors for?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Our new mixed-use building has a 600 kVA service. Do we actually have to install energy meters on the HVAC and lighting, and does each apartment and retail tenant need its own montoring?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ("In the performance path model, should I model the interior roller blinds? And if I'm not doing a detailed shading calc, what do I do with the window SHGC and with infiltration?", ('B-8.4.3.3.', 'B-A-8.4.3.3.(2)')),
    ("We're adding a wing onto an existing school and using the performance path. How do we treat the existing boilers that get extended to serve the new wing in the energy model?", ('B-8.4.1.4.',)),
]
THIRTY_THIRD_SET_NOT_ANSWERED = [
    'Before the tenants move in, how many days do we have to run a building flush-out with 100% outdoor air?',
    'What percentage argon fill do the sealed glazing units need, and is a low-e coating mandatory?',
    'If we put a natural-gas cogeneration (CHP) unit in the mechanical room, what minimum overall efficiency does it have to reach?',
    'Does the code require an infrared thermal scan of the whole envelope before handover to find missing insulation?',
    'Do the snack and drink vending machines in the lobby need occupancy-sensing power controllers?',
    "What's the maximum allowable leakage, or minimum efficiency, for the compressed-air system and compressor in our maintenance garage?",
    'What minimum cooking efficiency do the gas fryers and combi ovens in a new restaurant kitchen have to meet?',
    'What moisture content does the wood framing have to be below before we close the walls in with insulation and poly?',
    'How much concrete cover over the rebar does a parkade slab exposed to de-icing salts need?',
    "What's the minimum clear width of the fire department access road to a new building?",
]


def test_a_thirty_third_set_is_answered_and_declined_as_measured(necb):
    as_measured(necb, THIRTY_THIRD_SET, THIRTY_THIRD_SET_NOT_ANSWERED,
                hit1=0.86, hit3=0.95, mrr=0.91, declined=6, wrongly=0)
