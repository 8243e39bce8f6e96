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
