"""Opener of the Way, Sleeper, Windwalker and The Ancients in German: their options and their own
log sentences read in the German edition's words at real positions, and the same phrases read in
English as they always did (locales/*/factions-expansion.ftl)."""
from __future__ import annotations

import re

from conftest import CC, GC
from glossary_terms import english_game_terms

import rules
from rules.engine.codec import to_record
from rules.words.describing import Phrase
from rules.words.sentences import sentence

AN, OW, SL, WW = "ancients", "opener_of_the_way", "sleeper", "windwalker"
TERMS = re.compile(r"\b(?:" + "|".join(map(re.escape, english_game_terms())) + r")s?\b")


def _german(option) -> str:
    """An option's German label, checked: a phrase, German words, not its English."""
    assert isinstance(option.said, Phrase), option.label
    german = option.text("de")
    assert german != option.label and not TERMS.search(german), (option.label, german)
    return german


def _offered(t, seat, ability) -> dict[str, str]:
    """The English and German labels of `seat`'s options using `ability`."""
    return {o.label: _german(o) for o in rules.legal_options(t.state, seat) if o.choice.get("ability") == ability}


def _sentences(events, cls_type: str) -> list[tuple[str, str]]:
    found = []
    for e in events:
        type_name, _, payload, secret = to_record(e)
        if type_name == cls_type:
            found.append((sentence(type_name, payload, secret), sentence(type_name, payload, secret, lang="de")))
    return found


def test_the_ancients_build_a_cathedral_in_german(game):
    t = game([AN, GC, CC], units={"Asia": [(AN, "acolyte", 1)]}, power={AN: 8})
    labels = _offered(t, AN, "build_cathedral")
    assert labels == {"Build a Cathedral in Asia (1 Power)": "Eine Kathedrale in Asien bauen (1 Macht)"}
    t.play(AN, {"act": "ability", "ability": "build_cathedral", "area": "Asia"})
    said = _sentences(t.events, "CathedralBuilt")
    assert said == [("The Ancients build a Cathedral in Asia (1 Power).",
                     "Die Uralten bauen eine Kathedrale in Asien (1 Macht).")]
    un_men = [s for s in _sentences(t.events, "FactionDataSet") if "Un-M" in s[0]]
    assert all("Nicht-Mensch" in german for _, german in un_men)


def test_energy_nexus_options_read_in_german_inside_and_outside_the_nexus_label(game):
    t = game([SL, GC, CC], units={"Asia": [(SL, "wizard", 1), (GC, "starspawn", 1)]},
             power={SL: 3, GC: 1, CC: 1}, books={SL: ["Energy Nexus"]}, first=GC)
    t.play(GC, {"act": "battle", "area": "Asia", "enemy": SL})
    labels = _offered(t, SL, "energy_nexus")
    assert labels["Energy Nexus: as your Action, spend 3 Power. Each other player loses 1 Power."] == \
        "Energienexus: als deine Aktion 3 Macht ausgeben; jeder andere Spieler verliert 1 Macht"
    moves = {english: german for english, german in labels.items() if english.startswith("Energy Nexus: Move")}
    assert moves and all(german.startswith("Energienexus: Hexer in Asien ") for german in moves.values()), moves
    assert labels["Energy Nexus: Move a Wizard out of Asia to Arctic Ocean (1 Power)"] == \
        "Energienexus: Hexer in Asien in den Arktischen Ozean bewegen (1 Macht)"
    assert labels["Energy Nexus: Recruit an Acolyte in Asia (1 Power)"] == "Energienexus: Akolyth in Asien rekrutieren (1 Macht)"


def test_windwalker_options_and_ice_age_read_in_german(game):
    t = game([WW, GC, CC], units={"Arctic Ocean": [(WW, "acolyte", 1)]}, power={WW: 1, GC: 1, CC: 1},
             books={WW: {1: "Howl", 3: "Ice Age"}})
    assert _offered(t, WW, "take_any_time_spellbook") == {"Take a Spellbook now": "Jetzt ein Zauberbuch nehmen"}
    ice = _offered(t, WW, "ice_age")
    assert ice["Ice Age: put the Ice Age token in Europe"] == "Eiszeit: den Eiszeitmarker nach Europa legen"
    t.play(WW, {"act": "ability", "ability": "ice_age", "area": "Europe"})
    assert ("Windwalker puts the Ice Age token in Europe.",
            "Windschreiter legt den Eiszeitmarker nach Europa.") in _sentences(t.events, "FactionDataSet")


def test_opener_of_the_way_awakens_yog_sothoth_in_german(game):
    t = game([OW, GC, CC], units={"Asia": [(OW, "spawn_of_yog_sothoth", 1)]}, power={OW: 6})
    assert _offered(t, OW, "awaken_yog_sothoth") == {
        "Awaken Yog-Sothoth in place of your Spawn in Asia (6 Power)":
            "Yog-Sothoth anstelle deiner Brut in Asien erwecken (6 Macht)"}


def test_cursed_slumber_lifts_the_gate_in_german(game):
    t = game([SL, GC, CC], units={"Asia": [(SL, "acolyte", 1)]}, gates={"Asia": SL}, power={SL: 2},
             books={SL: ["Cursed Slumber"]})
    assert _offered(t, SL, "cursed_slumber") == {
        "Cursed Slumber: lift your Gate in Asia off the map (1 Power)":
            "Verfluchter Schlaf: dein Tor in Asien von der Karte heben (1 Macht)"}
    t.play(SL, {"act": "ability", "ability": "cursed_slumber", "area": "Asia"})
    assert _sentences(t.events, "GateSlumbered") == [
        ("Sleeper lifts the Gate in Asia and Sleeper's Acolyte onto its faction card (Cursed Slumber).",
         "Schläfer hebt das Tor in Asien und Akolyth des Schläfers auf die eigene Fraktionskarte (Verfluchter Schlaf).")]
