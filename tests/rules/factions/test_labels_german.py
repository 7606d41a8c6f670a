"""The core four factions' choices read in German (locales/de/factions-core.ftl): the options of
real positions, worded for a German reader, name no English game term and read otherwise than the
English labels (which stay as they always were)."""
from __future__ import annotations

import re

from conftest import BG, CC, GC, YS
from glossary_terms import english_game_terms

import rules

SP = "South Pacific"
ENGLISH_TERM = re.compile(r"\b(?:" + "|".join(map(re.escape, english_game_terms())) + r")s?\b")


def _german(t, seat: str, ability: str) -> dict[str, str]:
    """The labels of `ability`'s options for `seat`, English to German, each checked to be German."""
    found = {o.label: o.text("de") for o in rules.legal_options(t.state, seat) if o.choice.get("ability") == ability}
    assert found, ability
    for english, german in found.items():
        assert german != english and not ENGLISH_TERM.search(german), (english, german)
    return found


def test_dreams_and_the_acolyte_given_up_read_in_german(game):
    t = game([GC, CC], units={SP: [(GC, "acolyte", 1)], "Asia": [(CC, "acolyte", 2)]}, gates={"Asia": CC},
             power={GC: 2, CC: 1}, books={GC: ["Dreams"]})
    assert _german(t, GC, "dreams") == {
        "Dreams: replace an Acolyte of Crawling Chaos in Asia":
            "Träume: einen Akolythen des Kriechenden Chaos in Asien ersetzen"}
    t.play(GC, {"act": "ability", "ability": "dreams", "area": "Asia", "enemy": CC})
    assert _german(t, CC, "dreams_victim") == {
        "Dreams: give up an Acolyte on the Gate in Asia": "Träume: Akolyth auf dem Tor in Asien abgeben",
        "Dreams: give up an Acolyte beside the Gate in Asia": "Träume: Akolyth neben dem Tor in Asien abgeben"}


def test_avatar_reads_in_german_for_black_goat_and_for_the_faction_choosing_its_unit(game):
    units = {SP: [(GC, "acolyte", 2)], "Africa": [(BG, "shub_niggurath", 1)], "Asia": [(CC, "acolyte", 1)]}
    t = game([BG, GC, CC], units=units, gates={SP: GC}, power={BG: 2})
    offered = _german(t, BG, "avatar")
    assert offered["Avatar: swap Shub-Niggurath with a unit of Great Cthulhu in South Pacific (1 Power)"] == (
        "Avatar: Shub-Niggurath mit einer Einheit des Großen Cthulhu im Südpazifik tauschen (1 Macht)")
    t.play(BG, {"act": "ability", "ability": "avatar", "area": SP, "owner": GC})
    assert set(_german(t, GC, "avatar_swap").values()) == {
        "Avatar: Akolyth auf dem Tor im Südpazifik tauscht mit Shub-Niggurath",
        "Avatar: Akolyth neben dem Tor im Südpazifik tauscht mit Shub-Niggurath"}


def test_necrophagy_counts_its_ghouls_in_german(game):
    units = {"Asia": [(GC, "deep_one", 1), (CC, "hunting_horror", 1)], "Africa": [(BG, "ghoul", 2)]}
    t = game([CC, GC, BG], units=units, power={CC: 2}, books={BG: ["Necrophagy"]}, dice=[4, 1] + [1] * 3)
    t.play(CC, {"act": "battle", "area": "Asia", "enemy": GC})
    assert list(_german(t, BG, "necrophagy").values()) == [
        "Nekrophagie: 1 Ghoul (Afrika) in den Kampf schicken", "Nekrophagie: 2 Ghoule (Afrika, Afrika) in den Kampf schicken"]


def test_the_screaming_dead_its_undead_and_the_second_action_read_in_german(game):
    t = game([YS, GC, CC], units={"Europe": [(YS, "king_in_yellow", 1), (YS, "undead", 2)]}, power={YS: 3},
             books={YS: ["The Screaming Dead"]}, dice=[1])
    assert _german(t, YS, "the_screaming_dead")[
        "The Screaming Dead: the King moves from Europe to Asia (1 Power)"] == (
        "Die kreischenden Toten: der König in Europa zieht nach Asien (1 Macht)")
    t.play(YS, {"act": "ability", "ability": "the_screaming_dead", "area": "Asia"})
    assert _german(t, YS, "undead_follow") == {"An Undead follows the King to Asia": "Ein Untoter folgt dem König nach Asien",
                                               "No more Undead follow": "Keine weiteren Untoten folgen"}
    t.play(YS, {"act": "answer", "ability": "undead_follow", "unit": "ys.undead.1"})
    t.play(YS, {"act": "answer", "ability": "undead_follow", "unit": None})
    # the second Action's own words are the Action's label (Recruit, Move: still English in German)
    second = {o.label: o.text("de") for o in rules.legal_options(t.state, YS)
              if o.choice.get("ability") == "second_action"}
    assert second["Second Action: Desecrate Asia (2 Power)"] == "Zweite Aktion: Entweihen in Asien (2 Macht)", second
    assert second["Take no second Action"] == "Keine zweite Aktion ausführen"


def test_the_packs_cards_tell_the_log_in_german_and_in_the_english_they_always_wrote():
    from rules.words import sentences_pack1, sentences_pack2, sentences_pack4  # noqa: F401  (their describers)
    from rules.words.describing import Context, _DATA, describe, render
    said = describe("FromBelowBattleDeclared", {"faction": "ancients", "enemy": GC, "area": "Africa"})
    assert render(said) == ("From Below: The Ancients Battle Great Cthulhu in Africa for free; the Battle just "
                            "resolved ends once this one is over.")
    assert render(said, "de") == ("Von unten: Die Uralten greifen den Großen Cthulhu in Afrika kostenlos an; der "
                                  "gerade abgehandelte Kampf endet, sobald dieser vorüber ist.")
    said = describe("ElderSignsDiscarded", {"faction": BG, "count": 2}, {"values": [1, 3]})
    assert render(said) == "Black Goat gives up 2 Elder Signs (worth 1 and 3 Doom) for no Doom."
    assert render(said, "de") == ("Schwarze Ziege gibt 2 Ältere Zeichen (im Wert von 1 und 3 Verdammnis) ab, ohne "
                                  "dafür Verdammnis zu erhalten.")
    webs = _DATA["webs"](Context("FactionDataSet", {"faction": YS, "key": "webs", "value": ["Africa", "Europe"]}, {}, {}))
    assert render(webs) == "Spinnerets: Yellow Sign's Webs now lie in Africa, Europe."
    assert render(webs, "de") == "Spinndrüsen: Die Netze des Gelben Zeichens liegen jetzt in diesen Zonen: Afrika, Europa."
    laid = _DATA["mummified"](Context("FactionDataSet", {"faction": CC, "key": "mummified",
                                                         "value": ["gc.acolyte.1", "bg.acolyte.2"]}, {}, {}))
    assert render(laid) == "Laid down by Crawling Chaos's Ghatanothoa: Great Cthulhu's Acolyte, Black Goat's Acolyte."
    assert render(laid, "de") == ("Von Ghatanothoa des Kriechenden Chaos niedergelegt: Akolyth des Großen Cthulhu, "
                                  "Akolyth der Schwarzen Ziege.")
