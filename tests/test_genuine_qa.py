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


def _engine(tmp_path_factory, name: str):
    """The offline engine ``ask`` runs, on the genuine Code ``name`` (``NECB-2017.pdf``)."""
    from codecite_site.config import load_config
    from codecite_site.ingest import load_tree
    from codecite_site.qa import local_dense
    from codecite_site.qa.answer import Engine

    if local_dense.missing():
        pytest.skip(local_dense.missing())
    pdf = GENUINE / name
    if not pdf.is_file():
        pytest.skip(f"{pdf} is not here")
    work = tmp_path_factory.mktemp(pdf.stem.lower())
    (work / "site_config.toml").write_text(f'[paths]\npdf = "{pdf}"\nwork = "{work / ".codecite"}"\n')
    config = load_config(work / "site_config.toml")
    tree, _, pdf = load_tree(config, log=lambda *_: None)
    return Engine.build(tree, config, local_dir=local_dense.vectors_dir(config, pdf), log=lambda *_: None)


@pytest.fixture(scope="module")
def necb(tmp_path_factory):
    return _engine(tmp_path_factory, "NECB-2017.pdf")


def _rank(engine, question: str, article: str) -> int | None:
    seen: list[str] = []
    for h in engine.retrieve(question, rerank=False).candidates:
        if h.clause_id not in seen:
            seen.append(h.clause_id)
        if h.clause_id == article:
            return len(seen)
    return None


def test_the_offline_retrieval_finds_what_a_genuine_code_requires(necb):
    assert necb.local is not None and necb.retrieval == "fused"
    ranks = {q: _rank(necb, q, article) for q, article in ANSWERABLE}
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
    assert _rank(necb, "What is the maximum skylight area?", "B-3.2.1.4.") <= 2


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
        assert _rank(necb, question, note) < _rank(necb, question, article), question


def test_a_term_a_genuine_codes_note_says_what_it_is_is_answered_by_that_note(necb, necb2011):
    # neither edition defines the monitor; a Note opens "A roof(top) monitor is fenestration ...": asked
    # what one means, the definition of toplighting (which names it as an example) ranked first
    for engine, question, note in ((necb2011, "rooftop monitor meaning", "B-A-4.2.2.6."),
                                   (necb2011, "what is a rooftop monitor", "B-A-4.2.2.6."),
                                   (necb, "What is a roof monitor?", "B-A-4.2.2.4.")):
        assert _rank(engine, question, note) == 1, question
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
        assert _rank(necb, question, article) == 1, question
    # a question about the energy model still finds Part 8
    assert _rank(necb, "How many unmet heating load hours does the simulation allow?", "B-8.4.1.2.") == 1


def test_a_question_naming_the_performance_paths_part_or_its_reference_building_asks_of_that_path(necb, necb2011):
    # Part 8's title names the path ("Building Energy Performance Compliance Path"): named, or its reference
    # building in a designer's shorthand ("Ref bldg"), Part 8 is asked of; before, its Article 8.4.4.7. ranked
    # first by both stages was demoted below Part 5's load calculations
    assert necb.path_parts == necb2011.path_parts == frozenset({("B", "8")})
    for question in ("Ref bldg HVAC system type for a 6-storey office, Part 8?",
                     "HVAC system type for a 6-storey office in the ref bldg?"):
        assert _rank(necb, question, "B-8.4.4.7.") == 1, question


def test_an_article_outside_the_part_named_that_says_what_it_says_of_that_part_stays_first(necb, necb2011):
    # Division C's report of the performance path ("If Part 8 of Division B is used ..., a building performance
    # compliance calculation report shall be produced"; the header of its every page in Sentence (2)) is what
    # "the Part 8 compliance report" asks of: a Part 8 Article was moved above it
    question = "What has to appear in the header of every page of the Part 8 performance compliance report?"
    for engine in (necb, necb2011):
        assert _rank(engine, question, "C-2.2.2.8.") == 1
    # a Part named still goes first over an Article that does not name it
    assert _rank(necb, "Ref bldg HVAC system type for a 6-storey office, Part 8?", "B-8.4.4.7.") == 1


def test_a_requirement_comes_before_a_trade_off_paths_articles_unless_that_path_is_asked_about(necb2011):
    # each Part's trade-off path (NECB Sections 3.3. to 7.3., "Trade-off Path") computes with the requirements'
    # quantities (6.3.2.2.'s average flow of all faucets): asked the most hot water lavatory faucets may put out,
    # the requirement 6.2.6.2. comes first; asked of the trade-off path, its Articles
    assert {"B-6.3.2.2.", "B-5.3.2.8.", "B-3.3.1.1."} <= necb2011.performance_path
    assert _rank(necb2011, "What's the most hot water the bathroom sink taps are allowed to put out, in gallons per "
                           "minute?", "B-6.2.6.2.") == 1
    assert _rank(necb2011, "In the service water heating trade-off path, how is the peak daily flow ratio "
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
    assert _rank(necb, "When I do the take-off of above grade wall area for the energy model, do I mesure to the "
                       "outside or inside face, and do the slab edges count as wall?", "B-8.4.2.8.") == 1


def test_asked_what_meeting_the_code_takes_is_no_question_of_its_scope(necb):
    # "... do we need ... to meet the energy code?" asks a requirement (the Code states none on car charging),
    # not whether the Code applies: it was answered with "this Code applies to the design and construction of
    # all new buildings", never weighed for declining
    a = necb.ask("How many EV charging stations or energized outlets do we need in the underground parkade "
                 "to meet the energy code?")
    assert a["declined"] and a["support"] is not None, a["answer"][:200]


def test_a_row_among_a_long_tables_hundred_finds_its_article_and_is_quoted(necb):
    # Table 4.2.1.6. lists over a hundred space types: read whole, its one row asked weighed nothing and
    # the Article ranked tenth; searched by groups of rows, and its two parts fused as one Article
    question = "How many watts per square metre for the server room, space by space?"
    rank = _rank(necb, question, "B-4.2.1.6.")
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


def _measured(engine, answered, not_answered) -> tuple[float, float, float, list[str], list[str]]:
    """Article hit@1, hit@3 and MRR over ``answered`` ((question, gold Articles) pairs); the
    questions of ``not_answered`` not declined, and those of ``answered`` declined."""
    ranks = [min((r for a in gold if (r := _rank(engine, q, a)) is not None), default=None) for q, gold in answered]
    n = len(ranks)
    hit1 = sum(r == 1 for r in ranks) / n
    hit3 = sum(1 for r in ranks if r and r <= 3) / n
    mrr = sum(1 / r for r in ranks if r) / n
    kept = [q for q in not_answered if not engine.ask(q)["declined"]]
    wrongly = [q for q, _ in answered if engine.ask(q)["declined"]]
    return hit1, hit3, mrr, kept, wrongly


def _as_measured(engine, answered, not_answered, hit1: float, hit3: float, mrr: float, declined: int,
                 wrongly: int = 0) -> None:
    """A blind set answered and declined at least as well as measured when it came (``_measured``): Article hit@1,
    hit@3 and MRR at least those given, at least ``declined`` of ``not_answered`` declined, at most ``wrongly``
    of ``answered``."""
    got1, got3, got_mrr, kept, wrong = _measured(engine, answered, not_answered)
    assert got1 >= hit1 and got3 >= hit3 and got_mrr >= mrr, (got1, got3, got_mrr)
    assert len(not_answered) - len(kept) >= declined, kept
    assert len(wrong) <= wrongly, wrong


def test_a_second_set_of_questions_on_the_genuine_code_is_answered_and_declined_as_measured(necb):
    _as_measured(necb, HELD_OUT, HELD_OUT_NOT_ANSWERED, hit1=0.92, hit3=0.92, mrr=0.93, declined=10, wrongly=1)


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
    _as_measured(necb, THIRD_SET, THIRD_SET_NOT_ANSWERED, hit1=0.92, hit3=0.89, mrr=0.93, declined=5, wrongly=1)


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
    _as_measured(necb, FOURTH_SET, FOURTH_SET_NOT_ANSWERED, hit1=0.89, hit3=0.96, mrr=0.93, declined=9, wrongly=1)


@pytest.fixture(scope="module")
def necb2011(tmp_path_factory):
    """The National Energy Code of Canada for Buildings 2011: the same engine on another edition."""
    return _engine(tmp_path_factory, "NECB-2011.pdf")


def test_a_set_of_questions_on_another_edition_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_SET, NECB2011_SET_NOT_ANSWERED,
                 hit1=0.92, hit3=0.96, mrr=0.94, declined=10, wrongly=1)


def test_a_second_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    """Its figures at the session it came (2026-12-04), before and after that session's changes:
    Article hit@1 82.1 %, hit@3 92.9 %, MRR 0.879 (unchanged); 7 of 12 declined, none wrongly."""
    _as_measured(necb2011, NECB2011_SECOND_SET, NECB2011_SECOND_SET_NOT_ANSWERED,
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
    _as_measured(necb, FIFTH_SET, FIFTH_SET_NOT_ANSWERED, hit1=0.85, hit3=0.96, mrr=0.92, declined=9, wrongly=1)


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
    _as_measured(necb2011, NECB2011_THIRD_SET, NECB2011_THIRD_SET_NOT_ANSWERED,
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
    _as_measured(necb, SIXTH_SET, SIXTH_SET_NOT_ANSWERED, hit1=0.80, hit3=0.96, mrr=0.88, declined=6, wrongly=1)


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


# a fourth blind set on NECB 2011 (written 2026-12-05 by a helper who saw only the Code), held out: run once
# at 6ca0146 before the session's changes (Article hit@1 73.3 %, hit@3 86.7 %, MRR 0.819; 2 of 10 declined,
# 2 of 30 wrongly) and once after them (73.3 %, 90.0 %, 0.828; 2 of 10, 1 wrongly), never looked at beyond
# these figures. After part 15 (acronyms, the told figures' Table rows, "180 F"): 76.7 %, 90.0 %, 0.844; 2 of 10,
# 1 wrongly
NECB2011_FOURTH_SET = [
    ("We're putting up a new machine shed on our grain farm to store the combines. Does the energy code apply to a building like that?", ('A-1.1.1.1.',)),
    ("We want to add a small heated sunroom, roughly 85 square feet, onto the back of our clinic. Does that even count as an 'addition' under the energy code?", ('A-1.4.1.2.',)),
    ("Energy modelling student here: what exactly is a 'thermal block'? Am I allowed to lump several temperature-control zones together into one?", ('A-1.4.1.2.',)),
    ('If our design team wants to go with an alternative solution instead of the acceptable solutions in Division B, what level of performance does it have to show, and what documentation do we have to hand in to support it?', ('A-1.2.1.1.', 'C-2.3.1.1.')),
    ("NECB 2011 - which edition of NFRC 100 is ref'd for window U-factors?", ('B-1.3.1.2.',)),
    ("Our site is about 5,500 heating degree-days. What's the maximum U-value allowed for the roof, and roughly what R-value does that work out to?", ('B-3.2.2.2.',)),
    ('Max U for fenestration and for doors, zone 8 (>= 7000 HDD)?', ('B-3.2.2.3.', 'B-3.2.2.4.')),
    ('How much of the wall area can be windows and doors for a building at 4,500 degree-days, and is there a cap on how much skylight we can put in the roof?', ('B-3.2.1.4.',)),
    ("We're building a 3-storey dental office in a town with about 3,200 degree-days. Do we need a vestible at the front entrance?", ('B-3.2.2.1.',)),
    ('How far down do I have to run the insulaton on the below-grade foundation walls? All the way down the 8 ft basement wall?', ('B-3.2.3.1.',)),
    ('What does Sentence 3.2.1.2.(2) require where an interior wall runs through the exterior wall and breaks the insulation?', ('B-3.2.1.2.',)),
    ("Using the building area method, what's the lighting power density allowed for an office building, in W/ft2?", ('B-4.2.1.5.',)),
    ('Lighting designer on a library project: under the space-by-space method, what LPD can I use for the stacks area?', ('B-4.2.1.6.',)),
    ('Our private offices are about 12 m2 each. Does the code make us put occupancy sensors in them, or is a regular wall switch OK?', ('B-4.2.2.2.',)),
    ('Ext. lighting basic site allowance, LZ3 - how many W?', ('B-4.2.3.1.',)),
    ("I'm developing a condo building. Do the lighting wattage limits apply to the light fixtures inside each of the apartments?", ('B-4.1.1.2.',)),
    ("What's the minimum SEER for a 3-ton split-system air conditioner?", ('B-5.2.12.1.',)),
    ('Is an air-side economizer required on a 3,000 cfm, 7.5-ton rooftop unit serving a retail store?', ('B-5.2.2.7.',)),
    ('What insulation thickness is requird on 2-inch heating hot water piping running at 180F?', ('B-5.2.5.3.',)),
    ('whats the right height to mount a thermastat on the wall?', ('B-5.2.8.3.',)),
    ('Our heating load comes out around 1,000 MBH. Can we just install one big single-stage boiler?', ('B-5.2.11.4.',)),
    ('Clause 5.2.10.1.(3): does that exemption from exhaust heat recovery cover a kitchen grease exhaust system?', ('B-5.2.10.1.',)),
    ('What are the maximum flow rates allowed for shower heads and for lavatory faucets, in gpm?', ('B-6.2.6.1.', 'B-6.2.6.2.')),
    ('What minimum thermal efficiency does a gas-fired swimming pool heater have to meet?', ('B-6.2.2.1.',)),
    ('Max voltage drop - feeders vs branch circuits?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ("We're building a strip mall with 8 tenant units. Do we have to provide a way to meter each tenant's electricity separately?", ('B-7.2.1.1.',)),
    ('Part 8 unmet load hours limit?', ('B-8.4.1.2.',)),
    ('For the Part 8 reference building, what HVAC system type gets assigned to the office floors of a 6-storey office building?', ('B-8.4.4.8.',)),
    ("The proposed building is connected to a district heating plant. How do I model that purchased energy in the proposed building's energy model?", ('B-8.4.3.6.',)),
    ('Plan reviewer: what information has to appear in the header of every page of a Part 8 performance compliance report?', ('C-2.2.2.8.',)),
]
NECB2011_FOURTH_SET_NOT_ANSWERED = [
    "What's the maximum solar heat gain coefficient (SHGC) allowed for windows in a zone 5 building on the prescriptive path?",
    'What January 2.5% design temperature should I use for a project in Prince George, BC?',
    'How many cfm of outdoor air per person do I need to supply to an open office area?',
    'Does the code require a whole-building blower door test, and what airtightness result at 75 Pa do we need to pass?',
    "What percentage of a new building's energy has to come from on-site renewables like solar panels?",
    'What minimum temperature do we have to keep the domestic hot water storage tanks at to prevent legionella?',
    "What's the minimum full-load efficiency, in kW/ton, for a 400-ton water-cooled centrifugal chiller?",
    "Is there a minimum solar reflectance required for a low-slope roof membrane, i.e. do we need a white 'cool roof'?",
    'Whats the maximum W/ft2 allowed for an electric snow-melt system under a heated entrance driveway?',
    'How many parking stalls in the new garage have to be roughed in for electric vehicle charging?',
]


def test_a_fourth_held_out_set_on_the_other_edition_is_answered_as_measured(necb2011):
    # hit@1, hit@3, MRR: 0.83 before part 23, 0.86 before part 24
    # part 30: 2, the private offices' occupancy sensors now declined at support 0.219 (threshold 0.227) since the
    # rows of three Tables are parted at rules drawn under some columns only (the Code's statistics moved)
    _as_measured(necb2011, NECB2011_FOURTH_SET, NECB2011_FOURTH_SET_NOT_ANSWERED,
                 hit1=0.89, hit3=0.96, mrr=0.93, declined=5, wrongly=2)


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
    _as_measured(necb, SEVENTH_SET, SEVENTH_SET_NOT_ANSWERED, hit1=0.96, hit3=0.96, mrr=0.96, declined=16)


# a fifth blind set on NECB 2011, written 2026-12-05 (issue 13 part 16) by a helper who saw only the Code's
# text, its answerable questions drawn mostly from pages chosen at random (lighting trade-off, HVAC trade-off
# coefficients, heat recovery, modelling schedules, Division C) and a third of it near misses. Run once at the
# session's start (983657a): Article hit@1 66.7 %, hit@3 83.3 %, MRR 0.763; 10 of 15 declined, 1 of 30
# wrongly (the spec office shell whose tenants are not known, which Part 8 answers). Looked at since (a tuning
# set now): its misses are the trade-off path's coefficient Tables, a Note's modelling schedules, lay words
# for the Code's ("contradicts ... which wins": conflict, govern) and "daylit" for "daylighted".
NECB2011_FIFTH_SET = [
    ('Our spec references a CSA standard whose wording contradicts the NECB on one point. Which document wins?', ('A-1.5.1.2.',)),
    ('space-by-space method: allowed LPD for an open plan office, in W/ft2?', ('B-4.2.1.6.',)),
    ('How do I get the lighting power allowance for a 60 ft tall atrium using the space by space approach? Is it a flat W/m2 or does height matter?', ('B-4.2.1.6.',)),
    ('Lighting trade-off path: a room gets daylight from both skylights and side windows. Can I count the daylit area from both sources in the calc?', ('B-4.3.2.3.',)),
    ('When working out the interior lighting energy allowance (ILEA), what value do I use for the personal control factor?', ('B-4.3.3.10.',)),
    ('Hotel has a small indoor plunge pool of about 95 sq ft. Does the pool exhaust need the 40% sensible heat recovery?', ('B-5.2.10.2.',)),
    ('Townhouse-style dwelling unit with its own ventilation system in climate zone 5 - is heat recovery on the principal exhaust mandatory?', ('B-5.2.10.4.',)),
    ('New curling rink with heated lobby and change rooms: do we have to reclaim heat from the ice plant, and can that heat go to the ice resurfacing water?', ('B-5.2.10.3.', 'B-A-5.2.10.3.(1)')),
    ('what does 5.2.11.4 require for a boiler plant serving a 1,400,000 Btu/h heating load - just multiple boilers or full modulation?', ('B-5.2.11.4.',)),
    ('Hot water heating loop sized at 250,000 Btu/h feeding comfort systems. Am I required to put in outdoor reset of the supply water temp?', ('B-5.2.11.5.',)),
    ('Air handler serving about 40,000 sq ft of zones on two floors - do I need to split it into airflow control areas, and can one area cover both storeys?', ('B-5.2.11.2.',)),
    ('min EER for a 5 ton (60,000 Btu/h) single package vertical air conditioner?', ('B-5.2.12.1.',)),
    ('HVAC trade-off: for a water-loop heat pump system (HVAC-17), what ToV do I use for chilled water loop temperature control with outdoor-air reset between 44 and 58 F?', ('B-5.3.2.7.',)),
    ('For the constant-volume reheat system (HVAC-2) in the HVAC trade-off index, which degree-day parameter goes with exhaust air heat recovery (ToV17), and what is its beta1 coefficient?', ('B-5.3.2.8.', 'B-5.3.2.6.')),
    ('alpha1 coefficient for boiler/furnace efficiency (ToV12) for HVAC-6 packaged constant volume w/ reheat?', ('B-5.3.2.8.',)),
    ('In the packaged multi-zone system (HVAC-11) coefficient table, is outdoor airflow control (ToV16) weighted by HDD, CDD or TDD?', ('B-5.3.2.6.', 'B-5.3.2.8.')),
    ("Unfired hot water storage tank (not a water heater) - what's the minimum insulation level, expressed as an imperial R-value, and does it need protecting?", ('B-6.2.2.2.',)),
    ("We're building a spec office shell and don't know the tenants yet. Can we still use the Part 8 energy modelling route?", ('B-8.1.1.2.',)),
    ('Reference building model: what are the EIR vs part-load-ratio curve coefficients (a, b, c) for a water-cooled screw chiller?', ('B-8.4.4.22.',)),
    ('For the envelope trade-off and the performance path, below what indoor temperature (in F) is a building treated as semi-heated?', ('B-A-3.3.4.1.(3) and 8.4.4.3.(2)',)),
    ('Why is the exhaust heat recovery trigger set at 150 kW of sensible heat? Roughly what exhaust cfm and temperature difference is it based on?', ('B-A-5.2.10.1.(1)',)),
    ('Default school operating schedule (schedule D) for modelling: what cooling setpoint on weekdays, and what heating setpoint on weekends?', ('B-A-8.4.3.2.(1)',)),
    ('In default operating schedule I, what fraction of occupants is present Sunday at 10 am and what is the heating setpoint then?', ('B-A-8.4.3.2.(1)',)),
    ('The appendix has a worked example of district hot water (180 F supply) pre-heating a DHW tank through a secondary heat exchanger. How much energy per day does it save?', ('B-A-8.4.3.6.(6)',)),
    ('In Division C, if a word isnt in the list of defined terms, what meaning is it given?', ('C-1.2.1.1.',)),
    ('max LPD school/university, building area method?', ('B-4.2.1.5.',)),
    ('How warm am I allowed to heat an entrance vestibule, in F?', ('B-5.2.8.5.',)),
    ('what does 5.2.8.8.(4) exempt from the reheat/recool reset requirements?', ('B-5.2.8.8.',)),
    ("I own a small shop; one zone's heater is about 15,000 Btu/h. Does it need an automatic setback thermostat or is a manual switch enough?", ('B-5.2.11.1.',)),
    ('definition of total degree-days (TDD) used in the HVAC tradeoff?', ('B-5.3.1.4.',)),
]
NECB2011_FIFTH_SET_NOT_ANSWERED = [
    'How many EV charging stations or EV-ready circuits does NECB 2011 require in a new parking garage?',
    "What share of a new building's annual energy must come from on-site renewables such as rooftop PV?",
    'max SHGC for vertical fenestration in climate zone 5 under the prescriptive path?',
    'What whole-building blower-door result (air changes per hour at 50 Pa) must a new office building meet?',
    'Does a commercial kitchen hood exhausting over 5,000 cfm need demand-controlled kitchen ventilation, and at what airflow does that kick in?',
    'Minimum R-value for walk-in freezer walls and do walk-in doors need automatic closers?',
    'What is the maximum allowed PUE for a data centre?',
    'Do escalators have to slow down or go to standby when no one is riding, and at what idle speed?',
    'What is the maximum energy use intensity, in kWh/m2 per year, permitted for an office building?',
    'What percentage of receptacles in private offices must be on automatic plug-load shut-off controls?',
    'how many cfm of outdoor air per person must be supplied to a classroom?',
    'At what outdoor air temperature must a snow-melting system automatically shut off (e.g. above 40 F)?',
    'Required fire-resistance rating for a corridor separation in a hotel?',
    'How many water closets are required for a 120-seat restaurant?',
    'What design snow load should I use for a flat roof in Ottawa?',
]


def test_a_fifth_set_on_the_other_edition_from_pages_at_random_is_answered_as_measured(necb2011):
    # hit@3 86.7 -> 83.3 % in part 18: a trade-off coefficient Table asked without naming the trade-off path
    # ("(HVAC-11) coefficient table ... ToV16") is demoted with the path's other Articles; MRR 0.804 -> 0.799 in
    # part 23: an Article whose passage answers far better than its Note ranked first goes above it, and one
    # question's gold Note went from rank 2 to 3 behind it; hit@3 83.3 -> 80.0 % in part 24 (hit@1 73.3 -> 76.7 %,
    # MRR 0.799 -> 0.813): a multi-part question's hits of one turn go in the order all its rankings agree on, and
    # the default school schedule's Note went from rank 3 to 4
    _as_measured(necb2011, NECB2011_FIFTH_SET, NECB2011_FIFTH_SET_NOT_ANSWERED,
                 hit1=0.76, hit3=0.80, mrr=0.81, declined=14, wrongly=1)


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
    assert _rank(necb2011, "If we use the performance path for the HVAC system, do the boilers still have to meet the "
                           "federal equipment efficiency regulations?", "B-5.4.1.2.") == 1
    assert _rank(necb, "On the whole-building performance route, can we install a gas water heater that is below the "
                       "federal efficiency regulations?", "B-6.4.1.2.") == 1
    assert _rank(necb, "Using the lighting trade-off path, which of the prescriptive lighting requirements do we still "
                       "have to meet?", "B-4.3.1.2.") == 1


def test_asked_of_the_reference_buildings_model_its_subsection_answers_not_the_proposed_buildings(necb2011):
    # Part 8's 8.4.3. (the proposed building's energy model) and 8.4.4. (the reference building's) say the same things
    # of the two: told of the proposed design and asked how the reference model holds it, 8.4.4.'s Article answers
    # (it ranked fourth, after the proposed building's Article on ice-making machines)
    assert _rank(necb2011, "Performance path for a community arena: the proposed design has an ice plant plus hot water "
                           "for flooding the ice. How is the ice-making machine supposed to be set up in the reference "
                           "(baseline) model?", "B-8.4.4.20.") == 1
    assert _rank(necb2011, "Our project connects to a distict heating and cooling plant. How do I represent that "
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

NECB2011_SIXTH_SET = [
    ("We're building in a zone 7A town. What's the least roof insulation we can get away with, expressed as an R-value in ft2·°F·h/Btu?", ('B-3.2.2.2.',)),
    ('Rough rule of thumb: how much of the outside walls can be glass if the town gets about 5,000 heating degree-days a year?', ('B-3.2.1.4.', 'B-A-3.2.1.4.(1)')),
    ('do i need a vestibul at the front entrnce of a 3 storey office in a town with 3200 degree days', ('B-3.2.2.1.',)),
    ('Zone 6 building: the architect wants skylights over 4% of the roof using a unit with U = 3.3 W/(m2·K). Does that pass the prescriptive envelope path, given the cap on skylight area and the allowance for higher-U skylights?', ('B-3.2.1.4.', 'B-3.2.2.3.')),
    ('Clause 3.2.1.2.(2)(a) - how far along an interior wall that punches through the exterior wall do I have to carry insulation?', ('B-3.2.1.2.',)),
    ("Office building, building area method: what's the lighting allowance in W/sq ft?", ('B-4.2.1.5.',)),
    ('sp-by-sp LPD hospital OR', ('B-4.2.1.6.',)),
    ('Can a stand-alone indoor swimming pool building borrow the exercise centre value when we calculate the whole-building lighting allowance, or would the workshop value be accepted?', ('B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ('hotel gest room bathroom lights - auto shut off after how many minits, and is a night light allowed?', ('B-4.2.2.2.',)),
    ("Do the bulbs inside the deli's fridge cases count against the building's wattage budget? And what about the grow lamps over the plants in our lobby?", ('B-4.2.1.4.',)),
    ('Office rooftop unit: 15 tons of cooling, moving 3,500 cfm. Does it need free cooling with outside air, and if so, how small must its lowest compressor stage be as a share of full capacity?', ('B-5.2.2.7.', 'B-5.2.2.8.')),
    ('Minimum AFUE for a 100,000 Btu/h gas-fired warm-air furnace in a commercial building?', ('B-5.2.12.1.',)),
    ('Supply duct where the design difference between the air inside it and the surrounding space is 30°C - minimum thermal resistance of the insulation for the main duct, and for a 2 m run-out to a diffuser?', ('B-5.2.2.5.',)),
    ('Each apartment in our building has its own fresh-air and exhaust fan setup. If the building is in a zone 6 city, does the main exhaust fan have to reclaim warmth from the outgoing air? What if we build the same thing in a zone 7B city?', ('B-5.2.10.4.',)),
    ('Clause 5.2.11.4.(2)(b) - does that let us use one two-stage boiler for a 400 kW heating plant?', ('B-5.2.11.4.',)),
    ("What's the most hot water the bathroom sink taps are allowed to put out, in gallons per minute?", ('B-6.2.6.2.',)),
    ('max u-value for insulaton on a hot water storge tank that isnt a packaged water heater', ('B-6.2.2.2.',)),
    ('Our restaurant dishwasher needs 82°C water but everything else in the building is fine at around 55°C. Do we have to turn the main water heater up for the whole building?', ('B-6.2.5.1.', 'B-A-6.2.5.1.(1)')),
    ('What maximum voltage drop at design load is allowed on feeders, and what on branch circuits?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('What efficiency standard do the dry-type step-down units feeding our 120/208 V panels have to meet?', ('B-7.2.3.1.',)),
    ('min motor efficency for permanently wired 3 phase motors - are elevator motors exempt?', ('B-7.2.4.1.',)),
    ('perf path: max unmet heating hours per thermal block', ('B-8.4.1.2.',)),
    ('Clause 8.4.4.11.(6)(g) - what chilled water supply temperature goes into the reference building model?', ('B-8.4.4.11.',)),
    ('In the whole-building energy model, what lighting power density do we use for the apartments, in the proposed model and in the reference model?', ('B-8.4.3.5.', 'B-8.4.4.6.')),
    ('Under the NECB definition, does an 8 m2 enclosed, heated entry bump-out on an existing building count as an addition?', ('A-1.4.1.2.',)),
    ('How flat does sloped glazing have to be before the code treats it as a skylight rather than a window?', ('A-1.4.1.2.',)),
    ('Define thermal block for energy modelling purposes.', ('A-1.4.1.2.',)),
    ("The city's own rules say one thing and the national energy code says another. Which one do I follow?", ('A-1.1.1.3.',)),
    ('What has to appear in the header of every page of the Part 8 performance compliance report?', ('C-2.2.2.8.',)),
    ('Permit submission: if we use the space-by-space method, what lighting information has to be documented?', ('C-2.2.2.4.',)),
]
NECB2011_SIXTH_SET_NOT_ANSWERED = [
    'What fire-resistance rating do the floor assemblies need in a four-storey office building?',
    'exit stair max riser height and min tread depth',
    'How many toilets does a 200-seat restaurant need?',
    'What specified snow load should I use to design a flat roof in Winnipeg?',
    "What's the steepest slope allowed for a wheelchair ramp at the main entrance, and how wide does it have to be?",
    'Does a 6-storey condo building need sprinklers throughout?',
    'Minimum full-load efficiency in kW/ton for a 300-ton water-cooled centrifugal chiller under NECB 2011?',
    'How many L/s of outdoor air per person does an open-plan office need under the NECB?',
    'What minimum illuminance in lux must classroom lighting deliver to comply with the NECB?',
    'What whole-building airtightness result (L/s·m2 at 75 Pa) does a blower-door test have to achieve for the building to pass?',
    'Max SHGC allowed for west-facing windows in climate zone 5?',
    "What's the maximum energy use intensity, in kWh/m2 per year, that an office building must stay under to comply?",
]


def test_an_eighth_set_is_answered_and_declined_as_measured(necb):
    # MRR 0.885 -> 0.875 (part 29) once the footnote ending the first page of a Part's Notes (what Notes are) was
    # no longer read as its Note's text: its words had put
    # Note A-3.1.1.2.(1)(a) first for the wood-stove field office (now third)
    # 2 -> 3 (part 29, the same footnote): the hotel owner's lights and heat, support 0.2270 at the threshold 0.227
    _as_measured(necb, EIGHTH_SET, EIGHTH_SET_NOT_ANSWERED, hit1=0.83, hit3=0.89, mrr=0.87, declined=9, wrongly=3)


def test_a_sixth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    # 0.79 before part 23; hit@3 90.0 -> 86.7 % (part 29) once the trade-off Tables' 6 pt cells kept their spaces
    # ("DryBulb" -> "Dry Bulb"): "the dry-type step-down units" now meets that Table's "Dry" (transformers 3 -> 9)
    _as_measured(necb2011, NECB2011_SIXTH_SET, NECB2011_SIXTH_SET_NOT_ANSWERED,
                 hit1=0.83, hit3=0.86, mrr=0.86, declined=9, wrongly=2)


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


def test_asked_what_a_requirement_includes_its_note_stays_first(necb, necb2011):
    # "do I include the studs and the air films in the wall's U-value?" asks how the Article is read, which its Note
    # explains: the Note stays above the Article however well the Article's own words match (part 36: the Article
    # went first, rank 2)
    question = ("When I work out the overall U-value of a steel stud wall for the prescriptive path, do I include the "
                "stud thermal bridging and the air films, or just the batt R-value? Does the above grade wall value "
                "also apply to the part of the concrete foundation wall that sticks out above grade?")
    assert _rank(necb, question, "B-A-3.2.2.2.(1)") == 1
    # and no figure being asked, no Sentence or Table is lifted for stating one: the Note leads (the Table did)
    assert necb.ask(question)["citations"][0]["sources"][0]["passage"].startswith("B-A-3.2.2.2.(1)")
    # the fan power Note on which fans count (rank 6 before)
    assert _rank(necb2011, "VAV air handler fan power check: do I use the motor nameplate hp or the actual power "
                           "drawn, and do the little fans in series fan-powered boxes count toward the total?",
                 "B-A-5.2.3.3.(1)") == 1


def test_told_a_units_size_the_article_whose_conditions_it_meets_comes_before_an_equipment_tables_row(necb, necb2011):
    # the economizer Article's "each system that ... has an air-handling capacity of more than 1 500 L/s or a cooling
    # capacity of more than 20 kW shall ...": what a system has is which systems must (part 36: read as required,
    # the 7.5-ton unit met none of its conditions and the equipment efficiency Table's row ranked first)
    for engine in (necb, necb2011):
        assert _rank(engine, "Is an air-side economizer required on a 3,000 cfm, 7.5-ton rooftop unit serving a retail "
                             "store?", "B-5.2.2.7.") == 1
    # "each air distribution system serving ... zones having a combined floor surface area ... of more than 2 500 m²
    # shall be divided into airflow control areas" (the lighting Table's rows by area ranked first)
    assert _rank(necb, "A single air handler serves a 6,000 m² office floor. How must it be split so that the empty "
                       "parts of the floor can be shut down?", "B-5.2.11.2.") == 1


def test_a_question_telling_of_no_ground_asks_of_the_assembly_above_it(necb, necb2011):
    # the roof's U-value: "Roofs in Contact with the Ground" (3.2.3.2.) named the roof in its title and ranked
    # first; the above-ground Article's Table row "Roofs" answers a roof that is not buried
    assert _rank(necb2011, "Our site is about 5,500 heating degree-days. What's the maximum U-value allowed for the "
                           "roof, and roughly what R-value does that work out to?", "B-3.2.2.2.") == 1
    # an "above-grade" wall is above the ground, not in contact with it (3.2.3.1. ranked first)
    assert _rank(necb, "Is an R-20 effective (overall) above-grade wall good enough under the prescriptive "
                       "envelope path for a site with about 4,500 heating degree-days?", "B-3.2.2.2.") == 1
    # told of a basement, the walls in contact with the ground (part 36: the above-ground Article ranked first)
    assert _rank(necb2011, "The basement of our Zone 6 project goes 10 ft down. What's the maximum U-value for its "
                           "foundation walls, and how deep must their insulation go?", "B-3.2.3.1.") == 1
    # told of the ground, the ground's Article answers
    for engine in (necb, necb2011):
        assert _rank(engine, "What's the maximum U-value for a roof in contact with the ground, 5,500 heating "
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
    _as_measured(necb, NINTH_SET, NINTH_SET_NOT_ANSWERED, hit1=0.86, hit3=0.93, mrr=0.91, declined=9, wrongly=1)



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
NECB2011_SEVENTH_SET = [
    ('Which edition of ANSI/ASHRAE 140 does NECB 2011 reference for checking the energy simulation program used for compliance?', ('B-1.3.1.2.',)),
    ('Calculating fan power for our constant volume AHU - do the exhaust fans count toward the 1.6 W per L/s cap, and should I use the motor nameplate rating or the actual power drawn?', ('B-5.2.3.2.', 'B-A-5.2.3.2.(1)')),
    ('Big-box store with a bunch of skylites, roughly 5,000 sq ft of floor sits under them. Do the lights under the skylights have to dim automatically with the daylight?', ('B-4.2.2.4.',)),
    ('Does the heating water piping have to be set up so a balancing contractor can measure and adjust the flow going to each zone?', ('B-5.2.5.2.', 'B-A-5.2.5.2.(1)')),
    ('Under the building envelope trade-off path in Subsection 3.3.4., can the energy model assume a fixed indoor temperature or must it calculate space temperatures dynamically?', ('B-3.3.4.7.',)),
    ('How far into the room from a window does the primary sidelighted area extend, and how far past the window edges does it go on each side?', ('B-4.2.2.9.',)),
    ('Some Division B provisions have no objective and functional statements listed in the attribution tables at the end of the Part. For an alternative solution, which objectives should I use for those provisions?', ('B-A-1.1.3.1.(1)',)),
    ("Using the detailed envelope trade-off method, what is the pass/fail test, and how must the reference building's envelope components be set up for my climate zone?", ('B-3.3.4.2.',)),
    ('Open office with a continuous window wall, the combined primary sidelit area is about 1,500 ft2. Are automatic daylight dimming controls required, and would it be exempt if the space were retail?', ('B-4.2.2.8.',)),
    ('What HVAC documentation has to be provided to show NECB compliance - are control diagrams and a sequence of operation required?', ('C-2.2.2.5.',)),
    ("We're putting a wood-burning fireplace in the lobby of a lodge. Does the energy code say it needs glass doors or some kind of closure?", ('B-3.2.4.5.',)),
    ('What lighting info do we need to submit to the building dept for energy code complaince? Do they want an as-built diagram of the lighting controls?', ('C-2.2.2.4.',)),
    ('Working out the skylight effective aperture - the light well under our skylights is about 3 ft deep. What well factor do I use?', ('B-4.2.2.7.',)),
    ('In Table 5.3.2.7. of the HVAC trade-off path, what ToV6 value applies to a fan with a variable speed drive?', ('B-5.3.2.7.',)),
    ("Under Article 8.4.1.2., how many unmet heating load hours are allowed per thermal block in the simulated year, and how close do the proposed building's unmet cooling hours have to be to the reference building's?", ('B-8.4.1.2.',)),
    ('Can we heat the entry vestibule of a store to 65°F, or is there a max temperature the vestibule heater can be set to?', ('B-5.2.8.5.',)),
    ('In the performance path energy model, can I take credit for the interior roller blinds the owner is putting in? What about the fixed exterior overhangs?', ('B-8.4.3.1.', 'B-A-8.4.3.4.(2)')),
    ('How am I supposed to size the heating and cooling equipement - does the NECB mandate a specific load calculation method?', ('B-5.2.1.1.', 'B-A-5.2.1.1.(1)')),
    ('What organization does the abbreviation HVI stand for in the NECB?', ('B-1.3.2.1.',)),
    ('Does the requirement to keep insulaton from getting wet or having air wash through it rule out a green roof or an inverted roof with the insulation above the membrane?', ('B-3.2.1.1.', 'B-A-3.2.1.1.(1)')),
    ("We're adding a 100 sq ft mudroom onto an existing heated building. Does that count as an addition under the energy code?", ('A-1.4.1.2.',)),
    ('what is a heat trap on a water heater as defined in the NECB', ('A-1.4.1.2.',)),
    ('Our wall spec is U-0.210 W/(m2.K). What factor does the Code give to convert the effective RSI into an imperial R-value?', ('A-A-1.4.1.2.(1)',)),
    ('Site is at about 6500 Celsius heating degree-days. (1) What is the maximum U-value for an above-grade roof? (2) What is the maximum U-value for the windows?', ('B-3.2.2.2.', 'B-3.2.2.3.')),
    ("Two fixture questions for a gym: what's the max flow allowed for the showerheads in gpm, and what's the max hot water flow for the washroom sink faucets?", ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)', 'B-6.2.6.2.')),
    ('Heat recovery: (a) above what sensible heat content does an exhaust air system need a heat-recovery unit, and at what efficiency? (b) what sensible-heat-recovery efficiency must an HRV serving a single dwelling unit achieve where the 2.5% January design temperature is below -30°C?', ('B-5.2.10.1.', 'B-5.2.10.4.')),
    ("What's the lighting power allowance in W/ft² for an office building using the building area method?", ('B-4.2.1.5.',)),
    ('Minimum SEER for a 3 ton split system air conditioner (36,000 Btu/h)?', ('B-5.2.12.1.',)),
    ('Building a new machine shed for our equipment on the farm - do we have to follow the NECB?', ('A-1.1.1.1.',)),
    ("why does the NECB split climat zone 7 into 7A and 7B when ASHRAE 90.1 doesn't", ('B-A-Table 3.2.2.2.',)),
]
NECB2011_SEVENTH_SET_NOT_ANSWERED = [
    'What is the maximum whole-building air leakage rate, in air changes per hour at 50 Pa, that a finished building must meet in a blower door test under NECB 2011?',
    "What's the maximum solar heat gain coefficient allowed for windows on a building in climate zone 5 under the prescriptive envelope path?",
    'What minimum solar reflectance index does the NECB require for a low-slope roof membrane (cool roof)?',
    'What CO2 setpoint in ppm should the demand-controlled ventilation in a conference room be set to?',
    'Does the NECB require a third-party commissioning agent to do functional performance testing of the HVAC system before occupancy?',
    'How many EV charging stations or EV-ready stalls does a new parking garage need?',
    'What fire-resistance rating is required for the floor assemblies between suites in a 4-storey apartment building?',
    'Does a 3-storey office building have to be sprinklered?',
    'What floor live load (kPa or psf) do I design an office floor for?',
    "How many water closets are needed in the women's washroom for a 150-seat restaurant?",
    "What's the maximum slope for a barrier-free ramp and how wide does it have to be?",
    "Minimum guard height for a balcony that's 3 m above grade?",
]


def test_a_tenth_set_is_answered_and_declined_as_measured(necb):
    _as_measured(necb, TENTH_SET, TENTH_SET_NOT_ANSWERED, hit1=0.80, hit3=0.96, mrr=0.87, declined=10, wrongly=1)


def test_a_seventh_set_on_the_other_edition_held_out_for_a_session_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_SEVENTH_SET, NECB2011_SEVENTH_SET_NOT_ANSWERED,
                 hit1=0.99, hit3=0.99, mrr=0.99, declined=9)


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
    _as_measured(necb, ELEVENTH_SET, ELEVENTH_SET_NOT_ANSWERED, hit1=0.60, hit3=0.80, mrr=0.72, declined=12)


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
    _as_measured(necb, TWELFTH_SET, TWELFTH_SET_NOT_ANSWERED, hit1=0.66, hit3=0.90, mrr=0.78, declined=10, wrongly=2)


# Written in session part 20 by a helper who saw only NECB 2011's text, the same way; held out for the session
# (its misses never read): 83.3 % hit@1, hit@3 90.0 %, MRR 0.865 at the start and at the end; declined 6 of 12
# at the start, 9 at the end (a figure asked in a unit, or of a measure, the Code states none of), 0 of 30 wrongly.
NECB2011_EIGHTH_SET = [
    ('Doing a space-by-space lighting calc for a provincial jail. For the classrooms inside the penitentiary, do I use the regular classroom W/m² or is there a separate number?', ('B-4.2.1.6.', 'B-A-Table 4.2.1.6.')),
    ('Energy modeller question: in the simulation, are above-grade wall areas taken to the outside face of the walls while roof areas go to the inside face? And do I net out the window and door openings from the wall area?', ('B-8.4.2.8.',)),
    ('Part 8 model of a rental apartment block - what lighting power density do we plug in for the apartments themselves, in the reference model and in the proposed model?', ('B-8.4.4.6.', 'B-8.4.3.5.')),
    ("Our suites need heat recovery on the exhaust because we're in a cold zone. Is an ERV acceptable or does it strictly have to be an HRV?", ('B-A-5.2.10.4.(2)', 'B-5.2.10.4.')),
    ("The site is a small northern community that's not in the NBC climate tables and the town has no published data. Where am I supposed to get design temps and degree-days from?", ('B-1.1.4.1.', 'B-A-1.1.4.1.(1)')),
    ('Ground floor retail store with a full-height glass storefront along the street. Are we required to put daylight sensors on the lights near the windows?', ('B-4.2.2.8.',)),
    ("We're confident our air barrier will be much tighter than code requires. Can I use that extra airtightness to offset thinner wall insulation in the envelope trade-off?", ('B-A-3.3.1.1.(3)', 'B-3.3.1.1.')),
    ('If the design changes partway through construction, do we have to send revised information to the building department for the energy code, or only what was in the permit set?', ('C-2.2.2.1.',)),
    ("We're building a 40-room roadside motel. The lighting control rules mention 'commercial temporary lodgings' - does that include motels or just big hotels?", ('B-A-4.2.2.2.(3) and 4.2.2.3.(5)',)),
    ('Property manager here: on weekends only one floor of our office tower is occupied. Should the air system be set up so that single floor can be run without conditioning the whole building?', ('B-A-5.2.11.2.(3)', 'B-5.2.11.2.')),
    ('Can the perimeter hot-water radiation be controlled just by an outdoor air temperature sensor with no room thermostats at all?', ('B-A-5.2.8.5.(2)(a)', 'B-5.2.8.5.')),
    ("We're embedding radiant heating pipes in the top-floor ceiling right under the roof. Does that change how much insulation that ceiling/roof needs?", ('B-A-3.2.2.2.(3)', 'B-3.2.2.2.')),
    ('For a waterside free-cooling setup with a plate heat exchanger (no evaporative part), at what outdoor temperature does it have to be able to carry the entire cooling load?', ('B-5.2.2.9.',)),
    ('Can I use whole-building energy modelling just to get the HVAC through, and still do the envelope and lighting prescriptively?', ('B-A-3.1.1.3.(1)(c)', 'B-1.1.2.1.')),
    ("Our rainscreen wall accepts that the outboard insulation will get wet from time to time. Is that allowed, and how is it supposed to be reflected in the wall's thermal value?", ('B-3.2.1.1.', 'B-A-3.2.1.1.(1)')),
    ('We have a standby boiler that only runs if the main heat pumps fail. If we go the HVAC trade-off route, can the backup boiler be traded off too?', ('B-5.1.1.3.', 'B-5.3.1.2.')),
    ('In a condo tower the units are owned, not rented. Are they still considered separate suites for the energy code?', ('A-A-1.4.1.2.(1)',)),
    ('For the skylit warehouse, does the daylight control under the skylights have to be full continuous dimming, or can we just switch off part of the lamps?', ('B-A-4.2.2.4.(1)', 'B-4.2.2.4.')),
    ('Proposed building gets part of its heat from a district energy loop and the rest from its own gas boilers. How is that split handled for the boilers in the reference building?', ('B-8.4.4.7.',)),
    ('When adding up installed lighting watts, do the LED drivers and the sensors built into the fixtures count toward the total?', ('B-A-4.2.1.4.(3)(a)', 'B-4.2.1.4.')),
    ('Heating hot water loop runs at about 180°F. What thickness of standard fiberglass pipe insulation is needed on the 3 inch mains?', ('B-5.2.5.3.',)),
    ('Our electrical service is about 600 kVA. Do we actually have to install submeters on lighting and HVAC, or just leave provision for them?', ('B-A-7.2.1.1.', 'B-7.2.1.1.')),
    ("We're designing a university research greenhouse. Is there any way to be let off the window U-value and glazing area limits?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('Owner wants to enclose a small heated entry of roughly 100 sq ft on an existing store. Does that count as an addition that triggers the code?', ('A-1.4.1.2.',)),
    ('Our city bylaw has its own insulation requirements that differ from the NECB table. Which one do we have to follow when they conflict?', ('A-1.1.1.3.',)),
    ('What does 3.2.2.4.(3) require for roof access hatches, and does the edge framing count in that number?', ('B-3.2.2.4.',)),
    ('Does a 4,000 cfm rooftop unit with DX cooling serving an offce need an economizer?', ('B-5.2.2.7.',)),
    ('do i need a vestibul at the front door of a 150 m2 retial shop?', ('B-3.2.2.1.',)),
    ('Hotel with shops on the ground floor taking about 15% of the lit area: can we still use the whole-building lighting density method, and what W/m² does a hotel get under it?', ('B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ("Site is around 5500 degree-days. Roughly what's the max window-plus-door to wall ratio on the prescriptive route?", ('B-A-3.2.1.4.(1)', 'B-3.2.1.4.')),
]
NECB2011_EIGHTH_SET_NOT_ANSWERED = [
    'How many degrees does the heating setpoint have to drop at night in an office - is there a mandated minimum setback like 5 °C?',
    'What CO2 level in ppm should trigger more outdoor air on the demand-controlled ventilation in our gym?',
    'Is there a minimum solar reflectance or SRI that a low-slope roof membrane has to meet?',
    "What's the minimum efficacy in lumens per watt that LED troffers have to meet?",
    'Do we have to dim the parking lot lighting by some set percentage after midnight or after the store closes?',
    'What percentage of the outlets in private offices must be on automatic shut-off controls?',
    'What fire-resistance rating does the wall around our new boiler room need?',
    'Adding thicker roof insulation and new rooftop units on an old building - what design snow load do we check the roof for?',
    'How many toilets and washbasins does a 120-seat restaurant need?',
    'What clear door width and turning space does the entrance vestibule need for wheelchair users?',
    'How close to the side property line are we allowed to put the rooftop condensing units under the zoning rules?',
    "Roughly what does it cost per square metre to upgrade from NBC minimum envelope to NECB 2011 levels, and what's the typical payback?",
]


def test_an_eighth_set_on_the_other_edition_held_out_for_a_session_is_answered_and_declined_as_measured(necb2011):
    # 83.3 -> 80.0 %, MRR 0.865 -> 0.849 in part 24: a multi-part question's hits of one turn go in the order all
    # its rankings agree on (13 more questions first over the genuine and fixture sets, 3 fewer), and "wall
    # areas to the outside face, roof areas to the inside?" ranks Part 3's Article on fenestration and door
    # areas above Part 8's
    _as_measured(necb2011, NECB2011_EIGHTH_SET, NECB2011_EIGHTH_SET_NOT_ANSWERED,
                 hit1=0.80, hit3=0.90, mrr=0.84, declined=9)


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


# Written in session part 22 by a helper who saw only NECB 2011's text (15 random Articles and Notes, 7 hand picked:
# definitions, Division C, a Table, a Note, Part 8, the simple trade-off); its misses were read after its first
# run (68.2 % hit@1, hit@3 81.8 %, MRR 0.759, declined 7 of 10, 0 of 22 wrongly): "unmet" read as "not met" and
# a Subsection named by its number took it to 72.7 %, 86.4 %, 0.803, a word told not to be defined answered by
# the Article on words not defined to 77.3 %, 86.4 %, 0.825; a psi-value asked, a measure neither edition gives a
# figure of, is declined (8 of 10).
NECB2011_NINTH_SET = [
    ('Two windows on the same wall of an open office have daylit zones that overlap. Can I count the overlapping floor area in both zones when sizing the auto daylight dimming area?', ('B-A-4.2.2.9.(1)', 'B-4.2.2.9.')),
    ("What's the recomended fixed dry-bulb high-limit lockout temperature for an air-side economizer in a humid climate versus a dry one?", ('B-A-5.2.2.8.(1)',)),
    ('Lighting trade-off daylight calc: our corridor is designed for 200 lux but the raw daylight supply factors only start at 300 lx. What value do I use, and can I extrapolate for a lab designed at 1500 lux?', ('B-A-Table 4.3.2.8.',)),
    ('Energy model question: the proposed building uses in-slab radiant heating and cooling. What thermostat setpoints do I give the reference building compared with the proposed?', ('B-8.4.4.17.',)),
    ("There's a tall storage rack a couple of feet from the edge of a skylight in our warehouse. When can I ignore it and still take the full daylit strip around the skylight?", ('B-A-4.2.2.5.(2)', 'B-4.2.2.5.')),
    ('Our building has a crawlspace with just a dirt floor, no slab. Does the insulation rule for slabs on grade still apply to that crawlspace floor?', ('B-A-3.2.3.3.',)),
    ('What references does the NECB point to for testing and balancing a hot water heating loop?', ('B-A-5.2.5.2.(1)',)),
    ('Hotel indoor pool, about 400 sq ft of water surface. How much heat has to be recovered from the pool hall exhaust, and is there an exemption if we put in a mechanical dehumidifier instead?', ('B-5.2.10.2.',)),
    ("'Vestibule' is used in the envelope requirements but it's not in the list of defined words. What meaning is an inspector supposed to give it?", ('A-1.4.1.1.', 'B-1.2.1.1.')),
    ('In the 4.3 interior lighting trade-off, a gym gets daylight from both clerestory windows and skylights. Do I add both, or which one do I use?', ('B-A-4.3.2.3.(2)', 'B-4.3.2.3.')),
    ("The chiller manufacturer won't give us efficiency-vs-load data for the proposed model in our preformance path run. What do we use instead?", ('B-8.4.3.9.',)),
    ('If we propose an equivalent design instead of following Division B, does it just need to be good enough, and when Division B allows several designs, which one sets the bar?', ('A-A-1.2.1.1.(1)(b)',)),
    ('For basement wall insulation going 8 ft down, is that measured from grade or from the actual soil line where the site slopes along the building?', ('B-A-3.2.3.1.(3)', 'B-3.2.3.1.')),
    ('What minimum insulation does a supply duct need when the air inside is about 45°F warmer than the space it runs through, and is it the same for the short branch runouts to the diffusers?', ('B-5.2.2.5.',)),
    ('Which CSA standard limits the wattage of the illuminated EXIT lights over the doors?', ('B-4.2.1.1.',)),
    ("We're adding a heated 90 sq ft mud room bump-out to an existing store. Does that count as an addition under the NECB?", ('A-1.4.1.2.',)),
    ('Our municipal bylaw and the NECB give different insulation levels for the same wall. Which one do we have to follow?', ('A-1.1.1.3.',)),
    ('For a whole-building energy simulation submission, what has to be printed at the top of every page of the compliance report?', ('C-2.2.2.8.',)),
    ("What's the max U-value for windows at a site with about 5500 heating degree days, and can I still use a few skylights that don't meet it?", ('B-3.2.2.3.',)),
    ("How does the NECB's zone map differ from ASHRAE 90.1 - why is there a 7A and 7B, and what happened to the moist/dry/marine letters?", ('B-A-Table 3.2.2.2.',)),
    ('How many unmet heating hours are allowed per zone in the energy model, and how close do the proposed cooling unmet hours need to be to the reference?', ('B-8.4.1.2.',)),
    ('Using the simple UA tradeoff in 3.3.3, can I beef up the roof insulation to pay for extra glazing on the walls? And can I use that method for an addition?', ('B-3.3.3.1.',)),
]
NECB2011_NINTH_SET_NOT_ANSWERED = [
    "What's the maximum whole-building air leakage in cfm per sq ft at 75 Pa from a blower door test to pass NECB 2011?",
    'How many cfm of outdoor air per person does the NECB require for an open office?',
    'What minimum maintained footcandle level does the code require at classroom desks?',
    "What psi-value should I use for a concrete balcony slab with a thermal break when calculating the wall's effective U-value?",
    "In the performance path, can I subtract the output of a rooftop solar PV array from the proposed building's energy use, and is there a cap on it?",
    'What fire-resistance rating is needed for the wall between an attached garage and the dwelling unit?',
    'What roof snow load should I design for on a flat roof in Ottawa?',
    'How many toilets are required for a 150-seat restaurant?',
    "What's the minimum side yard setback from the property line for a three-storey commercial building?",
    'What does it typically cost per square foot to upgrade from double to triple glazed curtain wall?',
]


def test_a_ninth_set_on_the_other_edition_written_blind_is_answered_and_declined_as_measured(necb2011):
    # hit@1, hit@3, MRR: 0.77 before part 23
    # declined: 7 before a psi-value was a measure
    # part 36: hit@1 0.818 -> 0.773, MRR 0.855 -> 0.831: asked how a requirement is read, a Note stays above its
    # Article (`requirement_first`; +2 hit@1 on NECB 2017, +2 here, 20 -> 18 wrong leads), and the basement wall
    # "measured from grade or from the soil line" now ranks another Article's Note first (1 -> 3): it was first
    # before only because that Note's Article was swapped above it and a later step moved 3.2.3.1. over that Article
    _as_measured(necb2011, NECB2011_NINTH_SET, NECB2011_NINTH_SET_NOT_ANSWERED,
                 hit1=0.77, hit3=0.90, mrr=0.83, declined=8)


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
    _as_measured(necb, THIRTEENTH_SET, THIRTEENTH_SET_NOT_ANSWERED,
                 hit1=0.70, hit3=0.95, mrr=0.80, declined=7, wrongly=2)


# Written at the start of session part 23 by a helper who saw only NECB 2011's text (seed-picked Articles and
# Notes, 4 more of Part 8; 8 answered by a Note, 2 by Division C, 5 by a Table's figure); its misses were read after
# its first run (68.2 % hit@1, hit@3 90.9 %, MRR 0.808, declined 7 of 10, 0 of 22 wrongly): a term a Note says
# what it is ("rooftop monitor meaning") took it to 72.7 %, 90.9 %, 0.831.
NECB2011_TENTH_SET = [
    ('Townhouse unit with its own ventilation system, January design temperature around -13°F. What sensible heat recovery efficiency does the HRV have to reach and at what test temperature?', ('B-5.2.10.4.',)),
    ('Can I use the whole-building lighting power density method for the office floors and the room by room method for the warehouse wing of the same building?', ('B-4.2.1.3.', 'B-A-4.2.1.3.')),
    ('ASHRAE 111 edition referenced in NECB appendix', ('B-A-1.3.1.2.(1)',)),
    ('Apartment suite with its own furnace - is a programmable setback thermostat enough to satisfy the off-hours control requirement?', ('B-A-5.2.11.1.(1)', 'B-5.2.11.1.')),
    ("What's the maximum voltage drop allowed on feeder conductors, and what's the limit for branch circuits?", ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Plan review: for the envelope package, does the applicant have to give me a heat loss coefficient divided by floor area, and the skylight to roof area ratio?', ('C-2.2.2.3.',)),
    ('Our storage water heater has side outlets. Do we need a full loop for the heat trap or is it enough that the pipe turns down after leaving the tank?', ('B-A-6.2.3.1.(1)',)),
    ('does insulation on chiled water lines need a vapor barrier jacket? and what about pipe insulation run exposed on the roof', ('B-5.2.5.4.',)),
    ('Supply duct runs inside the same space it serves but feeds a VAV box before the diffusers. Can we skip the SMACNA sealing on that section?', ('B-5.2.2.3.', 'B-A-5.2.2.3.(4)')),
    ('1,800 sq ft convenience store, front door opens right onto the sidewalk. Do we have to build an airlock entry?', ('B-3.2.2.1.',)),
    ("what electrical documentation has to be provided for the building's power distribution and motors - single line diagram, O&M manuals?", ('C-2.2.2.7.',)),
    ('max temperature the heater in an entrance vestibul is allowed to maintain, in °F?', ('B-5.2.8.5.',)),
    ('Lighting trade-off calc: closed private office with automatic occupancy sensors. What absence factor and sensor factor do I plug in?', ('B-4.3.2.10.',)),
    ('what are the three ways to show a building complies with the energy code and how do they differ?', ('B-A-1.1.2.1.', 'B-1.1.2.1.')),
    ('An 8 inch concrete interior wall runs right through the exterior wall line. How far along it do I need to wrap insulation?', ('B-3.2.1.2.',)),
    ('What does 5.2.2.8 say about compressor staging on a 30 ton rooftop unit with an economiser?', ('B-5.2.2.8.',)),
    ("Custom door that isn't covered by the CSA A440.2 or NFRC 100 procedures - what indoor and outdoor temperatures (°F) for the hot box U-factor test?", ('B-3.1.1.5.',)),
    ('rooftop monitor meaning', ('B-A-4.2.2.6.',)),
    ('Energy model for a condo tower: what lighting power density do I use for the suites, and in the reference building what multiplier applies where occupancy sensors are mandatory?', ('B-8.4.4.6.', 'B-8.4.3.5.')),
    ('pump part load curve coefficients variable speed drive reference building', ('B-8.4.4.15.',)),
    ('No real plug load data yet - what default W/ft² and ft² per person should I use for an office building in the compliance model?', ('B-A-8.4.3.3.(1)',)),
    ('8.4.4.10 - how is the reference building boiler plant set up for a 1,000,000 Btu/h heating capacity, and what hot water reset do I use?', ('B-8.4.4.10.',)),
]
NECB2011_TENTH_SET_NOT_ANSWERED = [
    'How many cfm of outdoor air per person do I need to supply to a classroom?',
    'What whole-building air leakage result in cfm/ft² at 75 Pa does the blower door test have to hit?',
    'minimum deadband between heating and cooling setpoints on a zone thermostat - is 5°F required?',
    'Minimum solar reflectance index for a low slope roof membrane (cool roof requirement)?',
    'What R-value do the insulated panels of a walk-in freezer in a grocery store need?',
    'What storage temperature must the domestic hot water tank be held at for Legionella control, 140°F?',
    'What fire resistance rating is needed for the wall between two apartments?',
    'How many toilets are required for a 120 seat restaurant?',
    'What roof snow load should I design the joists for in Calgary?',
    'Minimum side yard setback for a 3 storey commercial building next to residential lots?',
]


def test_a_tenth_set_on_the_other_edition_written_blind_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TENTH_SET, NECB2011_TENTH_SET_NOT_ANSWERED,
                 hit1=0.72, hit3=0.90, mrr=0.83, declined=7)


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
    _as_measured(necb, FOURTEENTH_SET, FOURTEENTH_SET_NOT_ANSWERED, hit1=0.65, hit3=0.95, mrr=0.78, declined=8)


# Written at the start of session part 24 by a helper who saw only NECB 2011's text (targets drawn with a seed; 10
# answered by a Note, 6 in Part 8, 4 by a Table; 5 near misses and 5 outside the Code not answered). Its misses were
# read after its first run (tuning): 72.7 % hit@1, hit@3 95.5 %, MRR 0.829, declined 4 of 10, 0 of 22 wrongly; at
# the session's end 81.8 %, 95.5 %, 0.882, declined 4 of 10, 0 wrongly.
NECB2011_ELEVENTH_SET = [
    ("We're doing a whole-building energy model (performance path) for an addition and we're modelling it together with the existing building. The owner is also swapping out the old single-glazed windows in the existing part at the same time. Can I take credit for those new windows to make up for the addition's curtain wall, which doesn't meet the prescriptive U-value?", ('B-A-8.4.1.4.', 'B-8.4.1.4.')),
    ("Question on 8.4.1.4.(2) - we're modelling a new wing on its own, but the existing chilled water plant in the old building is being extended to serve it. In the proposed model do I have to use the real (pretty poor) efficiency of those old chillers, or can I model them as if they met the prescriptive requirements? And if I use the actual efficiency, how am I supposed to establish it?", ('B-8.4.1.4.', 'B-A-8.4.1.4.(2)(b)', 'B-A-8.4.1.4.')),
    ('Energy modeller here. Our proposed building makes its domestic hot water with two water-to-water heat pumps off the geothermal field, and the DHW recirc pump is on a VFD. For the reference building: (1) what kind of water heater do I put in, (2) do I keep two heaters, and (3) how should the recirculation pump be modelled?', ('B-8.4.4.21.',)),
    ('For the refernce buildng in a Part 8 energy model, our proposed walls are heavy insulated precast concrete. Do I keep the concrete in the reference walls? How am I supposed to build up the reference assemblies for thermal mass?', ('B-8.4.4.5.', 'B-A-8.4.4.5.(1)')),
    ("Packaged air-source heat pump rooftop units with electric strip heat for backup - does the code require any kind of lockout so the strips don't come on when the compressor can handle the load by itself? Is there an exception for defrost?", ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ("Student question: the NECB triggers exhaust air heat recovery at 150 kW of sensible heat. Where does that number come from - what airflow (in cfm roughly) and what indoor/outdoor temperature difference was it based on? And once you're over the threshold, how efficient does the recovery unit have to be?", ('B-A-5.2.10.1.(1)', 'B-5.2.10.1.')),
    ('Restaurant reno: the commercial dishwasher needs 180F rinse water but everything else (hand sinks, mop sink, prep sinks) is fine at 120-140F. The owner wants to just crank the main water heater up to 180F. Is that allowed under the energy code or do we need a booster?', ('B-6.2.5.1.', 'B-A-6.2.5.1.(1)')),
    ('Architect here, mixed-use project: office tower on top of a retail podium. (a) Can I run the building area method for the office floors and space-by-space for the retail? (b) If one conference room ends up over its own lighting allowance but the building total is under, is that a fail?', ('B-4.2.1.3.', 'B-A-4.2.1.3.', 'B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ('Working out the daylight zones for the photocontrol requirement. The floor area under a row of skylights overlaps the zone next to the perimeter windows, and some skylight zones overlap each other too. Can I count that overlapping floor area in both the skylight total and the window total?', ('B-A-4.2.2.5.(1) and 4.2.2.6.(1)', 'B-A-4.2.2.9.(1)', 'B-4.2.2.5.')),
    ("Bank branch site lighting: we've got way more wattage allowed for the ATM and the drive-thru window than we'll use, and the architect wants brighter facade lighting. Can I move the leftover ATM/drive-thru watts over to the facade? If not, is there any other pot of allowance I can draw from?", ('B-A-4.2.3.1.(3)', 'B-4.2.3.1.')),
    ('Plan review question: a storage warehouse with just a few gas unit heaters for freeze protection, total output works out to about 2 Btu/h per square foot of floor area, plus a couple of window air conditioners in the small office. Do the building envelope requirements of Part 3 apply? Do the window ACs count as a space-conditioning system?', ('B-3.1.1.2.', 'B-A-3.1.1.2.(1)(a)')),
    ("What counts as an 'acceptable solution' in the NECB - which parts of the code does that term cover? And if my design meets all of them, do I still have to show it satisfies the objectives and functional statements?", ('A-1.4.1.1.', 'B-1.2.1.1.', 'C-1.2.1.1.', 'A-1.3.1.2.', 'A-A-1.2.1.1.(1)(a)')),
    ('Two questions on the simple envelope trade-off: 1) can we use it for a new gym wing being added onto an existing school? 2) on a different, new building, can I beef up the roof insulation to pay for extra glazing on the walls?', ('B-3.3.3.1.',)),
    ('The appendix note on duct design points to some SMACNA publications for more info. Which editions of the SMACNA fibreglass duct construction standard and the SMACNA duct design manual are meant?', ('B-A-1.3.1.2.(1)', 'B-A-5.2.2.1.(1)')),
    ('In the reference building model the VAV supply fan comes out at about 40 hp. What fan type and part-load curve am I supposed to use for it, and what are the curve coefficients?', ('B-8.4.4.18.',)),
    ('Client wants to use cheap thermostst for a small office fit-out, spec sheet says accuracy is +/- 2 deg F. Does the NECB have any accuracy requirement for space temperature controls?', ('B-5.2.8.1.',)),
    ("3 inch domestic hot water recirc main running through an unheated crawlspace - what minimum insulation thickness does the NECB want on it? And what if the insulation we're using has a higher k-value than the table assumes?", ('B-6.2.3.1.',)),
    ("Reviewing drawings for a pre-engineered metal building: the walls show an air barrier but the designer says the insulated roof doesn't need one. Does the energy code require an air barrier in the roof and other opaque assemblies too, or just the walls?", ('B-3.2.4.2.', 'B-3.2.4.1.')),
    ('Contractor wants to stick an indoor-rated furnace/AHU in an unheated attic space to save money. Anything in the NECB that says equipment in unconditioned spaces or outside has to be rated for that location?', ('B-5.2.7.1.',)),
    ('Modelling a spec office building with no tenant info yet. What default occupant density, plug load and hot water load should I use, and which schedule? Am I allowed to use my own numbers instead of the defaults?', ('B-A-8.4.3.3.(1)', 'B-A-8.4.2.7.(1)', 'B-8.4.3.3.')),
    ("Natatorium with a roughly 1,200 sq ft indoor pool. Does every bit of the pool hall exhaust have to go through the heat recovery unit? And is there an alternative if we'd rather use a dehumidifier?", ('B-A-5.2.10.2.(1)', 'B-5.2.10.2.')),
    ('Under 5.2.8.7, for an art gallery AHU we overcool for dehumidification and then reheat to hit the supply temp. Is that reheat allowed? Would the same apply to a theatre?', ('B-5.2.8.7.', 'B-A-5.2.8.7.(2)')),
]
NECB2011_ELEVENTH_SET_NOT_ANSWERED = [
    'What minimum R-value do walk-in cooler and freezer panels need, and are automatic door closers and strip curtains required?',
    'Does the NECB require drain water heat recovery units on the showers in a multi-unit residential building, and what minimum effectiveness do they need?',
    'Do open office areas need controlled receptacles that automatically shut off plug loads after hours, and what percentage of outlets have to be controlled?',
    'What minimum overall efficiency does a natural-gas combined heat and power (cogeneration) plant have to reach under the NECB, and how is the recovered heat credited?',
    'What is the maximum exhaust airflow per linear foot of kitchen hood, and when is demand-controlled kitchen ventilation required?',
    'What fire-resistance rating is needed for the corridor walls in a 3-storey care facility?',
    'What roof snow load should I design the steel joists for on a building in Ottawa?',
    'How many water closets and lavatories do I need for a 250-seat restaurant?',
    "What's the minimum front yard setback and maximum building height for a commercial lot?",
    "What's the typical installed cost per square foot of a ground-source heat pump system, and what payback period should I expect compared to a gas boiler?",
]


def test_an_eleventh_set_on_the_other_edition_written_blind_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_ELEVENTH_SET, NECB2011_ELEVENTH_SET_NOT_ANSWERED,
                 hit1=0.81, hit3=0.95, mrr=0.88, declined=4)


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
    _as_measured(necb, FIFTEENTH_SET, FIFTEENTH_SET_NOT_ANSWERED, hit1=0.77, hit3=0.99, mrr=0.87, declined=7)


def test_asked_for_a_thermostats_accuracy_in_us_units_the_article_saying_how_accurate_a_control_must_be_comes_first(
        necb2011):
    """"Accuracy is +/- 2 deg F": a tolerance, 1.1 °C (not -17 °C), and "accuracy" is the Code's "accurate to within
    1°C" (Snowball stems the noun and the adjective apart). Before, the Article on zone thermostats ranked first."""
    question = ("Client wants to use cheap thermostst for a small office fit-out, spec sheet says accuracy is +/- 2 deg F. "
                "Does the NECB have any accuracy requirement for space temperature controls?")
    assert "(1 \u00b0C)" in necb2011.read(question).text or "(1.1 \u00b0C)" in necb2011.read(question).text
    assert _rank(necb2011, question, "B-5.2.8.1.") == 1


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
    assert _rank(necb, "Small storage shed that's only heated by a pot-bellied wood stove, plus a window AC unit in the "
                       "office corner. Does it still have to meet the envelope insulation part of the code?",
                 "B-3.1.1.2.") == 1
    question = ("Does the hot water / water pumping section of the energy code apply to the fire pump and standpipe "
                "system in our building?")
    assert _rank(necb, question, "B-6.1.1.2.") == 1
    assert necb.ask(question)["citations"][0]["sources"][0]["passage"] == "B-6.1.1.2.(1)"
    assert _rank(necb2011, "I'm developing a condo building. Do the lighting wattage limits apply to the light "
                           "fixtures inside each of the apartments?", "B-4.1.1.2.") == 1
    # asked whether the Part covers something (part 36: the parking lot's pole lights, rank 13 before)
    assert _rank(necb2011, "Does the NECB lighting part cover the pole lights of the parking lot, fed from the "
                           "building's panel, and which kinds of lighting does it leave out?", "B-4.1.1.2.") == 1
    # the Part named with its Code between (part 37: the Code's own scope Article ranked first, Part 7's second)
    assert _rank(necb2011, "Does the electrical part of the NECB cover the motors out on the site, like a pump house, "
                           "if they're fed from the building's service?", "B-7.1.1.2.") == 1
    assert _rank(necb, "Our warehouse has no furnace, just a couple of window air conditioners in the small office. "
                       "Does that count as having a space-conditioning system, so that the building envelope "
                       "requirements apply to us?", "B-A-3.1.1.2.(1)(a)") == 1
    # the parts of a Division named without a number (part 38: the Code's own scope Article ranked first, Division
    # C's Application 5th); "parts" and "sections" ask as "part" and "section" do
    assert asks_part_scope("Do the admin sections of Division C apply to every building?")
    for engine in (necb, necb2011):
        assert _rank(engine, "Do the administrative parts of Division C apply to every building the NECB covers?",
                     "C-2.1.1.1.") == 1


def test_asked_what_to_hand_in_for_a_permit_division_cs_documentation_comes_first(necb2011):
    """Asked what documents to submit with the permit application, Division C's Article on the documentation of
    that system answers (part 37: the DHW documents 2 -> 1, behind Part 6's solar water heaters; the lighting
    submittal 4 -> 1; the envelope figures to show on the drawings 2 -> 1), not the technical requirement on it."""
    assert _rank(necb2011, "What documents about the domestic hot water system do we have to hand in with the permit "
                           "application?", "C-2.2.2.6.") == 1
    assert _rank(necb2011, "For the lighitng submittal, if we used the space-by-space method what does the plan "
                           "reviewer expect to see on paper?", "C-2.2.2.4.") == 1



def test_asked_what_to_hand_in_for_a_permit_the_article_titled_by_that_systems_documentation_comes_first(necb,
                                                                                                         necb2011):
    """Of Division C's Articles titled by what is handed in, the one titled by the system asked of ("Documentation on
    Lighting Systems") comes before "Documentation", on an alternative solution's, which shares every other word of
    the question (part 38: 5 -> 1 and 3 -> 1 on NECB 2017)."""
    for engine in (necb, necb2011):
        assert _rank(engine, "Which lighting documentation does the plans examiner expect with our permit application?",
                     "C-2.2.2.4.") == 1
        assert _rank(engine, "As the plan reviewer, what documentation should I ask the designer to submit with the "
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
    _as_measured(necb, SIXTEENTH_SET, SIXTEENTH_SET_NOT_ANSWERED, hit1=0.86, hit3=0.95, mrr=0.91, declined=6)


# a twelfth set on NECB 2011, written blind at the start of issue 13 part 25 (seed 251112) and held out all that
# session: only its summaries were printed, before and after the session's changes: Article hit@1 77.3 %,
# hit@3 100 %, MRR 0.879 both times; declined 8 of 10, none of 22 wrongly.
NECB2011_TWELFTH_SET = [
    ("For the raw daylight supply factor table in the lighting performance path, our corridors are designed for only about 100 lux and one lab for 1500 lux. What illuminance row do I use for the corridor, can I extrapolate for the lab, and what's the raw factor for south-facing glass at 500 lx?", ('B-A-Table 4.3.2.8.', 'B-4.3.2.8.')),
    ('I own a lighting store with dozens of demo fixtures hanging in the showroom. Do those have to be switched seperately from the regular store lights, and is a bank of circuit breakers good enough as the control?', ('B-A-4.2.2.3.(7)(d)', 'B-4.2.2.3.')),
    ('Part 8 reference model: how should I model the fan curve for a 40 hp VAV supply fan and for a 15 hp VAV supply fan? And our lab fume hood exhaust fans - do those get modelled the same as in the proposed design?', ('B-8.4.4.18.', 'B-A-8.4.4.18.(1)')),
    ('Under 5.2.8.7, is cool-then-reheat at the AHU allowed for a museum gallery that needs tight humidity control, or is any reheat of the supply air prohibited?', ('B-5.2.8.7.', 'B-A-5.2.8.7.(2)')),
    ('Why does the energy code demand a lower U-value for exterior walls that have radiant heating tubing built into them, how much lower is it, and where are heated slabs on grade dealt with?', ('B-A-3.2.2.2.(3)', 'B-3.2.2.2.')),
    ("We're putting HRVs in a condo tower. Is air transfer between suites through the HRV allowed, what minimum sensible recovery efficiency applies to a multi-unit residential building, and how is that efficiency supposed to be calculated?", ('B-A-5.2.10.4.(5)', 'B-5.2.10.4.')),
    ("energy model question - our boilers are sized 50% over the peak load and chillers 20% over. how much oversizing do I give the refrence building's heating and cooling equipment?", ('B-8.4.4.9.',)),
    ("Can one combi boiler do both domestic hot water and space heating? It's 199,000 Btu/h input and the DHW design load is about 120,000 Btu/h. If allowed, which efficiency standard does it have to meet?", ('B-6.2.2.4.',)),
    ('Doing the envelope trade-off calculation: do I measure above-grade wall area to the inside or the outside face of the corner walls, and are the window and door openings subtracted? How about the roof area?', ('B-3.3.1.3.',)),
    ("What does the NECB mean by a 'supplementary heater' when it talks about heat pump controls?", ('B-A-5.2.8.4.(1)',)),
    ('We have a storage building with a few unit heaters that add up to roughly 2 Btu/h per sq ft of floor. Do the Part 3 envelope insulation rules even apply? And would a window air conditioner on its own count as a space-conditioning system?', ('B-3.1.1.2.', 'B-A-3.1.1.2.(1)(a)')),
    ('In the reference building, the hydronic heating plant comes out to about 1,000 MBH after oversizing. How many boilers / stages do I model, and what hot water reset schedule (in °F) should the reference plant use?', ('B-8.4.4.10.',)),
    ("do i need to put the manual roller blinds into my whole-building energy model? and if my software doesn't do a detailed window shading calc, is there some default SHGC adjustment?", ('B-A-8.4.3.4.(2)', 'B-8.4.3.4.')),
    ('Using the space-by-space method, what lighting power allowance (W/sq ft) do I get for an open office versus an enclosed private office, and for a 6 ft wide corridor?', ('B-4.2.1.6.',)),
    ('What well factor do I use for a skylight whose light well is about 3 ft deep, how is that depth measured, and what is the skylight effective aperture actually used to decide?', ('B-4.2.2.7.', 'B-A-4.2.2.7.')),
    ("What counts as a 'semi-heated' building for the performance path, and can the reference model's thermostat be set at 64°F for one? Are there strings attached?", ('B-8.4.4.3.', 'B-A-3.3.4.1.(3) and 8.4.4.3.(2)')),
    ("For a performance-path compliance on an addition, can we model just the addition by itself? And if we model it together with the existing building, can we take credit for replacing the old building's windows to make up for the addition's weak walls?", ('B-8.4.1.4.', 'B-A-8.4.1.4.')),
    ('Does the simulation for Part 8 have to report unmet load hours? And which heat gains in the air system (fan heat, lights to return air etc.) must the model account for?', ('B-8.4.2.10.',)),
    ('Per 4.2.2.9, how big is the primary sidelit area for an 8 ft wide window with a 9 ft head height, if a 6 ft tall partition sits 1 ft off one side of the window and the other side is open? Can that same floor area also be counted as daylit under a skylight?', ('B-4.2.2.9.', 'B-A-4.2.2.9.(1)')),
    ('what lighting power density does the referance building use for the apartments, and is there any reduction for spaces where occupancy sensors are mandatory?', ('B-8.4.4.6.',)),
    ('Max hot water flow for washroom sink faucets in gpm? Do the public washroom sinks in our hockey arena need automatic shut-off, and what kind of device would satisfy that?', ('B-6.2.6.2.', 'B-A-6.2.6.1.(2) and 6.2.6.2.(2)')),
    ('Our city has its own energy bylaw and a couple of its requirements clash with the NECB. When they conflict, which one are we supposed to follow?', ('A-1.1.1.3.',)),
]
NECB2011_TWELFTH_SET_NOT_ANSWERED = [
    'What maximum thermal energy demand intensity (TEDI) in kWh/m² per year must an office in climate zone 7A achieve?',
    'What greenhouse gas intensity limit, in kg CO2e per square metre per year, does the code set for new commercial buildings?',
    'What whole-building air change rate at 50 Pa must the finished building achieve in a blower door test before occupancy?',
    'What CO2 ppm setpoint should the demand-controlled ventilation sensors in classrooms be set to?',
    'Does the code require a third-party commissioning agent and functional performance testing of the HVAC before handover?',
    'How many toilets and urinals does a 150-seat restaurant need?',
    "What's the minimum side-yard setback for a commercial building on a corner lot?",
    'How much is the building permit fee for a $2 million retail renovation?',
    'What design snow load should I use for a flat roof in Ottawa?',
    'How far apart can sprinkler heads be spaced in a light-hazard office?',
]


def test_a_twelfth_set_on_the_other_edition_held_out_for_a_session_is_answered_and_declined_as_measured(necb2011):
    # 77.3 %, 100 %, 0.879 until part 27, whose whole question's own first (leading a question of several parts)
    # cost it one question at rank 1 and one at rank 3: 72.7 %, 95.5 %, 0.852
    _as_measured(necb2011, NECB2011_TWELFTH_SET, NECB2011_TWELFTH_SET_NOT_ANSWERED,
                 hit1=0.72, hit3=0.95, mrr=0.85, declined=8)


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
    _as_measured(necb, SEVENTEENTH_SET, SEVENTEENTH_SET_NOT_ANSWERED, hit1=0.68, hit3=0.77, mrr=0.76, declined=9)


# a thirteenth set on NECB 2011, written blind at the start of part 26 (seed 261113); a tuning set: Article hit@1
# 72.7 %, hit@3 95.5 %, MRR 0.845 (unchanged); declined 6 -> 7 of 10 (water closets), none of 22 wrongly.
NECB2011_THIRTEENTH_SET = [
    ('We have four packaged rooftop units staged on as load goes up, all carrying the federal energy efficiency label. Does the reviewer have to check the EER/COP numbers against the code tables, and is there any guidance about which units should get the higher efficiency?', ('B-A-5.2.12.1.(1)',)),
    ('energy modeller here - for the NECB reference building what am I required to keep identical to my proposed model (floor area, orientation, massing?), and which weather data do I run the referance with?', ('B-8.4.4.1.',)),
    ('Under 8.4.1.2, how many unmet heating hours per thermal block are allowed in the simulated year, how close do the cooling unmet hours have to be between proposed and reference, and what am I supposed to do if I fail those?', ('B-8.4.1.2.',)),
    ("What's the minimum pipe insulation thickness for a 3 in heating hot water main running at 180°F? And does a condenser water line at about 70°F need insulating at all?", ('B-5.2.5.3.',)),
    ('For a 40 suite condo building, does every suite need its own thermostat? and how accurate does the space temp control have to be, in °F?', ('B-5.2.8.1.',)),
    ("Where shouldn't we put thermostats — is an outside wall or near the lobby doors OK? Also any setup advice for line-voltage stats on electric baseboards, and what about mounting height along a barrier free route?", ('B-A-5.2.8.3.(1)',)),
    ('In my model a 50°F storage block opens directly (no wall) onto a 72°F office block. When does the code make me model heat transfer between thermal blocks, and what U-value do I use across the open connection in Btu/h·ft²·°F?', ('B-8.4.2.6.',)),
    ('natatorium question: does every bit of the pool exhaust air have to go through the heat recovery unit, or only enough of it to hit the required percentage?', ('B-A-5.2.10.2.(1)',)),
    ("Does the fan power section 5.2.3 apply to an AHU with two 7.5 hp supply fans and a 5 hp return fan? And when calculating the system's fan power demand, do I include the washroom exhaust fans and parallel fan powered boxes?", ('B-5.2.3.1.', 'B-A-5.2.3.1.(2)')),
    ('When NECB gives a max wall U-value, is that just the batt/cavity insulation or does it include the studs, sheathing and air films? And does the above grade wall number also apply to the exposed part of the concrete foundation wall above grade?', ('B-A-3.2.2.2.(1)',)),
    ("Is it true the exhaust air heat recovery trigger in NECB 2011 basically works out to about 5,000 cfm? What's the actual trigger, what recovery efficiency is needed, and is our paint booth exhuast exempt?", ('B-5.2.10.1.', 'B-A-5.2.10.1.(1)')),
    ('Our supply ductwork is 3 in. w.g. pressure class. Which SMACNA seal class does the code want and what joints/seams does that mean sealing? Can the installer just use duct tape?', ('B-5.2.2.3.', 'B-A-5.2.2.3.(1)')),
    ('What part-load coefficients does the reference building use for a pump with a variable speed drive (Table 8.4.4.15)? And my proposed design has primary/secondary pumping - how do I set up the reference pump?', ('B-8.4.4.15.',)),
    ('New curling rink - are we required to recover heat from the ice plant, and besides space heating and domestic hot water what else can that reclaimed heat be used for?', ('B-A-5.2.10.3.(1)', 'B-5.2.10.3.')),
    ("Air side economizer on a 40 ton RTU: what's the max size of the lowest cooling stage as a % of capacity, and when does the economizer have to drop back to minimum outside air?", ('B-5.2.2.8.',)),
    ('Does a 40 gallon electric tank water heater need its own labeled shut-off under the NECB, or is the breaker in the panel good enough?', ('B-6.2.4.2.', 'B-A-6.2.4.2.(1)')),
    ('Hotel project: a 2,000 sq ft indoor pool plus a 90 sq ft plunge pool. What does the code require for pool exhaust heat recovery, does the little plunge pool count, and can we use a mechanical dehumidifier instead?', ('B-5.2.10.2.',)),
    ("slab on grade in zone 6, no in-floor heat - how far in from the edge do we insulate and what's the max U in Btu/h·ft²·°F? What changes if we put radiant tubing in the slab?", ('B-3.2.3.3.', 'B-3.2.3.1.')),
    ("Doing the toplighting daylight calc for skylights. If I don't know the framing, dirt and light-incidence factors what defaults do I use, and what's the daylight supply factor at 500 lux with a medium daylight supply?", ('B-4.3.2.9.',)),
    ('What internal loads must the NECB energy model account for (people, plug loads, DHW?) and what do I have to handle specially for lighting heat gains?', ('B-8.4.2.7.',)),
    ('What documentation on the domestic hot water system do I have to hand in to show NECB compliance? Do they want schematics and a sequence of operations?', ('C-2.2.2.6.',)),
    ('Warehouse we only heat to 50°F. Does that count as semi-heated, and can we use the envelope trade-off to get away with less insulation? What setpoint does the reference use and is there a limit on how big the heaters can be?', ('B-3.3.4.1.', 'B-A-3.3.4.1.(3) and 8.4.4.3.(2)')),
]

NECB2011_THIRTEENTH_SET_NOT_ANSWERED = [
    'What minimum solar reflectance index does a low-slope roof membrane need to count as a cool roof under NECB 2011?',
    'Are there any refrigerant GWP limits for new chillers — can we still specify R-410A or R-134a equipment?',
    'Do I get any credit or requirement for HVLS destratification fans in a 30 ft high warehouse?',
    'How do I model ice storage or a battery system for peak shaving in the performance path, and does it get credit?',
    'Does NECB 2011 require thermostats to be demand-response capable (OpenADR) so the utility can shed load at peak?',
    "What's the minimum side yard setback from the property line and max lot coverage for a 4 storey apartment?",
    'How many water closets and urinals do we need for a 300 person assembly hall?',
    'Does a 3 storey office building need to be sprinklered and what fire-resistance rating do the corridor walls need?',
    'What roof snow load should we design the trusses for in Ottawa, and can 2x10 joists at 16 in o.c. span 14 ft?',
    "How high does the guard on a balcony 8 ft above grade need to be, and what's the max gap between pickets?",
]


def test_a_thirteenth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_THIRTEENTH_SET, NECB2011_THIRTEENTH_SET_NOT_ANSWERED,
                 hit1=0.72, hit3=0.95, mrr=0.84, declined=7)


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
    _as_measured(necb, EIGHTEENTH_SET, EIGHTEENTH_SET_NOT_ANSWERED,
                 hit1=0.63, hit3=0.90, mrr=0.78, declined=6, wrongly=1)


# a fourteenth set on NECB 2011, written blind at the start of part 27 (seed 271114); a tuning set: Article hit@1
# 68.2 %, hit@3 86.4 %, MRR 0.779 (unchanged by the session); declined 6 of 10 (a blower door test, rooftop PV, EV
# charging and a zoning setback are answered, hedged), none of 22 wrongly.
NECB2011_FOURTEENTH_SET = [
    ("In an NECB performance path energy model, can I leave the exterior site lighting and the unheated parkade ventilation fans out of the simulation? And can I take credit for an envelope that's better than prescriptive?", ('B-8.4.1.1.',)),
    ('Which standard sets the minimum full-load efficiency for a 40 hp three-phase motor driving a cooling tower fan?', ('B-7.2.4.1.',)),
    ('For the fan power limit, is the allowance based only on supply cfm or supply plus return? And when adding up actual fan power, do relief fans, series fan-powered boxes, parallel boxes and lab exhaust fans count?', ('B-A-5.2.3.1.(2)',)),
    ('does the energy code require hydronic heating loops to be designed so they can be balanced, like with balancing valves?', ('B-5.2.5.2.',)),
    ("If some of our motors and electrical distribution don't meet the prescriptive electrical requirements, what's the fallback way to comply for that part?", ('B-7.4.1.1.',)),
    ("The ductwork won't be sealed to the standard sealing requirement so we plan to leak test instead - which test manual applies, and what leakage class do I use for rectangular duct running at 2.5 in. w.g. static?", ('B-5.2.2.4.',)),
    ("Modelling an addition by itself for performance compliance, but it's served by the existing building's chiller plant. Can I model the old chillers with their real efficiencies, and what test standards do I use to establish those?", ('B-A-8.4.1.4.(2)(b)', 'B-8.4.1.4.')),
    ('What compliance routes are there for the HVAC part of NECB, and can the standby backup boiler go through the trade-off path or does it have to meet the prescriptive reqs?', ('B-5.1.1.3.',)),
    ("VAV system with a 20 hp supply fan - what does the fan have to achieve at 50% airflow, and what's the max fan power per cfm allowed for variable air volume systems?", ('B-5.2.3.3.',)),
    ('How is the HVAC trade-off index in 5.3.2.1 calculated, i.e. what are the alpha, beta and gamma terms in the formula?', ('B-5.3.2.1.',)),
    ('Do the heated snow melt cables at the front entrance need an automatic controller or is a manual on/off switch acceptable?', ('B-5.2.8.6.',)),
    ("how do you figure out the daylit area under a rooftop moniter, and if there's a wall or tall racking near the monitor does that cut the area down?", ('B-A-4.2.2.6.(2)',)),
    ("Can the building official exempt a seasonal or temporary building from parts of the energy code because of how it's used? And what admin rules apply if the province doesn't have its own?", ('C-2.2.1.1.',)),
    ("Constant volume AHU at 12,000 cfm: what's the max combined supply + return fan power in W/cfm, and how is the fan power demand supposed to be calculated (static pressure, efficiency)?", ('B-5.2.3.2.',)),
    ("Under NECB what counts as an 'addition' - is there a minimum size like 100 sq ft? And is a partition between offices and a warehouse kept at 50°F considered part of the building envelope?", ('A-1.4.1.2.',)),
    ("Parking lot pole lights are wired off the building's main electrical panel. Are they covered by the lighting requirements?", ('B-A-4.1.1.2.(1)',)),
    ('What electrical closeout documentation does the energy code require, e.g. as-built single line diagram showing where energy use can be monitored?', ('C-2.2.2.7.',)),
    ('Is there a flowchart showing the lighting compliance paths, including picking between the building area method and space by space?', ('B-A-4.1.1.3.(1)',)),
    ('Our wall assembly misses the prescriptive U-value - what are the envelope trade-off options available?', ('B-3.3.2.1.',)),
    ("A word the code uses isn't in its definitions list - how am I supposed to interpret it?", ('A-1.4.1.1.',)),
    ("Minimum insulation thickness on a 2-1/2 in. recirculating domestic hot water line running through an unheated parkade? Can it be thinner if the insulation's conductivity is lower than the table range?", ('B-6.2.3.1.',)),
    ('Calculating window-to-wall ratio under 3.1.1.6 - do I measure windows to the rough opening or the visible glass, and do parapets count in the gross wall area?', ('B-3.1.1.6.',)),
]

NECB2011_FOURTEENTH_SET_NOT_ANSWERED = [
    'What minimum outdoor air rate in cfm per person does NECB require for an open-plan office?',
    "Does NECB 2011 require a whole-building blower door test before occupancy, and what's the max ACH50 to pass?",
    'Is a new commercial building required to have rooftop solar PV or a minimum percentage of on-site renewable energy?',
    'How many EV charging stations or EV-ready parking spaces does the energy code require for a new office building?',
    'Are there limits on refrigerant global warming potential (GWP) for new chillers or rooftop units?',
    'How many water closets and lavatories are needed for a 120-seat restaurant?',
    'Does a 4-storey wood frame apartment building need to be sprinklered, and what fire separation rating is needed between suites?',
    'What design snow load should I use for a flat roof in Ottawa with a parapet drift?',
    'What are the side yard setbacks and maximum building height for a commercial lot in a mixed-use zone?',
    "what's the max slope allowed for a wheelchair ramp at a building entrance and how often do you need landings?",
]


def test_a_fourteenth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    # part 33: a question speaking of a trade-off is asked of the trade-off paths; "What compliance routes are there
    # for HVAC, and can the standby boiler go through the trade-off path?" asks first of the routes (3 -> 4): hit@3
    # 0.86 -> 0.81 (over every genuine tuning question the rule puts 3 more first)
    _as_measured(necb2011, NECB2011_FOURTEENTH_SET, NECB2011_FOURTEENTH_SET_NOT_ANSWERED,
                 hit1=0.68, hit3=0.81, mrr=0.77, declined=6)


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
    _as_measured(necb, NINETEENTH_SET, NINETEENTH_SET_NOT_ANSWERED, hit1=0.72, hit3=0.90, mrr=0.81, declined=6)


# a fifteenth set on NECB 2011, written blind at the start of part 28 (seed 281115); a tuning set: Article hit@1
# 81.8 %, hit@3 90.9 %, MRR 0.864 (unchanged by the session); declined 6 of 10 (rooftop PV credit, a blower door
# test, a Legionella storage temperature and a data centre PUE are answered, hedged), none of 22 wrongly.
NECB2011_FIFTEENTH_SET = [
    ("Fitting out washrooms in a community hall: what's the max hot water flow allowed from the lavatory faucets in gpm, and do sensor faucets or self-closing metering valves count as the automatic shut-off device?", ('B-6.2.6.2.', 'B-A-6.2.6.1.(2) and 6.2.6.2.(2)')),
    ('What do we have to hand in for HVAC documentation - is a written sequence of operation and control diagrams actually required?', ('C-2.2.2.5.',)),
    ('For the lighting submittal, if we used the space-by-space method what breakdown has to be shown, and do we need an as-built single line diagram of the lighting controls?', ('C-2.2.2.4.',)),
    ('Skylight daylight calc in the lighting trade-off: what default framing and dirt factors do I use if unknown, and what utilization factor applies at a room cavity ratio of 3?', ('B-4.3.2.9.',)),
    ('Per Div C 2.2.2.8, what info must be in the header of every page of the building performance compliance calculation report?', ('C-2.2.2.8.',)),
    ('Does the NECB actualy require a continous air barrier system around the conditioned space or is that just best practise?', ('B-3.2.4.1.',)),
    ('What high-limit shutoff temperature should a fixed dry-bulb economizer be set to in a humid climate versus a dry one, in deg F?', ('B-A-5.2.2.8.(1)',)),
    ('Is a small building that falls under Part 9 of the NBC, like a 3-storey walk-up, covered by NECB 2011 at all?', ('A-A-1.1.1.1.(1)',)),
    ('In the service water heating trade-off path, what units are the average shower and faucet flow entered in, and how is the heat recovery ratio defined?', ('B-6.3.2.5.',)),
    ('Supply duct rated at a 3 in. w.g. static pressure class - which SMACNA seal class do I need, and does that mean sealing longitudinal seams as well as transverse joints?', ('B-5.2.2.3.', 'B-A-5.2.2.3.(1)')),
    ("Why can't I trade off the envelope air leakage / air barrier requirements in the building envelope trade-off calculation?", ('B-A-3.3.1.1.(3)',)),
    ('How much can a motorized outdoor air damper leak when closed, roughly in cfm per sq ft at 1 in. w.c., and what test standard is used?', ('B-5.2.4.2.',)),
    ('Warehouse only kept at about 10 C - what counts as semi-heated, and what limits apply if we use the envelope trade-off to get relaxed envelope requirements (reference setpoint, heating equipment oversizing)?', ('B-3.3.4.1.', 'B-A-3.3.4.1.(3) and 8.4.4.3.(2)')),
    ('Small washroom exhaust with a 10x12 inch duct to outside - can I use a gravity backdraft damper instead of a motorized one?', ('B-5.2.4.1.',)),
    ('Per 4.3.3.10, for the reference building lighting energy allowance, what personal control factor is used, and is the occupancy control factor based on the sensors we actually installed?', ('B-4.3.3.10.',)),
    ('Doing the detailed building envelope trade-off under 3.3.4 - does the energy model have to account for thermal mass or can I just do a steady state UA comparison?', ('B-3.3.4.6.',)),
    ("We're using a domestic hot water heater for space heatng too (combo system) - what efficency standard does that equipment have to meet?", ('B-5.2.12.3.',)),
    ("Do the Part 5 HVAC requirements apply to smoke control fans, and to the existing central plant that we're just extending to serve a new addition?", ('B-5.1.1.2.',)),
    ('At what mean temperature and temperature difference do insulation R-values have to be tested or calculated for NECB - the usual 75 F mean with a 40 F delta?', ('B-3.1.1.5.',)),
    ('Per 8.4.4.15, what are the a to e coefficients for the reference building pump power vs flow curve when the pump has a variable speed drive?', ('B-8.4.4.15.',)),
    ("We're adding a heated vestibule of roughly 100 sq ft to an existing store - is that big enough to count as an addition under the NECB?", ('A-1.4.1.2.',)),
    ('For the Part 8 whole-building performance simulation, does the model have to capture the effect of thermal mass or can the software ignore it?', ('B-8.4.2.4.',)),
]

NECB2011_FIFTEENTH_SET_NOT_ANSWERED = [
    'What minimum outdoor air rate in cfm per person does the NECB require for an open-plan office?',
    "Can rooftop photovoltaic generation be credited against the proposed building's annual energy consumption in the performance path?",
    'Does the NECB require EV-ready parking stalls or limit electric vehicle charger loads in a parkade?',
    'What whole-building air leakage rate do we have to hit on the blower door test for code compliance?',
    'Are there GWP limits on the refrigerant used in new chillers or rooftop units?',
    'What minimum condensation resistance or temperature index do windows need in climate zone 7?',
    'What solar reflectance index (SRI) does a low-slope cool roof need to meet?',
    'Which grid electricity carbon emission factor in kg CO2e/kWh should be used to report GHG emissions from a Part 8 energy model?',
    'What minimum storage tank temperature is required for domestic hot water to control Legionella?',
    'Is there a maximum PUE (power usage effectiveness) for a data centre or server room under the NECB?',
]


def test_a_fifteenth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_FIFTEENTH_SET, NECB2011_FIFTEENTH_SET_NOT_ANSWERED,
                 hit1=0.81, hit3=0.90, mrr=0.86, declined=6)


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
    _as_measured(necb, TWENTIETH_SET, TWENTIETH_SET_NOT_ANSWERED, hit1=0.72, hit3=0.86, mrr=0.80, declined=6)


# a sixteenth set on NECB 2011, written blind at the start of part 29 (seed 291116; a third in an owner's lay words);
# a tuning set: Article hit@1 59.1 %, hit@3 77.3 %, MRR 0.675, unchanged by the session (its misses: lay words for a
# vestibule and for snow-melting heaters, a Note pointing to a flow chart, the Part on walls and roofs asked by its
# subject); declined 7 of 10, 2 of 22 wrongly (the two lay ones).
NECB2011_SIXTEENTH_SET = [
    ("Hydronic pumping design reqs - what total pump motor nameplate triggers them (we're at roughly 10 hp combined), and do standby pumps count toward that sum?", ('B-5.2.6.1.',)),
    ("We put heating wires under the sidewalk in front of our store so it stays clear in winter. Does there have to be a way to switch them off when they aren't needed?", ('B-5.2.8.6.',)),
    ("Why doesn't the envelope trade-off calc let me take credit for a tighter air barrier than the prescriptive minimum?", ('B-A-3.3.1.1.(3)',)),
    ('Where is a bad spot to hang the little wall dial that sets the heat in my shop - would right beside the front door or on an outside wall be a problem?', ('B-A-5.2.8.3.(1)',)),
    ("Do the energy rules for lights also cover the pole lamps in my parking lot that are wired into the building's power, or only the lights indoors?", ('B-A-4.1.1.2.(1)',)),
    ('Perimeter rad system on OA reset only - can an outdoor sensor be the sole thing deciding how much heat goes to the zone?', ('B-A-5.2.8.5.(2)(a)',)),
    ('Lighting trade-off path: how do I get the daylit area ADL,i for each space - which skylight, roof monitor and side glazing rules do I use?', ('B-4.3.3.3.',)),
    ("Our new six-storey office in Edmonton - do we need a double set of doors at the main entrance so the cold doesn't rush in? And does the back door we only use for deliveries need it too?", ('B-3.2.2.1.',)),
    ('Bldg area method LPD for an office in W/sq ft? And can I still use that method if ~15% of the gross lighted floor area is retail?', ('B-4.2.1.5.',)),
    ('Is there a diagram that walks me through the options for meeting the electrical and motor requirements of the energy code?', ('B-A-7.1.1.3.(1)',)),
    ('Max above-grade wall U-valeu for climate zone 7A (5000-5999 HDD)? Need it converted to Btu/h.sq ft.F for the spec.', ('B-3.2.2.2.',)),
    ('Division C uses a bunch of symbols and abbreviations - where do I look up what they mean?', ('C-1.2.2.1.',)),
    ("If we go the trade-off route for the building's hot water system, what index score does it have to reach to pass?", ('B-6.3.1.3.',)),
    ('AHU controls - can we reheat cooled supply air to hit the discharge setpoint, and in what cases is reheat allowed?', ('B-5.2.8.7.',)),
    ('Per Table 7.5.1.1., which objective and functional statements are attributed to transformer selection (7.2.3.1.)?', ('B-7.5.1.1.',)),
    ('Performance path reference bldg: do I model the proposed overhangs and fins? And if I used actual roof solar absorptance in the proposed model, what value goes in the reference?', ('B-8.4.4.4.',)),
    ('Detailed envelope trade-off, proposed bldg model: what solar absorptance do I assume for opaque assemblies, and do lighting and plug loads get included?', ('B-3.3.4.9.',)),
    ('What does the part of the energy code on walls and roofs actually deal with - just the insulation, or also the seams where different materials meet?', ('B-3.1.1.1.',)),
    ("Perf path for an arena with an ice plant plus simultaneous space heating and DHW loads - how do I model the reference building's ice machine and its heat rejection?", ('B-8.4.4.20.',)),
    ('Does the requirement to keep insulation from getting wet or having air move through it rule out an inverted protected-membrane roof, a green roof, or exterior insulation on basement walls?', ('B-A-3.2.1.1.(1)',)),
    ('We have a small entry area between the outer and inner front doors of our office. How warm is the heater in there allowed to keep it? I wanted about 65 degrees F.', ('B-5.2.8.5.',)),
    ('HVAC trade-of path: where do I pull the ToV5 and ToV6 values for a supply air temp reset strategy and VSD fans?', ('B-5.3.2.7.',)),
]

NECB2011_SIXTEENTH_SET_NOT_ANSWERED = [
    'What relative humidity and air temperature should an indoor swimming pool hall be kept at?',
    'What minimum efficiency rating does a gas fireplace insert in a condo lobby have to meet?',
    'What condensation resistance rating must windows meet in a hospital kept at 50% RH in winter?',
    'At what CO level in ppm should the parking garage exhaust fans be triggered to ramp up?',
    'How many watts per sq ft is a snow-melt system under a driveway allowed to draw?',
    'Is power factor correction required on large motors, e.g. a minimum 0.95 power factor?',
    'What is the maximum total harmonic distortion allowed for LED drivers in an office fit-out?',
    'What BUG rating or full-cutoff requirement applies to parking lot pole lights to limit light trespass onto neighbouring lots?',
    "Is there a federal rebate for switching my office building's gas boiler to a heat pump?",
    'What roof snow load does a flat roof in Calgary have to be designed to carry?',
]


def test_a_sixteenth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    # part 30: 63.6 %, 72.7 %, 0.702 since a question asking of the reference building's model is asked of its
    # Subsection (the arena's ice plant 3 -> 1); the envelope trade-off's "proposed bldg model" 3 -> 4
    _as_measured(necb2011, NECB2011_SIXTEENTH_SET, NECB2011_SIXTEENTH_SET_NOT_ANSWERED,
                 hit1=0.63, hit3=0.72, mrr=0.70, declined=7, wrongly=2)


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
    _as_measured(necb, TWENTY_FIRST_SET, TWENTY_FIRST_SET_NOT_ANSWERED,
                 hit1=0.68, hit3=0.90, mrr=0.78, declined=7, wrongly=1)


# a seventeenth set on NECB 2011, written blind at the start of part 30 by a helper who saw only the Code's text (seed
# 3017); a tuning set: Article hit@1 77.3 -> 81.8 %, hit@3 86.4 % (unchanged), MRR 0.833 -> 0.864; declined 7 of 10,
# none of 22 wrongly, both times
NECB2011_SEVENTEENTH_SET = [
    ('Mixed-use job: can I run the building area method on the retail floors and the space-by-space LPD method on the office floors? And does every individual room have to stay under its own LPD or only the building total?', ('B-4.2.1.3.', 'B-A-4.2.1.3.')),
    ('doing the energy model for an office tower that has a big server room on 3rd floor - are those servers already in the default plug load numbers or do I model them seperately? does NECB even regulate plug loads?', ('B-A-8.4.2.7.(1)',)),
    ("Part of our exterior wall sits behind an enclosed unheated sunroom. What U-value can I assume for the sunroom enclosure when working out the wall's overall U, and can I use the same credit for the vented crawlspace?", ('B-3.1.1.7.', 'B-A-3.1.1.7.(5)')),
    ("Our ductwork isn't being sealed to the SMACNA seal classes so it has to be leak tested. For round duct running at about 2.5 in. w.g., what leakage class do we use, and who decides which duct sections actually get tested?", ('B-5.2.2.4.', 'B-A-5.2.2.4.(1)')),
    ('Performance path for a community arena: the proposed design has an ice plant plus hot water for flooding the ice. How is the ice-making machine supposed to be set up in the reference (baseline) model?', ('B-8.4.4.20.',)),
    ('Proposed design uses a GSHP system. What HVAC system does the reference building get, and below what outdoor temperature (in F) is the reference heat pump not allowed to run in heating?', ('B-8.4.4.14.',)),
    ('Can we meet the 2.5 gpm shower head limit just by dropping a flow restrictor washer into the existing heads? Also the locker room has a row of showers on one mixing valve - any extra requirement for those?', ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)')),
    ('VAV air handler fan power check: do I use the motor nameplate hp or the actual power drawn, and do the little fans in series fan-powered boxes count toward the total?', ('B-A-5.2.3.3.(1)',)),
    ('Do elevator motors and the motors inside packaged RTUs have to meet the CSA C390 premium efficency levels?', ('B-7.2.4.1.',)),
    ('Re clause 5.2.11.5.(1): our HHW plant is about 1,200 MBH and has variable speed pumping. Are we still stuck putting in supply water temperature reset?', ('B-5.2.11.5.',)),
    ('Hotel guest room master switch at the entry door, 48 in. AFF - does it have to shut off the bathroom lights too? And for multi-room suites, where do the switches have to go?', ('B-4.2.2.3.', 'B-A-4.2.2.3.(5)')),
    ('Indoor hotel pool roughly 25 x 45 ft. How much of the sensible heat in the pool exhaust do we have to recover, and does every cfm of exhaust have to go through the heat recovery unit?', ('B-5.2.10.2.', 'B-A-5.2.10.2.(1)')),
    ("Site is around 4500 heating degree days. What's the max window-plus-door to wall ratio (FDWR) on the prescriptive path, and what's the cap on skylights relative to roof area?", ('B-3.2.1.4.', 'B-A-3.2.1.4.(1)')),
    ("Where am I supposed to get the heating degree-days for my project? The town isn't listed in the NBC climate tables.", ('B-1.1.4.1.', 'B-A-1.1.4.1.(1)')),
    ('New building with 12 rental apartments and 2 shops, service around 500 kVA. Do we need separate energy metering for each unit, and do HVAC and lighting loads have to be monitorable on their own?', ('B-7.2.1.1.',)),
    ('Slab on grade with in-floor radiant tubing - is 4 ft of perimeter insulation enough or does the whole slab need insulating? Thinking of Sentence 3.2.3.3.(3).', ('B-3.2.3.3.',)),
    ("If we go the alternative solution route, what paperwork do we have to give the building official? Do they need to know the designer's qualifications and experience?", ('C-2.3.1.1.',)),
    ('What does the AHJ expect to see on the permit drawings to show energy code compliance? e.g. do they want the assembly U-values and the duct leakage class shown?', ('C-2.2.2.1.', 'C-A-2.2.2.1.(1)')),
    ("For the energy model of a school, what default occupant density (sq ft per person) and plug load (W/sq ft) should I use if I don't have better numbers?", ('B-A-8.4.3.3.(1)',)),
    ('Small storage building whose only cooling is a through-the-wall window AC unit - does the envelope part of the code apply to it? What heating/cooling capacity triggers the envelope requirements?', ('B-3.1.1.2.', 'B-A-3.1.1.2.(1)(a)')),
    ('Big-box store in northern Alberta, above 55 deg N latitude. One open sales floor of about 20,000 sq ft with about 6,000 sq ft of daylit area under skylights. Do we need automatic daylight dimming, and what control steps are reqiured?', ('B-4.2.2.4.',)),
    ('Does the NECB apply to houses and other small Part 9 buildings, or just the big commercial stuff? What about a new barn on a farm?', ('A-1.1.1.1.', 'A-A-1.1.1.1.(1)')),
]

NECB2011_SEVENTEENTH_SET_NOT_ANSWERED = [
    "Can the kWh from our rooftop solar PV array be subtracted from the building's energy use to show compliance on the performance path?",
    'How many stalls in a new office parkade need EV charger rough-in?',
    "What's the max global warming potential (GWP) allowed for the refrigerant in new chillers and RTUs?",
    'Is there a limit on embodied carbon or GHG intensity (kg CO2e per m2) for new buildings?',
    'What TEDI and MEUI targets do I need to hit for Step 3 of the BC Energy Step Code?',
    'Do owners of large existing office buildings have to benchmark and publicly report their energy use every year?',
    'What utility rebates or incentives can we get for beating the energy code by 25%?',
    "Is a white 'cool roof' required - what minimum solar reflectance index (SRI) does a low-slope roof membrane need?",
    'Is a whole-building blower door test mandatory at completion, and what ACH50 does the building have to achieve?',
    "What's the maximum power usage effectiveness (PUE) allowed for a new data centre?",
]


def test_a_seventeenth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_SEVENTEENTH_SET, NECB2011_SEVENTEENTH_SET_NOT_ANSWERED,
                 hit1=0.81, hit3=0.86, mrr=0.86, declined=7)


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
    assert _rank(necb2011, question, "A-1.1.1.1.") == 1  # was 12: "NECB 2011" was not read as the Code


def test_a_defined_word_naming_something_longer_is_no_definition_asked(necb):
    # "count as the occupancy control": the question asks of a control, not of the defined term "occupancy"
    question = ("Hotel guest rooms need to set back when nobody's in them. Would a key-card switch at the door count "
                "as the occupancy control, and how do we pick the setback temperature?")
    assert not necb.read(question).definitions
    assert _rank(necb, question, "B-A-5.2.8.3.(1)") == 1  # was 2, below Division A's definitions


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
    _as_measured(necb, TWENTY_SECOND_SET, TWENTY_SECOND_SET_NOT_ANSWERED,
                 hit1=0.90, hit3=0.99, mrr=0.94, declined=10)


# an eighteenth set on NECB 2011, written blind at the start of part 31 (seed 3118; each Part capped at about four
# questions); a tuning set: Article hit@1 86.4 -> 90.9 %, hit@3 95.5 -> 100 %, MRR 0.913 -> 0.955; declined 6 of 10
# (near misses: a whole-building leakage test, snow-melting sizing, seismic restraint, a museum's humidity), none of
# 22 wrongly, both times
NECB2011_EIGHTEENTH_SET = [
    ('Modelling the NECB reference building for a school with a hydronic plant. Total reference heating plant capacity comes out around 1,000,000 Btu/h. How many boilers do I model and how are they staged, and what hot water reset temperatures do I use?', ('B-8.4.4.10.',)),
    ('Why does the performance path make me model outdoor air at exactly the minimum ventilation standard rates? Our design deliberately over-ventilates by about 30% for IAQ and it feels like we lose the credit we should get for demand controlled ventilation.', ('B-A-8.4.3.7.(1)', 'B-8.4.3.7.')),
    ('Min insulation thickness on a 3 in. heating hot water main running 180°F supply? And the condenser water loop for our water source heat pumps runs 60-95°F at about 400 gpm, does that piping need to be insulated at all?', ('B-5.2.5.3.',)),
    ('in 3.3.1.3, for the envelope trade-off take-off, do I measure wall areas to the inside or outside face of the intersecting walls, and do the slab edges where floors interrupt the wall get deducted? Also how is the roof area measured?', ('B-3.3.1.3.',)),
    ('Waterside economizer on a 300 ton chiller plant using the cooling tower through a plate and frame HX: at what outdoor condition does it have to be able to carry 100% of the cooling load? Is it different if we use a dry cooler instead of the tower?', ('B-5.2.2.9.',)),
    ('Energy model for a funeral home / crematorium, which isnt in the appendix schedule tables. What operating schedule am I supposed to use, and do I have to use the default schedules if the owner gave us actual hours of operation?', ('B-A-8.4.3.2.(1)', 'B-8.4.3.2.')),
    ('Site lighting for a high school: parking lot plus a lit football field. Does the sports field lighting count against the exterior lighting power allowance, or is it exempt? Anything special required for it?', ('B-4.2.3.1.',)),
    ('Non-recirculating domestic hot water system with heat traps at the tank - how much of the outlet pipe has to be insulated, and what thickness for a 1" line running through an unheated parkade?', ('B-6.2.3.1.',)),
    ("We're adding a wing to an existing school and at the same time replacing the old windows in the existing building with triple glazing. Can we count the upgraded existing windows in the detailed trade-off to offset the addition's glazing that doesn't meet prescriptive?", ('B-A-3.3.4.3.(1)(b)', 'B-3.3.4.3.')),
    ('Per 8.4.4.18, what fan part-load curve do I assign in the reference building to a VAV supply fan of about 40 hp? And what about a 15 hp VAV fan?', ('B-8.4.4.18.',)),
    ("Air source heat pump RTUs with electric strip backup - do the strips have to be locked out when the compresor can carry the load, and what exactly counts as 'supplementary' heat? What about during defrost?", ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ("We're designing a 25,000 ft² heated machinery storage and repair shop for a grain farm. Does NECB 2011 apply to it?", ('A-1.1.1.1.', 'A-1.4.1.2.')),
    ('Covered outdoor walkway between two buildings with recessed downlights in the canopy - do I count that as interior lighting (corridor LPD) or against the exterior lighting allowance?', ('A-A-1.4.1.2.(1)',)),
    ('How do I count line-voltage track lighting in the installed interior lighting power? We have about 40 ft of track in a gallery shop but only a few heads specified. Is there a minimum wattage per foot I have to assume?', ('B-4.2.1.4.',)),
    ("Heated slab on grade with in-floor radiant tubing, climate zone 7A. Do we need insulation under the whole slab or just the 4 ft perimeter, and what's the max U-value?", ('B-3.2.3.3.', 'B-3.2.3.1.')),
    ('Using a combi boiler for both space heating and an indirect DHW tank. Which minimum efficiency does it have to meet - the water heater one or the boiler one?', ('B-6.2.2.5.',)),
    ('Natatorium with a 25 m lap pool. Does all the exhaust air have to pass through the heat recovery unit? What percent recovery is needed, and is there an alternative if we put in a dehumidification unit instead?', ('B-5.2.10.2.', 'B-A-5.2.10.2.(1)')),
    ("What's the maximum air leakage allowed for a curtain wall and for operable windows under NECB 2011, and at what test pressure? Spec writer wants it in cfm/ft².", ('B-3.2.4.3.',)),
    ('Big box store in Yellowknife with about 6,000 ft² of skylit floor area in one open sales space. Are automatic daylighting controls under the skylights mandatory, and if so how many control steps?', ('B-4.2.2.4.',)),
    ("Kitchen dishwasher needs 180°F rinse water. Why can't we just run the whole DHW plant at 82°C instad of adding a booster heater - what is the intent of that requirement?", ('B-A-6.2.5.1.(1)', 'B-6.2.5.1.')),
    ("Does Part 7 (motor efficiency, voltage drop) apply to a well pump house and parking lot pole lights on the site that are fed from the building's main service, or only to equipment inside the building?", ('B-A-7.1.1.2.(1)', 'B-7.1.1.2.')),
    ('For the building permit submission, what lighting documentation does the electrical engineer have to provide? Do we need an as-built single line of the lighting controls and a line-by-line space-by-space breakdown?', ('C-2.2.2.4.',)),
]

NECB2011_EIGHTEENTH_SET_NOT_ANSWERED = [
    'How many cfm of outdoor air per person does NECB 2011 require for an open plan office?',
    'What is the maximum NC sound rating allowed for VAV terminal units serving classrooms?',
    'What MERV rating do the filters in a new office air handling unit need to have?',
    'Does NECB 2011 require a whole-building blower door test, and what is the maximum air leakage in cfm/ft² at 75 Pa for the completed building?',
    'What design heat output in W/m² (or Btu/h·ft²) should a snow-melting system for a heated parking ramp be sized for?',
    'How many cfm per linear foot of exhaust is required for a Type I kitchen hood over a gas fryer line?',
    'What seismic restraint is required for rooftop HVAC units and their curbs?',
    'What is the maximum total harmonic distortion allowed for VFDs on pump motors?',
    'What minimum CRI and colour temperature are required for LED fixtures in offices?',
    'What relative humidity range has to be maintained in a museum gallery with humidification?',
]


def test_an_eighteenth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_EIGHTEENTH_SET, NECB2011_EIGHTEENTH_SET_NOT_ANSWERED,
                 hit1=0.90, hit3=0.99, mrr=0.95, declined=6)



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
    _as_measured(necb, TWENTY_THIRD_SET, TWENTY_THIRD_SET_NOT_ANSWERED,
                 hit1=0.77, hit3=0.86, mrr=0.82, declined=8, wrongly=2)


# a nineteenth set on NECB 2011, written blind at the start of part 32 (seed 3119); a tuning set: Article hit@1
# 81.8 %, hit@3 95.5 %, MRR 0.886; declined 7 of 10 (near misses: a blower-door result, recirculation pipe sizing,
# a Legionella storage temperature), none of 22 wrongly, both times
NECB2011_NINETEENTH_SET = [
    ("We're taking the envelope performance route and one wall has hydronic radiant tubing cast into it. Can the trade-off let that wall's U-value go above the cap that applies to radiant-heated walls?", ('B-3.4.1.2.',)),
    ('Does an 80-litre electric water heater in a small retail unit need its own clearly labelled shut-off so it can be turned off when the store closes for the season?', ('B-6.2.4.2.', 'B-A-6.2.4.2.(1)')),
    ('In the lighting trade-off calculation, what control factor do photocell-controlled lights get with bi-level switching compared with continuous dimming?', ('B-4.3.2.7.',)),
    ('We deliberately oversized outdoor air for IAQ. In the energy model, do I enter our actual design outdoor air rate for the proposed building or some other value?', ('B-8.4.3.7.', 'B-A-8.4.3.7.(1)')),
    ('Mixed-use building: can I figure the lighting allowance by whole-building type for the warehouse part and room by room for the office wing?', ('B-A-4.2.1.3.', 'B-4.2.1.3.')),
    ('As a plan reviewer, what can I ask the designer to show on the permit set to check energy code compliance - assembly U-values, duct leakage class, that kind of thing?', ('C-A-2.2.2.1.(1)', 'C-2.2.2.1.')),
    ('If we mix a boiler, pumps and air handlers from diffrent manufacterers, how are we supposed to show the whole system still meets the equipment efficiency requirements?', ('B-5.2.12.2.',)),
    ("For the reference building in the performance model, do I keep the sunshades and overhangs we designed, and what roof solar absorptance do I use if I put the membrane's real value in the proposed model?", ('B-8.4.4.4.',)),
    ('Does the annual energy simulation have to include elevators and plug loads, what time step is allowed, and can I leave out the standby boiler that only runs when the lead boiler fails?', ('B-8.4.2.2.',)),
    ('The reference building has a VAV supply fan of roughly 40 hp. What fan type and part-load curve should it be modelled with?', ('B-8.4.4.18.',)),
    ('Per 8.4.3.5, what lighting power density do I assume for the apartment suites in the proposed-building energy model?', ('B-8.4.3.5.',)),
    ('Townhouse units in climate zone 7A each have their own ventilation system. Does the principal exhaust need heat recovery, and if it were an apartment building what minimum sensible recovery efficiency would the HRVs need?', ('B-5.2.10.4.',)),
    ('Whats the minimun energy factor for a residential-size heat pump hot water heeter on a 240 V circuit?', ('B-6.2.2.1.',)),
    ('Small washroom exhaust going out through the wall, duct is 10 in. by 10 in. Does it need a motorized damper or is a gravity backdraft damper good enough?', ('B-5.2.4.1.',)),
    ("We're designing a new dairy barn and machine shed for a farming operation. Does this energy code cover those buildings?", ('A-1.1.1.1.',)),
    ('A museum archive needs tight humidity control. Are we allowed to reheat the air after the cooling coil to dehumidify, or is that kind of reheat banned?', ('B-5.2.8.7.', 'B-A-5.2.8.7.(2)')),
    ('Under 5.2.2.9, our waterside economizer uses a dry cooler (sensible heat transfer only). At what outdoor temperature does it have to handle the full cooling load by itself?', ('B-5.2.2.9.',)),
    ('Whats the maximun voltage drop I can design the feeders for at full design load?', ('B-7.2.2.1.',)),
    ("On a VAV system with reheat boxes, does the air handler's discharge temperature have to reset upward based on whichever zone needs the coldest air?", ('B-5.2.8.8.',)),
    ("Our industrial client has a floodlit outdoor storage yard and material-handling area. Does that lighting have to fit inside the site's exterior lighting power budget?", ('B-4.2.3.1.',)),
    ('An interior concrete wall runs out through the exterior wall line. How far along it do I have to insulate, and to what U-value?', ('B-3.2.1.2.',)),
    ("The underground parkade roof has about 3 feet of soil and pavers over it and the site is around 5,500 degree-days. What's the maximum U-value for that roof slab?", ('B-3.2.3.2.', 'B-3.2.3.1.')),
]
NECB2011_NINETEENTH_SET_NOT_ANSWERED = [
    'After construction, what air leakage result does the whole building have to hit on a blower-door test to pass final inspection?',
    'Is there a minimum solar reflectance index (cool roof) required for low-slope roof membranes under the prescriptive envelope path?',
    'What minimum maintained light level in lux does an open-plan office have to be designed to?',
    'What fire-resistance rating do dampers need where a supply duct passes through a rated fire separation?',
    'How do I size the hot water recirculation piping diameter from the fixture-unit count?',
    'How many parking stalls in a new parkade have to be roughed in for electric vehicle charging?',
    'Are there limits on the global warming potential of the refrigerant used in new packaged chillers?',
    'What minimum condensation resistance or temperature index do windows need in climate zone 7A?',
    'What minimum outdoor air rate in L/s per person do I have to design a classroom for?',
    'What minimum temperature must commercial hot water storage tanks be held at to control Legionella?',
]


def test_a_nineteenth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_NINETEENTH_SET, NECB2011_NINETEENTH_SET_NOT_ANSWERED,
                 hit1=0.81, hit3=0.95, mrr=0.88, declined=7)


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
    _as_measured(necb, TWENTY_FOURTH_SET, TWENTY_FOURTH_SET_NOT_ANSWERED,
                 hit1=0.86, hit3=0.90, mrr=0.89, declined=5, wrongly=0)


NECB2011_TWENTIETH_SET = [
    ('On the simple envelope trade-off route, must the reference building use the same above-grade assembly areas as my design, what quantity is summed and compared between the two, and may I offset weaker walls with a better-insulated roof?', ('B-3.3.3.2.', 'B-3.3.3.1.')),
    ("For the performance-path model, do the occupancy, lighting and plug-load operating scheduels have to reflect the actual building type, and are there default scheduels I can fall back on if the owner hasn't given me real ones?", ('B-8.4.3.2.', 'B-A-8.4.3.2.(1)')),
    ('Two things about HVAC pipe insulation: does insulation on chilled-water lines need a vapour retarder, and does insulation on piping that runs exposed across the roof need some kind of protective jacket?', ('B-5.2.5.4.',)),
    ('A warehouse has a grid of skylights whose daylit zones overlap one another and also overlap the zone served by the clerestory windows. How do I keep from counting the same floor area twice when laying out the daylight zones for the photocontrols?', ('B-A-4.2.2.5.(1) and 4.2.2.6.(1)', 'B-4.2.2.5.')),
    ("Clause 8.4.4.15.(2) has me collapse a primary/secondary pumping arrangement with three pumps into a single pump in the reference model. How should that one pump's head and efficiency be set so the shaft power comes out the same?", ('B-A-8.4.4.15.(2)', 'B-8.4.4.15.')),
    ("For the permit submission, which envelope areas, area ratios and U-values have to be documented, and in what situation do I also need to document the reference building's envelope?", ('C-2.2.2.3.',)),
    ('When I take off window areas for the window-to-wall ratio, do I measure just the visible glass or the rough opening including the frame?', ('B-3.1.1.6.', 'B-A-3.1.1.6.(1)')),
    ('What is the most voltage drop I can design feeder conductors for at design load?', ('B-7.2.2.1.',)),
    ('What is the most air leakage allowed for an ordinary exterior swing door, in cfm per square foot, and are main entrance doors given a looser limit?', ('B-3.2.4.4.',)),
    ('The water heater performance table uses abbreviations like SL, Et and EF. What do they stand for?', ('A-1.4.2.1.',)),
    ('As plan reviewer, do I need to check the SEER/EER figures on a packaged rooftop unit that already carries a federal energy-efficiency label, and is there any guidance on lead units when several units are staged?', ('B-A-5.2.12.1.(1)', 'B-5.2.12.1.')),
    ("If we don't seal the ductwork to the prescribed seal class and leak-test it instead, what leakage class applies to round duct running at 600 Pa static, and who decides which duct sections get tested?", ('B-5.2.2.4.', 'B-A-5.2.2.4.(1)')),
    ('For a site with 5500 heating degree-days, what is the largest window-plus-door to gross wall ratio I can have on the prescriptive path?', ('B-A-3.2.1.4.(1)', 'B-3.2.1.4.')),
    ('Can an air handler serving a museum gallery reheat cooled supply air for humidty control, or is heating previously cooled air banned outright?', ('B-5.2.8.7.', 'B-A-5.2.8.7.(2)')),
    ('Which weather file formats are acceptable for the compliance energy model, and if my town has no weather file, what criteria should I use to pick a substitute location?', ('B-A-8.4.2.3.', 'B-8.4.2.3.')),
    ('In the lighting trade-off calculation, a gym has both side windows and skylights. Can I count both daylit areas?', ('B-4.3.2.3.', 'B-A-4.3.2.3.(2)')),
    ('What minimum thermal efficiency does a gas-fired storage water heater need if it has 500,000 Btu/h input and a 200 US gallon tank?', ('B-6.2.2.1.',)),
    ('Article 4.2.2.4 calls for photocontrols under skylights. Do they have to dim continuously, or is switching lamps off in steps good enough?', ('B-A-4.2.2.4.(1)', 'B-4.2.2.4.')),
    ('Roughly what R-value (imperial) of insulation is required on an unfired hot water storage tank?', ('B-6.2.2.2.',)),
    ('What documentation on the lightning system do I have to hand in if I used the space-by-space method? Is a room-by-room breakdown required?', ('C-2.2.2.4.',)),
    ("We're putting an 8 m2 heated entry vestibule onto an existing store. Does that count as an addition that has to meet the energy code?", ('A-1.4.1.2.', 'A-1.1.1.1.')),
    ('Which efficiency standard does a new dry-type distribution transformer have to meet?', ('B-7.2.3.1.',)),
]
NECB2011_TWENTIETH_SET_NOT_ANSWERED = [
    'How many parking stalls in a new parkade must be EV-ready or have electric vehicle charging?',
    'Are regenerative drives required on new traction elevators?',
    'Is there a maximum global warming potential (GWP) for refrigerants in new chillers?',
    "Can on-site solar PV generation be credited against the reference building's energy target?",
    'What greenhouse gas intensity limit in kgCO2e per m2 applies to a new office building?',
    'What thermal energy demand intensity (TEDI) limit applies to an office in climate zone 5?',
    'What minimum condensation resistance or temperature index must windows have in zone 7A?',
    'What is the maximum flush volume allowed for toilets in a new commercial building?',
    'What whole-building air leakage result must a blower-door test of the finished building achieve at 75 Pa?',
    'Does the code require lighting or HVAC controls that respond to utility demand-response signals?',
]


def test_a_twentieth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTIETH_SET, NECB2011_TWENTIETH_SET_NOT_ANSWERED,
                 hit1=0.90, hit3=0.95, mrr=0.92, declined=6, wrongly=0)


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
    _as_measured(necb, TWENTY_FIFTH_SET, TWENTY_FIFTH_SET_NOT_ANSWERED,
                 hit1=0.81, hit3=0.95, mrr=0.87, declined=3, wrongly=0)


NECB2011_TWENTY_FIRST_SET = [
    ('Running the HVAC trade-off calc per 5.3.2.8 for a packaged rooftop VAV system - which coefficient table do I pull the alpha and beta values from?', ('B-5.3.2.8.', 'B-5.3.2.5.')),
    ('Lighting trade-off for an office that runs 8 am to 6 pm: how many daytime operating hours per year do I plug in, and how do I correct that if the place is open about 300 days a year instead of the default?', ('B-4.3.2.6.',)),
    ('When the economizer drops back to minimum position, does the energy code itself tell me how many cfm of outside air per person I need for indoor air quality, or is that somewhere else?', ('B-A-5.2.2.8.(2)', 'B-5.2.2.8.')),
    ('Concrete block foundation wall insulated on the outside below grade and on the inside above grade - is overlapping the two insulation layers good enough for continuity, or do the hollow cores wreck it?', ('B-A-3.2.1.2.(4)', 'B-3.2.1.2.')),
    ("We're using electric heat trace on the domestic hot water mains instead of a recirc loop. Does the heat trace need some kind of automatic temperature control?", ('B-6.2.4.3.', 'B-6.2.4.2.')),
    ("In the detailed envelope trade-off model, how should the reference building's walls and roof be built up for thermal mass - same layers as my design with different R-value insulation, or something generic?", ('B-A-3.3.4.9.(4)(d)', 'B-3.3.4.9.')),
    ("Under Clause 1.2.1.1.(1)(b), if the prescriptive requirements offer several design options that don't all perform the same, which one sets the bar my alternative solution has to match?", ('A-A-1.2.1.1.(1)(b)', 'A-1.2.1.1.')),
    ('For the service hot water trade-off path, whats the pass/fail threshhold on the SWH trade-off index?', ('B-6.3.1.3.', 'B-6.3.2.1.')),
    ("For the reference building in a Part 8 energy model, what does 'lightweight construction' actually look like - are there example assemblies with a weight and heat capacity I can copy into the model?", ('B-A-8.4.4.5.(1)', 'B-8.4.4.5.')),
    ("What counts as 'spaces heated to different temperatures' for the envelope rules - e.g. an office kept at 70°F next to an attached warehouse only held around 40°F so it doesn't freeze?", ('B-A-3.2.1.3.(1)', 'B-3.2.1.3.')),
    ("I'm writing an alternative solution against the heat-recovery modelling rules in 8.4.4.20 - which functional statements and objectives are tied to each sentence of that Article?", ('B-8.5.1.1.',)),
    ("With the detailed envelope trade-off route, what exactly does my proposed envelope's annual energy use have to be compared against to pass?", ('B-3.3.4.2.', 'B-3.3.4.9.')),
    ('Curling club with an ice plant: besides space heating and domestic hot water, what else is the recovered condenser heat typically good for?', ('B-A-5.2.10.3.(1)', 'B-5.2.10.3.')),
    ('Why do the functional statement numbers in the energy code jump around (F92, F99, F100 and so on) - where does that numbering come from?', ('A-A-3.2.1.1.(1)', 'A-3.2.1.1.')),
    ('Chilled water loop with two-way contol valves at the coils: do the pumps have to be variable flow, and is a primary loop that needs 60% minimum flow through the chillers exempt?', ('B-5.2.6.2.', 'B-A-5.2.6.2.(1)')),
    ("Some provisions in Division B don't show up in the objective and functional statement tables at the end of the Parts. Which objectives do I use for those when arguing an alternative solution?", ('B-A-1.1.3.1.(1)', 'B-1.1.3.1.')),
    ('Warehouse with roughly 4,500 sq ft of floor under skylights - do the lights in that zone need photocontrols, and how many dimming steps are required?', ('B-4.2.2.4.', 'B-A-4.2.2.4.(1)')),
    ("When figuring fixture wattage from the lamp/auxiliary combination, what counts as 'auxiliary'? Are LED drivers and built-in occupancy sensors part of it?", ('B-A-4.2.1.4.(3)(a)', 'B-4.2.1.4.')),
    ("Do I model the interior roller blinds in the proposed building's energy model? And if I don't do detailed shading calcs, does the window SHGC get derated?", ('B-A-8.4.3.4.(2)', 'B-8.4.3.4.')),
    ('Is there a flow chart that shows how compliance works for the electrical power and motors part - prescriptive versus performance?', ('B-A-7.1.1.3.(1)', 'B-7.1.1.3.')),
    ('What do I have to submit on the domestic hot water system with the permit drawings - do they want schematics and a sequence of operation?', ('C-2.2.2.6.',)),
    ('For the lighitng submittal, if we used the space-by-space method what does the plan reviewer expect to see on paper?', ('C-2.2.2.4.',)),
]
NECB2011_TWENTY_FIRST_SET_NOT_ANSWERED = [
    'What minimum MERV rating do the filters in our rooftop units need, and do I get extra fan power allowance for high-efficiency filters?',
    'Is there a minimum colour rendering index (CRI) for the LED fixtures we put in open offices?',
    'What minimum power factor and maximum total harmonic distortion are LED drivers and VFDs allowed to have?',
    'How low does the vapour retarder permeance have to be (in perms) for a steel stud wall in climate zone 7?',
    'Can electrochromic (switchable tint) glazing be credited with a lower effective SHGC or U-value in the prescriptive window requirements?',
    'What spatial daylight autonomy (sDA) target do classrooms have to reach?',
    'What minimum efficiency applies to a standby diesel generator set, and does its block heater need a thermostat or timer?',
    "How many feet of borehole per ton should we design the geothermal field for, and what's the lowest entering fluid temperature we're allowed to design to?",
    'What condensation resistance (temperature index or I-value) do the window frames need to meet?',
    'What maximum outlet temperature should thermostatic mixing valves at the showers be set to for scald protection?',
]


def test_a_twenty_first_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTY_FIRST_SET, NECB2011_TWENTY_FIRST_SET_NOT_ANSWERED,
                 hit1=0.77, hit3=0.95, mrr=0.85, declined=6, wrongly=1)


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
    _as_measured(necb, TWENTY_SIXTH_SET, TWENTY_SIXTH_SET_NOT_ANSWERED,
                 hit1=0.63, hit3=0.77, mrr=0.72, declined=2, wrongly=0)


NECB2011_TWENTY_SECOND_SET = [
    ("Performance path model: the envelope consultant is targeting 0.25 cfm/sq ft at 75 Pa from a blower door test - can I just use that for infiltation in the proposed model, and does the reference building get the same number? Also we don't know the solar absorptance of the metal panel cladding yet, what default do I put in?", ('B-8.4.3.4.', 'B-A-8.4.3.4.(3)', 'B-8.4.4.4.')),
    ("Campus building hooked up to the university's district steam and chilled water plant. How do I model that purchased energy in the proposed building, and what heating and cooling plant goes in the reference building for the energy target?", ('B-8.4.4.7.', 'B-8.4.3.6.', 'B-A-8.4.3.6.')),
    ('Doing the HVAC trade-off under 5.3.2.3 for a packaged VAV system. Which ToV inputs do I take from the equipment specs and which are looked up from a table, and what units do they want for fan static pressure and duct insulation - in. w.g. and R-value?', ('B-5.3.2.3.', 'B-5.3.2.7.')),
    ('Perimeter open office with roughly 1,300 sq ft of primary sidelit floor area, windows have a VT of 0.35. How do I work out the sidelighting effective aperture, and below what value am I exempt from putting in the multi-level photocontrol?', ('B-4.2.2.10.', 'B-4.2.2.8.', 'B-A-4.2.2.10.')),
    ('For the FDWR calc on a building with a curved glazed stair tower: do I measure windows to the glass, the frame or the rough opening, how do I take the area of the curved glazing, and do the parapets count in the gross wall area? (want to get the fenestraton ratio right)', ('B-3.1.1.6.', 'B-A-3.1.1.6.(1)', 'B-A-3.1.1.6.(2)')),
    ('Envelope trade-off path: per 3.3.1.1.(3), can we take credit for a really tight air barrier (much better than the 3.2.4 limits) to offset some weaker walls? And can the ceiling that has radiant heating panels embedded in it be traded up past its normal limit?', ('B-3.3.1.1.', 'B-A-3.3.1.1.(3)', 'B-3.2.2.2.')),
    ('We want to propose an alternative solution for the outdoor pool: a roll-up cover that only covers about 85% of the water. Which objective and functional statements are attributed to the pool cover requirement, so we know what our alternative has to address?', ('B-6.5.1.1.', 'B-6.2.7.2.')),
    ('Lighting trade-off, daylight supply factor for sidelit rooms: the corridors are designed to about 20 footcandles (~200 lx) and one lab to 150 fc (~1,600 lx), another room to 650 lx. The raw daylight supply table only goes 300 to 1000 lx - what do I use for each of these?', ('B-A-Table 4.3.2.8.', 'B-4.3.2.8.')),
    ('Which edition of CSA C390 do our three-phase motors have to meet under NECB 2011 - the latest one, or whatever edition the Code names? And do later amendments to that standard count?', ('A-1.5.1.3.', 'B-1.3.1.2.', 'B-1.3.1.1.')),
    ('Reference building for a school with a hot water boiler plant of about 1,500 MBH: how many boilers and what staging/turndown do I give it, how is the pump modelled, what HW reset schedule, and how much oversizing is allowed?', ('B-8.4.4.10.', 'B-8.4.4.9.')),
    ('General exhaust of 6,000 cfm at 72°F leaving a building in Brandon. For the 150 kW exhaust heat recovery trigger, what outdoor temperature goes in the sensible heat formula and where do I look it up?', ('B-A-5.2.10.1.(4)', 'B-5.2.10.1.', 'B-1.1.4.1.')),
    ("We're submitting an alternative solution for the lighting controls. What does the package we hand the building department have to contain - do they want the designer's qualifications, and who coordinates it when there are several designers involved?", ('C-2.3.1.1.',)),
    ('Low-pressure (2 in. w.g. class) supply duct running in the ceiling space right above the offices it serves, downstream of the VAV boxes. Can we skip duct sealing since any leakage ends up in the space anyway? If not, what sealing is needed?', ('B-A-5.2.2.3.(4)', 'B-5.2.2.3.', 'B-A-5.2.2.3.(1)')),
    ("Office block (heated to 70°F) attached to a warehouse that's just kept above freezing, around 40°F. Does the demising wall between them need to be insulated like an exterior wall, and how is its max U-value figured?", ('B-3.2.1.3.', 'B-A-3.2.1.3.(1)')),
    ("Re 5.2.11.4.(2): heating load is about 1,000 MBH. Can I put in one single-stage boiler, or does it need to be staged or modulating? And with two boilers, what about heat loss through the one that's off?", ('B-5.2.11.4.',)),
    ('If we use the interior lighting trade-off route instead of the LPD tables, are we still on the hook for the exit sign and ballast rules and the exterior lighting power and controls requirements?', ('B-4.3.1.2.', 'B-4.3.1.1.')),
    ('Small 2-storey medical clinic, about 4,000 sq ft footprint, which our reviewer says falls under Part 9 of the NBC. Does the NECB 2011 apply to it at all?', ('A-A-1.1.1.1.(1)', 'A-1.1.1.1.')),
    ('SWH tradeoff path: what does the trade-off index have to come out to for the system to pass? And can the backup water heater be run through the same calculation?', ('B-6.3.1.3.', 'B-6.3.2.1.', 'B-6.3.1.2.', 'B-6.1.1.3.')),
    ("For an alternative solution, I can't find some Division B sentences in the objective and functional statement tables at the end of the Part - they just send you to another article. Which statements apply to those?", ('B-A-1.1.3.1.(1)', 'B-1.1.3.1.')),
    ('Podium green roof with about 18 inches of growing medium on top. Can I treat it as a roof in contact with the ground and use those (less strict) U-values, or is it a normal roof?', ('B-A-3.2.3.2.(1)', 'B-3.2.3.2.', 'B-3.2.2.2.')),
    ("Who administers the NECB where there's no provincial regulation adopting it, and can the building official exempt the radiant-heated bleacher area of an arena from the envelope requirments?", ('C-2.2.1.1.', 'C-A-2.2.1.1.(2)')),
    ('For the electrical power systems and motors part, is there a trade-off option like for lighting and HVAC, or only prescriptive vs performance? Is there a flowchart for it?', ('B-A-7.1.1.3.(1)', 'B-7.1.1.3.', 'B-7.4.1.1.')),
]
NECB2011_TWENTY_SECOND_SET_NOT_ANSWERED = [
    "What's the maximum winter humidification set-point (% RH) allowed for an office, and do the steam humidifiers have to lock out above some outdoor temperature?",
    'At what outdoor temperature must the snow-melting system on the parkade ramp shut off (say above 40°F), and is there a maximum W/sq ft for the heating cables?',
    "What's the maximum SHGC allowed for west-facing windows under the prescriptive path in climate zone 5?",
    'Is a cool roof required - what minimum solar reflectance index (SRI) does a low-slope roof membrane have to have?',
    "Is there a minimum visible transmittance the vision glass has to meet, like VT 0.40, so tinted glazing doesn't kill the daylighting?",
    "What's the minimum distance between the inner and outer doors of a required entrance vestibule - is 7 ft enough?",
    'What percentage of the domestic hot water load has to be covered by solar thermal collectors on a new multi-unit residential building?',
    "What's the max water temperature an indoor leisure pool can be heated to (84°F?) and what relative humidity does the natatorium have to be held at?",
    "Do commercial kitchen hoods need demand-controlled exhaust, and what's the maximum exhaust cfm per linear foot of hood?",
    'How many EV-ready parking stalls with energized outlets does a new office parkade need?',
]


def test_a_twenty_second_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTY_SECOND_SET, NECB2011_TWENTY_SECOND_SET_NOT_ANSWERED,
                 hit1=0.81, hit3=0.86, mrr=0.86, declined=4, wrongly=0)


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
    _as_measured(necb, TWENTY_SEVENTH_SET, TWENTY_SEVENTH_SET_NOT_ANSWERED,
                 hit1=0.86, hit3=0.90, mrr=0.89, declined=5, wrongly=0)


# a twenty-third set on NECB 2011, written blind at the start of part 36 (seed 2323); a tuning set: Article hit@1
# 68.2 -> 77.3 %, hit@3 90.9 -> 95.5 %, MRR 0.776 -> 0.848 (the lighting Part asked whether it covers the parking lot's
# pole lights, a basement's foundation walls); declined 2 of 10 near misses, none of 22 wrongly, both times
NECB2011_TWENTY_THIRD_SET = [
    ('Working through the weighting-factor equations of 5.3.2.5 for the HVAC trade-off: is the XDD climate term always heating degree-days? For a built-up VAV system, which degree-day value goes with the air-side economizer component?', ('B-5.3.2.6.', 'B-5.3.2.8.')),
    ('Our heating plant has two 7.5 hp hot water pumps (one duty, one standby) plus a 5 hp glycol pump that runs at design. Is that big enough for the pumping system design rules to kick in, and does the standby pump count toward the total?', ('B-5.2.6.1.',)),
    ("What's the most hot water a bathroom sink faucet is allowed to deliver, in gpm? And do the sinks in the public washrooms of a hockey arena need sensor faucets or self-closing taps?", ('B-6.2.6.2.', 'B-A-6.2.6.1.(2) and 6.2.6.2.(2)')),
    ('We have a 144,000 Btu/h rooftop unit with a free-cooling economizer. How small does its lowest stage of cooling have to be, as a share of full capacity?', ('B-5.2.2.8.',)),
    ("We've got a warehouse kept at about 50°F attached to offices held at 70°F. Does the wall between them have to be insulated like an outside wall, and how is its U-value worked out?", ('B-3.2.1.3.', 'B-A-3.2.1.3.(1)', 'A-1.4.1.2.')),
    ('Sentence 5.2.8.5.(3) says separate heating and cooling thermostats in a room must not call for heat and cooling at once. Is an interlock programmed in the DDC system enough, or do we need something physical on the thermostats?', ('B-A-5.2.8.5.(3)', 'B-5.2.8.5.')),
    ("Under 3.2.2.4, what's the maximum U-value for the exterior doors on a Zone 7A project, and what insulation level does the roof access hatch need?", ('B-3.2.2.4.',)),
    ('Modelling a condo tower for the performance path: what lighting power density do I put in the suites, for both the proposed and the reference model? Is it roughly 0.5 W/sq ft?', ('B-8.4.3.5.', 'B-8.4.4.6.')),
    ('In the lighting trade-off calc, what absence factor and sensor factor do I use for an enclosed office with automatic occupancy sensors, and does personal control earn anything there?', ('B-4.3.2.10.',)),
    ("Why do the functional statement numbers in the energy code skip around? Are all the F-statements from the building code's list used in the NECB?", ('A-A-3.2.1.1.(1)', 'A-3.2.1.1.')),
    ('Is there a flow chart showing how the three envelope compliance routes work? And if we use whole-building energy modelling for the envelope, can we still take the prescriptive route for lighting?', ('B-A-3.1.1.3.(1)', 'B-A-3.1.1.3.(1)(c)', 'B-3.1.1.3.', 'B-1.1.2.1.', 'B-A-1.1.2.1.')),
    ('Our design brings in about 30% more outdoor air than the ventilation standard requires. In the proposed energy model, do I enter the design cfm or the code minimum, and why?', ('B-A-8.4.3.7.(1)', 'B-8.4.3.7.')),
    ('For the reference building in a Part 8 model, are the walls modelled as heavy concrete like our design or as lightweight construction? And what about interior mass such as furnishings and partitions?', ('B-8.4.4.5.', 'B-A-8.4.4.5.(1)', 'B-A-8.4.4.5.(2)')),
    ('What minimum thermal efficiency applies to a gas-fired storage water heater rated at 500,000 Btu/h input with a 150 US gal tank?', ('B-6.2.2.1.',)),
    ("The basement in our Zone 6 project is 10 ft deep. What's the max U-value for the foundation walls, and how far down do we have to carry the insulation?", ('B-3.2.3.1.', 'B-A-3.2.3.1.(3)')),
    ("What's the most voltage drop I'm allowed on branch circuits, and on feeders, at design load?", ('B-7.2.2.2.', 'B-7.2.2.1.')),
    ("Does the NECB lighting part cover the parking lot pole lights that are fed from the building's panel, and which kinds of lighting are left out altogether?", ('B-4.1.1.2.', 'B-A-4.1.1.2.(1)', 'B-4.1.1.1.', 'B-A-4.1.1.2.(2)(c)')),
    ('When working out the lighting energy allowance in the trade-off path, how do I figure the daylit floor area beside a window? Say a 6 ft wide window with its head at 8 ft and nothing blocking it.', ('B-4.3.3.3.', 'B-4.2.2.9.')),
    ('Table 5.2.12.1 refers to CTI 201 for evaporativly cooled units. What organization is CTI, and which edition of that standard applies?', ('B-1.3.2.1.', 'B-1.3.1.2.')),
    ('Do all the Parts in Divison B (envelope, lighting, HVAC, hot water, electrical, performance) apply to every building the NECB covers?', ('A-1.3.3.1.',)),
    ("Division C uses italicized terms like 'building energy target' and 'authority having jurisdiction'. Where are their meanings given?", ('C-1.2.1.2.', 'A-1.4.1.2.')),
    ("We're designing a research greenhouse. Can the building official let us off the window performance and window-area requirements?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
]
NECB2011_TWENTY_THIRD_SET_NOT_ANSWERED = [
    'What minimum cycles of concentration does the cooling tower have to run at, and is there a maximum drift rate the drift eliminators must meet?',
    'Are we limited in which refrigerant the new chillers can use - is there a GWP cap, or is R-134a still fine under the energy code?',
    'Do escalators have to slow down or stop automatically when nobody is riding, and is there a minimum efficiency class for the elevator traction machines?',
    "Do the parking lot pole fixtures have to be full cutoff (dark-sky), and what's the max light trespass at the property line in foot-candles?",
    "What's the maximum flush volume for the urinals and toilets in the public washrooms - is 0.5 gpf the limit for urinals?",
    'Is there a maximum PUE we have to hit for the server room, and what server inlet temperature range must its cooling be designed for?',
    'Do air-side economizers need fault detection and diagnostics that raise an alarm when the outdoor air damper is stuck?',
    'What compressive strength in psi does the rigid insulation under the heated slab need, and is it allowed to run under the footings as well?',
    'Do the sealed glazing units need warm-edge spacers and argon fill, and is there a minimum centre-of-glass R-value?',
    'Do the gas fireplaces in the condo suites need electronic ignition instead of a standing pilot, and what minimum fireplace efficiency applies?',
]


def test_a_twenty_third_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTY_THIRD_SET, NECB2011_TWENTY_THIRD_SET_NOT_ANSWERED,
                 hit1=0.77, hit3=0.95, mrr=0.84, declined=2, wrongly=0)

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
    _as_measured(necb, TWENTY_EIGHTH_SET, TWENTY_EIGHTH_SET_NOT_ANSWERED,
                 hit1=0.77, hit3=0.77, mrr=0.79, declined=6, wrongly=1)


# a twenty-fourth set on NECB 2011, written blind at the start of part 37 (seed 2424); a tuning set: Article hit@1
# 54.5 -> 63.6 %, hit@3 81.8 %, MRR 0.703 -> 0.749 (the electrical Part asked whether it covers the site's motors, the
# documents to hand in with the permit application); declined 8 of 10 near misses, 1 of 22 wrongly, both times
NECB2011_TWENTY_FOURTH_SET = [
    ('Do the energy objectives in Division A apply to everything about a building, or only to certain aspects of it?', ('A-2.1.1.2.', 'A-2.1.1.1.')),
    ('Is there a flowchart in the NECB showing the compliance routes for domestic hot water systems, and which routes can I choose from? Does a backup water heater get the same options?', ('B-A-6.1.1.3.(1)', 'B-6.1.1.3.')),
    ('We have heating cables under the loading dock ramp to keep ice off. Can they just be hard-wired on for the whole winter or do they need some sort of control?', ('B-5.2.8.6.',)),
    ('Each condo suite has its own 2-ton heat pump, roughly 24,000 Btu/h. Is a programmable thermostat good enough for the required night setback, and is there anything special about the electric backup heat on recovery?', ('B-A-5.2.11.1.(1)', 'B-5.2.11.1.')),
    ('Our hydronic loop has three 3 hp pumps, two running at design and one standby. Do the variable-flow pumping requirements apply to us?', ('B-5.2.6.1.', 'B-5.2.6.2.')),
    ('Open office with ribbon windows and heavily tinted glass (VT about 0.25). How does the glass visible transmittance factor into whether the perimeter lights need automatic daylight dimming, and below what value are we exempt?', ('B-4.2.2.10.', 'B-4.2.2.8.', 'B-A-4.2.2.10.')),
    ("We're putting a 30 ton rooftop unit with an air-side economizer on a retail store. How small does its lowest stage of cooling have to be as a percentage of full capacity?", ('B-5.2.2.8.',)),
    ('Plan reviewer here. For a whole-building energy model submission, what has to appear in the header of every page of the compliance report, and does the modeller have to certify that the inputs represent the design submitted?', ('C-2.2.2.8.',)),
    ("Does the electrical part of the NECB cover motors out on the site, like a pump house and parking lot equipment, if they're fed from the building's electrical service?", ('B-A-7.1.1.2.(1)', 'B-7.1.1.2.')),
    ('Some of our motors and transformers dont meet the prescriptive electrical requirements. Is there a trade-off option for electrical like there is for the envelope, or what do we do?', ('B-7.4.1.1.', 'B-7.1.1.3.')),
    ("An underground pedestrian tunnel links two buildings and its roof is about 3 ft below the landscaping. Site is about 4500 heating degree-days. What's the max U-value for that buried roof on the prescriptive path?", ('B-3.2.3.2.', 'B-3.2.3.1.', 'B-A-3.2.3.2.(1)')),
    ('If we use the lighting trade-off path instead of the prescriptive LPDs, what is the actual pass/fail test the design has to meet?', ('B-4.3.1.3.', 'B-4.3.2.1.', 'B-4.3.3.1.')),
    ("Since the insulation is supposed to be kept from getting wet, does that mean inverted (protected membrane) roofs or exterior insulation on the foundation walls aren't allowed?", ('B-A-3.2.1.1.(1)', 'B-3.2.1.1.')),
    ("Our wall system will have some unavoidable air movement through the batt insulation because of how it's built. Is that simply prohibited, or can we account for the loss some other way?", ('B-3.2.1.1.', 'B-3.1.1.5.')),
    ('Do the lights in a 200 sq ft private office have to shut off automatically when the room is empty, and within how long? Which other rooms get the same treatment?', ('B-4.2.2.2.',)),
    ('Which edition of the ASHRAE Handbook - Fundamentals does the NECB 2011 appendix point to, and which edition of the Canadian Electrical Code does it reference?', ('B-A-1.3.1.2.(1)',)),
    ('How thick does the insulation need to be on a 3 inch domestic hot water recirculation line that runs through the unheated parkade?', ('B-6.2.3.1.',)),
    ('What documents about the domestic hot water system do we have to hand in with the permit application?', ('C-2.2.2.6.',)),
    ('Energy modeller question: my proposed building has heavy concrete walls. In the reference building, do I model the envelope with the same concrete mass or something else?', ('B-8.4.4.5.', 'B-A-8.4.4.5.(1)')),
    ("Should I include the interior roller blinds in the proposed building energy model, and how is window SHGC handled if my software doesn't do a detailed shading calc?", ('B-A-8.4.3.4.(2)', 'B-8.4.3.4.')),
    ('For my course: which functional statement and objective are attributed to Sentence 6.2.7.2.(1), the pool and hot tub cover requirement?', ('B-6.5.1.1.',)),
    ("When the NECB objectives talk about effects resulting from the design or construction of 'the building', which building does that mean - could it include neighbouring buildings affected by our project?", ('A-A-2.2.1.1.(1)', 'A-2.2.1.1.')),
]
NECB2011_TWENTY_FOURTH_SET_NOT_ANSWERED = [
    'What minimum illumination level does the emergency lighting along exit corridors have to provide, and how many minutes must the battery units last?',
    'Do we need a sub-slab depressurization rough-in for radon under the slab-on-grade of a new school?',
    'What size gas line do I need to run to a 400,000 Btu/h rooftop unit about 80 ft from the meter?',
    'What net free vent area ratio (1/300?) is required for the attic above the insulated ceiling of a wood-truss roof?',
    'What minimum slope does a low-slope membrane roof need for drainage, is 1/4 inch per foot required?',
    "What's the max noise level in dBA allowed at the property line from our rooftop condensing units?",
    'Does the diesel day tank for the emergency generator need secondary containment, and how big does it have to be?',
    'Do the heat-tracing cables on the exposed water pipes need ground-fault protection, and at what trip level?',
    'How much clear working space do we need in front of the electrical panels in the new electrical room?',
    'What type of backflow preventer is required on the boiler make-up water connection?',
]


def test_a_twenty_fourth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTY_FOURTH_SET, NECB2011_TWENTY_FOURTH_SET_NOT_ANSWERED,
                 hit1=0.63, hit3=0.81, mrr=0.74, declined=8, wrongly=1)


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
    _as_measured(necb, TWENTY_NINTH_SET, TWENTY_NINTH_SET_NOT_ANSWERED,
                 hit1=0.9, hit3=0.95, mrr=0.94, declined=9, wrongly=0)


# a twenty-fifth set on NECB 2011, written blind at the start of part 38 (seed 2525); a tuning set: Article hit@1
# 90.9 -> 95.5 %, hit@3 90.9 -> 95.5 %, MRR 0.925 -> 0.964 (the HVAC performance path's limitations asked whether the boilers still have to meet the efficiency regulations); declined 7 of 10 near misses, none of 22 wrongly, both times
NECB2011_TWENTY_FIFTH_SET = [
    ('When the NECB 2011 refers to an outside standard like a CSA or ASHRAE document, which edition am I supposed to follow - whatever is current, or a specific year?', ('A-1.5.1.3.', 'B-1.3.1.2.', 'B-1.3.1.1.')),
    ('Checking a mechanical equipment schedule against the code tables - what do the abbreviations MBH and SL stand for in the NECB?', ('A-1.4.2.1.',)),
    ('For the permit package, what electrical documentation do we have to submit to show energy code compliance? Is an as-built single line diagram needed, and does it have to show where energy use is metered?', ('C-2.2.2.7.',)),
    ("We're designing a research greenhouse for a university. Can the building official let us off the glazing area and window performance limits because of what the building is used for?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('Student here - some words in Division B are printed in italics. Where do I look up what those italic terms mean?', ('B-1.2.1.2.', 'A-1.4.1.2.')),
    ("Does the rule about keeping insulation from getting wet or having air wash through it mean we can't use an inverted / protected membrane roof where the XPS sits on top of the membrane?", ('B-A-3.2.1.1.(1)', 'B-3.2.1.1.')),
    ('Our foundation wall is 8 inch hollow concrete block, insulated on the outside below grade and on the inside above grade, with the two layers overlapping by about 2 ft. Is that overlap enough to count as continous insulation?', ('B-A-3.2.1.2.(4)', 'B-3.2.1.2.')),
    ('For the building envelope trade-off calc, do I measure the above-grade wall areas to the inside or the outside face of the corner walls, and do the slab edge strips get left out?', ('B-3.3.1.3.',)),
    ('Condo tower project: do the Part 4 lighting requirements cover the fixtures inside the individual suites? And what about the emergency battery lights in the corridors that are normally off?', ('B-4.1.1.2.', 'B-A-4.1.1.2.(1)')),
    ('Hotel reno - the switch at each guest room door is supposed to control all the permanent fixtures. Does that include the little entry hallway and kitchenette, and does the bathroom light have to be on it too? (re 4.2.2.3.(5))', ('B-A-4.2.2.3.(5)', 'B-4.2.2.3.')),
    ('In the interior lighting trade-off path, how do I figure out the daylighted area of each space - which rules apply for skylights versus side windows?', ('B-4.3.3.3.', 'B-4.2.2.9.')),
    ('why is exhaust heat recovery triggered at 150 kW of sensible heat? what airflow and temperature difference is that number based on - roughly 5000 cfm?', ('B-A-5.2.10.1.(1)', 'B-5.2.10.1.')),
    ('Our chilled water pumps only run in the summer months. Do they need an automatic control to shut them off in the off-season, or is a labelled manual switch acceptable?', ('B-5.2.11.3.',)),
    ('If we go the performance path for the HVAC, do the boilers and rooftop units still have to meet the federal/provincial equipment efficiency regulations, or can that be traded away? Does the same apply to our backup heating system?', ('B-5.4.1.2.',)),
    ('Air source heat pump, about 36,000 Btu/h, with electric strip heat backup. Does the code require controls that keep the strips off when the heat pump can handle the load by itself, and what about durring defrost?', ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ("We're putting a packaged solar domestic hot water system on a community rec centre. What standard does the design and installation have to follow?", ('B-6.2.2.3.',)),
    ('Using the service water heating trade-off path, what does the SWH trade-off index have to come out to for the system to comply?', ('B-6.3.1.3.', 'B-6.3.2.1.')),
    ('In the SWH trade-off calculation, how is the normalized tank area worked out - what input does it depend on, and where does the tank size in US gallons come in?', ('B-6.3.2.3.', 'B-6.3.2.4.')),
    ("If our electrical power systems and motors don't meet the prescriptive requirements, can we still comply through the performance path instead?", ('B-7.1.1.3.', 'B-7.4.1.1.')),
    ('Max voltage drop allowed on branch circuits at design load under NECB 2011? and is the limit different for feeders?', ('B-7.2.2.2.', 'B-7.2.2.1.')),
    ("Energy modeller here - for occupancy, lighting and plug load schedules in the proposed building model, what do the schedules have to be based on, and are there default schedules I can use if I don't have better info?", ('B-8.4.3.2.', 'B-A-8.4.3.2.(1)')),
    ("We're adding a 12,000 sq ft wing to an existing school and using the performance path. Can we replace the old school's windows at the same time and use those savings to offset the addition's poorly insulated curtain wall?", ('B-A-8.4.1.4.', 'B-8.4.1.4.')),
]
NECB2011_TWENTY_FIFTH_SET_NOT_ANSWERED = [
    "What maximum air velocity in fpm should the main supply ducts in an office be sized for so they don't get noisy?",
    'What minimum growing-medium depth does an extensive green roof need, and how much extra dead load should the roof structure be designed for?',
    'How far above the roof does the boiler flue have to extend, and how far must it be kept from the fresh air intake?',
    'How big does the stormwater detention tank need to be for runoff from a 40,000 sq ft roof?',
    'Does our rooftop PV array need a lightning protection system, and how should the racking be grounded?',
    'What size grease interceptor do we need for the restaurant kitchen in our mixed-use building?',
    "What's the minimum unobstructed opening size for bedroom egress windows in the apartment units?",
    'Do the curtain wall glazing units on the lower floors need bird-friendly fritting or marker patterns?',
    'What percentage of propylene glycol should go into the hydronic heating loop to protect it from freezing down to -35F?',
    'Does exposed spray foam insulation on the underside of the parkade ceiling have to be covered with drywall or some other thermal barrier?',
]


def test_a_twenty_fifth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTY_FIFTH_SET, NECB2011_TWENTY_FIFTH_SET_NOT_ANSWERED,
                 hit1=0.95, hit3=0.95, mrr=0.96, declined=7, wrongly=0)


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
    _as_measured(necb, THIRTIETH_SET, THIRTIETH_SET_NOT_ANSWERED,
                 hit1=0.77, hit3=1.0, mrr=0.87, declined=7, wrongly=0)


# a twenty-sixth set on NECB 2011, written blind at the start of part 39 (seed 2626); a tuning set: Article hit@1
# 68.2 %, hit@3 81.8 %, MRR 0.758, both times; declined 4 of 10 near misses, none of 22 wrongly
NECB2011_TWENTY_SIXTH_SET = [
    ('If one of the CSA or ASHRAE standards that the energy code points to says something different from the code itself, which one am I supposed to follow?', ('A-1.5.1.2.',)),
    ("Two definition questions for our lighting calc: does a covered exterior walkway between two buildings count as interior or exterior lighting, and is the elevator machine room considered a 'service room'?", ('A-A-1.4.1.2.(1)', 'A-1.4.1.2.')),
    ("Our project is in a small hamlet up north that isn't listed in the NBC Appendix C climate table. Where are we supposed to get the degree-days and design temperatures from?", ('B-A-1.1.4.1.(1)', 'B-1.1.4.1.')),
    ('If we go the whole-building energy modelling route for the envelope, can we still do the lighting and HVAC prescriptively, or is it all or nothing?', ('B-A-3.1.1.3.(1)(c)', 'B-3.1.1.3.')),
    ('Doing the envelope trade-off calc. The exposed floor over the parkade has radiant heating tubes cast into it - can I let that floor go back up to the normal table U-value and make up for it with extra roof insulation?', ('B-3.3.1.1.', 'B-3.2.2.2.')),
    ('Does the wood burning fireplace in the lodge lobby need glass doors or some kind of enclosure under the energy code?', ('B-3.2.4.5.',)),
    ('Open office along the south curtain wall has roughly 1,300 sq ft of floor within one window-head height of the glass. Do the lights there need automatic daylight photocontrols, and how many dimming steps are required?', ('B-4.2.2.8.', 'B-4.2.2.9.')),
    ("Under 4.2.1.4.(3)(a), when I add up installed interior lighting power do I count only the LED lamp watts, or also the driver and the fixture's built-in occupancy sensor?", ('B-4.2.1.4.', 'B-A-4.2.1.4.(3)(a)')),
    ("For the exterior lighting power, if we don't use all of the basic site allowance can the leftover watts be shifted to the facade and canopy lights? And does the illuminated pylon sign out front count against the allowance?", ('B-4.2.3.1.', 'B-A-4.2.3.1.(4)')),
    ('School general exhaust is about 12,000 cfm at 70F and the January 2.5% design temp is around -22F. Is an exhaust heat recovery unit mandatory, what effectiveness does it need, and does the kitchen grease hood exhaust have to be included?', ('B-5.2.10.1.', 'B-A-5.2.10.1.(1)', 'B-A-5.2.10.1.(4)')),
    ('Are we allowed to reheat the air after the cooling coil to control humidity in the museum storage vault, or is that considered prohibited simultaneous heating and cooling?', ('B-5.2.8.7.', 'B-A-5.2.8.7.(2)')),
    ('For a waterside economizer off the cooling tower, at what outdoor wet bulb does it have to be able to handle 100% of the cooling load? And what if we use a dry cooler instead?', ('B-5.2.2.9.',)),
    ('Do supply ducts downstream of the VAV boxes that run in the ceiling space above the rooms they serve still have to be sealed to the SMACNA seal class, and can I just use foil tape as the main sealent?', ('B-5.2.2.3.', 'B-A-5.2.2.3.(4)', 'B-A-5.2.2.3.(1)')),
    ("We're using self-regulating heat trace on the domestic hot water mains instead of a recirc loop. Is there any control requirement for the heat trace, and do we need a shut-off for the whole DHW system?", ('B-6.2.4.3.', 'B-6.2.4.2.', 'B-A-6.2.4.2.(1)')),
    ('Gym change rooms: can we meet the 2.5 gpm shower limit by dropping restrictor washers into cheaper shower heads? And the team shower has 8 heads on one mixing valve - anything extra needed there?', ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)', 'B-A-6.2.6.1.(2)')),
    ('In the Part 6 service water heating trade-off, what efficiency do I plug in for the reference water heater?', ('B-6.3.2.6.', 'B-6.2.2.1.')),
    ('Does the 60 hp traction elevator motor have to meet the CSA C390 motor efficiency levels? What about the supply fan motor that ships inside a packaged rooftop unit?', ('B-7.2.4.1.',)),
    ("what's the max voltage drop allowed on branch circuits vs feeders at design load?", ('B-7.2.2.2.', 'B-7.2.2.1.')),
    ('Our proposed building gets its heat from the campus district steam plant. How do I model that in the reference building for the performance path?', ('B-8.4.4.7.',)),
    ('Proposed design uses ground-source heat pumps. What system goes in the reference model, how is its heating capacity set, and below what outdoor temperature does the reference heat pump stop heating?', ('B-8.4.4.14.',)),
    ('What info has to be in the header of every page of the energy modelling compliance report we submit with the permit?', ('C-2.2.2.8.',)),
    ("We're building a research greenhouse for the university. Can the building official let us off the fenestration area and U-value limits given what the building is for?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
]
NECB2011_TWENTY_SIXTH_SET_NOT_ANSWERED = [
    "What's the max flow rate for the kitchen sink faucets in the apartment suites - do they need 1.5 gpm aerators?",
    'Do the operable windows in the offices need contact switches that shut off heating and cooling to the zone when a window is left open?',
    'Do the fume hoods in our chemistry lab have to be variable air volume with sash position sensors, or can they stay constant volume?',
    'What minimum efficiency does the UPS serving our IT room have to meet at 50% load?',
    "Do we have to provide separate natural gas meters or BTU meters for each commercial tenant's heating?",
    'Are the beverage vending machines in the lobby required to have occupancy-sensing power controllers?',
    'What minimum chilled water delta-T (something like 12F) does the chilled water loop have to be designed for?',
    "Does the domestic hot water recirculation pump have to be on a timer or aquastat so it doesn't run 24/7?",
    'Does the code require an infrared thermographic scan of the building envelope before occupancy to find insulation gaps?',
    'What minimum energy efficiency does the commercial dishwasher in the cafeteria kitchen need - does it have to be ENERGY STAR?',
]


def test_a_twenty_sixth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    _as_measured(necb2011, NECB2011_TWENTY_SIXTH_SET, NECB2011_TWENTY_SIXTH_SET_NOT_ANSWERED,
                 hit1=0.68, hit3=0.81, mrr=0.75, declined=4, wrongly=0)
