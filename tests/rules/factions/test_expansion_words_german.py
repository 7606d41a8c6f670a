"""Daemon Sultan, the Tcho-Tcho and Bubastis in German: their choices and their log sentences at
real positions read in the German edition's words, with no English game term, and in English
exactly as they always did."""
from __future__ import annotations

import re

from conftest import CC, GC, YS
from glossary_terms import english_game_terms

import rules
from rules.engine import registry
from rules.engine.codec import to_record
from rules.words import sentences  # noqa: F401  (registers the core game's describers)
from rules.words.describing import describe, render

DS, TT, BB = "daemon_sultan", "tcho_tcho", "bubastis"
ASIA, EUROPE = "Asia", "Europe"
TERMS = english_game_terms()


def _german(english: str, german: str) -> str:
    """`german` is German: it differs from the English and uses no English game term."""
    assert german and german != english, (english, german)
    found = [t for t in TERMS if re.search(rf"\b{re.escape(t)}s?\b", german)]
    assert not found, (german, found)
    return german


def _labels(t, seat, ability) -> dict[str, str]:
    """The English label of each option of `ability` and its German text."""
    return {o.label: _german(o.label, o.text("de")) for o in rules.legal_options(t.state, seat)
            if o.choice.get("ability") == ability}


def _sentences(events) -> dict[str, str]:
    """Each event's English sentence and its German."""
    out = {}
    for e in events:
        kind, _, payload, secret = to_record(e)
        said = describe(kind, payload, secret)
        out[render(said)] = render(said, "de")
    return out


def _ds(game, units, books, data=None, **kw):
    extra = {"faction_data": {DS: {"start_area": ASIA, **(data or {})}, GC: {}, CC: {}},
             "spellbooks": {DS: [[i, b] for i, b in sorted(books.items())], GC: [], CC: []}}
    return game([DS, GC, CC], units=units, extra=extra, **kw)


def test_traitors_reads_in_german_as_a_choice_and_in_the_log(game):
    t = _ds(game, {ASIA: [(DS, "acolyte", 1)]}, {0: "Traitors!"}, data={"chaos_gates": [ASIA]},
            gates={ASIA: DS}, power={DS: 2})
    labels = _labels(t, DS, "traitors")
    english = "Traitors!: Great Cthulhu's Acolyte takes your Chaos Gate in Asia (1 Power)"
    assert labels[english] == "Verräter!: Akolyth des Großen Cthulhu übernimmt dein Chaostor in Asien (1 Macht)"
    new = t.play(DS, {"act": "ability", "ability": "traitors", "area": ASIA, "unit": "gc.acolyte.1"})
    said = _sentences(new)
    assert said["Daemon Sultan's Chaos Gate in Asia becomes a normal Gate (traitors)."] == \
        "Das Chaostor des Dämonensultans in Asien wird ein gewöhnliches Tor (Verräter!)."
    assert said["Daemon Sultan seats a Cultist of another faction on the Gate in Asia (Traitors!)."] == \
        "Dämonensultan setzt einen Kultisten einer anderen Fraktion auf das Tor in Asien (Verräter!)."
    for english, german in said.items():
        if "Chaos Gate" in english or "Traitors" in english:
            _german(english, german)


def test_chaos_gate_and_the_avatars_offer_german_choices(game):
    t = _ds(game, {ASIA: [(DS, "acolyte", 1), (DS, "larva_thesis", 1)]}, # the Awakenings' slots covered: an Awakening asks for no Spellbook
            {0: "Chaos Gate", 3: "Consummation", 4: "Fiendish Growth", 5: "Undirected Energy"}, power={DS: 4})
    assert _labels(t, DS, "chaos_gate") == {
        "Chaos Gate: put a Chaos Gate in Asia under your Cultist (1 Power)":
            "Chaostor: ein Chaostor in Asien unter deinem Kultisten errichten (1 Macht)"}
    thesis = _labels(t, DS, "awaken_thesis")
    assert thesis["Awaken Avatar Thesis in Asia, the Azathoth marker at 3 (3 Power)"] == \
        "Avatar der These in Asien erwecken, Azathoth-Marker auf 3 (3 Macht)"
    t.play(DS, {"act": "ability", "ability": "awaken_thesis", "area": ASIA, "marker": 2})
    gifts = _labels(t, DS, "thesis_gift")
    assert gifts["Every enemy gains 1 Power"] == "Jeder Gegner erhält 1 Macht"
    assert gifts["Crawling Chaos gains 2 Power"] == "Kriechendes Chaos erhält 2 Macht"
    placed = describe("ChaosGatePlaced", {"faction": DS, "area": ASIA, "unit": ""})
    assert render(placed) == "Daemon Sultan puts a Chaos Gate in Asia, left Abandoned."
    assert render(placed, "de") == "Dämonensultan errichtet ein Chaostor in Asien; es bleibt verlassen."


def test_the_daemon_sultans_bookkeeping_reads_in_german():
    for faction in (DS, TT):  # registers their describers
        registry.get(faction)
    for payload, english, german in (
            ({"faction": DS, "key": "spent_books", "value": ["Chaos Gate", "Traitors!"]},
             "Daemon Sultan's face-down Spellbooks: Chaos Gate, Traitors!.",
             "Verdeckte Zauberbücher des Dämonensultans: Chaostor, Verräter!."),
            ({"faction": DS, "key": "spent_books", "value": []},
             "Daemon Sultan's Spellbooks are all face-up again.",
             "Alle Zauberbücher des Dämonensultans liegen wieder offen."),
            ({"faction": DS, "key": "chaos_gates", "value": [ASIA, EUROPE, "North Atlantic"]},
             "Daemon Sultan's Chaos Gates stand in Asia, Europe, North Atlantic.",
             "Chaostore des Dämonensultans: Asien, Europa, Nordatlantik."),
            ({"faction": DS, "key": "chaos_gates", "value": []},
             "Daemon Sultan's Chaos Gates stand in no Area.", "Dämonensultan hat kein Chaostor auf dem Spielplan."),
            ({"faction": DS, "key": "start_area", "value": None},
             "Daemon Sultan's start Area is not fixed yet.", "Die Startzone des Dämonensultans steht noch nicht fest."),
            ({"faction": DS, "key": "azathoth_marker", "value": 5},
             "Daemon Sultan sets the Azathoth marker to 5.", "Dämonensultan setzt den Azathoth-Marker auf 5."),
            ({"faction": DS, "key": "synthesis_won", "value": True},
             "The enemies do not cover the Azathoth die's roll: Daemon Sultan wins the game by Avatar Synthesis.",
             "Die Gegner decken den Wurf des Azathoth-Würfels nicht: Dämonensultan gewinnt das Spiel durch den "
             "Avatar der Synthese."),
            ({"faction": TT, "key": "ubbo_awakened", "value": True},
             "Ubbo-Sathla has Awakened once: his Growth die is rolled in every Doom Phase from now on.",
             "Ubbo-Sathla wurde einmal erweckt: ab jetzt wird sein Wachstumswürfel in jeder Verdammnisphase "
             "geworfen."),
            ({"faction": TT, "key": "tribe", "value": "sarkomand"},
             "Tcho-Tcho' tribe is revealed: Sarkomand.", "Der Stamm der Tcho-Tcho wird enthüllt: Sarkomand.")):
        said = describe("FactionDataSet", payload)
        assert render(said) == english
        assert _german(english, render(said, "de")) == german
    moved = describe("ChaosGateMoved", {"faction": DS, "origin": ASIA, "to": EUROPE, "unit": "ds.acolyte.1"})
    assert render(moved) == "Daemon Sultan moves its Chaos Gate from Asia to Europe (Animate Matter)."
    assert render(moved, "de") == "Dämonensultan versetzt sein Chaostor von Asien nach Europa (Materie beleben)."


def test_the_tcho_tcho_pick_a_secret_tribe_in_german(game):
    t = game([TT, GC, CC], units={ASIA: [(TT, "acolyte", 1)]}, power={TT: 2, GC: 1},
             ruleset={"tcho_tcho_tribe": "secret"})
    labels = _labels(t, TT, "tribe_chosen")
    assert labels["Pick the Leng tribe in secret (Surprise!, Dark Rituals, Fulmination)"] == \
        "Im Geheimen den Stamm Leng wählen (Überraschung!, Dunkle Rituale, Donnerschlag)"
    new = t.play(TT, {"act": "answer", "ability": "tribe_chosen", "tribe": "leng"})
    chosen = [e for e in new if type(e).__name__ == "TribeChosen"]
    own, other = rules.redact(chosen[0], TT, t.state), rules.redact(chosen[0], GC, t.state)
    assert render(describe(own[0], own[2], own[3]), "de") == "Tcho-Tcho wählen ihren Stamm im Geheimen: Leng."
    assert render(describe(other[0], other[2], other[3])) == "Tcho-Tcho pick their tribe in secret."
    assert render(describe(other[0], other[2], other[3]), "de") == "Tcho-Tcho wählen ihren Stamm im Geheimen."


def test_the_tcho_tchos_destroyed_gate_and_terror_read_in_german(game):
    said = describe("GateDestroyed", {"faction": TT, "area": ASIA})
    assert render(said) == "Tcho-Tcho destroy their own Gate in Asia."
    assert _german(render(said), render(said, "de")) == "Tcho-Tcho zerstören ihr eigenes Tor in Asien."
    t = game([TT, GC], units={ASIA: [(TT, "proto_shoggoth", 2), (GC, "deep_one", 1)]}, power={TT: 2},
             books={TT: ["Terror"]})
    t.play(TT, {"act": "battle", "area": ASIA, "enemy": GC})
    for _ in range(10):
        if _labels(t, TT, "terror_mode") or t.state.battle is None:
            break
        turn = t.waiting()[0]
        t.play(turn, next(o for o in t.options(turn) if o["act"] not in ("ability", "standing_answer")))
    assert _labels(t, TT, "terror_mode") == {
        "Terror: each Proto-Shoggoth adds 1 to your Combat": "Terror: jeder Proto-Schoggothe erhöht deinen Kampfwert um 1",
        "Terror: each Proto-Shoggoth takes 1 from the enemy's Combat":
            "Terror: jeder Proto-Schoggothe senkt den Kampfwert des Gegners um 1"}


def test_bubastis_choices_read_in_german(game):
    moon = "The Moon"
    units = {EUROPE: [(BB, "earth_cat", 1)], moon: [(BB, "earth_cat", 1)], ASIA: [(BB, "cat_from_mars", 1)]}
    t = game([BB, GC, YS], units=units, power={BB: 4}, books={BB: ["Catabolism"]})
    labels = _labels(t, BB, "catabolism")
    assert labels["Catabolism: Recruit a Cat from Saturn in Europe (3 Power)"] == \
        "Katabolismus: 1 Katze vom Saturn in Europa rekrutieren (3 Macht)"
