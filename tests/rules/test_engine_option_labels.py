"""The options the engine itself offers read in German: at every decision of random games (on the
Earth maps and on the Library at Celaeno), each option said as a phrase of the catalogs renders in
German without a raw message id, without an English game term (docs/glossary.de.md) and otherwise
than in English; and the core acts of every game (Move, Recruit, Summon, Create a Gate, Battle,
passing, the Doom Phase's choices, assigning Kills and Pains, Retreats) are said as phrases."""
from __future__ import annotations

import re
from collections import Counter

from glossary_terms import english_game_terms

import rules
from bots.random_bot import KindBot
from bots.simulate import game_seed, play_game, seats_for
from rules.words.describing import Phrase, render

TERMS = re.compile(r"\b(?:" + "|".join(map(re.escape, english_game_terms())) + r")s?\b")
# The engine's own acts every game offers, by the choice's "act" (assign: Kills and Pains alike).
CORE_ACTS = ("move", "move_done", "recruit", "summon", "create_gate", "battle", "drop_power", "end_turn",
             "ritual", "end_ritual_turn", "reveal_elder_sign", "assign", "retreat", "window_pass",
             "first_player", "direction", "start_area", "control_gate", "abandon_gate")
# Acts that must be seen as phrases in the games below (the rest are checked wherever they occur).
MUST_SEE = ("move", "recruit", "summon", "create_gate", "battle", "drop_power", "end_turn", "ritual",
            "end_ritual_turn", "assign", "retreat", "window_pass")
GAMES = ((3, "3p"), (4, None), (5, "library_5p"), (3, "library_3p"))


def _problems(option) -> list[tuple]:
    """What is wrong with the German of an option said as a phrase (nothing for English text)."""
    said = option.said
    if not isinstance(said, Phrase):
        return []
    german, english = render(said, "de"), render(said, "en")
    found = []
    if not german or "option-" in german or "piece-" in german:
        found.append(("raw id", said.id, german))
    if german == english:
        found.append(("reads as English", said.id, german))
    terms = TERMS.findall(german)
    if terms:
        found.append(("English game term", said.id, german, terms))
    return found


def test_the_engines_options_read_in_german_and_its_core_acts_are_phrases():
    problems: list[tuple] = []
    phrased: Counter[str] = Counter()
    english: list[tuple[str, str]] = []

    class Checking(KindBot):
        def choose(self, state, seat):
            for option in rules.legal_options(state, seat):
                problems.extend(_problems(option))
                act = option.choice.get("act")
                if act in CORE_ACTS:
                    if isinstance(option.said, Phrase):
                        phrased[act] += 1
                    else:
                        english.append((act, option.said))
            return super().choose(state, seat)

    for game, (players, layout) in enumerate(GAMES):
        options = {"seats": seats_for(players, game), **({"layout": layout} if layout else {})}
        play_game(options, game_seed("engine-labels", game), f"engine-labels:{game}", bot_class=Checking)
        assert problems == [], problems[:5]
    assert english == [], english[:5]
    assert all(phrased[act] > 0 for act in MUST_SEE), phrased
    assert sum(phrased.values()) > 1000, phrased


def test_the_core_acts_read_in_english_as_they_always_did_and_in_german_in_the_editions_words():
    from rules.words.describing import area_name, faction_name
    cases = [
        (Phrase("option-battle", {"enemy": faction_name("ancients"), "area": area_name("Europe"), "cost": 1}),
         "Battle The Ancients in Europe (1 Power)", "Kampf gegen die Uralten in Europa (1 Macht)"),
        (Phrase("option-create-gate", {"area": area_name("Africa"), "control": "yes", "cost": 3}),
         "Create a Gate in Africa and Control it (3 Power)", "Tor in Afrika erschaffen und kontrollieren (3 Macht)"),
        (Phrase("option-ritual", {"cost": 5}),
         "Perform a Ritual of Annihilation (5 Power)", "Ein Ritual der Auslöschung ausführen (5 Macht)"),
        (Phrase("option-reveal-elder-sign", {"value": 2}),
         "Reveal an Elder Sign worth 2 Doom", "Älteres Zeichen im Wert von 2 Verdammnis aufdecken"),
    ]
    for phrase, english, german in cases:
        assert render(phrase) == english
        assert render(phrase, "de") == german


def test_a_faction_saying_its_verb_or_noun_as_a_phrase_gets_a_label_worded_per_reader(table):
    """rules.factions.common: victim_options and offer_options take the faction's words as English
    text (a label read as it is) or as a phrase (the label worded per reader, English unchanged)."""
    GC, CC = "great_cthulhu", "crawling_chaos"
    from rules.engine.records import Demand
    from rules.engine.actions import requirement_label
    from rules.factions.common import offer_options, victim_options
    t = table([CC, GC], units={"Europe": [(GC, "deep_one", 1)]})
    kill = Phrase("piece-result", {"result": "kill"})
    [text] = victim_options(t.state, "x", ["gc.deep_one.1"], "a Kill")
    [said] = victim_options(t.state, "x", ["gc.deep_one.1"], kill)
    assert text.label == said.label == "a Kill a Deep One in Europe"
    assert said.text("de") == "Todesresultat: Tiefes Wesen in Europa"
    demand = Demand("x", GC, amount=2)
    assert [o.label for o in offer_options(t.state, "x", demand, 1, "a Kill")] == \
        [o.label for o in offer_options(t.state, "x", demand, 1, kill)]
    assert [o.text("de") for o in offer_options(t.state, "x", demand, 1, kill)] == [
        "Angebot: 0 von 2 geforderten Todesresultat", "Angebot: 1 von 2 geforderten Todesresultat"]
    assert requirement_label("Pay 4 Power") == "As your Action: Pay 4 Power"
    assert requirement_label(kill).id == "option-requirement-action" and render(requirement_label(kill)) == "As your Action: a Kill"
    assert render(requirement_label(kill), "de") == "Als deine Aktion: Todesresultat"
