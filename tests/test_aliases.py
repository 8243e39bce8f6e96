"""The Code's abbreviations, read from its own text (qa/aliases.py): its list of abbreviations and a
long form followed by its abbreviation in parentheses, so that a question may use either."""

from __future__ import annotations

from codecite_site.qa.aliases import Aliases, is_abbreviation, long_form

LIST = ("The symbols and other abbreviations in this Code shall have the meanings assigned to them. "
        "A ............ ampere(s) Btu ........ British thermal unit(s) CSA ....... CSA Group (www.csagroup.ca) "
        "kPa ........ kilopascal(s) U-value ........ overall thermal transmittance W ............ watt(s)")


def test_the_list_of_abbreviations_gives_each_its_meaning_but_not_units():
    aliases = Aliases.build([LIST])
    assert aliases.meanings["U-value"] == "overall thermal transmittance"
    assert aliases.meanings["CSA"] == "CSA Group"  # without its web address
    # the genuine NECB's list gives each organisation's postal and web address: the name only is its meaning
    # (a question naming CSA was searched with "5060 Spectrum Way, Suite 100, ..." beside it)
    postal = ("The abbreviations of the proper names in this Code shall have the meanings assigned to them. "
              "AHRI ........ Air-Conditioning, Heating and Refrigeration Institute (2111 Wilson Boulevard, "
              "Suite 500, Arlington, Virginia 22201 U.S.A.; www.ahrinet.org) CSA ........ CSA Group (5060 Spectrum "
              "Way, Suite 100, Mississauga, Ontario L4W 5N6; www.csagroup.ca) DOE ........ Department of Energy "
              "(1000 Independence Avenue, SW, Washington, D.C. 20585 U.S.A.; http://energy.gov)")
    assert Aliases.build([postal]).meanings == {
        "AHRI": "Air-Conditioning, Heating and Refrigeration Institute", "CSA": "CSA Group",
        "DOE": "Department of Energy"}
    # a unit's symbol is no abbreviation a question uses for the Code's words
    assert not {"A", "W", "kPa", "Btu"} & set(aliases.meanings)


def test_a_long_form_before_its_abbreviation_in_parentheses_is_found():
    text = ("each dwelling unit shall be separated by a construction having a sound transmission class (STC) "
            "rating of not less than 52. The maximum total vertical fenestration and door area to gross wall "
            "area ratio (FDWR) shall be 0.40. Objective (OS) Safety.")
    aliases = Aliases.build([text])
    assert aliases.meanings == {"STC": "sound transmission class",
                                "FDWR": "fenestration and door area to gross wall area ratio"}
    assert long_form("HVAC", "systems for heating, ventilating and air-conditioning") == \
        "heating, ventilating and air-conditioning"
    assert long_form("PTHP", "Packaged Terminal Air Conditioners (PTAC) and Heat Pumps") is None
    assert is_abbreviation("U-value") and is_abbreviation("ASTC") and not is_abbreviation("Guard")


def test_a_question_naming_an_abbreviation_is_searched_with_its_meaning_beside_it():
    aliases = Aliases.build([LIST, "a sound transmission class (STC) rating"])
    assert aliases.expand("What U-value must windows meet?") == \
        "What U-value must windows meet? (overall thermal transmittance)"
    assert aliases.expand("Do STCs apply to doors?").endswith("(sound transmission class)")
    assert aliases.expand("what stc is needed") == "what stc is needed"  # as written: stc is no abbreviation
    # the meaning already asked for is not added twice
    assert aliases.expand("Is the sound transmission class (STC) of a door rated?") == \
        "Is the sound transmission class (STC) of a door rated?"


def test_the_engine_reads_the_codes_own_abbreviations(tree, config):
    from dataclasses import replace

    from codecite_site.qa.answer import Engine

    engine = Engine.build(tree, replace(config, retrieval=replace(config.retrieval, local_dense=False)))
    assert engine.aliases.meanings["STC"] == "sound transmission class"
    assert "sound transmission class" in engine.read("What STC do I need between two apartments?").text
    hits = engine.retrieve("What STC do I need between two apartments?", rerank=False).candidates
    assert hits[0].clause_id == "B-9.11.1.1."


def _words(text: str) -> list[str]:
    from codecite_site.qa.bm25 import tokenize

    return tokenize(text)


def test_a_definitions_examples_are_searched_with_the_defined_term_where_the_code_names_them_together():
    definitions = [
        ("fenestration", "Fenestration means all areas, including their frames, that transfer visible light, such as "
                         "windows, clerestories, skylights and glazed doors."),
        ("enclosed space", "Enclosed space means a volume surrounded by solid surfaces such as walls, floors and "
                           "ceilings."),
    ]
    texts = [d for _, d in definitions] + [
        "The total fenestration area of windows and skylights shall not exceed 40 % of the gross wall area.",
        "Fenestration, other than skylights and the windows of doors, shall have a U-value not more than 1.9.",
        "The windows of a bedroom shall have an openable area of 0.35 m2.",
        "Floors over unheated spaces shall be insulated.", "Floors of garages shall slope to drain.",
        "Walls and floors between suites shall have a fire-resistance rating.",
    ]
    aliases = Aliases.build(texts, definitions, _words)
    # windows and skylights are named with fenestration in two passages; walls and floors never with
    # enclosed space ("such as" gave what surrounds it, not kinds of it); clerestories in none
    assert aliases.kinds == {"windows": "fenestration", "skylights": "fenestration"}
    assert aliases.expand("What is the maximum skylight area?", _words) == \
        "What is the maximum skylight area? (fenestration)"
    assert aliases.expand("Must fenestration and windows be tested?", _words) == \
        "Must fenestration and windows be tested?"  # the term asked already
    assert aliases.expand("How thick must floors be?", _words) == "How thick must floors be?"
    assert aliases.expand("What is the maximum skylight area?") == "What is the maximum skylight area?"


def _code(*passages):
    """A small Code of our own words, and a text's words as the engine's BM25 reads them."""
    from codecite_site.qa.bm25 import tokenize

    return Aliases.build(list(passages)), (lambda text: tokenize(text))


VAV = [f"Variable-air-volume {x} shall be controlled so that fan power falls with the supply airflow."
       for x in ("systems", "fans", "boxes", "terminals")] + [
    "Each fan system serving a variable air volume terminal shall have static pressure reset.",
    "A very active venting damper shall close when the fan stops."]


def test_an_acronym_the_code_never_defines_is_read_as_the_words_whose_initials_it_spells():
    aliases, words = _code(*VAV)
    assert aliases.expand("VAV fan power limit?", words) == "VAV fan power limit? (variable air volume)"
    assert ("initials", "VAV", "variable air volume") in aliases.readings("VAV fan power limit?", words)
    # its plural too, and only where the question is not typed all in capitals (that shouts every word)
    assert aliases.expand("Do VAVs need a fan power limit?", words).endswith("(variable air volume)")
    assert aliases.expand("VAV FAN POWER LIMIT?", words) == "VAV FAN POWER LIMIT?"


def test_initials_alone_do_not_tell_a_meaning():
    aliases, words = _code(*VAV)
    # nothing the Code writes beside the phrase is asked: "an STC rating" of party walls is not read as
    # the Code's "space temperature control", nor a VAV asked of nothing the Code writes beside it
    stc = _code(*[f"The space temperature control shall hold the {x} setpoint." for x in ("heating", "cooling",
                                                                                          "night", "day")])
    assert stc[0].readings("What STC rating do party walls need?", stc[1]) == []
    assert aliases.readings("Is a VAV ok in a barn?", words) == []
    # another run of words with the same initials written more than half as often: no reading
    exhaust, electric = "Exhaust duct fans shall stop at night.", "Electric duct fans shall stop at night."
    ambiguous, w2 = _code(*[exhaust] * 3, *[electric] * 2)
    assert ambiguous.initials("EDF", w2, {"night"}) is None
    clear, w2 = _code(*[exhaust] * 4, *[electric] * 2)
    assert clear.initials("EDF", w2, {"night"}) == "exhaust duct fans"
    # written fewer than INITIALS_MIN times, or as the beginning of a longer term, or less often than the
    # acronym itself: none
    few, w3 = _code(*["A heat recovery ventilator shall recover heat from exhaust air."] * 2)
    assert few.initials("HRV", w3, {"exhaust"}) is None
    assert _code(*["A heat recovery ventilator shall recover heat from exhaust air."] * 3)[0].initials(
        "HRV", w3, {"exhaust"}) == "heat recovery ventilator"
    longer, w4 = _code(*["An air conditioner heat pump shall have a defrost control."] * 4)
    assert longer.initials("ACH", w4, {"defrost"}) is None
    own, w5 = _code(*(["Cables shall conform to CSA C22.2 for cooling supply air ducts."] * 3
                      + ["CSA C22.1 applies to wiring."] * 2))
    assert own.initials("CSA", w5, {"wire"}) is None
    # a unit's symbol, and an acronym of two letters (they begin too many runs of words), are never read
    assert aliases.readings("about 1,200 CFM of supply air", words) == []
    assert _code(*["The outdoor air damper shall close."] * 20)[0].readings("100% OA damper?", words) == []


def test_an_acronym_typed_in_capitals_is_neither_a_misspelt_nor_a_shortened_word():
    from codecite_site.qa.bm25 import Speller, acronyms

    speller = Speller.build(["Does the ventilated space need a dedicated outdoor air system?"] * 3)
    changes: list = []
    speller.correct("ERV req'd for a DOAS? VD limits?", changes)
    assert not [c for c in changes if c[1] in ("DOAS", "VD", "ERV")], changes
    assert acronyms("ERV for a DOAS, VD limits") == {"erv", "doas", "vd"}
    assert acronyms("HOW HIGH MUST A GUARD BE") == frozenset()  # all capitals: shouted, not acronyms
    # the same word in lower case is still read as a misspelling
    assert speller.candidates("doas")
