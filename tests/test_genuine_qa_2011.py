"""Blind sets on the National Energy Code of Canada for Buildings 2011, answered and declined as measured when
they came (the fourth set on this edition onward; the first three stay in ``test_genuine_qa.py`` beside the
tests reading both editions). A file of their own, so that the test workers (``-n auto --dist loadfile``) run
them beside the NECB 2017 sets rather than after them."""

from __future__ import annotations

import pytest

from tests.genuine_engine import as_measured, engine_on
from tests.test_genuine import GENUINE

pytestmark = pytest.mark.skipif(GENUINE is None, reason="no genuine NRC codes here (../shared/genuine/ or "
                                                        "$CODECITE_GENUINE): they are not redistributable")


@pytest.fixture(scope="module")
def necb2011(tmp_path_factory):
    """The National Energy Code of Canada for Buildings 2011."""
    return engine_on(tmp_path_factory, "NECB-2011.pdf")


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
    as_measured(necb2011, NECB2011_FOURTH_SET, NECB2011_FOURTH_SET_NOT_ANSWERED,
                hit1=0.89, hit3=0.96, mrr=0.93, declined=5, wrongly=2)


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
    as_measured(necb2011, NECB2011_FIFTH_SET, NECB2011_FIFTH_SET_NOT_ANSWERED,
                hit1=0.76, hit3=0.80, mrr=0.81, declined=14, wrongly=1)


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


def test_a_sixth_set_on_the_other_edition_is_answered_and_declined_as_measured(necb2011):
    # 0.79 before part 23; hit@3 90.0 -> 86.7 % (part 29) once the trade-off Tables' 6 pt cells kept their spaces
    # ("DryBulb" -> "Dry Bulb"): "the dry-type step-down units" now meets that Table's "Dry" (transformers 3 -> 9)
    as_measured(necb2011, NECB2011_SIXTH_SET, NECB2011_SIXTH_SET_NOT_ANSWERED,
                hit1=0.83, hit3=0.86, mrr=0.86, declined=9, wrongly=2)


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


def test_a_seventh_set_on_the_other_edition_held_out_for_a_session_is_answered_and_declined_as_measured(necb2011):
    as_measured(necb2011, NECB2011_SEVENTH_SET, NECB2011_SEVENTH_SET_NOT_ANSWERED,
                hit1=0.99, hit3=0.99, mrr=0.99, declined=9)


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
    as_measured(necb2011, NECB2011_EIGHTH_SET, NECB2011_EIGHTH_SET_NOT_ANSWERED,
                hit1=0.80, hit3=0.90, mrr=0.84, declined=9)


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
    as_measured(necb2011, NECB2011_NINTH_SET, NECB2011_NINTH_SET_NOT_ANSWERED,
                hit1=0.77, hit3=0.90, mrr=0.83, declined=8)


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
    as_measured(necb2011, NECB2011_TENTH_SET, NECB2011_TENTH_SET_NOT_ANSWERED,
                hit1=0.72, hit3=0.90, mrr=0.83, declined=7)


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
    as_measured(necb2011, NECB2011_ELEVENTH_SET, NECB2011_ELEVENTH_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.95, mrr=0.88, declined=4)


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
    as_measured(necb2011, NECB2011_TWELFTH_SET, NECB2011_TWELFTH_SET_NOT_ANSWERED,
                hit1=0.72, hit3=0.95, mrr=0.85, declined=8)


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
    as_measured(necb2011, NECB2011_THIRTEENTH_SET, NECB2011_THIRTEENTH_SET_NOT_ANSWERED,
                hit1=0.72, hit3=0.95, mrr=0.84, declined=7)


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
    as_measured(necb2011, NECB2011_FOURTEENTH_SET, NECB2011_FOURTEENTH_SET_NOT_ANSWERED,
                hit1=0.68, hit3=0.81, mrr=0.77, declined=6)


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
    as_measured(necb2011, NECB2011_FIFTEENTH_SET, NECB2011_FIFTEENTH_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.90, mrr=0.86, declined=6)


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
    as_measured(necb2011, NECB2011_SIXTEENTH_SET, NECB2011_SIXTEENTH_SET_NOT_ANSWERED,
                hit1=0.63, hit3=0.72, mrr=0.70, declined=7, wrongly=2)


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
    as_measured(necb2011, NECB2011_SEVENTEENTH_SET, NECB2011_SEVENTEENTH_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.86, mrr=0.86, declined=7)


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
    as_measured(necb2011, NECB2011_EIGHTEENTH_SET, NECB2011_EIGHTEENTH_SET_NOT_ANSWERED,
                hit1=0.90, hit3=0.99, mrr=0.95, declined=6)


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
    as_measured(necb2011, NECB2011_NINETEENTH_SET, NECB2011_NINETEENTH_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.95, mrr=0.88, declined=7)


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
    as_measured(necb2011, NECB2011_TWENTIETH_SET, NECB2011_TWENTIETH_SET_NOT_ANSWERED,
                hit1=0.90, hit3=0.95, mrr=0.92, declined=6, wrongly=0)


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
    as_measured(necb2011, NECB2011_TWENTY_FIRST_SET, NECB2011_TWENTY_FIRST_SET_NOT_ANSWERED,
                hit1=0.77, hit3=0.95, mrr=0.85, declined=6, wrongly=1)


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
    as_measured(necb2011, NECB2011_TWENTY_SECOND_SET, NECB2011_TWENTY_SECOND_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.86, mrr=0.86, declined=4, wrongly=0)


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
    as_measured(necb2011, NECB2011_TWENTY_THIRD_SET, NECB2011_TWENTY_THIRD_SET_NOT_ANSWERED,
                hit1=0.77, hit3=0.95, mrr=0.84, declined=2, wrongly=0)


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
    as_measured(necb2011, NECB2011_TWENTY_FOURTH_SET, NECB2011_TWENTY_FOURTH_SET_NOT_ANSWERED,
                hit1=0.63, hit3=0.81, mrr=0.74, declined=8, wrongly=1)


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
    as_measured(necb2011, NECB2011_TWENTY_FIFTH_SET, NECB2011_TWENTY_FIFTH_SET_NOT_ANSWERED,
                hit1=0.95, hit3=0.95, mrr=0.96, declined=7, wrongly=0)


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
    as_measured(necb2011, NECB2011_TWENTY_SIXTH_SET, NECB2011_TWENTY_SIXTH_SET_NOT_ANSWERED,
                hit1=0.68, hit3=0.81, mrr=0.75, declined=4, wrongly=0)


# a twenty-seventh set on NECB 2011, written blind at the start of part 40 (seed 2727); a tuning set: Article
# hit@1 77.3 -> 86.4 %, hit@3 90.9 -> 95.5 %, MRR 0.842 -> 0.911 (the Sentence settling a conflict with a standard, no
# objectives Table when not asked which); declined 7 -> 8 of 10 (bicycle parking never named), wrongly 1 -> 0 (a cost
# told as a reason asks no price)
NECB2011_TWENTY_SEVENTH_SET = [
    ('If one of the CSA or ASHRAE standards the energy code points to says something different from the energy code itself, which one do I follow?', ('A-1.5.1.2.', 'A-1.5.1.1.')),
    ('If I can show my design ticks every box of the acceptable solutions in Division B, do I still have to go back and check it against the objectives and functional statements?', ('A-A-1.2.1.1.(1)(a)', 'A-1.2.1.1.')),
    ("We're designing a university research greenhouse. Can the building official let us off the window area and glazing performance rules because of what the building is used for, and could the extra cost of compliance be a reason for that?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('as the mechanical engineer, what do I have to submit about the HVAC systems with the permit drawings - do control diagrams and the sequence of operations have to be included?', ('C-2.2.2.5.',)),
    ('When the energy code refers to a standard like CSA C390, up to what date are amendments, addenda and reaffirmations of that standard considered part of the reference?', ('B-1.3.1.1.', 'B-1.3.1.2.')),
    ("What's the max air leakage allowed for an overhead door at a loading bay, roughly in cfm/ft2 at 75 Pa, and do the dock positions need seals against the truck box?", ('B-3.2.4.4.',)),
    ('For the window-to-wall ratio calc, do I measure just the glass or the rough opening with the frames, and do parapets get counted in the gross wall area?', ('B-3.1.1.6.', 'B-A-3.1.1.6.(1)')),
    ("Our envelope design doesn't quite meet the prescriptive tables. Short of doing a full-building energy model, what trade-off routes are available for the envelope?", ('B-3.3.2.1.', 'B-3.3.3.1.', 'B-3.3.4.1.')),
    ('A zone gets daylight both from skylights overhead and from perimeter windows - can I count that floor area as daylit twice, once for toplighting and once for sidelighting?', ('B-A-4.2.2.5.(1)', 'B-4.2.2.5.')),
    ("On the site lighting, if we don't use up the whole base site allowance, can the leftover watts be used for the facade or parking lot lights, and can the general exterior allowances be traded between each other?", ('B-A-4.2.3.1.(4)', 'B-4.2.3.1.')),
    ('If I go the lighting trade-off route instead of prescriptive, am I still bound by the mandatory lighting control and exterior lighting requirements?', ('B-4.3.1.2.',)),
    ('For the in-suite ventilation in a condo where heat recovery is required, are we limited to an HRV or could we put in an ERV, and where would I find tested efficiency numbers for the units?', ('B-A-5.2.10.4.(2)', 'B-5.2.10.4.')),
    ("Our lab has to hold temperature and humidity way outside normal comfort ranges for the experiments. Could its HVAC be exempted from some of the energy code's mechanical requirements?", ('B-A-5.1.1.2.(2)', 'B-5.1.1.2.')),
    ('Do the heating water pumps serving 2-way control valves have to be variable flow? how far down must the flow turn down, and are there any exceptions like a boiler needing minimum flow?', ('B-5.2.6.2.', 'B-A-5.2.6.2.(1)')),
    ('Indoor pool hall: how much of the sensible heat in the exhaust air do we need to recover, is there a way out if we use a dehumidifier instead, and does a small whirlpool tub trigger this?', ('B-5.2.10.2.', 'B-A-5.2.10.2.(1)')),
    ('Is the domestic hot water system design itself governed by the NECB, or am I supposed to follow the plumbing regulations for that?', ('B-6.2.1.1.',)),
    ('Doing the service water heating trade-off for a tankless system: which component trade-off values go into the index, and does tank insulation play any part?', ('B-6.3.2.1.', 'B-6.3.2.5.')),
    ("What's the max flow for shower heads in gpm, and for a gym locker room with a row of showers on one mixing valve, is anything extra needed?", ('B-6.2.6.1.', 'B-A-6.2.6.1.(1)', 'B-A-6.2.6.1.(2)')),
    ('What electrical equipment does the electrical power and motors part of the energy code actually apply to?', ('B-7.1.1.1.', 'B-7.1.1.2.')),
    ('Is there a minimum efficency for the 3-phase motors on our air handler fans, what standard sets it, and are the elevator motors caught by it too?', ('B-7.2.4.1.',)),
    ('Energy modeller here - for the reference building, which features have to be kept the same as the proposed design (floor area, massing, orientation...) and do both models run on the same weather data?', ('B-8.4.4.1.',)),
    ("In the performance path, what's the difference between a water-loop heat pump system, a water-source one and a ground-source one?", ('B-A-8.4.4.14.', 'B-8.4.4.14.')),
]
NECB2011_TWENTY_SEVENTH_SET_NOT_ANSWERED = [
    'What percentage of construction and demolition waste has to be diverted from landfill on a new commercial project?',
    'How many bicycle parking spaces and end-of-trip showers do we need to provide for a 10,000 m2 office building?',
    'What hydrostatic test pressure, and for how long, do new heating water pipes have to be tested at before the insulation goes on?',
    'Does the roof need permanent fall-arrest anchors for the window washing crews, and how far apart do they have to be?',
    'How many barrier-free parking stalls do we have to provide in a 150-space surface parking lot?',
    'How tall can we go with combustible wood-frame construction for a residential building - is six storeys the limit?',
    "What's the maximum travel distance to an exit on a sprinklered office floor?",
    'Do the adhesives, sealants and paints used inside the building have to meet a maximum VOC content limit?',
    'Does the condensate from our new condensing boilers need to go through a neutralizer before it drains to the sanitary sewer?',
    'What clearance to combustibles do we need around a suspended gas-fired unit heater in a warehouse?',
]


def test_a_twenty_seventh_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    as_measured(necb2011, NECB2011_TWENTY_SEVENTH_SET, NECB2011_TWENTY_SEVENTH_SET_NOT_ANSWERED,
                hit1=0.86, hit3=0.95, mrr=0.91, declined=8, wrongly=0)


# a twenty-eighth set on NECB 2011, written blind at the start of part 41 (seed 2828); a tuning set: Article hit@1
# 95.5 %, hit@3 100 %, MRR 0.977, both times; declined 8 -> 9 of 10 ("what fines or penalties" asks money), none of 22
# wrongly, both times
NECB2011_TWENTY_EIGHTH_SET = [
    ("We're adding a 40 m2 heated wing onto an existing office - does the NECB treat that addition like a new building? And are small Part 9 type buildings covered by the NECB at all?", ('A-A-1.1.1.1.(1)', 'A-1.1.1.1.')),
    ("Is an elevator machine room counted as a 'service room' under the energy code? What about the common laundry room in an apartment block?", ('A-A-1.4.1.2.(1)', 'A-1.4.1.2.')),
    ('What envelope info has to be shown in the permit submission - do they want window-to-wall ratio, air barrier location and the heat loss coeficient divided by floor area?', ('C-2.2.2.3.',)),
    ("Can the building official waive some NECB requirements for a research greenhouse because of how it's used, and can high cost be a reason to grant the exemption?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ("Our town isn't listed in the NBC climate table - where am I supposed to get heating degree-days and hourly weather data for the energy calcs?", ('B-1.1.4.1.', 'B-A-1.1.4.1.(1)')),
    ('The storefront has automatic sliding glass doors and a revolving door. Do they have to meet the max U-value for doors, and does their glass count toward the window area?', ('B-3.2.2.4.', 'B-A-3.2.2.4.(4)')),
    ("For a custom glazed assembly that isn't covered by CSA A440.2 or NFRC 100, what temperatures does the hot box test have to be run at - about 70F inside and 0F outside?", ('B-3.1.1.5.',)),
    ("Does the requirement to keep air leakage and wetting out of the insulation mean we can't use an inverted roof (insulation over the membrane), a green roof or EIFS?", ('B-3.2.1.1.', 'B-A-3.2.1.1.(1)')),
    ('How do I do the space-by-space lighting power allowance - inside or outside dimensions of each room, and which table gives the W/m2 for each space type?', ('B-4.2.1.6.',)),
    ('Warehouse with skylights and tall storage racks: does a rack standing close to the skylight cut off the daylit area, or does it still extend the full 70% of ceiling height?', ('B-A-4.2.2.5.(2)', 'B-4.2.2.5.')),
    ('When totalling installed interior lighting watts, do I include the LED driver and built-in sensor power or only the lamp wattage?', ('B-A-4.2.1.4.(3)(a)', 'B-4.2.1.4.')),
    ("Air-source heat pump with electric backup strips - do we need a lockout so the strips don't come on when the heat pump alone can carry the load? Is defrost an exception?", ('B-5.2.8.4.', 'B-A-5.2.8.4.(1)')),
    ('What does 5.2.2.4 say about duct leakage testing - which test manual applies and who decides which duct runs get tested?', ('B-5.2.2.4.', 'B-A-5.2.2.4.(1)')),
    ('Do the smoke control / stair pressurization fans have to meet the Part 5 HVAC requirements, and if we extend an existing system to serve an addition does the old equipment have to be brought up to code?', ('B-5.1.1.2.',)),
    ('Indoor pool: does all the exhaust air from the natatorium have to go through the heat recovery unit, and why is the requirement only 40 percent?', ('B-A-5.2.10.2.(1)', 'B-5.2.10.2.')),
    ('How does the inspector know our gas storage water heater meets the efficiency numbers in the SWH table - is the label on the unit good enough?', ('B-A-6.2.2.1.(1)', 'B-6.2.2.1.')),
    ('Using the service water heating trade-off path, what SWH-TOI value do we need to show compliance?', ('B-6.3.1.3.',)),
    ('Does a 75 gal gas-fired water heater need a separate labelled shut-off, or does turning the control down to pilot count? Is this meant for daily or seasonal shutdown?', ('B-A-6.2.4.2.(1)', 'B-6.2.4.2.')),
    ("If our electrical power system and motors don't meet the prescriptive Section 7.2 requirements, what does the Section 7.4 performance route require instead?", ('B-7.4.1.1.',)),
    ('What minimum efficency does a new 20 hp three-phase pump motor need, and does that rule also apply to the elevator hoist motor?', ('B-7.2.4.1.',)),
    ("In the performance path model, how many unmet heating hours per thermal block are allowed, and what if the proposed building's unmet cooling hours are way off the reference?", ('B-8.4.1.2.',)),
    ('Our proposed design uses radiant in-slab heating and cooling. How should the thermostat setpoint schedules be set in the reference building model?', ('B-8.4.4.17.',)),
]
NECB2011_TWENTY_EIGHTH_SET_NOT_ANSWERED = [
    "What's the minimum clear opening size for a roof access hatch - is 22 x 30 inches big enough?",
    "How thick does the concrete topping over in-floor radiant tubing have to be, and what's the maximum tube spacing?",
    "What fines or penalties can an owner face for occupying a building that doesn't comply with the NECB?",
    "How many fire extinguishers do we need per floor in a warehouse, and what's the maximum travel distance to one?",
    'What minimum concrete cover over the rebar do we need in a parkade slab exposed to de-icing salts?',
    'How many hours of BAS training does the mechanical contractor have to give the building operators at turnover?',
    'Roughly what does an energy modelling consultant charge to prepare a Part 8 performance compliance report for a 5,000 m2 school?',
    'What minimum water pressure in psi is required at the top-floor plumbing fixtures, and when is a domestic booster pump needed?',
    "What's the maximum spacing of control joints in the brick veneer cladding, and how wide should the joints be?",
    'How many passenger elevators does a 12-storey office tower need, and what car size should they be?',
]


def test_a_twenty_eighth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    as_measured(necb2011, NECB2011_TWENTY_EIGHTH_SET, NECB2011_TWENTY_EIGHTH_SET_NOT_ANSWERED,
                hit1=0.95, hit3=1.0, mrr=0.97, declined=9, wrongly=0)


# a twenty-ninth set on NECB 2011, written blind at the start of part 42 (seed 2929); a tuning set: Article hit@1
# 72.7 -> 81.8 %, hit@3 81.8 -> 90.9 %, MRR 0.792 -> 0.874 (a bylaw that "doesn't match" asks which prevails; the
# building official asked to let a greenhouse off); declined 5 of 10 both times, wrongly 2 -> 1 of 22
NECB2011_TWENTY_NINTH_SET = [
    ('Our city has its own energy bylaw that asks for better wall insulation than the national energy code does. If the two dont match, which one are we supposed to follow?', ('A-1.1.1.3.',)),
    ('The lights along a covered outdoor walkway between our two buildings: do they count as interior or exterior lighting when I work out the lighting power budget?', ('A-A-1.4.1.2.(1)',)),
    ("We're building a commercial greenhouse to grow vegetables. Surely we don't have to meet the window U-value and glazing percentage limits? Can the building official let us off those?", ('C-A-2.2.1.1.(2)', 'C-2.2.1.1.')),
    ('If we go with an alternative solution instead of the acceptable solutions, what does the documentation package for the building department have to include, and do we have to name one person to coordinate it all?', ('C-2.3.1.1.', 'C-A-2.3.1.')),
    ('Our project is in a small town that isnt listed in the NBC climate tables. Where am I supposed to get the design temps and degree-days, and where do I find hourly weather files for the energy model?', ('B-A-1.1.4.1.(1)', 'B-1.1.4.1.')),
    ('Do I need an entrance vestibule on the main door of a 3 storey office in a mild coastal city with about 2,900 heating degree-days? And what about the street door of a 180 m2 retail unit in a big building in Edmonton?', ('B-3.2.2.1.',)),
    ("The office block is attached to a warehouse that's only heated to about 5 C to keep the pipes from freezing. Does the wall between the office and the warehouse need to be insulated, and to what level?", ('B-3.2.1.3.', 'B-A-3.2.1.3.(1)')),
    ('An interior concrete wall runs right out through the exterior wall insulation line. How far back from the envelope do I have to wrap it in insulation? And do the studs in the framed walls count as breaking the continuity of the insulation?', ('B-3.2.1.2.', 'B-A-3.2.1.2.(1)')),
    ('Per 4.2.1.5, can I just use the single whole-building LPD for a school when roughly 15% of the floor area is a community rec centre wing, or do I have to go space by space?', ('B-4.2.1.5.', 'B-A-4.2.1.5.')),
    ('Which rooms have to have occupancy sensors that shut the lights off by themselves, and does a 30 m2 private office count? What about the bathrooms in hotel rooms?', ('B-4.2.2.2.',)),
    ('The skylights in our warehouse sit at the top of light wells about 3 ft deep. What well factor do I plug into the skylight effective aperture calc?', ('B-4.2.2.7.', 'B-A-4.2.2.7.')),
    ('Does a 5 ton rooftop unit moving about 2000 cfm have to come with an economizer?', ('B-5.2.2.7.',)),
    ('What does 5.2.8.5 say about how warm the heater in the front entrance vestibule is allowed to keep it?', ('B-5.2.8.5.',)),
    ('The washroom exhaust fan discharges outside through a 10 inch round duct. Does it need a motorized damper or is a gravity backdraft damper good enough?', ('B-5.2.4.1.',)),
    ('Our heating loop has two 7.5 hp pumps running at design plus one standby pump, serving two-way control valves. Does the standby pump count toward the size threshold, and do we have to design the loop for variable flow?', ('B-5.2.6.1.', 'B-5.2.6.2.')),
    ("We're adding a heated outdoor pool and a hot tub kept at about 104 F at a hotel. Do they need covers, how good do the covers have to be, and do the pool pump and heater need timers?", ('B-6.2.7.2.', 'B-6.2.7.1.')),
    ("The kitchen dishwasher needs really hot water for sanitizing. Can we just crank the whole building's hot water system up to 180 F, or do we need a booster heater?", ('B-6.2.5.1.', 'B-A-6.2.5.1.(1)')),
    ('The locker room has a row of gang showers all on one mixing valve. What max flow do the shower heads have to have, and is something needed to shut the water off when nobody is using them?', ('B-6.2.6.1.', 'B-A-6.2.6.1.(2)')),
    ('Our building has a 400 kVA service and several tenants. Do we actually have to install submeters for the lighting and HVAC, or just leave room for them later? And what about metering each tennant?', ('B-7.2.1.1.', 'B-A-7.2.1.1.')),
    ('What does section 7.2.2 require for voltage drop on feeders versus branch circuits?', ('B-7.2.2.1.', 'B-7.2.2.2.')),
    ('Our building gets its heating and chilled water from a district energy plant. How am I supposed to model that in the proposed building for the performance path?', ('B-8.4.3.6.', 'B-A-8.4.3.6.')),
    ("We're doing the performance path on an addition whose walls fall short of the prescriptive values. Can we make up for it by counting the savings from replacing the old windows in the existing building at the same time?", ('B-A-8.4.1.4.', 'B-8.4.1.4.')),
]
NECB2011_TWENTY_NINTH_SET_NOT_ANSWERED = [
    "What max flow rate in gpm is allowed for the pre-rinse spray valve at the restaurant's dishwashing station?",
    "What's the maximum UGR glare rating allowed for the LED luminaires in an open office?",
    'Do the ceiling fans in the condo suites have to meet a minimum airflow efficiency in cfm per watt?',
    'How do I size the expansion tank and set the fill pressure for the hydronic heating loop in a 6 storey building?',
    'What PMV/PPD limits or ASHRAE 55 thermal comfort criteria does the office space have to be designed to meet?',
    'What light loss factor (maintenance factor) should I use when calculating the maintained illuminance for an office lighting layout?',
    'Is there a maximum mercury content for the fluorescent lamps we install, and do spent lamps have to be recycled?',
    'What NOx emission limit in ppm do the new gas-fired boilers have to meet?',
    "Under Ontario's Construction Act, what percentage holdback does the owner keep from each progress payment to the contractor?",
    'How do I get white efflorescence stains off the new brick on our building?',
]


def test_a_twenty_ninth_set_on_necb_2011_is_answered_and_declined_as_measured(necb2011):
    as_measured(necb2011, NECB2011_TWENTY_NINTH_SET, NECB2011_TWENTY_NINTH_SET_NOT_ANSWERED,
                hit1=0.81, hit3=0.9, mrr=0.87, declined=5, wrongly=1)
