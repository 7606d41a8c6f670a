"""The neutral game in German (locales/*/neutral.ftl): the options of the Loyalty Cards and the
sentences of their events read in the German edition's words, while English stays what it was."""
from __future__ import annotations

import re
from pathlib import Path

from glossary_terms import english_game_terms

import rules
from bots.random_bot import KindBot
from bots.simulate import game_seed, loyalty_options, play_game, seats_for
from rules.words.describing import Phrase, render
from rules.words.sentences import sentence

GC, CC, BG = "great_cthulhu", "crawling_chaos", "black_goat"
BLOATED, QUACHIL = "bloated_woman", "quachil_uttaus"
TERMS = english_game_terms()
CATALOG = Path(__file__).resolve().parents[3] / "locales" / "en" / "neutral.ftl"
OWN_IDS = set(re.findall(r"^([a-z][a-z0-9-]*) =", CATALOG.read_text(encoding="utf-8"), re.M))
# Fertile names a Recruit option of the faction's own, whose words are not this catalog's.
NAMES_AN_OPTION = {"option-fertile", "option-fertile-more"}


def _english_terms(text: str) -> list[str]:
    return [t for t in TERMS if re.search(rf"\b{re.escape(t)}s?\b", text)]


def _german(option) -> str:
    german = option.text("de")
    assert german != option.label, german
    assert not _english_terms(german), (german, _english_terms(german))
    return german


def _options(t, seat, name):
    return [o for o in rules.legal_options(t.state, seat) if o.choice.get("ability") == name]


def test_awakening_the_bloated_woman_reads_in_german_both_ways_crawling_chaos_has(table):
    t = table([CC, GC, BG], cards={BLOATED: None}, power={CC: 8}, gates={"Asia": CC},
              units={"Asia": [(CC, "acolyte", 1), (CC, "nyarlathotep", 1)]})
    labels = {o.label: _german(o) for o in _options(t, CC, "awaken_bloated_woman")}
    assert labels == {
        "Awaken The Bloated Woman in Asia (4 Power)":
            "Die Aufgeblähte Vettel in Asien erwecken (4 Macht)",
        "Awaken The Bloated Woman in Asia (3 Power, each other faction gains 1 Elder Sign)":
            "Die Aufgeblähte Vettel in Asien erwecken (3 Macht, jede andere Fraktion erhält 1 Älteres Zeichen)"}


def test_the_velvet_fan_offers_and_logs_in_german(table):
    units = {"Europe": [(BG, "dark_young", 2), (GC, "acolyte", 2)]}
    t = table([BG, GC, CC], cards={BLOATED: BG}, figures={"Europe": [(BLOATED, BLOATED, 1)]}, units=units,
              power={BG: 3}, dice=[6, 6, 1, 1, 1])
    t.play(BG, {"act": "battle", "area": "Europe", "enemy": GC})
    [fan] = _options(t, BG, "velvet_fan")
    assert fan.label == "The Velvet Fan: put an Acolyte of the enemy on her card"
    assert _german(fan) == "Der Samtene Fächer: Akolyth des Gegners auf ihre Karte legen"
    before = t.state
    told = []
    for e in t.play(BG, fan.choice):
        type_name, _version, payload, secret = rules.redact(e, None, before)
        told.append((sentence(type_name, payload, secret), sentence(type_name, payload, secret, lang="de")))
    assert ("The Velvet Fan takes Great Cthulhu's Acolyte onto the Bloated Woman's card.",
            "Der Samtene Fächer bringt Akolyth des Großen Cthulhu auf die Karte der Aufgeblähten Vettel.") in told
    assert ("On the Bloated Woman's card, out of play: Great Cthulhu's Acolyte.",
            "Auf der Karte der Aufgeblähten Vettel, aus dem Spiel: Akolyth des Großen Cthulhu.") in told


def test_dust_to_dust_asks_in_german(table):
    units = {"Europe": [(GC, "shoggoth", 1), (CC, "acolyte", 2)]}
    t = table([GC, CC, BG], cards={QUACHIL: GC}, figures={"Europe": [(QUACHIL, QUACHIL, 1)]}, units=units,
              power={GC: 4, CC: 4, BG: 4}, dice=[6, 6, 1])
    t.play(GC, {"act": "battle", "area": "Europe", "enemy": CC})
    offered = {o.label: _german(o) for o in rules.legal_options(t.state, CC) if o.choice.get("ability") == "dust_to_dust"}
    assert offered == {"Dust to Dust: remove an Acolyte from the game": "Staub zu Staub: Akolyth aus dem Spiel nehmen",
                       "Dust to Dust: give Great Cthulhu 1 Elder Sign":
                           "Staub zu Staub: dem Großen Cthulhu 1 Älteres Zeichen geben"}


def test_the_neutral_log_sentences_read_in_german():
    said = [
        ("GatePlaced", {"faction": "ancients", "area": "Asia", "unit": None},
         "Die Uralten setzen ein neues Tor in Asien; es ist verlassen."),
        ("VampirismDrained", {"faction": GC, "enemy": "ancients", "doom": 1, "power": 2},
         "Vampirismus: Großer Cthulhu entzieht den Uralten 1 Verdammnis und 2 Macht."),
        ("BattleNoted", {"key": "no_dice", "value": ["gc.deep_one.1", "bg.ghoul.2"]},
         "In diesem Kampf würfeln nicht: Tiefes Wesen des Großen Cthulhu, Ghoul der Schwarzen Ziege."),
    ]
    for type_name, payload, german in said:
        assert sentence(type_name, payload, lang="de") == german
    assert sentence("VampirismDrained", {"faction": GC, "enemy": "ancients", "doom": 1, "power": 2}) == \
        "Vampirism: Great Cthulhu drains 1 Doom and 2 Power from The Ancients."


def test_random_games_with_every_loyalty_card_offer_the_neutral_options_in_german():
    """Every option a Loyalty Card, High Priest or neutral Spellbook offers in random games reads in
    German (other words than the English, no English game term), and every sentence of the neutral
    game's own catalog does too."""
    seen: set[str] = set()

    class Checking(KindBot):
        def choose(self, state, seat):
            for option in rules.legal_options(state, seat):
                said = option.said
                if isinstance(said, Phrase) and said.id in OWN_IDS:
                    seen.add(said.id)
                    german = option.text("de")
                    assert german != option.label, german
                    if said.id not in NAMES_AN_OPTION:
                        assert not _english_terms(german), (german, _english_terms(german))
            return super().choose(state, seat)

    for players in (3, 4):
        for game in range(3):
            options = {"seats": seats_for(players, game), **loyalty_options("all")}
            play_game(options, game_seed("neutral-de", game), f"neutral-de:{players}:{game}",
                      bot_class=Checking)
    assert len(seen) >= 12, sorted(seen)


def test_every_neutral_sentence_has_german_that_differs_from_the_english():
    from rules.words import catalog
    for message_id in OWN_IDS:
        assert catalog.has("de", message_id), message_id
    english = CATALOG.read_text(encoding="utf-8")
    german = CATALOG.parent.parent.joinpath("de", "neutral.ftl").read_text(encoding="utf-8")
    assert english != german
    assert render(Phrase("log-note-vicious-done"), "de") == \
        "Bösartig hat die Todesresultate der Vooniths in diesem Kampf gezählt."
